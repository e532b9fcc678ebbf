"""Exact odds of a Bomu roll, by convolution over the dice (no sampling).

A roll of `dice` white bomb dice (plus the red die when `red`) is summarised by
(bomb marks, ignition marks, card marks); ☒ counts as one bomb and one ignition.
The bomb explodes when bombs and ignitions both show; the handler then loses
min(bombs, ignitions) lives. Otherwise the handling succeeds and the handler may
draw one card per card mark (4+ marks: or take a life instead).

The face data comes from engine/bomu/data.py, so a change there changes the odds.
Every function is pure and cached; the desktop shows them in tooltips and the Hard
bot plans with them.

    roll_distribution(dice, red)      {(bombs, ignitions, cards): probability}
    explosion_probability(dice, red)  P(the bomb explodes)
    pairs_distribution(dice, red)     (P(0 pairs), P(1 pair), ...): lives a full loss costs
    expected_lives_lost(dice, red, lives=None)   E[lives lost] (capped at `lives`)
    elimination_probability(dice, red, lives)    P(losing every one of `lives`)
    card_marks_distribution(dice, red)  (P(k card marks)) for k = 0..: all rolls
    success_marks_distribution(dice, red)  (P(success with k card marks)) for k = 0..
    expected_cards(dice, red)         E[card marks drawn] (0 when it explodes)
    bonus_probability(dice, red)      P(success with 4+ card marks: the life choice)
    roll_odds(dice, red, lives=None)  all of the above in one RollOdds
    blend(a, b, p)                    the odds when the red die is there with probability p
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.bomu import data as D

Marks = tuple[int, int, int]


@lru_cache(maxsize=None)
def die_distribution(red: bool = False) -> dict[Marks, float]:
    """One die: (bombs, ignitions, cards) -> probability."""
    faces = D.RED_FACES if red else D.WHITE_FACES
    out: dict[Marks, float] = {}
    for face in faces:
        m = D.MARKS[face]
        out[m] = out.get(m, 0.0) + 1.0 / len(faces)
    return out


@lru_cache(maxsize=None)
def roll_distribution(dice: int, red: bool = False) -> dict[Marks, float]:
    """The exact distribution of (bombs, ignitions, cards) for `dice` white dice
    and, when `red`, the red die."""
    if dice < 0:
        raise ValueError("a negative number of dice")
    if dice == 0:
        base: dict[Marks, float] = {(0, 0, 0): 1.0}
    else:
        base = roll_distribution(dice - 1, False)
        base = _add_die(base, die_distribution(False))
    if red:
        base = _add_die(base, die_distribution(True))
    return base


def _add_die(dist: dict[Marks, float], die: dict[Marks, float]) -> dict[Marks, float]:
    out: dict[Marks, float] = {}
    for (b, i, c), p in dist.items():
        for (db, di, dc), q in die.items():
            key = (b + db, i + di, c + dc)
            out[key] = out.get(key, 0.0) + p * q
    return out


@lru_cache(maxsize=None)
def pairs_distribution(dice: int, red: bool = False) -> tuple[float, ...]:
    """P(k bomb/ignition pairs) for k = 0, 1, ...; k pairs cost k lives."""
    top = dice + (1 if red else 0)
    out = [0.0] * (top + 1)
    for (b, i, _c), p in roll_distribution(dice, red).items():
        out[min(b, i)] += p
    return tuple(out)


@lru_cache(maxsize=None)
def explosion_probability(dice: int, red: bool = False) -> float:
    return 1.0 - pairs_distribution(dice, red)[0]


@lru_cache(maxsize=None)
def expected_lives_lost(dice: int, red: bool = False, lives: int | None = None) -> float:
    """E[lives lost by the handler]; with `lives`, a loss is capped at what is left."""
    cap = lives if lives is not None else 10**9
    return sum(min(k, cap) * p for k, p in enumerate(pairs_distribution(dice, red)))


def elimination_probability(dice: int, red: bool, lives: int) -> float:
    """P(a handler with `lives` lives loses them all on this roll)."""
    if lives <= 0:
        return 1.0
    return sum(p for k, p in enumerate(pairs_distribution(dice, red)) if k >= lives)


@lru_cache(maxsize=None)
def card_marks_distribution(dice: int, red: bool = False) -> tuple[float, ...]:
    """P(k card marks show) for k = 0, 1, ..., whether or not the bomb explodes."""
    out = [0.0] * (dice + 2)
    for (_b, _i, c), p in roll_distribution(dice, red).items():
        out[c] += p
    return tuple(out)


@lru_cache(maxsize=None)
def success_marks_distribution(dice: int, red: bool = False) -> tuple[float, ...]:
    """P(the handling succeeds with k card marks) for k = 0, 1, ...; the entries sum
    to 1 - explosion_probability."""
    out = [0.0] * (dice + 2)
    for (b, i, c), p in roll_distribution(dice, red).items():
        if not (b and i):
            out[c] += p
    return tuple(out)


def expected_cards(dice: int, red: bool = False) -> float:
    """E[card marks a handler may draw]: 0 when the bomb explodes."""
    return sum(k * p for k, p in enumerate(success_marks_distribution(dice, red)))


def bonus_probability(dice: int, red: bool = False) -> float:
    """P(success with at least BONUS_MARKS card marks: cards or a life)."""
    return sum(p for k, p in enumerate(success_marks_distribution(dice, red))
               if k >= D.BONUS_MARKS)


@dataclass(frozen=True)
class RollOdds:
    dice: int
    red: float                      # 0.0 / 1.0, or the chance the red die is there
    p_explosion: float
    expected_lives_lost: float
    p_elimination: float            # 0.0 when `lives` was not given
    success_marks: tuple[float, ...]
    p_bonus: float

    @property
    def p_success(self) -> float:
        return 1.0 - self.p_explosion

    @property
    def expected_cards(self) -> float:
        return sum(k * p for k, p in enumerate(self.success_marks))


@lru_cache(maxsize=None)
def roll_odds(dice: int, red: bool = False, lives: int | None = None) -> RollOdds:
    return RollOdds(
        dice=dice, red=1.0 if red else 0.0,
        p_explosion=explosion_probability(dice, red),
        expected_lives_lost=expected_lives_lost(dice, red, lives),
        p_elimination=elimination_probability(dice, red, lives) if lives is not None else 0.0,
        success_marks=success_marks_distribution(dice, red),
        p_bonus=bonus_probability(dice, red))


def blend(without_red: RollOdds, with_red: RollOdds, p_red: float) -> RollOdds:
    """The odds of a roll whose red die is there with probability `p_red` (say, a
    "2" may be on the table)."""
    q = 1.0 - p_red
    n = max(len(without_red.success_marks), len(with_red.success_marks))
    a = without_red.success_marks + (0.0,) * (n - len(without_red.success_marks))
    b = with_red.success_marks + (0.0,) * (n - len(with_red.success_marks))
    return RollOdds(
        dice=without_red.dice, red=p_red,
        p_explosion=q * without_red.p_explosion + p_red * with_red.p_explosion,
        expected_lives_lost=(q * without_red.expected_lives_lost
                             + p_red * with_red.expected_lives_lost),
        p_elimination=q * without_red.p_elimination + p_red * with_red.p_elimination,
        success_marks=tuple(q * x + p_red * y for x, y in zip(a, b)),
        p_bonus=q * without_red.p_bonus + p_red * with_red.p_bonus)
