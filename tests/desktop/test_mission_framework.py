"""The desktop half of the mission framework, over every registered mission and
player count: every event a mission emits has a log line, in English and in
Japanese (a key with no line would silently vanish from the log), and every special
action the engine offers has texts to offer it with (never raw action text)."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.actions import Special
from engine.busters.missions import MISSIONS, get_mission
from engine.busters.missions.components import (Cards, Counter, EquipmentLock, Grid, Role,
                                                Stage, TrackMarker)
from desktop.games.busters import mission_texts
from desktop.games.busters.log_lines import TOLD_BY
from desktop.games.busters.texts import Namer, log_line

CONFIGS = [{"mission": m, "players": n} for m in sorted(MISSIONS) for n in range(2, 6)
           if n >= MISSIONS[m].min_players]


def _playout(config, seed):
    """A random playout; yields (state, the actions it could take) before each step."""
    rng = random.Random(seed)
    s = GAME.new_game(config, seed)
    for _ in range(3000):
        if GAME.outcome(s) is not None:
            return
        seat = rng.choice(sorted(GAME.to_act(s)))
        legal = GAME.legal_actions(s, seat)
        yield s, legal
        GAME.apply(s, seat, rng.choice(legal))


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"m{c['mission']}-p{c['players']}")
def test_every_event_has_a_log_line_and_every_special_its_texts(qapp, config):
    names = [f"P{i}" for i in range(config["players"])]
    seen_keys, specials, components = set(), set(), set()
    last = None
    mission = get_mission(config["mission"])
    for seed in range(3):
        for s, legal in _playout(config, seed):
            specials |= {a.name for a in legal if isinstance(a, Special) and a.name != "timeout"}
            components |= {_component_key(c) for c in mission.view_data(s, None)} - {None}
            last = s
        if last is not None:
            seen_keys |= {e.key for e in last.log if e.visible_to is None}
            namer = Namer(names, {st.seat: len(last.hands[st.seat]) for st in last.stands()})
            for e in last.log:
                if e.visible_to is None and e.key not in TOLD_BY:
                    assert log_line(e, names, namer), f"no log line for {e.key} {e.params}"
    text = mission_texts.get(config["mission"])
    missing = specials - set(text.specials if text else ())
    assert not missing, f"special actions with no texts: {sorted(missing)}"
    unnamed = components - set(text.components if text else ())
    assert not unnamed, f"components with no label: {sorted(unnamed)}"
    assert seen_keys


def _component_key(c):
    """The texts key naming a component on the table (None: named elsewhere: Constraint
    and Challenge cards in cards.py, a pointed cut by its special, the clock)."""
    if isinstance(c, EquipmentLock):
        return "lock"
    if isinstance(c, (Cards, Counter, Role, TrackMarker, Stage, Grid)):
        return c.id
    return None
