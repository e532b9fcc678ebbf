"""The texts of the cards several missions share (reference Part VII): the Constraint
cards A-L and the Challenge cards 1-10, quoted in the tooltips of the table."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.i18n import translate

CONSTRAINTS = {
    "A": QT_TRANSLATE_NOOP("BustersCards", "You must cut only even wires."),
    "B": QT_TRANSLATE_NOOP("BustersCards", "You must cut only odd wires."),
    "C": QT_TRANSLATE_NOOP("BustersCards", "You must cut only wires 1 to 6."),
    "D": QT_TRANSLATE_NOOP("BustersCards", "You must cut only wires 7 to 12."),
    "E": QT_TRANSLATE_NOOP("BustersCards", "You must cut only wires 4 to 9."),
    "F": QT_TRANSLATE_NOOP("BustersCards", "You cannot cut wires 4 to 9."),
    "G": QT_TRANSLATE_NOOP("BustersCards", "You CANNOT use Equipment cards or your own personal equipment."),
    "H": QT_TRANSLATE_NOOP("BustersCards", "If your cut or a cut in your hand fails, do not place an info token (and do not reveal the value). You cannot cut a wire indicated by an info token. P.S. Equipment 4 (Post-it) cannot be used."),
    "I": QT_TRANSLATE_NOOP("BustersCards", "You cannot cut the far-right wire (highest number) on teammates' tile stands."),
    "J": QT_TRANSLATE_NOOP("BustersCards", "You cannot cut the far-left wire (lowest number) on teammates' tile stands."),
    "K": QT_TRANSLATE_NOOP("BustersCards", "You cannot do a Solo Cut action."),
    "L": QT_TRANSLATE_NOOP("BustersCards", "If the cut fails, the detonator dial advances 2 spaces (instead of 1)."),
}

CHALLENGES = {
    1: QT_TRANSLATE_NOOP("BustersCards", "Instead of their action, a bomb disposal expert cuts a teammate's wire, saying “It is RED.” If that wire is not RED, the bomb explodes!"),
    2: QT_TRANSLATE_NOOP("BustersCards", "4 bomb disposal experts consecutively cut EVEN numbers."),
    3: QT_TRANSLATE_NOOP("BustersCards", "Uncut wires on a tile stand consist of 2-wire pairs (separated by cut wires)."),
    4: QT_TRANSLATE_NOOP("BustersCards", "The sum of the first 3 validation tokens used equals 18."),
    5: QT_TRANSLATE_NOOP("BustersCards", "2 bomb disposal experts consecutively perform the SOLO Cut action."),
    6: QT_TRANSLATE_NOOP("BustersCards", "On a single tile stand, at least 5 uncut wires have been isolated (the adjacent wires have been cut)."),
    7: QT_TRANSLATE_NOOP("BustersCards", "3 bomb disposal experts consecutively cut sequential values (either up or down). Examples: 8-9-10 or 5-4-3."),
    8: QT_TRANSLATE_NOOP("BustersCards", "The first 2 validation tokens are put on these numbers (2 face-up Number cards lie here)."),
    9: QT_TRANSLATE_NOOP("BustersCards", "A tile stand has only uncut ODD wires (a minimum of 6 wires). Ignore RED and YELLOW wires."),
    10: QT_TRANSLATE_NOOP("BustersCards", "On a single tile stand, at least 7 wires have been cut, but the 2 wires on each end have not been cut yet."),
}


def constraint_text(letter: str) -> str:
    return translate("BustersCards", CONSTRAINTS[letter]) if letter in CONSTRAINTS else ""


def constraint_title(letter: str) -> str:
    return translate("BustersCards", "Constraint %1").replace("%1", letter)


def challenge_text(number: int) -> str:
    return translate("BustersCards", CHALLENGES[number]) if number in CHALLENGES else ""


def challenge_title(number: int) -> str:
    return translate("BustersCards", "Challenge %1").replace("%1", str(number))


def constraint_line(letter: str) -> str:
    """"Constraint A: You must cut only even wires.", in the language's punctuation."""
    return translate("BustersPanel", "%1: %2").replace("%1", constraint_title(letter)).replace(
        "%2", constraint_text(letter))


def challenge_line(number: int) -> str:
    return translate("BustersPanel", "%1: %2").replace("%1", challenge_title(number)).replace(
        "%2", challenge_text(number))
