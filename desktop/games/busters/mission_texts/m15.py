"""Mission 15's card and texts (reference, Mission 15)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=15,
    title=QT_TRANSLATE_NOOP("BustersMission", "Mission in НОВОСИБИРСК"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "(Don't worry, we can't pronounce it either...) Due to a shipping mixup, these new tool boxes are labeled in Russian (which is terrible because we all learned either French or Spanish in High School). Get ready to be surprised every time you grab a tool!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 out of 3 red wires.\n\nShuffle and draw the usual number of Equipment cards, but put them face down on the board without looking at them.\n\nShuffle the 12 Number cards into a face-down deck next to the board, then turn its top card face up.\n\n2 players: 2 out of 3 red wires."),
    back=QT_TRANSLATE_NOOP("BustersMission", "When the 4 wires of the face-up Number card's value have all been cut, turn 1 Equipment card face up. It is usable at once, whatever its number. Then turn up the next Number card, and so on.\n\nIf a Number card is turned up whose 4 wires have already been cut, discard it and turn up the next one (without gaining any equipment).\n\nAt the table: the face-down Equipment cards turn up in a random order."),
    events={
        "busters.m15.revealed": (QT_TRANSLATE_NOOP("BustersMission", "The Number card %1 is turned face up."), ("card",)),
        "busters.m15.replaced": (QT_TRANSLATE_NOOP("BustersMission", "The wires of %1 are already all cut: discarded, without equipment."), ("cards",)),
        "busters.m15.flipped": (QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of %1 are cut: the Equipment card %2 is turned face up, usable at once."), ("card", "equipments")),
    },
    components={
        "deck": (QT_TRANSLATE_NOOP("BustersMission", "Number deck"), QT_TRANSLATE_NOOP("BustersMission", "Face down. Its next card is turned up when the 4 wires of the face-up card are cut.")),
        "card": (QT_TRANSLATE_NOOP("BustersMission", "The face-up Number card"), QT_TRANSLATE_NOOP("BustersMission", "Cut the 4 wires of this value to turn up an Equipment card, usable at once whatever its number.")),
        "discarded": (QT_TRANSLATE_NOOP("BustersMission", "Discarded Number cards"), QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of each of these values are cut.")),
        "face_down_equipment": (QT_TRANSLATE_NOOP("BustersMission", "Face-down Equipment cards"), QT_TRANSLATE_NOOP("BustersMission", "Nobody knows what they are. One turns face up each time the 4 wires of the face-up Number card are cut.")),
    },
))
