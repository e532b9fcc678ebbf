"""The Bomb Squad Academy log: one line per thing that matters. A reveal carries its
Waits (points and protected wires); a cut carries its flipped cards, the trigger,
what the wire is worth and the points scored; an explosion carries who pays; the
action cards taken back at a round's end share a line. Names are in their seat's
colour, wires are drawn in their colour and shape, flipped cards as cards."""
from __future__ import annotations

from engine.academy import data as D
from engine.core.event import Event
from desktop.games.academy.texts import (CARD_NAMES, SCORE_REASONS, WIRE_COLOURS, WIRE_NAMES, bomb_name,
                                         card_name, tool_name, use_detail, wire_name)
from desktop.i18n import person_pattern, translate
from desktop.widgets import log_icons
from desktop.widgets.log_text import LogLine, Piece, fill, join, sentences, name, piece

SHAPES = {D.GREEN: "circle", D.BLUE: "square", D.RED: "triangle", D.YELLOW: "diamond"}
CUT_FOLLOWS = {"academy.card.flipped", "academy.tile.flipped", "academy.cut.solo", "academy.cut.shared",
               "academy.score", "academy.cards.shuffled_back", "academy.tool.used"}
REVEAL_FOLLOWS = {"academy.score", "academy.wait.protected"}
ROUND_END = {"academy.card.returned", "academy.wait.discarded", "academy.round.ended"}


def tr(text: str) -> str:
    """Translate a text held in one of texts.py's tables (never a literal: lupdate
    would file a literal under no context)."""
    return translate("Academy", text)


def wire(w: str) -> Piece:
    """A wire: its shape in its colour, then its name ("▲Red" in plain text)."""
    shape = log_icons.shape(SHAPES[w], WIRE_COLOURS[w], "")
    return Piece(wire_name(w), shape.html + piece(tr(WIRE_NAMES[w])).html)


def card(c: str) -> Piece:
    return wire(c) if c in D.WIRES else piece(tr(CARD_NAMES[c]) if c in CARD_NAMES else card_name(c))


def value_card(v) -> Piece:
    return log_icons.chip(str(v), str(v), "#fbf8ef", "#212529")


def seats(ss, names: list[str]) -> Piece:
    """Players named in a list, each as a sentence would name them (「Akiさん、Benさん」)."""
    return join((fill(person_pattern(), name(int(s), names)) for s in ss), translate("Academy", ", "))


def joins(events: list[Event], e: Event) -> bool:
    head = events[0].key
    if head == "academy.cut.started":
        if e.key == "academy.score":         # the cut's own points, not a later bonus
            return e.params.get("why") in ("solo", "shared", "jammer")
        return e.key in CUT_FOLLOWS - {"academy.score"} and not (
            e.key == "academy.tile.flipped" and e.params.get("face") == D.BOOM)
    if head == "academy.revealed":
        return e.key in REVEAL_FOLLOWS and (e.key != "academy.score" or e.params.get("why") == "wait")
    if head == "academy.bomb.exploded":
        return e.key == "academy.score"
    if head in ROUND_END:
        return e.key in ROUND_END
    if head == "academy.picked":              # the round's choices, on one line
        return e.key == head
    return False


def _scores(events: list[Event], names: list[str]) -> Piece | None:
    """ "Aki +4 → 9, Ben −2 → 5": the points of these score events."""
    items = []
    for e in events:
        p = e.params
        sign = f"+{p['delta']}" if p["delta"] >= 0 else f"−{-p['delta']}"
        items.append(name(p["seat"], names) + f" {sign} → {p['score']}")
    return fill(translate("Academy", "Points: %1."), join(items, translate("Academy", ", "))) if items else None


