"""How a mission's own actions ("special NAME ARG") reach a person: the button, the
confirmation and the tooltip its mission texts declare (mission_texts.SpecialText),
with the argument shown by its kind; and the question the mission phase asks
(MissionText.prompts, turn_prompts). The controls (controls.py) call these; no mission is named
here."""
from __future__ import annotations

from typing import Any

from engine.busters.actions import Special
from desktop.games.busters import mission_texts
from desktop.games.busters.mission_texts.cards import constraint_title
from desktop.games.busters.texts import value_text
from desktop.i18n import translate


def text_of(mission: int, name: str) -> mission_texts.SpecialText | None:
    text = mission_texts.get(mission)
    return text.specials.get(name) if text is not None else None


def wire_arg(mission: int, a: Special) -> tuple[int, int, int] | None:
    """The wire a special points at, when its argument is a wire (clicked on the table)."""
    st = text_of(mission, a.name)
    if st is None or st.arg != "wire" or not a.args:
        return None
    seat, stand, slot = (int(x) for x in a.args[0].split("."))
    return seat, stand, slot


def arg_shown(mission: int, a: Special, names: list[str], namer: Any) -> str:
    """The argument as a person reads it, by the kind its texts declare."""
    st = text_of(mission, a.name)
    if not a.args:
        return ""
    arg = a.args[0]
    kind = st.arg if st is not None else ""
    if kind == "wire":
        addr = wire_arg(mission, a)
        return namer.wire(addr) if addr is not None else arg
    if kind == "seat" and arg.isdigit() and int(arg) < len(names):
        return names[int(arg)]
    if kind in ("value", "card"):
        return value_text(int(arg)) if arg.isdigit() else value_text(arg)
    if kind == "constraint":
        return constraint_title(arg)
    if kind == "seat_constraint" and len(a.args) == 2 and arg.isdigit() and int(arg) < len(names):
        return translate("Busters", "%1 with %2").replace("%1", names[int(arg)]).replace(
            "%2", constraint_title(a.args[1]))
    if kind == "choice" and st is not None:
        return mission_texts.tr(st.choices[arg]) if arg in st.choices else arg
    return arg


def label(mission: int, a: Special, names: list[str], namer: Any) -> str:
    st = text_of(mission, a.name)
    shown = arg_shown(mission, a, names, namer)
    if st is None:
        return shown or a.name
    return mission_texts.tr(st.label).replace("%1", shown)


def confirm(mission: int, a: Special, names: list[str], namer: Any) -> str:
    st = text_of(mission, a.name)
    shown = arg_shown(mission, a, names, namer)
    if st is None or not st.confirm:
        return translate("Busters", "%1?").replace("%1", label(mission, a, names, namer))
    return mission_texts.tr(st.confirm).replace("%1", shown)


def tip(mission: int, a: Special) -> str:
    st = text_of(mission, a.name)
    return mission_texts.tr(st.tip) if st is not None else ""


def prompt(mission: int, specials: list[Special], name: str) -> str:
    """The mission phase's question for the deciding player (its first offered special
    with a prompt), else the general one."""
    text = mission_texts.get(mission)
    for a in specials:
        if text is not None and a.name in text.prompts:
            return mission_texts.tr(text.prompts[a.name]).replace("%1", name)
    return translate("Busters", "%1, the mission asks for a decision.").replace("%1", name)


def turn_prompt(mission: int, specials: list[Special], name: str) -> str | None:
    """The turn's question when the mission adds its own actions to it (mission 59:
    move Nano first), or None: the usual one."""
    text = mission_texts.get(mission)
    for a in specials:
        if text is not None and a.name in text.turn_prompts:
            return mission_texts.tr(text.turn_prompts[a.name]).replace("%1", name)
    return None
