"""Mission 55's card and texts (reference, Mission 55; shared with 60: challenges.py)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register
from desktop.games.busters.mission_texts.challenges import BACK, COMPONENTS, SPECIALS, events

register(MissionText(
    number=55,
    title=QT_TRANSLATE_NOOP("BustersMission", "Doctor Nope's Challenge"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "“Okay, Bomb Busters, it is time you faced a worthy adversary! Just say Nope!”"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nDraw as many Challenge cards as there are bomb disposal experts and put them face up on the table.\n\nSet the detonator dial to the space shown on the card: 1 space from the skull.\n\n2 players: 2 out of 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=BACK,
    events=events(55),
    specials=SPECIALS,
    components=COMPONENTS,
))
