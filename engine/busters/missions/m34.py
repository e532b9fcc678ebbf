"""Mission 34, "The Weakest Link" (REF L962-985): once the Captain is known, the
character cards (the Captain card among them) and Constraint cards A-E are dealt face
down, one each. Whoever holds the Captain card is the weakest link: only they apply
their Constraint card, secretly. While the characters are hidden nobody has personal
equipment. If the weakest link cannot play because of their card, the detonator
advances 2 and every Constraint and character card is discarded (no personal
equipment for the rest of the mission). At the start of their turn another player
may name the weakest link and their card: wrong, the detonator advances 1; right, the
characters turn face up (personal equipment usable at once) and the Constraint cards
are discarded. Not for 2 players (R-BB177)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board, cuts
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext, life_cost
from engine.busters.components import CHARACTERS, FACE_DOWN, PERSONAL
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Constraint, Role
from engine.busters.missions.constraints import Constraints, can_play, value_ok
from engine.busters.state import TURN, BustersState, Character
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

LETTERS = "ABCDE"
HIDDEN = FACE_DOWN                             # a face-down character card
#: bots: the events in which the active player names the values they cut
ANNOUNCED = {"busters.dual_cut.declared": "values", "busters.detector.declared": "values",
             "busters.solo_cut": "value"}
#: bots: what finding the weakest link is worth, in the chance of winning (every
#: player's Double Detector, and no 2-space stall to come)
FOUND_WORTH = 0.15


class Mission34(Mission):
    number, key = 34, "busters.mission.34"

    def __init__(self) -> None:
        self.components = (Constraints(self.constraint_of),)
    min_players = 3                            # "MISSION IMPOSSIBLE" with 2

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(1))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "shuffle the character cards (making sure the Captain card is included), and
        # deal 1 to each player facedown"; "Shuffle Constraint cards A to E and deal 1
        # facedown to each player"
        n = state.players
        names = list(CHARACTERS[:n])
        letters = list(LETTERS)
        if numbers.fixed(state, "characters") is None:
            state.rng.shuffle(names)
        else:
            names = list(numbers.fixed(state, "characters"))
        if numbers.fixed(state, "constraints") is None:
            state.rng.shuffle(letters)
        else:
            letters = list(numbers.fixed(state, "constraints"))
        state.mission_data.update(_names=names[:n], _cards=letters[:n], state="hidden",
                                  guessed=-1)
        state.characters = [Character(HIDDEN, PERSONAL, used=True) for _ in range(n)]
        return []

    # ---- who is bound, and by what -------------------------------------------------------
    def _weakest(self, state: BustersState) -> int:
        return state.mission_data["_names"].index("captain")

    def constraint_of(self, state: BustersState, seat: int) -> str | None:
        # "only the weakest link must apply their constraint"
        data = state.mission_data
        if data["state"] != "hidden" or seat != self._weakest(state):
            return None
        return data["_cards"][seat]

    def turn_start(self, state: BustersState) -> list[Event]:
        # "If they cannot play on their turn because of the constraint: the detonator
        # dial advances 2 spaces. All bomb disposal experts discard their Constraint
        # and character cards." (Reveal Your Red Wires is never bound: R-BB94)
        seat = state.active
        if self.constraint_of(state, seat) and state.has_wires(seat) and \
                not cuts.all_red(state, seat) and not can_play(self, state, seat):
            state.mission_data["state"] = "discarded"
            out = [board.ev(state, "busters.m34.stuck", seat=seat)]
            board.advance(state, out, 2)
            return out
        return []

    # ---- guessing ------------------------------------------------------------------------
    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        # "At the start of their turn, they can point out the weakest link and guess
        # their constraint card" (the others; one guess a turn, before acting)
        data = state.mission_data
        if data["state"] != "hidden" or state.phase != TURN or seat != state.active or \
                data["guessed"] == state.turn_no or state.declaration is not None or \
                seat == self._weakest(state):
            return []
        mine = data["_cards"][seat]
        return [Special("guess", (str(p), c)) for p in range(state.players) if p != seat
                for c in LETTERS if c != mine]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        data["guessed"] = state.turn_no
        target, letter = int(action.args[0]), action.args[1]
        out = [board.ev(state, "busters.m34.guess", seat=seat, owner=target, constraint=letter)]
        if target == self._weakest(state) and data["_cards"][target] == letter:
            # "all character cards are flipped faceup and all Constraint cards are
            # discarded ... all personal equipment is immediately usable"
            data["state"] = "found"
            state.characters = [Character(name, PERSONAL) for name in data["_names"]]
            out.append(board.ev(state, "busters.m34.found", seat=seat, owner=target,
                                constraint=letter))
        else:
            out.append(board.ev(state, "busters.m34.wrong", seat=seat))
            board.advance(state, out, 1)
        return Step(out)

    # ---- bots ------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Name the likeliest weakest link and card where the chance it is right,
        times what finding them is worth, outweighs a wrong guess's dial space."""
        guesses = {a.args: a for a in legal if isinstance(a, Special) and a.name == "guess"}
        if not guesses:
            return None
        odds = suspects(view)
        (seat, letter), p = max(odds.items(), key=lambda x: (x[1], x[0]))
        if p * FOUND_WORTH <= (1 - p) * life_cost(view.detonator, 1):
            return None
        return Advice(guesses[(str(seat), letter)], p, "busters.advice.m34.guess",
                      {"seat": seat, "constraint": letter, "p": round(p, 4)})

    # ---- what each seat sees; what bots and the leak test draw again --------------------
    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        if data["state"] != "hidden":
            return (Role("weakest", self._weakest(state)),) if data["state"] == "found" else ()
        out: list = [Constraint(data["_cards"][p] if p == seat else "", p, face_up=p == seat,
                                active=True) for p in range(state.players)]
        if seat is not None:                   # each knows of themself only, as the card says
            out.append(Role("weakest" if seat == self._weakest(state) else "notweakest", seat))
        return tuple(out)

    def public_data(self, state: BustersState) -> dict[str, Any]:
        return {**super().public_data(state), "n": state.players}

    def _redeal(self, state: BustersState, seat: int | None, rng: random.Random, own: str | None,
                weakest: bool | None) -> None:
        """Everything `seat` does not know, drawn again: the others' cards and who of
        them holds the Captain card (unless it is `seat`)."""
        data = state.mission_data
        n = state.players
        letters = [c for c in LETTERS if c != own]
        rng.shuffle(letters)
        cards = [own if p == seat else letters.pop() for p in range(n)]
        others = [p for p in range(n) if p != seat]
        holder = seat if weakest else rng.choice(others)
        names = [c for c in CHARACTERS[:n] if c != "captain"]
        rng.shuffle(names)
        data["_names"] = ["captain" if p == holder else names.pop() for p in range(n)]
        data["_cards"] = cards

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        data = state.mission_data
        if data["state"] == "hidden":
            self._redeal(state, seat, rng, data["_cards"][seat], seat == self._weakest(state))

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        data = state.mission_data
        data.pop("n", None)
        seat = view.seat
        own = next((c.letter for c in view.mission_info
                    if isinstance(c, Constraint) and c.owner == seat and c.letter), None)
        roles = [c for c in view.mission_info if isinstance(c, Role) and c.id == "weakest"]
        if data["state"] == "hidden":
            self._redeal(state, seat, rng, own, any(r.seat == seat for r in roles))
        else:                                  # found: public; discarded: it no longer matters
            holder = roles[0].seat if roles else 0
            names = [c for c in CHARACTERS[:state.players] if c != "captain"]
            data["_names"] = ["captain" if p == holder else names.pop(0) for p in range(state.players)]
            data["_cards"] = list(LETTERS[:state.players])


def suspects(view: BustersView) -> dict[tuple[int, str], float]:
    """The chance each (teammate, card) is the weakest link and theirs, read from the
    values each player has announced: the weakest link's all meet their card, and a
    free player's values meet any one card half the time (A-E each allow 6 of the 12
    numbers), so each value a card allows doubles the odds it binds that player."""
    me = view.me
    mine = next((c.letter for c in view.mission_info
                 if isinstance(c, Constraint) and c.owner == me and c.letter), None)
    said: dict[int, list] = {}
    for e in view.history:
        field = ANNOUNCED.get(e.key)
        if field is not None:
            values = e.params[field]
            said.setdefault(e.params["seat"], []).extend(values if isinstance(values, list) else [values])
    weights = {(p, c): 2.0 ** len(said.get(p, [])) * all(value_ok(c, v) for v in said.get(p, []))
               for p in range(view.players) if p != me for c in LETTERS if c != mine}
    total = sum(weights.values())
    return {k: w / total for k, w in weights.items()} if total else \
        {k: 1.0 / len(weights) for k in weights}


register(Mission34())
