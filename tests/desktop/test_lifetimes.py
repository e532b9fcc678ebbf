"""Qt objects and Python references (docs/ARCHITECTURE.md; desktop/widgets/lifetime.py).
Issue 25: the app aborted at Normal speed because the animation queue let go of a
finished animation inside that animation's own `finished` signal; reviews crashed
when Python's collector, running on a bot's thread, destroyed closed windows caught in
reference cycles there."""
from __future__ import annotations

import gc
import math
import os
import subprocess
import sys
import threading
import time
import weakref
from pathlib import Path
from concurrent.futures.process import BrokenProcessPool

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsTextItem

from desktop import workers
from desktop.store.db import SeatSpec
from desktop.widgets.anim import AnimationQueue, anim
from desktop.widgets.lifetime import GuiCollector, retire, retired_count

ROOT = Path(__file__).resolve().parents[2]


def test_a_finished_animation_outlives_its_own_finished_signal(qtbot):
    """Every handler of `finished` still finds the animation alive, the queue's too;
    it is let go on the event loop's next turn."""
    scene = QGraphicsScene()
    item = QGraphicsTextItem("1")
    scene.addItem(item)
    queue = AnimationQueue()
    queue.configure("normal", False)
    queue.push(lambda f: anim(item, b"scale", 2.0, 60 * f, 1.0))
    qtbot.waitUntil(lambda: queue._running is not None, timeout=2000)
    ref = weakref.ref(queue._running)
    alive_in_signal: list[bool] = []
    # connected after the queue's own handler: it runs once the queue has let go
    queue._running.finished.connect(lambda: alive_in_signal.append(
        ref() is not None and shiboken6.isValid(ref())))
    with qtbot.waitSignal(queue.idle, timeout=3000):
        pass
    assert alive_in_signal == [True]
    qtbot.waitUntil(lambda: ref() is None, timeout=2000)       # ... and then freed


def test_retire_keeps_an_object_until_the_next_turn(qtbot):
    obj = QObject()
    ref = weakref.ref(obj)
    retire(obj)
    del obj
    assert ref() is not None and retired_count() == 1
    qtbot.waitUntil(lambda: ref() is None, timeout=1000)
    assert retired_count() == 0


def test_cyclic_garbage_is_collected_on_the_gui_thread_only(qtbot, window):
    """The window turns Python's automatic collector off and collects on its own
    timer: no collection runs on a worker thread, while bots think there."""
    assert not gc.isenabled()
    threads: list[int] = []

    def seen(phase, info) -> None:
        if phase == "start":
            threads.append(threading.get_ident())
    gc.callbacks.append(seen)
    try:
        # bots on the pool allocate cycles of their own
        window.store.set("speed", "instant")
        window.start_game("busters", [SeatSpec(f"B{i}", "hard") for i in range(4)], seed=2,
                          config={"mission": 9, "players": 4})
        table = window.table
        table.queue.configure("instant", False)
        qtbot.waitUntil(lambda: table.outcome is not None, timeout=60000)
        # a collection is due whatever the game allocated (a quick game on a busy
        # machine may end before CPython's threshold is reached): cycles of our own
        for _ in range(3 * gc.get_threshold()[0]):
            loop: list = []
            loop.append(loop)
        qtbot.waitUntil(lambda: bool(threads), timeout=5 * GuiCollector.INTERVAL_MS)
        qtbot.wait(3 * GuiCollector.INTERVAL_MS)
    finally:
        gc.callbacks.remove(seen)
    assert threads and set(threads) == {threading.get_ident()}


def test_the_collector_stays_off_whatever_turned_it_back_on(qtbot, window):
    """A library may turn Python's collector back on (mypy's build does, and the type
    check runs in the tests' processes): the window's timer turns it off again, so
    collections stay on the GUI thread whatever ran before."""
    assert not gc.isenabled()
    gc.enable()
    try:
        qtbot.waitUntil(lambda: not gc.isenabled(), timeout=5 * GuiCollector.INTERVAL_MS)
    finally:
        if gc.isenabled():
            gc.disable()


def test_work_on_the_pool_answers_on_the_gui_thread_and_not_to_a_deleted_owner(qtbot):
    gui = threading.get_ident()
    answers: list[tuple[int, object]] = []
    workers.run(lambda: threading.get_ident(), lambda r: answers.append((threading.get_ident(), r)))
    qtbot.waitUntil(lambda: bool(answers), timeout=3000)
    assert answers[0][0] == gui and answers[0][1] != gui
    owner = QObject()
    late: list[object] = []
    workers.run(lambda: 1, late.append, owner=owner)
    shiboken6.delete(owner)                      # its window closed before the answer came
    qtbot.waitUntil(lambda: workers.pending() == 0, timeout=3000)
    assert late == []
    failed: list[object] = []
    workers.run(lambda: 1 / 0, failed.append)     # an exception is handed over, not lost
    qtbot.waitUntil(lambda: bool(failed), timeout=3000)
    assert isinstance(failed[0], ZeroDivisionError)


def test_the_window_hands_pythons_lock_around_often(window):
    """Bots think on threads of this process: the GUI thread waits for Python's lock
    after each Qt call, up to the switch interval (CPython's 5 ms made a 113 ms stall
    of 3 ms of the window's own work on mission 49)."""
    assert sys.getswitchinterval() == workers.SWITCH_INTERVAL == 0.001


