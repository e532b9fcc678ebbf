"""Mission 22's card and texts (reference, Mission 22)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=22,
    title=QT_TRANSLATE_NOOP("BustersMission", "Negative Impressions"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "“Once you eliminate the impossible, whatever remains, no matter how improbable, must be the truth.” Sherlock Holmes"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\n4 yellow wires.\n\nInstead of choosing an info token as usual, each player takes 2 tokens of values they do not have in their hand and puts them beside their tile stand. Taking a yellow token is allowed.\n\nBomb disposal experts with 2 tile stands put 1 beside each stand.\n\nA bomb disposal expert with fewer than 2 values missing from their hand places fewer tokens (1 or 0).\n\n2 players: 3 red wires.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "As soon as the first 2 yellow wires are cut, each bomb disposal expert (starting with the Captain and going clockwise) chooses 1 info token from the board and gives it to the player on their left. Each player puts the token they received in front of their hand correctly (or, if they have no wire of that value, beside their tile stand)."),
    events={
        "busters.m22.giving": (QT_TRANSLATE_NOOP("BustersMission", "The first 2 yellow wires are cut: from the Captain, each player gives an info token to their left neighbour."), ()),
        "busters.m22.given": (QT_TRANSLATE_NOOP("BustersMission", "%1 gives the info token %3 to %2."), ("seat", "owner", "value")),
    },
    specials={
        "absent": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Not %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put the token “%1” beside your stand: you have no wire of this value?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Put 2 tokens of values you do not have in your hand beside your tile stand (yellow allowed)."), arg="value"),
        "give": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Give %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Give the info token %1 to the player on your left? They put it in front of a wire of that value, or beside their stand."), tip=QT_TRANSLATE_NOOP("BustersMission", "Choose 1 info token from the board and give it to the player on your left."), arg="value"),
        "place": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "In front of %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put the token in front of %1?"), tip=QT_TRANSLATE_NOOP("BustersMission", "The token goes in front of one of your wires of its value."), arg="wire"),
    },
    prompts={
        "absent": QT_TRANSLATE_NOOP("BustersMission", "%1, choose a value you do not have: its token goes beside your stand."),
        "give": QT_TRANSLATE_NOOP("BustersMission", "%1, choose an info token for the player on your left."),
        "place": QT_TRANSLATE_NOOP("BustersMission", "%1, click the wire of yours the token goes in front of."),
    },
))
