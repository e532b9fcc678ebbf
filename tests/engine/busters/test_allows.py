"""`apply` checks an action with `allows`, which asks only the part of the turn's
choices that can hold it (engine/busters/rules.py). It must answer exactly as
"is it in legal_actions": checked here on random playouts of every mission, for
every seat, against the legal actions of every seat, every Dual Cut the stands
allow to be written, and what other missions' games could do."""
from __future__ import annotations

import functools
import random

import pytest

from engine.busters import GAME
from engine.busters.actions import Dual
from engine.busters.components import Y
from engine.busters.missions import MISSIONS
from engine.busters.state import TURN

TURN_STEPS = 12     # steps of the turn phase checked a game (set-up steps besides)


@functools.cache
def pool() -> list:
    """Actions seen in short random games of every mission (their tools, specials, ...)."""
    rng = random.Random(5)
    seen: dict[str, object] = {}
    for mission in sorted(MISSIONS):
        s = GAME.new_game({"mission": mission, "players": 5}, 100 + mission)
        for _ in range(12):
            if GAME.outcome(s) is not None:
                break
            seat = rng.choice(sorted(GAME.to_act(s)))
            legal = GAME.legal_actions(s, seat)
            seen.update((str(a), a) for a in legal)
            GAME.apply(s, seat, rng.choice(legal))
    return list(seen.values())


@pytest.mark.parametrize("mission", sorted(MISSIONS))
def test_allows_answers_as_the_list_of_legal_actions(mission):
    rng = random.Random(mission)
    players = max(3, MISSIONS[mission].min_players)
    s = GAME.new_game({"mission": mission, "players": players}, mission)
    asked = turn_steps = 0
    for _ in range(500):
        if GAME.outcome(s) is not None or turn_steps == TURN_STEPS:
            break
        acting = sorted(GAME.to_act(s))
        idle = [p for p in range(players) if p not in acting]
        seats = acting + rng.sample(idle, min(1, len(idle)))      # and one that may not act
        legal = {seat: GAME.legal_actions(s, seat) for seat in seats}
        addrs = [(st.seat, st.index, i) for st in s.stands() for i in range(len(st.slots))]
        duals = [Dual(a, v) for a in addrs for v in [*range(1, 13), Y]]
        listed = list({str(a): a for acts in legal.values() for a in acts}.values())
        candidates = [*rng.sample(listed, min(20, len(listed))),
                      *rng.sample(duals, min(10, len(duals))), *rng.sample(pool(), 10)]
        for seat in seats:
            for action in candidates:
                assert GAME.allows(s, seat, action) == (action in legal[seat]), \
                    (mission, s.phase, seat, str(action))
                asked += 1
        turn_steps += s.phase == TURN
        seat = rng.choice(acting)
        # the clock is asked like any action, never run out (mission 10 would end)
        GAME.apply(s, seat, rng.choice([a for a in legal[seat] if "timeout" not in str(a)]))
    assert asked and turn_steps
