"""What a mission puts on the table, as one seat sees it: typed, frozen pieces the
mission's `view_data` returns (BustersView.mission_info). The desktop draws each
kind the same way in every mission (desktop/games/busters/pieces.py) and the
mission's texts name them by `id`; bots and the Coach read them too.

Kinds:
- Cards: Number cards somewhere (a line on the table, a seat's hand, a deck), with
  the Sequence card or Nano pointing at one of them;
- EquipmentLock: a Number card lying on an equipment card (mission 12);
- Constraint / Challenge: constraint cards A-L and challenge cards;
- Counter: a number of things (oxygen tokens, cards in a deck);
- Role: a seat with a part to play (the rookie, Rhett Herrings, Captain Careless);
- TrackMarker: a standee on the board's 1-12 track (Nano);
- Pointed: the wires a multi-wire special cut has pointed at so far;
- Clock: a running countdown (seconds), reported by `special timeout <id>`;
- Stage: where a scripted (sound-file) mission stands, with its parameters;
- Grid: a map of squares with walls and a standee (mission 66's bunker).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class NumberCard:
    value: int | None               # None: face down, its value unknown to this seat
    state: str = "up"               # "up", "down" (flipped), "done" (its wires cut), "out"
    mark: str = ""                  # a letter on it ("a", "b", "c"), or the mission's own


@dataclass(frozen=True)
class Cards:
    id: str                         # the mission's name for these cards (texts key)
    cards: tuple[NumberCard, ...] = ()
    owner: int | None = None        # a seat's cards; None: on the table
    pointer: int | None = None      # the card the Sequence card / Nano points at
    facing: int = 0                 # Nano's direction along the line: +1 or -1
    deck: int = 0                   # face-down cards left in its draw pile
    side: str = ""                  # the Sequence card's side, "A" or "B"


@dataclass(frozen=True)
class EquipmentLock:
    equipment: int                  # the equipment card's number
    value: int                      # the Number card lying on it


@dataclass(frozen=True)
class Constraint:
    letter: str                     # "A".."L"; "" when face down to this seat
    owner: int | None = None        # a seat's card; None: on the table
    face_up: bool = True
    active: bool = True             # flipped or discarded cards no longer apply


@dataclass(frozen=True)
class Challenge:
    number: int
    done: bool = False


@dataclass(frozen=True)
class Counter:
    id: str                         # "oxygen", "deck", ... (texts key)
    value: int
    owner: int | None = None        # a seat's; None: the table's (a reserve, a pile)


@dataclass(frozen=True)
class Role:
    id: str                         # "rookie", "rhett", "careless", ... (texts key)
    seat: int


@dataclass(frozen=True)
class Clock:
    id: str                         # changes when a new countdown starts
    seconds: int


@dataclass(frozen=True)
class TrackMarker:
    id: str                         # "nano": a standee on the board's 1-12 track
    value: int                      # the space it stands on (0: just before 1)
    facing: int = 1                 # +1 towards 12, -1 towards 1, 0: moves either way


@dataclass(frozen=True)
class Pointed:
    """Wires a multi-wire special cut has pointed at so far (missions 13, 23, 39, 46,
    48): shown on the table until it resolves."""
    id: str                         # the special action's name
    addrs: tuple[tuple[int, int, int], ...]
    need: int                       # how many it points at in all


@dataclass(frozen=True)
class Stage:
    id: str                         # a scripted mission's current event (texts key)
    params: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Grid:
    """A map of squares the team's standee crosses (mission 66's bunker)."""
    id: str                         # the map and its side ("bunker_front"; texts key)
    squares: tuple[tuple[str, ...], ...]    # rows of square kinds (texts keys; "": plain)
    walls: tuple[tuple[Any, Any, str, bool], ...]   # (square, square, kind, opened)
    standee: tuple[int, int]        # (row, column) from the top left
    sides: tuple[str, ...] = ()     # Constraint letters on the top, right, bottom, left
    action: str = ""                # the ACTION Constraint card
    done: tuple[str, ...] = ()      # squares whose ACTION is done


__all__ = ["Cards", "Challenge", "Clock", "Constraint", "Counter", "EquipmentLock", "Grid",
           "NumberCard", "Pointed", "Role", "Stage", "TrackMarker"]
