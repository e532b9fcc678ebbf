"""The game log: a list model of translated lines, made from public events only
(hot-seat: nothing private ever shows here), and the view that shows them.

A line may tell several events: the game's `joins(events, e)` says whether event e
goes on with the last line (the cut after a Dual Cut is declared, the dice after a
reveal); the line is then told again with e in it, so the log still never runs
ahead of the table and never repeats itself. Each line has a plain form (the
DisplayRole: copied, read by the hand-off cover) and a rich one (RichRole: names
in their seat's colour, icons), see desktop/widgets/log_text.py."""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable

from PySide6.QtCore import QAbstractListModel, QModelIndex, QRectF, QSize, Qt, QUrl
from PySide6.QtGui import (QAbstractTextDocumentLayout, QAction, QColor, QGuiApplication, QKeySequence, QPainter,
                           QPalette, QPixmap, QTextDocument)
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyledItemDelegate

from engine.core.event import Event
from desktop.i18n import translate
from desktop.widgets.log_icons import image
from desktop.widgets.log_text import LogLine, line
from desktop.widgets.plain import plain_tip

RichRole = Qt.ItemDataRole.UserRole + 1      # the line's rich text (HTML)
ToneRole = Qt.ItemDataRole.UserRole + 2      # how it stands out (log_text.TONES)

Describe = Callable[[list[Event], list[str]], "LogLine | str | None"]
Joins = Callable[[list[Event], Event], bool]


