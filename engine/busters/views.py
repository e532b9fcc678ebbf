"""What one seat may know (R-BB7): its own wires, and everything public: cut
wires, tokens and where they point, labels, the detonator, validation tokens,
markers, equipment and characters, the declaration under way and the history of
public events (every declaration and its result). Hidden wires are UNKNOWN."""
from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from engine.busters import board
from engine.busters.missions import get_mission
from engine.busters.state import CHARACTERS, BustersState
from engine.core.event import Event
from engine.core.view import UNKNOWN


@dataclass(frozen=True)
class SlotView:
    wire: str                 # printed value ("7", "3.5" red, "3.1" yellow) or UNKNOWN
    cut: bool
    tokens: tuple[str, ...]   # tokens in front, as marks.py writes them: "7", "Y", "7!", "even", "x2", "~7"
    marks: tuple[str, ...] = ()   # marks.X, marks.FLIPPED


@dataclass(frozen=True)
class StandView:
    seat: int
    index: int
    slots: tuple[SlotView, ...]
    beside: tuple[str, ...]   # tokens beside the stand: "+7" (holds a 7), "-7" (holds none)


@dataclass(frozen=True)
class BustersView:
    seat: int | None
    players: int
    mission: int
    captain: int
    phase: str
    active: int
    to_act: tuple[int, ...]
    turn_no: int
    stands: tuple[StandView, ...]                  # every stand, seat then stand order
    detonator: int                                 # spaces from the skull (0: exploded)
    validated: tuple[int, ...]                     # validation tokens, in order placed
    markers: tuple[tuple[str, int, bool], ...]     # (colour, value, "?" marker)
    in_play: tuple[tuple[str, int], ...]           # copies in play per value ("Y", "R" too)
    info_supply: tuple[tuple[str, int], ...]
    equipment: tuple[tuple[int, str, str], ...]    # (number, id, locked/ready/used)
    characters: tuple[tuple[str, str, bool], ...]  # per seat: (character, personal, used)
    labels: tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...]   # ("eq"/"ne", addr, addr)
    stabilized: bool
    declaration: tuple[Any, ...] | None           # (tools, pointed addrs, values, success, matched)
    walkie: tuple[Any, ...] | None                # (giver addr, teammate) while pending
    setup_order: tuple[int, ...]
    history: tuple[Event, ...]                    # every event this seat may see
    mission_info: tuple[Any, ...]                 # mission components (hook view_data)
    result: tuple[bool, str] | None
    facts: tuple[Any, ...] = ()                   # set-up facts for the deduction (hook facts)
    treated_red: tuple[int, ...] = ()             # numbers cut like red wires (mission 11)
    mission_public: str = "{}"                    # the mission's public data, JSON (hook public_data)
    #: where the turn flow stands (rules.FLOW): stage, next seat, Coffee Mug's choice,
    #: turns skipped in a row, this turn's cut (values, success) not yet followed up
    #: wires off the stands nobody sees: (id, how many, their only colour or "")
    piles: tuple[tuple[str, int, str], ...] = ()
    #: (then, rule sticker B: who still chooses a character, and whether the mission's
    #: own setup decisions come after; the setup token drawn at random, to place)
    flow: tuple[Any, ...] = (None, None, None, 0, None, (), False, None)
    timers: bool = True

    @property
    def me(self) -> int:
        """The seat whose view this is, for a bot or a mission's bot code (only an
        observer's view has none)."""
        assert self.seat is not None, "an observer's view belongs to no seat"
        return self.seat


def uncut(view: BustersView, value: Any = None) -> int:
    """Wires of `value` still uncut, as any seat can count them (copies in play less
    those cut face up); `value` None: every blue wire."""
    if value is None:
        def counted(text: str) -> bool:
            return text.isdigit()
    else:
        def counted(text: str) -> bool:
            return text == str(value)
    total = sum(n for v, n in view.in_play if counted(v))
    return total - sum(1 for st in view.stands for sl in st.slots if sl.cut and counted(sl.wire))


#: an unseen wire with nothing on it, the most common slot of a view (one object for all)
_HIDDEN = SlotView(UNKNOWN, False, ())


def _stand_view(s: BustersState, mission: Any, seat: int | None, st: Any) -> StandView:
    slots = []
    for sl in st.slots:
        shown = sl.cut or _seen(s, seat, st.seat, sl)
        if not shown and not sl.tokens and not sl.marks:
            slots.append(_HIDDEN)
            continue
        tokens = tuple(t.text for t in sl.tokens) if sl.tokens else ()
        slots.append(SlotView(sl.wire.text if shown else UNKNOWN, sl.cut, tokens,
                              tuple(sorted(sl.marks)) if sl.marks else ()))
    return StandView(st.seat, st.index, tuple(slots), tuple(t.text for t in st.beside))


def _seen(s: BustersState, seat: int | None, owner: int, slot: Any) -> bool:
    """Whether `seat` sees this uncut wire now: not before the wires are dealt (rule
    sticker B: characters are chosen first, R-BB29), else as board.sees says."""
    return s.phase != CHARACTERS and board.sees(s, seat, owner, slot)


