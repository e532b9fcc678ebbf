"""Mission 18 "BAT-Helping-Hand" (REF L749-768) and ruling R-BB164."""
from __future__ import annotations

import random

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.inference import solve
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "9"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]]
DECK = {"deck": [5, 9, 7, 2, 3, 1, 4, 6, 8, 10, 11, 12]}


def test_no_equipment_and_no_setup_tokens():
    s = GAME.new_game({"mission": 18, "players": 4}, 3)
    assert s.equipment == [] and s.phase == "mission"          # the first card is up
    assert not any(t for st in s.stands() for sl in st.slots for t in sl.tokens)


def test_each_turn_a_card_the_radar_and_the_active_player_names_who_cuts():
    # "1. Reveals the top Number card ... 2. Uses Equipment 8 (General Radar) on the
    # value ... 3. Indicates who (including themselves) must carry out a cut action"
    s = laid(18, HANDS, mission_part=DECK)
    radar = [e for e in s.log if e.key == "busters.radar.answers"]
    assert radar[-1].params["value"] == 5
    assert [yes for _s, _t, yes in radar[-1].params["answers"]] == [True, True, False, True]
    assert legal(s, 0) == {"special pick 0", "special pick 1", "special pick 3"}
    act(s, 0, "special pick 3")
    assert s.active == 3 and {a.split()[-1] for a in legal(s, 3) if a.startswith("dual")} == {"5"}
    act(s, 3, "dual 0.0.1 5", "own 3.0.1")
    # FAQ: "The next turn goes to the player on the active player's left (not the
    # designated player's left)."
    assert s.mission_data["sir"] == 1 and GAME.to_act(s) == {1}


def test_the_deduction_hears_the_radar():
    s = laid(18, HANDS, mission_part=DECK)
    post = solve(GAME.view(s, 0))
    assert all(post.p((2, 0, i), 5) == 0 for i in range(3))    # seat 2 said "no"


def test_a_card_whose_wires_are_cut_is_discarded_and_only_red_reveals():
    s = laid(18, [["5", "9"], ["5", "9"], ["3.5"], ["7", "7"]], mission_part=DECK)
    # (this deal has two 5s) "A Number card is discarded as soon as the 4 corresponding
    # wires have been cut."
    act(s, 0, "special pick 0", "dual 1.0.0 5", "own 0.0.0")
    assert s.mission_data["out"] == [5] and s.mission_data["card"] == 9
    act(s, 1, "special pick 1", "dual 0.0.1 9", "own 1.0.1")
    # "If a bomb disposal expert has only red wires in their hand at the beginning of
    # their turn, they must do the Reveal Red Wires action." (no card: R-BB164)
    assert s.active == 2 and s.mission_data["card"] is None and legal(s, 2) == {"reveal"}


def test_the_bot_names_itself_for_a_sure_cut():
    s = laid(18, [["5", "5", "9"], ["2", "3", "9"], ["3", "7", "9"], ["2", "7", "9"]],
             mission_part=DECK)
    a = BOTS["expert"]().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert str(a) == "special pick 0"


def test_bots_play_it_to_an_end():
    bots_finish(18)
