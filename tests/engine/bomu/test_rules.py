"""Rule scenarios for Bomb ぼむ！, one per rule of shared/rules/bomu-rules-ja.md (the
text that wins); each docstring quotes the sentence it checks (Japanese, then the
English rendering of bomu-rules-en.md). Dice are scripted (tests/engine/bomu/script.py)."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.bomu import GAME
from engine.bomu import data as D
from engine.bomu.actions import Discard, Play
from engine.bomu.state import BONUS, DISCARD, OVER, PICK, SAFE_CHOICE
from engine.core.errors import IllegalAction
from tests.engine.bomu.script import B, C, I, O, X, deal, every, first, keys, play

# ---- ゲームの準備 / Setup -------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup(players):
    """「各プレイヤーにライフチップを3枚ずつ配ります。」「カードから「0」カードをすべて取り出し、
    各プレイヤーに1枚ずつ配ります。残った「0」カードはゲームでは使わないので、箱にしまってください。」
    「残りのカードをすべてまとめてシャッフルし、各プレイヤーに3枚ずつ配ります。」
    「中央に爆弾ダイスを2個置いて、ゲーム開始です。」
    (Each player takes 3 life chips; one "0" each, unused "0"s in the box; 3 more cards
    each; 2 bomb dice in the middle.)"""
    s = GAME.new_game({"players": players}, 42)
    assert s.lives == [3] * players
    for hand in s.hands:
        assert len(hand) == 4 and hand.count(D.ZERO) == 1
    assert s.box == [D.ZERO] * (5 - players)
    assert s.dice == 2 and not s.red
    assert D.ZERO not in s.deck
    everything = Counter(s.deck) + Counter(c for h in s.hands for c in h) + Counter(s.box)
    assert sum(everything.values()) == 42
    assert everything == Counter(D.deck_cards()) + Counter({D.ZERO: 5})
    v = GAME.view(s, 0)
    assert v.dice == 2 and v.lives == (3,) * players and v.deck_size == 37 - 3 * players


def test_safe_can_not_be_picked():
    """「この時「SAFE」カードは**出せません**。」(A SAFE card can not be picked.)"""
    s = deal([["0", "SAFE", "4"], ["0", "5"]])
    assert Play(D.SAFE) not in GAME.legal_actions(s, 0)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(s, 0, "play SAFE")
    assert err.value.key == "bomu.illegal.safe_face_down"
    assert s.hands[0] == ["0", "4", "SAFE"] and s.picks == [None, None]


def test_a_hand_of_zero_and_safe_can_only_play_zero():
    """「この時「SAFE」カードは出せません。」: the "0" is always there to be picked."""
    s = deal([["0", "SAFE", "SAFE"], ["0", "5"]])
    assert GAME.legal_actions(s, 0) == [Play("0")]


def test_simultaneous_reveal():
    """「全員がカードを置いたら、同時に表を向けます。」(When all have picked, the cards are
    revealed at the same time.) Until the last card is down nobody sees another's."""
    s = deal([["0", "4"], ["0", "5"], ["0", "8"]], faces=[O, O])
    ev = GAME.apply(s, 0, "play 4")
    assert "bomu.revealed" not in keys(ev)
    assert [e.visible_to for e in every(ev, "bomu.you_picked")] == [frozenset({0})]
    for seat in (1, 2):
        v = GAME.view(s, seat)
        assert v.picked == (True, False, False) and v.table == (None, None, None)
        assert v.own_pick is None
    assert GAME.view(s, 0).own_pick == "4"
    assert GAME.to_act(s) == {1, 2}
    GAME.apply(s, 2, "play 8")
    ev = GAME.apply(s, 1, "play 5")
    assert first(ev, "bomu.revealed").params["cards"] == {"0": "4", "1": "5", "2": "8"}


def test_lowest_number_handles():
    """「一番数字の小さいカードを出したプレイヤーが、今回の爆弾処理を行います。」
    (The player who played the lowest number handles the bomb.)"""
    s = deal([["0", "5"], ["0", "4"], ["0", "8"]], faces=[O, O])
    ev = play(s, "5", "4", "8")
    assert first(ev, "bomu.handlers").params["order"] == [1]
    assert [e.params["seat"] for e in every(ev, "bomu.rolled")] == [1]


