"""What a bot can ask while it weighs a choice, for every mission: the exact chance
a wire holds a value, the danger in it (red, or treated as red), what a failed cut
would cost here (the mission's rules, asked of a state rebuilt from the view), the
best cut among some actions, and what the seat could do after a mission decision.

A mission's own choices (engine/busters/missions: `decide`) are written with these,
so every bot level weighs them by what they do to the chance of winning; the level
sets how the costs are weighed (bots.BustersBot)."""
from __future__ import annotations

import random
from typing import Any

from dataclasses import dataclass, field

from engine.busters.actions import Dual, Reveal, Solo
from engine.busters.components import wire_from_text
from engine.busters.missions import Failure, Weighs, get_mission
from engine.core.action import Action

SURE = 1.0 - 1e-9
#: share of the winning chances a wrong cut costs, by dial spaces left (the last: all)
LIFE = {1: 1.0, 2: 0.4, 3: 0.25, 4: 0.15, 5: 0.1}


def life_cost(detonator: int, steps: int = 1) -> float:
    """What advancing the dial `steps` spaces from here costs (the skull: the game)."""
    return min(1.0, sum(LIFE.get(detonator - k, 0.08 if detonator - k > 5 else 1.0)
                        for k in range(steps)))


@dataclass(frozen=True)
class Advice:
    """A bot's choice, its chance of success now (1.0 for certain actions), and a
    message key (with parameters) for the Coach."""
    action: Action
    success: float
    reason: str
    params: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)


