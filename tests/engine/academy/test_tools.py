"""One scenario per tool (handbook, "Tools appendix"), plus the tool timing rules
("The Tools"): decision points with pass, one-by-one resolution, Bomb Blanket."""
from __future__ import annotations

import pytest

from engine.academy import GAME
from engine.academy.state import CHOOSE, PEEK, PICK, TOOL, W_BOOM, W_POSTCUT, W_PRECUT, W_PROTECTED, W_REVEALED
from engine.core.errors import IllegalAction
from tests.engine.academy.helpers import act, expose, keys, new, pass_tools, pass_until, play, scored


def legal(s, seat):
    return [str(a) for a in GAME.legal_actions(s, seat)]


def test_a_timing_is_a_decision_with_pass_and_tools_resolve_one_by_one_r_a1():
    # "Each Tool card tells you exactly when it is legal to use that Tool"; "it is
    # permitted for multiple Tools to be declared and played back-to-back ... resolve
    # each Tool fully before proceeding to the next." (R-A1: lowest score asked first)
    s = new(3, scores=[5, 9, 1], tools=[["freezer"], [], ["wrench"]], tops={"red": [1, 2]})
    expose(s, "red", 3, 4)
    play(s, "red", "chicken", "chicken")
    assert s.stage == TOOL and s.window.kind == W_PRECUT
    assert GAME.to_act(s) == frozenset({2})
    assert legal(s, 2) == ["pass", "use wrench"]
    act(s, 2, "use wrench")                      # flips the 1: trigger 8
    assert s.exposed["red"] == [3, 4, 1]
    assert GAME.to_act(s) == frozenset({0})      # the Freezer is asked after it
    ev = act(s, 0, "use freezer 0 1")
    # the Freezer took the 3 and the 4 back; then the cut flipped one card
    assert s.exposed["red"][0] == 1 and len(s.exposed["red"]) == 2
    assert "academy.cut.solo" in keys(ev)


def test_air_horn_turns_two_cutters_into_chickens():
    # AIR HORN: "Pick two other players who played cutters. Resolve the round as if both
    # of those players had played their Chicken cards."
    s = new(4, tools=[["airhorn"], [], [], []], tops={"green": [3]},
            tiles={"green": ["boom", "ok", "ok"]}, scores=[10, 10, 10, 10])
    expose(s, "green", 4, 2)
    play(s, "green", "blue", "red", "chicken")
    assert s.window.kind == W_REVEALED
    assert "use airhorn 1 2" in legal(s, 0)
    ev = act(s, 0, "use airhorn 1 2") + pass_tools(s)
    assert s.scores == [5, 15, 15, 15]           # Chickens gain 5 when the bomb goes off
    assert "academy.cut.started" in keys(ev)
    assert not any(e.params.get("wire") in ("blue", "red") for e in ev
                   if e.key == "academy.cut.started")


def test_air_horn_needs_two_other_cutters_r_a11():
    s = new(2, tools=[["airhorn"], []])
    play(s, "green", "blue")
    assert s.stage != TOOL or "use airhorn" not in " ".join(legal(s, 0))


def test_amplifier_doubles_the_chain_of_a_safe_solo_cut_r_a13():
    # AMPLIFIER: "double the chain values of all the cards in the wire; the main value is
    # unaffected."
    s = new(3, tools=[["amplifier"], [], []], tops={"red": [4]})
    expose(s, "red", 3, 1)
    play(s, "red", "chicken", "chicken")
    pass_until(s, W_POSTCUT)
    ev = act(s, 0, "use amplifier") + pass_tools(s)
    assert scored(ev, 0) == 4 + 2 * 3


