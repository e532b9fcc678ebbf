"""Equipment cards 1-12 and the personal Double Detector (reference Part IV, with
the FAQ). Text forms: see `options`. Turn tools (detectors, X or Y Ray, Stabilizer,
Coffee Mug) are used by the active seat before it declares; any-time cards by any
seat while an equipment window is open (R-BB10)."""
from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.busters import board, cuts, marks
from engine.busters.actions import Use, addr_text, parse_addr
from engine.busters.components import (ANY_TIME, DETECTORS, DETONATOR_MAX, FACE_DOWN, MINE,
                                       BLUE, PERSONAL, R, Y, Value, base_tool, parse_value,
                                       personal_tool, value_text)
from engine.busters.missions import get_mission
from engine.busters.state import DECLARE, TURN, WALKIE, BustersState, Declaration, Token
from engine.core.event import Event


def ready(s: BustersState, name: str) -> bool:
    return any(c.name == name and c.status == "ready" for c in s.equipment)


def any_time_ready(s: BustersState) -> bool:
    """Is some any-time card usable, or a character's any-time personal equipment
    (rule sticker B: General Radar, Walkie-Talkies)? Public: decides who is in the
    window."""
    return any(c.status == "ready" and c.name in ANY_TIME for c in s.equipment) or \
        any(not ch.used and ch.personal in ANY_TIME for ch in s.characters)


def _allowed(s: BustersState, seat: int, name: str) -> bool:
    return get_mission(s.mission).tool_allowed(s, seat, name)


# ---- declaring with tools ------------------------------------------------------------

def can_complete(s: BustersState, seat: int, tools: list[str]) -> bool:
    """Whether a dual cut declared with these tools can be finished (so arming a
    tool never leaves the active seat without a legal action, R-BB19). Asked as if
    they were armed: a mission may limit what tools reach (mission 38)."""
    saved = s.declaration
    s.declaration = Declaration(tools=[base_tool(t) for t in tools])
    try:
        return _completes(s, seat, tools)
    finally:
        s.declaration = saved


def _completes(s: BustersState, seat: int, tools: list[str]) -> bool:
    det = cuts.detector_of(tools)
    values = cuts.own_values(s, seat)
    if det is not None:
        values = [v for v in values if v != Y]   # detectors: 1-12 only (FAQ)
    if len(values) < (2 if "xray" in tools else 1):
        return False
    need = DETECTORS[det] if det else 1
    per_stand: dict[tuple[int, int], int] = {}
    for a in cuts.targets(s, seat, det or "xray"):
        per_stand[a[:2]] = per_stand.get(a[:2], 0) + 1
    return any(n >= max(need, 1) for n in per_stand.values())


def _tool_available(s: BustersState, seat: int, tool: str) -> bool:
    if tool == PERSONAL or tool.startswith(MINE):
        ch = s.characters[seat]
        return personal_tool(ch.personal) == tool and not ch.used and _allowed(s, seat, tool)
    return ready(s, tool) and _allowed(s, seat, tool)


def declare_tools(s: BustersState, seat: int) -> list[Use]:
    """Detectors and the X or Y Ray the active seat may still add to its declaration
    (only before pointing; one detector at most; the X or Y Ray combines with any,
    rulebook NOTE)."""
    decl = s.declaration
    tools = decl.tools if decl else []
    if decl is not None and decl.targets:
        return []
    out = []
    for tool in ("ddet", "triple", "super", "xray", MINE + "triple", MINE + "xray"):
        base = base_tool(tool)
        if base in tools or (base in DETECTORS and cuts.detector_of(tools)):
            continue
        if _tool_available(s, seat, tool) and can_complete(s, seat, tools + [base]):
            out.append(Use(tool))
    return out


def _steadied(s: BustersState, seat: int) -> bool:
    """Whether a Dual Cut is still open once the Stabilizer is used: it may keep the
    seat from its own flipped wires (no equipment cuts them, R-BB27)."""
    s.stabilized = True
    try:
        return can_complete(s, seat, [])
    finally:
        s.stabilized = False


