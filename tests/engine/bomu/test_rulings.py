"""One test per Bomu ruling of docs/rulings.md (R-Bn), where the rule text is silent or
ambiguous; each docstring quotes the ruling and the sentence of the text it reads."""
from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

from engine.bomu import GAME
from engine.bomu.state import BONUS, DISCARD, OVER, PICK, SAFE_CHOICE
from tests.engine.bomu.script import B, C, I, O, deal, every, first, keys, play

ROOT = Path(__file__).resolve().parents[3]


def test_rulings_are_written_down():
    """docs/rulings.md holds every ruling these tests check, in the Bomu section."""
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    section = text.split("## Bomb ぼむ！ (Bomu)")[1].split("\n## ")[0]
    ids = re.findall(r"^- \*\*(R-B\d+)\*\*", section, re.M)
    assert ids == [f"R-B{n}" for n in range(1, 11)]
    tested = set(re.findall(r"def test_r_b(\d+)_", Path(__file__).read_text(encoding="utf-8")))
    assert {f"R-B{n}" for n in tested} == set(ids)


def test_r_b1_a_handler_rolls_after_another_is_knocked_out():
    """R-B1: every handler rolls even when another is already out; the end is checked
    when the handling is finished. 「誰かの爆弾処理が失敗しても、まだ爆弾処理を行っていない
    プレイヤーは爆弾処理のためのダイスをふります。」"""
    s = deal([["0", "4"], ["0", "4"]], lives=[3, 1], faces=[B, I, O, C])
    ev = play(s, "4", "4")
    # seat 0 has more lives and rolls first; it explodes (3 -> 2) and seat 1 still rolls
    assert [e.params["seat"] for e in every(ev, "bomu.rolled")] == [0, 1]
    assert s.lives == [2, 1] and GAME.outcome(s) is None
    s = deal([["0", "4"], ["0", "4"], ["0", "8"]], lives=[2, 1, 3], dice=4,
             faces=[B, B, I, I, B, I, O, O])
    ev = play(s, "4", "4", "8")
    # seat 0 loses both lives and is out; seat 1 still rolls and goes out too
    assert [e.params["seat"] for e in every(ev, "bomu.eliminated")] == [0, 1]
    assert GAME.outcome(s).winners == frozenset({2})


def test_r_b1_the_two_last_players_out_in_one_round_everyone_loses():
    """R-B1: 「万が一誰もゲームに残らなかった場合は、全員が敗北です。」 After the first of
    the two last players is out, the game is not over: the second still rolls."""
    s = deal([["0", "4"], ["0", "4"]], lives=[1, 1], faces=[B, I, B, I])
    ev = play(s, "4", "4")
    assert keys(ev).index("bomu.eliminated") < keys(ev).index("bomu.game_over")
    assert len(every(ev, "bomu.rolled")) == 2
    assert s.phase == OVER and GAME.outcome(s).winners == frozenset()
    s = deal([["0", "4"], ["0", "4"]], lives=[1, 1], faces=[B, I, O, O])
    play(s, "4", "4")
    assert GAME.outcome(s).winners == frozenset({1})


def test_r_b2_equal_lives_are_ordered_at_random():
    """R-B2: 「ライフの数が同じ場合は、ジャンケン等で決めてください。」 equal lives: random."""
    s = deal([["0", "4"], ["0", "4"], ["0", "8"]], faces=[O] * 4, randoms=[0.9, 0.1])
    assert first(play(s, "4", "4", "8"), "bomu.handlers").params["order"] == [1, 0]
    s = deal([["0", "4"], ["0", "4"], ["0", "8"]], faces=[O] * 4, randoms=[0.1, 0.9])
    assert first(play(s, "4", "4", "8"), "bomu.handlers").params["order"] == [0, 1]
    orders = set()
    for seed in range(20):
        s = GAME.new_game({"players": 3}, seed, {"hands": [["0", "4"], ["0", "4"], ["0", "8"]],
                                                 "deck": ["5"] * 10})
        orders.add(tuple(first(play(s, "4", "4", "8"), "bomu.handlers").params["order"]))
    assert orders == {(0, 1), (1, 0)}


def test_r_b3_one_to_three_marks_are_drawn_without_asking():
    """R-B3: 「カードマーク（◆）の数だけ、山札からカードを引くことができます。」 1-3 marks: drawn
    at once; 4+: the app asks."""
    s = deal([["0", "1"], ["0", "8"]], dice=4, faces=[C, C, C, B], deck=["5", "6", "7", "8"])
    play(s, "1", "8")
    assert s.phase == PICK and s.hands[0] == ["0", "5", "6", "7"]
    s = deal([["0", "1"], ["0", "8"]], dice=4, faces=[C, C, C, C], deck=["5", "6", "7", "8"])
    play(s, "1", "8")
    assert s.phase == BONUS and [str(a) for a in GAME.legal_actions(s, 0)] == ["draw", "life"]


