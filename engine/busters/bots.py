"""Bomb Busters bots: Easy, Normal, Hard and Expert teammates.

Every bot reads only its own view (engine/busters/views.py) and reasons from the
exact posterior of engine/busters/inference.py. The Expert's policy, also the Coach's
advice (`advise`), in order:

1. certain actions: Reveal Red, Solo Cut, a Dual Cut at a wire known to hold the
   value (probability 1);
2. otherwise the cut with the best score: the chance it succeeds, less the chance of a
   red wire (an instant loss) and of a wrong wire (a detonator space; a loss on the last
   one), with a small bonus for what a cut tells the table;
3. equipment when it raises the odds: the Stabilizer before a risky cut, the Double /
   Triple / Super Detector and the X or Y Ray when their exact chance of success beats
   the best plain cut (a detector's counted only where bounds on it leave the choice
   open: the count is a turn's costliest question), the Rewinder when the dial has
   moved, Emergency Batteries for a used Double Detector, the Post-it on the wire
   that tells teammates the most;
4. the setup info token on the wire that tells teammates the most (a middle wire of a
   value the others hold most copies of);
5. in the endgame of a training mission (at most ENDGAME_HIDDEN hidden wires, the red
   wire still uncut), the turn's choice is checked by a small search
   (engine/busters/endgame.py): the greedy choice, the other sure cuts and the best
   few risky ones are played out to the end by the greedy team on deals drawn from the
   posterior, and one that wins clearly more of them replaces the greedy choice. It
   finds what the greedy score misses: a sure cut that leaves a teammate a blind guess
   between the red wire and a last copy of its neighbour value, or a cut that fails
   safely but puts an info token where it tells the table where the red wire is;
6. asked for a wire by a teammate's Walkie-Talkies, the one the giver can use best
   (engine/busters/giveback.py). The bots never start a swap themselves.

Levels: Easy takes any fairly likely cut and no equipment; Normal the likeliest cut;
Hard weighs red wires and the dial and uses its Double Detector; Expert adds the
equipment, the tie-breaks above and the endgame search.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.busters import cuts, marks
from engine.busters.actions import (Announce, Choose, Dual, Give, Info, Own, Pass, Point,
                                    Reveal, Solo, Special, Use, as_addr, parse_addr)
from engine.busters.botctx import SURE, Advice, BotContext, life_cost
from engine.busters.components import MINE, game_value, value_key
from engine.busters.determinize import hidden_addrs
from engine.busters.endgame import best_action
from engine.busters.missions import Weighs, get_mission
from engine.busters.giveback import give_back
from engine.busters.inference import Posterior, solve
from engine.core.action import Action
from engine.core.view import UNKNOWN

#: the endgame search: at most this many hidden wires (and uncut wires in all, one's
#: own included: a playout's length), deals drawn, risky cuts tried
ENDGAME_HIDDEN = 9
ENDGAME_UNCUT = 13
ENDGAME_SAMPLES = 8
ENDGAME_RISKY = 3


@dataclass
class _Plan:
    """A cut declared in several steps (tools, pointed wires, the announcement)."""
    turn: int
    tools: tuple[str, ...]
    points: tuple[tuple[int, ...], ...]
    values: tuple[Any, ...]
    success: float
    reason: str


# ---- what a seat knows -----------------------------------------------------------------

def _own_wires(view: Any) -> list[tuple[tuple[int, int, int], str, bool, tuple[str, ...]]]:
    return [((st.seat, st.index, i), sl.wire, sl.cut, sl.tokens)
            for st in view.stands if st.seat == view.seat for i, sl in enumerate(st.slots)]


def _stand_slots(view: Any, seat: int, stand: int) -> list[Any]:
    for st in view.stands:
        if st.seat == seat and st.index == stand:
            return list(st.slots)
    return []


# ---- the levels ------------------------------------------------------------------------

class BustersBot:
    level = "base"
    red_weight = 0.0          # score cost of a red wire (instant loss); 0: odds only
    uses_detector = False
    uses_equipment = False
    sloppy = 0.0              # Easy: takes any cut within this share of the best
    searches = False          # Expert: the endgame search (engine/busters/endgame.py)

    def __init__(self) -> None:
        self._plan: _Plan | None = None
        self._cache: tuple[Any, Posterior] | None = None

    # -- the one call ------------------------------------------------------------
    def choose(self, view: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(view, list(legal), rng).action

    def decide(self, view: Any, legal: list[Action], rng: random.Random | None = None) -> Advice:
        # a clock runs out by itself: reporting it is the table's job, never a choice
        legal = [a for a in legal if not (isinstance(a, Special) and a.name == "timeout")] \
            or legal
        if len(legal) == 1:
            return Advice(legal[0], 1.0, "busters.advice.only")
        if any(isinstance(a, Special) for a in legal):
            ctx = BotContext(self, view, legal, rng)
            adv = get_mission(view.mission).decide(view, legal, ctx)
            if adv is not None:
                return adv
            if view.phase == "mission":
                return self._mission_choice(ctx)
            legal = [a for a in legal if not isinstance(a, Special)] or legal
        phase = view.phase
        if phase == "characters":
            return self._character(legal)
        if phase == "setup_info":
            return self._setup_info(view, legal, rng)
        if phase == "turn" and view.seat != view.active:
            return self._helper(view, legal)
        if phase == "turn":
            return self._turn(view, legal, rng)
        if phase == "declare":
            return self._declare(view, legal)
        if phase == "own_cut":
            return self._own_cut(view, legal)
        if phase == "resolve":
            return Advice(next(a for a in legal if isinstance(a, Choose)), 1.0,
                          "busters.advice.resolve")
        if phase == "walkie":
            gives = [a for a in legal if isinstance(a, Give)]
            return Advice(give_back(view, gives, self.posterior(view)), 1.0,
                          "busters.advice.walkie")
        passes = [a for a in legal if isinstance(a, Pass)]
        return Advice(passes[0] if passes else legal[0], 1.0, "busters.advice.only")

    def _mission_choice(self, ctx: BotContext) -> Advice:
        """A mission decision its mission does not weigh itself: each option is tried
        on the rebuilt state; one that loses is worst, one that costs dial spaces costs
        their share, and where the seat then cuts, its best cut's score counts."""
        best: tuple[float, str, Action] | None = None
        for a in ctx.legal:
            after, nxt = ctx.after_state(a)
            if after.result is not None:
                score = 1.0 if after.result[0] else -10.0
            else:
                score = -life_cost(ctx.view.detonator, ctx.view.detonator - after.detonator) \
                    if after.detonator < ctx.view.detonator else 0.0
                cut = ctx.best_cut(nxt) if nxt else None
                if cut is not None:
                    score += cut[1]
            if best is None or (score, str(a)) > (best[0], best[1]):
                best = (score, str(a), a)
        assert best is not None
        return Advice(best[2], 1.0, "busters.advice.weighed")

    def posterior(self, view: Any) -> Posterior:
        key = (view.stands, view.history, view.labels)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        post = solve(view)
        self._cache = (key, post)
        return post

    # -- setup -------------------------------------------------------------------
    #: rule sticker B, chosen before the wires are seen: the Triple Detector does all
    #: the Double Detector does and more; the X or Y Ray doubles a cut's odds; the
    #: radar tells the table one value's holders; the bots never start a swap
    CHARACTER_RANK = {"e3": 0, "e4": 1, "keep": 2, "e1": 3, "e2": 4}

    def _character(self, legal: list[Action]) -> Advice:
        best = min(legal, key=lambda a: self.CHARACTER_RANK.get(getattr(a, "character", ""), 9))
        return Advice(best, 1.0, "busters.advice.character")

    def _setup_info(self, view: Any, legal: list[Action], rng: random.Random | None) -> Advice:
        infos = [a for a in legal if isinstance(a, Info)]
        if self.level == "easy" and rng is not None:
            return Advice(rng.choice(infos), 1.0, "busters.advice.setup_info")
        mine = _own_wires(view)
        counts: dict[str, int] = {}
        for _a, text, _c, _t in mine:
            counts[text] = counts.get(text, 0) + 1
        best, best_score = infos[0], -1e9
        for a in infos:
            slots = _stand_slots(view, a.addr[0], a.addr[1])
            n = len(slots)
            text = slots[a.addr[2]].wire
            mid = -abs(a.addr[2] - (n - 1) / 2) / max(n, 1)
            # A value the others hold more copies of gives them more sure cuts.
            others = 4 - counts.get(text, 0)
            score = mid + (0.25 * others if self.red_weight else 0.0)      # Hard and up
            if score > best_score:
                best, best_score = a, score
        return Advice(best, 1.0, "busters.advice.setup_info",
                      {"addr": list(best.addr)})

    # -- helpers in the equipment window ----------------------------------------------
    def _helper(self, view: Any, legal: list[Action]) -> Advice:
        if self.uses_equipment:
            adv = self._any_time(view, legal)
            if adv is not None:
                return adv
        return Advice(next(a for a in legal if isinstance(a, Pass)), 1.0, "busters.advice.pass")

    def _any_time(self, view: Any, legal: list[Action]) -> Advice | None:
        uses = [a for a in legal if isinstance(a, Use)]
        for a in uses:
            if a.name == "rewinder" and view.detonator < view.players:
                return Advice(a, 1.0, "busters.advice.rewinder")
        for a in uses:
            if a.name == "batteries" and len(a.args) == max(
                    len(b.args) for b in uses if b.name == "batteries"):
                return Advice(a, 1.0, "busters.advice.batteries")
        posts = [a for a in uses if a.name == "postit"]
        if posts:
            best = self._best_postit(view, posts)
            if best is not None:
                return Advice(best, 1.0, "busters.advice.postit", {"addr": best.args[0]})
        return None

    def _best_postit(self, view: Any, posts: list[Use]) -> Use | None:
        mine = _own_wires(view)
        counts: dict[str, int] = {}
        for _a, text, cut, _t in mine:
            if not cut:
                counts[text] = counts.get(text, 0) + 1
        best, best_score = None, 0.0
        for a in posts:
            seat, stand, slot = parse_addr(a.args[0])
            slots = _stand_slots(view, seat, stand)
            sl = slots[slot]
            if sl.cut or sl.tokens:
                continue
            cut_elsewhere = sum(1 for st in view.stands for x in st.slots
                                if x.cut and x.wire == sl.wire)
            others = 4 - counts.get(sl.wire, 0) - cut_elsewhere
            if others <= 0:
                continue
            score = others - abs(slot - (len(slots) - 1) / 2) / max(len(slots), 1)
            if score > best_score:
                best, best_score = a, score
        return best

    # -- the active seat's turn -----------------------------------------------------------
    def _turn(self, view: Any, legal: list[Action], rng: random.Random | None) -> Advice:
        adv = self._greedy_turn(view, legal, rng)
        if self.searches and isinstance(adv.action, (Dual, Use)):
            found = self._endgame(view, legal, adv)
            if found is not None:
                return found
        return adv

    def _endgame(self, view: Any, legal: list[Action], adv: Advice) -> Advice | None:
        """With few hidden wires left and the red wire still uncut, play the likely
        choices out on deals drawn from the posterior (engine/busters/endgame.py):
        a greedy cut can leave a teammate a blind guess between the red wire and the
        last copy of its neighbour value, with no Double Detector pair left to point."""
        hidden = hidden_addrs(view)
        if not hidden or len(hidden) > ENDGAME_HIDDEN:
            return None
        if len(hidden) + sum(1 for _a, _t, cut, _k in _own_wires(view) if not cut) > ENDGAME_UNCUT:
            return None
        post = self.posterior(view)
        mine_red = any(text.endswith(".5") and not cut for _a, text, cut, _t in _own_wires(view))
        if not mine_red and not any(post.p(a, "R") > 0 for a in hidden):
            return None
        duals = [a for a in legal if isinstance(a, Dual)]
        ctx = BotContext(self, view, legal)
        scored = sorted(duals, key=lambda a: (
            -(post.p(a.addr, a.value) >= SURE), -ctx.cut_score(a)[0], str(a)))
        cands: list[Action] = [adv.action]
        seen = {(a.addr[:2], a.value) for a in cands if isinstance(a, Dual)}
        risky = 0
        for a in scored:
            key = (a.addr[:2], a.value)
            if key in seen:
                continue
            if post.p(a.addr, a.value) < SURE:
                if risky >= ENDGAME_RISKY:
                    continue
                risky += 1
            seen.add(key)
            cands.append(a)
        if len(cands) == 1:
            return None
        plan = self._plan

        def make_bot(seat: int) -> BustersBot:
            bot = ExpertBot()
            bot.searches = False
            if seat == view.seat and isinstance(adv.action, Use):
                bot._plan = plan
            return bot
        best, wins = best_action(view, post, cands, make_bot, ENDGAME_SAMPLES)
        if best == adv.action:
            return None
        assert isinstance(best, Dual)
        p = post.p(best.addr, best.value)
        if p >= SURE:
            return Advice(best, 1.0, "busters.advice.sure_dual",
                          {"addr": list(best.addr), "value": best.value})
        return Advice(best, p, "busters.advice.best_odds",
                      {"addr": list(best.addr), "value": best.value, "p": round(p, 4)})

    def _greedy_turn(self, view: Any, legal: list[Action], rng: random.Random | None) -> Advice:
        ctx = BotContext(self, view, legal, rng)
        avoid = ctx.dead_ends()
        if avoid:
            legal = [a for a in legal if a not in avoid]
            ctx = BotContext(self, view, legal, rng)
        gamble = self._unseen_gamble(ctx)
        if gamble is not None and gamble.success >= SURE:
            return gamble
        reveal = [a for a in legal if isinstance(a, Reveal)]
        if reveal and not ctx.unseen():
            return Advice(reveal[0], 1.0, "busters.advice.reveal")
        solos = [a for a in legal if isinstance(a, Solo) and not a.extra]
        # where a success itself may cost or bring something (missions 29, 53, 66),
        # sure cuts are weighed too
        weighs = Weighs.SUCCESS in ctx.mission.weighed()
        if solos and not weighs:
            solo = min(solos, key=lambda x: value_key(x.value))
            return Advice(solo, 1.0, "busters.advice.solo", {"value": solo.value})
        if self.uses_equipment:
            adv = self._any_time(view, legal)
            if adv is not None:
                return adv
        duals = [a for a in legal if isinstance(a, Dual)]
        if solos and (not duals or weighs):
            adv = self._weighed_sure(ctx, solos, duals)
            if adv is not None:
                return adv
        if not duals:
            if gamble is not None:
                return gamble              # only a cut of one's own unseen wire is left
            uses = sorted((a for a in legal if isinstance(a, Use)), key=str)
            return Advice(uses[0] if uses else legal[0], 0.0, "busters.advice.only")
        post = self.posterior(view)
        scored = []
        for d in duals:
            score, p = ctx.cut_score(d)
            scored.append((score, p, d))
        scored.sort(key=lambda x: (-x[0], str(x[2])))
        best_score, best_p, best = scored[0]
        if gamble is not None and self.score_unseen(gamble.success) > best_score:
            return gamble
        # a sure cut the mission charges a space for (a teammate's flipped wire) is no
        # free cut: it is weighed with the rest
        sure = [(s, p, a) for s, p, a in scored if p >= SURE and not ctx.penalty(a.addr)]
        if sure and weighs:
            top = max(sure, key=lambda x: (x[0], str(x[2])))
            if top[0] >= best_score - 1e-9:
                return Advice(top[2], 1.0, self._progress_key(ctx, top[2], "busters.advice.sure_dual"),
                              {"addr": list(top[2].addr), "value": top[2].value})
        elif sure:
            pick = self._pick_sure(view, post, [x[2] for x in sure])
            return Advice(pick, 1.0, "busters.advice.sure_dual",
                          {"addr": list(pick.addr), "value": pick.value})
        if self.sloppy and rng is not None:
            # by score, which for Easy is the odds (a space-costing cut comes last)
            pool = [x for x in scored if x[0] >= scored[0][0] * (1 - self.sloppy)] or scored[:1]
            _s, p, pick = rng.choice(pool)
            return Advice(pick, p, "busters.advice.best_odds", {"p": round(p, 4)})
        if self.uses_detector or self.uses_equipment:
            adv = self._tools(ctx, post, best_p, scored)
            if adv is not None:
                return adv
        # a sure cut that still costs a space (a teammate's flipped wire): the Coach
        # says why it beats the guesses
        key = "busters.advice.sure_penalty" if best_p >= SURE and ctx.penalty(best.addr) \
            else self._progress_key(ctx, best, self._cost_key(ctx, scored, "busters.advice.best_odds", solos))
        return Advice(best, best_p, key,
                      {"addr": list(best.addr), "value": best.value, "p": round(best_p, 4)})

    @staticmethod
    def _progress_key(ctx: BotContext, a: Dual, key: str) -> str:
        """The Coach's reason for a cut: the mission's own where its success moves the
        mission on (a value the Sequence card points at, Nano's value), else `key`."""
        m = ctx.mission
        return m.progress_reason if m.progress_reason and m.progress(ctx.view, a.value) > 0 else key

    @staticmethod
    def _cost_key(ctx: BotContext, scored: list, key: str, solos: Sequence[Solo] = ()) -> str:
        """The Coach's reason for a cut: the mission's own where the likeliest cut (a
        sure Solo Cut left for it too) lost to it on what the mission charges
        (`cut_cost`: a teammate of the fragile Captain leaving their wires alone,
        mission 66's standee kept on its way), else `key`."""
        m = ctx.mission
        if not m.cost_reason:
            return key
        _s, p, best = scored[0]

        def cost(a: Dual | Solo, chance: float) -> float:
            return m.cut_cost(ctx.view, a.value, ctx, a.addr[0] if isinstance(a, Dual) else None,
                              chance)
        _t, q, likeliest = max(scored, key=lambda x: (x[1], str(x[2])))
        left = [(1.0, a) for a in solos] + ([(q, likeliest)] if q > p and likeliest != best else [])
        return m.cost_reason if any(cost(a, c) > cost(best, p) for c, a in left) else key

    def score_cut(self, ctx: BotContext, p: float, pr: float, a: Dual) -> float:
        """Higher is better: minus the expected cost in winning chances, where a red
        wire loses the game (1) and a wrong wire costs the dial space's share (LIFE),
        the last space being the game too, or the game where the mission says a
        failure explodes; a space the mission charges for pointing there (a flipped
        wire) costs its share too; with the Stabilizer only that is at stake. Easy and
        Normal go by the odds alone, but a cut that costs a space even when right
        comes after every cut that may succeed."""
        if self.red_weight == 0.0:
            return p + 1e-3 * p - ctx.penalty(a.addr)
        view = ctx.view
        track = ctx.mission.track(view)                      # mission 53: Nano
        room, steps = track if track is not None else (view.detonator, None)
        pen = ctx.penalty(a.addr)
        charge = life_cost(room, pen) if pen else 0.0
        risk = ctx.mission.success_risk(view, a.value)       # mission 29's laid card
        if risk:
            charge += p * risk * life_cost(room - pen, 1)
        charge -= p * ctx.mission.progress(view, a.value)      # mission 66's standee
        charge += ctx.mission.cut_cost(view, a.value, ctx, a.addr[0], p)   # oxygen: 49, 54, 63
        if view.stabilized:
            return p - charge
        fail = ctx.failure(a.addr[0])
        q = max(0.0, 1.0 - p - pr)
        miss = 1.0 if fail.explode else life_cost(room - pen, fail.steps if steps is None else steps)
        return -(self.red_weight * pr + miss * q + charge) + 1e-3 * p

    def score_unseen(self, p: float) -> float:
        """A cut of one's own unseen wires on score_cut's scale: a wrong one explodes
        the bomb (R-BB27), so its failure costs the game, not a dial space."""
        if self.red_weight == 0.0:
            return p
        return -(1.0 - p) + 1e-3 * p

    def _unseen_gamble(self, ctx: BotContext) -> Advice | None:
        """Cutting (or revealing) one's own wires one cannot see (flipped): the best
        such action with its chance that every unseen wire is what it is cut as."""
        post, best = None, None
        for a in ctx.legal:
            if isinstance(a, Solo) and a.extra:
                post = post or self.posterior(ctx.view)
                p = 1.0
                for addr in a.extra:
                    p *= post.p(addr, a.value)
            elif isinstance(a, Reveal) and ctx.unseen():
                post = post or self.posterior(ctx.view)
                p = 1.0
                for addr in ctx.unseen():
                    p *= post.p(addr, "R")
            else:
                continue
            if best is None or (p, str(a)) > (best.success, str(best.action)):
                best = Advice(a, p, "busters.advice.unseen", {"p": round(p, 4)})
        return best

    def _weighed_sure(self, ctx: BotContext, solos: list[Solo], duals: list[Dual]) -> Advice | None:
        """Where a success may cost (mission 53: Nano moves), the Solo Cut whose success
        costs least, unless a Dual Cut scores better (None: go on with the Dual Cuts)."""
        a = max(solos, key=lambda x: (self.score_solo(ctx, x), -value_key(x.value)))
        if duals and self.red_weight and \
                max(ctx.cut_score(d)[0] for d in duals) > self.score_solo(ctx, a):
            return None
        return Advice(a, 1.0, "busters.advice.solo", {"value": a.value})

    def score_solo(self, ctx: BotContext, a: Solo) -> float:
        """A sure cut's score on score_cut's scale: only what its success costs."""
        risk = ctx.mission.success_risk(ctx.view, a.value)
        return -risk * life_cost(spaces_left(ctx.view), 1) + ctx.mission.progress(ctx.view, a.value) \
            - ctx.mission.cut_cost(ctx.view, a.value, ctx) + 1e-3

    def _pick_sure(self, view: Any, post: Posterior, sure: list[Dual]) -> Dual:
        """Among certain cuts, prefer values next to a red candidate, untokened wires
        (a tokened one stays a sure cut for anyone holding its value) and values whose
        equipment card is still locked."""
        locked = {n for n, _name, status in view.equipment if status == "locked"}
        # Values next to a red candidate (x and x+1 around x.5) first: once they are
        # cut, the red wire stands alone and no late guess has to choose between them.
        near_red = {v for colour, x, _q in view.markers if colour == "red" for v in (x, x + 1)}

        def key(a: Dual) -> tuple:
            slots = _stand_slots(view, a.addr[0], a.addr[1])
            tokened = bool(slots[a.addr[2]].tokens)
            return (a.value not in near_red, tokened, a.value not in locked, str(a))
        return min(sure, key=key)

    # -- tools ------------------------------------------------------------------------
    def _tools(self, ctx: BotContext, post: Posterior, best_p: float,
               scored: list) -> Advice | None:
        """Equipment that lowers the expected cost of this turn's cut."""
        view, legal = ctx.view, ctx.legal
        uses = {a.name: a for a in legal if isinstance(a, Use) and not a.args}
        for base in ("triple", "xray"):      # one's own (sticker B) before the shared card
            if MINE + base in uses:
                uses[base] = uses[MINE + base]
        # a tool's cut is made with a wire one sees: a flipped own wire may only be cut
        # in a plain Dual Cut (missions 56 and 64), so its values are no tool's
        seen = set(ctx.own_values())
        own_vals = sorted({a.value for a in legal if isinstance(a, Dual) and a.value in seen},
                          key=value_key)
        best = scored[0][2]
        room = spaces_left(view)

        def life(seat: int) -> float:
            """What a tool's wrong cut at `seat` costs, as score_cut counts a Dual Cut's
            (the mission's own track, a failure that explodes)."""
            if view.stabilized:
                return 0.0
            track = ctx.mission.track(view)
            fail = ctx.failure(seat)
            return 1.0 if fail.explode else life_cost(room, fail.steps if track is None else track[1])
        best_cost = 0.0 if view.stabilized else -(scored[0][0] - 1e-3 * best_p)
        best_pr = 0.0 if view.stabilized else post.p(best.addr, "R")
        critical = best_pr > 0.02 or (room <= 1 and best_cost > 0.03)
        if self.uses_equipment and critical:
            # Radar and Stabilizer are kept for the cuts that could lose the game.
            radar = next((r for r in (Use(MINE + "radar", (str(best.value),)),
                                      Use("radar", (str(best.value),))) if r in legal), None)
            if isinstance(best.value, int) and radar is not None:
                return Advice(radar, best_p, "busters.advice.radar", {"value": best.value})
            if "stabilizer" in uses:
                return Advice(uses["stabilizer"], best_p, "busters.advice.stabilizer")
            coffee = self._coffee(view, legal, post, ctx) if best_pr > 0.1 else None
            if coffee is not None:
                return coffee
        options: list[tuple[float, float, _Plan]] = []

        def takes(cost: float, succ: float) -> bool:
            """Whether a tool's cut is worth it against the best plain cut."""
            if view.stabilized or best_cost == 0.0:
                return succ >= best_p + 0.1
            # a tool is once a mission: kept for a better moment
            return cost + 0.02 <= best_cost and (succ >= 0.7 or critical or best_p < 0.5)

        def det_cost(addrs: tuple, v: Any, succ: float) -> float:
            return life(addrs[0][0]) * (1.0 - succ) + self._charge(ctx, (v,), succ)
        # (tool, wires, value, highest odds, least cost for odds within their bounds:
        # the cost is linear in the odds, so at one of the bounds)
        dets: list[tuple[str, tuple, Any, float, float]] = []
        det_names: list[str] = [n for n in ("super", "triple", "ddet") if n in uses
                     and (self.uses_equipment or n == "ddet")]
        if det_names and best_p < 0.95:
            cands = []
            for name in det_names:
                cands += self._detector_candidates(view, post, name, own_vals, ctx)
            cands.sort(key=lambda x: -x[0])
            tried: set = set()
            for _approx, name, addrs, v in cands:
                if len(tried) >= 3:
                    break
                if (addrs, v) in tried:
                    continue
                tried.add((addrs, v))
                lo, hi = _detector_bounds(view, post, addrs, v)
                dets.append((name, addrs, v, hi,
                             min(det_cost(addrs, v, lo), det_cost(addrs, v, hi))))
        if "xray" in uses and self.uses_equipment and best_p < 0.95 and len(own_vals) >= 2:
            xray = self._xray_plan(view, post, own_vals, ctx)
            if xray is not None:
                pr = 0.0 if view.stabilized else post.p(as_addr(xray.points[0]), "R")
                cost = pr + life(xray.points[0][0]) * max(0.0, 1.0 - xray.success - pr) + \
                    self._charge(ctx, xray.values, xray.success)
                options.append((cost, xray.success, xray))
        # The cheapest option is weighed (ties: the higher odds, then the first listed,
        # detectors first). A detector's exact odds are a count over every deal, the
        # costliest question of a turn (issue 27): asked only where they could change
        # the choice, the bounds of its odds deciding the rest: none if no tool could
        # be worth it, none for a detector that cannot be the cheapest.
        if not any(takes(c, p) for c, p, _plan in options) and \
                not any(takes(least, hi) for _n, _a, _v, hi, least in dets):
            return None
        exact: dict[int, tuple[float, float, _Plan]] = {}
        for k in sorted(range(len(dets)), key=lambda k: dets[k][4]):
            name, addrs, v, _hi, least = dets[k]
            known = [o[0] for o in options] + [o[0] for o in exact.values()]
            if known and least > min(known):
                break
            succ = 1.0 - post.prob_none(list(addrs), [v])
            points = ((addrs[0][:2],) if name == "super" else addrs)
            plan = _Plan(view.turn_no, (name,), points, (v,), succ, "busters.advice.detector")
            exact[k] = (det_cost(addrs, v, succ), succ, plan)
        options = [exact[k] for k in sorted(exact)] + options
        cost, succ, plan = min(options, key=lambda x: (x[0], -x[1]))
        if not takes(cost, succ):
            return None
        self._plan = plan
        return Advice(uses[plan.tools[0]], succ, plan.reason,
                      {"p": round(succ, 4), "tool": plan.tools[0]})

    def _charge(self, ctx: BotContext, values: tuple, succ: float) -> float:
        """What a tool's cut of `values` costs beyond its odds, as score_cut charges a
        Dual Cut: what announcing it costs (oxygen, mission 66's standee) less what
        its success brings, the mean over the values announced. What every success
        costs (success_risk: mission 53's Nano) is left out, as before tools weighed
        these hooks: charged, the tools' odds stopped counting where Nano's room is
        down to its last space (mission 53, Expert 14/100 -> 7/100)."""
        m, view = ctx.mission, ctx.view
        return sum(m.cut_cost(view, v, ctx, None, succ) - succ * m.progress(view, v)
                   for v in values) / len(values)

    def _coffee(self, view: Any, legal: list[Action], post: Posterior,
                ctx: BotContext) -> Advice | None:
        """Coffee Mug: hand the turn to the teammate likeliest to hold the red wire
        (with only red left, they reveal it: the danger is gone), never to one who
        would then skip (mission 63: the oxygen goes left, not with the turn)."""
        mugs = [a for a in legal if isinstance(a, Use) and a.name == "coffee"]
        mugs = [a for a in mugs if not _skips_after(ctx, a, int(a.args[0]))]
        if not mugs:
            return None

        def red_mass(a: Use) -> float:
            p = int(a.args[0])
            return sum(post.p(addr, "R") for addr in post.dists if addr[0] == p)
        best = max(mugs, key=red_mass)
        return Advice(best, 1.0, "busters.advice.coffee", {"seat": int(best.args[0])})

    def _detector_candidates(self, view: Any, post: Posterior, name: str, own_vals: list[Any],
                             ctx: BotContext) -> list[tuple[float, str, tuple, Any]]:
        """(approximate success, tool, pointed wires, value), the approximation taking
        the wires as independent (the exact figure comes from the solver). Only wires
        the tool may point at (X wires, tripwires, constraint cards: public facts, so
        the rebuilt state answers)."""
        vals = [v for v in own_vals if v not in ("Y", "R")]
        width = {"ddet": 2, "triple": 3, "super": 0}[name]
        state = ctx.state()
        out: list[tuple[float, str, tuple, Any]] = []
        for st in view.stands:
            if st.seat == view.seat:
                continue
            hidden = [i for i, sl in enumerate(st.slots) if not sl.cut]
            barred = {i for i in hidden
                      if not cuts.allowed(state, view.seat, state.slot(st.seat, st.index, i), name)}
            if not hidden or (width and len(hidden) < width):
                continue
            if width == 0:
                groups = [tuple(hidden)]
            else:
                groups = [tuple(hidden[k:k + width]) for k in range(len(hidden) - width + 1)]
                if width == 2:
                    groups += [(hidden[k], hidden[k + 2]) for k in range(len(hidden) - 2)]
            for g in groups:
                g = tuple(i for i in g if i not in barred) if width == 0 else g
                if not g or barred & set(g):
                    continue
                addrs = tuple((st.seat, st.index, i) for i in g)
                if len(addrs) >= 2 and min(post.p(a, "R") for a in addrs) > 0.3:
                    continue
                for v in vals:
                    miss = 1.0
                    for a in addrs:
                        miss *= 1.0 - post.p(a, v)
                    out.append((1.0 - miss, name, addrs, v))
        return out

    def _xray_plan(self, view: Any, post: Posterior, own_vals: list[Any],
                   ctx: BotContext) -> _Plan | None:
        best: tuple[float, tuple, tuple] | None = None
        state = ctx.state()
        for addr, dist in post.dists.items():
            if addr[0] == view.seat:
                continue
            if not _hidden_target(view, addr) or \
                    not cuts.allowed(state, view.seat, state.slot(*addr), "xray"):
                continue
            ps = sorted(((post.p(addr, v), v) for v in own_vals), key=lambda x: -x[0])[:2]
            if len(ps) < 2:
                continue
            succ = ps[0][0] + ps[1][0]
            pair = tuple(sorted((ps[0][1], ps[1][1]), key=value_key))
            if best is None or succ > best[0]:
                best = (succ, addr, pair)
        if best is None:
            return None
        succ, addr, pair = best
        return _Plan(view.turn_no, ("xray",), (tuple(addr),), pair, succ, "busters.advice.xray")

    # -- pointing and announcing ------------------------------------------------------------
    def _declare(self, view: Any, legal: list[Action]) -> Advice:
        plan = self._plan
        decl = view.declaration
        pointed = tuple(tuple(a) for a in decl[1]) if decl else ()
        if plan is not None and plan.turn == view.turn_no:
            todo = [p for p in plan.points if p not in pointed]
            if len(plan.points) == 1 and len(plan.points[0]) == 2 and pointed:
                todo = []                       # a whole stand (Super Detector) is pointed
            for p in todo:
                act = Point(p)
                if act in legal:
                    return Advice(act, plan.success, plan.reason)
            ann = Announce(plan.values)
            if ann in legal:
                return Advice(ann, plan.success, plan.reason)
        return self._declare_fallback(view, legal, pointed)

    def _declare_fallback(self, view: Any, legal: list[Action], pointed: tuple) -> Advice:
        """No plan (a fresh bot, or a human armed a tool): the best completion."""
        post = self.posterior(view)
        points = [a for a in legal if isinstance(a, Point)]
        anns = [a for a in legal if isinstance(a, Announce)]
        if anns:
            targets = [tuple(a) for a in pointed if len(a) == 3]

            def succ(ann: Announce) -> float:
                return 1.0 - post.prob_none(targets, list(ann.values)) if len(targets) > 1 \
                    else sum(post.p(targets[0], v) for v in ann.values)
            if len(targets) > 1:
                best = max(anns, key=lambda a: sum(
                    1 - (1 - post.p(t, a.values[0])) for t in targets))
                return Advice(best, succ(best), "busters.advice.detector")
            best = max(anns, key=succ)
            return Advice(best, succ(best), "busters.advice.best_odds")
        if points:
            def score(p: Point) -> float:
                if len(p.addr) == 2:
                    return 0.0
                addr = as_addr(p.addr)
                return max((post.p(addr, v) for v in range(1, 13)), default=0.0) \
                    - 2 * post.p(addr, "R")
            pick = max(points, key=score)
            return Advice(pick, 0.0, "busters.advice.point")
        return Advice(legal[0], 0.0, "busters.advice.only")

    # -- after a success ---------------------------------------------------------------
    def _own_cut(self, view: Any, legal: list[Action]) -> Advice:
        """Cut an untokened copy: a tokened one stays a sure target for teammates. A
        wire one cannot see (flipped) only when no copy is seen: the likeliest."""
        owns = [a for a in legal if isinstance(a, Own)]
        matched = view.declaration[4] if view.declaration else None

        def key(a: Own) -> tuple:
            sl = _stand_slots(view, a.addr[0], a.addr[1])[a.addr[2]]
            if sl.wire == UNKNOWN:
                return (1, -self.posterior(view).p(a.addr, game_value(str(matched))), a.addr)
            return (0, bool(sl.tokens), a.addr)
        best = min(owns, key=key)
        return Advice(best, 1.0, "busters.advice.own_cut")


