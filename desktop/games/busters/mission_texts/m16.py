"""Mission 16's card and texts (reference, Mission 16)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=16,
    title=QT_TRANSLATE_NOOP("BustersMission", "Time to Reprioritize (Is this déjà vu?)"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Days blur into each other, and sometimes it feels like living in the moment... but it's the same exact moment. Do we blame science, or a certain mad scientist?"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\n2 out of 3 yellow wires.\n\nShuffle the Number cards, draw 3 and put them face up in a line on the table. Put the Sequence card (side B) above the leftmost card.\n\n2 players: 2 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Some of the wires must be cut in order:\n\n- You can not cut the b wires until you have cut all 4 a wires.\n- You can not cut the c wires until you have cut all 4 a wires and all 4 b wires.\n- The other wires (all but those of the three Number cards) may be cut in any order.\n\nOnce all 4 a wires are cut, flip the a card face down and move the Sequence card on to the next Number card. Do the same once all 4 b wires are cut."),
    events={
        "busters.m16.moved": (QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of %1 are cut: the Sequence card moves on."), ("card", "next")),
        "busters.m16.blocked": (QT_TRANSLATE_NOOP("BustersMission", "%1 has only wires the sequence still blocks: the bomb explodes!"), ("seat",)),
    },
    components={
        "sequence": (QT_TRANSLATE_NOOP("BustersMission", "Sequence card (side B)"), QT_TRANSLATE_NOOP("BustersMission", "Cut the values in the order a, b, c: the card pointed at opens once all 4 of its wires are cut; values on no card are cut in any order.")),
    },
))
