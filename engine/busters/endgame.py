"""A small endgame search for the Expert: few hidden wires left, the red wire still
uncut. From the bot's own view only, it draws complete deals consistent with that
view (exactly, from the solver's posterior: one hidden wire at a time, each drawn
from its distribution given the ones drawn before), then plays each candidate action
out to the end of the mission with the greedy policy in every seat (each seat
deciding from its own view of the drawn deal). When few deals are possible (at most
EXACT_WORLDS), every one is played, weighted by its exact probability, and the
candidate with the best chance wins outright. Otherwise the candidate that wins the
most drawn deals replaces the greedy choice only if it also wins clearly more on
fresh deals (best_action). The work is bounded in bot decisions, so is the time.

The drawn deals are a function of the view alone (the random stream is seeded from
public facts), so a reshuffle of everything the seat cannot see changes nothing.
Only the base-rule missions (the training missions 1-8) are searched: their whole
state is rebuilt from a view.
"""
from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable, Iterator

from engine.busters.actions import Addr
from engine.busters.determinize import hidden_addrs, state_from
from engine.busters.inference import Posterior, solve
from engine.core.action import Action
from engine.core.view import UNKNOWN


def _with_wire(view: Any, addr: Addr, text: str) -> Any:
    stands = []
    for st in view.stands:
        if (st.seat, st.index) == addr[:2]:
            slots = list(st.slots)
            sl = slots[addr[2]]
            slots[addr[2]] = dataclasses.replace(sl, wire=text)
            st = dataclasses.replace(st, slots=tuple(slots))
        stands.append(st)
    return dataclasses.replace(view, stands=tuple(stands))


def sample_worlds(view: Any, post: Posterior, n: int, rng: random.Random
                  ) -> list[dict[Addr, str]]:
    """`n` deals of the hidden wires drawn from the exact posterior (chain rule)."""
    return list(iter_worlds(view, post, n, rng))


def iter_worlds(view: Any, post: Posterior, n: int, rng: random.Random
                ) -> Iterator[dict[Addr, str]]:
    """sample_worlds one deal at a time (each costs a solve per hidden wire: a caller
    on a time budget stops drawing when it runs out)."""
    hidden = hidden_addrs(view)
    # the posterior after each drawn prefix: deals often begin alike
    given: dict[tuple[tuple[Addr, str], ...], Posterior] = {}
    for _ in range(n):
        v, p, world = view, post, {}
        for addr in hidden:
            dist = p.dists.get(addr) or {}
            items = sorted(dist.items())
            if not items:
                return
            r, acc, text = rng.random(), 0.0, items[-1][0]
            for t, q in items:
                acc += q
                if r < acc:
                    text = t
                    break
            world[addr] = text
            v = _with_wire(v, addr, text)
            if len(items) > 1 and len(world) < len(hidden):
                key = tuple(world.items())
                if key not in given:
                    given[key] = solve(v)     # the rest, given the draws so far
                p = given[key]
        yield world


def enumerate_worlds(view: Any, post: Posterior, cap: int
                     ) -> list[tuple[dict[Addr, str], float]] | None:
    """Every deal of the hidden wires with its exact probability (chain rule over the
    posterior of each drawn prefix), or None when there are more than `cap`."""
    hidden = hidden_addrs(view)
    out: list[tuple[dict[Addr, str], float]] = []

    def walk(v: Any, p: Posterior, world: dict[Addr, str], prob: float) -> bool:
        if len(world) == len(hidden):
            out.append((dict(world), prob))
            return len(out) <= cap
        addr = hidden[len(world)]
        items = sorted((t, q) for t, q in (p.dists.get(addr) or {}).items() if q > 1e-12)
        for t, q in items:
            world[addr] = t
            v2 = _with_wire(v, addr, t)
            # a wire that was certain changes nothing about the rest
            p2 = solve(v2) if len(items) > 1 and len(world) < len(hidden) else p
            if not walk(v2, p2, world, prob * q):
                return False
            del world[addr]
        return True

    return out if hidden and walk(view, post, {}, 1.0) else None


def play_out(state: Any, seat: int, first: Action, make_bot: Callable[[int], Any],
             spent: list[int] | None = None, limit: int = 400) -> bool:
    """Apply `first` for `seat`, then let the bots finish; True on a win. Each bot
    decision (the costly part: most solve the seat's deduction) adds 1 to spent[0]."""
    from engine.busters import GAME
    from engine.busters.actions import Pass
    from engine.busters.state import TURN
    PASS = Pass()
    GAME.apply(state, seat, first)
    bots: dict[int, Any] = {}
    for _ in range(limit):
        res = GAME.outcome(state)
        if res is not None:
            return bool(res.winners)
        who = min(GAME.to_act(state))
        if state.phase == TURN and who != state.active:
            GAME.perform(state, who, PASS)    # helpers' any-time cards: left out (speed)
            continue
        if who not in bots:
            bots[who] = make_bot(who)
        if spent is not None:
            spent[0] += 1
        legal = GAME.legal_actions(state, who)
        GAME.perform(state, who, bots[who].choose(GAME.view(state, who), legal, None))
    return False