def test_ties_most_lives_first():
    """「一番小さい数字のプレイヤーが複数いる場合、そのプレイヤー全員が爆弾処理を行います。
    ライフチップが多いプレイヤーから爆弾処理を行ってください。」(All tied for the lowest
    handle it, the player with the most life chips first.)"""
    s = deal([["0", "4"], ["0", "4"], ["0", "4"], ["0", "8"]], lives=[1, 3, 2, 3],
             faces=[O, O] * 3)
    ev = play(s, "4", "4", "4", "8")
    assert first(ev, "bomu.handlers").params["order"] == [1, 2, 0]
    assert [e.params["seat"] for e in every(ev, "bomu.rolled")] == [1, 2, 0]


def test_several_handlers_all_roll_even_after_a_failure():
    """「複数のプレイヤーが爆弾処理を行う場合、誰かの爆弾処理が失敗しても、まだ爆弾処理を
    行っていないプレイヤーは爆弾処理のためのダイスをふります。その結果、複数のプレイヤーの爆弾
    処理が同時に失敗することもあります。」(A handler who has not rolled yet still rolls
    after another fails; several handlers can fail in the same round.)"""
    s = deal([["0", "4", "5"], ["0", "4", "5"], ["0", "8", "5"]], lives=[3, 2, 3],
             faces=[B, I, B, I])
    ev = play(s, "4", "4", "8")
    assert [e.params["seat"] for e in every(ev, "bomu.exploded")] == [0, 1]
    assert s.lives == [2, 1, 3]


@pytest.mark.parametrize("faces,red,lost", [
    ([B, I], False, 1),
    ([B, B, I, I, I], False, 2),        # the text's example: 2 bombs, 3 ignitions
    ([B, B, B, I, I, I], False, 3),
    ([O, O, X], True, 1),               # ☒ alone is a bomb and an ignition
    ([B, O, X], True, 1),               # 2 bombs, 1 ignition
    ([B, I, X], True, 2),               # 2 bombs, 2 ignitions
])
def test_lives_lost_per_pair(faces, red, lost):
    """「爆弾マーク（●または☒）と着火マーク（▲または☒）が両方同時にある場合、爆弾は爆発し…
    爆弾マークと着火マークの組み合わせ1つにつき、ライフチップを1つ失います（例えば、爆弾マークが
    2つ、着火マークが3つ出た場合、ライフチップを2個失います）。」(One life chip for each
    bomb/ignition pair; ☒ counts as both.)"""
    white = len(faces) - (1 if red else 0)
    low = "2" if red else "1"
    s = deal([["0", low], ["0", "8"]], lives=[5, 3], dice=white, faces=faces)
    ev = play(s, low, "8")
    assert first(ev, "bomu.exploded").params["lost"] == lost
    assert s.lives[0] == 5 - lost


@pytest.mark.parametrize("faces", [[B, B, O], [I, I, C], [O, C, C], [B, O, O]])
def test_one_kind_or_none_is_a_success(faces):
    """「爆弾マークか着火マークの一方しか出ない、あるいは両方とも出ない場合、爆弾は爆発せず、
    爆弾処理は成功したことになります。」(Only one kind of mark, or neither: success.)"""
    s = deal([["0", "1"], ["0", "8"]], dice=3, faces=faces, deck=["5", "6", "7"])
    ev = play(s, "1", "8")
    assert "bomu.exploded" not in keys(ev)
    assert first(ev, "bomu.defused").params["cards"] == faces.count(C)
    assert s.lives == [3, 3]


def test_draw_one_card_per_card_mark():
    """「爆弾処理が成功したプレイヤーは、その時のダイスに出ているカードマーク（◆）の数だけ、
    山札からカードを引くことができます。」(Draw as many cards as card marks show.)"""
    s = deal([["0", "1"], ["0", "8"]], dice=3, faces=[C, C, B], deck=["5", "6", "7"])
    play(s, "1", "8")
    assert s.hands[0] == ["0", "5", "6"]
    assert s.deck == ["7"]


