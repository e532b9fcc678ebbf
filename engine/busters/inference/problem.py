"""The counting problem of one seat's view: the values still unseen, every hidden
slot's possible values (sorted stands, tokens, failed cuts, labels, radar), the
"held at least one" facts (declarations, radar answers) and the order facts that
Walkie-Talkies swaps leave. See the package docstring.

Wires are named by where they were dealt, (seat, stand, slot): the counting runs over
the stands as dealt, whose order the deal guarantees. A swap moves a wire; an address
in an event means the wire that was there at that moment (`_Wires` follows them)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from engine.busters import marks
from engine.busters.events import FAILED_CUTS
from engine.core.view import UNKNOWN

if TYPE_CHECKING:
    from engine.busters.inference.counts import Count

Addr = tuple[int, int, int]
Slot = tuple[int, int]                   # (stand index in the problem, hidden index)
YELLOW_KEY, RED_KEY = "YELLOW", "RED"


# ---- values ---------------------------------------------------------------------

@dataclass(frozen=True)
class Val:
    text: str          # printed value: "7", "3.1", "5.5"
    tenths: int
    game: Any          # 7, "Y" or "R"
    colour: str        # "blue", "yellow", "red"


@lru_cache(maxsize=None)
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


def _game_of(value: Any) -> Any:
    return value if value in ("Y", "R") else int(value)


# ---- the problem --------------------------------------------------------------------

@dataclass
class _Stand:
    addr: tuple[int, int] | None          # (seat, stand) as dealt; None for a set-aside group
    slots: list[int]                      # hidden slot numbers (as dealt), left to right
    allowed: list[set[int]]               # per hidden slot: indices into values
    known: dict[int, int] = field(default_factory=dict)   # value index -> known copies
    forbid: set[int] = field(default_factory=set)          # fills forbidden at boundaries
    #: (t, other stand, t2): forbidden at a boundary: this fill > t and the other's <= t2
    pairs: list[tuple[int, int, int]] = field(default_factory=list)
    #: count tokens on this stand as dealt (`Count`)
    counts: list[Count] = field(default_factory=list)
    loose: bool = False                   # a stand's out-of-order wires (X, flipped)

    @property
    def n(self) -> int:
        return len(self.slots)


@dataclass
class Problem:
    values: list[Val]                     # in ascending printed order, remaining > 0
    remaining: list[int]
    stands: list[_Stand]
    groups: dict[int, list[frozenset[Slot]]]    # value idx -> slot sets holding >= 1
    yellow_groups: list[frozenset[Slot]]        # slot sets holding >= 1 yellow
    eq_pairs: list[tuple[Slot, Slot]]           # labelled =
    ne_pairs: list[tuple[Slot, Slot]]           # labelled !=
    known_slots: dict[Addr, str]                # teammates' hidden wires of known value
    slot_of: dict[Addr, Slot]                   # a teammate's hidden wire (where it is now)
    #: a detector's success not yet resolved: one of these slots holds a value
    any_of: list[tuple[list[Slot], set[int]]] = field(default_factory=list)
    #: not every one of these slots holds one of these values (a failed cut's wires
    #: are not all red)
    not_all: list[tuple[list[Slot], set[int]]] = field(default_factory=list)
    #: (a, b): a's value is below b's (a swapped wire and its right neighbour)
    less: list[tuple[Slot, Slot]] = field(default_factory=list)
    #: colours dealt apart: (the colour's value indices, problem stands that hold
    #: exactly one wire of it together); other stands hold none (facts.Quota)
    quotas: list[tuple[frozenset[int], tuple[int, ...]]] = field(default_factory=list)
    #: single out-of-order wires counted together in one pile (`_pool`): where each
    #: is now -> the pile's stand; each has the pile's average distribution
    pooled: dict[Addr, int] = field(default_factory=dict)
    #: stands counted together as one block (`_merge`): where each wire is now ->
    #: (the block's stand, its stand's number of hidden wires, its index there)
    merged: dict[Addr, tuple[int, int, int]] = field(default_factory=dict)
    #: a block of k stands each holding one wire of these colours (all of the unseen
    #: ones): block -> (k, the colours' value indices)
    block_quotas: dict[int, tuple[int, frozenset[int]]] = field(default_factory=dict)
    #: pile id -> its stand in the problem (the wires still in the pile)
    piles: dict[str, int] = field(default_factory=dict)
    #: pile id -> the distribution of its wires, where the pile is known to hold exactly
    #: the unseen wires of its colour (not counted by the DP)
    fixed_piles: dict[str, dict[str, float]] = field(default_factory=dict)
    #: count tokens whose stand has no hidden wire of its own (counts.Count)
    checks: list[Count] = field(default_factory=list)


def _clone(st: _Stand) -> _Stand:
    return _Stand(st.addr, st.slots, [set(a) for a in st.allowed], st.known, set(st.forbid),
                  list(st.pairs), list(st.counts), st.loose)


def add_le(stands: list[_Stand], a: Slot, b: Slot) -> None:
    """Restrict `stands` to deals where slot a's value is at most slot b's: at every
    boundary, once b is filled a is too."""
    (ka, ia), (kb, ib) = a, b
    if ka == kb:
        stands[ka].forbid.update(range(ib + 1, ia + 1))      # empty when ia < ib
    else:
        stands[kb].pairs.append((ib, ka, ia))


class _Wires:
    """Where every wire is: per stand, the dealt names of its wires in order, replayed
    through the history's Walkie-Talkies swaps."""

    def __init__(self, view: Any):
        # Moves (a pile's wire into a stand, the Grappling Hook) change how many wires a
        # stand holds: undo them to name every wire where it was dealt.
        moved = [e.params for e in view.history if e.key == "busters.wire.moved"]
        size = {(st.seat, st.index): len(st.slots) for st in view.stands}
        size.update({("pile", pid): n for pid, n, _c in view.piles})
        for p in moved:
            src = tuple(p["source"])
            size[src[:2]] = size.get(src[:2], 0) + 1
            size[tuple(p["to"][:2])] -= 1
        self.at = {key: [(*key, i) for i in range(n)] for key, n in size.items()}
        self.le: list[tuple[Addr, Addr]] = []     # (a, b): a's value <= b's
        self.lt: list[tuple[Addr, Addr]] = []     # (a, b): a's value < b's
        # Out-of-order wires never move (every tool ignores them): a first replay
        # names them, so an inserted wire is ordered against the sorted ones only.
        self.loose: set[Addr] = set()
        first = {k: list(v) for k, v in self.at.items()}
        for e in view.history:
            if e.key == "busters.walkie.swapped":
                self._swap(first, e.params)
            elif e.key == "busters.wire.moved":
                self._move(first, e.params)
        self.marked = {m: {first[(st.seat, st.index)][i] for st in view.stands
                           for i, sl in enumerate(st.slots) if m in sl.marks}
                       for m in (marks.X, marks.FLIPPED)}
        self.loose = self.marked[marks.X] | self.marked[marks.FLIPPED]
        self.moved_from_pile: set[Addr] = set()   # a pile's wires now on a stand

    def wire(self, addr: Any) -> Addr:
        return self.at[(addr[0], addr[1])][addr[2]]

    def of_seat(self, seat: int) -> list[Addr]:
        return [w for (se, _si), ws in self.at.items() if se == seat for w in ws]

    def dealt(self, key: tuple) -> list[Addr]:
        """The wires dealt to a stand (or pile), wherever they are now."""
        n = sum(1 for ws in self.at.values() for w in ws if w[:2] == key)
        return [(*key, i) for i in range(n)]

    def swap(self, p: dict) -> tuple[Addr, Addr]:
        """Replay equipment.walkie_swap: both wires leave, then each is inserted at its
        seen place, after every wire of value <= its own (so the next one is higher)."""
        return self._swap(self.at, p, True)

    def move(self, p: dict) -> Addr:
        """Replay board.move_wire: a wire leaves its stand or pile and is inserted at
        its seen place (ordered as a swap's)."""
        w = self._move(self.at, p, True)
        if p["source"][0] == "pile":
            self.moved_from_pile.add(w)
        return w

    def _swap(self, at: dict, p: dict, order: bool = False) -> tuple[Addr, Addr]:
        g, m = tuple(p["given"]), tuple(p["taken"])
        gw, mw = at[(g[0], g[1])].pop(g[2]), at[(m[0], m[1])].pop(m[2])
        for w, dest in ((gw, p["to_mate"]), (mw, p["to_giver"])):
            self._insert(at, w, dest, order)
        return gw, mw

    def _move(self, at: dict, p: dict, order: bool = False) -> Addr:
        src = tuple(p["source"])
        w = at[src[:2]].pop() if src[0] == "pile" else at[src[:2]].pop(src[2])
        self._insert(at, w, p["to"], order)
        return w

    def _insert(self, at: dict, w: Addr, dest: Any, order: bool) -> None:
        lst, k = at[(dest[0], dest[1])], dest[2]
        lst.insert(k, w)
        if not order:
            return
        before = [x for x in lst[:k] if x not in self.loose]
        after = [x for x in lst[k + 1:] if x not in self.loose]
        if before:
            self.le.append((before[-1], w))
        if after:
            self.lt.append((w, after[0]))


