"""Scenario helpers: build a position from an explicit deal and drive it by action text."""
from __future__ import annotations

from typing import Any

from engine.academy import GAME
from engine.academy.state import TOOL, AcademyState
from engine.core.event import Event

HANDBOOK = "shared/rules/bomb-squad-academy-handbook.md"


def new(players: int = 4, seed: int = 0, **deal: Any) -> AcademyState:
    """A game at bomb I (or the bomb in `deal`), round 1, everybody choosing."""
    return GAME.new_game({"players": players}, seed, deal or None)


def act(s: AcademyState, seat: int, text: str) -> list[Event]:
    return GAME.apply(s, seat, text)


def play(s: AcademyState, *cards: str) -> list[Event]:
    """Every seat plays the given card (seat order); returns all events."""
    ev: list[Event] = []
    for seat, card in enumerate(cards):
        ev += act(s, seat, f"play {card}")
    return ev


def pass_tools(s: AcademyState) -> list[Event]:
    """Everybody asked at a tool timing passes, until no tool timing is open."""
    ev: list[Event] = []
    while s.stage == TOOL:
        (seat,) = GAME.to_act(s)
        ev += act(s, seat, "pass")
    return ev


def pass_until(s: AcademyState, window: str) -> None:
    """Pass tool timings until the given one asks somebody."""
    while s.stage == TOOL and s.window is not None and s.window.kind != window:
        (seat,) = GAME.to_act(s)
        act(s, seat, "pass")
    assert s.stage == TOOL and s.window is not None and s.window.kind == window


def keys(ev: list[Event]) -> list[str]:
    return [e.key for e in ev]


def scored(ev: list[Event], seat: int) -> int:
    return sum(e.params["delta"] for e in ev if e.key == "academy.score" and e.params["seat"] == seat)


def expose(s: AcademyState, wire: str, *values: int) -> None:
    """Put cards already flipped earlier this bomb below a wire deck."""
    for v in values:
        s.decks[wire].remove(v)
    s.exposed[wire] = list(values)
