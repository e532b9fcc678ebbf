"""A look-ahead over the coming turns (issue 27): determinized rollouts. A benchmark
seat only (`engine.sim busters --seats search`), never a player level: on the missions
measured it does not yet beat the players' Expert (docs/BENCHMARKS.md).

At a decision with a real choice (the active seat's cut or tool, a mission decision of
several options), the bot:

1. asks the Expert (the greedy policy of engine/busters/bots.py, the players' top
   level) for its choice, and keeps the few best rival options by that
   bot's own scoring (the candidates);
2. draws K deals of the wires it cannot see from the exact posterior (the chain-rule
   sampler of engine/busters/endgame.py, seeded from public facts only), rebuilds
   each as a whole state (engine/busters/determinize.py, the missions' own
   `determinize` hooks for their private parts);
3. plays every candidate on every deal (the same deals for all: paired) for a horizon
   of HORIZON turns with a cheap rollout team: the Expert's scoring on a
   posterior that is certain (each seat sees the deal: no deduction to solve, so a
   decision costs milliseconds instead of a solve); the first action is played as the
   candidate says, so its risk is the deal's;
4. scores each end: a win 1, a loss 0, otherwise 1 less what the dial and the
   mission's own track lost (botctx.life_cost: the share of the winning chances a
   space costs), each failed cut costing at least the Expert's own price of a failure
   (mission 53's track hides it early on), plus a little for the wires cut; so each
   mission's rules and hooks (skipped turns, oxygen, Nano, a track) count without a
   planner per mission. A Dual Cut's value weighs its endings (success, wrong wire,
   red) by their exact chances, the rollouts telling what each ending leads to;
5. replaces the greedy choice only when another candidate's value beats it by MARGIN
   on the same deals.

The rollout team cannot fail a cut it sees, so the search judges what a choice does
to the coming turns (who can still play, the dial, the track) rather than the
guesses to come; the risk of the choice itself is weighed deal by deal.

The work is bounded twice: in rollout decisions (deterministic: the same view gives
the same choice) and in CPU time (a slower machine plays fewer deals or candidates,
and below MIN_WORLDS finished deals the greedy choice stands).

CeilingBot (benchmarks only, never offered to players) is the same search given the
real deal: its posterior is certain and its one world is the truth.
"""
from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

from engine.busters.actions import Addr, Dual, Pass, Reveal, Solo, Special, Use, as_addr
from engine.busters.botctx import SURE, Advice, BotContext, life_cost
from engine.busters.bots import ExpertBot, spaces_left
from engine.busters.components import game_value
from engine.busters.determinize import hidden_addrs, state_from
from engine.busters.endgame import iter_worlds
from engine.busters.events import FAILED_CUTS
from engine.busters.inference import Posterior
from engine.busters.missions import get_mission
from engine.busters.missions.base import Weighs
from engine.core.action import Action

#: deals drawn per decision, candidates besides the greedy choice
WORLDS = 4
RIVALS = 2
#: turns played after the choice (about one round at 4-5 players)
HORIZON = 4
#: rollout decisions per search (deterministic), CPU seconds per decision (safety)
STEPS = 600
BUDGET_S = 0.6
#: below this many deals played, the greedy choice stands
MIN_WORLDS = 2
#: how much better (in winning chances) a rival must score to replace the greedy choice
MARGIN = 0.05
#: value of each wire cut within the horizon (progress, to break ties)
WIRE = 0.002


class CertainPosterior(Posterior):
    """A posterior that knows the deal: every hidden wire of `view` is as `world` says.
    For the rollout team and the ceiling, never for a seat's real decisions."""

    def __init__(self, view: Any, world: dict[Addr, str]) -> None:
        super().__init__(None, 1.0, {a: {world[a]: 1.0} for a in hidden_addrs(view)}, view)  # type: ignore[arg-type]

    def prob_none(self, addrs: list[Addr], games: list[Any]) -> float:
        wanted = {str(g) for g in games}
        for a in addrs:
            text = next(iter(self.dists.get(a, {"": 1.0})))
            if text and str(game_value(text)) in wanted:
                return 0.0
        return 1.0


