"""Mission 21's card and texts (reference, Mission 21)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=21,
    title=QT_TRANSLATE_NOOP("BustersMission", "Death by Haggis"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "The term “Flavor Bomb” has taken on a new meaning: a bomb hidden in a haggis! The dish might be odd, but keep an even keel and everyone will make it out in one piece."),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 out of 2 red wires.\n\nReplace all the info tokens with even/odd tokens.\n\nDuring setup, instead of an info token, put 1 even/odd token in front of your stand: you share whether the wire is even or odd, not its number.\n\n2 players: 2 red wires."),
    back=QT_TRANSLATE_NOOP("BustersMission", "For the whole mission, always use even/odd tokens instead of info tokens (1-12): during setup, when an action fails, and with Equipment 4 (Post-it)."),
))