def tell(events: list[Event], names: list[str]) -> LogLine | None:
    head, rest = events[0], events[1:]
    if not rest:
        return one(head, names)
    scores = _scores([e for e in rest if e.key == "academy.score"], names)
    others = [e for e in rest if e.key != "academy.score"]
    if head.key == "academy.picked":
        return LogLine(fill(translate("Academy", "Action cards chosen in secret: %1."), seats(
            [e.params["seat"] for e in events], names)))
    if head.key == "academy.cut.started":
        flips = [e for e in others if e.key == "academy.card.flipped" and e.params.get("why") not in (D.WRENCH, D.HAMMER)]
        done = next((e for e in others if e.key in ("academy.cut.solo", "academy.cut.shared")), None)
        if flips and done is not None:
            # the whole cut in one sentence: who, which wire, the cards, the trigger, the worth
            cards = join((value_card(e.params["value"]) for e in flips), " ")
            trigger, q = str(flips[-1].params["trigger"]), done.params
            if done.key == "academy.cut.solo":
                told = [fill(translate("Academy", "%1 cuts the %2 wire alone: flips %3, trigger at %4, worth %5."), name(q["seat"], names),
                             wire(q["wire"]), cards, trigger, str(q["value"]))]
            else:
                told = [fill(translate("Academy", "%1 cut the %2 wire together: flip %3, trigger at %4, worth %5, %6 each."),
                             seats(q["seats"], names), wire(q["wire"]), cards, trigger, str(q["value"]), str(q["share"]))]
        elif flips:
            told = [one(head, names).body, fill(translate("Academy", "Flipped: %1; the trigger is at %2."),
                                                join((value_card(e.params["value"]) for e in flips), " "),
                                                str(flips[-1].params["trigger"]))]
        else:
            told = [one(head, names).body]
        told += [one(e, names).body for e in others if e not in flips and e is not done]
        tone = "good" if any(e.key in ("academy.cut.solo", "academy.cut.shared") for e in others) else ""
    elif head.key == "academy.revealed":
        shown = join((name(int(s), names) + " " + card(c) for s, c in head.params["cards"].items()), translate("Academy", ", "))
        told = [fill(translate("Academy", "Revealed: %1."), shown)] + [one(e, names).body for e in others]
        tone = ""
    elif head.key in ROUND_END:
        back = [e for e in events if e.key == "academy.card.returned"]
        told = [fill(translate("Academy", "Back into their hands: %1."), join((name(e.params["seat"], names) + " " + card(e.params["card"])
                                                             for e in back), translate("Academy", ", ")))] if back else []
        told += [one(e, names).body for e in events if e.key != "academy.card.returned"]
        tone = ""
    else:
        told = [one(e, names).body for e in [head] + others]
        tone = one(head, names).tone
    return LogLine(sentences([t for t in told + [scores] if t is not None]), tone)


