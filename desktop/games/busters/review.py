"""After the game: a review that reveals every stand and steps through the game's
actions one by one (from the saved game record, replayed by the engine), with an
analysis of every cut: the chance its mover had and the Expert's choice then
(review_analysis.py, worked out on the thread pool by review_worker.py; shown by
review_panel.py), and buttons to jump to the gambles and to the move that lost."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QSlider, QVBoxLayout

from engine.core import GameRecord, get_game
from engine.core.record import start
from desktop.games.busters.review_analysis import find_cuts
from desktop.games.busters.review_panel import GAMBLE_C, LOST_C, PENDING_C, SURE_C, JumpBar, MarkStrip, verdict_text
from desktop.games.busters.review_worker import Analyst
from desktop.games.busters.scene import BustersScene
from desktop.games.busters import log_lines
from desktop.games.busters.texts import Namer
from desktop.i18n import translate
from desktop.widgets.sizing import resize_to_fit
from desktop.widgets.anim import AnimationQueue
from desktop.widgets.log import LogModel, LogView
from desktop.widgets.plain import plain_label


def steps(record: GameRecord):
    """[(seat or None, action text, events, revealed view)] from the deal to the end."""
    game = get_game(record.game)
    state = start(record)
    out = [(None, "", [], game.review_view(state))]
    for seat, text in record.actions:
        events = game.apply(state, seat, game.parse_action(text))
        out.append((seat, text, events, game.review_view(state)))
    return out


class ReviewDialog(QDialog):
    def __init__(self, record: GameRecord, names: list[str], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.names = names
        self.steps = steps(record)
        self.game = find_cuts(record)
        self.analyst = Analyst(record.to_json(), self.game, self)
        self.analyst.judged.connect(self._judged)
        self._wanted: str | None = None      # a jump that waits for the analysis
        first = self.steps[0][3]
        counts: dict[int, int] = {}
        for st in first.stands:
            counts[st.seat] = counts.get(st.seat, 0) + 1
        self.namer = Namer(names, counts)
        self.queue = AnimationQueue(self)
        self.scene = BustersScene(names, [""] * len(names), self.queue)
        self.scene.clicked.connect(self._clicked)
        from desktop.games.table import TableView
        self.view = TableView(self.scene)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("reviewSlider")
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.valueChanged.connect(self.show_step)
        self.position = plain_label()
        # the action's lines as the table's log tells them (one line per event that
        # matters, names in their seat's colour, icons)
        self.log = LogModel(lambda events, names: log_lines.tell(events, names, self.namer), names,
                            log_lines.joins)
        self.lines = LogView(self.log)
        self.lines.setObjectName("reviewLines")
        self.lines.setMinimumHeight(self.lines.fontMetrics().lineSpacing() * 4)
        self.lines.setMaximumHeight(120)
        self.buttons = {}
        row = QHBoxLayout()
        for key, text, delta in (("first", "|◀", None), ("prev", "◀", -1), ("next", "▶", 1), ("last", "▶|", None)):
            b = QPushButton(text)
            b.setObjectName(f"review_{key}")
            b.clicked.connect(lambda _=False, key=key, delta=delta: self._go(key, delta))
            row.addWidget(b)
            self.buttons[key] = b
        track = QVBoxLayout()             # the slider with the cuts marked under it
        track.setSpacing(0)
        track.addWidget(self.slider)
        self.marks = MarkStrip(self.slider)
        self.marks.picked.connect(self.slider.setValue)
        track.addWidget(self.marks)
        row.addLayout(track, 1)
        row.addWidget(self.position)
        self.jumps = JumpBar()
        self.jumps.jump.connect(self.jump)
        self.analysis = plain_label()
        self.analysis.setObjectName("reviewAnalysis")
        self.analysis.setWordWrap(True)
        self.analysis.setMinimumHeight(self.analysis.fontMetrics().lineSpacing() * 3)
        root = QVBoxLayout(self)
        self.title = plain_label()
        self.title.setObjectName("pageTitle")
        root.addWidget(self.title)
        root.addWidget(self.view, 1)
        root.addLayout(row)
        root.addWidget(self.jumps)
        root.addWidget(self.analysis)
        root.addWidget(self.lines)
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, activated=lambda: self._go("prev", -1))
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, activated=lambda: self._go("next", 1))
        QShortcut(QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_Left), self,
                  activated=lambda: self.jump("prev_gamble"))
        QShortcut(QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_Right), self,
                  activated=lambda: self.jump("next_gamble"))
        QShortcut(QKeySequence(Qt.Key.Key_L), self, activated=lambda: self.jump("lost"))
        resize_to_fit(self, 1180, 820)           # a laptop's screen is shorter than 820
        self.retranslate()
        self.show_step(0)

    def _clicked(self, key) -> None:
        if key == ("mission",):
            from desktop.games.busters.mission_card import MissionCardDialog
            self.card_dialog = MissionCardDialog(self.steps[0][3].mission, self)
            self.card_dialog.show()

    def _go(self, key: str, delta: int | None) -> None:
        if key == "first":
            self.slider.setValue(0)
        elif key == "last":
            self.slider.setValue(len(self.steps) - 1)
        else:
            self.slider.setValue(max(0, min(len(self.steps) - 1, self.slider.value() + delta)))

    @property
    def current(self) -> int:
        return self.slider.value()

    # ---- the analysis ----------------------------------------------------------------
    def gamble_from(self, k: int, backwards: bool) -> tuple[int | None, bool]:
        """The nearest gamble after (before) step k: (its step, True); (None, True)
        when there is none; (None, False) while a cut on the way is still analysed."""
        cuts = sorted(self.game.cuts, reverse=backwards)
        for step in (s for s in cuts if (s < k if backwards else s > k)):
            verdict = self.analyst.verdict(step)
            if verdict is None:
                return None, False
            if verdict.gamble:
                return step, True
        return None, True

    def jump(self, key: str) -> None:
        """Go to the losing move, or the previous / next gamble (once the cuts on the
        way are analysed: until then the jump waits, and the analysis goes that way)."""
        if key == "lost":
            if self.game.lost is not None:
                self.slider.setValue(self.game.lost)
            return
        backwards = key == "prev_gamble"
        step, known = self.gamble_from(self.current, backwards)
        if step is not None:
            self.slider.setValue(step)
        elif not known:
            self._wanted = key
            self.analyst.focus(self.current, backwards)
            self._show_analysis()

    def _judged(self, step: int) -> None:
        if self._wanted is not None:
            step_to, known = self.gamble_from(self.current, self._wanted == "prev_gamble")
            if known:
                self._wanted = None
                if step_to is not None:
                    self.slider.setValue(step_to)
        self._show_analysis()

    def _show_analysis(self) -> None:
        k = self.current
        self.analysis.setText(verdict_text(self.game.cuts.get(k), self.analyst.verdict(k),
                                           k == self.game.lost, self.names, self.namer))
        marks = {}
        for step in self.game.cuts:
            verdict = self.analyst.verdict(step)
            marks[step] = PENDING_C if verdict is None else GAMBLE_C if verdict.gamble else SURE_C
        if self.game.lost is not None:
            marks[self.game.lost] = LOST_C
        self.marks.set_marks(marks)
        for key, backwards in (("prev_gamble", True), ("next_gamble", False)):
            step, known = self.gamble_from(k, backwards)
            self.jumps.buttons[key].setEnabled(step is not None or not known)
        self.jumps.buttons["lost"].setEnabled(self.game.lost is not None)
        pending, total = self.analyst.pending(), len(self.game.cuts)
        if pending or self._wanted:
            text = translate("BustersReview", "Analysing the cuts: %1 of %2 done…") \
                .replace("%1", str(total - pending)).replace("%2", str(total))
        else:
            gambles = sum(1 for s in self.game.cuts if self.analyst.verdict(s).gamble)
            text = translate("BustersReview", "%n gamble(s) among %1 cuts.", None, gambles) \
                .replace("%1", str(total))
        self.jumps.summary.setText(text)

    def show_step(self, k: int) -> None:
        self._wanted = None
        self.analyst.focus(k)
        self._show_analysis()
        seat, text, events, view = self.steps[k]
        self.scene.sync(view)
        self.position.setText(translate("Busters", "Action %1 of %2").replace("%1", str(k))
                              .replace("%2", str(len(self.steps) - 1)))
        self.show_log(k)

    def show_log(self, k: int) -> None:
        """The log as the table showed it once action k was played (a Dual Cut and the
        wire cut with it, two actions, are one line there too), the lines of action k
        selected and in sight."""
        self.log.clear()
        self.log.note(translate("Busters", "The deal: every stand is shown face up."))
        for step in self.steps[1:k + 1]:
            self.log.add(step[2])
        now = self.steps[k][2]
        rows = [r for r, group in enumerate(self.log.groups) if any(e is x for e in group for x in now)]
        chosen = self.lines.selectionModel()
        chosen.clearSelection()
        for r in rows or [0]:
            chosen.select(self.log.index(r), chosen.SelectionFlag.Select)
        self.lines.scrollTo(self.log.index(rows[-1] if rows else 0))

    def showEvent(self, event) -> None:
        self.analyst.focus(self.current)
        super().showEvent(event)

    def hideEvent(self, event) -> None:
        self.analyst.stop()              # the window is closed: no more engine work
        super().hideEvent(event)

    def retranslate(self) -> None:
        self.jumps.retranslate()
        self.setWindowTitle(translate("Busters", "Review of the game"))
        self.title.setText(translate("Busters", "Review: every stand revealed, action by action"))
        self.show_step(self.slider.value()) if hasattr(self, "steps") else None

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
