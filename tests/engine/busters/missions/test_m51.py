"""Mission 51 "It's Your (Un)Lucky Day!" (REF L1279-1296) and ruling R-BB169."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "9"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]]
DECK = {"deck": [5, 9, 7, 2, 3, 1, 4, 6, 8, 10, 11, 12]}


def test_the_dial_starts_one_space_back():
    # "Move the detonator dial back 1 space (as if an extra bomb disposal expert was
    # playing)."
    assert GAME.new_game({"mission": 51, "players": 4}, 1).detonator == 5
    assert GAME.new_game({"mission": 51, "players": 2}, 1).detonator == 3


def test_sir_turns_a_card_and_names_anyone_who_then_cuts_that_value():
    # "1. They flip over the top Number card. 2. ... they choose who must do a cut
    # action with this value's wires (even themselves). 3. The chosen player ... does
    # the cut action." "Then the player to the left of Sir/Ma'am will become the new
    # Sir/Ma'am"
    s = laid(51, HANDS, mission_part=DECK)
    assert s.mission_data["card"] == 5
    assert legal(s, 0) == {f"special pick {p}" for p in range(4)}   # no radar: anyone
    act(s, 0, "special pick 3")
    assert s.active == 3 and {a.split()[-1] for a in legal(s, 3) if a.startswith("dual")} == {"5"}
    act(s, 3, "dual 0.0.1 5", "own 3.0.1")
    assert s.mission_data["sir"] == 1 and GAME.to_act(s) == {1}


def test_a_named_player_without_the_value_places_a_token_and_the_dial_advances():
    # "If the chosen bomb disposal expert does not have the value, they choose 1 info
    # token to put in front of their tile stand, and the detonator dial advances"
    s = laid(51, HANDS, mission_part=DECK)
    dial = s.detonator
    act(s, 0, "special pick 2")
    assert GAME.to_act(s) == {2}
    act(s, 2, "special token 2.0.1")
    assert [t.value for t in s.slot(2, 0, 1).tokens] == [7]
    assert s.detonator == dial - 1 and s.mission_data["sir"] == 1


def test_a_bot_holding_the_value_names_itself():
    # "without knowing who holds it": a teammate named without the value costs a dial
    # space, so Sir, holding a 5 and able to cut it (a guess: 5s are in two other
    # hands), names themselves (mission 18's bot, with the radar, wants a sure-ish cut)
    s = laid(51, HANDS, mission_part=DECK)
    bot = BOTS["expert"]()
    a = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) == "special pick 0"


def test_bots_play_it_to_an_end():
    bots_finish(51)
