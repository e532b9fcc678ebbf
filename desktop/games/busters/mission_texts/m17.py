"""Mission 17's card and texts (reference, Mission 17)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=17,
    title=QT_TRANSLATE_NOOP("BustersMission", "Rhett Herrings"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "The truth? You can't handle the truth!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 out of 3 red wires.\n\nShuffle the character cards and deal 1 face down to each player. Each player reveals their card: the player with the Captain card is “Rhett Herrings” during this mission.\n\nInstead of putting 1 info token in front of their hand, Rhett Herrings chooses and places 2. They must be fake: their values do not match the wires they point to. They can not be placed in front of a red wire.\n\n2 players: 3 red wires."),
    back=QT_TRANSLATE_NOOP("BustersMission", "All of Rhett Herrings' info tokens are fake: a token in front of Rhett's hand means “this wire is NOT this value”.\n\nWhen a Dual Cut in Rhett's hand fails, Rhett puts an info token of the stated value in front of the chosen wire (false, of course).\n\nRhett can not use Equipment cards, but takes part in the Walkie-Talkies and the General Radar."),
    specials={
        "fake": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Fake token on %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put a fake info token in front of %1?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Rhett places 2 fake info tokens: their values must not match the wires they point to, and never in front of a red wire."), arg="wire"),
        "fakevalue": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Not %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "The token says %1: the wire is not a %1. Place it?"), tip=QT_TRANSLATE_NOOP("BustersMission", "The value of the fake token: any value but the wire's own."), arg="value"),
    },
    components={
        "rhett": (QT_TRANSLATE_NOOP("BustersMission", "Rhett Herrings"), QT_TRANSLATE_NOOP("BustersMission", "Every info token in front of Rhett's hand is fake: the wire is NOT that value. Rhett uses no Equipment card, but may use his own Double Detector.")),
    },
    prompts={
        "fake": QT_TRANSLATE_NOOP("BustersMission", "%1 (Rhett Herrings): choose a wire for a fake info token."),
        "fakevalue": QT_TRANSLATE_NOOP("BustersMission", "%1 (Rhett Herrings): which value does the fake token show?"),
    },
))