def build_problem(view: Any, apart: frozenset[Addr] = frozenset()) -> Problem:
    """Everything public (and the seat's own wires) as a counting problem. Lone
    out-of-order wires nothing tells apart are counted as one pile, and stands
    nothing tells apart as one block, but those holding a wire of `apart`."""
    me = view.seat
    wires = _Wires(view)
    facts = _History(view, wires)        # replays the swaps: `wires` is now as seen
    where_now = {w: (seat, stand, i) for (seat, stand), ws in wires.at.items()
                 for i, w in enumerate(ws)}
    # What the seat knows of each wire: its printed value, or what its tokens say.
    text: dict[Addr, str] = dict(facts.gave)
    narrowed: dict[Addr, list[marks.Mark]] = {}   # tokens that narrow a hidden wire
    unsorted: set[Addr] = set()                   # out-of-order wires (X, flipped)
    unseen: set[Addr] = set()            # where an uncut wire shows no value to the seat
    for st in view.stands:
        for i, sl in enumerate(st.slots):
            w = wires.at[(st.seat, st.index)][i]
            if marks.UNSORTED.intersection(sl.marks):
                unsorted.add(w)
            if sl.wire == UNKNOWN and not sl.cut:
                unseen.add((st.seat, st.index, i))
            for tok in sl.tokens:
                m = marks.parse(tok)
                if m.kind == marks.COUNT:
                    continue                    # read as placed (_History.counts)
                if m.kind == marks.VALUE and m.value != "Y" and sl.wire == UNKNOWN:
                    text[w] = str(m.value)
                elif sl.wire == UNKNOWN:
                    narrowed.setdefault(w, []).append(m)
            if sl.wire != UNKNOWN:
                text[w] = sl.wire
    for w, m, _stand, _then in facts.counts:
        if w not in text:
            narrowed.setdefault(w, []).append(m)        # blue (marks.fits)
    game: dict[Addr, Any] = {w: _val_of_text(t).game for w, t in text.items()}
    for w, ms in narrowed.items():
        if w not in game and any(m.kind == marks.VALUE for m in ms):
            game[w] = "Y"                          # the yellow token

    in_play = dict(view.in_play)
    universe = {str(v): int(in_play.get(str(v), 0)) for v in range(1, 13)
                if int(in_play.get(str(v), 0))}
    asides: dict[str, int] = {}
    for colour, v, _q in view.markers:
        universe[f"{v}.{1 if colour == 'yellow' else 5}"] = 1
    for colour, key in (("yellow", "Y"), ("red", "R")):
        cands = sum(1 for c, _v, _q in view.markers if c == colour)
        k = int(in_play.get(key, 0))
        if cands > k:
            asides[colour] = cands - k
    known_total: dict[str, int] = {}
    for t in text.values():
        known_total[t] = known_total.get(t, 0) + 1
    values, remaining = [], []
    for val in sorted((_val_of_text(t) for t in universe), key=lambda x: x.tenths):
        r = universe[val.text] - known_total.get(val.text, 0)
        if r > 0:
            values.append(val)
            remaining.append(r)
    index = {v.text: i for i, v in enumerate(values)}
    colour_idx = {c: {i for i, v in enumerate(values) if v.colour == c}
                  for c in ("blue", "yellow", "red")}

    # Colours dealt apart (facts.Quota): stands of no quota of that colour hold none;
    # a quota already met by a wire seen there holds no more.
    quota_of: dict[tuple[int, int], list[tuple[str, int]]] = {}
    quotas_raw = [q for q in view.facts if type(q).__name__ == "Quota"]
    for g, q in enumerate(quotas_raw):
        for stand in q.stands:
            quota_of.setdefault(tuple(stand), []).append((q.colour, g))
    # (the stands as dealt: a swap may have moved the colour's wire since)
    met = {g for g, q in enumerate(quotas_raw)
           if sum(1 for stand in q.stands for w in wires.dealt(tuple(stand))
                  if w in text and _val_of_text(text[w]).colour == q.colour) >= q.count}
    dealt_apart = {q.colour for q in quotas_raw}
    only: dict[Addr, set[int]] = {w: set().union(*(colour_idx[c] for c in cs))
                                  for w, cs in facts.colours.items()}
    for f in view.facts:
        if type(f).__name__ == "Colours":
            for a in f.addrs:
                w = wires.wire(a)
                only[w] = only.get(w, set(range(len(values)))) & \
                    set().union(*(colour_idx[c] for c in f.colours))

    # The stands as dealt; the wires out of order on a stand form their own group.
    stands: list[_Stand] = []
    slot_of_wire: dict[Addr, Slot] = {}
    quota_stands: dict[int, list[int]] = {}       # quota -> its problem stands
    sorted_of: dict[tuple[int, int], tuple[int, list[Addr]]] = {}   # its sorted wires
    for st in view.stands:
        dealt = [w for w in wires.dealt((st.seat, st.index)) if w not in wires.moved_from_pile]
        for part in ([w for w in dealt if w not in unsorted],
                     [w for w in dealt if w in unsorted]):
            if not any(w not in text for w in part):
                continue                 # nothing hidden here (the seat's own hand)
            k = len(stands)
            stands.append(_group(part, text, narrowed, facts, only, values, index,
                                 colour_idx, slot_of_wire, k))
            stands[k].loose = part[0] in unsorted
            for colour, g in quota_of.get((st.seat, st.index), []):
                if g not in met:
                    quota_stands.setdefault(g, []).append(k)
            for colour in dealt_apart:
                if not any(c == colour and g not in met
                           for c, g in quota_of.get((st.seat, st.index), [])):
                    for a in stands[k].allowed:
                        a -= colour_idx[colour]
            if not stands[k].loose:
                sorted_of[(st.seat, st.index)] = (k, part)
    for colour, size in asides.items():
        stands.append(_Stand(None, list(range(-size, 0)), [set(colour_idx[colour])
                                                            for _ in range(size)]))
    # Piles nobody sees (Nano's wires): the wires still there are one unordered group;
    # each taken onto a stand, a random one of them, is a group of its own (its place
    # there orders it against its new neighbours).
    every = set(range(len(values)))
    piles: dict[str, int] = {}
    of_colour: dict[str, list[int]] = {}          # one-colour piles' stands (and taken wires)
    fixed: dict[str, dict[str, float]] = {}
    for pid, _n, colour in view.piles:
        allowed = colour_idx[colour] if colour else every
        left = [w for w in wires.at[("pile", pid)]]
        taken = [w for w in wires.dealt(("pile", pid)) if w in wires.moved_from_pile and w not in text]
        if colour and not taken and len(left) == sum(remaining[i] for i in allowed):
            # A one-colour pile holding every unseen wire of its colour (mission 54's
            # red wires on the card): its wires are exactly those, so they leave the
            # count (a stand more would cost the DP a dimension) and no other slot
            # may hold that colour.
            fixed[pid] = {values[i].text: remaining[i] / len(left) for i in allowed}
            for i in allowed:
                remaining[i] = 0
            for st in stands:
                for a in st.allowed:
                    a -= allowed
            continue
        piles[pid] = len(stands)
        if colour:
            of_colour.setdefault(colour, []).append(len(stands))
        stands.append(_Stand(None, list(range(len(left))), [set(allowed) for _ in left]))
        for w in wires.dealt(("pile", pid)):
            if w in wires.moved_from_pile and w not in text:
                slot_of_wire[w] = (len(stands), 0)
                if colour:
                    of_colour[colour].append(len(stands))
                stands.append(_Stand(None, [0], [set(allowed)], loose=True))
    # The same once some of its wires were taken (mission 54's leaked reds): the pile
    # and the taken wires hold every unseen wire of the colour, so no other slot
    # does; said at once, the count the solver would reach anyway prunes its search.
    for colour, ks in of_colour.items():
        if sum(len(stands[k].slots) for k in ks) == sum(remaining[i] for i in colour_idx[colour]):
            for k, st in enumerate(stands):
                if k not in ks:
                    for a in st.allowed:
                        a -= colour_idx[colour]
    quotas = [(frozenset(colour_idx[quotas_raw[g].colour]), tuple(ks))
              for g, ks in sorted(quota_stands.items())]

    def narrow(w: Addr, keep) -> None:
        k, i = slot_of_wire[w]
        stands[k].allowed[i] = {j for j in stands[k].allowed[i] if keep(values[j])}

    # A swapped wire sits between its new neighbours (the higher one strictly).
    less: list[tuple[Slot, Slot]] = []
    for (a, b), strict in [(x, False) for x in wires.le] + [(x, True) for x in wires.lt]:
        ha, hb = a in slot_of_wire, b in slot_of_wire
        if ha and hb:
            if strict:
                less.append((slot_of_wire[a], slot_of_wire[b]))
            else:
                add_le(stands, slot_of_wire[a], slot_of_wire[b])
        elif ha and b in text:
            tb = _val_of_text(text[b]).tenths
            narrow(a, (lambda v, tb=tb: v.tenths < tb) if strict else
                   (lambda v, tb=tb: v.tenths <= tb))
        elif hb and a in text:
            ta = _val_of_text(text[a]).tenths
            narrow(b, (lambda v, ta=ta: v.tenths > ta) if strict else
                   (lambda v, ta=ta: v.tenths >= ta))

    # "Held at least one": a fact proved by a wire now known is dropped.
    groups: dict[int, list[frozenset[Slot]]] = {}
    ygroups: list[frozenset[Slot]] = []
    for held, v in facts.held:
        if any(game.get(w) == v for w in held):
            continue
        slots = frozenset(slot_of_wire[w] for w in held if w in slot_of_wire)
        if not slots:
            continue                 # the viewer's own declaration
        if v == "Y":
            if slots not in ygroups:
                ygroups.append(slots)
        elif str(v) in index:
            lst = groups.setdefault(index[str(v)], [])
            if slots not in lst:
                lst.append(slots)
    for held, v in facts.held_none:
        drop = _game_indices(values, v)
        for w in held:
            if w in slot_of_wire:
                k, i = slot_of_wire[w]
                stands[k].allowed[i] -= drop

    # A failed cut's wires: not all red (one wire: not red); red here is also a
    # number cut like a red wire (mission 11). The wire a failed cut exploded on: red.
    treated = set(getattr(view, "treated_red", ()))
    red_like = lambda v: v.colour == "red" or v.game in treated       # noqa: E731
    not_all: list[tuple[list[Slot], set[int]]] = []
    for group in facts.not_red:
        if any(w in game and game[w] != "R" and game[w] not in treated for w in group):
            continue                    # a wire of them is known not to be red
        hidden = [w for w in group if w in slot_of_wire]
        if len(hidden) == 1:
            narrow(hidden[0], lambda v: not red_like(v))
        elif hidden:
            not_all.append(([slot_of_wire[w] for w in hidden],
                            {j for j, v in enumerate(values) if red_like(v)}))
    for w in facts.exploded | facts.reds:     # (a Stabilizer's save shows red too)
        if w in slot_of_wire:
            narrow(w, red_like)

    eq_pairs: list[tuple[Slot, Slot]] = []
    ne_pairs: list[tuple[Slot, Slot]] = []
    for kind, a, b in view.labels:
        wa, wb = wires.wire(a), wires.wire(b)
        if wa in slot_of_wire and wb in slot_of_wire:
            (eq_pairs if kind == "eq" else ne_pairs).append((slot_of_wire[wa], slot_of_wire[wb]))
        elif wa in slot_of_wire or wb in slot_of_wire:
            hidden_w, other = (wa, wb) if wa in slot_of_wire else (wb, wa)
            if other in game:
                g = game[other]
                narrow(hidden_w, lambda v, g=g, eq=(kind == "eq"): (v.game == g) == eq)

    from engine.busters.inference.counts import count_facts      # (it builds on this module)
    checks = count_facts(facts.counts, text, index, slot_of_wire, sorted_of, stands, wires.lt)
    slot_of = {where_now[w]: s for w, s in slot_of_wire.items()}
    known_slots = {where_now[w]: t for w, t in text.items() if where_now[w] in unseen}
    prob = Problem(values, remaining, stands, groups, ygroups, eq_pairs, ne_pairs,
                   known_slots, slot_of, less=less, quotas=quotas, piles=piles,
                   fixed_piles=fixed, not_all=not_all, checks=checks)
    decl = view.declaration
    if view.phase == "resolve" and decl is not None and decl[3]:
        # The detector succeeded and its owner has not chosen yet: one pointed wire
        # holds an announced value.
        idx: set[int] = set()
        for v in decl[2]:
            idx |= _game_indices(values, v)
        said = {_game_of(v) for v in decl[2]}
        # a pointed wire the seat knows: it either is the value (nothing left to
        # learn) or leaves the others to hold it
        if not any(_val_of_text(known_slots[tuple(a)]).game in said
                   for a in decl[1] if tuple(a) in known_slots):
            pointed = [slot_of[tuple(a)] for a in decl[1] if tuple(a) in slot_of]
            if pointed:
                prob.any_of.append((pointed, idx))
    _pool(prob, apart)
    _merge(prob, apart)
    return prob


