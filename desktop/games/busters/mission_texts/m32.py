"""Mission 32's card and texts (reference, Mission 32; the Constraint cards: cards.py)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=32,
    title=QT_TRANSLATE_NOOP("BustersMission", "Pranks-A-Plenty"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "You have met some bad apples in your time, but this creepy Clown has got to be the scariest. Either adapt to his confounding logic every round, or BOOM."),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nShuffle the 12 Constraint cards face down into a deck near the board, then flip the top card face up.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "All the bomb disposal experts must apply the visible constraint.\n\nAt the start of each player's turn, the Captain may, after consulting the others, replace the visible Constraint card with the top card of the deck.\n\nIf the active bomb disposal expert cannot play because of the constraint, they say so and skip their turn (the detonator does not advance).\n\nThe constraints do not apply to Reveal Your Red Wires.\n\nFAQ: once the deck is empty, play goes on without any constraint."),
    events={
        "busters.m32.card": (QT_TRANSLATE_NOOP("BustersMission", "The card in force is now: %1."), ("constraint",)),
    },
    specials={
        "keep": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Keep the card"),
            tip=QT_TRANSLATE_NOOP("BustersMission", "The visible Constraint card stays for this turn.")),
        "replace": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Replace the card"),
            confirm=QT_TRANSLATE_NOOP("BustersMission", "Replace the visible Constraint card with the top card of the deck?"),
            tip=QT_TRANSLATE_NOOP("BustersMission", "At the start of each player's turn, the Captain may replace the visible Constraint card with a new card from the top of the deck. Once the deck is empty, no constraint applies.")),
    },
    components={
        "constraint_deck": (QT_TRANSLATE_NOOP("BustersMission", "Constraint deck"),
                            QT_TRANSLATE_NOOP("BustersMission", "The Constraint cards left, face down. At the start of each turn the Captain may replace the visible card with the top one.")),
    },
    prompts={
        "keep": QT_TRANSLATE_NOOP("BustersMission", "%1, Captain: keep the visible Constraint card for this turn, or replace it?"),
    },
))
