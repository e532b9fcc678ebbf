"""A state rebuilt from a seat's view and the true hidden wires (determinize.py) gives
that seat the same view and the same legal actions, in every mission and at every
point of random playouts: what bots look ahead on is the game they are in."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.determinize import hidden_addrs, state_from
from engine.busters.missions import MISSIONS

CONFIGS = [{"mission": m, "players": n} for m in sorted(MISSIONS) for n in (2, 3, 5)
           if n >= MISSIONS[m].min_players]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"m{c['mission']}-p{c['players']}")
def test_rebuilt_state_gives_the_same_view_and_choices(config):
    checked = 0
    for seed in range(2):
        rng = random.Random(seed)
        s = GAME.new_game(config, seed)
        for step in range(400):
            if GAME.outcome(s) is not None:
                break
            seats = sorted(GAME.to_act(s))
            seat = rng.choice(seats)
            if step % 7 == 0:
                for viewer in range(s.players):
                    view = GAME.view(s, viewer)
                    world = {a: s.slot(*a).wire.text for a in hidden_addrs(view)}
                    t = state_from(view, world, random.Random(step))
                    assert GAME.view(t, viewer) == view, (step, viewer)
                    assert GAME.legal_actions(t, viewer) == GAME.legal_actions(s, viewer)
                    checked += 1
            GAME.apply(s, seat, rng.choice(GAME.legal_actions(s, seat)))
    assert checked > 0
