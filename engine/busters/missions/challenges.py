"""The Challenge cards 1-10 (reference Part VII), for missions 55 and 60 ("Doctor
Nope"): one card per player drawn face up at set-up; a completed challenge is
discarded and moves the detonator dial back 1 space (R-BB185).

- Card 1 is a special cut: instead of their action, the active player cuts a
  teammate's wire saying "It is RED"; a wrong guess explodes the bomb (R-BB186).
- Cards 2, 5 and 7 are runs of consecutive turns (R-BB187), kept in the public
  mission data as one entry a turn: [turn, kind, value], kind "dual" / "solo" (a
  successful cut of that value), "fail", "red" (card 1), "none" (no cut).
- Cards 3, 6, 9 and 10 are arrangements on one tile stand (R-BB188).
- Cards 4 and 8 read the validation tokens in the order placed (R-BB189).

Every condition is checked after each cut action (hook after_cut) and at the end of
each turn (turn_end). A mission lists the component `Challenges()`
(missions/component.py) and gives its own `spec`. Mission data (all public): "challenges" (the cards drawn, in order),
"done" (completed), "numbers8" (card 8's two Number cards), "runs" (the last turns)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Dual, Reveal, Solo, Special, parse_addr
from engine.busters.components import DETONATOR_MAX, R, Value
from engine.busters.missions import Step, get_mission
from engine.busters.missions import numbers
from engine.busters.missions.base import Weighs
from engine.busters.missions.component import Component
from engine.busters.missions.components import Cards, Challenge, NumberCard
from engine.busters.state import TURN, BustersState
from engine.busters.views import uncut
from engine.busters.botctx import Advice, BotContext
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

#: the ten cards of the reference, and what each looks at
CARDS = tuple(range(1, 11))
SPECIAL = 1                      # "It is RED": a special cut
RUNS = {2: 4, 5: 2, 7: 3}        # card -> consecutive turns it needs
STANDS = (3, 6, 9, 10)           # an arrangement on one tile stand
VALIDATION = (4, 8)              # the first validation tokens
#: the special action of card 1
ITS_RED = "itsred"
#: bots: the chance of a red wire from which "It is RED" is near-sure enough to weigh
NEAR_SURE = 0.99
#: bots: how much a successful cut completing a challenge is preferred (a tie-break:
#: less than any real risk, on Mission.success_risk's scale)
PREFER = 0.01


# ---- the conditions ----------------------------------------------------------------------
def run_met(card: int, runs: list) -> bool:
    """Cards 2, 5, 7 on the last turns (oldest first): "4 bomb disposal experts
    consecutively cut EVEN numbers", "2 ... consecutively perform the SOLO Cut action",
    "3 ... consecutively cut sequential values (either up or down)"."""
    need = RUNS[card]
    last = runs[-need:]
    if len(last) < need:
        return False
    if card == 5:
        return all(kind == "solo" for _t, kind, _v in last)
    if not all(kind in ("dual", "solo") and isinstance(v, int) for _t, kind, v in last):
        return False
    values = [v for _t, _k, v in last]
    if card == 2:
        return all(v % 2 == 0 for v in values)
    steps = {b - a for a, b in zip(values, values[1:])}
    return steps in ({1}, {-1})


def stand_met(card: int, slots: list) -> bool:
    """Cards 3, 6, 9, 10 on one tile stand (its slots, left to right)."""
    n = len(slots)
    cut = [sl.cut for sl in slots]
    if card == 3:
        # "Uncut wires on a tile stand consist of 2-wire pairs (separated by cut
        # wires)": every run of uncut wires is 2 long, and there are 2 runs or more
        runs, length = [], 0
        for c in cut + [True]:
            if c:
                if length:
                    runs.append(length)
                length = 0
            else:
                length += 1
        return len(runs) >= 2 and all(r == 2 for r in runs)
    if card == 6:
        # "at least 5 uncut wires have been isolated (the adjacent wires have been
        # cut)": a wire at an end of the stand has one neighbour
        alone = sum(1 for i in range(n) if not cut[i] and (i == 0 or cut[i - 1])
                    and (i == n - 1 or cut[i + 1]))
        return alone >= 5
    if card == 9:
        # "only uncut ODD wires (a minimum of 6 wires). Ignore RED and YELLOW wires."
        blue = [sl.wire.value for sl in slots if not sl.cut and isinstance(sl.wire.value, int)]
        return len(blue) >= 6 and all(v % 2 == 1 for v in blue)
    if card == 10:
        # "at least 7 wires have been cut, but the 2 wires on each end have not"
        return n >= 4 and sum(cut) >= 7 and not any(cut[i] for i in (0, 1, n - 2, n - 1))
    return False


def validation_met(card: int, validated: list, cards8: list) -> bool:
    """Card 4: "The sum of the first 3 Validation tokens used equals 18"; card 8: "The
    first 2 Validation tokens are put on these numbers" (either order)."""
    if card == 4:
        return len(validated) >= 3 and sum(validated[:3]) == 18
    return len(validated) >= 2 and sorted(validated[:2]) == sorted(cards8)


