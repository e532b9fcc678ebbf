"""Play as people play: the real window at the speed a player uses (Normal), real
animations and timers, every decision by a click where a mouse would land. Each
scenario is one way a person meets the app (a solo game against bots, a campaign
mission of bots, a tutorial, the review of a finished game, hot-seat with the
language switched and the window resized in the middle of animations).

    python -m tests.desktop.real_speed SCENARIO[=DECISIONS] ... [--decisions N] [--repeat N]

Runs in its own process (a native abort kills it, and the calling test sees the exit
status and the scenario it was in) and prints one JSON line a scenario: decisions
played, games finished, every Qt warning and Python exception in a slot, and the
longest main-thread stall (a 10 ms heartbeat timer's worst lateness, and each
phase's worst beside the GUI thread's own processor time in it). Exit status 0 when
clean. tests/desktop/test_real_speed.py runs a short version of every scenario in
`make test` and the soak in `make test-slow`.
"""
from __future__ import annotations

import argparse
import faulthandler
import json
import os
import random
import sys
import tempfile
import time
import traceback
from typing import Callable

from tests.desktop.gui_fuzz import watch

SPEED = "normal"


class Bot:
    """What the click helpers of the window tests need of pytest-qt's qtbot. A click
    is timed on its own (`worst_click_ms`: what the person's own click costs), and the
    heartbeat, which measures the waits in between, does not count it."""

    def __init__(self) -> None:
        self.heart: Heartbeat | None = None
        self.worst_click_ms = 0.0

    def _timed(self, click: Callable[[], None]) -> None:
        started = time.monotonic()
        click()
        self.worst_click_ms = max(self.worst_click_ms, (time.monotonic() - started) * 1000)
        if self.heart is not None:
            self.heart.reset()

    def mouseClick(self, widget, button, pos=None, **_) -> None:
        from PySide6.QtTest import QTest
        if pos is None:
            self._timed(lambda: QTest.mouseClick(widget, button))
        else:
            self._timed(lambda: QTest.mouseClick(widget, button, pos=pos))

    def keyClick(self, widget, key) -> None:
        from PySide6.QtTest import QTest
        self._timed(lambda: QTest.keyClick(widget, key))

    @staticmethod
    def wait(ms: int) -> None:
        # an event loop, as the app runs (it lets the bots' threads run while it
        # waits; QTest.qWait keeps Python's lock for as long as it waits)
        from PySide6.QtCore import QEventLoop, QTimer
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def waitUntil(self, done: Callable[[], bool], timeout: int = 5000) -> None:
        # the helpers' timeouts are for instant speed: here every animation plays out
        timeout = min(max(timeout * 6, 30000), max(timeout, 900_000))
        end = time.monotonic() + timeout / 1000
        while not done():
            if time.monotonic() > end:
                raise AssertionError(f"not done within {timeout} ms")
            self.wait(5)


