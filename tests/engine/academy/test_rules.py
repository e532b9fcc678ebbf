"""Rule scenarios for Bomb Squad Academy, each citing the handbook
(shared/rules/bomb-squad-academy-handbook.md) or a ruling in docs/rulings.md."""
from __future__ import annotations

import pytest

from engine.academy import GAME
from engine.academy import data as D
from engine.academy.state import DRAFT, OVER, PEEK, PICK, PROTECT, TOOL
from engine.core.errors import IllegalAction
from tests.engine.academy.helpers import act, expose, keys, new, pass_tools, play, scored


# ---- setup ----------------------------------------------------------------------
def test_setup_four_decks_triggers_on_zero_tiles_shuffled_six_action_cards():
    # "Shuffle each Wire deck separately by color"; "Place the matching trigger on the
    # 0 space"; "2 of each color have "OK" on the back, 1 ... has a BOOM";
    # "Give each player all 6 Action cards of one color."
    s = new(4)
    v = GAME.view(s, 0)
    assert v.wires == ("green", "blue", "red", "yellow")
    assert v.deck_sizes == (12, 12, 12, 12) and v.triggers == (0, 0, 0, 0)
    for w in s.wires:
        assert sorted(s.decks[w]) == sorted(D.DECKS[w])
        assert sorted(s.tiles[w]) == ["boom", "ok", "ok"]
    assert v.tiles == (("?",) * 3,) * 4
    assert v.hand == ("green", "blue", "red", "yellow", "wait", "chicken")
    assert GAME.to_act(s) == frozenset(range(4))


def test_house_data_module_is_marked_and_fits_the_examples():
    # FACTS.md: house data in one data module, shown as "house edition".
    assert D.EDITION == "house"
    for w in D.WIRES:
        assert len(D.DECKS[w]) == 12 and sum(D.DECKS[w]) > D.TRACK_LENGTHS[w] + 3


def test_two_player_appendix_no_yellow_and_one_card_stuck():
    # "Do not use the Yellow wire deck"; "discard their Yellow wire cutter card";
    # "when they have two cards on the table, each player picks up the bottom card."
    s = new(2)
    assert s.wires == ("green", "blue", "red")
    assert GAME.view(s, 0).hand == ("green", "blue", "red", "wait", "chicken")
    with pytest.raises(IllegalAction):
        act(s, 0, "play yellow")
    play(s, "chicken", "chicken")
    act(s, 0, "pass"); act(s, 1, "pass")          # no peeks
    assert s.stacks == [["chicken"], ["chicken"]]
    play(s, "wait", "wait")
    act(s, 0, "protect green"); act(s, 1, "protect blue")
    pass_tools(s)
    # two cards on the table at the end of the round: the bottom one comes back
    assert s.stacks == [["wait"], ["wait"]]
    assert "chicken" in s.hands[0] and s.stage == PICK


# ---- secret simultaneous choice ----------------------------------------------------
def test_picks_are_secret_until_everyone_has_chosen():
    # "Each player secretly selects their Action card ... When all players are ready,
    # the played cards are revealed."
    s = new(3)
    ev = act(s, 0, "play red")
    assert GAME.to_act(s) == frozenset({1, 2})
    v1 = GAME.view(s, 1)
    assert v1.picked == (True, False, False) and v1.own_pick is None
    assert v1.played == (None, None, None)
    assert GAME.view(s, 0).own_pick == "red"
    private = [e for e in ev if e.key == "academy.you_picked"]
    assert private and private[0].visible_to == frozenset({0})
    with pytest.raises(IllegalAction):
        act(s, 0, "play blue")                      # already chosen
    act(s, 1, "play green")
    ev = act(s, 2, "play green")
    assert "academy.revealed" in keys(ev)
    assert [e.params for e in ev if e.key == "academy.revealed"] == [
        {"cards": {"0": "red", "1": "green", "2": "green"}}]
    # "Keep them overlapping the older cards"
    assert GAME.view(s, 1).stacks == (("red",), ("green",), ("green",))


