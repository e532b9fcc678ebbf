"""Mission 64's card and texts (reference, Mission 64)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=64,
    title=QT_TRANSLATE_NOOP("BustersMission", "Return of the Tripwires"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "And this time they are ultra-sensitive!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\nWhen wires are dealt, each player flips 2 of their wires around without looking at them (their value faces the teammates). Following their teammates' directions, they move the lower one to the far left of their tile stand and the higher one to the far right.\n\n2 players: 2 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Each bomb disposal expert must cut their flipped-around wires themselves with a regular cut action, without equipment or a Double Detector. If that cut fails, the bomb explodes!\n\nA bomb disposal expert may (by choice or by necessity) do a Dual Cut on a teammate's flipped-around wire, but then the detonator advances 1 space.\n\nFAQ: with 2 tile stands, only 2 wires in all are flipped: the lower goes to the far left of the first stand, the higher to the far right of the second."),
))