class Heartbeat:
    """A 10 ms timer on the GUI thread: how late it ever fires is the longest time the
    window could not answer a click. Beside each phase's worst lateness, the GUI
    thread's own processor time in that wait: on a busy machine a stall is partly
    time this process was not given the processor at all."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer
        self.worst = 0.0
        self.phase = "start"            # what was going on (set by the scenario)
        self.worst_phase = ""
        self.by_phase: dict[str, tuple[float, float]] = {}    # phase: (late ms, own CPU ms)
        self.reset()
        self.timer = QTimer()
        self.timer.timeout.connect(self.beat)
        self.timer.start(10)

    def beat(self) -> None:
        now, cpu = time.monotonic(), time.thread_time()
        late = (now - self.last) * 1000 - 10
        if late > self.worst:
            self.worst, self.worst_phase = late, self.phase
        if late > self.by_phase.get(self.phase, (0.0, 0.0))[0]:
            self.by_phase[self.phase] = (round(late, 1), round((cpu - self.cpu) * 1000, 1))
        self.last, self.cpu = now, cpu

    def reset(self) -> None:
        self.last, self.cpu = time.monotonic(), time.thread_time()


class Run:
    def __init__(self, window, qtbot: Bot, limit: int | None, rng: random.Random,
                 chaos: bool = False) -> None:
        self.window, self.qtbot, self.limit, self.rng, self.chaos = window, qtbot, limit, rng, chaos
        self.heart = Heartbeat()
        qtbot.heart = self.heart
        self.decisions = 0
        self.finished = 0
        self.chaos_done = {"language": 0, "resize": 0}

    @property
    def enough(self) -> bool:
        return self.limit is not None and self.decisions >= self.limit

    def decided(self) -> None:
        self.decisions += 1
        if self.chaos:
            self.stir()

    def stir(self) -> None:
        """In the middle of whatever animation runs: switch the language or resize the
        window, as a person may."""
        table = self.window.table
        self.qtbot.wait(self.rng.choice([30, 90, 200]))
        if table is None or not table.queue.busy:
            return
        if self.rng.random() < 0.5:
            language = "ja" if self.window.setting("language") != "ja" else "en"
            self.window.apply_settings({"language": language})
            self.chaos_done["language"] += 1
        else:
            self.window.resize(self.rng.choice([(1024, 640), (1280, 800), (1920, 1080)])[0],
                               self.rng.choice([640, 800, 1080]))
            self.chaos_done["resize"] += 1
        self.heart.reset()              # the person's own doing, not a stall

    def play_out(self, table, decide: Callable[[], bool]) -> None:
        """Answer every decision of the seats at the screen until the game ends (or
        the limit), hand-off covers included."""
        from PySide6.QtCore import Qt
        self.heart.reset()
        self.heart.phase = "playing"
        ends = time.monotonic() + 900           # a player out of the game watches the rest
        while time.monotonic() < ends:
            if table.outcome is not None:
                self.finished += 1
                return
            if self.enough:
                return
            if table.handoff.isVisible():
                self.qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
            elif decide():
                self.decided()
            else:
                self.qtbot.wait(5)
        raise AssertionError("the game did not end")

    def wait_end(self, table, seconds: float = 900) -> None:
        """A table of bots only: watch it to its end (or the limit) as a person does;
        each action played counts as a decision."""
        self.heart.reset()
        self.heart.phase = "bots playing"
        actions = table.session.record.actions
        ends = lambda: table.outcome is not None or (  # noqa: E731
            self.limit is not None and len(actions) >= self.limit)
        self.qtbot.waitUntil(ends, timeout=int(seconds * 1000))
        self.decisions += len(actions)
        self.finished += table.outcome is not None


# ---- the scenarios -------------------------------------------------------------------------
def start(window, game: str, seats, seed: int, config=None):
    from desktop.store.db import SeatSpec
    window.store.set("speed", SPEED)
    window.start_game(game, [SeatSpec(n, k) for n, k in seats], seed=seed, config=config)
    return window.table


def decider(game: str, table, qtbot: Bot) -> Callable[[], bool]:
    if game == "academy":
        from tests.desktop.test_academy import answer
        return lambda: answer(qtbot, table) is not None
    if game == "bomu":
        from tests.desktop.conftest import play_turn
        return lambda: play_turn(qtbot, table)
    from tests.desktop.test_busters import play_decision
    return lambda: play_decision(qtbot, table)


def solo(game: str, seed: int, config=None) -> Callable[[Run], None]:
    """One person against three Normal bots."""
    def scenario(run: Run) -> None:
        table = start(run.window, game, [("Me", "human")] + [(f"Bot {i}", "normal") for i in (2, 3, 4)],
                      seed, config)
        run.play_out(table, decider(game, table, run.qtbot))
    return scenario


def hot_seat(game: str, seed: int, config=None) -> Callable[[Run], None]:
    """Two people passing the mouse, with a bot; run with chaos."""
    def scenario(run: Run) -> None:
        table = start(run.window, game, [("Ann", "human"), ("Bo", "human"), ("Cy", "normal")],
                      seed, config)
        run.play_out(table, decider(game, table, run.qtbot))
    return scenario


def campaign_mission_1(run: Run) -> None:
    """A crew of bots plays the campaign's first mission; nobody clicks."""
    from desktop.games.catalog import GAMES
    level = GAMES["busters"].levels[1]
    window = run.window
    campaign = window.campaign.campaign
    crew = campaign.create_crew(f"Crew {run.rng.randrange(10**6)}",
                                [("B1", level), ("B2", level), ("B3", level)])
    window.store.set("speed", SPEED)
    window.play_mission(crew, 1)
    run.wait_end(window.table)