def _detector_bounds(view: Any, post: Posterior, addrs: tuple, value: int) -> tuple[float, float]:
    """Bounds on the chance that one of `addrs` holds `value`, from each wire's own
    distribution: at least the likeliest wire's chance, at most their sum; and on one
    stand, whose wires but the out-of-order ones (X, flipped) sit in ascending order,
    one holds the value only if the leftmost is at most it and the rightmost at least
    it. (A slack of 1e-9 for rounding.)"""
    ps = [post.p(a, value) for a in addrs]
    hi = min(1.0, sum(ps))
    if len({a[:2] for a in addrs}) == 1:
        slots = _stand_slots(view, *addrs[0][:2])
        if not any(marks.UNSORTED & set(slots[a[2]].marks) for a in addrs):
            first, last = min(addrs), max(addrs)
            hi = min(hi, sum(q for t, q in post.dists.get(first, {}).items() if float(t) <= value),
                     sum(q for t, q in post.dists.get(last, {}).items() if float(t) >= value))
    return max(ps) - 1e-9, hi + 1e-9


def _hidden_target(view: Any, addr: tuple[int, int, int]) -> bool:
    slots = _stand_slots(view, addr[0], addr[1])
    return addr[2] < len(slots) and not slots[addr[2]].cut and slots[addr[2]].wire == UNKNOWN


