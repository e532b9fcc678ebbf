"""Bomb Squad Academy actions and their text forms.

  play <card>                 choose an action card in secret (green|blue|red|yellow|wait|chicken)
  take <tool>                 pick a tool from the draft display
  protect <wire>              a Wait player declares the protected wire
  peek decks <wire> <wire>    a Chicken peeks at the next card of two decks
  peek tiles <wire>           a Chicken peeks at the three tiles of one track
  choose <index>              X-Ray: keep the drawn card at this index (0-2)
  use <tool> [args...]        use a tool at one of its timings (args: seats, wires, cards
                              or exposed-card indices, as the tool needs)
  pass                        let a tool timing go by
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.academy import data as D
from engine.core.action import Action, parse_simple


@dataclass(frozen=True)
class Play(Action):
    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True)
class Take(Action):
    tool: str

    def __str__(self) -> str:
        return f"take {self.tool}"


@dataclass(frozen=True)
class Protect(Action):
    wire: str

    def __str__(self) -> str:
        return f"protect {self.wire}"


@dataclass(frozen=True)
class PeekDecks(Action):
    wires: tuple[str, str]        # in wire order

    def __str__(self) -> str:
        return f"peek decks {self.wires[0]} {self.wires[1]}"


@dataclass(frozen=True)
class PeekTiles(Action):
    wire: str

    def __str__(self) -> str:
        return f"peek tiles {self.wire}"


@dataclass(frozen=True)
class Choose(Action):
    """X-Ray: keep the drawn card at `index`; the others go back into the deck."""
    index: int

    def __str__(self) -> str:
        return f"choose {self.index}"


@dataclass(frozen=True)
class Use(Action):
    tool: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join(("use", self.tool, *self.args))


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


def _check(value: str, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise ValueError(f"no such {what}: {value!r}")
    return value


def parse_action(text: str) -> Action:
    verb, args = parse_simple(text)
    args = [a.lower() for a in args]
    if verb == "play" and len(args) == 1:
        return Play(_check(args[0], D.ACTION_CARDS, "action card"))
    if verb == "take" and len(args) == 1:
        return Take(_check(args[0], D.TOOLS, "tool"))
    if verb == "protect" and len(args) == 1:
        return Protect(_check(args[0], D.WIRES, "wire"))
    if verb == "peek" and len(args) == 3 and args[0] == "decks":
        return PeekDecks((_check(args[1], D.WIRES, "wire"), _check(args[2], D.WIRES, "wire")))
    if verb == "peek" and len(args) == 2 and args[0] == "tiles":
        return PeekTiles(_check(args[1], D.WIRES, "wire"))
    if verb == "choose" and len(args) == 1 and args[0].isdigit():
        return Choose(int(args[0]))
    if verb == "use" and args:
        return Use(_check(args[0], D.TOOLS, "tool"), tuple(args[1:]))
    if verb == "pass" and not args:
        return Pass()
    raise ValueError(f"not a Bomb Squad Academy action: {text!r}")
