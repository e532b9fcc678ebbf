"""Every Bomb Squad Academy sentence a person reads, translatable (context "Academy").
The engine sends message keys; this module turns them into text in the current
language. Private events (your pick, peeks, X-Ray cards) have their own lines for
the owner's panel and never reach the log."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.i18n import translate
from engine.academy import data as D
from engine.core.event import Event

#: a shape for every wire, so colour is never the only cue
WIRE_SHAPES = {D.GREEN: "●", D.BLUE: "■", D.RED: "▲", D.YELLOW: "◆"}
#: green and red apart for deuteranopes too (a moss green and a coral red: #2f9e44 and
#: #e03131 were 5.4 CIEDE2000 apart under deuteranopia; tests/desktop/test_colour_vision.py)
WIRE_COLOURS = {D.GREEN: "#587838", D.BLUE: "#1c7ed6", D.RED: "#f86078", D.YELLOW: "#f0b400"}

WIRE_NAMES = {
    D.GREEN: QT_TRANSLATE_NOOP("Academy", "Green"),
    D.BLUE: QT_TRANSLATE_NOOP("Academy", "Blue"),
    D.RED: QT_TRANSLATE_NOOP("Academy", "Red"),
    D.YELLOW: QT_TRANSLATE_NOOP("Academy", "Yellow"),
}
CARD_NAMES = {
    D.WAIT: QT_TRANSLATE_NOOP("Academy", "Wait"),
    D.CHICKEN: QT_TRANSLATE_NOOP("Academy", "Chicken"),
}
CARD_RULES = {
    "cutter": QT_TRANSLATE_NOOP("Academy", "%1 cutter: cut the %1 wire. Alone you flip one card and score the wire's full value; "
                                           "with others you flip one card each and share the value, ignoring remainders. "
                                           "Cutters resolve from Green to Yellow, after Wait and before Chicken."),
    D.WAIT: QT_TRANSLATE_NOOP("Academy", "Wait: take 3 points, then protect one wire from being cut this round "
                                         "(any wire). Resolves first. Only once per bomb: when it comes back from "
                                         "the table it goes to the supply."),
    D.CHICKEN: QT_TRANSLATE_NOOP("Academy", "Chicken: cut nothing. If someone else makes the bomb explode this round, "
                                            "gain 5 points; otherwise you may peek at the next card of two wire decks "
                                            "or at the three trigger tiles of one track."),
}

TOOL_NAMES = {
    D.AIRHORN: QT_TRANSLATE_NOOP("Academy", "Air Horn"),
    D.AMPLIFIER: QT_TRANSLATE_NOOP("Academy", "Amplifier"),
    D.BLANKET: QT_TRANSLATE_NOOP("Academy", "Bomb Blanket"),
    D.CRIMPER: QT_TRANSLATE_NOOP("Academy", "Crimper"),
    D.DYNAMO: QT_TRANSLATE_NOOP("Academy", "Dynamo"),
    D.FREEZER: QT_TRANSLATE_NOOP("Academy", "Freezer"),
    D.HAMMER: QT_TRANSLATE_NOOP("Academy", "Hammer"),
    D.HELMET: QT_TRANSLATE_NOOP("Academy", "Helmet"),
    D.JAMMER: QT_TRANSLATE_NOOP("Academy", "Jammer"),
    D.JUMPER: QT_TRANSLATE_NOOP("Academy", "Jumper"),
    D.MIRROR: QT_TRANSLATE_NOOP("Academy", "Mirror"),
    D.ORDERS: QT_TRANSLATE_NOOP("Academy", "Orders"),
    D.SCHEMATICS: QT_TRANSLATE_NOOP("Academy", "Schematics"),
    D.SCRAMBLER: QT_TRANSLATE_NOOP("Academy", "Scrambler"),
    D.SHIELD: QT_TRANSLATE_NOOP("Academy", "Shield"),
    D.SNIFFER: QT_TRANSLATE_NOOP("Academy", "Sniffer"),
    D.SWITCH: QT_TRANSLATE_NOOP("Academy", "Switch"),
    D.TOOLKIT: QT_TRANSLATE_NOOP("Academy", "Toolkit"),
    D.WRENCH: QT_TRANSLATE_NOOP("Academy", "Wrench"),
    D.XRAY: QT_TRANSLATE_NOOP("Academy", "X-Ray"),
}
#: (timing, effect) as printed on the tools (handbook, Tools appendix)
TOOL_TEXTS = {
    D.AIRHORN: (QT_TRANSLATE_NOOP("Academy", "Play after actions are revealed."),
                QT_TRANSLATE_NOOP("Academy", "Pick two other players who played cutters. Resolve the round as if both of them had played their Chicken cards.")),
    D.AMPLIFIER: (QT_TRANSLATE_NOOP("Academy", "Play after cutting a wire safely alone."),
                  QT_TRANSLATE_NOOP("Academy", "When scoring your cut, double the chain values of all the cards in the wire; the main value is unaffected.")),
    D.BLANKET: (QT_TRANSLATE_NOOP("Academy", "Play prior to someone else (alone or shared) cutting a wire."),
                QT_TRANSLATE_NOOP("Academy", "If the cut causes the bomb to explode, you gain 10 points. No other tools may be played between the Bomb Blanket and the cut.")),
    D.CRIMPER: (QT_TRANSLATE_NOOP("Academy", "Play after someone else (alone or shared) cuts a wire safely."),
                QT_TRANSLATE_NOOP("Academy", "Score the entire chain value (but not the main value) of the cut wire.")),
    D.DYNAMO: (QT_TRANSLATE_NOOP("Academy", "Play after a zero card is flipped during a cut (by any player, you included)."),
               QT_TRANSLATE_NOOP("Academy", "Score 1 point for each exposed zero card in all wires combined.")),
    D.FREEZER: (QT_TRANSLATE_NOOP("Academy", "Play prior to cutting a wire yourself (alone or shared)."),
                QT_TRANSLATE_NOOP("Academy", "Choose two of your wire's exposed cards and shuffle them back into the deck; the trigger moves back to match.")),
    D.HAMMER: (QT_TRANSLATE_NOOP("Academy", "Play prior to cutting a wire alone."),
               QT_TRANSLATE_NOOP("Academy", "Flip a card from your wire and score its main value +2, then move the trigger. This is not your cut. If it sets the bomb off, score zero as if your cut had triggered it.")),
    D.HELMET: (QT_TRANSLATE_NOOP("Academy", "Play when you trigger the bomb (alone or shared)."),
               QT_TRANSLATE_NOOP("Academy", "You lose zero points from the bomb. Any other triggering players lose 2 more points.")),
    D.JAMMER: (QT_TRANSLATE_NOOP("Academy", "Play after cutting a shared wire safely."),
               QT_TRANSLATE_NOOP("Academy", "Score as if you had cut the wire alone. The others sharing the wire score by the normal sharing rules, counting you.")),
    D.JUMPER: (QT_TRANSLATE_NOOP("Academy", "Play after actions are revealed."),
               QT_TRANSLATE_NOOP("Academy", "If you played a cutter, act this round as if you had played the cutter of an adjacent wire. Green and Yellow are not adjacent.")),
    D.MIRROR: (QT_TRANSLATE_NOOP("Academy", "Play when you are Chicken."),
               QT_TRANSLATE_NOOP("Academy", "Instead of the normal peek, look at all trigger tiles of all wires.")),
    D.ORDERS: (QT_TRANSLATE_NOOP("Academy", "Play when someone else plays Wait and protects the wire matching your cutter."),
               QT_TRANSLATE_NOOP("Academy", "Cut the wire anyway and score normally. Other players affected by the Wait do not score.")),
    D.SCHEMATICS: (QT_TRANSLATE_NOOP("Academy", "Play after actions are revealed (if anyone played Wait, also after the protected wires are declared)."),
                   QT_TRANSLATE_NOOP("Academy", "Take your played action card back into your hand and play a different card from your hand instead.")),
    D.SCRAMBLER: (QT_TRANSLATE_NOOP("Academy", "Play prior to cutting a wire yourself (alone or shared)."),
                  QT_TRANSLATE_NOOP("Academy", "Shuffle the three most recently exposed cards of that wire back into the deck; the trigger moves back to match. The wire needs at least three exposed cards.")),
    D.SHIELD: (QT_TRANSLATE_NOOP("Academy", "Play when someone else triggers the bomb."),
               QT_TRANSLATE_NOOP("Academy", "Gain 7 points, then pick one of the players responsible for triggering: that player loses no points for it.")),
    D.SNIFFER: (QT_TRANSLATE_NOOP("Academy", "Play while you are choosing your action."),
                QT_TRANSLATE_NOOP("Academy", "Peek at the top card of every wire deck.")),
    D.SWITCH: (QT_TRANSLATE_NOOP("Academy", "Play after actions are revealed."),
               QT_TRANSLATE_NOOP("Academy", "If you played a cutter, pick a player who played a different cutter and swap cutters with them. At the end of the round the cutters go back, staying on the table.")),
    D.TOOLKIT: (QT_TRANSLATE_NOOP("Academy", "Play while you are choosing your action."),
                QT_TRANSLATE_NOOP("Academy", "Take all of your action cards back into your hand, your Wait included.")),
    D.WRENCH: (QT_TRANSLATE_NOOP("Academy", "Play prior to someone else (alone or shared) cutting a wire."),
               QT_TRANSLATE_NOOP("Academy", "Flip a card from their wire and move the trigger. This is not the cut. If it sets the bomb off, the cutting players are responsible as if they had cut.")),
    D.XRAY: (QT_TRANSLATE_NOOP("Academy", "Play prior to cutting a wire alone."),
             QT_TRANSLATE_NOOP("Academy", "When you cut, draw three cards from the deck and choose which one to use; the rest are shuffled back.")),
}
WINDOW_NAMES = {
    "revealed": QT_TRANSLATE_NOOP("Academy", "Actions are revealed: tools “after actions are revealed” may be used now."),
    "protected": QT_TRANSLATE_NOOP("Academy", "The protected wires are declared: Schematics may be used now."),
    "orders": QT_TRANSLATE_NOOP("Academy", "A Wait protects the %1 wire: Orders may be used now."),
    "precut": QT_TRANSLATE_NOOP("Academy", "The %1 wire is about to be cut (%2): tools “prior to cutting” may be used now."),
    "postcut": QT_TRANSLATE_NOOP("Academy", "The %1 wire was cut safely (%2): tools “after cutting” may be used now."),
    "boom": QT_TRANSLATE_NOOP("Academy", "The bomb was triggered on the %1 wire (%2): Helmet, Shield and Dynamo may be used now."),
}
SCORE_REASONS = {
    "wait": QT_TRANSLATE_NOOP("Academy", "Wait"),
    "solo": QT_TRANSLATE_NOOP("Academy", "cut alone"),
    "shared": QT_TRANSLATE_NOOP("Academy", "shared cut"),
    "jammer": QT_TRANSLATE_NOOP("Academy", "Jammer"),
    "explosion": QT_TRANSLATE_NOOP("Academy", "explosion"),
    "helmet": QT_TRANSLATE_NOOP("Academy", "Helmet"),
    "chicken": QT_TRANSLATE_NOOP("Academy", "Chicken bonus"),
    "blanket": QT_TRANSLATE_NOOP("Academy", "Bomb Blanket"),
    "hammer": QT_TRANSLATE_NOOP("Academy", "Hammer"),
    "crimper": QT_TRANSLATE_NOOP("Academy", "Crimper"),
    "dynamo": QT_TRANSLATE_NOOP("Academy", "Dynamo"),
    "shield": QT_TRANSLATE_NOOP("Academy", "Shield"),
}
ROMAN = {1: "I", 2: "II", 3: "III"}


def wire_name(wire: str) -> str:
    return f"{WIRE_SHAPES.get(wire, '')}{translate('Academy', WIRE_NAMES[wire])}"


def card_name(card: str) -> str:
    if card in D.WIRES:
        return wire_name(card)
    return translate("Academy", CARD_NAMES[card])


def card_rule(card: str) -> str:
    if card in D.WIRES:
        return translate("Academy", CARD_RULES["cutter"]).replace("%1", wire_name(card))
    return translate("Academy", CARD_RULES[card])


def tool_name(tool: str) -> str:
    return translate("Academy", TOOL_NAMES[tool])


def tool_rule(tool: str) -> str:
    timing, effect = TOOL_TEXTS[tool]
    return translate("Academy", "%1\nTiming: %2\nEffect: %3").replace("%1", tool_name(tool)) \
        .replace("%2", translate("Academy", timing)).replace("%3", translate("Academy", effect))


def bomb_name(bomb: int) -> str:
    return translate("Academy", "Bomb %1").replace("%1", ROMAN.get(bomb, str(bomb)))


def window_text(kind: str, wire: str | None, cutters: str) -> str:
    text = translate("Academy", WINDOW_NAMES[kind])
    return text.replace("%1", wire_name(wire) if wire else "").replace("%2", cutters)


def use_detail(tool: str, args: list | tuple, names: list[str], exposed: tuple[int, ...] = ()) -> str:
    """What a tool use does with its arguments (for the log and the choice list)."""
    if tool == D.AIRHORN:
        return translate("Academy", "%1 and %2 resolve as Chickens").replace("%1", names[int(args[0])]) \
            .replace("%2", names[int(args[1])])
    if tool == D.JUMPER:
        return translate("Academy", "cut the %1 wire instead").replace("%1", wire_name(args[0]))
    if tool == D.SWITCH:
        return translate("Academy", "swap cutters with %1").replace("%1", names[int(args[0])])
    if tool == D.SCHEMATICS:
        return translate("Academy", "play %1 instead").replace("%1", card_name(args[0]))
    if tool == D.FREEZER:
        i, j = int(args[0]), int(args[1])
        text = translate("Academy", "shuffle back exposed cards %1 and %2").replace("%1", str(i + 1)) \
            .replace("%2", str(j + 1))
        if len(exposed) > max(i, j):
            text += f" ({exposed[i]}, {exposed[j]})"
        return text
    if tool == D.SHIELD:
        return translate("Academy", "%1 loses nothing for the bomb").replace("%1", names[int(args[0])])
    return ""


def private_line(e: Event) -> str | None:
    """Private events, shown only on the owner's own panel, never in the log."""
    p = e.params
    if e.key == "academy.you_picked":
        return translate("Academy", "You chose %1.").replace("%1", card_name(p["card"]))
    if e.key == "academy.xray.cards":
        return translate("Academy", "X-Ray: you drew %1. Pick the card to keep.") \
            .replace("%1", " ".join(str(c) for c in p["cards"]))
    if e.key == "academy.peek.seen":
        parts = []
        for wire, value in p.get("tops", {}).items():
            parts.append(translate("Academy", "next %1 card: %2").replace("%1", wire_name(wire)).replace("%2", str(value)))
        for wire, faces in p.get("tiles", {}).items():
            shown = " ".join("BOOM" if f == D.BOOM else "OK" for f in faces)
            parts.append(translate("Academy", "%1 tiles: %2").replace("%1", wire_name(wire)).replace("%2", shown))
        return translate("Academy", "You peeked: %1").replace("%1", translate("Academy", "; ").join(parts))
    return None
