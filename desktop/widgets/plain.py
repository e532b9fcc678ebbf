"""What a player typed (a name) is shown as written, never as markup: Qt reads a
label's or a tooltip's text as rich text as soon as it looks like HTML, so a player
called "<b>Bob</b>" would show in bold, and "<img src=...>" would load a file."""
from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


def plain_label(*args, **kwargs) -> QLabel:
    """A QLabel that shows its text as plain text, whatever it holds."""
    label = QLabel(*args, **kwargs)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` as written (a tooltip has no plain-text mode:
    text that looks like markup is escaped instead)."""
    return QtGui.Qt.convertFromPlainText(text) if QtGui.Qt.mightBeRichText(text) else text
