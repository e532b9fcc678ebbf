"""Every Bomu sentence a person reads, translatable (context "Bomu"). The engine
sends message keys; this module turns them into text in the current language."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core.event import Event
from desktop.i18n import listing, translate

CARD_RULES = {
    "0": QT_TRANSLATE_NOOP("Bomu", "“0”: always in your hand. When revealed: draw 1 card, add 1 bomb die to the middle (up to 10) and take this card back into your hand."),
    "2": QT_TRANSLATE_NOOP("Bomu", "“2”: this round every handler rolls with the red die added. Several “2”s still add only one red die; it leaves before the next pick."),
    "3": QT_TRANSLATE_NOOP("Bomu", "“3”: when revealed, add 1 bomb die to the middle at once (up to 10). Added dice stay."),
    "6": QT_TRANSLATE_NOOP("Bomu", "“6”: if every other card played is 2 or less, only you handle the bomb instead of the lowest card."),
    "7": QT_TRANSLATE_NOOP("Bomu", "“7”: if every other card played is 3 or less, only you handle the bomb instead of the lowest card."),
    "SAFE": QT_TRANSLATE_NOOP("Bomu", "SAFE: can not be put face down. Just before you would roll, reveal and discard it: your handling succeeds without rolling."),
}
PLAIN_CARD = QT_TRANSLATE_NOOP("Bomu", "“%1”: no special effect. The lowest card played handles the bomb.")


def card_rule(card: str) -> str:
    if card in CARD_RULES:
        return translate("Bomu", CARD_RULES[card])
    return translate("Bomu", PLAIN_CARD).replace("%1", card)


def log_line(e: Event, names: list[str]) -> str | None:
    """One line of the game log for a public event (None: not worth a line)."""
    p = e.params
    who = names[p["seat"]] if isinstance(p.get("seat"), int) else ""
    k = e.key
    if k == "bomu.picked":
        return translate("Bomu", "%1 puts a card face down.").replace("%1", who)
    if k == "bomu.revealed":
        shown = listing(f"{names[int(s)]} {c}" for s, c in p["cards"].items())
        return translate("Bomu", "Reveal: %1").replace("%1", shown)
    if k == "bomu.die_added":
        if p["why"] == "round":
            return translate("Bomu", "Every handler succeeded: one bomb die is added (%1 dice).").replace("%1", str(p["dice"]))
        return translate("Bomu", "%1's “%2” adds a bomb die (%3 dice).").replace("%1", who).replace("%2", p["why"]).replace("%3", str(p["dice"]))
    if k == "bomu.dice_full":
        return translate("Bomu", "The middle already holds 10 bomb dice.")
    if k == "bomu.red_die":
        return translate("Bomu", "A “2” was played: the red die joins this round.")
    if k == "bomu.handlers":
        order = " → ".join(names[s] for s in p["order"])
        if p.get("special"):
            return translate("Bomu", "The “6”/“7” card takes over: %1 handles the bomb alone.").replace("%1", order)
        return translate("Bomu", "Handling the bomb: %1").replace("%1", order)
    if k == "bomu.rolled":
        bombs, fuses, marks = p["bombs"], p["ignitions"], p["cards"]
        return translate("Bomu", "%1 rolls: %n bomb mark(s), ", None, bombs).replace("%1", who) + \
            translate("Bomu", "%n ignition mark(s), ", None, fuses) + \
            translate("Bomu", "%n card mark(s).", None, marks)
    if k == "bomu.exploded":
        lost = p["lost"]
        return translate("Bomu", "BOOM! %1 loses %n life chip(s).", None, lost).replace("%1", who)
    if k == "bomu.defused":
        return translate("Bomu", "%1 defuses the bomb.").replace("%1", who)
    if k == "bomu.safe":
        return translate("Bomu", "%1 reveals SAFE: handled without rolling.").replace("%1", who)
    if k == "bomu.drew":
        count = p["count"]
        return translate("Bomu", "%1 draws %n card(s).", None, count).replace("%1", who)
    if k == "bomu.gain_life":
        return translate("Bomu", "%1 takes a life chip instead of cards.").replace("%1", who)
    if k == "bomu.eliminated":
        return translate("Bomu", "%1 is out of the game.").replace("%1", who)
    if k == "bomu.discarded":
        count = p["count"]
        return translate("Bomu", "%1 discards %n card(s) face down.", None, count).replace("%1", who)
    if k == "bomu.reset":
        if p.get("this_round"):
            return translate("Bomu", "After the explosion: everyone is dealt 1 card, this round's used cards are shuffled into the draw pile, back to 2 bomb dice.")
        return translate("Bomu", "After the explosion: everyone is dealt 1 card, the used cards are shuffled into the draw pile, back to 2 bomb dice.")
    if k == "bomu.deck_reshuffled":
        return translate("Bomu", "The draw pile ran out: the used cards are shuffled into a new draw pile.")
    if k == "bomu.no_cards":
        return translate("Bomu", "No cards left to draw.")
    if k == "bomu.new_round":
        return translate("Bomu", "— Round %1 —").replace("%1", str(p["round"]))
    if k == "bomu.game_over":
        if p["winners"]:
            return translate("Bomu", "%1 is the last one standing and wins!").replace("%1", names[p["winners"][0]])
        return translate("Bomu", "Nobody is left: everybody loses.")
    return None


def private_line(e: Event) -> str | None:
    """Private events, shown only on the owner's own panel, never in the log."""
    p = e.params
    if e.key == "bomu.you_drew":
        return translate("Bomu", "You drew: %1").replace("%1", " ".join(p["cards"]))
    if e.key == "bomu.you_picked":
        return translate("Bomu", "You put down “%1”.").replace("%1", p["card"])
    return None
