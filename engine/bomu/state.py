"""Bomu game state (engine-private) and the frozen per-seat view."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

# Phases: players pick in secret; a handler with SAFE decides before rolling; a
# handler with 4+ card marks chooses cards or a life; after an explosion players
# with 5+ cards discard to 4; then the game is over.
PICK, SAFE_CHOICE, BONUS, DISCARD, OVER = "pick", "safe", "bonus", "discard", "over"


@dataclass
class BomuState:
    players: int
    rng: random.Random
    lives: list[int]
    hands: list[list[str]]
    alive: list[bool]
    deck: list[str]                  # draw pile; the top card is the last one
    used_public: list[str] = field(default_factory=list)   # face up: played, SAFE
    used_hidden: list[str] = field(default_factory=list)   # face down: discards, hands of the out
    box: list[str] = field(default_factory=list)           # "0" cards out of the game
    dice: int = 2
    red: bool = False
    phase: str = PICK
    picks: list[str | None] = field(default_factory=list)
    revealed: bool = False
    handlers: list[int] = field(default_factory=list)      # still to handle, in order
    handled: list[int] = field(default_factory=list)
    failed: list[int] = field(default_factory=list)        # handlers who exploded this round
    bonus_marks: int = 0
    last_roll: tuple[str, ...] = ()
    last_roller: int | None = None
    round_no: int = 1
    winners: frozenset[int] | None = None
    #: R-B5: after an explosion only this round's used cards go back into the deck
    #: (used_public[a:], used_hidden[b:] with (a, b) = round_used_from). Games recorded
    #: before this ruling (no "reshuffle" in their config) shuffle back every used card.
    round_used_from: tuple[int, int] = (0, 0)
    reshuffle_all: bool = False

    def alive_seats(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]


@dataclass(frozen=True)
class BomuView:
    """What one seat may know (seat None: a spectator, public information only)."""
    seat: int | None
    players: int
    phase: str
    round_no: int
    lives: tuple[int, ...]
    alive: tuple[bool, ...]
    hand: tuple[str, ...]                 # this seat's own hand, sorted
    hand_sizes: tuple[int, ...]
    picked: tuple[bool, ...]              # who has put a card face down
    own_pick: str | None                  # this seat's face-down card
    table: tuple[str | None, ...]         # revealed cards of this round
    dice: int
    red: bool
    deck_size: int
    used_public: tuple[str, ...]          # face-up cards in the used pile
    used_hidden_size: int
    to_act: tuple[int, ...]
    handlers: tuple[int, ...]             # still to handle, in order
    handled: tuple[int, ...]
    failed: tuple[int, ...]
    bonus_marks: int
    last_roll: tuple[str, ...]
    last_roller: int | None
    winners: frozenset[int] | None
