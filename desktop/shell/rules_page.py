"""The in-app rules, in the current language: the rule text, the house edition's
component data and our rulings (assets/rules/<game>.<lang>.md)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from desktop.i18n import translate
from desktop.games.catalog import GAMES
from desktop.paths import assets


def rules_text(game: str, lang: str) -> str:
    folder = assets() / "rules"
    path = folder / f"{GAMES[game].rules}.{lang}.md"
    if not path.exists():
        path = folder / f"{GAMES[game].rules}.en.md"
    return path.read_text(encoding="utf-8")


class RulesPage(QWidget):
    back = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.game = next(iter(GAMES))
        root = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.text = QTextBrowser()
        self.text.setObjectName("rulesText")
        self.text.setOpenExternalLinks(False)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)
        root.addWidget(self.title)
        root.addWidget(self.text, 1)
        root.addWidget(self.back_button)
        self._shown: tuple[str, str] | None = None     # the game and language of the text laid out
        self.retranslate()

    def show_game(self, game: str) -> None:
        self.game = game
        self.retranslate()
        self._lay_out_text()

    def retranslate(self) -> None:
        self.title.setText(translate("Rules", "Rules: %1").replace("%1", GAMES[self.game].tr_title()))
        self.back_button.setText(translate("Rules", "Back"))
        if self.isVisible():
            self._lay_out_text()

    def _lay_out_text(self) -> None:
        """The rule text, laid out when the page is about to be read: a rule book is long
        (some 10 ms to lay out), and every window has this page, mostly never opened."""
        lang = "ja" if QLocale().language() == QLocale.Language.Japanese else "en"
        if self._shown != (self.game, lang):
            self.text.setMarkdown(rules_text(self.game, lang))
            self._shown = (self.game, lang)

    def showEvent(self, event) -> None:
        self._lay_out_text()
        super().showEvent(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