def _world_of(state: Any, view: Any) -> dict[Addr, str]:
    """The printed value of every wire `view` does not show, as `state` deals it."""
    return {a: state.slot(*a).wire.text for a in hidden_addrs(view)}


class RolloutBot(ExpertBot):
    """The Expert seeing the deal of `state` (the rollout team): its scoring
    without a solve. It weighs only the Dual Cuts that succeed on this deal (it sees
    them: the others would score worse anyway), so a decision costs milliseconds. No
    endgame search inside a rollout."""
    searches = False

    def __init__(self, state: Any) -> None:
        super().__init__()
        self.state = state

    def decide(self, view: Any, legal: list[Action], rng: random.Random | None = None) -> Advice:
        right = [a for a in legal if not isinstance(a, Dual)
                 or self.state.slot(*a.addr).wire.value == a.value]
        return super().decide(view, right if any(isinstance(a, Dual) for a in right) else legal,
                              rng)

    def posterior(self, view: Any) -> Posterior:
        if self._cache is None or self._cache[0] is not view:
            self._cache = (view, CertainPosterior(view, _world_of(self.state, view)))
        return self._cache[1]


def _ending(a: Action, world: dict[Addr, str]) -> str:
    """How a Dual Cut ends on this deal: "s" success, "r" a red wire, "f" another
    wire; "" for any other action (its ending is not split)."""
    if not isinstance(a, Dual) or as_addr(a.addr) not in world:
        return ""
    game = game_value(world[as_addr(a.addr)])
    return "s" if game == a.value else "r" if game == "R" else "f"


def _public_score(view: Any) -> tuple[int, int | None, int]:
    """(dial spaces left, the mission's track room or None, wires cut) of a view."""
    track = get_mission(view.mission).track(view)
    cut = sum(1 for st in view.stands for sl in st.slots if sl.cut)
    return view.detonator, None if track is None else track[0], cut


def _leaf(state: Any, seat: int, root: tuple[int, int | None, int], fails: int,
          miss: float) -> float:
    """A rollout's end: a win 1, a loss 0, otherwise 1 less what the dial and the
    mission's track lost, and at most 1 less `miss` for each of the `fails` failed
    cuts (the Expert's own cost of a failure: where the track hides it, mission 53's
    Nano early on, a failure looked free and the search preferred the cuts whose
    failure the few deals happened to show)."""
    from engine.busters import GAME
    res = GAME.outcome(state)
    if res is not None:
        return 1.0 if res.winners else 0.0
    det, track, cut = _public_score(GAME.view(state, seat))
    value = 1.0 - (life_cost(root[0], root[0] - det) if det < root[0] else 0.0)
    if track is not None and root[1] is not None and track < root[1]:
        value -= life_cost(root[1], root[1] - track)
    value = min(value, 1.0 - fails * miss)
    return max(0.0, value) + WIRE * (cut - root[2])


def rollout(state: Any, seat: int, first: Action, root: tuple[int, int | None, int],
            horizon: int, spent: list[int], plan: Any = None, miss: float = 0.0) -> float:
    """Apply `first` for `seat` on `state` (changed), let the rollout team play
    `horizon` more turns, and score the end (see _leaf)."""
    from engine.busters import GAME
    from engine.busters.state import TURN
    start = len(state.log)
    GAME.perform(state, seat, first)
    stop = state.turn_no + horizon
    bots: dict[int, RolloutBot] = {}
    for _ in range(40 * horizon + 40):
        if GAME.outcome(state) is not None or state.turn_no > stop:
            break
        who = min(GAME.to_act(state))
        if state.phase == TURN and who != state.active:
            GAME.perform(state, who, Pass())    # helpers' any-time cards: left out (speed)
            continue
        if who not in bots:
            bots[who] = RolloutBot(state)
            if who == seat and plan is not None:
                bots[who]._plan = plan          # a tool's cut goes on as planned
        spent[0] += 1
        legal = GAME.legal_actions(state, who)
        GAME.perform(state, who, bots[who].decide(GAME.view(state, who), legal).action)
    fails = sum(1 for e in state.log[start:] if e.key in FAILED_CUTS)
    return _leaf(state, seat, root, fails, miss)


