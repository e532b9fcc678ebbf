"""The review's analyst: judges a finished game's cuts (review_analysis.judge) one at a
time in a process of its own (workers.run_apart), so the review window never waits for
the engine, not even for Python's lock (on a thread, the solver's long calls stalled
the window up to 0.9 s while it was stepped). The cut on screen goes first, then those
ahead of it (where the player is heading), then those behind. Verdicts are kept for
the last games reviewed, so the review opened again shows them at once."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop import workers

from desktop.games.busters.review_analysis import Cut, Game, Verdict, judge

#: verdicts by record (its JSON), the most recent games reviewed
_kept: dict[str, dict[int, Verdict]] = {}
KEEP = 3


class Analyst(QObject):
    """`judged(step)` once a cut's verdict is in; `verdict(step)` reads it."""
    judged = Signal(int)

    def __init__(self, key: str, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.key, self.game = key, game
        self.verdicts = _kept.setdefault(key, {})
        while len(_kept) > KEEP:
            del _kept[next(iter(_kept))]
        self.running: int | None = None
        self.order: list[int] = sorted(game.cuts)
        self.stopped = False

    # ---- what the dialog asks ------------------------------------------------------
    def verdict(self, step: int) -> Verdict | None:
        return self.verdicts.get(step)

    def pending(self) -> int:
        return sum(1 for k in self.game.cuts if k not in self.verdicts)

    def focus(self, step: int, backwards: bool = False) -> None:
        """Judge the cut at `step` first, then those ahead of it (behind it, going
        backwards), then the rest; and start if idle."""
        cuts = sorted(self.game.cuts)
        ahead = [k for k in cuts if k >= step]
        behind = [k for k in reversed(cuts) if k < step]
        if backwards:
            here = [step] if step in self.game.cuts else []
            self.order = here + behind + [k for k in ahead if k != step]
        else:
            self.order = ahead + behind
        self.stopped = False
        self._next()

    def stop(self) -> None:
        """The window is closed: finish the running cut, start no other."""
        self.stopped = True

    # ---- the work --------------------------------------------------------------------
    def _next(self) -> None:
        if self.running is not None or self.stopped:
            return
        todo = next((k for k in self.order if k not in self.verdicts), None)
        if todo is None:
            return
        self.running = todo
        cut, key = self.game.cuts[todo], self.key
        workers.run_apart(judge, (cut,), lambda result: self._done(key, todo, result), owner=self)

    def _done(self, key: str, step: int, result: Any) -> None:
        self.running = None
        if isinstance(result, Exception):
            raise result
        _kept.setdefault(key, self.verdicts)[step] = result
        self.judged.emit(step)
        self._next()
