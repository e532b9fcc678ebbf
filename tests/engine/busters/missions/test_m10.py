"""Mission 10 "A Rough Patch" (REF L632-649), rulings R-BB171 (who says "Snip!") and
R-BB172 (the clock)."""
from __future__ import annotations

from engine.busters import GAME
from engine.busters.missions.components import Clock
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5"], ["2", "5"], ["3", "7"], ["3", "7"]]


def _clock(view):
    return [c for c in view.mission_info if isinstance(c, Clock)]


def test_setup_no_coffee_mug_one_red_four_yellow_and_the_false_bottom():
    # "x1 red wire. x4 yellow wires. If Equipment 11 (Coffee Mug) is drawn, discard it"
    # "Rule Sticker A applies"
    for seed in range(6):
        s = GAME.new_game({"mission": 10, "players": 4}, seed)
        assert all(c.number != 11 for c in s.equipment)
        wires = [w for p in range(4) for w in s.uncut_wires(p)]
        assert sum(w.value == "R" for w in wires) == 1 and sum(w.value == "Y" for w in wires) == 4
    assert any(c.name == "false_bottom" for seed in range(12)
               for c in GAME.new_game({"mission": 10, "players": 5}, seed).equipment)


def test_a_15_minute_clock_12_with_two_players_from_the_end_of_setup():
    # "Prepare a 15-minute timer." "2-player override: 12 min."
    # "Once setup is complete, start the timer"
    s = GAME.new_game({"mission": 10, "players": 4}, 1)
    assert not _clock(GAME.view(s, 0))                  # setup info tokens: not yet
    s = laid(10, HANDS)
    assert _clock(GAME.view(s, 2)) == [Clock("m10", 900)]
    assert "special timeout m10" in legal(s, 0)
    s2 = laid(10, [[["2"], ["5"]], [["2"], ["5"]]])
    assert _clock(GAME.view(s2, 1)) == [Clock("m10", 720)]


def test_the_clock_running_out_explodes_the_bomb_in_any_phase():
    s = laid(10, HANDS)
    act(s, 0, "special snip", "dual 1.0.0 2")            # the own-cut step
    assert s.phase == "own_cut" and "special timeout m10" in legal(s, 0)
    act(s, 0, "special timeout m10")
    out = GAME.outcome(s)
    assert out is not None and not out.winners and out.key == "busters.outcome.timer"


def test_timers_off_no_clock_and_no_run_out():
    # R-BB172: a setting turns timers off; it is part of the game's config
    s = GAME.new_game({"mission": 10, "players": 4, "timers": False}, 1)
    while s.phase in ("characters", "setup_info"):
        seat = min(GAME.to_act(s))
        GAME.apply(s, seat, GAME.legal_actions(s, seat)[0])
    assert not _clock(GAME.view(s, 0))
    assert all(str(a) != "special timeout m10" for a in GAME.legal_actions(s, min(GAME.to_act(s))))


def test_whoever_says_snip_plays_the_last_asked_must():
    # "you may take turns in any order you like. Once a bomb disposal expert says
    # "Snip!", they become the active player" (R-BB171: asked in turn, clockwise)
    s = laid(10, HANDS)
    assert GAME.to_act(s) == {0} and legal(s, 0) == {"special snip", "special notme", "special timeout m10"}
    for seat in (0, 1, 2):
        act(s, seat, "special notme")
    assert GAME.to_act(s) == {3} and legal(s, 3) == {"special snip", "special timeout m10"}
    assert illegal(s, 3, "special notme")
    act(s, 3, "special snip")
    assert s.active == 3 and s.phase == "turn"


def test_nobody_takes_two_turns_in_a_row():
    # "the same bomb disposal expert cannot take 2 consecutive turns in a row"
    s = laid(10, HANDS)
    act(s, 0, "special notme")
    act(s, 1, "special snip")                             # seat 1 plays
    act(s, 1, "dual 0.0.0 2", "own 1.0.0")
    assert s.phase == "mission" and s.mission_data["asking"] == [2, 3, 0]
    assert illegal(s, 1, "special snip")


def test_two_players_may_play_twice_in_a_row():
    # "(except when playing with 2 players)"
    s = laid(10, [[["2"], ["5", "5"]], [["2"], ["3", "3"]]])
    act(s, 0, "special snip", "dual 1.0.0 2", "own 0.0.0")
    assert s.mission_data["asking"] == [1, 0]
    act(s, 1, "special notme")
    act(s, 0, "special snip")
    assert s.active == 0


def test_the_last_player_with_wires_plays_again_without_being_asked():
    # FAQ: "except ... when they are the last player with wires remaining"
    s = laid(10, [["5", "5"], ["5"], ["5"], ["7", "7"]])
    act(s, 0, "special notme")
    act(s, 1, "special snip", "dual 0.0.0 5", "own 1.0.0")   # seat 1 is out of wires
    act(s, 2, "special snip", "dual 0.0.1 5", "own 2.0.0")   # asked: 2, 3, 0
    # seats 0 and 2 have no wires left: only seat 3 (7) may play, twice in a row
    assert not s.has_wires(2) and s.mission_data["last"] == 2
    assert s.active == 3 and s.phase == "turn"


def test_every_bot_level_finishes():
    bots_finish(10)
