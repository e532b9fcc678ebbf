"""Work off the GUI thread, answers on it: the one way Bakudan uses the thread pool
(bots choosing, the Coach, the review's analyst).

`run(work, on_done)` calls `work()` on Qt's global thread pool and `on_done(result)`
on the GUI thread, where `result` is what `work` returned or the exception it raised
(never swallowed: the caller raises or reports it). The job carries only `work` and a
number: the one QObject it emits through is this module's relay, made on the GUI
thread and never deleted, so no Qt object is ever destroyed on a worker thread
(widgets/lifetime.py, rule 2), however soon the window that asked is closed."""
from __future__ import annotations

import itertools
from typing import Any, Callable

import shiboken6
from PySide6.QtCore import QObject, QThreadPool, Signal

from desktop.widgets.lifetime import retire


class _Relay(QObject):
    done = Signal(int, object)      # job number, result (or the exception)


_relay: _Relay | None = None
_waiting: dict[int, tuple[Callable[[Any], None], QObject | None]] = {}
_numbers = itertools.count(1)


def _deliver(number: int, result: Any) -> None:
    waiting = _waiting.pop(number, None)
    if waiting is None:
        return
    on_done, owner = waiting
    try:
        if owner is None or shiboken6.isValid(owner):    # its window may be gone
            on_done(result)
    finally:
        retire(waiting)             # a callback may hold the last reference to its window


def relay() -> _Relay:
    """The relay (made on first use, which must be on the GUI thread)."""
    global _relay
    if _relay is None:
        _relay = _Relay()
        _relay.done.connect(_deliver)
    return _relay


def run(work: Callable[[], Any], on_done: Callable[[Any], None],
        owner: QObject | None = None) -> int:
    """Start `work()` on the pool; `on_done(result)` follows on the GUI thread, unless
    `owner` (the QObject that asked) has been deleted by then. Returns the job's
    number (for `forget`)."""
    signal = relay().done
    number = next(_numbers)
    _waiting[number] = (on_done, owner)

    def job() -> None:
        try:
            result: Any = work()
        except Exception as exc:    # handed to on_done on the GUI thread
            result = exc
        signal.emit(number, result)

    QThreadPool.globalInstance().start(job)
    return number


def forget(number: int) -> None:
    """The answer is no longer wanted (its window closed): drop it when it comes."""
    waiting = _waiting.pop(number, None)
    if waiting is not None:
        retire(waiting)


def pending() -> int:
    return len(_waiting)
