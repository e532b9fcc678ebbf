"""The Academy bots: they answer from the view alone with a legal action, at every
decision of whole games, and the levels are ordered."""
from __future__ import annotations

import random

import pytest

from engine.academy import GAME
from engine.academy.actions import Choose, Protect
from engine.academy.bots import BOTS, EasyBot, HardBot, NormalBot
from engine.academy.state import CHOOSE, PROTECT
from engine.sim import run_competitive
from tests.engine.academy.helpers import new, pass_tools, pass_until, play, act


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_level_plays_whole_games_legally(players):
    levels = ["easy", "normal", "hard", "hard", "normal"][:players]
    for seed in range(2):
        s = GAME.new_game({"players": players}, seed)
        bots = [BOTS[lv]() for lv in levels]
        rngs = [random.Random(seed * 10 + p) for p in range(players)]
        steps = 0
        while GAME.outcome(s) is None:
            seat = min(GAME.to_act(s))
            legal = GAME.legal_actions(s, seat)
            action = bots[seat].choose(GAME.view(s, seat), legal, rngs[seat])
            assert action in legal
            GAME.apply(s, seat, action)
            steps += 1
            assert steps < 5000


def test_bots_decide_from_the_view_alone():
    # The same view and the same random stream give the same choice, whatever is
    # hidden from the seat (the hidden part is re-dealt).
    for seed in range(3):
        s = GAME.new_game({"players": 4}, seed)
        rng = random.Random(seed)
        for _ in range(60):
            if GAME.outcome(s) is not None:
                break
            seat = min(GAME.to_act(s))
            legal = GAME.legal_actions(s, seat)
            other = GAME.reshuffle_hidden(s, seat, random.Random(seed + 99))
            for cls in (NormalBot, HardBot):
                a = cls().choose(GAME.view(s, seat), legal, random.Random(5))
                b = cls().choose(GAME.view(other, seat), GAME.legal_actions(other, seat),
                                 random.Random(5))
                assert a == b
            GAME.apply(s, seat, rng.choice(legal))


def test_xray_keeps_the_best_safe_card():
    s = new(3, tools=[["xray"], [], []], tops={"red": [5, 1, 3]},
            tiles={"red": ["boom", "ok", "ok"]})
    s.exposed["red"] = [4, 4]
    for v in (4, 4):
        s.decks["red"].remove(v)
    play(s, "red", "chicken", "chicken")
    pass_until(s, "precut")
    act(s, 0, "use xray")
    pass_tools(s)
    assert s.stage == CHOOSE
    view = GAME.view(s, 0)
    choice = NormalBot().choose(view, GAME.legal_actions(s, 0), random.Random(0))
    assert isinstance(choice, Choose)
    # trigger 8 of 12: the 5 reaches the BOOM tile on 13; the 3 is the best safe card
    assert view.xray_cards[choice.index] == 3


def test_wait_protects_the_wire_an_opponent_cuts_alone():
    s = new(3, tops={"yellow": [4]})
    s.exposed["yellow"] = [3, 2]
    for v in (3, 2):
        s.decks["yellow"].remove(v)
    play(s, "wait", "yellow", "chicken")
    pass_tools(s)
    assert s.stage == PROTECT
    choice = NormalBot().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert choice == Protect("yellow")


def test_levels_are_ordered_on_fixed_seeds():
    # A small fixed-seed run (the full figures are in docs/BENCHMARKS.md).
    r = run_competitive("academy", 4, ["normal", "easy", "easy", "easy"], 12, 5)
    assert r["seats"][0]["win_rate"] >= 0.5
    r = run_competitive("academy", 4, ["hard", "normal", "normal", "normal"], 12, 5)
    assert r["seats"][0]["win_rate"] >= 0.4


def test_easy_bot_plays_a_card_from_the_hand():
    s = new(4)
    a = EasyBot().choose(GAME.view(s, 1), GAME.legal_actions(s, 1), random.Random(1))
    assert str(a).startswith("play ")