#: at most this many possible deals: every one is played, weighted by its probability
EXACT_WORLDS = 16


def _best_exact(candidates: list[Action], worlds: list[tuple[dict[Addr, str], float]],
                won: Callable[[Action, dict[Addr, str]], bool], spent: list[int],
                budget: int) -> tuple[Action, list[int]]:
    """The candidate with the highest chance of winning over every possible deal (the
    earlier one on ties, so the greedy choice unless another is truly better), and the
    deals each one won. No sampling, so no margin is needed. A candidate is dropped
    once the deals it lost outweigh what the best one left; the budget is as for
    sampled deals (a candidate cut short is not judged)."""
    best_p, best, wins = -1.0, 0, []
    for i, a in enumerate(candidates):
        p = lost = 0.0
        w = 0
        cut_short = False
        for world, q in worlds:
            if i and spent[0] >= budget:      # the greedy choice is always judged
                cut_short = True
                break
            if won(a, world):
                p, w = p + q, w + 1
            else:
                lost += q
                if 1.0 - lost <= best_p + 1e-9:
                    break
        if cut_short:
            break
        wins.append(w)
        if p > best_p + 1e-9:
            best_p, best = p, i
        if best_p >= 1.0 - 1e-9:
            break                       # nothing can do better
    return candidates[best], wins


def best_action(view: Any, post: Posterior, candidates: list[Action],
                make_bot: Callable[[int], Any], samples: int, budget: int = 120,
                confirm: int = 80, margin: int = 2) -> tuple[Action, list[int]]:
    """The candidate winning the most played-out deals (the first one, the greedy
    choice, on ties), and each candidate's wins. A candidate that beats the first one
    is played again with it on fresh deals and replaces it only if it wins at least
    `margin` more of those: a few deals alone would often pick a lucky guess over an
    equal or better one.

    The work is bounded in bot decisions (each one a deduction): no candidate is
    started, or finished, once `budget` decisions have been made (one cut short is not
    judged), and the fresh deals stop after `confirm` more, so a decision stays well
    under a second whatever the position."""
    spent = [0]

    def won(a: Action, world: dict[Addr, str]) -> bool:
        return play_out(state_from(view, world), view.seat, a, make_bot, spent)

    exact = enumerate_worlds(view, post, EXACT_WORLDS)
    if exact is not None:
        return _best_exact(candidates, exact, won, spent, budget + confirm)
    rng = random.Random(f"busters-endgame/{view.mission}/{view.seat}/{view.turn_no}/"
                        f"{len(view.history)}")
    worlds = sample_worlds(view, post, samples, rng)

    def wins_on(a: Action, stop: int | None, cap: int | None) -> int | None:
        """Wins on the drawn deals (None: the budget ran out first); stops once `stop`
        deals are lost."""
        w = lost = 0
        for world in worlds:
            if cap is not None and spent[0] >= cap:
                return None
            if won(a, world):
                w += 1
            else:
                lost += 1
                if stop is not None and lost >= stop:
                    break
        return w

    wins: list[int] = []
    for a in candidates:
        # A candidate is dropped once it has lost as many deals as the best so far
        # (it can no longer win more of them; the earlier one wins ties).
        most = max(wins, default=-1)
        w = wins_on(a, len(worlds) - most if wins else None, budget if wins else None)
        if w is None:
            break
        wins.append(w)
        if len(wins) == 1 and w == len(worlds):
            break                       # the first choice wins every deal drawn
    best = max(range(len(wins)), key=lambda i: (wins[i], -i))
    if best == 0:
        return candidates[0], wins
    # The deals that picked the challenger flatter it (it won the most of them), so
    # only fresh deals decide, deal by deal until the lead is settled either way.
    more = sample_worlds(view, post, samples, rng)
    first = other = 0
    end = spent[0] + confirm
    for i, world in enumerate(more):
        if spent[0] >= end:
            break
        first += won(candidates[0], world)
        other += won(candidates[best], world)
        left = len(more) - i - 1
        if other + left < first + margin or other >= first + left + margin:
            break
    wins[0], wins[best] = wins[0] + first, wins[best] + other
    return (candidates[best] if other >= first + margin else candidates[0]), wins