class EasyBot(BustersBot):
    level = "easy"
    sloppy = 0.5


class NormalBot(BustersBot):
    level = "normal"


class HardBot(BustersBot):
    level = "hard"
    red_weight = 1.0
    uses_detector = True


class ExpertBot(BustersBot):
    level = "expert"
    red_weight = 1.0
    uses_detector = True
    uses_equipment = True
    searches = True


BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}

_ADVISOR = ExpertBot()


def advisor_posterior(view: Any) -> Posterior:
    """The deduction advise() decides from (kept for the next call on the same view,
    so the coach's odds and its advice cost one solve)."""
    return _ADVISOR.posterior(view)


def advise(view: Any, legal: Sequence[Action]) -> Advice:
    """The Expert's choice for this view, with its chance of success now (1.0 for
    certain actions) and a message key for the Coach."""
    bot = ExpertBot()
    bot._cache = _ADVISOR._cache
    adv = bot.decide(view, list(legal), None)
    _ADVISOR._cache = bot._cache
    return adv


__all__ = ["BOTS", "Advice", "EasyBot", "ExpertBot", "HardBot", "NormalBot", "advise",
           "advisor_posterior"]


def spaces_left(view: Any) -> int:
    """Spaces left before the explosion: the dial's, or a mission's own track's."""
    track = get_mission(view.mission).track(view)
    return view.detonator if track is None else track[0]


def _skips_after(ctx: BotContext, action: Action, seat: int) -> bool:
    """Whether `seat` skips its turn once `action` is taken (on the rebuilt state)."""
    before = len(ctx.state().log)
    after, _legal = ctx.after_state(action)
    return any(e.key == "busters.turn.skipped" and e.params["seat"] == seat
               for e in after.log[before:])
