"""The Bomu bots: legal, blind to what their view hides, fast, and sensible."""
from __future__ import annotations

import random
import statistics
import time

import pytest

from engine.bomu import GAME
from engine.bomu.actions import Discard, Play, Roll, TakeCards, TakeLife, UseSafe
from engine.bomu.bots import BOTS, EasyBot, HardBot, NormalBot, unseen_cards
from engine.bomu.state import BONUS, DISCARD, PICK, SAFE_CHOICE
from tests.engine.bomu.script import C, O, deal, play

LEVELS = ["easy", "normal", "hard"]


def test_registry():
    assert GAME.bots() is BOTS
    for level in LEVELS:
        assert BOTS[level]().level == level
    assert BOTS == {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
    assert list(BOTS) == LEVELS                      # weakest first, as the desktop lists them


def decisions(games=3, seed=11, levels=("hard", "normal", "easy", "hard")):
    """(state, seat, legal, bot) at every decision of a few bot games, the bot's own
    action applied after the caller has looked."""
    for g in range(games):
        s = GAME.new_game({"players": len(levels)}, seed + g)
        bots = [BOTS[lv]() for lv in levels]
        rng = random.Random(g)
        while GAME.outcome(s) is None:
            seat = min(GAME.to_act(s))
            legal = GAME.legal_actions(s, seat)
            yield s, seat, legal, bots[seat]
            GAME.apply(s, seat, bots[seat].choose(GAME.view(s, seat), legal, rng))


def test_bots_choose_legal_actions_in_every_phase():
    phases = set()
    for s, seat, legal, bot in decisions(games=6):
        for level in LEVELS:
            a = BOTS[level]().choose(GAME.view(s, seat), legal, random.Random(3))
            assert a in legal, (level, a, legal)
        phases.add(s.phase)
    assert {PICK, SAFE_CHOICE, DISCARD} <= phases


def test_bots_answer_the_same_when_hidden_things_are_reshuffled():
    """Everything a seat can not see (other hands, face-down picks, the draw pile,
    face-down used cards, the dice to come) re-dealt: same view, same answer."""
    checked = changed = 0
    for s, seat, legal, _ in decisions(games=3, seed=40):
        if checked > 150:
            break
        t = GAME.reshuffle_hidden(s, seat, random.Random(checked))
        assert GAME.view(t, seat) == GAME.view(s, seat)
        changed += t.hands != s.hands or t.deck != s.deck
        for level in LEVELS:
            a = BOTS[level]().choose(GAME.view(s, seat), legal, random.Random(5))
            b = BOTS[level]().choose(GAME.view(t, seat), GAME.legal_actions(t, seat),
                                     random.Random(5))
            assert a == b, (level, a, b)
        checked += 1
    assert checked > 50 and changed > checked // 2


def test_hard_is_fast():
    """Well under 10 ms a decision (CPU time, so a busy machine does not fail it)."""
    times = []
    for s, seat, legal, _ in decisions(games=2, seed=70, levels=("hard",) * 4):
        view = GAME.view(s, seat)
        t0 = time.process_time()
        HardBot().choose(view, legal, random.Random(1))
        times.append(time.process_time() - t0)
    assert len(times) > 50
    assert statistics.fmean(times) < 0.008


def test_unseen_cards_counts_the_42_card_mix():
    s = deal([["0", "1", "SAFE", "8"], ["0", "8", "8"]], deck=["8", "5"])
    v = GAME.view(s, 0)
    unseen = unseen_cards(v)
    assert len(unseen) == 37 - 3
    assert unseen.count("8") == 3 and unseen.count("SAFE") == 4 and unseen.count("1") == 3
    GAME.apply(s, 0, "play 8")
    v = GAME.view(s, 0)
    assert unseen_cards(v).count("8") == 3       # the face-down own pick is known too


# ---- the decisions -----------------------------------------------------------------


def safe_choice(dice, lives=3):
    s = deal([["0", "1", "SAFE", "5"], ["0", "8", "7"]], lives=[lives, 3], dice=dice,
             deck=["5"] * 10)
    play(s, "1", "8")
    assert s.phase == SAFE_CHOICE
    return GAME.view(s, 0), GAME.legal_actions(s, 0)


@pytest.mark.parametrize("bot", [NormalBot, HardBot])
def test_safe_when_the_bomb_is_likely_roll_when_not(bot):
    view, legal = safe_choice(dice=9)
    assert bot().choose(view, legal, random.Random(0)) == UseSafe()
    view, legal = safe_choice(dice=2)
    assert bot().choose(view, legal, random.Random(0)) == Roll()


def test_easy_rolls_small_pools():
    view, legal = safe_choice(dice=3)
    assert EasyBot().choose(view, legal, random.Random(0)) == Roll()


def bonus(lives, marks):
    s = deal([["0", "1"], ["0", "8"]], lives=[lives, 3], dice=marks, deck=["5"] * 12,
             faces=[C] * marks)
    play(s, "1", "8")
    assert s.phase == BONUS
    return GAME.view(s, 0), GAME.legal_actions(s, 0)


def test_hard_takes_the_life_when_low_and_the_cards_when_rich():
    view, legal = bonus(lives=1, marks=4)
    assert HardBot().choose(view, legal, random.Random(0)) == TakeLife()
    view, legal = bonus(lives=6, marks=9)
    assert HardBot().choose(view, legal, random.Random(0)) == TakeCards()


def test_normal_takes_the_life_at_three_lives_or_less():
    assert NormalBot().choose(*bonus(lives=3, marks=4), random.Random(0)) == TakeLife()
    assert NormalBot().choose(*bonus(lives=4, marks=4), random.Random(0)) == TakeCards()
    assert EasyBot().choose(*bonus(lives=1, marks=4), random.Random(0)) == TakeCards()


@pytest.mark.parametrize("bot", [NormalBot, HardBot])
def test_discard_keeps_safe_and_high_cards(bot):
    s = deal([["0", "1", "2", "8", "SAFE", "7", "4"], ["0", "3"]], dice=3,
             deck=["6"] * 4, faces=["bomb", "ignition", O, O])
    play(s, "8", "3")          # seat 1 handles 4 dice (the "3" adds one) and explodes
    assert s.phase == DISCARD and GAME.to_act(s) == {0}
    a = bot().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert isinstance(a, Discard) and sorted(a.cards) == ["1", "2"]


def test_hard_keeps_off_a_big_pool():
    """Nine dice, and "0" or "1" would handle them: Hard puts down its "8"."""
    s = deal([["0", "1", "8"], ["0", "5", "6", "7"], ["0", "4", "5", "6"]], dice=9,
             deck=["5"] * 10)
    a = HardBot().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert a == Play("8")


def test_hard_does_not_waste_a_card_it_can_not_escape_with():
    """Holding only the "0" and SAFE cards, the "0" is the one card to put down."""
    s = deal([["0", "SAFE", "SAFE"], ["0", "5"]], dice=6, deck=["5"] * 4)
    a = HardBot().choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    assert a == Play("0")


def _after_a_low_round(rival_cards):
    """Hard picks on 2 dice, the others put down `rival_cards`, everyone succeeds;
    then Hard picks again and has read the face-up used pile."""
    s = deal([["0", "5", "8"], ["0", "4", "6"], ["0", "4", "6"], ["0", "4", "6"]],
             deck=["5"] * 20, faces=[O] * 40)
    bot = HardBot()
    GAME.apply(s, 0, bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0)))
    for seat, card in zip((1, 2, 3), rival_cards):
        GAME.apply(s, seat, f"play {card}")
    assert s.phase == PICK and s.round_no == 2 and s.dice >= 3
    bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), random.Random(0))
    return bot.randomness()


def test_hard_reads_how_the_others_play():
    """Number cards on 2 dice (where a careful player puts down the "0") make Hard
    expect random play; "0"s make it expect careful play."""
    assert HardBot().randomness() == pytest.approx(HardBot.model_random)
    assert _after_a_low_round(["4", "6", "4"]) > 0.4
    assert _after_a_low_round(["0", "0", "0"]) < HardBot.model_random
