"""What a screen reader is told (issue 29). Qt names most controls by themselves (a
button by its caption, a form's field by its row's label, a list's line by its text)
and describes them by their tooltip; this module names the rest, one way:

- `name(widget, text)`: an explicit name (a control that shows only a symbol or a
  number, a field with no label of its own), called where the control is worded, so
  it follows the language;
- `name_symbols(root)`: every button under `root` whose caption has no letter ("◀",
  "4") is named by its tooltip;
- `Announcer`: says a line (the log's newest) to a screen reader as it happens;
- `TableWords`: the table's pieces as a list a screen reader can walk, beside the
  painted table that it can not see."""
from __future__ import annotations

import re

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QFontMetrics
from PySide6.QtWidgets import (QAbstractButton, QHeaderView, QStyledItemDelegate, QTreeWidget,
                               QTreeWidgetItem, QWidget)

_TAGS = re.compile(r"<[^>]+>")


def plain(text: str) -> str:
    """A caption as said aloud: no mnemonic '&', no markup, one line."""
    text = _TAGS.sub("", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split())


def symbolic(text: str) -> bool:
    """Whether a caption says nothing by ear: no letter in it ("◀", "▶|", "12")."""
    return not any(ch.isalpha() for ch in plain(text))


def name(widget: QWidget, text: str, description: str | None = None) -> None:
    widget.setAccessibleName(plain(text))
    if description is not None:
        widget.setAccessibleDescription(plain(description))


def name_symbols(root: QWidget) -> None:
    """Name each button under `root` (itself included) whose caption is only a symbol or
    a number by its tooltip (call again once the tooltips are re-worded)."""
    for b in [root, *root.findChildren(QAbstractButton)]:
        if isinstance(b, QAbstractButton) and b.text() and symbolic(b.text()) and b.toolTip():
            name(b, b.toolTip())


class Announcer:
    """Says lines to a screen reader, politely (after what it is reading), for
    `widget`; keeps what it said (the tests read it)."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        self.said: list[str] = []

    def say(self, text: str) -> None:
        text = plain(text)
        if not text or (self.said and self.said[-1] == text):
            return
        self.said = [*self.said[-49:], text]
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.widget, text))


class _Wrapped(QStyledItemDelegate):
    """A line as tall as its text wrapped to the room left of it in the list (a tree
    view measures a line without its width, so it cut long lines instead)."""

    def sizeHint(self, option, index) -> QSize:
        view: QTreeWidget = self.parent()
        depth, parent = 0, index.parent()
        while parent.isValid():
            depth, parent = depth + 1, parent.parent()
        room = view.viewport().width() - view.indentation() * (depth + 1) - 8
        text = index.data() or ""
        box = QFontMetrics(option.font).boundingRect(QRect(0, 0, max(40, room), 10_000),
                                                     int(Qt.TextFlag.TextWordWrap), text)
        return QSize(max(40, room), box.height() + 6)


class TableWords(QTreeWidget):
    """The table in words: one branch per part of the table (a seat, the board), one
    line per piece, as the seat at the screen may see it (its rows come from that
    seat's view: a hidden piece is said to be hidden, never named)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableWords")
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        # long lines wrap within the width, never cut short with "…"
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.header().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setUniformRowHeights(False)
        self.setItemDelegate(_Wrapped(self))
        self._rows: list[tuple[str, list[str]]] = []

    def show_rows(self, rows: list[tuple[str, list[str]]]) -> None:
        """`rows`: (heading, its lines) per part; a part keeps its folding."""
        if rows == self._rows:
            return
        folded = {self.topLevelItem(i).text(0) for i in range(self.topLevelItemCount())
                  if not self.topLevelItem(i).isExpanded()}
        self._rows = rows
        self.clear()
        for heading, lines in rows:
            top = QTreeWidgetItem([heading])
            top.setToolTip(0, heading)
            for text in lines:
                leaf = QTreeWidgetItem([text])
                leaf.setToolTip(0, text)
                leaf.setFlags(leaf.flags() & ~Qt.ItemFlag.ItemIsEditable)
                top.addChild(leaf)
            self.addTopLevelItem(top)
            top.setExpanded(heading not in folded)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()     # the rows' heights for the new width

    def text(self) -> str:
        """Everything it says, one line per line (the tests read it)."""
        return "\n".join(f"{h}\n" + "\n".join(f"  {t}" for t in lines) for h, lines in self._rows)
