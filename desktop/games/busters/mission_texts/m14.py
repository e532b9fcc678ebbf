"""Mission 14's card and texts (reference, Mission 14)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=14,
    title=QT_TRANSLATE_NOOP("BustersMission", "High-Risk Bomb Disposal Expert (aka. NOOB)"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "We all remember having sweaty palms during our first mission. So let's help the rookie: if possible, leave the easy cuts to them... as always, the slightest error could prove fatal!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\n2 out of 3 yellow wires.\n\nShuffle the character cards face down and deal 1 to each player. Everyone reveals their card: the player with the Captain card is “the rookie” during this mission.\n\n2 players: 3 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "If the rookie fails a Dual Cut, the bomb explodes at once.\n\nThe rookie can not use Equipment 9 (Stabilizer)."),
    components={
        "rookie": (QT_TRANSLATE_NOOP("BustersMission", "The rookie"), QT_TRANSLATE_NOOP("BustersMission", "If the rookie fails a Dual Cut, the bomb explodes at once. The rookie can not use the Stabilizer.")),
    },
))
