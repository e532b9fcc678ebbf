"""Qt object lifetimes, one rule for the whole app (docs/ARCHITECTURE.md, "Qt
objects and Python references"):

1. Never drop the last Python reference to a Qt object inside one of its own
   signals or event handlers. Python deletes a parentless object the moment its
   last reference goes, and Qt is still inside that object's code (emitting the
   signal, unwinding the event): the heap is corrupted and the app aborts later,
   somewhere else ("malloc(): mismatching next->prev_size"). Hand it to `retire`,
   which keeps it until the event loop's next turn, or give it a parent and call
   `deleteLater()`.
2. Qt objects die on the GUI thread. Python's cyclic collector runs on whichever
   thread happens to allocate, often a bot's worker thread; a Qt object caught in a
   cycle would then be destroyed there ("QBasicTimer::stop: Failed. Possibly trying
   to stop from a different thread", then a crash). `GuiCollector` turns the
   automatic collector off and collects on the GUI thread's own timer instead.
"""
from __future__ import annotations

import gc
import threading
import weakref
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer

_retired: list[object] = []


def retire(obj: object) -> None:
    """Keep `obj` alive until the event loop's next turn: safe to call from inside
    the object's own signal (an animation's `finished`, a dialog's `done`)."""
    _retired.append(obj)
    if len(_retired) == 1:
        QTimer.singleShot(0, _release)


def _release() -> None:
    # what is retired while this runs waits for the next turn
    batch = _retired[:]
    del _retired[:len(batch)]
    batch.clear()
    if _retired:
        QTimer.singleShot(0, _release)


def retired_count() -> int:
    return len(_retired)


def collect_due() -> bool:
    """Collect the generation CPython's own thresholds say is due, here and now (on
    the GUI thread). True if anything was collected."""
    limit0, limit1, limit2 = gc.get_threshold()
    count0, count1, count2 = gc.get_count()
    if gc.isenabled() or count0 <= limit0:
        return False
    generation = 0
    if count1 > limit1:
        generation = 1
        if count2 > limit2:
            generation = 2
    gc.collect(generation)
    return True


def weak(method: Callable[..., Any]) -> Callable[..., Any]:
    """A bound method that does not keep its object alive (a callback a window hands
    to something it owns, which would otherwise make a cycle): calling it after the
    object is gone does nothing and returns None."""
    if not hasattr(method, "__self__"):
        return method
    ref = weakref.WeakMethod(method)

    def call(*args: Any, **kwargs: Any) -> Any:
        bound = ref()
        return None if bound is None else bound(*args, **kwargs)
    return call


class GuiCollector(QObject):
    """Python's cyclic garbage collection, run on the GUI thread only.

    CPython's own trigger (allocations minus deallocations past a threshold) is kept:
    every `INTERVAL_MS` the counts are checked and the generation CPython would have
    collected is collected here, so no thread but this one ever collects. Threads
    call `gc.collect()` themselves nowhere in Bakudan."""

    INTERVAL_MS = 200

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thread_id = threading.get_ident()
        self.collections = 0
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(self.INTERVAL_MS)

    def check(self) -> None:
        assert threading.get_ident() == self.thread_id
        if gc.isenabled():      # a library turned it back on (mypy's build does, in the tests)
            gc.disable()
        if collect_due():
            self.collections += 1

    def stop(self) -> None:
        self._timer.stop()
        gc.enable()


_collector: GuiCollector | None = None


def collect_on_gui_thread(app: QObject) -> GuiCollector:
    """Install the one `GuiCollector` of the application (idempotent)."""
    global _collector
    if _collector is None:
        _collector = GuiCollector(app)
    return _collector
