"""Mission 24's card and texts (reference, Mission 24)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=24,
    title=QT_TRANSLATE_NOOP("BustersMission", "Tally Ho!"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "We are counting on you to carefully count the wires. Hurry! The final countdown is coming soon..."),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nReplace the info tokens with the ×1, ×2, ×3 and ×4 tokens for the whole mission (setup and game). They show that the indicated value is on that tile stand once, twice, three or four times (cut wires included). The ×2, ×3 and ×4 can go in front of any wire of that value. They can not go in front of red wires.\n\n2 players: 3 red wires."),
    back=QT_TRANSLATE_NOOP("BustersMission", "For the whole mission, always use ×1-×4 tokens instead of info tokens (1-12): during setup, when an action fails, and with Equipment 4 (Post-it).\n\nWith the Post-it, a token can be placed in front of a cut wire.\n\nFAQ: a ×1-×4 token on a wire swapped with the Walkie-Talkies is discarded."),
))
