"""Mission 56's card and texts (reference, Mission 56)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=56,
    title=QT_TRANSLATE_NOOP("BustersMission", "Tripwires"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "They will send you haywire."),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 out of 3 red wires.\n\nWhen wires are dealt, each player flips 1 of their wires around without looking at it and places it at the far right end of their tile stand. Only their teammates know its value, and it is most likely out of order.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Each bomb disposal expert must cut their flipped-around wire themselves with a regular cut action, without equipment or a Double Detector. If that cut fails, the bomb explodes!\n\nA bomb disposal expert may (by choice or by necessity) do a Dual Cut on a teammate's flipped-around wire, but then the detonator advances 1 space."),
))
