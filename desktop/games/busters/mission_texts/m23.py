"""Mission 23's card and texts (reference, Mission 23)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=23,
    title=QT_TRANSLATE_NOOP("BustersMission", "Defusing in Fordwich"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "(381 inhabitants, 64 miles from London) Not every dangerous mission takes place in a big city. This time you have travelled to the lovely town of Fordwich, Britain's smallest. Sadly the airline lost your luggage, but there is no time to waste: get to work at once... without your equipment!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 out of 3 red wires.\n\nTake no Equipment cards during setup: instead, make a face-down deck of 7 random Equipment cards on the board.\n\nDraw a Number card at random and put it face up next to the mission card.\n\n2 players: 2 out of 3 red wires."),
    back=QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of the value of the face-up Number card must be cut at the same time.\n\nSpecial action for this mission: point at the 4 wires of the Number card's value (without equipment or the Double Detector).\n\n- If it succeeds, the wires are cut.\n- If it fails, the bomb explodes!\n\nUntil this special action has succeeded, at the end of each round (before the Captain's turn) discard the top card of the Equipment deck.\n\nOnce it has been done, every card left in the Equipment deck is put face up on the board, and all are usable at once (whichever wires are still to cut)."),
    events={
        "busters.m23.declared": (QT_TRANSLATE_NOOP("BustersMission", "%1 cuts the 4 wires of %2 at once!"), ("seat", "value")),
        "busters.m23.pointed": (QT_TRANSLATE_NOOP("BustersMission", "%1 points at %2."), ("seat", "addrs")),
        "busters.m23.discarded": (QT_TRANSLATE_NOOP("BustersMission", "End of the round: the top card of the Equipment deck is discarded (%n left)."), ("card", "n")),
        "busters.m23.equipment": (QT_TRANSLATE_NOOP("BustersMission", "The Equipment cards left in the deck come into play, usable at once: %1."), ("equipments",)),
    },
    specials={
        "noble": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Cut the 4 wires of the Number card"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at the 4 wires of the Number card's value one by one and cut them all at once? If any of them is wrong, the bomb explodes."), tip=QT_TRANSLATE_NOOP("BustersMission", "Point at and cut the 4 wires of the Number card's value (without equipment or the Double Detector). If you fail, the bomb explodes!"), arg=""),
        "point": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Point: %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at %1 as a wire of the Number card's value?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Point, one by one, at the wires you cut all together: a wrong one explodes the bomb."), arg="wire"),
    },
    components={
        "noble": (QT_TRANSLATE_NOOP("BustersMission", "Number card"), QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of this value must be cut at the same time, by the mission's special action.")),
        "equipment_deck": (QT_TRANSLATE_NOOP("BustersMission", "Equipment deck"), QT_TRANSLATE_NOOP("BustersMission", "Face down. Until the special action is done, its top card is discarded at the end of each round; then all its cards come into play, usable at once.")),
        "discarded": (QT_TRANSLATE_NOOP("BustersMission", "Discarded Equipment cards"), QT_TRANSLATE_NOOP("BustersMission", "Discarded from the deck at the end of each round, before the special action.")),
    },
    prompts={
        "point": QT_TRANSLATE_NOOP("BustersMission", "%1, point at the next wire of the Number card's value."),
    },
))
