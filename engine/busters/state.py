"""Bomb Busters game state: engine-private and mutable (views are in views.py)."""
from __future__ import annotations

import copy
import pickle
import random
from dataclasses import dataclass, field
from typing import Any

from engine.busters import marks
from engine.busters.components import Value, Wire
from engine.core.event import Event

# Phases (R-BB1): who the game waits for.
CHARACTERS = "characters"   # rule sticker B: the seat `active` keeps or changes character
SETUP_INFO = "setup_info"   # the seat `active` places its setup info token
TURN = "turn"               # the active seat's turn; any-time equipment window open
DECLARE = "declare"         # the active seat is pointing wires / announcing with tools
RESOLVE = "resolve"         # the owner of detector-pointed wires chooses (R-BB12)
OWN_CUT = "own_cut"         # after a success the active seat picks its identical wire
WALKIE = "walkie"           # the Walkie-Talkies teammate picks the wire to give back
MISSION = "mission"         # a mission's own decision (hooks decision_seats / special)
OVER = "over"


@dataclass
class Token:
    """An info token (engine/busters/marks.py says what each kind tells). `value` is
    1-12 or "Y" (value, false and beside tokens), "even"/"odd" or a count; `spoken`
    marks the shortage case where no token was left (R-BB9)."""
    value: Any
    spoken: bool = False
    kind: str = marks.VALUE

    @property
    def mark(self) -> marks.Mark:
        return marks.Mark(self.kind, self.value, self.spoken)

    @property
    def text(self) -> str:
        return self.mark.text


@dataclass
class Slot:
    wire: Wire
    cut: bool = False
    tokens: list[Token] = field(default_factory=list)
    marks: set[str] = field(default_factory=set)     # marks.X, marks.FLIPPED


@dataclass
class Stand:
    seat: int
    index: int                       # 0 or 1 within its owner's hand
    slots: list[Slot] = field(default_factory=list)
    beside: list[Token] = field(default_factory=list)   # tokens set beside the stand

    def uncut(self) -> list[int]:
        return [i for i, s in enumerate(self.slots) if not s.cut]


@dataclass
class Equipment:
    number: int
    name: str
    status: str = "locked"           # locked -> ready -> used


@dataclass
class Character:
    name: str
    personal: str                    # personal equipment id
    used: bool = False


@dataclass
class Declaration:
    """A dual cut being declared with tools (Double/Triple/Super Detector, X or Y Ray)."""
    tools: list[str] = field(default_factory=list)
    targets: list[tuple[int, int, int]] = field(default_factory=list)   # (seat, stand, slot)
    values: tuple[Value, ...] = ()
    success: bool | None = None
    matched: Value | None = None     # the value the active seat must cut after success


