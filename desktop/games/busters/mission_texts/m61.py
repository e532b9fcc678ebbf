"""Mission 61's card and texts (reference, Mission 61; the Constraint cards: cards.py;
rulings R-BB193, R-BB194)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts import MissionText, SpecialText, register

SHIFT = QT_TRANSLATE_NOOP("BustersMission", "Before the Captain's turn, the team decides whether to shift every Constraint card one place round the table (the cards on the table too); the Captain says what the team decided.")

register(MissionText(
    number=61,
    title=QT_TRANSLATE_NOOP("BustersMission", "Sharing is Caring"),
    subtitle=QT_TRANSLATE_NOOP("BustersMission", "You don't have to face your challenges alone... you can always share your problems with your team!"),
    front=QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\nEach player receives a random Constraint card from A to E and puts it face up in front of them.\n\nWith 2 bomb disposal experts, put 2 more Constraint cards from A to E face up on the table: one to the Captain's left, the other to the Captain's right.\n\nWith 3 bomb disposal experts, put 1 more Constraint card from A to E face up on the table, to the Captain's left.\n\n2 players: 2 red wires.\n\nRule sticker B: the players other than the Captain may take a new character (before the wires are dealt).\n\nRule sticker C: the new equipment cards join the pile (each is usable once the 4 wires of its value are cut)."),
    back=QT_TRANSLATE_NOOP("BustersMission", "Each player must apply their constraint. A player who can not apply theirs skips their turn (the detonator does not move). But beware: if none of the bomb disposal experts can play for a whole round, the bomb explodes!\n\nEach round, before the Captain's turn, the bomb disposal experts consult and decide whether to shift the Constraint cards round the table in one direction; if so, they choose clockwise or counter-clockwise.\n\nA bomb disposal expert may discard their Constraint card at any time and replace it with one drawn at random from F to L, but the detonator then advances 1 space.\n\nThe constraints do not apply to Reveal Your Red Wires.\n\nAt the table: the Captain says what the team decided, before every Captain's turn, the first one included. A card on the table sits between two players and binds nobody. Discarded cards leave the game; once F to L are all drawn, no more cards can be replaced. A player who can not apply their card may still replace it or use equipment before skipping."),
    events={
        "busters.m61.keep": (QT_TRANSLATE_NOOP("BustersMission", "The team leaves the Constraint cards where they are (%1 says so)."), ("seat",)),
        "busters.m61.clockwise": (QT_TRANSLATE_NOOP("BustersMission", "The team shifts every Constraint card one place clockwise (%1 says so)."), ("seat",)),
        "busters.m61.counterclockwise": (QT_TRANSLATE_NOOP("BustersMission", "The team shifts every Constraint card one place counter-clockwise (%1 says so)."), ("seat",)),
        "busters.m61.discarded": (QT_TRANSLATE_NOOP("BustersMission", "%1 discards their Constraint card: %2."), ("seat", "constraint")),
        "busters.m61.drawn": (QT_TRANSLATE_NOOP("BustersMission", "%1 draws a new Constraint card at random: %2. The detonator advances 1 space."), ("seat", "constraint")),
        "busters.m61.skipped": (QT_TRANSLATE_NOOP("BustersMission", "%1 can not apply their Constraint card and skips their turn (the detonator does not move)."), ("seat",)),
        "busters.m61.nobody_played": (QT_TRANSLATE_NOOP("BustersMission", "Nobody could play for a whole round: the bomb explodes!"), ()),
    },
    specials={
        "keep": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "No shift"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Leave every Constraint card where it is this round?"), tip=SHIFT),
        "clockwise": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Shift clockwise"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Shift every Constraint card one place clockwise (each goes to the next player in turn order)?"), tip=SHIFT),
        "counterclockwise": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Shift counter-clockwise"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Shift every Constraint card one place counter-clockwise (each goes to the previous player in turn order)?"), tip=SHIFT),
        "swap": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Replace my Constraint card"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Discard your Constraint card and draw one at random from F to L? The detonator advances 1 space."), tip=QT_TRANSLATE_NOOP("BustersMission", "At any time you may discard your Constraint card for one drawn at random from F to L; the detonator advances 1 space.")),
        "skip": SpecialText(label=QT_TRANSLATE_NOOP("BustersMission", "Skip: my card stops me"), confirm=QT_TRANSLATE_NOOP("BustersMission", "Skip your turn? The detonator does not move, but if nobody plays for a whole round the bomb explodes."), tip=QT_TRANSLATE_NOOP("BustersMission", "You can not apply your Constraint card: you skip your turn (the detonator does not move). You may first replace your card or use equipment.")),
    },
    components={
        "ring": (QT_TRANSLATE_NOOP("BustersMission", "Constraint cards, clockwise from the Captain:"), QT_TRANSLATE_NOOP("BustersMission", "Each player applies their own card. The cards shift round the table together when the team decides so, before the Captain's turn.")),
        "table_left": (QT_TRANSLATE_NOOP("BustersMission", "On the table, to the Captain's left:"), QT_TRANSLATE_NOOP("BustersMission", "A card on the table binds nobody; it shifts with the others.")),
        "table_right": (QT_TRANSLATE_NOOP("BustersMission", "On the table, to the Captain's right:"), QT_TRANSLATE_NOOP("BustersMission", "A card on the table binds nobody; it shifts with the others.")),
        "pool": (QT_TRANSLATE_NOOP("BustersMission", "Constraint cards F to L left to draw"), QT_TRANSLATE_NOOP("BustersMission", "A player who replaces their card draws one of these at random; the detonator advances 1 space. Discarded cards are struck through.")),
    },
    prompts={
        "keep": QT_TRANSLATE_NOOP("BustersMission", "%1, for the team: shift the Constraint cards round the table before the Captain's turn?"),
        "clockwise": QT_TRANSLATE_NOOP("BustersMission", "%1, for the team: shift the Constraint cards round the table before the Captain's turn?"),
        "counterclockwise": QT_TRANSLATE_NOOP("BustersMission", "%1, for the team: shift the Constraint cards round the table before the Captain's turn?"),
    },
))