@pytest.mark.parametrize("lives", [3, 5])
def test_four_card_marks_cards_or_a_life_without_maximum(lives):
    """「カードマークが同時に4つ以上出ている場合、カードをまったく引かないことを選び、その代わりに
    ライフチップを1つ得ることもできます。ライフチップの数に上限はありません。」(4+ card marks:
    draw nothing and gain 1 life instead; no maximum of life chips.)"""
    s = deal([["0", "1"], ["0", "8"]], lives=[lives, 3], dice=5, faces=[C, C, C, C, B],
             deck=["5", "6", "7", "8"])
    play(s, "1", "8")
    assert s.phase == BONUS and GAME.to_act(s) == {0}
    assert GAME.view(s, 0).bonus_marks == 4
    assert [str(a) for a in GAME.legal_actions(s, 0)] == ["draw", "life"]
    GAME.apply(s, 0, "life")
    assert s.lives[0] == lives + 1
    assert s.hands[0] == ["0"] and len(s.deck) == 4
    assert s.phase == PICK and s.dice == 6


def test_four_card_marks_taken_as_cards():
    """「カードマーク（◆）の数だけ、山札からカードを引くことができます。」with 4+ marks, drawing
    them all is the other choice."""
    s = deal([["0", "1"], ["0", "8"]], dice=5, faces=[C, C, C, C, C],
             deck=["5", "6", "7", "8", "4", "3"])
    play(s, "1", "8")
    GAME.apply(s, 0, "draw")
    assert s.hands[0] == ["0", "4", "5", "6", "7", "8"] and s.lives[0] == 3


def test_a_failed_handler_draws_nothing():
    """「爆弾処理に失敗した場合、カードを引くこともライフを得ることもできません。」(A handler who
    fails draws nothing and gains nothing.)"""
    s = deal([["0", "1"], ["0", "8"]], dice=6, faces=[B, I, C, C, C, C], deck=["5"] * 8)
    ev = play(s, "1", "8")
    assert "bomu.exploded" in keys(ev) and "bomu.defused" not in keys(ev)
    assert s.phase != BONUS
    # the only card seat 0 gets is the one everyone is dealt after the explosion
    assert s.hands[0] == ["0", "5"]
    assert [e.params["count"] for e in every(ev, "bomu.drew") if e.params["seat"] == 0] == [1]
    assert s.lives[0] == 2


def test_all_success_used_pile_and_one_more_die():
    """「全員の爆弾処理が成功したら、今回選ばれたカードを使用済みとしてまとめて脇に置き、中央の
    爆弾ダイスを1個増やし（すでに10個の場合は増やしません）、再びカードを1枚選ぶ手順に戻ります。」
    (Played cards to the used pile, one more die (max 10), a new round.)"""
    s = deal([["0", "4", "5"], ["0", "5", "6"], ["0", "8", "7"]], faces=[O, O])
    ev = play(s, "4", "5", "8")
    assert sorted(s.used_public) == ["4", "5", "8"]
    assert s.dice == 3 and s.phase == PICK and s.picks == [None, None, None]
    assert first(ev, "bomu.die_added").params == {"seat": None, "why": "round", "dice": 3}
    assert GAME.view(s, 1).used_public == ("4", "5", "8")


def test_all_success_dice_stay_at_ten():
    """「（すでに10個の場合は増やしません）」(no more than 10)"""
    s = deal([["0", "4"], ["0", "8"]], dice=10, faces=[O] * 10)
    ev = play(s, "4", "8")
    assert s.dice == 10 and "bomu.dice_full" in keys(ev)


# ---- 特殊カード / Special cards -------------------------------------------------------


