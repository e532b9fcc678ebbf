"""Mission 52 "Dirty Double-crossers" (REF L1300-1312) and rulings R-BB195, R-BB196."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.inference import wire_distributions
from tests.engine.busters.brute_marks import assert_agrees, brute, build
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "4.5", "7"], ["2", "5", "6"], ["5", "6.1", "7"], ["6", "7", "9"]]


def _tokens(s, seat, stand, slot):
    return [t.text for t in s.slot(seat, stand, slot).tokens]


def test_setup_three_red_no_label_cards_stickers_a_and_b():
    # "x3 red wires"; "If Equipment 1 (≠ Label) or 12 (= Label) is drawn, discard it";
    # 2 players: 3 red, 4 yellow; rule stickers A and B
    for seed in range(12):
        g = GAME.new_game({"mission": 52, "players": 4}, seed)
        assert not {c.number for c in g.equipment} & {1, 12}
        assert g.in_play["R"] == 3 and g.in_play["Y"] == 0
        assert g.phase == "characters"                      # sticker B first
    two = GAME.new_game({"mission": 52, "players": 2}, 1)
    assert two.in_play["R"] == 3 and two.in_play["Y"] == 4
    assert 0 in two.equipment_pile + [c.number for c in two.equipment]   # False Bottom (A)


def test_no_false_bottom_where_no_yellow_wire_is_in_play():
    # Issue 31: rule sticker A's False Bottom joins "in missions with yellow wires"
    # (FACTS.md) and is "available when 2 yellow wires are cut"; at 3-5 players this
    # mission has none (only the 2-player override adds "x4 yellow"), so it is left out
    for players in (3, 4, 5):
        for seed in range(12):
            g = GAME.new_game({"mission": 52, "players": players}, seed)
            assert 0 not in g.equipment_pile + [c.number for c in g.equipment], (players, seed)
    assert all(0 in g.equipment_pile + [c.number for c in g.equipment]
               for g in (GAME.new_game({"mission": 52, "players": 2}, seed) for seed in range(4)))


def test_each_player_puts_two_false_tokens_blue_or_red_never_the_wires_value():
    # "each bomb disposal expert puts 2. These tokens must be false: the 2 values must
    # not match the wires they point at. The indicated wires can be blue or red."
    s = laid(52, HANDS, setup=True)
    assert GAME.to_act(s) == {0} and s.phase == "mission"   # the Captain first
    wires = legal(s, 0)
    assert wires == {"special false 0.0.0", "special false 0.0.1", "special false 0.0.2"}
    act(s, 0, "special false 0.0.1")                        # the red 4.5
    values = legal(s, 0)
    assert values == {f"special falsevalue {v}" for v in range(1, 13)}   # a red is no number
    act(s, 0, "special falsevalue 4")
    # one token a wire (R-BB195): the red one is taken now
    assert "special false 0.0.1" not in legal(s, 0)
    act(s, 0, "special false 0.0.0")
    assert "special falsevalue 2" not in legal(s, 0) and illegal(s, 0, "special falsevalue 2")
    act(s, 0, "special falsevalue 3")
    assert _tokens(s, 0, 0, 0) == ["~3"] and _tokens(s, 0, 0, 1) == ["~4"]
    assert GAME.to_act(s) == {1}                            # then clockwise
    # never on a yellow wire
    act(s, 1, "special false 1.0.0", "special falsevalue 3", "special false 1.0.1",
        "special falsevalue 6")
    assert "special false 2.0.1" not in legal(s, 2)
    act(s, 2, "special false 2.0.0", "special falsevalue 6", "special false 2.0.2",
        "special falsevalue 5")
    # numbered tokens from the supply only: the 3s and the 6s are gone
    act(s, 3, "special false 3.0.2")
    assert "special falsevalue 3" not in legal(s, 3) and "special falsevalue 6" not in legal(s, 3)
    act(s, 3, "special falsevalue 8", "special false 3.0.0", "special falsevalue 7")
    assert s.phase == "turn" and s.active == 0
    assert [t.text for t in s.slot(3, 0, 2).tokens] == ["~8"]


def test_a_failed_dual_cut_leaves_a_false_token_of_the_stated_value():
    # "When a bomb disposal expert's Dual Cut action fails, the owner of the indicated
    # wire puts an info token matching the stated value in front of their tile stand
    # (which, of course, is false information as the action was not successful)."
    s = laid(52, HANDS)
    act(s, 0, "dual 1.0.1 7")                               # seat 1's 5, stated 7
    assert _tokens(s, 1, 0, 1) == ["~7"] and s.detonator == 3
    act(s, 1, "dual 2.0.1 6")                               # a yellow wire, stated 6
    assert _tokens(s, 2, 0, 1) == ["~6"]
    act(s, 2, "dual 3.0.2 7")                               # a 9, stated 7
    assert _tokens(s, 3, 0, 2) == ["~7"]
    # a success leaves no token
    act(s, 3, "dual 1.0.2 6", "own 3.0.0")
    assert not s.slot(1, 0, 2).tokens


def test_a_stated_yellow_leaves_the_yellow_token_not_yellow():
    # R-BB196: the token of the stated value; for a yellow announcement, the yellow one
    s = laid(52, [["2", "3.1", "7"], ["2", "5", "6"], ["5", "6", "7"], ["6", "7", "9"]])
    act(s, 0, "dual 1.0.1 Y")
    assert _tokens(s, 1, 0, 1) == ["~Y"]


def test_detector_and_x_or_y_ray_failures():
    # R-BB196 (as R-BB104): with 2 stated values the lower; a detector's failure: the
    # owner chooses which pointed wire gets the token, of the stated value
    s = laid(52, [["2", "5", "7"], ["2", "6", "9"], ["5", "6", "7"], ["6", "7", "9"]],
             equipment=[10], ready=(10,))
    act(s, 0, "use xray", "point 1.0.2", "announce 5 7")     # a 9
    assert _tokens(s, 1, 0, 2) == ["~5"]
    act(s, 1, "use ddet", "point 2.0.0", "point 2.0.1", "announce 9")
    assert legal(s, 2) == {"choose 2.0.0", "choose 2.0.1"}
    act(s, 2, "choose 2.0.1")
    assert _tokens(s, 2, 0, 1) == ["~9"]


def test_the_post_it_token_is_false_its_user_chooses_the_value():
    # "All the info tokens in this mission are false" (R-BB196): the Post-it too
    s = laid(52, HANDS, equipment=[4], ready=(4,))
    posts = {a for a in legal(s, 0) if a.startswith("use postit")}
    assert "use postit 0.0.0 2" not in posts and "use postit 0.0.0 3" in posts
    assert not any(a.startswith("use postit 0.0.1") for a in posts)     # blue wires only
    act(s, 0, "use postit 0.0.2 8")
    assert _tokens(s, 0, 0, 2) == ["~8"]
    view = GAME.view(s, 1)
    assert view.stands[0].slots[2].tokens == ("~8",)


def test_the_deduction_reads_every_token_as_not_this_value():
    # "When you put an info token in front of your tile stand, it means 'this wire does
    # not match this value.'"
    s = laid(52, HANDS, mission_part={"false": [[1, 0, 1, 6], [0, 0, 1, 7]]})
    d = wire_distributions(GAME.view(s, 2))
    assert d[(1, 0, 1)].get("6", 0.0) == 0.0 and d[(0, 0, 1)].get("7", 0.0) == 0.0
    assert d[(0, 0, 1)].get("4.5", 0.0) > 0                 # a red wire may carry one


# ---- the exact deduction against brute force (tests/engine/busters/brute_marks.py) ----------
KEEP = [(1, "character keep"), (2, "character keep"), (3, "character keep")]


def _check(layout, extra, actions, viewers):
    s = build(52, layout, [], extra, actions)
    for viewer in viewers:
        exact = brute(52, layout, [], extra, actions, viewer)
        got = wire_distributions(GAME.view(s, viewer))
        assert_agrees(got, exact, viewer)


def test_brute_force_false_setup_tokens_on_blue_and_red_wires():
    layout = [[["1", "2.5", "4"]], [["1", "3", "5"]], [["2", "4", "6"]], [["3", "5", "6"]]]
    setup = [(0, "special false 0.0.1"), (0, "special falsevalue 3"),
             (0, "special false 0.0.2"), (0, "special falsevalue 5"),
             (1, "special false 1.0.1"), (1, "special falsevalue 2"),
             (1, "special false 1.0.2"), (1, "special falsevalue 6"),
             (2, "special false 2.0.0"), (2, "special falsevalue 1"),
             (2, "special false 2.0.2"), (2, "special falsevalue 5"),
             (3, "special false 3.0.0"), (3, "special falsevalue 4"),
             (3, "special false 3.0.1"), (3, "special falsevalue 4")]
    _check(layout, {}, KEEP + setup, [0, 2])


def test_brute_force_false_tokens_after_failed_cuts():
    layout = [[["1", "2", "4"]], [["1", "3", "5"]], [["2", "4", "6"]], [["3", "5", "6"]]]
    extra = {"false": [[0, 0, 0, 2], [1, 0, 2, 4], [2, 0, 1, 6], [3, 0, 0, 5]]}
    _check(layout, extra, KEEP + [(0, "dual 1.0.1 2"), (1, "dual 2.0.1 3")], [0, 2, 3])


def test_bots_place_their_false_tokens_on_blue_wires_next_to_the_value():
    s = laid(52, HANDS, setup=True)
    bot = BOTS["hard"]()
    a = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) in ("special false 0.0.0", "special false 0.0.2")    # not the red one
    act(s, 0, str(a))
    b = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    wire = int(s.slot(0, 0, int(str(a)[-1])).wire.value)
    assert abs(int(str(b).split()[-1]) - wire) == 1


@pytest.mark.parametrize("players", [2, 4, 5])
def test_bots_play_the_mission_to_an_end(players):
    bots_finish(52, players=players)
