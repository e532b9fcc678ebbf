"""Mission 54's card and texts (reference, Mission 54; the app's script, R-BB179)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=54,
    title=QT_TRANSLATE_NOOP("BustersMission", "The Attack of Rabbit the Red"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "A pirate attack, one nuclear submarine, multiple breaches, and a bomb... sounds like a typical day for a highly-trained team of bomb disposal experts!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "11 red wires. Do not shuffle them with the others: they lie face down on this card.\n\nEach bomb disposal expert takes Oxygen tokens and keeps them in view: 9 each with 2 players, 6 with 3, 3 with 4, 2 with 5. The rest form the Reserve.\n\nEquipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "To do a cut action, a bomb disposal expert must first spend Oxygen tokens by the depth, into the Reserve: wires 1-4: 1 token; wires 5-8: 2 tokens; wires 9-12: 3 tokens.\n\nA bomb disposal expert who cannot play for lack of Oxygen tokens at the start of their turn skips it, and the detonator advances 1 space. If you can play, you must.\n\nEach time a Validation token is put on the board, each bomb disposal expert takes 1 Oxygen token from the Reserve.\n\nThe sound file is replaced by the app's script: from the second round on, at the start of each round the hull breaches and a red wire from the card leaks into a random player's hand (4 breaches in all). Only that player sees it; it goes in order on their stand."),
    events={
        "busters.m54.spent": (QT_TRANSLATE_NOOP("BustersMission", "%1 spends Oxygen: %2 (%3 left)."), ("seat", "n", "left")),
        "busters.m54.breathe": (QT_TRANSLATE_NOOP("BustersMission", "A Validation token: each bomb disposal expert takes 1 Oxygen token (%1 taken)."), ("n",)),
        "busters.m54.breach": (QT_TRANSLATE_NOOP("BustersMission", "Breach! A red wire leaks into %1's hand (%2 breaches to come)."), ("seat", "left")),
    },
    components={
        "oxygen": (QT_TRANSLATE_NOOP("BustersMission", "Oxygen"),
                   QT_TRANSLATE_NOOP("BustersMission", "A cut costs 1 token for wires 1-4, 2 for 5-8, 3 for 9-12, spent into the Reserve. Each Validation token gives every player 1 token back.")),
        "reserve": (QT_TRANSLATE_NOOP("BustersMission", "Oxygen reserve"),
                    QT_TRANSLATE_NOOP("BustersMission", "Spent tokens go here; each Validation token gives every player 1 token from it.")),
        "reds": (QT_TRANSLATE_NOOP("BustersMission", "Red wires on the card"),
                 QT_TRANSLATE_NOOP("BustersMission", "Face down; at each breach one of them leaks into a random player's hand.")),
        "breaches": (QT_TRANSLATE_NOOP("BustersMission", "Breaches to come"),
                     QT_TRANSLATE_NOOP("BustersMission", "From the second round on, the hull breaches at the start of each round, 4 times in all.")),
    },
))
