"""Mission 35's card and texts (reference, Mission 35)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=35,
    title=QT_TRANSLATE_NOOP("BustersMission", "No Link, Single Wire"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "This lonely wire is hardwired!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 out of 3 red wires.\n\n4 yellow wires.\n\nBefore shuffling the red and yellow wires into the blue ones, give each bomb disposal expert 1 blue wire face down per tile stand. It is not sorted but put at the far right end of the stand, with an X token in front of it. Then shuffle the other wires and deal them as usual.\n\nEquipment 2 (Walkie-Talkies) is replaced by another card.\n\n2 players: 3 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "The wires with X tokens can be cut in the normal way (Dual Cut or Solo Cut), but only once all 4 yellow wires have been cut.\n\nEquipment cards can not be used on X wires: X wires ignore all equipment, personal equipment, the Super Detector and the General Radar included."),
    components={
        "x_wire": (QT_TRANSLATE_NOOP("BustersMission", "X wire"),
                   QT_TRANSLATE_NOOP("BustersMission", "A blue wire dealt first, out of order at the far right of the stand. It can be cut normally once all 4 yellow wires are cut; no equipment touches it.")),
    },
))