def test_bomb_blanket_gains_ten_and_no_tools_in_between_r_a18():
    # BOMB BLANKET: "If the cut ... causes the bomb to explode, you gain 10 points. No
    # other Tools may be played between the Bomb Blanket and the cutting of the wire."
    s = new(3, tools=[[], ["blanket"], ["wrench"]], scores=[10, 0, 10],
            tops={"green": [3]}, tiles={"green": ["boom", "ok", "ok"]})
    expose(s, "green", 4, 2)
    play(s, "green", "blue", "chicken")
    pass_until(s, W_PRECUT)
    assert GAME.to_act(s) == frozenset({1})
    act(s, 1, "use blanket")
    assert s.stage != TOOL or s.window.kind != W_PRECUT    # the Wrench is never asked
    assert s.tools[2] == ["wrench"]
    pass_tools(s)
    assert s.scores == [5, 10, 15]


def test_crimper_scores_the_chain_of_someone_elses_safe_cut():
    # CRIMPER: "Score the entire chain value (but not the main value) of the cut wire."
    s = new(3, tools=[[], ["crimper"], []], tops={"red": [4]})
    expose(s, "red", 3, 1)
    play(s, "red", "chicken", "chicken")
    pass_until(s, W_POSTCUT)
    assert legal(s, 1) == ["pass", "use crimper"]
    ev = act(s, 1, "use crimper")
    assert scored(ev, 1) == 3
    # "the used Tool is discarded from the game"
    assert s.tools[1] == [] and GAME.view(s, 0).tools[1] == ()


def test_dynamo_after_a_zero_in_a_safe_shared_cut():
    # DYNAMO: "Score 1 point for each exposed zero card in all wires combined. You may
    # play Dynamo after a safe shared cut where any of the flipped cards was a zero."
    s = new(3, tools=[[], [], ["dynamo"]], tops={"green": [0, 1]})
    expose(s, "blue", 0, 2)
    play(s, "green", "green", "chicken")
    pass_until(s, W_POSTCUT)
    ev = act(s, 2, "use dynamo")
    assert scored(ev, 2) == 2


def test_dynamo_not_offered_without_a_zero_r_a7():
    s = new(3, tools=[[], [], ["dynamo"]], tops={"green": [1]})
    expose(s, "blue", 0)
    play(s, "green", "chicken", "chicken")
    assert s.stage != TOOL or "use dynamo" not in legal(s, 2)


def test_freezer_shuffles_two_exposed_cards_back_and_moves_the_trigger_r_a6():
    # FREEZER: "choose and shuffle two of your wire's exposed cards back into the deck
    # and adjust the trigger accordingly."
    s = new(3, tools=[["freezer"], [], []], tops={"red": [2]})
    expose(s, "red", 3, 1, 4)
    play(s, "red", "chicken", "chicken")
    pass_until(s, W_PRECUT)
    assert "use freezer 0 2" in legal(s, 0)
    act(s, 0, "use freezer 0 2")
    assert s.exposed["red"][0] == 1 and len(s.decks["red"]) == 12 - 3 + 2 - 1


def test_hammer_scores_main_plus_two_then_the_cut():
    # HAMMER: "flip a card from your wire and score its main value +2, then adjust the
    # trigger to match. This does not count as your cut."
    s = new(3, tools=[["hammer"], [], []], tops={"green": [2, 3]})
    play(s, "green", "chicken", "chicken")
    pass_until(s, W_PRECUT)
    ev = act(s, 0, "use hammer") + pass_tools(s)
    hammer = [e.params["delta"] for e in ev if e.key == "academy.score" and e.params["why"] == "hammer"]
    assert hammer == [2 + 2]
    assert s.exposed["green"] == [2, 3] and scored(ev, 0) == 4 + 3 + 2


def test_hammer_that_triggers_scores_zero_as_if_by_the_cut_r_a14():
    # HAMMER: "If this triggers the bomb, score zero and resolve as if you'd triggered it
    # with your cut."
    s = new(3, tools=[["hammer"], [], []], tops={"green": [3]},
            tiles={"green": ["boom", "ok", "ok"]}, scores=[10, 10, 10])
    expose(s, "green", 4, 2)
    play(s, "green", "chicken", "chicken")
    pass_until(s, W_PRECUT)
    act(s, 0, "use hammer")
    pass_tools(s)
    assert s.scores == [5, 15, 15]