def bots_only(mission: int) -> Callable[[Run], None]:
    """Four Expert bots play a Bomb Busters mission; a person watches."""
    def scenario(run: Run) -> None:
        table = start(run.window, "busters", [(f"Bot {i}", "expert") for i in (1, 2, 3, 4)],
                      seed=run.rng.randrange(1000), config={"mission": mission, "players": 4})
        run.wait_end(table)
    return scenario


def tutorial(game: str) -> Callable[[Run], None]:
    """Help > Tutorials, every step done as the guide asks, then the game to its end."""
    def scenario(run: Run) -> None:
        from PySide6.QtGui import QAction
        from tests.desktop.test_tutorial import follow
        window = run.window
        window.store.set("speed", SPEED)
        window.findChild(QAction, f"tutorial_{game}").trigger()
        table = window.table
        guide = table.guide
        run.heart.reset()                       # from here: the table is built
        run.qtbot.waitUntil(lambda: guide.showing, timeout=10000)
        follow(run.qtbot, guide)
        run.decisions += len(guide.script.steps)
        if game == "busters":
            from tests.desktop.test_busters import play_decision
            run.play_out(table, lambda: play_decision(run.qtbot, table, oracle=True))
        elif game == "academy":
            from tests.desktop.test_academy import answer
            run.play_out(table, lambda: answer(run.qtbot, table, use_tools=False) is not None)
        else:
            run.play_out(table, decider(game, table, run.qtbot))
    return scenario


def review_42(run: Run) -> None:
    """A mission 42 game of bots, then its review opened from the end screen and
    stepped through with ▶ at a person's pace while the analyst works, then closed."""
    from PySide6.QtCore import Qt
    window = run.window
    table = start(window, "busters", [(f"Bot {i}", "hard") for i in (1, 2, 3, 4)],
                  seed=run.rng.randrange(1000), config={"mission": 42, "players": 4})
    table.queue.configure("instant", False)        # the game itself is not what is watched
    limit, run.limit, decisions = run.limit, None, run.decisions
    run.wait_end(table)
    run.limit, run.decisions = limit, decisions      # the review's steps are what count
    table.queue.configure(SPEED, False)
    run.qtbot.mouseClick(table.end.review_button, Qt.MouseButton.LeftButton)
    review = table.review_dialog
    run.heart.phase = "review opening"
    run.qtbot.wait(400)                         # its first layout and paint: the opening click's
    run.heart.reset()
    run.heart.phase = "review stepped"
    steps = 0
    while review.current < review.slider.maximum() and not run.enough:
        run.qtbot.mouseClick(review.buttons["next"], Qt.MouseButton.LeftButton)
        run.qtbot.wait(run.rng.choice([20, 60, 150]))
        steps += 1
        run.decided()
    review.close()
    run.heart.reset()                           # the person closed it
    run.qtbot.wait(50)
    assert steps > 0


def review_every_mission(run: Run) -> None:
    """Every Bomb Busters mission: a game of Easy bots (at the least players it
    takes), its review opened from the end screen, stepped a few times at a person's
    pace, and closed. Each step counts as a decision; the limit ends the tour."""
    from PySide6.QtCore import Qt
    from engine.busters.missions import MISSIONS
    window = run.window
    for mission in sorted(MISSIONS):
        players = max(3, MISSIONS[mission].min_players)
        table = start(window, "busters", [(f"Bot {i}", "easy") for i in range(1, players + 1)],
                      seed=mission, config={"mission": mission, "players": players})
        table.queue.configure("instant", False)
        limit, run.limit, decisions = run.limit, None, run.decisions
        run.wait_end(table)
        run.limit, run.decisions = limit, decisions
        table.queue.configure(SPEED, False)
        run.qtbot.mouseClick(table.end.review_button, Qt.MouseButton.LeftButton)
        review = table.review_dialog
        for _ in range(4):
            if review.current >= review.slider.maximum():
                break
            run.qtbot.mouseClick(review.buttons["next"], Qt.MouseButton.LeftButton)
            run.qtbot.wait(run.rng.choice([20, 80]))
            run.decided()
        review.close()
        window.leave_game()
        run.heart.reset()
        if run.enough:
            return


