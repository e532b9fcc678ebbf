"""Languages: Qt translators swapped at run time, and the bundled Japanese font."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
from PySide6.QtWidgets import QApplication

from desktop.paths import assets, i18n_dir

LANGUAGES = {"en": "English", "ja": "日本語"}
JAPANESE_FONT = "IPAexGothic"

_installed: list[QTranslator] = []


def register_fonts(app: QApplication) -> None:
    """Register the bundled font and let it back every other family, so Japanese
    never renders as boxes on machines without a CJK font."""
    for path in sorted((assets() / "fonts").glob("*.tt[fc]")):
        QFontDatabase.addApplicationFont(str(path))
    font = QFont(app.font())
    # The platform's real family, not its alias ("Sans Serif"): in a families list Qt
    # skips an alias, and Latin text (quotes too) would then all be drawn in IPAexGothic.
    font.setFamilies([QFontInfo(font).family(), JAPANESE_FONT])
    app.setFont(font)


def system_language() -> str:
    """The language of a first start, before any is chosen: Japanese on a Japanese
    system, English elsewhere."""
    return "ja" if QLocale.system().language() == QLocale.Language.Japanese else "en"


def set_language(lang: str) -> bool:
    """Install the translators for `lang` ("en" or "ja"); every widget gets a
    LanguageChange event and re-translates itself. Returns False if the
    translation file is missing (English is then shown)."""
    app = QCoreApplication.instance()
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.Japanese if lang == "ja" else QLocale.Language.English))
    ours = QTranslator(app)
    # English has a file too: the plural forms of "%n card(s)"
    ok = ours.load(f"bakudan_{lang}", str(i18n_dir()))
    if ok:
        app.installTranslator(ours)
        _installed.append(ours)
    if lang == "en":
        return ok
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return ok


#: the one way to translate: translate("Context", "Source text"[, None, n]); lupdate
#: finds these calls (and QT_TRANSLATE_NOOP) by their name
translate = QCoreApplication.translate


def current_language() -> str:
    """"ja" or "en": the language set_language installed."""
    return "ja" if QLocale().language() == QLocale.Language.Japanese else "en"


def listing(items) -> str:
    """Items read as a list in the current language: "Aki, Ben" / 「Aki、Ben」."""
    return translate("List", ", ").join(str(i) for i in items)


def person_pattern() -> str:
    """How a player's name reads inside a list the code joins: "%1" in English,
    「%1さん」 in Japanese (a sentence naming one player says さん in its own pattern)."""
    return translate("List", "%1", "a player's name in a list of players")


def people(names) -> str:
    """Players' names as a list: "Aki, Ben" / 「Akiさん、Benさん」."""
    return listing(person_pattern().replace("%1", str(n)) for n in names)
