"""Bomb Squad Academy game state (engine-private) and the frozen per-seat view."""
from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

# Stages. Decision stages name who must answer (see rules.to_act); the others are
# steps the engine runs by itself until the next decision.
DRAFT = "draft"          # before bombs II and III: pick a tool from the display
PICK = "pick"            # secret simultaneous choice of an action card
TOOL = "tool"            # a tool timing: holders may use a tool or pass (see Window)
PROTECT = "protect"      # a Wait player declares the protected wire
CHOOSE = "choose"        # X-Ray: keep one of the three drawn cards
PEEK = "peek"            # a Chicken peeks
OVER = "over"
DECISIONS = (DRAFT, PICK, TOOL, PROTECT, CHOOSE, PEEK)

# Tool windows (the timings printed on the tools).
W_REVEALED = "revealed"      # after actions are revealed: Air Horn, Jumper, Switch, Schematics
W_PROTECTED = "protected"    # after protected wires are declared: Schematics
W_ORDERS = "orders"          # when a Wait protects a wire: Orders
W_PRECUT = "precut"          # prior to a cut: Blanket, Wrench, Freezer, Scrambler, Hammer, X-Ray
W_POSTCUT = "postcut"        # after a safe cut: Amplifier, Jammer, Crimper, Dynamo
W_BOOM = "boom"              # when the bomb is triggered: Helmet, Shield, Dynamo


@dataclass
class Window:
    kind: str
    resume: str                      # stage to run when everybody has passed
    wire: str | None = None
    waiter: int | None = None        # W_ORDERS: who protected the wire
    passed: list[int] = field(default_factory=list)
    closed: bool = False             # Bomb Blanket: no other tools before the cut


@dataclass
class Cut:
    """The wire being resolved this moment."""
    wire: str
    cutters: tuple[int, ...]
    flips: list[int] = field(default_factory=list)     # cards flipped by this cut
    xray: int | None = None                            # seat that played X-Ray
    xray_cards: list[int] = field(default_factory=list)
    blankets: list[int] = field(default_factory=list)
    amplified: bool = False
    jammers: list[int] = field(default_factory=list)
    done: bool = False                                 # the cards have been flipped


@dataclass
class AcademyState:
    players: int
    rng: random.Random
    wires: tuple[str, ...]
    scores: list[int]
    decks: dict[str, list[int]]                 # top card is the last one
    tiles: dict[str, list[str]]
    hands: list[list[str]]
    tool_deck: list[str]                        # top is the last one
    exposed: dict[str, list[int]] = field(default_factory=dict)
    tile_up: dict[str, list[bool]] = field(default_factory=dict)
    plates: dict[int, int] = field(default_factory=dict)   # plate id -> wire index
    stacks: list[list[str]] = field(default_factory=list)  # bottom card first
    wait_out: list[bool] = field(default_factory=list)     # Wait discarded this bomb
    tools: list[list[str]] = field(default_factory=list)
    display: list[str] = field(default_factory=list)
    draft_queue: list[int] = field(default_factory=list)
    bomb: int = 1
    round_no: int = 1
    rounds_played: int = 0                      # over the whole game (for the sim)
    stage: str = PICK
    # ---- this round
    picks: list[str | None] = field(default_factory=list)
    revealed: bool = False
    act: list[str | None] = field(default_factory=list)    # what each seat resolves as
    airhorned: list[bool] = field(default_factory=list)
    switches: list[tuple[int, int]] = field(default_factory=list)
    waits_paid: list[int] = field(default_factory=list)
    wait_queue: list[int] = field(default_factory=list)
    protected: list[str] = field(default_factory=list)
    orders: dict[str, list[int]] = field(default_factory=dict)
    window: Window | None = None
    wire_i: int = 0
    cut: Cut | None = None
    scored: list[str] = field(default_factory=list)
    exploded: bool = False
    boom_wire: str | None = None
    responsible: tuple[int, ...] = ()
    helmets: list[int] = field(default_factory=list)
    shields: list[tuple[int, int]] = field(default_factory=list)
    chicken_queue: list[int] = field(default_factory=list)
    # ---- private knowledge from peeks: seat -> wire -> known?
    known_top: list[dict[str, bool]] = field(default_factory=list)
    known_tiles: list[dict[str, bool]] = field(default_factory=list)
    winners: frozenset[int] | None = None

    def order(self, seats: Iterable[int]) -> list[int]:
        """Lowest score first; ties go to the lower seat (R-A1)."""
        return sorted(seats, key=lambda p: (self.scores[p], p))

    def trigger(self, wire: str) -> int:
        # The trigger always stands at the sum of the exposed main values (handbook,
        # "Triggering the bomb": "adding up the reminders ... of the exposed wire cards").
        return sum(self.exposed[wire])


@dataclass(frozen=True)
class AcademyView:
    """What one seat may know (seat None: a spectator, public information only)."""
    seat: int | None
    players: int
    wires: tuple[str, ...]
    stage: str                                  # one of DECISIONS or OVER
    window: str | None                          # tool timing when stage == TOOL
    bomb: int
    round_no: int
    scores: tuple[int, ...]
    to_act: tuple[int, ...]
    # the bomb
    deck_sizes: tuple[int, ...]
    exposed: tuple[tuple[int, ...], ...]
    triggers: tuple[int, ...]
    track_lengths: tuple[int, ...]
    tiles: tuple[tuple[str, ...], ...]          # "ok"/"boom" when flipped, else "?"
    plates: tuple[tuple[int, str, int], ...]    # (plate id, wire, bonus)
    # action cards
    hand: tuple[str, ...]                       # own hand (empty for a spectator)
    stacks: tuple[tuple[str, ...], ...]         # cards on each table, bottom first
    wait_out: tuple[bool, ...]
    picked: tuple[bool, ...]                    # who has chosen this round
    own_pick: str | None
    played: tuple[str | None, ...]              # revealed cards of this round
    actions: tuple[str | None, ...]             # what each seat resolves as (after tools)
    airhorned: tuple[bool, ...]
    protected: tuple[str, ...]
    # the wire being resolved
    cut_wire: str | None
    cutters: tuple[int, ...]
    responsible: tuple[int, ...]
    exploded: bool
    # tools
    tools: tuple[tuple[str, ...], ...]          # face up in front of each player
    display: tuple[str, ...]
    tool_deck_size: int
    # own private knowledge
    known_tops: tuple[int | None, ...]          # next card of each deck, if peeked
    known_tiles: tuple[tuple[str, ...] | None, ...]
    xray_cards: tuple[int, ...]
    winners: frozenset[int] | None

    def wire_index(self, wire: str) -> int:
        return self.wires.index(wire)

    def as_dict(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__}
