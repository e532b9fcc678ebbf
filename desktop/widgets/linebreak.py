"""Line breaks that never split a Japanese word. Qt may break Japanese between any two
kana or kanji (Unicode line breaking), which cuts names like スタビライザー or スーパー探知機
in two. Here a line may break only where the script changes (katakana to kanji, kana
to Latin...) or at a space or 「・」: inside a run of one script every pair of
characters is joined by WORD JOINER (U+2060), which forbids a break there."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

JOINER = "\u2060"


def _script(ch: str) -> str:
    o = ord(ch)
    if 0x30A0 <= o <= 0x30FF or ch == "ー":
        return "katakana"
    if 0x3040 <= o <= 0x309F:
        return "hiragana"
    if 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF:
        return "kanji"
    if ch.isspace() or ch == "・":
        return "break"
    return "other"


def keep_words(text: str) -> str:
    """`text` with breaks allowed only between runs of different scripts."""
    out: list[str] = []
    for a, b in zip(text, text[1:]):
        out.append(a)
        sa, sb = _script(a), _script(b)
        if sa == sb and sa != "break":
            out.append(JOINER)
    if text:
        out.append(text[-1])
    return "".join(out)


def fit(text: str, font: QFont, rect: QRectF, readable: float = 8.0) -> tuple[str, QFont]:
    """`text` and a font that fits it in `rect` with no word cut in two, down to a
    readable size; a word too long even then (one long katakana name on a small card)
    is the only one left for Qt to break."""
    whole = keep_words(text)
    f = fitted_font(font, whole, rect, readable)
    if fits(f, whole, rect):
        return whole, f
    return text, fitted_font(font, text, rect, readable)


def fits(font: QFont, text: str, rect: QRectF) -> bool:
    """Whether `text`, wrapped at spaces, fits `rect` in `font`."""
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
    box = QFontMetricsF(font).boundingRect(QRectF(0, 0, rect.width(), 10_000), flags, text)
    return box.width() <= rect.width() + 0.5 and box.height() <= rect.height() + 0.5


def fitted_font(font: QFont, text: str, rect: QRectF, smallest: float = 6.0) -> QFont:
    """The font, made smaller (not below `smallest`) until `text` wraps into `rect`."""
    f = QFont(font)
    size = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF()
    while size > smallest and not fits(f, text, rect):
        size -= 0.5
        if f.pixelSize() > 0:
            f.setPixelSize(int(size))
        else:
            f.setPointSizeF(size)
    return f
