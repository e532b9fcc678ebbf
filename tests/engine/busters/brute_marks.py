"""Brute-force posterior for small positions of missions that lay wires out of order
or deal colours apart: every layout of the wires a seat cannot see, group by group
(a stand's wires in order; its out-of-order wires, X or flipped, in their own group;
the set-aside wires), weighted as dealt without replacement (1/c! per value per
group), kept when the deal model accepts it (colours dealt apart) and when replaying
the same actions on it gives that seat the same view. Positions are built "as laid":
the mission's own set-up part of the deal says where the marks go."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from itertools import product
from math import factorial
from typing import Any

import pytest

from engine.busters import GAME, marks
from engine.core.errors import IllegalAction
from engine.core.view import UNKNOWN

Layout = list[list[list[str]]]


def _key(t: str) -> float:
    return float(t)


def _multisets(pool: Counter, size: int) -> Iterator[Counter]:
    keys = sorted(pool, key=_key)

    def rec(i: int, left: int, cur: Counter) -> Iterator[Counter]:
        if left == 0:
            yield Counter(cur)
            return
        if i == len(keys):
            return
        k = keys[i]
        for n in range(min(pool[k], left), -1, -1):
            if n:
                cur[k] = n
            yield from rec(i + 1, left - n, cur)
            cur.pop(k, None)
    yield from rec(0, size, Counter())


def build(mission: int, layout: Layout, aside: list[str], extra: dict[str, Any],
          actions: list[tuple[int, str]], equipment: list[int] | None = None,
          piles: dict[str, list[str]] | None = None) -> Any:
    s = GAME.new_game({"mission": mission, "players": len(layout)}, 0,
                      {"hands": layout, "aside": aside, "as_laid": True, "mission": extra,
                       "equipment": equipment or [], "piles": piles or {}})
    for seat, text in actions:
        GAME.apply(s, seat, text)
    return s


def _orders(part: Counter) -> Iterator[tuple[str, ...]]:
    """Every distinct order of a multiset (a pile's wires are dealt in a random order)."""
    items = sorted(part.elements(), key=_key)
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
          equipment: list[int] | None = None, piles: dict[str, list[str]] | None = None
          ) -> dict[tuple[int, int, int], dict[str, float]]:
    """The exact distribution of every wire `viewer` cannot see (uncut, shown "?").
    Piles (dealt in the order given) are enumerated in every order: a pile's wires
    are dealt in a random order, each distinct order equally likely."""
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

    def splits(pool: Counter, k: int) -> Iterator[list[Counter]]:
        if k == len(sizes):
            if sum(pool.values()) == len(aside):
                yield [pool]
            return
        for part in _multisets(pool, sizes[k]):
            for rest in splits(pool - part, k + 1):
                yield [part, *rest]

    tally: dict[tuple[int, int, int], Counter] = {}
    total = 0.0
    def with_orders(parts: list[Counter]) -> Iterator[tuple[list[Counter], dict]]:
        pile_parts = parts[len(groups):len(groups) + len(pile_ids)]
        for orders in product(*(list(_orders(pp)) for pp in pile_parts)):
            yield parts, {pid: list(o) for pid, o in zip(pile_ids, orders)}

    for parts, new_piles in (x for ps in splits(hidden_texts, 0) for x in with_orders(ps)):
        new = [[list(st) for st in hand] for hand in layout]
        w = 1.0
        ok = True
        for g, part in zip(groups, parts):
            vals = iter(sorted(part.elements(), key=_key))
            full = []
            for addr, shown in g:
                t = shown if shown is not None else next(vals)
                new[addr[0]][addr[1]][addr[2]] = t
                full.append(t)
            if any(_key(a) > _key(b) for a, b in zip(full, full[1:])):
                ok = False
                break
            for n in Counter(full).values():
                w /= factorial(n)
        rest = parts[-1]
        if not ok or any("." in t and n > 1 for t, n in rest.items()):
            continue
        if Counter(t[-1] for t in rest.elements() if "." in t) != \
                Counter(t[-1] for t in aside if "." in t):
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
        for st in target.stands:          # the wires the viewer cannot see, where they are now
            for i, sl in enumerate(st.slots):
                if sl.wire == UNKNOWN and not sl.cut:
                    addr = (st.seat, st.index, i)
                    tally.setdefault(addr, Counter())[s.slot(*addr).wire.text] += w
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
