"""Mission 27's card and texts (reference, Mission 27)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=27,
    title=QT_TRANSLATE_NOOP("BustersMission", "Playing with Wire"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "This grey putty is a modelling clay known as plasticine in some parts of the world. But this is no time for word games: whatever these wires are connected to is highly explosive!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\n4 yellow wires.\n\nDeal the character cards as usual to find the Captain, then turn all the character cards over: there are no Double Detectors in this mission!\n\nEquipment 7 (Emergency Batteries) is replaced by another card.\n\n2 players: the Captain puts no info token in front of their stand during setup.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "As soon as the first 2 yellow wires are cut:\n\n1. Take at random as many info tokens as there are bomb disposal experts and put them face up in a line.\n2. Starting with the Captain and going clockwise, each bomb disposal expert chooses 1 of these tokens and puts it in front of their hand correctly (or, if they have no wire of that value, beside their tile stand, face up and visible)."),
    events={
        "busters.m27.line": (QT_TRANSLATE_NOOP("BustersMission", "The first 2 yellow wires are cut: info tokens %1 are put face up in a line."), ("values",)),
        "busters.m27.taken": (QT_TRANSLATE_NOOP("BustersMission", "%1 takes the info token %2."), ("seat", "value")),
    },
    specials={
        "take": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Token %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Take the info token %1 and put it in front of a wire of that value (beside your stand if you have none)?"), tip=QT_TRANSLATE_NOOP("BustersMission", "From the Captain clockwise, each bomb disposal expert chooses 1 of the tokens in the line and puts it in front of their hand correctly."), arg="value"),
        "place": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "In front of %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put the token in front of %1?"), tip=QT_TRANSLATE_NOOP("BustersMission", "The token goes in front of one of your wires of its value."), arg="wire"),
    },
    components={
        "line": (QT_TRANSLATE_NOOP("BustersMission", "Info tokens in the line"), QT_TRANSLATE_NOOP("BustersMission", "From the Captain clockwise, each player takes one and puts it in front of a wire of that value (beside their stand if they have none).")),
    },
    prompts={
        "take": QT_TRANSLATE_NOOP("BustersMission", "%1, choose an info token from the line."),
        "place": QT_TRANSLATE_NOOP("BustersMission", "%1, click the wire of yours the token goes in front of."),
    },
))
