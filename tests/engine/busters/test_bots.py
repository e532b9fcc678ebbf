"""Bomb Busters bots: legal choices, view-only decisions (reshuffle test), the
certain actions first, the Coach's advice, and the levels."""
from __future__ import annotations

import random

import pytest

from engine.busters import GAME
from engine.busters.actions import Dual, Reveal, Solo
from engine.busters.bots import BOTS, Advice, advise
from engine.sim import _seed_for
from tests.engine.busters.helpers import act, deal

LEVELS = ("easy", "normal", "hard", "expert")


def test_levels_registered():
    bots = GAME.bots()
    assert set(bots) == set(LEVELS)
    for name, cls in bots.items():
        assert cls().level == name


@pytest.mark.parametrize("level", LEVELS)
def test_whole_games_with_legal_choices(level):
    for mission, players in ((1, 2), (2, 3), (4, 5)):
        s = GAME.new_game({"mission": mission, "players": players}, 11)
        bots = [BOTS[level]() for _ in range(players)]
        rng = random.Random(3)
        for _ in range(3000):
            if GAME.outcome(s) is not None:
                break
            seat = min(GAME.to_act(s))
            legal = GAME.legal_actions(s, seat)
            a = bots[seat].choose(GAME.view(s, seat), legal, rng)
            assert a in legal
            GAME.apply(s, seat, a)
        assert GAME.outcome(s) is not None


def _midgame(seed: int, turns: int, mission: int = 8, players: int = 4):
    s = GAME.new_game({"mission": mission, "players": players}, seed)
    bots = [BOTS["expert"]() for _ in range(players)]
    rng = random.Random(seed)
    while GAME.outcome(s) is None and s.turn_no < turns:
        seat = min(GAME.to_act(s))
        GAME.apply(s, seat, bots[seat].choose(GAME.view(s, seat), GAME.legal_actions(s, seat), rng))
    return s


@pytest.mark.parametrize("seed,turns", [(1, 1), (2, 5), (3, 9)])
def test_decisions_use_only_the_view(seed, turns):
    """Reshuffling everything hidden from the seat changes neither its view nor any
    level's decision."""
    s = _midgame(seed, turns)
    assert GAME.outcome(s) is None
    seat = s.active
    legal = GAME.legal_actions(s, seat)
    view = GAME.view(s, seat)
    for k in range(3):
        other = GAME.reshuffle_hidden(s, seat, random.Random(100 + k))
        assert GAME.view(other, seat) == view
        assert GAME.legal_actions(other, seat) == legal
        changed = any(other.slot(st.seat, st.index, i).wire != sl.wire
                      for st in s.stands() if st.seat != seat for i, sl in enumerate(st.slots))
        for level in ("normal", "expert"):
            a = BOTS[level]().choose(view, legal, random.Random(5))
            b = BOTS[level]().choose(GAME.view(other, seat), legal, random.Random(5))
            assert a == b, (level, changed)


def test_certain_actions_first():
    # Tokens show a 3 at seat 1 and 1s at seats 2 and 3; seat 0 holds both values.
    s = deal(1, [["1", "3", "5", "6"], ["2", "3", "4", "6"], ["1", "2", "4", "5"],
                 ["1", "2", "5", "6"]],
             setup=["info 0.0.1", "info 1.0.1", "info 2.0.0", "info 3.0.0"])
    view = GAME.view(s, 0)
    adv = advise(view, GAME.legal_actions(s, 0))
    assert isinstance(adv, Advice)
    assert adv.success == 1.0 and adv.reason == "busters.advice.sure_dual"
    a = adv.action
    assert isinstance(a, Dual)
    assert s.slot(*a.addr).wire.value == a.value
    # A Solo Cut when all remaining copies are in one's hand.
    s = deal(1, [["1", "1", "2", "3"], ["2", "3", "4", "4"], ["2", "5", "5", "6"],
                 ["3", "6", "6", "4"]])
    adv = advise(GAME.view(s, 0), GAME.legal_actions(s, 0))
    assert adv.action == Solo(1) and adv.success == 1.0
    # Only red wires left: reveal them.
    s = deal(3, [["1", "2", "3.5"], ["1", "2"], ["3", "4"], ["3", "4"]])
    act(s, 0, "dual 1.0.0 1", "own 0.0.0")
    act(s, 1, "dual 0.0.1 2", "own 1.0.1")
    act(s, 2, "dual 3.0.0 3", "own 2.0.0")
    act(s, 3, "dual 2.0.1 4", "own 3.0.1")
    adv = advise(GAME.view(s, 0), GAME.legal_actions(s, 0))
    assert adv.action == Reveal()


def test_expert_avoids_a_likely_red_wire():
    # Mission 3 with the red 4.5 in play; seat 1's middle wire is a 4 or the red.
    s = deal(3, [["1", "4", "6"], ["1", "4.5", "6"], ["4", "6", "6"], ["1", "4"]])
    legal = GAME.legal_actions(s, 0)
    view = GAME.view(s, 0)
    post = BOTS["expert"]().posterior(view)
    assert post.p((1, 0, 1), "R") > 0.15
    adv = advise(view, legal)
    assert adv.action in legal
    if isinstance(adv.action, Dual):
        assert post.p(adv.action.addr, "R") < post.p((1, 0, 1), "R")
    assert 0.0 <= adv.success <= 1.0 and adv.reason.startswith("busters.advice.")


