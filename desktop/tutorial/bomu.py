"""The Bomb ぼむ！ tutorial: two players (the player and a bot) on a laid deal and a
fixed seed, so the dice fall the same way every time. It teaches the card put face
down, the lowest card handling the bomb (the dice, an explosion and the life chips),
a roll of one's own, the "0" card, and SAFE; then the game goes on.

The story: you hold 0 4 8 SAFE, the bot 0 3 5 8. Round 1: your 8 against its 3:
it rolls 3 dice (the 3 added one), a bomb and an ignition: it loses a life. Round 2:
your 4 against its 5: you roll 2 dice, no explosion, you draw a card. Round 3: your
0 against its 8: the 0 adds a die and draws a card; you handle 4 dice with SAFE."""
from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.tutorial.script import Script, Step, card, hand, phase_is, round_no

ME, BOT = 0, 1
HANDS = [["0", "4", "8", "SAFE"], ["0", "3", "5", "8"]]
TOP_OF_DECK = ["6", "5", "7", "1", "6", "7", "5", "4", "3", "1", "8", "2"]
SEED = 22                      # with this deal: the rolls of the story above


def deck() -> list[str]:
    """The rest of the cards, the ones the story draws on top."""
    from engine.bomu import data as D
    left = Counter(D.deck_cards())
    left.subtract(c for hand in HANDS for c in hand if c != D.ZERO)
    top = []
    for c in TOP_OF_DECK:
        left[c] -= 1
        top.append(c)
    return top + sorted(left.elements())


def start(player: str, bot: str):
    from desktop.games.catalog import GAMES
    from desktop.store.db import SeatSpec
    from engine.bomu import GAME
    from engine.core.record import GameRecord
    record = GameRecord("bomu", {"players": 2}, SEED, version=GAME.record_version,
                        deal={"hands": HANDS, "deck": deck()})
    return [SeatSpec(player, "human"), SeatSpec(bot, GAMES["bomu"].levels[0])], record


# ---- what the steps point at ---------------------------------------------------------------
def button(key):
    return lambda table: table.buttons[key]


def tray(table):
    return table.scene.tray


def plate(seat):
    return lambda table: table.scene.plates[seat]


STEPS = (
    Step(QT_TRANSLATE_NOOP("Tutorial", "Welcome to Bomb ぼむ！ You and %1 each start with 3 life chips; lose them "
                                       "all and you are out. The last one standing wins. Below is your hand: the "
                                       "“0” every player has, two numbers and a SAFE card."),
         point=hand),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Every round, each player puts one card face down, and then all are "
                                       "revealed at once. The lowest number must handle the bomb. Play it safe: "
                                       "click your 8, then put it face down with the button below."),
         clicks=(card("8"), button("play"))),
    Step(QT_TRANSLATE_NOOP("Tutorial", "%1 played a 3, the lowest, so %1 rolled the bomb dice (a 3 also adds a "
                                       "die). A bomb mark and an ignition mark showed together: the bomb "
                                       "exploded, and %1 lost a life chip. After an explosion the dice go back "
                                       "to 2 and everyone draws a card."),
         point=plate(BOT), ready=round_no(2)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "This time, take the bomb yourself: click your 4, then put it face down."),
         clicks=(card("4"), button("play")), ready=round_no(2)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Your 4 is the lowest: you handle the bomb. Because you hold SAFE, you may "
                                       "use it now instead of rolling. With only 2 dice the odds are good (the "
                                       "line below the guide gives the chance of an explosion): keep SAFE for "
                                       "later and roll."),
         clicks=(button("roll"),), ready=phase_is("safe")),
    Step(QT_TRANSLATE_NOOP("Tutorial", "No explosion: a bomb mark and an ignition mark did not show together. "
                                       "You succeeded, and "
                                       "you drew one card per card mark on the dice. After a success the played "
                                       "cards are put away and one more die joins the middle: the bomb grows."),
         point=tray, ready=round_no(3)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Play your “0”: when it is revealed you draw a card, a die is added, and "
                                       "the 0 comes back to your hand. But it is the lowest card: you will handle "
                                       "the bomb. Click the 0, then put it face down."),
         clicks=(card("0"), button("play")), ready=round_no(3)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "4 dice now: much riskier. This is the moment for SAFE: it is discarded and "
                                       "your handling succeeds without a roll. Click “Use SAFE”."),
         clicks=(button("safe"),), ready=phase_is("safe")),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Well done: that is Bomb ぼむ！. Keep low cards for when the dice are few, "
                                       "high cards and SAFE for when the bomb has grown. Press Finish and play the "
                                       "game to its end, or leave it from the Game menu. The rules are in the Help "
                                       "menu."),
         ready=lambda table: not table.queue.busy),
)

SCRIPT = Script("bomu", STEPS, start, bot_moves={BOT: ("play 3", "play 5", "play 8")})