def test_helmet_loses_nothing_and_other_triggerers_lose_two_more_r_a8():
    # HELMET: "You will lose zero points from the bomb. Any other triggering players
    # immediately lose 2 points ... in addition to any point penalty"
    s = new(3, tools=[["helmet"], [], []], tops={"green": [1, 3]},
            tiles={"green": ["ok", "boom", "ok"]}, scores=[10, 10, 10])
    expose(s, "green", 4, 2)
    play(s, "green", "green", "chicken")
    pass_until(s, W_BOOM)
    act(s, 0, "use helmet")
    pass_tools(s)
    assert s.scores == [10, 3, 15]


def test_jammer_scores_as_if_alone_others_share_normally():
    # JAMMER: "Score as if you had cut the wire alone. Other players cutting your wire
    # score by normal sharing rules as if you were counted."
    s = new(4, tools=[["jammer"], [], [], []], tops={"yellow": [1, 5, 4]})
    expose(s, "yellow", 3)
    play(s, "yellow", "yellow", "yellow", "chicken")
    pass_until(s, W_POSTCUT)
    ev = act(s, 0, "use jammer") + pass_tools(s)
    assert [scored(ev, p) for p in range(3)] == [8, 2, 2]


def test_jumper_moves_to_an_adjacent_wire_green_not_next_to_yellow():
    # JUMPER: "act this round as if you had instead played a cutter for an adjacent
    # wire ... The Green wire is not considered adjacent to the Yellow wire."
    s = new(3, tools=[["jumper"], [], []], tops={"blue": [2]})
    play(s, "green", "chicken", "chicken")
    assert legal(s, 0) == ["pass", "use jumper blue"]
    ev = act(s, 0, "use jumper blue") + pass_tools(s)
    assert s.exposed["blue"] == [2] and s.exposed["green"] == [] and scored(ev, 0) == 3


def test_mirror_peeks_all_tiles_instead_of_the_normal_peek():
    # MIRROR: "Instead of the normal peeking action ... you may peek at all trigger tiles
    # of all wires."
    s = new(3, tools=[["mirror"], [], []])
    play(s, "chicken", "blue", "red")
    pass_tools(s)
    assert s.stage == PEEK and "use mirror" in legal(s, 0)
    act(s, 0, "use mirror")
    v = GAME.view(s, 0)
    assert all(k is not None for k in v.known_tiles)
    assert GAME.view(s, 1).known_tiles == (None,) * 4


def test_orders_cuts_the_protected_wire_anyway_r_a5():
    # ORDERS: "Cut the wire anyway and score normally. Other players affected by the Wait
    # do not score."
    s = new(3, tools=[[], ["orders"], []], tops={"red": [3]})
    play(s, "wait", "red", "red")
    pass_tools(s)
    act(s, 0, "protect red")
    assert s.window.kind == "orders" and legal(s, 1) == ["pass", "use orders"]
    assert legal(s, 2) == []
    ev = act(s, 1, "use orders") + pass_tools(s)
    assert s.exposed["red"] == [3] and scored(ev, 1) == 4 and scored(ev, 2) == 0


def test_schematics_swaps_the_played_card_after_the_reveal():
    # SCHEMATICS: "retrieve your played action card (into your hand) and must play a
    # different action card from your hand instead."
    s = new(3, tools=[["schematics"], [], []])
    play(s, "green", "blue", "red")
    assert "use schematics chicken" in legal(s, 0) and "use schematics green" not in legal(s, 0)
    act(s, 0, "use schematics chicken")
    assert "green" in s.hands[0] and s.stacks[0] == ["chicken"]
    assert GAME.view(s, 1).actions[0] == "chicken"


