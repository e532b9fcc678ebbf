"""Mission 62 "Armageddon Roulette" (REF L1465-1475)."""
from __future__ import annotations

from engine.busters import GAME
from tests.engine.busters.helpers import act
from tests.engine.busters.missions.helpers import bots_finish, laid


def test_as_many_number_cards_as_players_and_the_dial_one_from_the_skull():
    # "Draw Number cards equal to the number of bomb disposal experts"; "Set the
    # detonator dial to the space indicated on the card" (1 from the skull, FACTS)
    for players in (2, 3, 5):
        s = GAME.new_game({"mission": 62, "players": players}, players)
        assert len(set(s.mission_data["cards"])) == players and s.detonator == 1


def test_the_four_wires_of_a_card_value_cut_move_the_dial_back():
    # "Each time 4 wires whose value matches a faceup Number card are cut, move back
    # the detonator dial 1 space."
    hands = [["2", "2", "5"], ["2", "2", "6"], ["5", "7"], ["6", "7"]]
    s = laid(62, hands, mission_part={"numbers": [2, 7, 9, 11]})
    assert s.detonator == 1
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert s.detonator == 1                               # 2 of the 4 only
    act(s, 1, "dual 0.0.1 2", "own 1.0.1")
    assert s.detonator == 2 and s.mission_data["done"] == [2]
    assert any(e.key == "busters.m62.done" and e.params["card"] == 2 for e in s.log)
    act(s, 2, "dual 0.0.2 5", "own 2.0.0")               # 5 is not a card: no change
    assert s.detonator == 2


def test_a_first_failure_explodes():
    s = laid(62, [["2", "5"], ["2", "6"], ["5", "7"], ["6", "7"]], mission_part={"numbers": [2, 7, 9, 11]})
    act(s, 0, "dual 1.0.1 5")
    assert GAME.outcome(s).key == "busters.outcome.detonator"


def test_bots_play_it_to_an_end():
    bots_finish(62)
