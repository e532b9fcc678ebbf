"""Mission 51's card and texts (reference, Mission 51)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=51,
    title=QT_TRANSLATE_NOOP("BustersMission", "It's Your (Un)Lucky Day!"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "Sometimes skill and good training are not enough... like today. Trust your gut instincts to guide you!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\nShuffle the 12 Number cards face down into a deck near the board.\n\nMove the detonator dial back 1 space (as if one more bomb disposal expert were playing).\n\nEquipment 10 (X or Y Ray) is replaced by another card, and the new character with the X or Y Ray is not used.\n\n2 players: 2 red wires; the Captain puts no info token during setup.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "On their turn, the active bomb disposal expert becomes “Sir” or “Ma'am”:\n\n1. They turn over the top Number card.\n2. Without consulting anyone, they choose who must do a cut action with wires of this value (themselves included).\n3. The chosen player says “Yes, Sir!” or “Yes, Ma'am!” and does the cut action.\n\nThen the player to the left of Sir or Ma'am becomes the new Sir or Ma'am, and so on.\n\nIf the chosen bomb disposal expert does not have the value, they choose 1 info token to put in front of their tile stand, and the detonator advances 1 space.\n\nAs soon as the 4 wires of a value are cut, discard its Number card. When the deck is empty, shuffle the Number cards into a new deck.\n\nA bomb disposal expert with only red wires in hand at the start of their turn Reveals them."),
    events={
        "busters.m51.revealed": (QT_TRANSLATE_NOOP("BustersMission", "%1 turns over the Number card %2."), ("seat", "card",)),
        "busters.m51.picked": (QT_TRANSLATE_NOOP("BustersMission", "%1 chooses %2 to cut it: “Yes, Sir!”"), ("seat", "owner",)),
        "busters.m51.discarded": (QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of %1 are cut: its Number card is discarded."), ("card",)),
    },
    specials={
        "pick": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "%1 cuts it"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Choose %1 to cut a wire of this value? If they do not have it, they put an info token in front of their stand and the detonator advances 1 space."), tip=QT_TRANSLATE_NOOP("BustersMission", "Without consulting anyone, choose who must do a cut action with wires of this value (yourself included)."), arg="seat"),
        "token": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Info token on %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put the info token of this wire's value in front of %1? The detonator then advances 1 space."), tip=QT_TRANSLATE_NOOP("BustersMission", "A chosen player without the value puts 1 info token in front of their stand, and the detonator advances 1 space."), arg="wire"),
    },
    components={
        "deck": (QT_TRANSLATE_NOOP("BustersMission", "Number deck"), QT_TRANSLATE_NOOP("BustersMission", "Face down. Each turn the active player turns up its top card; when it is empty, the cards whose wires are not all cut make a new deck.")),
        "card": (QT_TRANSLATE_NOOP("BustersMission", "The revealed Number card"), QT_TRANSLATE_NOOP("BustersMission", "The player Sir or Ma'am chooses cuts this value.")),
        "discarded": (QT_TRANSLATE_NOOP("BustersMission", "Discarded Number cards"), QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of each of these values are cut.")),
    },
    prompts={
        "pick": QT_TRANSLATE_NOOP("BustersMission", "%1 (Sir or Ma'am): who cuts this value?"),
        "token": QT_TRANSLATE_NOOP("BustersMission", "%1: you do not have this value. Put 1 info token in front of your stand."),
    },
))