def test_zero_draws_adds_a_die_and_returns_to_hand():
    """「「0」カード … このカードを表にしたら、ただちに山札からカードを1枚引き、中央に爆弾ダイスを
    1個追加して（すでに10個になっている場合は追加しません）、「0」カードを手札に戻します。増えた
    爆弾ダイスは、その後の爆弾処理に持ち越されます。」(Draw 1, add a die, take the "0" back;
    the die stays.)"""
    s = deal([["0", "4"], ["0", "8"]], deck=["6", "7"], faces=[O, O, O])
    ev = play(s, "0", "8")
    assert s.hands[0] == ["0", "4", "6"]
    assert len(s.rng.rolled) == 3            # 2 dice + the "0" die
    assert s.dice == 4                        # 3 after the "0", +1 as everyone succeeded
    assert first(ev, "bomu.die_added").params == {"seat": 0, "why": "0", "dice": 3}
    assert s.used_public == ["8"]             # the "0" is not a used card


def test_zero_adds_no_die_beyond_ten():
    """「（すでに10個になっている場合は追加しません）」"""
    s = deal([["0", "4"], ["0", "8"]], dice=10, deck=["6"], faces=[O] * 10)
    ev = play(s, "0", "8")
    assert len(s.rng.rolled) == 10 and s.dice == 10
    assert first(ev, "bomu.dice_full").params == {"seat": 0, "why": "0"}


def test_two_adds_the_red_die_for_every_handler():
    """「「2」カード 今回の爆弾処理は、全員レッドダイスを1個加えて行います。」(This round's
    handling is done with the red die added, for every handler.) The "2" need not be the
    handlers' card."""
    s = deal([["0", "1"], ["0", "1"], ["0", "2"]], faces=[O, O, O, O, O, O])
    ev = play(s, "1", "1", "2")
    rolls = every(ev, "bomu.rolled")
    assert [len(e.params["faces"]) for e in rolls] == [3, 3]
    assert all(e.params["red"] for e in rolls)
    assert s.rng.rolled == [O] * 6


def test_several_twos_add_one_red_die():
    """「複数のプレイヤーが「2」カードを出しても、加えられるレッドダイスは1個だけです。」"""
    s = deal([["0", "2"], ["0", "2"], ["0", "8"]], faces=[O, O, X, O, O, C])
    ev = play(s, "2", "2", "8")
    assert [len(e.params["faces"]) for e in every(ev, "bomu.rolled")] == [3, 3]
    assert len(every(ev, "bomu.red_die")) == 1


def test_red_die_gone_before_the_next_pick():
    """「レッドダイスは、次にカードを選ぶ前に中央から取り除かれます。その後の爆弾処理に持ち越される
    ことはありません。」(The red die leaves before the next pick; it never carries over.)"""
    s = deal([["0", "2", "4"], ["0", "8", "5"]], faces=[O, O, O, O, O, O])
    play(s, "2", "8")
    assert not s.red and not GAME.view(s, 1).red and s.dice == 3
    ev = play(s, "4", "5")
    assert len(first(ev, "bomu.rolled").params["faces"]) == 3
    assert not first(ev, "bomu.rolled").params["red"]


def test_red_die_is_rolled_with_its_own_faces():
    """「爆弾マーク（●または☒）と着火マーク（▲または☒）」: ☒ is on the red die only."""
    s = deal([["0", "2"], ["0", "8"]], faces=[X, O, O])
    with pytest.raises(AssertionError, match="not a face"):
        play(s, "2", "8")


def test_three_adds_a_die_that_stays():
    """「「3」カード このカードを表にしたら、ただちに中央に爆弾ダイスを1個追加します（すでに10個に
    なっている場合は追加しません）。増えた爆弾ダイスは、その後の爆弾処理に持ち越されます。」"""
    s = deal([["0", "1"], ["0", "3"]], faces=[O, O, O])
    ev = play(s, "1", "3")
    assert len(first(ev, "bomu.rolled").params["faces"]) == 3
    assert first(ev, "bomu.die_added").params == {"seat": 1, "why": "3", "dice": 3}
    assert s.dice == 4


def test_three_adds_no_die_beyond_ten():
    """「（すでに10個になっている場合は追加しません）」"""
    s = deal([["0", "1"], ["0", "3"]], dice=10, faces=[O] * 10)
    play(s, "1", "3")
    assert len(s.rng.rolled) == 10 and s.dice == 10


