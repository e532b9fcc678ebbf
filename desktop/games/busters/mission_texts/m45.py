"""Mission 45's card and texts (reference, Mission 45)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=45,
    title=QT_TRANSLATE_NOOP("BustersMission", "Seeking Volunteers"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "The fate of a bomb disposal expert rests in the skill of their hands, and those of their teammates. Feeling confident? The time to speak up is now!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "2 red wires.\n\nShuffle the 12 Number cards face down into a deck near the board.\n\nEquipment 10 (X or Y Ray) and 11 (Coffee Mug) are replaced by other cards, and the new character with the X or Y Ray is not used.\n\n2 players: 3 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "The bomb disposal experts do not play in the usual clockwise order:\n\n- Each turn, the Captain reveals 1 Number card.\n- The first player (the Captain included) to say “Snip!” must cut this value.\n\nAs soon as the 4 wires of a value are cut, discard the matching Number card. When the deck is empty, shuffle the remaining Number cards into a new deck.\n\nIf a bomb disposal expert says “Snip!” without the right value, or says anything else (“I don't want to do it”), the detonator advances 1 space.\n\nIf nobody volunteers, the Captain picks a player (or themselves). If that player does not have a wire of the value, they choose 1 info token to put in front of their tile stand, and the detonator advances 1 space.\n\nAt any time, a player with only red wires in hand can say “Snip!” to reveal them.\n\nAt the table: from the Captain clockwise, each player answers “Snip!” or “Not me”; only a player holding the value (or only red wires) can say “Snip!”."),
    events={
        "busters.m45.revealed": (QT_TRANSLATE_NOOP("BustersMission", "%1 reveals the Number card %2: who says “Snip!”?"), ("seat", "card")),
        "busters.m45.snip": (QT_TRANSLATE_NOOP("BustersMission", "%1: “Snip!”"), ("seat",)),
        "busters.m45.notme": (QT_TRANSLATE_NOOP("BustersMission", "%1: “Not me.”"), ("seat",)),
        "busters.m45.picked": (QT_TRANSLATE_NOOP("BustersMission", "Nobody volunteered: %1 picks %2."), ("seat", "owner")),
        "busters.m45.discarded": (QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of %1 are cut: its Number card is discarded."), ("card",)),
    },
    specials={
        "snip": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Snip!"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Say “Snip!” and cut a wire of the card's value this turn?"), tip=QT_TRANSLATE_NOOP("BustersMission", "The first player to say “Snip!” must cut the value of the revealed Number card (or reveal their red wires, if that is all they hold)."), arg=""),
        "notme": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Not me"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Stay silent for this card?"), tip=QT_TRANSLATE_NOOP("BustersMission", "Let another player take this card. If nobody volunteers, the Captain picks a player."), arg=""),
        "pick": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Pick %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Pick %1 to cut the card's value? Without it, they put an info token in front of their stand and the detonator advances 1 space."), tip=QT_TRANSLATE_NOOP("BustersMission", "If nobody volunteers, the Captain picks a player (or themselves)."), arg="seat"),
        "token": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Info token on %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Put the info token of this wire's value in front of %1? The detonator then advances 1 space."), tip=QT_TRANSLATE_NOOP("BustersMission", "A picked player without the card's value puts 1 info token in front of their stand, and the detonator advances 1 space."), arg="wire"),
    },
    components={
        "deck": (QT_TRANSLATE_NOOP("BustersMission", "Number deck"), QT_TRANSLATE_NOOP("BustersMission", "Face down. Each turn the Captain reveals its top card; when it is empty, the cards whose wires are not all cut make a new deck.")),
        "card": (QT_TRANSLATE_NOOP("BustersMission", "The revealed Number card"), QT_TRANSLATE_NOOP("BustersMission", "The first player to say “Snip!” must cut this value.")),
        "discarded": (QT_TRANSLATE_NOOP("BustersMission", "Discarded Number cards"), QT_TRANSLATE_NOOP("BustersMission", "The 4 wires of each of these values are cut.")),
    },
    prompts={
        "snip": QT_TRANSLATE_NOOP("BustersMission", "%1: does this card call for you? Say “Snip!” or “Not me”."),
        "notme": QT_TRANSLATE_NOOP("BustersMission", "%1: does this card call for you? Say “Snip!” or “Not me”."),
        "pick": QT_TRANSLATE_NOOP("BustersMission", "%1 (Captain): nobody volunteered. Pick the player who cuts this value."),
        "token": QT_TRANSLATE_NOOP("BustersMission", "%1: you do not have this value. Put 1 info token in front of your stand."),
    },
))
