"""After the game: a review that reveals every stand and steps through the game's
actions one by one (the shared window, desktop/games/review.py), with an analysis of
every cut: the chance its mover had and the Expert's choice then (review_analysis.py,
worked out on the thread pool by review_worker.py; shown by review_panel.py), and
buttons to jump to the gambles and to the move that lost."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut

from engine.core import GameRecord
from desktop.games.busters.review_analysis import find_cuts
from desktop.games.busters.review_panel import GAMBLE_C, LOST_C, PENDING_C, SURE_C, JumpBar, MarkStrip, verdict_text
from desktop.games.busters.review_worker import Analyst
from desktop.games.busters.scene import BustersScene
from desktop.games.busters import log_lines
from desktop.games.busters.texts import Namer
from desktop.games.review import ReviewWindow
from desktop.i18n import translate
from desktop.widgets.plain import plain_label


class ReviewDialog(ReviewWindow):
    log_lines = log_lines

    def __init__(self, record: GameRecord, names: list[str], parent=None) -> None:
        self.game = find_cuts(record)
        self.record = record
        self._wanted: str | None = None      # a jump that waits for the analysis
        super().__init__(record, names, parent)

    # ---- the game's part of the review window --------------------------------------------
    def reveal(self, game, state):
        return game.review_view(state)

    def make_scene(self) -> BustersScene:
        counts: dict[int, int] = {}
        for st in self.steps[0].shown.stands:
            counts[st.seat] = counts.get(st.seat, 0) + 1
        self.namer = Namer(self.names, counts)
        scene = BustersScene(self.names, [""] * len(self.names), self.queue)
        scene.clicked.connect(self._clicked)
        return scene

    def show_table(self, view) -> None:
        self.scene.sync(view)

    def describe(self, events, names):
        return log_lines.tell(events, names, self.namer)

    def heading(self) -> str:
        return translate("Busters", "Review: every stand revealed, action by action")

    def deal_note(self) -> str:
        return translate("Busters", "The deal: every stand is shown face up.")

    def build(self) -> None:
        """The analysis: marks under the slider, the jump buttons, what it says."""
        self.analyst = Analyst(self.record.to_json(), self.game, self)
        self.analyst.judged.connect(self._judged)
        self.marks = MarkStrip(self.slider)
        self.marks.picked.connect(self.slider.setValue)
        self.track.addWidget(self.marks)
        self.jumps = JumpBar()
        self.jumps.jump.connect(self.jump)
        self.analysis = plain_label()
        self.analysis.setObjectName("reviewAnalysis")
        self.analysis.setWordWrap(True)
        self.analysis.setMinimumHeight(self.analysis.fontMetrics().lineSpacing() * 3)
        at = self.root.indexOf(self.lines)
        self.root.insertWidget(at, self.jumps)
        self.root.insertWidget(at + 1, self.analysis)
        QShortcut(QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_Left), self,
                  activated=lambda: self.jump("prev_gamble"))
        QShortcut(QKeySequence(Qt.Modifier.SHIFT | Qt.Key.Key_Right), self,
                  activated=lambda: self.jump("next_gamble"))
        QShortcut(QKeySequence(Qt.Key.Key_L), self, activated=lambda: self.jump("lost"))

    def _clicked(self, key) -> None:
        if key == ("mission",):
            from desktop.games.busters.mission_card import MissionCardDialog
            self.card_dialog = MissionCardDialog(self.steps[0].shown.mission, self)
            self.card_dialog.show()

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
        super().show_step(k)

    def showEvent(self, event) -> None:
        self.analyst.focus(self.current)
        super().showEvent(event)

    def hideEvent(self, event) -> None:
        self.analyst.stop()              # the window is closed: no more engine work
        super().hideEvent(event)

    def retranslate(self) -> None:
        self.jumps.retranslate()
        super().retranslate()
