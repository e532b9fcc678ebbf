"""The look-ahead search (engine/busters/search.py, issue 27), a benchmark seat only:
legal choices, its time budget, decisions from the seat's view alone, a human's unusual
play (also against the players' Expert), and the same choice for the same view."""
from __future__ import annotations

import random
import time

import pytest

from engine.busters import GAME
from engine.busters.actions import Dual, Info, Pass, Use
from engine.busters.bots import ExpertBot
from engine.busters.search import CeilingBot, CertainPosterior, SearchBot
from engine.sim import _factories, _seed_for, run_busters


def _bot(budget: float = 60.0) -> SearchBot:
    """The search bounded by its work only (the clock of a busy machine varies)."""
    bot = SearchBot()
    bot.budget_s = budget
    return bot


def _least() -> SearchBot:
    """The search on the fewest deals it plays (the properties these tests check, legal
    and view-only choices, the same game from the same seed, a human who does not
    derail it, hold however many deals it plays)."""
    bot = _bot()
    bot.worlds = bot.min_worlds
    return bot


def _step(s, bots, rng=None):
    seat = min(GAME.to_act(s))
    legal = GAME.legal_actions(s, seat)
    a = bots[seat].choose(GAME.view(s, seat), legal, rng)
    assert a in legal
    GAME.apply(s, seat, a)
    return seat, a


def _searched_position(mission: int, players: int, seed: int, max_turns: int = 40):
    """A seeded game played by the Expert bots until a seat faces a decision the
    search weighs (a real choice): (state, seat, view, legal)."""
    s = GAME.new_game({"mission": mission, "players": players}, _seed_for(seed, 0))
    greedy = [ExpertBot() for _ in range(players)]
    probe = _bot()
    while GAME.outcome(s) is None and s.turn_no < max_turns:
        seat = min(GAME.to_act(s))
        view, legal = GAME.view(s, seat), GAME.legal_actions(s, seat)
        if len(probe._candidates(view, legal, ExpertBot().decide(view, legal))) >= 2:
            return s, seat, view, legal
        GAME.apply(s, seat, greedy[seat].choose(view, legal, None))
    raise AssertionError(f"no searched decision in mission {mission}")


def test_the_search_and_the_ceiling_are_benchmark_seats_only():
    """Players get the greedy Expert until the search beats it (docs/BENCHMARKS.md);
    the search and the ceiling are engine.sim seats, never a level of the game."""
    assert list(GAME.bots()) == ["easy", "normal", "hard", "expert"]
    assert GAME.bots()["expert"] is ExpertBot
    assert not {"search", "ceiling"} & set(GAME.bots())
    assert SearchBot not in GAME.bots().values() and CeilingBot not in GAME.bots().values()
    seats = _factories("busters")
    assert seats["search"] is SearchBot and seats["ceiling"] is CeilingBot


@pytest.mark.parametrize("mission,players,turns", [(3, 3, 99), (9, 4, 12), (53, 4, 6),
                                                   (63, 4, 6)])
def test_only_legal_actions(mission, players, turns):
    s = GAME.new_game({"mission": mission, "players": players}, _seed_for(2, mission))
    bots = [_least() for _ in range(players)]
    rng = random.Random(1)
    for _ in range(3000):
        if GAME.outcome(s) is not None or s.turn_no > turns:
            break
        _step(s, bots, rng)
    assert GAME.outcome(s) is not None or s.turn_no > turns


def test_a_real_choice_is_searched_and_a_sure_cut_is_not():
    s, seat, view, legal = _searched_position(8, 4, 1)
    bot = _bot()
    a = bot.choose(view, legal, None)
    assert a in legal
    played, cands = bot.last_search
    assert cands >= 2 and played == bot.worlds
    # mission 1 opening: the Captain's sure cut is taken without a search
    from tests.engine.busters.helpers import deal
    s = deal(1, [["1", "3", "5", "6"], ["2", "3", "4", "6"], ["1", "2", "4", "5"],
                 ["1", "2", "5", "6"]],
             setup=["info 0.0.1", "info 1.0.1", "info 2.0.0", "info 3.0.0"])
    bot = _bot()
    a = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), None)
    assert isinstance(a, Dual) and s.slot(*a.addr).wire.value == a.value
    assert bot.last_search == (0, 0)


