"""Mission 25's card and texts (reference, Mission 25)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=25,
    title=QT_TRANSLATE_NOOP("BustersMission", "The Better to Hear You with..."),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Large ears or not, the Big Bad Wolf is always listening: anything you say aloud may prove fatal. Shhhh! You have been warned..."),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\n2 players: 3 red wires."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Bomb disposal experts may not say a wire number aloud. Imply it in creative ways instead: spell it, make noises, hold up fingers, say “the number of days in a week”, act it out...\n\nIf a bomb disposal expert forgets and says a number aloud, the detonator advances 1 space! Watch your tongue!\n\nAt the table: whoever says a number aloud presses “I said a number aloud”, at any time."),
    events={
        "busters.m25.spoke": (QT_TRANSLATE_NOOP("BustersMission", "%1 said a number aloud: the detonator advances!"), ("seat",)),
    },
    specials={
        "spoke": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "I said a number aloud"), confirm=QT_TRANSLATE_NOOP("BustersMission", "You said a number aloud? The detonator advances 1 space."), tip=QT_TRANSLATE_NOOP("BustersMission", "If a bomb disposal expert says a number aloud, the detonator advances 1 space."), arg=""),
    },
    turn_prompts={
        "spoke": QT_TRANSLATE_NOOP("BustersMission", "%1, your turn: click a teammate's wire to cut it, without saying a number aloud. If a number slipped out, own up with the button below."),
    },
))