@pytest.mark.parametrize("cards,handlers", [
    (["6", "2", "1"], [0]),          # a "6", everyone else <= 2
    (["6", "0", "2"], [0]),          # the "0" counts as 0 (R-B4)
    (["6", "3", "1"], [2]),          # a 3 is too high for the "6": the lowest handles
    (["7", "3", "1"], [0]),          # a "7", everyone else <= 3
    (["7", "4", "1"], [2]),
    (["6", "6", "1"], [2]),          # R-B8: two "6"s: the lowest handles
    (["6", "7", "1"], [2]),          # R-B8: a "6" and a "7": the lowest
    (["6", "6", "8"], [0, 1]),       # two "6"s and nothing low: both are lowest
    (["8", "6", "5"], [2]),
])
def test_six_and_seven(cards, handlers):
    """「「6」カード/「7」カード あるプレイヤーが出したカードが「6」か「7」で、他のすべての
    プレイヤーが出しているカードが、「6」カードなら2以下、「7」カードなら3以下だった場合、一番数字の
    小さいプレイヤーではなく、このカードを出したプレイヤーだけが爆弾処理を行います。」
    (A "6" whose every other card is <= 2, a "7" whose every other card is <= 3, handles
    alone instead of the lowest.)"""
    hands = [["0", c] for c in cards]
    s = deal(hands, deck=["5"] * 3, faces=[O] * 12)
    ev = play(s, *cards)
    assert first(ev, "bomu.handlers").params["order"] == handlers


def test_six_two_players():
    """The "6" rule with one other player: the other's "1" is <= 2."""
    s = deal([["0", "6"], ["0", "1"]], faces=[O, O])
    ev = play(s, "6", "1")
    assert first(ev, "bomu.handlers").params == {"order": [0], "special": True}


def test_safe_offered_just_before_rolling_and_used():
    """「「SAFE」カード このカードは特殊なカードで、自分が爆弾処理を行う（＝ダイスをふる）直前に
    のみ使うことができます。…手札からこのカードを公開して捨てることで、爆弾ダイスをふらずに爆弾処理を
    成功させたにすることができます。」(Only just before you roll; reveal and discard it: the
    handling succeeds without rolling.) R-B6: no card marks, no draw."""
    s = deal([["0", "1", "SAFE"], ["0", "8"]], deck=["5", "6"], faces=[])
    ev = play(s, "1", "8")
    assert "bomu.rolled" not in keys(ev)
    assert s.phase == SAFE_CHOICE and GAME.to_act(s) == {0}
    assert [str(a) for a in GAME.legal_actions(s, 0)] == ["safe", "roll"]
    assert GAME.legal_actions(s, 1) == []
    ev = GAME.apply(s, 0, "safe")
    assert keys(ev)[0] == "bomu.safe" and "bomu.rolled" not in keys(ev)
    assert "bomu.drew" not in keys(ev)
    assert s.hands[0] == ["0"] and s.lives == [3, 3]
    assert "SAFE" in s.used_public and s.dice == 3 and s.phase == PICK


def test_safe_declined_rolls():
    """「自分が爆弾処理を行う（＝ダイスをふる）直前にのみ」: declining rolls as usual and
    keeps the SAFE."""
    s = deal([["0", "1", "SAFE"], ["0", "8"]], deck=["5", "6"], faces=[C, O])
    play(s, "1", "8")
    ev = GAME.apply(s, 0, "roll")
    assert first(ev, "bomu.rolled").params["seat"] == 0
    assert s.hands[0] == ["0", "5", "SAFE"]


def test_safe_offered_to_each_handler_in_turn():
    """SAFE is offered to a handler only when their own roll comes."""
    s = deal([["0", "4", "SAFE"], ["0", "4", "SAFE"], ["0", "8"]], lives=[3, 2, 3],
             faces=[B, I])
    play(s, "4", "4", "8")
    assert s.phase == SAFE_CHOICE and GAME.to_act(s) == {0}
    GAME.apply(s, 0, "roll")
    assert s.lives[0] == 2
    assert s.phase == SAFE_CHOICE and GAME.to_act(s) == {1}
    GAME.apply(s, 1, "safe")
    assert s.lives[1] == 2 and s.phase == PICK