SCENARIOS: dict[str, Callable[[Run], None]] = {
    "academy": solo("academy", seed=5),
    "bomu": solo("bomu", seed=5),
    "busters": solo("busters", seed=5, config={"mission": 4, "players": 4}),
    "campaign": campaign_mission_1,
    "tutorial-busters": tutorial("busters"),
    "tutorial-bomu": tutorial("bomu"),
    "tutorial-academy": tutorial("academy"),
    "review-42": review_42,
    "review-every-mission": review_every_mission,
    "bots-49": bots_only(49),
    "hot-seat-academy": hot_seat("academy", seed=9),
    "hot-seat-bomu": hot_seat("bomu", seed=9),
    "hot-seat-busters": hot_seat("busters", seed=9, config={"mission": 9, "players": 3}),
}


def run(name: str, limit: int | None, repeat: int, seed: int, fatal: bool = False) -> dict:
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    warnings, errors = watch(fatal)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from desktop.app import create_window
    from desktop.games.busters.mission_card import BRIEFED
    window = create_window(app)
    window.show()
    qtbot = Bot()
    qtbot.waitUntil(lambda: window.store.is_open, timeout=10000)
    window.store.set(BRIEFED, ",".join(str(n) for n in range(1, 67)))
    game = Run(window, qtbot, limit, random.Random(seed), chaos=name.startswith("hot-seat"))
    started = time.monotonic()
    for _ in range(repeat):
        try:
            SCENARIOS[name](game)
        except Exception:
            errors.append(traceback.format_exc())
            break
        if window.table is not None:
            window.leave_game()
        game.heart.reset()                      # going home is the person's doing
        qtbot.wait(30)
    window.close()
    qtbot.wait(100)
    from desktop import workers
    try:                                       # a job still running (a review's analyst) answers soon
        qtbot.waitUntil(lambda: workers.pending() == 0, timeout=5000)
    except AssertionError:
        pass                                   # reported below as waiting
    qInstallMessageHandler(None)
    from desktop.widgets import anim
    return {"scenario": name, "repeat": repeat, "decisions": game.decisions,
            "finished": game.finished, "chaos": game.chaos_done,
            "seconds": round(time.monotonic() - started, 1),
            "worst_stall_ms": round(game.heart.worst, 1),
            "worst_stall_during": game.heart.worst_phase,
            "worst_stall_by_phase": {phase: {"ms": late, "gui_cpu_ms": cpu}
                                     for phase, (late, cpu) in game.heart.by_phase.items()},
            "worst_click_ms": round(qtbot.worst_click_ms, 1), "held": len(anim._held),
            "workers_waiting": workers.pending(),
            "warnings": warnings[:50], "errors": errors[:20]}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.desktop.real_speed")
    p.add_argument("scenario", nargs="+", metavar="SCENARIO[=DECISIONS]",
                   help=f"one of {', '.join(sorted(SCENARIOS))}; several are played one after "
                        "another, each in a new window on a new data folder, as a person "
                        "plays game after game without quitting")
    p.add_argument("--decisions", type=int,
                   help="stop each game after this many decisions (SCENARIO=N: for that one)")
    p.add_argument("--repeat", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--fatal-warnings", action="store_true",
                   help="abort at the first Qt warning (with the Python stack)")
    args = p.parse_args(argv)
    plays = []
    for item in args.scenario:
        name, _, decisions = item.partition("=")
        if name not in SCENARIOS or not (decisions.isdigit() or decisions == ""):
            p.error(f"not a scenario: {item!r}")
        plays.append((name, int(decisions) if decisions else args.decisions))
    faulthandler.enable()                     # a native crash prints where Python was
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    clean = True
    for name, decisions in plays:
        with tempfile.TemporaryDirectory(prefix="bakudan-real-speed-") as folder:
            os.environ["BAKUDAN_DATA_DIR"] = folder
            result = run(name, decisions, args.repeat, args.seed, args.fatal_warnings)
        print(json.dumps(result, ensure_ascii=False), flush=True)   # one line a scenario
        clean = clean and not (result["warnings"] or result["errors"])
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main())
