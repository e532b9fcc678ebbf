"""The Constraint cards A-L (REF Part VII, L1565-1578), through the Constraints
component of a probe mission whose deal says which card binds which seat."""
from __future__ import annotations

import pytest

from engine.busters import GAME
from engine.busters.missions import (ColourSpec, Mission, SetupSpec, get_mission, register,
                                     unregister)
from engine.busters.missions.constraints import Constraints, can_play, value_ok
from engine.busters.state import Token
from tests.engine.busters.helpers import act, legal

PROBE = 906


class ProbeConstraints(Mission):
    number, key = PROBE, "busters.mission.probe_constraints"

    def __init__(self):
        self.components = (Constraints(self.constraint_of),)

    def spec(self, players):
        return SetupSpec(blue=(1, 12), yellow=ColourSpec(2), equipment=0)

    def constraint_of(self, state, seat):
        return ((state.explicit or {}).get("mission", {}).get("cards", {})).get(str(seat))


@pytest.fixture(autouse=True)
def probe():
    register(ProbeConstraints())
    yield get_mission(PROBE)
    unregister(PROBE)


HANDS = [["1", "2", "4.1", "7", "8"], ["1", "3", "5", "9", "12"], ["2", "4", "6", "10", "11"],
         ["3", "5.1", "7", "9", "12"]]


def start(cards, equipment=(), ready=()):
    s = GAME.new_game({"mission": PROBE, "players": 4}, 0,
                      {"hands": HANDS, "equipment": list(equipment), "setup_info": False,
                       "mission": {"cards": {str(k): v for k, v in cards.items()}}})
    for c in s.equipment:
        if c.number in ready:
            c.status = "ready"
    return s


def announced(s, seat):
    return {a.split()[-1] for a in legal(s, seat) if a.startswith("dual")}


@pytest.mark.parametrize("letter,values", [
    ("A", {"2", "8"}), ("B", {"1", "7"}), ("C", {"1", "2"}), ("D", {"7", "8"}),
    ("E", {"7", "8"}), ("F", {"1", "2", "Y"})])
def test_number_cards_limit_the_values_one_cuts(letter, values):
    # A-E name the numbers one may cut: yellow has no number (R-BB90); F allows it
    assert announced(start({0: letter}), 0) == values


def test_g_no_equipment_nor_personal_equipment():
    s = start({0: "G"}, equipment=[6, 8], ready=(6, 8))
    assert not any(a.startswith("use") for a in legal(s, 0))
    assert any(a.startswith("use") for a in legal(start({}, [6, 8], (6, 8)), 0))


def test_h_no_token_no_tokened_targets_no_postit():
    s = start({0: "H", 2: "H"}, equipment=[4], ready=(4,))
    assert not any(a.startswith("use postit") for a in legal(s, 0))
    act(s, 0, "dual 1.0.1 1")                 # a 3, not a 1: no token is placed (H)
    assert not s.slot(1, 0, 1).tokens and s.detonator == 3
    act(s, 1, "dual 2.0.0 1")                 # fails in seat 2's hand (H): no token
    assert not s.slot(2, 0, 0).tokens
    s2 = start({0: "H"})
    act(s2, 0, "dual 1.0.1 1")
    s2.slot(1, 0, 1).tokens.append(Token(3))
    s2.active, s2.phase = 0, "turn"
    assert not any(a.startswith("dual 1.0.1 ") for a in legal(s2, 0))


def test_i_and_j_the_far_ends_of_teammates_stands():
    right = {a.split()[1] for a in legal(start({0: "I"}), 0) if a.startswith("dual")}
    left = {a.split()[1] for a in legal(start({0: "J"}), 0) if a.startswith("dual")}
    assert "1.0.4" not in right and "1.0.0" in right
    assert "1.0.0" not in left and "1.0.4" in left


def test_k_no_solo_cut_and_l_two_spaces():
    hands = [["1", "1", "2"], ["1", "1", "3"], ["2", "3"], ["4", "4", "4", "4"]]
    s = GAME.new_game({"mission": PROBE, "players": 4}, 0,
                      {"hands": hands, "equipment": [], "setup_info": False,
                       "mission": {"cards": {"3": "K", "0": "L"}}})
    act(s, 0, "dual 1.0.2 2")                 # L: a failed cut advances 2 spaces
    assert s.detonator == 2
    s.active = 3
    assert not any(a.startswith("solo") for a in legal(s, 3))


def test_can_play_and_reveal_is_exempt():
    s = start({0: "D"})
    assert can_play(get_mission(PROBE), s, 0)
    s = GAME.new_game({"mission": PROBE, "players": 4}, 0,
                      {"hands": [["1", "3"], ["2", "4"], ["5", "6"], ["7", "8"]],
                       "equipment": [], "setup_info": False, "mission": {"cards": {"0": "D"}}})
    assert not can_play(get_mission(PROBE), s, 0)
    assert value_ok(None, 3) and not value_ok("A", "Y") and value_ok("F", "R")
