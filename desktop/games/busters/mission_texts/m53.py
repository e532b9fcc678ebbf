"""Mission 53's card and texts (reference, Mission 53)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=53,
    title=QT_TRANSLATE_NOOP("BustersMission", "Nano Nano"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "The Fourth(?) Law of Robotics: sometimes a robot will buck convention and do whatever it wants."),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nPut Nano just before space 1 of the board.\n\nThe detonator dial is not used in this mission.\n\nIf the Rewinder (6) or the Stabilizer (9) is drawn, discard it and draw a new card.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "At the end of each turn, Nano moves:\n- a cut action succeeds: +1 space;\n- a cut action succeeds and the wires' value is the number of Nano's space: -1 space;\n- a cut action fails: +2 spaces.\n\nBeware: if Nano reaches space 12, kaboom, the bomb explodes!\n\nA turn without a cut action (Reveal Your Red Wires, the Coffee Mug) does not move Nano."),
    events={
        "busters.m53.moved": (QT_TRANSLATE_NOOP("BustersMission", "Nano moves to space %1."), ("value",)),
    },
    components={
        "nano": (QT_TRANSLATE_NOOP("BustersMission", "Nano the Robot"),
                 QT_TRANSLATE_NOOP("BustersMission", "A successful cut moves Nano +1 space (-1 if the wires' value is Nano's space); a failed cut +2. On space 12 the bomb explodes.")),
    },
))
