"""Mission 38's card and texts (reference, Mission 38)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, register

register(MissionText(
    number=38,
    title=QT_TRANSLATE_NOOP("BustersMission", "Knit a Wire, Purl a Wire..."),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "The Captain has a special mission and nobody else can help. One special wire will need a crafty Captain's touch!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nWhen wires are dealt, the Captain flips 1 of their wires around without looking at it and places it at the far right end of their tile stand. Its value faces their teammates, and it is most likely out of order.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "The Captain is the only bomb disposal expert who can cut the flipped wire. They must cut it themselves with a regular cut action, without using equipment or a Double Detector. If that cut fails, the bomb explodes.\n\nNo one else can cut the Captain's flipped wire. A bomb disposal expert with no other possibility than to cut it skips their turn, and the detonator advances 1 space.\n\nFAQ: if the flipped wire is RED, the Captain reveals it once every wire they have left is red (Reveal Your Red Wires)."),
))
