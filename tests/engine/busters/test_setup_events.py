"""What a mission lays out at set-up is told once, and what happens between two
actions reaches the table: the events a set-up hook makes with board.ev were logged
twice (missions 32 and 37), and the token the next seat draws at random (missions 13,
39, 41, 43 at 2 players) was logged but never returned with the action that led to it,
so the table never said "draws the info token at random"."""
from __future__ import annotations

from engine.busters import GAME


def test_the_visible_constraint_card_is_logged_once_at_set_up():
    for mission, key in ((32, "busters.m32.card"), (37, "busters.m37.card")):
        s = GAME.new_game({"mission": mission, "players": 4}, 5)
        assert [e.key for e in s.log].count(key) == 1, mission


def test_the_next_seats_random_token_comes_with_the_action_before_it():
    # mission 13: "each player draws a random info token" and places it, the Captain
    # first; the first draw happens at set-up, each next one after the seat before it
    # has placed its token
    s = GAME.new_game({"mission": 13, "players": 3}, 3)
    assert [e.params["seat"] for e in s.log if e.key == "busters.info.drawn"] == [s.captain]
    told = []
    while s.phase == "setup_info":
        seat = next(iter(GAME.to_act(s)))
        told += [e for e in GAME.apply(s, seat, GAME.legal_actions(s, seat)[0])
                 if e.key == "busters.info.drawn"]
    assert [e.params["seat"] for e in told] == [(s.captain + 1) % 3, (s.captain + 2) % 3]
    assert all(any(e is x for x in s.log) for e in told)      # and logged, once
    assert [e.key for e in s.log].count("busters.info.drawn") == 3
