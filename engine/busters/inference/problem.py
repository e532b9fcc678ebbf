"""The counting problem of one seat's view: the values still unseen, every hidden
slot's possible values (sorted stands, tokens, failed cuts, labels, radar) and the
"held at least one" facts (declarations, radar answers). See the package docstring."""
from __future__ import annotations

from dataclasses import dataclass, field
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
