"""Brute-force posterior for small positions of missions that lay wires out of order
or deal colours apart: every layout of the wires a seat cannot see, group by group
(a stand's wires in order; its out-of-order wires, X or flipped, in their own group;
the set-aside wires), weighted as dealt without replacement (1/c! per value per
group), kept when the deal model accepts it (colours dealt apart) and when replaying
the same actions on it gives that seat the same view (a layout the view's wires and
tokens already refuse is not replayed: brute_seen.py). Positions are built "as laid":
the mission's own set-up part of the deal says where the marks go."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from itertools import product
from typing import Any

import pytest

from engine.busters import GAME, marks
from engine.core.errors import IllegalAction
from engine.core.view import UNKNOWN
from tests.engine.busters.brute_seen import Seen

Layout = list[list[list[str]]]


def _key(t: str) -> float:
    return float(t)


def multisets(pool: Counter, size: int) -> Iterator[tuple[str, ...]]:
    """Every multiset of `size` wires out of `pool`, each once, its wires in ascending
    order."""
    keys = sorted((k for k in pool if pool[k] > 0), key=_key)
    left_after = [sum(pool[k] for k in keys[i:]) for i in range(len(keys) + 1)]
    cur: list[str] = []

    def rec(i: int, left: int) -> Iterator[tuple[str, ...]]:
        if left == 0:
            yield tuple(cur)
            return
        if left_after[i] < left:
            return
        k = keys[i]
        for n in range(min(pool[k], left), -1, -1):
            cur.extend([k] * n)
            yield from rec(i + 1, left - n)
            del cur[len(cur) - n:]
    yield from rec(0, size)


def weight(wires: list[str] | tuple[str, ...]) -> float:
    """The weight of a group's wires (in order) as dealt without replacement: 1/c! per
    value held c times."""
    w, run = 1.0, 1
    for a, b in zip(wires, wires[1:]):
        run = run + 1 if a == b else 1
        w /= run
    return w


def build(mission: int, layout: Layout, aside: list[str], extra: dict[str, Any],
          actions: list[tuple[int, str]], equipment: list[int] | None = None,
          piles: dict[str, list[str]] | None = None) -> Any:
    s = GAME.new_game({"mission": mission, "players": len(layout)}, 0,
                      {"hands": layout, "aside": aside, "as_laid": True, "mission": extra,
                       "equipment": equipment or [], "piles": piles or {}})
    for seat, text in actions:
        GAME.apply(s, seat, text)
    return s


def _orders(part: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """Every distinct order of a multiset (a pile's wires are dealt in a random order)."""
    items = list(part)
    seen = set()

    def rec(left: list[str], cur: list[str]) -> Iterator[tuple[str, ...]]:
        if not left:
            yield tuple(cur)
            return
        for i, t in enumerate(left):
            if t in left[:i]:
                continue
            yield from rec(left[:i] + left[i + 1:], cur + [t])
    for o in rec(items, []):
        if o not in seen:
            seen.add(o)
            yield o


def brute(mission: int, layout: Layout, aside: list[str], extra: dict[str, Any],
          actions: list[tuple[int, str]], viewer: int,
          accept: Callable[[Layout], bool] = lambda lay: True,
          equipment: list[int] | None = None, piles: dict[str, list[str]] | None = None,
          quick: bool = True) -> dict[tuple[int, int, int], dict[str, float]]:
    """The exact distribution of every wire `viewer` cannot see (uncut, shown "?").
    Piles (dealt in the order given) are enumerated in every order: a pile's wires
    are dealt in a random order, each distinct order equally likely. `quick` False
    replays every layout (test_brute_oracles.py)."""
    piles = piles or {}
    true = build(mission, layout, aside, extra, actions, equipment, piles)
    target = GAME.view(true, viewer)
    # groups: (fixed texts by position or None for hidden) per sorted group
    groups: list[list[tuple[tuple[int, int, int], str | None]]] = []
    hidden_texts: Counter = Counter(aside)
    unsorted = {tuple(a) for kind in (marks.X, marks.FLIPPED) for a in extra.get(kind, [])}
    moved = piles or any(e.key == "busters.wire.moved" for e in true.log)
    for seat, hand in enumerate(layout):
        for j, stand in enumerate(hand):
            sorted_part, loose = [], []
            for i, true_text in enumerate(stand):
                addr = (seat, j, i)
                if moved:       # wires moved since the deal: only one's own are fixed
                    shown = true_text if seat == viewer and addr not in unsorted else None
                else:
                    sl = target.stands[[(x.seat, x.index) for x in target.stands].index((seat, j))].slots[i]
                    shown = None if (sl.wire == UNKNOWN and not sl.cut) else true_text
                if shown is None:
                    hidden_texts[true_text] += 1
                (loose if addr in unsorted else sorted_part).append((addr, shown))
            groups += [g for g in (sorted_part, loose) if any(t is None for _a, t in g)]
    pile_ids = sorted(piles)
    for pid in pile_ids:
        hidden_texts.update(piles[pid])
    sizes = [sum(1 for _a, t in g if t is None) for g in groups] + [len(piles[p]) for p in pile_ids]

    seen = Seen(target, layout, piles)
    assert seen.fits(layout, piles), "the quick filter refuses the true deal"

    aside_colours = Counter(t[-1] for t in aside if "." in t)

    def fill(k: int, part: tuple[str, ...]) -> tuple[list[str], float] | None:
        """Group k's wires with `part` in its hidden places and their weight as dealt
        (1/c! per value), or None where they are out of order (or, `quick`, not what
        the view shows)."""
        vals = iter(part)
        full = [t if t is not None else next(vals) for _a, t in groups[k]]
        if any(_key(a) > _key(b) for a, b in zip(full, full[1:])):
            return None
        if quick and not all(seen.wire_fits(a, t) for (a, _t), t in zip(groups[k], full)):
            return None
        return full, weight(full)

    def splits(pool: Counter, k: int) -> Iterator[list[Any]]:
        """Each group's wires and weight, then each pile's part, then the set-aside
        wires; a group out of order or refused is never completed."""
        if k == len(sizes):
            pool = +pool
            if sum(pool.values()) == len(aside) and not any("." in t and n > 1 for t, n in pool.items()) \
                    and Counter(t[-1] for t in pool.elements() if "." in t) == aside_colours:
                yield [pool]
            return
        for part in multisets(pool, sizes[k]):
            item = fill(k, part) if k < len(groups) else part
            if item is not None:
                left = pool.copy()
                left.subtract(part)
                for rest in splits(left, k + 1):
                    yield [item, *rest]

    def with_orders(parts: list) -> Iterator[tuple[list, dict]]:
        orders = [[o for o in _orders(pp) if not quick or seen.stand_fits(("pile", pid), o)]
                  for pid, pp in zip(pile_ids, parts[len(groups):len(groups) + len(pile_ids)])]
        for chosen in product(*orders):
            yield parts, {pid: list(o) for pid, o in zip(pile_ids, chosen)}

    # the wires the viewer cannot see, where they are now
    tally: dict[tuple[int, int, int], dict[str, float]] = {
        (st.seat, st.index, i): {} for st in target.stands for i, sl in enumerate(st.slots)
        if sl.wire == UNKNOWN and not sl.cut}
    total = 0.0
    for parts, new_piles in (x for ps in splits(hidden_texts, 0) for x in with_orders(ps)):
        new = [[list(st) for st in hand] for hand in layout]
        w = 1.0
        for g, (full, wg) in zip(groups, parts):
            for (addr, _shown), t in zip(g, full):
                new[addr[0]][addr[1]][addr[2]] = t
            w *= wg
        rest = parts[-1]
        if quick and not seen.in_order(new, new_piles):
            continue
        if not accept(new):
            continue
        try:
            s = build(mission, new, sorted(rest.elements(), key=_key), extra, actions, equipment,
                      new_piles)
        except (IllegalAction, ValueError):
            continue
        if GAME.view(s, viewer) != target:
            continue
        total += w
        for addr, dist in tally.items():
            text = s.slot(*addr).wire.text
            dist[text] = dist.get(text, 0.0) + w
    assert total > 0
    return {a: {t: n / total for t, n in c.items()} for a, c in tally.items()}


def assert_agrees(got: dict, exact: dict, viewer: int) -> None:
    """The solver's distributions (`got`) are brute force's (`exact`) to 1e-9."""
    assert set(got) == set(exact), (viewer, sorted(got), sorted(exact))
    for addr, dist in exact.items():
        for k in set(dist) | set(got[addr]):
            assert got[addr].get(k, 0.0) == pytest.approx(dist.get(k, 0.0), abs=1e-9), \
                (viewer, addr, k, got[addr], dist)


__all__ = ["assert_agrees", "brute", "build", "product"]
