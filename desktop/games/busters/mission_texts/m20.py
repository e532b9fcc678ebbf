"""Mission 20's card and texts (reference, Mission 20)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=20,
    title=QT_TRANSLATE_NOOP("BustersMission", "The Big Bad Wolf"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "The latest reports reveal a new serial bomber with a nefarious nickname; but who's afraid of The Big Bad Wolf? Not you! Not you!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\n2 yellow wires.\n\nThe last wire dealt to each tile stand is not sorted: it goes at the far right end of the stand, whatever its value, with an X token in front of it.\n\nEquipment 2 (Walkie-Talkies) is replaced by another card.\n\n2 players: 2 out of 3 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "There are no special rules: play as usual, and remember that X tokens point to wires that are not in order.\n\nEquipment cards can not be used on X wires: X wires ignore all equipment, personal equipment, the Super Detector and the General Radar included."),
    components={
        "x_wire": (QT_TRANSLATE_NOOP("BustersMission", "X wire"), QT_TRANSLATE_NOOP("BustersMission", "The last wire dealt to this stand, out of order at its far right. No equipment touches it.")),
    },
))
