"""What a tutorial is made of: the steps the guide shows one after the other, the
fixed deal (or seed) that makes the story the same every time, and what the bots
play meanwhile."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

#: something on the table, found when it is needed (the controls are rebuilt as the
#: game goes): a QGraphicsItem of the scene, a QWidget of the table, or None (not
#: there yet)
Target = Callable[[Any], Any]


def player_waits(table) -> bool:
    """The usual moment for a step: the table waits for the player, nothing moving."""
    return (table.acting is not None and not table.queue.busy
            and not table.handoff.isVisible() and table.outcome is None)


# ---- what steps point at and wait for, shared by the games' scripts -------------------------
def card(value: str) -> Target:
    """A card of the player's hand (Bomb ぼむ！'s numbers, Academy's action cards)."""
    return lambda table: next((i for i in table.scene.hand if i.isVisible() and i.card == value), None)


def hand(table) -> Any:
    """The player's whole hand, as one box."""
    from PySide6.QtCore import QRectF
    box = QRectF()
    for item in table.scene.hand:
        if item.isVisible():
            box = box.united(item.sceneBoundingRect())
    return box if not box.isEmpty() else None


def phase_is(phase: str) -> Callable[[Any], bool]:
    return lambda table: player_waits(table) and table.session.view(None).phase == phase


def round_no(n: int) -> Callable[[Any], bool]:
    return lambda table: player_waits(table) and table.session.view(None).round_no == n


def settled(table) -> bool:
    return not table.queue.busy


@dataclass(frozen=True)
class Step:
    """One step of the guide. `text` is an English source of the context "Tutorial"
    (QT_TRANSLATE_NOOP), with %1 for the bot's name and %2 for the player's.
    `clicks`: what the player clicks, in order (the highlight moves on after each
    click; the step ends after the last); none: the player reads, then presses Next.
    `point`: something to look at, highlighted but not clicked. `ready`: when the
    step may show (after the bots have played)."""
    text: str
    clicks: tuple[Target, ...] = ()
    point: Target | None = None
    ready: Callable[[Any], bool] = player_waits


@dataclass(frozen=True)
class Script:
    game: str
    steps: tuple[Step, ...]
    #: (the human's name, the bot's name) -> (seats, the GameRecord to start from)
    start: Callable[[str, str], tuple[list, Any]]
    #: per bot seat, its moves in their text form, in order; after them the bot plays
    #: on by itself
    bot_moves: dict[int, tuple[str, ...]] = field(default_factory=dict)


class ScriptedBot:
    """Plays its script's moves while they are legal, then leaves the game to the
    real bot it stands in for."""

    def __init__(self, moves: Sequence[str], fallback: Any) -> None:
        self.moves = list(moves)
        self.fallback = fallback
        self.level = getattr(fallback, "level", "scripted")

    def choose(self, view: Any, legal: Sequence, rng: random.Random):
        if self.moves:
            chosen = next((a for a in legal if str(a) == self.moves[0]), None)
            if chosen is not None:
                self.moves.pop(0)
                return chosen
            self.moves = []              # the story went elsewhere: the bot plays on
        return self.fallback.choose(view, legal, rng)