def open_cards(data: dict) -> list[int]:
    return [c for c in data["challenges"] if c not in data["done"]]


# ---- the rules ---------------------------------------------------------------------------
class Challenges(Component):
    """Missions 55 and 60: the cards, card 1's special cut, the checks, the table and
    the bots' choices. A successful cut may complete a card (bots weigh it)."""
    actions = frozenset({ITS_RED})
    weighs = frozenset({Weighs.SUCCESS})

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Draw Challenge cards equal to the number of bomb disposal experts and put
        # them faceup on the table." Card 8: "Put 2 faceup Number cards HERE."
        fixed = numbers.fixed(state, "challenges")
        drawn = [int(c) for c in fixed] if fixed is not None \
            else state.rng.sample(CARDS, state.players)
        data = state.mission_data
        data.update(challenges=drawn, done=[], runs=[])
        if 8 in drawn:
            data["numbers8"] = sorted(numbers.draw(state, 2, "challenge8"))
        return []

    # -- card 1: "It is RED" ------------------------------------------------------------
    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        # "Instead of their action, a bomb disposal expert cuts a teammate's wire,
        # saying "It is RED."" (not once committed to a Dual Cut by the Stabilizer)
        data = state.mission_data
        if state.phase != TURN or seat != state.active or state.stabilized \
                or SPECIAL not in open_cards(data):
            return []
        return [Special(ITS_RED, (f"{st.seat}.{st.index}.{i}",)) for p in range(state.players)
                if p != seat for st in state.hands[p] for i in st.uncut()
                if get_mission(state.mission).wire_allowed(state, seat, st.slots[i], None)]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        addr = parse_addr(action.args[0])
        out = [board.ev(state, f"busters.m{state.mission}.itsred", seat=seat, addr=list(addr))]
        if not get_mission(state.mission).red_value(state, state.slot(*addr).wire.value):
            # "If that wire is not RED, the bomb explodes!"
            board.explode(state, out, "busters.outcome.failure")
            return Step(out)
        board.cut(state, out, *addr, why="special")
        state.cut_result = ([R], True)
        self._complete(state, out, SPECIAL)
        return Step(out, end_turn=True)

    # -- the checks ------------------------------------------------------------------------
    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        data = state.mission_data
        kind, value = ("fail", None)
        if success:
            kind = _cut_kind(state)
            value = values[0] if values else None
        data["runs"] = (data["runs"] + [[state.turn_no, kind, value]])[-max(RUNS.values()):]
        out: list = []
        self._check(state, out)
        return out

    def turn_end(self, state: BustersState) -> list[Event]:
        # a turn without a cut action (Reveal, the Coffee Mug, a skipped turn) breaks
        # every run (R-BB187)
        data = state.mission_data
        if not data["runs"] or data["runs"][-1][0] != state.turn_no:
            data["runs"] = (data["runs"] + [[state.turn_no, "none", None]])[-max(RUNS.values()):]
        out: list = []
        self._check(state, out)
        return out

    def _check(self, state: BustersState, out: list) -> None:
        data = state.mission_data
        for card in open_cards(data):
            if card in RUNS and run_met(card, data["runs"]):
                self._complete(state, out, card)
            elif card in VALIDATION and validation_met(card, state.validated,
                                                       data.get("numbers8", [])):
                self._complete(state, out, card)
            elif card in STANDS:
                st = next((st for st in state.stands() if stand_met(card, st.slots)), None)
                if st is not None:
                    self._complete(state, out, card, st.seat)

    def _complete(self, state: BustersState, out: list, card: int, seat: int | None = None) -> None:
        # "When a challenge is completed, discard it and move the detonator dial back
        # 1 space." (at its top space it stays: R-BB185)
        state.mission_data["done"].append(card)
        if seat is None:
            out.append(board.ev(state, f"busters.m{state.mission}.completed", challenge=card))
        else:
            out.append(board.ev(state, f"busters.m{state.mission}.completed_on", challenge=card,
                                seat=seat))
        board.rewind(state, out)

    # -- the table -------------------------------------------------------------------------
    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        out: list = [Challenge(c, c in data["done"]) for c in data["challenges"]]
        if "numbers8" in data:
            out.append(Cards("challenge8", tuple(
                NumberCard(v, "done" if v in state.validated[:2] else "up")
                for v in data["numbers8"])))
        return tuple(out)

    # -- bots --------------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """"It is RED" only on a wire certain (or near-certain) to be red, when the
        space it wins back is worth more than the risk and than the turn's best cut;
        otherwise the turn is played as usual (None)."""
        from engine.busters.botctx import SURE, Advice, life_cost
        calls = [a for a in legal if isinstance(a, Special) and a.name == ITS_RED]
        if not calls or view.detonator >= DETONATOR_MAX:
            return None

        def addr(a: Special) -> tuple:
            return parse_addr(a.args[0])
        best = max(calls, key=lambda a: (ctx.p(addr(a), "R"), a.args[0]))
        p = ctx.p(addr(best), "R")
        if p < NEAR_SURE:
            return None
        d = view.detonator
        gain = 0.5 * (life_cost(d) - life_cost(d + 1))      # a space back
        mine = p * gain - (1.0 - p)
        if p < SURE and mine <= _cut_value(view, legal, ctx, d):
            return None
        return Advice(best, p, "busters.advice.its_red")

    def success_risk(self, view: BustersView, value: Value) -> float:
        """A successful cut of `value` now completes a challenge (cards 2, 7, 4, 8): a
        slight preference (negative: a space back), only a tie-break between cuts
        as safe as each other."""
        data = json.loads(view.mission_public)
        if not isinstance(value, int) or not data.get("challenges"):
            return 0.0
        opened = open_cards(data)
        runs = data["runs"] + [[view.turn_no, "dual", value]]
        if any(c in opened and run_met(c, runs) for c in (2, 7)):
            return -PREFER
        if any(c in opened for c in VALIDATION):
            if uncut(view, value) == 2:                 # this cut places its token
                after = list(view.validated) + [value]
                if any(c in opened and validation_met(c, after, data.get("numbers8", []))
                       for c in VALIDATION):
                    return -PREFER
        return 0.0


def _cut_kind(state: BustersState) -> str:
    """The turn's successful cut: "solo" (the Solo Cut, the Fast Pass), "dual" or
    "red" (card 1), from the wires it cut this turn."""
    for e in reversed(state.log):
        if e.key == "busters.turn.start":
            break
        if e.key == "busters.wire.cut" and e.params.get("why") in ("solo", "dual", "special"):
            return {"special": "red"}.get(e.params["why"], e.params["why"])
    return "dual"


def _cut_value(view: BustersView, legal: list, ctx: BotContext, d: int) -> float:
    """The turn's best cut on one scale: 0 for a sure one, minus the chance of a red
    wire (the bomb) and of a wrong one (a dial space, the bomb on the last)."""
    from engine.busters.botctx import life_cost
    if any(isinstance(a, (Reveal, Solo)) and not getattr(a, "extra", ()) for a in legal):
        return 0.0
    best = None
    for a in legal:
        if isinstance(a, Dual):
            p, pr = ctx.p(a.addr, a.value), ctx.danger(a.addr)
            score = -(pr + max(0.0, 1.0 - p - pr) * life_cost(d))
            best = score if best is None else max(best, score)
    return -1.0 if best is None else best
