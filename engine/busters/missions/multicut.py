"""Multi-wire special cuts (missions 13, 23, 39, 46, 48, challenge card 1): the active
seat declares the special action, then points at its wires one at a time (the mission
phase, `special point S.T.I`), and the last one resolves it. Pointing one wire at a
time keeps the legal action lists small and lets the table show each choice.

A mission using it: `begin` in apply_special when the action is declared; while
`active(state)`, decision_seats is the declaring seat and special_actions are
`options(...)`; `point` records each wire and returns True once all are pointed, when
the mission resolves the cut (and calls `finish`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from engine.busters.actions import Special, parse_addr
from engine.busters.missions.components import Pointed
from engine.busters.state import MISSION, TURN, BustersState
from engine.busters.botctx import Advice, BotContext

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

KEY = "multicut"


def begin(state: BustersState, seat: int, name: str, need: int, given: list | None = None) -> None:
    """The cut `name` of `need` wires is declared; `given` are pointed already (the
    seat's own wires it knows are part of it)."""
    state.mission_data[KEY] = {"name": name, "seat": seat, "need": need,
                               "points": [list(a) for a in (given or [])]}
    state.phase = MISSION


def active(state: BustersState) -> dict | None:
    return state.mission_data.get(KEY)


def _current(state: BustersState) -> dict[str, Any]:
    """The one under way (its steps run only while there is one)."""
    return state.mission_data[KEY]


def options(state: BustersState, allowed: Callable[[int, int, int], bool]) -> list[Special]:
    """The uncut wires the seat may still point at (`allowed(seat, stand, slot)`)."""
    cut = _current(state)
    done = {tuple(a) for a in cut["points"]}
    return [Special("point", (f"{st.seat}.{st.index}.{i}",)) for st in state.stands()
            for i in st.uncut() if (st.seat, st.index, i) not in done
            and allowed(st.seat, st.index, i)]


def point(state: BustersState, action: Special) -> bool:
    """Record a pointed wire; True once the cut has all its wires."""
    cut = _current(state)
    cut["points"].append(list(parse_addr(action.args[0])))
    return len(cut["points"]) >= cut["need"]


def pointed(state: BustersState) -> list[tuple[int, int, int]]:
    return [tuple(a) for a in _current(state)["points"]]


def finish(state: BustersState) -> None:
    """The cut is resolved: back to the turn (its Step ends it, or explodes)."""
    state.mission_data.pop(KEY, None)
    state.phase = TURN


def component(state: BustersState) -> tuple:
    cut = active(state)
    if cut is None:
        return ()
    return (Pointed(cut["name"], tuple(tuple(a) for a in cut["points"]), cut["need"]),)


# ---- all wires of one value at once (missions 13, 23, 39, 46) ----------------------------
def declare(state: BustersState, seat: int, name: str, value: Any) -> tuple[list, bool]:
    """The cut of every uncut wire of `value` is declared; the seat's own are pointed at
    already (it sees them). (events, whether they are all and it resolves now)."""
    from engine.busters import board
    left = state.in_play.get(value, 0) - state.cut_count(value)
    own = [(seat, st.index, i) for st in state.hands[seat] for i in st.uncut()
           if st.slots[i].wire.value == value]
    begin(state, seat, name, left, own)
    return [board.ev(state, f"busters.m{state.mission}.declared", seat=seat, value=value)], \
        len(own) >= left


def cut_all(state: BustersState, seat: int, value: Any) -> tuple[list, bool]:
    """Resolve it: every pointed wire of `value` is cut (a successful cut of that value),
    else the bomb explodes. (events, success)."""
    from engine.busters import board
    out: list = []
    addrs = pointed(state)
    finish(state)
    out.append(board.ev(state, f"busters.m{state.mission}.pointed", seat=seat,
                        addrs=[list(a) for a in addrs]))
    if any(state.slot(*a).wire.value != value for a in addrs):
        board.explode(state, out, "busters.outcome.failure")
        return out, False
    for a in addrs:
        board.cut(state, out, *a, why="special")
    state.cut_result = ([value], True)
    return out, True


# ---- bots -----------------------------------------------------------------------------
def addr_of(action: Special) -> tuple[int, int, int]:
    seat, stand, slot = parse_addr(action.args[0])
    return seat, stand, slot


def point_likeliest(legal: list, ctx: BotContext, value: Any) -> Any:
    """A bot pointing a multi-wire cut: the wire likeliest to be `value` (None: not
    pointing now)."""
    from engine.busters.botctx import Advice
    points = [a for a in legal if isinstance(a, Special) and a.name == "point"]
    if not points:
        return None
    best = max(points, key=lambda a: (ctx.p(addr_of(a), value), a.args[0]))
    return Advice(best, ctx.p(addr_of(best), value), "busters.advice.point")


def sure_to_find(view: BustersView, ctx: BotContext, value: Any, need: int) -> bool:
    """Whether the seat knows where `need` wires of `value` are among its teammates'
    uncut wires (its own it sees)."""
    odds = sorted((ctx.p((st.seat, st.index, i), value) for st in view.stands
                   if st.seat != view.seat for i, sl in enumerate(st.slots) if not sl.cut),
                  reverse=True)[:max(need, 0)]
    return all(p > 1 - 1e-9 for p in odds)


def decide_all(view: BustersView, legal: list, ctx: BotContext, name: str, value: Any, text_is: Any,
               total: int) -> Any:
    """A bot and such a cut: point at the likeliest wires; declare it only when every
    wire it must point at is certain (a wrong one explodes), or when no other cut is
    left. `text_is(printed)`: whether a wire printed so is of `value`."""
    from engine.busters.actions import Dual, Reveal, Solo
    from engine.busters.botctx import Advice
    pointing = point_likeliest(legal, ctx, value)
    if pointing is not None:
        return pointing
    declared = [a for a in legal if isinstance(a, Special) and a.name == name]
    if not declared:
        return None
    seen = sum(1 for st in view.stands for sl in st.slots if text_is(sl.wire)
               and (sl.cut or st.seat == view.seat))
    others = [a for a in legal if isinstance(a, (Dual, Solo, Reveal))]
    if sure_to_find(view, ctx, value, total - seen):
        return Advice(declared[0], 1.0, "busters.advice.special_cut")
    if not others:
        return Advice(declared[0], 1.0, "busters.advice.special_last")
    return None