def one(e: Event, names: list[str]) -> LogLine | None:
    """The line of one event alone, its names coloured and its wires drawn."""
    p = e.params
    who = name(p.get("seat"), names)
    k = e.key
    if k == "academy.revealed":
        shown = join((name(int(s), names) + " " + card(c) for s, c in p["cards"].items()), translate("Academy", ", "))
        return LogLine(fill(translate("Academy", "Revealed: %1"), shown))
    if k == "academy.tool.used":
        detail = use_detail(p["tool"], p["args"], names)
        used = fill(translate("Academy", "%1 uses the %2."), who, tool_name(p["tool"]))
        return LogLine(used + f" ({detail})" if detail else used)
    if k == "academy.score":
        delta, reason = p["delta"], tr(SCORE_REASONS.get(p["why"], p["why"]))
        if delta > 0:
            text = translate("Academy", "%1 gains %n point(s) (%2).", None, delta)
        elif delta < 0:
            text = translate("Academy", "%1 loses %n point(s) (%2).", None, -delta)
        else:
            text = translate("Academy", "%1 gains nothing (%2).")
        return LogLine(fill(text, who, reason) + " " + fill(translate("Academy", "Score: %1"), str(p["score"])),
                       "bad" if delta < 0 else "")
    if k == "academy.wait.protected":
        return LogLine(fill(translate("Academy", "%1 protects the %2 wire."), who, wire(p["wire"])))
    if k == "academy.cut.protected":
        return LogLine(fill(translate("Academy", "The %1 wire is protected: %2 cut nothing."), wire(p["wire"]), seats(p["seats"], names)))
    if k == "academy.cut.started":
        return LogLine(fill(translate("Academy", "Cutting the %1 wire: %2."), wire(p["wire"]), seats(p["seats"], names)))
    if k == "academy.card.flipped":
        flipped = fill(translate("Academy", "%1 wire: a %2 is flipped, the trigger moves to %3."), wire(p["wire"]),
                       value_card(p["value"]), str(p["trigger"]))
        if p.get("why") in (D.WRENCH, D.HAMMER):
            flipped = fill(translate("Academy", "%1: %2"), tool_name(p["why"]), flipped)
        return LogLine(flipped)
    if k == "academy.tile.flipped":
        boom = p["face"] == D.BOOM
        text = translate("Academy", "The %1 trigger reaches tile %2: BOOM!") if boom else translate("Academy", "The %1 trigger reaches tile %2: OK.")
        return LogLine(fill(text, wire(p["wire"]), str(p["tile"] + 1)), "boom" if boom else "")
    if k == "academy.bomb.exploded":
        burst = log_icons.burst("")
        return LogLine(Piece("", burst.html + "&nbsp;") + fill(translate("Academy", "The bomb explodes on the %1 wire! Responsible: %2."),
                       wire(p["wire"]), seats(p["seats"], names) if p["seats"] else "—"), "boom")
    if k == "academy.cut.solo":
        return LogLine(fill(translate("Academy", "%1 cut the %2 wire alone: it is worth %3."), who, wire(p["wire"]), str(p["value"])),
                       "good")
    if k == "academy.cut.shared":
        return LogLine(fill(translate("Academy", "The %1 wire is worth %2, shared by %3: %4 each."), wire(p["wire"]), str(p["value"]),
                            seats(p["seats"], names), str(p["share"])), "good")
    if k == "academy.xray.drawn":
        count = p["count"]           # a name, not p["count"]: lupdate reads only a name as the count
        return LogLine(fill(translate("Academy", "%1 X-rays the deck and draws %n card(s).", None, count), who))
    if k == "academy.peek.decks":
        return LogLine(fill(translate("Academy", "%1 peeks at the next cards of the %2 and %3 wires."), who, wire(p["wires"][0]),
                            wire(p["wires"][1])))
    if k == "academy.peek.tiles":
        return LogLine(fill(translate("Academy", "%1 peeks at the trigger tiles of the %2 wire."), who, wire(p["wire"])))
    if k == "academy.peek.none":
        return LogLine(fill(translate("Academy", "%1 does not peek."), who))
    if k == "academy.switch.back":
        a, b = p["seats"]
        return LogLine(fill(translate("Academy", "Switch: %1 and %2 take their own cutters back."), name(a, names), name(b, names)))
    if k == "academy.wait.discarded":
        return LogLine(fill(translate("Academy", "%1's Wait goes back to the supply: used for this bomb."), who))
    if k == "academy.card.returned":
        return LogLine(fill(translate("Academy", "%1 takes %2 back into their hand."), who, card(p["card"])))
    if k == "academy.plate.moved":
        return LogLine(fill(translate("Academy", "Pressure plate %1 slides from %2 to %3."), str(p["plate"]), wire(p["from"]),
                            wire(p["to"])))
    if k == "academy.plates.placed":
        (_, w1, b1), (_, w2, b2) = p["plates"]
        return LogLine(fill(translate("Academy", "Pressure plates: +%1 on %2, +%3 on %4."), str(b1), wire(w1), str(b2), wire(w2)))
    if k == "academy.round.started":
        return LogLine(fill(translate("Academy", "— %1, round %2 —"), bomb_name(p["bomb"]), str(p["round"])), "turn")
    if k == "academy.bomb.started":
        return LogLine(fill(translate("Academy", "=== %1: set up ==="), bomb_name(p["bomb"])), "turn")
    if k == "academy.bomb.ended":
        scores = join((name(i, names) + f" {s}" for i, s in enumerate(p["scores"])), translate("Academy", ", "))
        return LogLine(fill(translate("Academy", "%1 is over. Scores: %2"), bomb_name(p["bomb"]), scores), "win")
    if k == "academy.draft.display":
        return LogLine(fill(translate("Academy", "Tool draft: %1. Picking order: %2."), translate("Academy", ", ").join(tool_name(t) for t in p["tools"]),
                            seats(p["order"], names)))
    if k == "academy.draft.taken":
        return LogLine(fill(translate("Academy", "%1 takes the %2."), who, tool_name(p["tool"])))
    if k == "academy.cards.shuffled_back":
        count = len(p["cards"])
        return LogLine(fill(translate("Academy", "%1: %n card(s) go back into the deck; the trigger moves back to %2.",
                                      None, count), piece(tool_name(p["why"]) + " · ") + wire(p["wire"]),
                            str(p["trigger"])))
    if k == "academy.game.over":
        text = translate("Academy", "The exam is over: %1 share the top of the class!") if len(p["winners"]) > 1 \
            else translate("Academy", "The exam is over: %1 graduates at the top of the class!")
        who = seats(p["winners"], names) if len(p["winners"]) > 1 else name(int(p["winners"][0]), names)
        return LogLine(fill(text, who), "win")
    if k == "academy.picked":
        return LogLine(fill(translate("Academy", "%1 chooses an action card in secret."), who))
    if k == "academy.tool.passed":
        return LogLine(fill(translate("Academy", "%1 does not use a tool."), who))
    if k == "academy.round.ended":
        return LogLine(piece(translate("Academy", "Round %1 is over.").replace("%1", str(p["round"]))))
    if k == "academy.draft.discarded":
        return LogLine(piece(translate("Academy", "Unchosen tools are discarded: %1.").replace(
            "%1", translate("Academy", ", ").join(tool_name(t) for t in p["tools"]))))
    return None
