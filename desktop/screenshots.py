"""`make screenshots`: render the main screens offscreen to PNG, in English and
Japanese, into the folder given (default docs/screenshots)."""
from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop.app import create_window  # noqa: E402
from desktop.games.catalog import GAMES  # noqa: E402
from desktop.shell.new_game import NewGameDialog  # noqa: E402
from desktop.shell.settings_dialog import SettingsDialog  # noqa: E402
from desktop.store.db import SeatSpec  # noqa: E402

#: the window sizes the scenes are rendered at: the smallest window and a large one
SIZES = ((1024, 640), (1920, 1080))


def settle(ms: int = 60) -> None:
    """Let the window work for `ms`, then finish what its last round of events left
    posted: a language switch re-words every widget in one round, and their layouts
    and the removal of replaced buttons come in the rounds after; under load the
    timer could end the loop between two of them and a scene be read half laid out."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    for _ in range(8):                  # a layout's change climbs one parent a round
        QCoreApplication.sendPostedEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def wait_for(condition, limit_ms: int = 20000) -> None:
    waited = 0
    while not condition() and waited < limit_ms:
        settle(20)
        waited += 20


def auto_play(table, rounds: int) -> None:
    """Let the human seat play lowish cards until `rounds` rounds have passed."""
    from engine.bomu.actions import Play
    while table.session.view(None).round_no <= rounds and table.outcome is None:
        wait_for(lambda: table.acting is not None or table.outcome is not None)
        if table.acting is None:
            break
        legal = table.session.legal(table.acting)
        plays = [a for a in legal if isinstance(a, Play)]
        action = sorted(plays, key=lambda a: int(a.card))[len(plays) // 2] if plays else legal[-1]
        table.submit(action)
    wait_for(lambda: table.acting is not None or table.outcome is not None)
    wait_for(lambda: not table.session.thinking and not table.queue.busy)


def academy_until(table, done, limit: int = 400) -> None:
    """Let the human seat answer (a cutter when it can, else the first legal choice,
    a draft pick, no tools) until `done()` or the game ends."""
    from engine.academy.actions import Pass, Play
    cutters = ("green", "blue", "red", "yellow")
    for i in range(limit):
        wait_for(lambda: table.acting is not None or table.outcome is not None)
        if table.outcome is not None or table.acting is None or done():
            return
        legal = table.session.legal(table.acting)
        plays = [a for a in legal if isinstance(a, Play) and a.card in cutters]
        action = plays[i % len(plays)] if plays else (Pass() if Pass() in legal else legal[0])
        table.submit(action)


def academy_shots(window, grab, lang: str) -> None:
    """The Academy table mid-game (a choice selected), the tool draft and the end screen."""
    seats = [SeatSpec("Aki", "human"), SeatSpec("Ben", "hard"), SeatSpec("Chika", "normal"),
             SeatSpec("Dan", "easy")]
    window.start_game("academy", seats, seed=5)
    table = window.table
    table.queue.configure("instant", False)
    academy_until(table, lambda: table.session.view(0).round_no >= 3 and table.session.view(0).stage == "pick")
    table._clicked("hand", table.session.view(0).hand[0])
    grab(window, f"academy-table-{lang}")
    academy_until(table, lambda: table.session.view(0).stage == "draft")
    if table.session.view(0).display:
        table._clicked("draft", table.session.view(0).display[0])
    grab(window, f"academy-draft-{lang}")
    window.leave_game()
    window.start_game("academy", seats[1:], seed=3)
    window.table.queue.configure("instant", False)
    wait_for(lambda: window.table.outcome is not None)
    grab(window, f"academy-end-{lang}")
    review_shots(window.table, grab, f"academy-review-{lang}")
    window.leave_game()
    window.start_game("academy", [SeatSpec("Aki", "human"), SeatSpec("Ben", "human"),
                                  SeatSpec("Chika", "normal")], seed=9)
    window.table.queue.configure("instant", False)
    wait_for(lambda: window.table.handoff.isVisible())
    grab(window, f"academy-handoff-{lang}")
    window.leave_game()
    window.show_rules("academy")
    grab(window, f"academy-rules-{lang}")


def review_shots(table, grab, name: str) -> None:
    """The finished game's review (from its end screen), half way through, at the
    window's usual size and at the smallest (1024x640)."""
    table.open_review()
    review = table.review_dialog
    review.slider.setValue(review.slider.maximum() // 2)
    grab(review, name)
    review.resize(1024, 640)
    grab(review, f"{name}-1024x640")
    review.close()


def busters_until(table, done, limit: int = 200) -> None:
    """Let the human seats answer (a Dual Cut naming the true value, as a good player
    would after a few turns; the first legal choice otherwise) until `done()`."""
    from engine.busters.actions import Dual
    for _ in range(limit):
        wait_for(lambda: table.acting is not None or table.outcome is not None or table.handoff.isVisible())
        if table.outcome is not None or done():
            return
        if table.handoff.isVisible():
            table._handoff_ready(table.handoff.seat)
            continue
        seat = table.acting
        if seat is None:                   # a slow machine: the bots still thinking
            continue
        legal = table.session.legal(seat)
        state = table.session.state
        right = [a for a in legal if isinstance(a, Dual) and state.slot(*a.addr).wire.value == a.value]
        if not legal:                      # between two of its decisions: wait
            settle()
            continue
        action = right[0] if right else legal[0]
        table.submit(action)


def busters_shots(window, grab, lang: str) -> None:
    """The Busters table mid-mission (a wire selected, its values offered), the
    mission card, the hand-off and the campaign screen (the end screen and the review:
    size_shots)."""
    from engine.busters.actions import Dual
    level = GAMES["busters"].levels[-1]
    seats = [SeatSpec("Aki", "human"), SeatSpec("Ben", level), SeatSpec("Chika", level), SeatSpec("Dan", level)]
    window.start_game("busters", seats, seed=11, config={"mission": 4, "players": 4})
    table = window.table
    table.queue.configure("instant", False)
    busters_until(table, lambda: table.session.view(0).turn_no >= 5 and table.acting == 0
                  and table.session.view(0).phase == "turn" and table.session.view(0).active == 0)
    if table.acting == 0:
        duals = [a for a in table.session.legal(0) if isinstance(a, Dual)]
        if duals:
            table._clicked(("wire", duals[len(duals) // 2].addr))
        table.coach_box.setChecked(True)
        wait_for(lambda: "%" in table.coach_text.text())   # worked out on the thread pool
    grab(window, f"busters-table-{lang}")
    table.coach_box.setChecked(False)
    table.open_mission_card()
    grab(table._mission_dialog, f"busters-mission-card-{lang}")
    table._mission_dialog.close()
    window.leave_game()
    window.start_game("busters", [SeatSpec("Aki", "human"), SeatSpec("Ben", "human"), SeatSpec("Chika", level)],
                      seed=9, config={"mission": 2, "players": 3})
    window.table.queue.configure("instant", False)
    wait_for(lambda: window.table.handoff.isVisible())
    grab(window, f"busters-handoff-{lang}")
    window.leave_game()
    campaign = window.campaign.campaign
    if not campaign.crews():
        crew = campaign.create_crew("Night Shift", [("Aki", "human"), ("Ben", level), ("Chika", level), ("Dan", level)])
        for mission, won, left, turns in ((1, True, 0, 14), (2, False, 9, 17), (2, True, 0, 21), (3, True, 0, 19)):
            result = '{"meta": {"result": {"left": %d, "turns": %d}}}' % (left, turns)
            campaign.record_attempt(crew, mission, won, "busters.outcome.defused" if won else "busters.outcome.red",
                                    result)
    window.show_campaign()
    grab(window, f"busters-campaign-{lang}")
    window.show_home()


def campaign_shots(window, grab, lang: str) -> None:
    """The campaign map of a crew well on its way (missions 1-22 defused, 23 tried
    twice), at 1024x640 and 1920x1080, and its table view at 1024x640."""
    import json
    campaign = window.campaign.campaign
    crew = next((c.id for c in campaign.crews() if c.name == "Night Shift 2"), None)
    if crew is None:
        level = GAMES["busters"].levels[-1]
        crew = campaign.create_crew("Night Shift 2", [("Aki", "human"), ("Ben", level), ("Chika", level), ("Dan", level)])
        for n in range(1, 23):
            result = {"meta": {"result": {"left": 0, "turns": 9 + (n * 5) % 11}}}
            if n % 4 == 2:                       # a few took two tries
                campaign.record_attempt(crew, n, False, "busters.outcome.red",
                                        json.dumps({"meta": {"result": {"left": 3 + n % 5, "turns": 15}}}))
            campaign.record_attempt(crew, n, True, "busters.outcome.defused", json.dumps(result))
        for left in (11, 6):
            campaign.record_attempt(crew, 23, False, "busters.outcome.red",
                                    json.dumps({"meta": {"result": {"left": left, "turns": 18}}}))
    for w, h in SIZES:
        window.resize(w, h)
        window.show_campaign(crew)
        window.campaign.show_view("map")
        settle(150)                              # the page lays out its new language first
        grab(window, f"campaign-map-{w}x{h}-{lang}")
    window.resize(1024, 640)
    window.campaign.show_view("table")
    grab(window, f"campaign-table-1024x640-{lang}")
    window.campaign.show_view("map")
    window.resize(1280, 800)
    window.show_home()


def size_shots(window, grab, lang: str) -> None:
    """Home, the three tables, the tutorial and an end screen at the smallest window
    (1024x640) and at 1920x1080: each scene reached once, the window resized under it
    (as a player would), since the same seeds would play the same game again; the end
    screen and its review also at the usual size."""
    level = GAMES["busters"].levels[-1]
    seats = [SeatSpec("Aki", "human"), SeatSpec("Ben", level), SeatSpec("Chika", level), SeatSpec("Dan", level)]
    others = [SeatSpec("Aki", "human"), SeatSpec("Ben", "hard"), SeatSpec("Chika", "normal"),
              SeatSpec("Dan", "easy")]

    def sized(name: str) -> None:
        for w, h in SIZES:
            window.resize(w, h)
            settle(250)                 # what follows a layout on a timer (the tutorial's outline)
            grab(window, f"{name}-{w}x{h}-{lang}")

    window.resize(*SIZES[0])
    window.show_home()
    sized("home")
    window.start_game("busters", seats, seed=11, config={"mission": 9, "players": 4})
    table = window.table
    table.queue.configure("instant", False)
    busters_until(table, lambda: table.session.view(0).turn_no >= 3 and table.acting == 0)
    sized("busters-table")
    window.leave_game()
    window.start_game("bomu", others, seed=4)
    window.table.queue.configure("instant", False)
    auto_play(window.table, 2)
    sized("bomu-table")
    window.leave_game()
    window.start_game("academy", others, seed=5)
    table = window.table
    table.queue.configure("instant", False)
    academy_until(table, lambda: table.session.view(0).round_no >= 2
                  and table.session.view(0).stage == "pick")
    sized("academy-table")
    window.leave_game()
    tutorial_shot(window, lambda _window, _name: sized("tutorial-busters"), "tutorial-busters")
    window.start_game("busters", seats[1:], seed=4, config={"mission": 3, "players": 3})
    window.table.queue.configure("instant", False)
    wait_for(lambda: window.table.outcome is not None)
    sized("busters-end")
    window.resize(1280, 800)
    grab(window, f"busters-end-{lang}")
    review_shots(window.table, grab, f"busters-review-{lang}")
    window.leave_game()


#: missions whose own pieces are on the table (issue 26): (mission, players, seed, turns played);
#: mission 9 (seed 11, 3 turns) is size_shots' Busters table
MISSION_SCENES = ((15, 4, 3, 2), (20, 4, 5, 2), (36, 4, 4, 2), (49, 4, 2, 2),
                  (55, 4, 2, 2), (59, 4, 3, 2), (61, 4, 2, 2), (66, 4, 2, 2))


def mission_shots(window, grab, lang: str, scenes=MISSION_SCENES, sizes=SIZES) -> None:
    """The table of each mission with pieces of its own, a few turns in, at each of
    `sizes` (the smallest window and 1920x1080)."""
    level = GAMES["busters"].levels[-1]
    names = ("Aki", "Ben", "Chika", "Dan", "Emi")
    for w, h in sizes:
        window.resize(w, h)
        for mission, players, seed, turns in scenes:
            seats = [SeatSpec("Aki", "human")] + [SeatSpec(n, level) for n in names[1:players]]
            window.start_game("busters", seats, seed=seed, config={"mission": mission, "players": players})
            table = window.table
            table.queue.configure("instant", False)
            busters_until(table, lambda: table.session.view(0).turn_no >= turns and table.acting == 0)
            dialog = getattr(table, "_mission_dialog", None)
            if dialog is not None:
                dialog.close()
            grab(window, f"busters-mission{mission}-{w}x{h}-{lang}")
            window.leave_game()
    window.resize(1280, 800)


def tutorial_shot(window, grab, name: str) -> None:
    """The Busters tutorial (Help > Tutorials) at its second step: a wire outlined."""
    window.findChild(QAction, "tutorial_busters").trigger()
    guide = window.table.guide
    wait_for(lambda: guide.showing)
    guide.next_button.click()
    wait_for(lambda: guide.showing and guide.target() is not None)
    grab(window, name)
    window.leave_game()


def shoot(out: Path | None, langs=("en", "ja"), inspect=None, mission_sizes=SIZES,
          switching: bool = False) -> list[Path]:
    """Render every scene in each language into `out` (None: no files); `inspect`,
    if given, is called with each scene's widget and name (tests read its texts).
    `mission_sizes`: the window sizes of the mission scenes (the tests of `make test`
    walk them at the smallest only: each is a game played a few turns in).
    `switching`: reach each scene once and show it in every language of `langs`,
    switched at run time as a player may (the tests' walk: the games are played once,
    not once a language); the walk goes on in the language it last showed."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = create_window(app)
    window.show()
    made: list[Path] = []
    speaking = [langs[0]]                   # the language the window shows now

    def look(widget, name: str) -> None:
        if inspect is not None:
            inspect(widget, name)
        if out is not None:
            path = out / f"{name}.png"
            widget.grab().save(str(path))
            made.append(path)

    def grab(widget, name: str) -> None:
        settle()
        if not switching:
            look(widget, name)
            return
        for lang in [speaking[0], *(other for other in langs if other != speaking[0])]:
            if lang != speaking[0]:
                window.apply_settings({"language": lang})
                speaking[0] = lang
                settle()
            look(widget, re.sub(rf"-{langs[0]}(?=-|$)", f"-{lang}", name))

    for lang in langs[:1] if switching else langs:
        window.apply_settings({"language": lang, "speed": "instant"})
        window.show_home()
        grab(window, f"home-{lang}")
        dialog = NewGameDialog(GAMES["bomu"], window.store.seat_specs(), window)
        dialog.show()
        grab(dialog, f"new-game-{lang}")
        dialog.close()
        settings = SettingsDialog({"language": lang}, window)
        settings.show()
        grab(settings, f"settings-{lang}")
        settings.close()
        seats = [SeatSpec("Aki", "human"), SeatSpec("Ben", "hard"), SeatSpec("Chika", "normal"),
                 SeatSpec("Dan", "easy")]
        window.start_game("bomu", seats, seed=4)
        table = window.table
        table.queue.configure("instant", False)
        auto_play(table, 4)
        grab(window, f"bomu-table-{lang}")
        wait_for(lambda: table.outcome is not None, 1)
        window.leave_game()
        window.start_game("bomu", [SeatSpec("Aki", "human"), SeatSpec("Ben", "human"),
                                   SeatSpec("Chika", "normal")], seed=9)
        window.table.queue.configure("instant", False)
        wait_for(lambda: window.table.handoff.isVisible())
        grab(window, f"bomu-handoff-{lang}")
        window.leave_game()
        window.start_game("bomu", [SeatSpec("Ben", "hard"), SeatSpec("Chika", "normal"),
                                   SeatSpec("Dan", "easy")], seed=2)
        window.table.queue.configure("instant", False)
        wait_for(lambda: window.table.outcome is not None)
        grab(window, f"bomu-end-{lang}")
        review_shots(window.table, grab, f"bomu-review-{lang}")
        window.leave_game()
        window.show_rules("bomu")
        grab(window, f"rules-{lang}")
        academy_shots(window, grab, lang)
        busters_shots(window, grab, lang)
        campaign_shots(window, grab, lang)
        window.show_stats()
        grab(window, f"stats-{lang}")
        size_shots(window, grab, lang)
        mission_shots(window, grab, lang, sizes=mission_sizes)
    window.close()
    return made


if __name__ == "__main__":
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bakudan-shots-") as data:
        os.environ["BAKUDAN_DATA_DIR"] = data          # a new player's data, gone afterwards
        for p in shoot(folder):
            print(p)
