"""Mission 44's card and texts (reference, Mission 44)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=44,
    title=QT_TRANSLATE_NOOP("BustersMission", "Underwater Pressure"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Rabbit the Red is an infamous pirate with a penchant for explosives. It is time to learn how to use oxygen tanks... and manage the pressure of cutting wires deep underwater!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 out of 3 red wires.\n\nPut 2 Oxygen tokens per bomb disposal expert in the Reserve (6 tokens with 3 players).\n\nEquipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "To do a cut action, a bomb disposal expert must first take from the Reserve as many Oxygen tokens as the depth: wires 1-4: 1 token; wires 5-8: 2 tokens; wires 9-12: 3 tokens.\n\nAt the start of the Captain's turn, all Oxygen tokens go back to the Reserve.\n\nA bomb disposal expert who cannot play for lack of Oxygen tokens skips their turn, and the detonator advances 1 space.\n\nUnder water you cannot speak: the only sign allowed is a thumbs up when you need more oxygen."),
    events={
        "busters.m44.oxygen": (QT_TRANSLATE_NOOP("BustersMission", "%1 takes Oxygen from the Reserve: %2 (%3 left)."), ("seat", "n", "left")),
        "busters.m44.refilled": (QT_TRANSLATE_NOOP("BustersMission", "The Oxygen tokens go back to the Reserve: %1."), ("left",)),
    },
    components={
        "oxygen": (QT_TRANSLATE_NOOP("BustersMission", "Oxygen reserve"),
                   QT_TRANSLATE_NOOP("BustersMission", "A cut takes 1 token for wires 1-4, 2 for 5-8, 3 for 9-12. All tokens come back at the start of the Captain's turn.")),
    },
))