def test_schematics_after_protected_wires_are_declared_r_a4():
    # SCHEMATICS: "If any players played Wait, you may play this card after protected
    # wires are declared."
    s = new(3, tools=[[], ["schematics"], []], tops={"red": [2]})
    play(s, "wait", "green", "chicken")
    pass_tools(s)
    act(s, 0, "protect green")
    assert s.window.kind == W_PROTECTED
    assert "use schematics wait" not in legal(s, 1)
    ev = act(s, 1, "use schematics red") + pass_tools(s)
    assert s.exposed["red"] == [2] and scored(ev, 1) == 3


def test_scrambler_shuffles_back_the_three_latest_cards():
    # SCRAMBLER: "shuffle the three most-recently exposed cards from that wire back into
    # the deck ... The wire must have at least three exposed cards"
    s = new(3, tools=[["scrambler"], [], []])
    expose(s, "red", 3, 1, 4, 2)
    play(s, "red", "chicken", "chicken")
    pass_until(s, W_PRECUT)
    ev = act(s, 0, "use scrambler")
    shuffled = [e.params for e in ev if e.key == "academy.cards.shuffled_back"]
    assert shuffled[0]["cards"] == [1, 4, 2] and shuffled[0]["trigger"] == 3
    assert s.exposed["red"][0] == 3 and len(s.exposed["red"]) == 2   # then the cut
    s2 = new(3, tools=[["scrambler"], [], []])
    expose(s2, "red", 3, 1)
    play(s2, "red", "chicken", "chicken")
    assert s2.stage != TOOL or "use scrambler" not in legal(s2, 0)


def test_shield_gains_seven_and_spares_one_triggerer():
    # SHIELD: "Immediately gain 7 points, then pick one of the players responsible for
    # triggering; that player will lose no points due to triggering the bomb."
    s = new(3, tools=[[], [], ["shield"]], tops={"green": [1, 3]},
            tiles={"green": ["ok", "boom", "ok"]}, scores=[10, 10, 10])
    expose(s, "green", 4, 2)
    play(s, "green", "green", "chicken")
    pass_until(s, W_BOOM)
    assert legal(s, 2) == ["pass", "use shield 0", "use shield 1"]
    act(s, 2, "use shield 1")
    pass_tools(s)
    assert s.scores == [5, 10, 22]


def test_sniffer_peeks_every_next_card_while_choosing():
    # SNIFFER: "Play while you are choosing your action. Immediately peek at the top card
    # of all wire decks."
    s = new(3, tools=[["sniffer"], [], []], tops={"green": [1], "blue": [2], "red": [3],
                                                 "yellow": [4]})
    assert "use sniffer" in legal(s, 0)
    act(s, 0, "use sniffer")
    assert GAME.view(s, 0).known_tops == (1, 2, 3, 4)
    assert GAME.view(s, 1).known_tops == (None,) * 4
    assert s.stage == PICK and 0 in GAME.to_act(s)


def test_switch_swaps_cutters_for_the_round_and_back_at_the_end_r_a16():
    # SWITCH: "pick a player who played a different cutter. Swap cutters with that
    # player. At the end of the round, swap cutters back, leaving them on the table"
    s = new(3, tools=[["switch"], [], []], tops={"green": [2], "red": [3]})
    play(s, "green", "red", "chicken")
    assert legal(s, 0) == ["pass", "use switch 1"]
    ev = act(s, 0, "use switch 1") + pass_tools(s)
    assert scored(ev, 0) == 4 and scored(ev, 1) == 3
    while s.stage == PEEK:
        ev += act(s, min(GAME.to_act(s)), "pass")
    assert "academy.switch.back" in keys(ev)
    assert s.stacks[0] == ["green"] and s.stacks[1] == ["red"]