def test_only_cards_in_hand_can_be_played():
    # "each player decides what they want to do using one card from their hand"
    s = new(3)
    s.hands[0].remove("red")
    with pytest.raises(IllegalAction):
        act(s, 0, "play red")
    before = list(s.hands[0])
    assert s.hands[0] == before


# ---- cutting -----------------------------------------------------------------------
def test_solo_cut_example_1_red_three_scores_four():
    # "He flips the top card from the Red deck ... it's a 3. Oren moves the red trigger
    # 3 spaces ... for a total score of 4."
    s = new(3, tops={"red": [3]})
    ev = play(s, "red", "chicken", "chicken")
    ev += pass_tools(s)
    assert s.exposed["red"] == [3] and s.trigger("red") == 3
    assert scored(ev, 0) == 4
    assert "academy.cut.solo" in keys(ev)


def test_solo_cut_example_2_red_four_later_scores_seven():
    # "a player cuts the Red wire alone, flipping a 4 ... scores 4+1+1+1 for a total of 7"
    s = new(3, tops={"red": [4]})
    expose(s, "red", 3, 1)
    ev = play(s, "red", "chicken", "chicken") + pass_tools(s)
    assert scored(ev, 0) == 7


def test_shared_cut_example_yellow_three_cutters_two_each():
    # "three players have cut the Yellow wire. We flip three yellow cards (a 1, 5, and 4,
    # adding to the 3 ...) ... full value is now 4+1+1+1+1, for a total of 8 ... each of
    # the three players thus earns 2 points, and the remainder of 2 is ignored."
    s = new(4, tops={"yellow": [1, 5, 4]})
    expose(s, "yellow", 3)
    ev = play(s, "yellow", "yellow", "yellow", "chicken") + pass_tools(s)
    assert s.exposed["yellow"] == [3, 1, 5, 4] and s.trigger("yellow") == 13
    assert [scored(ev, p) for p in range(3)] == [2, 2, 2]
    assert "academy.cut.shared" in keys(ev)


def test_zero_card_has_no_chain_mark():
    # House data (FACTS.md): "Every card has one chain mark except the zero cards".
    s = new(3, tops={"green": [0]})
    expose(s, "green", 2)
    ev = play(s, "green", "chicken", "chicken") + pass_tools(s)
    assert scored(ev, 0) == 0 + 1


# ---- triggering the bomb -------------------------------------------------------------
def test_trigger_past_first_tile_onto_second_flips_both_paul_example():
    # "He moves the trigger down 3 spaces, which brings it past the first trigger tile
    # and on to the second; he must reveal them both. The first tile turns out to be an
    # OK ... The second tile is the BOOM! ... Paul loses 5 points"
    s = new(3, tops={"green": [3]}, tiles={"green": ["ok", "boom", "ok"]}, scores=[10, 10, 10])
    expose(s, "green", 4, 3)                   # trigger on 7 of a track of 8
    ev = play(s, "green", "chicken", "red")
    ev += pass_tools(s)
    flips = [e.params for e in ev if e.key == "academy.tile.flipped"]
    assert [(f["tile"], f["face"]) for f in flips] == [(0, "ok"), (1, "boom")]
    assert scored(ev, 0) == -5
    assert scored(ev, 1) == 5                  # "Chicken ... gains 5 points! Bok bok!"
    # "Players who intended to cut a wire after the wire that caused the explosion
    # score nothing"
    assert scored(ev, 2) == 0 and s.exposed["red"] == []


def test_ok_tile_keeps_the_round_going():
    # "If the tile says OK, you are all safe and the round continues."
    s = new(3, tops={"green": [2]}, tiles={"green": ["ok", "boom", "ok"]})
    expose(s, "green", 4, 3)
    ev = play(s, "green", "chicken", "chicken") + pass_tools(s)
    assert GAME.view(s, 1).tiles[0] == ("ok", "?", "?")
    assert scored(ev, 0) == 2 + 3 and not s.exploded


