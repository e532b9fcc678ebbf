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
          actions: list[tuple[int, str]], equipment: list[int] | None = None) -> Any:
    s = GAME.new_game({"mission": mission, "players": len(layout)}, 0,
                      {"hands": layout, "aside": aside, "as_laid": True, "mission": extra,
                       "equipment": equipment or []})
    for seat, text in actions:
        GAME.apply(s, seat, text)
    return s


def brute(mission: int, layout: Layout, aside: list[str], extra: dict[str, Any],
          actions: list[tuple[int, str]], viewer: int,
          accept: Callable[[Layout], bool] = lambda lay: True,
          equipment: list[int] | None = None) -> dict[tuple[int, int, int], dict[str, float]]:
    """The exact distribution of every wire `viewer` cannot see (uncut, shown "?")."""
    true = build(mission, layout, aside, extra, actions, equipment)
    target = GAME.view(true, viewer)
    # groups: (fixed texts by position or None for hidden) per sorted group
    groups: list[list[tuple[tuple[int, int, int], str | None]]] = []
    hidden_texts: Counter = Counter(aside)
    for st in target.stands:
        sorted_part, loose = [], []
        for i, sl in enumerate(st.slots):
            addr = (st.seat, st.index, i)
            true_text = layout[st.seat][st.index][i]
            shown = None if (sl.wire == UNKNOWN and not sl.cut) else true_text
            if shown is None:
                hidden_texts[true_text] += 1
            (loose if marks.UNSORTED.intersection(sl.marks) else sorted_part).append((addr, shown))
        groups += [g for g in (sorted_part, loose) if any(t is None for _a, t in g)]
    sizes = [sum(1 for _a, t in g if t is None) for g in groups]

    def splits(pool: Counter, k: int) -> Iterator[list[Counter]]:
        if k == len(groups):
            if sum(pool.values()) == len(aside):
                yield [pool]
            return
        for part in _multisets(pool, sizes[k]):
            for rest in splits(pool - part, k + 1):
                yield [part, *rest]

    tally: dict[tuple[int, int, int], Counter] = {}
    total = 0.0
    for parts in splits(hidden_texts, 0):
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
            s = build(mission, new, sorted(rest.elements(), key=_key), extra, actions, equipment)
        except (IllegalAction, ValueError):
            continue
        if GAME.view(s, viewer) != target:
            continue
        total += w
        for g in groups:
            for addr, shown in g:
                if shown is None:
                    tally.setdefault(addr, Counter())[new[addr[0]][addr[1]][addr[2]]] += w
    assert total > 0
    return {a: {t: n / total for t, n in c.items()} for a, c in tally.items()}


__all__ = ["brute", "build", "product"]
