"""The Bomu log: one line per thing that matters. The cards put face down in a round
share a line; a reveal carries what its cards did (bomb dice added, the red die,
who handles the bomb); a roll carries its result (defused, or the explosion and
the lives lost). Names are in their seat's colour, cards and dice are drawn."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core.event import Event
from desktop.games.bomu.items import CARD_COLOURS
from desktop.i18n import translate
from desktop.widgets import log_icons
from desktop.widgets.log_text import LogLine, Piece, fill, join, sentences, name, piece

#: after an explosion (the "this round" form when the round's cards were still out)
RESET = {True: QT_TRANSLATE_NOOP("Bomu", "After the explosion: everyone is dealt 1 card, this round's used cards are shuffled into the draw pile, back to 2 bomb dice."),
         False: QT_TRANSLATE_NOOP("Bomu", "After the explosion: everyone is dealt 1 card, the used cards are shuffled into the draw pile, back to 2 bomb dice.")}
#: the lines that name nobody
NOBODY = {"bomu.dice_full": QT_TRANSLATE_NOOP("Bomu", "The middle already holds 10 bomb dice."),
          "bomu.red_die": QT_TRANSLATE_NOOP("Bomu", "A “2” was played: the red die joins this round."),
          "bomu.deck_reshuffled": QT_TRANSLATE_NOOP(
              "Bomu", "The draw pile ran out: the used cards are shuffled into a new draw pile."),
          "bomu.no_cards": QT_TRANSLATE_NOOP("Bomu", "No cards left to draw.")}
REVEAL_FOLLOWS = {"bomu.die_added", "bomu.drew", "bomu.red_die", "bomu.dice_full", "bomu.handlers"}


def card_icon(card: str) -> Piece:
    """A card as a small white card with its value in its colour."""
    return log_icons.chip(card, card, "#fffdf6", CARD_COLOURS.get(card, "#333333"), "#222222")


def dice(faces: list[str], red: bool) -> Piece:
    """The dice of a roll as the table shows them (the red die last)."""
    words = {"bomb": translate("Bomu", "bomb"), "ignition": translate("Bomu", "ignition"),
             "card": translate("Bomu", "card"), "blank": translate("Bomu", "blank"),
             "both": translate("Bomu", "bomb+ignition")}
    icons = [log_icons.die(f, red and k == len(faces) - 1, words.get(f, f)) for k, f in enumerate(faces)]
    rich = "".join(i.html for i in icons)
    return Piece("[" + translate("List", ", ").join(i.plain for i in icons) + "]", rich)


def joins(events: list[Event], e: Event) -> bool:
    head = events[0].key
    if head in ("bomu.picked", "bomu.drew"):
        # the cards put down in a round; everyone's card dealt after an explosion
        return e.key == head or head == "bomu.drew" and e.key == "bomu.reset"
    if head == "bomu.revealed":
        # a "0"'s card drawn and die added; the red die; who handles (once)
        return e.key in REVEAL_FOLLOWS and not any(x.key == "bomu.handlers" for x in events)
    if head == "bomu.rolled":
        done = any(x.key in ("bomu.exploded", "bomu.defused") for x in events)
        if e.key in ("bomu.exploded", "bomu.defused"):
            return not done
        # the marks' cards drawn at once, or the handler going out with the explosion
        return done and e.key in ("bomu.drew", "bomu.eliminated") and e.params.get("seat") == events[0].params["seat"] \
            and not any(x.key == e.key for x in events)
    return False


def tell(events: list[Event], names: list[str]) -> LogLine | None:
    head = events[0]
    if head.key == "bomu.picked":
        if len(events) == 1:
            return LogLine(fill(translate("Bomu", "%1 puts a card face down."), name(head.params["seat"], names)))
        return LogLine(fill(translate("Bomu", "Cards face down: %1."),
                            join((name(e.params["seat"], names) for e in events), translate("List", ", "))))
    if head.key == "bomu.drew" and len(events) > 1:
        drawn = join((name(e.params["seat"], names) + f" +{e.params['count']}" for e in events
                      if e.key == "bomu.drew"), translate("List", ", "))
        reset = [e for e in events if e.key == "bomu.reset"]
        if reset:                                # "everyone is dealt 1 card" says it all
            return one(reset[0], names)
        return LogLine(fill(translate("Bomu", "Cards drawn: %1."), drawn))
    if head.key == "bomu.revealed":
        return _reveal(head, events[1:], names)
    if head.key == "bomu.rolled":
        return _roll(head, events[1:], names)
    return one(head, names)


def _reveal(head: Event, rest: list[Event], names: list[str]) -> LogLine:
    shown = join((name(int(s), names) + " " + card_icon(c) for s, c in head.params["cards"].items()),
                 translate("List", ", "))
    told = [fill(translate("Bomu", "Reveal: %1."), shown)]
    added = [e for e in rest if e.key == "bomu.die_added"]
    if added:
        n = len(added)
        told.append(fill(translate("Bomu", "%n bomb dice added (%1 in the middle).", None, n),
                         str(added[-1].params["dice"])))
    for e in rest:
        if e.key in ("bomu.red_die", "bomu.dice_full", "bomu.handlers"):
            told.append(one(e, names).body)
    return LogLine(sentences(told))


def _roll(head: Event, rest: list[Event], names: list[str]) -> LogLine:
    p = head.params
    who, rolled = name(p["seat"], names), dice(p["faces"], p.get("red", False))
    boom = next((e for e in rest if e.key == "bomu.exploded"), None)
    if boom is not None:
        lost = boom.params["lost"]
        burst = log_icons.burst("")
        told = [Piece("", burst.html + "&nbsp;") + fill(translate("Bomu", "%1 rolls %2: BOOM! They lose %n life chip(s).",
                                                                  None, lost), who, rolled)]
        tone = "boom"
    elif any(e.key == "bomu.defused" for e in rest):
        told = [fill(translate("Bomu", "%1 rolls %2 and defuses the bomb."), who, rolled)]
        tone = "good"
    else:
        return LogLine(fill(translate("Bomu", "%1 rolls %2."), who, rolled))
    told += [one(e, names).body for e in rest if e.key in ("bomu.drew", "bomu.eliminated")]
    return LogLine(sentences(told), tone)


def one(e: Event, names: list[str]) -> LogLine | None:
    """The line of one event alone: its sentence (texts.py), the names coloured."""
    p = e.params
    k = e.key
    who = name(p.get("seat"), names)
    if k == "bomu.new_round":
        return LogLine(piece(translate("Bomu", "— Round %1 —").replace("%1", str(p["round"]))), "turn")
    if k == "bomu.exploded":
        lost = p["lost"]             # a name, not p["lost"]: lupdate reads only a name as the count
        return LogLine(fill(translate("Bomu", "BOOM! %1 loses %n life chip(s).", None, lost), who), "boom")
    if k == "bomu.handlers":
        order = join((name(s, names) for s in p["order"]), " → ")
        text = translate("Bomu", "The “6”/“7” card takes over: %1 handles the bomb alone.") if p.get("special") \
            else translate("Bomu", "Handling the bomb: %1")
        return LogLine(fill(text, order))
    if k == "bomu.game_over":
        if p["winners"]:
            return LogLine(fill(translate("Bomu", "%1 is the last one standing and wins!"),
                                name(p["winners"][0], names)), "win")
        return LogLine(piece(translate("Bomu", "Nobody is left: everybody loses.")), "boom")
    if k == "bomu.eliminated":
        return LogLine(fill(translate("Bomu", "%1 is out of the game."), who), "boom")
    if k == "bomu.die_added" and p["why"] != "round":
        return LogLine(fill(translate("Bomu", "%1's “%2” adds a bomb die (%3 dice)."), who, card_icon(p["why"]),
                            str(p["dice"])))
    if k == "bomu.drew":
        count = p["count"]
        return LogLine(fill(translate("Bomu", "%1 draws %n card(s).", None, count), who))
    if k == "bomu.discarded":
        count = p["count"]
        return LogLine(fill(translate("Bomu", "%1 discards %n card(s) face down.", None, count), who))
    if k == "bomu.defused":
        return LogLine(fill(translate("Bomu", "%1 defuses the bomb."), who), "good")
    if k == "bomu.safe":
        return LogLine(fill(translate("Bomu", "%1 reveals SAFE: handled without rolling."), who), "good")
    if k == "bomu.gain_life":
        return LogLine(fill(translate("Bomu", "%1 takes a life chip instead of cards."), who))
    if k == "bomu.picked":
        return LogLine(fill(translate("Bomu", "%1 puts a card face down."), who))
    if k == "bomu.revealed":
        return LogLine(fill(translate("Bomu", "Reveal: %1"), join(
            (name(int(s), names) + " " + card_icon(c) for s, c in p["cards"].items()), translate("List", ", "))))
    if k == "bomu.die_added":                   # every handler succeeded (a card's die is above)
        return LogLine(piece(translate("Bomu", "Every handler succeeded: one bomb die is added (%1 dice).")
                             .replace("%1", str(p["dice"]))))
    if k == "bomu.rolled":
        bombs, fuses, marks = p["bombs"], p["ignitions"], p["cards"]
        text = translate("Bomu", "%1 rolls: %n bomb mark(s), ", None, bombs) + \
            translate("Bomu", "%n ignition mark(s), ", None, fuses) + translate("Bomu", "%n card mark(s).", None, marks)
        return LogLine(fill(text, who))
    if k == "bomu.reset":
        return LogLine(piece(translate("Bomu", RESET[bool(p.get("this_round"))])))
    return LogLine(piece(translate("Bomu", NOBODY[k]))) if k in NOBODY else None