def make_view(s: BustersState, seat: int | None, to_act: frozenset[int]) -> BustersView:
    mission = get_mission(s.mission)
    stands = tuple(_stand_view(s, mission, seat, st) for st in s.stands())
    labels = []
    for kind, a, b in s.labels:
        labels.append((kind, s.find_wire(a), s.find_wire(b)))
    d = s.declaration
    decl = None if d is None else (tuple(d.tools), tuple(tuple(a) for a in d.targets),
                                   tuple(str(v) for v in d.values), d.success,
                                   None if d.matched is None else str(d.matched))
    return BustersView(
        seat=seat, players=s.players, mission=s.mission, captain=s.captain, phase=s.phase,
        active=s.active, to_act=tuple(sorted(to_act)), turn_no=s.turn_no, stands=stands,
        detonator=s.detonator, validated=tuple(s.validated), markers=tuple(s.markers),
        in_play=tuple(sorted((str(k), v) for k, v in s.in_play.items())),
        info_supply=tuple(sorted((str(k), v) for k, v in s.info_supply.items())),
        equipment=tuple((c.number, c.name, c.status) for c in s.equipment),
        characters=tuple((c.name, c.personal, c.used) for c in s.characters),
        labels=tuple(labels), stabilized=s.stabilized, declaration=decl,
        walkie=None if s.walkie is None else (tuple(s.walkie[0]), s.walkie[1]),
        setup_order=tuple(s.setup_order),
        # (Event.visible, inlined: a view is taken at every decision of a search)
        history=tuple(e for e in s.log if e.visible_to is None
                      or (seat is not None and seat in e.visible_to)),
        mission_info=mission.view_data(s, seat) + _clock(s, mission),
        result=s.result, facts=tuple(mission.facts(s)),
        treated_red=tuple(v for v in range(1, 13) if mission.red_value(s, v)),
        mission_public=json.dumps(mission.public_data(s), sort_keys=True),
        flow=(s.stage, s.next_seat, s.next_override, s.skips,
              None if s.cut_result is None else (tuple(s.cut_result[0]), s.cut_result[1]),
              tuple(s.hire_order), s.setup_pending, s.setup_token),
        timers=s.timers, piles=_piles(s, mission))


def reveal_all(s: BustersState, view: BustersView) -> BustersView:
    """`view` with every wire on the stands shown as it is."""
    import dataclasses
    stands = []
    for st in view.stands:
        real = s.hands[st.seat][st.index].slots
        slots = tuple(dataclasses.replace(sl, wire=real[i].wire.text) for i, sl in enumerate(st.slots))
        stands.append(dataclasses.replace(st, slots=slots))
    return dataclasses.replace(view, stands=tuple(stands))


def _clock(s: BustersState, mission: Any) -> tuple[Any, ...]:
    """The running clock, when the mission has one and the players keep timers on."""
    clock = mission.clock(s) if s.timers else None
    return () if clock is None else (clock,)


def _piles(s: BustersState, mission: Any) -> tuple[tuple[str, int, str], ...]:
    colour = {pid: ps.colour or "" for pid, ps in mission.spec(s.players).piles}
    return tuple((pid, len(ws), colour.get(pid, "")) for pid, ws in sorted(s.piles.items()))


def reshuffle_hidden(s: BustersState, seat: int, rng: random.Random) -> BustersState:
    """Re-deal every wire `seat` can't see: teammates' uncut wires without a token
    or label on them, and the set-aside "k out of m" wires (same colour swaps), each
    stand keeping its hidden slots and its ascending order among them."""
    t = s.copy()
    labelled = {w for _, a, b in t.labels for w in (a, b)}
    mission = get_mission(t.mission)
    slots = []
    for st in t.stands():
        for sl in st.slots:
            if (not sl.cut and not sl.tokens and sl.wire.id not in labelled
                    and not _seen(t, seat, st.seat, sl)):
                slots.append((st, sl))
    pool = [sl.wire for _, sl in slots]
    # the piles' wires (nobody sees them) join the re-deal, keeping each pile's size;
    # a pile of one colour only (mission 54's reds) keeps its own wires
    one_colour = {pid for pid, ps in mission.spec(t.players).piles if ps.colour}
    sizes = {k: len(v) for k, v in sorted(t.piles.items()) if k not in one_colour}
    pool += [w for k, v in sorted(t.piles.items()) if k in sizes for w in v]
    for i, w in enumerate(t.aside):          # an unseen candidate may be in play instead
        same = [j for j, x in enumerate(pool) if x.colour == w.colour]
        if same and rng.random() < 0.5:
            j = rng.choice(same)
            pool[j], t.aside[i] = w, pool[j]
    rng.shuffle(pool)
    for pid, n in sizes.items():
        t.piles[pid], pool = pool[-n:] if n else [], pool[:-n] if n else pool
    k = 0
    by_stand: dict[int, list] = {}
    for st, sl in slots:
        by_stand.setdefault(id(st), []).append(sl)
    for group in by_stand.values():
        wires = sorted(pool[k:k + len(group)], key=lambda w: (w.tenths, w.id))
        k += len(group)
        for sl, w in zip(group, wires):
            sl.wire = w
    rng.shuffle(t.equipment_pile)            # face down: nobody knows its order
    mission.reshuffle_hidden(t, seat, rng)
    t.rng = random.Random(rng.random())
    return t
