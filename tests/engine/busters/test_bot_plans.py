"""A bot that arms a tool follows its plan to the end: every wire it planned to point
at may be pointed at with that tool, and the value it planned to announce may be
announced. Before, plans ignored the missions' limits and the bot fell back on a
worse completion (often a sure failure) once the tool was armed."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.actions import Announce, Point
from engine.busters.bots import BOTS


@pytest.mark.parametrize("mission,seed,why", [
    (56, 1001, "a flipped own wire is cut in a plain Dual Cut only: its values are no tool's"),
    (35, 1000, "no equipment ever touches an X wire"),
    (32, 1000, "a Constraint card bars some wires"),
    (37, 1000, "a Constraint card bars some wires (X-ray)"),
])
def test_an_armed_tool_goes_where_the_plan_said(mission, seed, why):
    s = GAME.new_game({"mission": mission, "players": 4}, seed)
    bots = [BOTS["expert"]() for _ in range(4)]
    rng = random.Random(seed)
    followed = 0
    while GAME.outcome(s) is None:
        seat = min(GAME.to_act(s))
        view = GAME.view(s, seat)
        adv = bots[seat].decide(view, GAME.legal_actions(s, seat), rng)
        plan = bots[seat]._plan
        if plan is not None and plan.turn == view.turn_no:
            if isinstance(adv.action, Announce):
                assert adv.action.values == plan.values, why
                followed += 1
            elif isinstance(adv.action, Point) and len(plan.points[0]) == 3:
                assert tuple(adv.action.addr) in plan.points, why
        GAME.apply(s, seat, adv.action)
    assert followed
