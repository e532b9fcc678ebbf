"""The dynamic programme over the values in ascending printed order (see the package
docstring) and the signed restricted problems of inclusion-exclusion."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from math import factorial

import numpy as np

from engine.busters.inference.problem import Problem, Slot, _clone, _Stand, add_le


@lru_cache(maxsize=None)
def _weights(known: int, r: int) -> tuple[float, ...]:
    """The multinomial's 1/c! for c more copies of a value on a stand that shows
    `known` of them already: known! / (known + c)!, c = 0..r."""
    return tuple(factorial(known) / factorial(known + c) for c in range(r + 1))


class _Run:
    """One counting problem: forward messages over the value boundaries.

    A state is the fill of every stand. The largest stand's fill follows from the
    others (the number of wires placed so far is known), so a message is a dense
    array with one axis per other stand that has hidden slots (index = its fill).
    The states are a few thousand at most, so whole-array steps (numpy) beat a loop
    over states by far; small problems are bounded by the number of numpy calls,
    which the step keeps low (stands that cannot take a value are skipped)."""

    def __init__(self, prob: Problem, stands: list[_Stand], mirrored: bool = False):
        self.prob, self.stands, self.mirrored = prob, stands, mirrored
        self.n = [st.n for st in stands]
        self.last = max(range(len(stands)), key=lambda s: self.n[s])
        self.axes = [s for s in range(len(stands)) if s != self.last and self.n[s]]
        self.shape = tuple(self.n[s] + 1 for s in self.axes)
        nd = len(self.shape)
        # fills[s]: stand s's fill, broadcastable to the message shape
        self.fills: dict[int, np.ndarray] = {s: np.zeros((1,) * nd, dtype=np.int64)
                                             for s in range(len(stands))}
        for k, s in enumerate(self.axes):
            view = [1] * nd
            view[k] = self.n[s] + 1
            self.fills[s] = np.arange(self.n[s] + 1).reshape(view)
        self.fsum = sum((self.fills[s] for s in self.axes), np.zeros(self.shape, dtype=np.int64))
        self.max_sum = sum(self.n[s] for s in self.axes)
        # the step's slices along axis k (after the leading copies-left axis)
        self.lead = [(slice(None),) * k for k in range(nd)]

    def fill(self, s: int, T: int) -> np.ndarray:
        """Stand s's fill at the boundary where T wires are placed."""
        return T - self.fsum if s == self.last else self.fills[s]

    def forward(self) -> list[np.ndarray]:
        prob, stands = self.prob, self.stands
        V = len(prob.values)
        order = list(reversed(range(V))) if self.mirrored else list(range(V))
        allowed = [st.allowed[::-1] if self.mirrored else st.allowed for st in stands]
        forbid = [{st.n - f for f in st.forbid} if self.mirrored else st.forbid for st in stands]
        # Pair facts, (s, t, s2, t2): fill_s > t and fill_s2 <= t2 is forbidden; in the
        # mirror (fill' = n - fill) that reads fill'_s2 > n2-t2-1 and fill'_s <= n-t-1.
        pairs = [(s2, self.n[s2] - t2 - 1, s, self.n[s] - t - 1) if self.mirrored
                 else (s, t, s2, t2)
                 for s, st in enumerate(stands) for t, s2, t2 in st.pairs]
        cur = np.zeros(self.shape)
        cur[(0,) * len(self.shape)] = 1.0
        bounds = [cur]
        T = 0
        for u in order:
            r = prob.remaining[u]
            wts = [_weights(st.known.get(u, 0), r) for st in stands]
            grps = prob.groups.get(u, [])
            if not grps:
                new = self._step(cur, r, T, self._runs(allowed, u, r, frozenset()), wts)
            else:
                # "one of these slots holds u" by inclusion-exclusion: the signed sum
                # over subsets J of the facts of the deals where J's slots hold no u
                new = np.zeros(self.shape)
                for m in range(len(grps) + 1):
                    for J in combinations(grps, m):
                        zero = frozenset().union(*J) if J else frozenset()
                        part = self._step(cur, r, T, self._runs(allowed, u, r, zero), wts)
                        new += -part if m % 2 else part
            T += r
            if any(forbid) or pairs:
                new = new * self._allowed_at(T, forbid, pairs)
            cur = new
            bounds.append(cur)
        return bounds

    def _runs(self, allowed: list[list[set[int]]], u: int, r: int,
              zero: frozenset[tuple[int, int]]) -> list[list[int]]:
        """run[s][f]: how many copies of u stand s can take from fill f on (at most r);
        the slots in `zero` take none."""
        runs = []
        for s, al in enumerate(allowed):
            n = len(al)
            run = [0] * (n + 1)
            for f in range(n - 1, -1, -1):
                i = n - 1 - f if self.mirrored else f
                run[f] = min(r, run[f + 1] + 1) if u in al[f] and (s, i) not in zero else 0
            runs.append(run)
        return runs

    def _allowed_at(self, T: int, forbid: list[set[int]],
                    pairs: list[tuple[int, int, int, int]]) -> np.ndarray:
        ok = np.ones(self.shape, dtype=bool)
        for s, fs in enumerate(forbid):
            for f in fs:
                ok &= self.fill(s, T) != f
        for s, t, s2, t2 in pairs:
            ok &= ~((self.fill(s, T) > t) & (self.fill(s2, T) <= t2))
        return ok

    def _step(self, cur: np.ndarray, r: int, T: int, runs: list[list[int]],
              wts: list[tuple[float, ...]]) -> np.ndarray:
        """Hand the r copies of one value out: stand by stand along its axis, with a
        leading axis counting the copies still to hand out; the largest stand takes
        what is left."""
        A, lo = cur[None], r               # A[i]: the states with lo + i copies left
        for k, s in enumerate(self.axes):
            run, n, w = runs[s], self.n[s], wts[s]
            top = max(run)
            if not top:
                continue
            shape = [1] * (len(self.shape) + 1)
            shape[k + 1] = -1
            lo2 = max(0, lo - top)
            new = np.zeros((r + 1 - lo2,) + self.shape)
            new[lo - lo2:] = A              # this stand takes none
            pre = self.lead[k]
            for c in range(1, top + 1):
                # copies left rem -> rem - c, this stand's fill f -> f + c, times w[c]
                # where run[f] >= c
                m = np.array([w[c] if x >= c else 0.0 for x in run[:n + 1 - c]]).reshape(shape)
                a = max(lo, c)
                new[(slice(a - c - lo2, r + 1 - c - lo2),) + pre + (slice(c, None),)] += \
                    A[(slice(a - lo, r + 1 - lo),) + pre + (slice(0, n + 1 - c),)] * m
            A, lo = new, lo2
        # The largest stand takes the rest, `rem`: from its fill before this value,
        # old = T + r - rem - (the others' fills now), it needs a run of rem.
        last, nL, wL = self.last, self.n[self.last], wts[self.last]
        runL = runs[last]
        table = [[wL[rem] if 0 <= (old := T + r - rem - S) <= nL and runL[old] >= rem else 0.0
                  for S in range(self.max_sum + 1)] for rem in range(lo, r + 1)]
        factor = np.array(table)[:, self.fsum]
        return (A * factor).sum(axis=0)


