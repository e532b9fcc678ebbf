"""What the marks on the table tell: info tokens of every kind, tokens beside a
stand, and marks on a wire (X tokens, flipped wires). One text form for each, read by
the deduction (engine/busters/inference), the bots and the desktop alike.

Tokens in front of a wire (SlotView.tokens):
    "7", "Y"      value token: the wire is a 7 / a yellow wire
    "7!", "~7!"   said aloud: no token was left to place (R-BB9); any kind above
    "even", "odd" parity token (missions 21, 33): the wire's number is even / odd
    "x1".."x4"    count token (missions 24, 40): the wire's value is on this stand
                  that many times, cut wires included
    "~7"          false token (missions 17, 52): the wire is NOT a 7; of which colour
                  it may be, the mission declares (facts.Colours: set-up tokens) or
                  the history proves (a failed cut's wire is not red)

Tokens beside a stand (StandView.beside), about the whole hand when placed:
    "-7"          the hand holds no 7 (a drawn token it could not place: 13, 22, 27...)
    "+7"          the stand it lies beside holds a 7 (mission 50: set beside it
                  instead of in front of the wire, whose place nobody keeps)

Marks on a wire (SlotView.marks):
    "x"           X token: the wire is out of order at the far right of its stand, and
                  equipment ignores it (missions 20, 35)
    "flipped"     turned round: its teammates see it, its owner does not; out of
                  order at an end of the stand (missions 38, 56, 64)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.busters.components import Value

VALUE, PARITY, COUNT, FALSE = "value", "parity", "count", "false"
HOLDS, HOLDS_NONE = "holds", "holds_none"
X, FLIPPED = "x", "flipped"
#: marks of wires that are not in ascending order with the rest of their stand
UNSORTED = frozenset({X, FLIPPED})


#: kinds made of the numbered info tokens (2 of each value): the supply limits them
NUMBERED = frozenset({VALUE, FALSE, HOLDS, HOLDS_NONE})


@dataclass(frozen=True)
class Mark:
    kind: str
    value: Any = None          # 1-12 or "Y" (value, false, holds), "even"/"odd", k (count)
    spoken: bool = False       # no token was left: said aloud (R-BB9)

    @property
    def text(self) -> str:
        v = self.value
        head = {VALUE: "", PARITY: "", COUNT: "x", FALSE: "~", HOLDS: "+", HOLDS_NONE: "-"}
        return f"{head[self.kind]}{v}" + ("!" if self.spoken else "")


def _val(text: str) -> Value:
    return text if text == "Y" else int(text)


def parse(text: str) -> Mark:
    """The Mark of a token's text form (the inverse of Mark.text)."""
    spoken = text.endswith("!")
    text = text.rstrip("!")
    if text in ("even", "odd"):
        return Mark(PARITY, text, spoken)
    head = text[:1]
    if head == "x" and text[1:].isdigit():
        return Mark(COUNT, int(text[1:]), spoken)
    if head in "~+-" and len(text) > 1:
        return Mark({"~": FALSE, "+": HOLDS, "-": HOLDS_NONE}[head], _val(text[1:]), spoken)
    return Mark(VALUE, _val(text), spoken)


def known_value(text: str) -> Value | None:
    """The value a token in front of a wire shows (value or spoken tokens), else None."""
    m = parse(text)
    return m.value if m.kind == VALUE else None


def fits(mark: Mark, value: Value) -> bool:
    """Whether a wire of game value `value` (1-12, "Y", "R") can carry this token."""
    if mark.kind == VALUE:
        return value == mark.value
    if mark.kind == FALSE:
        return value != mark.value
    if mark.kind == PARITY:
        return isinstance(value, int) and (value % 2 == 0) == (mark.value == "even")
    if mark.kind == COUNT:
        # a blue wire only: "These tokens cannot be placed in front of red wires"
        # (mission 24) and a yellow wire keeps the yellow token (R-BB105); how many
        # copies the stand holds is a fact about the stand (inference/problem.py)
        return isinstance(value, int)
    return True
