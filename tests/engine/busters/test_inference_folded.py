"""Small stands folded into the DP's vector (inference/dp.py `_Run.outer`): the same
count as with every such stand in the key."""
from __future__ import annotations

import pytest

from engine.bench import opening_positions
from engine.busters.inference import build_problem, dp, solve


def _gap(a: dict, b: dict) -> float:
    return max(abs(a.get(k, 0.0) - b.get(k, 0.0)) for k in set(a) | set(b))


@pytest.mark.parametrize("mission, index", [(35, 8), (20, 5)])
def test_first_turn_positions_count_the_same_folded_or_not(monkeypatch, mission, index):
    """Mission 35 (a red wire set aside, the X wires' pile) and 20 (the X wires' pile)
    at 5 players, a view at the Captain's first turn (`python -m engine.bench
    busters-solver-missions`): folded, the same distributions and joint probability."""
    view = opening_positions((1, 2, 3), 5, mission)[index][1]
    prob = build_problem(view)
    assert dp._Run(prob, prob.stands).outer
    post = solve(view)
    with monkeypatch.context() as m:
        m.setattr(dp, "LANES", 1)
        assert not dp._Run(prob, prob.stands).outer
        plain = solve(view)
        some = sorted(plain.problem.slot_of)[:2]
        none = plain.prob_none(some, [5, 6])
    assert post.z == pytest.approx(plain.z, rel=1e-12)
    assert set(post.dists) == set(plain.dists)
    assert max(_gap(post.dists[a], d) for a, d in plain.dists.items()) < 1e-12
    assert 0.0 < none < 1.0
    assert post.prob_none(some, [5, 6]) == pytest.approx(none, abs=1e-12)
