"""Expected points of the round for the bots: the value of each action card against
what the other seats are likely to play, and the expected gains of a revealed round.
Reads only an AcademyView."""
from __future__ import annotations

import dataclasses
import math
import random
from typing import TypeVar

from engine.academy import data as D
from engine.academy.risk import CutRisk, available, risk_table
from engine.academy.state import AcademyView

K = TypeVar("K")

PEEK_VALUE = 0.6      # what a Chicken's peek is worth, in points (rough)
WAIT_EXTRA = 0.5      # the protected wire usually costs somebody else


def public(view: AcademyView) -> AcademyView:
    """The view stripped of private knowledge: what everybody can work out."""
    n = len(view.wires)
    return dataclasses.replace(view, known_tops=(None,) * n, known_tiles=(None,) * n,
                               xray_cards=())


def poisson_binomial(ps: list[float]) -> list[float]:
    dist = [1.0]
    for p in ps:
        nxt = [0.0] * (len(dist) + 1)
        for k, x in enumerate(dist):
            nxt[k] += x * (1 - p)
            nxt[k + 1] += x * p
        dist = nxt
    return dist


def cut_gain(r: CutRisk, n: int) -> float:
    """Expected points of one of n cutters of a wire (the share drops remainders)."""
    return (1 - r.boom) * max(0.0, (r.value - (n - 1) / 2) / n if n > 1 else r.value) \
        - r.boom * D.EXPLOSION_LOSS


def card_values(view: AcademyView, me: int, q: dict[int, dict[str, float]],
                table: list[list[CutRisk]], cards: list[str]) -> dict[str, float]:
    """Expected points of each card for `me` when seat j plays card c with q[j][c]."""
    nw = len(view.wires)
    others = [j for j in range(view.players) if j != me]
    p_wait = [q[j].get(D.WAIT, 0.0) for j in others]
    prot = 1.0
    for pw in p_wait:
        prot *= 1 - pw / nw
    p_prot = 1 - prot
    values: dict[str, float] = {}
    reach = 1.0
    explode_others = 1.0             # chance no other seat's wire goes off
    for i, w in enumerate(view.wires):
        dist = poisson_binomial([q[j].get(w, 0.0) for j in others])
        mine = sum(dist[k] * cut_gain(table[i][k + 1], k + 1) for k in range(len(dist)))
        values[w] = reach * (1 - p_prot) * mine
        boom_here = sum(dist[k] * table[i][k].boom for k in range(1, len(dist))) * (1 - p_prot)
        explode_others *= 1 - boom_here
        reach *= 1 - boom_here
    values[D.CHICKEN] = D.CHICKEN_BONUS * (1 - explode_others) + PEEK_VALUE
    values[D.WAIT] = D.WAIT_POINTS + WAIT_EXTRA
    return {c: values[c] for c in cards}


def uniform_q(view: AcademyView, me: int) -> dict[int, dict[str, float]]:
    q: dict[int, dict[str, float]] = {}
    for j in range(view.players):
        if j == me:
            continue
        cards = available(view, j)
        q[j] = {c: 1 / len(cards) for c in cards}
    return q


def softmax(values: dict[K, float], temp: float) -> dict[K, float]:
    top = max(values.values())
    ex = {c: math.exp((v - top) / temp) for c, v in values.items()}
    z = sum(ex.values())
    return {c: e / z for c, e in ex.items()}


def round_gains(view: AcademyView, acts: list[str | None], table: list[list[CutRisk]],
                airhorned: tuple[bool, ...] | None = None) -> list[float]:
    """Expected points of every seat for a revealed round with these actions (Waits
    already paid; a wire already protected stays protected)."""
    n = view.players
    horned = airhorned or view.airhorned
    gains = [0.0] * n
    reach = 1.0
    p_boom = 0.0
    for i, w in enumerate(view.wires):
        cutters = [p for p in range(n) if acts[p] == w and not horned[p]]
        if not cutters or w in view.protected:
            continue
        r = table[i][len(cutters)]
        for p in cutters:
            gains[p] += reach * cut_gain(r, len(cutters))
        p_boom += reach * r.boom
        reach *= 1 - r.boom
    for p in range(n):
        if acts[p] == D.CHICKEN or horned[p]:
            gains[p] += D.CHICKEN_BONUS * p_boom + (1 - p_boom) * PEEK_VALUE
    return gains


def edge(gains: list[float], me: int) -> float:
    """My gain against the average other seat: what decides who wins."""
    others = [g for p, g in enumerate(gains) if p != me]
    return gains[me] - (sum(others) / len(others) if others else 0.0)


def table_for(view: AcademyView, rng: random.Random) -> list[list[CutRisk]]:
    return risk_table(view, view.players, rng)
