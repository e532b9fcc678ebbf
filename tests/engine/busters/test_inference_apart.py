"""Colours dealt apart taken out of the count (inference/apart.py): where each stand of
a quota holds one of the colour's single wires, the count is the matchings times a
smaller problem's; every wire's distribution stays exact."""
from __future__ import annotations

import dataclasses

import pytest

from engine.bench import opening_positions
from engine.busters.inference import build_problem, dp, solve
from engine.busters.inference.apart import take_apart
from engine.busters.missions.facts import Quota
from tests.engine.busters.oracle import distributions
from tests.engine.busters.test_exact_oracle import _position


def _with_bits(monkeypatch, view):
    """The same view counted with the DP's quota bits."""
    with monkeypatch.context() as m:
        m.setattr(dp, "take_apart", lambda prob, stands: None)
        return solve(view)


def _gap(a: dict, b: dict) -> float:
    return max(abs(a.get(k, 0.0) - b.get(k, 0.0)) for k in set(a) | set(b))


def test_a_tripwire_either_side_of_a_known_wire_agrees_with_the_oracle():
    """Mission 41: "They are tripwires: deal 1 facedown to each bomb disposal expert."
    Seat 1 shows a 2 between its hidden wires, so its yellow is the 1.1 on its left or
    the 3.1 on its right (two smaller problems); seat 2 holds the other."""
    v = _position(41, 3, {(0, 0): [("1", ()), ("3", ())],
                          (1, 0): [("?", ()), ("2", ()), ("?", ())],
                          (2, 0): [("?", ()), ("?", ())]},
                  {"1": 2, "2": 2, "3": 1, "R": 0, "Y": 2},
                  markers=[("yellow", 1, False), ("yellow", 3, False)])
    v = dataclasses.replace(v, facts=tuple(Quota("yellow", ((s, 0),), 1) for s in (1, 2)))
    prob = build_problem(v)
    cases = take_apart(prob, prob.stands)
    assert cases is not None and len(cases) == 2
    assert all(not c.prob.quotas and len(c.prob.values) == len(prob.values) - 2 for c in cases)
    post, truth = solve(v), distributions(v)
    for addr in [(1, 0, 0), (1, 0, 2), (2, 0, 0), (2, 0, 1)]:
        assert _gap(post.dists[addr], truth[addr]) < 1e-12, addr
    # seat 1 holds one yellow: on the left (1.1) or on the right (3.1)
    assert post.dists[(1, 0, 0)]["1.1"] + post.dists[(1, 0, 2)]["3.1"] == pytest.approx(1.0)


def test_a_quota_wire_that_could_fall_between_two_runs_is_counted_with_bits():
    """Seat 1's first wire is known not to be a 1 and its second may be one: a yellow
    there has no single run of alike slots to fall in, so the quota stays in the
    DP's bits."""
    v = _position(41, 3, {(0, 0): [("1", ()), ("3", ())],
                          (1, 0): [("?", ()), ("?", ())],
                          (2, 0): [("?", ()), ("?", ())]},
                  {"1": 2, "2": 1, "3": 1, "R": 0, "Y": 2},
                  markers=[("yellow", 1, False), ("yellow", 3, False)])
    v = dataclasses.replace(v, facts=tuple(Quota("yellow", ((s, 0),), 1) for s in (1, 2)))
    prob = build_problem(v, apart=frozenset({(1, 0, 0)}))     # (else one block)
    k, _i = prob.slot_of[(1, 0, 0)]
    prob.stands[k].allowed[0] -= {0}            # seat 1's first wire: not a 1
    assert take_apart(prob, prob.stands) is None


@pytest.mark.parametrize("mission, index", [(41, 5), (41, 15), (41, 25), (13, 18)])
def test_first_turn_positions_count_the_same_with_the_bits(monkeypatch, mission, index):
    """Mission 41 (tripwires) and 13 (a red wire each) at 5 players, a view at the
    Captain's first turn (`python -m engine.bench busters-solver-missions`): every
    wire's distribution is the one the DP's quota bits give."""
    view = opening_positions((1, 2, 3), 5, mission)[index][1]
    prob = build_problem(view)
    assert prob.quotas and take_apart(prob, prob.stands) is not None
    post, plain = solve(view), _with_bits(monkeypatch, view)
    assert post.z == pytest.approx(plain.z, rel=1e-12)
    assert set(post.dists) == set(plain.dists)
    assert max(_gap(post.dists[a], d) for a, d in plain.dists.items()) < 1e-12
    some = sorted(plain.problem.slot_of)[:2]
    assert post.prob_none(some, [5]) == pytest.approx(plain.prob_none(some, [5]), abs=1e-12)
