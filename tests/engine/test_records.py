"""The game record: JSON round trip, exact replay, clear errors (engine/core/record.py)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from engine.core import GameRecord, RecordError, get_game, replay
from engine.core.registry import available_games


def _play(game_id: str, players: int, seed: int, steps: int) -> GameRecord:
    game = get_game(game_id)
    config = game.default_config(players)
    state = game.new_game(config, seed)
    record = GameRecord(game=game_id, version=game.record_version, config=config, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.outcome(state) is not None:
            break
        seat = rng.choice(sorted(game.to_act(state)))
        action = rng.choice(game.legal_actions(state, seat))
        game.apply(state, seat, action)
        record.actions.append((seat, str(action)))
    return record


@settings(max_examples=25, deadline=None)
@given(game_id=st.sampled_from(available_games()), players=st.integers(2, 5),
       seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 120))
def test_any_record_survives_json_and_replays_to_the_same_views(game_id, players, seed, steps):
    game = get_game(game_id)
    record = _play(game_id, players, seed, steps)
    again = GameRecord.from_json(record.to_json())
    assert again == record
    a, _ = replay(record)
    b, _ = replay(again)
    for seat in [None, *range(game.seat_count(record.config))]:
        assert game.view(a, seat) == game.view(b, seat)


def test_a_prefix_replays_to_the_position_after_that_many_actions():
    record = _play("bomu", 3, 5, 40)
    game = get_game("bomu")
    short = GameRecord(game="bomu", version=1, config=record.config, seed=5,
                       actions=record.actions[:10])
    a, _ = replay(record, upto=10)
    b, _ = replay(short)
    assert game.view(a, None) == game.view(b, None)


@pytest.mark.parametrize("text", ["", "not json", "[1, 2]", '{"game": "bomu"}',
                                  '{"game": "bomu", "config": {"players": 3}, "seed": "x"}'])
def test_malformed_records_raise_record_error(text):
    with pytest.raises(RecordError):
        GameRecord.from_json(text)


def test_an_illegal_action_in_a_record_names_its_index_and_reason():
    record = _play("bomu", 3, 9, 12)
    record.actions.insert(4, (0, "play 9"))
    with pytest.raises(RecordError) as err:
        replay(record)
    assert err.value.index == 4 and "play 9" in str(err.value)


def test_a_record_of_another_version_is_refused():
    record = _play("bomu", 2, 1, 3)
    record.version = 99
    with pytest.raises(RecordError, match="version"):
        replay(record)


def test_unknown_games_are_named_in_the_error():
    with pytest.raises(KeyError, match="chess"):
        get_game("chess")
