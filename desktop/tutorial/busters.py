"""The Bomb Busters tutorial: mission 1 for two (the player, the Captain, and a bot),
on a laid deal. It teaches the tile stands and their sorted wires, the setup info
token, a Dual Cut on a sure wire (and the cut of one's own twin), a wrong cut (the
detonator and the info token it leaves), and a Solo Cut; then the mission goes on.

The story, move by move (each stand sorted, as dealt):
  you   1 2 3 3 4 5 | 2 3 5 6 6 6        the bot   1 1 2 3 4 4 | 1 2 4 5 5 6
  info tokens: yours on your 4, the bot's on its 3; you Dual Cut its 3 (sure), then
  one of your 3s; it cuts your 4 (your token told it) and one of its 4s; you guess
  its wire 3 is a 1: wrong, it is a 2 (the dial moves, a "2" token shows); it cuts
  your 1; you hold both 3s left: Solo Cut."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QT_TRANSLATE_NOOP

from desktop.tutorial.script import Script, Step, phase_is, settled

ME, BOT = 0, 1
DEAL = {"hands": [[["1", "2", "3", "3", "4", "5"], ["2", "3", "5", "6", "6", "6"]],
                  [["1", "1", "2", "3", "4", "4"], ["1", "2", "4", "5", "5", "6"]]],
        "as_laid": True, "equipment": []}
SEED = 1


def start(player: str, bot: str):
    from desktop.games.catalog import GAMES
    from desktop.store.db import SeatSpec
    from engine.busters import GAME
    from engine.core.record import GameRecord
    record = GameRecord("busters", {"mission": 1, "players": 2, "timers": False}, SEED,
                        version=GAME.record_version, deal=DEAL)
    return [SeatSpec(player, "human"), SeatSpec(bot, GAMES["busters"].levels[0])], record


# ---- what the steps point at ---------------------------------------------------------------
def tile(addr):
    """A wire: its tile, without the room kept above it for the coach's star."""
    def find(table):
        t = table.scene.tiles.get(addr)
        return None if t is None else (t, QRectF(-t.w / 2, -t.h / 2, t.w, t.h))
    return find


def stands(seat):
    """A seat's tile stands, both of them."""
    def find(table):
        tiles = [t for (s, _, _), t in table.scene.tiles.items() if s == seat]
        box = QRectF()
        for t in tiles:
            box = box.united(t.mapRectToScene(QRectF(-t.w / 2, -t.h / 2, t.w, t.h)))
        return box if tiles else None
    return find


def choice(key):
    return lambda table: table.choice_buttons.get(key)


def confirm(table):
    return table.buttons["confirm"]


def dial(table):
    return table.scene.dial


STEPS = (
    Step(QT_TRANSLATE_NOOP("Tutorial", "Welcome to Bomb Busters! You and %1 are a bomb disposal team: together "
                                       "you must cut every wire of the bomb. At the bottom are your two tile "
                                       "stands (with two players, each has two). You see your own wires, and on "
                                       "each stand they are sorted from the lowest number to the highest."),
         point=stands(ME)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "At the top are %1's stands. Their wires face away from you: you can not "
                                       "see them, and %1 can not see yours. But they are sorted too, so a wire's "
                                       "neighbours tell a lot about it. Mission 1 has 24 wires: four of each "
                                       "number from 1 to 6."),
         point=stands(BOT)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Before the first turn, everyone puts an info token in front of one of "
                                       "their own wires: it tells the whole team that wire's number. Put yours on "
                                       "your 4: click it, then Confirm."),
         clicks=(tile((ME, 0, 4)), confirm)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "%1 put its info token in front of this wire: it is a 3. Talking about "
                                       "your wires is not allowed in Bomb Busters; the info tokens are how the "
                                       "team shares what it knows."),
         point=tile((BOT, 0, 3)), ready=phase_is("turn")),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Your turn. The main action is the Dual Cut: point at a teammate's wire "
                                       "and say its number, which must be a number you hold. This wire is surely "
                                       "a 3, and you have 3s. Click the wire, then the value 3, then Confirm."),
         clicks=(tile((BOT, 0, 3)), choice("val_3"), confirm)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Right! %1's 3 is cut. A Dual Cut always cuts two identical wires: now "
                                       "you cut one of your own 3s with it. Click this 3, then Confirm."),
         clicks=(tile((ME, 0, 2)), confirm), ready=phase_is("own_cut")),
    Step(QT_TRANSLATE_NOOP("Tutorial", "%1 played its turn: your info token told it this wire is a 4, so it cut "
                                       "it with a Dual Cut, and one of its own 4s with it."),
         point=tile((ME, 0, 4)), ready=phase_is("turn")),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Not every cut is sure. This wire of %1 lies left of its cut 3, so it is "
                                       "at most a 3; and both 3s still uncut are yours. It is a 1 or a 2. Take the "
                                       "chance: click it, then 1, then Confirm."),
         clicks=(tile((BOT, 0, 2)), choice("val_1"), confirm)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Wrong: it was a 2. A wrong cut moves the detonator dial one step "
                                       "towards the skull; when it gets there, the bomb explodes and the mission "
                                       "is lost. And an info token now shows that wire's real number for everyone. "
                                       "Meanwhile %1 guessed your lowest wire was a 1, and cut it."),
         point=dial, ready=phase_is("turn")),
    Step(QT_TRANSLATE_NOOP("Tutorial", "The two 3s still uncut are both yours. When you hold every remaining wire "
                                       "of a number, you may cut them all at once, alone, with a Solo Cut: no "
                                       "guessing. Click “Solo Cut: 3”, then Confirm."),
         clicks=(choice("solo_3"), confirm)),
    Step(QT_TRANSLATE_NOOP("Tutorial", "Well done: that is how Bomb Busters is played. Cut every wire before the "
                                       "dial reaches the skull; later missions add red wires (cut one and the "
                                       "bomb explodes), yellow wires and equipment. Press Finish and play the "
                                       "mission to its end, or leave it from the Game menu. The rules are in the "
                                       "Help menu."),
         ready=settled),
)

SCRIPT = Script("busters", STEPS, start,
                bot_moves={BOT: ("info 1.0.3", "dual 0.0.4 4", "own 1.0.4", "dual 0.0.0 1", "own 1.0.0")})
