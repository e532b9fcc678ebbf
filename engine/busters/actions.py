"""Bomb Busters actions and their text forms (R-BB2).

A wire is addressed "seat.stand.slot" (all from 0, slots left to right as the owner
sees them); a value is 1-12 or Y (YELLOW).

    info 0.1.3          setup: put the info token on my wire at stand 1, slot 3
    dual 2.0.5 7        dual cut: "seat 2's wire at stand 0 slot 5 is a 7"
    solo 7 / solo Y     solo cut of all remaining 7s (or yellows)
    solo 7 0.0.9        ... with an own wire the seat cannot see (flipped) among them
    reveal              reveal your red wires
    use <equipment> ... use an equipment card or the personal equipment (equipment.py)
    pass                a helper lets an equipment window go by
    point 2.0.5         point a wire for a detector / X or Y Ray (point 2.0 = a stand)
    announce 7 / announce 7 Y    announce the value(s) after pointing
    choose 2.0.5        the pointed wires' owner chooses which one is cut / gets the token
    own 0.1.2           after a success, the active seat cuts its identical wire there
    give 2.0.5          Walkie-Talkies: the teammate gives back this wire
    character e3        rule sticker B: take a new character (or "character keep")
    special <name> ...  a mission's own action (mission hooks)
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.busters.components import Value, parse_value, value_text
from engine.core.action import Action, parse_simple

#: a wire: (seat, stand, slot)
Addr = tuple[int, int, int]


def addr_text(a: tuple[int, ...]) -> str:
    return ".".join(str(x) for x in a)


def parse_place(text: str, parts: tuple[int, ...]) -> tuple[int, ...]:
    """A wire or a stand ("seat.stand", the General Radar's Point): `parts` numbers."""
    bits = text.split(".")
    if len(bits) not in parts:
        raise ValueError(f"bad wire address {text!r}")
    a = tuple(int(b) for b in bits)
    if any(x < 0 for x in a):
        raise ValueError(f"bad wire address {text!r}")
    return a


def as_addr(a: Sequence[int]) -> Addr:
    """An address read back from JSON data (a list) or a view."""
    seat, stand, slot = a
    return seat, stand, slot


def parse_addr(text: str) -> Addr:
    seat, stand, slot = parse_place(text, (3,))
    return seat, stand, slot


@dataclass(frozen=True)
class Info(Action):
    addr: Addr

    def __str__(self) -> str:
        return f"info {addr_text(self.addr)}"


@dataclass(frozen=True)
class Dual(Action):
    addr: Addr
    value: Value

    def __str__(self) -> str:
        return f"dual {addr_text(self.addr)} {value_text(self.value)}"


@dataclass(frozen=True)
class Solo(Action):
    value: Value
    extra: tuple[Addr, ...] = ()     # own wires the seat cannot see, cut as this value

    def __str__(self) -> str:
        return " ".join((f"solo {value_text(self.value)}", *(addr_text(a) for a in self.extra)))


@dataclass(frozen=True)
class Reveal(Action):
    def __str__(self) -> str:
        return "reveal"


@dataclass(frozen=True)
class Use(Action):
    name: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join(("use", self.name, *self.args))


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Point(Action):
    addr: tuple[int, ...]            # (seat, stand, slot) or (seat, stand)

    def __str__(self) -> str:
        return f"point {addr_text(self.addr)}"


@dataclass(frozen=True)
class Announce(Action):
    values: tuple[Value, ...]

    def __str__(self) -> str:
        return "announce " + " ".join(value_text(v) for v in self.values)


@dataclass(frozen=True)
class Choose(Action):
    addr: Addr

    def __str__(self) -> str:
        return f"choose {addr_text(self.addr)}"


@dataclass(frozen=True)
class Own(Action):
    addr: Addr

    def __str__(self) -> str:
        return f"own {addr_text(self.addr)}"


@dataclass(frozen=True)
class Give(Action):
    addr: Addr

    def __str__(self) -> str:
        return f"give {addr_text(self.addr)}"


@dataclass(frozen=True)
class Hire(Action):
    """Rule sticker B: keep one's character ("keep") or take a new one ("e1".."e4")."""
    character: str

    def __str__(self) -> str:
        return f"character {self.character}"


@dataclass(frozen=True)
class Special(Action):
    name: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join(("special", self.name, *self.args))


def parse_action(text: str) -> Action:
    verb, args = parse_simple(text)
    n = len(args)
    if verb == "info" and n == 1:
        return Info(parse_addr(args[0]))
    if verb == "dual" and n == 2:
        return Dual(parse_addr(args[0]), parse_value(args[1]))
    if verb == "solo" and n >= 1:
        return Solo(parse_value(args[0]), tuple(parse_addr(a) for a in args[1:]))
    if verb == "reveal" and n == 0:
        return Reveal()
    if verb == "pass" and n == 0:
        return Pass()
    if verb == "use" and n >= 1:
        return Use(args[0].lower(), tuple(args[1:]))
    if verb == "character" and n == 1:
        return Hire(args[0].lower())
    if verb == "special" and n >= 1:
        return Special(args[0].lower(), tuple(args[1:]))
    if verb == "point" and n == 1:
        return Point(parse_place(args[0], (2, 3)))
    if verb == "announce" and n in (1, 2):
        return Announce(tuple(parse_value(a) for a in args))
    if verb in ("choose", "own", "give") and n == 1:
        return {"choose": Choose, "own": Own, "give": Give}[verb](parse_addr(args[0]))
    raise ValueError(f"not a Bomb Busters action: {text!r}")
