"""BustersState.copy copies by hand (pickle's round trip was 5x slower, and bots and
the leak tests copy states all the time): the copy holds the same game, shares no
object that can change with its original (a field added later and forgotten in
copy() fails here), and playing on the copy leaves the original as it was."""
from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from engine.busters import GAME
from engine.core.event import Event


def positions(mission: int, players: int, seed: int, every: int = 7):
    """States of a random playout, every `every` actions."""
    rng = random.Random(seed)
    s = GAME.new_game({"mission": mission, "players": players}, seed)
    for step in range(400):
        if step % every == 0:
            yield s
        if GAME.outcome(s) is not None:
            yield s
            return
        seat = rng.choice(sorted(GAME.to_act(s)))
        GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))


def canon(x):
    """What an object holds, as plain values (a random generator by its state)."""
    if isinstance(x, random.Random):
        return ("rng", x.getstate())
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        return (type(x).__name__, tuple(canon(getattr(x, f.name)) for f in dataclasses.fields(x)))
    if isinstance(x, dict):
        return ("dict", tuple((canon(k), canon(v)) for k, v in x.items()))
    if isinstance(x, (list, tuple)):
        return (type(x).__name__, tuple(canon(v) for v in x))
    if isinstance(x, (set, frozenset)):
        return (type(x).__name__, tuple(sorted(map(repr, x))))
    return x


def changeable(root, twice: list | None = None) -> dict[int, str]:
    """Every object reachable from root that can be changed in place (id -> where),
    but the parameters of logged events: events are never changed once logged.
    `twice` gets the places where one such object is reached a second time."""
    out: dict[int, str] = {}

    def walk(x, where: str) -> None:
        if isinstance(x, Event):
            return
        mutable = isinstance(x, (list, dict, set, random.Random)) or (
            dataclasses.is_dataclass(x) and not x.__dataclass_params__.frozen)
        if mutable:
            if id(x) in out:
                if twice is not None:
                    twice.append((out[id(x)], where))
                return
            out[id(x)] = where
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            for f in dataclasses.fields(x):
                walk(getattr(x, f.name), f"{where}.{f.name}")
        elif isinstance(x, dict):
            for k, v in x.items():
                walk(v, f"{where}[{k!r}]")
        elif isinstance(x, (list, tuple, set, frozenset)):
            for i, v in enumerate(x):
                walk(v, f"{where}[{i}]")
    walk(root, "state")
    return out


@pytest.mark.parametrize("mission", range(1, 67))
def test_a_copy_is_the_same_game_and_shares_nothing_that_changes(mission):
    players = 5 if mission in (46, 64) else 4
    rng = random.Random(mission)
    for s in positions(mission, players, seed=mission):
        twice: list = []
        changeable(s, twice)
        assert not twice, twice        # (one object in two places: a copy by hand would part them)
        c = s.copy()
        assert canon(c) == canon(s)
        shared = changeable(s).keys() & changeable(c).keys()
        assert not shared, [changeable(s)[i] for i in shared]
        if GAME.outcome(c) is None:                    # playing on the copy changes only the copy
            before = pickle.dumps(s)
            seat = rng.choice(sorted(GAME.to_act(c)))
            GAME.apply(c, seat, rng.choice(GAME.legal_actions(c, seat)))
            assert pickle.dumps(s) == before
