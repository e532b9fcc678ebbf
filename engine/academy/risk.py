"""What a seat can work out about the bomb from its view: the cards left in each deck,
where the BOOM tile may be, and for a cut of n cards the chance it sets the bomb off
and the wire's full value if it does not. Used by the bots (never by the rules)."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from engine.academy import data as D
from engine.academy.state import AcademyView

SAMPLES = 24          # Monte Carlo draws for cuts of three cards or more


@dataclass(frozen=True)
class CutRisk:
    boom: float           # chance the cut sets the bomb off
    value: float          # expected full value when it does not (plates included)


def remaining(view: AcademyView, i: int) -> list[int]:
    """The cards still in deck i: the deck list minus the exposed cards (public)."""
    left = Counter(D.DECKS[view.wires[i]])
    left.subtract(Counter(view.exposed[i]))
    left.subtract(Counter(view.xray_cards if view.cut_wire == view.wires[i] else ()))
    return sorted(left.elements())


def boom_spots(view: AcademyView, i: int) -> list[int]:
    """Trigger positions that may hold the BOOM tile, each equally likely."""
    length = view.track_lengths[i]
    known = view.known_tiles[i]
    if known is not None:
        return [length + 1 + known.index(D.BOOM)]
    return [length + 1 + t for t, face in enumerate(view.tiles[i]) if face == "?"] or [length + 1]


def plate_bonus(view: AcademyView, i: int) -> int:
    return sum(b for _, w, b in view.plates if w == view.wires[i])


def cut_risk(view: AcademyView, i: int, n: int, rng: random.Random | None = None,
             first: int | None = None) -> CutRisk:
    """Risk of cutting wire i with n cards (the first one fixed if known)."""
    deck = remaining(view, i)
    if first is None and view.known_tops[i] is not None:
        first = view.known_tops[i]
    if first is not None and first in deck:
        deck.remove(first)
    spots = boom_spots(view, i)
    n_spots = len(spots)
    base_pos = view.triggers[i]
    base_value = sum(D.chain_mark(v) for v in view.exposed[i]) + plate_bonus(view, i)
    need = min(n - (first is not None), len(deck))
    # weighted draws: (weight, cards drawn in order)
    if need <= 0:
        draws: list[tuple[float, tuple[int, ...]]] = [(1.0, ())]
    elif need == 1:
        counts = Counter(deck)
        draws = [(float(k), (v,)) for v, k in counts.items()]
    elif need == 2:
        counts = Counter(deck)
        draws = []
        for x, kx in counts.items():
            for y, ky in counts.items():
                ways = kx * (ky - (x == y))
                if ways:
                    draws.append((float(ways), (x, y)))
    else:
        r = rng or random.Random(0)
        draws = [(1.0, tuple(r.sample(deck, need))) for _ in range(SAMPLES)]
    pre = (first,) if first is not None else ()
    boom = value = total = 0.0
    for w, d in draws:
        cards = pre + d
        if not cards:
            continue
        pos = base_pos + sum(cards)
        b = sum(1 for s in spots if pos >= s) / n_spots
        v = cards[-1] + base_value + sum(1 for c in cards if c)
        total += w
        boom += w * b
        value += w * (1 - b) * v
    if total == 0:
        return CutRisk(0.0, 0.0)
    safe = total - boom
    return CutRisk(boom / total, value / safe if safe > 1e-9 else 0.0)


def risk_table(view: AcademyView, max_n: int, rng: random.Random | None = None
               ) -> list[list[CutRisk]]:
    """table[i][n] for n = 1..max_n (index 0 unused)."""
    return [[CutRisk(0.0, 0.0)] + [cut_risk(view, i, n, rng) for n in range(1, max_n + 1)]
            for i in range(len(view.wires))]


def available(view: AcademyView, seat: int) -> list[str]:
    """The action cards `seat` may hold: all but those on its table and a used Wait."""
    cards = list(D.action_cards_for(view.players))
    for c in view.stacks[seat]:
        if c in cards:
            cards.remove(c)
    if view.wait_out[seat] and D.WAIT in cards:
        cards.remove(D.WAIT)
    return cards
