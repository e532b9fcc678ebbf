"""Mission 50's card and texts (reference, Mission 50)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=50,
    title=QT_TRANSLATE_NOOP("BustersMission", "The Blackest Sea"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "You should have guessed that Rabbit the Red would strike again, this time at midnight in the middle of the ocean! He has hijacked your ship and turned off the power. Can you remember where everything is, even while the lights are off?"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\n2 yellow wires.\n\nReturn all the validation tokens and the red and yellow markers to the box: they are not used in this mission. Everyone examines the red and yellow wires in play before they are shuffled in with the blue ones.\n\nInstead of putting their info token in front of their hand, everyone first points at the wire with their finger, then puts the token beside their tile stand. Yes, you will have to remember all of this!\n\n2 players: 3 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "If a cut action fails, the info token is not put in front of the chosen wire but beside its tile stand.\n\nIt goes without saying that the bomb disposal experts cannot share what they each memorized.\n\nAll equipment is otherwise used normally (the Post-it's token goes in front of the wire).\n\nOn this table a token beside a stand says only that this stand holds a wire of its value: where it was is for you to remember."),
    events={
        "busters.m50.red": (QT_TRANSLATE_NOOP("BustersMission", "Everyone examines the red wires in play before they are shuffled in: %1."), ("cards",)),
        "busters.m50.yellow": (QT_TRANSLATE_NOOP("BustersMission", "Everyone examines the yellow wires in play before they are shuffled in: %1."), ("cards",)),
    },
    specials={
        "beside": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Point at %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at %1 and put a token of its value beside its stand?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Point at one of your blue wires: a token of its value goes beside its tile stand, and nobody marks which wire it was."), arg="wire"),
    },
    prompts={
        "beside": QT_TRANSLATE_NOOP("BustersMission", "%1: point at one of your blue wires; its info token goes beside the stand."),
    },
))