def test_toolkit_takes_every_action_card_back_wait_included_r_a17():
    # TOOLKIT: "Immediately take all of your action cards back into your hand, including
    # your Wait (if previously played)."
    s = new(3, tools=[["toolkit"], [], []])
    play(s, "wait", "chicken", "chicken")
    pass_tools(s)
    act(s, 0, "protect green")
    pass_tools(s)
    while s.stage != PICK:
        act(s, min(GAME.to_act(s)), "pass")
    assert s.stacks[0] == ["wait"]
    act(s, 0, "use toolkit")
    assert s.stacks[0] == [] and GAME.view(s, 0).hand == (
        "green", "blue", "red", "yellow", "wait", "chicken")


def test_wrench_flips_a_card_before_someone_elses_cut():
    # WRENCH: "flip a card from their wire and adjust the trigger accordingly. This does
    # not count as the cut."
    s = new(3, tools=[[], [], ["wrench"]], tops={"green": [1, 2]})
    play(s, "green", "chicken", "chicken")
    pass_until(s, W_PRECUT)
    ev = act(s, 2, "use wrench") + pass_tools(s)
    assert s.exposed["green"] == [1, 2] and scored(ev, 0) == 2 + 2 and scored(ev, 2) == 0


def test_wrench_that_triggers_blames_the_cutters():
    # WRENCH: "If this triggers the bomb, resolve as if the cutting player(s) triggered
    # it with a cut."
    s = new(3, tools=[[], [], ["wrench"]], tops={"green": [3]},
            tiles={"green": ["boom", "ok", "ok"]}, scores=[10, 10, 10])
    expose(s, "green", 4, 2)
    play(s, "green", "blue", "red")
    pass_until(s, W_PRECUT)
    act(s, 2, "use wrench")
    pass_tools(s)
    assert s.scores == [5, 10, 10]


def test_xray_draws_three_and_keeps_one_seen_only_by_its_user():
    # X-RAY: "When you cut, you will draw three cards from the deck and choose which one
    # to use; shuffle the rest back into the deck."
    s = new(3, tools=[["xray"], [], []], tops={"red": [1, 5, 3]})
    play(s, "red", "chicken", "chicken")
    pass_until(s, W_PRECUT)
    act(s, 0, "use xray")
    pass_tools(s)
    assert s.stage == CHOOSE and GAME.to_act(s) == frozenset({0})
    assert sorted(GAME.view(s, 0).xray_cards) == [1, 3, 5]
    assert GAME.view(s, 1).xray_cards == ()
    i = GAME.view(s, 0).xray_cards.index(5)
    ev = act(s, 0, f"choose {i}")
    ev += pass_tools(s)
    assert s.exposed["red"] == [5] and scored(ev, 0) == 6 and len(s.decks["red"]) == 11


def test_tool_outside_its_timing_is_illegal():
    s = new(3, tools=[["xray"], [], []])
    with pytest.raises(IllegalAction) as exc:
        act(s, 0, "use xray")
    assert exc.value.key == "academy.illegal.tool_timing"


def test_schematics_takes_a_resolved_wait_back_into_the_hand_r_a4():
    # SCHEMATICS: "You may retrieve your played action card (into your hand)"; TOOLKIT:
    # "take all of your action cards back into your hand, including your Wait (if
    # previously played)": a Wait may come back within a bomb. R-A4: its 3 points and
    # its protection stay.
    s = new(3, tools=[["schematics"], [], []], tops={"red": [2]})
    play(s, "wait", "green", "chicken")
    pass_tools(s)
    act(s, 0, "protect green")
    assert s.window.kind == W_PROTECTED and "use schematics red" in legal(s, 0)
    act(s, 0, "use schematics red")
    assert "wait" in s.hands[0] and not s.wait_out[0]
    pass_tools(s)
    assert s.scores[0] == 3 + 3 and s.exposed["green"] == []   # Wait points and protection stay
    while s.stage != "pick" and GAME.outcome(s) is None:
        seat = sorted(GAME.to_act(s))[0]
        act(s, seat, "pass" if "pass" in legal(s, seat) else legal(s, seat)[0])
    assert "play wait" in legal(s, 0)                   # playable again this bomb
