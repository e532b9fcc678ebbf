"""Mission 42, "Time to Run Away and Join The Circus..." (REF L1131-1142): 1 out of 3
red and 4 yellow wires; the sound file is replaced by the app's script (R-BB180): from
the second round on, a circus act opens every round, in turn the tightrope walkers
(until the next act a failed cut advances the dial 2 spaces), the strongman (he
pushes the dial back 1 space) and the trapeze (the Captain card flies to the left:
that player starts the round, and the old Captain's turn is skipped)."""
from __future__ import annotations

from typing import Any
from engine.busters import board
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Failure, Mission, SetupSpec, Weighs, register
from engine.busters.missions.components import Stage
from engine.busters.state import BustersState
from engine.core.event import Event

#: the acts, in the order the show plays them, round after round
ACTS = ("tightrope", "strongman", "trapeze")


class Mission42(Mission):
    number, key = 42, "busters.mission.42"
    weighs = frozenset({Weighs.FAILURE})

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(1, of=3), yellow=ColourSpec(4), false_bottom=True,
                         new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        state.mission_data.update(acts=0, act="")
        return []

    def round_end(self, state: BustersState) -> list[Event]:
        # before the Captain's turn, from the second round on: the next act
        data = state.mission_data
        act = ACTS[data["acts"] % len(ACTS)]
        data["acts"] += 1
        data["act"] = act
        out = [board.ev(state, f"busters.m42.{act}")]
        if act == "strongman":
            board.rewind(state, out)
        elif act == "trapeze":
            state.captain = (state.captain + 1) % state.players
            state.next_seat = state.captain
            out.append(board.ev(state, "busters.m42.captain", seat=state.captain))
        return out

    def failure(self, state: BustersState, seat: int, target_seat: int) -> Failure:
        base = super().failure(state, seat, target_seat)
        if state.mission_data.get("act") == "tightrope":
            return Failure(steps=2 * base.steps, explode=base.explode, token=base.token)
        return base

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        act = state.mission_data.get("act")
        return (Stage(f"act_{act}"),) if act else ()


register(Mission42())
