"""Mission 43's card and texts (reference, Mission 43)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=43,
    title=QT_TRANSLATE_NOOP("BustersMission", "Nano the Robot"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Welcome to the future! Nano is the cutting edge of bomb disposal technology, but we are not certain whether it is helping or making things more difficult..."),
    front=QT_TRANSLATE_NOOP("BustersMission", "3 red wires.\n\nPut Nano the Robot on space 1 of the board.\n\nWhen the wires are dealt, deal some face down to Nano without looking at them: 5 wires with 2 players, 4 with 3-4 players, 3 with 5 players.\n\n2 players: the Captain draws their info token at random.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "At the end of each turn, Nano advances 1 space. When it reaches space 12 it turns around, and its next move goes to 11.\n\nWhen the active bomb disposal expert cuts wires of the value of Nano's space, they take a wire from the robot and, without showing it, put it in order in their hand (with 2 tile stands, they choose which stand).\n\nTo defuse the bomb, all wires must be cut (or red wires revealed), even Nano's.\n\nThe Coffee Mug does not stop Nano from advancing."),
    events={
        "busters.m43.moved": (QT_TRANSLATE_NOOP("BustersMission", "Nano moves to space %1."), ("value",)),
    },
    specials={
        "stand": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Put it on stand %1"),
            tip=QT_TRANSLATE_NOOP("BustersMission", "With 2 tile stands, you choose which stand receives Nano's wire; it goes in order."),
            arg="choice", choices={"0": QT_TRANSLATE_NOOP("BustersMission", "stand 1"),
                                   "1": QT_TRANSLATE_NOOP("BustersMission", "stand 2")}),
    },
    components={
        "nano": (QT_TRANSLATE_NOOP("BustersMission", "Nano the Robot"),
                 QT_TRANSLATE_NOOP("BustersMission", "Nano advances 1 space at the end of every turn and turns around at 12. Cutting wires of its space's value gives you one of its wires.")),
        "nano_wire": (QT_TRANSLATE_NOOP("BustersMission", "Nano's wire: %1"),
                      QT_TRANSLATE_NOOP("BustersMission", "The wire you take from Nano. Only you see it; choose the stand it goes on.")),
    },
    prompts={
        "stand": QT_TRANSLATE_NOOP("BustersMission", "%1, you take a wire from Nano: which stand does it go on?"),
    },
))
