"""Every event Bomb Squad Academy emits (flow.py, bomb.py, tools.py, rules.py),
declared once: who sees it and what happened. The desktop words each in
desktop/games/academy/log_lines.py (public) or texts.private_line (private);
tests/test_event_catalogue.py keeps the three in step."""
from __future__ import annotations

from engine.core.event import catalogue, private, public

EVENTS = catalogue(
    # ---- bombs and rounds -----------------------------------------------------------
    public("academy.bomb.started", "A bomb is set up: decks and trigger tiles dealt, every action card "
                                   "back in hand; scores and tools kept."),
    public("academy.plates.placed", "Bombs II and III: the two pressure plates go on two random wire decks."),
    public("academy.draft.display", "Bombs II and III: players + 1 tools are laid out; the lowest score "
                                    "picks first."),
    public("academy.draft.taken", "A player takes one tool of the draft."),
    public("academy.draft.discarded", "The tools nobody took leave the game."),
    public("academy.round.started", "A round begins: everyone chooses an action card."),
    public("academy.round.ended", "The round is over (the cards back in hand and the plates moved "
                                  "are told before it)."),
    public("academy.bomb.ended", "The bomb is over (exploded, or every wire cut): the scores so far."),
    public("academy.game.over", "The third bomb is over: the top score wins, ties share the win."),
    # ---- choosing and revealing -----------------------------------------------------
    public("academy.picked", "A player chooses their action card face down (which one stays hidden)."),
    private("academy.you_picked", "the player who chose", "Which action card that player chose."),
    public("academy.revealed", "Every chosen action card is turned face up at once."),
    public("academy.wait.protected", "A player who played Wait (3 points) protects one wire from the cut."),
    public("academy.tool.used", "A player uses a tool (and its choices); it leaves the game."),
    public("academy.tool.passed", "A player who could use a tool now does not."),
    # ---- cutting --------------------------------------------------------------------
    public("academy.cut.protected", "A protected wire: the players who chose it cut nothing, unless "
                                    "they play Orders."),
    public("academy.cut.started", "A wire is cut, in order Green to Yellow, by everyone who chose it."),
    public("academy.xray.drawn", "X-Ray: its user draws up to 3 cards of the wire's deck (how many)."),
    private("academy.xray.cards", "the X-Ray's user", "Which cards the X-Ray drew, one to keep."),
    public("academy.card.flipped", "A card of the wire's deck is flipped and the trigger moves on (a "
                                   "cut, the Wrench or the Hammer)."),
    public("academy.tile.flipped", "The trigger reaches a tile: it flips, OK or BOOM."),
    public("academy.cards.shuffled_back", "Freezer or Scrambler: exposed cards go back into the deck "
                                          "and the trigger moves back."),
    public("academy.bomb.exploded", "A BOOM tile: the bomb explodes; who is responsible."),
    public("academy.cut.solo", "One player cut the wire: they score its whole value."),
    public("academy.cut.shared", "Several cut it: its value is split evenly, remainders ignored."),
    public("academy.score", "A score changes (and why); scores never drop below zero."),
    # ---- peeking and the end of a round ---------------------------------------------
    public("academy.peek.decks", "No explosion: a Chicken peeks at the next cards of two decks."),
    public("academy.peek.tiles", "No explosion: a Chicken peeks at one wire's trigger tiles."),
    public("academy.peek.none", "A Chicken does not peek."),
    private("academy.peek.seen", "the player who peeked", "What that player saw: a Chicken's peek, the "
                                                          "Sniffer's top cards or the Mirror's tiles."),
    public("academy.switch.back", "The round is over: the two players of a Switch take their cutters back."),
    public("academy.wait.discarded", "A Wait taken off a full table goes back to the supply for this bomb."),
    public("academy.card.returned", "A full table: the oldest action card goes back into its owner's hand."),
    public("academy.plate.moved", "A pressure plate on a wire scored this round slides along its arrow."),
)