def test_advice_is_one_of_the_legal_actions_in_every_phase():
    s = GAME.new_game({"mission": 8, "players": 3}, _seed_for(1, 0))
    rng = random.Random(0)
    bots = [BOTS["expert"]() for _ in range(3)]
    seen = set()
    while GAME.outcome(s) is None and s.turn_no < 8:
        seat = min(GAME.to_act(s))
        legal = GAME.legal_actions(s, seat)
        adv = advise(GAME.view(s, seat), legal)
        assert adv.action in legal and 0.0 <= adv.success <= 1.0
        seen.add(s.phase)
        GAME.apply(s, seat, bots[seat].choose(GAME.view(s, seat), legal, rng))
    assert {"setup_info", "turn", "own_cut"} <= seen


def test_expert_endgame_search_avoids_a_blind_red_guess():
    """Mission 3, red 6.5 (reference, "Reveal Your Red Wires Action": a hand of red
    wires only is revealed on its owner's turn). Seat 0 holds the red wire and an 8;
    seats 1-3 hold one wire each: an 8 and two 6s, all alike to seat 0. Cutting seat 1's
    8 at once (the greedy tie-break) leaves seat 2 a blind guess between seat 0's last
    wire and seat 3's for its 6, before seat 0 can reveal. The endgame search points
    at seat 3 instead: on this deal the cut fails safely (dial 2 -> 1), the info token
    shows seat 3's 6 (reference, Dual Cut failure: "Teammate places an info token at
    the targeted wire"), and the team wins."""
    def play(search: bool):
        s = deal(3, [["6.5", "8"], ["8"], ["6"], ["6"]])
        s.detonator = 2
        bots = [BOTS["expert"]() for _ in range(4)]
        for b in bots:
            b.searches = search
        first = None
        while GAME.outcome(s) is None:
            seat = min(GAME.to_act(s))
            a = bots[seat].choose(GAME.view(s, seat), GAME.legal_actions(s, seat), None)
            first = first or a
            GAME.apply(s, seat, a)
        return first, GAME.outcome(s)
    greedy_first, greedy_end = play(False)
    assert greedy_first == Dual((1, 0, 0), 8) and not greedy_end.winners
    first, end = play(True)
    assert first == Dual((3, 0, 0), 8)
    assert end.winners and end.key == "busters.outcome.defused"


def test_endgame_deals_rebuild_the_seats_view():
    """The search's deals agree with everything the seat sees: the rebuilt game shows
    it the same view (and the drawn deals depend on the view alone)."""
    from engine.busters.endgame import hidden_addrs, sample_worlds, state_from  # noqa: F401
    s = _midgame(4, 14, mission=3)
    assert GAME.outcome(s) is None
    seat = s.active
    view = GAME.view(s, seat)
    post = BOTS["expert"]().posterior(view)
    worlds = sample_worlds(view, post, 4, random.Random(1))
    assert len(worlds) == 4
    for world in worlds:
        assert set(world) == set(hidden_addrs(view))
        t = state_from(view, world)
        again = GAME.view(t, seat)
        for field in ("stands", "detonator", "equipment", "characters", "in_play",
                      "info_supply", "markers", "history", "phase", "active", "turn_no"):
            assert getattr(again, field) == getattr(view, field), field
        assert GAME.legal_actions(t, seat) == GAME.legal_actions(s, seat)


@pytest.mark.parametrize("fresh_lead, chosen", [(1, "greedy"), (2, "challenger")])
def test_endgame_challenger_needs_a_clear_lead_on_fresh_deals(monkeypatch, fresh_lead, chosen):
    """The deals that picked a challenger flatter it, so only fresh deals decide, and
    it must win at least 2 more of them than the greedy choice (a lucky guess on a few
    deals must not replace a sound cut)."""
    from engine.busters import endgame
    greedy, challenger = Dual((1, 0, 0), 8), Dual((3, 0, 0), 8)
    draws = iter(["picking", "fresh"])

    def sample_worlds(view, post, n, rng):
        batch = next(draws)
        return [(batch, i) for i in range(n)]
    monkeypatch.setattr(endgame, "enumerate_worlds", lambda view, post, cap: None)
    monkeypatch.setattr(endgame, "sample_worlds", sample_worlds)
    monkeypatch.setattr(endgame, "state_from", lambda view, world: world)

    def play_out(world, seat, first, make_bot, spent=None):
        batch, i = world
        if batch == "picking":          # the challenger wins all 8, the greedy cut 4
            return first == challenger or i < 4
        # fresh deals: the greedy cut wins 5, the challenger 5 + fresh_lead
        return i < (5 + fresh_lead if first == challenger else 5)
    monkeypatch.setattr(endgame, "play_out", play_out)
    view = type("V", (), {"mission": 3, "seat": 0, "turn_no": 9, "history": ()})()
    best, wins = endgame.best_action(view, None, [greedy, challenger], lambda seat: None, 8)
    assert best == (challenger if chosen == "challenger" else greedy)
    assert wins == [4 + 5, 8 + 5 + fresh_lead]