def test_shared_cutters_all_responsible_and_earlier_wires_keep_points():
    # "All players who cut the wire which caused the explosion lose 5 points ... when
    # multiple players cut a wire, they are all responsible for all cards flipped";
    # "players who cut a wire this round before the wire that caused the explosion get
    # to keep their points."
    s = new(4, tops={"green": [1], "blue": [0, 5]}, tiles={"blue": ["boom", "ok", "ok"]},
            scores=[20, 20, 20, 20])
    expose(s, "blue", 4, 2)                    # blue trigger 6 of 10
    ev = play(s, "green", "blue", "blue", "chicken") + pass_tools(s)
    assert scored(ev, 0) == 2                  # green cut before the explosion
    assert scored(ev, 1) == -5 and scored(ev, 2) == -5 and scored(ev, 3) == 5


def test_explosion_in_the_first_card_of_a_shared_cut_stops_the_flipping():
    # "As each card is flipped, the trigger ... is moved ... If this moves the trigger
    # onto the trigger tiles, the bomb might explode"
    s = new(3, tops={"green": [4, 1]}, tiles={"green": ["boom", "ok", "ok"]})
    expose(s, "green", 3, 2)
    ev = play(s, "green", "green", "chicken") + pass_tools(s)
    assert [e.params["value"] for e in ev if e.key == "academy.card.flipped"] == [4]


def test_scores_never_drop_below_zero_r_a2():
    # R-A2
    s = new(3, tops={"green": [4]}, tiles={"green": ["boom", "ok", "ok"]}, scores=[2, 0, 0])
    expose(s, "green", 3, 2)
    play(s, "green", "chicken", "chicken"); pass_tools(s)
    assert s.scores[0] == 0


# ---- wait ------------------------------------------------------------------------------
def test_wait_scores_three_and_protects_a_wire_oren_example():
    # "Oren takes 3 points, weighs his options, and decides to protect the Yellow wire;
    # this means that Paul and Bree won't score this round."
    s = new(4)
    ev = play(s, "wait", "yellow", "yellow", "blue")
    ev += pass_tools(s)
    assert s.stage == PROTECT and GAME.to_act(s) == frozenset({0})
    assert scored(ev, 0) == 3
    ev = act(s, 0, "protect yellow") + pass_tools(s)
    assert scored(ev, 1) == 0 and scored(ev, 2) == 0 and scored(ev, 3) > 0
    assert s.exposed["yellow"] == [] and "academy.cut.protected" in keys(ev)


def test_wait_may_protect_any_wire_and_resolves_before_green():
    # "Any wire may be chosen, regardless of whether anyone played a cutter for that
    # wire this round." Order: "Wait > Green > Blue > Red > Yellow > Chicken"
    s = new(3)
    play(s, "wait", "green", "chicken"); pass_tools(s)
    legal = {str(a) for a in GAME.legal_actions(s, 0)}
    assert legal == {f"protect {w}" for w in s.wires}
    act(s, 0, "protect green")
    pass_tools(s)
    assert s.exposed["green"] == []


def test_several_waits_declare_lowest_score_first_r_a3():
    # "If multiple players played their Wait card, they may discuss" (R-A3, R-A1)
    s = new(3, scores=[5, 1, 3])
    play(s, "wait", "wait", "red"); pass_tools(s)
    assert GAME.to_act(s) == frozenset({1})
    act(s, 1, "protect red"); pass_tools(s)
    assert GAME.to_act(s) == frozenset({0})


def test_wait_is_discarded_when_it_comes_back_up_and_returns_after_the_explosion():
    # "If your Wait card is the bottom card of your three, pick it up and discard it
    # into the point supply"; "You will get it back when a bomb explodes"
    s = new(3)
    play(s, "wait", "chicken", "chicken"); pass_tools(s)
    act(s, 0, "protect green"); pass_tools(s)
    while s.stage == PEEK:
        act(s, min(GAME.to_act(s)), "pass")
    for cards in (("chicken", "red", "red"), ("red", "blue", "blue")):
        play(s, *cards)
        while s.stage != PICK:
            seat = min(GAME.to_act(s))
            act(s, seat, "pass")
    assert s.wait_out[0] and "wait" not in s.hands[0] and "wait" not in s.stacks[0]
    with pytest.raises(IllegalAction):
        act(s, 0, "play wait")
    from engine.academy import flow as F
    F.start_bomb(s, 2, [])
    assert "wait" in s.hands[0] and not s.wait_out[0]


