"""Bomu bots: Easy, Normal and Hard. Each sees only its BomuView (never the state)
and answers `choose(view, legal, rng) -> Action`.

- Easy puts down a random card, rolls unless the pool is big, always draws.
- Normal follows rules of thumb: play the "0" while the dice are few (2), a plain low
  card while they are 3 (not a "2" or "3", which make its own roll worse, nor a
  "6"/"7", which low cards catch), a middle card from 4 dice, its highest from 8 or
  on its last life; SAFE when the bomb goes off one time in two (one in four on the
  last life); a life from the 4+ choice when down to 3 lives or less.
- Hard plans with the exact odds (engine/bomu/odds.py). For its pick it deals the
  cards it can not see at random many times (consistently with its view: the
  42-card mix, its hand, the face-up used pile, hand sizes), lets the other seats
  pick with a model of a reasonable player, and plays the card whose average
  outcome is best: lives weighed by how many are left, cards by what they are
  worth, the red die when a "2" turns up, the "0" draw and extra die, the "3" die,
  the "6"/"7" rule, and SAFE as an escape when it would handle. Its model of the
  others is Normal's rule of thumb mixed with random play, in a proportion it learns
  during the game from the face-up used pile. SAFE, the 4+ choice and discards are
  decided with the same exact odds and values.
"""
from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from typing import Sequence

from engine.bomu import data as D
from engine.bomu import odds
from engine.bomu.actions import Discard, Play, Roll, TakeCards, TakeLife, UseSafe
from engine.bomu.rules import handlers_of
from engine.bomu.state import BONUS, DISCARD, PICK, SAFE_CHOICE, BomuView
from engine.core.action import Action

# ---- what things are worth (in cards) -------------------------------------------
#: a card kept in hand: high numbers keep you off the bomb, SAFE skips a roll
CARD_VALUE = {"1": 0.55, "2": 0.7, "3": 0.75, "4": 0.95, "5": 1.1, "6": 1.15,
              "7": 1.3, "8": 1.6, D.SAFE: 2.6, D.ZERO: 0.0}


def life_value(lives: int) -> float:
    """What the `lives`-th life chip is worth (the last one is the game)."""
    return {1: 14.0, 2: 7.0, 3: 4.5, 4: 3.2}.get(lives, 2.6) if lives > 0 else 0.0


def loss_cost(lives: int, lost: int) -> float:
    """The cost of losing `lost` lives from `lives`."""
    return sum(life_value(lives - j) for j in range(min(lost, lives)))


def full_pool() -> dict[str, int]:
    pool = {n: D.NUMBER_COPIES for n in D.NUMBERS}
    pool[D.SAFE] = D.SAFE_CARDS
    return pool


def unseen_cards(view: BomuView) -> list[str]:
    """The non-"0" cards this seat has not seen: others' hands and face-down picks,
    the draw pile and the face-down used cards, as one multiset."""
    pool = full_pool()
    seen = list(view.hand) + list(view.used_public)
    if any(c is not None for c in view.table):
        seen += [c for c in view.table if c is not None]
    elif view.own_pick is not None:
        seen.append(view.own_pick)
    for c in seen:
        if c != D.ZERO and pool.get(c, 0) > 0:
            pool[c] -= 1
    return [c for c, k in pool.items() for _ in range(k)]


def playable(hand: Sequence[str]) -> list[str]:
    return [c for c in dict.fromkeys(hand) if c != D.SAFE]


def _value(card: str) -> int:
    return int(card)


# ---- Easy -------------------------------------------------------------------------
class EasyBot:
    """A beginner: a random card, rolls unless there are 6+ dice, always draws."""

    level = "easy"

    def choose(self, view: BomuView, legal: Sequence[Action], rng: random.Random) -> Action:
        legal = list(legal)
        if view.phase == SAFE_CHOICE:
            return UseSafe() if view.dice + view.red >= 6 else Roll()
        if view.phase == BONUS:
            return TakeCards()
        return rng.choice(legal)


