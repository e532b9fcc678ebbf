"""Mission 18's card and texts (reference, Mission 18)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=18,
    title=QT_TRANSLATE_NOOP("BustersMission", "BAT-Helping-Hand"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "For this mission there is no equipment! Luckily our favorite caped crusader has lent us his high-tech BAT-RADAR."),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nShuffle the 12 Number cards into a face-down deck.\n\nPut Equipment 8 (General Radar) face up on the board, and no other Equipment card.\n\nDuring setup, nobody puts an info token in front of their tile stand.\n\n2 players: 3 red wires."),
    back=QT_TRANSLATE_NOOP("BustersMission", "In this mission the General Radar is always usable. On their turn, the active bomb disposal expert:\n\n1. reveals the top Number card of the deck;\n2. uses Equipment 8 (General Radar) on that card's value;\n3. names who (themselves included) must do a cut action with wires of that value.\n\nWhen the deck is empty, shuffle the Number cards into a new deck. A Number card is discarded as soon as its 4 wires are cut.\n\nA bomb disposal expert with only red wires in hand at the start of their turn must Reveal them.\n\nReminder: as in every mission, nobody may ask what the radar answered in earlier rounds: pay attention!\n\nFAQ: the active player names only WHO cuts, not which wire or stand. The next turn is the active player's left neighbour's (not the named player's)."),
    events={
        "busters.m18.revealed": (QT_TRANSLATE_NOOP("BustersMission", "%1 turns up the Number card %2 and uses the General Radar on it."), ("seat", "card")),
        "busters.m18.picked": (QT_TRANSLATE_NOOP("BustersMission", "%1 names %2 to cut it."), ("seat", "owner")),
        "busters.m18.discarded": (QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of %1 are cut: its Number card is discarded."), ("card",)),
    },
    specials={
        "pick": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "%1 cuts it"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Name %1 to cut a wire of this value?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Name who (yourself included) must do a cut action with wires of the revealed value. The radar has just said who holds it."), arg="seat"),
    },
    components={
        "deck": (QT_TRANSLATE_NOOP("BustersMission", "Number deck"), QT_TRANSLATE_NOOP("BustersMission", "Face down. Each turn the active player turns up its top card; when it is empty, the cards whose wires are not all cut make a new deck.")),
        "card": (QT_TRANSLATE_NOOP("BustersMission", "The revealed Number card"), QT_TRANSLATE_NOOP("BustersMission", "The General Radar has asked everyone about this value: the player named cuts it.")),
        "discarded": (QT_TRANSLATE_NOOP("BustersMission", "Discarded Number cards"), QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of each of these values are cut.")),
    },
    prompts={
        "pick": QT_TRANSLATE_NOOP("BustersMission", "%1: who cuts this value? The radar has said who holds it."),
    },
))
