"""The dynamic programme over the values in ascending printed order (see the package
docstring) and the signed restricted problems of inclusion-exclusion."""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from math import comb, factorial
from typing import Collection, Iterable

from engine.busters.inference.apart import take_apart
from engine.busters.inference.counts import count_terms
from engine.busters.inference.problem import Problem, Slot, _clone, _Stand, add_le


#: the longest vector small stands are folded into (see _Run)
LANES = 64


def _width(st: _Stand, V: int) -> int:
    """How many fills the stand may be at, summed over the value boundaries: the
    stands widest throughout cost the key the most, so they are left out of it."""
    first = [min(a) if a else V for a in st.allowed]
    last = [max(a) if a else -1 for a in st.allowed]
    return sum(sum(1 for m in first if m < k) - sum(1 for m in last if m < k) + 1
               for k in range(V + 1))


@lru_cache(maxsize=4096)
def _count_rows(counted: tuple, u: int, run: tuple[int, ...]) -> tuple[frozenset[int], ...] | None:
    """_Run._csets for one stand (the same in most restricted problems: kept)."""
    mine = [(k - dict(known).get(u, 0), pos, value == u, outs)
            for k, pos, value, outs, known in counted if value == u or pos is not None]
    if not mine:
        return None
    rows = []
    for f, top in enumerate(run):
        ok = []
        for c in range(top + 1):
            if all(c - sum(f <= o < f + c for o in outs) == need for need, pos, here, outs in mine
                   if here or (pos is not None and f <= pos < f + c)):
                ok.append(c)
        rows.append(frozenset(ok))
    return tuple(rows)


