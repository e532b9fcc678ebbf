"""Missions 9 "A Sense of Priorities" (REF L614-630) and 16 "Time to Reprioritize"
(REF L720-735), and ruling R-BB162."""
from __future__ import annotations

from engine.busters import GAME
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "7", "9"], ["2", "5", "7", "9"], ["3", "5", "7", "9"], ["3", "5", "7", "9"]]
SEQ = {"sequence": [5, 7, 9]}


def test_9_three_cards_and_the_sequence_card_on_the_first():
    s = GAME.new_game({"mission": 9, "players": 4}, 1)
    seq = s.mission_data["seq"]
    assert len(set(seq["cards"])) == 3 and seq["at"] == 0 and seq["side"] == "A"


def test_9_b_waits_for_2_a_and_c_for_2_b_others_any_time():
    # "You cannot cut any b wires until you have cut at least 2 a wires. You cannot cut
    # c wires until you have cut at least 2 a wires and 2 b wires."
    s = laid(9, HANDS, mission_part=SEQ)
    values = {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")}
    assert values == {"2", "5"} and illegal(s, 0, "dual 1.0.2 7")
    act(s, 0, "dual 1.0.1 5", "own 0.0.1")                   # 2 a wires: b opens
    assert s.mission_data["seq"]["at"] == 1
    assert {a.split()[-1] for a in legal(s, 1) if a.startswith("dual")} == {"2", "7"}
    act(s, 1, "dual 0.0.2 7", "own 1.0.2")
    assert "dual 3.0.3 9" in legal(s, 2)                     # c opens


def test_16_side_b_needs_all_four():
    s = laid(16, HANDS, mission_part=SEQ)
    # "You cannot cut the b wires until you have cut all 4 a wires."
    act(s, 0, "dual 1.0.1 5", "own 0.0.1")
    assert s.mission_data["seq"]["at"] == 0 and illegal(s, 1, "dual 2.0.2 7")
    act(s, 1, "dual 0.0.0 2", "own 1.0.0")
    act(s, 2, "dual 3.0.1 5", "own 2.0.1")                   # all 4 a wires: b opens
    assert s.mission_data["seq"]["at"] == 1 and "dual 0.0.2 7" in legal(s, 3)


def test_9_faq_only_blocked_wires_left_explodes():
    # FAQ: "If a player only has sequence-blocked wires left ..., the bomb explodes."
    s = laid(9, [["2", "5"], ["2", "7", "9"], ["5", "7"], ["9", "9"]], mission_part=SEQ)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert GAME.outcome(s).key == "busters.outcome.failure"   # seat 1: only 7 and 9
    assert any(e.key == "busters.m9.blocked" and e.params == {"seat": 1} for e in s.log)


def test_bots_cut_the_pointed_value_first():
    """"You cannot cut the b wires until you have cut all 4 a wires", and a player left
    with only sequence-blocked wires explodes the bomb (FAQ): on side B (mission 16), of
    two sure cuts, the bots take the pointed card's value (the other is the first by
    value), and the Coach says why when a Dual Cut is chosen for it."""
    from engine.busters.actions import Dual
    from engine.busters.botctx import BotContext
    from engine.busters.bots import BOTS, BustersBot
    from engine.busters.missions import get_mission
    s = laid(16, [["2", "2", "5", "5", "5", "5"], ["3", "7"], ["3", "7"], ["7", "7", "9", "9", "9", "9"]],
             mission_part=SEQ)
    view = GAME.view(s, 0)
    assert {"solo 2", "solo 5"} <= legal(s, 0)
    for level in ("hard", "expert"):
        assert str(BOTS[level]().choose(view, GAME.legal_actions(s, 0), None)) == "solo 5"
    m = get_mission(16)
    assert (m.progress(view, 5), m.progress(view, 2), m.progress(view, 7)) == (0.1, 0.0, 0.0)
    ctx = BotContext(BOTS["expert"](), view, GAME.legal_actions(s, 0))
    assert BustersBot._progress_key(ctx, Dual((1, 0, 1), 5), "k") == "busters.advice.sequence"
    assert BustersBot._progress_key(ctx, Dual((1, 0, 0), 2), "k") == "k"
    s.mission_data["seq"]["at"] = 2                  # the last card: nothing left to open
    assert m.progress(GAME.view(s, 0), 9) == 0.0
    # side A (mission 9) opens the next card after 2 wires: the bots do without it
    nine = laid(9, [["2", "2", "5", "5", "5", "5"], ["3", "7"], ["3", "7"], ["7", "7", "9", "9", "9", "9"]],
                mission_part=SEQ)
    assert get_mission(9).progress(GAME.view(nine, 0), 5) == 0.0


def test_bots_play_them_to_an_end():
    bots_finish(9)
    bots_finish(16)
