"""Exact deduction (engine/busters/inference.py) against brute-force enumeration of
every deal on small positions, to 1e-9."""
from __future__ import annotations

import pytest

from engine.busters import GAME
from engine.busters.inference import collapse, solve, wire_distributions
from tests.engine.busters.brute import brute
from tests.engine.busters.brute_marks import assert_agrees


def _game(mission, hands, aside, equipment, actions, ready=()):
    s = GAME.new_game({"mission": mission, "players": len(hands)}, 0,
                      {"hands": hands, "aside": aside, "equipment": equipment})
    for card in s.equipment:
        if card.number in ready:
            card.status = "ready"
    for seat, text in actions:
        GAME.apply(s, seat, text)
    return s


def check(mission, hands, aside, actions, viewers, equipment=(), ready=()):
    s = _game(mission, hands, aside, list(equipment), actions, ready)
    for viewer in viewers:
        exact = brute(mission, hands, aside, list(equipment), actions, viewer, ready)
        got = wire_distributions(GAME.view(s, viewer))
        assert_agrees(got, exact, viewer)
        for addr in exact:
            assert sum(got[addr].values()) == pytest.approx(1.0, abs=1e-12)
    return s


HANDS3 = [[["1", "3", "3.1"], ["2", "4.5"]], [["1", "2", "5"]], [["3", "5", "9.1"]]]
ASIDE3 = ["7.5", "6.1"]


def test_fresh_deal_two_players_yellow():
    check(2, [[["1", "2", "3"], ["4", "5"]], [["1", "2", "3.1"], ["4", "6", "6"]]], [], [],
          [0, 1])


