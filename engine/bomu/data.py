"""Bomb ぼむ！ component data: the house edition of shared/rules/FACTS.md.

The rule text gives 42 cards, 10 white bomb dice, 1 red die and 3 lives each; the
card mix and the die faces are not published, so these are house data (H) and are
shown as such in the in-app rules. Change them here and nowhere else.
"""
from __future__ import annotations

ZERO = "0"
SAFE = "SAFE"
NUMBERS = tuple(str(n) for n in range(1, 9))

ZERO_CARDS = 5                  # one per player; the rest stay in the box
NUMBER_COPIES = 4               # "1".."8", four of each
SAFE_CARDS = 5

START_LIVES = 3
START_HAND = 3                  # dealt besides the "0" card
START_DICE = 2
MAX_DICE = 10
HAND_AFTER_EXPLOSION = 4        # discard down to this after a failed round
BONUS_MARKS = 4                 # this many card marks may be taken as a life

# Die faces. "X" is the red die's bomb+ignition face (☒): one bomb and one ignition.
BOMB, IGNITION, CARD, BLANK, BOTH = "bomb", "ignition", "card", "blank", "both"
WHITE_FACES = (BOMB, IGNITION, CARD, CARD, BLANK, BLANK)
RED_FACES = (BOTH, BOTH, BOMB, IGNITION, CARD, BLANK)

#: faces -> (bomb marks, ignition marks, card marks)
MARKS = {
    BOMB: (1, 0, 0), IGNITION: (0, 1, 0), CARD: (0, 0, 1), BLANK: (0, 0, 0), BOTH: (1, 1, 0),
}


def deck_cards() -> list[str]:
    """The shuffled part of the deck: every card but the "0"s."""
    return [n for n in NUMBERS for _ in range(NUMBER_COPIES)] + [SAFE] * SAFE_CARDS


def card_value(card: str) -> int:
    """The number a played card shows (SAFE is never played face down)."""
    if card == SAFE:
        raise ValueError("SAFE has no number")
    return int(card)


def sort_key(card: str) -> tuple[int, int]:
    return (1, 0) if card == SAFE else (0, int(card))
