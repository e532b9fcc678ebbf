"""Base rules, table-driven where it helps. Sources: REF = shared/rules/
bomb-busters-reference.md (line numbers), RB = the rulebook, FACTS = FACTS.md."""
from __future__ import annotations

import pytest

from engine.busters import GAME
from tests.engine.busters.helpers import act, deal, illegal, keys, legal

# seat 0: 1 3 3.1 5 5 | seat 1: 1 2 5 7.5 | seat 2: 2 3 5 6.1 | seat 3: 1 2 3 9
FOUR = [["1", "3", "3.1", "5", "5"], ["1", "2", "5", "7.5"], ["2", "3", "5", "6.1"],
        ["1", "2", "3", "9"]]


def test_dual_cut_success_cuts_both_wires_in_place():
    """REF L199-204: the teammate's wire and one identical wire of the active player
    are cut face up, in place; the active player picks which of its copies (R-BB6)."""
    s = deal(4, FOUR)
    act(s, 0, "dual 1.0.2 5")
    assert s.slot(1, 0, 2).cut and len(s.hands[1][0].slots) == 4
    assert GAME.to_act(s) == {0} and legal(s, 0) == {"own 0.0.3", "own 0.0.4"}
    act(s, 0, "own 0.0.4")
    assert s.slot(0, 0, 4).cut and not s.slot(0, 0, 3).cut
    assert s.active == 1 and s.detonator == 4


@pytest.mark.parametrize("target,announced,token", [
    ("1.0.1", "5", "2"),     # REF L211-214: blue: the true value
    ("2.0.3", "5", "Y"),     # RB "yellow Info token is used" for a yellow wire, R-BB20
    ("2.0.3", "Y", "Y"),     # wrong wire... is yellow: announced Y at a yellow = success (below)
])
def test_dual_cut_failure_advances_and_shows_the_true_value(target, announced, token):
    s = deal(4, FOUR)
    if announced == "Y":     # announcing YELLOW at a yellow wire succeeds instead
        act(s, 0, f"dual {target} Y")
        assert s.slot(2, 0, 3).cut and legal(s, 0) == {"own 0.0.2"}
        return
    events = act(s, 0, f"dual {target} {announced}")
    seat, stand, slot = (int(x) for x in target.split("."))
    assert s.detonator == 3
    assert [t.value for t in s.slot(seat, stand, slot).tokens] == [int(token) if token.isdigit() else token]
    # REF L218: the active player's own wire stays secret: no event names seat 0's wires
    assert not any(e.params.get("addr", [None])[0] == 0 for e in events if "addr" in e.params)
    assert s.active == 1


def test_failure_on_red_explodes():
    """REF L210: a failed dual cut on a red wire: the bomb explodes."""
    s = deal(4, FOUR)
    act(s, 0, "dual 1.0.3 1")
    out = GAME.outcome(s)
    assert out is not None and out.key == "busters.outcome.red" and out.winners == frozenset()


def test_announced_value_must_be_in_hand_but_may_be_wrong():
    """REF L197, FAQ L466/L468/L220: only values you hold; a deliberate wrong call is legal."""
    s = deal(4, FOUR)
    assert illegal(s, 0, "dual 1.0.0 2")          # seat 0 holds no 2
    assert "dual 1.0.0 3" in legal(s, 0)           # holds a 3, the wire is a 1: allowed
    assert not any(a.startswith("dual") and a.endswith(" R") for a in legal(s, 0))
    assert "dual 1.0.0 Y" in legal(s, 0)           # REF L251: holds a yellow: may call it


def test_yellow_is_one_value():
    """REF L246-252: yellow wires are all YELLOW in play; a correct call cuts 2."""
    s = deal(6, [["3.1", "4"], ["4", "9.1"], ["4", "4"], ["5.1", "7.1"]])
    act(s, 0, "dual 1.0.1 Y", "own 0.0.0")
    assert s.slot(1, 0, 1).cut and s.slot(0, 0, 0).cut
    assert s.cut_count("Y") == 2


@pytest.mark.parametrize("hands,value,ok", [
    # FAQ L232: the 4 copies across both stands of one hand
    ([[["9", "9", "1"], ["9", "9", "2"]], [["1"], ["2"]]], "9", True),
    # REF L224: not when a copy is elsewhere
    ([[["9", "9", "1"], ["9", "2"]], [["1", "9"], ["2"]]], "9", False),
    # FAQ L234: never 3 of a kind (here only 3 copies are in play at all)
    ([[["8", "8", "8"], ["1"]], [["1"], ["2"]]], "8", False),
    # REF L256: yellow: all remaining yellows in one hand
    ([[["3.1", "1"], ["5.1"]], [["1"], ["2"]]], "Y", True),
])
def test_solo_cut_needs_every_remaining_copy(hands, value, ok):
    s = deal(6, hands)
    assert (f"solo {value}" in legal(s, 0)) is ok
    if ok:
        act(s, 0, f"solo {value}")
        assert not any(w.value == (value if value == "Y" else int(value))
                       for w in s.uncut_wires(0))


