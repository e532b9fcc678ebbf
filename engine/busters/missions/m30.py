"""Mission 30, "Speed Mission!" (REF L933-946). The card plays a sound file whose
script is not public; FACTS.md paraphrases it. The app plays its own scripted events
on the card's Number deck (R-BB175), while turns go on clockwise as usual:

1. Six timed Number cards, one after another: before the clock runs out (20 seconds
   for the first three, 15 for the next three), at least 2 wires of the card's value
   must be cut (all that are left, if fewer); else the detonator advances 1. Then the
   next card.
2. Three Number cards at once: all their wires within 2 minutes; the detonator
   advances 1 for each card not done.
3. Two minutes to cut everything left; then the bomb explodes.
A card whose wires are all cut already is discarded and the next one drawn; an empty
deck ends the stage. (The paraphrase's mime phase and the yellow-wire count are left
out: the first needs a table, the second is not in the card's rules.)"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.components import Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, Clock, NumberCard, Stage
from engine.busters.state import CHARACTERS, OVER, SETUP_INFO, BustersState
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

TIMED = (20, 20, 20, 15, 15, 15)       # seconds for each card of stage 1
THREE, FINAL = 120, 120


class Mission30(Mission):
    number, key = 30, "busters.mission.30"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(1, of=2), yellow=ColourSpec(4), false_bottom=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Shuffle the 12 Number cards facedown and create a deck"
        numbers.deck_setup(state)
        state.mission_data.update(stage="timed", k=0, cards=[], need=[], seen=[], out=[])
        self._deal(state, 1)                    # (its events are in the log already)
        return []

    # ---- the script ---------------------------------------------------------------------
    def _deal(self, state: BustersState, n: int) -> list:
        """Draw `n` cards for the stage, discarding those whose wires are all cut; each
        needs 2 cuts of its value in stage 1 (all that are left, if fewer), all of them
        in stage 2. No card left: the stage is over."""
        data, out = state.mission_data, []
        cards: list[int] = []
        gone: list[int] = []
        while len(cards) < n and (card := numbers.deck_draw(state)) is not None:
            (gone if numbers.all_cut(state, card) else cards).append(card)
        data["seen"] = data["seen"] + gone + cards
        data["out"] = data["out"] + gone
        if gone:
            out.append(board.ev(state, "busters.m30.replaced", cards=gone))
        left = [state.in_play.get(v, 0) - state.cut_count(v) for v in cards]
        need = [min(2, x) if data["stage"] == "timed" else x for x in left]
        data.update(cards=cards, base=[state.cut_count(v) for v in cards], need=need)
        if not cards:
            return out + self._next_stage(state)
        out.append(board.ev(state, f"busters.m30.{data['stage']}", cards=cards, k=data["k"] + 1))
        return out

    def _next_stage(self, state: BustersState) -> list:
        data = state.mission_data
        if data["stage"] == "timed" and data["k"] + 1 < len(TIMED) and data["cards"]:
            data["k"] += 1
            return self._deal(state, 1)
        if data["stage"] == "timed":
            data.update(stage="three", k=0)
            return self._deal(state, 3)
        data.update(stage="final", cards=[], need=[])
        return [board.ev(state, "busters.m30.final")]

    def _done(self, state: BustersState) -> list[bool]:
        data = state.mission_data
        return [state.cut_count(v) - b >= need
                for v, b, need in zip(data["cards"], data["base"], data["need"])]

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        data = state.mission_data
        if data["stage"] == "final" or not data["cards"] or not all(self._done(state)):
            return []
        out = [board.ev(state, "busters.m30.done", cards=data["cards"])]
        return out + self._next_stage(state)

    def clock(self, state: BustersState) -> Clock | None:
        if state.phase in (CHARACTERS, SETUP_INFO, OVER):
            return None
        data = state.mission_data
        if data["stage"] == "timed":
            return Clock(f"m30.card{data['k'] + 1}", TIMED[data["k"]])
        return Clock(f"m30.{data['stage']}", THREE if data["stage"] == "three" else FINAL)

    def on_timeout(self, state: BustersState, clock_id: str) -> Step:
        data = state.mission_data
        if data["stage"] == "final":
            return super().on_timeout(state, clock_id)
        missed = [v for v, ok in zip(data["cards"], self._done(state)) if not ok]
        out = [board.ev(state, "busters.m30.missed", cards=missed)]
        board.advance(state, out, len(missed))
        if state.result is None:
            out += self._next_stage(state)
        return Step(out)

    # ---- what the table shows, and what nobody knows ----------------------------------
    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        shown = tuple(NumberCard(v, "done" if ok else "up")
                      for v, ok in zip(data["cards"], self._done(state)))
        return (Stage(data["stage"], (data["k"] + 1,)), Cards("deck", deck=len(data["_deck"]))) + \
            ((Cards("cards", shown),) if shown else ())

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        numbers.deck_redeal(state, rng)

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        numbers.deck_redeal(state, rng)


register(Mission30())
