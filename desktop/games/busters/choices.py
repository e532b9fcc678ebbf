"""Words for an equipment card's choices (the options a card opens)."""
from __future__ import annotations

from engine.busters.actions import Use
from desktop.games.busters.mission_log import token_text
from desktop.games.busters.texts import Namer, equipment_name, value_text
from desktop.i18n import people, translate


def _addr(text: str) -> tuple[int, int, int]:
    a, b, c = (int(x) for x in text.split("."))
    return a, b, c


def _wire_of(v, addr: tuple[int, int, int]) -> str:
    st = next(s for s in v.stands if (s.seat, s.index) == addr[:2])
    return st.slots[addr[2]].wire


def describe_use(a: Use, v, names: list[str], namer: Namer) -> str:
    """One option of a card, as the player would say it."""
    n = a.name
    if n in ("label_ne", "label_eq") and a.args:
        s, st, i = _addr(a.args[0])
        return translate("Busters", "%1 in front of %2 and %3").replace("%1", equipment_name(n)) \
            .replace("%2", namer.wire((s, st, i))).replace("%3", namer.wire((s, st, i + 1)))
    if n == "walkie" and len(a.args) == 2:
        addr = _addr(a.args[0])
        return translate("Busters", "Give %1, a %2, to %3").replace("%1", namer.wire(addr)) \
            .replace("%2", _wire_of(v, addr)).replace("%3", names[int(a.args[1])])
    if n == "postit" and a.args:
        addr = _addr(a.args[0])
        # mission 52: the token is false, its user chooses the value the wire is not
        shown = token_text("~" + a.args[1]) if len(a.args) > 1 else _wire_of(v, addr)
        return translate("Busters", "Info token “%2” in front of %1").replace("%1", namer.wire(addr)) \
            .replace("%2", shown)
    if n == "batteries":
        return translate("Busters", "Recharge the Double Detector of %1").replace(
            "%1", people(names[int(s)] for s in a.args))
    if n == "radar" and a.args:
        return translate("Busters", "Ask everyone about %1").replace("%1", value_text(a.args[0]))
    if n == "coffee" and a.args:
        return translate("Busters", "%1 plays next").replace("%1", names[int(a.args[0])])
    return equipment_name(n)