def turn_tools(s: BustersState, seat: int) -> list[Use]:
    if cuts.all_red(s, seat):
        return []     # only red wires left: the seat must reveal them (mission 3, R-BB8)
    out = declare_tools(s, seat)
    if not s.stabilized and _tool_available(s, seat, "stabilizer") and _steadied(s, seat):
        out.append(Use("stabilizer"))
    if not s.stabilized and _tool_available(s, seat, "coffee"):      # R-BB17
        out += [Use("coffee", (str(p),)) for p in range(s.players)
                if p != seat and s.has_wires(p)]
    if not s.stabilized and _tool_available(s, seat, "fast_pass"):
        out += _fast_pass(s, seat)
    return out


def _fast_pass(s: BustersState, seat: int) -> list[Use]:
    """Sticker C, 9-9 Fast Pass: a Solo Cut of 2 identical wires of one's own, even if
    others of that value remain: any two it sees of a value it may cut (R-BB92)."""
    out = []
    for v in cuts.own_values(s, seat):
        mine = [a for a in cuts.own_slots(s, seat, v)
                if board.sees(s, seat, seat, s.slot(*a))]
        out += [Use("fast_pass", (addr_text(a), addr_text(b))) for a, b in combinations(mine, 2)]
    return out


# ---- any-time cards ---------------------------------------------------------------

def any_time(s: BustersState, seat: int) -> list[Use]:
    out: list[Use] = []
    mission = get_mission(s.mission)

    def ok(name: str) -> bool:
        return ready(s, name) and _allowed(s, seat, name)

    def mine(name: str) -> bool:        # the seat's own personal equipment (sticker B)
        return _tool_available(s, seat, MINE + name)

    own = [(st.index, i) for st in s.hands[seat] for i in range(len(st.slots))]
    if ok("label_ne") or ok("label_eq"):
        for st in s.hands[seat]:
            for i in range(len(st.slots) - 1):
                a, b = st.slots[i], st.slots[i + 1]
                if a.cut and b.cut:
                    continue          # "1 of the 2 can already be cut", not both
                if not all(cuts.allowed(s, seat, x, "label") for x in (a, b)):
                    continue
                same = a.wire.value == b.wire.value   # all yellows / all reds identical (R-BB14)
                name = "label_eq" if same else "label_ne"
                if ok(name):
                    out.append(Use(name, (addr_text((seat, st.index, i)),)))
    for tool in [t for t in ("walkie", MINE + "walkie")
                 if (ok(t) if t == "walkie" else mine("walkie"))]:
        if not s.has_wires(seat):
            break
        mates = [p for p in range(s.players) if p != seat and s.has_wires(p)]
        for si, i in own:
            sl = s.hands[seat][si].slots[i]
            if not sl.cut and cuts.allowed(s, seat, sl, "walkie"):
                out += [Use(tool, (addr_text((seat, si, i)), str(p))) for p in mates]
    if ok("postit"):
        for si, i in own:
            sl = s.hands[seat][si].slots[i]
            on_cut = mission.spec(s.players).postit_on_cut     # R-BB15
            if ((not sl.cut or on_cut) and sl.wire.colour == BLUE
                    and cuts.allowed(s, seat, sl, "postit")):
                false = mission.postit_false(s, sl.wire)      # mission 52: the value it is not
                out += [Use("postit", (addr_text((seat, si, i)),))] if false is None else \
                    [Use("postit", (addr_text((seat, si, i)), value_text(v))) for v in false]
    if ok("rewinder") and s.detonator < DETONATOR_MAX:        # R-BB16
        out.append(Use("rewinder"))
    if ok("batteries"):
        used = [p for p in range(s.players) if s.characters[p].used
                and s.characters[p].name != FACE_DOWN]
        for k in (1, 2):
            out += [Use("batteries", tuple(str(p) for p in c)) for c in combinations(used, k)]
    if ok("single_label"):              # sticker C, 2-2: a value once on its stand
        for st in s.hands[seat]:
            if any(not x.cut and not board.sees(s, seat, seat, x) for x in st.slots):
                continue                # its own flipped wire: "once" can not be known (R-BB200)
            for i, sl in enumerate(st.slots):
                if (sl.wire.colour == BLUE and cuts.allowed(s, seat, sl, "label")
                        and sum(1 for x in st.slots if x.wire.value == sl.wire.value) == 1):
                    out.append(Use("single_label", (addr_text((seat, st.index, i)),)))
    if ok("grappling"):                  # sticker C, 11-11
        for t in cuts.targets(s, seat, "grappling"):
            out += [Use("grappling", (addr_text(t), str(k))) for k in range(len(s.hands[seat]))]
    if ok("radar"):
        out += [Use("radar", (str(v),)) for v in range(1, 13)]
    if mine("radar"):
        out += [Use(MINE + "radar", (str(v),)) for v in range(1, 13)]
    return out


