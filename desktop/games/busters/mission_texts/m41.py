"""Mission 41's card and texts (reference, Mission 41)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=41,
    title=QT_TRANSLATE_NOOP("BustersMission", "Latin Bombshell"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "“Para bailar la Bamba...”, which means “Shoot, another bomb” in Spanish (well, not really: something is always lost in translation). This bomb is a hot one, so keep a cool head!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 out of 3 red wires.\n\nYellow wires: as many as players (at most 4). They are tripwires: do not shuffle them with the other wires, deal 1 face down to each bomb disposal expert (with 5 players, none to the Captain).\n\nSet the detonator dial to the space shown on the card (1 space from the skull).\n\nInstead of choosing their info token, everyone takes 1 at random and puts it in front of a matching wire, or beside their hand if they have none.\n\nThe False Bottom is replaced by another card.\n\n2 players: 2 out of 3 red wires, 2 yellow wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "The yellow wires (tripwires) are not cut in the regular way: they are cut one by one.\n\nSpecial action for this mission: on their turn, a bomb disposal expert may point out 1 of their teammates' tripwires. If they are right, the yellow wire is revealed and the detonator moves back 1 space. If not, 1 info token is put there and the detonator advances 1 space!\n\nA bomb disposal expert with only their own tripwire (and any red wires) in hand skips their turn.\n\nFAQ: if the pointed wire is RED, the bomb explodes."),
    events={
        "busters.m41.pointed": (QT_TRANSLATE_NOOP("BustersMission", "%1 points at %2: “This is a tripwire.”"), ("seat", "addr")),
    },
    specials={
        "trip": SpecialText(
            label=QT_TRANSLATE_NOOP("BustersMission", "Tripwire: %1"),
            confirm=QT_TRANSLATE_NOOP("BustersMission", "Point at %1 as a tripwire? Right: it is revealed and the dial moves back 1. Wrong: an info token and the dial advances 1. Red: the bomb explodes."),
            tip=QT_TRANSLATE_NOOP("BustersMission", "On their turn, a bomb disposal expert may point out 1 of their teammates' tripwires (yellow wires). Right: revealed, detonator back 1. Wrong: an info token, detonator forward 1."),
            arg="wire"),
    },
    turn_prompts={
        "trip": QT_TRANSLATE_NOOP("BustersMission", "%1, your turn: click a teammate's wire to cut it, or to point it out as a tripwire (a yellow wire)."),
    },
))
