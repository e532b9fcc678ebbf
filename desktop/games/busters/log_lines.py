"""The Bomb Busters log: one line per thing that matters. A turn's number leads the
line of what the turn did; a Dual Cut is one line from its declaration to the
second wire cut (or to the token and the detonator of a miss); a Solo Cut and a
reveal carry their wires. Names are in their seat's colour, wires and tokens are
drawn. Mission events keep lines of their own (mission_log.py)."""
from __future__ import annotations

from engine.core.event import Event
from desktop.games.busters import texts
from desktop.games.busters.items import WIRE_COLOURS
from desktop.games.busters.texts import Namer, equipment_name, outcome_text, value_text, wire_text
from desktop.i18n import person_pattern, translate
from desktop.widgets import log_icons
from desktop.widgets.log_text import LogLine, Piece, fill, join, sentences, muted, name, piece

#: the wires' chips: the table's colours, with an ink that reads on each
CHIPS = {k: (WIRE_COLOURS[k], "#111111" if k == "yellow" else "#ffffff") for k in WIRE_COLOURS}

#: what a turn does first: its line follows the turn's number
TURN_ACTIONS = {"busters.dual_cut.declared", "busters.detector.declared", "busters.solo_cut",
                "busters.reveal_red", "busters.turn.skipped"}
CUTS = {"busters.dual_cut.declared", "busters.detector.declared"}
#: what follows a cut's declaration on the same line
CUT_FOLLOWS = {"busters.pointed", "busters.window.passed", "busters.dual_cut.success",
               "busters.dual_cut.failure", "busters.detector.success", "busters.detector.failure",
               "busters.wire.cut", "busters.detonator.advanced", "busters.info.placed",
               "busters.info.spoken", "busters.info.repurposed", "busters.info.beside",
               "busters.stabilizer.saved"}
SETUP_TOKENS = {"busters.info.placed", "busters.info.drawn", "busters.info.setup_skipped"}
# public events with no line of their own, and the line that tells them instead
TOLD_BY = {
    "busters.pointed": "the cut's declaration names every wire pointed at (busters.detector.declared, "
                       "busters.mNN.pointed)",
    "busters.window.passed": "the line of the cut it joins: letting a moment to use equipment go by "
                             "changes nothing on the table",
}


# ---- pieces ----------------------------------------------------------------------------

def value_icon(v) -> Piece:
    """A value said at the table (7, YELLOW, RED) as a wire's colour and number."""
    s = str(v)
    colour = "yellow" if s in ("Y", "YELLOW") else "red" if s in ("R", "RED") else "blue"
    label = {"yellow": "▲", "red": "✖"}.get(colour, s)
    fill_, ink = CHIPS[colour]
    return log_icons.chip(value_text(v), label, fill_, ink)


def values_icons(values) -> Piece:
    return join((value_icon(v) for v in values), translate("Busters", " or "))


def wire_icon(printed: str) -> Piece:
    """A wire as printed on its tile ("7", "3.1" yellow, "5.5" red)."""
    colour = "yellow" if printed.endswith(".1") else "red" if printed.endswith(".5") else "blue"
    fill_, ink = CHIPS[colour]
    return log_icons.chip(wire_text(printed), printed, fill_, ink)


def token_icon(token: str) -> Piece:
    """An info token: a drawn chip for a plain value, the words for the others."""
    from desktop.games.busters.mission_log import token_text
    text = token_text(token)
    if token.isdigit():
        return log_icons.disc(text, token)
    if token in ("Y", "YELLOW"):
        return log_icons.disc(text, "▲", WIRE_COLOURS["yellow"])
    return piece(text)


def wire(namer: Namer, addr) -> Piece:
    """Ben's wire #3, the name in Ben's colour."""
    seat, stand, slot = (int(x) for x in addr)
    who = name(seat, namer.names)
    if namer.stands.get(seat, 1) > 1:
        return fill(translate("Busters", "%1's stand %3, wire #%2"), who, str(slot + 1), str(stand + 1))
    return fill(translate("Busters", "%1's wire #%2"), who, str(slot + 1))