def test_r_b4_zero_draws_in_seat_order_before_the_handlers():
    """R-B4: 「このカードを表にしたら、ただちに山札からカードを1枚引き」 at the reveal, in seat
    order; the "0" counts as 0 and handles."""
    s = deal([["0", "4"], ["0", "1"], ["0", "5"]], deck=["7", "8"], faces=[O] * 8,
             randoms=[0.1, 0.2])
    ev = play(s, "0", "1", "0")
    drew = [e.params for e in every(ev, "bomu.you_drew")]
    assert drew[:2] == [{"seat": 0, "cards": ["7"]}, {"seat": 2, "cards": ["8"]}]
    assert keys(ev).index("bomu.you_drew") < keys(ev).index("bomu.handlers")
    assert first(ev, "bomu.handlers").params["order"] == [0, 2]   # 0 < 1
    assert len(first(ev, "bomu.rolled").params["faces"]) == 4      # 2 + two "0" dice


def _r_b5_game(config=None):
    s = deal([["0", "4", "1", "7"], ["0", "5", "1", "6", "6", "6", "8"], ["0", "8", "8", "7"]],
             lives=[1, 3, 3], deck=["2", "3", "SAFE", "5"],
             faces=[O, O, O, O, O, B, I, O], config=config)
    play(s, "4", "5", "8")                     # round 1: everyone succeeds
    assert sorted(s.used_public) == ["4", "5", "8"] and s.dice == 3
    play(s, "1", "1", "8")                     # round 2: seat 1 succeeds, seat 0 goes out
    assert not s.alive[0] and s.phase == DISCARD and GAME.to_act(s) == {1}
    GAME.apply(s, 1, "discard 6")
    assert s.hands[1] == ["0", "2", "6", "6", "8"]    # dealt the top card "2"
    assert s.hands[2] == ["0", "3", "7"]              # then "3"
    return s


def test_r_b5_only_this_rounds_used_cards_are_shuffled_after_the_dealt_card():
    """R-B5: 「その後、各プレイヤーに1枚ずつカードを配り、今回の使用済みカードと残りの山札を
    すべて合わせてシャッフルします。」 dealt first from the draw pile; then this round's used
    cards (played this round, discarded now, the hand of who went out) join the draw
    pile; earlier rounds' used cards stay used (今回 = this round, as everywhere in the
    text) until the deck runs out."""
    s = _r_b5_game()
    assert Counter(s.deck) == Counter(["SAFE", "5", "1", "1", "8", "7", "6"])
    assert sorted(s.used_public) == ["4", "5", "8"] and s.used_hidden == [] and s.dice == 2


def test_r_b5_a_game_recorded_before_the_ruling_replays_as_it_was_played():
    """Records without "reshuffle" in their config (made before R-B5 was re-read) shuffle
    back every used card, as they were played: their replays stay exact."""
    s = _r_b5_game(config={"players": 3})
    assert Counter(s.deck) == Counter(["SAFE", "5", "4", "5", "8", "1", "1", "8", "7", "6"])
    assert s.used_public == [] and s.used_hidden == [] and s.dice == 2
    assert GAME.default_config(3) == {"players": 3, "reshuffle": "round"}


def test_r_b6_safe_shows_no_marks_and_draws_nothing():
    """R-B6: 「爆弾ダイスをふらずに爆弾処理を成功させた」 no roll, so no card marks."""
    s = deal([["0", "1", "SAFE"], ["0", "8"]], deck=["5", "6", "7", "8"], dice=9)
    play(s, "1", "8")
    assert s.phase == SAFE_CHOICE
    ev = GAME.apply(s, 0, "safe")
    assert s.rng.rolled == [] and "bomu.rolled" not in keys(ev)
    assert "bomu.drew" not in keys(ev) and s.phase == PICK
    assert s.hands[0] == ["0"] and len(s.deck) == 4 and s.dice == 10