@dataclass
class BustersState:
    players: int
    mission: int
    rng: random.Random
    hands: list[list[Stand]]                         # hands[seat] = 1 or 2 stands
    aside: list[Wire]                                # "k out of m" wires set aside, unseen
    markers: list[tuple[str, int, bool]]             # (colour, value, is "?")
    in_play: dict[Value, int]                        # copies in play: 1..12, "Y", "R"
    detonator: int                                   # spaces from the skull
    equipment: list[Equipment]
    characters: list[Character]
    equipment_pile: list[int] = field(default_factory=list)   # the cards left face down
    piles: dict[str, list[Wire]] = field(default_factory=dict)  # wires off the stands, unseen
    captain: int = 0
    phase: str = SETUP_INFO
    active: int = 0
    setup_order: list[int] = field(default_factory=list)
    hire_order: list[int] = field(default_factory=list)   # sticker B: who still chooses
    setup_pending: bool = False                      # the mission's setup decisions come next
    setup_token: int | None = None                   # a setup token drawn at random, to place
    info_supply: dict[Value, int] = field(default_factory=dict)
    labels: list[tuple[str, int, int]] = field(default_factory=list)   # (kind, wire id, wire id)
    validated: list[int] = field(default_factory=list)
    passed: set[int] = field(default_factory=set)    # helpers who passed this window
    stabilized: bool = False
    declaration: Declaration | None = None
    walkie: tuple[tuple[int, int, int], int] | None = None   # (giver's wire, teammate)
    next_override: int | None = None                 # set by the Coffee Mug
    cut_result: tuple[list[Value], bool] | None = None   # this turn's cut, for after_cut
    turn_no: int = 0
    stage: str | None = None                         # where the turn flow resumes (rules.FLOW)
    next_seat: int | None = None                     # the seat whose turn starts next
    skips: int = 0                                   # turns skipped in a row (R-BB26)
    mission_data: dict[str, Any] = field(default_factory=dict)   # mission hooks' own state
    timers: bool = True                              # clocks run (a setting, in the config)
    explicit: dict[str, Any] | None = None           # an explicit deal (its "mission" part: after_setup)
    log: list[Event] = field(default_factory=list)
    result: tuple[bool, str] | None = None           # (won, outcome key)

    # ---- queries ------------------------------------------------------------
    def stands(self) -> list[Stand]:
        return [st for hand in self.hands for st in hand]

    def slot(self, seat: int, stand: int, slot: int) -> Slot:
        return self.hands[seat][stand].slots[slot]

    def uncut_wires(self, seat: int) -> list[Wire]:
        return [s.wire for st in self.hands[seat] for s in st.slots if not s.cut]

    def copy(self) -> BustersState:
        """A deep copy. Bots and the leak tests copy states many times a decision, so
        it copies by hand what can change and shares what never does: wires (frozen),
        the events of the log (never changed once logged) and tuples of those.
        tests/engine/busters/test_state_copy.py walks both to prove nothing else is
        shared, so a new field can not be forgotten here."""
        c = copy.copy(self)
        c.rng = random.Random()
        c.rng.setstate(self.rng.getstate())
        c.hands = [[Stand(st.seat, st.index, [Slot(sl.wire, sl.cut, [Token(t.value, t.spoken, t.kind) for t in sl.tokens],
                                                   set(sl.marks)) for sl in st.slots],
                          [Token(t.value, t.spoken, t.kind) for t in st.beside]) for st in hand]
                   for hand in self.hands]
        c.aside, c.markers, c.equipment_pile = list(self.aside), list(self.markers), list(self.equipment_pile)
        c.in_play, c.info_supply = dict(self.in_play), dict(self.info_supply)
        c.equipment = [Equipment(e.number, e.name, e.status) for e in self.equipment]
        c.characters = [Character(ch.name, ch.personal, ch.used) for ch in self.characters]
        c.piles = {k: list(v) for k, v in self.piles.items()}
        c.setup_order, c.hire_order = list(self.setup_order), list(self.hire_order)
        c.labels, c.validated, c.passed = list(self.labels), list(self.validated), set(self.passed)
        d = self.declaration
        c.declaration = None if d is None else Declaration(list(d.tools), list(d.targets), d.values, d.success,
                                                           d.matched)
        c.cut_result = None if self.cut_result is None else (list(self.cut_result[0]), self.cut_result[1])
        # a mission's own data and an explicit deal: any shape (pickle copies it whole)
        c.mission_data = pickle.loads(pickle.dumps(self.mission_data, pickle.HIGHEST_PROTOCOL))
        c.explicit = None if self.explicit is None else pickle.loads(pickle.dumps(self.explicit))
        c.log = list(self.log)
        return c

    def has_wires(self, seat: int) -> bool:
        return any(not s.cut for st in self.hands[seat] for s in st.slots)

    def cut_count(self, value: Value) -> int:
        return sum(1 for st in self.stands() for s in st.slots if s.cut and s.wire.value == value)

    def cut_counts(self) -> dict[Value, int]:
        """Cut wires per game value, in one pass."""
        out: dict[Value, int] = {}
        for st in self.stands():
            for s in st.slots:
                if s.cut:
                    out[s.wire.value] = out.get(s.wire.value, 0) + 1
        return out

    def find_wire(self, wire_id: int) -> tuple[int, int, int]:
        for seat, hand in enumerate(self.hands):
            for st in hand:
                for i, s in enumerate(st.slots):
                    if s.wire.id == wire_id:
                        return seat, st.index, i
        raise KeyError(wire_id)
