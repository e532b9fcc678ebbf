"""Text size (a setting, 100-200 %, issue 29): every text of the window, its dialogs
and its tables grows by one factor, switched at once. One switch, read when anything
is worded or painted: the application's font (the widgets that take it), the style
sheet's font sizes (contrast.style() passes the sheet through `scaled`), and on the
tables, by half the step (`scene_px`), the labels (`add_text` keeps each one's size
at 100 %) and the painted pieces' captions (their font helpers call `scene_px`)."""
from __future__ import annotations

import re

from PySide6.QtGui import QFont

CHOICES = (100, 125, 150, 175, 200)
#: a label's size at 100 %, kept on the table's text items (QGraphicsItem.data)
BASE_PX = 0x7A11

_percent = 100
_base: QFont | None = None           # the application's font at 100 %
_FONT_SIZE = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)px")


def percent() -> int:
    return _percent


def factor() -> float:
    return _percent / 100.0


def px(size: float) -> float:
    """A text size in pixels at 100 %, at the chosen size."""
    return size * factor()


def scene_px(size: float) -> float:
    """A text size on a table at 100 %, at the chosen size: half the step (125 % at
    150 %, 150 % at 200 %). A table's texts sit on pieces and plates of fixed size
    that the view already scales to the window; at the full step the names ran into
    the plates' statuses and the cards' captions out of their cards at 200 %."""
    return size * (1 + (factor() - 1) / 2)


def scaled(sheet: str) -> str:
    """A style sheet with its font sizes at the chosen size."""
    return _FONT_SIZE.sub(lambda m: f"font-size: {round(float(m.group(1)) * factor())}px", sheet)


def parse(value: str | None) -> int:
    """A stored setting as a percent of the choices (anything else: 100)."""
    try:
        n = int(value or 100)
    except ValueError:
        return 100
    return n if n in CHOICES else 100


def set_percent(value: int) -> None:
    """Switch, and re-size every widget's text at once (the tables re-size their own
    labels: GameTable.apply_text_size)."""
    global _percent, _base
    from PySide6.QtWidgets import QApplication
    from desktop import contrast
    _percent = parse(str(value))
    app = QApplication.instance()
    if app is None:
        return
    if _base is None:
        _base = QFont(app.font())
    font = QFont(_base)
    if _base.pixelSize() > 0:
        font.setPixelSize(round(_base.pixelSize() * factor()))
    else:
        font.setPointSizeF(_base.pointSizeF() * factor())
    app.setFont(font)
    contrast.restyle()


def rescale_labels(scene) -> None:
    """The scene's text labels (made by widgets/items.add_text) at the chosen size."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem
    for item in scene.items():
        base = item.data(BASE_PX) if isinstance(item, QGraphicsSimpleTextItem) else None
        if base:
            f = item.font()
            f.setPixelSize(round(scene_px(base)))
            item.setFont(f)
    scene.update()


def fit_label(item, width: float) -> None:
    """A table's label at the chosen size, or smaller where its text would run past
    `width` into its neighbour, but never smaller than at 100 %."""
    base = item.data(BASE_PX)
    f = item.font()
    size = round(scene_px(base)) if base else f.pixelSize()
    least = base or size
    f.setPixelSize(size)
    item.setFont(f)
    while item.boundingRect().width() > width and size > least:
        size -= 1
        f.setPixelSize(size)
        item.setFont(f)
