"""Mission 39, "The 4 Noble Wires" (REF L1074-1093): no equipment; a Number card on the
board names the 4 noble wires, cut only all at once by the mission's special action
(a wrong one explodes the bomb); a face-down deck of 8 Number cards loses its top
card at each round's end until then; afterwards its cards are dealt out and each
player places 1 info token of a value they were dealt. Set-up tokens are drawn at
random."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special, parse_addr
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, SetupSpec, Step, register
from engine.busters.missions import multicut, numbers
from engine.busters.missions.fouratonce import FourAtOnce
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import MISSION, TURN, BustersState, Token
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

DECK = 8


class Mission39(FourAtOnce):
    number, key = 39, "busters.mission.39"

    def spec(self, players: int) -> SetupSpec:
        # "Do not put the Equipment cards on the board" (so rule sticker A's False
        # Bottom has nothing to draw: R-BB108); random set-up tokens, never yellow
        return SetupSpec(red=ColourSpec(3) if players == 2 else ColourSpec(2, of=3),
                         yellow=ColourSpec(4), equipment=0, random_tokens="all",
                         new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Put any Number card faceup on the first equipment space ... Randomly take 8
        # Number cards facedown and create a deck"
        noble = numbers.draw(state, 1, "noble")[0]
        rest = [v for v in numbers.VALUES if v != noble]
        order = numbers.fixed(state, "deck")
        deck = [int(v) for v in order] if order is not None else state.rng.sample(rest, DECK)
        state.mission_data.update(noble=noble, out=[], done=False, dealt={}, placing=[],
                                  _deck=deck, _unused=[v for v in rest if v not in deck],
                                  _hands={})
        return []

    # ---- the noble wires: fouratonce.FourAtOnce; after them, the deck is dealt -------------
    def reward(self, state: BustersState) -> tuple[list, bool]:
        out = self._deal(state)
        return out, not state.mission_data["placing"]

    def more_specials(self, state: BustersState, seat: int) -> list:
        return self._placings(state, seat) if state.mission_data["placing"] else []

    def more_deciders(self, state: BustersState) -> frozenset[int]:
        return frozenset(state.mission_data["placing"][:1])

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        if action.name == "info":
            return self._place(state, seat, action.args[0])
        return super().apply_special(state, seat, action)

    def _deal(self, state: BustersState) -> list:
        """"equally deal all remaining Number cards ... facedown among the bomb disposal
        experts, starting with the Captain and going clockwise" (one at a time round
        the table: the first ones may get one more, R-BB108)."""
        data = state.mission_data
        order = [(state.captain + k) % state.players for k in range(state.players)]
        hands: dict[str, list[int]] = {str(p): [] for p in order}
        for k, card in enumerate(data["_deck"]):
            hands[str(order[k % len(order)])].append(card)
        data["_deck"] = []
        data["_hands"] = hands
        data["dealt"] = {p: len(c) for p, c in hands.items()}
        out = [board.ev(state, "busters.m39.dealt", n=sum(data["dealt"].values()))]
        data["placing"] = [p for p in order if self._placings(state, p, check=True)]
        if data["placing"]:
            state.phase = MISSION
        return out

    def _placings(self, state: BustersState, seat: int, check: bool = False) -> list:
        """"each bomb disposal expert puts 1 info token matching a value from Number
        cards they received" in front of a wire of that value; a card whose value they
        do not hold any more, or whose tokens are all used, is ignored (FAQ)."""
        data = state.mission_data
        if not check and (not data["placing"] or data["placing"][0] != seat):
            return []
        cards = set(data["_hands"].get(str(seat), []))
        return [Special("info", (f"{seat}.{st.index}.{i}",)) for st in state.hands[seat]
                for i in st.uncut() if st.slots[i].wire.value in cards
                and state.info_supply.get(st.slots[i].wire.value, 0) > 0
                and not st.slots[i].tokens]

    def _place(self, state: BustersState, seat: int, addr: str) -> Step:
        data = state.mission_data
        out: list = []
        where = parse_addr(addr)
        board.place_token(state, out, *where, Token(state.slot(*where).wire.value))
        data["placing"] = [p for p in data["placing"][1:]
                           if self._placings(state, p, check=True)]
        if data["placing"]:
            return Step(out)
        state.phase = TURN
        return Step(out, end_turn=True)

    # ---- what each seat sees -------------------------------------------------------------
    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        out: list = [Cards("noble", (NumberCard(data["noble"],
                                                "done" if data["done"] else "up"),)),
                     Cards("deck", deck=len(data["_deck"]))]
        if data["out"]:
            out.append(Cards("discarded", tuple(NumberCard(v, "out") for v in data["out"])))
        for p, n in data["dealt"].items():
            mine = seat is not None and int(p) == seat
            cards = data["_hands"][p] if mine else [None] * n
            out.append(Cards("dealt", tuple(NumberCard(v, "up" if mine else "down")
                                            for v in cards), owner=int(p)))
        return tuple(out) + multicut.component(state)

    def public_data(self, state: BustersState) -> dict[str, Any]:
        data = super().public_data(state)
        data["deck_n"] = len(state.mission_data["_deck"])
        return data

    def _unseen(self, state: BustersState, seat: int, own: list[int]) -> list[int]:
        """The Number cards `seat` has not seen: the deck, the 3 left out, the others'."""
        data = state.mission_data
        seen = {data["noble"], *data["out"], *own}
        return [v for v in numbers.VALUES if v not in seen]

    def _redeal(self, state: BustersState, seat: int, own: list[int], rng: random.Random) -> None:
        data = state.mission_data
        pool = self._unseen(state, seat, own)
        rng.shuffle(pool)
        counts = {p: n for p, n in data["dealt"].items()}
        hands = {p: (list(own) if int(p) == seat else [pool.pop() for _ in range(n)])
                 for p, n in counts.items()}
        deck_n = data.get("deck_n", len(data.get("_deck", [])))
        data.update(_hands=hands, _deck=[pool.pop() for _ in range(deck_n)], _unused=pool)

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        data = state.mission_data
        data["deck_n"] = len(data["_deck"])
        self._redeal(state, seat, data["_hands"].get(str(seat), []), rng)
        del data["deck_n"]

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        own = next(([c.value for c in comp.cards if c.value is not None]   # one's own: face up
                     for comp in view.mission_info
                     if isinstance(comp, Cards) and comp.id == "dealt"
                     and comp.owner == view.seat), [])
        self._redeal(state, view.me, own, rng)
        state.mission_data.pop("deck_n", None)

    # ---- bots ---------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """The noble cut as FourAtOnce decides it; the token on the wire of a value the
        seat holds fewest of (its place rules out most)."""
        infos = [a for a in legal if isinstance(a, Special) and a.name == "info"]
        if infos:
            return Advice(max(infos, key=lambda a: (-_held(view, a), a.args[0])), 1.0,
                          "busters.advice.m39.token")
        return self.decide_noble(view, legal, ctx)


def _held(view: BustersView, a: Special) -> int:
    """How many uncut wires of the token's value the seat holds."""
    seat, stand, slot = multicut.addr_of(a)
    value = next(st for st in view.stands if st.seat == seat and st.index == stand).slots[slot].wire
    return sum(1 for st in view.stands if st.seat == view.seat for sl in st.slots
               if not sl.cut and sl.wire == value)


register(Mission39())