def _count(prob: Problem, stands: list[_Stand]) -> float:
    if not stands:
        return 1.0
    return float(_Run(prob, stands).forward()[-1].sum())


def _marginals(prob: Problem, stands: list[_Stand]) -> tuple[float, list[np.ndarray]]:
    """(Z, mass[s][i, u]): unnormalised masses of hidden slot i of stand s holding value u."""
    V = len(prob.values)
    if not stands:
        return 1.0, []
    run = _Run(prob, stands)
    fw = np.stack(run.forward())
    bw = np.stack(_Run(prob, stands, mirrored=True).forward()[::-1])
    # every boundary at once: mirrored fills are n - fill on every axis
    P = fw * np.flip(bw, axis=tuple(range(1, fw.ndim)))
    nd = len(run.shape)
    dists: dict[int, np.ndarray] = {}        # dists[s][b, f]: the mass of fill f at b
    for k, s in enumerate(run.axes):
        dists[s] = P.sum(axis=tuple(a + 1 for a in range(nd) if a != k))
    last, nL = run.last, run.n[run.last]
    T = np.cumsum([0] + list(prob.remaining), dtype=np.int64).reshape((V + 1,) + (1,) * nd)
    fl = np.clip(T - run.fsum, 0, nL) + np.arange(V + 1).reshape(T.shape) * (nL + 1)
    dists[last] = np.bincount(fl.ravel(), weights=P.ravel(),
                              minlength=(V + 1) * (nL + 1)).reshape(V + 1, nL + 1)
    Z = float(P[0].sum())
    mass = []
    for s, st in enumerate(stands):
        d = dists.get(s)
        if d is None or not st.n:
            mass.append(np.zeros((st.n, V)))
            continue
        # tails[b, i]: the mass with fill > i at boundary b; slot i holds a value
        # <= u exactly when the fill after u exceeds i
        tails = np.cumsum(d[:, ::-1], axis=1)[:, ::-1][:, 1:]
        mass.append(np.diff(tails, axis=0).T)
    return Z, mass


def _variants(prob: Problem) -> list[tuple[float, list[_Stand]]]:
    """Signed restricted problems whose sum counts the deals meeting every yellow
    "holds one" fact, every label and every strict order fact (inclusion-exclusion)."""
    yellow = {j for j, v in enumerate(prob.values) if v.colour == "yellow"}
    red = {j for j, v in enumerate(prob.values) if v.colour == "red"}
    blue = {j for j, v in enumerate(prob.values) if v.colour == "blue"}
    out: list[tuple[float, list[_Stand]]] = [(1.0, [_clone(st) for st in prob.stands])]

    def restricted(stands: list[_Stand], slots, drop: set[int]) -> list[_Stand]:
        st2 = [_clone(st) for st in stands]
        for k, i in slots:
            st2[k].allowed[i] = st2[k].allowed[i] - drop
        return st2

    # one of the slots holds a yellow: all deals less those where none does
    for slots in prob.yellow_groups:
        out = out + [(-sign, restricted(stands, slots, yellow)) for sign, stands in out]

    def same_cases(stands: list[_Stand], a: Slot, b: Slot) -> list[list[_Stand]]:
        """Two wires alike: the same blue number, or both yellow, or both red."""
        res = []
        for colour_set in (blue, yellow, red):
            st2 = [_clone(st) for st in stands]
            for k, i in (a, b):
                st2[k].allowed[i] &= colour_set
            if colour_set is blue:
                add_le(st2, a, b)
                add_le(st2, b, a)
            res.append(st2)
        return res

    for a, b in prob.eq_pairs:
        out = [(sign, c) for sign, stands in out for c in same_cases(stands, a, b)]
    for slots, idx in prob.any_of:
        out = out + [(-sign, restricted(stands, slots, idx)) for sign, stands in out]
    for a, b in prob.ne_pairs:
        out = out + [(-sign, c) for sign, stands in out for c in same_cases(stands, a, b)]
    for a, b in prob.less:
        # a below b: all deals less those where b is at most a
        nxt = []
        for sign, stands in out:
            st2 = [_clone(st) for st in stands]
            add_le(st2, b, a)
            nxt.append((-sign, st2))
        out = out + nxt
    return out