def test_setup_tokens_and_candidates_set_aside():
    acts = [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.0")]
    check(8, HANDS3, ASIDE3, acts, [0, 2])


def test_failed_cut_token_and_declaration():
    # seat 0 announces 2 at a 5 (fails: token; it held a 2), seat 1 announces 5 at a 3
    acts = [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.0"),
            (0, "dual 2.0.1 2"), (1, "dual 0.0.1 5")]
    check(8, HANDS3, ASIDE3, acts, [1, 2])


def test_successful_cuts_and_yellow_declaration():
    acts = [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.0"),
            (0, "dual 2.0.2 Y"), (0, "own 0.0.2"),
            (1, "dual 2.0.1 5"), (1, "own 1.0.2")]
    check(8, HANDS3, ASIDE3, acts, [1, 2])


def test_failed_yellow_declaration_proves_a_yellow():
    hands = [[["1", "2", "3.1"], ["4", "5"]], [["1", "4", "5"]], [["2", "3", "9.1"]]]
    acts = [(0, "info 0.0.0"), (1, "info 1.0.0"), (2, "info 2.0.0"),
            (0, "dual 1.0.1 Y")]     # fails on a 4: seat 0 holds a yellow
    check(8, hands, ["6.1", "7.5"], acts, [1, 2])


def test_double_detector_failure_and_success():
    hands = [[["1", "2", "6"], ["3", "5"]], [["1", "2", "3", "6"]], [["4", "4", "5", "7.5"]]]
    acts = [(0, "info 0.0.0"), (1, "info 1.0.0"), (2, "info 2.0.0"), (0, "use ddet"), (0, "point 2.0.0"), (0, "point 2.0.2"), (0, "announce 6"),
            (2, "choose 2.0.2"),
            (1, "use ddet"), (1, "point 0.0.1"), (1, "point 0.0.2"), (1, "announce 2"),
            (0, "choose 0.0.1"), (1, "own 1.0.1")]
    check(7, hands, ["8.5"], acts, [1, 2])


def test_labels_and_radar():
    hands = [[["1", "2", "2", "5"]], [["1", "3", "4", "4"]], [["2", "3", "5", "6"]],
             [["1", "3", "6", "6"]]]
    acts = [(0, "info 0.0.0"), (1, "info 1.0.0"), (2, "info 2.0.0"), (3, "info 3.0.1"),
            (1, "use label_ne 1.0.1"), (0, "use label_eq 0.0.1"), (0, "use radar 4")]
    check(6, hands, [], acts, [2, 3], equipment=[1, 8, 12], ready=(1, 8, 12))


def test_label_eq_on_yellow_wires_and_radar_no():
    hands = [[["1", "2", "5"]], [["1", "4", "5.1", "6.1"]], [["2", "3", "5", "4"]],
             [["1", "3", "2", "5.5"]]]
    hands = [[sorted(h[0], key=float)] for h in hands]
    acts = [(0, "info 0.0.0"), (1, "info 1.0.0"), (2, "info 2.0.0"), (3, "info 3.0.1"),
            (1, "use label_eq 1.0.2"), (0, "use radar 3")]
    check(6, hands, [], acts, [0, 2], equipment=[8, 12], ready=(8, 12))


def test_collapse_and_sums():
    s = _game(8, HANDS3, ASIDE3, [], [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.0")])
    d = wire_distributions(GAME.view(s, 1))
    for addr, dist in d.items():
        c = collapse(dist)
        assert set(c) <= {str(v) for v in range(1, 13)} | {"YELLOW", "RED"}
        assert sum(c.values()) == pytest.approx(1.0)
    assert (1, 0, 0) not in d and (0, 0, 0) in d


def test_prob_none_matches_brute_force():
    acts = [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.0")]
    s = _game(8, HANDS3, ASIDE3, [], acts)
    post = solve(GAME.view(s, 1))
    # P(neither 0.0.1 nor 0.0.2 is a 3) from the joint, by brute force on the pair
    exact = brute(8, HANDS3, ASIDE3, [], acts, 1)
    p1 = post.prob_none([(0, 0, 1)], [3])
    assert p1 == pytest.approx(1 - exact[(0, 0, 1)].get("3", 0.0), abs=1e-9)
    both = post.prob_none([(0, 0, 1), (0, 0, 2)], [3])
    assert 0.0 <= both <= p1 + 1e-12


def test_detector_success_before_its_owner_chooses():
    hands = [[["1", "2", "6"], ["3", "5"]], [["1", "2", "3", "6"]], [["4", "6", "6", "7.5"]]]
    acts = [(0, "info 0.0.0"), (1, "info 1.0.0"), (2, "info 2.0.0"), (0, "use ddet"),
            (0, "point 2.0.1"), (0, "point 2.0.3"), (0, "announce 6")]
    s = check(7, hands, ["8.5"], acts, [1])
    assert s.phase == "resolve"


def test_yellow_token_after_a_failed_cut_on_a_yellow_wire():
    acts = [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.0"),
            (0, "dual 2.0.2 3")]          # seat 2's 9.1: the yellow token goes on it
    s = check(8, HANDS3, ASIDE3, acts, [1])
    assert s.slot(2, 0, 2).tokens[0].value == "Y"


# ---- after a Walkie-Talkies swap (REF L301-310, R-BB11) -----------------------------

HANDS4 = [[["1", "3", "5", "8"]], [["2", "4", "6", "9"]], [["2", "5", "7", "10"]],
          [["1", "4", "6", "9"]]]


def test_walkie_swap_is_read_exactly_by_every_seat():
    """REF L301-309: seat 0 gives its 5 to seat 2, which gives back its 2; everyone sees
    where both wires come from and land. The third parties (1, 3) read the two stands as
    dealt plus the two moves; the two sides also know what they gave."""
    acts = [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.3"), (3, "info 3.0.0"),
            (0, "use walkie 0.0.2 2"), (2, "give 2.0.0")]
    s = check(6, HANDS4, [], acts, [0, 1, 2], equipment=[2], ready=(2,))
    assert [sl.wire.text for sl in s.hands[2][0].slots] == ["5", "5", "7", "10"]


def test_walkie_swap_with_facts_before_and_after():
    """Facts name wires, not places: a failed cut before the swap points at a wire that
    then moves; a declaration after it speaks of the stand as it is then (REF L301-310)."""
    acts = [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.3"), (3, "info 3.0.0"),
            (0, "dual 2.0.2 8"),                  # fails on seat 2's 7: token 7
            (1, "use walkie 1.0.2 2"), (2, "give 2.0.2"),   # seat 1's 6 for seat 2's 7
            (1, "dual 3.0.1 7")]                  # seat 1 now holds the 7; fails on a 4
    s = check(6, HANDS4, [], acts, [0, 3], equipment=[2], ready=(2,))
    assert any(t.value == 7 for sl in s.hands[1][0].slots for t in sl.tokens)


def test_walkie_swap_between_equal_neighbours_is_placed_after_them():
    """The received wire goes after every wire of its value (R-BB11): the wire to its
    right is higher, which the deduction uses."""
    hands = [[["1", "4", "6"]], [["2", "4", "4", "7"]], [["3", "5", "6", "8"]],
             [["1", "5", "7", "9"]]]
    acts = [(0, "info 0.0.0"), (1, "info 1.0.0"), (2, "info 2.0.0"), (3, "info 3.0.3"),
            (0, "use walkie 0.0.1 1"), (1, "give 1.0.0")]
    s = check(6, hands, [], acts, [0, 2], equipment=[2], ready=(2,))
    assert [sl.wire.text for sl in s.hands[1][0].slots] == ["4", "4", "4", "7"]


def test_label_across_a_swapped_wire_and_its_neighbour():
    """A Label = put after the swap joins a wire dealt to seat 2 and the received one,
    dealt to seat 0 (REF L297-300, equipment 12, with L301-310)."""
    acts = [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.3"), (3, "info 3.0.0"),
            (0, "use walkie 0.0.2 2"), (2, "give 2.0.0"), (2, "use label_eq 2.0.0")]
    s = check(6, HANDS4, [], acts, [1], equipment=[2, 12], ready=(2, 12))
    assert s.labels


def test_walkie_swap_between_two_stand_players():
    """REF L307: with 2 stands the new wire goes into the stand the other came from;
    each side reads the other's two stands exactly after the swap."""
    hands = [[["1", "4", "7"], ["6", "8", "9"]], [["2", "5", "6"], ["3", "7", "9"]]]
    acts = [(0, "info 0.1.2"), (1, "info 1.0.0"),
            (0, "use walkie 0.1.0 1"), (1, "give 1.0.1")]
    s = check(6, hands, [], acts, [0, 1], equipment=[2], ready=(2,))
    assert [sl.wire.text for sl in s.hands[0][1].slots] == ["5", "8", "9"]


def test_count_tokens_before_and_after_a_swap():
    """Mission 24's x1-x4 tokens speak of the stand as it is when placed (R-BB210): the
    set-up ones of the stands as dealt (seat 1's 2 leaves with its, FAQ: "that token
    is discarded"), the failure's x2 of seat 1's stand after the swap, the 4 it
    received from seat 2 included. Seat 1 (a side of the swap) and seat 3 (neither)."""
    hands = [[["1", "3", "6"]], [["2", "4", "6"]], [["3", "4", "5"]], [["1", "2", "5"]]]
    acts = [(0, "info 0.0.1"), (1, "info 1.0.0"), (2, "info 2.0.2"), (3, "info 3.0.0"),
            (1, "use walkie 1.0.0 2"), (2, "give 2.0.1"),     # seat 1's 2 for seat 2's 4
            (0, "dual 1.0.0 3")]                               # fails on a 4: x2
    s = check(24, hands, [], acts, [1, 3], equipment=[2], ready=(2,))
    assert [[t.text for t in sl.tokens] for sl in s.hands[1][0].slots] == [["x2"], [], []]


def _sighted(s, act: str) -> bool:
    """A test player that sees the wires: its Dual Cuts always hit."""
    if not act.startswith("dual "):
        return True
    _, addr, value = act.split()
    wire = s.slot(*(int(x) for x in addr.split("."))).wire
    return str(wire.value) == value and wire.colour != "red"


@pytest.mark.parametrize("seed", range(4))
def test_the_true_deal_stays_possible_through_random_swaps(seed):
    """Soundness on full-size games (too big for brute force): seat after seat plays a
    random sure cut and takes the Walkie-Talkies whenever it can, twice a game (a swap
    can move a wire already swapped); every few actions, for every seat, each hidden
    wire's true value keeps a positive probability."""
    import random

    from engine.busters.state import Equipment
    rng = random.Random(seed)
    s = GAME.new_game({"mission": 6, "players": 4}, seed)
    s.equipment = [Equipment(2, "walkie", "ready")]
    swaps, checks, readied = 0, 0, False
    for step in range(80):
        if GAME.outcome(s) is not None:
            break
        if swaps == 1 and not readied:
            s.equipment[0].status, readied = "ready", True
        seat = min(GAME.to_act(s))
        legal = [str(a) for a in GAME.legal_actions(s, seat)]
        walkie = [a for a in legal if a.startswith("use walkie")]
        act = rng.choice(walkie or [a for a in legal if _sighted(s, a)] or legal)
        swaps += act.startswith("give")
        GAME.apply(s, seat, act)
        if not swaps or step % 5:
            continue
        checks += 1
        for viewer in range(4):
            dists = wire_distributions(GAME.view(s, viewer))
            for st in s.stands():
                for i, sl in enumerate(st.slots):
                    if st.seat != viewer and not sl.cut:
                        assert dists[(st.seat, st.index, i)].get(sl.wire.text, 0) > 0, \
                            (seed, act, viewer, (st.seat, st.index, i), sl.wire.text)
    assert swaps == 2 and checks >= 5
