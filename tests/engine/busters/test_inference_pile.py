"""The deduction with a one-colour pile (mission 54's red wires face down on its card),
against brute force: while the pile holds every unseen wire of its colour, the solver
counts it apart from the stands; once one of its wires is taken, with the rest."""
from __future__ import annotations

import pytest

from engine.busters import GAME, board
from engine.busters.actions import Special
from engine.busters.components import RED
from engine.busters.inference import solve, wire_distributions
from engine.busters.missions import (ColourSpec, Mission, PileSpec, SetupSpec, Step, get_mission,
                                     register, unregister)
from tests.engine.busters.brute_marks import assert_agrees, brute, build

PROBE = 904
REDS = ["1.5", "3.5"]


class ProbeRedPile(Mission):
    """Two red wires lie face down off the stands; the active player may take one
    into their hand (as mission 54's breaches do)."""
    number, key = PROBE, "busters.mission.probe_red_pile"

    def spec(self, players):
        return SetupSpec(blue=(1, 4), red=ColourSpec(len(REDS)), equipment=0, setup_info=False,
                         piles=(("reds", PileSpec(len(REDS), RED)),))

    def special_actions(self, state, seat):
        if state.phase == "turn" and seat == state.active and state.piles.get("reds"):
            return [Special("take")]
        return []

    def apply_special(self, state, seat, action):
        out = []
        board.move_wire(state, out, ("pile", "reds"), seat, 0)
        return Step(out, end_turn=True)


@pytest.fixture(autouse=True)
def probe():
    register(ProbeRedPile())
    yield get_mission(PROBE)
    unregister(PROBE)


LAYOUT = [[["1", "3"]], [["1", "4"]], [["2", "4"]], [["2", "3"]]]


def _check(actions, viewers):
    piles = {"reds": list(REDS)}
    s = build(PROBE, LAYOUT, [], {}, actions, piles=piles)

    def accept(lay):       # brute force deals any wire to the pile: only reds go there
        return not any("." in t for hand in lay for st in hand for t in st)
    for viewer in viewers:
        exact = brute(PROBE, LAYOUT, [], {}, actions, viewer, accept, piles=piles)
        got = wire_distributions(GAME.view(s, viewer))
        assert_agrees(got, exact, viewer)
    return s


def test_a_pile_holding_every_unseen_red_is_counted_apart():
    s = _check([(0, "dual 3.0.1 3")], [0, 2])
    view = GAME.view(s, 2)
    post = solve(view)
    assert post.problem.fixed_piles and not post.problem.piles     # counted apart
    assert post.piles["reds"] == pytest.approx({t: 1 / 2 for t in REDS})
    assert all(not any("." in t for t in d) for d in post.dists.values())


def test_once_a_red_is_taken_the_pile_is_counted_with_the_stands():
    s = _check([(0, "special take"), (1, "dual 2.0.0 1")], [1, 2])
    post = solve(GAME.view(s, 2))
    assert post.problem.piles and not post.problem.fixed_piles
    assert sum(post.piles["reds"].values()) == pytest.approx(1.0)
