"""What each mark on the table says about the wire it points at, from the card texts.
Token texts are those of engine/busters/marks.py (the view's form); this module reads
them on its own so a misreading there cannot hide here."""
from __future__ import annotations

from typing import Callable

from tests.engine.busters.oracle.wires import colour, game_value


class UnknownMark(Exception):
    """A token or mark the oracle has no predicate for: a new mission slipped past."""


def _value(text: str):
    return "Y" if text == "Y" else int(text)


def slot_predicate(text: str, mission: int, red: Callable[[str], bool]) -> Callable[[str], bool]:
    """The test a wire's printed value must pass to carry the token `text` in front of it.
    Count tokens ("x2") also speak of the whole stand: see stand_count."""
    t = text[:-1] if text.endswith("!") else text          # said aloud: same meaning
    if t in ("even", "odd"):
        # mission 21: "whether the wire is odd or even": only numbered (blue) wires
        want = 0 if t == "even" else 1
        return lambda w: colour(w) == "blue" and int(w) % 2 == want
    if t.startswith("x") and t[1:].isdigit():
        # missions 24 and 40: "These tokens cannot be placed in front of red wires"
        # (24), and every placement in 40 is on one's own blue wire or on a wire that
        # took a failed cut (a red one explodes): never red
        return lambda w: not red(w)
    if t.startswith("~") and len(t) > 1:
        v = _value(t[1:])
        if mission == 17:
            # "They also cannot be placed in front of a red wire" (Rhett's tokens)
            return lambda w: game_value(w) != v and not red(w)
        # mission 52: "The indicated wires can be blue or red" (set-up tokens); a
        # failed cut's token is on a non-red wire, which the failure itself proves
        return lambda w: game_value(w) != v
    if t == "Y" or t.isdigit():
        v = _value(t)
        return lambda w: game_value(w) == v
    raise UnknownMark(text)


def count_of(text: str) -> int | None:
    t = text[:-1] if text.endswith("!") else text
    return int(t[1:]) if t.startswith("x") and t[1:].isdigit() else None


def beside(text: str) -> tuple[bool, object]:
    """A token beside a stand: ("+7") True, 7: the stand holds a 7; ("-7") False, 7:
    the hand holds none. Returns (holds, value)."""
    t = text[:-1] if text.endswith("!") else text
    if t[:1] in "+-" and len(t) > 1:
        return t[0] == "+", _value(t[1:])
    raise UnknownMark(text)


#: marks on a wire: out of ascending order, dealt as a group of their own
UNSORTED_MARKS = {"x", "flipped"}


def check_marks(marks: tuple[str, ...]) -> None:
    for m in marks:
        if m not in UNSORTED_MARKS:
            raise UnknownMark(m)
