"""The review's analysis of a finished Bomb Busters game: every cut with the chance of
success its mover had, worked out from the mover's own view at that moment (the exact
deduction, engine.busters.inference), beside the Expert's choice then and its chance.

`find_cuts(record)` replays the record once (fast) and notes each cut with the views
it needs; `judge(cut)` does the engine's work for one cut (a solve, up to a few tenths
of a second: the review runs it in a process of its own, review_worker.py). Pure: no
Qt, and a Cut and a Verdict pickle."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from engine.busters.actions import Own, Reveal, Solo, Special, Use
from engine.busters.botctx import SURE, Advice
from engine.busters.state import DECLARE, MISSION, OWN_CUT, TURN
from engine.core import GameRecord, get_game
from engine.core.action import Action
from engine.core.record import start
from engine.core.view import UNKNOWN

Addr = tuple[int, int, int]
#: the Expert's equipment that starts a cut (its chance is the cut's); any other is used
#: before the cut (a Post-it, the Rewinder...)
CUT_TOOLS = frozenset({"busters.advice.detector", "busters.advice.xray", "busters.advice.stabilizer"})


@dataclass(frozen=True)
class Cut:
    """One cut as its mover faced it. It succeeds when any of `targets` holds one of
    `values` (a Dual Cut, a detector, the X or Y Ray) or, with `every`, when all of them
    do (one's own unseen wires cut in a Solo Cut or revealed as red, a mission's cut of
    several wires); with no targets it was sure."""
    step: int                      # the review step it leads to (record action + 1)
    seat: int
    action: Action
    targets: tuple[Addr, ...]
    values: tuple[Any, ...]
    every: bool
    view: Any                      # the mover's view just before it
    start: Any                     # the mover's view where the move began (its turn)
    legal: tuple[Action, ...]      # what the mover could do then
    first: Action                  # what the mover did then


@dataclass(frozen=True)
class Verdict:
    chance: float                  # the mover's chance of success
    advice: Advice | None          # the Expert's choice where the move began
    first: Action | None = None    # what the mover did there
    cut: Advice | None = None      # the Expert's cut after `advice`, when that is no cut

    @property
    def gamble(self) -> bool:
        return self.chance < SURE

    @property
    def same_as_expert(self) -> bool:
        return self.advice is not None and self.advice.action == self.first


@dataclass(frozen=True)
class Game:
    """What the review analyses: the cuts by step, and the step that lost the mission
    (the action after which the bomb had exploded; None when it was won)."""
    cuts: dict[int, Cut]
    lost: int | None


def find_cuts(record: GameRecord) -> Game:
    """Replay the record, noting every cut with the mover's view just before it and
    where its move began (the first action of the mover's turn: the Expert's choice is
    asked there, as a detector is used, pointed and announced in several actions)."""
    game = get_game(record.game)
    state = start(record)
    cuts: dict[int, Cut] = {}
    lost = None
    began: dict[tuple[int, int], tuple[Any, tuple, Action]] = {}   # (turn, seat): the move's start
    for k, (seat, text) in enumerate(record.actions, start=1):
        action = game.parse_action(text)
        phase = state.phase
        if phase in (TURN, DECLARE, OWN_CUT, MISSION):
            view = game.view(state, seat)
            if phase == TURN and seat == state.active:
                began.setdefault((state.turn_no, seat), (view, tuple(game.legal_actions(state, seat)), action))
            if phase == OWN_CUT:
                begin = (view, tuple(game.legal_actions(state, seat)), action)
            else:
                begin = began.get((state.turn_no, seat), (view, (), action))
        else:
            view = None
        events = game.apply(state, seat, action)
        if view is not None:
            what = _what_is_cut(action, seat, view, events)
            if what is not None:
                targets, values, every = what
                start_view, legal, first = begin
                cuts[k] = Cut(step=k, seat=seat, action=action, targets=targets, values=values, every=every,
                              view=view, start=start_view, legal=legal, first=first)
        if lost is None and state.result is not None and not state.result[0]:
            lost = k
    return Game(cuts, lost)


def _unseen(view: Any, seat: int) -> list[Addr]:
    return [(st.seat, st.index, i) for st in view.stands if st.seat == seat
            for i, sl in enumerate(st.slots) if not sl.cut and sl.wire == UNKNOWN]


def _hidden(view: Any, addr: Addr) -> bool:
    st = next(st for st in view.stands if (st.seat, st.index) == tuple(addr[:2]))
    return st.slots[addr[2]].wire == UNKNOWN


def _what_is_cut(action: Action, seat: int, view: Any, events: list
                 ) -> tuple[tuple, tuple, bool] | None:
    """(targets, values, every) when the action is the moment a cut is decided."""
    mine = [e for e in events if e.params.get("seat") == seat]
    for e in mine:
        if e.key == "busters.dual_cut.declared":
            return (tuple(e.params["addr"]),), tuple(e.params["values"]), False
        if e.key == "busters.detector.declared":
            return tuple(tuple(a) for a in e.params["addrs"]), tuple(e.params["values"]), False
    if isinstance(action, Solo):
        return tuple(action.extra), (action.value,), True
    if isinstance(action, Reveal):
        return tuple(_unseen(view, seat)), ("R",), True
    if isinstance(action, Own) and _hidden(view, action.addr):
        return _own_gamble(action, view)
    if isinstance(action, Special) and action.name == "itsred":     # challenge card "It is RED"
        return (tuple(int(x) for x in action.args[0].split(".")),), ("R",), False
    # a mission's cut of several wires (multicut.py), resolved by its last wire: the
    # wires the mover could not see had to hold the value it declared
    resolved = [e for e in mine if e.key.startswith("busters.m") and e.key.endswith(".pointed")]
    value = _declared_value(view, seat)
    if resolved and value is not None:
        addrs = [tuple(a) for a in resolved[0].params["addrs"]]
        return tuple(a for a in addrs if _hidden(view, a)), (value,), True
    return None


def _own_gamble(action: Own, view: Any) -> tuple[tuple, tuple, bool] | None:
    """After a success, cutting one's own wire one cannot see as the value matched."""
    matched = next((e.params.get("value") for e in reversed(view.history)
                    if e.key == "busters.dual_cut.success"), None)
    return ((tuple(action.addr),), (matched,), True) if matched is not None else None


