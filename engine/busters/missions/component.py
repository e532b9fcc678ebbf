"""Rule components: one rule several missions share (the Constraint cards, a player
skipping while a card binds them, the Challenge cards, a Number deck turned up card
by card, tripwires, tokens of other kinds), written once with its own hooks, state
keys, table pieces and what bots must weigh (docs/missions.md, "Rule components").

A mission lists the components it uses, in order:

    class Mission57(Mission):
        def __init__(self) -> None:
            self.components = (SkipWhenBound(), Constraints(self.constraint_of))

and the mission's base hooks (missions/base.py, `Mission`) ask each component in
that order, starting from the base rule: the rules engine calls the mission only,
and the mission is the one place a hook is dispatched. A mission that overrides
one of these hooks calls super() to keep its components' rules.

How each hook combines the components (the default of each is the base rule, so a
component overrides only what its rule changes):

- permissions (`cut_allowed`, `wire_allowed`, `tool_allowed`, `token_follows`):
  all must allow;
- `allowed_actions`, `failure`, `info_token`: each changes what the ones before it
  gave;
- events, actions and table pieces (`after_setup`, `after_cut`, `turn_end`,
  `special_actions`, `view_data`): all of them, in order;
- `must_skip`, `postit_false`, `decide`: the first that says something (not None);
- `apply_special`: the component whose `actions` names the action;
- `cut_penalty`, `success_risk` (bots): the sum;
- `reshuffle_hidden`, `determinize`: each in turn.

Not to be confused with missions/components.py: the typed pieces the table draws."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.busters.actions import Special
from engine.busters.components import Value, Wire
from engine.busters.missions.base import Failure, Step, Weighs
from engine.busters.state import BustersState, Slot, Token
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # both import the missions
    from engine.busters.botctx import Advice, BotContext
    from engine.busters.views import BustersView


class Component:
    #: the mission actions (Special.name) this component applies
    actions: frozenset[str] = frozenset()
    #: what the rule changes that bots weigh (base.Weighs): declared, never guessed
    weighs: frozenset[Weighs] = frozenset()

    # ---- setup and the flow --------------------------------------------------------
    def after_setup(self, state: BustersState) -> list[Event]:
        return []

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        return []

    def turn_end(self, state: BustersState) -> list[Event]:
        return []

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        return None

    # ---- legality ------------------------------------------------------------------
    def allowed_actions(self, state: BustersState, seat: int,
                        actions: frozenset[str]) -> frozenset[str]:
        """`actions`: what the base rule and the components before this one allow."""
        return actions

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        return True

    def wire_allowed(self, state: BustersState, seat: int, slot: Slot, tool: str | None) -> bool:
        return True

    def tool_allowed(self, state: BustersState, seat: int, tool: str) -> bool:
        return True

    def cut_penalty(self, state: BustersState, seat: int, addr: tuple[int, int, int]) -> int:
        return 0

    def failure(self, state: BustersState, seat: int, target_seat: int,
                failure: Failure) -> Failure:
        """`failure`: what the base rule and the components before this one say."""
        return failure

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        return []

    # ---- info tokens ---------------------------------------------------------------
    def info_token(self, state: BustersState, wire: Wire, announced: tuple[Value, ...],
                   token: Token | None) -> Token | None:
        """`token`: what the base rule and the components before this one give."""
        return token

    def token_follows(self, state: BustersState, token: Token) -> bool:
        return True

    def postit_false(self, state: BustersState, wire: Wire) -> tuple[Value, ...] | None:
        return None

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        raise ValueError(f"no action {action}")

    # ---- what players see, and the hidden parts --------------------------------------
    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return ()

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        pass

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        pass

    # ---- bots ------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        return None

    def success_risk(self, view: BustersView, value: Value) -> float:
        return 0.0
