"""The exact deduction on every kind of mark a mission puts on the table (marks.py,
missions/facts.py), against brute-force enumeration of every layout (brute_marks.py),
to 1e-9: parity, count, false and beside tokens, X wires, flipped wires (one's own,
unseen), colours dealt apart (quotas) and colour facts. A probe mission (registered
for these tests only) lays each mark where the deal's mission part says."""
from __future__ import annotations

import pytest

from engine.busters import GAME, board, marks
from engine.busters.inference import solve, wire_distributions
from engine.busters.actions import Special
from engine.busters.missions import Mission, SetupSpec, Step, get_mission, register, unregister
from engine.busters.missions.facts import Colours, Quota
from engine.busters.state import Token
from tests.engine.busters.brute_marks import assert_agrees, brute, build

PROBE = 902


class ProbeMarks(Mission):
    """Lays marks and tokens as the deal's mission part says: "x" and "flipped" wire
    addresses, the kind of info token ("value", "parity", "count", "false"), tokens
    beside stands, colours dealt apart ("quota") and colour facts."""
    number, key = PROBE, "busters.mission.probe_marks"

    def spec(self, players):
        return SetupSpec(blue=(1, 6), equipment=0, setup_info=False)

    def _extra(self, state):
        return (state.explicit or {}).get("mission", {})

    def after_setup(self, state):
        extra, out = self._extra(state), []
        for kind in (marks.X, marks.FLIPPED):
            for a in extra.get(kind, []):
                state.slot(*a).marks.add(kind)
        for seat, stand, text in extra.get("beside", []):
            m = marks.parse(text)
            holds = any(w.value == m.value for w in state.uncut_wires(seat))
            if holds != (m.kind == marks.HOLDS):
                raise ValueError("a deal the beside token contradicts")
            board.place_beside(state, out, seat, stand, Token(m.value, kind=m.kind))
        return out

    def info_token(self, state, wire, announced):
        kind = self._extra(state).get("tokens", "value")
        if kind == "parity" and isinstance(wire.value, int):
            return Token("even" if wire.value % 2 == 0 else "odd", kind=marks.PARITY)
        if kind == "false" and announced and announced[0] is not None:
            return Token(announced[0], kind=marks.FALSE)
        if kind == "count" and isinstance(wire.value, int):
            for hand in state.hands:
                for st in hand:
                    if any(sl.wire is wire for sl in st.slots):
                        n = sum(1 for sl in st.slots if sl.wire.value == wire.value)
                        return Token(n, kind=marks.COUNT)
        return Token(wire.value)

    def special_actions(self, state, seat):
        # take a wire from Nano's pile (mission 43), for the pile tests
        if state.phase != "turn" or seat != state.active:
            return []
        if state.piles.get("nano"):
            return [Special("take")]
        if (state.explicit or {}).get("mission", {}).get("grab"):   # the Grappling Hook's move
            return [Special("grab", (f"{st.seat}.{st.index}.{i}",)) for st in state.stands()
                    if st.seat != seat for i in st.uncut()]
        return []

    def apply_special(self, state, seat, action):
        out = []
        if action.name == "take":
            board.move_wire(state, out, ("pile", "nano"), seat, 0)
        else:
            src = tuple(int(x) for x in action.args[0].split("."))
            board.move_wire(state, out, src, seat, 0)
        return Step(out, end_turn=True)

    def facts(self, state):
        extra = self._extra(state)
        out = [Quota(q["colour"], tuple(tuple(x) for x in q["stands"]), 1)
               for q in extra.get("quota", [])]
        out += [Colours(tuple(tuple(a) for a in c["addrs"]), tuple(c["colours"]))
                for c in extra.get("colours", [])]
        return tuple(out)


@pytest.fixture(autouse=True)
def probe():
    register(ProbeMarks())
    yield get_mission(PROBE)
    unregister(PROBE)


def check(layout, extra, actions, viewers, aside=(), accept=lambda lay: True, piles=None):
    s = build(PROBE, layout, list(aside), extra, actions, piles=piles)
    for viewer in viewers:
        exact = brute(PROBE, layout, list(aside), extra, actions, viewer, accept, piles=piles)
        got = wire_distributions(GAME.view(s, viewer))
        assert_agrees(got, exact, viewer)
    return s


H3 = [[["1", "2", "4"]], [["1", "3", "5"]], [["2", "4", "6"]], [["3", "5", "6"]]]


def test_parity_tokens():
    # missions 21, 33: a failed cut leaves an even/odd token, not the value
    check(H3, {"tokens": "parity"}, [(0, "dual 1.0.1 4"), (1, "dual 2.0.0 1")], [0, 1, 2])


