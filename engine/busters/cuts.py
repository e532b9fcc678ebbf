"""The cut actions (rulebook "The game"): Dual Cut with or without tools (Double,
Triple, Super Detector, X or Y Ray, Stabilizer), Solo Cut, Reveal Your Red Wires."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from engine.busters import board, marks
from engine.busters.actions import Addr
from engine.busters.components import DETECTORS, Value, value_key
from engine.busters.missions import get_mission
from engine.busters.state import OWN_CUT, RESOLVE, BustersState, Declaration, Slot
from engine.core.event import Event


def is_red(s: BustersState, seat: int, stand: int, slot: int) -> bool:
    return get_mission(s.mission).red_value(s, s.slot(seat, stand, slot).wire.value)


def allowed(s: BustersState, seat: int, slot: Slot, tool: str | None) -> bool:
    """May `seat` point at (or cut) this wire, with `tool` (None: a plain cut; "own":
    cutting one's own wire)? X wires ignore all equipment (missions 20, 35); the
    mission may forbid more (hook wire_allowed)."""
    if tool not in (None, "own") and marks.X in slot.marks:
        return False
    return get_mission(s.mission).wire_allowed(s, seat, slot, tool)


def own_values(s: BustersState, seat: int) -> list[Value]:
    """Values `seat` may announce: those of its uncut wires that are not red
    (treated as red) and that it may cut (an X wire before mission 35's yellows), in
    canonical order; the mission may forbid some (cut order).
    A seat with an own wire it cannot see (flipped) may announce any value that
    wire could hold: every value with uncut copies (R-BB27)."""
    return sorted(set(_announceable(s, seat)), key=value_key)


def has_value(s: BustersState, seat: int) -> bool:
    """Whether `seat` has a value to announce (the first one found answers)."""
    return next(_announceable(s, seat), None) is not None


def _announceable(s: BustersState, seat: int) -> Iterator[Value]:
    """own_values, unsorted (a flipped wire's values may repeat a seen one)."""
    mission = get_mission(s.mission)
    found = set()
    for sl in own_seen(s, seat):                        # that it may cut as its own
        v = sl.wire.value
        if v not in found and not mission.red_value(s, v) and allowed(s, seat, sl, "own") \
                and mission.cut_allowed(s, seat, v):
            found.add(v)
            yield v
    if unseen_own(s, seat):
        cut = s.cut_counts()
        yield from (v for v, n in s.in_play.items() if n > cut.get(v, 0)
                    and not mission.red_value(s, v) and mission.cut_allowed(s, seat, v))


def solo_options(s: BustersState, seat: int) -> list[tuple[Value, tuple[Addr, ...]]]:
    """Solo Cut: all remaining copies of the value are in this hand (both stands
    count, FAQ), and they are 2 or 4 of them, never 3 (FAQ). A seat with own wires it
    cannot see may name which of them complete the set (R-BB27): (value, those wires)."""
    out: list[tuple[Value, tuple[Addr, ...]]] = []
    cut = s.cut_counts()
    mine: dict[Value, int] = {}
    for sl in own_seen(s, seat):
        mine[sl.wire.value] = mine.get(sl.wire.value, 0) + 1
    unseen = unseen_own(s, seat)
    for v in own_values(s, seat):
        left = s.in_play.get(v, 0) - cut.get(v, 0)
        n = mine.get(v, 0)
        if left not in (2, 4) or n > left:
            continue
        seen_ok = [a for a in own_slots(s, seat, v) if a not in unseen]
        if len(seen_ok) != n:
            continue            # a visible copy the mission forbids cutting
        for extra in combinations(unseen, left - n):
            out.append((v, extra))
    return out


def own_seen(s: BustersState, seat: int) -> list[Slot]:
    """The uncut wires of `seat` that it can see (a flipped wire it can't)."""
    return [sl for st in s.hands[seat] for sl in st.slots
            if not sl.cut and board.sees(s, seat, seat, sl)]


def unseen_own(s: BustersState, seat: int) -> list[Addr]:
    """The seat's own uncut wires it cannot see but may cut itself (flipped wires)."""
    return [(seat, st.index, i) for st in s.hands[seat] for i in st.uncut()
            if not board.sees(s, seat, seat, st.slots[i]) and allowed(s, seat, st.slots[i], "own")]


def unseen_only(s: BustersState, seat: int, values: tuple[Value, ...] | list[Value]) -> bool:
    """Whether a Dual Cut of `values` can be completed only with the seat's own wires it
    cannot see: it sees none of them it may cut. Such a cut is the cut action of its
    flipped wire: "If that cut action fails, the bomb explodes" (missions 38, 56, 64;
    R-BB27)."""
    unseen = unseen_own(s, seat)
    return bool(unseen) and not any(a not in unseen for v in values for a in own_slots(s, seat, v))


def all_red(s: BustersState, seat: int) -> bool:
    """Only red wires (treated as red) are left in the seat's hand, as far as it can
    see; with an own wire it cannot see, at least that one is left (R-BB27)."""
    mission = get_mission(s.mission)
    seen = own_seen(s, seat)
    if any(not board.sees(s, seat, seat, sl) for st in s.hands[seat] for sl in st.slots
           if not sl.cut) and not unseen_own(s, seat):
        return False                 # an unseen wire it may not reveal itself
    return s.has_wires(seat) and all(mission.red_value(s, sl.wire.value) for sl in seen)


def can_cut(s: BustersState, seat: int) -> bool:
    """Whether `seat` has any cut action open to it now: a Dual Cut (a value to
    announce and a wire to point at), a Solo Cut, or Reveal Your Red Wires."""
    mission = get_mission(s.mission)
    allowed = mission.allowed_actions(s, seat)
    if "dual" in allowed and has_target(s, seat, None) and has_value(s, seat):
        return True
    if "solo" in allowed and solo_options(s, seat):
        return True
    return "reveal" in allowed and all_red(s, seat)


def held_none(s: BustersState, seat: int) -> list[Value] | None:
    """What it proves, for all to see, that `seat` can do no cut now: with a
    teammate's wire it may point at, its hand (but its X wires, which a rule may keep
    it from cutting) holds none of the values its mission lets it cut (else it would
    announce one). None where it proves less than that: it can cut, it has own wires
    it cannot see (R-BB27), or only a Solo Cut was in question (no wire to point at)."""
    if can_cut(s, seat) or unseen_own(s, seat) or not has_target(s, seat, None):
        return None
    mission = get_mission(s.mission)
    cut = s.cut_counts()
    return sorted((v for v, n in s.in_play.items() if n > cut.get(v, 0)
                   and not mission.red_value(s, v) and mission.cut_allowed(s, seat, v)),
                  key=value_key)


def targets(s: BustersState, seat: int, tool: str | None) -> list[Addr]:
    """Teammates' uncut wires `seat` may point at."""
    return list(_pointable(s, seat, tool))


def has_target(s: BustersState, seat: int, tool: str | None) -> bool:
    """Whether `seat` may point at any teammate's wire (asked at every action's end:
    the first one found answers)."""
    return next(_pointable(s, seat, tool), None) is not None


def _pointable(s: BustersState, seat: int, tool: str | None) -> Iterator[Addr]:
    for p in range(s.players):
        if p == seat:
            continue
        for st in s.hands[p]:
            for i in st.uncut():
                if allowed(s, seat, st.slots[i], tool):
                    yield (p, st.index, i)


def own_slots(s: BustersState, seat: int, value: Value) -> list[Addr]:
    """Own uncut wires the seat may cut as its `value` wire: those of that value it
    sees, and those it cannot see (flipped: a wrong one explodes, R-BB27)."""
    out = []
    for st in s.hands[seat]:
        for i in st.uncut():
            sl = st.slots[i]
            seen = board.sees(s, seat, seat, sl)
            if (not seen or sl.wire.value == value) and allowed(s, seat, sl, "own"):
                out.append((seat, st.index, i))
    return out


# ---- resolution -------------------------------------------------------------------

def success_on(s: BustersState, out: list[Event], actor: int, addr: Addr) -> None:
    """The teammate cuts the named wire; the active seat then cuts an identical
    wire of its choice (phase OWN_CUT, always entered so no one learns how many
    copies it holds, R-BB6)."""
    value = board.cut(s, out, *addr, why="dual")
    out.append(board.ev(s, "busters.dual_cut.success", seat=actor, addr=list(addr), value=value))
    decl = s.declaration or Declaration()
    decl.success, decl.matched = True, value
    s.declaration = decl
    s.phase = OWN_CUT


def failure_on(s: BustersState, out: list[Event], actor: int, addr: Addr,
               announced: Value | None) -> None:
    """A failed cut at one wire: red explodes (not with the Stabilizer); otherwise
    the detonator advances (not with the Stabilizer) and the true value is shown
    with an info token (yellow token for a yellow wire, R-BB20); never on red (FAQ)."""
    mission = get_mission(s.mission)
    fail = mission.failure(s, actor, addr[0])
    decl = s.declaration
    if decl and decl.values:
        said = tuple(decl.values)
    else:
        assert announced is not None, "a plain Dual Cut names its value"
        said = (announced,)
    mine_unseen = unseen_only(s, actor, said)
    s.cut_result = (list(said), False)
    out.append(board.ev(s, "busters.dual_cut.failure", seat=actor, addr=list(addr)))
    if is_red(s, *addr):
        if s.stabilized:
            out.append(board.ev(s, "busters.stabilizer.saved", addr=list(addr)))
            return
        board.explode(s, out)
        return
    if mine_unseen:            # the cut of its own flipped wire failed (R-BB27)
        out.append(board.ev(s, "busters.unseen.missed", seat=actor, values=list(said)))
        board.explode(s, out, "busters.outcome.failure")
        return
    if fail.explode and not s.stabilized:
        board.explode(s, out, "busters.outcome.failure")
        return
    if not s.stabilized:
        board.advance(s, out, fail.steps)
        if s.result is not None:
            return
    if fail.token != "none":
        wire = s.slot(*addr).wire
        board.place_token(s, out, *addr, mission.info_token(s, wire, said),
                          beside=fail.token == "beside")


def plain_dual(s: BustersState, out: list[Event], actor: int, addr: Addr, value: Value) -> bool:
    """A Dual Cut at one wire. Returns True when the turn is over."""
    out.append(board.ev(s, "busters.dual_cut.declared", seat=actor, addr=list(addr),
                        values=[value], tools=sorted(s.declaration.tools) if s.declaration else [],
                        stabilized=s.stabilized))
    if _penalty(s, out, actor, [addr]):
        return True
    wire = s.slot(*addr).wire
    if wire.value == value and not is_red(s, *addr):
        success_on(s, out, actor, addr)
        return False
    failure_on(s, out, actor, addr, value)
    return True


def announce(s: BustersState, out: list[Event], actor: int, values: tuple[Value, ...]) -> bool:
    """Announce after pointing with tools. One wire (X or Y Ray alone) resolves at
    once; several (detectors) go to their owner's choice (phase RESOLVE, R-BB12)."""
    decl = s.declaration
    assert decl is not None
    decl.values = values
    if len(decl.targets) == 1:
        addr = decl.targets[0]
        out.append(board.ev(s, "busters.dual_cut.declared", seat=actor, addr=list(addr),
                            values=list(values), tools=sorted(decl.tools), stabilized=s.stabilized))
        if _penalty(s, out, actor, [addr]):
            return True
        wire = s.slot(*addr).wire
        if wire.value in values and not is_red(s, *addr):
            success_on(s, out, actor, addr)
            return False
        failure_on(s, out, actor, addr, None)
        return True
    out.append(board.ev(s, "busters.detector.declared", seat=actor,
                        addrs=[list(a) for a in decl.targets], values=list(values),
                        tools=sorted(decl.tools), stabilized=s.stabilized))
    if _penalty(s, out, actor, decl.targets):
        return True
    hits = [a for a in decl.targets if s.slot(*a).wire.value in values and not is_red(s, *a)]
    owner = decl.targets[0][0]
    if hits:
        decl.success = True
        out.append(board.ev(s, "busters.detector.success", seat=actor, owner=owner))
        s.phase = RESOLVE
        return False
    decl.success = False
    s.cut_result = (list(values), False)
    out.append(board.ev(s, "busters.detector.failure", seat=actor, owner=owner))
    nonred = [a for a in decl.targets if not is_red(s, *a)]
    mission = get_mission(s.mission)
    if not nonred:
        # Every pointed wire is red: the bomb explodes, unless stabilized (FAQ).
        if s.stabilized:
            out.append(board.ev(s, "busters.stabilizer.saved", addrs=[list(a) for a in decl.targets]))
        else:
            board.explode(s, out)
        return True
    fail = mission.failure(s, actor, owner)
    if fail.explode and not s.stabilized:
        board.explode(s, out, "busters.outcome.failure")
        return True
    if not s.stabilized:
        board.advance(s, out, fail.steps)
        if s.result is not None:
            return True
    if fail.token == "none":
        return True
    s.phase = RESOLVE
    return False


def _penalty(s: BustersState, out: list[Event], actor: int, addrs: list[Addr]) -> bool:
    """The dial spaces a mission charges for pointing at these wires, whatever the
    result (missions 56, 64: a teammate's flipped wire). True if the bomb exploded."""
    steps = sum(get_mission(s.mission).cut_penalty(s, actor, a) for a in addrs)
    if steps:
        out.append(board.ev(s, "busters.penalty", seat=actor, steps=steps))
        board.advance(s, out, steps)
    return s.result is not None


def resolve_options(s: BustersState) -> list[Addr]:
    """The owner's choice: on success, which matching wire is cut (they do not say
    whether several matched); on failure, which non-red wire gets the token (the
    rulebook: "must put an Info token in front of the 'not red' wire", R-BB13)."""
    decl = s.declaration
    assert decl is not None
    if decl.success:
        return [a for a in decl.targets
                if s.slot(*a).wire.value in decl.values and not is_red(s, *a)]
    return [a for a in decl.targets if not is_red(s, *a)]


def resolve(s: BustersState, out: list[Event], actor: int, addr: Addr) -> bool:
    decl = s.declaration
    assert decl is not None
    if decl.success:
        success_on(s, out, actor, addr)
        return False
    wire = s.slot(*addr).wire
    mission = get_mission(s.mission)
    fail = mission.failure(s, actor, addr[0])
    board.place_token(s, out, *addr, mission.info_token(s, wire, tuple(decl.values)),
                      beside=fail.token == "beside")
    return True


def own_cut(s: BustersState, out: list[Event], actor: int, addr: Addr) -> None:
    assert s.declaration is not None
    matched = s.declaration.matched
    assert matched is not None, "an own cut follows a success, which names the value"
    value = board.cut(s, out, *addr, why="dual")
    s.cut_result = ([matched], True)
    if value != matched:
        _unseen_failed(s, out, actor)


def solo(s: BustersState, out: list[Event], actor: int, value: Value,
         extra: tuple[Addr, ...] = ()) -> None:
    unseen = set(unseen_own(s, actor))
    slots = [a for a in own_slots(s, actor, value) if a not in unseen] + list(extra)
    out.append(board.ev(s, "busters.solo_cut", seat=actor, value=value,
                        addrs=[list(a) for a in slots]))
    cut = [board.cut(s, out, *a, why="solo") for a in slots]
    s.cut_result = ([value], True)
    if any(v != value for v in cut):
        _unseen_failed(s, out, actor)


def reveal_red(s: BustersState, out: list[Event], actor: int) -> None:
    slots = [(actor, st.index, i) for st in s.hands[actor] for i in st.uncut()]
    out.append(board.ev(s, "busters.reveal_red", seat=actor, addrs=[list(a) for a in slots]))
    for a in slots:
        board.cut(s, out, *a, why="reveal")
    if not all(is_red(s, *a) for a in slots):
        _unseen_failed(s, out, actor)


def _unseen_failed(s: BustersState, out: list[Event], actor: int) -> None:
    """An own wire the seat could not see was not what it cut it as: a failed cut of
    one's own flipped wire explodes the bomb (missions 38, 56, 64; R-BB27)."""
    out.append(board.ev(s, "busters.unseen.failed", seat=actor))
    board.explode(s, out, "busters.outcome.failure")


def detector_of(tools: list[str]) -> str | None:
    return next((t for t in tools if t in DETECTORS), None)
