"""Mission 31, "With One Hand Tied Behind My Back..." (REF L947-960): the Constraint
cards A-E chosen at set-up, the Captain first; each player cuts as its card says, and
a card that cannot be applied at the start of its owner's turn is turned face down
for good (FAQ: even if a swap later brings a matching wire)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions.components import Constraint
from engine.busters.missions.constraints import Constraints, can_play, value_ok
from engine.busters.state import MISSION, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

CARDS = "ABCDE"


class Mission31(Mission):
    number, key = 31, "busters.mission.31"

    def __init__(self) -> None:
        self.components = (Constraints(self.constraint_of),)

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2, of=3), new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Before taking info tokens, starting with the Captain and going clockwise,
        # each player chooses 1 card"; the extra cards are discarded afterwards
        state.mission_data.update(cards={}, flipped=[], choosing=state.captain)
        state.phase = MISSION
        return []

    # ---- the choice at set-up -----------------------------------------------------
    def decision_seats(self, state: BustersState) -> frozenset[int]:
        return frozenset({state.mission_data["choosing"]})

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if state.phase != MISSION:
            return []
        taken = set(state.mission_data["cards"].values())
        return [Special("constraint", (c,)) for c in CARDS if c not in taken]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        data["cards"][str(seat)] = action.args[0]
        out = [board.ev(state, "busters.m31.chosen", seat=seat, constraint=action.args[0])]
        nxt = (seat + 1) % state.players
        if nxt == state.captain:
            return Step(out, continue_setup=True)
        data["choosing"] = nxt
        return Step(out)

    # ---- the cards in play --------------------------------------------------------
    def constraint_of(self, state: BustersState, seat: int) -> str | None:
        if str(seat) in state.mission_data.get("flipped", []):
            return None
        return state.mission_data.get("cards", {}).get(str(seat))

    def turn_start(self, state: BustersState) -> list[Event]:
        # "When a bomb disposal expert cannot apply their constraint at the start of
        # their turn, they flip the card facedown and continue playing as usual"
        seat = state.active
        if self.constraint_of(state, seat) and state.has_wires(seat) and \
                not can_play(self, state, seat):
            from engine.busters import cuts
            if not cuts.all_red(state, seat):          # Reveal is never bound (R-BB94)
                proof = board.proof(seat, cuts.held_none(state, seat))
                state.mission_data["flipped"].append(str(seat))
                return [board.ev(state, "busters.m31.flipped", seat=seat,
                                 constraint=state.mission_data["cards"][str(seat)], **proof)]
        return []

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        return tuple(Constraint(c, int(s), face_up=s not in data["flipped"],
                                active=s not in data["flipped"])
                     for s, c in sorted(data["cards"].items()))

    # ---- bots ---------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """The card that leaves the most of one's own wires cuttable; with 2 players,
        never A with B or C with D (the card's advice)."""
        mine = [v for v in ctx.own_values() if v != "R"]
        taken = {c for s, c in ((x.owner, x.letter) for x in view.mission_info)}
        clash = {"A": "B", "B": "A", "C": "D", "D": "C"}

        def score(a: Special) -> tuple:
            c = a.args[0]
            advised = view.players == 2 and clash.get(c) in taken
            return (not advised, sum(1 for v in mine if value_ok(c, v)), c)
        best = max((a for a in legal if isinstance(a, Special) and a.name == "constraint"),
                   key=score)
        return Advice(best, 1.0, "busters.advice.constraint", {"constraint": best.args[0]})


register(Mission31())
