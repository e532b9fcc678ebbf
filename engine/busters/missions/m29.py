"""Mission 29, "Guessing Game" (REF L910-934): every player holds hidden Number cards
(2 each, 3 for the Captain's right neighbour, the rest a face-down deck). At the start
of each turn the active player's right neighbour lays one face down; after the turn it
is revealed, and if the active player has just cut wires of that value the detonator
advances; the active player then takes the card. A card whose 4 wires are cut is
discarded; a player left with 1 card draws until a card whose wires are not all cut;
when one value is left to cut its card is discarded; a player out of wires puts their
cards under the deck."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, Weighs, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import MISSION, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


class Mission29(Mission):
    number, key = 29, "busters.mission.29"
    weighs = frozenset({Weighs.SUCCESS})

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3), captain_info=players != 2)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Shuffle and deal 2 Number cards facedown to each player (3 cards to the player
        # on the Captain's right), then put the rest facedown in a deck"
        order = numbers.fixed(state, "deal")
        deck = [int(v) for v in order] if order is not None else \
            state.rng.sample(list(numbers.VALUES), 12)
        right = (state.captain - 1) % state.players
        hands = {}
        for k in range(state.players):
            seat = (state.captain + k) % state.players
            n = 3 if seat == right else 2
            hands[str(seat)], deck = sorted(deck[:n]), deck[n:]
        state.mission_data.update(_hands=hands, _deck=deck, out=[], layer=None, _laid=None,
                                  laid=False, laid_by=None, cut=None)
        return []

    # ---- the turn --------------------------------------------------------------------------
    def _layer(self, state: BustersState) -> int | None:
        """"The player to the right of the active bomb disposal expert" (FAQ: if they
        have no Number card, the next player to the right)."""
        hands = state.mission_data["_hands"]
        for k in range(1, state.players):
            seat = (state.active - k) % state.players
            if hands[str(seat)]:
                return seat
        return None

    def turn_start(self, state: BustersState) -> list[Event]:
        data = state.mission_data
        data.update(cut=None, laid=False, _laid=None, layer=None)
        layer = self._layer(state)
        if layer is None:
            return []
        data["layer"] = layer
        state.phase = MISSION
        return []

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        layer = state.mission_data["layer"]
        return frozenset({layer}) if state.phase == MISSION and layer is not None else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = state.mission_data
        if state.phase != MISSION or seat != data["layer"]:
            return []
        return [Special("lay", (str(v),)) for v in data["_hands"][str(seat)]]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        # "1. The player to the right of the active bomb disposal expert puts 1 of their
        # Number cards facedown on the table."
        data = state.mission_data
        v = int(action.args[0])
        data["_hands"][str(seat)].remove(v)
        data.update(_laid=v, laid=True, layer=None, laid_by=seat)
        out = [board.ev(state, "busters.m29.laid", seat=seat, owner=state.active)]
        out += self._refill(state)
        return Step(out, resume=True)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # FAQ: "only the wire actually cut can trigger the detonator advance"
        if success and values:
            state.mission_data["cut"] = values[0]
        return self._discard_cut(state)

    def turn_end(self, state: BustersState) -> list[Event]:
        # "3. ... the facedown Number card is revealed. If the active bomb disposal expert
        # had just cut wires matching this value, the detonator dial advances 1 space.
        # 4. The active bomb disposal expert picks up the revealed Number card."
        data = state.mission_data
        out: list = []
        if data["laid"]:
            card, data["_laid"], data["laid"] = data["_laid"], None, False
            hit = data["cut"] == card
            out.append(board.ev(state, "busters.m29.revealed", card=card, seat=state.active,
                                hit=hit))
            if hit:
                board.advance(state, out, 1)
            if state.result is None:
                data["_hands"][str(state.active)] = sorted(data["_hands"][str(state.active)] + [card])
        out += self._discard_cut(state) + self._no_wires(state) + self._refill(state)
        return out

    # ---- the cards ------------------------------------------------------------------------
    def _discard_cut(self, state: BustersState) -> list:
        """"As soon as 4 wires of the same value have been cut, the matching Number card
        is discarded"; "When only 1 value is left to cut, the last Number card is
        immediately discarded." (wherever it is: a hand, the deck)"""
        data, out = state.mission_data, []
        left = [v for v in numbers.VALUES if not numbers.all_cut(state, v)
                and state.in_play.get(v, 0)]
        laid = data["_laid"] if data["laid"] else None      # discarded once revealed
        gone = {v for v in numbers.VALUES if v not in data["out"] and v != laid
                and (numbers.all_cut(state, v) or len(left) <= 1)}
        if not gone:
            return []
        for seat, cards in data["_hands"].items():
            data["_hands"][seat] = [c for c in cards if c not in gone]
        data["_deck"] = [c for c in data["_deck"] if c not in gone]
        data["out"] = data["out"] + sorted(gone)
        out.append(board.ev(state, "busters.m29.discarded", values=sorted(gone)))
        return out

    def _refill(self, state: BustersState) -> list:
        """"As soon as a player has only 1 card left, they draw 1 card at a time from the
        deck until they draw a card with a number whose wires have not already been cut.\""""
        data, out = state.mission_data, []
        for seat, cards in sorted(data["_hands"].items()):
            if len(cards) != 1 or not state.has_wires(int(seat)):
                continue
            while data["_deck"]:
                card = data["_deck"].pop(0)
                if numbers.all_cut(state, card):
                    data["out"] = sorted(set(data["out"]) | {card})
                    continue
                cards.append(card)
                cards.sort()
                out.append(board.ev(state, "busters.m29.drawn", seat=int(seat)))
                break
        return out

    def _no_wires(self, state: BustersState) -> list:
        """FAQ: "If a player's hand is empty (no wires), they place their Number cards
        face down under the draw pile.\""""
        data, out = state.mission_data, []
        for seat, cards in sorted(data["_hands"].items()):
            if cards and not state.has_wires(int(seat)):
                data["_deck"] = data["_deck"] + cards
                data["_hands"][seat] = []
                out.append(board.ev(state, "busters.m29.returned", seat=int(seat), n=len(cards)))
        return out

    # ---- what each seat sees --------------------------------------------------------------
    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        out: list = []
        for p, cards in sorted(data["_hands"].items(), key=lambda x: int(x[0])):
            mine = seat is not None and int(p) == seat
            out.append(Cards("hand", tuple(NumberCard(v if mine else None, "up" if mine else "down")
                                           for v in cards), owner=int(p)))
        out.append(Cards("deck", deck=len(data["_deck"])))
        if data["laid"]:
            shown = data["_laid"] if seat is not None and seat == data["laid_by"] else None
            out.append(Cards("laid", (NumberCard(shown, "down"),)))
        if data["out"]:
            out.append(Cards("discarded", tuple(NumberCard(v, "out") for v in data["out"])))
        return tuple(out)

    def public_data(self, state: BustersState) -> dict[str, Any]:
        data = state.mission_data
        return {**super().public_data(state),
                "counts": {p: len(c) for p, c in data["_hands"].items()},
                "deck_n": len(data["_deck"])}

    def _redeal(self, state: BustersState, seat: int, own: list[int], laid: int | None,
                rng: random.Random) -> None:
        """Everything the seat can not see drawn again from the cards it has not seen."""
        data = state.mission_data
        counts = data.get("counts") or {p: len(c) for p, c in data["_hands"].items()}
        deck_n = data.get("deck_n", len(data.get("_deck", [])))
        seen = set(data["out"]) | set(own) | ({laid} if laid is not None else set())
        pool = [v for v in numbers.VALUES if v not in seen]
        rng.shuffle(pool)
        hands = {p: (sorted(own) if int(p) == seat else sorted(pool.pop() for _ in range(n)))
                 for p, n in counts.items()}
        if data["laid"]:
            data["_laid"] = laid if laid is not None else pool.pop()
        data["_hands"] = hands
        data["_deck"] = [pool.pop() for _ in range(deck_n)]
        data.pop("counts", None)
        data.pop("deck_n", None)

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        data = state.mission_data
        laid = data["_laid"] if data["laid"] and data["laid_by"] == seat else None
        self._redeal(state, seat, list(data["_hands"].get(str(seat), [])), laid, rng)

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        own: list[int] = []
        laid = None
        for c in view.mission_info:
            if isinstance(c, Cards) and c.id == "hand" and c.owner == view.seat:
                own = [x.value for x in c.cards if x.value is not None]   # one's own: face up
            if isinstance(c, Cards) and c.id == "laid" and c.cards[0].value is not None:
                laid = c.cards[0].value
        self._redeal(state, view.me, own, laid, rng)

    # ---- bots ------------------------------------------------------------------------------
    def success_risk(self, view: BustersView, value: Value) -> float:
        """The laid card is one the active seat has not seen, any of them alike."""
        import json
        data = json.loads(view.mission_public)
        if not data.get("laid") or view.seat != view.active or not isinstance(value, int):
            return 0.0
        own = next((list(c.value for c in comp.cards) for comp in view.mission_info
                    if isinstance(comp, Cards) and comp.id == "hand" and comp.owner == view.seat), [])
        unseen = [v for v in numbers.VALUES if v not in data["out"] and v not in own]
        return 1.0 / len(unseen) if value in unseen else 0.0

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Lay the card whose value the active player is least likely to cut now: one
        they likely do not hold."""
        lays = [a for a in legal if isinstance(a, Special) and a.name == "lay"]
        if not lays:
            return None
        best = min(lays, key=lambda a: (ctx.holds(view.active, int(a.args[0])), a.args[0]))
        return Advice(best, 1.0, "busters.advice.m29.lay", {"seat": view.active, "value": int(best.args[0])})


register(Mission29())
