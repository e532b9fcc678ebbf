"""Mission 12 "Wrapped in Red Tape" (REF L663-677) and ruling R-BB161."""
from __future__ import annotations

from engine.busters import GAME
from engine.busters.missions import get_mission
from tests.engine.busters.helpers import act, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "2", "5", "9"], ["2", "2", "5", "9"], ["3", "7", "9", "5"], ["3", "7", "9", "5"]]


def test_a_number_card_lies_on_each_equipment_card():
    s = GAME.new_game({"mission": 12, "players": 4}, 2)
    locks = s.mission_data["locks"]
    assert sorted(int(n) for n in locks) == sorted(c.number for c in s.equipment)
    assert len(set(locks.values())) == len(locks)


def test_both_pairs_are_needed_and_the_number_card_is_then_discarded():
    # "in addition to cutting the 2 wires whose value is shown on the Equipment card
    # itself, you must also cut 2 wires whose value matches the faceup Number card";
    # "After cutting a pair ..., discard that Number card."
    s = laid(12, HANDS, equipment=[9], mission_part={"locks": [5]})
    assert s.mission_data["locks"] == {"9": 5}
    act(s, 0, "dual 1.0.3 9", "own 0.0.3")                  # the 9s: not yet usable
    assert s.equipment[0].status == "locked"
    act(s, 1, "dual 2.0.3 5", "own 1.0.2")                  # the 5s: lock discarded
    assert s.mission_data["locks"] == {} and s.equipment[0].status == "ready"
    assert any(e.key == "busters.m12.unlocked" and e.params == {"equipment": 9, "card": 5}
               for e in s.log)


def test_faq_one_pair_can_open_both_at_once():
    # FAQ: "Cutting 2 wires of a value unlocks BOTH the corresponding equipment card
    # AND the corresponding Number card lock"
    s = laid(12, HANDS, equipment=[5, 9], mission_part={"locks": [9, 2]})
    act(s, 0, "dual 1.0.3 9", "own 0.0.3")                  # 9: card 9's own pair and 5's lock
    assert s.mission_data["locks"] == {"9": 2}
    act(s, 1, "dual 2.0.3 5", "own 1.0.2")
    assert [c.status for c in s.equipment] == ["ready", "locked"]
    assert "use stabilizer" not in legal(s, 2)


def test_bots_play_it_to_an_end():
    bots_finish(12)


def test_cards_the_false_bottom_brings_in_carry_no_number_card():
    # R-BB161: only the cards in play at set-up are covered
    hands = [["2", "3.1", "5"], ["2", "8.1", "5"], ["2", "7"], ["2", "7"]]
    s = laid(12, hands, equipment=[0, 9], mission_part={"locks": [2, 5]})
    act(s, 0, "dual 1.0.1 Y", "own 0.0.1")                  # the False Bottom's own pair
    act(s, 1, "dual 2.0.0 2", "own 1.0.0")                  # and its lock: it acts
    added = [c for c in s.equipment if c.number not in (0, 9)]
    assert len(added) == 2 and set(s.mission_data["locks"]) == {"9"}
    m12 = get_mission(12)
    for card in added:                                      # its own pair is all it needs
        assert m12.equipment_unlocked(s, card) == (s.cut_count(card.number) >= 2)