def test_r_b7_hidden_and_public_used_cards():
    """R-B7: 「カードを裏向きに捨てます」 discards (and the hands of the out) are face down;
    played cards and SAFE are face up."""
    s = deal([["0", "1", "SAFE", "7", "8"], ["0", "2", "5", "6", "6", "6", "7"],
              ["0", "8", "8", "6", "5", "4", "4"], ["0", "SAFE", "1", "3"]],
             lives=[1, 3, 3, 3], deck=["2"] * 6, faces=[B, I, O, O])
    # round 1: seat 3 (lowest, "1") uses SAFE
    play(s, "8", "6", "4", "1")
    assert GAME.to_act(s) == {3}
    GAME.apply(s, 3, "safe")
    v = GAME.view(s, 2)
    assert v.used_public == ("1", "4", "6", "8", "SAFE") and v.used_hidden_size == 0
    # round 2 (4 dice with the "3"): seat 0 rolls, declining its SAFE, and goes out
    play(s, "1", "6", "6", "3")
    assert s.phase == SAFE_CHOICE and GAME.to_act(s) == {0}
    GAME.apply(s, 0, "roll")
    assert not s.alive[0] and s.phase == DISCARD
    v = GAME.view(s, 1)
    assert v.used_hidden_size == 2                      # SAFE, 7: face down
    assert v.used_public == ("1", "1", "3", "4", "6", "6", "6", "8", "SAFE")
    assert GAME.to_act(s) == {1, 2}
    GAME.apply(s, 1, "discard 2")
    v = GAME.view(s, 2)
    assert v.used_hidden_size == 3 and "2" not in v.used_public
    assert s.phase == DISCARD and GAME.to_act(s) == {2}


def test_r_b8_two_sixes_fall_back_to_the_lowest():
    """R-B8: 「他のすべてのプレイヤーが出しているカードが、「6」カードなら2以下」 every OTHER
    card: a second "6" (or a "7") is not <= 2, so the lowest handles."""
    s = deal([["0", "6"], ["0", "6"], ["0", "1"]], faces=[O, O])
    assert first(play(s, "6", "6", "1"), "bomu.handlers").params == {"order": [2], "special": False}
    s = deal([["0", "6"], ["0", "7"], ["0", "2"], ["0", "1"]], faces=[O, O, O])
    assert first(play(s, "6", "7", "2", "1"), "bomu.handlers").params["order"] == [3]


def test_r_b9_safe_is_offered_when_ones_own_roll_comes():
    """R-B9: 「自分が爆弾処理を行う（＝ダイスをふる）直前にのみ使うことができます。」 the second
    handler decides after seeing the first handler's roll."""
    s = deal([["0", "4", "SAFE"], ["0", "4", "SAFE"], ["0", "8"]], lives=[3, 2, 3],
             faces=[B, I, O, O])
    ev = play(s, "4", "4", "8")
    assert GAME.to_act(s) == {0} and "bomu.rolled" not in keys(ev)
    ev = GAME.apply(s, 0, "roll")
    assert first(ev, "bomu.exploded").params["seat"] == 0
    assert s.phase == SAFE_CHOICE and GAME.to_act(s) == {1}
    assert GAME.view(s, 1).last_roll == (B, I)
    GAME.apply(s, 1, "roll")
    assert s.phase == PICK and s.lives == [2, 2, 3]


def test_r_b10_table_cards_are_not_reshuffled_mid_round():
    """R-B10: 「ゲームの途中で山札がなくなった場合、使用済みのカードをまとめてシャッフルし」 the
    cards on the table are not used yet: only the used pile becomes the new draw pile."""
    s = deal([["0", "4", "5"], ["0", "8", "7"]], deck=[], faces=[O, O, C, C, C])
    play(s, "4", "8")                          # used: 4, 8; dice 3
    ev = play(s, "5", "7")                     # 3 marks, only 2 used cards to draw
    assert "bomu.deck_reshuffled" in keys(ev)
    assert sorted(s.hands[0]) == ["0", "4", "8"]
    assert first(ev, "bomu.no_cards").params == {"seat": 0}
    assert sorted(s.used_public) == ["5", "7"]        # the table, used at the round's end


def test_random_games_with_explicit_deals_replay():
    """Explicit deals (tests and bug reports) go into records and replay exactly."""
    from engine.core import GameRecord, replay
    d = {"hands": [["0", "1", "2"], ["0", "8", "SAFE"]], "deck": ["3", "4", "5"] * 4}
    s = GAME.new_game({"players": 2}, 5, d)
    rec = GameRecord(game="bomu", config={"players": 2}, seed=5, deal=d)
    rng = random.Random(1)
    while GAME.outcome(s) is None:
        seat = min(GAME.to_act(s))
        a = rng.choice(GAME.legal_actions(s, seat))
        GAME.apply(s, seat, a)
        rec.actions.append((seat, str(a)))
    again, _ = replay(GameRecord.from_json(rec.to_json()))
    assert GAME.view(again, None) == GAME.view(s, None)
