"""Every event Bomu emits (rules.py), declared once: who sees it and what happened.
The desktop words each in desktop/games/bomu/log_lines.py (public) or texts.
private_line (private); tests/test_event_catalogue.py keeps the three in step."""
from __future__ import annotations

from engine.core.event import catalogue, private, public

EVENTS = catalogue(
    # ---- the pick -------------------------------------------------------------------
    public("bomu.picked", "A player puts a card face down for this round (which one stays hidden)."),
    private("bomu.you_picked", "the player who picked", "Which card that player put face down."),
    public("bomu.revealed", "Every card put down is turned face up at once."),
    public("bomu.die_added", "A bomb die joins the middle: a revealed \"0\" or \"3\", or a round in "
                             "which every handler succeeded."),
    public("bomu.dice_full", "A die would be added but the middle already holds 10 bomb dice."),
    public("bomu.red_die", "A \"2\" was revealed: the red die is rolled this round (one, however many "
                           "\"2\"s)."),
    public("bomu.handlers", "Who handles the bomb, in order: the lowest card (or a lone \"6\"/\"7\" "
                            "over low cards), most lives first."),
    # ---- handling the bomb ----------------------------------------------------------
    public("bomu.safe", "A handler reveals and discards SAFE: handled without rolling."),
    public("bomu.rolled", "A handler rolls the bomb dice (and the red die): its faces and marks."),
    public("bomu.exploded", "Bomb and ignition marks together: the handler loses that many life chips."),
    public("bomu.eliminated", "A player's last life chip is gone: they are out, their hand discarded."),
    public("bomu.defused", "No explosion: the handler defuses the bomb and earns its card marks."),
    public("bomu.gain_life", "With 4 or more card marks the handler chose a life chip instead of cards."),
    # ---- cards ----------------------------------------------------------------------
    public("bomu.drew", "A player draws cards (how many, not which)."),
    private("bomu.you_drew", "the player who drew", "Which cards that player drew."),
    public("bomu.deck_reshuffled", "The draw pile ran out: the used cards become a new draw pile."),
    public("bomu.no_cards", "No card is left anywhere to draw: the draw stops short."),
    public("bomu.discarded", "After an explosion a player with too many cards discards down, face "
                             "down (how many)."),
    private("bomu.you_discarded", "the player who discarded", "Which cards that player discarded."),
    # ---- rounds and the end ---------------------------------------------------------
    public("bomu.reset", "After an explosion: everyone is dealt 1 card, the used cards are shuffled "
                         "into the draw pile, back to 2 bomb dice."),
    public("bomu.new_round", "A new round begins: its number and the bomb dice in the middle."),
    public("bomu.game_over", "One player or none is left: the game is over."),
)
