"""Mission 65's card and texts (reference, Mission 65)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=65,
    title=QT_TRANSLATE_NOOP("BustersMission", "Hand-Me-Downs"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "“Hey, can I have your number?”"),
    front=QT_TRANSLATE_NOOP("BustersMission", "3 red wires.\n\nShuffle the Number cards and deal them out as evenly as possible. Everyone keeps their Number cards face up in front of them. (With 5 players, the Captain and the player to their left get 3 cards, the others 2.)\n\nEquipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.\n\n2 players: MISSION IMPOSSIBLE! This mission can not be played with 2 bomb disposal experts.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "To cut, a bomb disposal expert must try to cut a value of one of their Number cards.\n\nIf the active bomb disposal expert has no wire of any of their numbers in hand, they skip their turn and the detonator advances 1 space.\n\nIn all cases, at the end of their turn, the active bomb disposal expert chooses 1 of their Number cards and gives it to a teammate.\n\nWhen the 4 wires of a value are cut, turn its Number card face down: face-up cards can be given, face-down ones are values all cut.\n\nEquipment 11 (Coffee Mug) lets you skip your turn."),
    events={
        "busters.m65.given": (QT_TRANSLATE_NOOP("BustersMission", "%1 gives the Number card %3 to %2."), ("seat", "owner", "card")),
    },
    specials={
        "give": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Give %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Give the Number card %1 away?"), tip=QT_TRANSLATE_NOOP("BustersMission", "At the end of their turn, the active bomb disposal expert chooses 1 of their face-up Number cards to give to a teammate."), arg="card"),
        "giveto": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "To %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Give the card to %1?"), tip=QT_TRANSLATE_NOOP("BustersMission", "The teammate who receives the card."), arg="seat"),
    },
    components={
        "hand": (QT_TRANSLATE_NOOP("BustersMission", "Number cards"), QT_TRANSLATE_NOOP("BustersMission", "A player may cut only the values of their own cards. Face down: the 4 wires of that value are cut.")),
    },
    prompts={
        "give": QT_TRANSLATE_NOOP("BustersMission", "%1, end of your turn: choose 1 of your Number cards to give to a teammate."),
        "giveto": QT_TRANSLATE_NOOP("BustersMission", "%1: to whom do you give the card?"),
    },
))
