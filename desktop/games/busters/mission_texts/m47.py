"""Mission 47's card and texts (reference, Mission 47)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

#: how the engine names a pair of cards ("3+9", "10-3") -> the sum as shown (no words
#: to translate; the texts import no engine module, so the pairs are listed here)
CHOICES = {**{f"{a}+{b}": f"{a} + {b} = {a + b}" for a in range(1, 13)
              for b in range(a + 1, 13) if a + b <= 12},
           **{f"{b}-{a}": f"{b} − {a} = {b - a}" for a in range(1, 13) for b in range(a + 1, 13)}}

register(MissionText(
    number=47,
    title=QT_TRANSLATE_NOOP("BustersMission", "Calculate the Odds"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "No one would have predicted that a bomb disposal expert would need skills in basic math, but here we are!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 out of 3 red wires.\n\nPut the 12 Number cards face up on the table in 2 rows.\n\nEquipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "To cut a wire, a bomb disposal expert must choose 2 available Number cards and add or subtract them to find the value to cut, then discard them.\n\nExamples: 3 and 9 to cut a (3 + 9 =) 12; 10 and 3 to cut a (10 − 3 =) 7.\n\nWhen no more cards are available, take all 12 cards and spread them out again.\n\nIf a bomb disposal expert can not (or does not want to) play, the detonator advances 1 space."),
    events={
        "busters.m47.sum": (QT_TRANSLATE_NOOP("BustersMission", "%1 takes the Number cards %2 and %3: %2 + %3 = %4, a %4 must be cut."), ("seat", "a", "b", "value")),
        "busters.m47.difference": (QT_TRANSLATE_NOOP("BustersMission", "%1 takes the Number cards %2 and %3: %2 − %3 = %4, a %4 must be cut."), ("seat", "a", "b", "value")),
        "busters.m47.passed": (QT_TRANSLATE_NOOP("BustersMission", "%1 does not cut: the detonator advances 1 space."), ("seat",)),
        "busters.m47.spread": (QT_TRANSLATE_NOOP("BustersMission", "No Number card can make a value still to cut: all 12 are spread out again."), ()),
    },
    specials={
        "calc": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "%1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Take these 2 Number cards and cut the value they make (%1)? They are discarded after the cut."), tip=QT_TRANSLATE_NOOP("BustersMission", "To cut a wire, choose 2 available Number cards, add or subtract them to find the value to cut, then discard them."), arg="choice", choices=CHOICES),
        "pass": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Do not cut"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Not cut this turn? The detonator advances 1 space."), tip=QT_TRANSLATE_NOOP("BustersMission", "If a bomb disposal expert can not (or does not want to) play, the detonator advances 1 space."), arg=""),
    },
    prompts={
        "calc": QT_TRANSLATE_NOOP("BustersMission", "%1, your turn: take 2 Number cards; their sum or difference is the value you cut."),
    },
    components={
        "cards": (QT_TRANSLATE_NOOP("BustersMission", "Number cards"), QT_TRANSLATE_NOOP("BustersMission", "The available Number cards: to cut, take 2 and add or subtract them to find the value to cut; they are then discarded. When none is left, all 12 are spread out again.")),
    },
))
