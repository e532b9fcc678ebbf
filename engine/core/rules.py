"""The one way every game applies an action (DESIGN.md, "a state machine").

`apply` is the same prologue for all games: read the text, check it against
`legal_actions` (`allows`: a game may answer without listing them all), refuse with `IllegalAction` (an English reason, a message key the
desktop translates, and its parameters) before anything is touched; only then does
the game's `perform` change the state. `IllegalAction` therefore always means "this
move is refused and nothing changed"; any other exception out of `apply` is an
engine fault, never a refusal.

Message keys every game shares (parameters in brackets; `action` is the action's
text, `seat` the seat that tried it):

  illegal.unreadable     the text is not an action of this game  [action, detail]
  illegal.game_over      the game has ended                       [action, seat]
  illegal.not_in_game    no such seat, or it is out of the game   [action, seat]
  illegal.not_your_turn  the seat has no decision to make now     [action, seat]
  illegal.not_now        the action is not one of the choices now [action, seat]

A game adds its own keys (named `<game>.illegal.*`) in `why_illegal`.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.core.action import Action
from engine.core.errors import IllegalAction
from engine.core.event import Event
from engine.core.game import Outcome


class Rules:
    """Mixed into each game's rules class, which supplies `parse_action`,
    `legal_actions`, `to_act`, `outcome`, `perform` and, for precise reasons,
    `why_illegal` (and `in_game` where a seat can leave the game)."""

    # What each game supplies (engine/core/game.py, the Game protocol), named here
    # for the type checker only: a game without one fails when it is first called
    parse_action: Callable[[str], Action]
    legal_actions: Callable[[Any, int], list[Action]]
    to_act: Callable[[Any], frozenset[int]]
    outcome: Callable[[Any], Outcome | None]
    perform: Callable[[Any, int, Action], list[Event]]

    def apply(self, state: Any, seat: int, action: Action | str) -> list[Event]:
        """Apply `action` (or its text) for `seat`; IllegalAction leaves `state` as it was."""
        return self.perform(state, seat, self.check(state, seat, action))

    def check(self, state: Any, seat: int, action: Action | str) -> Action:
        """The action `seat` may take now, read from its text if need be; else IllegalAction."""
        if isinstance(action, str):
            text = action
            try:
                action = self.parse_action(text)
            except ValueError as exc:
                raise IllegalAction(f"unreadable action {text!r}: {exc}", "illegal.unreadable",
                                    action=text, detail=str(exc)) from exc
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {action!r}", "illegal.unreadable",
                                action=repr(action), detail="")
        if self.in_game(state, seat) and self.allows(state, seat, action):
            return action
        raise self.refusal(state, seat, action)

    def allows(self, state: Any, seat: int, action: Action) -> bool:
        """Whether `action` is among `legal_actions(state, seat)`. A game may answer
        without listing them all (the conformance tests hold the two to agreement)."""
        return action in self.legal_actions(state, seat)

    def refusal(self, state: Any, seat: int, action: Action) -> IllegalAction:
        """Why `action` is refused: the reasons every game shares first."""
        text = str(action)
        if self.outcome(state) is not None:
            return IllegalAction("the game is over", "illegal.game_over", action=text, seat=seat)
        if not self.in_game(state, seat):
            return IllegalAction(f"seat {seat!r} is not in the game", "illegal.not_in_game",
                                 action=text, seat=seat)
        if seat not in self.to_act(state):
            return IllegalAction(f"it is not seat {seat}'s decision", "illegal.not_your_turn",
                                 action=text, seat=seat)
        return self.why_illegal(state, seat, action)

    def in_game(self, state: Any, seat: Any) -> bool:
        """Whether `seat` names a seat still playing."""
        return (isinstance(seat, int) and not isinstance(seat, bool)
                and 0 <= seat < state.players)

    def why_illegal(self, state: Any, seat: int, action: Action) -> IllegalAction:
        """The refusal of an action by a seat that is to act: the game names the rule."""
        return not_now(seat, action)


def not_now(seat: int, action: Action) -> IllegalAction:
    return IllegalAction(f"{action} is not possible now", "illegal.not_now",
                         action=str(action), seat=seat)
