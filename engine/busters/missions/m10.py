"""Mission 10, "A Rough Patch" (REF L632-649): a 15-minute timer (12 with 2 players)
runs from the end of setup, and turns are taken in any order: whoever says "Snip!"
plays next, but never twice in a row (except with 2 players, or when they are the
last with wires: FAQ). No Coffee Mug.

At the table "whoever says Snip!" becomes: before each turn the players who may
play are asked in turn, clockwise from the last active player; each answers "Snip!"
or "Not me", and the last one asked when all others said "Not me" plays (R-BB171).
When only one player may play, nobody is asked."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions.components import Clock
from engine.busters import board
from engine.busters.state import CHARACTERS, MISSION, OVER, SETUP_INFO, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

MINUTES = {2: 12}                              # "2-player override: 12 min"


class Mission10(Mission):
    number, key = 10, "busters.mission.10"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(1), yellow=ColourSpec(4), excluded=frozenset({11}),
                         false_bottom=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        state.mission_data.update(last=None, asking=[])
        return []

    # ---- the clock ------------------------------------------------------------------
    def clock(self, state: BustersState) -> Clock | None:
        # "Once setup is complete, start the timer"
        if state.phase in (CHARACTERS, SETUP_INFO, OVER):
            return None
        return Clock("m10", 60 * MINUTES.get(state.players, 15))

    # ---- "Snip!" ------------------------------------------------------------------------
    def _may_play(self, state: BustersState) -> list[int]:
        """Who may take the next turn, clockwise from the last active player's left:
        not the last one again, unless 2 players or they alone hold wires (FAQ)."""
        last = state.mission_data["last"]
        start = 0 if last is None else last + 1
        seats = [p for p in ((start + k) % state.players for k in range(state.players))
                 if state.has_wires(p)]
        if state.players > 2 and len(seats) > 1:
            seats = [p for p in seats if p != last]
        return seats

    def next_active(self, state: BustersState, current: int) -> int | None:
        seats = self._may_play(state)
        return seats[0] if seats else None

    def turn_start(self, state: BustersState) -> list[Event]:
        seats = self._may_play(state)
        if len(seats) > 1:
            state.mission_data["asking"] = seats
            state.phase = MISSION
        return []

    def turn_end(self, state: BustersState) -> list[Event]:
        state.mission_data["last"] = state.active
        return []

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        asking = state.mission_data.get("asking") or []
        return frozenset(asking[:1]) if state.phase == MISSION else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        if state.phase != MISSION or seat not in self.decision_seats(state):
            return []
        last_asked = len(state.mission_data["asking"]) == 1
        return [Special("snip")] + ([] if last_asked else [Special("notme")])

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        if action.name == "snip":
            data["asking"] = []
            return Step([board.ev(state, "busters.m10.snip", seat=seat)], resume=True, actor=seat)
        data["asking"] = data["asking"][1:]
        return Step([board.ev(state, "busters.m10.notme", seat=seat)])

    # ---- bots ---------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """Say "Snip!" when this seat's best cut is near certain, or when nobody is left
        to ask; otherwise leave the turn to a teammate who may hold a surer cut."""
        names = {a.name: a for a in legal if isinstance(a, Special)}
        if "notme" not in names:
            return Advice(names["snip"], 1.0, "busters.advice.m10.last") if "snip" in names else None
        if ctx.sure_cut_after(names["snip"]):
            return Advice(names["snip"], 1.0, "busters.advice.m10.snip")
        return Advice(names["notme"], 1.0, "busters.advice.m10.notme")


register(Mission10())
