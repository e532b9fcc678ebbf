"""Mission 13's card and texts (reference, Mission 13)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=13,
    title=QT_TRANSLATE_NOOP("BustersMission", "Red Alert!"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "The formidable mad scientist strikes again! Ever since you foiled his earlier plans he has been seeing red... so much so that his latest device is stuffed with 3 RED wires. RED ALERT!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "3 red wires.\n\nDo not shuffle the 3 red wires with the others: deal one face down to each player, starting with the Captain and going clockwise (with 2 players the Captain receives 2 and puts 1 on each tile stand). Then deal the blue wires as usual.\n\nInstead of choosing their info token, everyone takes 1 at random and puts it in front of a matching wire of their tile stand as usual; if they have no wire of its value, it goes face up beside their hand. A yellow info token drawn goes back and another is drawn.\n\n2 players: the Captain puts no info token in front of their stand during setup."),
    back=QT_TRANSLATE_NOOP("BustersMission", "On their turn, a bomb disposal expert may take a new action.\n\nSpecial action for this mission: cut the 3 red wires at the same time, pointing at the 3 red wires among all the wires not yet cut.\n\n- If at least 1 of them is not red, the bomb explodes!\n- With 4-5 bomb disposal experts, even a player with no red wire in hand may do it.\n- A player with only red wires left in hand must do this special action and can not Reveal their red wires.\n\nFAQ: no equipment or personal equipment can cut red wires in this mission. Red and yellow wires have no number, so detectors can not target them."),
    events={
        "busters.m13.declared": (QT_TRANSLATE_NOOP("BustersMission", "%1 cuts the 3 red wires at once!"), ("seat",)),
        "busters.m13.pointed": (QT_TRANSLATE_NOOP("BustersMission", "%1 points at %2."), ("seat", "addrs")),
    },
    specials={
        "red3": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Cut the 3 red wires"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at the 3 red wires one by one and cut them all at once? If any of them is not red, the bomb explodes."), tip=QT_TRANSLATE_NOOP("BustersMission", "Cut the 3 red wires at the same time, pointing at them among all the wires not yet cut. If any is not red, the bomb explodes! With 4-5 players, even a player with no red wire may do it."), arg=""),
        "point": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Point: %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at %1 as a red wire?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Point, one by one, at the wires you cut all together: a wrong one explodes the bomb."), arg="wire"),
    },
    prompts={
        "point": QT_TRANSLATE_NOOP("BustersMission", "%1, point at the next red wire."),
    },
))
