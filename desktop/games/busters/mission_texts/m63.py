"""Mission 63's card and texts (reference, Mission 63)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=63,
    title=QT_TRANSLATE_NOOP("BustersMission", "It is Positively Titanic"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "What a strange name for a huge ship that promises never to sink. Stranger still: someone has put a bomb in its hull! Put on your wetsuits, manage your oxygen and become kings of the world!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nThe Captain takes the Oxygen tokens: 14 with 2 bomb disposal experts, 18 with 3, 24 with 4, 30 with 5.\n\nEquipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "To do a cut action, a bomb disposal expert must put as many Oxygen tokens in the reserve as the value of the wires pointed at (to try to cut 5s, 5 tokens go to the reserve).\n\nAt the end of their turn, the active bomb disposal expert gives all their remaining Oxygen tokens to the player on their left.\n\nAfter each round, the Captain begins their turn by taking all the Oxygen tokens from the reserve.\n\nIf a bomb disposal expert can not play for lack of Oxygen tokens, they skip their turn and the detonator advances 1 space.\n\nUnder water you can not speak. One sign is allowed: a thumbs up when you need more oxygen.\n\nFAQ: you must play if you have enough oxygen; you can not skip your turn on purpose."),
    events={
        "busters.m63.paid": (QT_TRANSLATE_NOOP("BustersMission", "%1 puts %n Oxygen token(s) in the reserve (%2 left to pass on)."), ("seat", "left", "n",)),
        "busters.m63.passed": (QT_TRANSLATE_NOOP("BustersMission", "%1 gives their %n remaining Oxygen token(s) to %2, on their left."), ("seat", "owner", "n",)),
        "busters.m63.refilled": (QT_TRANSLATE_NOOP("BustersMission", "New round: %1 takes back the Oxygen tokens of the reserve (%2 in hand)."), ("seat", "left",)),
    },
    components={
        "oxygen": (QT_TRANSLATE_NOOP("BustersMission", "Oxygen tokens in hand"), QT_TRANSLATE_NOOP("BustersMission", "A cut costs as many tokens as its value; what is left goes to the player on the left at the end of the turn.")),
        "reserve": (QT_TRANSLATE_NOOP("BustersMission", "Oxygen reserve"), QT_TRANSLATE_NOOP("BustersMission", "The tokens spent this round: the Captain takes them all back at the start of the next round.")),
    },
))
