"""Mission 36's card and texts (reference, Mission 36)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=36,
    title=QT_TRANSLATE_NOOP("BustersMission", "Panic under the Palm Trees"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Welcome to Bora Bora. It's paradise...but not today! Today there will be no cannonballing into the pool..."),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 out of 3 red wires.\n\n2 yellow wires.\n\nShuffle the Number cards and deal 5 of them face up in a line on the table. Do not reorder them.\n\nThe Captain chooses (without consulting the others) at which end of the line to put the Sequence card (side A), its arrow pointing along the line.\n\n2 players: 2 out of 3 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Wires whose values match the face-up Number cards must be cut in the order shown by the Sequence card's arrow. Each time a bomb disposal expert cuts 2 wires of the number next to the Sequence card, they remove this Number card and choose (without consulting the others) at which end of the line to put the Sequence card.\n\nWires whose values match none of the face-up Number cards can be cut at any time.\n\nAt the table: only the card next to the Sequence card may be cut among the line's values; the player whose cut makes 2 wires of it is the one who moves the Sequence card (with one card left, there is nothing to choose)."),
    events={
        "busters.m36.placed": (QT_TRANSLATE_NOOP("BustersMission", "%1 puts the Sequence card at the %2 end: %3 is next."), ("seat", "side", "card")),
        "busters.m36.removed": (QT_TRANSLATE_NOOP("BustersMission", "2 wires of %2 are cut: %1 removes its Number card from the line."), ("seat", "card")),
    },
    specials={
        "left": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Left end"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put the Sequence card at the left end of the line?"), tip=QT_TRANSLATE_NOOP("BustersMission", "The card next to the Sequence card is the only value of the line that may be cut now."), arg=""),
        "right": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Right end"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put the Sequence card at the right end of the line?"), tip=QT_TRANSLATE_NOOP("BustersMission", "The card next to the Sequence card is the only value of the line that may be cut now."), arg=""),
    },
    components={
        "line": (QT_TRANSLATE_NOOP("BustersMission", "Number cards in line"), QT_TRANSLATE_NOOP("BustersMission", "Of the line's values, only the card next to the Sequence card may be cut; 2 of its wires cut remove it. Values off the line are cut at any time.")),
        "removed": (QT_TRANSLATE_NOOP("BustersMission", "Removed Number cards"), QT_TRANSLATE_NOOP("BustersMission", "Their values are cut at any time now.")),
    },
    prompts={
        "left": QT_TRANSLATE_NOOP("BustersMission", "%1: at which end of the line do you put the Sequence card?"),
        "right": QT_TRANSLATE_NOOP("BustersMission", "%1: at which end of the line do you put the Sequence card?"),
    },
))