def test_solo_cut_of_the_last_two_after_two_were_cut():
    """REF L228: 2 of a value when the other pair is already cut."""
    s = deal(4, [[["7", "7", "7", "1"], ["2"]], [["7", "1"], ["2"]]])
    assert "solo 7" not in legal(s, 0)
    act(s, 0, "dual 1.0.1 7", "own 0.0.1")      # stands sort ascending: 1 7 7 7 / 1 7
    act(s, 1, "dual 0.1.0 2", "own 1.1.0")
    assert "solo 7" in legal(s, 0)
    act(s, 0, "solo 7")
    assert s.cut_count(7) == 4 and 7 in s.validated     # REF L266, R-BB21: validation token


def test_reveal_red_wires_only_when_all_red():
    """REF L236-240; mission 3: with only red left, revealing is the only action."""
    s = deal(4, [["7.5", "2.5"], ["1", "2"], ["1", "2"], ["3", "3"]])
    assert legal(s, 0) == {"reveal"}
    act(s, 0, "reveal")
    assert not s.has_wires(0) and s.active == 1
    s = deal(4, [["7.5", "2"], ["1", "2"], ["1", "2"], ["3", "3"]])
    assert "reveal" not in legal(s, 0)


def test_players_without_wires_are_skipped_and_empty_stands_win():
    """REF L442-447 (skipped), L425-430 / RB "End of the game" (all stands empty)."""
    s = deal(1, [["1"], ["1"], ["2"], ["2"]])
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")
    assert s.active == 2                      # seat 1 has no wires: skipped
    act(s, 2, "dual 3.0.0 2", "own 2.0.0")
    out = GAME.outcome(s)
    assert out is not None and out.key == "busters.outcome.defused"
    assert out.winners == frozenset(range(4))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_detonator_survives_n_minus_1_failures(players):
    """FACTS.md: the dial starts N spaces from the skull; the N-th failure explodes."""
    counts = {2: [2, 2], 3: [2, 1, 1], 4: [1] * 4, 5: [1] * 5}[players]
    hands = [[[str(p + 1), str(p + 6)] for _ in range(k)] for p, k in enumerate(counts)]
    s = deal(4, hands)
    assert s.detonator == players
    for i in range(players):
        seat = s.active
        target = (seat + 1) % players
        act(s, seat, f"dual {target}.0.1 {seat + 1}")      # a wrong value: failure
        if i < players - 1:
            assert GAME.outcome(s) is None
    assert GAME.outcome(s).key == "busters.outcome.detonator"


def test_info_token_shortage_speaks_when_nothing_can_be_repurposed():
    """FAQ L472, R-BB9: both 5 tokens in use and none on a cut wire: the value is said aloud."""
    s = deal(4, [["3", "5"], ["5", "6"], ["3", "5"], ["5", "6"]],
             setup=["info 0.0.1", "info 1.0.0"])
    assert legal(s, 2) == {"info 2.0.0"}           # R-BB5: no 5 token left for setup
    act(s, 2, "info 2.0.0")
    act(s, 3, "info 3.0.1")
    assert s.info_supply[5] == 0
    events = act(s, 0, "dual 2.0.1 3")             # fails on a 5: no 5 token left
    assert "busters.info.spoken" in keys(events)
    assert [(t.value, t.spoken) for t in s.slot(2, 0, 1).tokens] == [(5, True)]
    assert GAME.view(s, 1).stands[2].slots[1].tokens == ("5!",)


def test_repurposed_token_comes_from_a_cut_wire():
    s = deal(4, [["3", "5"], ["5", "6"], ["3", "5", "6"], ["5", "6"]],
             setup=["info 0.0.1", "info 1.0.0", "info 2.0.0", "info 3.0.1"])
    act(s, 0, "dual 1.0.0 5", "own 0.0.1")        # both 5s with tokens... seat 1's is cut
    events = act(s, 1, "dual 2.0.1 6")            # seat 2's 5: wrong, 5 token needed
    assert "busters.info.repurposed" in keys(events)
    assert s.slot(2, 0, 1).tokens[0].value == 5 and not s.slot(2, 0, 1).tokens[0].spoken


def test_equipment_unlocks_when_two_of_its_value_are_cut():
    """REF L278 / RB "A piece of equipment can be used as soon as the 2 wires ..."."""
    s = deal(4, [["5", "1"], ["5", "2"], ["1", "2"], ["3", "3"]], equipment=[5])
    assert s.equipment[0].status == "locked"
    events = act(s, 0, "dual 1.0.1 5", "own 0.0.1")
    assert s.equipment[0].status == "ready" and "busters.equipment.unlocked" in keys(events)


def test_illegal_action_changes_nothing():
    import pickle
    s = deal(4, FOUR)
    before = pickle.dumps(s)
    for text in ("dual 0.0.0 1", "solo 5", "reveal", "own 0.0.3", "use rewinder", "dual 9.0.0 1"):
        assert illegal(s, 0, text)
    assert illegal(s, 1, "dual 0.0.0 1")          # not seat 1's turn
    assert pickle.dumps(s) == before


def test_a_hand_of_two_stands_is_one_hand():
    """RB "2 tile stands ... will always be considered as a single hand": the
    identical wire may come from either stand; teammates target either stand."""
    s = deal(4, [[["2", "6"], ["6", "9"]], [["1", "6"], ["3", "9"]]])
    assert {"dual 1.0.0 6", "dual 1.1.1 6"} <= legal(s, 0)
    act(s, 0, "dual 1.0.1 6")
    assert legal(s, 0) == {"own 0.0.1", "own 0.1.0"}
