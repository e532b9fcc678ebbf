"""Positions from seeded playouts of a mission (as tests/engine/busters/
test_playouts.py drives them), every seat's view compared with the solver."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterator

from engine.busters import GAME, board
from engine.busters.state import CHARACTERS
from engine.busters.actions import Dual, Own, Reveal, Solo, Use
from engine.busters.inference import wire_distributions
from engine.core.view import UNKNOWN
from tests.engine.busters.oracle.deal import Problem, TooBig
from tests.engine.busters.oracle.table import OutOfReach

TOL = 1e-9


@dataclass
class Tally:
    matched: int = 0
    mismatched: int = 0
    out: Counter = field(default_factory=Counter)       # out-of-reach names
    too_big: int = 0
    examples: list = field(default_factory=list)         # mismatches, first ones
    keep: int = 3                                        # how many to keep


def hidden_count(view: Any) -> int:
    return sum(1 for st in view.stands for sl in st.slots if not sl.cut and sl.wire == UNKNOWN)


def _unseen(s: Any, seat: int) -> int:
    """The wires on the stands `seat` does not see: what hidden_count of its view counts,
    read from the state (board.sees decides what a view shows)."""
    return sum(1 for st in s.stands() for sl in st.slots if not sl.cut and not board.sees(s, seat, st.seat, sl))


def views(mission: int, players: int, seed: int, max_hidden: int,
          skill: float = 0.95, truth: bool = False) -> Iterator[tuple]:
    """(step, seat, view) of every seat, at every step whose view is small enough
    (with `truth`: and every wire's real value, addr -> printed)."""
    rng = random.Random(seed)
    # clocks off (missions 10, 19: a timer would end most games before they are small)
    s = GAME.new_game({"mission": mission, "players": players, "timers": False}, seed)
    for step in range(5000):
        for seat in range(players):
            if s.phase == CHARACTERS or _unseen(s, seat) > max_hidden:
                continue              # (most steps: the view itself is dear to make)
            v = GAME.view(s, seat)
            if hidden_count(v) <= max_hidden:
                if truth:
                    yield step, seat, v, {(st.seat, st.index, i): sl.wire.text
                                          for st in s.stands() for i, sl in enumerate(st.slots)}
                else:
                    yield step, seat, v
        if GAME.outcome(s) is not None:
            return
        seat = rng.choice(sorted(GAME.to_act(s)))
        # (mission 25: saying a number aloud only burns the dial; players avoid it)
        acts = [a for a in GAME.legal_actions(s, seat) if str(a) != "special spoke"] \
            or GAME.legal_actions(s, seat)
        matched = s.declaration.matched if s.declaration is not None else None
        held = {sl.wire.value for st in s.hands[seat] for sl in st.slots if not sl.cut}
        unseen = {sl.wire.value for st in s.hands[seat] for sl in st.slots
                  if not sl.cut and "flipped" in sl.marks}
        good = [a for a in acts if (isinstance(a, Solo) and unseen <= {a.value})
                or (isinstance(a, Reveal) and unseen <= {"R"})
                or (isinstance(a, Dual) and s.slot(*a.addr).wire.value == a.value
                    and a.value in held)
                # the own wire cut after a success: the right one (a flipped wire
                # cut as something else explodes the bomb, missions 38, 56, 64)
                or (isinstance(a, Own) and s.slot(*a.addr).wire.value == matched)]
        uses = [a for a in acts if isinstance(a, Use)]
        if uses and rng.random() < 0.15:
            a = rng.choice(uses)
        else:
            a = rng.choice(good) if good and rng.random() < skill else rng.choice(acts)
        GAME.apply(s, seat, a)


def diff(solver: dict, oracle: dict) -> list[tuple[Any, str, float, float]]:
    out = []
    for a in sorted(set(solver) | set(oracle)):
        s, o = solver.get(a, {}), oracle.get(a, {})
        for v in sorted(set(s) | set(o)):
            if abs(s.get(v, 0.0) - o.get(v, 0.0)) > TOL:
                out.append((a, v, s.get(v, 0.0), o.get(v, 0.0)))
    return out


def check(view: Any, tally: Tally, where: tuple, truth: dict | None = None) -> list:
    try:
        problem = Problem(view)
        if truth is not None:
            bad = problem.rejects(truth)
            assert not bad, f"the oracle rejects the real deal at {where}: {bad}"
        mine = problem.solve()
    except OutOfReach as e:
        tally.out[str(e)] += 1
        return []
    except TooBig:
        tally.too_big += 1
        return []
    theirs = {tuple(a): d for a, d in wire_distributions(view).items()}
    # wires nobody has a question about: those with one certain value on both sides
    bad = diff(theirs, mine)
    if bad:
        tally.mismatched += 1
        if len(tally.examples) < tally.keep:
            tally.examples.append((where, bad))
    else:
        tally.matched += 1
    return bad


def run(mission: int, positions: int, seed: int, max_hidden: int = 12,
        every: int = 3, keep: int = 3) -> Tally:
    """Up to `positions` views of `mission`, from playouts seeded seed, seed+1, ...
    (every `every`-th eligible step, each seat)."""
    tally = Tally(keep=keep)
    players = [c["players"] for c in GAME.conformance_configs() if c["mission"] == mission]
    done, k = 0, 0
    tally.hidden = Counter()
    while done < positions and k < positions * 4 + 20:
        p = players[k % len(players)]
        sd = seed + k
        k += 1
        for n, (step, seat, v, real) in enumerate(views(mission, p, sd, max_hidden, truth=True)):
            if n % every:
                continue
            tally.hidden[hidden_count(v)] += 1
            check(v, tally, (mission, p, sd, step, seat), real)
            done += 1
            if done >= positions:
                break
    return tally


def position(mission: int, players: int, seed: int, step: int, viewer: int) -> Any:
    """The view a reproducer line names (mission, players, seed, step, viewer)."""
    for st, seat, v in views(mission, players, seed, 99):
        if (st, seat) == (step, viewer):
            return v
    raise ValueError("no such position")