def own_wire(namer: Namer, addr) -> Piece:
    """The cutter's own wire, said without repeating their name."""
    seat, stand, slot = (int(x) for x in addr)
    if namer.stands.get(seat, 1) > 1:
        return fill(translate("Busters", "their stand %2, wire #%1"), str(slot + 1), str(stand + 1))
    return fill(translate("Busters", "their wire #%1"), str(slot + 1))


def wire_by(namer: Namer, addr, actor) -> Piece:
    """A wire in a sentence whose subject is `actor`: their own wire is "their wire #3"
    (「自分の…」), never the actor's name a second time."""
    return own_wire(namer, addr) if actor is not None and int(addr[0]) == actor else wire(namer, addr)


def stand(namer: Namer, seat: int, index: int) -> Piece:
    who = name(seat, namer.names)
    if namer.stands.get(seat, 1) > 1:
        return fill(translate("Busters", "%1's stand %2"), who, str(index + 1))
    return fill(translate("Busters", "%1's stand"), who)


def tools(p: dict) -> Piece:
    """The equipment a cut used, after its line: " [Double Detector]" / 「（ダブル探知機）」."""
    return muted("".join(translate("Busters", " [%1]").replace("%1", equipment_name(t)) for t in p.get("tools", [])))


def mark(good: bool) -> Piece:
    """✓ or ✗ before a cut's line (rich form only: the words say it)."""
    tick = log_icons.tick(good, "")
    return Piece("", tick.html + "&nbsp;")


# ---- which events share a line ---------------------------------------------------------

def joins(events: list[Event], e: Event) -> bool:
    keys = [x.key for x in events]
    if keys == ["busters.turn.start"]:
        return e.key in TURN_ACTIONS
    head = keys[1] if keys[0] == "busters.turn.start" else keys[0]
    if head in CUTS:
        return e.key in CUT_FOLLOWS
    if head in ("busters.solo_cut", "busters.reveal_red"):
        return e.key == "busters.wire.cut"
    if head in SETUP_TOKENS and "busters.turn.start" not in keys:
        return e.key in SETUP_TOKENS
    return False


# ---- the lines -------------------------------------------------------------------------

def tell(events: list[Event], names: list[str], namer: Namer | None = None) -> LogLine | None:
    """The line telling these events (one, or those `joins` gathered)."""
    namer = namer or Namer(names, {})
    lead = None
    if events[0].key == "busters.turn.start" and len(events) > 1:
        lead = fill(translate("Busters", "Turn %1"), str(events[0].params["turn"]))
        events = events[1:]
    head, rest = events[0], events[1:]
    if head.key in CUTS:
        told = _cut(head, rest, names, namer)
    elif head.key in ("busters.solo_cut", "busters.reveal_red") and rest:
        told = _many_cut(head, rest, names, namer)
    elif head.key in SETUP_TOKENS and rest:
        told = _setup_tokens(events, names, namer)
    else:
        told = one(head, names, namer)
    if told is None:
        return None
    return LogLine(told.body, told.tone, lead) if lead else told


