"""Mission 10's card and texts (reference, Mission 10)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=10,
    title=QT_TRANSLATE_NOOP("BustersMission", "A Rough Patch"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Another exciting day in the life of a bomb disposal expert. Unfortunately, today's going to be tough—someone forgot to pick up coffee and now everyone's feeling the pressure. Keep up the team spirit, work together, and then remember to buy coffee before the next mission!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\n4 yellow wires.\n\nPrepare a 15-minute timer.\n\nIf Equipment 11 (Coffee Mug) is drawn, discard it and replace it with another card.\n\n2 players: a 12-minute timer.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Once setup is complete, start the timer: you must defuse the bomb before time runs out!\n\nFor this mission, you do not play in clockwise order: you may take turns in any order you like. Once a bomb disposal expert says “Snip!”, they become the active player and take a turn.\n\nImportant: wait until the end of the active player's turn before saying “Snip!” Don't panic, you are all on the same team!\n\nThe same bomb disposal expert can not take 2 turns in a row (except with 2 players).\n\nFAQ: the same player can not play several turns in a row, except in 2-player games or when they are the last player with wires left.\n\nAt the table: before each turn, the players who may play are asked in turn, clockwise from the last active player; each answers “Snip!” or “Not me”, and the last one asked plays if all the others said “Not me”. The clock pauses while the window is minimised or a dialog is open."),
    events={
        "busters.m10.snip": (QT_TRANSLATE_NOOP("BustersMission", "%1: “Snip!”"), ("seat",)),
        "busters.m10.notme": (QT_TRANSLATE_NOOP("BustersMission", "%1: “Not me.”"), ("seat",)),
    },
    specials={
        "snip": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Snip!"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Say “Snip!” and take this turn?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Whoever says “Snip!” takes the next turn; nobody takes 2 turns in a row (except with 2 players, or when they alone have wires left)."), arg=""),
        "notme": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Not me"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Leave this turn to a teammate?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Let the next player take the turn; the last one asked plays if everyone else said “Not me”."), arg=""),
    },
    prompts={
        "snip": QT_TRANSLATE_NOOP("BustersMission", "%1: the clock is running. Will you say “Snip!” and take the next turn?"),
        "notme": QT_TRANSLATE_NOOP("BustersMission", "%1: the clock is running. Will you say “Snip!” and take the next turn?"),
    },
))