# ---- 脱落 / Elimination, reset, deck, end ---------------------------------------------


def test_elimination_hand_to_used_pile_zero_to_box():
    """「ライフチップがすべて無くなってしまったプレイヤーは、ゲームから脱落します。そのプレイヤーの
    手札の、「0」カードを除くすべてのカードを使用済みのカードの場所に置きます。そのプレイヤーの「0」
    カードは、この後は使用しませんので、箱の中に片付けてください。」"""
    s = deal([["0", "1", "7", "8"], ["0", "5", "6", "6", "6", "7"], ["0", "8", "4"]],
             lives=[1, 3, 3], deck=["2", "3", "4", "5"], faces=[B, I])
    box_before = len(s.box)
    play(s, "1", "5", "8")
    assert not s.alive[0] and s.hands[0] == []
    assert len(s.box) == box_before + 1
    assert sorted(s.used_hidden) == ["7", "8"]          # the hand but its "0" (R-B7)
    assert s.phase == DISCARD and GAME.to_act(s) == {1}
    GAME.apply(s, 1, "discard 6")
    assert GAME.to_act(s) == {1, 2} and s.hands[0] == []
    assert Play("0") not in GAME.legal_actions(s, 0)
    assert s.lives[0] == 0


def test_reset_after_an_explosion():
    """「全員の爆弾処理の終了後、誰かの爆弾処理が失敗していたら、まず手札が5枚以上あるプレイヤーは、
    手札が4枚になるようにカードを裏向きに捨てます（このとき「0」カードを捨てることはできません）。
    その後、各プレイヤーに1枚ずつカードを配り、今回の使用済みカードと残りの山札をすべて合わせて
    シャッフルします。中央のダイスを2個に戻し、再びカードを1枚選ぶ手順に戻ります。」"""
    s = deal([["0", "1", "4", "5"], ["0", "3", "5", "6", "7", "8"], ["0", "8", "7", "6", "5"]],
             deck=["2", "3", "4", "5", "6"], dice=4, faces=[B, I, O, O])
    play(s, "1", "8", "8")
    assert s.phase == DISCARD
    assert GAME.to_act(s) == {1}               # 5 cards left: discard 1; seat 2 has 4
    legal = GAME.legal_actions(s, 1)
    assert all(isinstance(a, Discard) and len(a.cards) == 1 for a in legal)
    assert all("0" not in a.cards for a in legal)
    with pytest.raises(IllegalAction):
        GAME.apply(s, 1, "discard 0")
    with pytest.raises(IllegalAction):
        GAME.apply(s, 1, "discard 3 5")
    deck_before = list(reversed(s.deck))       # top first
    ev = GAME.apply(s, 1, "discard 3")
    assert len(s.hands[1]) == 5 and len(s.hands[2]) == 5 and len(s.hands[0]) == 4
    # one card each, in seat order, from the top of the draw pile (R-B5)
    assert s.hands[0] == sorted(["0", "4", "5", deck_before[0]], key=D.sort_key)
    assert deck_before[1] in s.hands[1] and deck_before[2] in s.hands[2]
    # the used cards (played "1", "8", "8" and the discarded "3") joined the draw pile
    assert Counter(s.deck) == Counter(deck_before[3:] + ["1", "8", "8", "3"])
    assert s.used_public == [] and s.used_hidden == []
    assert s.rng.shuffles == 1
    assert s.dice == 2 and s.phase == PICK and s.round_no == 2
    assert first(ev, "bomu.reset").params == {"dice": 2, "deck": 6, "this_round": True}


