"""Mission 48's card and texts (reference, Mission 48)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=48,
    title=QT_TRANSLATE_NOOP("BustersMission", "Lethal Wires 3"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "“We go on 3.” “Wait! When we go on 3, do we GO ON 3 or do we count to 3 and then go?”"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\n3 yellow wires. Do not shuffle them with the others: deal them clockwise and face down, one to each bomb disposal expert starting with the Captain (with 2 players the Captain receives 2 and puts 1 on each stand). Then deal the other wires as usual.\n\n2 players: 3 red wires, 3 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "The yellow wires are not cut as usual.\n\nSpecial action for this mission: cut the 3 yellow wires at the same time. With 4-5 bomb disposal experts, a player without a yellow wire in hand may do it too.\n\nIf the action fails, every wire pointed at receives an info token, but the detonator advances only 1 space."),
    events={
        "busters.m48.declared": (QT_TRANSLATE_NOOP("BustersMission", "%1 goes for the 3 yellow wires at once."), ("seat",)),
        "busters.m48.pointed": (QT_TRANSLATE_NOOP("BustersMission", "%1 points at the 3 yellow wires: %2."), ("seat", "addrs")),
    },
    specials={
        "cut3y": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Cut the 3 yellow wires"),
            confirm=QT_TRANSLATE_NOOP("BustersMission", "Cut the 3 yellow wires at once? Point at them one by one. If any is not yellow, they all get an info token and the detonator advances 1 (a red one explodes)."),
            tip=QT_TRANSLATE_NOOP("BustersMission", "Cut the 3 yellow wires at the same time; with 4-5 players, even without a yellow wire in hand. If it fails, every pointed wire gets an info token and the detonator advances only 1 space.")),
        "point": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Point: %1"),
            confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at %1 as a yellow wire?"),
            tip=QT_TRANSLATE_NOOP("BustersMission", "Point, one by one, at the wires you cut all together."),
            arg="wire"),
    },
    components={
        "cut3y": (QT_TRANSLATE_NOOP("BustersMission", "The 3 yellow wires"),
                  QT_TRANSLATE_NOOP("BustersMission", "The wires pointed at so far as the yellow wires.")),
    },
    prompts={
        "point": QT_TRANSLATE_NOOP("BustersMission", "%1, point at the next yellow wire."),
    },
))