# ---- chicken ---------------------------------------------------------------------------
def test_chicken_peeks_two_decks_privately():
    # "peek at ... a) the upcoming card from two of the wire decks"
    s = new(3, tops={"green": [2], "red": [5]})
    play(s, "chicken", "blue", "yellow"); pass_tools(s)
    assert s.stage == PEEK
    ev = act(s, 0, "peek decks green red")
    v0, v1 = GAME.view(s, 0), GAME.view(s, 1)
    assert v0.known_tops == (2, None, 5, None) and v1.known_tops == (None,) * 4
    seen = [e for e in ev if e.key == "academy.peek.seen"]
    assert seen[0].visible_to == frozenset({0})


def test_chicken_peeks_one_track_of_tiles_bree_example():
    # "she picks the trigger tiles of the Green track and carefully peeks at all three,
    # leaving them in their positions. Now Bree knows exactly where Green's BOOM is!"
    s = new(3, tiles={"green": ["ok", "boom", "ok"]})
    play(s, "chicken", "blue", "yellow"); pass_tools(s)
    act(s, 0, "peek tiles green")
    assert GAME.view(s, 0).known_tiles[0] == ("ok", "boom", "ok")
    assert GAME.view(s, 1).known_tiles[0] is None
    assert GAME.view(s, 0).tiles[0] == ("?", "?", "?")      # not flipped


def test_peeked_card_is_forgotten_when_the_deck_changes_r_a12():
    s = new(3, tops={"green": [2, 1]})
    play(s, "chicken", "blue", "blue"); pass_tools(s)
    act(s, 0, "peek decks green red")
    play(s, "green", "chicken", "red"); pass_tools(s)
    assert GAME.view(s, 0).known_tops[0] is None


def test_several_chickens_peek_lowest_score_first():
    # "If multiple players are Chickens in the same round, they peek in order of lowest
    # score to highest."
    s = new(3, scores=[4, 9, 2])
    play(s, "chicken", "chicken", "chicken"); pass_tools(s)
    assert GAME.to_act(s) == frozenset({2})
    act(s, 2, "peek tiles red")
    assert GAME.to_act(s) == frozenset({0})


def test_no_peek_when_the_bomb_exploded():
    # "If the bomb doesn't explode, any player who played Chicken may peek"
    s = new(3, tops={"green": [4]}, tiles={"green": ["boom", "ok", "ok"]})
    expose(s, "green", 3, 2)
    ev = play(s, "green", "chicken", "chicken") + pass_tools(s)
    assert "academy.peek.tiles" not in keys(ev) and s.bomb == 2 and s.stage == DRAFT


# ---- end of round ------------------------------------------------------------------------
def test_third_card_brings_back_the_bottom_one():
    # "any player with three Action cards on the table in front of them takes the bottom
    # card back into their hand."
    s = new(3)
    for cards in (("chicken", "chicken", "chicken"), ("wait", "wait", "wait"),
                  ("green", "blue", "red")):
        play(s, *cards)
        while s.stage != PICK:
            seat = min(GAME.to_act(s))
            legal = [str(a) for a in GAME.legal_actions(s, seat)]
            act(s, seat, "protect yellow" if "protect yellow" in legal else "pass")
        assert s.bomb == 1
    assert all(len(st) == 2 for st in s.stacks)
    assert all("chicken" in h for h in s.hands)
    assert GAME.view(s, 0).stacks[1] == ("wait", "blue")


# ---- three bombs, plates, draft ------------------------------------------------------------
def _explode_now(s, cutter=0):
    """Make seat `cutter`'s green cut explode this round (others play Chicken)."""
    s.tiles["green"] = ["boom", "ok", "ok"]
    s.exposed["green"] = [4, 4]
    s.decks["green"].append(3)
    cards = ["chicken"] * s.players
    cards[cutter] = "green"
    for p, c in enumerate(cards):
        if c not in s.hands[p]:
            s.hands[p].append(c)
    play(s, *cards)
    pass_tools(s)


