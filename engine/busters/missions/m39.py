"""Mission 39, "The 4 Noble Wires" (REF L1074-1093): no equipment; a Number card on the
board names the 4 noble wires, cut only all at once by the mission's special action
(a wrong one explodes the bomb); a face-down deck of 8 Number cards loses its top
card at each round's end until then; afterwards its cards are dealt out and each
player places 1 info token of a value they were dealt. Set-up tokens are drawn at
random."""
from __future__ import annotations

from typing import Any

from engine.busters import board
from engine.busters.actions import Dual, Reveal, Solo, Special
from engine.busters.botctx import Advice
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import multicut, numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import MISSION, TURN, Token

DECK = 8


class Mission39(Mission):
    number, key = 39, "busters.mission.39"

    def spec(self, players: int) -> SetupSpec:
        # "Do not put the Equipment cards on the board" (so rule sticker A's False
        # Bottom has nothing to draw: R-BB108); random set-up tokens, never yellow
        return SetupSpec(red=ColourSpec(3) if players == 2 else ColourSpec(2, of=3),
                         yellow=ColourSpec(4), equipment=0, random_tokens="all",
                         new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: Any) -> list:
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

    # ---- the noble wires ------------------------------------------------------------
    def cut_allowed(self, state: Any, seat: int, value: Any) -> bool:
        # "The 4 wires whose value matches the faceup Number card must be cut at the
        # same time."
        return value != state.mission_data["noble"]

    def special_actions(self, state: Any, seat: int) -> list:
        data = state.mission_data
        if multicut.active(state):
            return multicut.options(state, lambda p, st, i: True)
        if data["placing"]:
            return self._placings(state, seat)
        if state.phase == TURN and seat == state.active and not data["done"]:
            return [Special("noble")]
        return []

    def decision_seats(self, state: Any) -> frozenset[int]:
        cut = multicut.active(state)
        if cut:
            return frozenset({cut["seat"]})
        placing = state.mission_data["placing"]
        return frozenset(placing[:1])

    def apply_special(self, state: Any, seat: int, action: Any) -> Step:
        data = state.mission_data
        if action.name == "noble":
            # "Indicate and cut the 4 wires ... (without using personal equipment), even
            # if you don't have any of these wires in your hand." Its own: known to it.
            left = state.in_play.get(data["noble"], 0) - state.cut_count(data["noble"])
            own = [(seat, st.index, i) for st in state.hands[seat] for i in st.uncut()
                   if st.slots[i].wire.value == data["noble"]]
            multicut.begin(state, seat, "noble", left, own)
            out = [board.ev(state, "busters.m39.declared", seat=seat, value=data["noble"])]
            if len(own) >= left:
                done = self._resolve(state, seat)
                return Step(out + done.events, end_turn=done.end_turn)
            return Step(out)
        if action.name == "info":
            return self._place(state, seat, action.args[0])
        if not multicut.point(state, action):
            return Step()
        return self._resolve(state, seat)

    def _resolve(self, state: Any, seat: int) -> Step:
        data = state.mission_data
        out: list = []
        pointed = multicut.pointed(state)
        multicut.finish(state)
        out.append(board.ev(state, "busters.m39.pointed", seat=seat,
                            addrs=[list(a) for a in pointed]))
        if any(state.slot(*a).wire.value != data["noble"] for a in pointed):
            board.explode(state, out, "busters.outcome.failure")    # "the bomb will explode!"
            return Step(out)
        for a in pointed:
            board.cut(state, out, *a, why="special")
        state.cut_result = ([data["noble"]], True)
        data["done"] = True
        out += self._deal(state)
        return Step(out, end_turn=not data["placing"])

    # ---- the deck ---------------------------------------------------------------------
    def round_end(self, state: Any) -> list:
        # "Until this mission's special action has been done, at the end of each round,
        # before the Captain's turn, discard the top card of the Number deck." (face up,
        # R-BB108)
        data = state.mission_data
        if data["done"] or not data["_deck"]:
            return []
        card = data["_deck"].pop(0)
        data["out"].append(card)
        return [board.ev(state, "busters.m39.discarded", card=card, n=len(data["_deck"]))]

    def _deal(self, state: Any) -> list:
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

    def _placings(self, state: Any, seat: int, check: bool = False) -> list:
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

    def _place(self, state: Any, seat: int, addr: str) -> Step:
        data = state.mission_data
        out: list = []
        where = [int(x) for x in addr.split(".")]
        board.place_token(state, out, *where, Token(state.slot(*where).wire.value))
        data["placing"] = [p for p in data["placing"][1:]
                           if self._placings(state, p, check=True)]
        if data["placing"]:
            return Step(out)
        state.phase = TURN
        return Step(out, end_turn=True)

    # ---- what each seat sees -------------------------------------------------------------
    def view_data(self, state: Any, seat: int | None) -> tuple:
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

    def public_data(self, state: Any) -> dict[str, Any]:
        data = super().public_data(state)
        data["deck_n"] = len(state.mission_data["_deck"])
        return data

    def _unseen(self, state: Any, seat: int, own: list[int]) -> list[int]:
        """The Number cards `seat` has not seen: the deck, the 3 left out, the others'."""
        data = state.mission_data
        seen = {data["noble"], *data["out"], *own}
        return [v for v in numbers.VALUES if v not in seen]

    def _redeal(self, state: Any, seat: int, own: list[int], rng: Any) -> None:
        data = state.mission_data
        pool = self._unseen(state, seat, own)
        rng.shuffle(pool)
        counts = {p: n for p, n in data["dealt"].items()}
        hands = {p: (list(own) if int(p) == seat else [pool.pop() for _ in range(n)])
                 for p, n in counts.items()}
        deck_n = data.get("deck_n", len(data.get("_deck", [])))
        data.update(_hands=hands, _deck=[pool.pop() for _ in range(deck_n)], _unused=pool)

    def reshuffle_hidden(self, state: Any, seat: int, rng: Any) -> None:
        data = state.mission_data
        data["deck_n"] = len(data["_deck"])
        self._redeal(state, seat, data["_hands"].get(str(seat), []), rng)
        del data["deck_n"]

    def determinize(self, state: Any, view: Any, rng: Any) -> None:
        own = next((list(c.value for c in comp.cards) for comp in view.mission_info
                    if isinstance(comp, Cards) and comp.id == "dealt"
                    and comp.owner == view.seat), [])
        self._redeal(state, view.seat, own, rng)
        state.mission_data.pop("deck_n", None)

    # ---- bots ---------------------------------------------------------------------------
    def decide(self, view: Any, legal: list, ctx: Any) -> Any:
        """Declare the noble cut only when every noble wire it must point at is
        certain (a wrong one explodes), or when there is nothing else to do; point at
        the likeliest; place the token on the wire whose value helps most (a value of
        which it holds one: its place tells where the others are not)."""
        noble = ctx.mission_data()["noble"]
        pointing = multicut.point_likeliest(legal, ctx, noble)
        if pointing is not None:
            return pointing
        infos = [a for a in legal if isinstance(a, Special) and a.name == "info"]
        if infos:
            return Advice(max(infos, key=lambda a: (-_held(view, a), a.args[0])), 1.0,
                          "busters.advice.mission")
        declare = [a for a in legal if isinstance(a, Special) and a.name == "noble"]
        if not declare:
            return None
        others = [a for a in legal if isinstance(a, (Dual, Solo, Reveal))]
        need = 4 - sum(1 for st in view.stands for sl in st.slots
                       if sl.cut and sl.wire == str(noble)) - len(_own_noble(view, noble))
        if multicut.sure_to_find(view, ctx, noble, need) or not others:
            return Advice(declare[0], 1.0, "busters.advice.special_cut")
        return None


def _own_noble(view: Any, noble: int) -> list[tuple[int, int, int]]:
    return [(st.seat, st.index, i) for st in view.stands if st.seat == view.seat
            for i, sl in enumerate(st.slots) if not sl.cut and sl.wire == str(noble)]


def _held(view: Any, a: Special) -> int:
    """How many uncut wires of the token's value the seat holds."""
    seat, stand, slot = multicut.addr_of(a)
    value = next(st for st in view.stands if st.seat == seat and st.index == stand).slots[slot].wire
    return sum(1 for st in view.stands if st.seat == view.seat for sl in st.slots
               if not sl.cut and sl.wire == value)


register(Mission39())
