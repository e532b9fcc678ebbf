"""The DP's vectors as exact integers packed into one int (inference/dp.py `_Lanes`):
the lane operations, and the field width that keeps every count of a run apart."""
from __future__ import annotations

import pytest

from engine.bench import opening_positions
from engine.busters.inference import build_problem, dp


def test_lanes_unpack_pack_total_and_reversed_nonzero():
    lanes = dp._Lanes(5, 40)
    assert lanes.W % 8 == 0 and lanes.W >= 42
    xs = [3, 0, (1 << 40) - 1, 0, 7]
    x = lanes.pack(xs)
    assert lanes.unpack(x) == xs
    assert lanes.total(x) == sum(xs)
    # lanes 0, 2 and 4 are non-zero: reversed, lanes 4, 2 and 0
    assert lanes.unpack(lanes.reversed_nonzero(x)) == [lanes.field, 0, lanes.field, 0, lanes.field]
    assert lanes.unpack(lanes.reversed_nonzero(lanes.pack([1, 2, 0, 0, 0]))) == \
        [0, 0, 0, lanes.field, lanes.field]
    assert lanes.unpack(x & lanes.mask([1, 2, 9])) == [0, 0, (1 << 40) - 1, 0, 0]


@pytest.mark.parametrize("mission, index", [(35, 25), (41, 5)])
def test_every_count_of_a_run_fits_its_lane(mission, index):
    """Mission 35's and 41's slowest first turns (`python -m engine.bench
    busters-solver-missions`): every lane of every state, and every boundary's sum of
    them, stays below 2**(W-1) (`_bound`), so no sum carries into the next lane."""
    view = opening_positions((1, 2, 3), 5, mission)[index][1]
    prob = build_problem(view)
    for _sign, stands in dp._variants(prob):
        for mirrored in (False, True):
            run = dp._Run(prob, stands, mirrored=mirrored)
            top = 1 << (run.lanes.W - 1)
            for states in run.forward():
                assert all(0 <= x < top for vec in states.values() for x in run.lanes.unpack(vec))
                assert sum(run.lanes.total(vec) for vec in states.values()) < top
