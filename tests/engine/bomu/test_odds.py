"""engine/bomu/odds.py against brute-force enumeration of every face of every die."""
from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from engine.bomu import data as D
from engine.bomu import odds
from engine.bomu.bots import handling_value, life_value, loss_cost, safe_value

SMALL = [(n, red) for n in range(0, 5) for red in (False, True)]


def enumerate_rolls(dice, red):
    """Every equally likely outcome: (bombs, ignitions, cards) with its exact weight."""
    dice_faces = [D.WHITE_FACES] * dice + ([D.RED_FACES] if red else [])
    weight = Fraction(1, 1)
    for faces in dice_faces:
        weight /= len(faces)
    for roll in itertools.product(*dice_faces):
        b = sum(D.MARKS[f][0] for f in roll)
        i = sum(D.MARKS[f][1] for f in roll)
        c = sum(D.MARKS[f][2] for f in roll)
        yield (b, i, c), weight


@pytest.mark.parametrize("dice,red", SMALL)
def test_distribution_matches_enumeration(dice, red):
    exact: dict = {}
    for key, w in enumerate_rolls(dice, red):
        exact[key] = exact.get(key, 0) + w
    got = odds.roll_distribution(dice, red)
    assert set(got) == set(exact)
    for key, w in exact.items():
        assert got[key] == pytest.approx(float(w), abs=1e-12)


@pytest.mark.parametrize("dice,red", SMALL)
@pytest.mark.parametrize("lives", [1, 2, 3])
def test_summaries_match_enumeration(dice, red, lives):
    p_explode = Fraction(0)
    lost = Fraction(0)
    out = Fraction(0)
    success = [Fraction(0)] * (dice + 2)
    marks = [Fraction(0)] * (dice + 2)
    for (b, i, c), w in enumerate_rolls(dice, red):
        marks[c] += w
        if b and i:
            p_explode += w
            lost += w * min(b, i, lives)
            out += w if min(b, i) >= lives else 0
        else:
            success[c] += w
    o = odds.roll_odds(dice, red, lives)
    assert o.p_explosion == pytest.approx(float(p_explode), abs=1e-12)
    assert o.expected_lives_lost == pytest.approx(float(lost), abs=1e-12)
    assert o.p_elimination == pytest.approx(float(out), abs=1e-12)
    assert o.success_marks == pytest.approx([float(x) for x in success], abs=1e-12)
    assert odds.card_marks_distribution(dice, red) == pytest.approx([float(x) for x in marks])
    assert o.p_bonus == pytest.approx(float(sum(success[D.BONUS_MARKS:])), abs=1e-12)
    assert o.expected_cards == pytest.approx(float(sum(k * x for k, x in enumerate(success))))
    assert o.p_success == pytest.approx(1 - float(p_explode))


def test_known_values():
    """Two white dice explode only on bomb + ignition: 2/36."""
    assert odds.explosion_probability(2) == pytest.approx(2 / 36)
    assert odds.explosion_probability(1) == 0.0
    assert odds.explosion_probability(0, True) == pytest.approx(2 / 6)      # ☒ ☒
    assert odds.expected_lives_lost(1, False) == 0.0
    assert sum(odds.pairs_distribution(7, True)) == pytest.approx(1.0)
    for n in range(1, 10):
        assert odds.explosion_probability(n + 1) > odds.explosion_probability(n)
        assert odds.explosion_probability(n, True) > odds.explosion_probability(n)


def test_blend_is_the_mixture():
    a, b = odds.roll_odds(4, False, 2), odds.roll_odds(4, True, 2)
    m = odds.blend(a, b, 0.25)
    assert m.p_explosion == pytest.approx(0.75 * a.p_explosion + 0.25 * b.p_explosion)
    assert m.expected_lives_lost == pytest.approx(
        0.75 * a.expected_lives_lost + 0.25 * b.expected_lives_lost)
    assert m.red == 0.25 and sum(m.success_marks) == pytest.approx(m.p_success)


@pytest.mark.parametrize("dice,red", [(2, False), (3, True), (4, False)])
@pytest.mark.parametrize("lives", [1, 3])
def test_hard_handling_value_matches_enumeration(dice, red, lives):
    """Hard's worth of a handling is the brute-force expectation over every roll."""
    dv = 1.1
    total = 0.0
    for (b, i, c), w in enumerate_rolls(dice, red):
        if b and i:
            total -= float(w) * loss_cost(lives, min(b, i))
        else:
            gain = c * dv
            if c >= D.BONUS_MARKS:
                gain = max(gain, life_value(lives + 1))
            total += float(w) * gain
    assert handling_value(dice, red, lives, dv, 0) == pytest.approx(total, abs=1e-9)
    assert handling_value(dice, red, lives, dv, 1) == pytest.approx(max(total, -safe_value(1)), abs=1e-9)
