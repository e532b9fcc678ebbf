"""The campaign map: the missions as a path of boxes the crew walks, one row per box
of missions (1-8, then the sealed boxes 9-19 ... 55-66), the rows turning back and
forth like a road. Each box tells its state by a mark and a fill as well as a colour
(so it reads without colour vision): a tick on a solid box (defused), a cross on a
hatched box (attempted, not yet defused), an arrow on an outlined box (open, not yet
tried) and a padlock on a dashed, empty box (not yet reached). The crew's marks stand
on the next mission. Arrows move among the boxes, Enter starts the one chosen."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QToolTip, QWidget

from desktop import contrast
from desktop.i18n import translate
from desktop.store.campaign import BOXES, MissionRow, box_of
from desktop.widgets.seat_colours import RIM, seat_mark_path, seat_qcolour

# the widest row (the boxes 31-42, 43-54, 55-66)
COLUMNS = max(b - a + 1 for a, b in BOXES)
MARGIN = 18               # px around the path
CELL_MIN = 72             # px: the narrowest cell (a box and its gap); a narrower map scrolls
BOX_MAX_W = 118
ROW_GAP = 30              # px between two rows of boxes (the crew's marks stand in it)

# the map's four states: fill, edge, the mark's disc, the text
LOOK = {
    "defused": ("#2b8a3e", "#8ce99a", "#2f9e44", "#ffffff"),
    "attempted": ("#5a2a10", "#ff922b", "#e8590c", "#ffe8cc"),
    "next": ("#3a3312", "#ffd54a", "#ffd54a", "#fff3bf"),
    "unreached": ("#1a2136", "#5c6685", "#4a5272", "#aab1cc"),
}


def map_state(row: MissionRow) -> str:
    """The store's state with its attempts: not yet reached, open and not yet tried
    ("next"), tried and not yet defused, defused."""
    if row.state == "won":
        return "defused"
    if row.state == "available":
        return "attempted" if row.attempts else "next"
    return "unreached"


def state_name(state: str) -> str:
    return {"defused": translate("Campaign", "Defused"),
            "attempted": translate("Campaign", "Attempted, not yet defused"),
            "next": translate("Campaign", "Open: not yet tried"),
            "unreached": translate("Campaign", "Not yet reached")}[state]


def short_best(best: tuple[str, int] | None) -> str:
    """The best result in a few characters, to fit inside a box."""
    if best is None:
        return ""
    kind, n = best
    if kind == "won":
        return translate("Campaign", "%n turn(s)", None, n)
    return translate("Campaign", "%n left", None, n)


def paint_mark(p: QPainter, state: str, c: QPointF, r: float) -> None:
    """The state's mark on a disc of radius r: a tick, a cross, an arrow, a padlock."""
    _, edge, disc, _ = LOOK[state]
    p.setPen(QPen(QColor(RIM), 1.5))
    p.setBrush(QColor(disc))
    p.drawEllipse(c, r, r)
    ink = QColor("#1b1b1b") if state == "next" else QColor("#ffffff")
    pen = QPen(ink, max(2.0, r * 0.26), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen)
    x, y, k = c.x(), c.y(), r * 0.5
    if state == "defused":
        path = QPainterPath(QPointF(x - k, y))
        path.lineTo(x - k * 0.25, y + k * 0.75)
        path.lineTo(x + k, y - k * 0.7)
        p.drawPath(path)
    elif state == "attempted":
        p.drawLine(QPointF(x - k * 0.8, y - k * 0.8), QPointF(x + k * 0.8, y + k * 0.8))
        p.drawLine(QPointF(x - k * 0.8, y + k * 0.8), QPointF(x + k * 0.8, y - k * 0.8))
    elif state == "next":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        path = QPainterPath(QPointF(x - k * 0.6, y - k))
        path.lineTo(x + k, y)
        path.lineTo(x - k * 0.6, y + k)
        path.closeSubpath()
        p.drawPath(path)
    else:
        p.setPen(QPen(ink, max(1.5, r * 0.18)))
        p.drawArc(QRectF(x - k * 0.55, y - k * 1.05, k * 1.1, k * 1.2), 0, 180 * 16)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawRoundedRect(QRectF(x - k * 0.8, y - k * 0.35, k * 1.6, k * 1.2), 1.5, 1.5)


def legend_pixmap(state: str, size: int = 20) -> QPixmap:
    """The state's mark alone, for the legend beside the map."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_mark(p, state, QPointF(size / 2, size / 2), size / 2 - 1)
    p.end()
    return pix


@dataclass(frozen=True)
class Spot:
    """Where a mission's box stands: its row (a box of missions) and column."""
    number: int
    row: int
    col: int


