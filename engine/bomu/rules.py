"""The rules of Bomb ぼむ！ (shared/rules/bomu-rules-ja.md; bomu-rules-en.md is its
English rendering; the Japanese text wins). Rulings on ambiguities are in
docs/rulings.md and cited here as R-Bn."""
from __future__ import annotations

import copy
import itertools
import random
from typing import Any

from engine.bomu import data as D
from engine.bomu.actions import (Discard, Play, Roll, TakeCards, TakeLife, UseSafe,
                                 parse_action)
from engine.bomu.state import BONUS, DISCARD, OVER, PICK, SAFE_CHOICE, BomuState, BomuView
from engine.core.action import Action
from engine.core.errors import IllegalAction
from engine.core.event import Event
from engine.core.game import Outcome, PlayersConfig
from engine.core.rng import make_rng
from engine.core.reading import list_of, object_of, one_of, whole
from engine.core.rules import Rules, not_now


def handlers_of(values: dict[int, int]) -> list[int]:
    """Who handles the bomb, given each seat's card number. The "6"/"7" rule first: a
    6 (7) whose every other card is <= 2 (<= 3) handles alone (R-B8). Otherwise
    everyone who played the lowest number."""
    for p, v in values.items():
        limit = {6: 2, 7: 3}.get(v)
        if limit is not None and len(values) > 1 and all(
                w <= limit for q, w in values.items() if q != p):
            return [p]
    low = min(values.values())
    return [p for p, v in values.items() if v == low]


def _sorted(cards: list[str]) -> list[str]:
    return sorted(cards, key=D.sort_key)


def _read_deal(deal: dict[str, Any], n: int) -> tuple[list[list[str]], list[str], list[int], int]:
    """An explicit deal (tests, bug reports): {"hands": per seat, its cards with its
    "0"; "deck": the draw pile, top first; "lives"?: per seat; "dice"?}. Only real
    cards, in any mix (a scenario may stack the deck). Returns (hands, deck bottom
    first, lives, dice)."""
    object_of(deal, "deal", ("hands", "deck", "lives", "dice"))
    cards = (D.ZERO, D.SAFE, *D.NUMBERS)
    hands = [_sorted([one_of(c, cards, "a card") for c in list_of(h, f"hand {p}")])
             for p, h in enumerate(list_of(deal["hands"], "hands", n))]
    if any(D.ZERO not in h for h in hands):
        raise ValueError('every hand holds its own "0" card')
    deck = [one_of(c, cards[1:], "a card of the deck") for c in list_of(deal["deck"], "deck")]
    lives = [whole(x, "lives", 1) for x in
             list_of(deal.get("lives", [D.START_LIVES] * n), "lives", n)]
    return hands, deck[::-1], lives, whole(deal.get("dice", D.START_DICE), "dice", 1, D.MAX_DICE)