def test_three_bombs_full_reset_and_ties_share_the_win():
    # "Prepare the next bomb by setting everything up as in the beginning of the game.
    # (Players keep their point discs ...)"; "After all three bombs have exploded ...
    # The player with the highest score ... wins ... Ties are considered shared victories."
    s = new(3, scores=[10, 10, 10])
    _explode_now(s)
    assert s.bomb == 2 and s.stage == DRAFT
    assert s.scores == [5, 15, 15]
    assert all(len(s.decks[w]) == 12 and not s.exposed[w] for w in s.wires)
    assert all(h == list(D.action_cards_for(3)) for h in s.hands)
    while s.stage == DRAFT:
        seat = min(GAME.to_act(s))
        act(s, seat, str(GAME.legal_actions(s, seat)[0]))
    s.tools = [[], [], []]
    _explode_now(s, 1)
    while s.stage == DRAFT:
        seat = min(GAME.to_act(s))
        act(s, seat, str(GAME.legal_actions(s, seat)[0]))
    s.tools = [[], [], []]
    s.scores = [20, 20, 25]
    _explode_now(s, 2)
    assert s.stage == OVER
    out = GAME.outcome(s)
    assert out.winners == frozenset({0, 1}) and out.key == "academy.outcome.shared"


def test_tool_draft_players_plus_one_lowest_score_first_and_keep_bomb_two_tool_r_a19():
    # "deal out a display of face-up Tools equal to one more than the number of players
    # ... from lowest score to highest ... each player picks one Tool ... Discard the
    # unchosen Tool."; "If any player still has their Tool from Bomb II, they may keep it"
    s = new(3, scores=[12, 3, 7], tool_deck=["mirror", "jumper", "wrench", "orders",
                                             "xray", "helmet", "sniffer", "toolkit"])
    _explode_now(s, 2)
    assert s.display == ["mirror", "jumper", "wrench", "orders"]
    assert s.scores == [17, 8, 2]
    assert GAME.to_act(s) == frozenset({2})
    act(s, 2, "take orders")
    assert GAME.to_act(s) == frozenset({1})
    act(s, 1, "take wrench")
    act(s, 0, "take mirror")
    assert s.stage == PICK and s.display == [] and s.tools == [["mirror"], ["wrench"], ["orders"]]
    assert GAME.view(s, 2).tools == (("mirror",), ("wrench",), ("orders",))
    s.tools = [["mirror"], [], []]
    _explode_now(s, 2)
    assert s.bomb == 3 and s.display == ["xray", "helmet", "sniffer", "toolkit"]
    order = []
    while s.stage == DRAFT:
        seat = min(GAME.to_act(s)); order.append(seat)
        act(s, seat, str(GAME.legal_actions(s, seat)[0]))
    assert s.tools[0][0] == "mirror" and len(s.tools[0]) == 2


def test_pressure_plate_adds_bonus_and_moves_only_when_cut_and_scored_with_wrap():
    # "a plate adds its bonus point value to the wire's full value ... each plate moves
    # to the next deck in the direction of its arrow, but only if its current wire was
    # cut and scored this round. (Plates will wrap around ...)"
    s = new(3, bomb=2, plates={1: "green", 2: "blue"}, tops={"green": [2]})
    ev = play(s, "green", "chicken", "chicken") + pass_tools(s)
    assert scored(ev, 0) == 2 + 1 + 1           # plate 1 is +1 in bomb II
    while s.stage == PEEK:
        act(s, min(GAME.to_act(s)), "pass")
    assert GAME.view(s, 0).plates == ((1, "yellow", 1), (2, "blue", 2))


def test_both_plates_on_one_deck_add_both_and_bomb_three_side():
    # "It's possible that both plates will be on the same deck; in that case both bonus
    # values are added"; "For Bomb III, flip the plates over to their III side."
    s = new(3, bomb=3, plates={1: "red", 2: "red"}, tops={"red": [3]})
    ev = play(s, "red", "chicken", "chicken") + pass_tools(s)
    assert scored(ev, 0) == 3 + 1 + 3 + 4


