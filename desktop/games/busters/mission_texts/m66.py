"""Mission 66's card and texts (reference, Mission 66; the Bunker card of FACTS.md; the
app's script, R-BB181)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

#: the Bunker card's squares, as the map and its tooltips name them
SQUARES = {
    "stairs": QT_TRANSLATE_NOOP("BustersMission", "Stairs"),
    "skull": QT_TRANSLATE_NOOP("BustersMission", "Skull"),
    "key": QT_TRANSLATE_NOOP("BustersMission", "Key"),
    "heli": QT_TRANSLATE_NOOP("BustersMission", "Helicopter"),
    "grass": QT_TRANSLATE_NOOP("BustersMission", "Grass"),
    "trap": QT_TRANSLATE_NOOP("BustersMission", "Trap"),
    "alarm": QT_TRANSLATE_NOOP("BustersMission", "Alarm"),
    "villain": QT_TRANSLATE_NOOP("BustersMission", "Villain"),
}
#: the walls that open
GATES = {
    "door": QT_TRANSLATE_NOOP("BustersMission", "Door"),
    "laser": QT_TRANSLATE_NOOP("BustersMission", "Laser"),
}

register(MissionText(
    number=66,
    title=QT_TRANSLATE_NOOP("BustersMission", "The Final Countdown"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Your helicopter has nearly arrived at Doctor Nope's secret bunker. It is time for one last, epic showdown! You've trained for this... are you ready? Are you sure?!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\n2 yellow wires.\n\nPlace the Bunker card near the board and the Bomb Busters standee on the helicopter.\n\nShuffle the Constraint cards A to E and put 4 of them face up, one beside each side of the Bunker card. The fifth, face up, is the ACTION Constraint.\n\nRule sticker A: the False Bottom joins the equipment pile.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "After each cut action (successful or not), the bomb disposal expert who cut moves the standee one square towards a Constraint card the cut met. Example: cutting a 10 moves it towards “EVEN” or towards “7 to 12”.\n\nA wall cannot be crossed. If every possible move meets a wall, the standee stays where it is.\n\nOn a striped square, the standee does not move: a successful cut that meets the ACTION Constraint does the square's ACTION.\n\nA Solo Cut of 4 wires counts as 2 cuts (2 moves or ACTIONs).\n\nStairs: flip the Bunker card to change floors; the standee arrives on the other floor's stairs. Trap: the detonator advances 1 space.\n\nThe sound file is replaced by the app's script: the Key's ACTION opens the door; the Skull's opens the stairs; the Alarm's switches the laser off; catching the Villain tells you to cut the yellow wires, which may not be cut before."),
    events={
        "busters.m66.moved": (QT_TRANSLATE_NOOP("BustersMission", "The standee moves %1."), ("dir",)),
        "busters.m66.stays": (QT_TRANSLATE_NOOP("BustersMission", "Every move meets a wall: the standee stays where it is."), ()),
        "busters.m66.trap": (QT_TRANSLATE_NOOP("BustersMission", "A trap!"), ()),
        "busters.m66.to_back": (QT_TRANSLATE_NOOP("BustersMission", "Down the stairs: the Bunker card is flipped to the lower floor."), ()),
        "busters.m66.to_front": (QT_TRANSLATE_NOOP("BustersMission", "Up the stairs: the Bunker card is flipped to the upper floor."), ()),
        "busters.m66.at_key": (QT_TRANSLATE_NOOP("BustersMission", "The Key: a successful cut meeting the ACTION card takes it."), ()),
        "busters.m66.at_skull": (QT_TRANSLATE_NOOP("BustersMission", "The Skull: a successful cut meeting the ACTION card opens the stairs."), ()),
        "busters.m66.at_alarm": (QT_TRANSLATE_NOOP("BustersMission", "The Alarm: a successful cut meeting the ACTION card switches the laser off."), ()),
        "busters.m66.at_villain": (QT_TRANSLATE_NOOP("BustersMission", "Doctor Nope himself! A successful cut meeting the ACTION card catches him."), ()),
        "busters.m66.key": (QT_TRANSLATE_NOOP("BustersMission", "ACTION: you take the key and the door opens."), ()),
        "busters.m66.skull": (QT_TRANSLATE_NOOP("BustersMission", "ACTION: the skull turns and the stairs open."), ()),
        "busters.m66.alarm": (QT_TRANSLATE_NOOP("BustersMission", "ACTION: the alarm is off and the laser goes out."), ()),
        "busters.m66.villain": (QT_TRANSLATE_NOOP("BustersMission", "ACTION: Doctor Nope is caught! Cut the yellow wires now."), ()),
    },
    specials={
        "move": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Move %1"),
            tip=QT_TRANSLATE_NOOP("BustersMission", "Move the standee one square towards a Constraint card your cut met."),
            arg="choice", choices={"up": QT_TRANSLATE_NOOP("BustersMission", "up"),
                                   "right": QT_TRANSLATE_NOOP("BustersMission", "right"),
                                   "down": QT_TRANSLATE_NOOP("BustersMission", "down"),
                                   "left": QT_TRANSLATE_NOOP("BustersMission", "left")}),
    },
    components={
        "bunker_front": (QT_TRANSLATE_NOOP("BustersMission", "Bunker, upper floor"),
                         QT_TRANSLATE_NOOP("BustersMission", "After each cut, move the standee towards a Constraint card the cut met. On a striped square, a successful cut meeting the ACTION card does its ACTION.")),
        "bunker_back": (QT_TRANSLATE_NOOP("BustersMission", "Bunker, lower floor"),
                        QT_TRANSLATE_NOOP("BustersMission", "After each cut, move the standee towards a Constraint card the cut met. On a striped square, a successful cut meeting the ACTION card does its ACTION.")),
    },
    prompts={
        "move": QT_TRANSLATE_NOOP("BustersMission", "%1, which way does the standee go?"),
    },
    words={**SQUARES, **GATES},
))
