"""Mission 12's card and texts (reference, Mission 12)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=12,
    title=QT_TRANSLATE_NOOP("BustersMission", "Wrapped in Red Tape"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "“A 27B-stroke-6 form? Never heard of it. Uh oh, what do you mean we can't check out any bomb disposal equipment without that form? What do we do now?!”"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\n4 yellow wires.\n\nPlace 1 Number card face up on each Equipment card in play, leaving the equipment numbers visible along the top edge.\n\n2 players: 2 red wires, 4 yellow wires.\n\nRule sticker A: the False Bottom joins the equipment pile."),
    back=QT_TRANSLATE_NOOP("BustersMission", "For an Equipment card to become usable, you must cut two pairs of wires: the 2 wires of the value shown on the Equipment card itself, and also 2 wires of the value of the face-up Number card placed on it.\n\nAfter cutting a pair of wires of the value of a Number card covering an Equipment card, discard that Number card.\n\nFAQ: cutting 2 wires of a value unlocks both the matching Equipment card and the matching Number card lock, if any; both conditions are checked at the same time."),
    events={
        "busters.m12.unlocked": (QT_TRANSLATE_NOOP("BustersMission", "2 wires of %2 are cut: the Number card on equipment %1 is discarded."), ("equipment", "card")),
    },
    components={
        "lock": (QT_TRANSLATE_NOOP("BustersMission", "Number card lock"), QT_TRANSLATE_NOOP("BustersMission", "This Equipment card becomes usable only once 2 wires of its own value and 2 wires of this Number card's value are cut.")),
    },
))
