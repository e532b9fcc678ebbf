"""Mission 29's card and texts (reference, Mission 29)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=29,
    title=QT_TRANSLATE_NOOP("BustersMission", "Guessing Game"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Pay attention: it's time for some proper prognostication!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "3 red wires.\n\nShuffle the Number cards and deal 2 face down to each player (3 to the player on the Captain's right); the rest make a face-down deck on the table. Each player picks up their cards discreetly.\n\n2 players: the Captain puts no info token in front of their stand during setup."),
    back=QT_TRANSLATE_NOOP("BustersMission", "At the start of a player's turn:\n\n1. The player to the right of the active bomb disposal expert puts 1 of their Number cards face down on the table.\n2. The active bomb disposal expert plays their turn as usual.\n3. Then the face-down Number card is revealed. If the active bomb disposal expert has just cut wires of this value, the detonator advances 1 space.\n4. The active bomb disposal expert takes the revealed Number card.\n\nAs soon as 4 wires of a value are cut, its Number card is discarded.\n\nAs soon as a player has only 1 card left, they draw 1 card at a time from the deck until they draw a number whose wires are not all cut.\n\nWhen only 1 value is left to cut, the last Number card is discarded at once.\n\nFAQ: with a multi-wire detector, only the wire actually cut can advance the detonator. A player with no wires left puts their Number cards face down under the deck. If the right-hand neighbour has no Number card, the next player to the right lays one instead."),
    events={
        "busters.m29.laid": (QT_TRANSLATE_NOOP("BustersMission", "%1 lays a Number card face down for %2's turn."), ("seat", "owner")),
        "busters.m29.revealed": (QT_TRANSLATE_NOOP("BustersMission", "The card laid for %2 is revealed: %1."), ("card", "seat")),
        "busters.m29.discarded": (QT_TRANSLATE_NOOP("BustersMission", "Number cards discarded (their wires are cut, or one value is left): %1."), ("values",)),
        "busters.m29.drawn": (QT_TRANSLATE_NOOP("BustersMission", "%1 is down to 1 Number card and draws from the deck."), ("seat",)),
        "busters.m29.returned": (QT_TRANSLATE_NOOP("BustersMission", "%1 has no wires left and puts their Number cards under the deck."), ("seat",)),
    },
    specials={
        "lay": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Lay %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Lay the Number card %1 face down? If the active player cuts that value this turn, the detonator advances."), tip=QT_TRANSLATE_NOOP("BustersMission", "The player to the right of the active bomb disposal expert puts 1 of their Number cards face down; if the active player then cuts that value, the detonator advances 1 space."), arg="card"),
    },
    components={
        "hand": (QT_TRANSLATE_NOOP("BustersMission", "Number cards"), QT_TRANSLATE_NOOP("BustersMission", "Hidden from the others. At the start of the turn of the player on your left, lay one face down: if they cut its value, the detonator advances.")),
        "deck": (QT_TRANSLATE_NOOP("BustersMission", "Number deck"), QT_TRANSLATE_NOOP("BustersMission", "Face down. A player left with 1 card draws from it until a number whose wires are not all cut.")),
        "laid": (QT_TRANSLATE_NOOP("BustersMission", "The card laid face down"), QT_TRANSLATE_NOOP("BustersMission", "Revealed after the turn: if the active player has just cut its value, the detonator advances 1 space; they then take it.")),
        "discarded": (QT_TRANSLATE_NOOP("BustersMission", "Discarded Number cards"), QT_TRANSLATE_NOOP("BustersMission", "All their wires are cut (or theirs was the last value left to cut).")),
    },
    prompts={
        "lay": QT_TRANSLATE_NOOP("BustersMission", "%1, lay 1 of your Number cards face down for the active player's turn."),
    },
))
