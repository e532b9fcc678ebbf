"""Count tokens (x1-x4: missions 24, 40, and the Single Wire Label): "the indicated
value is present once, twice, three, or four times on that tile stand (including any
already cut wires)". A token speaks of its stand as it was when it was placed; a
Walkie-Talkies swap (or a wire moved) since changes the stand, not what the token said,
and a token mission 24 discards with its swapped wire still said it.

The counting runs over the stands as dealt (problem.py), so a count is read on the
dealt stand D: its hidden wires that were still on it then (the DP counts them in
the token value's step, less the ones it had lost: `Count.out`), its known ones, and
the wires it held then that were dealt elsewhere (`Count.extra`). Whether such a wire
holds the token's value is not D's to count; the terms below sum over which of them
do (`count_terms`): where the token's value is known that is a restriction of each
wire's values, else "wire m is the same value as the token's wire" (equal fills at
every boundary) with inclusion-exclusion for "not the same". A token wire that is
itself dealt elsewhere (`Count.via`) is taken value by value."""
from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import Iterator

from engine.busters.inference.problem import Addr, Problem, Slot, _clone, _Stand, add_le


@dataclass(frozen=True)
class Count:
    """One count token: its stand held `k` wires of the token wire's value then. The
    token's wire is a hidden wire of D (`pos`, its hidden index), one of known value
    (`value`, a value index), or a hidden one dealt elsewhere (`via`)."""
    k: int
    pos: int | None = None
    value: int | None = None
    out: tuple[int, ...] = ()                    # D's hidden wires not on it then
    known: tuple[tuple[int, int], ...] = ()      # (value index, copies) on it then
    extra: tuple[Slot, ...] = ()                 # hidden wires dealt elsewhere on it then
    via: Slot | None = None

    def holds(self) -> bool:
        """A count with nothing hidden left to it: true or false as it is."""
        return self.value is not None and dict(self.known).get(self.value, 0) == self.k


def count_facts(placed: list, text: dict[Addr, str], index: dict[str, int],
                slot_of_wire: dict[Addr, Slot],
                sorted_of: dict[tuple[int, int], tuple[int, list[Addr]]],
                stands: list[_Stand], below: list[tuple[Addr, Addr]]) -> list[Count]:
    """Each count token as placed (`placed`: the token's wire, its mark, its stand, the
    stand's wires then), put on the problem stand of D's sorted wires (`sorted_of`).
    Returns those whose D has no hidden sorted wire: checked term by term.

    `below`: (m, b), m's value is below b's (a moved wire and the one after it where
    it landed). A wire m below the token's wire or a wire of D left of it cannot hold
    the token's value: no term asks about it."""
    checks: list[Count] = []
    for a, mark, stand, then in placed:
        k_st, part = sorted_of.get(stand, (None, []))
        on, mine = set(then), set(part)
        known: dict[int, int] = {}
        for w in then:
            if w in text and text[w] in index:
                known[index[text[w]]] = known.get(index[text[w]], 0) + 1
        extra = [w for w in then if w not in text and w not in mine]
        if a in mine:
            upto = set(part[:part.index(a) + 1])
            extra = [m for m in extra if not any(x == m and b in upto for x, b in below)]
        c = Count(mark.value, known=tuple(sorted(known.items())),
                  out=tuple(slot_of_wire[w][1] for w in part if w not in text and w not in on),
                  extra=tuple(slot_of_wire[w] for w in extra))
        if a in text:
            if text[a] not in index:
                continue        # every wire of its value is seen: it tells nothing new
            c = replace(c, value=index[text[a]])
        elif a in mine:
            c = replace(c, pos=slot_of_wire[a][1])
        else:
            c = replace(c, via=slot_of_wire[a])
        if k_st is None:
            checks.append(c)
        else:
            stands[k_st].counts.append(c)
    return checks


def count_terms(prob: Problem) -> list[tuple[float, list[_Stand]]]:
    """Signed restricted problems whose sum counts the deals meeting every count that
    reaches beyond its dealt stand; each leaves its counts local to D (no `extra`)."""
    out: list[tuple[float, list[_Stand]]] = [(1.0, [_clone(st) for st in prob.stands])]
    todo: list[tuple[int | None, int, Count]] = [
        (k, j, c) for k, st in enumerate(prob.stands) for j, c in enumerate(st.counts)
        if c.extra or c.via is not None]
    todo += [(None, 0, c) for c in prob.checks]
    for k, j, c in todo:
        out = [(sign * s2, st2) for sign, stands in out for s2, st2 in _terms(stands, k, j, c)]
    return out


def _subsets(xs: tuple[Slot, ...]) -> Iterator[tuple[Slot, ...]]:
    for n in range(len(xs) + 1):
        yield from combinations(xs, n)


def _terms(stands: list[_Stand], k: int | None, j: int,
           c: Count) -> list[tuple[float, list[_Stand]]]:
    """Count c (at stands[k].counts[j], or a check when k is None) as signed terms. With
    T the extra wires holding the token's value, D itself holds k - |T| of it."""
    if c.via is not None:
        # its value is the question: one term per value it may hold
        kv, iv = c.via
        res = []
        for v in sorted(stands[kv].allowed[iv]):
            st2 = [_clone(st) for st in stands]
            st2[kv].allowed[iv] = {v}
            known = dict(c.known)
            known[v] = known.get(v, 0) + 1
            res += _terms(st2, k, j, replace(c, via=None, value=v,
                                             known=tuple(sorted(known.items())),
                                             extra=tuple(x for x in c.extra if x != c.via)))
        return res
    token = (k, c.pos) if k is not None and c.pos is not None else None
    res = []
    for T in _subsets(c.extra):
        rest = tuple(x for x in c.extra if x not in T)
        local = Count(c.k - len(T), c.pos, c.value, c.out, c.known)
        if k is None and not local.holds():
            continue
        if token is not None and local.k < 1:
            continue                            # D holds the token's own wire
        if token is None:
            # holding a known value restricts each wire: T hold it, the rest do not
            st2 = [_clone(st) for st in stands]
            for kx, ix in T:
                st2[kx].allowed[ix] &= {c.value}
            for kx, ix in rest:
                st2[kx].allowed[ix] -= {c.value}
            parts = [(1.0, st2)]
        else:
            # "the same as the token's wire": the rest, not; all deals less those where
            # some are (inclusion-exclusion over V)
            parts = []
            for V in _subsets(rest):
                st2 = [_clone(st) for st in stands]
                for x in T + V:
                    _same(st2, token, x)
                parts.append((-1.0 if len(V) % 2 else 1.0, st2))
        for sign, st2 in parts:
            if any(not st2[kx].allowed[ix] for kx, ix in c.extra + ((token,) if token else ())):
                continue                        # no deal
            if k is not None:
                st2[k].counts[j] = local
            res.append((sign, st2))
    return res


def _same(stands: list[_Stand], a: Slot, b: Slot) -> None:
    """Restrict to deals where wires a and b hold the same value (a is blue: a count
    token's wire): the values both may hold, and equal fills at every boundary."""
    (ka, ia), (kb, ib) = a, b
    both = stands[ka].allowed[ia] & stands[kb].allowed[ib]
    stands[ka].allowed[ia], stands[kb].allowed[ib] = set(both), set(both)
    add_le(stands, a, b)
    add_le(stands, b, a)
