"""The games Bakudan can play. Only finished games are listed here: what is not
built is not shown."""
from __future__ import annotations

import importlib

from engine.core.game import Game

#: game id -> module exposing GAME; in the order the home screen shows them
_MODULES = {
    "bomu": "engine.bomu",
    "busters": "engine.busters",
    "academy": "engine.academy",
}


def available_games() -> list[str]:
    return list(_MODULES)


def get_game(game_id: str) -> Game:
    try:
        module = _MODULES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(_MODULES)}") from None
    return importlib.import_module(module).GAME
