"""The enumeration: every way the wires nobody sees could lie, weighted as a uniformly
random deal, kept when every public fact holds.

The deal. Each stand's wires were dealt at random and sorted ("On each tile stand,
each player sorts the wires in ascending order"), so a stand is a multiset laid out in
order; a set of distinct tiles falls into given multisets in prod n_v! / prod c_gv!
ways (c_gv: copies of printed value v in group g, its visible wires included), so a
layout weighs prod 1/c_gv!. Groups: each stand's sorted wires; each wire out of order
(an X wire, "the last wire dealt to each tile stand", or a flipped one, "flips 1 of
their wires"), which is one wire taken at random and weighs as a group of one; each
pile; the set-aside candidates ("Set the 3rd tile aside without revealing it")."""
from __future__ import annotations

from collections import Counter
from math import factorial
from typing import Any

from engine.core.view import UNKNOWN
from tests.engine.busters.oracle import catalogue, tokens
from tests.engine.busters.oracle.table import Addr, OutOfReach, Table
from tests.engine.busters.oracle.wires import colour, game_value, order, printed

LEAF_CAP = 400_000


class TooBig(Exception):
    pass


def pool(view: Any) -> tuple[Counter, dict[str, int]]:
    """Every wire that may be in play (the candidates of "X out of Y" included) and,
    per colour, how many candidates were set aside."""
    wires: Counter = Counter()
    for v, n in view.in_play:
        if v.isdigit():
            wires[v] += n
    aside: dict[str, int] = {}
    for c, letter in (("red", "R"), ("yellow", "Y")):
        n = dict(view.in_play).get(letter, 0)
        sure = [v for cc, v, q in view.markers if cc == c and not q]
        maybe = [v for cc, v, q in view.markers if cc == c and q]
        if len(sure) > n or (n > len(sure) and len(sure) + len(maybe) < n):
            raise OutOfReach(f"{c} wires without markers")
        for v in sure + maybe:
            wires[printed(c, v)] += 1
        aside[c] = len(sure) + len(maybe) - n
    return wires, aside


