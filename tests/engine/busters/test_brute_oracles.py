"""The brute-force oracles' quick filter (brute_seen.py) drops only layouts the replay
would refuse: with it and without it, each oracle gives the same distributions, to the
last bit (the same layouts kept, summed in the same order), on small positions where
it spares replays: swaps, cuts, value, yellow, parity and false tokens, a wire taken
from a teammate or from a pile."""
from __future__ import annotations

import pytest

from engine.busters import GAME
from engine.busters.missions import register, unregister
from tests.engine.busters import brute, brute_marks
from tests.engine.busters.test_inference_marks import PROBE, ProbeMarks
from tests.engine.busters.test_inference_pile import PROBE as RED_PILE
from tests.engine.busters.test_inference_pile import REDS, ProbeRedPile


@pytest.fixture(autouse=True)
def probes():
    register(ProbeMarks())
    register(ProbeRedPile())
    yield
    unregister(PROBE)
    unregister(RED_PILE)


@pytest.fixture
def replays(monkeypatch):
    """How many games the oracle has built (the true one included)."""
    count = [0]
    new_game = GAME.new_game

    def counted(*args, **kwargs):
        count[0] += 1
        return new_game(*args, **kwargs)
    monkeypatch.setattr(GAME, "new_game", counted)
    return count


def _same(oracle, replays, *args, **kwargs) -> None:
    replays[0] = 0
    quick = oracle(*args, **kwargs)
    spared = replays[0]
    replays[0] = 0
    every = oracle(*args, **kwargs, quick=False)
    assert quick == every
    assert spared < replays[0], (spared, replays[0])


HANDS3 = [[["1", "3", "3.1"], ["2", "4.5"]], [["1", "2", "5"]], [["3", "5", "9.1"]]]
ASIDE3 = ["7.5", "6.1"]
SETUP3 = [(0, "info 0.0.0"), (1, "info 1.0.1"), (2, "info 2.0.0")]


@pytest.mark.parametrize("mission, hands, aside, actions, viewer", [
    # REF L307: a two-stand seat's swap, each side (test_inference.py)
    *[pytest.param(6, [[["1", "4", "7"], ["6", "8", "9"]], [["2", "5", "6"], ["3", "7", "9"]]], [],
                   [(0, "info 0.1.2"), (1, "info 1.0.0"), (0, "use walkie 0.1.0 1"),
                    (1, "give 1.0.1")], viewer, id=f"two-stand swap, seat {viewer}")
      for viewer in (0, 1)],
    # mission 24's count tokens around a swap: a side of it and a third party
    *[pytest.param(24, [[["1", "3", "6"]], [["2", "4", "6"]], [["3", "4", "5"]], [["1", "2", "5"]]],
                   [], [(0, "info 0.0.1"), (1, "info 1.0.0"), (2, "info 2.0.2"), (3, "info 3.0.0"),
                        (1, "use walkie 1.0.0 2"), (2, "give 2.0.1"), (0, "dual 1.0.0 3")],
                   viewer, id=f"count tokens and a swap, seat {viewer}")
      for viewer in (1, 3)],
    # cut wires, a yellow cut, candidates set aside
    pytest.param(8, HANDS3, ASIDE3, SETUP3 + [(0, "dual 2.0.2 Y"), (0, "own 0.0.2"),
                                              (1, "dual 2.0.1 5"), (1, "own 1.0.2")], 2,
                 id="cuts and an aside, seat 2"),
    # a yellow token on a failed cut's yellow wire
    pytest.param(8, HANDS3, ASIDE3, SETUP3 + [(0, "dual 2.0.2 3")], 0, id="yellow token, seat 0"),
])
def test_deals_filtered_or_not_give_the_same_posterior(mission, hands, aside, actions, viewer,
                                                        replays):
    equipment, ready = ([2], (2,)) if mission != 8 else ([], ())
    _same(brute.brute, replays, mission, hands, aside, equipment, actions, viewer, ready)


H3 = [[["1", "2", "4"]], [["1", "3", "5"]], [["2", "4", "6"]], [["3", "5", "6"]]]


def _no_colour_on_stands(lay):
    return not any("." in t for hand in lay for st in hand for t in st)


@pytest.mark.parametrize("mission, layout, extra, actions, viewer, piles, accept", [
    # value tokens after failed cuts
    *[pytest.param(PROBE, H3, {}, [(0, "dual 1.0.1 4"), (1, "dual 2.0.0 1")], viewer, None, None,
                   id=f"value tokens, seat {viewer}") for viewer in (0, 2)],
    # parity tokens (missions 21, 33) and false tokens (missions 17, 52)
    pytest.param(PROBE, H3, {"tokens": "parity"}, [(0, "dual 1.0.1 4"), (1, "dual 2.0.0 1")], 0,
                 None, None, id="parity tokens, seat 0"),
    pytest.param(PROBE, H3, {"tokens": "false"}, [(0, "dual 1.0.1 2"), (1, "dual 2.0.1 3")], 0,
                 None, None, id="false tokens, seat 0"),
    # the Grappling Hook: the taker, the one it was taken from, a third party
    *[pytest.param(PROBE, [[["1", "3", "5"]], [["1", "4", "6"]], [["2", "4", "5"]], [["3", "6"]]],
                   {"grab": True}, [(0, "special grab 2.0.1"), (1, "dual 0.0.0 1")], viewer,
                   None, None, id=f"grappling hook, seat {viewer}") for viewer in (1, 2, 3)],
    # wires taken from a pile nobody sees (mission 43): a taker and a third party
    *[pytest.param(PROBE, [[["1", "3"]], [["2", "4"]], [["4"]], [["5"]]], {},
                   [(0, "special take"), (1, "special take")], viewer, {"nano": ["2", "6"]},
                   None, id=f"a pile nobody sees, seat {viewer}") for viewer in (0, 2)],
    # a red wire taken from a one-colour pile (mission 54)
    *[pytest.param(RED_PILE, [[["1", "3"]], [["1", "4"]], [["2", "4"]], [["2", "3"]]], {},
                   [(0, "special take"), (1, "dual 2.0.0 1")], viewer, {"reds": list(REDS)},
                   _no_colour_on_stands, id=f"a red pile, seat {viewer}") for viewer in (1, 2)],
])
def test_layouts_filtered_or_not_give_the_same_posterior(mission, layout, extra, actions, viewer,
                                                          piles, accept, replays):
    more = {"accept": accept} if accept else {}
    _same(brute_marks.brute, replays, mission, layout, [], extra, actions, viewer,
          piles=piles, **more)