def _free(prob: Problem, apart: frozenset[Addr], quota_ok: bool = False) -> list[int]:
    """The stands no fact names apart: their wires are told apart by their places on
    the stand alone (no known wire, count or order fact; no wire of `apart`; a quota
    only if `quota_ok`)."""
    named: set[Slot] = {sl for lst in prob.groups.values() for g in lst for sl in g}
    named |= {sl for g in prob.yellow_groups for sl in g}
    named |= {sl for pair in prob.eq_pairs + prob.ne_pairs + prob.less for sl in pair}
    named |= {sl for slots, _idx in prob.any_of + prob.not_all for sl in slots}
    named |= {prob.slot_of[a] for a in apart if a in prob.slot_of}
    named |= {sl for st in prob.stands for c in st.counts for sl in c.extra}
    named |= {sl for c in prob.checks for sl in c.extra}
    in_quota = set() if quota_ok else {k for _c, ks in prob.quotas for k in ks}
    linked = {o for st in prob.stands for _t, o, _t2 in st.pairs}
    return [k for k, st in enumerate(prob.stands)
            if st.n and not st.known and not st.forbid and not st.pairs and not st.counts
            and k not in in_quota and k not in linked
            and not any((k, i) in named for i in range(st.n))]


def _pool(prob: Problem, apart: frozenset[Addr] = frozenset()) -> None:
    """Lone out-of-order wires (an X wire per stand, mission 20) would each double the
    DP's states. Those with the same possible values that no fact names apart are
    exchangeable: counted as one pile (a stand of their number of slots, whose
    multiset weight 1/c! is that of the wires dealt one by one), each gets the pile's
    average distribution. Their own stands are left empty (nothing to count)."""
    classes: dict[frozenset[int], list[int]] = {}
    for k in _free(prob, apart):
        st = prob.stands[k]
        if st.loose and st.n == 1:
            classes.setdefault(frozenset(st.allowed[0]), []).append(k)
    where = {sl: a for a, sl in prob.slot_of.items()}
    for allowed, ks in classes.items():
        if len(ks) < 2:
            continue
        pile = len(prob.stands)
        prob.stands.append(_Stand(None, list(range(len(ks))), [set(allowed) for _ in ks]))
        for k in ks:
            addr = where[(k, 0)]
            del prob.slot_of[addr]
            prob.pooled[addr] = pile
            prob.stands[k] = _Stand(prob.stands[k].addr, [], [])


