"""The bots' look ahead for the Oxygen missions (engine/busters/missions/oxygen.py):
"If a bomb disposal expert cannot play because they do not have enough Oxygen tokens,
they skip their turn, and the detonator dial advances 1 space" (missions 49 and 63)."""
from __future__ import annotations

from engine.busters.missions import oxygen


def test_a_team_all_short_of_tokens_skips_every_turn_ahead():
    hands = [[9], [10], [11], [12]]
    assert oxygen.skips_ahead(hands, [2, 3, 4, 5], 0, oxygen.pay_teammate) == oxygen.HORIZON


def test_tokens_passed_to_the_seat_short_of_them_keep_the_turns_going():
    # mission 49: seat 0 pays 4; seat 1 (5 tokens, a 9) can then cut and pass 9 on
    hands = [[12], [9, 9], [9, 12], [12]]
    to_1 = oxygen.skips_if_given(hands, [8, 5, 3, 4], 0, 4, 1)
    to_2 = oxygen.skips_if_given(hands, [8, 5, 3, 4], 0, 4, 2)
    assert to_1 < to_2


def test_a_cut_paid_with_the_tokens_already_there_moves_them_on():
    hands = [[2, 11], [11], [3], [2]]
    # cutting its 11 sends 11 tokens on; its 2 keeps them stuck where seat 1 cannot reach
    assert oxygen.skips_after_cut(hands, [12, 0, 4, 4], 0, 11) < \
        oxygen.skips_after_cut(hands, [12, 0, 4, 4], 0, 2)


def test_mission_63_a_dear_cut_leaves_the_end_of_the_round_short():
    # mission 63: the tokens pass left and the reserve comes back to the Captain (seat 0);
    # after an 11, then a 4 and a 9, seat 3 is left with nothing for its 3
    hands = [[3, 11], [4, 9], [4, 9], [3, 6]]
    dear = oxygen.skips_after_paying(hands, [24, 0, 0, 0], 0, 0, 0, 11)
    cheap = oxygen.skips_after_paying(hands, [24, 0, 0, 0], 0, 0, 0, 3)
    assert cheap < dear


DEPTH = lambda v: 1 if v <= 4 else 2 if v <= 8 else 3        # noqa: E731


def test_mission_54_a_deep_cut_leaves_the_next_players_without_air():
    # mission 54: "spend a number of Oxygen tokens matching the depth ... wires 1-4 = 1
    # token; wires 5-8 = 2 tokens; wires 9-12 = 3 tokens"; with 3 tokens, seat 0's 12
    # costs all of them and the 12s' Validation comes too late for the 9s
    hands = [[2, 12], [12, 12, 12], [5, 9], [9, 9, 9]]
    deep = oxygen.skips_to_end(hands, [3, 1, 1, 1], 20, 0, 12, None, DEPTH)
    shallow = oxygen.skips_to_end(hands, [3, 1, 1, 1], 20, 0, 2, None, DEPTH)
    assert shallow < deep


def test_mission_54_point_at_the_hand_that_could_not_pay_for_its_wire():
    # A Dual Cut takes a wire from the hand pointed at, and only the active player pays.
    # Seat 0 cuts a 9 at seat 1 (no tokens) or seat 2 (4 tokens). Played to the end,
    # each later seat cutting its lowest value (2s: 1 token; 9s: 3):
    # at seat 1: 1 skips, 2 cuts a 2 at 0; 1 skips, 2 cuts the last 2s at 1 (a
    #   Validation token: "each bomb disposal expert takes 1 Oxygen token"), 2 cuts its
    #   last two 9s alone: 2 skips;
    # at seat 2: the same, but seat 1 keeps its 9 and, with 1 token, skips once more: 3.
    hands = [[2, 9], [2, 9], [2, 2, 9, 9]]
    poor = oxygen.skips_to_end(hands, [3, 0, 4], 10, 0, 9, 1, DEPTH)
    rich = oxygen.skips_to_end(hands, [3, 0, 4], 10, 0, 9, 2, DEPTH)
    assert (poor, rich) == (2, 3)


def test_mission_54_a_table_that_can_no_longer_pay_is_lost():
    # "If a player cannot play because they do not have enough Oxygen tokens ..., they
    # skip their turn": tokens come back only with a Validation, so once nobody with
    # wires can pay, every turn is skipped until the dial runs out. Seat 0's 1 is the
    # last: each player takes 1 and holds a 9 (3 tokens); the four skip in turn
    hands = [[1, 9], [9], [9], [9]]
    skips = oxygen.skips_to_end(hands, [1, 0, 0, 0], 20, 0, 1, None, DEPTH)
    assert skips == 4 + oxygen.DEADLOCK
