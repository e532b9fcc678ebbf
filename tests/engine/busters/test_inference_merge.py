"""Stands nothing tells apart are counted as one unordered block (inference/problem.py
`_merge`): every wire's distribution and every joint probability stay exact."""
from __future__ import annotations

import dataclasses

import pytest

from engine.busters import GAME
from engine.busters.inference import problem, solve
from engine.busters.missions.facts import Quota
from tests.engine.busters.oracle import distributions
from tests.engine.busters.test_exact_oracle import _position


def _unmerged(monkeypatch, view):
    with monkeypatch.context() as m:
        m.setattr(problem, "_merge", lambda prob, apart=frozenset(): None)
        return solve(view)


def _close(a: dict, b: dict) -> bool:
    return all(abs(a.get(k, 0.0) - b.get(k, 0.0)) < 1e-9 for k in set(a) | set(b))


def test_hidden_stands_are_one_block_and_agree_with_the_oracle():
    """Seats 1 and 2 show nothing: their five wires are one block, yet each wire keeps
    its place on its own stand (seat 2's first wire is its lowest of three)."""
    v = _position(1, 3, {(0, 0): [("1", ()), ("4", ())],
                         (1, 0): [("?", ()), ("?", ())],
                         (2, 0): [("?", ()), ("?", ()), ("?", ())]},
                  {"1": 2, "2": 2, "3": 1, "4": 2, "R": 0, "Y": 0})
    post = solve(v)
    hidden = [(1, 0, 0), (1, 0, 1), (2, 0, 0), (2, 0, 1), (2, 0, 2)]
    assert sorted(post.problem.merged) == hidden
    truth = distributions(v)
    for addr in hidden:
        assert _close(post.dists[addr], truth[addr]), addr
    assert post.dists[(2, 0, 0)]["1"] > post.dists[(2, 0, 2)].get("1", 0.0)


def test_a_set_up_counts_the_same_merged_or_not(monkeypatch):
    """Mission 8, 4 players, seat 1's view at set-up: the three other stands are one
    block; every distribution and a joint probability across two of them are those
    of the count stand by stand."""
    s = GAME.new_game({"mission": 8, "players": 4}, 3)
    v = GAME.view(s, 1)
    post = solve(v)
    assert {a[0] for a in post.problem.merged} == {0, 2, 3}
    plain = _unmerged(monkeypatch, v)
    assert not plain.problem.merged
    assert set(post.dists) == set(plain.dists)
    for addr, d in plain.dists.items():
        assert _close(post.dists[addr], d), addr
    pair = [(0, 0, 2), (2, 0, 5)]
    assert post.prob_none(pair, [5, 6]) == pytest.approx(plain.prob_none(pair, [5, 6]), abs=1e-9)
    assert 0.0 < post.prob_none(pair, [5, 6]) < 1.0


def test_tripwire_stands_are_one_block_and_agree_with_the_oracle():
    """Mission 41: "They are tripwires: deal 1 facedown to each bomb disposal expert."
    Seats 1 and 2 show nothing and hold the two unseen yellow wires, one each: one
    block, each stand's yellow at random, yet seat 1's lone other wire is blue."""
    v = _position(41, 3, {(0, 0): [("1", ()), ("2", ()), ("2.1", ())],
                          (1, 0): [("?", ()), ("?", ())],
                          (2, 0): [("?", ()), ("?", ()), ("?", ())]},
                  {"1": 2, "2": 2, "3": 1, "R": 0, "Y": 3},
                  markers=[("yellow", 1, False), ("yellow", 2, False), ("yellow", 3, False)])
    v = dataclasses.replace(v, facts=tuple(Quota("yellow", ((s, 0),), 1) for s in range(3)))
    post = solve(v)
    assert post.problem.block_quotas and not post.problem.quotas
    truth = distributions(v)
    for addr in [(1, 0, 0), (1, 0, 1), (2, 0, 0), (2, 0, 1), (2, 0, 2)]:
        assert _close(post.dists[addr], truth[addr]), addr
    yellow = lambda d: sum(p for t, p in d.items() if t.endswith(".1"))   # noqa: E731
    assert sum(yellow(post.dists[(1, 0, i)]) for i in range(2)) == pytest.approx(1.0)


def test_a_tripwire_set_up_counts_the_same_merged_or_not(monkeypatch):
    """Mission 41, 4 players, seat 1's view at set-up: the two other tripwire stands are
    one block (the Captain's holds no yellow); the same as counted stand by stand."""
    s = GAME.new_game({"mission": 41, "players": 4}, 2)
    while s.phase == "characters":
        GAME.apply(s, s.active, "character keep")
    v = GAME.view(s, 1)
    post = solve(v)
    assert post.problem.block_quotas
    plain = _unmerged(monkeypatch, v)
    assert plain.problem.quotas and not plain.problem.merged
    for addr, d in plain.dists.items():
        assert _close(post.dists[addr], d), addr