def _merge(prob: Problem, apart: frozenset[Addr] = frozenset()) -> None:
    """Stands whose every wire may hold the same values and that nothing else tells
    apart (every teammate's stand at set-up) each cost the DP a dimension. Counted
    as one unordered block instead: summed over how the block's wires split among
    them, their weights prod 1/c! give N!/(prod n! prod C!) for block counts C, the
    block's own multiset weight up to a constant (the same in every restricted
    problem of one count). Given the block's counts, each stand holds a uniform
    draw of its n wires from the block's N, so a stand's wire i is <= u exactly when
    a hypergeometric draw holds more than i of the block's wires <= u (solve).

    Stands of one wire each of a colour dealt apart (mission 41's tripwires) merge
    too when they must hold every unseen wire of that colour (no other stand may):
    the block holds them all, each stand one at random (`Problem.block_quotas`)."""
    own_quota = {ks[0]: colours for colours, ks in prob.quotas if len(ks) == 1}
    classes: dict[tuple[frozenset[int], frozenset[int]], list[int]] = {}
    for k in _free(prob, apart, quota_ok=True):
        st = prob.stands[k]
        quotas = sum(1 for _c, ks in prob.quotas if k in ks)
        if quotas and (quotas > 1 or k not in own_quota):
            continue                    # a quota shared with other stands, or two
        if st.addr is not None and all(a == st.allowed[0] for a in st.allowed):
            colours = own_quota.get(k, frozenset())
            classes.setdefault((frozenset(st.allowed[0]), colours), []).append(k)
    where = {sl: a for a, sl in prob.slot_of.items()}
    for (allowed, colours), ks in classes.items():
        if len(ks) < 2:
            continue
        if colours:
            others = [st for j, st in enumerate(prob.stands) if j not in ks]
            if (not colours <= allowed
                    or sum(prob.remaining[u] for u in colours) != len(ks)
                    or any(c == colours and not set(m) <= set(ks) for c, m in prob.quotas)
                    or any(a & colours for st in others for a in st.allowed)):
                continue
            prob.quotas = [(c, m) for c, m in prob.quotas if not set(m) <= set(ks)]
        block = len(prob.stands)
        size = sum(prob.stands[k].n for k in ks)
        prob.stands.append(_Stand(None, list(range(size)), [set(allowed) for _ in range(size)]))
        if colours:
            prob.block_quotas[block] = (len(ks), colours)
        for k in ks:
            n = prob.stands[k].n
            for i in range(n):
                addr = where[(k, i)]
                del prob.slot_of[addr]
                prob.merged[addr] = (block, n, i)
            prob.stands[k] = _Stand(prob.stands[k].addr, [], [])


