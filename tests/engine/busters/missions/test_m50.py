"""Mission 50 "The Blackest Sea" (REF L1262-1279) and rulings R-BB197 to R-BB199."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.inference import wire_distributions
from engine.busters.missions import get_mission
from tests.engine.busters.brute_marks import assert_agrees, brute, build
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "3.1", "5", "7"], ["2", "5", "6", "8.5"], ["5", "6", "7", "7"], ["6", "7", "9", "9"]]


def _beside(s, seat, stand=0):
    return [t.text for t in s.hands[seat][stand].beside]


def test_setup_two_red_two_yellow_stickers_a_and_b():
    # "x2 red wires. x2 yellow wires."; 2 players: 3 red, 4 yellow; stickers A and B
    g = GAME.new_game({"mission": 50, "players": 4}, 3)
    assert g.in_play["R"] == 2 and g.in_play["Y"] == 2 and g.phase == "characters"
    assert 0 in g.equipment_pile + [c.number for c in g.equipment]
    two = GAME.new_game({"mission": 50, "players": 2}, 3)
    assert two.in_play["R"] == 3 and two.in_play["Y"] == 4


def test_everyone_sees_the_red_and_yellow_wires_then_the_markers_go_back_to_the_box():
    # "Return all ... red/yellow markers to the box"; "Everyone should examine the red
    # and yellow wires in play before shuffling them in" (R-BB197): the log lists them
    # for everyone, the board shows no marker, the views keep their values
    g = GAME.new_game({"mission": 50, "players": 4}, 5)
    reds = sorted(w.text for p in range(4) for w in g.uncut_wires(p) if w.value == "R")
    for seat in range(4):
        view = GAME.view(g, seat)
        shown = {e.key: e.params["cards"] for e in view.history if e.key.startswith("busters.m50.")}
        assert sorted(shown["busters.m50.red"]) == reds and len(shown["busters.m50.yellow"]) == 2
        assert len(view.markers) == 4
    assert get_mission(50).markers is False and get_mission(1).markers is True


def test_no_validation_tokens():
    # "Return all Validation tokens (green) ... to the box."
    s = laid(50, [["2", "2", "5"], ["2", "2", "6"], ["5", "6", "7"], ["6", "7", "7"]])
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.1 2", "own 1.0.1")
    assert s.cut_count(2) == 4 and not s.validated
    assert not any(e.key == "busters.validation" for e in s.log)


def test_setup_token_pointed_at_then_put_beside_the_stand():
    # "everyone first points with their finger to the relevant wire, then puts the
    # token beside their hand" (R-BB198): blue wires only, the Captain first
    s = laid(50, HANDS, setup=True)
    assert GAME.to_act(s) == {0}
    assert legal(s, 0) == {"special beside 0.0.0", "special beside 0.0.2", "special beside 0.0.3"}
    assert illegal(s, 0, "special beside 0.0.1")             # the yellow wire
    act(s, 0, "special beside 0.0.2")
    assert _beside(s, 0) == ["+5"] and not any(sl.tokens for sl in s.hands[0][0].slots)
    act(s, 1, "special beside 1.0.2")
    act(s, 2, "special beside 2.0.2")
    act(s, 3, "special beside 3.0.2")
    assert s.phase == "turn" and s.active == 0
    # the table keeps the value beside the stand and never the wire (R-BB198, R-BB199)
    view = GAME.view(s, 1)
    assert view.stands[0].beside == ("+5",) and all(not sl.tokens for sl in view.stands[0].slots)
    placed = [e for e in view.history if e.key == "busters.info.beside"]
    assert [e.params["value"] for e in placed] == [5, 6, 7, 9]
    assert all("addr" not in e.params for e in placed)


def test_with_two_stands_the_token_lies_beside_the_stand_of_the_wire():
    s = laid(50, [[["2", "5"], ["7", "9"]], [["2", "5"], ["7", "9"]]], setup=True)
    act(s, 0, "special beside 0.1.1")
    assert _beside(s, 0, 1) == ["+9"] and _beside(s, 0, 0) == []


def test_a_failed_cut_puts_the_true_value_beside_the_stand():
    # "If a cut action fails, instead of putting the info token directly in front of the
    # chosen wire, put it next to the tile stand."
    s = laid(50, HANDS)
    act(s, 0, "dual 1.0.2 7")                                # seat 1's 6
    assert _beside(s, 1) == ["+6"] and not s.slot(1, 0, 2).tokens and s.detonator == 3
    act(s, 1, "dual 0.0.1 6")                                # seat 0's yellow wire
    assert _beside(s, 0) == ["+Y"]


def test_a_detector_failure_its_owner_chooses_whose_value_goes_beside():
    s = laid(50, HANDS)
    act(s, 0, "use ddet", "point 3.0.0", "point 3.0.2", "announce 7")
    act(s, 3, "choose 3.0.2")
    assert _beside(s, 3) == ["+9"] and not s.slot(3, 0, 2).tokens


def test_the_post_it_is_used_normally():
    # "All equipment is otherwise used normally." (R-BB198)
    s = laid(50, HANDS, equipment=[4], ready=(4,))
    act(s, 0, "use postit 0.0.3")
    assert [t.text for t in s.slot(0, 0, 3).tokens] == ["7"]


def test_the_deduction_knows_the_stand_holds_the_value_not_where():
    # R-BB199: bots, the Coach and the deduction know "this stand holds a 6" and the
    # failed cut's "not a 7", never which wire got the token
    s = laid(50, HANDS)
    act(s, 0, "dual 1.0.2 7")
    d = wire_distributions(GAME.view(s, 2))
    assert d[(1, 0, 2)].get("7", 0.0) == 0.0
    assert 0.0 < d[(1, 0, 2)].get("6", 0.0) < 1.0
    assert d[(1, 0, 1)].get("6", 0.0) > 0.0


def test_brute_force_tokens_beside_stands_of_a_two_stand_hand():
    # each token tells of the stand it lies beside, not of the whole hand
    layout = [[["1", "3", "5"], ["2", "6"]], [["1", "4", "6"], ["2", "3", "5"]]]
    extra = {"beside": [[1, 0, 4], [1, 1, 3], [0, 1, 6]]}
    s = build(50, layout, [], extra, [(1, "character keep")])
    for viewer in (0, 1):
        exact = brute(50, layout, [], extra, [(1, "character keep")], viewer)
        got = wire_distributions(GAME.view(s, viewer))
        assert_agrees(got, exact, viewer)


def test_bots_point_at_a_value_they_hold_fewest_of():
    s = laid(50, [["2", "3.1", "5", "5"], ["2", "5", "6", "8.5"], ["5", "6", "7", "7"],
                  ["6", "7", "9", "9"]], setup=True)
    a = BOTS["hard"]().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) == "special beside 0.0.0"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bots_play_the_mission_to_an_end(players):
    bots_finish(50, players=players)
