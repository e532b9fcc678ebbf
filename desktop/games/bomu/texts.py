"""Every Bomu sentence a person reads, translatable (context "Bomu"). The engine
sends message keys; this module turns them into text in the current language."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core.event import Event
from desktop.i18n import translate

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


def private_line(e: Event) -> str | None:
    """Private events, shown only on the owner's own panel, never in the log."""
    p = e.params
    if e.key == "bomu.you_drew":
        return translate("Bomu", "You drew: %1").replace("%1", " ".join(p["cards"]))
    if e.key == "bomu.you_picked":
        return translate("Bomu", "You put down “%1”.").replace("%1", p["card"])
    if e.key == "bomu.you_discarded":
        return translate("Bomu", "You discarded: %1").replace("%1", " ".join(p["cards"]))
    return None