class BotContext:
    def __init__(self, bot: Any, view: Any, legal: list[Action],
                 rng: random.Random | None = None) -> None:
        self.bot, self.view, self.legal, self.rng = bot, view, legal, rng
        self.mission = get_mission(view.mission)
        self._state: Any = None
        self._fail: dict[int, Failure] = {}
        self._unseen_q: dict[Any, float] = {}
        self._memo: dict[Any, Any] = {}

    # ---- what the seat knows -------------------------------------------------------
    @property
    def post(self) -> Any:
        return self.bot.posterior(self.view)

    def p(self, addr: tuple[int, int, int], value: Any) -> float:
        return self.post.p(addr, value)

    def danger(self, addr: tuple[int, int, int]) -> float:
        """The chance this wire is red or cut like red (mission 11)."""
        return self.post.p(addr, "R") + sum(self.post.p(addr, v) for v in self.view.treated_red)

    def mission_data(self) -> dict[str, Any]:
        """The mission's public data as the view carries it."""
        import json
        return json.loads(self.view.mission_public)

    def unseen(self) -> list[tuple[int, int, int]]:
        """The seat's own uncut wires it cannot see (flipped)."""
        return [(st.seat, st.index, i) for st in self.view.stands if st.seat == self.view.seat
                for i, sl in enumerate(st.slots) if not sl.cut and sl.wire == "?"]

    def own_values(self) -> list[Any]:
        """The game values of the seat's own uncut wires it sees."""
        out = []
        for st in self.view.stands:
            if st.seat == self.view.seat:
                for sl in st.slots:
                    if not sl.cut and sl.wire != "?":
                        v = "Y" if sl.wire.endswith(".1") else "R" if sl.wire.endswith(".5") \
                            else int(sl.wire)
                        out.append(v)
        return out

    def holds(self, seat: int, value: Any) -> float:
        """The chance `seat` holds an uncut wire of `value` (its own: 0 or 1)."""
        if seat == self.view.seat:
            return float(value in self.own_values())
        addrs = [a for a in self.post.dists if a[0] == seat]
        if not addrs:
            return 0.0
        return 1.0 - self.post.prob_none(addrs, [value])

    def memo(self, key: Any, make: Any) -> Any:
        """`make()`, worked out once per decision (a mission's weighing of a value is
        asked for every wire of it)."""
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    # ---- the rules of this mission ---------------------------------------------------
    def state(self) -> Any:
        """A whole state rebuilt from the view, the hidden wires set to their likeliest
        values: for asking the mission's rules what they say of public facts (never
        for what a hidden wire is)."""
        if self._state is None:
            from engine.busters.determinize import hidden_addrs, state_from
            world = {}
            for a in hidden_addrs(self.view):
                dist = self.post.dists.get(a) or {}
                world[a] = max(dist, key=lambda t: (dist[t], t)) if dist else "1"
            self._state = state_from(self.view, world, random.Random(0))
        return self._state

    def failure(self, target_seat: int) -> Failure:
        """What a failed cut in `target_seat`'s hand does in this mission."""
        if Weighs.FAILURE not in self.mission.weighed():
            return Failure()
        if target_seat not in self._fail:
            self._fail[target_seat] = self.mission.failure(self.state(), self.view.seat,
                                                           target_seat)
        return self._fail[target_seat]

    def penalty(self, addr: tuple[int, int, int]) -> int:
        if Weighs.PENALTY not in self.mission.weighed():
            return 0
        return self.mission.cut_penalty(self.state(), self.view.seat, addr)

    def after(self, action: Action) -> list[Action]:
        """The seat's legal actions once `action` (a mission decision of its own) is
        taken, on the rebuilt state: what it could cut next. [] if it is not to act."""
        return self.after_state(action)[1]

    def after_state(self, action: Action) -> tuple[Any, list[Action]]:
        """The rebuilt state once `action` is taken, and the seat's legal actions then."""
        from engine.busters import GAME
        s = self.state().copy()
        GAME.perform(s, self.view.seat, action)
        if self.view.seat not in GAME.to_act(s):
            return s, []
        return s, GAME.legal_actions(s, self.view.seat)

    # ---- the cuts -----------------------------------------------------------------------
    def completes(self, a: Action) -> bool:
        """Whether this cut, if it succeeds, cuts the last wires of its value."""
        value = getattr(a, "value", None)
        if isinstance(a, Solo):
            return True
        if not isinstance(a, Dual):
            return False
        total = dict(self.view.in_play).get(str(value), 0)
        cut = sum(1 for st in self.view.stands for sl in st.slots
                  if sl.cut and wire_from_text(sl.wire, 0).value == value)
        return cut + 2 >= total

    def dead_ends(self) -> set[Action]:
        """The legal cuts that would leave the team unable to win (Mission.dead_end),
        when some other cut is left."""
        cuts = [a for a in self.legal if isinstance(a, (Dual, Solo))]
        bad: set[Action] = {a for a in cuts
                            if self.completes(a) and self.mission.dead_end(self.view, a.value)}
        return bad if len(bad) < len(cuts) else set()


    def cut_score(self, a: Dual) -> tuple[float, float]:
        """(score, chance of success) of a Dual Cut, as this bot's level weighs it. A
        value the seat sees none of can only be completed with an own wire it cannot
        see (R-BB27): the cut then succeeds only if that wire is the value too, and
        is the cut of that wire: "If that cut action fails, the bomb explodes"."""
        p = self.p(a.addr, a.value)
        danger = self.danger(a.addr)
        if a.value not in self.own_values() and self.unseen():
            p *= self._unseen_holds(a.value)
            danger = 1.0 - p
        return self.bot.score_cut(self, p, danger, a), p

    def _unseen_holds(self, value: Any) -> float:
        """The chance one of the seat's unseen own wires is `value` (once a value)."""
        if value not in self._unseen_q:
            self._unseen_q[value] = 1.0 - self.post.prob_none(self.unseen(), [value])
        return self._unseen_q[value]

    def sure_cut_after(self, action: Action, threshold: float = 0.95) -> bool:
        """Whether, once `action` (a decision of its own) is taken, the seat's best cut
        succeeds with at least `threshold` ("Snip!" in missions 10 and 45)."""
        _after, nxt = self.after_state(action)
        cut = self.best_cut(nxt) if nxt else None
        return cut is not None and cut[2] > threshold

    def best_cut(self, actions: list[Action] | None = None
                 ) -> tuple[Action, float, float] | None:
        """The best cut among `actions` (default: the legal ones): (action, score,
        chance of success). A Reveal or Solo Cut is sure."""
        acts = self.legal if actions is None else actions
        sure = [a for a in acts if isinstance(a, (Reveal, Solo)) and not getattr(a, "extra", ())]
        if sure:
            return sure[0], 1.0, 1.0
        best: tuple[Action, float, float] | None = None
        for a in acts:
            if isinstance(a, Dual):
                score, p = self.cut_score(a)
                if best is None or (score, p, str(a)) > (best[1], best[2], str(best[0])):
                    best = (a, score, p)
        return best

