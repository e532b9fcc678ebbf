"""The Expert asks for a detector's exact odds (a count over every deal, the costliest
question of a turn) only where they could change its choice (issue 27): the bounds of
those odds hold the exact figure, and the bounded choice is the all-exact choice."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters import bots as bots_mod
from engine.busters.actions import Dual
from engine.busters.bots import BOTS, _detector_bounds
from engine.busters.inference import Posterior
from engine.sim import _seed_for
from tests.engine.busters.helpers import deal


@pytest.fixture
def counts(monkeypatch):
    """The exact counts asked for (a count on merged stands calls itself once more)."""
    asked: list[tuple] = []
    exact = Posterior.prob_none

    def prob_none(self, addrs, games):
        asked.append((tuple(addrs), tuple(games)))
        return exact(self, addrs, games)
    monkeypatch.setattr(Posterior, "prob_none", prob_none)
    return asked


def all_exact(monkeypatch):
    """Bounds that decide nothing: every detector's exact odds are counted."""
    monkeypatch.setattr(bots_mod, "_detector_bounds", lambda view, post, addrs, v: (0.0, 1.0))


def test_no_count_where_no_detector_can_beat_the_plain_cut(counts, monkeypatch):
    """Seat 0 holds a 12; seats 1 and 2 hold the other two 12s or not. A stand's
    wires sit in ascending order ("from smallest to largest"), so one of its two
    rightmost wires is a 12 exactly when the rightmost is: a Double Detector there
    succeeds no more often than the plain Dual Cut of the rightmost wire (2/3), and
    a tool is used only when it beats the cut by a margin. Before, the three best
    detector pairs were each counted over every deal (mission 43's slowest
    decisions at 5 players, docs/BENCHMARKS.md)."""
    s = deal(4, [["2", "12"], ["3", "5", "11", "12"], ["2", "4", "6", "12"], ["7", "8"]])
    view, legal = GAME.view(s, 0), GAME.legal_actions(s, 0)
    assert any(str(a) == "use ddet" for a in legal)
    post = BOTS["expert"]().posterior(view)
    assert post.p((1, 0, 3), 12) == pytest.approx(2 / 3)
    assert post.p((1, 0, 2), 12) == pytest.approx(2 / 15)
    adv = BOTS["expert"]().decide(view, legal)
    assert adv.action == Dual((1, 0, 3), 12) and adv.success == pytest.approx(2 / 3)
    assert counts == []
    all_exact(monkeypatch)
    assert BOTS["expert"]().decide(view, legal) == adv
    assert counts                      # what the bounds spared: the same choice
    assert 1.0 - post.prob_none([(1, 0, 2), (1, 0, 3)], [12]) == pytest.approx(2 / 3)


def test_the_bounds_hold_the_exact_odds_and_out_of_order_wires_are_no_end():
    """At least the likeliest wire's chance, at most their sum, and on one stand at
    most the chance its leftmost wire is at most the value and its rightmost at
    least it. Mission 20's X wire sits at the far right "not sorted": a 2 there
    makes a pair ending on it likely to hold a 2 though the wire before it is high,
    so the order bound is not used across it."""
    s = deal(20, [["3", "9", "1"], ["4", "10", "2"], ["5", "11", "1"], ["6", "12", "2"]])
    view = GAME.view(s, 0)
    assert "x" in view.stands[1].slots[2].marks
    post = BOTS["expert"]().posterior(view)
    cases = [((1, 0, 1), (1, 0, 2), 2), ((1, 0, 0), (1, 0, 1), 4), ((2, 0, 0), (2, 0, 1), 11),
             ((3, 0, 0), (3, 0, 1), 12), ((1, 0, 0), (1, 0, 1), 2)]
    for *addrs, v in cases:
        lo, hi = _detector_bounds(view, post, tuple(addrs), v)
        exact = 1.0 - post.prob_none(list(addrs), [v])
        assert lo <= exact <= hi, (addrs, v, lo, exact, hi)
    # across the X wire the order bound would be wrong: below the exact odds
    across = 1.0 - post.prob_none([(1, 0, 1), (1, 0, 2)], [2])
    at_most = sum(q for t, q in post.dists[(1, 0, 1)].items() if float(t) <= 2)
    assert at_most < across - 0.1


@pytest.mark.parametrize("mission,players,game,turns", [(43, 5, 17, 6), (12, 4, 0, 99)])
def test_the_bounded_choice_is_the_all_exact_choice(mission, players, game, turns, counts,
                                                    monkeypatch):
    """Expert games as `engine.sim` deals them (mission 43 at 5 players, seed 1, game
    17: its first turns hold the slowest decision of issue 27; mission 12 to the end):
    wherever the Expert weighs its tools, the bounded choice (the tool, its plan, its
    odds) is the one every detector's exact odds give, with fewer counts."""
    weigh = bots_mod.BustersBot._tools
    bounds = bots_mod._detector_bounds
    asked = {"bounded": 0, "exact": 0}

    def both(self, ctx, post, best_p, scored):
        n = len(counts)
        adv = weigh(self, ctx, post, best_p, scored)
        plan = self._plan
        asked["bounded"] += len(counts) - n
        n = len(counts)
        monkeypatch.setattr(bots_mod, "_detector_bounds", lambda view, post, addrs, v: (0.0, 1.0))
        try:
            assert weigh(self, ctx, post, best_p, scored) == adv and self._plan == plan
        finally:
            monkeypatch.setattr(bots_mod, "_detector_bounds", bounds)
        asked["exact"] += len(counts) - n
        return adv
    monkeypatch.setattr(bots_mod.BustersBot, "_tools", both)
    seed = _seed_for(1, game)
    s = GAME.new_game({"mission": mission, "players": players}, seed)
    bots = [BOTS["expert"]() for _ in range(players)]
    rngs = [random.Random(_seed_for(seed, k, 1)) for k in range(players)]
    while GAME.outcome(s) is None and s.turn_no < turns:
        seat = min(GAME.to_act(s))
        GAME.apply(s, seat, bots[seat].choose(GAME.view(s, seat), GAME.legal_actions(s, seat),
                                               rngs[seat]))
    assert asked["bounded"] < asked["exact"] / 2, asked