# ---- Normal -------------------------------------------------------------------------
def normal_pick(cards: Sequence[str], dice: int, lives: int, rng: random.Random,
                others: int = 3, zero_dice: int = 2, high_dice: int = 6,
                careful: bool = False) -> str:
    """Normal's rule of thumb for the face-down card (also Hard's model of others).
    `cards` are the playable cards (the "0" among them)."""
    numbers = sorted((c for c in cards if c != D.ZERO), key=_value)
    if not numbers:
        return D.ZERO
    # The "0" is a cheap handling while the pool is small (it adds a die).
    if D.ZERO in cards and (dice <= zero_dice
                            or (dice <= zero_dice + 1 and lives >= 2 and others <= 2)):
        return D.ZERO
    if dice <= 3:
        # Low danger: spend a low card, keep the high ones.
        if careful:
            # not a "2"/"3" (more dice for oneself) nor a "6"/"7" (caught by low cards)
            plain = [c for c in numbers if c not in ("2", "3", "6", "7")]
            return (plain or numbers)[0]
        return numbers[0] if len(numbers) < 3 or _value(numbers[0]) >= 2 else numbers[1]
    if dice >= high_dice or lives == 1:
        # High danger: the highest card, but a lone "6"/"7" may be caught by low cards.
        top = numbers[-1]
        if top in ("6", "7") and len(numbers) > 1 and numbers[-2] not in ("6", "7"):
            if _value(numbers[-2]) >= 4:
                return numbers[-2]
        return top
    # In between: a middle card.
    if careful:
        numbers = [c for c in numbers if c not in ("6", "7")] or numbers
    return numbers[len(numbers) // 2]


class NormalBot:
    """Rules of thumb; never looks at the odds beyond the dice count."""

    level = "normal"
    #: use SAFE from this chance of an explosion (from `last_life_danger` on a last life)
    safe_danger = 0.5
    last_life_danger = 0.25
    #: take the life (4+ card marks) when holding this many lives or fewer
    life_at = 3
    #: play the "0" up to this many dice; the highest card from `high_dice` dice
    zero_dice = 2
    high_dice = 8
    #: never a "2"/"3" when likely to handle, nor a "6"/"7" unless the danger is high
    careful = True

    def choose(self, view: BomuView, legal: Sequence[Action], rng: random.Random) -> Action:
        seat = view.seat
        lives = view.lives[seat] if seat is not None else 1
        if view.phase == PICK:
            others = sum(view.alive) - 1
            return Play(normal_pick(playable(view.hand), view.dice, lives, rng, others,
                                    self.zero_dice, self.high_dice, self.careful))
        if view.phase == SAFE_CHOICE:
            danger = odds.explosion_probability(view.dice, view.red)
            if danger >= self.safe_danger or (lives == 1 and danger >= self.last_life_danger):
                return UseSafe()
            return Roll()
        if view.phase == BONUS:
            return TakeLife() if lives <= self.life_at else TakeCards()
        if view.phase == DISCARD:
            return _discard_lowest(view, legal)
        return list(legal)[0]


def _discard_lowest(view: BomuView, legal: Sequence[Action]) -> Action:
    """Keep the most valuable cards (and never the "0": the rules forbid it)."""
    options = [a for a in legal if isinstance(a, Discard)]
    return min(options, key=lambda a: (sum(CARD_VALUE[c] for c in a.cards), str(a)))


# ---- Hard -------------------------------------------------------------------------
@lru_cache(maxsize=None)
def handling_value(dice: int, red: bool, lives: int, draw_value: float,
                   safes: int, life_scale: float = 1.0) -> float:
    """Expected worth to a handler of handling this pool: lives lost (weighed by
    how many are left) against the cards the marks bring (or the life on 4+).
    With SAFE in hand, the better of rolling and spending one SAFE."""
    roll = 0.0
    for k, p in enumerate(odds.pairs_distribution(dice, red)):
        if k:
            roll -= p * life_scale * loss_cost(lives, k)
    for m, p in enumerate(odds.success_marks_distribution(dice, red)):
        gain = m * draw_value
        if m >= D.BONUS_MARKS:
            gain = max(gain, life_scale * life_value(lives + 1))
        roll += p * gain
    if safes:
        return max(roll, -safe_value(safes))
    return roll


def safe_value(safes: int) -> float:
    """Worth of one SAFE card when holding `safes` of them (the first is worth most)."""
    return CARD_VALUE[D.SAFE] * (0.85 ** (safes - 1))


class HardBot:
    """Plans with exact odds and a sampled model of what the others hold and play."""

    level = "hard"
    samples = 40
    #: how much others' lost lives are worth to this seat (last one standing wins)
    rival_weight = 0.25
    #: cost per die the pool grows when every handler succeeds
    growth_cost = 0.5
    #: the chance the model of another seat puts down a random card
    model_random = 0.15
    #: lives against cards
    life_scale = 1.7
    #: how many observed picks the prior `model_random` is worth
    prior_weight = 6.0

    def __init__(self) -> None:
        # What this seat saw at its last pick (one game): (round, dice, face-up used
        # cards, alive others, own card); and the others' picks seen on 2 dice.
        self._last: tuple[int, int, tuple[str, ...], int, str] | None = None
        self._low_picks = 0
        self._low_numbers = 0

    def choose(self, view: BomuView, legal: Sequence[Action], rng: random.Random) -> Action:
        seat = view.seat
        assert seat is not None, "a bot plays a seat"
        lives = view.lives[seat]
        if view.phase == PICK:
            self._observe(view)
            card = self.pick(view, rng)
            rivals = sum(view.alive) - 1
            self._last = (view.round_no, view.dice, view.used_public, rivals, card)
            return Play(card)
        if view.phase == SAFE_CHOICE:
            dv = self._draw_value(view)
            roll = handling_value(view.dice, view.red, lives, round(dv, 2), 0, self.life_scale)
            safes = view.hand.count(D.SAFE)
            return UseSafe() if roll < -safe_value(safes) else Roll()
        if view.phase == BONUS:
            dv = self._draw_value(view)
            life = self.life_scale * life_value(lives + 1)
            return TakeLife() if life > view.bonus_marks * dv else TakeCards()
        if view.phase == DISCARD:
            return self._discard(view, legal)
        return list(legal)[0]

    # -- reading the others -------------------------------------------------------
    def _observe(self, view: BomuView) -> None:
        """Learn how the others play from the round just finished, when it began on
        2 dice or fewer and every handler succeeded (then the face-up used pile shows
        what was played). A careful player puts down the "0" on so few dice; a number
        card there is a sign of random play."""
        last = self._last
        if last is None:
            return
        round_no, dice, used, rivals, mine = last
        if view.round_no != round_no + 1 or dice > 2 or view.dice <= dice:
            return
        grown = Counter(view.used_public)
        grown.subtract(used)
        if any(k < 0 for k in grown.values()):
            return                                   # the used pile was reshuffled
        if mine != D.ZERO:
            grown[mine] -= 1
        numbers = sum(k for c, k in grown.items() if c not in (D.SAFE, D.ZERO))
        if 0 <= numbers <= rivals:
            self._low_picks += rivals
            self._low_numbers += numbers

    def randomness(self) -> float:
        """The estimated chance another seat puts down a random card: a random pick
        is a number card about 70% of the time, a careful one on 2 dice never."""
        seen = self._low_numbers / 0.7
        est = (self.prior_weight * self.model_random + seen) / (self.prior_weight + self._low_picks)
        return min(1.0, max(0.05, est))

    # -- the pick ------------------------------------------------------------------
    @staticmethod
    def _draw_value(view: BomuView) -> float:
        pool = unseen_cards(view)
        if not pool:
            return 0.0
        return sum(CARD_VALUE[c] for c in pool) / len(pool)

    def pick(self, view: BomuView, rng: random.Random) -> str:
        seat = view.seat
        assert seat is not None
        mine = playable(view.hand)
        if len(mine) == 1:
            return mine[0]
        pool = unseen_cards(view)
        dv = round(sum(CARD_VALUE[c] for c in pool) / len(pool), 2) if pool else 0.0
        rivals = [p for p in range(view.players) if p != seat and view.alive[p]]
        sizes = {p: view.hand_sizes[p] + (1 if view.picked[p] else 0) - 1 for p in rivals}
        need = sum(sizes.values())
        safes = view.hand.count(D.SAFE)
        lives = view.lives
        score = {c: 0.0 for c in mine}
        dice0 = view.dice
        wild = self.randomness()
        seen: dict[tuple[str, ...], list[float]] = {}     # the others' picks -> outcomes
        for _ in range(self.samples):
            deal = rng.sample(pool, need) if need <= len(pool) else list(pool)
            picks: dict[int, str] = {}
            i = 0
            for p in rivals:
                hand = [D.ZERO] + deal[i:i + sizes[p]]
                i += sizes[p]
                cards = playable(hand)
                if rng.random() < wild:
                    picks[p] = rng.choice(cards)
                else:
                    picks[p] = normal_pick(cards, dice0, lives[p], rng, len(rivals),
                                           NormalBot.zero_dice, NormalBot.high_dice,
                                           NormalBot.careful)
            key = tuple(picks[p] for p in rivals)
            row = seen.get(key)
            if row is None:
                row = seen[key] = [self._outcome({**picks, seat: c}, seat, dice0, lives, dv, safes)
                                   for c in mine]
            for c, value in zip(mine, row):
                score[c] += value
        for c in mine:
            if c == D.ZERO:
                score[c] += self.samples * dv
            else:
                score[c] -= self.samples * CARD_VALUE[c]
        return max(mine, key=lambda c: (score[c], -_value(c)))

    def _outcome(self, table: dict[int, str], seat: int, dice0: int,
                 lives: tuple[int, ...], dv: float, safes: int) -> float:
        values = {p: int(c) for p, c in table.items()}
        handlers = handlers_of(values)
        extra = sum(1 for c in table.values() if c in (D.ZERO, "3"))
        dice = min(D.MAX_DICE, dice0 + extra)
        red = "2" in table.values()
        total = 0.0
        p_all_ok = 1.0
        for h in handlers:
            p_ok = 1.0 - odds.explosion_probability(dice, red)
            if h == seat:
                total += handling_value(dice, red, lives[h], dv, safes, self.life_scale)
                if safes:
                    roll = handling_value(dice, red, lives[h], dv, 0, self.life_scale)
                    if roll < -safe_value(safes):
                        p_ok = 1.0
            else:
                total += (self.rival_weight * self.life_scale * life_value(lives[h])
                          * odds.expected_lives_lost(dice, red, lives[h]))
            p_all_ok *= p_ok
        # An explosion deals everyone a card and resets the pool; success grows it.
        total += (1.0 - p_all_ok) * dv
        total -= p_all_ok * self.growth_cost * (min(D.MAX_DICE, dice + 1) - dice0)
        return total

    # -- after an explosion -----------------------------------------------------------
    @staticmethod
    def _discard(view: BomuView, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Discard)]

        def kept_value(a: Discard) -> float:
            kept = list(view.hand)
            for c in a.cards:
                kept.remove(c)
            s = kept.count(D.SAFE)
            return (sum(CARD_VALUE[c] for c in kept if c != D.SAFE)
                    + sum(safe_value(k) for k in range(1, s + 1)))

        return max(options, key=lambda a: (kept_value(a), str(a)))


#: level -> bot class, weakest first (the desktop lists them in this order)
BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}
