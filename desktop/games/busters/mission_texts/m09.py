"""Mission 9's card and texts (reference, Mission 9)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=9,
    title=QT_TRANSLATE_NOOP("BustersMission", "A Sense of Priorities"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Today's bomb comes with unusual instructions: a formidable mad scientist has tinkered with the device, and several of its wires must be cut in a specific order. Just remember your training and everything will be OK!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\n2 yellow wires.\n\nShuffle the Number cards, draw 3 and set them face up in a line on the table. Place the Sequence card (side A) above the leftmost card.\n\n2 players: 2 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Some of the wires must be cut in order:\n\n- You can not cut any b wire until you have cut at least 2 a wires.\n- You can not cut c wires until you have cut at least 2 a wires and 2 b wires.\n- The other wires (all but those of the three Number cards) may be cut in any order.\n\nOnce 2 a wires are cut, flip the a card face down and move the Sequence card on to the next Number card. Do the same once 2 b wires are cut.\n\nFAQ: if a player has only wires the sequence still blocks left (they can only cut values not yet unlocked), the bomb explodes."),
    events={
        "busters.m9.moved": (QT_TRANSLATE_NOOP("BustersMission", "Enough wires of %1 are cut: the Sequence card moves on."), ("card", "next")),
        "busters.m9.blocked": (QT_TRANSLATE_NOOP("BustersMission", "%1 has only wires the sequence still blocks: the bomb explodes!"), ("seat",)),
    },
    components={
        "sequence": (QT_TRANSLATE_NOOP("BustersMission", "Sequence card (side A)"), QT_TRANSLATE_NOOP("BustersMission", "Cut the values in the order a, b, c: the card pointed at opens once 2 of its wires are cut; values on no card are cut in any order.")),
    },
))