def _group(part: list[Addr], text: dict[Addr, str], narrowed: dict[Addr, list[marks.Mark]],
           facts: _History, only: dict[Addr, set[int]], values: list[Val],
           index: dict[str, int], colour_idx: dict[str, set[int]],
           slot_of_wire: dict[Addr, Slot], k: int) -> _Stand:
    """One sorted group of wires (a stand's wires in order, or its out-of-order ones):
    each hidden wire lies between the known ones beside it, narrowed by its tokens
    and the history (failed cuts, a Stabilizer's red)."""
    texts = [text.get(w) for w in part]
    known: dict[int, int] = {}
    for t in texts:
        if t is not None and t in index:
            known[index[t]] = known.get(index[t], 0) + 1
    tenths: list[Any] = [None if t is None else _val_of_text(t).tenths for t in texts]
    los, his, lo, hi = [], [0] * len(texts), 0, 10 ** 6
    for t in tenths:
        los.append(lo)
        lo = lo if t is None else max(lo, t)
    for i in range(len(texts) - 1, -1, -1):
        his[i] = hi
        hi = hi if tenths[i] is None else min(hi, tenths[i])
    hidden: list[int] = []
    allowed: list[set[int]] = []
    for i, w in enumerate(part):
        if texts[i] is not None:
            continue
        ok = {j for j, v in enumerate(values) if los[i] <= v.tenths <= his[i]}
        for m in narrowed.get(w, ()):
            ok = {j for j in ok if marks.fits(m, values[j].game)}
        if w in only:
            ok &= only[w]
        for gv in facts.excluded.get(w, ()):
            ok -= _game_indices(values, gv)
        slot_of_wire[w] = (k, len(hidden))
        hidden.append(w[2])
        allowed.append(ok)
    return _Stand(part[0][:2], hidden, allowed, known)


