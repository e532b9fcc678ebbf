"""Every Bomb Busters sentence a person reads, translatable (context "Busters"). The
engine sends message keys; this module turns them into text in the current language."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.busters.components import CAMPAIGN_EQUIPMENT, EQUIPMENT
from engine.core.event import Event
from desktop.i18n import listing, translate

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
    """One line of the game log for a public event (None: not worth a line)."""
    namer = namer or Namer(names, {})
    p = e.params
    who = names[p["seat"]] if isinstance(p.get("seat"), int) and p["seat"] < len(names) else ""
    k = e.key
    if k == "busters.setup":
        return translate("Busters", "Mission %1 begins with %2 bomb disposal experts.") \
            .replace("%1", str(p["mission"])).replace("%2", str(p["players"]))
    if k == "busters.info.drawn":
        return translate("Busters", "%1 draws the info token %2 at random.").replace("%1", who) \
            .replace("%2", value_text(p["value"]))
    if k == "busters.info.setup_skipped":
        return translate("Busters", "%1 has no blue wire for a setup info token.").replace("%1", who)
    if k == "busters.turn.start":
        return translate("Busters", "— Turn %1: %2 —").replace("%1", str(p["turn"])).replace("%2", who)
    if k == "busters.turn.skipped":
        return translate("Busters", "%1's turn is skipped.").replace("%1", who)
    if k == "busters.window.passed":
        return None
    if k == "busters.dual_cut.declared":
        tools = "".join(f" [{equipment_name(t)}]" for t in p.get("tools", []))
        return translate("Busters", "%1 points at %2: “This wire is %3.”").replace("%1", who) \
            .replace("%2", namer.wire(p["addr"])).replace("%3", values_text(p["values"])) + tools
    if k == "busters.detector.declared":
        wires = listing(namer.wire(a) for a in p["addrs"])
        tools = "".join(f" [{equipment_name(t)}]" for t in p.get("tools", []))
        return translate("Busters", "%1 points at %2: “One of these is %3.”").replace("%1", who) \
            .replace("%2", wires).replace("%3", values_text(p["values"])) + tools
    if k == "busters.pointed":
        return None
    if k == "busters.dual_cut.success":
        return translate("Busters", "Right! %1 cuts a %2.").replace("%1", who).replace("%2", value_text(p["value"]))
    if k == "busters.dual_cut.failure":
        return translate("Busters", "Wrong: %1 missed.").replace("%1", who)
    if k == "busters.detector.success":
        return translate("Busters", "Right! %1 chooses which matching wire is cut.").replace("%1", names[p["owner"]])
    if k == "busters.detector.failure":
        return translate("Busters", "Wrong: none of the pointed wires matches.")
    if k == "busters.wire.cut":
        if p.get("why") == "reveal":
            return translate("Busters", "%1 is revealed: %2.").replace("%1", namer.wire(p["addr"])) \
                .replace("%2", wire_text(p["wire"]))
        return translate("Busters", "%1 is cut: %2.").replace("%1", namer.wire(p["addr"])) \
            .replace("%2", wire_text(p["wire"]))
    if k == "busters.solo_cut":
        return translate("Busters", "%1 makes a Solo Cut of every remaining %2.").replace("%1", who) \
            .replace("%2", value_text(p["value"]))
    if k == "busters.reveal_red":
        return translate("Busters", "%1 has only red wires left and reveals them.").replace("%1", who)
    if k in ("busters.info.placed", "busters.info.repurposed"):
        return translate("Busters", "Info token %1 in front of %2.").replace("%1", _token(p)) \
            .replace("%2", namer.wire(p["addr"]))
    if k == "busters.info.spoken":
        return translate("Busters", "No %1 token is left: the value of %2 is said aloud.") \
            .replace("%1", _token(p)).replace("%2", namer.wire(p["addr"]))
    if k == "busters.info.beside":
        return translate("Busters", "Info token %1 beside %2.").replace("%1", _token(p)) \
            .replace("%2", namer.stand(p["seat"], p["stand"]))
    if k == "busters.character.chosen":
        if p["character"] in CHARACTER_KEEP:
            return translate("Busters", "%1 keeps their character (%2).").replace("%1", who) \
                .replace("%2", equipment_name(p["personal"]))
        return translate("Busters", "%1 takes a new character: %2.").replace("%1", who) \
            .replace("%2", equipment_name(p["personal"]))
    if k == "busters.false_bottom":
        return translate("Busters", "False Bottom: %1 join the game.").replace(
            "%1", translate("Busters", ", ").join(equipment_name(EQUIPMENT_ID.get(n, "")) for n in p["numbers"]))
    if k == "busters.emergency_drop":
        return translate("Busters", "Emergency Drop: every used equipment card is face up again.")
    if k == "busters.disintegrator":
        if p["value"] is None:
            return translate("Busters", "Disintegrator: no numbered info token is left to draw.")
        return translate("Busters", "Disintegrator: the drawn token says %1; every remaining %1 is cut.") \
            .replace("%1", value_text(p["value"]))
    if k == "busters.wire.moved":
        src = p["source"]
        if src[0] == "pile":
            return translate("Busters", "A wire nobody has seen goes to %1.").replace("%1", namer.wire(p["to"]))
        return translate("Busters", "%1 goes to %2.").replace("%1", namer.wire(src)).replace("%2", namer.wire(p["to"]))
    if k == "busters.penalty":
        return translate("Busters", "%1 pointed at a wire the mission charges for: the detonator advances.").replace("%1", who)
    if k == "busters.unseen.failed":
        return translate("Busters", "%1 cut a wire of their own they could not see, and it was not what they cut it as!").replace("%1", who)
    if k == "busters.detonator.advanced":
        spaces = p["spaces"]
        return translate("Busters", "The detonator advances: %n space(s) left before the skull.", None, spaces)
    if k == "busters.detonator.rewound":
        spaces = p["spaces"]
        return translate("Busters", "The detonator moves back: %n space(s) before the skull.", None, spaces)
    if k == "busters.explosion":
        return translate("Busters", "BOOM! %1").replace("%1", outcome_text(p["reason"]))
    if k == "busters.validation":
        return translate("Busters", "All the %1s are cut: validation token.").replace("%1", str(p["value"]))
    if k == "busters.equipment.unlocked":
        return translate("Busters", "Equipment %1 (%2) is now usable.").replace("%1", str(p["number"])) \
            .replace("%2", equipment_name(p["name"]))
    if k == "busters.equipment.used":
        return _used_line(p, who, names, namer)
    if k == "busters.personal.used":
        return translate("Busters", "%1 uses the %2.").replace("%1", who).replace("%2", equipment_name(p["name"]))
    if k == "busters.stabilizer.saved":
        return translate("Busters", "The Stabilizer holds: the red wire does not explode.")
    if k == "busters.radar.answers":
        yes = [namer.stand(a[0], a[1]) for a in p["answers"] if a[2]]
        return translate("Busters", "General Radar, %1: “Yes!” from %2.").replace("%1", str(p["value"])) \
            .replace("%2", listing(yes) if yes else translate("Busters", "nobody"))
    if k == "busters.walkie.swapped":
        return translate("Busters", "Walkie-Talkies: %1 and %2 swap wires.").replace("%1", namer.wire(p["given"])) \
            .replace("%2", namer.wire(p["taken"]))
    if k == "busters.defused":
        return translate("Busters", "The bomb is defused! Mission accomplished.")
    from desktop.games.busters import mission_log
    return mission_log.line(e, names, namer)


def _token(p: dict) -> str:
    from desktop.games.busters.mission_log import token_text
    return token_text(p.get("token", str(p["value"])))


def _used_line(p: dict, who: str, names: list[str], namer: Namer) -> str:
    name = equipment_name(p["name"])
    base = translate("Busters", "%1 uses %2.").replace("%1", who).replace("%2", name)
    if p["name"] == "coffee" and "next" in p:
        return base + " " + translate("Busters", "%1 plays next.").replace("%1", names[p["next"]])
    if p["name"] == "batteries":
        return base + " " + translate("Busters", "Recharged: %1.").replace("%1", listing(names[s] for s in p["seats"]))
    if p["name"] == "radar":
        return base
    wires = [p["addr"]] if "addr" in p else p.get("addrs", [])
    if wires:
        return translate("Busters", "%1 uses %2 on %3.").replace("%1", who).replace("%2", name) \
            .replace("%3", translate("Busters", " and ").join(namer.wire(a) for a in wires))
    return base


def private_line(e: Event) -> str | None:
    """Private events, shown only on the owner's own panel, never in the log."""
    if e.key in ("busters.walkie.received", "busters.wire.received"):
        return translate("Busters", "You received wire %1.").replace("%1", wire_text(e.params["wire"]))
    if e.key == "busters.wire.given":
        return translate("Busters", "Your wire %1 was taken.").replace("%1", wire_text(e.params["wire"]))
    return None
