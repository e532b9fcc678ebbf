"""A bot's Walkie-Talkies reply (engine/busters/giveback.py; REF L301-310)."""
from __future__ import annotations

from engine.busters import GAME
from engine.busters.giveback import give_back
from engine.busters.inference import solve
from tests.engine.busters.helpers import act, deal

SETUP = ["info 0.0.1", "info 1.0.0", "info 2.0.0", "info 3.0.0"]


def _reply(hands, giver_wire: str) -> str:
    s = deal(6, hands, equipment=[2], ready=(2,), setup=SETUP)
    act(s, 0, f"use walkie {giver_wire} 1")
    v = GAME.view(s, 1)
    choice = give_back(v, GAME.legal_actions(s, 1), solve(v))
    return s.slot(*choice.addr).wire.text


def test_gives_back_a_value_the_giver_shows_it_holds():
    """Seat 0's info token says it holds a 3: the teammate gives back its own 3."""
    hands = [["2", "3", "3", "8"], ["1", "3", "6", "9"], ["4", "5", "7", "10"],
             ["1", "2", "11", "12"]]
    assert _reply(hands, "0.0.3") == "3"


def test_never_gives_a_red_wire_while_another_can_go():
    """REF L308: any uncut wire may be swapped, red too; the bot keeps its red one."""
    hands = [["2", "3", "3", "8"], ["1.5", "6", "9", "10"], ["4", "5", "7", "10"],
             ["1", "2", "11", "12"]]
    s = deal(6, hands, equipment=[2], ready=(2,),
             setup=["info 0.0.1", "info 1.0.1", "info 2.0.0", "info 3.0.0"])
    act(s, 0, "use walkie 0.0.3 1")
    v = GAME.view(s, 1)
    legal = GAME.legal_actions(s, 1)
    assert s.slot(*legal[0].addr).wire.text == "1.5"
    assert s.slot(*give_back(v, legal, solve(v)).addr).wire.text != "1.5"


def test_every_bot_level_replies_this_way():
    import random

    from engine.busters.bots import BOTS
    hands = [["2", "3", "3", "8"], ["1", "3", "6", "9"], ["4", "5", "7", "10"],
             ["1", "2", "11", "12"]]
    for level, cls in BOTS.items():
        s = deal(6, hands, equipment=[2], ready=(2,), setup=SETUP)
        act(s, 0, "use walkie 0.0.3 1")
        choice = cls().choose(GAME.view(s, 1), GAME.legal_actions(s, 1), random.Random(1))
        assert s.slot(*choice.addr).wire.text == "3", level
