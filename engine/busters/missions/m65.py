"""Mission 65, "Hand-Me-Downs" (REF L1517-1532): the 12 Number cards dealt face up
among the players; a player may cut only a value of one of their cards, and skips
(the dial advancing) when they hold none; at the end of every turn the active player
gives one of their face-up cards to a teammate. A card whose 4 wires are cut is
turned face down and can no longer be given."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.state import MISSION, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


#: a teammate's skip a turn further away weighs this much less (others may give first)
SOONER = 0.8


class Mission65(Mission):
    number, key = 65, "busters.mission.65"
    min_players = 3                      # "MISSION IMPOSSIBLE" with 2

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(3), excluded=frozenset({10}),
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"}, sticker_c=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Shuffle then deal out the Number cards, as equally as possible ... (With 5
        # players, the Captain and player to their left will each have 3 cards)"
        order = numbers.fixed(state, "deal")
        deck = [int(v) for v in order] if order is not None else \
            state.rng.sample(list(numbers.VALUES), 12)
        seats = [(state.captain + k) % state.players for k in range(state.players)]
        cards: dict[str, list[int]] = {str(p): [] for p in seats}
        for k, v in enumerate(deck):
            cards[str(seats[k % len(seats)])].append(v)
        state.mission_data.update(cards={p: sorted(c) for p, c in cards.items()}, giving=None)
        return []

    def _up(self, state: BustersState, seat: int) -> list[int]:
        """The seat's face-up cards (a value whose 4 wires are all cut is face down)."""
        return [v for v in state.mission_data["cards"][str(seat)] if not numbers.all_cut(state, v)]

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "a bomb disposal expert must try to cut a value matching 1 of their Number cards"
        return value in state.mission_data["cards"][str(seat)]

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If the active bomb disposal expert does not have a wire in their hand matching
        # any of their numbers, they skip their turn, and the detonator advances 1 space."
        mine = {w.value for w in state.uncut_wires(seat) if not self.red_value(state, w.value)}
        if mine and not mine & set(state.mission_data["cards"][str(seat)]):
            return 1
        return None

    def turn_end(self, state: BustersState) -> list[Event]:
        # "In all cases, at the end of their turn, the active bomb disposal expert must
        # choose which 1 of their Number cards to give to a teammate." (a face-up one)
        if self._up(state, state.active):
            state.mission_data["giving"] = {"seat": state.active, "card": None}
            state.phase = MISSION
        return []

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        giving = state.mission_data["giving"]
        return frozenset({giving["seat"]}) if giving else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        giving = state.mission_data["giving"]
        if state.phase != MISSION or not giving or giving["seat"] != seat:
            return []
        if giving["card"] is None:
            return [Special("give", (str(v),)) for v in self._up(state, seat)]
        return [Special("giveto", (str(p),)) for p in range(state.players) if p != seat]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        if action.name == "give":
            data["giving"]["card"] = int(action.args[0])
            return Step()
        card, to = data["giving"]["card"], int(action.args[0])
        data["cards"][str(seat)].remove(card)
        data["cards"][str(to)] = sorted(data["cards"][str(to)] + [card])
        data["giving"] = None
        return Step([board.ev(state, "busters.m65.given", seat=seat, owner=to, card=card)],
                    resume=True)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        return tuple(Cards("hand", tuple(NumberCard(v, "done" if numbers.all_cut(state, v) else "up",
                                                    mark="giving" if data["giving"]
                                                    and data["giving"]["card"] == v else "")
                                         for v in cards), owner=int(p))
                     for p, cards in sorted(data["cards"].items()))

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Give the card that most lowers the chance a teammate must skip (sooner turns
        weigh more) less what it raises the giver's own; then the card a teammate is
        likeliest to use. A seat skips when it holds no wire of its cards' values."""
        gives = [a for a in legal if isinstance(a, Special) and a.name in ("give", "giveto")]
        if not gives:
            return None
        cards = {int(p): list(c) for p, c in ctx.mission_data()["cards"].items()}
        me, n = view.me, view.players

        def stuck(seat: int, values: list[int]) -> float:
            """The chance `seat` holds no uncut wire of any of `values`."""
            q = 1.0
            for v in values:
                q *= 1.0 - ctx.holds(seat, v)
            return q

        def worth(card: int, to: int) -> tuple:
            soon = SOONER ** ((to - me) % n - 1)
            gain = stuck(to, cards[to]) - stuck(to, cards[to] + [card])
            mine = [v for v in cards[me] if v != card]
            loss = stuck(me, mine) - stuck(me, cards[me])
            return (soon * gain - loss, ctx.holds(to, card) - 0.6 * ctx.holds(me, card))

        mates = [p for p in range(n) if p != me]
        if gives[0].name == "give":
            best = max(gives, key=lambda a: (max(worth(int(a.args[0]), p) for p in mates),
                                             a.args[0]))
            return Advice(best, 1.0, "busters.advice.m65.give", {"value": int(best.args[0])})
        card = ctx.mission_data()["giving"]["card"]
        best = max(gives, key=lambda a: (worth(card, int(a.args[0])), -int(a.args[0])))
        return Advice(best, 1.0, "busters.advice.m65.giveto", {"seat": int(best.args[0]), "value": card})

register(Mission65())
