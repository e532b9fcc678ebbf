"""Mission 59's card and texts (reference, Mission 59; rulings R-BB190 to R-BB192)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=59,
    title=QT_TRANSLATE_NOOP("BustersMission", "Nano to the Rescue"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Working with a robot felt strange at first, but after a few outings Nano has proven to be an important member of the team. Let's go Nano, it's time for another mission!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 out of 3 red wires.\n\nPut the 12 Number cards face up in a line on the table, in random order.\n\nPut Nano the Robot on card 7, facing the side of the line with the most cards.\n\nEquipment 10 (X or Y Ray) is replaced by another card, and the new character whose personal equipment is the X or Y Ray is not used.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "To do a cut action, the active bomb disposal expert:\n1. either leaves Nano where it is, or moves Nano forward to a Number card matching one of the values in their hand (never backwards);\n2. does a cut action with the value of the card Nano stands on;\n3. chooses which way along the line Nano faces (turns it round 180° or leaves it).\n\nIf the bomb disposal expert can not do a cut action with the available values (the card under Nano and those in front of it), they skip their turn, the detonator advances 1 space and Nano turns round 180°.\n\nWhen the 4 wires of a value are cut, its Number card is turned face down.\n\nEquipment 11 (Coffee Mug) skips a whole turn.\n\nAt the table: Nano passes over face-down cards but never stops on one; it moves only to a card whose value you can cut at once. Reveal Your Red Wires is not a cut action: Nano neither moves nor turns. The Coffee Mug is used before Nano moves: Nano neither moves nor turns and the detonator does not move, even for a player who could not cut."),
    events={
        "busters.m59.moved": (QT_TRANSLATE_NOOP("BustersMission", "%1 moves Nano forward to the card %2."), ("seat", "card")),
        "busters.m59.kept": (QT_TRANSLATE_NOOP("BustersMission", "%1 leaves Nano facing %2."), ("seat", "side")),
        "busters.m59.turned": (QT_TRANSLATE_NOOP("BustersMission", "%1 turns Nano round: it now faces %2."), ("seat", "side")),
        "busters.m59.stuck": (QT_TRANSLATE_NOOP("BustersMission", "%1 can not cut any of the available values: they skip their turn, the detonator advances 1 space and Nano turns round to face %2."), ("seat", "side")),
        "busters.m59.flipped": (QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of %1 are cut: its Number card is turned face down."), ("card",)),
    },
    specials={
        "nano": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Move Nano to %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Move Nano forward to the card %1? You must then cut that value."), tip=QT_TRANSLATE_NOOP("BustersMission", "Before your cut you may move Nano forward (never backwards) to a face-up card of a value in your hand; you then cut the value of the card Nano stands on."), arg="card"),
        "skip": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Skip: no value to cut"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Skip your turn? The detonator advances 1 space and Nano turns round."), tip=QT_TRANSLATE_NOOP("BustersMission", "You can cut none of the available values (the card under Nano and those in front of it): you skip your turn, the detonator advances 1 space and Nano turns round 180°.")),
        "keep": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Leave Nano facing this way"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Leave Nano facing the way it faces?"), tip=QT_TRANSLATE_NOOP("BustersMission", "After your cut you choose which way Nano faces: the next player may only move it forward.")),
        "turn": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Turn Nano round"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Turn Nano round 180°?"), tip=QT_TRANSLATE_NOOP("BustersMission", "After your cut you choose which way Nano faces: the next player may only move it forward.")),
    },
    components={
        "line_right": (QT_TRANSLATE_NOOP("BustersMission", "Number cards (Nano faces right →)"), QT_TRANSLATE_NOOP("BustersMission", "Cut the value of the card under Nano, after moving Nano forward if you like. Grey cards are face down: their 4 wires are cut.")),
        "line_left": (QT_TRANSLATE_NOOP("BustersMission", "Number cards (Nano faces left ←)"), QT_TRANSLATE_NOOP("BustersMission", "Cut the value of the card under Nano, after moving Nano forward if you like. Grey cards are face down: their 4 wires are cut.")),
    },
    turn_prompts={
        "nano": QT_TRANSLATE_NOOP("BustersMission", "%1, your turn: move Nano forward if you like (the buttons below), then click a teammate's wire to cut the value of Nano's card."),
    },
    prompts={
        "nano": QT_TRANSLATE_NOOP("BustersMission", "%1, your turn: move Nano forward to a card of a value you hold (the buttons below), then cut that value."),
        "skip": QT_TRANSLATE_NOOP("BustersMission", "%1, your turn: you can cut none of the values before Nano. Skip your turn: the detonator advances 1 space and Nano turns round."),
        "keep": QT_TRANSLATE_NOOP("BustersMission", "%1: which way does Nano face now?"),
        "turn": QT_TRANSLATE_NOOP("BustersMission", "%1: which way does Nano face now?"),
    },
))