def spots(numbers: list[int]) -> list[Spot]:
    """One row per box of missions, the rows going right and left in turn; each row
    starts under the end of the one before, so the road turns straight down (the
    first, shorter row ends at the right edge)."""
    out = []
    rows = [x for x in ([n for n in numbers if box_of(n) == b] for b in BOXES) if x]
    col = COLUMNS - len(rows[0]) if rows else 0
    for r, row in enumerate(rows):
        step = 1 if r % 2 == 0 else -1
        start = min(col, COLUMNS - len(row)) if step > 0 else max(col, len(row) - 1)
        for k, n in enumerate(row):
            out.append(Spot(n, r, start + step * k))
        col = start + step * (len(row) - 1)
    return out


class CampaignMap(QWidget):
    """The painted map; `chosen` when the box chosen changes (a click, the arrows),
    `activated` on Enter or a double click (start the mission)."""
    chosen = Signal(int)
    activated = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignMap")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.rows: list[MissionRow] = []
        self.spots: list[Spot] = []
        self.current: int | None = None          # the box chosen
        self.next_mission: int | None = None     # where the crew stands
        self.crew_size = 0
        self.room = 0                            # px of height the scroll area shows
        self._hover: int | None = None
        self._by_number: dict[int, MissionRow] = {}
        self._rows_drawn = 0
        self._cell: tuple[tuple, tuple[float, float, float]] | None = None   # (for what, cell)

    # ---- data ------------------------------------------------------------------------
    def set_rows(self, rows: list[MissionRow], next_mission: int | None, crew_size: int) -> None:
        self.rows = rows
        self.spots = spots([r.number for r in rows])
        self._by_number = {r.number: r for r in rows}
        self._rows_drawn = max((s.row for s in self.spots), default=-1) + 1
        self.next_mission = next_mission
        self.crew_size = crew_size
        if self.current not in {r.number for r in rows}:
            self.current = None
        self.setMinimumHeight(self.height_for(self.width()))
        self.updateGeometry()
        self.update()

    def row(self, number: int) -> MissionRow | None:
        return self._by_number.get(number)

    def set_current(self, number: int | None) -> None:
        if number == self.current:
            return
        old, self.current = self.current, number
        self._describe()
        self.update_box(old)
        self.update_box(number)
        if number is not None:
            self.chosen.emit(number)

    # ---- geometry -----------------------------------------------------------------------
    def rows_drawn(self) -> int:
        return self._rows_drawn

    def cell(self, width: int | None = None) -> tuple[float, float, float]:
        """Cell width, box width and box height for a map `width` px wide: the boxes
        grow into the height the scroll area shows (up to square), else it scrolls."""
        key = (width or self.width(), self.room, self._rows_drawn)
        if self._cell is None or self._cell[0] != key:           # asked for every box painted
            w = max(CELL_MIN, (key[0] - 2 * MARGIN) / COLUMNS)
            box_w = min(BOX_MAX_W, w - 12)
            fits = (self.room - 2 * MARGIN - ROW_GAP) / max(1, self._rows_drawn) - ROW_GAP
            self._cell = (key, (w, box_w, min(box_w * 0.85, max(56.0, fits))))
        return self._cell[1]

    def height_for(self, width: int) -> int:
        _, _, box_h = self.cell(width)
        return int(2 * MARGIN + ROW_GAP + self.rows_drawn() * (box_h + ROW_GAP))

    def sizeHint(self) -> QSize:
        return QSize(int(COLUMNS * CELL_MIN + 2 * MARGIN), self.height_for(self.width()))

    def minimumSizeHint(self) -> QSize:
        return QSize(int(COLUMNS * CELL_MIN + 2 * MARGIN), 100)

    def box_rect(self, spot: Spot) -> QRectF:
        cell_w, box_w, box_h = self.cell()
        x = MARGIN + spot.col * cell_w + (cell_w - box_w) / 2
        y = MARGIN + ROW_GAP + spot.row * (box_h + ROW_GAP)
        return QRectF(x, y, box_w, box_h)

    def update_box(self, number: int | None) -> None:
        """Repaint one box with what stands around it (its ring, mark, the crew's marks)."""
        s = self.spot(number)
        if s is not None:
            self.update(self.box_rect(s).adjusted(-14, -28, 14, 12).toAlignedRect())

    def spot(self, number: int | None) -> Spot | None:
        return next((s for s in self.spots if s.number == number), None)

    def box_of_point(self, pos: QPointF) -> int | None:
        for s in self.spots:
            if self.box_rect(s).adjusted(-4, -4, 4, 4).contains(pos):
                return s.number
        return None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.setMinimumHeight(self.height_for(self.width()))

    # ---- painting --------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_road(p)
        self._paint_start(p)
        dirty = QRectF(event.rect())
        for s in self.spots:                     # (a hover repaints two boxes, not 66)
            if dirty.intersects(self.box_rect(s).adjusted(-14, -28, 14, 12)):
                self._paint_box(p, s)
        p.end()

    def _road(self, upto: int | None) -> QPainterPath:
        """The road through the boxes' centres, up to mission `upto` (None: all of it);
        at the end of a row it bends round to the next row's start."""
        path = QPainterPath()
        cell_w = self.cell()[0]
        prev: tuple[Spot, QPointF] | None = None
        for s in self.spots:
            c = self.box_rect(s).center()
            if prev is None:
                path.moveTo(c)
            elif prev[0].row != s.row:
                out = 1 if prev[0].row % 2 == 0 else -1          # the way the last row went
                bend = cell_w * 0.6 * out
                path.cubicTo(prev[1] + QPointF(bend, 0), c + QPointF(bend, 0), c)
            else:
                path.lineTo(c)
            prev = (s, c)
            if upto is not None and s.number == upto:
                break
        return path

    def start_point(self) -> QPointF | None:
        """Where the road begins, a cell before mission 1's box (the first row is short)."""
        first = self.spots[0] if self.spots else None
        if first is None or first.col == 0:
            return None
        return self.box_rect(first).center() - QPointF(self.cell()[0], 0)

    def _paint_start(self, p: QPainter) -> None:
        """A flag where the crew set out, and the word "Start" under it."""
        at = self.start_point()
        if at is None:
            return
        p.setPen(QPen(QColor("#c9a227"), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(at, self.box_rect(self.spots[0]).center())
        h = self.cell()[2]
        top = QPointF(at.x(), at.y() - h * 0.45)
        p.setPen(QPen(QColor("#e9ecf5"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(top, at)
        flag = QPainterPath(top)
        flag.lineTo(top + QPointF(h * 0.42, h * 0.13))
        flag.lineTo(top + QPointF(0, h * 0.26))
        flag.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ffd54a"))
        p.drawPath(flag)
        font = QFont(self.font())
        font.setPixelSize(13)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#ffd54a"))
        p.drawText(QRectF(at.x() - 60, at.y() + 8, 120, 20), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                   translate("Campaign", "Start"))

    def _paint_road(self, p: QPainter) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(contrast.pick("#2a3454", "#8a8a8a")), 10, Qt.PenStyle.SolidLine,
                      Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(self._road(None))
        if self.crew_at() is not None:             # the way walked so far, in gold
            p.setPen(QPen(QColor("#c9a227"), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.drawPath(self._road(self.crew_at()))

    def crew_at(self) -> int | None:
        """Where the crew stands: its next mission, or the last one once every mission
        is defused (the road walked to its end)."""
        if self.next_mission is not None:
            return self.next_mission
        if self.rows and all(r.state == "won" for r in self.rows):
            return self.rows[-1].number
        return None

    def _paint_box(self, p: QPainter, s: Spot) -> None:
        row = self.row(s.number)
        state = map_state(row)
        fill, edge, _, ink = LOOK[state]
        if state == "unreached":                  # high contrast: white on black, still dashed
            edge, ink = contrast.pick(edge, "#ffffff"), contrast.pick(ink, "#ffffff")
        rect = self.box_rect(s)
        here = s.number == self.crew_at()
        if here:                                  # a glow round the crew's next mission
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 213, 74, 70))
            p.drawRoundedRect(rect.adjusted(-7, -7, 7, 7), 14, 14)
        base = QColor(fill)
        if s.number == self._hover and state != "unreached":
            base = base.lighter(135)
        p.setBrush(base if state != "unreached" else QColor(contrast.pick(fill, "#000000")))
        pen = QPen(QColor(edge), 3 if here or state == "next" else 2)
        if state == "unreached":
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRoundedRect(rect, 9, 9)
        if state == "attempted":                  # hatched: "tried" without the colour
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(QColor(edge).darker(150), Qt.BrushStyle.BDiagPattern))
            p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 7, 7)
        if s.number == self.current:              # the box chosen: a white ring, thicker with focus
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#ffffff"), 3 if self.hasFocus() else 2))
            p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 12, 12)
        number = QFont(self.font())
        number.setPixelSize(int(min(26, rect.height() * 0.36)))
        number.setBold(True)
        p.setFont(number)
        p.setPen(QColor(ink))
        best = short_best(row.best)
        top = rect.adjusted(4, 4, -4, -rect.height() * (0.42 if best else 0.0))
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, str(s.number))
        if best:
            small = QFont(self.font())
            small.setPixelSize(12)
            p.setFont(small)
            p.drawText(rect.adjusted(3, rect.height() * 0.55, -3, -3),
                       Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, best)
        paint_mark(p, state, QPointF(rect.right() - 4, rect.top() + 4), 10)
        if here and self.crew_size:
            self._paint_crew(p, rect)

    def _paint_crew(self, p: QPainter, rect: QRectF) -> None:
        """The crew's marks standing just above the box (one per seat)."""
        r = 7.0
        width = self.crew_size * 2 * r + (self.crew_size - 1) * 2
        x = rect.center().x() - width / 2 + r
        for seat in range(self.crew_size):
            c = QPointF(x + seat * (2 * r + 2), rect.top() - r - 5)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(RIM))
            p.drawEllipse(c, r + 1.5, r + 1.5)
            p.setBrush(seat_qcolour(seat))
            p.drawPath(seat_mark_path(seat, c, r))

    # ---- what the box says -------------------------------------------------------------
    def box_text(self, number: int) -> str:
        from desktop.games.busters.missions_text import mission_title
        from desktop.shell.campaign import best_text
        row = self.row(number)
        first, last = box_of(number)
        lines = [translate("Campaign", "Mission %1: %2").replace("%1", str(number)).replace("%2", mission_title(number)),
                 state_name(map_state(row))]
        tries = row.attempts
        if tries:
            lines.append(translate("Campaign", "%n attempt(s), best: %1", None, tries).replace("%1", best_text(row.best)))
        if number == self.next_mission:
            lines.append(translate("Campaign", "The crew's next mission"))
        lines.append(translate("Campaign", "In the box of missions %1-%2").replace("%1", str(first))
                     .replace("%2", str(last)))
        return "\n".join(lines)

    def _describe(self) -> None:
        self.setAccessibleDescription(self.box_text(self.current) if self.current is not None else "")

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            n = self.box_of_point(QPointF(event.pos()))
            if n is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.box_text(n), self)
            return True
        return super().event(event)

    # ---- mouse and keys -----------------------------------------------------------------
    def mouseMoveEvent(self, event) -> None:
        n = self.box_of_point(event.position())
        if n != self._hover:
            old, self._hover = self._hover, n
            self.setCursor(Qt.CursorShape.PointingHandCursor if n is not None else Qt.CursorShape.ArrowCursor)
            self.update_box(old)
            self.update_box(n)

    def leaveEvent(self, event) -> None:
        old, self._hover = self._hover, None
        self.update_box(old)
        super().leaveEvent(event)

    def mousePressEvent(self, event) -> None:
        n = self.box_of_point(event.position())
        if event.button() == Qt.MouseButton.LeftButton and n is not None:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.set_current(n)
            return
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        n = self.box_of_point(event.position())
        if event.button() == Qt.MouseButton.LeftButton and n is not None:
            self.set_current(n)
            self.activated.emit(n)
            return
        super().mouseDoubleClickEvent(event)

    def neighbour(self, key: int) -> int | None:
        """The box the arrow `key` leads to from the one chosen: left and right along
        the row as drawn, up and down to the nearest box of the row above or below."""
        here = self.spot(self.current)
        if here is None:
            return self.next_mission or (self.spots[0].number if self.spots else None)
        dx = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(key, 0)
        dy = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}.get(key, 0)
        if dx:
            return next((s.number for s in self.spots if s.row == here.row and s.col == here.col + dx), None)
        row = [s for s in self.spots if s.row == here.row + dy]
        return min(row, key=lambda s: abs(s.col - here.col)).number if row else None

    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            n = self.neighbour(key)
            if n is not None:
                self.set_current(n)
            return
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End) and self.spots:
            self.set_current(self.rows[0 if key == Qt.Key.Key_Home else -1].number)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.current is not None:
            self.activated.emit(self.current)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.update()


class MapScroll(QScrollArea):
    """The map in a scroll area: it takes the viewport's width and scrolls up and down;
    the box chosen is kept in sight."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignMapScroll")
        self.map = CampaignMap()
        self.setWidget(self.map)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFocusProxy(self.map)
        self.map.chosen.connect(lambda _n: self.keep_in_sight())

    def keep_in_sight(self) -> None:
        s = self.map.spot(self.map.current)
        if s is not None:
            r = self.map.box_rect(s)
            self.ensureVisible(int(r.center().x()), int(r.center().y()), int(r.width() / 2 + 16),
                               int(r.height() / 2 + 26))

    def resizeEvent(self, event) -> None:
        self.map.room = self.viewport().height()
        super().resizeEvent(event)
        self.map.setMinimumHeight(self.map.height_for(self.viewport().width()))
        self.keep_in_sight()
