"""Mission 31's card and texts (reference, Mission 31; the Constraint cards: cards.py)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=31,
    title=QT_TRANSLATE_NOOP("BustersMission", "With One Hand Tied Behind My Back..."),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Some constraints we choose, others we don't... but eventually, we break free from limitations and reach our true potential!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 out of 3 red wires.\n\nPut the 5 Constraint cards A to E face up on the table. Before taking info tokens, starting with the Captain and going clockwise, each player chooses 1 card and puts it face up in front of them. With fewer than 5 players, the extra Constraint cards are discarded.\n\n2 players: we advise against choosing both A and B, or both C and D.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Each player must apply their constraint.\n\nWhen a bomb disposal expert cannot apply their constraint at the start of their turn, they flip the card face down and play as usual for the rest of the game.\n\nFAQ: once a Constraint card is flipped, the player plays normally even if they later get a matching wire back through the Walkie-Talkies."),
    events={
        "busters.m31.chosen": (QT_TRANSLATE_NOOP("BustersMission", "%1 takes %2."), ("seat", "constraint")),
        "busters.m31.flipped": (QT_TRANSLATE_NOOP("BustersMission", "%1 cannot apply %2 and flips it face down: they play as usual from now on."), ("seat", "constraint")),
    },
    specials={
        "constraint": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Take %1"),
            confirm=QT_TRANSLATE_NOOP("BustersMission", "Take Constraint card %1? You must apply it for the whole mission, until you cannot."),
            tip=QT_TRANSLATE_NOOP("BustersMission", "Starting with the Captain and going clockwise, each player chooses 1 Constraint card from A to E and puts it face up in front of them."),
            arg="constraint"),
    },
    prompts={
        "constraint": QT_TRANSLATE_NOOP("BustersMission", "%1, choose your Constraint card."),
    },
))