def _cut(head: Event, rest: list[Event], names: list[str], namer: Namer) -> LogLine:
    p = head.params
    who = name(p["seat"], names)
    keys = {e.key for e in rest}
    cuts = [e for e in rest if e.key == "busters.wire.cut"]
    tokens = [e for e in rest if e.key.startswith("busters.info.")]
    if cuts:
        said = wire_icon(cuts[0].params["wire"])
        if len(cuts) > 1:
            body = fill(translate("Busters", "%1 cuts %2 and %3: %4."), who, wire_by(namer, cuts[0].params["addr"], p["seat"]),
                        join((wire_by(namer, c.params["addr"], p["seat"]) for c in cuts[1:]), translate("Busters", " and ")),
                        said)
        else:
            body = fill(translate("Busters", "%1 cuts %2: %3."), who, wire_by(namer, cuts[0].params["addr"], p["seat"]), said)
        return LogLine(mark(True) + body + tools(p), "good")
    if keys & {"busters.dual_cut.failure", "busters.detector.failure"}:
        if head.key == "busters.detector.declared":
            wires = join((wire_by(namer, a, p["seat"]) for a in p["addrs"]), translate("Busters", ", "))
            said = fill(translate("Busters", "Wrong! %1 said one of %2 was %3."), who, wires, values_icons(p["values"]))
        elif tokens:
            said = fill(translate("Busters", "Wrong! %1 said %2 was %3; it is %4."), who, wire_by(namer, p["addr"], p["seat"]),
                        values_icons(p["values"]), token_icon(_token(tokens[0].params)))
            tokens = tokens[1:]
        else:
            said = fill(translate("Busters", "Wrong! %1 said %2 was %3."), who, wire_by(namer, p["addr"], p["seat"]),
                        values_icons(p["values"]))
        after = [one(e, names, namer) for e in rest if e.key in ("busters.detonator.advanced",
                                                                 "busters.stabilizer.saved")] + \
                [one(e, names, namer) for e in tokens]
        body = sentences([mark(False) + said + tools(p)] + [t.body for t in after if t])
        return LogLine(body, "bad")
    # declared, not yet resolved (or a detector's owner still to choose)
    lines = [one(e, names, namer) for e in [head] + rest]
    return LogLine(sentences((t.body for t in lines if t)))


def _many_cut(head: Event, rest: list[Event], names: list[str], namer: Namer) -> LogLine:
    wires = join((wire_icon(e.params["wire"]) for e in rest), " ")
    who = name(head.params["seat"], names)
    if head.key == "busters.reveal_red":
        return LogLine(fill(translate("Busters", "%1 has only red wires left and reveals them: %2."), who, wires))
    body = fill(translate("Busters", "%1 makes a Solo Cut of every remaining %2: %3."), who,
                value_icon(head.params["value"]), wires)
    return LogLine(mark(True) + body, "good")


def _setup_tokens(events: list[Event], names: list[str], namer: Namer) -> LogLine:
    """The info tokens of the setup on one line: "Info tokens: (4) Aki's wire #3, …"."""
    placed = [e for e in events if e.key == "busters.info.placed"]
    told = [fill(translate("Busters", "Info tokens: %1."), join(
        (token_icon(_token(e.params)) + " " + wire(namer, e.params["addr"]) for e in placed),
        translate("List", ", ")))] if placed else []
    told += [one(e, names, namer).body for e in events if e.key != "busters.info.placed"]
    return LogLine(sentences(told))


def _token(p: dict) -> str:
    return p.get("token", str(p.get("value")))


def one(e: Event, names: list[str], namer: Namer) -> LogLine | None:
    """The line of one event alone; with what it proves of a hand, said after it (a
    skipped turn, a card turned down: engine/busters/board.proof)."""
    line = _one(e, names, namer)
    p = e.params
    if line is None or "none" not in p:
        return line
    proof = fill(translate("Busters", "So %1 holds no %2."), name(p["of"], names),
                 join((value_icon(v) for v in p["none"]), translate("List", ", ")))
    return LogLine(sentences([line.body, proof]), line.tone, line.lead)


