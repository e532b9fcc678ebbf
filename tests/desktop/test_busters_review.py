"""The Bomb Busters review analyses the game: every cut with the chance its mover had
(from the mover's own view, exactly) beside the Expert's choice, the gambles and the
losing move marked, and buttons and keys that jump to them. Laid games whose chances
are known by hand, opened from the end screen as a player does."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.store.db import SeatSpec
from engine.core import GameRecord
from tests.desktop.test_busters import click_button

#: Aki and Ben, two stands each of one or two wires. Aki sees Ben's stands hold {1, 2}
#: one each: her cut at Ben's first stand is a guess between two values (50%); then
#: Ben, knowing both 1s are cut and holding a 2, knows Aki's last wire is the other 2.
WON = ([[["1"], ["2"]], [["1"], ["2"]]],
       [(0, "dual 1.0.0 1"), (0, "own 0.0.0"), (1, "dual 0.1.0 2"), (1, "own 1.1.0")])
#: Ben's stands hold {1, 2, 3, red 3.5} as Aki sees them: a 1 at his first stand's left
#: is one of its two wires (50%); Ben then guesses between Aki's 2 and 3 (50%); Aki cuts
#: the red wire as a 3 (no chance: it is the right one of 3 and red 3.5) and loses.
LOST = ([[["1", "3"], ["2"]], [["1", "2"], ["3", "3.5"]]],
        [(0, "dual 1.0.0 1"), (0, "own 0.0.0"), (1, "dual 0.1.0 2"), (1, "own 1.0.1"),
         (0, "dual 1.1.1 3")])


def finished(qtbot, window, laid):
    """The laid game (its record replayed) played to its end at instant speed."""
    hands, actions = laid
    deal = {"hands": hands, "equipment": [], "setup_info": False}
    record = GameRecord(game="busters", version=1, config={"mission": 1, "players": 2}, seed=1,
                        deal=deal, actions=actions)
    window.store.set("speed", "instant")
    window.start_game("busters", [SeatSpec("Aki", "human"), SeatSpec("Ben", "human")], record=record)
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.outcome is not None, timeout=5000)
    return table


def open_review(qtbot, window, laid):
    """Play the laid game (its record replayed), then "Review the game" on the end
    screen; wait until every cut is analysed (on the thread pool)."""
    table = finished(qtbot, window, laid)
    click_button(qtbot, table.end.review_button)
    review = table.review_dialog
    qtbot.waitUntil(lambda: review.analyst.pending() == 0, timeout=20000)
    return review


def step_to(qtbot, review, k: int) -> None:
    """Step with ▶ / ◀ as a player does, up to action k."""
    while review.current != k:
        click_button(qtbot, review.buttons["next" if review.current < k else "prev"])


def test_each_cut_shows_the_chance_its_mover_had_and_the_experts_choice(qtbot, window):
    from desktop.games.busters.review_panel import GAMBLE_C, SURE_C
    review = open_review(qtbot, window, WON)
    assert review.analysis.text() == "", "the deal is no cut"
    step_to(qtbot, review, 1)
    assert review.analysis.text().splitlines() == [
        "Aki's cut: chance of success 50%, a gamble.",
        "The Expert would have done the same."]
    step_to(qtbot, review, 2)                 # Aki cuts her own 1: part of her move
    assert review.analysis.text() == ""
    step_to(qtbot, review, 3)
    assert review.analysis.text().splitlines()[0] == "Ben's cut: chance of success 100%, a sure cut."
    assert review.marks.marks == {1: GAMBLE_C, 3: SURE_C}
    summary = review.jumps.summary.text()
    assert summary.startswith("1 gamble") and summary.endswith("among 2 cuts.")
    # won: no losing move; no gamble after the last cut, one before it
    assert not review.jumps.buttons["lost"].isEnabled()
    assert not review.jumps.buttons["next_gamble"].isEnabled()
    click_button(qtbot, review.jumps.buttons["prev_gamble"])
    assert review.current == 1


def test_the_gambles_and_the_losing_move_are_a_click_or_a_key_away(qtbot, window):
    from desktop.games.busters.review_panel import LOST_C
    review = open_review(qtbot, window, LOST)
    assert review.marks.marks[5] == LOST_C
    click_button(qtbot, review.jumps.buttons["next_gamble"])
    assert review.current == 1
    qtbot.keyClick(review, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert review.current == 3
    assert review.analysis.text().splitlines() == [
        "Ben's cut: chance of success 50%, a gamble.",
        "The Expert's choice then: point at Aki's stand 1, wire #2 and say “2” (chance of success 50%).",
        "The best chance, weighed against red wires and the dial."]
    click_button(qtbot, review.jumps.buttons["next_gamble"])
    assert review.current == 5
    assert not review.jumps.buttons["next_gamble"].isEnabled()
    qtbot.keyClick(review, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert review.current == 3
    click_button(qtbot, review.buttons["first"])
    qtbot.keyClick(review, Qt.Key.Key_L)
    assert review.current == 5
    click_button(qtbot, review.buttons["first"])
    click_button(qtbot, review.jumps.buttons["lost"])
    assert review.current == 5
    assert review.analysis.text().splitlines() == [
        "This move lost the mission.",
        "Aki's cut: chance of success 0%, a gamble.",
        "The Expert's choice then: point at Ben's stand 2, wire #1 and say “3” (chance of success 100%).",
        "This wire is certain."]
    # the analysis is kept: the review opened again shows it at once
    review.close()
    click_button(qtbot, window.table.end.review_button)
    again = window.table.review_dialog
    assert again is not review and again.analyst.pending() == 0


def test_the_review_stays_free_while_it_analyses_and_a_jump_waits_for_it(qtbot, window, monkeypatch):
    """The verdicts are held back (as a slow solve would hold them): the window still
    steps, says "Analysing…", and a jump to the next gamble goes there once it is known."""
    from desktop.games.busters import review_worker
    held: list = []
    done = review_worker.Analyst._done

    def hold(analyst, key, step, result):
        held.append((analyst, key, step, result))
    monkeypatch.setattr(review_worker.Analyst, "_done", hold)
    monkeypatch.setattr(review_worker, "_kept", {})        # nothing known from before
    table = finished(qtbot, window, LOST)
    click_button(qtbot, table.end.review_button)
    review = table.review_dialog
    step_to(qtbot, review, 1)
    qtbot.waitUntil(lambda: bool(held), timeout=30000)    # the first verdict is in, and held
    assert review.analysis.text() == "Analysing…"
    assert review.jumps.summary.text() == "Analysing the cuts: 0 of 3 done…"
    click_button(qtbot, review.buttons["first"])
    click_button(qtbot, review.jumps.buttons["next_gamble"])
    assert review.current == 0, "the jump waits: the cut on the way is not known yet"
    monkeypatch.setattr(review_worker.Analyst, "_done", done)
    for answer in held:
        done(*answer)
    qtbot.waitUntil(lambda: review.current == 1, timeout=20000)
    qtbot.waitUntil(lambda: review.analyst.pending() == 0, timeout=20000)
    assert review.analysis.text().startswith("Aki's cut: chance of success 50%")


def test_a_cut_at_several_wires_counts_any_or_every_one_exactly():
    """A detector succeeds when any pointed wire holds a value; one's own unseen wires
    (and a mission's cut of several) only when every one does. Aki's view at her first
    cut: Ben's stands hold a 1 and a 2, one each."""
    from dataclasses import replace
    from engine.busters.bots import ExpertBot
    from desktop.games.busters.review_analysis import chance, find_cuts
    hands, actions = WON
    record = GameRecord(game="busters", version=1, config={"mission": 1, "players": 2}, seed=1,
                        deal={"hands": hands, "equipment": [], "setup_info": False}, actions=actions)
    cut = find_cuts(record).cuts[1]
    post = ExpertBot().posterior(cut.view)
    both = ((1, 0, 0), (1, 1, 0))
    assert chance(post, cut) == pytest.approx(0.5)
    assert chance(post, replace(cut, targets=both, values=(1,))) == pytest.approx(1.0)
    assert chance(post, replace(cut, targets=both, values=(1,), every=True)) == pytest.approx(0.0, abs=1e-9)
    assert chance(post, replace(cut, targets=both, values=(1, 2), every=True)) == pytest.approx(1.0)
    assert chance(post, replace(cut, targets=(), values=(1,), every=True)) == 1.0
