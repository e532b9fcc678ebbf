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
of copies left. The backward messages are the forward pass of the mirrored problem
(values descending, slots right to left). Slot i of a stand holds a value <= u exactly
when that stand's fill after u exceeds i, so the fill marginals at every boundary give
every wire's distribution at once. "Holds at least one" facts on one number are local
to that number's step (inclusion-exclusion over its copies' split); yellow ones and
labels are handled by signed runs (inclusion-exclusion over restricted problems).

Walkie-Talkies swaps are read as if the current stands had been dealt (the exact
model of a swap's two sorted positions is not included).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from math import factorial
from typing import Any

from engine.core.view import UNKNOWN

Addr = tuple[int, int, int]
YELLOW_KEY, RED_KEY = "YELLOW", "RED"


# ---- values ---------------------------------------------------------------------

@dataclass(frozen=True)
class Val:
    text: str          # printed value: "7", "3.1", "5.5"
    tenths: int
    game: Any          # 7, "Y" or "R"
    colour: str        # "blue", "yellow", "red"


def _val_of_text(text: str) -> Val:
    if "." in text:
        whole, dec = text.split(".")
        t = int(whole) * 10 + int(dec)
        return Val(text, t, "Y" if dec == "1" else "R", "yellow" if dec == "1" else "red")
    return Val(text, int(text) * 10, int(text), "blue")


def collapse(dist: dict[str, float]) -> dict[str, float]:
    """Printed-value distribution -> what can be announced: "1".."12", "YELLOW", "RED"."""
    out: dict[str, float] = {}
    for text, p in dist.items():
        key = text if "." not in text else (YELLOW_KEY if text.endswith(".1") else RED_KEY)
        out[key] = out.get(key, 0.0) + p
    return out


def game_key(value: Any) -> str:
    """The collapse() key of a game value (7 -> "7", "Y" -> "YELLOW", "R" -> "RED")."""
    return YELLOW_KEY if value == "Y" else RED_KEY if value == "R" else str(value)


# ---- the problem --------------------------------------------------------------------

@dataclass
class _Stand:
    addr: tuple[int, int] | None          # (seat, stand); None for a set-aside group
    slots: list[int]                      # hidden slot numbers, left to right
    allowed: list[set[int]]               # per hidden slot: indices into values
    known: dict[int, int] = field(default_factory=dict)   # value index -> known copies
    forbid: set[int] = field(default_factory=set)          # fills forbidden at boundaries

    @property
    def n(self) -> int:
        return len(self.slots)


@dataclass
class Problem:
    values: list[Val]                     # in ascending printed order, remaining > 0
    remaining: list[int]
    stands: list[_Stand]
    groups: dict[int, list[frozenset[int]]]     # value idx -> stand sets holding >= 1
    yellow_groups: list[frozenset[int]]         # stand sets holding >= 1 yellow
    eq_pairs: list[tuple[int, int]]             # (stand idx, hidden i): i, i+1 same value
    ne_pairs: list[tuple[int, int]]
    known_slots: dict[Addr, str]                # tokened hidden wires of known value
    #: a detector's success not yet resolved: one of these (stand, hidden i) holds a value
    any_of: list[tuple[list[tuple[int, int]], set[int]]] = field(default_factory=list)


def _clone(st: _Stand) -> _Stand:
    return _Stand(st.addr, st.slots, [set(a) for a in st.allowed], st.known, set(st.forbid))


def _parse_token(tok: str) -> str:
    return tok.rstrip("!")


def build_problem(view: Any) -> Problem:
    """Everything public (and the seat's own wires) as a counting problem."""
    me = view.seat
    in_play = dict(view.in_play)
    universe: dict[str, int] = {}
    for v in range(1, 13):
        n = int(in_play.get(str(v), 0))
        if n:
            universe[str(v)] = n
    asides: dict[str, int] = {}
    for colour, v, _q in view.markers:
        text = f"{v}.{1 if colour == 'yellow' else 5}"
        universe[text] = 1
    for colour, key in (("yellow", "Y"), ("red", "R")):
        cands = sum(1 for c, _v, _q in view.markers if c == colour)
        k = int(in_play.get(key, 0))
        if cands > k:
            asides[colour] = cands - k
    # Known copies: own wires, cut wires, numbered tokens on hidden wires.
    known_total: dict[str, int] = {}
    for st in view.stands:
        for sl in st.slots:
            if sl.wire != UNKNOWN:
                known_total[sl.wire] = known_total.get(sl.wire, 0) + 1
            elif sl.tokens and _parse_token(sl.tokens[0]).isdigit():
                t = _parse_token(sl.tokens[0])
                known_total[t] = known_total.get(t, 0) + 1
    all_vals = sorted((_val_of_text(t) for t in universe), key=lambda x: x.tenths)
    values, remaining = [], []
    for val in all_vals:
        r = universe[val.text] - known_total.get(val.text, 0)
        if r > 0:
            values.append(val)
            remaining.append(r)
    index = {v.text: i for i, v in enumerate(values)}
    yellow_idx = {i for i, v in enumerate(values) if v.colour == "yellow"}
    red_idx = {i for i, v in enumerate(values) if v.colour == "red"}

    exclusions, reds = _failed_cut_facts(view)
    stands: list[_Stand] = []
    where: dict[tuple[int, int], int] = {}
    known_slots: dict[Addr, str] = {}
    for st in view.stands:
        if st.seat == me:
            continue
        texts: list[str | None] = []
        for i, sl in enumerate(st.slots):
            if sl.wire != UNKNOWN:
                texts.append(sl.wire)
            elif sl.tokens and _parse_token(sl.tokens[0]).isdigit():
                texts.append(_parse_token(sl.tokens[0]))
                known_slots[(st.seat, st.index, i)] = texts[-1]
            else:
                texts.append(None)
        hidden, allowed = [], []
        known: dict[int, int] = {}
        for t in texts:
            if t is not None and t in index:
                known[index[t]] = known.get(index[t], 0) + 1
        for i, t in enumerate(texts):
            if t is not None:
                continue
            lo = max((_val_of_text(x).tenths for x in texts[:i] if x is not None), default=0)
            hi = min((_val_of_text(x).tenths for x in texts[i + 1:] if x is not None),
                     default=10 ** 6)
            ok = {j for j, v in enumerate(values) if lo <= v.tenths <= hi}
            toks = [_parse_token(x) for x in st.slots[i].tokens]
            if "Y" in toks:
                ok &= yellow_idx
            addr = (st.seat, st.index, i)
            if addr in reds:
                ok &= red_idx
            for gv in exclusions.get(addr, ()):
                ok -= _game_indices(values, gv)
            hidden.append(i)
            allowed.append(ok)
        where[(st.seat, st.index)] = len(stands)
        stands.append(_Stand((st.seat, st.index), hidden, allowed, known))
    for colour, size in asides.items():
        idx = yellow_idx if colour == "yellow" else red_idx
        stands.append(_Stand(None, list(range(-size, 0)), [set(idx) for _ in range(size)]))
    groups, ygroups, radar_no = _holding_facts(view, values, index, where)
    for si, vi in radar_no:
        for ok in stands[si].allowed:
            ok.discard(vi)
    eq_pairs: list[tuple[int, int]] = []
    ne_pairs: list[tuple[int, int]] = []
    for kind, a, b in view.labels:
        _label(view, kind, tuple(a), tuple(b), stands, where, values, eq_pairs, ne_pairs)
    prob = Problem(values, remaining, stands, groups, ygroups, eq_pairs, ne_pairs, known_slots)
    decl = view.declaration
    if view.phase == "resolve" and decl is not None and decl[3]:
        # The detector succeeded and its owner has not chosen yet: one pointed wire
        # holds an announced value.
        slots = []
        for a in decl[1]:
            a = tuple(a)
            k = where.get((a[0], a[1]))
            if k is not None and a[2] in stands[k].slots:
                slots.append((k, stands[k].slots.index(a[2])))
        idx: set[int] = set()
        for v in decl[2]:
            idx |= _game_indices(values, v)
        if slots and len(slots) == len(decl[1]):
            prob.any_of.append((slots, idx))
    return prob


def _game_indices(values: list[Val], game: Any) -> set[int]:
    g = game if game in ("Y", "R") else int(game)
    return {j for j, v in enumerate(values) if v.game == g}


def _failed_cut_facts(view: Any) -> tuple[dict[Addr, list[Any]], set[Addr]]:
    """Wires shown not to hold the announced values, and wires a Stabilizer saw red."""
    excl: dict[Addr, list[Any]] = {}
    reds: set[Addr] = set()
    pending: tuple[list[Addr], list[Any]] | None = None
    for e in view.history:
        k, p = e.key, e.params
        if k == "busters.dual_cut.declared":
            pending = ([tuple(p["addr"])], list(p["values"]))
        elif k == "busters.detector.declared":
            pending = ([tuple(a) for a in p["addrs"]], list(p["values"]))
        elif k in ("busters.dual_cut.failure", "busters.detector.failure") and pending:
            for a in pending[0]:
                excl.setdefault(a, []).extend(pending[1])
        elif k == "busters.stabilizer.saved":
            for a in ([p["addr"]] if "addr" in p else p.get("addrs", [])):
                reds.add(tuple(a))
        elif k == "busters.turn.start":
            pending = None
    return excl, reds


def _holding_facts(view: Any, values: list[Val], index: dict[str, int],
                   where: dict[tuple[int, int], int]
                   ) -> tuple[dict[int, list[frozenset[int]]], list[frozenset[int]],
                              list[tuple[int, int]]]:
    """"Held at least one v then" facts not already proved by a later cut or a token."""
    hist = view.history
    cuts_after: list[tuple[int, int, int, Any]] = []     # (event index, seat, stand, value)
    for n, e in enumerate(hist):
        if e.key == "busters.wire.cut":
            a = e.params["addr"]
            cuts_after.append((n, a[0], a[1], e.params["value"]))
    tokened: set[tuple[int, int, Any]] = set()
    for st in view.stands:
        for sl in st.slots:
            if not sl.cut and sl.tokens:
                t = _parse_token(sl.tokens[0])
                tokened.add((st.seat, st.index, int(t) if t.isdigit() else t))
    facts: list[tuple[int, frozenset[tuple[int, int]], Any]] = []
    for n, e in enumerate(hist):
        p = e.params
        if e.key in ("busters.dual_cut.declared", "busters.detector.declared"):
            seat = p["seat"]
            stands = frozenset(k for k in where if k[0] == seat)
            for v in p["values"]:
                facts.append((n, stands, v))
        elif e.key == "busters.radar.answers":
            for seat, stand, yes in p["answers"]:
                if yes and (seat, stand) in where:
                    facts.append((n, frozenset({(seat, stand)}), p["value"]))
    groups: dict[int, list[frozenset[int]]] = {}
    ygroups: list[frozenset[int]] = []
    for n, stands, v in facts:
        if not stands:
            continue                 # the viewer's own declaration
        if any(m >= n and (se, si) in stands and val == v for m, se, si, val in cuts_after):
            continue
        if any((se, si, v) in tokened for se, si in stands):
            continue
        idxs = frozenset(where[s] for s in stands)
        if v == "Y":
            if idxs not in ygroups:
                ygroups.append(idxs)
        elif str(v) in index:
            lst = groups.setdefault(index[str(v)], [])
            if idxs not in lst:
                lst.append(idxs)
    radar_no: list[tuple[int, int]] = []
    for e in hist:
        if e.key == "busters.radar.answers":
            v = str(e.params["value"])
            for seat, stand, yes in e.params["answers"]:
                if not yes and (seat, stand) in where and v in index:
                    radar_no.append((where[(seat, stand)], index[v]))
    return groups, ygroups, radar_no


def _known_game(view: Any, a: Addr) -> Any:
    """The game value of a wire the viewer knows (cut, own, or under a token), else None."""
    for st in view.stands:
        if (st.seat, st.index) == (a[0], a[1]) and a[2] < len(st.slots):
            sl = st.slots[a[2]]
            if sl.wire != UNKNOWN:
                return _val_of_text(sl.wire).game
            if sl.tokens:
                t = _parse_token(sl.tokens[0])
                return int(t) if t.isdigit() else t
    return None


def _label(view: Any, kind: str, a: Addr, b: Addr, stands: list[_Stand], where: dict,
           values: list[Val], eq_pairs: list, ne_pairs: list) -> None:
    key = (a[0], a[1])
    if key not in where:
        return                                   # the viewer's own wires
    si = where[key]
    st = stands[si]
    ha = st.slots.index(a[2]) if a[2] in st.slots else None
    hb = st.slots.index(b[2]) if b[2] in st.slots else None
    if ha is None and hb is None:
        return
    if ha is not None and hb is not None:
        (eq_pairs if kind == "eq" else ne_pairs).append((si, min(ha, hb)))
        return
    hidden = ha if ha is not None else hb
    other = _known_game(view, b if ha is not None else a)
    if other is None:
        return
    st.allowed[hidden] = {j for j in st.allowed[hidden]
                          if (values[j].game == other) == (kind == "eq")}


# ---- the dynamic programme ---------------------------------------------------------

class _Run:
    """One counting problem: forward messages over the value boundaries.

    A state is the fill of every stand. The largest stand's fill follows from the
    others (the number of wires placed so far is known); the next largest is kept as
    a vector (index = its fill) under a key packing the remaining fills (and, inside a
    value's step, the copies still to hand out in the low 3 bits)."""

    def __init__(self, prob: Problem, stands: list[_Stand], mirrored: bool = False):
        self.prob, self.stands, self.mirrored = prob, stands, mirrored
        S = len(stands)
        self.n = [st.n for st in stands]
        order = sorted(range(S), key=lambda s: -self.n[s])
        self.last = order[0]
        self.vec = order[1] if S > 1 else None
        self.keyed = order[2:]
        self.L = (self.n[self.vec] + 1) if self.vec is not None else 1
        self.stride8: dict[int, int] = {}
        mul = 8
        for s in self.keyed:
            self.stride8[s] = mul
            mul *= self.n[s] + 1
        self.full = sum(self.n[s] * self.stride8[s] for s in self.keyed)
        self._ksum: dict[int, int] = {}

    def key_fills(self, key: int) -> list[tuple[int, int]]:
        return [(s, (key // self.stride8[s]) % (self.n[s] + 1)) for s in self.keyed]

    def key_sum(self, key: int) -> int:
        v = self._ksum.get(key)
        if v is None:
            v = sum((key // self.stride8[s]) % (self.n[s] + 1) for s in self.keyed)
            self._ksum[key] = v
        return v

    def forward(self) -> list[dict[int, list[float]]]:
        prob, stands = self.prob, self.stands
        V = len(prob.values)
        order = list(reversed(range(V))) if self.mirrored else list(range(V))
        allowed = [st.allowed[::-1] if self.mirrored else st.allowed for st in stands]
        forbid = [{st.n - f for f in st.forbid} if self.mirrored else st.forbid for st in stands]
        cur: dict[int, list[float]] = {0: [1.0] + [0.0] * (self.L - 1)}
        bounds = [cur]
        T = 0
        for u in order:
            r = prob.remaining[u]
            runs = []
            for s, st in enumerate(stands):
                al = allowed[s]
                run = [0] * (st.n + 1)
                for f in range(st.n - 1, -1, -1):
                    run[f] = min(r, run[f + 1] + 1) if u in al[f] else 0
                runs.append(run)
            wts = []
            for st in stands:
                k = st.known.get(u, 0)
                wts.append([factorial(k) / factorial(k + c) for c in range(r + 1)])
            grps = prob.groups.get(u, [])
            if not grps:
                new = self._step(cur, r, T, runs, wts, frozenset())
            else:
                new = {}
                for m in range(len(grps) + 1):
                    for J in combinations(grps, m):
                        zero = frozenset().union(*J) if J else frozenset()
                        part = self._step(cur, r, T, runs, wts, zero)
                        sign = -1.0 if m % 2 else 1.0
                        for key, vec in part.items():
                            old = new.get(key)
                            new[key] = ([sign * x for x in vec] if old is None
                                        else [a + sign * x for a, x in zip(old, vec)])
            T += r
            if any(forbid):
                new = self._forbid(new, T, forbid)
            cur = new
            bounds.append(cur)
        return bounds

    def _forbid(self, states: dict[int, list[float]], T: int, forbid: list[set[int]]
                ) -> dict[int, list[float]]:
        out = {}
        for key, vec in states.items():
            if any(f in forbid[s] for s, f in self.key_fills(key)):
                continue
            ks = self.key_sum(key)
            vec = [0.0 if ((self.vec is not None and j in forbid[self.vec])
                           or (T - ks - j) in forbid[self.last]) else x
                   for j, x in enumerate(vec)]
            out[key] = vec
        return out

    def _step(self, cur: dict[int, list[float]], r: int, T: int, runs: list[list[int]],
              wts: list[list[float]], zero: frozenset[int]) -> dict[int, list[float]]:
        states = {k + r: v for k, v in cur.items()}
        for s in self.keyed:
            if s in zero or not any(runs[s]):
                continue
            st8, base, run, wt = self.stride8[s], self.n[s] + 1, runs[s], wts[s]
            nxt = dict(states)          # c = 0 (weight 1); lists are never changed in place
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
                K2 = K
                for c in range(1, top + 1):
                    K2 += step
                    w = wt[c]
                    old = get(K2)
                    nxt[K2] = ([x * w for x in vec] if old is None
                               else [a + x * w for a, x in zip(old, vec)])
            states = nxt
        # The vector stand takes c of the copies left, the last stand the rest: one
        # combined factor per (c, rest, last stand's offset), applied in one pass.
        v = self.vec
        L = self.L
        vec_on = v is not None and v not in zero and any(runs[v])
        runV = runs[v] if v is not None else []
        wtV = wts[v] if v is not None else [1.0]
        last = self.last
        runL, wtL, nL = runs[last], wts[last], self.n[last]
        lastzero = last in zero
        pcache: dict[tuple[int, int], list] = {}
        out: dict[int, list[float]] = {}
        ksum = self._ksum
        for K, vec in states.items():
            rem = K & 7
            key = K - rem
            ks = ksum.get(key)
            if ks is None:
                ks = self.key_sum(key)
            B = T + r - rem - ks                # last stand's old fill at vector index 0
            pairs = pcache.get((rem, B))
            if pairs is None:
                # (c, first, end, factors): the vector stand takes c, the last stand
                # rem - c; factors of the vector indices first..end-1 (others are 0)
                pairs = []
                for c in range((rem if vec_on else 0) + 1):
                    lr = rem - c
                    if lr and lastzero:
                        continue
                    g = []
                    for j in range(L - c):
                        fl = B - j
                        ok = (0 <= fl <= nL and (lr == 0 or runL[fl] >= lr)
                              and (c == 0 or runV[j] >= c))
                        g.append(wtL[lr] * wtV[c] if ok else 0.0)
                    nz = [j for j, x in enumerate(g) if x]
                    if nz:
                        j0, j1 = nz[0], nz[-1] + 1
                        pairs.append((c, j0, j1, g[j0:j1]))
                pcache[(rem, B)] = pairs
            if not pairs:
                continue
            acc = out.get(key)
            if acc is None:
                acc = [0.0] * L
                out[key] = acc
            for c, j0, j1, g in pairs:
                lo, hi = c + j0, c + j1
                acc[lo:hi] = [a + x * y for a, x, y in zip(acc[lo:hi], vec[j0:j1], g)]
        return out


def _count(prob: Problem, stands: list[_Stand]) -> float:
    if not stands:
        return 1.0
    b = _Run(prob, stands).forward()
    return sum(sum(vec) for vec in b[-1].values())


def _marginals(prob: Problem, stands: list[_Stand]) -> tuple[float, list[list[list[float]]]]:
    """(Z, mass[s][i][u]): unnormalised masses of hidden slot i of stand s holding value u."""
    V = len(prob.values)
    if not stands:
        return 1.0, []
    run = _Run(prob, stands)
    fw = run.forward()
    bw = _Run(prob, stands, mirrored=True).forward()
    S = len(stands)
    full, vs, last = run.full, run.vec, run.last
    L, nL = run.L, run.n[run.last]
    Z = 0.0
    tails: list[list[list[float]]] = []      # tails[b][s][i]: mass with fill_s > i
    T = 0
    for b in range(V + 1):
        if b:
            T += prob.remaining[b - 1]
        F, B = fw[b], bw[V - b]
        dist = [[0.0] * (st.n + 1) for st in stands]
        zb = 0.0
        for key, vec in F.items():
            bvec = B.get(full - key)
            if bvec is None:
                continue
            m = [x * y for x, y in zip(vec, reversed(bvec))]
            tot = sum(m)
            if not tot:
                continue
            zb += tot
            for s, f in run.key_fills(key):
                dist[s][f] += tot
            # the last stand's fill is base - j at vector index j (valid j only)
            base = T - run.key_sum(key)
            lo = base - nL if base > nL else 0
            hi = base if base < L - 1 else L - 1
            if lo <= hi:
                dl = dist[last]
                a, b_ = base - hi, base - lo + 1
                dl[a:b_] = [p + q for p, q in zip(dl[a:b_], reversed(m[lo:hi + 1]))]
            if vs is not None:
                dv = dist[vs]
                dv[:] = [p + q for p, q in zip(dv, m)]
        if b == 0:
            Z = zb
        tl = []
        for s in range(S):
            d = dist[s]
            acc, t = 0.0, [0.0] * len(d)
            for f in range(len(d) - 1, 0, -1):
                acc += d[f]
                t[f - 1] = acc
            tl.append(t)
        tails.append(tl)
    mass = [[[tails[u + 1][s][i] - tails[u][s][i] for u in range(V)] for i in range(st.n)]
            for s, st in enumerate(stands)]
    return Z, mass


def _variants(prob: Problem) -> list[tuple[float, list[_Stand]]]:
    """Signed restricted problems whose sum counts the deals meeting every yellow
    "holds one" fact and every label (inclusion-exclusion)."""
    yellow = {j for j, v in enumerate(prob.values) if v.colour == "yellow"}
    red = {j for j, v in enumerate(prob.values) if v.colour == "red"}
    blue = {j for j, v in enumerate(prob.values) if v.colour == "blue"}
    out: list[tuple[float, list[_Stand]]] = [(1.0, [_clone(st) for st in prob.stands])]
    ygs = prob.yellow_groups
    if ygs:
        nxt = []
        for sign, stands in out:
            for m in range(len(ygs) + 1):
                for J in combinations(ygs, m):
                    st2 = [_clone(st) for st in stands]
                    for si in set().union(*J) if J else ():
                        for ok in st2[si].allowed:
                            ok -= yellow
                    nxt.append((sign * (-1) ** m, st2))
        out = nxt

    def same_cases(stands: list[_Stand], si: int, i: int) -> list[list[_Stand]]:
        res = []
        for colour_set, fb in ((blue, True), (yellow, False), (red, False)):
            st2 = [_clone(st) for st in stands]
            st2[si].allowed[i] &= colour_set
            st2[si].allowed[i + 1] &= colour_set
            if fb:
                st2[si].forbid.add(i + 1)
            res.append(st2)
        return res

    for si, i in prob.eq_pairs:
        out = [(sign, c) for sign, stands in out for c in same_cases(stands, si, i)]
    for slots, idx in prob.any_of:
        nxt = list(out)
        for sign, stands in out:
            st2 = [_clone(st) for st in stands]
            for k, i in slots:
                st2[k].allowed[i] = st2[k].allowed[i] - idx
            nxt.append((-sign, st2))
        out = nxt
    for si, i in prob.ne_pairs:
        out = [(sign, stands) for sign, stands in out] + [
            (-sign, c) for sign, stands in out for c in same_cases(stands, si, i)]
    return out


# ---- the public answers -------------------------------------------------------------

@dataclass
class Posterior:
    problem: Problem
    z: float
    dists: dict[Addr, dict[str, float]]

    def p(self, addr: Addr, game: Any) -> float:
        """Probability that the hidden wire `addr` has game value 7 / "Y" / "R"."""
        return collapse(self.dists.get(addr, {})).get(game_key(game), 0.0)

    def prob_none(self, addrs: list[Addr], games: list[Any]) -> float:
        """Exact probability that none of the hidden wires `addrs` has any of `games`."""
        prob = self.problem
        idx: set[int] = set()
        for g in games:
            idx |= _game_indices(prob.values, g)
        where = {st.addr: k for k, st in enumerate(prob.stands)}
        total = 0.0
        for sign, stands in _variants(prob):
            for a in addrs:
                if a in prob.known_slots:
                    if _val_of_text(prob.known_slots[a]).game in [
                            g if g in ("Y", "R") else int(g) for g in games]:
                        return 0.0
                    continue
                st = stands[where[(a[0], a[1])]]
                if a[2] in st.slots:
                    st.allowed[st.slots.index(a[2])] -= idx
            total += sign * _count(prob, stands)
        return max(0.0, min(1.0, total / self.z)) if self.z > 0 else 0.0


def solve(view: Any) -> Posterior:
    prob = build_problem(view)
    Z = 0.0
    acc: dict[tuple[int, int], list[float]] = {}
    for sign, stands in _variants(prob):
        z, mass = _marginals(prob, stands)
        Z += sign * z
        for s, rows in enumerate(mass):
            for i, row in enumerate(rows):
                a = acc.setdefault((s, i), [0.0] * len(prob.values))
                for u, m in enumerate(row):
                    if m:
                        a[u] += sign * m
    dists: dict[Addr, dict[str, float]] = {}
    for s, st in enumerate(prob.stands):
        if st.addr is None:
            continue
        for i, slot in enumerate(st.slots):
            row = acc.get((s, i), [])
            d = {prob.values[u].text: m / Z for u, m in enumerate(row) if m / Z > 1e-15} if Z > 0 else {}
            tot = sum(d.values())
            if tot > 0:
                d = {k: v / tot for k, v in d.items()}
            dists[(st.addr[0], st.addr[1], slot)] = d
    for a, text in prob.known_slots.items():
        dists[a] = {text: 1.0}
    return Posterior(prob, Z, dists)


def wire_distributions(view: Any) -> dict[Addr, dict[str, float]]:
    """For every hidden (uncut, not own) wire (seat, stand, slot): the probability of
    each printed value ("7", yellow "3.1", red "5.5"); each sums to 1."""
    return solve(view).dists
