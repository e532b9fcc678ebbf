"""Missions 19 "In the Belly of the Beast" (REF L770-781) and 30 "Speed Mission!"
(REF L933-946): their sound files are played as the app's own scripted events
(FACTS.md, "Sound-file missions"; rulings R-BB174 and R-BB175)."""
from __future__ import annotations

from engine.busters import GAME
from engine.busters.missions.components import Cards, Clock, Stage
from tests.engine.busters.helpers import act
from tests.engine.busters.missions.helpers import bots_finish, laid


def _clock(s, seat=0):
    return next((c for c in GAME.view(s, seat).mission_info if isinstance(c, Clock)), None)


# ---- mission 19 -----------------------------------------------------------------------------



def test_m19_setup_one_red_two_of_three_yellow_false_bottom():
    s = GAME.new_game({"mission": 19, "players": 4}, 2)
    wires = [w for p in range(4) for w in s.uncut_wires(p)]
    assert sum(w.value == "R" for w in wires) == 1 and sum(w.value == "Y" for w in wires) == 2
    assert sum(1 for m in s.markers if m[0] == "yellow") == 3            # "2 out of 3"


def test_m19_a_15_minute_countdown_that_lies_when_it_runs_out():
    # R-BB174: the first countdown reaching 0:00 does not explode: the real timer, 3 min
    s = laid(19, [["1", "2"], ["1", "2"], ["1", "2"], ["1", "2"]])
    assert _clock(s) == Clock("m19.fake", 900)
    act(s, 0, "special timeout m19.fake")
    assert GAME.outcome(s) is None and _clock(s) == Clock("m19.real", 180)
    assert Stage("real") in GAME.view(s, 1).mission_info
    act(s, 0, "special timeout m19.real")
    assert GAME.outcome(s).key == "busters.outcome.timer"


def test_m19_half_the_blue_wires_cut_show_the_real_timer():
    s = laid(19, [["1", "2"], ["1", "2"], ["1", "2"], ["1", "2"]])
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")
    assert _clock(s).id == "m19.fake"                  # 2 of 8 blue wires
    act(s, 1, "dual 2.0.1 2", "own 1.0.1")             # 4 of 8: half
    assert _clock(s) == Clock("m19.real", 300)
    assert any(e.key == "busters.m19.found" for e in s.log)


# ---- mission 30 -----------------------------------------------------------------------------
HANDS30 = [["1", "2", "5"], ["1", "2", "5"], ["1", "2", "5"], ["1", "2", "5"]]
DECK = {"deck": [1, 2, 5, 3, 4, 6, 7, 8, 9, 10, 11, 12]}


def test_m30_a_timed_card_needs_two_cuts_of_its_value_within_20_seconds():
    s = laid(30, HANDS30, mission_part=DECK)
    assert _clock(s) == Clock("m30.card1", 20)
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")             # 2 wires of 1 cut: next card
    assert s.mission_data["cards"] == [2] and _clock(s) == Clock("m30.card2", 20)
    dial = s.detonator
    act(s, 1, "special timeout m30.card2")             # not cut in time
    assert s.detonator == dial - 1 and s.mission_data["cards"] == [5]
    assert any(e.key == "busters.m30.missed" and e.params["cards"] == [2] for e in s.log)


def test_m30_fifteen_seconds_from_the_fourth_card_then_three_cards_then_the_end():
    # (3, 4, 6, 7, 8 and 9 have no wires in this deal: nothing to miss)
    s = laid(30, HANDS30, mission_part={"deck": [3, 4, 6, 7, 8, 9, 1, 2, 5, 10, 11, 12]})
    for k in range(1, 7):
        clock = _clock(s)
        assert clock.id == f"m30.card{k}" and clock.seconds == (20 if k <= 3 else 15)
        act(s, min(GAME.to_act(s)), f"special timeout {clock.id}")
    assert s.mission_data["stage"] == "three" and s.mission_data["cards"] == [1, 2, 5]
    assert _clock(s) == Clock("m30.three", 120) and s.detonator == 4
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")             # 2 of the 4 wires of 1: not done
    act(s, 1, "special timeout m30.three")
    assert s.detonator == 1                              # 1 space for each card not done
    assert _clock(s) == Clock("m30.final", 120)
    act(s, 1, "special timeout m30.final")
    assert GAME.outcome(s).key == "busters.outcome.timer"


def test_m30_a_card_whose_wires_are_all_cut_is_discarded():
    s = laid(30, HANDS30, mission_part={"deck": [5, 2, 1, 3, 4, 6, 7, 8, 9, 10, 11, 12]})
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")               # two 1s: card 5 still up
    act(s, 1, "dual 2.0.2 5", "own 1.0.2")               # card 5 done: card 2 up
    act(s, 2, "dual 3.0.0 1", "own 2.0.0")               # the last 1s
    act(s, 3, "dual 0.0.1 2", "own 3.0.1")               # card 2 done: 1 is all cut
    assert [e.params["cards"] for e in s.log if e.key == "busters.m30.replaced"] == [[1]]
    assert s.mission_data["cards"] == [3] and s.mission_data["k"] == 2


def test_every_bot_level_finishes_both():
    bots_finish(19)
    bots_finish(30)
