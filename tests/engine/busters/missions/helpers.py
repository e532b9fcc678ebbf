"""Helpers for the mission scenario tests: a laid-out deal, every seat keeping its
character (rule sticker B), and a bot run to the end at every level."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act


def laid(mission, hands, players=None, mission_part=None, equipment=(), ready=(), setup=False,
         seed=0, piles=None):
    """A game dealt as laid out: stands in the order given (out-of-order wires where
    they lie), the mission's own set-up choices in `mission_part`."""
    deal = {"hands": hands, "as_laid": True, "equipment": list(equipment),
            "mission": mission_part or {}, "piles": piles or {}}
    if not setup:
        deal["setup_info"] = False
    s = GAME.new_game({"mission": mission, "players": players or len(hands)}, seed, deal)
    while s.phase == "characters":
        act(s, s.active, "character keep")
    for c in s.equipment:
        c.status = "ready" if c.number in ready else c.status
    return s


def bots_finish(mission, players=4, seed=3, limit=4000):
    """Every level plays a whole game of the mission to an outcome, with legal choices."""
    for level, factory in BOTS.items():
        s = GAME.new_game({"mission": mission, "players": players}, seed)
        bots = [factory() for _ in range(players)]
        rng = random.Random(0)
        for _ in range(limit):
            if GAME.outcome(s) is not None:
                break
            seat = min(GAME.to_act(s))
            legal = GAME.legal_actions(s, seat)
            a = bots[seat].choose(GAME.view(s, seat), legal, rng)
            assert a in legal, (mission, level, str(a))
            GAME.apply(s, seat, a)
        assert GAME.outcome(s) is not None, (mission, level)
