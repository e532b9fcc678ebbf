"""Exact deduction for Bomb Busters: from one seat's view, the probability of every
printed value of every hidden wire, under a uniformly random deal consistent with
everything public (no sampling).

The model. The deal is uniform over the tiles (dealing without replacement); each
stand is sorted. A count matrix c[stand][value] (copies of each printed value on each
stand, known ones included) then has weight prod 1/c! (the multinomial), and the
set-aside wires of an "X out of Y" group form one more, unordered, stand that takes
only that colour's candidates. Public facts restrict the deals:

- the sorted order of every stand: cut wires and numbered info tokens are known
  values; a hidden wire lies between its known neighbours (yellow x.1 and red x.5
  between the numbers); a yellow token says "one of the yellow candidates";
- failed cuts: the pointed wire(s) had none of the announced values (a Stabilizer
  saving a red wire shows it red);
- declarations: whoever announced a value (Dual Cut, detectors, X or Y Ray) held one
  uncut then: one of their wires of that value was cut since, or their hidden wires
  hold one now;
- General Radar: a "yes" stand held the value then (same test), a "no" stand holds none;
- labels = and != between two adjacent wires.

The algorithm. A dynamic programme over the values in ascending printed order whose
state is how far each stand's hidden slots have been filled (the fill of the largest
stand follows from the others, as the number of wires placed so far is known). One
value's step hands its remaining copies to the stands, stand by stand, with a counter
of copies left. A state where a stand lags behind the fill its slots force by then
(a slot none of whose values is still to come) is dropped at once: it would be
carried to the end for nothing, and at a 5-player start half the states are such. The backward messages are the forward pass of the mirrored problem
(values descending, slots right to left). Slot i of a stand holds a value <= u exactly
when that stand's fill after u exceeds i, so the fill marginals at every boundary give
every wire's distribution at once. "Holds at least one" facts on one number are local
to that number's step (inclusion-exclusion over its copies' split); yellow ones and
labels are handled by signed runs (inclusion-exclusion over restricted problems).

Blocks: stands nothing tells apart (same possible values on every wire, no known
wire, no fact naming one; every teammate's stand at set-up) are counted as one
unordered stand, whose multiset weight is theirs summed over how its wires split
among them, up to a constant. Given the block's counts, each stand's wires are a
uniform draw from it: wire i of a stand of n is <= u when a hypergeometric draw of
n from the block holds more than i of its wires <= u (the block's fill after u).

Colours dealt apart (mission 41's tripwires, 13's reds): where each stand of a quota
holds one single wire of the colour and its slots that may are one run of alike
slots, those wires are independent of the rest; they leave the count (the number
of matchings times a smaller problem's) instead of costing the DP a bit per stand
(inference/apart.py). Small stands (a red set aside, a pile of X wires) are folded
into the DP's vector, which is faster in Python than keying them.

Walkie-Talkies swaps: wires are named by where they were dealt, and the counting runs
over the stands as dealt. A swapped wire then sits between its new neighbours, the
right one strictly higher (it is placed after equal values): "a <= b" across two
stands forbids the joint fills where b is placed and a is not, at every boundary; the
strict "a < b" is all deals less those with "b <= a". The two sides of a swap keep
what they gave (their private note), so their counting stays exact too. A count token
(x1-x4) speaks of its stand as it was when placed: read on the stand as dealt, plus
and minus the wires that had moved by then (counts.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from math import comb
from typing import Any

from engine.busters.inference.dp import _count, _marginals, _variants
from engine.busters.inference.problem import (RED_KEY, YELLOW_KEY, Addr, Problem, Val,
                                              _game_indices, _game_of, _val_of_text, build_problem,
                                              collapse, game_key)
from engine.core.view import UNKNOWN

__all__ = ["Addr", "Posterior", "Problem", "Val", "RED_KEY", "YELLOW_KEY", "build_problem",
           "collapse", "game_key", "solve", "wire_distributions"]


@dataclass
class Posterior:
    problem: Problem
    z: float
    dists: dict[Addr, dict[str, float]]
    view: Any = None
    #: each pile's wires (nobody sees them): the distribution of any one of them
    piles: dict[str, dict[str, float]] = field(default_factory=dict)

    #: the uncut wires the view shows ({addr: printed value}), made at the first ask
    shown: dict[Addr, str] | None = field(default=None, repr=False, compare=False)

    def p(self, addr: Addr, game: Any) -> float:
        """Probability that the uncut wire `addr` has game value 7 / "Y" / "R". A wire
        the seat sees (its own; a teammate's flipped one, missions 38, 56, 64) is
        certain: scored as unknown, a sure cut of it looked like a sure miss."""
        dist = self.dists.get(addr)
        if dist is None:
            text = self._shown().get(addr)
            dist = {text: 1.0} if text is not None else {}
        return collapse(dist).get(game_key(game), 0.0)

    def _shown(self) -> dict[Addr, str]:
        if self.shown is None:
            self.shown = {} if self.view is None else {
                (st.seat, st.index, i): sl.wire for st in self.view.stands
                for i, sl in enumerate(st.slots) if not sl.cut and sl.wire != UNKNOWN}
        return self.shown

    def prob_none(self, addrs: list[Addr], games: list[Any]) -> float:
        """Exact probability that none of the hidden wires `addrs` has any of `games`."""
        prob = self.problem
        if any(a in prob.pooled or a in prob.merged for a in addrs):
            # a pooled or merged wire has no slot of its own: count this once with
            # these wires' stands apart
            whole = build_problem(self.view, apart=frozenset(addrs))
            z = sum(sign * _count(whole, stands) for sign, stands in _variants(whole))
            return Posterior(whole, z, {}, self.view).prob_none(addrs, games)
        idx: set[int] = set()
        for g in games:
            idx |= _game_indices(prob.values, g)
        wanted = {_game_of(g) for g in games}
        slots = []
        for a in addrs:
            if a in prob.known_slots:
                if _val_of_text(prob.known_slots[a]).game in wanted:
                    return 0.0
            elif a in prob.slot_of:
                slots.append(prob.slot_of[a])
        total = 0.0
        for sign, stands in _variants(prob):
            for k, i in slots:
                stands[k].allowed[i] -= idx
            total += sign * _count(prob, stands)
        return max(0.0, min(1.0, total / self.z)) if self.z > 0 else 0.0


def solve(view: Any) -> Posterior:
    prob = build_problem(view)
    Z = 0.0
    acc: dict[tuple[int, int], list[float]] = {}
    blocks = {k for k, _n, _i in prob.merged.values()}
    fill_acc: dict[int, list[list[float]]] = {}      # a block's fills, per boundary
    for sign, stands in _variants(prob):
        z, mass, fills = _marginals(prob, stands)
        Z += sign * z
        for k in blocks:
            fa = fill_acc.setdefault(k, [[0.0] * (prob.stands[k].n + 1) for _ in fills])
            for row, dist in zip(fa, fills):
                row[:] = [a + sign * d for a, d in zip(row, dist[k])]
        for s, rows in enumerate(mass):
            for i, row in enumerate(rows):
                a = acc.setdefault((s, i), [0.0] * len(prob.values))
                for u, m in enumerate(row):
                    if m:
                        a[u] += sign * m
    dists: dict[Addr, dict[str, float]] = {}
    for addr, slot in prob.slot_of.items():
        row = acc.get(slot, [])
        d = {prob.values[u].text: m / Z for u, m in enumerate(row) if m / Z > 1e-15} if Z > 0 else {}
        tot = sum(d.values())
        if tot > 0:
            d = {k: v / tot for k, v in d.items()}
        dists[addr] = d
    for addr, pile in prob.pooled.items():
        dists[addr] = _average(acc, pile, prob, Z)
    for addr, (k, n, i) in prob.merged.items():
        dists[addr] = _drawn(fill_acc[k], n, i, prob, Z, prob.block_quotas.get(k))
    for addr, text in prob.known_slots.items():
        dists[addr] = {text: 1.0}
    piles = {pid: _average(acc, k, prob, Z) for pid, k in prob.piles.items()}
    piles.update(prob.fixed_piles)
    return Posterior(prob, Z, dists, view, piles)


def _average(acc: dict, k: int, prob: Problem, Z: float) -> dict[str, float]:
    """The distribution of one wire of a group whose wires are exchangeable (a pile, a
    pool of lone out-of-order wires): the average over the group's slots."""
    rows = [acc.get((k, i), []) for i in range(prob.stands[k].n)]
    if not rows or Z <= 0:
        return {}
    d = {prob.values[u].text: sum(r[u] for r in rows if r) / (len(rows) * Z)
         for u in range(len(prob.values))}
    d = {t: v for t, v in d.items() if v > 1e-15}
    tot = sum(d.values())
    return {t: v / tot for t, v in d.items()} if tot > 0 else {}


@lru_cache(maxsize=None)
def _more_than(N: int, n: int) -> list[list[float]]:
    """[F][i]: the probability that n wires drawn at random from N, F of them marked,
    hold more than i marked ones (hypergeometric)."""
    out = []
    for F in range(N + 1):
        p = [comb(F, x) * comb(N - F, n - x) / comb(N, n) for x in range(n + 1)]
        out.append([sum(p[i + 1:]) for i in range(n)])
    return out


def _drawn(fills: list[list[float]], n: int, i: int, prob: Problem, Z: float,
           quota: tuple[int, frozenset[int]] | None) -> dict[str, float]:
    """The distribution of wire i of a stand of n merged into a block (`_merge`): the
    stand's n wires are a uniform draw from the block's N, and wire i is <= value u
    exactly when more than i of them are (the block's fill after u counts the
    block's wires <= u). With a quota (k stands, one wire of those colours each, the
    block holding all q of them): one of the k at random, and n - 1 of the other N - k."""
    if Z <= 0:
        return {}
    N = len(fills[0]) - 1
    if quota is None:
        table = _more_than(N, n)
        tail = [sum(m * table[F][i] for F, m in enumerate(row) if m) for row in fills]
    else:
        k, colours = quota
        table = _more_than(N - k, n - 1)

        def more(F: int, j: int) -> float:          # more than j of the n - 1 drawn
            return 1.0 if j < 0 else table[F][j] if j < n - 1 else 0.0
        tail, q = [], 0
        for b, row in enumerate(fills):
            if b and b - 1 in colours:
                q += prob.remaining[b - 1]
            tail.append(sum(m * (q / k * more(F - q, i - 1) + (1 - q / k) * more(F - q, i))
                            for F, m in enumerate(row) if m))
    d = {prob.values[u].text: (tail[u + 1] - tail[u]) / Z for u in range(len(prob.values))}
    d = {t: v for t, v in d.items() if v > 1e-15}
    tot = sum(d.values())
    return {t: v / tot for t, v in d.items()} if tot > 0 else {}


def wire_distributions(view: Any) -> dict[Addr, dict[str, float]]:
    """For every hidden (uncut, not own) wire (seat, stand, slot): the probability of
    each printed value ("7", yellow "3.1", red "5.5"); each sums to 1."""
    return solve(view).dists
