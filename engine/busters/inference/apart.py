"""Colours dealt apart taken out of the count (mission 41's tripwires, 13's reds).

A quota (`Problem.quotas`) costs the DP one bit per stand in every state. Where each
of k stands holds exactly one of k single wires of a colour, nothing else may hold
one, and on each stand the slots that may are one run of alike slots (all below it
lower, all above it higher), the colour's wires are independent of the rest: a deal
is a matching of those wires to the stands (weight 1 each, one copy of each value)
times a deal of the other wires where each such stand has one slot fewer in that
run. The count is the number of matchings times the smaller problem's, and a
stand's fill after value u is the smaller problem's plus one when its wire of the
colour is <= u (independent of the rest), which gives every wire's distribution."""
from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import permutations, product

from engine.busters.inference.problem import Problem, _Stand


@dataclass
class Apart:
    """The smaller problem and what maps it back: per colour, the matchings' number
    and, per stand holding one, how many of them give it each value."""
    prob: Problem
    stands: list[_Stand]
    V: int                                       # the whole problem's number of values
    keep: list[int]                              # the smaller problem's values (old indices)
    matched: list[tuple[int, dict[int, dict[int, int]]]]   # (matchings, stand -> value -> n)

    def fills(self, small: list[list[list[float]]]) -> list[list[list[float]]]:
        """The fill masses of the whole problem at every boundary, from the smaller's."""
        kept = set(self.keep)
        out, b2 = [], 0
        for b in range(self.V + 1):
            if b and b - 1 in kept:
                b2 += 1
            dists = [list(d) for d in small[b2]]
            for total, per in self.matched:
                for s, d in enumerate(dists):
                    if s not in per:
                        dists[s] = [total * x for x in d]
                        continue
                    le = sum(n for u, n in per[s].items() if u < b)
                    dists[s] = [le * (d[f - 1] if f else 0.0)
                                + (total - le) * (d[f] if f < len(d) else 0.0)
                                for f in range(len(d) + 1)]
            out.append(dists)
        return out

    def scale(self) -> float:
        out = 1.0
        for total, _per in self.matched:
            out *= total
        return out


def take_apart(prob: Problem, stands: list[_Stand]) -> list[Apart] | None:
    """The quotas taken out of the count, one smaller problem per choice of the run
    each stand's wire of the colour falls in (a stand's runs either side of a known
    wire), or None where they cannot be (the DP counts them with its bits)."""
    if not prob.quotas or any(st.counts for st in stands):
        return None                     # (a count token names value indices: not renumbered)
    classes: dict[frozenset[int], list[int]] = {}
    for colours, members in prob.quotas:
        if len(members) != 1:
            return None                 # stands sharing one wire of the colour
        classes.setdefault(colours, []).append(members[0])
    holders = [k for ks in classes.values() for k in ks]
    named = {k for lst in prob.groups.values() for g in lst for k, _i in g}
    paired = {o for st in stands for _t, o, _t2 in st.pairs}
    if len(set(holders)) != len(holders):
        return None                     # a stand in two quotas
    cases: list[tuple[list[_Stand], list[tuple[int, dict[int, dict[int, int]]]]]] = [
        (list(stands), [])]
    for colours, ks in classes.items():
        if (len(colours) != len(ks) or len(ks) > 6
                or any(prob.remaining[u] != 1 or u in prob.groups for u in colours)
                or any(a & colours for k, st in enumerate(stands) if k not in ks
                       for a in st.allowed)):
            return None
        runs = []
        for k in ks:
            st = stands[k]
            if (st.forbid or st.pairs or k in paired or k in named
                    or any(u in colours for u in st.known)):
                return None
            r = _runs(st.allowed, colours)
            if r is None:
                return None
            runs.append(r)
        nxt = []
        for work, matched in cases:
            for choice in product(*runs):
                # the matchings: each stand one of the colour's values its run allows
                per: dict[int, dict[int, int]] = {k: {} for k in ks}
                total = 0
                for perm in permutations(sorted(colours)):
                    if all(u in held for (_i, held), u in zip(choice, perm)):
                        total += 1
                        for k, u in zip(ks, perm):
                            per[k][u] = per[k].get(u, 0) + 1
                if not total:
                    continue
                work2 = list(work)
                for k, (i, _held) in zip(ks, choice):
                    st = work2[k]
                    work2[k] = replace(st, slots=st.slots[:i] + st.slots[i + 1:],
                                       allowed=[a - colours for j, a in enumerate(st.allowed)
                                                if j != i])
                nxt.append((work2, matched + [(total, per)]))
        cases = nxt
        if not cases or len(cases) > 8:
            return None                 # (none: no deal at all, as the DP finds)
    gone = set().union(*classes)
    keep = [u for u in range(len(prob.values)) if u not in gone]
    new = {u: j for j, u in enumerate(keep)}
    prob2 = replace(prob, values=[prob.values[u] for u in keep],
                    remaining=[prob.remaining[u] for u in keep],
                    groups={new[u]: g for u, g in prob.groups.items()}, quotas=[])
    return [Apart(prob2, [replace(st, allowed=[{new[u] for u in a} for a in st.allowed],
                                  known={new[u]: c for u, c in st.known.items()})
                          for st in work], len(prob.values), keep, matched)
            for work, matched in cases]


def _runs(allowed: list[set[int]], colours: frozenset[int]
          ) -> list[tuple[int, frozenset[int]]] | None:
    """The runs of alike slots that may hold the colour: (the run's last slot, the
    colour's values it allows), where every slot before a run holds a lower value
    and every slot after it a higher one (so a wire of the colour falls inside the
    run its value picks); else None."""
    out = []
    idx = [i for i, a in enumerate(allowed) if a & colours]
    while idx:
        first, s = idx[0], allowed[idx[0]]
        last = first
        while last + 1 < len(allowed) and allowed[last + 1] == s:
            last += 1
        held = frozenset(s & colours)
        if any(a and max(a) >= min(held) for a in allowed[:first]) or \
                any(a and min(a) <= max(held) for a in allowed[last + 1:]):
            return None
        out.append((last, held))
        idx = [i for i in idx if i > last]
    return out
