"""The texts of every Bomb Busters mission, one module per mission (mNN.py), each
declaring one MissionText: its card (title, subtitle, front and back), the log line
of each of its events, how its special actions are offered and confirmed, and what
its components on the table are called, with the card text their tooltips quote.

The engine's mission (engine/busters/missions/mNN.py) and this module are all a
mission author writes (with, for each of its bots' decisions, a reason in
busters/reasons.py): the log (texts.log_line), the mission card, the controls
(specials) and the table (components) read them from here. Every text is written
QT_TRANSLATE_NOOP("BustersMission", ...) and translated in i18n/bakudan_ja.ts.

Event templates take the event's parameters in the order named, each shown by its
name: "seat"/"owner"/"next" a player's name, "seats" several, "addr" a wire,
"addrs" several, "stand" (with "seat") a stand, "value"/"values" a wire value,
"card" a Number card, "equipments" Equipment cards (their numbers), "constraint" a Constraint card (its letter), "dir" a side (up, right, down, left), "token" an info
token, "n" a count (plural "%n"), anything else as it is."""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field

from desktop.i18n import translate

CONTEXT = "BustersMission"


@dataclass(frozen=True)
class SpecialText:
    """How one special action is offered: a button `label` (%1: its argument as
    shown), the `confirm` question before it is done (%1 likewise), the card's rule
    it follows (`tip`), and what its argument is: "" none, "wire" (clicked on the
    table), "seat", "value", "card" (a Number card's value), "constraint" (a
    Constraint card's letter, shown with its text: cards.py), "seat_constraint" (a
    seat and a Constraint card's letter) or "choice" (one of `choices`: argument ->
    label)."""
    label: str
    confirm: str = ""
    tip: str = ""
    arg: str = ""
    choices: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class MissionText:
    number: int
    title: str
    subtitle: str = ""
    front: str = ""
    back: str = ""
    #: event key -> (template, parameter names for %1, %2, ...)
    events: dict[str, tuple[str, tuple[str, ...]]] = field(default_factory=dict)
    specials: dict[str, SpecialText] = field(default_factory=dict)
    #: component or role id -> (label, tooltip quoting the card)
    components: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: the decision the mission phase asks for, by the special actions offered:
    #: special name -> prompt (%1: the deciding player's name)
    prompts: dict[str, str] = field(default_factory=dict)
    #: the active player's question when the mission adds actions to their turn (the
    #: cut is still offered): special name -> prompt (%1: the player's name)
    turn_prompts: dict[str, str] = field(default_factory=dict)
    #: other words the table shows: a map's squares and gates (mission 66)
    words: dict[str, str] = field(default_factory=dict)


TEXTS: dict[int, MissionText] = {}


def register(text: MissionText) -> MissionText:
    if text.number in TEXTS:
        raise ValueError(f"texts of mission {text.number} are registered twice")
    TEXTS[text.number] = text
    return text


def tr(text: str) -> str:
    return translate(CONTEXT, text) if text else ""


def get(number: int) -> MissionText | None:
    return TEXTS.get(number)


def _load() -> None:
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("m"):
            importlib.import_module(f"{__name__}.{info.name}")


_load()
