"""A map of squares a mission's standee crosses (components.Grid: mission 66's bunker),
drawn beside the table: the squares named by the mission's texts, striped squares
hatched until their ACTION is done, walls thick, gates (door, laser) dashed red until
opened, the Constraint card on each side and the ACTION card below, the standee as a
disc. Hidden when the mission has no map."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.busters import mission_texts
from desktop.games.busters.mission_texts.cards import constraint_line as card_line
from desktop.i18n import translate
from engine.busters.missions.components import Grid

MARGIN = 20
CELL_MIN, CELL_MAX = 54, 110      # px: a square grows with the side column's room (issue 26)
SHARE = 0.5                       # of the column's height at most, the rest for the log
HEAD = 40                         # px: the title above, the ACTION line below
COLOURS = {"heli": "#2f5d50", "grass": "#2e4a2b", "trap": "#5a2a2a", "stairs": "#4a4262",
           "": "#26304a"}
STRIPED_COLOUR = "#6b5a1e"


class MissionMap(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("missionMap")
        self.grid: Grid | None = None
        self.mission = 0
        self._watching: QWidget | None = None      # the side column, once placed in it
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.hide()

    def show_view(self, view: Any) -> None:
        grids = [c for c in view.mission_info if isinstance(c, Grid)]
        self.grid = grids[0] if grids else None
        self.mission = view.mission
        self.setVisible(self.grid is not None)
        if self.grid is not None:
            self._fit()
            self.setToolTip(self._tooltip())
        self.update()

    def cell(self) -> float:
        """A square's side: as large as the column's width and its share of the
        column's height allow (54 px at 1024x640, about 90 at 1920x1080)."""
        g = self.grid
        if g is None:
            return CELL_MIN
        rows, cols = len(g.squares), len(g.squares[0])
        column = self.parentWidget()
        high = (column.height() if column is not None else 600) * SHARE - 2 * MARGIN - HEAD
        wide = (self.width() or 330) - 2 * MARGIN
        return max(CELL_MIN, min(CELL_MAX, wide / cols, high / rows))

    def _fit(self) -> None:
        column = self.parentWidget()
        if column is not None and self._watching is not column:
            self._watching = column
            column.installEventFilter(self)          # the column's height sets the squares'
        self.setFixedHeight(self.sizeHint().height())

    def eventFilter(self, obj: Any, event: Any) -> bool:
        if obj is self._watching and event.type() == QEvent.Type.Resize and self.grid is not None:
            self._fit()
        return super().eventFilter(obj, event)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.grid is not None and event.oldSize().width() != event.size().width():
            self._fit()

    def changeEvent(self, event: Any) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.grid is not None:
            self.setToolTip(self._tooltip())
            self.update()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        if self.grid is None:
            return QSize(0, 0)
        cols, rows = len(self.grid.squares[0]), len(self.grid.squares)
        cell = self.cell()
        return QSize(int(cols * CELL_MIN + 2 * MARGIN), int(rows * cell + 2 * MARGIN + HEAD))

    # ---- texts ------------------------------------------------------------------------
    def word(self, key: str) -> str:
        """A square's (or gate's) name, from the mission's texts."""
        text = mission_texts.get(self.mission)
        return mission_texts.tr(text.words[key]) if text is not None and key in text.words else ""

    def title(self) -> str:
        text = mission_texts.get(self.mission)
        if self.grid is None or text is None or self.grid.id not in text.components:
            return ""
        return mission_texts.tr(text.components[self.grid.id][0])

    def _tooltip(self) -> str:
        g = self.grid
        assert g is not None
        names = (translate("BustersPanel", "Top: %1"), translate("BustersPanel", "Right: %1"),
                 translate("BustersPanel", "Bottom: %1"), translate("BustersPanel", "Left: %1"))
        lines = [self.title()]
        text = mission_texts.get(self.mission)
        if text is not None and g.id in text.components:
            lines.append(mission_texts.tr(text.components[g.id][1]))
        for name, letter in zip(names, g.sides):
            lines.append(name.replace("%1", card_line(letter)))
        if g.action:
            lines.append(translate("BustersPanel", "ACTION: %1").replace("%1", card_line(g.action)))
        for kind in dict.fromkeys(k for _a, _b, k, _o in g.walls if k != "wall"):
            opened = any(o for _a, _b, k, o in g.walls if k == kind)
            lines.append((translate("BustersPanel", "%1 (red dashes): open") if opened else
                          translate("BustersPanel", "%1 (red dashes): closed")).replace("%1", self.word(kind)))
        return "\n".join(lines)

    # ---- drawing ----------------------------------------------------------------------
    def paintEvent(self, _event: Any) -> None:
        g = self.grid
        if g is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rows, cols = len(g.squares), len(g.squares[0])
        cell = self.cell()
        x0 = (self.width() - cols * cell) / 2
        y0 = MARGIN + 18
        small = QFont(self.font())
        small.setPixelSize(int(max(10, cell * 0.16)))      # never under 10 px on screen
        metrics = QFontMetricsF(small)
        p.setPen(QColor("#e8ecf5"))
        p.drawText(QRectF(0, 0, self.width(), 18), Qt.AlignmentFlag.AlignCenter, self.title())
        p.setFont(small)
        for r in range(rows):
            for c in range(cols):
                kind = g.squares[r][c]
                rect = QRectF(x0 + c * cell, y0 + r * cell, cell, cell)
                striped = kind in ("key", "skull", "alarm", "villain")
                p.fillRect(rect, QColor(STRIPED_COLOUR if striped else COLOURS.get(kind, "#26304a")))
                if striped and kind not in g.done:
                    p.fillRect(rect, QBrush(QColor(255, 255, 255, 60), Qt.BrushStyle.BDiagPattern))
                p.setPen(QPen(QColor("#3d4d75"), 1))
                p.drawRect(rect)
                label = self.word(kind)
                if kind in g.done:
                    label = "✓ " + label
                if label and kind != "grass":
                    p.setPen(QColor("#e8ecf5"))
                    box = rect.adjusted(2, 2, -2, -2)
                    # a word wider than its square breaks anywhere rather than lose its end
                    wrap = (Qt.TextFlag.TextWrapAnywhere if any(metrics.horizontalAdvance(w) > box.width()
                                                                 for w in label.split()) else Qt.TextFlag.TextWordWrap)
                    p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | wrap, label)
        for a, b, kind, opened in g.walls:
            self._wall(p, x0, y0, cell, a, b, kind, opened)
        r, c = g.standee
        centre = QPointF(x0 + c * cell + cell / 2, y0 + r * cell + cell * 0.62)
        p.setPen(QPen(QColor("#101010"), 2))
        p.setBrush(QColor("#f2c14e"))
        p.drawEllipse(centre, cell * 0.17, cell * 0.17)
        self._sides(p, x0, y0, cell, rows, cols)
        p.end()

    def _wall(self, p: QPainter, x0: float, y0: float, cell: float, a: Any, b: Any, kind: str,
              opened: bool) -> None:
        (r1, c1), (r2, c2) = a, b
        if r1 == r2:                               # side by side: a vertical wall
            x = x0 + max(c1, c2) * cell
            line = (QPointF(x, y0 + r1 * cell), QPointF(x, y0 + (r1 + 1) * cell))
        else:                                      # one above the other
            y = y0 + max(r1, r2) * cell
            line = (QPointF(x0 + c1 * cell, y), QPointF(x0 + (c1 + 1) * cell, y))
        if kind == "wall":
            pen = QPen(QColor("#d7dbe6"), 5)
        elif opened:
            pen = QPen(QColor("#4caf50"), 2, Qt.PenStyle.DotLine)
        else:
            pen = QPen(QColor("#e53935"), 4, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(*line)

    def _sides(self, p: QPainter, x0: float, y0: float, cell: float, rows: int, cols: int) -> None:
        g = self.grid
        assert g is not None
        w, h = cols * cell, rows * cell
        p.setPen(QColor("#f2c14e"))
        spots = (QRectF(x0, y0 - MARGIN + 4, w, MARGIN - 6), QRectF(x0 + w, y0, MARGIN, h),
                 QRectF(x0, y0 + h, w, MARGIN - 4), QRectF(x0 - MARGIN, y0, MARGIN, h))
        for rect, letter in zip(spots, g.sides):
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter)
        if g.action:
            p.drawText(QRectF(0, y0 + h + MARGIN - 6, self.width(), 20), Qt.AlignmentFlag.AlignCenter,
                       translate("BustersPanel", "ACTION: %1").replace("%1", g.action))