def test_the_time_budget_degrades_to_the_greedy_choice():
    """No CPU time left: no deal is played and the Expert's choice stands; a
    small budget plays fewer deals, and the decision stays near its budget."""
    s, seat, view, legal = _searched_position(8, 4, 1)
    greedy = ExpertBot().decide(view, legal).action
    bot = _bot(budget=0.0)
    assert bot.choose(view, legal, None) == greedy
    assert bot.last_search[0] == 0
    bot = _bot(budget=0.25)
    t0 = time.process_time()
    assert bot.choose(view, legal, None) in legal
    spent = time.process_time() - t0
    full = _bot()
    full.choose(view, legal, None)
    assert bot.last_search[0] <= full.last_search[0]
    # a deal is never cut short: at most one deal's work past the budget (a deal here
    # costs well under a second)
    assert spent < 0.25 + 1.0


@pytest.mark.parametrize("mission,seed", [(8, 1), (53, 2), (63, 3), (65, 1)])
def test_decisions_use_only_the_view(mission, seed):
    """Re-dealing everything hidden from the seat changes neither its view nor the
    search's choice (the deals are drawn from the view's posterior, seeded from
    public facts)."""
    s, seat, view, legal = _searched_position(mission, 4, seed)
    first = _least().choose(view, legal, None)
    for k in range(2):
        other = GAME.reshuffle_hidden(s, seat, random.Random(100 + k))
        assert GAME.view(other, seat) == view
        assert _least().choose(GAME.view(other, seat), GAME.legal_actions(other, seat), None) == first


def test_the_same_seed_gives_the_same_game():
    def game():
        s = GAME.new_game({"mission": 9, "players": 3}, _seed_for(4, 0))
        bots = [_least() for _ in range(3)]
        rng = random.Random(2)
        moves = []
        while GAME.outcome(s) is None and s.turn_no <= 6:
            moves.append(_step(s, bots, rng))
        return moves
    assert game() == game()


def test_the_certain_posterior_knows_the_deal():
    s, seat, view, _legal = _searched_position(8, 4, 1)
    from engine.busters.determinize import hidden_addrs
    world = {a: s.slot(*a).wire.text for a in hidden_addrs(view)}
    post = CertainPosterior(view, world)
    a = hidden_addrs(view)[0]
    v = s.slot(*a).wire.value
    assert post.p(a, v) == 1.0 and post.prob_none([a], [v]) == 0.0
    other = 1 if v != 1 else 2
    assert post.p(a, other) == 0.0 and post.prob_none([a], [other]) == 1.0


def test_the_ceiling_plays_with_the_truth_only_in_benchmarks():
    res = run_busters(3, 3, ["ceiling"], 2, 1)
    assert res["games"] == 2 and res["wins"] + sum(res["losses"].values()) == 2
    with pytest.raises(AssertionError):
        s = GAME.new_game({"mission": 3, "players": 3}, 1)
        seat = min(GAME.to_act(s))
        CeilingBot().posterior(GAME.view(s, seat))      # no truth handed: refused


# ---- a human's unusual but legal play never derails the bots ----------------------------

#: the teammates a human meets: the players' Expert, and the search (benchmarks)
TEAMMATES = {"expert": ExpertBot, "search": _least}


def _human_game(mission: int, seed: int, human, teammate, turns: int = 30):
    """Seat 0 plays `human(state, legal)`, the others are `teammate()` bots; every
    bot choice is legal. Returns the (state, seat, view, legal, action) of each bot
    turn."""
    s = GAME.new_game({"mission": mission, "players": 4}, _seed_for(seed, 0))
    bots = {p: teammate() for p in (1, 2, 3)}
    out = []
    while GAME.outcome(s) is None and s.turn_no <= turns:
        seat = min(GAME.to_act(s))
        legal = GAME.legal_actions(s, seat)
        if seat == 0:
            a = human(s, legal)
        else:
            view = GAME.view(s, seat)
            a = bots[seat].choose(view, legal, None)
            out.append((s.phase, seat, view, legal, a))
        assert a in legal
        GAME.apply(s, seat, a)
    return s, out


def _wild_guesser(s, legal):
    """A human who guesses: the odd info token (the first wire offered), no tool
    ever (every helper window passed, no Use), and the Dual Cut least likely to
    succeed by the human's own deduction (it reveals little: usually a failure)."""
    infos = [a for a in legal if isinstance(a, Info)]
    if infos:
        return infos[0]
    if Pass() in legal and s.phase == "turn" and s.active != 0:
        return Pass()
    duals = [a for a in legal if isinstance(a, Dual)]
    if duals and s.phase == "turn":
        post = ExpertBot().posterior(GAME.view(s, 0))
        return min(duals, key=lambda a: (post.p(a.addr, a.value), post.p(a.addr, "R"), str(a)))
    return next((a for a in legal if not isinstance(a, Use)), legal[0])