def test_protected_wire_plate_does_not_move_r_a10():
    s = new(3, bomb=2, plates={1: "green", 2: "red"})
    play(s, "wait", "green", "chicken"); pass_tools(s)
    act(s, 0, "protect green"); pass_tools(s)
    while s.stage == PEEK:
        act(s, min(GAME.to_act(s)), "pass")
    assert s.plates == {1: 0, 2: 2}


def test_plates_placed_on_two_different_wires_at_bombs_two_and_three_r_a9():
    for seed in range(10):
        s = new(3, seed=seed)
        _explode_now(s)
        assert s.bomb == 2 and len(set(s.plates.values())) == 2


def test_action_text_round_trip_and_bad_text():
    for text in ("play wait", "take xray", "protect red", "peek decks green red",
                 "peek tiles blue", "choose 2", "use airhorn 1 2", "use freezer 0 3", "pass"):
        assert str(GAME.parse_action(text)) == text
    with pytest.raises(ValueError):
        GAME.parse_action("play purple")


def test_illegal_action_leaves_state_untouched():
    import pickle
    s = new(3)
    before = pickle.dumps(s)
    with pytest.raises(IllegalAction) as exc:
        act(s, 0, "use sniffer")
    assert exc.value.key == "academy.illegal.no_tool"
    assert pickle.dumps(s) == before
    assert s.stage == PICK and TOOL != s.stage


# ---- hidden information ------------------------------------------------------------------
def test_reshuffle_keeps_what_a_seat_knows_and_redeals_the_rest():
    # Peeks "are private knowledge in the peeker's view"; X-Ray cards are seen by their
    # user only (R-A15); secret picks stay secret.
    import random as _random
    s = new(3, tools=[["xray"], [], []], tops={"red": [1, 5, 3], "green": [2]},
            tiles={"blue": ["ok", "ok", "boom"]})
    play(s, "chicken", "chicken", "chicken"); pass_tools(s)
    act(s, 0, "peek decks green red")
    act(s, 1, "peek tiles blue")
    act(s, 2, "pass")
    assert GAME.view(s, 0).known_tops[0] == 2
    for seat in range(3):
        for k in range(5):
            other = GAME.reshuffle_hidden(s, seat, _random.Random(k))
            assert GAME.view(other, seat) == GAME.view(s, seat)
    assert GAME.view(GAME.reshuffle_hidden(s, 0, _random.Random(1)), 0).known_tops[0] == 2
    # the X-Ray's cards while its user chooses
    s.tools[0] = ["xray"]
    play(s, "red", "wait", "wait")
    while s.stage != PICK and s.stage != "choose":
        if s.stage == PROTECT:
            act(s, min(GAME.to_act(s)), "protect green")
            continue
        (seat,) = GAME.to_act(s)
        act(s, seat, "use xray" if "use xray" in [str(a) for a in GAME.legal_actions(s, seat)]
            else "pass")
    assert s.stage == "choose" and GAME.view(s, 0).xray_cards and GAME.view(s, 1).xray_cards == ()
    for seat in range(3):
        other = GAME.reshuffle_hidden(s, seat, _random.Random(seat))
        assert GAME.view(other, seat) == GAME.view(s, seat)
        assert GAME.legal_actions(other, seat) == GAME.legal_actions(s, seat)
    # what seat 1 cannot see is really re-dealt: the X-Ray cards change
    assert any(sorted(GAME.reshuffle_hidden(s, 1, _random.Random(k)).cut.xray_cards)
               != sorted(s.cut.xray_cards) for k in range(10))


def test_spectator_view_shows_scores_and_no_private_knowledge():
    # "Scores must be visible at all times"
    s = new(3, scores=[4, 7, 1])
    act(s, 0, "play red")
    v = GAME.view(s, None)
    assert v.scores == (4, 7, 1) and v.hand == () and v.own_pick is None
    assert v.picked == (True, False, False)
