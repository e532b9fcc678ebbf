"""Mission 58 "Double and/or Nothing" (REF L1398-1411) and ruling R-BB160."""
from __future__ import annotations

from engine.busters import GAME, board
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "5", "9"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]]


def test_no_info_tokens_no_post_it_no_batteries_no_new_characters():
    # "Return all the info tokens to the box"; "If Equipment 4 (Post-it) or 7
    # (Emergency Batteries) is drawn, discard it"; "Do not use new characters"
    for seed in range(4):
        s = GAME.new_game({"mission": 58, "players": 4}, seed)
        assert s.phase == "turn"                          # no characters, no set-up tokens
        assert all(c.number not in (4, 7) for c in s.equipment)
        assert all(ch.personal == "ddet" for ch in s.characters)


def test_the_info_tokens_are_in_the_box_and_the_disintegrator_draws_none():
    # Issue 31: "Return all the info tokens to the box. You will not use any of them
    # for this mission." The supply is empty, so the Disintegrator ("take a random
    # info token from the supply. Reveal the number (1-12). All bomb disposal experts
    # cut any remaining wires they have matching this value.") draws nothing and cuts
    # nothing (R-BB92, R-BB160)
    for players in (2, 4):
        s = GAME.new_game({"mission": 58, "players": players}, 1)
        assert set(s.info_supply.values()) == {0}
        assert set(dict(GAME.view(s, 0).info_supply).values()) == {0}
    hands = [["1", "5", "10"], ["1", "5", "10"], ["10", "10", "12"], ["5", "5", "12"]]
    s = laid(58, hands, equipment=[1010])
    for st in s.stands():                                  # the four tens are cut
        for sl in st.slots:
            sl.cut = sl.cut or sl.wire.value == 10
    out = []
    board.after_cuts(s, out)
    assert [e.params for e in out if e.key == "busters.disintegrator"] == [{"value": None}]
    assert s.equipment[0].status == "used"
    assert sum(sl.cut for st in s.stands() for sl in st.slots) == 4


def test_a_failed_cut_gives_no_information():
    # "Even if a cut action fails, do not give any information about the indicated wire."
    s = laid(58, HANDS)
    dial = s.detonator
    act(s, 0, "dual 2.0.0 2")                              # a 3
    assert s.detonator == dial - 1 and not s.slot(2, 0, 0).tokens
    assert s.active == 1                                   # no token to place: turn over
    act(s, 1, "use ddet", "point 2.0.1", "point 2.0.2", "announce 5")   # 7 and 9: wrong
    assert not s.slot(2, 0, 1).tokens and not s.slot(2, 0, 2).tokens


def test_the_double_detector_is_usable_every_turn():
    # "each bomb disposal expert can use their Double Detector every turn"
    s = laid(58, [["2", "5", "9"], ["2", "5", "8", "9"], ["3", "7", "8", "9"], ["3", "5", "7"]])
    act(s, 0, "use ddet", "point 1.0.1", "point 1.0.2", "announce 5")   # the 5: right
    act(s, 1, "choose 1.0.1")                               # the teammate cuts the match
    act(s, 0, "own 0.0.1")
    act(s, 1, "dual 0.0.0 2", "own 1.0.0")
    act(s, 2, "dual 3.0.0 3", "own 2.0.0")
    act(s, 3, "dual 2.0.1 7", "own 3.0.2")
    assert "use ddet" in legal(s, 0)


def test_bots_play_it_to_an_end():
    bots_finish(58)
