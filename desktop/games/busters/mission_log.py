"""The log lines of mission events (mission_texts: each mission's templates) and the
words for every kind of token (engine/busters/marks.py)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.busters import marks
from engine.core.event import Event
from desktop.games.busters import mission_texts
from desktop.i18n import translate

#: the sides of a card a standee moves towards (mission 66)
DIRECTIONS = {
    "up": QT_TRANSLATE_NOOP("Busters", "up"),
    "right": QT_TRANSLATE_NOOP("Busters", "right"),
    "down": QT_TRANSLATE_NOOP("Busters", "down"),
    "left": QT_TRANSLATE_NOOP("Busters", "left"),
}

TOKEN_WORDS = {
    "even": QT_TRANSLATE_NOOP("Busters", "EVEN"),
    "odd": QT_TRANSLATE_NOOP("Busters", "ODD"),
}


def token_text(text: str) -> str:
    """An info token as said at the table: "7", "YELLOW", "EVEN", "×2", "not 7"..."""
    from desktop.games.busters.texts import value_text
    m = marks.parse(text)
    if m.kind == marks.PARITY:
        word = translate("Busters", TOKEN_WORDS[m.value])
    elif m.kind == marks.COUNT:
        word = translate("Busters", "×%1").replace("%1", str(m.value))
    elif m.kind == marks.FALSE:
        word = translate("Busters", "not %1").replace("%1", value_text(m.value))
    elif m.kind == marks.HOLDS:
        word = translate("Busters", "has a %1").replace("%1", value_text(m.value))
    elif m.kind == marks.HOLDS_NONE:
        word = translate("Busters", "no %1").replace("%1", value_text(m.value))
    else:
        word = value_text(m.value)
    return word


def render(name: str, value: Any, names: list[str], namer: Any) -> str:
    """One parameter of an event, as its name says it is to be shown."""
    from desktop.games.busters.texts import value_text, values_text
    if name in ("seat", "owner", "next", "actor"):
        return names[value] if isinstance(value, int) and 0 <= value < len(names) else str(value)
    if name == "seats":
        from desktop.i18n import people
        return people(render("seat", s, names, namer) for s in value)
    if name == "addr":
        return namer.wire(value)
    if name == "addrs":
        return translate("Busters", ", ").join(namer.wire(a) for a in value)
    if name in ("value", "card"):
        return value_text(value)
    if name == "values":
        return values_text(value)
    if name == "side":                           # an end of a line of cards
        return translate("Busters", "left") if value == "left" else translate("Busters", "right")
    if name == "dir":                            # a side of a card (mission 66)
        return translate("Busters", DIRECTIONS[value]) if value in DIRECTIONS else str(value)
    if name == "cards":                          # several Number cards, listed
        return translate("Busters", ", ").join(value_text(v) for v in value)
    if name == "token":
        return token_text(value)
    if name == "equipments":
        from desktop.games.busters.texts import equipment_name
        from engine.busters.components import CAMPAIGN_EQUIPMENT, EQUIPMENT
        names_of = EQUIPMENT | CAMPAIGN_EQUIPMENT
        return translate("Busters", ", ").join(equipment_name(names_of.get(n, "")) for n in value)
    if name == "constraint":
        from desktop.games.busters.mission_texts.cards import constraint_title
        return constraint_title(value) if value else translate("Busters", "no Constraint card")
    return str(value)


def rich(name: str, value: Any, names: list[str], namer: Any, actor: int | None = None):
    """A parameter as render() says it, a player's name in their seat's colour; a wire
    of `actor`, the line's subject, is said as their own."""
    from desktop.widgets.log_text import fill, join, piece
    from desktop.widgets.log_text import name as seat_name
    if name in ("seat", "owner", "next", "actor") and isinstance(value, int) and 0 <= value < len(names):
        return seat_name(value, names)
    if name == "seats":
        from desktop.i18n import person_pattern
        return join((fill(person_pattern(), rich("seat", s, names, namer)) for s in value), translate("List", ", "))
    if name in ("addr", "addrs") and hasattr(namer, "names"):
        from desktop.games.busters.log_lines import wire_by
        wires = [value] if name == "addr" else value
        return join((wire_by(namer, a, actor) for a in wires), translate("Busters", ", "))
    return piece(render(name, value, names, namer))


def rich_line(e: Event, names: list[str], namer: Any):
    """The log line of a mission's event as a log_text Piece (None: not a mission
    event, or silent)."""
    from desktop.widgets.log_text import fill
    text = mission_texts.get(_mission_of(e.key))
    if text is None or e.key not in text.events:
        return None
    template, params = text.events[e.key]
    if not template:
        return None
    n = e.params.get("n")
    out = translate("BustersMission", template, None, n) if "%n" in template and \
        isinstance(n, int) else translate("BustersMission", template)
    actor = e.params.get("seat") if "seat" in params else None
    return fill(out, *(rich(name, e.params.get(name), names, namer, actor) for name in params))


def line(e: Event, names: list[str], namer: Any) -> str | None:
    """The plain log line of a mission's event (None: not a mission event, or silent)."""
    told = rich_line(e, names, namer)
    return told.plain if told is not None else None


def _mission_of(key: str) -> int:
    """busters.m12.something -> 12 (0: not a mission event)."""
    part = key.split(".")[1] if key.count(".") >= 2 else ""
    return int(part[1:]) if part[:1] == "m" and part[1:].isdigit() else 0
