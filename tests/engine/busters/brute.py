"""Brute-force posterior for small Bomb Busters positions: every deal of the wires a
seat cannot see, weighted as dealt without replacement, kept when replaying the same
actions gives that seat the same view (a deal the view's wires and tokens already
refuse is not replayed: brute_seen.py)."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

from engine.busters import GAME
from engine.core.errors import IllegalAction
from tests.engine.busters.brute_marks import multisets, weight
from tests.engine.busters.brute_seen import Seen


def _splits(pool: Counter, sizes: list[int], ok: Callable[[int, tuple[str, ...]], bool],
            k: int = 0) -> Iterator[list[tuple[str, ...]]]:
    """Every split of `pool` into parts of `sizes` (each part's wires in order) whose
    part k passes `ok(k, part)`: a part refused is never completed."""
    if k == len(sizes):
        if not +pool:
            yield []
        return
    for part in multisets(pool, sizes[k]):
        if ok(k, part):
            left = pool.copy()
            left.subtract(part)
            for tail in _splits(left, sizes, ok, k + 1):
                yield [part, *tail]


def brute(mission: int, hands: list[list[list[str]]], aside: list[str], equipment: list[int],
          actions: list[tuple[int, str]], viewer: int, ready: tuple[int, ...] = (),
          quick: bool = True) -> dict[tuple[int, int, int], dict[str, float]]:
    """`hands`: per seat, per stand, the true wires; `aside`: the true set-aside wires.
    Returns the exact distribution of every hidden wire of the viewer's teammates.
    `quick` False replays every deal (test_brute_oracles.py)."""
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
    seen = Seen(target, hands)
    assert seen.fits(hands), "the quick filter refuses the true deal"
    # Unknown tiles: teammates' wires and the aside (cut wires are placed back too: the
    # deal is the original one; the quick filter, stand by stand, and the replay check
    # they land where they were seen).
    slots = [(seat, j) for seat in range(len(hands)) if seat != viewer
             for j in range(len(hands[seat]))]
    pool = Counter(t for seat, j in slots for t in hands[seat][j]) + Counter(aside)
    sizes = [len(hands[seat][j]) for seat, j in slots] + [len(aside)]
    colours = Counter("." in t and t[-1] for t in aside)

    def ok(k: int, wires: tuple[str, ...]) -> bool:
        if k == len(slots):     # an aside holds only the colour of the candidates it came from
            return Counter("." in t and t[-1] for t in wires) == colours
        return not quick or seen.stand_fits(slots[k], wires)

    tally: dict[tuple[int, int, int], Counter] = {}
    total = 0.0
    for parts in _splits(pool, sizes, ok):
        w = 1.0
        for part in parts:
            w *= weight(part)
        new_hands = [[list(st) for st in hand] for hand in hands]
        for (seat, j), wires in zip(slots, parts):
            new_hands[seat][j] = list(wires)
        new_aside = list(parts[-1])
        if quick and not seen.in_order(new_hands):
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

