"""Mission 58's card and texts (reference, Mission 58)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=58,
    title=QT_TRANSLATE_NOOP("BustersMission", "Double and/or Nothing"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "It's hard to defuse a bomb without information. Luckily your friend Mike Gyver has joined you for the day, his pockets full of gum, paper clips and odds and ends that will keep your Double Detectors running!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nReturn all the info tokens to the box: none are used in this mission.\n\nEquipment 4 (Post-it) and 7 (Emergency Batteries) are replaced by other cards.\n\nNo new characters: everyone has a Double Detector as personal equipment.\n\n2 players: 3 red wires.\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Even if a cut fails, give no information about the wire pointed at.\n\nBut there is good news: every bomb disposal expert can use their Double Detector every turn! In this mission, Double Detectors are always available and never run out of power."),
))