def _assert_sensible(turns):
    """The stated property: a bot with a sure cut (its own exact deduction says 1)
    takes a sure cut (mission 8: no mission hook weighs a success), and never cuts a
    wire its deduction rules out for the value."""
    assert any(ph == "turn" for ph, *_r in turns)
    for phase, seat, view, legal, a in turns:
        if phase != "turn" or view.active != seat or not isinstance(a, Dual):
            continue
        post = ExpertBot().posterior(view)
        assert post.p(a.addr, a.value) > 0.0
        sure = [d for d in legal if isinstance(d, Dual) and post.p(d.addr, d.value) >= 1 - 1e-9]
        if sure:
            assert post.p(a.addr, a.value) >= 1 - 1e-9


@pytest.mark.parametrize("teammate", TEAMMATES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_guessing_human_does_not_derail_the_bots(seed, teammate):
    """After the human's wild cuts, the teammates keep the stated property."""
    _s, turns = _human_game(8, seed, _wild_guesser, TEAMMATES[teammate])
    _assert_sensible(turns)


@pytest.mark.parametrize("teammate", TEAMMATES)
def test_a_human_who_declines_the_double_detector_and_cuts_a_known_wire(teammate):
    """A human with the Double Detector in reach who never uses it and cuts wires
    the table already knows (sure cuts only, when there are any): the bots keep
    playing legal, sensible cuts to the end of the game."""
    def known_cutter(s, legal):
        post = ExpertBot().posterior(GAME.view(s, 0))
        duals = [a for a in legal if isinstance(a, Dual)]
        sure = [a for a in duals if post.p(a.addr, a.value) >= 1 - 1e-9]
        if sure:
            return sure[0]
        return _wild_guesser(s, legal)
    s, turns = _human_game(8, 4, known_cutter, TEAMMATES[teammate], turns=200)
    assert GAME.outcome(s) is not None
    _assert_sensible(turns)


def test_a_cuts_value_weighs_its_endings_by_their_exact_chances():
    """The rollouts tell what each ending leads to; how often the few deals gave it
    does not count (a lucky draw is no reason to prefer a cut)."""
    s, seat, view, legal = _searched_position(8, 4, 1)
    bot = _bot()
    post = bot.posterior(view)
    a = next(d for d in legal if isinstance(d, Dual) and 0 < post.p(d.addr, d.value) < 1)
    p, pr = post.p(a.addr, a.value), post.p(a.addr, "R")
    q = 1 - p - pr
    assert bot._value(view, a, {"s": [1.0], "f": [0.5, 0.5, 0.5]}) == pytest.approx(p + 0.5 * q)
    assert bot._value(view, a, {"s": [1.0, 1.0, 1.0], "f": [0.5]}) == pytest.approx(p + 0.5 * q)
    # no deal failed: a wrong wire is taken to cost a dial space
    from engine.busters.botctx import life_cost
    miss = life_cost(view.detonator, 1)
    assert bot._value(view, a, {"s": [0.9]}) == pytest.approx(p * 0.9 + q * (0.9 - miss))


def test_a_failed_cut_costs_what_the_expert_counts_even_where_the_track_hides_it():
    """Mission 53: "+2 after a failed cut" (Nano). Early on its track (the room left
    less the cuts to come) is at its floor, so a failure moved nothing the rollout's
    end showed and looked free: the search took the cuts whose failure its few deals
    happened to draw. A failure now costs at least the Expert's own price."""
    from engine.busters.bots import spaces_left
    from engine.busters.botctx import life_cost
    from engine.busters.search import WIRE, _public_score, rollout
    s, seat, view, legal = _searched_position(53, 4, 2)
    wrong = next(a for a in legal if isinstance(a, Dual)
                 and s.slot(*a.addr).wire.value not in (a.value, "R")
                 and not str(s.slot(*a.addr).wire.value).endswith(".5"))
    right = next(a for a in legal if isinstance(a, Dual) and s.slot(*a.addr).wire.value == a.value)
    root = _public_score(view)
    miss = life_cost(spaces_left(view), 1)
    assert miss > 0.5                                  # Nano's room is at its floor
    failed = rollout(s.copy(), seat, wrong, root, 4, [0], None, miss)
    succeeded = rollout(s.copy(), seat, right, root, 4, [0], None, miss)
    assert failed <= 1.0 - miss + 20 * WIRE
    assert succeeded > failed + 0.5
