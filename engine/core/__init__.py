"""What every game shares: seats, actions, events, views, chance, records."""
from engine.core.action import Action, parse_simple
from engine.core.errors import IllegalAction, RecordError
from engine.core.event import Event, visible_events
from engine.core.game import Game, Outcome
from engine.core.record import GameRecord, replay
from engine.core.registry import available_games, get_game

__all__ = [
    "Action", "parse_simple", "IllegalAction", "RecordError", "Event", "visible_events",
    "Game", "Outcome", "GameRecord", "replay", "available_games", "get_game",
]
