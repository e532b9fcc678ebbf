"""Where a text on screen needs more room than it has (issue 26, items 3-4): a label
whose wrapped text is taller than the label, or whose one line is wider; a button
whose caption is wider or taller than the button's contents box; any of them cut by
a parent it overflows (a scroll area's viewport excepted: what lies under it scrolls
into view). Measured for `device` (the screen, or a pixmap of another density)."""
from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QLabel,
                               QPushButton, QStyle, QStyleOptionButton, QWidget)

SLACK = 1          # px: rounding between the metrics and the layout


def _name(w: QWidget, text: str) -> str:
    return f"{type(w).__name__} {w.objectName() or ''} {text[:40]!r}".replace("  ", " ")


def _label(w: QLabel, device) -> str | None:
    pixmap = w.pixmap()
    if not w.text() or (pixmap is not None and not pixmap.isNull()):
        return None
    if w.wordWrap():
        need = w.heightForWidth(w.width())
        if need > w.height() + SLACK:
            return f"{_name(w, w.text())}: {need} > {w.height()} px high"
        return None
    if w.textFormat() == Qt.TextFormat.RichText or w.textFormat() == Qt.TextFormat.AutoText and "<" in w.text():
        need = w.sizeHint()
        if need.width() > w.width() + SLACK or need.height() > w.height() + SLACK:
            return f"{_name(w, w.text())}: {need.toTuple()} in {w.size().toTuple()}"
        return None
    fm = QFontMetricsF(w.font(), device)
    box = w.contentsRect()
    widest = max(fm.horizontalAdvance(line) for line in w.text().split("\n"))
    high = fm.lineSpacing() * (w.text().count("\n") + 1) - fm.leading()
    if widest > box.width() + SLACK or high > box.height() + SLACK:
        return f"{_name(w, w.text())}: {widest:.0f}x{high:.0f} in {box.width()}x{box.height()}"
    return None


def _button(b: QAbstractButton, device) -> str | None:
    if not b.text():
        return None
    if isinstance(b, QPushButton):
        opt = QStyleOptionButton()
        b.initStyleOption(opt)
        box = b.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, b)
        need = QFontMetricsF(b.font(), device).size(Qt.TextFlag.TextShowMnemonic, b.text())
        if not opt.icon.isNull():
            need.setWidth(need.width() + opt.iconSize.width() + 4)
        if need.width() > box.width() + SLACK or need.height() > box.height() + SLACK:
            return f"{_name(b, b.text())}: {need.width():.0f}x{need.height():.0f} in {box.width()}x{box.height()}"
        return None
    need = b.sizeHint()                   # check boxes, radio and tool buttons: their own measure
    if need.width() > b.width() + SLACK or need.height() > b.height() + SLACK:
        return f"{_name(b, b.text())}: {need.toTuple()} in {b.size().toTuple()}"
    return None


def _cut_by_parent(w: QWidget) -> str | None:
    """The widget's box against each ancestor's, up to its window or a scroll area."""
    child: QWidget = w
    rect = QRect(w.rect())
    parent = w.parentWidget()
    while parent is not None and not child.isWindow():
        if isinstance(parent.parentWidget(), QAbstractScrollArea) and parent is parent.parentWidget().viewport():
            return None                   # scrolls into view
        rect = QRect(child.mapTo(parent, rect.topLeft()), rect.size())
        if not parent.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(rect):
            return f"{_name(w, getattr(w, 'text', lambda: '')())}: {rect.getRect()} outside its parent {parent.size().toTuple()}"
        child, parent = parent, parent.parentWidget()
    return None


def clipped(root: QWidget, device=None) -> list[str]:
    """Every visible label and button under `root` (itself included) whose text does
    not fit, said as 'kind name: what it needs in what it has'."""
    device = device if device is not None else root
    bad = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible() or w.width() <= 0:
            continue
        if isinstance(w, QLabel):
            problem = _label(w, device)
        elif isinstance(w, QAbstractButton):
            problem = _button(w, device)
        else:
            continue
        if problem is None and (w.text() if hasattr(w, "text") else ""):
            problem = _cut_by_parent(w)
        if problem is not None:
            bad.append(problem)
    return bad



def covered_texts(scene, over, own=()) -> list[str]:
    """The scene's visible texts (simple text items) that meet the visible panel `over`
    without being its own (`own`, its title): hidden under it, or drawn across it and
    its texts (a z above it), either way unreadable. Said as 'text: box, panel's box'."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem
    if not over.isVisible():
        return []
    panel = over.sceneBoundingRect()
    bad = []
    for item in scene.items():
        if not isinstance(item, QGraphicsSimpleTextItem) or item is over or item in own \
                or not item.isVisible() or not item.text() or over.isAncestorOf(item):
            continue
        box = item.sceneBoundingRect()
        if box.intersects(panel):
            bad.append(f"{item.text()[:40]!r}: {box.getRect()} meets {panel.getRect()}")
    return bad