def test_reset_without_discards_needs_no_decision():
    """「まず手札が5枚以上あるプレイヤーは」: nobody has 5, so the reset follows at once."""
    s = deal([["0", "1"], ["0", "8"]], dice=5, deck=["4", "5"], faces=[B, I, O, O, O])
    ev = play(s, "1", "8")
    assert "bomu.reset" in keys(ev) and s.phase == PICK and s.dice == 2
    assert s.hands == [["0", "4"], ["0", "5"]]


def test_deck_exhausted_reshuffles_used_cards():
    """「ゲームの途中で山札がなくなった場合、使用済みのカードをまとめてシャッフルし、新しい山札と
    します。」(Shuffle the used cards into a new draw pile.)"""
    s = deal([["0", "4", "5"], ["0", "8", "7"]], deck=[], faces=[O, O, C, C, O, O])
    play(s, "4", "8")                          # no card marks; used: 4, 8
    assert s.deck == [] and sorted(s.used_public) == ["4", "8"]
    ev = play(s, "5", "7")                     # 2 card marks: draws both used cards
    assert "bomu.deck_reshuffled" in keys(ev)
    assert sorted(s.hands[0]) == ["0", "4", "8"]


def test_no_card_when_deck_and_used_pile_are_empty():
    """「万が一、ゲームの途中で山札も捨て札も無くなってしまった場合、カードは引けません。」"""
    s = deal([["0", "4"], ["0", "8"]], deck=[], faces=[C, C])
    ev = play(s, "4", "8")
    assert first(ev, "bomu.no_cards").params == {"seat": 0}
    assert s.hands[0] == ["0"]


def test_last_one_standing_wins():
    """「最後までゲームに残っていたプレイヤーが勝利です。」(The last player left wins.)"""
    s = deal([["0", "1"], ["0", "8"]], lives=[1, 3], faces=[B, I])
    play(s, "1", "8")
    assert s.phase == OVER
    out = GAME.outcome(s)
    assert out.winners == frozenset({1}) and out.key == "bomu.outcome.last_standing"
    assert GAME.to_act(s) == frozenset()


def test_everyone_out_everyone_loses():
    """「万が一誰もゲームに残らなかった場合は、全員が敗北です。」(If nobody is left, everybody
    loses.) R-B1: the two last players go out in the same round."""
    s = deal([["0", "4"], ["0", "4"]], lives=[1, 1], faces=[B, I, B, I])
    ev = play(s, "4", "4")
    assert len(every(ev, "bomu.eliminated")) == 2
    out = GAME.outcome(s)
    assert out.winners == frozenset() and out.key == "bomu.outcome.everyone_out"


def test_the_game_goes_on_while_two_are_left():
    """「ライフチップがすべて無くなったプレイヤーは、ゲームから脱落します。」 one player out of
    three: the other two play on."""
    s = deal([["0", "1"], ["0", "8", "7"], ["0", "8", "6"]], lives=[1, 3, 3],
             deck=["4", "5"], faces=[B, I])
    play(s, "1", "8", "8")
    assert GAME.outcome(s) is None and GAME.to_act(s) == {1, 2}


def test_reshuffle_hidden_may_move_a_players_zero_into_the_face_down_pick():
    """The leak test must also hide whether someone put down their "0": re-dealing what
    seat 0 can't see sometimes makes another player's face-down pick the "0"."""
    import random
    from engine.bomu import GAME
    state = GAME.new_game({"players": 3}, 4)
    hand = state.hands[1]
    GAME.apply(state, 1, "play " + next(c for c in hand if c not in ("0", "SAFE")))
    rng = random.Random(1)
    picks = {GAME.reshuffle_hidden(state, 0, rng).picks[1] == "0" for _ in range(200)}
    assert picks == {True, False}
    for _ in range(50):
        other = GAME.reshuffle_hidden(state, 0, rng)
        assert GAME.view(other, 0) == GAME.view(state, 0)
        assert other.picks[1] != "SAFE"
        assert (other.picks[1] == "0") + other.hands[1].count("0") == 1
        assert sorted(sum(other.hands, []) + other.deck + [c for c in other.picks if c]) == \
            sorted(sum(state.hands, []) + state.deck + [c for c in state.picks if c])