# ---- applying ---------------------------------------------------------------------

def _spend(s: BustersState, out: list[Event], seat: int, name: str, **params: Any) -> None:
    if name == PERSONAL or name.startswith(MINE):
        s.characters[seat].used = True
        out.append(board.ev(s, "busters.personal.used", seat=seat, name=name, **params))
        return
    card = next(c for c in s.equipment if c.name == name and c.status == "ready")
    card.status = "used"
    out.append(board.ev(s, "busters.equipment.used", seat=seat, number=card.number,
                        name=name, **params))


def apply_use(s: BustersState, seat: int, use: Use) -> tuple[list[Event], bool]:
    """Apply a legal Use. Returns (events, whether the active seat's turn ends)."""
    out: list[Event] = []
    name = use.name
    base = base_tool(name)            # a character's own equipment works as the card
    if base in DETECTORS or base == "xray":
        _spend(s, out, seat, name)
        if s.declaration is None:
            s.declaration = Declaration()
        s.declaration.tools.append(base)
        s.phase = DECLARE
        return out, False
    if name == "stabilizer":
        _spend(s, out, seat, name)
        s.stabilized = True
        return out, False
    if name == "coffee":
        nxt = int(use.args[0])
        _spend(s, out, seat, name, next=nxt)
        s.next_override = nxt
        return out, True
    if name == "fast_pass":
        pair = [parse_addr(a) for a in use.args]
        _spend(s, out, seat, name, addrs=[list(a) for a in pair])
        value = s.slot(*pair[0]).wire.value
        for a in pair:
            board.cut(s, out, *a, why="solo")
        s.cut_result = ([value], True)
        return out, True
    s.passed.clear()          # a new situation: everyone may react again (R-BB10)
    if name in ("label_ne", "label_eq"):
        p, st, i = parse_addr(use.args[0])
        left, right = s.hands[p][st].slots[i], s.hands[p][st].slots[i + 1]
        _spend(s, out, seat, name, addrs=[[p, st, i], [p, st, i + 1]])
        s.labels.append(("ne" if name == "label_ne" else "eq", left.wire.id, right.wire.id))
    elif base == "walkie":
        giver = parse_addr(use.args[0])
        _spend(s, out, seat, name, addr=list(giver), mate=int(use.args[1]))
        s.walkie = (giver, int(use.args[1]))
        s.phase = WALKIE
    elif name == "postit":
        p, st, i = parse_addr(use.args[0])
        _spend(s, out, seat, name, addr=[p, st, i])
        wire = s.slot(p, st, i).wire
        said = (parse_value(use.args[1]),) if len(use.args) > 1 else ()
        board.place_token(s, out, p, st, i, get_mission(s.mission).info_token(s, wire, said))
    elif name == "rewinder":
        _spend(s, out, seat, name)
        board.rewind(s, out)
    elif name == "batteries":
        seats = [int(x) for x in use.args]
        _spend(s, out, seat, name, seats=seats)
        for p in seats:
            s.characters[p].used = False
    elif name == "single_label":
        p, st, i = parse_addr(use.args[0])
        _spend(s, out, seat, name, addr=[p, st, i])
        board.place_token(s, out, p, st, i, Token(1, kind=marks.COUNT))
    elif name == "grappling":
        src = parse_addr(use.args[0])
        _spend(s, out, seat, name, addr=list(src))
        board.move_wire(s, out, src, seat, int(use.args[1]))
    elif base == "radar":
        v = int(use.args[0])
        _spend(s, out, seat, name, value=v)
        out.append(board.ev(s, "busters.radar.answers", value=v, answers=radar(s, v)))
    return out, False


