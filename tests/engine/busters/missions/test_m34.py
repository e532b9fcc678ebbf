"""Mission 34 "The Weakest Link" (REF L962-985) and ruling R-BB177."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.bots import BOTS, advise
from engine.busters.missions.components import Constraint, Role
from engine.busters.missions.m34 import suspects
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "3", "9"], ["2", "3", "9"], ["4", "5", "9"], ["4", "5", "9"]]
# seat 2 holds the Captain card: the weakest link, bound by A (even wires only)
PART = {"characters": ["c2", "c3", "captain", "c4"], "constraints": ["B", "C", "A", "D"]}


def test_not_for_two_players():
    # "2-player override: MISSION IMPOSSIBLE!"
    with pytest.raises(ValueError):
        GAME.new_game({"mission": 34, "players": 2}, 1)


def test_cards_face_down_each_seat_sees_only_its_own_and_no_personal_equipment():
    # "deal 1 to each player facedown"; "Each bomb disposal expert secretly looks at
    # their 2 cards"; "While character cards are hidden, the bomb disposal experts have
    # no personal equipment."
    s = laid(34, HANDS, mission_part=PART)
    v2, v0 = GAME.view(s, 2), GAME.view(s, 0)
    assert Role("weakest", 2) in v2.mission_info and Role("notweakest", 2) not in v2.mission_info
    # "Whoever holds the Captain card is now the weakest link": the others know they are not
    assert [c for c in v0.mission_info if isinstance(c, Role)] == [Role("notweakest", 0)]
    assert not any(isinstance(c, Role) for c in GAME.view(s, None).mission_info)
    assert [c.letter for c in v0.mission_info if isinstance(c, Constraint)] == ["B", "", "", ""]
    assert all(name == "?" for name, _p, _u in v0.characters)
    assert "_names" not in v0.mission_public
    assert not any(a.startswith("use ddet") for a in legal(s, 0))


def test_only_the_weakest_link_applies_their_card():
    # "only the weakest link must apply their constraint (the other players will
    # examine their cards but will not apply their constraints)"
    s = laid(34, HANDS, mission_part=PART)
    assert {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")} == {"2", "3", "9"}   # B ignored
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "dual 0.0.1 3", "own 1.0.1")
    assert {a.split()[-1] for a in legal(s, 2) if a.startswith("dual")} == {"4"}             # A: even


def test_a_wrong_guess_advances_one_a_right_one_reveals_the_characters():
    # "If their guess is wrong ... the detonator dial advances 1 space. If their guess is
    # right ... all character cards are flipped faceup and all Constraint cards are
    # discarded ... all personal equipment is immediately usable."
    s = laid(34, HANDS, mission_part=PART)
    assert "special guess 2 A" in legal(s, 0) and "special guess 2 B" not in legal(s, 0)  # B is its own
    dial = s.detonator
    act(s, 0, "special guess 1 A")
    assert s.detonator == dial - 1 and illegal(s, 0, "special guess 2 A")   # one guess a turn
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    act(s, 1, "special guess 2 A")
    assert s.mission_data["state"] == "found" and s.detonator == dial - 1
    assert [n for n, _p, _u in GAME.view(s, 0).characters][2] == "captain"
    assert any(a.startswith("use ddet") for a in legal(s, 1))
    assert {a.split()[-1] for a in legal(s, 1) if a.startswith("dual")} == {"3", "9"}


def test_the_weakest_link_stuck_costs_two_and_discards_every_card():
    # "If they cannot play on their turn because of the constraint: The detonator dial
    # advances 2 spaces. All bomb disposal experts discard their Constraint and
    # character cards."
    s = laid(34, [["2", "3"], ["2", "3"], ["5", "7"], ["5", "7"]], mission_part=PART)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    dial = s.detonator
    act(s, 1, "dual 0.0.1 3", "own 1.0.1")             # seat 2 (A: even) holds 5 and 7
    assert any(e.key == "busters.m34.stuck" for e in s.log)
    assert s.detonator == dial - 2 and s.mission_data["state"] == "discarded"
    assert not any(a.startswith("special guess") for a in legal(s, s.active))
    assert not any(a.startswith("use ddet") for a in legal(s, s.active))


def test_every_bot_level_finishes():
    bots_finish(34)


@pytest.mark.parametrize("discarded", [False, True])
def test_no_batteries_for_hidden_or_discarded_characters(discarded):
    # "While character cards are hidden, the bomb disposal experts have no personal
    # equipment"; once discarded there are none on the table. Emergency Batteries:
    # "choose 1 or 2 character cards which have already been used and flip them
    # faceup" - a face-down or discarded card is neither (R-BB211)
    hands = [["2", "3"], ["2", "3"], ["5", "7"], ["5", "7"]] if discarded else HANDS
    s = laid(34, hands, mission_part=PART, equipment=[7], ready=[7])
    if discarded:
        act(s, 0, "dual 1.0.0 2", "own 0.0.0")
        act(s, 1, "dual 0.0.1 3", "own 1.0.1")
        assert s.mission_data["state"] == "discarded"
    seat = s.active
    assert not any(a.startswith("use batteries") for a in legal(s, seat))
    assert not any(a.startswith("use ddet") for a in legal(s, seat))
    # once the weakest link is found the cards are face up: a used one may be recharged
    if not discarded:
        act(s, 0, "special guess 2 A")
        act(s, 0, "use ddet", "point 1.0.0", "point 1.0.1", "announce 2")
        act(s, 1, "choose 1.0.0")
        act(s, 0, "own 0.0.0")
        assert any(a.startswith("use batteries 0") for a in legal(s, 0))



def test_the_bots_name_the_weakest_link_once_their_cuts_give_them_away():
    # "At the start of their turn, they can point out the weakest link and guess their
    # constraint card" - wrong, "the detonator dial advances 1 space"; right, "all
    # personal equipment is immediately usable". The weakest link (seat 2, A: even)
    # cuts 2, 4, 8; seat 1 cuts 1, 3, 11 and seat 3 2, 7, 10, which no card A-E allows
    # all of. Seat 0 (B) reads it from the values announced.
    hands = [["1", "3", "5", "5", "7", "9", "10", "11", "12"], ["1", "3", "5", "5", "9", "11", "12"],
             ["2", "2", "4", "6", "8"], ["2", "2", "4", "7", "8", "10", "12"]]
    s = laid(34, hands, mission_part=PART)

    def cut(seat, value, at):
        mine = next(i for i, sl in enumerate(s.hands[seat][0].slots) if not sl.cut and sl.wire.value == value)
        theirs = next(i for i, sl in enumerate(s.hands[at][0].slots) if not sl.cut and sl.wire.value == value)
        act(s, seat, f"dual {at}.0.{theirs} {value}", f"own {seat}.0.{mine}")

    def guesses(seat):
        return [level for level in ("hard", "expert") if str(BOTS[level]().choose(
            GAME.view(s, seat), GAME.legal_actions(s, seat), random.Random(0))).startswith("special guess")]

    odds = suspects(GAME.view(s, 0))        # nothing announced: 3 teammates x 4 cards
    assert len(odds) == 12 and max(odds.values()) == min(odds.values()) and not guesses(0)
    for value, at in ((5, 1), (1, 0), (2, 3), (2, 2)):
        cut(s.active, value, at)
    odds = suspects(GAME.view(s, 0))        # 1 / 2 / 2: five (seat, card) pairs still fit
    assert max(odds.values()) == 0.2 and odds[(1, "C")] == 0.2 and not guesses(0)
    for value, at in ((5, 1), (3, 0), (4, 3), (7, 0), (9, 1), (11, 0), (8, 3), (10, 0)):
        cut(s.active, value, at)
    odds = suspects(GAME.view(s, 0))
    assert odds[(2, "A")] == 1.0
    assert guesses(0) == ["hard", "expert"]
    adv = advise(GAME.view(s, 0), GAME.legal_actions(s, 0))
    assert str(adv.action) == "special guess 2 A" and adv.reason == "busters.advice.m34.guess"
    act(s, 0, str(adv.action))
    assert s.mission_data["state"] == "found"
