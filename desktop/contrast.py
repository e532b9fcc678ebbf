"""High contrast (a setting): black grounds, white texts and edges, the muted
texts light, everywhere at 7:1 or more (WCAG's AAA level). One switch, read when
anything is painted: the style sheet of every widget and dialog, the tables'
grounds and plates, and the log's lines (their colours are in their rich text, so a
switch re-tells them)."""
from __future__ import annotations

from PySide6.QtGui import QColor

_high = False

#: the muted texts (a bot's level, a turn's heading): grey on the usual dark, light
#: grey on black
MUTED = ("#aab1cc", "#d9d9d9")
#: a seat's plate on the table
PLATE = (QColor(20, 24, 38, 225), QColor(0, 0, 0))


def high() -> bool:
    return _high


def pick(normal, strong):
    """`strong` in high contrast, `normal` otherwise."""
    return strong if _high else normal


def ground(normal: str) -> QColor:
    """A table's ground: black in high contrast."""
    return QColor("#000000" if _high else normal)


def muted() -> str:
    return pick(*MUTED)


def plate() -> QColor:
    return QColor(pick(*PLATE))


def style() -> str:
    from desktop.text_size import scaled
    from desktop.theme import HIGH_CONTRAST, STYLE
    return scaled(STYLE + (HIGH_CONTRAST if _high else ""))


def set_high(on: bool) -> None:
    """Switch, and restyle every widget at once."""
    global _high
    _high = bool(on)
    restyle()


def restyle() -> None:
    """Give the application the style sheet of the settings, if it has another one.
    Setting a sheet re-polishes every widget (0.15-0.2 s of CPU with the main window
    up); the start sets contrast and text size one after the other, and a new window
    in a running application mostly finds the sheet it needs already set."""
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    sheet = style()
    if app is not None and app.styleSheet() != sheet:
        app.setStyleSheet(sheet)
