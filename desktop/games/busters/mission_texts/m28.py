"""Mission 28's card and texts (reference, Mission 28)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=28,
    title=QT_TRANSLATE_NOOP("BustersMission", "Captain Careless"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Captain Careless is not the sharpest tool in the shed: they left their tools by the door at home, and if they make even the slightest mistake, it's game over, man!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\n4 yellow wires.\n\nAfter the character cards are dealt, the Captain (to be called “Captain Careless” all mission) returns their character card to the box: no Double Detector for them (it's at home, remember?).\n\n2 players: 3 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Captain Careless can not use any Equipment cards or personal equipment.\n\nIf Captain Careless fails a Dual Cut, the bomb explodes at once.\n\nCaptain Careless still takes part in the effects of Equipment 2 (Walkie-Talkies) and 8 (General Radar)."),
    components={
        "careless": (QT_TRANSLATE_NOOP("BustersMission", "Captain Careless"), QT_TRANSLATE_NOOP("BustersMission", "No character and no equipment; a failed Dual Cut of theirs explodes the bomb at once.")),
    },
))
