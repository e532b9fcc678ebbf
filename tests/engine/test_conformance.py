"""The generic conformance suite, run over every registered game (DESIGN.md):
random playouts always have a legal action until the end, records replay exactly,
action texts round-trip, views do not leak, illegal actions change nothing."""
from __future__ import annotations

import os
import pickle
import random

import pytest

from engine.core import GameRecord, IllegalAction, get_game, replay
from engine.core.registry import available_games
from tests.engine.sample import busters_param

PLAYOUTS = int(os.environ.get("BAKUDAN_CONFORMANCE_PLAYOUTS", "12"))
MAX_STEPS = 20000

CASES = [
    (game_id, i, config)
    for game_id in available_games()
    for i, config in enumerate(get_game(game_id).conformance_configs())
]
#: Bomb Busters' 262 configurations: every mission once in `make test`, all in
#: `make test-slow` (tests/engine/sample.py); the other games' all in both
PARAMS = [busters_param(case, case[2]) if case[0] == "busters" else case for case in CASES]


def _ids(case):
    game_id, i, config = case
    return f"{game_id}-{i}-" + "-".join(f"{k}{v}" for k, v in sorted(config.items())
                                          if isinstance(v, (int, str)))


def random_playout(game, config, seed, check=None):
    """Play to the end with random legal actions; returns (state, record)."""
    rng = random.Random(seed * 7919 + 1)
    state = game.new_game(config, seed)
    record = GameRecord(game=game.id, version=game.record_version, config=config, seed=seed)
    for _ in range(MAX_STEPS):
        if game.outcome(state) is not None:
            return state, record
        seats = sorted(game.to_act(state))
        assert seats, "nobody to act before the game ended"
        seat = rng.choice(seats)
        legal = game.legal_actions(state, seat)
        assert legal, f"seat {seat} is to act but has no legal action"
        if check:
            check(state, seat, legal, rng)
        action = rng.choice(legal)
        game.apply(state, seat, action)
        record.actions.append((seat, str(action)))
    raise AssertionError(f"game did not end within {MAX_STEPS} actions")


@pytest.mark.parametrize("case", PARAMS, ids=_ids)
def test_playouts_end_and_replay_exactly(case):
    game_id, _, config = case
    game = get_game(game_id)
    for seed in range(PLAYOUTS):
        state, record = random_playout(game, config, seed)
        again, _ = replay(GameRecord.from_json(record.to_json()))
        assert game.outcome(again) == game.outcome(state)
        for seat in [None, *range(game.seat_count(config))]:
            assert game.view(again, seat) == game.view(state, seat)


@pytest.mark.parametrize("case", PARAMS, ids=_ids)
def test_action_texts_round_trip(case):
    game_id, _, config = case
    game = get_game(game_id)

    def check(state, seat, legal, rng):
        for action in legal:
            text = str(action)
            assert game.parse_action(text) == action, text
            assert str(game.parse_action(text)) == text

    for seed in range(max(2, PLAYOUTS // 4)):
        random_playout(game, config, 1000 + seed, check)


@pytest.mark.parametrize("case", PARAMS, ids=_ids)
def test_views_do_not_leak(case):
    """A seat's view (and its legal actions) is unchanged when everything hidden
    from that seat is re-dealt."""
    game_id, _, config = case
    game = get_game(game_id)
    checked = 0

    def check(state, seat, legal, rng):
        nonlocal checked
        for s in range(game.seat_count(config)):
            other = game.reshuffle_hidden(state, s, rng)
            assert game.view(other, s) == game.view(state, s)
            if s == seat:
                assert game.legal_actions(other, s) == legal
            checked += 1

    for seed in range(max(2, PLAYOUTS // 4)):
        random_playout(game, config, 2000 + seed, check)
    assert checked > 0


@pytest.mark.parametrize("case", PARAMS, ids=_ids)
def test_illegal_actions_raise_and_change_nothing(case):
    game_id, _, config = case
    game = get_game(game_id)
    rejected = 0

    def check(state, seat, legal, rng):
        nonlocal rejected
        before = pickle.dumps(state)
        # a seat that is not to act may do nothing
        for other in range(game.seat_count(config)):
            if other not in game.to_act(state):
                with pytest.raises(IllegalAction):
                    game.apply(state, other, legal[0])
                rejected += 1
                break
        # actions legal elsewhere but not here, as objects and as text (several a step)
        legal_texts = {str(a) for a in legal}
        foreign = [a for a in _foreign_actions(game, state) if str(a) not in legal_texts]
        for candidate in rng.sample(foreign, min(FOREIGN_PER_STEP, len(foreign))):
            for attempt in (candidate, str(candidate)):
                with pytest.raises(IllegalAction):
                    game.apply(state, seat, attempt)
                rejected += 1
        # texts no game can read
        for text in UNREADABLE + [_garbage(rng)]:
            with pytest.raises(IllegalAction):
                game.apply(state, seat, text)
            rejected += 1
        assert pickle.dumps(state) == before

    for seed in range(max(2, PLAYOUTS // 4)):
        random_playout(game, config, 3000 + seed, check)
    assert rejected > 0


FOREIGN_PER_STEP = 4
#: texts that are no action of any game (empty, a verb alone, bad numbers, odd bytes)
UNREADABLE = ["", " ", "play", "dual", "dual 9.9.9 5", "use", "special", "99 99",
              "play 1 2 3 4 5 6", "dual 0.0.0 ZZ", "\x00", "ü", "roll now please"]


def _garbage(rng):
    return "".join(rng.choice("abc 019.-_xyzé\t") for _ in range(rng.randrange(1, 14)))


def _foreign_actions(game, state):
    """Actions some seat could take in some position, to try where they are illegal."""
    seen = getattr(game, "_conformance_pool", None)
    if seen is None:
        seen = []
        for seed in range(3):
            s = game.new_game(game.conformance_configs()[0], 9000 + seed)
            rng = random.Random(seed)
            for _ in range(300):
                if game.outcome(s) is not None:
                    break
                seat = sorted(game.to_act(s))[0]
                legal = game.legal_actions(s, seat)
                seen.extend(legal)
                game.apply(s, seat, rng.choice(legal))
        game._conformance_pool = seen
    return seen


def test_make_test_plays_every_mission_and_every_player_count():
    """tests/engine/sample.py: `make test`'s share of Bomb Busters' configurations."""
    from engine.busters.missions import MISSIONS
    from tests.engine.sample import quick
    kept = [config for game_id, _, config in CASES if game_id == "busters" and quick(config)]
    assert sorted(c["mission"] for c in kept) == sorted(MISSIONS)
    assert {c["players"] for c in kept} == {2, 3, 4, 5}
