"""Mission 30's card and texts (reference, Mission 30; the scripted events: R-BB175)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=30,
    title=QT_TRANSLATE_NOOP("BustersMission", "Speed Mission!"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "The Big Bad Wolf is back and is as dangerous as ever. Buckle up—he has a fast and furious mission for you!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 out of 2 red wires.\n\n4 yellow wires.\n\nShuffle the 12 Number cards face down into a deck near the board.\n\nThe card plays a sound file: Bakudan plays its own scripted events instead.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Turns go on clockwise as usual while the scripted events run:\n\n1. Six Number cards, one after another. Before the clock runs out (20 seconds for the first three, 15 for the next three), at least 2 wires of the card's value must be cut (all that are left, if fewer); otherwise the detonator advances 1 space. Then the next card.\n2. Three Number cards at once: cut all their wires within 2 minutes. The detonator advances 1 space for each card not done.\n3. Two minutes to cut everything left: then the bomb explodes.\n\nA card whose wires are already all cut is discarded and the next one drawn.\n\nFailure: boom! You have earned a free second chance: try again, and speed up!\n\nSuccess: congratulations! The police caught up with the Big Bad Wolf and arrested him, with enough evidence to lock him away for many years. Your adventure goes on: the “Missions 31-42” box opens."),
    events={
        "busters.m30.timed": (QT_TRANSLATE_NOOP("BustersMission", "Number card %2 of 6: %1. Cut 2 wires of it before the clock runs out!"), ("cards", "k")),
        "busters.m30.three": (QT_TRANSLATE_NOOP("BustersMission", "Three Number cards: %1. Cut all their wires within 2 minutes!"), ("cards",)),
        "busters.m30.final": (QT_TRANSLATE_NOOP("BustersMission", "Last stage: 2 minutes to cut everything left!"), ()),
        "busters.m30.done": (QT_TRANSLATE_NOOP("BustersMission", "Done in time: %1."), ("cards",)),
        "busters.m30.missed": (QT_TRANSLATE_NOOP("BustersMission", "Time is up for %1!"), ("cards",)),
        "busters.m30.replaced": (QT_TRANSLATE_NOOP("BustersMission", "The wires of %1 are already all cut: discarded, next card."), ("cards",)),
    },
    components={
        "cards": (QT_TRANSLATE_NOOP("BustersMission", "Number cards against the clock"), QT_TRANSLATE_NOOP("BustersMission", "Struck through: done in time.")),
        "deck": (QT_TRANSLATE_NOOP("BustersMission", "Number deck"), QT_TRANSLATE_NOOP("BustersMission", "Face down; the script draws from it.")),
        "timed": (QT_TRANSLATE_NOOP("BustersMission", "Stage 1: six timed cards"), QT_TRANSLATE_NOOP("BustersMission", "Before the clock runs out, cut 2 wires of the card's value (all that are left, if fewer), or the detonator advances 1 space.")),
        "three": (QT_TRANSLATE_NOOP("BustersMission", "Stage 2: three cards in 2 minutes"), QT_TRANSLATE_NOOP("BustersMission", "Cut all the wires of the three cards; the detonator advances 1 space for each card not done.")),
        "final": (QT_TRANSLATE_NOOP("BustersMission", "Stage 3: everything left in 2 minutes"), QT_TRANSLATE_NOOP("BustersMission", "When the clock reaches 0:00, the bomb explodes.")),
    },
))
