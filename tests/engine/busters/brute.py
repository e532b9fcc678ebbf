"""Brute-force posterior for small Bomb Busters positions: every deal of the wires a
seat cannot see, weighted as dealt without replacement, kept when replaying the same
actions gives that seat the same view."""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from math import factorial
from typing import Any

from engine.busters import GAME
from engine.core.errors import IllegalAction


def _splits(pool: Counter, sizes: list[int]) -> Iterator[list[Counter]]:
    if not sizes:
        if not +pool:
            yield []
        return
    size, rest = sizes[0], sizes[1:]
    keys = sorted(pool)

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

    for part in rec(0, size, Counter()):
        for tail in _splits(pool - part, rest):
            yield [part, *tail]


def _key(t: str) -> float:
    return float(t)


def brute(mission: int, hands: list[list[list[str]]], aside: list[str], equipment: list[int],
          actions: list[tuple[int, str]], viewer: int, ready: tuple[int, ...] = (),
          colour_candidates: list[str] | None = None) -> dict[tuple[int, int, int], dict[str, float]]:
    """`hands`: per seat, per stand, the true wires; `aside`: the true set-aside wires.
    Returns the exact distribution of every hidden wire of the viewer's teammates."""
    def game(h: list[list[list[str]]], a: list[str]):
        s = GAME.new_game({"mission": mission, "players": len(h)}, 0,
                          {"hands": h, "aside": a, "equipment": equipment})
        for card in s.equipment:
            if card.number in ready:
                card.status = "ready"
        for seat, text in actions:
            GAME.apply(s, seat, text)
        return s

    target = GAME.view(game(hands, aside), viewer)
    # The quick filter reads wires where they were dealt: not on stands a swap changed.
    moved = {seat for seat, text in actions if text.startswith(("use walkie", "give"))}
    # Unknown tiles: teammates' wires and the aside (cut wires are placed back too: the
    # deal is the original one; the replay checks they land where they were seen).
    slots = [(seat, j) for seat in range(len(hands)) if seat != viewer
             for j in range(len(hands[seat]))]
    pool = Counter(t for seat, j in slots for t in hands[seat][j]) + Counter(aside)
    sizes = [len(hands[seat][j]) for seat, j in slots] + [len(aside)]
    tally: dict[tuple[int, int, int], Counter] = {}
    total = 0.0
    for parts in _splits(pool, sizes):
        # weight: ways to deal distinct tiles into these multisets
        w = 1.0
        for part in parts:
            for n in part.values():
                w /= factorial(n)
        if any("." in t and n > 1 for part in parts for t, n in part.items()):
            continue
        new_hands = [[list(st) for st in hand] for hand in hands]
        for (seat, j), part in zip(slots, parts):
            new_hands[seat][j] = sorted(part.elements(), key=_key)
        new_aside = sorted(parts[-1].elements(), key=_key)
        if not _plausible(new_hands, target, moved):
            continue
        # An aside must hold only the colour of the candidates it came from.
        if Counter("." in t and t[-1] for t in new_aside) != Counter("." in t and t[-1] for t in aside):
            continue
        try:
            s = game(new_hands, new_aside)
        except (IllegalAction, ValueError):
            continue
        if GAME.view(s, viewer) != target:
            continue
        total += w
        for st in s.stands():
            if st.seat == viewer:
                continue
            for i, sl in enumerate(st.slots):
                if not sl.cut:
                    tally.setdefault((st.seat, st.index, i), Counter())[sl.wire.text] += w
    return {a: {t: n / total for t, n in c.items()} for a, c in tally.items()}


def _plausible(hands: list[list[list[str]]], target: Any, moved: set[int]) -> bool:
    """Quick filter before the replay: the seen cut wires and numbered tokens (of the
    seats no swap has touched)."""
    for st in target.stands:
        if st.seat in moved:
            continue
        wires = hands[st.seat][st.index]
        for i, sl in enumerate(st.slots):
            if sl.cut and wires[i] != sl.wire:
                return False
            if not sl.cut and sl.tokens:
                t = sl.tokens[0].rstrip("!")
                if t == "Y" and not wires[i].endswith(".1"):
                    return False
                if t.isdigit() and wires[i] != t:
                    return False
    return True
