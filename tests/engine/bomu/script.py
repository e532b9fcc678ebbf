"""Scripted Bomu games for the rule scenarios: explicit deals and scripted dice."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.bomu import GAME
from engine.bomu import data as D
from engine.bomu.state import BomuState
from engine.core.event import Event

#: short names for die faces in scripts
B, I, C, O, X = D.BOMB, D.IGNITION, D.CARD, D.BLANK, D.BOTH


class ScriptedRng:
    """Stands in for state.rng: `choice` returns the scripted die faces in order
    (and checks each is a face of the die being rolled), `random` returns the
    scripted tie-break numbers (0.5 when none are left), `shuffle` keeps the order
    (so a test can tell where every card went)."""

    def __init__(self, faces: Iterable[str] = (), randoms: Iterable[float] = ()) -> None:
        self.faces = list(faces)
        self.randoms = list(randoms)
        self.rolled: list[str] = []
        self.shuffles = 0

    def push(self, *faces: str) -> ScriptedRng:
        self.faces.extend(faces)
        return self

    def choice(self, seq: Sequence[str]) -> str:
        assert self.faces, "the script ran out of die faces"
        face = self.faces.pop(0)
        assert face in seq, f"{face!r} is not a face of the die rolled ({seq})"
        self.rolled.append(face)
        return face

    def random(self) -> float:
        return self.randoms.pop(0) if self.randoms else 0.5

    def shuffle(self, seq: list) -> None:
        self.shuffles += 1


def deal(hands: Sequence[Sequence[str]], deck: Sequence[str] = (), lives: Sequence[int] | None = None,
         dice: int = 2, faces: Iterable[str] = (), randoms: Iterable[float] = (),
         config: dict | None = None) -> BomuState:
    """A game with these hands (each with its "0"), this draw pile (top first); the
    config of a new game unless one is given."""
    d: dict = {"hands": [list(h) for h in hands], "deck": list(deck), "dice": dice}
    if lives is not None:
        d["lives"] = list(lives)
    s = GAME.new_game(config or GAME.default_config(len(hands)), 0, d)
    s.rng = ScriptedRng(faces, randoms)
    return s


def play(s: BomuState, *cards: str | None) -> list[Event]:
    """Every seat puts down its card (None: a seat out of the game); returns all events."""
    events: list[Event] = []
    for seat, card in enumerate(cards):
        if card is not None:
            events += GAME.apply(s, seat, f"play {card}")
    return events


def keys(events: Iterable[Event]) -> list[str]:
    return [e.key for e in events]


def first(events: Iterable[Event], key: str) -> Event:
    return next(e for e in events if e.key == key)


def every(events: Iterable[Event], key: str) -> list[Event]:
    return [e for e in events if e.key == key]
