"""Mission 42's card and texts (reference, Mission 42; the app's script, R-BB180)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=42,
    title=QT_TRANSLATE_NOOP("BustersMission", "Time to Run Away and Join The Circus..."),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "When you received the Joker's invitation, you should have guessed it would be to a spectacle. One thing's for certain: nothing has prepared you for the mayhem you will experience in this mission!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 out of 3 red wires.\n\n4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Let the show begin! The sound file is replaced by the app's script: from the second round on, a circus act opens every round (before the Captain's turn), in this order, again and again:\n- The tightrope walkers: until the next act, a failed cut advances the detonator 2 spaces.\n- The strongman: he pushes the detonator back 1 space.\n- The trapeze: the Captain card flies to the player on the left, who starts this round; the old Captain's turn is skipped."),
    events={
        "busters.m42.tightrope": (QT_TRANSLATE_NOOP("BustersMission", "Circus act: the tightrope walkers! Until the next act, a failed cut advances the detonator 2 spaces."), ()),
        "busters.m42.strongman": (QT_TRANSLATE_NOOP("BustersMission", "Circus act: the strongman pushes the detonator back!"), ()),
        "busters.m42.trapeze": (QT_TRANSLATE_NOOP("BustersMission", "Circus act: the trapeze! The Captain card flies to the left."), ()),
        "busters.m42.captain": (QT_TRANSLATE_NOOP("BustersMission", "%1 is the Captain now and starts this round."), ("seat",)),
    },
    components={
        "act_tightrope": (QT_TRANSLATE_NOOP("BustersMission", "Act: the tightrope walkers"),
                          QT_TRANSLATE_NOOP("BustersMission", "Until the next act, a failed cut advances the detonator 2 spaces.")),
        "act_strongman": (QT_TRANSLATE_NOOP("BustersMission", "Act: the strongman"),
                          QT_TRANSLATE_NOOP("BustersMission", "He pushed the detonator back 1 space at the start of this round.")),
        "act_trapeze": (QT_TRANSLATE_NOOP("BustersMission", "Act: the trapeze"),
                        QT_TRANSLATE_NOOP("BustersMission", "The Captain card flew to the left at the start of this round; the old Captain's turn was skipped.")),
    },
))