class Problem:
    def __init__(self, view: Any):
        self.view = view
        self.t = Table(view)
        for a, sl in self.t.slot.items():
            tokens.check_marks(sl.marks)
        named = catalogue.facts(self.t)
        self.facts = [f for _, f in named]
        self.fact_names = [n for n, _ in named]
        wires, aside = pool(view)
        known: dict[Addr, str] = {a: sl.wire for a, sl in self.t.slot.items() if sl.wire != UNKNOWN}
        unseen = wires - Counter(known.values())
        if Counter(known.values()) - wires:
            raise OutOfReach("a visible wire not in the pool")
        self.known = known
        # groups: (kind, slots or size, colour restriction)
        self.sorted_groups: list[tuple[tuple[int, int], list[Addr]]] = []
        self.singles: list[Addr] = []
        for st in view.stands:
            hidden = [(st.seat, st.index, i) for i, sl in enumerate(st.slots)
                      if sl.wire == UNKNOWN and not sl.marks]
            if hidden:
                self.sorted_groups.append(((st.seat, st.index), hidden))
            self.singles += [(st.seat, st.index, i) for i, sl in enumerate(st.slots)
                             if sl.wire == UNKNOWN and sl.marks]
        self.piles = [(pid, n, c) for pid, n, c in view.piles if n]
        self.aside = {c: n for c, n in aside.items() if n}
        slots = sum(len(h) for _, h in self.sorted_groups) + len(self.singles)
        off = sum(n for _, n, _ in self.piles) + sum(self.aside.values())
        if slots + off != sum(unseen.values()):
            raise OutOfReach("pool size")
        self.unseen = unseen
        self.hidden = [a for _, h in self.sorted_groups for a in h] + self.singles
        self._slot_tests()
        self._stand_tests()

    # ---- per-wire tests (tokens, set-up facts) --------------------------------
    def _slot_tests(self) -> None:
        m = self.view.mission
        self.test: dict[Addr, list] = {}
        for a, sl in self.t.slot.items():
            for text in sl.tokens:
                self.test.setdefault(a, []).append(tokens.slot_predicate(text, m, self.t.red))
        for f in self.view.facts:
            name = type(f).__name__
            if name == "Colours":
                for a in f.addrs:
                    self.test.setdefault(tuple(a), []).append(
                        lambda w, cs=tuple(f.colours): colour(w) in cs)
            elif name != "Quota":
                raise tokens.UnknownMark(f"set-up fact {name}")
        for a, w in self.known.items():       # a visible wire must pass its own tokens
            if not all(p(w) for p in self.test.get(a, ())):
                raise OutOfReach(f"visible wire fails its token at {a}")

    def _stand_tests(self) -> None:
        """Colour quotas of the deal, labels (count tokens: catalogue.counted)."""
        out = self.facts
        for f in self.view.facts:
            if type(f).__name__ == "Quota":
                # "were dealt": the stands as dealt, before any wire moved
                mine = [b for k in f.stands for b in self.t.layout[0][tuple(k)]]
                out.append(lambda w, mine=mine, c=f.colour, n=f.count:
                           sum(colour(w[b]) == c for b in mine) == n)
                self.fact_names.append(f"quota {f}")
        quota = {type(f).__name__ == "Quota" and f.colour for f in self.view.facts} - {False}
        for c in quota:       # "the stands of none of them got no wire of it"
            covered = {tuple(s) for f in self.view.facts if type(f).__name__ == "Quota"
                       and f.colour == c for s in f.stands}
            rest = [b for k, ws in self.t.layout[0].items() if k not in covered for b in ws]
            out.append(lambda w, rest=rest, c=c: not any(colour(w[b]) == c for b in rest))
            self.fact_names.append(f"no {c} outside the quotas")
        for kind, a, b in self.view.labels:
            a, b = tuple(a), tuple(b)
            # Label =: "2 of your adjacent wires of the same value"; Label ≠: "of
            # different values ... any 2 yellow wires or any 2 red wires are always
            # considered identical"
            if kind == "eq":
                out.append(lambda w, a=a, b=b: game_value(w[a]) == game_value(w[b]))
            elif kind == "ne":
                out.append(lambda w, a=a, b=b: game_value(w[a]) != game_value(w[b]))
            else:
                raise tokens.UnknownMark(f"label {kind}")
            self.fact_names.append(f"label {kind} {a} {b}")

    # ---- enumeration ------------------------------------------------------------
    def _bounds(self, seat: int, stand: int, i: int) -> tuple[float, float]:
        """A hidden sorted wire lies between its nearest visible sorted neighbours."""
        st = next(s for s in self.view.stands if (s.seat, s.index) == (seat, stand))
        lo, hi = 0.0, 99.0
        for j in range(i - 1, -1, -1):
            sl = st.slots[j]
            if not sl.marks and sl.wire != UNKNOWN:
                lo = order(sl.wire)
                break
        for j in range(i + 1, len(st.slots)):
            sl = st.slots[j]
            if not sl.marks and sl.wire != UNKNOWN:
                hi = order(sl.wire)
                break
        return lo, hi

    def rejects(self, truth: dict) -> list[str]:
        """Why the oracle would reject the deal `truth` (addr -> printed, every wire on
        the stands): the real deal must never be rejected (a check of the oracle)."""
        out = []
        for a in self.hidden:
            lo, hi = self._bounds(*a) if not self.t.slot[a].marks else (0.0, 99.0)
            if not lo <= order(truth[a]) <= hi:
                out.append(f"order at {a}")
            if not all(p(truth[a]) for p in self.test.get(a, ())):
                out.append(f"token at {a}")
        out += [n for n, f in zip(self.fact_names, self.facts) if not f(truth)]
        return out

    def solve(self) -> dict[Addr, dict[str, float]]:
        w = dict(self.known)
        left = Counter(self.unseen)
        tally: dict[Addr, Counter] = {a: Counter() for a in self.hidden}
        total = [0.0, 0]
        bounds = {a: self._bounds(*a) for a in self.hidden}
        keys = sorted(left, key=order)
        seq = [a for _, h in self.sorted_groups for a in h]
        first_of_group = {h[0] for _, h in self.sorted_groups}
        # the deal's groups are the stands as dealt, before any wire moved
        unsorted = {a for a, sl in self.t.slot.items() if sl.marks}
        dealt = [[a for a in ws if a not in unsorted] for ws in self.t.layout[0].values()]
        # each stand stayed in order at every moment ("put it in the correct order")
        orders = [[a for a in ws if a not in unsorted] for lay in self.t.snapshots
                  for ws in lay.values()] if self.t.moved else []
        # R-BB11: a moved wire goes "in sorted order (after equal values)": the wire
        # after it is strictly greater
        after = []
        for lay, key, i in self.t.inserted:
            ws = lay[key]
            nxt = next((b for b in ws[i + 1:] if b not in unsorted), None)
            if nxt is not None and ws[i] not in unsorted:
                after.append((ws[i], nxt))

        # mission 64: "each player flips 2 of their wires around ... moves the lower
        # value to the far left side ..., and the higher value to the far right side":
        # an unordered pair drawn from the stand, laid low-high, weighs twice a pair
        # of one printed value
        pairs = []
        if self.view.mission == 64:
            for st in self.view.stands:
                flips = [(st.seat, st.index, i) for i, sl in enumerate(st.slots)
                         if "flipped" in sl.marks]
                if len(flips) == 2:
                    pairs.append(tuple(flips))
                elif flips or sum(x.seat == st.seat for x in self.view.stands) > 1:
                    raise OutOfReach("m64 flipped wires across two stands")

        def ok(a: Addr, v: str) -> bool:
            lo, hi = bounds.get(a, (0.0, 99.0))
            if not (lo <= order(v) <= hi) and a in bounds and not self.t.slot[a].marks:
                return False
            return all(p(v) for p in self.test.get(a, ()))

        def leaf() -> None:
            # what is left goes to the piles and the set-aside wires
            weight = 1.0
            rest = +left
            for c, n in self.aside.items():
                part = [v for v in rest.elements() if colour(v) == c]
                if len(part) != n:
                    return
                rest -= Counter(part)
            for pid, n, c in self.piles:
                if c and any(colour(v) != c for v in rest.elements()):
                    return
                # a pile of one colour ("Do not shuffle the 11 red wires with the
                # others. Put them in a facedown pile") gave wires of that colour
                if c and any(colour(w[a]) != c for a in self.t.from_pile.get(pid, ())):
                    return
            if len(self.piles) > 1:
                raise OutOfReach("several piles")
            # A pile is a shuffled sequence and its wires are taken from the top: each
            # order of the tiles is equally likely, so what is still in the pile
            # weighs as an unordered group (1/c!) and each wire taken is one draw
            # (weight 1), whatever it was. (With tiles A, A, B, B, one on a stand and
            # three in a pile whose top shows A, the stand holds A in 4 of the 12
            # equally likely deals: 1/3, which weighing the pile as dealt, A included,
            # would make 1/2.)
            for n in rest.values():
                weight /= factorial(n)
            total[1] += 1
            if total[1] > LEAF_CAP:
                raise TooBig(total[1])
            if not all(f(w) for f in self.facts):
                return
            if any(order(w[a]) >= order(w[b]) for a, b in after):
                return
            for ws in orders:
                keys_ = [order(w[a]) for a in ws]
                if keys_ != sorted(keys_):
                    return
            for lo, hi in pairs:
                if order(w[lo]) > order(w[hi]):
                    return
                if w[lo] != w[hi]:
                    weight *= 2
            for st_addrs in dealt:
                for n in Counter(w[a] for a in st_addrs).values():
                    weight /= factorial(n)
            total[0] += weight
            for a in self.hidden:
                tally[a][w[a]] += weight

        def singles(k: int) -> None:
            if k == len(self.singles):
                leaf()
                return
            a = self.singles[k]
            for v in keys:
                if left[v] and ok(a, v):
                    left[v] -= 1
                    w[a] = v
                    singles(k + 1)
                    left[v] += 1

        def walk(k: int, floor: float) -> None:
            if k == len(seq):
                singles(0)
                return
            a = seq[k]
            if a in first_of_group:
                floor = 0.0
            for v in keys:
                if left[v] and order(v) >= floor and ok(a, v):
                    left[v] -= 1
                    w[a] = v
                    walk(k + 1, order(v))
                    left[v] += 1
        walk(0, 0.0)
        if total[0] == 0:
            raise OutOfReach("no deal fits")
        return {a: {v: x / total[0] for v, x in c.items() if x} for a, c in tally.items()}


def distributions(view: Any) -> dict[Addr, dict[str, float]]:
    """Each hidden wire's exact distribution of printed values, from `view` alone."""
    return Problem(view).solve()
