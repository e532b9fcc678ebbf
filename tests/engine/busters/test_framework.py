"""The mission framework: a probe mission (registered only for these tests)
overrides the hooks later missions need, and the rules call each one where the
cards change the rules (docs/missions.md)."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME, cuts, marks
from engine.busters.actions import Special
from engine.busters.missions import (Failure, Mission, SetupSpec, Step, get_mission,
                                     register, unregister)
from engine.busters.state import MISSION, TURN, Token
from tests.engine.busters.helpers import act, legal

PROBE = 900


class Probe(Mission):
    """4s treated as red (like mission 11), 3s locked until a 1 is cut (cut order),
    even/odd tokens (21), seat 1 explodes on failure (the rookie, 14), a "Snip!"
    decision at the start of turn 3 (10), its own view data, and a special cut."""
    number, key = PROBE, "busters.mission.probe"

    def spec(self, players):
        return SetupSpec(blue=(1, 4), equipment=0, detonator=3, captain_info=False)

    def after_setup(self, state):
        state.mission_data.update(setup=True, cuts=[], snips=0)
        return []

    def red_value(self, state, value):
        return value in ("R", 4)

    def cut_allowed(self, state, seat, value):
        return value != 3 or state.cut_count(1) > 0

    def info_token(self, state, wire, announced):
        return Token("even" if wire.value % 2 == 0 else "odd", kind=marks.PARITY)

    def failure(self, state, seat, target_seat):
        return Failure(explode=seat == 1, steps=2 if seat == 2 else 1)

    def after_cut(self, state, seat, values, success):
        state.mission_data["cuts"].append((seat, values, success))
        return []

    def turn_start(self, state):
        if state.turn_no == 3:
            state.phase = MISSION
        return []

    def decision_seats(self, state):
        return frozenset(p for p in range(state.players) if state.has_wires(p))

    def special_actions(self, state, seat):
        if state.phase == MISSION:
            return [Special("snip")]
        return [Special("boom")] if seat == 0 else []

    def apply_special(self, state, seat, action):
        if action.name == "snip":
            state.mission_data["snips"] += 1
            return Step(resume=True, actor=seat)
        state.result = (False, "busters.outcome.probe")
        return Step()

    def view_data(self, state, seat):
        return (("cuts", len(state.mission_data["cuts"])),)


@pytest.fixture
def probe():
    register(Probe())
    yield get_mission(PROBE)
    unregister(PROBE)


def start(hands):
    d = {"hands": hands, "equipment": []}
    return GAME.new_game({"mission": PROBE, "players": 4}, 0, d)


def test_setup_hooks(probe):
    s = start([["1", "2"], ["1", "3"], ["2", "3"], ["1", "4"]])
    assert s.mission_data["setup"] and s.detonator == 3
    assert s.phase == "setup_info" and s.active == 1     # captain_info=False


def test_treated_as_red_and_cut_order_hooks(probe):
    s = start([["3", "4"], ["1", "3"], ["2", "3"], ["1", "4"]])
    for seat in (1, 2, 3):
        act(s, seat, legal(s, seat).pop())
    assert legal(s, 0) == {"special boom"}            # 3 locked, 4 is "red": no cut
    s = start([["4", "4"], ["1", "3"], ["2", "3"], ["1", "2"]])
    for seat in (1, 2, 3):
        act(s, seat, sorted(legal(s, seat))[0])
    assert "reveal" in legal(s, 0)                     # only "red" 4s left: reveal them


def test_failure_token_after_cut_and_view_hooks(probe):
    s = start([["1", "2"], ["1", "2"], ["1", "2"], ["1", "3"]])
    for seat in (1, 2, 3):
        act(s, seat, sorted(legal(s, seat))[0])
    act(s, 0, "dual 1.0.1 1")                          # a 2: failure, even/odd token
    assert [t.value for t in s.slot(1, 0, 1).tokens][-1] == "even"
    assert s.mission_data["cuts"] == [(0, [1], False)]
    assert GAME.view(s, 2).mission_info == (("cuts", 1),)
    act(s, 1, "dual 2.0.1 1")                          # seat 1 fails: the bomb explodes
    assert GAME.outcome(s).key == "busters.outcome.failure"


def test_mission_decision_phase_and_outcome_hook(probe):
    s = start([["1", "2"], ["1", "2"], ["1", "2"], ["1", "3"]])
    for seat in (1, 2, 3):
        act(s, seat, sorted(legal(s, seat))[0])
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")             # turn 1
    act(s, 1, "dual 2.0.1 2", "own 1.0.1")             # turn 2; turn 3 asks "Snip!"
    assert s.phase == MISSION and GAME.to_act(s) == {0, 2, 3}     # seat 1 has no wires
    act(s, 3, "special snip")
    assert s.phase == TURN and s.active == 3 and GAME.to_act(s) == {3}
    assert s.mission_data["snips"] == 1
    s2 = start([["1", "2"], ["1", "2"], ["1", "2"], ["1", "3"]])
    for seat in (1, 2, 3):
        act(s2, seat, sorted(legal(s2, seat))[0])
    act(s2, 0, "special boom")
    assert GAME.outcome(s2).key == "busters.outcome.probe" and GAME.to_act(s2) == frozenset()


PROBE2 = 901


class Probe2(Mission):
    """Setup decisions first (17, 22, 31), a flipped wire seen only by the others
    (38, 56, 64), no Solo Cut (constraint K), Post-it on cut wires (24, 40), no
    validation tokens (50), tokens dropped by swaps (24), an extra win condition (43)."""
    number, key = PROBE2, "busters.mission.probe2"

    def spec(self, players):
        return SetupSpec(blue=(1, 4), equipment=0, postit_on_cut=True, validation=False)

    def after_setup(self, state):
        state.hands[1][0].slots[-1].marks.add(marks.FLIPPED)
        state.phase = MISSION
        return []

    def decision_seats(self, state):
        return frozenset({0}) if state.phase == MISSION else frozenset()

    def special_actions(self, state, seat):
        return [Special("ready")] if state.phase == MISSION else []

    def apply_special(self, state, seat, action):
        return Step(continue_setup=True)

    def allowed_actions(self, state, seat):
        return frozenset({"dual", "reveal"})

    def token_follows(self, state, token):
        return False

    def defused(self, state):
        return super().defused(state) and state.mission_data.get("extra_done", False)


@pytest.fixture
def probe2():
    register(Probe2())
    yield get_mission(PROBE2)
    unregister(PROBE2)


def start2(equipment=()):
    d = {"hands": [["1", "1", "2"], ["1", "2", "4"], ["3", "3"], ["1", "2", "4"]],
         "equipment": list(equipment)}
    s = GAME.new_game({"mission": PROBE2, "players": 4}, 0, d)
    for c in s.equipment:
        c.status = "ready"
    return s


def test_setup_decisions_come_first(probe2):
    s = start2()
    assert s.phase == MISSION and GAME.to_act(s) == {0} and legal(s, 0) == {"special ready"}
    act(s, 0, "special ready")
    assert s.phase == "setup_info" and s.active == 0


def test_flipped_wire_is_seen_by_the_others_only(probe2):
    s = start2()
    act(s, 0, "special ready")
    assert GAME.view(s, 1).stands[1].slots[2].wire == "?"
    assert GAME.view(s, 0).stands[1].slots[2].wire == "4"
    assert GAME.view(s, None).stands[1].slots[2].wire == "?"
    for seat in range(4):
        act(s, seat, sorted(legal(s, seat))[0])
    assert "info 1.0.2" not in {str(e.params.get("addr")) for e in s.log}
    # seat 1 can't see its flipped 4: it may announce any value still uncut (R-BB27)
    assert cuts.own_values(s, 1) == [1, 2, 3, 4]
    assert cuts.own_values(s, 3) == [1, 2, 4]
    moved = 0
    for k in range(20):
        other = GAME.reshuffle_hidden(s, 1, random.Random(k))
        assert GAME.view(other, 1) == GAME.view(s, 1)
        moved += other.slot(1, 0, 2).wire.text != "4"
    assert moved > 0                                # seat 1's own flipped wire is re-dealt


def test_allowed_actions_postit_validation_and_swaps(probe2):
    s = start2(equipment=[2, 4])
    act(s, 0, "special ready")
    for seat in range(4):
        act(s, seat, sorted(legal(s, seat))[0])
    act(s, 0, "dual 3.0.0 1", "own 0.0.1")
    act(s, 1, "dual 3.0.1 2", "own 1.0.1")
    assert cuts.solo_options(s, 2) == [(3, ())]    # seat 2 holds both 3s in play...
    assert not any(a.startswith("solo") for a in legal(s, 2))   # ...but no Solo Cut here
    assert "use postit 0.0.1" in legal(s, 0)       # a cut wire: allowed by the spec
    assert s.validated == []
    tokened = s.slot(0, 0, 0)                       # seat 0's 1 with its setup token
    assert tokened.tokens
    act(s, 2, "use walkie 2.0.0 0")
    act(s, 0, "give 0.0.0")
    assert not tokened.tokens and tokened in s.hands[2][0].slots


def test_defused_hook_decides_the_win(probe2):
    s = start2()
    act(s, 0, "special ready")
    for seat in range(4):
        act(s, seat, sorted(legal(s, seat))[0])
    s.mission_data["extra_done"] = False
    from engine.busters import board
    for st in s.stands():
        for sl in st.slots:
            sl.cut = True
    out = []
    board.check_win(s, out)
    assert s.result is None                         # every stand empty, but not defused
    s.mission_data["extra_done"] = True
    board.check_win(s, out)
    assert GAME.outcome(s).key == "busters.outcome.defused"


PROBE3 = 904


class ProbeStickerB(Mission):
    """Rule sticker B (REF L401-406, rulebook "Soon here, a new rule (B)"): the
    non-Captains may take a new character; its personal equipment works as the card."""
    number, key = PROBE3, "busters.mission.probe_b"

    def spec(self, players):
        return SetupSpec(blue=(1, 6), equipment=0,
                         new_characters=frozenset({"e1", "e2", "e3", "e4"}))


@pytest.fixture
def probe_b():
    register(ProbeStickerB())
    yield get_mission(PROBE3)
    unregister(PROBE3)


def start_b(hands, setup=False):
    d = {"hands": hands, "equipment": [7]}
    if not setup:
        d["setup_info"] = False
    return GAME.new_game({"mission": PROBE3, "players": len(hands)}, 0, d)


def test_characters_are_chosen_first_before_the_wires_are_seen(probe_b):
    # R-BB29: clockwise from the Captain's left, each new character once, "keep" too
    s = start_b([["1", "2"], ["1", "3"], ["2", "3"], ["1", "4"]], setup=True)
    assert s.phase == "characters" and GAME.to_act(s) == {1}
    assert all(sl.wire == "?" for st in GAME.view(s, 1).stands for sl in st.slots)
    assert legal(s, 1) == {"character keep", "character e1", "character e2",
                           "character e3", "character e4"}
    act(s, 1, "character e3")
    assert "character e3" not in legal(s, 2)
    act(s, 2, "character keep")
    act(s, 3, "character e1")
    assert [c.personal for c in s.characters] == ["ddet", "triple", "ddet", "radar"]
    assert s.phase == "setup_info" and s.active == 0      # the setup tokens follow
    assert GAME.view(s, 1).stands[1].slots[0].wire == "1"


def test_a_new_characters_equipment_works_like_the_card(probe_b):
    s = start_b([["1", "2", "5"], ["1", "3", "4"], ["2", "3", "6"], ["1", "4", "5"]])
    act(s, 1, "character e3")
    act(s, 2, "character keep")
    act(s, 3, "character e1")
    assert s.phase == "turn" and s.active == 0
    # E1's General Radar is usable at any time: the helpers' window is open
    assert "use p_radar 3" in legal(s, 3) and "use p_radar 3" not in legal(s, 2)
    act(s, 3, "use p_radar 3")
    assert s.characters[3].used and s.log[-1].key == "busters.radar.answers"
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")
    # E3's Triple Detector on its own turn: three wires, one value (not yellow)
    assert "use p_triple" in legal(s, 1)
    act(s, 1, "use p_triple", "point 2.0.0", "point 2.0.1", "point 2.0.2", "announce 3")
    assert s.characters[1].used and s.phase == "resolve"
    act(s, 2, "choose 2.0.1")
    assert s.slot(2, 0, 1).cut


def test_emergency_batteries_restore_a_new_characters_equipment(probe_b):
    s = start_b([["1", "2", "5"], ["1", "3", "4"], ["2", "3", "6"], ["1", "4", "5"]])
    for seat, pick in ((1, "keep"), (2, "keep"), (3, "e1")):
        act(s, seat, f"character {pick}")
    act(s, 3, "use p_radar 2")
    s.equipment[0].status = "ready"                     # Emergency Batteries (7)
    act(s, 0, "use batteries 3")
    assert not s.characters[3].used and "use p_radar 2" in legal(s, 3)


def test_bots_take_the_strongest_new_character(probe_b):
    from engine.busters.bots import BOTS
    s = start_b([["1", "2"], ["1", "3"], ["2", "3"], ["1", "4"]])
    for level, factory in BOTS.items():
        choice = factory().choose(GAME.view(s, 1), GAME.legal_actions(s, 1), random.Random(0))
        assert str(choice) == "character e3", level


def test_a_rebuilt_state_keeps_who_still_chooses(probe_b):
    from engine.busters.determinize import state_from
    s = start_b([["1", "2"], ["1", "3"], ["2", "3"], ["1", "4"]])
    act(s, 1, "character e4")
    view = GAME.view(s, 2)
    world = {(st.seat, st.index, i): sl.wire.text for st in s.stands() for i, sl in enumerate(st.slots)}
    t = state_from(view, world)
    assert GAME.view(t, 2) == view and GAME.legal_actions(t, 2) == GAME.legal_actions(s, 2)


def test_a_turn_left_with_nothing_to_end_it_passes():
    # R-BB101, mid-turn: mission 45's volunteer swaps away the only 1 it could cut
    from tests.engine.busters.missions.helpers import laid
    s = laid(45, [["2", "5"], ["1", "5"], ["1", "3"], ["3", "2"]], mission_part={"deck": [1, 2, 3]},
             equipment=[2], ready=(2,))
    act(s, 0, "special notme")
    act(s, 1, "special snip", "use walkie 1.0.0 3")
    act(s, 3, "give 3.0.1")                                 # seat 1 now holds 2 and 5
    # the pass proves, for all to see, that seat 1 holds no 1 now (board.proof)
    assert any(e.key == "busters.turn.skipped"
               and e.params == {"seat": 1, "steps": 0, "none": [1], "of": 1} for e in s.log)
    assert s.mission_data["card"] == 2 and GAME.to_act(s) == {0}


def test_a_mission_for_fewer_players_than_it_allows_says_its_own_range():
    # mission 65: "MISSION IMPOSSIBLE" with 2 players
    import pytest
    from engine.busters import GAME
    with pytest.raises(ValueError, match="mission 65 is for 3-5 players, not 2"):
        GAME.new_game({"mission": 65, "players": 2}, 1)