def _game_indices(values: list[Val], game: Any) -> set[int]:
    g = _game_of(game)
    return {j for j, v in enumerate(values) if v.game == g}


class _History:
    """The public facts of the history, about wires by their dealt names:

    - excluded: wires shown not to hold the announced values (failed cuts);
    - reds: wires a Stabilizer saw red;
    - held: (wires, value): one of these wires, uncut then, held the value (the
      announcer's stands at a declaration, a radar "yes");
    - held_none: (wires, value): none of them held the value (a radar "no", a "-7"
      token beside a stand: the whole hand); a "+7" token beside a stand: one of that
      stand's wires held a 7 (held);
    - gave: the wires this seat gave away with the Walkie-Talkies, and their values;
    - not_red: wire groups a failed cut pointed at, the game going on: "If the wire in
      question is red, the bomb explodes", so not all of them are red (a Double
      Detector's pair: "If only one of the 2 named wires is red, the bomb does not
      explode"); a Stabilizer's save shows them red instead;
    - colours: wires of these colours only (the Post-it goes on a blue wire);
    - counts: count tokens (x1-x4) as placed: (the token's wire, its mark, the stand,
      the stand's wires then, cut ones too): it speaks of the stand as it was then,
      whatever a later swap changes (and mission 24 discards it from a swapped wire);
    - an event's `none` (values) and `of` (a seat): that seat's hand held none of the
      values then; the mission that emits it says why (a skipped turn, a constraint
      card it could not apply, a picked player without the value).

    X wires never answer the radar; a seat with a flipped wire of its own could
    announce any value (R-BB27): its declarations say nothing of its hand."""

    def __init__(self, view: Any, wires: _Wires):
        # out-of-order wires by their dealt names (they may have moved since)
        marked = wires.marked
        self.excluded: dict[Addr, list[Any]] = {}
        self.reds: set[Addr] = set()
        self.held: list[tuple[list[Addr], Any]] = []
        self.held_none: list[tuple[list[Addr], Any]] = []
        self.gave: dict[Addr, str] = {}
        self.not_red: list[list[Addr]] = []
        self.exploded: set[Addr] = set()
        self.colours: dict[Addr, set[str]] = {}
        self.counts: list[tuple[Addr, marks.Mark, tuple[int, int], tuple[Addr, ...]]] = []
        cut: set[Addr] = set()
        pending: tuple[list[Addr], list[Any]] | None = None
        swapped: tuple[Addr, Addr, int] | None = None
        last_moved: Addr | None = None
        prev = None
        seen_decl: tuple[list[Addr], Any] | None = None
        prev_failed: list[Addr] = []          # a failed detector's wires, this turn
        for e in view.history:
            k, p = e.key, e.params
            if k == "busters.wire.cut":
                cut.add(wires.wire(p["addr"]))
            elif k in ("busters.dual_cut.declared", "busters.detector.declared"):
                pointed = [p["addr"]] if k == "busters.dual_cut.declared" else p["addrs"]
                pending = ([wires.wire(a) for a in pointed], list(p["values"]))
                uncut = [w for w in wires.of_seat(p["seat"]) if w not in cut]
                seen = [w for w in uncut if w not in marked[marks.FLIPPED]]
                seen_decl = None
                if len(seen) == len(uncut) or p.get("tools") or p.get("stabilized"):
                    # R-BB27: a flipped wire is cut only by a plain Dual Cut, so with
                    # a tool or the Stabilizer a wire its owner sees backs the value
                    self.held += [(seen, v) for v in p["values"]]
                elif k == "busters.dual_cut.declared" and len(p["values"]) == 1:
                    seen_decl = (seen, p["values"][0])   # told by how it ends
            elif k in FAILED_CUTS and pending:
                for w in pending[0]:
                    self.excluded.setdefault(w, []).extend(pending[1])
                self.not_red.append(list(pending[0]))
                prev_failed = list(pending[0]) if k == "busters.detector.failure" else []
                if seen_decl is not None:
                    # a miss that does not explode was not its flipped wire's cut: it
                    # sees a wire of that value (R-BB27)
                    self.held.append(seen_decl)
            elif k == "busters.unseen.missed" and seen_decl is not None:
                # ... and one that does was: it sees none of that value
                self.held.remove(seen_decl)
                self.held_none.append(seen_decl)
            elif k in ("busters.info.placed", "busters.info.spoken", "busters.info.repurposed") \
                    and prev_failed and wires.wire(p["addr"]) in prev_failed:
                # a detector's failure: the token goes "in front of the 'not red' wire"
                # (R-BB13), which matters where it does not show the value (17, 52)
                self.not_red.append([wires.wire(p["addr"])])
            elif k == "busters.stabilizer.saved":
                for a in ([p["addr"]] if "addr" in p else p.get("addrs", [])):
                    self.reds.add(wires.wire(a))
                if self.not_red:
                    self.not_red.pop()          # saved: red after all
            elif k == "busters.explosion" and p.get("reason") == "busters.outcome.red":
                if self.not_red and prev in FAILED_CUTS:
                    self.exploded.update(self.not_red.pop())   # the failed cut's: red
            elif k == "busters.equipment.used" and p.get("name") == "postit":
                self.colours.setdefault(wires.wire(p["addr"]), set()).add("blue")
            elif k == "busters.radar.answers":
                for seat, stand, yes in p["answers"]:
                    uncut = [w for w in wires.at[(seat, stand)] if w not in cut
                             and w not in marked[marks.X] and w not in marked[marks.FLIPPED]]
                    (self.held if yes else self.held_none).append((uncut, p["value"]))
            elif k == "busters.info.beside":
                m = marks.parse(p["token"])
                if m.kind == marks.HOLDS:       # the stand it lies beside (mission 50)
                    self.held.append(([w for w in wires.at[(p["seat"], p["stand"])]
                                       if w not in cut], m.value))
                elif m.kind == marks.HOLDS_NONE:    # the whole hand
                    self.held_none.append(([w for w in wires.of_seat(p["seat"])
                                            if w not in cut], m.value))
            elif k == "busters.walkie.swapped":
                swapped = (*wires.swap(p), p["given"][0])
            elif k == "busters.wire.moved":
                last_moved = wires.move(p)
            elif k == "busters.wire.given":
                assert last_moved is not None, "a wire is given after it moved"
                self.gave[last_moved] = p["wire"]     # the seat's own note: what it lost
            elif k == "busters.walkie.received" and swapped is not None:
                # the seat's own note (only the two sides see one): what it gave
                given, taken, giver = swapped
                self.gave[given if view.seat == giver else taken] = p["gave"]
            elif k == "busters.turn.start":
                pending = None
                prev_failed = []
            if k in ("busters.info.placed", "busters.info.spoken", "busters.info.repurposed"):
                m = marks.parse(p["token"])
                if m.kind == marks.COUNT:
                    stand = (p["addr"][0], p["addr"][1])
                    self.counts.append((wires.wire(p["addr"]), m, stand, tuple(wires.at[stand])))
            if "none" in p and "of" in p:           # board.proof
                hand = [w for w in wires.of_seat(p["of"]) if w not in cut
                        and w not in marked[marks.X]]
                self.held_none += [(hand, v) for v in p["none"]]
            prev = k
