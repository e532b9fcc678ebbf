"""Mission 57's card and texts (reference, Mission 57)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=57,
    title=QT_TRANSLATE_NOOP("BustersMission", "An Impossible Mission"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Someone called Ethan has sent you a message: “I am on vacation. Your mission, should you choose to accept it, is to save the world... again. Have fun and good luck!” THIS MESSAGE WILL SELF-DESTRUCT IN... 10... 9... 8... 7... 6... 5... 4... 3... 2... 1... BOOM!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\nPut all the Number cards face up on the table and pair each one with a random face-up Constraint card.\n\nEquipment 10-10 (Disintegrator) is replaced by another card.\n\n2 players: 2 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Each time you put a validation token on the board, put the Constraint card paired with its number on the board, on top of the previous Constraint card if there is one. Only one Constraint card is ever in force.\n\nAll the bomb disposal experts must apply this constraint on their turn.\n\nIf the active bomb disposal expert can not play because of the constraint, they say so and skip their turn (the detonator does not move). But if none of the bomb disposal experts can play during a whole round, the bomb explodes!\n\nThe constraints do not apply to Reveal Your Red Wires."),
    events={
        "busters.m57.card": (QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of %1 are validated: its Constraint card %2 is now in force."), ("card", "constraint")),
        "busters.m57.nobody_played": (QT_TRANSLATE_NOOP("BustersMission", "Nobody could play for a whole round: the bomb explodes!"), ()),
    },
    components={
        "pairs": (QT_TRANSLATE_NOOP("BustersMission", "Number cards and their Constraint cards"), QT_TRANSLATE_NOOP("BustersMission", "When the 4 wires of a number are validated, the Constraint card paired with it comes into force for everyone.")),
    },
))