class _Run:
    """One counting problem: forward messages over the value boundaries.

    A state is the fill of every stand. The widest stand's fill (`_width`) follows from
    the others (the number of wires placed so far is known); the next widest is kept
    as a vector (index = its fill) under a key packing the remaining fills (and, inside
    a value's step, the copies still to hand out in the low 3 bits).

    The vector is exact integer counts packed into one Python int, lane i in bits
    [i*W, (i+1)*W) (`_Lanes`): adding two vectors or scaling one is one big-int
    operation, where a list pass over the lanes cost several times more (its fixed
    part, whatever the length). The weights are integers for that: a value's copies
    go to the stands in the run's order, each stand taking k + c of the T_left copies
    still to place (k known, c hidden) with weight comb(T_left, k + c); their product
    is T!/prod (k + c)!, the multinomial, the deal's weight times a constant per value
    (`scale`) that the counts are divided by at the end.

    Small stands are folded into the vector too (lane = their fills, then the vector
    stand's; `outer`): fewer, longer vectors cost fewer operations (mission 20's pile
    of X wires, 35's red set aside: up to 5 times fewer keys). Not where facts tie
    fills together (forbid, pairs, quota bits) or count tokens restrict a stand's
    steps."""

    def __init__(self, prob: Problem, stands: list[_Stand], mirrored: bool = False):
        self.prob, self.stands, self.mirrored = prob, stands, mirrored
        S = len(stands)
        self.n = [st.n for st in stands]
        width = [_width(st, len(prob.values)) for st in stands]
        order = sorted(range(S), key=lambda s: (-width[s], -self.n[s]))
        self.last = order[0]
        self.vec = order[1] if S > 1 else None
        self.Lv = self.L = (self.n[self.vec] + 1) if self.vec is not None else 1
        self.outer: list[int] = []
        self.ostride: dict[int, int] = {}
        if self.vec is not None and not prob.quotas and not any(st.forbid or st.pairs
                                                                for st in stands):
            for s in sorted(order[2:], key=lambda s: self.n[s]):
                st = stands[s]
                if st.n and not st.counts and self.L * (st.n + 1) <= LANES:
                    self.outer.append(s)
                    self.ostride[s] = self.L
                    self.L *= st.n + 1
        self.keyed = [s for s in order[2:] if s not in self.outer]
        # the order a value's copies are handed out in (the weights depend on it)
        self.proc = self.keyed + self.outer + ([self.vec] if self.vec is not None else []) \
            + [self.last]
        self.lanes = _Lanes(self.L, _bound(prob, stands).bit_length())
        self.scale = _scale(prob, stands)
        # per lane: each folded stand's fill; per row of the vector stand's fills: their sum
        self.lane_f = {s: [(i // self.ostride[s]) % (self.n[s] + 1) for i in range(self.L)]
                       for s in self.outer}
        self.row_so = [sum(self.lane_f[s][i] for s in self.outer)
                       for i in range(0, self.L, self.Lv)]
        self.stride8: dict[int, int] = {}
        mul = 8
        for s in self.keyed:
            self.stride8[s] = mul
            mul *= self.n[s] + 1
        self.full = sum(self.n[s] * self.stride8[s] for s in self.keyed)
        self._ksum: dict[int, int] = {}
        # count tokens (Count), their wires at their places in this run's order of slots
        at = (lambda st, i: st.n - 1 - i) if mirrored else (lambda st, i: i)
        self.counted = [tuple((c.k, None if c.pos is None else at(st, c.pos), c.value,
                               tuple(at(st, o) for o in c.out), c.known) for c in st.counts)
                        for st in stands]
        # Colours dealt apart (Problem.quotas): one bit per quota in the key, above the
        # fills, set when its stands take their wire of that colour.
        self.MB = mul
        self.bits = [0] * S
        self.quota_colours: set[int] = set()
        for g, (colours, members) in enumerate(prob.quotas):
            self.quota_colours |= colours
            for s in members:
                self.bits[s] = 1 << g
        self.ALL = (1 << len(prob.quotas)) - 1
        self.full += self.ALL * self.MB

    def key_fills(self, key: int) -> list[tuple[int, int]]:
        return [(s, (key // self.stride8[s]) % (self.n[s] + 1)) for s in self.keyed]

    def key_sum(self, key: int) -> int:
        v = self._ksum.get(key)
        if v is None:
            v = sum((key // self.stride8[s]) % (self.n[s] + 1) for s in self.keyed)
            self._ksum[key] = v
        return v

    def _weights(self, u: int, r: int) -> list[tuple[tuple[int, ...], ...]]:
        """[s][rem][c]: the weight of stand s taking c of the rem copies of u left when
        its turn comes: comb(copies left to place, its known copies + c), the copies
        left counting the known ones of the stands after it (`proc`)."""
        kn = [st.known.get(u, 0) for st in self.stands]
        wts: list[tuple[tuple[int, ...], ...]] = [() for _ in self.stands]
        after = 0
        for s in reversed(self.proc):
            after += kn[s]
            wts[s] = _comb_table(r, after, kn[s])
        return wts

    def forward(self, live: list[dict[int, int]] | None = None) -> list[dict[int, int]]:
        """The messages at every value boundary. With `live` (the mirrored run's), a
        state with no completion is dropped at once: it would count for nothing, and
        where quotas are (mission 41's tripwires) half the states are such."""
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
        self.pairs = pairs
        # need[s][k]: the fill stand s must have reached once k values are placed (its
        # slots whose every possible value is among them); states below it are dead
        pos = {u: k for k, u in enumerate(order)}
        need = []
        for al in allowed:
            last = [max((pos[x] for x in a), default=-1) for a in al]
            need.append([max((f + 1 for f, p in enumerate(last) if p < k), default=0)
                         for k in range(V + 1)])
        # quota_left[k]: per quota, the values of its colour still to come after k values
        quota_left = [[sum(1 for u in order[k:] if u in colours) for colours, _m in prob.quotas]
                      for k in range(V + 1)]
        cur: dict[int, int] = {0: 1}
        bounds = [cur]
        T = 0
        for done, u in enumerate(order, 1):
            r = prob.remaining[u]
            grps = prob.groups.get(u, [])
            if u in self.quota_colours:
                new = self._step_quota(cur, T, self._runs(allowed, u, r, frozenset()), u)
            elif not grps:
                wts = self._weights(u, r)
                runs = self._runs(allowed, u, r, frozenset())
                new = self._step(cur, r, T, runs, wts, self._csets(u, runs))
            else:
                # "one of these slots holds u" by inclusion-exclusion: the signed sum
                # over subsets J of the facts of the deals where J's slots hold no u
                # (exact integers: what cancels is exactly zero)
                wts = self._weights(u, r)
                new = {}
                for m in range(len(grps) + 1):
                    for J in combinations(grps, m):
                        zero = frozenset().union(*J) if J else frozenset()
                        runs = self._runs(allowed, u, r, zero)
                        part = self._step(cur, r, T, runs, wts, self._csets(u, runs))
                        sign = -1 if m % 2 else 1
                        for key, vec in part.items():
                            new[key] = new.get(key, 0) + sign * vec
                new = {key: vec for key, vec in new.items() if vec}
            T += r
            if any(forbid) or pairs:
                new = self._forbid(new, T, forbid, pairs)
            new = self._prune(new, T, [nd[done] for nd in need])
            if self.ALL:
                new = self._prune_quotas(new, quota_left[done])
            if live is not None:
                new = self._live(new, live[V - done])
            cur = new
            bounds.append(cur)
        return bounds

    def _live(self, states: dict[int, int], back: dict[int, int]) -> dict[int, int]:
        """The states the mirrored run reaches too (its fills are n - fill: the key
        full - key, the lanes reversed)."""
        out = {}
        rev = self.lanes.reversed_nonzero
        for key, vec in states.items():
            bv = back.get(self.full - key)
            if bv is None:
                continue
            vec &= rev(bv)
            if vec:
                out[key] = vec
        return out

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

    def _keyed_counted(self, states: dict[int, int], s: int,
                       cs: tuple[frozenset[int], ...], wt: tuple[tuple[int, ...], ...]) -> dict[int, int]:
        """A keyed stand's share of a step where counts restrict it (see _csets)."""
        st8, base = self.stride8[s], self.n[s] + 1
        nxt: dict[int, int] = {}
        for K, vec in states.items():
            rem = K & 7
            for c in cs[(K // st8) % base]:
                if c > rem:
                    continue
                K2 = K + c * (st8 - 1)
                nxt[K2] = nxt.get(K2, 0) + vec * wt[rem][c]
        return nxt

    def _csets(self, u: int, runs: list[list[int]]) -> list[tuple[frozenset[int], ...] | None]:
        """Per stand, per fill: the numbers of copies of u it may take there, where a
        count token restricts them (None: any up to its run). A count whose token wire
        is u (covered here, or known) says how many wires of u its stand held: the
        copies taken here, less those it had lost then, and its known ones."""
        return [_count_rows(counted, u, tuple(run)) if counted else None
                for counted, run in zip(self.counted, runs)]

    def _step_quota(self, cur: dict[int, int], T: int, runs: list[list[int]],
                    u: int) -> dict[int, int]:
        """A value of a colour dealt apart (one copy): one stand takes it, and a quota's
        stands take one such wire between them (the key's quota bits)."""
        out: dict[int, int] = {}
        # the stand taking the copy: T!/((k+1)! prod of the others' k!) (_weights)
        kn = [st.known.get(u, 0) for st in self.stands]
        top = factorial(1 + sum(kn))
        rest = 1
        for k in kn:
            rest *= factorial(k)
        wts = [top // (rest * (k + 1)) for k in kn]
        v, last, L, MB = self.vec, self.last, self.L, self.MB
        lanes = self.lanes
        W = lanes.W
        vmask = lanes.mask(j + 1 for j in range(L - 1) if runs[v][j] >= 1) if v is not None else 0
        lmasks: dict[int, int] = {}
        nL = self.n[last]
        for K, vec in cur.items():
            mask = K // MB
            for s in self.keyed:
                b = self.bits[s]
                f = (K // self.stride8[s]) % (self.n[s] + 1)
                if (b & mask) or runs[s][f] < 1:
                    continue
                K2 = K + self.stride8[s] + b * MB
                out[K2] = out.get(K2, 0) + vec * wts[s]
            ks = self.key_sum(K)
            if v is not None and not self.bits[v] & mask:
                nv = ((vec << W) & vmask) * wts[v]
                if nv:
                    K2 = K + self.bits[v] * MB
                    out[K2] = out.get(K2, 0) + nv
            if not self.bits[last] & mask:
                lm = lmasks.get(T - ks)
                if lm is None:
                    lm = lmasks[T - ks] = lanes.mask(
                        j for j in range(L) if 0 <= T - ks - j < nL and runs[last][T - ks - j] >= 1)
                nv = (vec & lm) * wts[last]
                if nv:
                    K2 = K + self.bits[last] * MB
                    out[K2] = out.get(K2, 0) + nv
        return out

    def _prune_quotas(self, states: dict[int, int], left: list[int]) -> dict[int, int]:
        """Drop the states whose quotas can no longer be met (too few values of their
        colour to come); at the end, every quota must be met."""
        quotas = self.prob.quotas
        out = {}
        for key, vec in states.items():
            unmet = [g for g in range(len(quotas)) if not (key // self.MB) >> g & 1]
            if all(sum(1 for h in unmet if quotas[h][0] == quotas[g][0]) <= left[g]
                   for g in unmet):
                out[key] = vec
        return out

    def _prune(self, states: dict[int, int], T: int, need: list[int]) -> dict[int, int]:
        """Drop the states where a stand is below the fill it needs (they cannot be
        completed: a slot of it can take no value still to come)."""
        v, last, Lv = self.vec, self.last, self.Lv
        lo = need[v] if v is not None else 0
        checks = [(self.stride8[s], self.n[s] + 1, need[s]) for s in self.keyed if need[s]]
        # rows whose folded stands are all at the fill they need
        rows = [(i, so) for i, so in enumerate(self.row_so)
                if all(self.lane_f[s][i * Lv] >= need[s] for s in self.outer)]
        keeps: dict[int, int] = {}             # key sum -> the lanes kept
        out = {}
        for key, vec in states.items():
            if checks and any((key // st8) % base < nd for st8, base, nd in checks):
                continue
            ks = self.key_sum(key)
            keep = keeps.get(ks)
            if keep is None:
                # last stand's fill >= need
                keep = keeps[ks] = self.lanes.mask(
                    i * Lv + j for i, so in rows
                    for j in range(lo, min(T - ks - so - need[last], Lv - 1) + 1))
            vec &= keep
            if vec:
                out[key] = vec
        return out

    def _forbid(self, states: dict[int, int], T: int, forbid: list[set[int]],
                pairs: list[tuple[int, int, int, int]]) -> dict[int, int]:
        out = {}
        lanes = self.lanes
        for key, packed in states.items():
            fills = dict(self.key_fills(key))
            if any(f in forbid[s] for s, f in fills.items()):
                continue
            ks = self.key_sum(key)
            vec = [0 if ((self.vec is not None and j in forbid[self.vec])
                         or (T - ks - j) in forbid[self.last]) else x
                   for j, x in enumerate(lanes.unpack(packed))]
            if pairs:
                for j in range(self.L):
                    if vec[j]:
                        fills[self.last] = T - ks - j
                        if self.vec is not None:
                            fills[self.vec] = j
                        if any(fills[s] > t and fills[s2] <= t2 for s, t, s2, t2 in pairs):
                            vec[j] = 0
            out[key] = lanes.pack(vec)
        return out

    def _folded(self, states: dict[int, int], s: int, r: int, run: list[int],
                wt: tuple[tuple[int, ...], ...]) -> dict[int, int]:
        """A folded stand's share of a step: c copies move its lanes up by c fills
        (a shift of the vector), where its run allows them from there, weighted."""
        if not any(run):
            return self._times_none(states, wt)
        stride, fills, W = self.ostride[s], self.lane_f[s], self.lanes.W
        masks = [self.lanes.mask(i for i, f in enumerate(fills) if f >= c and run[f - c] >= c)
                 for c in range(min(r, self.n[s]) + 1)]
        live = [(c, c * stride * W, masks[c]) for c in range(1, len(masks)) if masks[c]]
        if not live:
            return self._times_none(states, wt)
        nxt = self._times_none(states, wt)
        get = nxt.get
        for K, vec in states.items():
            rem = K & 7
            if not rem:
                continue
            wr = wt[rem]
            for c, shift, m in live:
                if c > rem:
                    break
                old = get(K - c)
                t = ((vec << shift) & m) * wr[c]
                nxt[K - c] = t if old is None else old + t
        return nxt

    @staticmethod
    def _times_none(states: dict[int, int], wt: tuple[tuple[int, ...], ...]) -> dict[int, int]:
        """The states once a stand takes no copy: weight comb(left, k), 1 unless the
        stand knows copies of the value."""
        if all(w[0] == 1 for w in wt):
            return dict(states)          # vectors are ints: never changed in place
        return {K: vec * wt[K & 7][0] for K, vec in states.items()}

    def _step(self, cur: dict[int, int], r: int, T: int, runs: list[list[int]],
              wts: list[tuple[tuple[int, ...], ...]], csets: list[tuple[frozenset[int], ...] | None]
              ) -> dict[int, int]:
        states = {k + r: v for k, v in cur.items()}
        for s in self.keyed:
            if (cs := csets[s]) is not None:
                states = self._keyed_counted(states, s, cs, wts[s])
                continue
            if not any(runs[s]):
                states = self._times_none(states, wts[s])
                continue
            st8, base, run, wt = self.stride8[s], self.n[s] + 1, runs[s], wts[s]
            nxt = self._times_none(states, wt)
            get = nxt.get
            step = st8 - 1
            for K, vec in states.items():
                rem = K & 7
                if not rem:
                    continue
                top = run[(K // st8) % base]
                if not top:
                    continue
                if top > rem:
                    top = rem
                wr = wt[rem]
                K2 = K
                for c in range(1, top + 1):
                    K2 += step
                    old = get(K2)
                    t = vec * wr[c]
                    nxt[K2] = t if old is None else old + t
            states = nxt
        for s in self.outer:
            states = self._folded(states, s, r, runs[s], wts[s])
        # The vector stand takes c of the copies left, the last stand the rest (weight
        # 1: it takes every copy left): one shift, mask and weight per (rest, c).
        v = self.vec
        L, Lv, W = self.L, self.Lv, self.lanes.W
        csV = csets[v] if v is not None else None
        csL = csets[self.last]
        vec_on = v is not None and any(runs[v])
        runV = runs[v] if v is not None else []
        wtV = wts[v] if v is not None else [[1] * (rem + 1) for rem in range(r + 1)]
        last = self.last
        runL, nL = runs[last], self.n[last]
        pcache: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
        mask, rows = self.lanes.mask, list(enumerate(self.row_so))
        # the lanes (sources) where the vector stand may take c: the same in every row
        ctop = r if vec_on else 0
        by_c = [mask(i * Lv + j for i, _so in rows for j in range(Lv - c)
                     if (c in csV[j] if csV is not None else c == 0 or runV[j] >= c))
                for c in range(ctop + 1)]
        # per copies lr the last stand takes: the fills it may take them at, lane
        # nL - fill (a row's lane j has fill B - j: this shifted by B - nL lanes)
        field = self.lanes.field                # (nL + 1 lanes: more than L may be)
        # the last stand's runs of slots that may hold u, [a, e): lr copies fit from
        # fill f in [a, e - lr]
        spans, f = [], 0
        while csL is None and f < nL:
            if runL[f]:
                e = f
                while e < nL and runL[e]:
                    e += 1
                spans.append((f, e))
                f = e
            f += 1
        by_fill: dict[int, int] = {}
        row0 = mask(range(Lv))
        lcache: dict[tuple[int, int], int] = {}

        def fills_may(lr: int) -> int:
            g = by_fill.get(lr)
            if g is None:
                if csL is not None:
                    g = sum(field << (nL - f) * W for f in range(nL + 1) if lr in csL[f])
                elif lr == 0:
                    g = (1 << (nL + 1) * W) - 1
                else:       # lanes nL - (e - lr) .. nL - a
                    g = sum(((1 << (e - lr - a + 1) * W) - 1) << (nL - e + lr) * W
                            for a, e in spans if e - lr >= a)
                by_fill[lr] = g
            return g

        def last_may(lr: int, B: int) -> int:
            """The lanes where the last stand may take lr: its fill there is B less the
            lane's vector fill and the folded stands' fills."""
            m = lcache.get((lr, B))
            if m is None:
                m, g = 0, fills_may(lr)
                for i, so in rows:
                    d = (B - so - nL) * W
                    m |= ((g << d if d >= 0 else g >> -d) & row0) << (i * Lv * W)
                lcache[(lr, B)] = m
            return m

        def plan_of(rem: int, B: int) -> list[tuple[int, int, int]]:
            """(shift, lanes, weight) per c the vector stand may take, in a key whose
            last stand's old fill is B at lane 0: lane j + c takes lane j where both
            stands may."""
            out = []
            for c in range(min(rem, ctop) + 1):
                m = by_c[c] & last_may(rem - c, B)
                if m:
                    out.append((c * W, m << (c * W), wtV[rem][c]))
            return out
        new: dict[int, int] = {}
        ksum = self._ksum
        for K, vec in states.items():
            rem = K & 7
            key = K - rem
            ks = ksum.get(key)
            if ks is None:
                ks = self.key_sum(key)
            B = T + r - rem - ks                # last stand's old fill at vector index 0
            plan = pcache.get((rem, B))
            if plan is None:
                plan = pcache[(rem, B)] = plan_of(rem, B)
            if not plan:
                continue
            acc = new.get(key, 0)
            for shift, m, w in plan:
                acc += ((vec << shift) & m) * w
            new[key] = acc
        return {key: vec for key, vec in new.items() if vec}


@lru_cache(maxsize=1024)
def _comb_table(r: int, after: int, k: int) -> tuple[tuple[int, ...], ...]:
    """[rem][c]: comb(rem + after, k + c) (_Run._weights)."""
    return tuple(tuple(comb(rem + after, k + c) for c in range(rem + 1)) for rem in range(r + 1))


class _Lanes:
    """Vectors of L non-negative integers below 2**(W-1), packed into one int (lane i
    in bits [i*W, (i+1)*W), W a multiple of 8). `_bound` keeps every count of a run
    below that: a sum of them never carries into the next lane."""

    def __init__(self, L: int, bits: int):
        self.L = L
        self.W = W = (bits + 2 + 7) // 8 * 8        # a clear top bit (reversed_nonzero)
        self.field = (1 << W) - 1
        ones = sum(1 << (i * W) for i in range(L))
        self.low = ones * ((1 << (W - 1)) - 1)      # each lane: 2**(W-1) - 1
        self.high = ones << (W - 1)                 # each lane's top bit
        self.nbytes = L * W // 8
        self._masks: dict[tuple[int, ...], int] = {}

    def mask(self, lanes: Iterable[int]) -> int:
        """All ones in these lanes (those < L), zeros elsewhere."""
        key = tuple(i for i in lanes if 0 <= i < self.L)
        m = self._masks.get(key)
        if m is None:
            m = self._masks[key] = sum(self.field << (i * self.W) for i in key)
        return m

    def unpack(self, x: int) -> list[int]:
        b, w = x.to_bytes(self.nbytes, "little"), self.W // 8
        return [int.from_bytes(b[i:i + w], "little") for i in range(0, self.nbytes, w)]

    def pack(self, xs: list[int]) -> int:
        return sum(x << (i * self.W) for i, x in enumerate(xs))

    def total(self, x: int) -> int:
        """The sum of the lanes (2**W = 1 modulo 2**W - 1; the sum stays below it)."""
        return x % self.field

    def reversed_nonzero(self, x: int) -> int:
        """The mask of x's non-zero lanes, lane i at lane L-1-i: a lane is non-zero when
        adding 2**(W-1) - 1 sets its top bit (no carry: it is below 2**(W-1)), and a
        mask of whole-byte ones reverses with its bytes."""
        m = (((x + self.low) & self.high) >> (self.W - 1)) * self.field
        return int.from_bytes(m.to_bytes(self.nbytes, "little"), "big")


def _bound(prob: Problem, stands: list[_Stand]) -> int:
    """Above every count a run carries, in a lane or summed over a boundary's states:
    those sum weights T!/prod (k+c)! (_Run) over deals of some values' copies, at most
    the number of ways to give each copy, known ones included, to one of the stands
    that may hold it or to none yet: (S + 1)**N."""
    S = sum(1 for st in stands if st.n or st.known)
    N = sum(prob.remaining) + sum(sum(st.known.values()) for st in stands)
    return (S + 1) ** N


def _scale(prob: Problem, stands: list[_Stand]) -> int:
    """The run's integer weights over the deal's (prod k!/(k+c)! per value and stand,
    k known copies, c hidden): per value, T!/prod k!, T its copies on the stands."""
    out = 1
    for u, r in enumerate(prob.remaining):
        kn = [st.known.get(u, 0) for st in stands]
        part = factorial(r + sum(kn))
        for k in kn:
            part //= factorial(k)
        out *= part
    return out


def _count(prob: Problem, stands: list[_Stand]) -> float:
    if not stands:
        return 1.0
    cases = take_apart(prob, stands)
    if cases is not None:
        return sum(c.scale() * _count(c.prob, c.stands) for c in cases)
    run = _Run(prob, stands)
    b = run.forward()
    total = run.lanes.total(sum(vec for key, vec in b[-1].items() if key // run.MB == run.ALL))
    return total / run.scale


def _marginals(prob: Problem, stands: list[_Stand]
               ) -> tuple[float, list[list[list[float]]], list[list[list[float]]]]:
    """(Z, mass[s][i][u], fills[b][s][f]): unnormalised masses of hidden slot i of
    stand s holding value u, and of stand s's fill f once b values are placed."""
    V = len(prob.values)
    if not stands:
        return 1.0, [], []
    cases = take_apart(prob, stands)
    if cases is None:
        Z, fills = _fills(prob, stands)
    else:
        Z, fills = 0.0, []
        for c in cases:
            z, small = _fills(c.prob, c.stands)
            part = c.fills(small)
            Z += c.scale() * z
            fills = part if not fills else [[[x + y for x, y in zip(dx, dy)]
                                             for dx, dy in zip(bx, by)]
                                            for bx, by in zip(fills, part)]
    # slot i of a stand holds a value <= u exactly when its fill after u exceeds i
    tails: list[list[list[float]]] = []      # tails[b][s][i]: mass with fill_s > i
    for dist in fills:
        tl = []
        for d in dist:
            acc, t = 0.0, [0.0] * len(d)
            for f in range(len(d) - 1, 0, -1):
                acc += d[f]
                t[f - 1] = acc
            tl.append(t)
        tails.append(tl)
    mass = [[[tails[u + 1][s][i] - tails[u][s][i] for u in range(V)] for i in range(st.n)]
            for s, st in enumerate(stands)]
    return Z, mass, fills


def _fills(prob: Problem, stands: list[_Stand]) -> tuple[float, list[list[list[float]]]]:
    """(Z, fills[b][s][f]): the mass of stand s's fill f once b values are placed, from
    one forward and one backward pass (exact integers, divided by the runs' scale at
    the end)."""
    V = len(prob.values)
    run = _Run(prob, stands)
    bw = _Run(prob, stands, mirrored=True).forward()
    fw = run.forward(bw)
    full, vs, last = run.full, run.vec, run.last
    Lv, nL = run.Lv, run.n[run.last]
    scale, fm = run.scale, run.lanes.field
    # lane i of a forward vector meets lane L-1-i of the backward one (fills n - fill)
    shifts = [(i * run.lanes.W, (run.L - 1 - i) * run.lanes.W) for i in range(run.L)]
    Z = 0.0
    fills: list[list[list[float]]] = []
    key_fills: dict[int, list[tuple[int, int]]] = {}
    T = 0
    for b in range(V + 1):
        if b:
            T += prob.remaining[b - 1]
        F, B = fw[b], bw[V - b]
        dist = [[0] * (st.n + 1) for st in stands]
        zb = 0
        byks: dict[int, list[int]] = {}     # key sum -> its keys' lane masses summed
        for key, vec in F.items():
            bvec = B.get(full - key)
            if bvec is None:
                continue
            m = [(vec >> i & fm) * (bvec >> j & fm) for i, j in shifts]
            tot = sum(m)
            if not tot:
                continue
            zb += tot
            kf = key_fills.get(key)
            if kf is None:
                kf = key_fills[key] = run.key_fills(key)
            for s, f in kf:
                dist[s][f] += tot
            ks = run.key_sum(key)
            acc = byks.get(ks)
            byks[ks] = m if acc is None else [p + q for p, q in zip(acc, m)]
        for ks, m in byks.items():
            for row, so in enumerate(run.row_so):
                mr = m[row * Lv:(row + 1) * Lv] if run.outer else m
                if run.outer:
                    if not any(mr):
                        continue
                    t = sum(mr)
                    for s in run.outer:
                        dist[s][run.lane_f[s][row * Lv]] += t
                # the last stand's fill is base - j at vector index j (valid j only)
                base = T - ks - so
                lo = base - nL if base > nL else 0
                hi = base if base < Lv - 1 else Lv - 1
                if lo <= hi:
                    dl = dist[last]
                    a, b_ = base - hi, base - lo + 1
                    dl[a:b_] = [p + q for p, q in zip(dl[a:b_], reversed(mr[lo:hi + 1]))]
                if vs is not None:
                    dv = dist[vs]
                    dv[:] = [p + q for p, q in zip(dv, mr)]
        if b == 0:
            Z = zb / scale
        fills.append([[x / scale for x in d] for d in dist])
    return Z, fills


def _variants(prob: Problem) -> list[tuple[float, list[_Stand]]]:
    """Signed restricted problems whose sum counts the deals meeting every count token
    that reaches beyond its dealt stand (counts.count_terms), every yellow "holds one"
    fact, every label, every "not all red" and every strict order fact
    (inclusion-exclusion)."""
    yellow = {j for j, v in enumerate(prob.values) if v.colour == "yellow"}
    red = {j for j, v in enumerate(prob.values) if v.colour == "red"}
    blue = {j for j, v in enumerate(prob.values) if v.colour == "blue"}
    out = count_terms(prob)

    def restricted(stands: list[_Stand], slots, drop: set[int]) -> list[_Stand]:
        st2 = [_clone(st) for st in stands]
        for k, i in slots:
            st2[k].allowed[i] = st2[k].allowed[i] - drop
        return st2

    slots: Collection[Slot]              # the yellow groups' sets, then lists of slots
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
    for slots, idx in prob.not_all:
        # not all of them: all deals less those where every one holds one of idx
        every = set(range(len(prob.values)))
        out = out + [(-sign, restricted(stands, slots, every - idx)) for sign, stands in out]
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
