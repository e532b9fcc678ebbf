"""Mission 26's card and texts (reference, Mission 26)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=26,
    title=QT_TRANSLATE_NOOP("BustersMission", "Speaking of the Wolf..."),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "You have caught the attention of the Big Bad Wolf, which means you are in trouble! His latest challenge is unlike any you have faced yet. It will take expert teamwork to survive this mission..."),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nPut all the Number cards face up on the table (cards 1 to 12).\n\nEquipment 10 (X or Y Ray) is replaced by another card.\n\n2 players: 3 red wires."),
    back=QT_TRANSLATE_NOOP("BustersMission", "On their turn, a bomb disposal expert must first flip 1 of the remaining face-up Number cards of their choice, then do a cut (Dual Cut or Solo Cut) of that number.\n\nAs the mission goes on, each bomb disposal expert has fewer options, as more Number cards are face down.\n\nIf, on their turn, no number is visible, turn all the Number cards face up and go on.\n\nWhen all 4 wires of a number are cut, remove its Number card from the game.\n\nIf the active bomb disposal expert has no wire of the visible numbers in hand, they skip their turn, but the detonator does not advance. Otherwise, they must cut wires of a visible number."),
    events={
        "busters.m26.flipped": (QT_TRANSLATE_NOOP("BustersMission", "%1 turns the Number card %2 face down: a %2 must be cut."), ("seat", "card")),
        "busters.m26.all_up": (QT_TRANSLATE_NOOP("BustersMission", "No Number card is face up: all are turned face up again."), ()),
        "busters.m26.removed": (QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of %1 are cut: its Number card leaves the game."), ("card",)),
    },
    specials={
        "flip": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Flip %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Turn the Number card %1 face down and cut a %1 this turn?"), tip=QT_TRANSLATE_NOOP("BustersMission", "On their turn, a bomb disposal expert first flips 1 of the face-up Number cards, then cuts wires of that number."), arg="card"),
    },
    components={
        "cards": (QT_TRANSLATE_NOOP("BustersMission", "Number cards"), QT_TRANSLATE_NOOP("BustersMission", "Face up: the numbers still open this round. On their turn a player turns one face down and cuts that number; when none is face up, all are turned up again.")),
    },
    prompts={
        "flip": QT_TRANSLATE_NOOP("BustersMission", "%1, choose the face-up Number card whose value you cut this turn."),
    },
))
