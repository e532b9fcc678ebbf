"""The Bomb Squad Academy tutorial: two players (the player and a bot, so Green, Blue
and Red wires, no Yellow) on a laid deal: the next cards of the decks and the Green
tiles are fixed, so the story is the same every time. It teaches the action card
chosen in secret and the reveal, a cut alone (the card flipped, the trigger, the
points), Wait and its protection, Chicken and its peek; then the game goes on.

The story: round 1, you cut Green alone (a 4: trigger on 4, 4 + 1 = 5 points), the
bot cuts Red (a 3). Round 2, you play Wait (+3) and protect Blue, which the bot cut:
its cut does nothing. Round 3, you are Chicken and the bot cuts Green (a 3: trigger
on 7, two spaces before the first tile); no explosion, so you peek at the Green
tiles: the first one is BOOM."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QT_TRANSLATE_NOOP

from desktop.tutorial.script import Script, Step, card, hand, player_waits, round_no, settled

ME, BOT = 0, 1
DEAL = {"tops": {"green": [4, 3], "red": [3], "blue": [2]},
        "tiles": {"green": ["boom", "ok", "ok"]}}
SEED = 1


def start(player: str, bot: str):
    from desktop.games.catalog import GAMES
    from desktop.store.db import SeatSpec
    from engine.academy import GAME
    from engine.core.record import GameRecord
    record = GameRecord("academy", {"players": 2}, SEED, version=GAME.record_version, deal=DEAL)
    return [SeatSpec(player, "human"), SeatSpec(bot, GAMES["academy"].levels[0])], record


# ---- what the steps point at ---------------------------------------------------------------
def confirm(table):
    return table.buttons["confirm"]


def deck(wire):
    return lambda table: table.scene.decks[wire]


def track(wire):
    return lambda table: table.scene.tracks[wire]


def column(wire):
    """A wire's whole column: its deck, the cards cut from it, its track and tiles."""
    return lambda table: table.scene.columns[wire]


def tiles(wire):
    def find(table):
        box = QRectF()
        for tile in table.scene.tiles[wire]:
            box = box.united(tile.sceneBoundingRect())
        return box
    return find


def stage_is(stage):
    return lambda table: player_waits(table) and table.session.view(None).stage == stage


STEPS = (
    Step(QT_TRANSLATE_NOOP("Tutorial", "Welcome to Bomb Squad Academy! This is the final exam: each training bomb "
                                       "will explode sooner or later. Cut valuable wires, and don't be the one "
                                       "who sets the bomb off. After three bombs the best score wins. Below is "
                                       "your hand: a cutter for each wire (with two players there is no Yellow), "
                                       "Wait and Chicken."),
         point=hand),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Every round, you and %1 each choose one action card in secret; then they "
                                       "are revealed together. Cut the Green wire: click your Green cutter, then "
                                       "“Play”."),
         clicks=(card("green"), confirm)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Revealed: you cut Green and %1 cut Red, each alone. A cut flips the next "
                                       "card of the wire's deck: yours is a 4, so the Green trigger moved down 4 "
                                       "spaces. You scored the wire's full value: the main value of the last card, "
                                       "plus 1 for each card of its chain, 4 + 1 = 5. When a trigger reaches a "
                                       "trigger tile at the end of its track, the tile turns over: OK, or BOOM, "
                                       "and the bomb explodes."),
         point=column("green"), ready=round_no(2)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Your Green cutter stays on the table this round. Play Wait: it is resolved "
                                       "first, gives you 3 points at once, and protects one wire of your choice "
                                       "this round: nobody cuts it. Click Wait, then “Play”."),
         clicks=(card("wait"), confirm), ready=round_no(2)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "%1 played its Blue cutter. Protect the Blue wire: click the Blue deck, "
                                       "then “Protect”. Wait can be played only once per bomb."),
         clicks=(deck("blue"), confirm), ready=stage_is("protect")),
    Step(QT_TRANSLATE_NOOP("Tutorial", "%1's Blue cut did nothing, and you took 3 points. Your Green cutter is "
                                       "back in your hand: with two players, your older card comes back once two "
                                       "are on the table. Now play Chicken: it cuts nothing. If someone else sets "
                                       "the bomb off this round, you gain 5 points; if not, you may peek. Click "
                                       "Chicken, then “Play”."),
         clicks=(card("chicken"), confirm), ready=round_no(3)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "%1 cut Green: a 3, so the trigger is on space 7, two spaces before the "
                                       "first tile. No explosion, so you may peek: at the next card of two decks, "
                                       "or at the three trigger tiles of one track. Only you see them. Click the "
                                       "Green track, then “Peek”."),
         clicks=(track("green"), confirm), ready=stage_is("peek")),
    Step(QT_TRANSLATE_NOOP("Tutorial", "The first Green tile is BOOM: a Green cut that flips a 2 or more sets the "
                                       "bomb off. Whoever cuts it loses 5 points, and a Chicken gains 5. Well done: "
                                       "that is Bomb Squad Academy. Tools and pressure plates join from Bomb II. "
                                       "Press Finish and play on, or leave from the Game menu. The rules are in "
                                       "the Help menu."),
         point=tiles("green"), ready=settled),
)

SCRIPT = Script("academy", STEPS, start, bot_moves={BOT: ("play red", "play blue", "play green")})
