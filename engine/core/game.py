"""The contract every game implements (a state machine, see DESIGN.md).

States are mutable and private to the engine; `apply` validates against
`legal_actions` before touching anything, so an illegal action leaves the state
exactly as it was. Views are frozen and hold only what one seat may know.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.core.action import Action
from engine.core.event import Event
from engine.core.reading import whole


@dataclass(frozen=True)
class Outcome:
    """How a game ended. `winners` may be empty (everybody lost) or every seat
    (a cooperative win); `key` names why, for the end screen."""

    winners: frozenset[int]
    key: str
    params: dict[str, Any] = field(default_factory=dict, hash=False)


class Game(Protocol):
    id: str
    #: stored in every record; bump when old records would replay differently
    record_version: int

    def default_config(self, players: int) -> dict[str, Any]: ...
    def conformance_configs(self) -> list[dict[str, Any]]: ...
    def seat_count(self, config: dict[str, Any]) -> int: ...
    def new_game(self, config: dict[str, Any], seed: int,
                 deal: dict[str, Any] | None = None) -> Any: ...
    def to_act(self, state: Any) -> frozenset[int]: ...
    def legal_actions(self, state: Any, seat: int) -> list[Action]: ...
    def apply(self, state: Any, seat: int, action: Action | str) -> list[Event]: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    def view(self, state: Any, seat: int | None) -> Any: ...
    def parse_action(self, text: str) -> Action: ...
    def reshuffle_hidden(self, state: Any, seat: int, rng: random.Random) -> Any:
        """A copy of `state` with everything hidden from `seat` re-dealt at random
        (consistently with what is public), used to prove views do not leak."""
        ...
    def bots(self) -> dict[str, Any]:
        """Bot level name -> factory returning an object with `choose(view, legal, rng)`."""
        ...


class PlayersConfig:
    """For games configured by their number of players alone ({"players": n})."""

    min_players, max_players = 2, 5

    def default_config(self, players: int) -> dict[str, Any]:
        return {"players": players}

    def conformance_configs(self) -> list[dict[str, Any]]:
        return [{"players": n} for n in range(self.min_players, self.max_players + 1)]

    def seat_count(self, config: dict[str, Any]) -> int:
        return whole(config["players"], "players")
