"""Mission 66 "The Final Countdown" (REF L1535-1560; the Bunker card of FACTS.md) and
ruling R-BB181 (the app's script for the sound file)."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS, advise
from engine.busters.missions import bunker, get_mission
from engine.busters.missions.components import Grid
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

#: up A (even), right C (1-6), down D (7-12), left B (odd); ACTION E (4-9)
CARDS = "ACDBE"
HANDS = [["2", "3", "5", "8", "9"], ["2", "3", "5", "8", "9"], ["1", "4", "6", "7"],
         ["1", "4", "6", "7"]]


def _at(pos, done=(), floor="front", hands=HANDS):
    return laid(66, hands, mission_part={"cards": CARDS, "pos": list(pos), "done": list(done),
                                         "floor": floor})


def _moves(s, seat):
    return sorted(a.split()[-1] for a in legal(s, seat) if a.startswith("special move"))


def test_setup_the_standee_on_the_helicopter_four_sides_and_the_action_card():
    # "Place the Bomb Busters standee in the helicopter space"; "randomly put 4 faceup,
    # adjacent to each side ... Put the fifth card faceup as the 'ACTION' Constraint."
    g = GAME.new_game({"mission": 66, "players": 4}, 5)
    grid = next(c for c in GAME.view(g, 2).mission_info if isinstance(c, Grid))
    assert grid.id == "bunker_front" and bunker.square("front", grid.standee) == "heli"
    assert sorted(grid.sides + (grid.action,)) == list("ABCDE")
    wires = [w for p in range(4) for w in g.uncut_wires(p)]
    assert sum(w.value == "R" for w in wires) == 2 and sum(w.value == "Y" for w in wires) == 2


def test_after_a_cut_the_cutter_moves_towards_a_card_the_value_met():
    # "they must then choose to move the Bomb Busters standee toward a constraint they
    # met during their cut" (a 2 meets A "EVEN", up, and C "1 to 6", right)
    s = _at((3, 0))
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert s.phase == "mission" and GAME.to_act(s) == {0}
    assert _moves(s, 0) == ["right", "up"]
    act(s, 0, "special move right")
    assert s.mission_data["pos"] == [3, 1] and s.phase == "turn" and s.active == 1


def test_a_failed_cut_moves_the_standee_too():
    # FAQ: "The standee must move after every cut (success or failure)." An 8 meets
    # A (up) and D (down); down is the card's edge: only up is left
    s = _at((3, 0))
    act(s, 0, "dual 2.0.0 8")                  # 2.0.0 is a 1
    assert s.mission_data["pos"] == [2, 0] and s.active == 1


def test_walls_stop_moves_and_the_standee_stays_if_all_are_walls():
    # "A wall cannot be crossed. If all possible moves encounter a wall, the standee
    # stays where it is."
    s = _at((2, 0))                            # a wall above, the edge on the left
    act(s, 0, "dual 1.0.4 9", "own 0.0.4")     # 9: B (left: the edge) or D (down): down
    assert s.mission_data["pos"] == [3, 0]
    s = _at((1, 0))                            # the closed stairs above, a wall below
    act(s, 0, "dual 1.0.4 9", "own 0.0.4")     # 9: B (left: the edge), D (down: a wall)
    assert s.mission_data["pos"] == [1, 0]
    assert any(e.key == "busters.m66.stays" for e in s.log)


def test_a_striped_square_needs_a_successful_cut_meeting_the_action_card():
    # FAQ: "On hash-marked squares, you must perform a SUCCESSFUL cut matching the
    # ACTION constraint to trigger the action; regardless of success, do not move"
    s = _at((2, 2))                            # the Key; ACTION: E (4 to 9)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")     # a 2 does not meet E: nothing, no move
    assert s.mission_data["pos"] == [2, 2] and s.mission_data["done"] == []
    act(s, 1, "dual 2.0.3 8")                  # a failure meeting E: no ACTION, no move
    assert s.mission_data["pos"] == [2, 2] and s.mission_data["done"] == []
    act(s, 2, "dual 3.0.1 4", "own 2.0.1")     # success meeting E: the key; no move
    assert s.mission_data["done"] == ["key"] and s.mission_data["pos"] == [2, 2]
    # R-BB181: the key opens the door above it
    assert bunker.target("front", (2, 2), "up", {"key"}) == (1, 2)
    assert bunker.target("front", (2, 2), "up", set()) is None


def test_the_stairs_open_with_the_skull_and_flip_the_card():
    # "Cards icon: flip the card over to change floors, and put the standee on the
    # staircase space." R-BB181: the skull's ACTION opens the stairs
    assert bunker.target("front", (1, 0), "up", {"key"}) is None
    s = _at((1, 0), done=("key", "skull"))
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")     # 2: A up (the stairs) or C right
    act(s, 0, "special move up")
    assert s.mission_data["floor"] == "back" and s.mission_data["pos"] == [0, 0]
    grid = next(c for c in GAME.view(s, 1).mission_info if isinstance(c, Grid))
    assert grid.id == "bunker_back"


def test_a_trap_advances_the_dial():
    # "Saw icon: advance detonator dial 1 space."
    s = _at((1, 1), done=("key", "skull", "alarm"), floor="back")
    dial = s.detonator
    act(s, 0, "dual 1.0.3 8", "own 0.0.3")     # 8: A up (a trap) or D down
    act(s, 0, "special move up")
    assert s.mission_data["pos"] == [0, 1] and s.detonator == dial - 1


def test_yellow_wires_wait_for_the_villain():
    # "Cut yellow wires only when you're told to do so" (R-BB181: once he is caught)
    hands = [["2", "5.1"], ["2", "6.1"], ["3", "4"], ["3", "4"]]
    s = _at((3, 1), floor="back", done=("key", "skull", "alarm"), hands=hands)
    assert illegal(s, 0, "dual 1.0.1 Y")
    s = _at((3, 1), floor="back", done=("key", "skull", "alarm", "villain"), hands=hands)
    assert "dual 1.0.1 Y" in legal(s, 0)


def test_a_solo_cut_of_four_wires_is_two_moves():
    # "If you cut 4 wires with a Solo Cut action, this is equivalent to making 2
    # separate cuts"
    hands = [["1", "1", "1", "1", "8"], ["8", "9"], ["8", "9"], ["8", "9"]]
    s = _at((3, 2), hands=hands)               # a 1: B left or C right (the edge): left
    act(s, 0, "solo 1")
    assert s.mission_data["pos"] == [3, 1] and GAME.to_act(s) == {0}
    assert _moves(s, 0) == ["left", "right"]   # the second move: now both are open
    act(s, 0, "special move left")
    assert s.mission_data["pos"] == [3, 0] and s.active == 1


def test_the_bots_move_towards_the_next_goal():
    s = _at((3, 0))
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")     # up (2,0) or right (3,1): the key is at (2,2)
    bot = BOTS["hard"]()
    choice = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    before = bunker.distance("front", (3, 0), set())
    GAME.apply(s, 0, choice)
    assert bunker.distance("front", tuple(s.mission_data["pos"]), set()) < before


def test_every_bot_level_finishes():
    bots_finish(66)


def test_the_way_to_the_villain_and_what_a_square_is_worth_to_the_bots():
    # from the helicopter: 3 moves to the Key and its ACTION, 3 to the Skull and its
    # ACTION, 3 to the stairs, 4 to the Alarm and its ACTION, 5 to the Villain and his
    assert bunker.route("front", (3, 0), set()) == 3 + 1 + 3 + 1 + 3 + 4 + 1 + 5 + 1
    assert bunker.route("back", (3, 0), {"key", "skull", "alarm", "villain"}) == 0
    from engine.busters.missions import get_mission
    m66 = get_mission(66)
    near = {"floor": "back", "done": ("key", "skull", "alarm")}        # the laser is off
    roomy = _at((1, 1), hands=[[str(v) for v in range(1, 13)]] * 4, **near)  # 24 cuts to spare
    tight = _at((1, 1), hands=[["7", "8"], ["7", "8"], ["7", "8"], ["7", "8"]], **near)
    # an 8 meets D (down): one square nearer the Villain; a 3 meets only B and C (left
    # and right, both away from him). The step is worth more when cuts are scarce. The standee moves
    # after every cut, success or not (FAQ): the bots count the move as what
    # announcing the cut brings (a negative cut_cost), not only its success.
    def move_worth(s):
        view = GAME.view(s, 0)
        return m66.cut_cost(view, 3, None) - m66.cut_cost(view, 8, None)
    assert 0 < move_worth(roomy) < move_worth(tight)
    # the wires a cut spends are the cuts left: a step nearer just pays for its two
    # wires, a cut that cannot move costs them
    wall = _at((0, 0), hands=[["7", "8"], ["7", "8"], ["7", "8"], ["7", "8"]], floor="back",
               done=("key", "skull"))                  # the back stairs: only down is open
    assert m66.cut_cost(GAME.view(tight, 0), 8, None) == 0.0
    assert m66.cut_cost(GAME.view(wall, 0), 2, None) > 0    # a 2 meets A and C: walls
    assert m66.progress(GAME.view(tight, 0), 8) == 0.0
    # on a striped square nothing moves: only a successful cut meeting ACTION counts
    # ("regardless of success, do not move on hash squares")
    at_villain = _at((3, 0), hands=[["7", "8"], ["7", "8"], ["7", "8"], ["7", "8"]], **near)
    # (the cut spends its wires whatever its value)
    view = GAME.view(at_villain, 0)
    assert m66.cut_cost(view, 8, None) == m66.cut_cost(view, 3, None) > 0
    assert m66.progress(GAME.view(at_villain, 0), 8) > 0      # 8 meets E, the ACTION card


def test_the_bots_count_the_stairs_as_a_step_towards_the_villain():
    # "Cards icon: flip the card over to change floors": the stairs are on the way, so
    # the move onto them shortens it though the next goal is then the Alarm, farther
    m66 = get_mission(66)
    s = _at((1, 0), done=("key", "skull"))
    # an 8 meets A (up: the stairs) and D (down: the wall under row 2); a 3 only C
    # (right: away)
    assert m66.cut_cost(GAME.view(s, 0), 8, None) < m66.cut_cost(GAME.view(s, 0), 3, None)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")     # a 2: up (the stairs) or right
    bot = BOTS["expert"]()
    act(s, 0, bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0)))
    assert s.mission_data["floor"] == "back"


def test_the_bots_keep_the_standee_out_of_traps():
    # "Saw icon: advance detonator dial 1 space": from (1, 1) on the lower floor the
    # trap above and the square to the right are both a step nearer the Alarm
    m66 = get_mission(66)
    s = _at((1, 1), done=("key", "skull"), floor="back")
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")     # a 2: up (the trap), right or left
    bot = BOTS["expert"]()
    act(s, 0, bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0)))
    assert s.mission_data["pos"] == [1, 2]
    # an 8 meets only A (up, the trap; D's way down is the laser): it costs a dial
    # space's share more than a 3 (right, no trap); with the dial at its last space
    # that cut would lose the game
    roomy, last = _at((1, 1), done=("key", "skull"), floor="back"), _at((1, 1), done=("key", "skull"), floor="back")
    last.detonator = 1
    assert m66.cut_cost(GAME.view(last, 0), 8, None) > m66.cut_cost(GAME.view(roomy, 0), 8, None) \
        > m66.cut_cost(GAME.view(roomy, 0), 3, None)


def test_a_tools_cut_is_charged_the_standees_move_as_a_dual_cut_is():
    # detectors and the X-ray announce values too: the move each brings counts
    from engine.busters.botctx import BotContext
    s = _at((1, 0), done=("key", "skull"))
    bot = BOTS["expert"]()
    ctx = BotContext(bot, GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    # an 8 goes up the stairs (nearer); a 3 only right (farther: the stairs are above)
    assert bot._charge(ctx, (8,), 0.9) < bot._charge(ctx, (3,), 0.9)


def test_the_bots_weigh_a_solo_cut_of_four_as_two_moves():
    # "If you cut 4 wires with a Solo Cut action, this is equivalent to making 2
    # separate cuts": on the lower floor's stairs an 8 meets only D (down, a step
    # towards the Alarm); from there only A (up: the stairs, back to the upper floor,
    # the laser still on below). Four 8s in one hand: the Solo Cut's second move
    # undoes the first and more, where a Dual Cut of 11 (D, down) only gains.
    m66 = get_mission(66)
    hands = [["8", "8", "8", "8", "11", "11"], ["11", "11"], ["3", "5"], ["3", "5"]]
    s = _at((0, 0), done=("key", "skull"), floor="back", hands=hands)
    view = GAME.view(s, 0)
    assert m66.cut_cost(view, 8, None) > m66.cut_cost(view, 8, None, target=1)
    for level in ("hard", "expert"):
        choice = BOTS[level]().choose(view, GAME.legal_actions(s, 0), random.Random(0))
        assert str(choice).startswith("dual 1.") and choice.value == 11, (level, str(choice))
    # the Coach says why the sure Solo Cut was left
    assert advise(view, GAME.legal_actions(s, 0)).reason == "busters.advice.bunker_way"
    # a Solo Cut of 4 spends the wires of two cuts: on a striped square whose ACTION
    # card refuses the value, it wastes both ("regardless of success, do not move")
    striped = _at((2, 2), hands=[["1", "1", "1", "1", "4"], ["4", "9"], ["4", "9"], ["4", "9"]])
    view = GAME.view(striped, 0)                 # the Key; ACTION E (4-9) refuses a 1
    assert m66.cut_cost(view, 1, None) == 2 * m66.cut_cost(view, 1, None, target=1) > 0
