"""Mission 39's card and texts (reference, Mission 39)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=39,
    title=QT_TRANSLATE_NOOP("BustersMission", "The 4 Noble Wires"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "According to Dr. Strangewire, cutting the right 4 wires at just the right time will reveal invaluable information!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 out of 3 red wires.\n\n4 yellow wires.\n\nDo not put the Equipment cards on the board.\n\nPut any Number card face up on the first equipment space of the board.\n\nTake 8 Number cards at random, face down, and make a deck near the board.\n\nInstead of choosing their info token, everyone takes 1 at random and puts it in a correct place in front of their tile stand (or beside their hand if they have no wire of its value). A yellow info token drawn goes back and another is drawn.\n\n2 players: 3 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile (with no Equipment cards on the board, it never comes into play).\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of the value of the face-up Number card must be cut at the same time.\n\nSpecial action for this mission: point at and cut the 4 wires of the Number card's value (without personal equipment), even if you have none of them in your hand. If you fail, the bomb explodes!\n\nUntil this special action has been done, at the end of each round, before the Captain's turn, discard the top card of the Number deck.\n\nOnce it is done, deal all the cards left in the deck face down among the bomb disposal experts, as evenly as possible, starting with the Captain and going clockwise. Then each bomb disposal expert puts 1 info token of a value of the Number cards they received in front of a wire of that value. If they have no more info tokens of that value, they ignore it.\n\nFAQ: a Number card of a value not in your hand, or no longer in the game, is ignored (no info token)."),
    events={
        "busters.m39.declared": (QT_TRANSLATE_NOOP("BustersMission", "%1 cuts the 4 noble wires (%2) at once!"), ("seat", "value")),
        "busters.m39.pointed": (QT_TRANSLATE_NOOP("BustersMission", "%1 points at %2."), ("seat", "addrs")),
        "busters.m39.discarded": (QT_TRANSLATE_NOOP("BustersMission", "End of the round: the Number card %1 is discarded from the deck (%n left)."), ("card", "n")),
        "busters.m39.dealt": (QT_TRANSLATE_NOOP("BustersMission", "The noble wires are cut: the %n Number cards of the deck are dealt out."), ("n",)),
    },
    specials={
        "noble": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Cut the 4 noble wires"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at the 4 noble wires one by one and cut them all at once? If any of them is wrong, the bomb explodes."), tip=QT_TRANSLATE_NOOP("BustersMission", "Point at and cut the 4 wires of the Number card's value (without personal equipment), even if you have none of them in your hand. If you fail, the bomb explodes!"), arg=""),
        "point": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Point: %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at %1 as a noble wire?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Point, one by one, at the wires you cut all together: a wrong one explodes the bomb."), arg="wire"),
        "info": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Info token on %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put the info token of this wire's value in front of %1?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Put 1 info token of a value of the Number cards you received in front of a wire of that value."), arg="wire"),
    },
    components={
        "noble": (QT_TRANSLATE_NOOP("BustersMission", "The noble wires"), QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of this value must be cut at the same time, by the mission's special action.")),
        "deck": (QT_TRANSLATE_NOOP("BustersMission", "Number deck"), QT_TRANSLATE_NOOP("BustersMission", "Face down. Until the noble wires are cut, its top card is discarded at the end of each round; then its cards are dealt out.")),
        "discarded": (QT_TRANSLATE_NOOP("BustersMission", "Discarded Number cards"), QT_TRANSLATE_NOOP("BustersMission", "Discarded from the deck at the end of each round, before the noble wires are cut.")),
        "dealt": (QT_TRANSLATE_NOOP("BustersMission", "Number cards received"), QT_TRANSLATE_NOOP("BustersMission", "Put 1 info token of one of these values in front of a wire of that value (a value you no longer hold is ignored).")),
    },
    prompts={
        "point": QT_TRANSLATE_NOOP("BustersMission", "%1, point at the next noble wire."),
        "info": QT_TRANSLATE_NOOP("BustersMission", "%1, put 1 info token of a value of your Number cards in front of a wire of that value."),
    },
))
