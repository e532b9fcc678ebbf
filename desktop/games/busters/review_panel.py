"""The review's analysis on screen: a strip of marks under the slider (every cut, the
gambles, the move that lost the mission), the buttons that jump to them, and what the
analysis says of the move shown."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSlider, QStyle, QStyleOptionSlider, QWidget

from desktop.games.busters.coach import describe
from desktop.games.busters.reasons import reason_text
from desktop.games.busters.review_analysis import Cut, Verdict, is_preliminary
from desktop.games.busters.texts import Namer
from desktop.i18n import translate
from desktop.widgets.plain import plain_label

SURE_C, GAMBLE_C, LOST_C, PENDING_C = (QColor("#69db7c"), QColor("#f0b400"), QColor("#e03131"),
                                       QColor("#9aa3bd"))


def percent(p: float) -> str:
    """A chance as players read it: a gamble never shows 100%, a hope never 0%."""
    if 0.995 <= p < 1.0 - 1e-9:
        return ">99%"
    if 0.0 < p < 0.005:
        return "<1%"
    return f"{p * 100:.0f}%"


def verdict_text(cut: Cut | None, verdict: Verdict | None, lost: bool, names: list[str],
                 namer: Namer) -> str:
    """What the analysis says of one action ("" when it says nothing)."""
    lines = [translate("BustersReview", "This move lost the mission.")] if lost else []
    if cut is not None and verdict is None:
        lines.append(translate("BustersReview", "Analysing…"))
    elif cut is not None and verdict is not None:
        who = names[cut.seat]
        line = translate("BustersReview", "%1's cut: chance of success %2, a gamble.") if verdict.gamble \
            else translate("BustersReview", "%1's cut: chance of success %2, a sure cut.")
        lines.append(line.replace("%1", who).replace("%2", percent(verdict.chance)))
        lines.append(expert_text(verdict, namer, cut.view.mission))
    return "\n".join(lines)


def expert_text(verdict: Verdict, namer: Namer, mission: int = 0) -> str:
    """The Expert's choice where the move began: the same, or another with its chance
    (a card used before cutting is named, then the cut), and why, as the Coach says it."""
    advice = verdict.advice
    if advice is None:
        return ""
    if verdict.same_as_expert:
        return translate("BustersReview", "The Expert would have done the same.")
    what = describe(advice.action, namer, mission=mission)
    cut = verdict.cut
    if is_preliminary(advice) and cut is not None:
        line = translate("BustersReview", "The Expert's choice then: %1, then %2 (chance of success %3).") \
            .replace("%1", what).replace("%2", describe(cut.action, namer, mission=mission)) \
            .replace("%3", percent(cut.success))
        advice = cut
    elif is_preliminary(advice):
        line = translate("BustersReview", "The Expert's choice then: %1.").replace("%1", what)
    else:
        line = translate("BustersReview", "The Expert's choice then: %1 (chance of success %2).") \
            .replace("%1", what).replace("%2", percent(advice.success))
    why = "" if is_preliminary(advice) else reason_text(advice, namer.names)
    return f"{line}\n{why}" if why else line


class MarkStrip(QWidget):
    """Under the slider, a mark at every cut: green sure, amber a gamble, red the move
    that lost the mission, grey while it is analysed. A click goes to the nearest."""
    picked = Signal(int)

    def __init__(self, slider: QSlider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewMarks")
        self.slider = slider
        self.marks: dict[int, QColor] = {}
        self.setFixedHeight(12)

    def sizeHint(self) -> QSize:
        return QSize(200, 12)

    def set_marks(self, marks: dict[int, QColor]) -> None:
        self.marks = marks
        self.update()

    def x_of(self, step: int) -> int:
        """Where the slider's handle stands at `step`, in this strip (same width)."""
        opt = QStyleOptionSlider()
        self.slider.initStyleOption(opt)
        style = self.slider.style()
        groove = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove,
                                      self.slider)
        handle = style.subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle,
                                      self.slider)
        span = groove.width() - handle.width()
        pos = QStyle.sliderPositionFromValue(self.slider.minimum(), self.slider.maximum(), step, max(span, 1))
        return groove.x() + pos + handle.width() // 2

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for step, colour in sorted(self.marks.items(), key=lambda kv: kv[1] == LOST_C):
            x = self.x_of(step)
            big = colour in (GAMBLE_C, LOST_C)
            p.setPen(QPen(colour.darker(140), 1))
            p.setBrush(colour)
            r = 5 if big else 3
            p.drawEllipse(QRect(x - r, 6 - r, 2 * r, 2 * r))
        p.end()

    def mousePressEvent(self, event) -> None:
        if self.marks:
            x = event.position().x()
            self.picked.emit(min(self.marks, key=lambda k: abs(self.x_of(k) - x)))


class JumpBar(QWidget):
    """The buttons to the previous / next gamble and to the losing move, and the count
    of gambles (or how far the analysis is)."""
    jump = Signal(str)      # "prev_gamble", "next_gamble", "lost"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}
        for key in ("prev_gamble", "next_gamble", "lost"):
            b = QPushButton()
            b.setObjectName(f"review_{key}")
            b.clicked.connect(lambda _=False, key=key: self.jump.emit(key))
            row.addWidget(b)
            self.buttons[key] = b
        self.summary = plain_label()
        self.summary.setObjectName("reviewSummary")
        row.addWidget(self.summary, 1)

    def retranslate(self) -> None:
        texts = {"prev_gamble": (translate("BustersReview", "◀ Previous gamble"),
                                 translate("BustersReview", "The previous cut that was a gamble (Shift+Left)")),
                 "next_gamble": (translate("BustersReview", "Next gamble ▶"),
                                 translate("BustersReview", "The next cut that was a gamble (Shift+Right)")),
                 "lost": (translate("BustersReview", "The losing move"),
                          translate("BustersReview", "The move that lost the mission (L)"))}
        for key, (text, tip) in texts.items():
            self.buttons[key].setText(text)
            self.buttons[key].setToolTip(tip)

