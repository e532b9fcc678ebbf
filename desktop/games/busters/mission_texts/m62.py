"""Mission 62's card and texts (reference, Mission 62)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=62,
    title=QT_TRANSLATE_NOOP("BustersMission", "Armageddon Roulette"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Bruce Wallace and his team must put a bomb on an incoming meteorite before it hits Earth. But one of the rookies bumped into the bomb during training, and now it's armed! Defuse it quickly to save the future saviors of the planet!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nDraw as many Number cards as there are bomb disposal experts and put them face up on the table.\n\nSet the detonator dial to the space shown on the card: 1 space from the skull.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Each time the 4 wires of the value of a face-up Number card are cut, move the detonator dial back 1 space."),
    events={
        "busters.m62.done": (QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of %1 are cut: the detonator moves back 1 space."), ("card",)),
    },
    components={
        "cards": (QT_TRANSLATE_NOOP("BustersMission", "Number cards"), QT_TRANSLATE_NOOP("BustersMission", "Each time the 4 wires of one of these values are cut, the detonator moves back 1 space.")),
    },
))
