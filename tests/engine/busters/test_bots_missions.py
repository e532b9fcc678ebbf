"""Bots take every mission's choices by what they do to the chance of winning, never
by the order the engine lists them: at every decision with special actions in random
playouts of every mission (and a probe mission with a choice that matters), each
level makes the same choice from the legal actions in reverse order."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.actions import Special
from engine.busters.bots import BOTS
from engine.busters.missions import MISSIONS, Mission, SetupSpec, Step, get_mission, register, unregister
from engine.busters.state import MISSION

PROBE = 903


class ProbeChoice(Mission):
    """At the start of every turn the active seat names the value it must cut (a
    Number card it flips, as in mission 26): the bot should name one it can cut well."""
    number, key = PROBE, "busters.mission.probe_choice"

    def spec(self, players):
        return SetupSpec(blue=(1, 6), equipment=0)

    def turn_start(self, state):
        state.phase = MISSION
        state.mission_data["value"] = None
        return []

    def decision_seats(self, state):
        return frozenset({state.active})

    def special_actions(self, state, seat):
        if state.phase != MISSION:
            return []
        return [Special("name", (str(v),)) for v in range(6, 0, -1)
                if state.cut_count(v) < state.in_play.get(v, 0)]

    def apply_special(self, state, seat, action):
        state.mission_data["value"] = int(action.args[0])
        return Step(resume=True)

    def cut_allowed(self, state, seat, value):
        v = state.mission_data.get("value")
        return v is None or value == v

    def must_skip(self, state, seat):
        from engine.busters import cuts
        return None if cuts.own_values(state, seat) or cuts.all_red(state, seat) else 0


@pytest.fixture(autouse=True)
def probe():
    register(ProbeChoice())
    yield get_mission(PROBE)
    unregister(PROBE)


def test_mission_choices_do_not_depend_on_list_order():
    configs = [{"mission": m, "players": 4} for m in sorted(MISSIONS)]
    checked = 0
    for config in configs:
        rng = random.Random(config["mission"])
        s = GAME.new_game(config, config["mission"])
        for _ in range(250):
            if GAME.outcome(s) is not None:
                break
            seat = rng.choice(sorted(GAME.to_act(s)))
            legal = GAME.legal_actions(s, seat)
            if any(isinstance(a, Special) and a.name != "timeout" for a in legal) and checked < 60:
                view = GAME.view(s, seat)
                for level, factory in BOTS.items():
                    a = factory().choose(view, legal, random.Random(1))
                    b = factory().choose(view, list(reversed(legal)), random.Random(1))
                    assert a == b, (config, level, a, b)
                checked += 1
            GAME.apply(s, seat, rng.choice(legal))
    assert checked > 0


def test_the_generic_choice_names_a_value_the_seat_can_cut():
    s = GAME.new_game({"mission": PROBE, "players": 4}, 3,
                      {"hands": [["1", "1", "2"], ["3", "4", "5"], ["2", "6", "6"],
                                 ["3", "4", "5"]], "setup_info": False})
    assert s.phase == MISSION and s.active == 0
    view = GAME.view(s, 0)
    legal = GAME.legal_actions(s, 0)
    for level, factory in BOTS.items():
        choice = factory().choose(view, legal, random.Random(0))
        assert choice.args[0] in ("1", "2"), (level, choice)   # it holds only 1s and 2s
