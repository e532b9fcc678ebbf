"""Mission 49's card and texts (reference, Mission 49)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=49,
    title=QT_TRANSLATE_NOOP("BustersMission", "Message in a Bottle"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Rabbit the Red may be a pirate, but he never shares his bottles of rum. Bomb disposal experts have no choice: you must all share your bottles... of oxygen... wisely!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nEach player puts Oxygen tokens in view in front of them: 7 each with 2 bomb disposal experts, 6 with 3, 5 with 4, 4 with 5.\n\nEquipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "To do a cut action, a bomb disposal expert must first give a teammate as many Oxygen tokens as the value of the wire they want to cut (to try to cut a 5, give 5 tokens to one teammate, not necessarily the one whose wire you cut).\n\nIf a bomb disposal expert can not play for lack of Oxygen tokens, they skip their turn and the detonator advances 1 space.\n\nUnder water you can not speak. One sign is allowed: a thumbs up when you need more oxygen."),
    events={
        "busters.m49.given": (QT_TRANSLATE_NOOP("BustersMission", "%1 gives %n Oxygen token(s) to %2."), ("seat", "owner", "n",)),
    },
    specials={
        "give": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "To %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Give the Oxygen tokens of this cut to %1?"), tip=QT_TRANSLATE_NOOP("BustersMission", "To cut wires of a value, first give that many Oxygen tokens to one teammate of your choice."), arg="seat"),
    },
    components={
        "oxygen": (QT_TRANSLATE_NOOP("BustersMission", "Oxygen tokens"), QT_TRANSLATE_NOOP("BustersMission", "A cut of value v costs v tokens, given to a teammate; a player who can pay for no cut skips, and the detonator advances.")),
    },
    prompts={
        "give": QT_TRANSLATE_NOOP("BustersMission", "%1, which teammate receives the Oxygen tokens of your cut?"),
    },
))