def test_work_apart_runs_in_a_process_of_its_own_and_answers_on_the_gui_thread(qtbot):
    """The review's analysis (pure Python, long) shares no lock with the window: it runs
    in another process, at a lower priority, and answers as `run` does."""
    gui = threading.get_ident()
    answers: list[tuple[int, object]] = []
    workers.run_apart(os.getpid, (), lambda r: answers.append((threading.get_ident(), r)))
    qtbot.waitUntil(lambda: bool(answers), timeout=30000)
    thread, pid = answers[0]
    assert thread == gui and isinstance(pid, int) and pid != os.getpid()
    niceness: list[object] = []
    workers.run_apart(os.nice, (0,), niceness.append)
    qtbot.waitUntil(lambda: bool(niceness), timeout=10000)
    assert niceness == [min(19, os.nice(0) + workers.NICE)]
    owner = QObject()
    late: list[object] = []
    workers.run_apart(os.getpid, (), late.append, owner=owner)
    shiboken6.delete(owner)                      # its window closed before the answer came
    qtbot.waitUntil(lambda: workers.pending() == 0, timeout=10000)
    assert late == []
    failed: list[object] = []
    workers.run_apart(math.sqrt, (-1,), failed.append)     # handed over, not lost
    qtbot.waitUntil(lambda: bool(failed), timeout=10000)
    assert isinstance(failed[0], ValueError)
    died: list[object] = []
    workers.run_apart(os._exit, (3,), died.append)        # the process killed under its job
    qtbot.waitUntil(lambda: bool(died), timeout=10000)
    assert isinstance(died[0], BrokenProcessPool)
    again: list[object] = []
    workers.run_apart(os.getpid, (), again.append)        # the next job gets a new process
    qtbot.waitUntil(lambda: bool(again), timeout=30000)
    assert again[0] not in (pid, os.getpid())


def _qt_wrappers_in_cycles() -> list[str]:
    """What a collection would free now: the Qt objects among it."""
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        found = sorted({type(o).__name__ for o in gc.garbage if isinstance(o, shiboken6.Object)})
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    return found


#: what a closed game leaves behind, if anything keeps it
KINDS = {"BomuTable", "AcademyTable", "BustersTable", "BomuScene", "AcademyScene", "BustersScene",
         "ReviewDialog", "BomuReview", "AcademyReview", "GameSession", "AnimationQueue"}


def _alive() -> dict[int, str]:
    return {id(o): type(o).__name__ for o in gc.get_objects()
            if isinstance(o, shiboken6.Object) and type(o).__name__ in KINDS}


def test_closed_tables_and_reviews_leave_no_cycles_and_nothing_alive(qtbot, window):
    """Each game played to its end, its review opened and closed, then home: the
    table, its scene, its queue, the review and its scene are freed by their
    reference counts alone, on the GUI thread (no cycle a collector must find)."""
    before = _qt_wrappers_in_cycles()
    earlier = _alive()                    # what earlier tests of this process still hold
    for game, config in (("bomu", None), ("academy", None), ("busters", {"mission": 42, "players": 4})):
        window.store.set("speed", "instant")
        window.start_game(game, [SeatSpec(f"B{i}", "easy") for i in range(4)], seed=3, config=config)
        table = window.table
        table.queue.configure("instant", False)
        qtbot.waitUntil(lambda: table.outcome is not None, timeout=60000)
        table.open_review()
        qtbot.wait(100)
        table.review_dialog.close()
        del table
        window.leave_game()
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            QApplication.processEvents()
        qtbot.waitUntil(lambda: workers.pending() == 0, timeout=20000)
        qtbot.wait(50)
        assert _qt_wrappers_in_cycles() == before, game
        assert [name for k, name in _alive().items() if k not in earlier] == [], game


def _running(pid: int) -> bool:
    """Whether `pid` still runs (a zombie waiting for its reaper has ended)."""
    try:
        status = open(f"/proc/{pid}/status", encoding="ascii").read()
    except FileNotFoundError:
        return False
    return "\nState:\tZ" not in status


def test_the_analysis_process_ends_when_the_window_process_dies_abruptly(tmp_path):
    """A crash or a kill runs no clean-up: the analysis process must still end, not
    wait for ever on its pool's queue (an idle process left on the player's machine)."""
    script = (
        "import os, sys\n"
        "from desktop import workers\n"
        "print(workers._pool().submit(os.getpid).result(timeout=60), flush=True)\n"
        "os._exit(1)\n"                          # as a crash: no atexit, no shutdown
    )
    out = tmp_path / "out"
    with out.open("w") as sink:          # (a pipe would stay open while the analyst lives)
        subprocess.run([sys.executable, "-c", script], cwd=ROOT, stdout=sink,
                       stderr=subprocess.STDOUT, timeout=120)
    analyst = int(out.read_text().split()[0])
    deadline = time.monotonic() + 20
    while _running(analyst) and time.monotonic() < deadline:
        time.sleep(0.1)
    alive = _running(analyst)
    if alive:
        os.kill(analyst, 9)
    assert not alive, out.read_text()
