"""The one `apply` prologue every game shares (engine/core/rules.py): text is read,
checked against legal_actions and refused with IllegalAction (a reason, a message
key, its parameters) before anything changes; only IllegalAction is a refusal."""
from __future__ import annotations

import pickle

import pytest

from engine.core import IllegalAction, get_game
from engine.core.registry import available_games
from engine.core.rules import Rules

GAMES = available_games()


def _fresh(game_id: str):
    game = get_game(game_id)
    return game, game.new_game(game.conformance_configs()[0], 11)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_applies_through_the_shared_prologue(game_id):
    game = get_game(game_id)
    assert isinstance(game, Rules)
    assert type(game).apply is Rules.apply


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("text", ["", "   ", "fly away", "play", "use", "42", "play 99 99",
                                  "choose x", "dual", "discard", "\x00", "ｐｌａｙ ５"])
def test_unreadable_text_is_an_illegal_action_that_changes_nothing(game_id, text):
    game, state = _fresh(game_id)
    seat = min(game.to_act(state))
    before = pickle.dumps(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, seat, text)
    assert info.value.key == "illegal.unreadable"
    assert info.value.params["action"] == text
    assert pickle.dumps(state) == before


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("thing", [None, 7, ("play", "5"), b"pass"])
def test_what_is_neither_text_nor_action_is_refused(game_id, thing):
    game, state = _fresh(game_id)
    seat = min(game.to_act(state))
    with pytest.raises(IllegalAction) as info:
        game.apply(state, seat, thing)
    assert info.value.key == "illegal.unreadable"


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seat", [-1, 99, None, "0", True, 1.0, [0]])
def test_a_seat_not_in_the_game_is_refused_by_key(game_id, seat):
    game, state = _fresh(game_id)
    legal = game.legal_actions(state, min(game.to_act(state)))
    before = pickle.dumps(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, seat, legal[0])
    assert info.value.key == "illegal.not_in_game"
    assert pickle.dumps(state) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_without_a_decision_is_told_it_is_not_its_turn(game_id):
    game, state = _fresh(game_id)
    # play until some seat has no decision (Academy and Bomu pick simultaneously)
    while len(game.to_act(state)) == game.seat_count(game.conformance_configs()[0]):
        seat = min(game.to_act(state))
        game.apply(state, seat, game.legal_actions(state, seat)[0])
    idle = next(p for p in range(game.seat_count(game.conformance_configs()[0]))
                if p not in game.to_act(state))
    seat = min(game.to_act(state))
    with pytest.raises(IllegalAction) as info:
        game.apply(state, idle, game.legal_actions(state, seat)[0])
    assert info.value.key == "illegal.not_your_turn"
    assert info.value.params["seat"] == idle


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_game_refuses_every_action_as_over(game_id):
    import random
    game, state = _fresh(game_id)
    rng = random.Random(3)
    last = None
    while game.outcome(state) is None:
        seat = min(game.to_act(state))
        last = (seat, rng.choice(game.legal_actions(state, seat)))
        game.apply(state, *last)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, *last)
    assert info.value.key == "illegal.game_over"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_fault_inside_perform_is_not_a_refusal(game_id, monkeypatch):
    """An engine bug in the middle of a move must not pass for a rejected move."""
    game, state = _fresh(game_id)
    seat = min(game.to_act(state))

    def broken(*_args):
        raise ValueError("engine bug")

    monkeypatch.setattr(type(game), "perform", broken)
    with pytest.raises(ValueError) as info:
        game.apply(state, seat, game.legal_actions(state, seat)[0])
    assert not isinstance(info.value, IllegalAction)