def radar(s: BustersState, v: int) -> list[list[Any]]:
    """General Radar: per stand, "yes" if it holds an uncut BLUE wire of the value
    (red and yellow wires have no number, FAQ); X wires are ignored (cuts.allowed),
    and each player answers for the wires it sees (not its flipped ones, R-BB27)."""
    answers: list[list[Any]] = []          # [seat, stand, yes]: JSON, as the event holds it
    for st in s.stands():
        yes = any(not sl.cut and sl.wire.colour == BLUE and sl.wire.value == v
                  and board.sees(s, st.seat, st.seat, sl)
                  and cuts.allowed(s, st.seat, sl, "radar") for sl in st.slots)
        answers.append([st.seat, st.index, yes])
    return answers


def walkie_options(s: BustersState) -> list[tuple[int, int, int]]:
    assert s.walkie is not None
    mate = s.walkie[1]
    return [(mate, st.index, i) for st in s.hands[mate] for i in st.uncut()
            if cuts.allowed(s, mate, st.slots[i], "walkie")]


def walkie_swap(s: BustersState, back: tuple[int, int, int]) -> list[Event]:
    """Swap the two wires; each goes into the stand the other came from, in sorted
    position, with its info tokens (FAQ). Everyone sees where they go (R-BB11)."""
    assert s.walkie is not None
    giver, _mate = s.walkie
    out: list[Event] = []
    g_st, m_st = s.hands[giver[0]][giver[1]], s.hands[back[0]][back[1]]
    g_slot, m_slot = g_st.slots[giver[2]], m_st.slots[back[2]]
    g_st.slots.remove(g_slot)
    m_st.slots.remove(m_slot)
    mission = get_mission(s.mission)
    for sl in (g_slot, m_slot):
        sl.tokens = [t for t in sl.tokens if mission.token_follows(s, t)]
    to_mate = board.insert_sorted(m_st.slots, g_slot)
    to_giver = board.insert_sorted(g_st.slots, m_slot)
    out.append(board.ev(s, "busters.walkie.swapped", given=list(giver), taken=list(back),
                        to_mate=[back[0], back[1], to_mate],
                        to_giver=[giver[0], giver[1], to_giver]))
    # Each side's private note names the wire it gave too: the view must keep what
    # the seat knew (its given wire is hidden from it once it sits on the other stand).
    out.append(board.ev(s, "busters.walkie.received", frozenset({back[0]}),
                        addr=[back[0], back[1], to_mate], wire=g_slot.wire.text,
                        gave=m_slot.wire.text))
    out.append(board.ev(s, "busters.walkie.received", frozenset({giver[0]}),
                        addr=[giver[0], giver[1], to_giver], wire=m_slot.wire.text,
                        gave=g_slot.wire.text))
    s.walkie = None
    s.phase = TURN
    return out


def announce_options(s: BustersState, seat: int) -> list[tuple[Value, ...]]:
    decl = s.declaration
    assert decl is not None
    vals = cuts.own_values(s, seat)
    if cuts.detector_of(decl.tools):
        vals = [v for v in vals if v != Y and v != R]
    if "xray" in decl.tools:
        return [(a, b) for a, b in combinations(vals, 2)]
    return [(v,) for v in vals]
