"""Mission 40's card and texts (reference, Mission 40)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=40,
    title=QT_TRANSLATE_NOOP("BustersMission", "Hard to Die (A Christmas Tale)"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "You came to Fox Plaza tower to celebrate Christmas with the team... but things got out of control. It's hard to talk when you are stuck in an air duct, defusing a hostage taker's bomb. Welcome to the party, pal!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "3 red wires.\n\nReplace the info tokens with the ×1, ×2, ×3 and ×4 tokens. During setup, instead of an info token, put a ×1, ×2, ×3 or ×4 token in front of your stand.\n\nThey show that the indicated value is on that tile stand once, twice, three or four times (cut wires included). The ×2, ×3 and ×4 can go in front of any wire of that value.\n\n2 players: the Captain puts no info token in front of their stand during setup.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "For the whole mission, always use ×1-×4 tokens instead of info tokens (1-12): during setup, when an action fails, and with Equipment 4 (Post-it).\n\nWith the Post-it, a token can be placed in front of a cut wire.\n\nFAQ (mission 24): a ×1-×4 token on a wire swapped with the Walkie-Talkies is discarded."),
))