def _one(e: Event, names: list[str], namer: Namer) -> LogLine | None:
    p = e.params
    who = name(p.get("seat"), names)
    k = e.key
    if k == "busters.setup":
        return LogLine(fill(translate("Busters", "Mission %1 begins with %2 bomb disposal experts."), str(p["mission"]),
                            str(p["players"])), "turn")
    if k == "busters.info.drawn":
        return LogLine(fill(translate("Busters", "%1 draws the info token %2 at random."), who, token_icon(str(p["value"]))))
    if k == "busters.info.setup_skipped":
        return LogLine(fill(translate("Busters", "%1 has no blue wire for a setup info token."), who))
    if k == "busters.turn.start":
        return LogLine(fill(translate("Busters", "— Turn %1: %2 —"), str(p["turn"]), who), "turn")
    if k == "busters.turn.skipped":
        return LogLine(fill(translate("Busters", "%1's turn is skipped."), who))
    if k in TOLD_BY:
        return None
    if k == "busters.dual_cut.declared":
        return LogLine(fill(translate("Busters", "%1 points at %2: “This wire is %3.”"), who, wire_by(namer, p["addr"], p["seat"]),
                            values_icons(p["values"])) + tools(p))
    if k == "busters.detector.declared":
        wires = join((wire_by(namer, a, p["seat"]) for a in p["addrs"]), translate("List", ", "))
        return LogLine(fill(translate("Busters", "%1 points at %2: “One of these is %3.”"), who, wires,
                            values_icons(p["values"])) + tools(p))
    if k == "busters.dual_cut.success":
        return LogLine(fill(translate("Busters", "Right! %1 cuts a %2."), who, value_icon(p["value"])), "good")
    if k == "busters.dual_cut.failure":
        return LogLine(fill(translate("Busters", "Wrong: %1 missed."), who), "bad")
    if k == "busters.detector.success":
        return LogLine(fill(translate("Busters", "Right! %1 chooses which matching wire is cut."), name(p["owner"], names)), "good")
    if k == "busters.detector.failure":
        return LogLine(piece(translate("Busters", "Wrong: none of the pointed wires matches.")), "bad")
    if k == "busters.wire.cut":
        text = translate("Busters", "%1 is revealed: %2.") if p.get("why") == "reveal" else translate("Busters", "%1 is cut: %2.")
        return LogLine(fill(text, wire(namer, p["addr"]), wire_icon(p["wire"])))
    if k == "busters.solo_cut":
        return LogLine(fill(translate("Busters", "%1 makes a Solo Cut of every remaining %2."), who, value_icon(p["value"])), "good")
    if k == "busters.reveal_red":
        return LogLine(fill(translate("Busters", "%1 has only red wires left and reveals them."), who))
    if k in ("busters.info.placed", "busters.info.repurposed"):
        return LogLine(fill(translate("Busters", "Info token %1 in front of %2."), token_icon(_token(p)), wire(namer, p["addr"])))
    if k == "busters.info.spoken":
        return LogLine(fill(translate("Busters", "No %1 token is left: the value of %2 is said aloud."), token_icon(_token(p)),
                            wire(namer, p["addr"])))
    if k == "busters.info.beside":
        return LogLine(fill(translate("Busters", "Info token %1 beside %2."), token_icon(_token(p)), stand(namer, p["seat"], p["stand"])))
    if k == "busters.character.chosen":
        text = translate("Busters", "%1 keeps their character (%2).") if p["character"] in texts.CHARACTER_KEEP \
            else translate("Busters", "%1 takes a new character: %2.")
        return LogLine(fill(text, who, equipment_name(p["personal"])))
    if k == "busters.disintegrator":
        if p["value"] is None:
            return LogLine(piece(translate("Busters", "Disintegrator: no numbered info token is left to draw.")))
        return LogLine(fill(translate("Busters", "Disintegrator: the drawn token says %1; every remaining %1 is cut."),
                            value_icon(p["value"])))
    if k == "busters.wire.moved":
        src = p["source"]
        if src[0] == "pile":
            return LogLine(fill(translate("Busters", "A wire nobody has seen goes to %1."), wire(namer, p["to"])))
        return LogLine(fill(translate("Busters", "%1 goes to %2."), wire(namer, src), wire(namer, p["to"])))
    if k == "busters.penalty":
        return LogLine(fill(translate("Busters", "%1 pointed at a wire the mission charges for: the detonator advances."), who), "bad")
    if k == "busters.unseen.failed":
        return LogLine(fill(translate("Busters", "%1 cut a wire of their own they could not see, and it was not what they cut it as!"),
                            who), "bad")
    if k == "busters.unseen.missed":
        return LogLine(fill(translate("Busters", "%1 announced %2 on the strength of a wire of their own they can not see, and missed!"),
                            who, values_icons(p["values"])), "bad")
    if k == "busters.explosion":
        boom = log_icons.burst("")
        return LogLine(Piece("", boom.html + "&nbsp;") + fill(translate("Busters", "BOOM! %1"), outcome_text(p["reason"])), "boom")
    if k == "busters.validation":
        return LogLine(fill(translate("Busters", "All the %1s are cut: validation token."), value_icon(p["value"])))
    if k == "busters.equipment.unlocked":
        return LogLine(muted(fill(translate("Busters", "Equipment %1 (%2) is now usable."), str(p["number"]), equipment_name(p["name"]))))
    if k == "busters.equipment.used":
        return LogLine(_used(p, who, names, namer))
    if k == "busters.personal.used":
        return LogLine(fill(translate("Busters", "%1 uses the %2."), who, equipment_name(p["name"])))
    if k == "busters.radar.answers":
        yes = [stand(namer, a[0], a[1]) for a in p["answers"] if a[2]]
        return LogLine(fill(translate("Busters", "General Radar, %1: “Yes!” from %2."), value_icon(p["value"]),
                            join(yes, translate("List", ", ")) if yes else translate("Busters", "nobody")))
    if k == "busters.walkie.swapped":
        return LogLine(fill(translate("Busters", "Walkie-Talkies: %1 and %2 swap wires."), wire(namer, p["given"]),
                            wire(namer, p["taken"])))
    if k == "busters.defused":
        return LogLine(mark(True) + piece(translate("Busters", "The bomb is defused! Mission accomplished.")), "win")
    if k == "busters.false_bottom":
        return LogLine(fill(translate("Busters", "False Bottom: %1 join the game."), translate("Busters", ", ").join(
            equipment_name(texts.EQUIPMENT_ID.get(n, "")) for n in p["numbers"])))
    if k == "busters.emergency_drop":
        return LogLine(piece(translate("Busters", "Emergency Drop: every used equipment card is face up again.")))
    if k == "busters.detonator.advanced":
        spaces = p["spaces"]
        return LogLine(piece(translate("Busters", "The detonator advances: %n space(s) left before the skull.",
                                       None, spaces)), "bad")
    if k == "busters.detonator.rewound":
        spaces = p["spaces"]
        return LogLine(piece(translate("Busters", "The detonator moves back: %n space(s) before the skull.",
                                       None, spaces)))
    if k == "busters.stabilizer.saved":
        return LogLine(piece(translate("Busters", "The Stabilizer holds: the red wire does not explode.")))
    from desktop.games.busters import mission_log
    text = mission_log.rich_line(e, names, namer)
    return LogLine(text) if text is not None else None


def _used(p: dict, who: Piece, names: list[str], namer: Namer) -> Piece:
    eq = equipment_name(p["name"])
    base = fill(translate("Busters", "%1 uses %2."), who, eq)
    if p["name"] == "coffee" and "next" in p:
        return sentences([base, fill(translate("Busters", "%1 plays next."), name(p["next"], names))])
    if p["name"] == "batteries":
        return sentences([base, fill(translate("Busters", "Recharged: %1."),
                                     join((fill(person_pattern(), name(s, names)) for s in p["seats"]),
                                          translate("List", ", ")))])
    if p["name"] == "radar":
        return base
    wires = [p["addr"]] if "addr" in p else p.get("addrs", [])
    if wires:
        return fill(translate("Busters", "%1 uses %2 on %3."), who, eq,
                    join((wire_by(namer, a, p.get("seat")) for a in wires), translate("Busters", " and ")))
    return base