class SearchBot(ExpertBot):
    """The search seat: the Expert's choice, checked by rollouts on drawn deals
    (benchmarks only, like the ceiling)."""
    level = "search"
    worlds = WORLDS
    rivals = RIVALS
    horizon = HORIZON
    steps = STEPS
    budget_s = BUDGET_S
    min_worlds = MIN_WORLDS
    #: the last search's deals played and candidates (tests, benchmarks)
    last_search: tuple[int, int] = (0, 0)

    def decide(self, view: Any, legal: list[Action], rng: random.Random | None = None) -> Advice:
        adv = super().decide(view, legal, rng)
        cands = self._candidates(view, legal, adv)
        self.last_search = (0, len(cands))
        if len(cands) < 2:
            return adv
        plan = self._plan
        best = self._search(view, cands, plan)
        if best is None or best == adv.action:
            return adv
        self._plan = None               # the greedy tool plan is not followed
        return self._advice(view, best)

    # -- which decisions are searched, and among what --------------------------------
    def _candidates(self, view: Any, legal: list[Action], adv: Advice) -> list[Action]:
        legal = [a for a in legal if not (isinstance(a, Special) and a.name == "timeout")]
        if len(legal) < 2 or view.seat not in view.to_act:
            return []
        if view.phase == "mission" and all(isinstance(a, Special) for a in legal):
            # a mission that weighs its own decision (its `decide` hook: the oxygen
            # model, the card a teammate can use) is trusted; the one-step weighing of
            # the others (busters.advice.weighed) is checked over the coming turns
            if adv.reason != "busters.advice.weighed":
                return []
            return [adv.action] + sorted((a for a in legal if a != adv.action), key=str)[:self.rivals]
        if view.phase != "turn" or view.seat != view.active:
            return []
        if not isinstance(adv.action, (Dual, Solo, Use, Reveal)):
            return []
        mission = get_mission(view.mission)
        # a sure cut is a choice only where the mission declares that a success costs
        # or brings something beyond its wires (Weighs.SUCCESS)
        weighs = Weighs.SUCCESS in mission.weighed()
        if adv.success >= SURE and not weighs:
            return []                   # a sure cut that costs nothing: nothing to plan
        ctx = BotContext(self, view, legal, rng=None)
        avoid = ctx.dead_ends()
        duals = sorted((a for a in legal if isinstance(a, Dual) and a not in avoid),
                       key=lambda a: (-ctx.cut_score(a)[0], str(a)))
        out: list[Action] = [adv.action]
        seen = {(a.addr[:2], a.value) for a in out if isinstance(a, Dual)}
        for a in [*(x for x in legal if isinstance(x, (Solo, Reveal)) and x not in avoid), *duals]:
            if len(out) > self.rivals:
                break
            key = (a.addr[:2], a.value) if isinstance(a, Dual) else None
            if a in out or (key is not None and key in seen):
                continue
            if key is not None:
                seen.add(key)
            out.append(a)
        return out

    # -- the search ---------------------------------------------------------------------
    def worlds_for(self, view: Any) -> Iterator[dict[Addr, str]]:
        """The deals to play on: K draws from the exact posterior, seeded from public
        facts (a reshuffle of what the seat cannot see changes nothing), drawn one at
        a time (a draw costs a solve per hidden wire: the time budget covers it)."""
        hidden = hidden_addrs(view)
        if not hidden:
            return iter([{}])
        rng = random.Random(f"busters-search/{view.mission}/{view.seat}/{view.turn_no}/"
                            f"{len(view.history)}")
        return iter_worlds(view, self.posterior(view), self.worlds, rng)

    def _search(self, view: Any, cands: list[Action], plan: Any) -> Action | None:
        start = time.process_time()
        deadline = start + self.budget_s
        worlds = self.worlds_for(view)
        root = _public_score(view)
        miss = life_cost(spaces_left(view), 1)
        spent = [0]
        # per candidate, the rollouts' values by how its cut ends on the deal
        strata: list[dict[str, list[float]]] = [{} for _ in cands]
        played = 0
        for w_i in range(self.worlds):
            if time.process_time() > deadline or spent[0] > self.steps:
                break
            world = next(worlds, None)
            if world is None:
                break
            base = state_from(view, world, random.Random(w_i))
            row = []
            for i, a in enumerate(cands):
                s = base.copy()
                row.append((_ending(a, world), rollout(s, view.seat, a, root, self.horizon,
                                                       spent, plan if i == 0 else None, miss)))
            # a deal counts once every candidate was played on it (paired means)
            for st, (end, value) in zip(strata, row):
                st.setdefault(end, []).append(value)
            played += 1
        self.last_search = (played, len(cands))
        if played < self.min_worlds:
            return None
        values = [self._value(view, a, st) for a, st in zip(cands, strata)]
        best = max(range(len(cands)), key=lambda i: (values[i], -i))
        return cands[best] if values[best] > values[0] + MARGIN else cands[0]

    def _value(self, view: Any, a: Action, strata: dict[str, list[float]]) -> float:
        """A candidate's value: for a Dual Cut, the mean rollout of each ending (success,
        a wrong wire, red) weighted by its exact chance, not by how often the few deals
        drawn gave it (a lucky draw would otherwise outweigh what the search is for:
        the turns after the cut); an ending no deal gave is estimated from the other
        (a wrong wire costs a dial space, red the game)."""
        means = {k: sum(v) / len(v) for k, v in strata.items()}
        if not isinstance(a, Dual) or not ({"s", "f"} & set(means)):
            return sum(sum(v) for v in strata.values()) / sum(len(v) for v in strata.values())
        post = self.posterior(view)
        p, pr = post.p(a.addr, a.value), post.p(a.addr, "R")
        q = max(0.0, 1.0 - p - pr)
        miss = life_cost(spaces_left(view), 1)
        v_s = means.get("s", min(1.0, means.get("f", 0.0) + miss))
        v_f = means.get("f", max(0.0, v_s - miss))
        return p * v_s + q * v_f + pr * means.get("r", 0.0)

    def _advice(self, view: Any, action: Action) -> Advice:
        """The search's choice in the Expert's words (the Coach's keys)."""
        if isinstance(action, Dual):
            p = self.posterior(view).p(action.addr, action.value)
            key = "busters.advice.sure_dual" if p >= SURE else "busters.advice.best_odds"
            return Advice(action, p, key,
                          {"addr": list(action.addr), "value": action.value, "p": round(p, 4)})
        return Advice(action, 1.0, "busters.advice.weighed")


class CeilingBot(SearchBot):
    """The same search given every hidden wire (benchmarks only: engine.sim hands it
    the true state, `truth`, before each decision; never offered to players)."""
    level = "ceiling"
    sees_all = True
    min_worlds = 1
    truth: Any = None

    def posterior(self, view: Any) -> Posterior:
        assert self.truth is not None, "the ceiling needs the true state (engine.sim)"
        return CertainPosterior(view, _world_of(self.truth, view))

    def worlds_for(self, view: Any) -> Iterator[dict[Addr, str]]:
        return iter([_world_of(self.truth, view)])


__all__ = ["CeilingBot", "CertainPosterior", "RolloutBot", "SearchBot", "rollout"]