def _declared_value(view: Any, seat: int) -> Any:
    """The value of the mission's several-wire cut this seat declared last."""
    for e in reversed(view.history):
        if e.key.startswith("busters.m") and e.key.endswith(".declared") \
                and e.params.get("seat") == seat:
            return e.params.get("value")
    return None


# ---- the engine's work -------------------------------------------------------------

def chance(post: Any, cut: Cut) -> float:
    """The exact chance the cut succeeds under the mover's posterior."""
    targets, values = list(cut.targets), list(cut.values)
    if not targets:
        return 1.0
    if len(targets) == 1:
        return min(1.0, sum(post.p(targets[0], v) for v in values))
    if not cut.every:
        return 1.0 - post.prob_none(targets, values)
    # every target holds a value: inclusion-exclusion over the sets that hold none
    total = 0.0
    for n in range(len(targets) + 1):
        for some in combinations(targets, n):
            total += (-1) ** n * (post.prob_none(list(some), values) if some else 1.0)
    return max(0.0, min(1.0, total))


def judge(cut: Cut) -> Verdict:
    """The mover's chance and the Expert's choice. A bot of its own per call: a verdict
    depends on its cut alone, never on the caches of cuts judged before it."""
    from engine.busters.bots import ExpertBot
    bot = ExpertBot()
    p = chance(bot.posterior(cut.view), cut)
    if not cut.legal:
        return Verdict(p, None, cut.first)
    advice = bot.decide(cut.start, list(cut.legal))
    return Verdict(p, advice, cut.first, _expert_cut(bot, cut, advice))


def _expert_cut(bot: Any, cut: Cut, advice: Advice) -> Advice | None:
    """Where the Expert would first use a card that is no cut (a Post-it, the
    Rewinder...), the cut it would make: its choice without such cards. They tell the
    mover nothing new, so the chances stay those of this view."""
    if not is_preliminary(advice):
        return None
    legal = list(cut.legal)
    for _ in range(4):
        legal = [a for a in legal if not (isinstance(a, Use) and a.name == advice.action.name)]
        if not legal:
            return None
        advice = bot.decide(cut.start, legal)
        if not is_preliminary(advice):
            return advice
    return None


def is_preliminary(advice: Advice) -> bool:
    """Whether the Expert's choice is a card used before cutting (no cut itself)."""
    return isinstance(advice.action, Use) and advice.reason not in CUT_TOOLS