class BomuGame(PlayersConfig, Rules):
    id = "bomu"
    record_version = 1
    # ---- set-up -------------------------------------------------------------
    def new_game(self, config: dict[str, Any], seed: int,
                 deal: dict[str, Any] | None = None) -> BomuState:
        n = self.seat_count(config)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"Bomu is for 2-5 players, not {n}")
        rng = make_rng(seed)
        lives, dice = [D.START_LIVES] * n, D.START_DICE
        if deal is not None:
            hands, deck, lives, dice = _read_deal(deal, n)
        else:
            deck = D.deck_cards()
            rng.shuffle(deck)
            hands = [_sorted([D.ZERO] + [deck.pop() for _ in range(D.START_HAND)])
                     for _ in range(n)]
        return BomuState(players=n, rng=rng, lives=lives, hands=hands, alive=[True] * n,
                         deck=deck, box=[D.ZERO] * (D.ZERO_CARDS - n), dice=dice,
                         picks=[None] * n, reshuffle_all=config.get("reshuffle") != "round")

    def conformance_configs(self) -> list[dict[str, Any]]:
        return [self.default_config(n) for n in range(self.min_players, self.max_players + 1)] \
            + [{"players": 4}]                 # a game recorded before R-B5 was re-read

    def default_config(self, players: int) -> dict[str, Any]:
        # "reshuffle": "round" is R-B5 as the text says it; a record without it (made
        # before) replays with every used card shuffled back, as it was played
        return {"players": players, "reshuffle": "round"}

    # ---- who acts, and what they may do ---------------------------------------
    def to_act(self, s: BomuState) -> frozenset[int]:
        if s.phase == PICK:
            return frozenset(p for p in s.alive_seats() if s.picks[p] is None)
        if s.phase in (SAFE_CHOICE, BONUS):
            return frozenset({s.handlers[0]})
        if s.phase == DISCARD:
            return frozenset(p for p in s.alive_seats() if len(s.hands[p]) > D.HAND_AFTER_EXPLOSION)
        return frozenset()

    def legal_actions(self, s: BomuState, seat: int) -> list[Action]:
        if seat not in self.to_act(s):
            return []
        hand = s.hands[seat]
        if s.phase == PICK:
            # SAFE can never be put face down.
            return [Play(c) for c in dict.fromkeys(hand) if c != D.SAFE]
        if s.phase == SAFE_CHOICE:
            return [UseSafe(), Roll()]
        if s.phase == BONUS:
            return [TakeCards(), TakeLife()]
        if s.phase == DISCARD:
            k = len(hand) - D.HAND_AFTER_EXPLOSION
            pool = list(hand)
            pool.remove(D.ZERO)               # the "0" card can not be discarded
            combos = dict.fromkeys(tuple(c) for c in itertools.combinations(pool, k))
            return [Discard(c) for c in combos]
        return []

    def in_game(self, s: BomuState, seat: object) -> bool:
        return isinstance(seat, int) and super().in_game(s, seat) and s.alive[seat]

    def why_illegal(self, s: BomuState, seat: int, action: Action) -> IllegalAction:
        if isinstance(action, Play) and action.card == D.SAFE:
            return IllegalAction("SAFE can not be played face down", "bomu.illegal.safe_face_down",
                                 action=str(action), seat=seat)
        if isinstance(action, Play) and action.card not in s.hands[seat]:
            return IllegalAction(f"card {action.card} is not in the hand", "illegal.not_in_hand",
                                 action=str(action), seat=seat, card=action.card)
        if isinstance(action, Discard):
            k = len(s.hands[seat]) - D.HAND_AFTER_EXPLOSION
            return IllegalAction(f"discard exactly {k} cards from the hand, never the \"0\"",
                                 "bomu.illegal.discard", action=str(action), seat=seat, count=k)
        return not_now(seat, action)

    # ---- applying an action ---------------------------------------------------
    def perform(self, s: BomuState, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        if isinstance(action, Play):
            s.hands[seat].remove(action.card)
            s.picks[seat] = action.card
            ev.append(Event("bomu.picked", {"seat": seat}))
            ev.append(Event("bomu.you_picked", {"seat": seat, "card": action.card},
                            frozenset({seat})))
            if not self.to_act(s):
                self._reveal(s, ev)
                self._run_handlers(s, ev)
        elif isinstance(action, UseSafe):
            s.hands[seat].remove(D.SAFE)
            s.used_public.append(D.SAFE)
            ev.append(Event("bomu.safe", {"seat": seat}))
            self._handler_done(s, ev)
            self._run_handlers(s, ev)
        elif isinstance(action, Roll):
            self._roll(s, seat, ev)
            self._run_handlers(s, ev)
        elif isinstance(action, TakeCards):
            self._draw(s, seat, s.bonus_marks, ev)
            self._handler_done(s, ev)
            self._run_handlers(s, ev)
        elif isinstance(action, TakeLife):
            s.lives[seat] += 1
            ev.append(Event("bomu.gain_life", {"seat": seat, "lives": s.lives[seat]}))
            self._handler_done(s, ev)
            self._run_handlers(s, ev)
        elif isinstance(action, Discard):
            for card in action.cards:
                s.hands[seat].remove(card)
                s.used_hidden.append(card)
            ev.append(Event("bomu.discarded", {"seat": seat, "count": len(action.cards)}))
            ev.append(Event("bomu.you_discarded", {"seat": seat, "cards": list(action.cards)},
                            frozenset({seat})))
            if not self.to_act(s):
                self._after_explosion(s, ev)
        return ev

    # ---- the round ------------------------------------------------------------
    def _reveal(self, s: BomuState, ev: list[Event]) -> None:
        s.revealed = True
        picks = {p: s.picks[p] for p in s.alive_seats()}
        cards = {p: c for p, c in picks.items() if c is not None}
        assert len(cards) == len(picks), "the cards are revealed once every seat has picked"
        ev.append(Event("bomu.revealed", {"cards": {str(p): c for p, c in cards.items()}}))
        for p, card in cards.items():
            if card == D.ZERO:
                # "0": draw 1, add a bomb die, take the "0" back into the hand.
                self._draw(s, p, 1, ev)
                self._add_die(s, ev, p, "0")
                s.hands[p] = _sorted(s.hands[p] + [D.ZERO])
            elif card == "3":
                self._add_die(s, ev, p, "3")
        if "2" in cards.values():
            s.red = True                      # several "2"s still add one red die
            ev.append(Event("bomu.red_die", {}))
        values = {p: D.card_value(c) for p, c in cards.items()}
        handlers = handlers_of(values)
        # Most lives first; ties decided at random (the table's rock-paper-scissors).
        tiebreak = {p: s.rng.random() for p in handlers}
        s.handlers = sorted(handlers, key=lambda p: (-s.lives[p], tiebreak[p]))
        ev.append(Event("bomu.handlers", {"order": list(s.handlers),
                                          "special": len(handlers) == 1 and values[handlers[0]] in (6, 7)
                                          and values[handlers[0]] != min(values.values())}))

    def _run_handlers(self, s: BomuState, ev: list[Event]) -> None:
        """Handle the bomb for each handler in turn, stopping at decisions."""
        while s.phase == PICK and s.revealed:
            if not s.handlers:
                self._end_round(s, ev)
                return
            h = s.handlers[0]
            if D.SAFE in s.hands[h]:
                s.phase = SAFE_CHOICE           # SAFE is offered just before rolling
                return
            self._roll(s, h, ev)

    def _roll(self, s: BomuState, h: int, ev: list[Event]) -> None:
        faces = [s.rng.choice(D.WHITE_FACES) for _ in range(s.dice)]
        if s.red:
            faces.append(s.rng.choice(D.RED_FACES))
        bombs = sum(D.MARKS[f][0] for f in faces)
        fuses = sum(D.MARKS[f][1] for f in faces)
        marks = sum(D.MARKS[f][2] for f in faces)
        s.last_roll, s.last_roller = tuple(faces), h
        ev.append(Event("bomu.rolled", {"seat": h, "faces": faces, "red": s.red,
                                        "bombs": bombs, "ignitions": fuses, "cards": marks}))
        s.phase = PICK
        if bombs and fuses:
            lost = min(bombs, fuses, s.lives[h])
            s.lives[h] -= lost
            s.failed.append(h)
            ev.append(Event("bomu.exploded", {"seat": h, "lost": min(bombs, fuses),
                                              "lives": s.lives[h]}))
            if s.lives[h] == 0:
                self._eliminate(s, h, ev)
            self._handler_done(s, ev)
            return
        ev.append(Event("bomu.defused", {"seat": h, "cards": marks}))
        if marks >= D.BONUS_MARKS:
            s.phase, s.bonus_marks = BONUS, marks
            return
        self._draw(s, h, marks, ev)              # R-B3: fewer than 4 marks are drawn at once
        self._handler_done(s, ev)

    def _handler_done(self, s: BomuState, ev: list[Event]) -> None:
        s.handled.append(s.handlers.pop(0))
        s.phase, s.bonus_marks = PICK, 0

    def _eliminate(self, s: BomuState, p: int, ev: list[Event]) -> None:
        s.alive[p] = False
        hand = s.hands[p]
        s.hands[p] = []
        s.box.extend(c for c in hand if c == D.ZERO)
        s.used_hidden.extend(c for c in hand if c != D.ZERO)
        ev.append(Event("bomu.eliminated", {"seat": p}))

    def _end_round(self, s: BomuState, ev: list[Event]) -> None:
        """Every handler is done (R-B1: the end is checked only now)."""
        for p in range(s.players):
            card = s.picks[p]
            if card is not None and card != D.ZERO:
                s.used_public.append(card)
        s.picks = [None] * s.players
        s.revealed = False
        s.red = False
        alive = s.alive_seats()
        if len(alive) <= 1:
            s.phase, s.winners = OVER, frozenset(alive)
            ev.append(Event("bomu.game_over", {"winners": alive}))
            return
        if s.failed:
            s.phase = DISCARD
            if not self.to_act(s):
                self._after_explosion(s, ev)
            return
        self._add_die(s, ev, None, "round")
        self._new_round(s, ev)

    def _after_explosion(self, s: BomuState, ev: list[Event]) -> None:
        """Deal 1 card each, shuffle the used cards into the draw pile, back to 2 dice."""
        for p in s.alive_seats():
            self._draw(s, p, 1, ev)
        # 「今回の使用済みカードと残りの山札をすべて合わせてシャッフルします」(R-B5)
        a, b = (0, 0) if s.reshuffle_all else s.round_used_from
        s.deck.extend(s.used_public[a:] + s.used_hidden[b:])
        s.used_public, s.used_hidden = s.used_public[:a], s.used_hidden[:b]
        s.rng.shuffle(s.deck)
        s.dice = D.START_DICE
        ev.append(Event("bomu.reset", {"dice": s.dice, "deck": len(s.deck),
                                       "this_round": not s.reshuffle_all}))
        self._new_round(s, ev)

    def _new_round(self, s: BomuState, ev: list[Event]) -> None:
        s.round_used_from = (len(s.used_public), len(s.used_hidden))
        s.phase = PICK
        s.handled, s.failed = [], []
        s.round_no += 1
        ev.append(Event("bomu.new_round", {"round": s.round_no, "dice": s.dice}))

    def _add_die(self, s: BomuState, ev: list[Event], seat: int | None, why: str) -> None:
        if s.dice < D.MAX_DICE:
            s.dice += 1
            ev.append(Event("bomu.die_added", {"seat": seat, "why": why, "dice": s.dice}))
        else:
            ev.append(Event("bomu.dice_full", {"seat": seat, "why": why}))

    def _draw(self, s: BomuState, p: int, count: int, ev: list[Event]) -> None:
        drawn: list[str] = []
        for _ in range(count):
            if not s.deck and (s.used_public or s.used_hidden):
                s.deck = s.used_public + s.used_hidden
                s.used_public, s.used_hidden = [], []
                s.round_used_from = (0, 0)      # this round's used cards are in it too
                s.rng.shuffle(s.deck)
                ev.append(Event("bomu.deck_reshuffled", {"deck": len(s.deck)}))
            if not s.deck:
                ev.append(Event("bomu.no_cards", {"seat": p}))
                break
            drawn.append(s.deck.pop())
        if drawn:
            s.hands[p] = _sorted(s.hands[p] + drawn)
            ev.append(Event("bomu.drew", {"seat": p, "count": len(drawn)}))
            ev.append(Event("bomu.you_drew", {"seat": p, "cards": drawn}, frozenset({p})))

    # ---- ending, views, hidden information --------------------------------------
    def round_count(self, s: BomuState) -> int:
        """Rounds begun so far (engine.sim reports the mean)."""
        return s.round_no

    def outcome(self, s: BomuState) -> Outcome | None:
        if s.winners is None:
            return None
        if s.winners:
            return Outcome(s.winners, "bomu.outcome.last_standing", {"seat": min(s.winners)})
        return Outcome(frozenset(), "bomu.outcome.everyone_out")

    def view(self, s: BomuState, seat: int | None) -> BomuView:
        return BomuView(
            seat=seat, players=s.players, phase=s.phase, round_no=s.round_no,
            lives=tuple(s.lives), alive=tuple(s.alive),
            hand=tuple(s.hands[seat]) if seat is not None else (),
            hand_sizes=tuple(len(h) for h in s.hands),
            picked=tuple(p is not None for p in s.picks),
            own_pick=s.picks[seat] if seat is not None else None,
            table=tuple(s.picks) if s.revealed else (None,) * s.players,
            dice=s.dice, red=s.red, deck_size=len(s.deck),
            used_public=tuple(_sorted(s.used_public)), used_hidden_size=len(s.used_hidden),
            to_act=tuple(sorted(self.to_act(s))), handlers=tuple(s.handlers),
            handled=tuple(s.handled), failed=tuple(s.failed), bonus_marks=s.bonus_marks,
            last_roll=s.last_roll, last_roller=s.last_roller, winners=s.winners)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def reshuffle_hidden(self, s: BomuState, seat: int, rng: random.Random) -> BomuState:
        """Re-deal what `seat` can't see: other hands and face-down picks (each player's
        "0" is in the hand or is the face-down pick), the draw pile, the face-down used
        cards, the dice to come."""
        t = copy.deepcopy(s)
        others = [p for p in range(t.players) if p != seat and t.alive[p]]
        hidden_pick = [p for p in others if t.picks[p] is not None and not t.revealed]
        pool = list(t.deck) + list(t.used_hidden)
        for p in others:
            pool.extend(c for c in t.hands[p] if c != D.ZERO)
        pool.extend(c for p in hidden_pick if (c := t.picks[p]) is not None and c != D.ZERO)
        rng.shuffle(pool)
        # the face-down picks first: never SAFE, so a pool thin in other cards (R-B5
        # keeps earlier rounds' cards out) still gives each one a card it can be
        for p in hidden_pick:
            playable = [i for i, c in enumerate(pool) if c != D.SAFE]
            size = len(t.hands[p])
            t.picks[p] = D.ZERO if not playable or rng.random() < 1 / (size + 1) \
                else pool.pop(rng.choice(playable))
        for p in others:
            size = len(t.hands[p])
            if t.picks[p] == D.ZERO and p in hidden_pick:
                t.hands[p] = _sorted([pool.pop() for _ in range(size)])
            else:
                t.hands[p] = _sorted([D.ZERO] + [pool.pop() for _ in range(size - 1)])
        t.used_hidden = [pool.pop() for _ in range(len(t.used_hidden))]
        t.deck = pool
        t.rng = random.Random(rng.random())
        return t

    def bots(self) -> dict[str, Any]:
        from engine.bomu.bots import BOTS
        return BOTS
