"""Missions 55 "Doctor Nope's Challenge" (REF L1355-1367) and 60 "Yep, it's Doctor
Nope!" (REF L1434-1446), and the Challenge cards 1-10 (REF "Challenge Cards",
L1580-1591)."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.missions import get_mission
from engine.busters.missions.challenges import run_met, stand_met
from engine.busters.missions.components import Cards, Challenge
from engine.busters.state import Slot, Token
from engine.busters.components import wire_from_text
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid


def nope(hands, challenges, mission=55, **kw):
    part = {"challenges": challenges, **kw.pop("part", {})}
    return laid(mission, hands, mission_part=part, **kw)


def completed(s):
    return [e.params["challenge"] for e in s.log
            if e.key in (f"busters.m{s.mission}.completed", f"busters.m{s.mission}.completed_on")]


# ---- set-up ------------------------------------------------------------------------------
@pytest.mark.parametrize("mission", [55, 60])
def test_one_challenge_card_per_player_face_up_and_the_dial_on_the_cards_space(mission):
    # "Draw Challenge cards equal to the number of bomb disposal experts and put them
    # faceup on the table."; "Set the detonator dial to the space indicated on the
    # card." (1 space from the skull, FACTS; R-BB185)
    for players in (2, 3, 4, 5):
        for seed in range(3):
            s = GAME.new_game({"mission": mission, "players": players}, seed)
            drawn = s.mission_data["challenges"]
            assert len(set(drawn)) == players and set(drawn) <= set(range(1, 11))
            assert s.detonator == 1
            # shown face up to every seat (and to onlookers)
            for seat in (0, players - 1, None):
                cards = [c for c in GAME.view(s, seat).mission_info if isinstance(c, Challenge)]
                assert [c.number for c in cards] == drawn and not any(c.done for c in cards)


def test_red_wires_of_each_mission_and_stickers_b_and_c():
    # 55: "x2 red wires", "2-player override: x2 out of 3 red"; 60: "x2 out of 3 red
    # wires", "2-player override: x3 red"
    for mission, players, count, of in ((55, 4, 2, 0), (55, 2, 2, 3), (60, 4, 2, 3), (60, 2, 3, 0)):
        spec = get_mission(mission).spec(players)
        assert (spec.red.count, spec.red.of) == (count, of)
        s = GAME.new_game({"mission": mission, "players": players}, 1)
        assert s.in_play["R"] == count
        # "Rule Sticker B applies": the others may take a new character first
        assert s.phase == "characters" and "character e3" in legal(s, s.active)
        # "Rule Sticker C applies: shuffle new equipment into the pile"
        assert {22, 33, 99, 1010, 1111} <= set(s.equipment_pile) | {c.number for c in s.equipment}


def test_challenge_8_holds_two_face_up_number_cards():
    # "Challenge 8: ... Put 2 faceup Number cards HERE."
    s = nope([["2"], ["3"], ["4"], ["5"]], [8, 2, 3, 4], part={"challenge8": [5, 7]})
    assert s.mission_data["numbers8"] == [5, 7]
    shown = [c for c in GAME.view(s, 2).mission_info if isinstance(c, Cards)]
    assert shown[0].id == "challenge8" and [c.value for c in shown[0].cards] == [5, 7]
    for seed in range(6):
        s = GAME.new_game({"mission": 55, "players": 5}, seed)
        if 8 in s.mission_data["challenges"]:
            assert len(set(s.mission_data["numbers8"])) == 2
        else:
            assert "numbers8" not in s.mission_data


# ---- challenge 1 ---------------------------------------------------------------------------
HANDS1 = [["2", "6"], ["2", "3.5", "8"], ["6", "9"], ["8", "9"]]


def test_challenge_1_it_is_red_on_a_red_wire_completes_it():
    # "Instead of their action, a bomb disposal expert cuts a teammate's wire, saying
    # "It is RED."" / "When a challenge is completed, discard it and move the
    # detonator dial back 1 space."
    s = nope(HANDS1, [1, 2, 3, 4])
    assert "special itsred 1.0.1" in legal(s, 0)
    assert "special itsred 0.0.0" not in legal(s, 0)          # a teammate's wire only
    assert not any(a.startswith("special") for a in legal(s, 1))   # not on another's turn
    act(s, 0, "special itsred 1.0.1")
    assert s.slot(1, 0, 1).cut and s.detonator == 2 and completed(s) == [1]
    assert s.active == 1 and GAME.outcome(s) is None            # it was the turn's action
    assert [c.done for c in GAME.view(s, 3).mission_info if isinstance(c, Challenge)] == \
        [True, False, False, False]
    assert not any(a.startswith("special") for a in legal(s, 1))   # discarded
    assert illegal(s, 1, "special itsred 0.0.0")


def test_challenge_1_a_wire_that_is_not_red_explodes():
    # "If that wire is not RED, the bomb explodes!"
    s = nope(HANDS1, [1, 2, 3, 4])
    s.detonator = 4
    act(s, 0, "special itsred 1.0.2")
    assert GAME.outcome(s) is not None and not GAME.outcome(s).winners
    assert GAME.outcome(s).key == "busters.outcome.failure"


def test_challenge_1_is_no_longer_offered_once_the_stabilizer_commits_to_a_dual_cut():
    # R-BB186 (R-BB18: the Stabilizer commits the turn to a Dual Cut)
    s = nope(HANDS1, [1, 2, 3, 4], equipment=[9], ready=(9,))
    act(s, 0, "use stabilizer")
    assert not any(a.startswith("special") for a in legal(s, 0))


# ---- runs of turns: 2, 5, 7 ------------------------------------------------------------------
HANDS2 = [["2", "6", "10"], ["2", "8", "9"], ["4", "6", "9"], ["4", "8", "10"]]


def test_challenge_2_four_consecutive_even_cuts():
    # "4 bomb disposal experts consecutively cut EVEN numbers."
    s = nope(HANDS2, [2, 3, 4, 5])
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 3.0.1 8", "own 1.0.1")
    act(s, 2, "dual 3.0.0 4", "own 2.0.0")
    assert completed(s) == [] and s.detonator == 1
    act(s, 3, "dual 0.0.2 10", "own 3.0.2")
    assert completed(s) == [2] and s.detonator == 2


def test_challenge_2_a_failed_cut_breaks_the_run():
    # R-BB187: consecutive turns; a failed cut cuts nothing
    s = nope(HANDS2, [2, 3, 4, 5])
    s.detonator = 3
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 2.0.0 8")                                   # a 4: failed
    act(s, 2, "dual 3.0.0 4", "own 2.0.0")
    act(s, 3, "dual 0.0.2 10", "own 3.0.2")
    act(s, 0, "dual 2.0.1 6", "own 0.0.1")
    assert completed(s) == []
    act(s, 1, "dual 3.0.1 8", "own 1.0.1")                      # 4, 10, 6, 8
    assert completed(s) == [2]


def test_a_player_passed_over_for_having_no_wires_does_not_break_a_run():
    # R-BB187: seat 1 loses its only wire and takes no more turns
    s = nope([["2", "4", "4", "9"], ["2"], ["6", "6", "9"], ["8", "8", "9", "9"]], [2, 3, 4, 10])
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert s.active == 2
    act(s, 2, "solo 6")
    act(s, 3, "solo 8")
    assert completed(s) == []
    act(s, 0, "solo 4")                                         # 2, 6, 8, 4
    assert completed(s) == [2]


def test_challenge_5_two_consecutive_solo_cuts():
    # "2 bomb disposal experts consecutively perform the SOLO Cut action."
    s = nope([["3", "3", "5"], ["4", "4", "5"], ["6", "7"], ["6", "7"]], [5, 2, 3, 4])
    act(s, 0, "solo 3")
    assert completed(s) == []
    act(s, 1, "solo 4")
    assert completed(s) == [5] and s.detonator == 2


def test_challenge_5_a_dual_cut_between_two_solo_cuts_does_not_count():
    s = nope([["3", "3", "5"], ["5", "7"], ["4", "4", "7"], ["6", "6"]], [5, 2, 3, 4])
    act(s, 0, "solo 3")
    act(s, 1, "dual 0.0.2 5", "own 1.0.0")
    act(s, 2, "solo 4")
    assert completed(s) == []
    act(s, 3, "solo 6")
    assert completed(s) == [5]


HANDS7 = [["5", "9"], ["5", "6", "9"], ["6", "7"], ["7", "8"]]


def test_challenge_7_three_consecutive_sequential_values_up():
    # "3 bomb disposal experts consecutively cut sequential values (either up or
    # down). Examples: 8-9-10 or 5-4-3."
    s = nope(HANDS7, [7, 2, 3, 10])
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    act(s, 1, "dual 2.0.0 6", "own 1.0.1")
    assert completed(s) == []
    act(s, 2, "dual 3.0.0 7", "own 2.0.1")
    assert completed(s) == [7] and s.detonator == 2


def test_challenge_7_down_counts_and_a_turn_without_a_cut_breaks_the_run():
    s = nope([["7", "9"], ["6", "7"], ["5", "6"], ["5", "9"]], [7, 2, 3, 10])
    act(s, 0, "dual 1.0.1 7", "own 0.0.0")
    act(s, 1, "dual 2.0.1 6", "own 1.0.0")
    act(s, 2, "dual 3.0.0 5", "own 2.0.0")                      # 7-6-5
    assert completed(s) == [7]
    # Reveal Your Red Wires is no cut of a value: 5, (reveal), 6, 7 is no run
    s = nope([["5", "9"], ["3.5"], ["5", "6", "7"], ["6", "7", "9"]], [7, 2, 3, 10])
    act(s, 0, "dual 2.0.0 5", "own 0.0.0")
    act(s, 1, "reveal")
    act(s, 2, "dual 3.0.0 6", "own 2.0.1")
    act(s, 3, "dual 2.0.2 7", "own 3.0.1")
    assert completed(s) == []


def test_runs_read_as_the_card_says():
    # R-BB187 on the run itself: yellow has no number; the steps go one way
    assert run_met(7, [[1, "dual", 8], [2, "solo", 9], [3, "dual", 10]])
    assert not run_met(7, [[1, "dual", 8], [2, "dual", 9], [3, "dual", 8]])
    assert not run_met(2, [[1, "dual", 2], [2, "dual", "Y"], [3, "dual", 4], [4, "dual", 6]])
    assert not run_met(5, [[1, "solo", 2], [2, "none", None]])


# ---- a tile stand: 3, 6, 9, 10 ----------------------------------------------------------------
def test_challenge_3_uncut_wires_in_pairs_separated_by_cut_wires():
    # "Uncut wires on a tile stand consist of 2-wire pairs (separated by cut wires)."
    s = nope([["5", "9", "9"], ["1", "2", "5", "7", "8"], ["1", "2", "7", "8"], ["9", "9"]],
             [3, 2, 4, 5])
    act(s, 0, "dual 1.0.2 5", "own 0.0.0")
    assert completed(s) == [3] and s.detonator == 2
    assert [e.params for e in s.log if e.key == "busters.m55.completed_on"] == \
        [{"challenge": 3, "seat": 1}]


def test_challenge_3_needs_two_pairs_and_nothing_longer():
    # R-BB188: at least 2 pairs, every run of uncut wires exactly 2
    def slots(pattern):
        return [Slot(wire_from_text("1", i), cut=(c == "x")) for i, c in enumerate(pattern)]
    assert stand_met(3, slots("ooxoo"))
    assert stand_met(3, slots("xooxxoox"))
    assert not stand_met(3, slots("xxxoox"))               # a single pair
    assert not stand_met(3, slots("ooxooo"))               # a run of 3
    assert not stand_met(3, slots("ooxoxoo"))              # a single wire


def test_challenge_6_five_isolated_uncut_wires_on_one_stand():
    # "On a single tile stand, at least 5 uncut wires have been isolated (the adjacent
    # wires have been cut)." A wire at an end has one neighbour (R-BB188).
    hands = [["8", "10"], [str(v) for v in range(1, 10)], ["2", "4", "6", "8"], ["10", "11"]]
    s = nope(hands, [6, 2, 4, 5])
    for i in (1, 3, 5):                          # 2, 4, 6 cut earlier
        s.slot(1, 0, i).cut = True
        s.slot(2, 0, i // 2).cut = True
    act(s, 0, "dual 1.0.7 8", "own 0.0.0")       # 1 . 3 . 5 . 7 . 9
    assert completed(s) == [6] and s.detonator == 2


def test_challenge_9_only_odd_uncut_wires_ignoring_red_and_yellow():
    # "A tile stand has only uncut ODD wires (a minimum of 6 wires). Ignore RED and
    # YELLOW wires."
    stand = ["1", "2", "3", "3.5", "5", "7", "7.1", "9", "11"]
    s = nope([["2", "4"], stand, ["4", "6"], ["6", "8"]], [9, 2, 4, 5])
    assert completed(s) == []
    act(s, 0, "dual 1.0.1 2", "own 0.0.0")
    assert completed(s) == [9] and s.detonator == 2
    # five odd wires are not enough
    five = ["1", "2", "3", "3.5", "5", "7", "9"]
    s = nope([["2", "4"], five, ["4", "6"], ["6", "8"]], [9, 2, 4, 5])
    act(s, 0, "dual 1.0.1 2", "own 0.0.0")
    assert completed(s) == []


def test_challenge_10_seven_cut_and_the_two_at_each_end_uncut():
    # "On a single tile stand, at least 7 wires have been cut, but the 2 wires on each
    # end have not been cut yet."
    hands = [["9", "12"], [str(v) for v in range(1, 12)], ["3", "4", "5", "6"], ["7", "8", "9"]]
    s = nope(hands, [10, 2, 4, 5])
    for i in range(2, 8):                        # 3-8 cut earlier
        s.slot(1, 0, i).cut = True
    act(s, 0, "dual 1.0.8 9", "own 0.0.0")
    assert completed(s) == [10] and s.detonator == 2
    s = nope(hands, [10, 2, 4, 5])
    for i in list(range(3, 8)) + [10]:           # an end wire is cut
        s.slot(1, 0, i).cut = True
    act(s, 0, "dual 1.0.8 9", "own 0.0.0")
    assert completed(s) == []


# ---- validation tokens: 4, 8 -----------------------------------------------------------------
HANDS4 = [["5", "6", "9"], ["5", "6", "7"], ["7", "8"], ["8", "9"]]


def test_challenge_4_the_first_three_validation_tokens_sum_to_18():
    # "The sum of the first 3 Validation tokens used equals 18."
    s = nope(HANDS4, [4, 2, 3, 5])
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    act(s, 1, "dual 0.0.1 6", "own 1.0.1")
    assert completed(s) == []
    act(s, 2, "dual 1.0.2 7", "own 2.0.0")       # 5 + 6 + 7
    assert s.validated[:3] == [5, 6, 7] and completed(s) == [4] and s.detonator == 2


def test_challenge_4_cannot_be_completed_once_the_first_three_miss():
    s = nope(HANDS4, [4, 2, 3, 5])
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    act(s, 1, "dual 0.0.1 6", "own 1.0.1")
    act(s, 2, "dual 3.0.0 8", "own 2.0.1")       # 5 + 6 + 8
    act(s, 3, "dual 0.0.2 9", "own 3.0.1")
    assert completed(s) == []
    # and it stays on the table, not completed
    assert [c.done for c in GAME.view(s, 0).mission_info if isinstance(c, Challenge)][0] is False


def test_challenge_8_the_first_two_validation_tokens_on_its_numbers_either_order():
    # "The first 2 Validation tokens are put on these numbers."
    s = nope(HANDS4, [8, 2, 3, 5], part={"challenge8": [6, 5]})
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    assert completed(s) == []
    act(s, 1, "dual 0.0.1 6", "own 1.0.1")
    assert completed(s) == [8] and s.detonator == 2
    s = nope(HANDS4, [8, 2, 3, 5], part={"challenge8": [5, 7]})
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    act(s, 1, "dual 0.0.1 6", "own 1.0.1")       # 6 second: lost
    act(s, 2, "dual 1.0.2 7", "own 2.0.0")
    assert completed(s) == []


def test_several_challenges_at_once_each_move_the_dial_back_and_the_top_space_holds():
    # 5-6-7 validated in three turns: challenges 4 and 7 at once (R-BB185)
    s = nope(HANDS4, [4, 7, 2, 3])
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    act(s, 1, "dual 0.0.1 6", "own 1.0.1")
    act(s, 2, "dual 1.0.2 7", "own 2.0.0")
    assert sorted(completed(s)) == [4, 7] and s.detonator == 3
    # at the dial's top space the card is still discarded; the dial stays
    s = nope(HANDS1, [1, 2, 3, 4])
    s.detonator = 6
    act(s, 0, "special itsred 1.0.1")
    assert completed(s) == [1] and s.detonator == 6


def test_mission_60_plays_the_same_cards():
    s = nope(HANDS7, [7, 2, 3, 10], mission=60)
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    act(s, 1, "dual 2.0.0 6", "own 1.0.1")
    act(s, 2, "dual 3.0.0 7", "own 2.0.1")
    assert completed(s) == [7] and s.detonator == 2
    assert any(e.key == "busters.m60.completed" for e in s.log)


# ---- bots ----------------------------------------------------------------------------------
def test_bots_say_it_is_red_only_when_sure():
    # R-BB189: only on a wire certain (or near-certain) to be red
    hands = [["2", "2"], ["3.5"], ["2", "5"], ["2", "5"]]
    for level, factory in BOTS.items():
        s = nope(hands, [1, 2, 3, 4])
        s.slot(2, 0, 0).tokens.append(Token(2))
        s.slot(2, 0, 1).tokens.append(Token(5))
        s.slot(3, 0, 0).tokens.append(Token(2))
        s.slot(3, 0, 1).tokens.append(Token(5))
        bot = factory()
        choice = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
        assert str(choice) == "special itsred 1.0.0", level
    s = nope([["2", "2"], ["3.5", "5"], ["2", "5"], ["2", "5"]], [1, 2, 3, 4])
    for level, factory in BOTS.items():
        choice = factory().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
        assert not str(choice).startswith("special"), level


def test_bots_prefer_a_cut_completing_a_challenge_among_equally_safe_ones():
    mission = get_mission(55)
    s = nope(HANDS7, [7, 2, 3, 10])
    act(s, 0, "dual 1.0.0 5", "own 0.0.0")
    act(s, 1, "dual 2.0.0 6", "own 1.0.1")
    view = GAME.view(s, 2)
    assert mission.success_risk(view, 7) < 0 and mission.success_risk(view, 9) == 0


@pytest.mark.parametrize("mission", [55, 60])
def test_bots_play_it_to_an_end(mission):
    bots_finish(mission)
    bots_finish(mission, players=2, seed=5)
