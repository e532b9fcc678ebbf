"""Mission 46's card and texts (reference, Mission 46)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=46,
    title=QT_TRANSLATE_NOOP("BustersMission", "Secret Agent"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "“The name is Bomb, James Bomb Jr.”"),
    front=QT_TRANSLATE_NOOP("BustersMission", "4 yellow wires: 5.1, 6.1, 7.1 and 8.1.\n\nEquipment 7 (Emergency Batteries) is replaced by another card.\n\n2 players: the Captain puts no info token in front of their stand during setup.\n\nRule sticker A: the False Bottom joins the equipment pile.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "All the 7 wires (ahem, 007 wires) must be cut last.\n\nSpecial action for this mission: when a bomb disposal expert has only 7s left in hand at the start of their turn, they must cut all four 7 wires at the same time. If the action fails, the bomb explodes.\n\nA 7 found by mistake earlier in the mission is an ordinary failed cut: an info token in front of it, and the detonator advances 1 space."),
    events={
        "busters.m46.declared": (QT_TRANSLATE_NOOP("BustersMission", "%1 has only 7s left: all four 7s must be cut at once."), ("seat",)),
        "busters.m46.pointed": (QT_TRANSLATE_NOOP("BustersMission", "%1 points at the four 7s: %2."), ("seat", "addrs")),
    },
    specials={
        "cut7": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Cut the four 7s"),
            confirm=QT_TRANSLATE_NOOP("BustersMission", "You have only 7s left: point at all four 7 wires now (yours are pointed for you). If one is not a 7, the bomb explodes."),
            tip=QT_TRANSLATE_NOOP("BustersMission", "When a bomb disposal expert has only 7s left at the start of their turn, they must cut all four 7 wires at the same time. If it fails, the bomb explodes.")),
        "point": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Point: %1"),
            confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at %1 as a 7?"),
            tip=QT_TRANSLATE_NOOP("BustersMission", "Point, one by one, at the wires you cut all together."),
            arg="wire"),
    },
    components={
        "cut7": (QT_TRANSLATE_NOOP("BustersMission", "The four 7s"),
                 QT_TRANSLATE_NOOP("BustersMission", "The wires pointed at so far as the four 7s.")),
    },
    prompts={
        "point": QT_TRANSLATE_NOOP("BustersMission", "%1, point at the next 7 wire."),
    },
))
