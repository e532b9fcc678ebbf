"""Every Bomb Busters sentence a person reads, translatable (context "Busters"). The
engine sends message keys; this module turns them into text in the current language."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.busters.components import CAMPAIGN_EQUIPMENT, EQUIPMENT
from engine.core.event import Event
from desktop.i18n import translate

EQUIPMENT_ID = EQUIPMENT | CAMPAIGN_EQUIPMENT

EQUIPMENT_NAMES = {
    "label_ne": QT_TRANSLATE_NOOP("Busters", "Label ≠"),
    "walkie": QT_TRANSLATE_NOOP("Busters", "Walkie-Talkies"),
    "triple": QT_TRANSLATE_NOOP("Busters", "Triple Detector"),
    "postit": QT_TRANSLATE_NOOP("Busters", "Post-it"),
    "super": QT_TRANSLATE_NOOP("Busters", "Super Detector"),
    "rewinder": QT_TRANSLATE_NOOP("Busters", "Rewinder"),
    "batteries": QT_TRANSLATE_NOOP("Busters", "Emergency Batteries"),
    "radar": QT_TRANSLATE_NOOP("Busters", "General Radar"),
    "stabilizer": QT_TRANSLATE_NOOP("Busters", "Stabilizer"),
    "xray": QT_TRANSLATE_NOOP("Busters", "X or Y Ray"),
    "coffee": QT_TRANSLATE_NOOP("Busters", "Coffee Mug"),
    "label_eq": QT_TRANSLATE_NOOP("Busters", "Label ="),
    "ddet": QT_TRANSLATE_NOOP("Busters", "Double Detector"),
    "false_bottom": QT_TRANSLATE_NOOP("Busters", "False Bottom"),
    "single_label": QT_TRANSLATE_NOOP("Busters", "Single Wire Label"),
    "emergency_drop": QT_TRANSLATE_NOOP("Busters", "Emergency Drop"),
    "fast_pass": QT_TRANSLATE_NOOP("Busters", "Fast Pass"),
    "disintegrator": QT_TRANSLATE_NOOP("Busters", "Disintegrator"),
    "grappling": QT_TRANSLATE_NOOP("Busters", "Grappling Hook"),
}

#: the card texts (rules reference, Part IV), quoted in tooltips
EQUIPMENT_RULES = {
    "label_ne": QT_TRANSLATE_NOOP("Busters", "Can be used at any time. Put the ≠ token in front of 2 adjacent wires of different values. 1 of the 2 can already be cut. Any 2 yellow wires or any 2 red wires are always identical, so they can not be “different”."),
    "walkie": QT_TRANSLATE_NOOP("Busters", "Can be used at any time. Swap 2 wires: put 1 of your uncut wires face down in front of a teammate; that teammate does the same to you; each puts the new wire on their stand. Everyone sees where the swapped wires come from and end up."),
    "triple": QT_TRANSLATE_NOOP("Busters", "To use on your turn. During a Dual Cut, state a value (not yellow) and point to 3 wires on a teammate's stand. Works like the Double Detector, with 3 wires."),
    "postit": QT_TRANSLATE_NOOP("Busters", "Can be used at any time. Put 1 info token in front of 1 of your blue wires."),
    "super": QT_TRANSLATE_NOOP("Busters", "To use on your turn. During a Dual Cut, state a value (not yellow) and point at a teammate's whole tile stand. Works like the Double Detector, with every wire of the stand."),
    "rewinder": QT_TRANSLATE_NOOP("Busters", "Can be used at any time. Move the detonator dial back 1 space."),
    "batteries": QT_TRANSLATE_NOOP("Busters", "Can be used at any time. Choose 1 or 2 character cards which have already been used and flip them face up: their personal equipment is usable again this mission."),
    "radar": QT_TRANSLATE_NOOP("Busters", "Can be used at any time. State a number from 1 to 12. Every bomb disposal expert (you too) says “Yes!” for each stand holding 1 or more uncut blue wires of that value."),
    "stabilizer": QT_TRANSLATE_NOOP("Busters", "To use at the start of your turn, before a Dual Cut. This turn, a failure does not move the detonator dial and a red wire does not explode; a wrong non-red wire still gets an info token."),
    "xray": QT_TRANSLATE_NOOP("Busters", "To use on your turn. During a Dual Cut, state 2 values (yellow too) while pointing at 1 wire. You must hold both values."),
    "coffee": QT_TRANSLATE_NOOP("Busters", "To use on your turn. Skip your turn and choose who the next active bomb disposal expert is; play then goes on clockwise from them."),
    "label_eq": QT_TRANSLATE_NOOP("Busters", "Can be used at any time. Put the = token in front of 2 of your adjacent wires of the same value. 1 of the 2 can already be cut. Any 2 yellow wires or any 2 red wires are identical."),
    "false_bottom": QT_TRANSLATE_NOOP("Busters", "Rule sticker A. Usable once 2 yellow wires are cut. Instant effect: take 2 equipment cards and put them in the game with the others. Depending on the wire values already cut, they may be usable at once."),
    "single_label": QT_TRANSLATE_NOOP("Busters", "Rule sticker C, usable once the 4 wires of 2 are cut. Can be used at any time. Put a ×1 token in front of 1 of your blue wires (cut or uncut): its value is on that tile stand only once, cut wires included."),
    "emergency_drop": QT_TRANSLATE_NOOP("Busters", "Rule sticker C, usable once the 4 wires of 3 are cut. Instant effect: flip every used equipment card face up; they can be used again this mission."),
    "fast_pass": QT_TRANSLATE_NOOP("Busters", "Rule sticker C, usable once the 4 wires of 9 are cut. To use on your turn. Do a Solo Cut of 2 identical wires, even if they are not the last wires of that value."),
    "disintegrator": QT_TRANSLATE_NOOP("Busters", "Rule sticker C, usable once the 4 wires of 10 are cut. Instant effect: draw a random info token from the supply and reveal its number (1-12): every player cuts all their remaining wires of that value."),
    "grappling": QT_TRANSLATE_NOOP("Busters", "Rule sticker C, usable once the 4 wires of 11 are cut. Can be used at any time. Point at a teammate's wire, take it without revealing it and put it in order in your hand; everyone sees where it comes from and where it goes."),
    "ddet": QT_TRANSLATE_NOOP("Busters", "Personal equipment, once per mission. During a Dual Cut, state one value (1-12, never yellow) and point to 2 wires on one teammate's stand. Success if either matches; the teammate chooses which matching wire is cut. On a failure the dial advances 1 and the teammate puts an info token on one of the two (never on a red one)."),
}

RULE_TIPS = {
    "dual": QT_TRANSLATE_NOOP("Busters", "Dual Cut: point to a teammate's wire and state a value you hold. If it is right, that wire and one of your identical wires are cut. If not, the detonator advances 1 space and the teammate puts an info token showing the wire's true value. A red wire explodes the bomb."),
    "solo": QT_TRANSLATE_NOOP("Busters", "Solo Cut: you hold all the remaining wires of a value (all 4, or the last 2 after 2 were cut): cut them all at once."),
    "reveal": QT_TRANSLATE_NOOP("Busters", "Reveal Your Red Wires: only red wires are left in your hand, so you reveal them. This is the only way to reveal red wires without setting off the bomb."),
    "yellow": QT_TRANSLATE_NOOP("Busters", "Yellow wires all have the same value, “yellow”: they are cut like any other value, by a Dual Cut (“This wire is yellow”) or a Solo Cut."),
    "red": QT_TRANSLATE_NOOP("Busters", "Red wire: if it is cut, the bomb explodes at once and the mission fails."),
    "detonator": QT_TRANSLATE_NOOP("Busters", "The detonator dial advances 1 space after every failed Dual Cut. If it reaches the skull, the bomb explodes."),
    "validation": QT_TRANSLATE_NOOP("Busters", "A validation token is placed on a value when all 4 of its wires are cut."),
    "markers": QT_TRANSLATE_NOOP("Busters", "Markers show the values of the red and yellow wires in play. A “?” marker is uncertain: only some of the wires it marks are in play (“2 out of 3”)."),
    "info": QT_TRANSLATE_NOOP("Busters", "An info token in front of a wire shows its true value."),
}

OUTCOMES = {
    "busters.outcome.defused": QT_TRANSLATE_NOOP("Busters", "Every wire is cut: the bomb is defused!"),
    "busters.outcome.red": QT_TRANSLATE_NOOP("Busters", "A red wire was cut: the bomb exploded."),
    "busters.outcome.detonator": QT_TRANSLATE_NOOP("Busters", "The detonator reached the skull: the bomb exploded."),
    "busters.outcome.failure": QT_TRANSLATE_NOOP("Busters", "The mission's failure condition was met: the bomb exploded."),
    "busters.outcome.stuck": QT_TRANSLATE_NOOP("Busters", "Nobody could act any more: the bomb exploded."),
    "busters.outcome.timer": QT_TRANSLATE_NOOP("Busters", "Time ran out: the bomb exploded."),
}


#: the base characters (a seat that keeps one still has the Double Detector)
CHARACTER_KEEP = ("captain", "c2", "c3", "c4", "c5")


def tr(text: str) -> str:
    """Translate a text held in one of the tables above (never a literal: lupdate would
    file a literal under no context)."""
    return translate("Busters", text)


def equipment_name(name: str) -> str:
    """A card's or a character's equipment ("p_triple": a character's own Triple Detector)."""
    from engine.busters.components import base_tool
    return tr(EQUIPMENT_NAMES.get(base_tool(name), name))


def equipment_rule(name: str) -> str:
    from engine.busters.components import base_tool
    return tr(EQUIPMENT_RULES[base_tool(name)]) if base_tool(name) in EQUIPMENT_RULES else ""


def outcome_text(key: str) -> str:
    return tr(OUTCOMES[key]) if key in OUTCOMES else key


def value_text(v) -> str:
    """A game value as said at the table: 1-12, YELLOW, RED."""
    s = str(v)
    if s in ("Y", "YELLOW"):
        return translate("Busters", "YELLOW")
    if s in ("R", "RED"):
        return translate("Busters", "RED")
    return s


def wire_text(printed: str) -> str:
    """A printed wire ("7", "3.1", "5.5") with its colour said."""
    if printed.endswith(".1"):
        return translate("Busters", "yellow %1").replace("%1", printed)
    if printed.endswith(".5"):
        return translate("Busters", "red %1").replace("%1", printed)
    return printed


class Namer:
    """Names wires as players say them: "Ben's wire #3" (slots counted from 1 from the
    left as the owner sees them: a position, never to be read as a value; Japanese
    「左から3本目」), with the stand when a seat has two."""

    def __init__(self, names: list[str], stands: dict[int, int]) -> None:
        self.names, self.stands = names, stands

    def wire(self, addr) -> str:
        seat, stand, slot = (int(x) for x in addr)
        if self.stands.get(seat, 1) > 1:
            return translate("Busters", "%1's stand %3, wire #%2").replace("%1", self.names[seat]) \
                .replace("%2", str(slot + 1)).replace("%3", str(stand + 1))
        return translate("Busters", "%1's wire #%2").replace("%1", self.names[seat]).replace("%2", str(slot + 1))

    def stand(self, seat: int, stand: int) -> str:
        if self.stands.get(seat, 1) > 1:
            return translate("Busters", "%1's stand %2").replace("%1", self.names[seat]).replace("%2", str(stand + 1))
        return translate("Busters", "%1's stand").replace("%1", self.names[seat])


def values_text(values) -> str:
    return translate("Busters", " or ").join(value_text(v) for v in values)


def log_line(e: Event, names: list[str], namer: Namer | None = None) -> str | None:
    """The plain text of one public event's log line (None: not worth a line); the
    log itself, rich and folded, is log_lines.py."""
    from desktop.games.busters.log_lines import tell
    told = tell([e], names, namer)
    return told.plain if told else None


def private_line(e: Event) -> str | None:
    """Private events, shown only on the owner's own panel, never in the log."""
    if e.key in ("busters.walkie.received", "busters.wire.received"):
        return translate("Busters", "You received wire %1.").replace("%1", wire_text(e.params["wire"]))
    if e.key == "busters.wire.given":
        return translate("Busters", "Your wire %1 was taken.").replace("%1", wire_text(e.params["wire"]))
    return None
