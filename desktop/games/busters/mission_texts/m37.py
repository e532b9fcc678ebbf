"""Mission 37's card and texts (reference, Mission 37; the Constraint cards: cards.py)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=37,
    title=QT_TRANSLATE_NOOP("BustersMission", "Joker's Gone Wild"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "He is either screwy or has a loose wire: every time you make progress, he moves the goalposts! This clown is really getting on your nerves."),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nShuffle the 12 Constraint cards face down into a deck near the board. Flip the first card face up.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "All the bomb disposal experts must apply the visible constraint on their turn.\n\nEach time the 4 wires of a value have been cut, replace the visible Constraint card with the top card of the deck.\n\nIf the active bomb disposal expert cannot play because of the constraint, they say so and skip their turn (the detonator does not advance). But if none of the bomb disposal experts can play during a whole round, the detonator advances 1 space and the constraint is replaced.\n\nOnce the deck is empty, no more constraints are used.\n\nThe constraints do not apply to Reveal Your Red Wires."),
    events={
        "busters.m37.card": (QT_TRANSLATE_NOOP("BustersMission", "The card in force is now: %1."), ("constraint",)),
        "busters.m37.free": (QT_TRANSLATE_NOOP("BustersMission", "The last card, %1, is turned up: the deck is empty, so no constraint applies any more."), ("constraint",)),
        "busters.m37.nobody_played": (QT_TRANSLATE_NOOP("BustersMission", "Nobody could play for a whole round: the detonator advances and the Constraint card is replaced."), ()),
    },
    components={
        "constraint_deck": (QT_TRANSLATE_NOOP("BustersMission", "Constraint deck"),
                            QT_TRANSLATE_NOOP("BustersMission", "The Constraint cards left, face down. The visible card is replaced each time the 4 wires of a value are cut.")),
    },
))