class LogModel(QAbstractListModel):
    def __init__(self, describe: Describe, names: list[str], joins: Joins | None = None) -> None:
        super().__init__()
        self.describe, self.names = describe, names
        self.joins = joins or (lambda events, e: False)
        self.groups: list[list[Event]] = []      # the events each line tells
        self.told: list[LogLine] = []

    @property
    def lines(self) -> list[str]:
        """Every line as plain text."""
        return [t.plain for t in self.told]

    @property
    def events(self) -> list[Event]:
        return [e for group in self.groups for e in group]

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.told)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        told = self.told[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return told.plain
        if role == Qt.ItemDataRole.ToolTipRole:
            return plain_tip(told.plain)
        if role == RichRole:
            return told.html
        if role == ToneRole:
            return told.tone
        return None

    def _tell(self, events: list[Event]) -> LogLine | None:
        return line(self.describe(events, self.names))

    def add(self, events: list[Event]) -> None:
        for e in events:
            if not e.public:
                continue
            if self.groups and self.groups[-1] and self.joins(self.groups[-1], e):   # (a note joins nothing)
                told = self._tell(self.groups[-1] + [e])
                if told is not None:
                    self.groups[-1].append(e)
                    self.told[-1] = told
                    last = self.index(len(self.told) - 1)
                    self.dataChanged.emit(last, last)
                    continue
            told = self._tell([e])
            if told is None:
                continue
            row = len(self.told)
            self.beginInsertRows(QModelIndex(), row, row)
            self.groups.append([e])
            self.told.append(told)
            self.endInsertRows()

    def note(self, text: str) -> None:
        """A line of the window's own, told by no event (kept as it is by retranslate)."""
        row = len(self.told)
        self.beginInsertRows(QModelIndex(), row, row)
        self.groups.append([])
        self.told.append(line(text))
        self.endInsertRows()

    def clear(self) -> None:
        self.beginResetModel()
        self.groups, self.told = [], []
        self.endResetModel()

    def retranslate(self) -> None:
        """Re-tell every line in the current language."""
        self.beginResetModel()
        self.told = [(self._tell(g) or line("")) if g else t for g, t in zip(self.groups, self.told)]
        self.endResetModel()


class _Document(QTextDocument):
    """Rich text whose <img> are the log's drawn icons."""

    def loadResource(self, kind: int, url: QUrl):
        found = image(url.toString())
        return found if found is not None else super().loadResource(kind, url)


#: the row tint of a line that stands out
TINTS = {"boom": QColor(224, 49, 49, 70), "win": QColor(255, 212, 59, 55), "bad": QColor(255, 146, 43, 38)}
PAD = 4


class LogDelegate(QStyledItemDelegate):
    """Paints a line's rich text, wrapped to the view's width."""

    #: laid-out lines kept: a repaint (every animation frame that touches the log)
    #: would otherwise parse and lay out every visible line again
    KEEP = 600
    #: painted lines kept: a new line scrolls the log and repaints every visible one,
    #: and drawing a laid-out line (1-2 ms) costs some 30 times a picture's copy.
    #: Enough for the tallest log's visible rows, a few MB.
    KEEP_DRAWN = 160

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._heights: dict[tuple[str, int], int] = {}   # a relayout re-measures every line
        self._docs: OrderedDict[tuple[str, int, str], QTextDocument] = OrderedDict()
        self._drawn: OrderedDict[tuple, QPixmap] = OrderedDict()

    @staticmethod
    def _html(index: QModelIndex) -> str:
        """The line's rich text, straight from the model (asked for every line at every
        new line, as the list lays itself out again): not through Qt's data() round trip."""
        model = index.model()
        html = model.told[index.row()].html if isinstance(model, LogModel) else index.data(RichRole)
        return html or ""

    def _document(self, index: QModelIndex, width: float, font) -> QTextDocument:
        html = self._html(index)
        key = (html, int(width), font.key())
        doc = self._docs.get(key)
        if doc is not None:
            self._docs.move_to_end(key)
            return doc
        doc = _Document()
        doc.setDefaultFont(font)
        doc.setDocumentMargin(0)
        doc.setHtml(html)
        doc.setTextWidth(max(40.0, width - 2 * PAD))
        self._docs[key] = doc
        if len(self._docs) > self.KEEP:
            self._docs.popitem(last=False)
        return doc

    def _width(self, option) -> float:
        view = self.parent()
        return float(view.viewport().width()) if view is not None else float(option.rect.width())

    def sizeHint(self, option, index: QModelIndex) -> QSize:
        width = int(self._width(option))
        key = (self._html(index), width)
        if key not in self._heights:
            if len(self._heights) > 4000:
                self._heights.clear()
            self._heights[key] = int(self._document(index, width, option.font).size().height()) + 2 * PAD
        return QSize(width, self._heights[key])

    def _drawing(self, index: QModelIndex, option, ratio: float) -> QPixmap:
        """The line's text painted on a clear picture the size of its row (less the
        padding), kept for the next repaint."""
        rect = option.rect
        text = option.palette.color(QPalette.ColorRole.Text)
        key = (self._html(index), rect.width(), rect.height(), option.font.key(), text.rgba(), ratio)
        pix = self._drawn.get(key)
        if pix is not None:
            self._drawn.move_to_end(key)
            return pix
        doc = self._document(index, rect.width(), option.font)
        pix = QPixmap(max(1, round((rect.width() - PAD) * ratio)), max(1, round((rect.height() - PAD) * ratio)))
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        ctx.palette.setColor(QPalette.ColorRole.Text, text)
        ctx.clip = QRectF(0, 0, rect.width() - PAD, rect.height())
        doc.documentLayout().draw(painter, ctx)
        painter.end()
        self._drawn[key] = pix
        if len(self._drawn) > self.KEEP_DRAWN:
            self._drawn.popitem(last=False)
        return pix

    def paint(self, painter, option, index: QModelIndex) -> None:
        painter.save()
        rect = option.rect
        tint = TINTS.get(index.data(ToneRole) or "")
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(rect, option.palette.color(QPalette.ColorRole.Highlight).darker(130))
        elif tint is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tint)
            painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 4, 4)
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        painter.drawPixmap(rect.left() + PAD, rect.top() + PAD, self._drawing(index, option, ratio))
        painter.restore()


class LogView(QListView):
    """The log's list: rich lines that wrap, several selectable, copied (Ctrl+C, or
    the context menu) as plain text, one line per line."""

    def __init__(self, model: LogModel) -> None:
        super().__init__()
        self.setModel(model)
        self.setItemDelegate(LogDelegate(self))
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.copy_action = QAction(self)
        self.copy_action.triggered.connect(self.copy)
        self.addAction(self.copy_action)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.retranslate()

    def retranslate(self) -> None:
        self.copy_action.setText(translate("Table", "Copy"))

    def selected_text(self) -> str:
        rows = sorted(i.row() for i in self.selectionModel().selectedIndexes())
        return "\n".join(self.model().index(r).data() or "" for r in rows)

    def copy(self) -> None:
        text = self.selected_text()
        if text:
            QGuiApplication.clipboard().setText(text)

    def keyPressEvent(self, event) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy()
            event.accept()
            return
        super().keyPressEvent(event)
