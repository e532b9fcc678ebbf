"""The texts missions 55 and 60 share (the Challenge cards, engine/busters/missions/
challenges.py): the card's back, the log lines of its events, card 1's special cut and
what its components are called. The cards' own texts are in cards.py."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import SpecialText

BACK = QT_TRANSLATE_NOOP("BustersMission", "When a challenge is completed, discard it and move the detonator dial back 1 space.\n\nA Challenge card shows a condition: the challenge is successful if this condition is fulfilled. It may apply to only 1 bomb disposal expert (e.g. the arrangement of wires on a tile stand), or to the whole team (e.g. describing a sequence of wires to cut).\n\nAt the table: “consecutively” counts turns in play order, whoever plays them; a failed cut, a turn without a cut or “It is RED” breaks the run. A tile stand's condition is checked on every stand after each cut and at the end of each turn; Challenge 3 needs at least 2 pairs. Challenge 8's first 2 validation tokens may come in either order. At its top space the dial stays where it is, but the challenge is still discarded.")


def events(number: int) -> dict:
    return {
        f"busters.m{number}.itsred": (QT_TRANSLATE_NOOP("BustersMission", "%1 cuts %2, saying “It is RED.”"), ("seat", "addr")),
        f"busters.m{number}.completed": (QT_TRANSLATE_NOOP("BustersMission", "Challenge %1 is completed: it is discarded and the detonator moves back 1 space."), ("challenge",)),
        f"busters.m{number}.completed_on": (QT_TRANSLATE_NOOP("BustersMission", "Challenge %1 is completed on a tile stand of %2: it is discarded and the detonator moves back 1 space."), ("challenge", "seat")),
    }


SPECIALS = {
    "itsred": SpecialText(
        label=QT_TRANSLATE_NOOP("BustersMission", "It is RED: %1"),
        confirm=QT_TRANSLATE_NOOP("BustersMission", "Cut %1, saying “It is RED”? This is your turn's action. If it is not red, the bomb explodes!"),
        tip=QT_TRANSLATE_NOOP("BustersMission", "Challenge 1: instead of their action, a bomb disposal expert cuts a teammate's wire, saying “It is RED.” If that wire is not RED, the bomb explodes! If it is, the challenge is completed."),
        arg="wire"),
}

COMPONENTS = {
    "challenge": (QT_TRANSLATE_NOOP("BustersMission", "Challenge cards"), QT_TRANSLATE_NOOP("BustersMission", "When a challenge is completed, it is discarded and the detonator moves back 1 space.")),
    "challenge8": (QT_TRANSLATE_NOOP("BustersMission", "Number cards on Challenge 8"), QT_TRANSLATE_NOOP("BustersMission", "Challenge 8 is completed if the first 2 validation tokens are put on these numbers (in either order).")),
}