def test_endgame_search_work_is_bounded(monkeypatch):
    """However many candidates there are and however long the deals play, the search
    stops trying candidates after `budget` bot decisions and the fresh deals after
    `confirm` more: its time has a ceiling on every position."""
    from engine.busters import endgame
    monkeypatch.setattr(endgame, "enumerate_worlds", lambda view, post, cap: None)
    monkeypatch.setattr(endgame, "sample_worlds", lambda view, post, n, rng: list(range(n)))
    monkeypatch.setattr(endgame, "state_from", lambda view, world: world)
    total = [0]

    def play_out(world, seat, first, make_bot, spent=None):
        spent[0] += 4                   # 4 bot decisions a deal
        total[0] = spent[0]
        return first.addr[2] >= 1 or world % 2 == 0   # the others win every deal
    monkeypatch.setattr(endgame, "play_out", play_out)
    view = type("V", (), {"mission": 3, "seat": 0, "turn_no": 9, "history": ()})()
    cands = [Dual((1, 0, k), 8) for k in range(20)]
    best, wins = endgame.best_action(view, None, cands, lambda seat: None, 8,
                                     budget=120, confirm=80)
    assert total[0] <= 120 + 4 + 80 + 2 * 4
    assert len(wins) == 3               # the 4th is cut short by the budget: not judged
    assert best == cands[1]             # the first to win every deal (ties: the earlier)


@pytest.mark.parametrize("p_first, chosen", [(0.5, "greedy"), (0.7, "challenger")])
def test_endgame_few_deals_are_all_played_by_their_probability(monkeypatch, p_first, chosen):
    """When few deals are possible the search plays every one and weighs it by its
    exact probability: a cut that wins only the likeliest deal beats one that wins the
    two others, and on a tie the greedy choice stays."""
    from engine.busters import endgame
    greedy, challenger = Dual((1, 0, 0), 8), Dual((3, 0, 0), 8)
    worlds = [("a", p_first), ("b", (1 - p_first) / 2), ("c", (1 - p_first) / 2)]
    monkeypatch.setattr(endgame, "enumerate_worlds", lambda view, post, cap: worlds)
    monkeypatch.setattr(endgame, "state_from", lambda view, world: world)

    def play_out(world, seat, first, make_bot, spent=None):
        spent[0] += 1
        return (world == "a") == (first == challenger)
    monkeypatch.setattr(endgame, "play_out", play_out)
    view = type("V", (), {"mission": 3, "seat": 0, "turn_no": 9, "history": ()})()
    best, wins = endgame.best_action(view, None, [greedy, challenger], lambda seat: None, 8)
    assert best == (challenger if chosen == "challenger" else greedy)
    assert wins == [2, 1]


def test_endgame_deals_are_enumerated_exactly():
    """The enumerated deals are every deal the seat's view allows, with probabilities
    that match brute force over the posterior's chain rule: they sum to 1 and each
    wire's marginal is the solver's."""
    from engine.busters.endgame import enumerate_worlds, hidden_addrs
    s = _midgame(4, 18, mission=3)
    view = GAME.view(s, s.active)
    post = BOTS["expert"]().posterior(view)
    assert len(hidden_addrs(view)) == 10
    worlds = enumerate_worlds(view, post, 10_000)
    assert worlds is not None and len(worlds) > 1
    assert abs(sum(q for _w, q in worlds) - 1.0) < 1e-9
    for addr in hidden_addrs(view):
        for text, p in post.dists[addr].items():
            assert abs(sum(q for w, q in worlds if w[addr] == text) - p) < 1e-9
    assert enumerate_worlds(view, post, len(worlds) - 1) is None


def test_endgame_search_uses_only_the_view(monkeypatch):
    """Mission 3, turn 18: the Expert plays every possible deal out (3 here). Reshuffling
    everything hidden from the seat changes neither the deals it plays nor its choice."""
    from engine.busters import endgame
    played: list[list] = []
    exact = endgame._best_exact

    def spy(candidates, worlds, won, spent, budget):
        played.append(sorted((sorted(w.items()), q) for w, q in worlds))
        return exact(candidates, worlds, won, spent, budget)
    monkeypatch.setattr(endgame, "_best_exact", spy)
    s = _midgame(2, 18, mission=3)
    seat = s.active
    legal = GAME.legal_actions(s, seat)
    played.clear()
    first = BOTS["expert"]().choose(GAME.view(s, seat), legal, None)
    assert len(played) == 1 and len(played[0]) == 3
    for k in range(3):
        other = GAME.reshuffle_hidden(s, seat, random.Random(200 + k))
        assert BOTS["expert"]().choose(GAME.view(other, seat), legal, None) == first
        assert len(played) == 2 + k and played[-1] == played[0]
