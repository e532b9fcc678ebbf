"""Rule sticker C (REF L357-382, FACTS.md "Equipment"): the cards 2-2, 3-3, 9-9,
10-10 and 11-11, usable once all 4 wires of their value are cut, through a probe
mission that puts them on the board."""
from __future__ import annotations

import pytest

from engine.busters import GAME
from engine.busters.missions import Mission, SetupSpec, get_mission, register, unregister
from tests.engine.busters.helpers import act, legal

PROBE = 907


class ProbeC(Mission):
    number, key = PROBE, "busters.mission.probe_c"

    def spec(self, players):
        return SetupSpec(sticker_c=True)


@pytest.fixture(autouse=True)
def probe():
    register(ProbeC())
    yield get_mission(PROBE)
    unregister(PROBE)


def start(hands, equipment, ready=()):
    s = GAME.new_game({"mission": PROBE, "players": len(hands)}, 0,
                      {"hands": hands, "equipment": equipment, "setup_info": False})
    for c in s.equipment:
        if c.number in ready:
            c.status = "ready"
    return s


def test_the_cards_unlock_when_all_4_wires_of_their_value_are_cut():
    s = start([["2", "2", "5"], ["2", "2", "6"], ["5", "6", "7"], ["7", "8", "8"]], [22])
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert s.equipment[0].status == "locked"            # 2 of the 4 twos: not yet
    act(s, 1, "solo 2") if "solo 2" in legal(s, 1) else act(s, 1, "dual 0.0.1 2", "own 1.0.1")
    assert s.equipment[0].status == "ready"


def test_single_wire_label_marks_a_value_once_on_its_stand():
    # "put a x1 token in front of 1 of your blue wires (cut or uncut)": only a value
    # the stand holds once (R-BB92)
    s = start([["1", "1", "3"], ["2", "4", "5"], ["3", "6"], ["2", "5"]], [22], ready=(22,))
    opts = {a for a in legal(s, 0) if a.startswith("use single_label")}
    assert opts == {"use single_label 0.0.2"}
    act(s, 0, "use single_label 0.0.2")
    assert s.slot(0, 0, 2).tokens[0].text == "x1"


def test_emergency_drop_turns_the_used_cards_face_up():
    s = start([["3", "3", "6"], ["3", "3", "7"], ["6", "7"], ["8", "8"]], [6, 33], ready=(6,))
    s.equipment[0].status = "used"
    act(s, 0, "dual 1.0.0 3", "own 0.0.0")
    act(s, 1, "dual 0.0.1 3", "own 1.0.1")
    statuses = {c.number: c.status for c in s.equipment}
    assert statuses == {6: "ready", 33: "used"}           # instant, then spent


def test_fast_pass_cuts_two_identical_wires_not_the_last_ones():
    s = start([["4", "4", "9"], ["4", "4", "9"], ["9", "1"], ["9", "1"]], [99], ready=(99,))
    assert "use fast_pass 0.0.0 0.0.1" in legal(s, 0)
    act(s, 0, "use fast_pass 0.0.0 0.0.1")
    assert s.slot(0, 0, 0).cut and s.slot(0, 0, 1).cut and s.active == 1


def test_disintegrator_cuts_every_wire_of_a_drawn_value():
    hands = [["1", "5", "10"], ["1", "5", "10"], ["10", "10", "12"], ["5", "5", "12"]]
    s = start(hands, [1010])
    for st in s.stands():                                 # the four tens are cut
        for sl in st.slots:
            sl.cut = sl.cut or sl.wire.value == 10
    from engine.busters import board
    out = []
    board.after_cuts(s, out)                              # the 4 tens are cut: instant
    drawn = next(e for e in out if e.key == "busters.disintegrator").params["value"]
    assert isinstance(drawn, int) and s.equipment[0].status == "used"
    assert all(sl.cut for st in s.stands() for sl in st.slots if sl.wire.value == drawn)


def test_grappling_hook_takes_a_teammates_wire_into_ones_hand_in_order():
    s = start([["2", "6"], ["1", "4", "9"], ["3", "5"], ["7", "8"]], [1111], ready=(1111,))
    assert "use grappling 1.0.1 0" in legal(s, 3)           # any time: seat 3 too
    act(s, 0, "use grappling 1.0.1 0")
    assert [sl.wire.text for sl in s.hands[0][0].slots] == ["2", "4", "6"]
    assert [sl.wire.text for sl in s.hands[1][0].slots] == ["1", "9"]
    moved = [e for e in s.log if e.key == "busters.wire.moved"][-1]
    assert moved.params == {"source": [1, 0, 1], "to": [0, 0, 1]} and moved.visible_to is None
    assert GAME.view(s, 2).stands[0].slots[1].wire == "?"   # only the taker sees it
    assert GAME.view(s, 0).stands[0].slots[1].wire == "4"
