"""Work off the GUI thread, answers on it: the one way Bakudan uses the thread pool
(bots choosing, the Coach) and a process of its own (the review's analyst).

`run(work, on_done)` calls `work()` on Qt's global thread pool and `on_done(result)`
on the GUI thread, where `result` is what `work` returned or the exception it raised
(never swallowed: the caller raises or reports it). The job carries only `work` and a
number: the one QObject it emits through is this module's relay, made on the GUI
thread and never deleted, so no Qt object is ever destroyed on a worker thread
(widgets/lifetime.py, rule 2), however soon the window that asked is closed.

`run_apart(work, args, on_done)` is the same for long pure-Python engine work: a
thread shares Python's lock with the GUI thread, and every Qt call the GUI thread
makes (a paint, a layout, a timer) waits for it again, so a review stepped while its
analyst thought stalled the window for 0.65-0.9 s. `work(*args)` runs in a separate
process instead (started when first asked, not at start-up): `work` is a module's
function, its arguments and result are pickled, and it never touches Qt."""
from __future__ import annotations

import atexit
import itertools
import os
import sys
from typing import TYPE_CHECKING, Any, Callable

import shiboken6
from PySide6.QtCore import QObject, Qt, QThreadPool, Signal

from desktop.widgets.lifetime import retire

if TYPE_CHECKING:                # imported when the process is first asked for (35 ms)
    from concurrent.futures import Future, ProcessPoolExecutor


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
        # queued even when emitted on the GUI thread: a job of the process that is done
        # before its callback is added calls that callback at once, inside run_apart
        _relay.done.connect(_deliver, Qt.ConnectionType.QueuedConnection)
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


#: how often a thread running Python hands Python's lock over (CPython's default: 5 ms).
#: The GUI thread waits for the lock again after each Qt call it makes (a paint, a
#: layout, a timer) while a bot thinks on the pool: at 5 ms, mission 49's bots stalled
#: the window 113 ms, of which 3 ms were its own work; at 1 ms, 44 ms.
SWITCH_INTERVAL = 0.001


def favour_the_window() -> None:
    """The pool's threads hand the lock back to the GUI thread often (create_window)."""
    sys.setswitchinterval(SWITCH_INTERVAL)


_processes: ProcessPoolExecutor | None = None
NICE = 10            # how much less the analysis process's claim on the processor weighs


def run_apart(work: Callable[..., Any], args: tuple, on_done: Callable[[Any], None],
              owner: QObject | None = None) -> int:
    """`work(*args)` in the analysis process, `on_done(result)` on the GUI thread (as
    `run`). A process that died (killed, out of memory) answers its job with
    BrokenProcessPool; the next job starts a new one."""
    from concurrent.futures.process import BrokenProcessPool
    global _processes
    signal = relay().done
    number = next(_numbers)
    _waiting[number] = (on_done, owner)

    def answer(future: Future) -> None:      # on the pool's own thread: Qt queues the signal
        error = future.exception()
        signal.emit(number, future.result() if error is None else error)

    try:
        future = _pool().submit(work, *args)
    except BrokenProcessPool:               # the last one died: start another
        _processes = None
        future = _pool().submit(work, *args)
    future.add_done_callback(answer)
    return number


def _pool() -> ProcessPoolExecutor:
    global _processes
    if _processes is None:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor
        from desktop import analyst_start
        # spawned, not forked: a fork of this process would copy Qt and its threads. At a
        # lower priority: on a busy machine the window's own work comes first.
        _processes = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                         initializer=analyst_start.start, initargs=(NICE,))
        atexit.register(_let_go, _processes)
    return _processes


def _let_go(pool: ProcessPoolExecutor) -> None:
    # at exit, while the modules still stand: freed later, in the interpreter's
    # teardown, the pool's own clean-up fails ("'NoneType' object has no attribute 'debug'")
    global _processes
    pool.shutdown(wait=False, cancel_futures=True)
    if _processes is pool:
        _processes = None


def forget(number: int) -> None:
    """The answer is no longer wanted (its window closed): drop it when it comes."""
    waiting = _waiting.pop(number, None)
    if waiting is not None:
        retire(waiting)


def pending() -> int:
    return len(_waiting)
