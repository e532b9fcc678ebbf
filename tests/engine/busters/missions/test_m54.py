"""Mission 54 "The Attack of Rabbit the Red" (REF L1331-1353) and ruling R-BB179."""
from __future__ import annotations

from engine.busters import GAME
from engine.busters.missions.components import Counter
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "3", "9"], ["2", "3", "9"], ["3", "4", "9"], ["3", "4", "9"]]


def _oxygen(s, seat):
    return s.mission_data["oxygen"][str(seat)]


def test_setup_the_eleven_reds_lie_on_the_card_and_oxygen_is_dealt():
    # "x11 red wires. Do not shuffle the 11 red wires with the others. Put them in a
    # facedown pile"; "2: 9 tokens each; 3: 6; 4: 3; 5: 2"
    for players, each in ((2, 9), (3, 6), (4, 3), (5, 2)):
        g = GAME.new_game({"mission": 54, "players": players}, 4)
        assert len(g.piles["reds"]) == 11 and all(w.value == "R" for w in g.piles["reds"])
        assert not any(w.value == "R" for p in range(players) for w in g.uncut_wires(p))
        assert all(_oxygen(g, p) == each for p in range(players))
        assert g.mission_data["reserve"] == 32 - each * players
        assert 10 not in {c.number for c in g.equipment}


def test_a_cut_costs_oxygen_by_depth_success_or_not():
    # "wires 1-4 = 1 token; wires 5-8 = 2 tokens; wires 9-12 = 3 tokens"
    s = laid(54, HANDS)
    act(s, 0, "dual 1.0.2 9", "own 0.0.2")
    assert _oxygen(s, 0) == 0 and s.mission_data["reserve"] == 32 - 12 + 3
    act(s, 1, "dual 2.0.1 3")                  # a failure: 2.0.1 is a 4; spent all the same
    assert _oxygen(s, 1) == 2


def test_a_player_who_cannot_pay_skips_and_the_dial_advances():
    # "If a player cannot play because they do not have enough Oxygen tokens at the
    # start of their turn, they skip their turn, and the detonator dial advances"
    s = laid(54, [["9", "10"], ["9", "10"], ["3", "10"], ["3", "10"]])
    s.mission_data["oxygen"]["1"] = 1          # +1 when the 9s are validated: still short
    dial = s.detonator
    act(s, 0, "dual 1.0.0 9", "own 0.0.0")
    assert s.active == 2 and s.detonator == dial - 1


def test_if_you_can_play_you_must():
    # FAQ: "But if you CAN play, you MUST play." (no skip is offered)
    s = laid(54, HANDS)
    assert not any(a.startswith(("pass", "special")) for a in legal(s, 0))


def test_cuts_the_player_cannot_pay_for_are_refused():
    s = laid(54, HANDS)
    s.mission_data["oxygen"]["0"] = 2
    values = {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")}
    assert values == {"2", "3"}


def test_each_validation_token_gives_every_player_one_oxygen():
    # "Each time a Validation (green) token is put on the board, each bomb disposal
    # expert takes 1 Oxygen token."
    s = laid(54, [["2", "2", "2", "2", "5"], ["5", "6"], ["5", "6"], ["5", "6"]])
    before = [_oxygen(s, p) for p in range(4)]
    act(s, 0, "solo 2")                        # all four 2s: a Validation token
    assert 2 in s.validated
    assert [_oxygen(s, p) for p in range(4)] == [before[0] - 1 + 1] + [b + 1 for b in before[1:]]


def test_breaches_leak_a_red_wire_into_a_hand_each_round_four_times():
    # R-BB179: the app's script replaces the sound file
    s = GAME.new_game({"mission": 54, "players": 2}, 7)
    from engine.busters.bots import BOTS
    import random
    bots = [BOTS["hard"]() for _ in range(2)]
    rng = random.Random(0)
    seen = []
    while GAME.outcome(s) is None and len(seen) < 4:
        seat = min(GAME.to_act(s))
        GAME.apply(s, seat, bots[seat].choose(GAME.view(s, seat), GAME.legal_actions(s, seat), rng))
        leaks = [e for e in s.log if e.key == "busters.m54.breach"]
        if len(leaks) > len(seen):
            seen = leaks
            # only its receiver sees the red wire
            rec = [e for e in s.log if e.key == "busters.wire.received"][-1]
            assert rec.visible_to == frozenset({leaks[-1].params["seat"]})
            assert rec.params["wire"].endswith(".5")
    assert len(seen) == 4 and len(s.piles["reds"]) == 7 or GAME.outcome(s) is not None
    counters = {c.id: c.value for c in GAME.view(s, 0).mission_info
                if isinstance(c, Counter) and c.owner is None}
    assert counters["reds"] == len(s.piles["reds"])


def test_every_bot_level_finishes():
    bots_finish(54)


def _cost(s, seat, value, target, success=1.0):
    from engine.busters.botctx import BotContext
    from engine.busters.bots import BOTS
    from engine.busters.missions import get_mission
    view = GAME.view(s, seat)
    ctx = BotContext(BOTS["expert"](), view, GAME.legal_actions(s, seat))
    return get_mission(54).cut_cost(view, value, ctx, target, success)


def test_bots_point_a_cut_at_the_hand_that_could_not_pay_for_it():
    # Only the active player pays, and the hand pointed at loses a wire: a 9 taken
    # from the teammate with no tokens is a turn they no longer skip for it (oxygen.py
    # plays the game on to its end on deals of the hidden wires)
    s = laid(54, [["2", "9"], ["2", "9"], ["2", "2", "9", "9"], ["1", "1", "1", "1"]],
             piles={"reds": ["3.5", "7.5"]})
    s.mission_data["oxygen"].update({"0": 3, "1": 0, "2": 4, "3": 4})
    assert _cost(s, 0, 9, 1) < _cost(s, 0, 9, 2)


def test_bots_count_the_tokens_a_failed_cut_wastes():
    # "spend a number of Oxygen tokens matching the depth" comes before the cut: a guess
    # at a 9 that fails spends 3 tokens and takes no wire away
    s = laid(54, [["2", "9"], ["2", "9"], ["2", "2", "9", "9"], ["1", "1", "1", "1"]],
             piles={"reds": ["3.5", "7.5"]})
    s.mission_data["oxygen"].update({"0": 3, "1": 0, "2": 4, "3": 4})
    assert _cost(s, 0, 9, 1, 0.3) > _cost(s, 0, 9, 1, 1.0)


def test_the_coach_says_when_the_oxygen_outweighed_the_odds():
    # the likelier cut (seat 2's 9, certain) is charged more oxygen than the chosen one
    # (seat 1's, at 0.8): the Coach's reason is the oxygen, not the odds
    from engine.busters.actions import Dual
    from engine.busters.botctx import BotContext
    from engine.busters.bots import BOTS, BustersBot
    s = laid(54, [["2", "9"], ["2", "9"], ["2", "2", "9", "9"], ["1", "1", "1", "1"]],
             piles={"reds": ["3.5", "7.5"]})
    s.mission_data["oxygen"].update({"0": 3, "1": 0, "2": 4, "3": 4})
    view = GAME.view(s, 0)
    ctx = BotContext(BOTS["expert"](), view, GAME.legal_actions(s, 0))
    poor, rich = Dual((1, 0, 1), 9), Dual((2, 0, 3), 9)
    assert BustersBot._cost_key(ctx, [(0.0, 0.8, poor), (-0.1, 1.0, rich)], "k") == "busters.advice.oxygen"
    assert BustersBot._cost_key(ctx, [(0.0, 1.0, rich), (-0.1, 0.8, poor)], "k") == "k"
