"""Mission 34's card and texts (reference, Mission 34)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

register(MissionText(
    number=34,
    title=QT_TRANSLATE_NOOP("BustersMission", "The Weakest Link"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "If you follow the chain of command, you will eventually find it, but how can you tell? It could even be you!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\nOnce the Captain is known, shuffle the character cards (the Captain card included) and deal 1 face down to each player: the first player does not necessarily get the Captain card.\n\nShuffle the Constraint cards A to E and deal 1 face down to each player. Do not look at the cards left over.\n\nEach bomb disposal expert secretly looks at their 2 cards. Whoever holds the Captain card is now the weakest link, and must not let anyone know. Only the weakest link applies their Constraint card; the others look at theirs but do not apply it.\n\n2 players: MISSION IMPOSSIBLE! This mission can not be played with only 2 bomb disposal experts."),
    back=QT_TRANSLATE_NOOP("BustersMission", "While the character cards are hidden, the bomb disposal experts have no personal equipment.\n\nThe weakest link:\n- applies their Constraint card every turn, without discussing or revealing it;\n- if they can not play on their turn because of the constraint, the detonator advances 2 spaces and every bomb disposal expert discards their Constraint and character cards.\n\nThe other bomb disposal experts play as usual, ignoring their Constraint card. At the start of their turn, they may point out the weakest link and guess their Constraint card (without consulting the others):\n- wrong (about the weakest link or the card): the detonator advances 1 space;\n- right (about both): every character card is turned face up and every Constraint card is discarded. The game goes on, and all personal equipment is usable at once.\n\nAt the table: rule sticker B is not used in this mission, as a new character would show who is not the weakest link."),
    events={
        "busters.m34.stuck": (QT_TRANSLATE_NOOP("BustersMission", "%1 can not play because of their Constraint card: the weakest link is stuck! The detonator advances 2 spaces and every Constraint and character card is discarded."), ("seat",)),
        "busters.m34.guess": (QT_TRANSLATE_NOOP("BustersMission", "%1 guesses: %2 is the weakest link, with %3."), ("seat", "owner", "constraint")),
        "busters.m34.found": (QT_TRANSLATE_NOOP("BustersMission", "Right! %2 was the weakest link. The characters turn face up, the Constraint cards are discarded: personal equipment is usable."), ("seat", "owner")),
        "busters.m34.wrong": (QT_TRANSLATE_NOOP("BustersMission", "Wrong guess: the detonator advances 1 space."), ()),
    },
    specials={
        "guess": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Guess: %1"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Guess that the weakest link is %1? Wrong, the detonator advances 1 space; right, the characters turn face up and personal equipment is usable."), tip=QT_TRANSLATE_NOOP("BustersMission", "At the start of your turn you may name the weakest link and their Constraint card (without consulting the others)."), arg="seat_constraint"),
    },
    components={
        "weakest": (QT_TRANSLATE_NOOP("BustersMission", "The weakest link"), QT_TRANSLATE_NOOP("BustersMission", "Holds the Captain character card and applies their Constraint card; nobody else knows.")),
        "notweakest": (QT_TRANSLATE_NOOP("BustersMission", "Not the weakest link"), QT_TRANSLATE_NOOP("BustersMission", "Your character card is not the Captain card: you look at your Constraint card but do not apply it. At the start of your turn you may point out the weakest link and guess their Constraint card.")),
    },
    turn_prompts={
        "guess": QT_TRANSLATE_NOOP("BustersMission", "%1, your turn: click a teammate's wire to cut it. First, if you like, point out the weakest link and their Constraint card in the list (a wrong guess advances the detonator 1 space)."),
    },
))
