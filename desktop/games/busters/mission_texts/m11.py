"""Mission 11's card and texts (reference, Mission 11)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=11,
    title=QT_TRANSLATE_NOOP("BustersMission", "Blue on Red, Looks Like We Are Dead"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "“You're asking me to cut the blue wire, Captain, but remember: I'm colorblind.”"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 yellow wires.\n\nDraw a random Number card and set it face up on the back of this mission card.\n\n2 players: 4 yellow wires; the Captain puts no info token in front of their stand during setup.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Treat the 4 wires of the value of the Number card like RED wires:\n\n- Cutting a wire of this value detonates the bomb, and the mission fails.\n- To reveal these wires on your turn, they must be the only wires left in your hand (exactly as when revealing red wires)."),
    components={
        "red_number": (QT_TRANSLATE_NOOP("BustersMission", "Number card: cut like red"), QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of this value are treated like RED wires: cutting one detonates the bomb; they are revealed like red wires, once they are all a hand has left.")),
    },
))
