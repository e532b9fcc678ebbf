"""Mission 33's card and texts (reference, Mission 33)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=33,
    title=QT_TRANSLATE_NOOP("BustersMission", "What Happens in Vegas..."),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "One clown is never enough: now G. Clowney and his 11 friends have attached a bomb to the casino safe! Will this be Game On or Game Over?"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 out of 3 red wires.\n\nReplace all the info tokens with even/odd tokens.\n\nDuring setup, instead of an info token, put 1 even/odd token in front of your stand: you share whether the wire is even or odd, not its number.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "For the whole mission, always use even/odd tokens instead of info tokens (1-12): during setup, when an action fails, when you make a mistake, and with Equipment 4 (Post-it)."),
))
