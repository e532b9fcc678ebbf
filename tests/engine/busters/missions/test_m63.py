"""Mission 63 "It is Positively Titanic" (REF L1478-1501) and ruling R-BB170."""
from __future__ import annotations

from engine.busters import GAME
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "9"], ["2", "7", "9"], ["3", "7"], ["3", "7", "9", "9"]]


def tokens(s):
    return [s.mission_data["oxygen"][str(p)] for p in range(s.players)]


def test_the_captain_takes_the_oxygen():
    for players, n in ((2, 14), (3, 18), (4, 24), (5, 30)):
        s = GAME.new_game({"mission": 63, "players": players}, 1)
        assert tokens(s) == [n if p == s.captain else 0 for p in range(players)]


def test_a_cut_pays_its_value_the_rest_passes_left_and_comes_back_each_round():
    # "must put as many Oxygen tokens in the reserve as the value of the indicated
    # wires"; "If a bomb disposal expert cannot play because they do not have enough
    # Oxygen tokens, they skip their turn, and the detonator dial advances 1 space";
    # "After each round, the Captain begins their turn by taking all Oxygen tokens from
    # the reserve."
    s = laid(63, HANDS)
    s.mission_data["oxygen"]["0"] = 12
    dial = s.detonator
    act(s, 0, "dual 1.0.2 9", "own 0.0.1")
    assert tokens(s) == [0, 3, 0, 0] and s.mission_data["reserve"] == 9   # 3 passed left
    assert illegal(s, 1, "dual 2.0.1 7")                       # 7 > 3 tokens
    act(s, 1, "dual 0.0.0 2", "own 1.0.0")                     # 1 token left
    skipped = [e.params["seat"] for e in s.log if e.key == "busters.turn.skipped"]
    assert skipped == [2, 3] and s.detonator == dial - 2      # neither can pay a 3 or 7
    # the Captain, with no wire left, takes the reserve back and passes it all on
    assert tokens(s) == [0, 12, 0, 0] and s.mission_data["reserve"] == 0
    assert s.active == 1                                       # seat 0 has no wire left


def test_after_a_coffee_mug_the_oxygen_goes_left_not_with_the_turn():
    # Issue 31: "At the end of their turn, the active bomb disposal expert gives all
    # remaining Oxygen tokens to the player on their left." A Coffee Mug hands the turn
    # to someone else; the tokens still go left (R-BB170, re-read)
    s = laid(63, HANDS, equipment=[11], ready=(11,))
    dial = s.detonator
    act(s, 0, "use coffee 2")
    assert tokens(s) == [0, 24, 0, 0]
    skipped = [e.params["seat"] for e in s.log if e.key == "busters.turn.skipped"]
    assert skipped == [2, 3, 0] and s.detonator == dial - 3   # no oxygen: they skip
    assert s.active == 1 and "dual 2.0.1 7" in legal(s, 1)
    passed = [(e.params["seat"], e.params["owner"], e.params["n"]) for e in s.log
              if e.key == "busters.m63.passed"]
    assert passed == [(0, 1, 24)]
    view = GAME.view(s, 3)                                      # the table shows who holds them
    assert [(c.id, c.value, c.owner) for c in view.mission_info] == \
        [("oxygen", 24, 1), ("reserve", 0, None)]


def test_bots_hand_the_coffee_mug_only_to_a_player_who_can_then_play():
    # the tokens go left, so a player handed the turn elsewhere skips (a dial space)
    from engine.busters.actions import Use
    from engine.busters.botctx import BotContext
    from engine.busters.bots import BOTS, _skips_after
    s = laid(63, [["2", "9"], ["2", "4.5", "7", "9"], ["3", "7", "9"], ["3", "7", "9"]],
             equipment=[11], ready=(11,))
    bot = BOTS["hard"]()
    legal_now = GAME.legal_actions(s, 0)
    ctx = BotContext(bot, GAME.view(s, 0), legal_now)
    assert [p for p in (1, 2, 3) if _skips_after(ctx, Use("coffee", (str(p),)), p)] == [2, 3]
    advice = bot._coffee(ctx.view, legal_now, bot.posterior(ctx.view), ctx)
    assert str(advice.action) == "use coffee 1"


def test_bots_play_it_to_an_end():
    bots_finish(63)
