"""Rule components (engine/busters/missions/component.py): a mission's base hooks ask
its components in order, starting from the base rule; bots read what a mission
changes from its declaration (Mission.weighed), which every mission keeps true."""
from __future__ import annotations

import pytest

from engine.busters import GAME
from engine.busters.actions import Special
from engine.busters.components import BLUE, Wire
from engine.busters.missions import (MISSIONS, Failure, Mission, SetupSpec, Step, Weighs,
                                     get_mission, register, unregister)
from engine.busters.missions.component import Component
from engine.busters.state import Token
from engine.core.event import Event

PROBE = 907


class Odd(Component):
    """Forbids odd values and the Solo Cut; a failure costs 2 spaces; says "odd"."""
    actions = frozenset({"odd"})
    weighs = frozenset({Weighs.FAILURE, Weighs.PENALTY})

    def cut_allowed(self, state, seat, value):
        return not (isinstance(value, int) and value % 2)

    def allowed_actions(self, state, seat, actions):
        return actions - {"solo"}

    def failure(self, state, seat, target_seat, failure):
        return Failure(steps=failure.steps + 1, explode=failure.explode, token=failure.token)

    def after_setup(self, state):
        return [Event("probe.odd")]

    def must_skip(self, state, seat):
        return None

    def special_actions(self, state, seat):
        return [Special("odd")]

    def apply_special(self, state, seat, action):
        return Step([Event("probe.odd_done")], end_turn=True)

    def info_token(self, state, wire, announced, token):
        return Token("odd") if wire.value % 2 else token

    def postit_false(self, state, wire):
        return (1, 2)

    def cut_penalty(self, state, seat, addr):
        return 1


class Small(Component):
    """Forbids values above 6; no token on a failure; skips seat 1; says "small"."""
    actions = frozenset({"small"})
    weighs = frozenset({Weighs.SUCCESS})

    def cut_allowed(self, state, seat, value):
        return not (isinstance(value, int) and value > 6)

    def failure(self, state, seat, target_seat, failure):
        return Failure(steps=failure.steps, explode=failure.explode, token="none")

    def after_setup(self, state):
        return [Event("probe.small")]

    def must_skip(self, state, seat):
        return 2 if seat == 1 else None

    def special_actions(self, state, seat):
        return [Special("small")]

    def info_token(self, state, wire, announced, token):
        return None if wire.value > 6 else token

    def token_follows(self, state, token):
        return token.value != "odd"

    def postit_false(self, state, wire):
        return (3,)

    def cut_penalty(self, state, seat, addr):
        return 2


class Probe(Mission):
    number, key = PROBE, "busters.mission.probe_components"
    components = (Odd(), Small())

    def spec(self, players):
        return SetupSpec(equipment=0)


@pytest.fixture
def probe():
    register(Probe())
    yield get_mission(PROBE)
    unregister(PROBE)


def test_a_mission_asks_its_components_in_order_from_the_base_rule(probe):
    s = GAME.new_game({"mission": PROBE, "players": 4}, 1)
    # permissions: every component must allow
    assert [v for v in range(1, 13) if probe.cut_allowed(s, 0, v)] == [2, 4, 6]
    assert probe.allowed_actions(s, 0) == frozenset({"dual", "reveal"})
    # what each changes, starting from the base rule's Failure()
    assert probe.failure(s, 0, 1) == Failure(steps=2, token="none")
    # events and actions: all, in the order the mission lists its components
    assert [e.key for e in probe.after_setup(s)] == ["probe.odd", "probe.small"]
    assert probe.special_actions(s, 0) == [Special("odd"), Special("small")]
    # the first component that says something
    assert probe.must_skip(s, 0) is None and probe.must_skip(s, 1) == 2
    # tokens: each passes on what the ones before gave; all must let a token follow
    assert [probe.info_token(s, Wire(0, BLUE, v * 10), ()) for v in (3, 4, 8, 9)] == \
        [Token("odd"), Token(4), None, None]
    assert probe.token_follows(s, Token(4)) and not probe.token_follows(s, Token("odd"))
    assert probe.postit_false(s, Wire(0, BLUE, 40)) == (1, 2)
    # the bots' costs add up
    assert probe.cut_penalty(s, 0, (1, 0, 0)) == 3
    # what bots must weigh: every component's declaration
    assert probe.weighed() == frozenset({Weighs.FAILURE, Weighs.PENALTY, Weighs.SUCCESS})


def test_a_special_action_goes_to_the_component_that_names_it(probe):
    s = GAME.new_game({"mission": PROBE, "players": 4}, 1)
    assert probe.apply_special(s, 0, Special("odd")).events[0].key == "probe.odd_done"
    with pytest.raises(ValueError, match="no action"):
        probe.apply_special(s, 0, Special("small"))      # it names it but applies nothing
    with pytest.raises(ValueError, match=f"mission {PROBE} has no action"):
        probe.apply_special(s, 0, Special("even"))


#: the hooks whose change bots weigh, and the declaration each asks for
WEIGHED = {"failure": Weighs.FAILURE, "cut_penalty": Weighs.PENALTY,
           "success_risk": Weighs.SUCCESS, "progress": Weighs.SUCCESS,
           "cut_cost": Weighs.SUCCESS}


def _changes(mission: Mission) -> frozenset[Weighs]:
    """What the mission's code changes among WEIGHED: the hooks its class or a
    component's class defines anew."""
    out = {w for hook, w in WEIGHED.items()
           if getattr(type(mission), hook) is not getattr(Mission, hook)}
    out |= {w for c in mission.components for hook, w in WEIGHED.items()
            if getattr(type(c), hook, None) not in (None, getattr(Component, hook, None))}
    return frozenset(out)


@pytest.mark.parametrize("number", sorted(MISSIONS))
def test_every_mission_declares_what_its_bots_must_weigh(number):
    """Bots ask a mission's failure, penalty and success costs only where it declares
    them (Mission.weighed): a mission changing one of those hooks must say so, and
    one that declares it must change it."""
    mission = get_mission(number)
    assert mission.weighed() == _changes(mission)


def test_missions_1_to_8_are_modules_like_the_others():
    """Every mission, the training ones too, is a Mission subclass of its own module
    mNN.py, registered under its number with its card's key."""
    for number, mission in MISSIONS.items():
        if number >= 900:
            continue
        assert type(mission).__module__ == f"engine.busters.missions.m{number:02d}"
        assert mission.key == f"busters.mission.{number}"
    assert [get_mission(n).spec(4).blue for n in (1, 2, 3)] == [(1, 6), (1, 8), (1, 10)]