def test_false_tokens_say_what_a_wire_is_not():
    # missions 17, 52: the token shows the announced value, which is false
    check(H3, {"tokens": "false"}, [(0, "dual 1.0.1 2"), (1, "dual 2.0.1 3")], [0, 2])


def test_count_tokens():
    # missions 24, 40: x1-x4, the wire's value is on the stand that many times
    layout = [[["1", "1", "3", "5"]], [["2", "3", "3", "6"]], [["2", "4", "5", "6"]],
              [["1", "4"]]]
    check(layout, {"tokens": "count"}, [(0, "dual 1.0.1 1"), (1, "dual 2.0.0 3"),
                                        (2, "dual 0.0.0 5")], [0, 1, 2])


def test_tokens_beside_a_stand():
    # "-7": the hand holds no 7 (a drawn token it could not place); "+7": it holds one
    extra = {"beside": [[1, 0, "-4"], [2, 0, "+2"]]}
    check(H3, extra, [], [0, 1])


def test_x_wires_are_out_of_order():
    # mission 20: the last wire dealt to each stand lies at its far right, unsorted
    layout = [[["2", "4", "1"]], [["1", "3", "6"]], [["2", "5", "3"]], [["4", "6"]]]
    extra = {"x": [[0, 0, 2], [1, 0, 2], [2, 0, 2]]}
    check(layout, extra, [(0, "dual 1.0.0 1")], [0, 1])


def test_flipped_wires_hide_from_their_owner_only():
    # missions 38, 56: a wire turned round at the far right, seen by the others only;
    # its owner may announce any value (R-BB27), so a success says nothing of its hand.
    layout = [[["2", "4", "1"]], [["1", "3", "6"]], [["2", "5", "3"]], [["4", "6"]]]
    extra = {"flipped": [[0, 0, 2], [1, 0, 2]]}
    check(layout, extra, [(0, "dual 2.0.0 2"), (0, "own 0.0.0")], [0, 1, 2])


def test_two_flipped_wires_at_both_ends():
    # mission 64: the lower flipped wire at the far left, the higher at the far right
    layout = [[["1", "2", "4", "5"]], [["3", "1", "4", "6"]], [["2", "3", "5", "6"]], [["1", "6"]]]
    extra = {"flipped": [[1, 0, 0], [1, 0, 3]]}
    check(layout, extra, [], [1])


def test_colours_dealt_apart():
    # missions 13, 41, 48: one red wire dealt to each of seats 0 and 1, none to seat 2
    layout = [[["1", "2.5", "4"]], [["1", "3", "5.5"]], [["2", "4", "6"]], [["3", "5", "6"]]]
    extra = {"quota": [{"colour": "red", "stands": [[0, 0]]},
                       {"colour": "red", "stands": [[1, 0]]}]}

    def accept(lay):
        reds = [sum(1 for t in st if t.endswith(".5")) for hand in lay for st in hand]
        return reds == [1, 1, 0, 0]
    check(layout, extra, [(0, "dual 2.0.0 4")], [0, 2], accept=accept)


def test_colours_of_x_wires():
    # mission 35: the X wires were dealt from the blue wires only
    layout = [[["2", "2.1", "1"]], [["1", "3.1", "6"]], [["2", "5", "3"]], [["4", "6", "4"]]]
    extra = {"x": [[0, 0, 2], [1, 0, 2], [2, 0, 2], [3, 0, 2]],
             "colours": [{"addrs": [[0, 0, 2], [1, 0, 2], [2, 0, 2], [3, 0, 2]],
                          "colours": ["blue"]}]}

    def accept(lay):
        return all("." not in hand[0][2] for hand in lay)
    check(layout, extra, [], [0, 2], accept=accept)


def test_a_pile_nobody_sees_and_its_wires_taken_onto_stands():
    # mission 43: wires dealt face down to Nano; a taken one goes into the taker's
    # hand at its place, unseen by the others (a random one of the pile)
    layout = [[["1", "3"]], [["1", "4"]], [["2", "4"]], [["3", "6"]]]
    piles = {"nano": ["2", "5", "6"]}
    s = check(layout, {}, [(0, "special take"), (1, "special take")], [0, 1, 2], piles=piles)
    post = solve(GAME.view(s, 2))
    assert sum(post.piles["nano"].values()) == pytest.approx(1.0)
    assert len(s.piles["nano"]) == 1


def test_a_wire_taken_from_a_teammate_onto_ones_stand():
    # sticker C, 11-11 Grappling Hook: the wire goes into the taker's hand in order,
    # everyone sees where from and where to, only the taker what it is
    layout = [[["1", "3", "5"]], [["1", "4", "6"]], [["2", "4", "5"]], [["3", "6"]]]
    check(layout, {"grab": True}, [(0, "special grab 2.0.1"), (1, "dual 0.0.0 1")], [1, 2, 3])
