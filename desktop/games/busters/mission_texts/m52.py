"""Mission 52's card and texts (reference, Mission 52)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=52,
    title=QT_TRANSLATE_NOOP("BustersMission", "Dirty Double-crossers"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Stress is really wearing down the team and everyone is on their guard. Nobody knows who to trust and it seems that the truth is nowhere to be found!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "3 red wires.\n\nIf Equipment 1 (Label ≠) or 12 (Label =) is drawn, discard it and replace it with another card.\n\nInstead of putting only 1 info token in front of their tile stand, each bomb disposal expert puts 2. These tokens must be false: their values must not match the wires they point at. The indicated wires can be blue or red.\n\n2 players: 3 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "All the info tokens in this mission are false. An info token in front of a tile stand means “this wire is NOT this value”.\n\nWhen a bomb disposal expert's Dual Cut fails, the owner of the indicated wire puts an info token of the stated value in front of it (false information, of course, as the cut failed).\n\nThe Post-it's token is false too: its user chooses the value the wire is not."),
    specials={
        "false": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "False token on %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put a false info token in front of %1?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Each player puts 2 false info tokens in front of 2 of their blue or red wires: the value must not match the wire."), arg="wire"),
        "falsevalue": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Not %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "The token says %1: the wire is not a %1. Place it?"), tip=QT_TRANSLATE_NOOP("BustersMission", "The value of the false token: any value but the wire's own."), arg="value"),
    },
    prompts={
        "false": QT_TRANSLATE_NOOP("BustersMission", "%1: choose a wire of yours for a false info token (2 in all)."),
        "falsevalue": QT_TRANSLATE_NOOP("BustersMission", "%1: which value does the false token show? Never the wire's own."),
    },
))
