"""Mission 61, "Sharing is Caring" (REF L1448-1463): each player has a random face-up
Constraint card A-E (2 players: 2 more on the table, left and right of the Captain;
3 players: 1 more, left of the Captain) and must apply it; a player who cannot skips
(the dial does not move), but a whole round in which nobody plays explodes the bomb.
Each round, before the Captain's turn, the team may shift every card one place round
the table, clockwise or counter-clockwise (the table cards too). A player may at any
time discard their card for a random one of F-L, advancing the dial 1. Reveal Your
Red Wires is never bound (R-BB193, R-BB194).

mission_data: "ring" (the places round the table clockwise from the Captain: seats,
and "left"/"right" for the table cards), "cards" (the letter at each place), "pool"
(the F-L cards still to draw), "discarded" (in order), "first" (the first round's
shift is still to decide), "deciding" (the team decides now), "played"/"skipped"
(constraints.SkipWhenBound). All public."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board, cuts, equipment
from engine.busters.actions import Dual, Solo, Special, Use
from engine.busters.botctx import SURE, Advice, BotContext, life_cost
from engine.busters.components import NEW_CHARACTERS
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import constraints as cc
from engine.busters.missions import numbers
from engine.busters.missions.components import Constraint, Counter, Stage
from engine.busters.state import MISSION, TURN, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

DEALT = "ABCDE"
DRAWN = "FGHIJKL"
SHIFTS = ("keep", "clockwise", "counterclockwise")


def ring_of(players: int, captain: int) -> list:
    """The places round the table, clockwise from the Captain (play goes clockwise,
    to the Captain's left): 2 players: Captain, left card, the other, right card; 3
    players: Captain, left card, the two others; 4-5: the players."""
    seats: list = [(captain + k) % players for k in range(players)]
    if players == 2:
        return [seats[0], "left", seats[1], "right"]
    if players == 3:
        return [seats[0], "left", *seats[1:]]
    return seats


class Mission61(Mission):
    number, key = 61, "busters.mission.61"

    def __init__(self) -> None:
        self.components = (cc.SkipWhenBound(), cc.Constraints(self.constraint_of))

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2 if players == 2 else 1), sticker_c=True,
                         new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Each player receives a random Constraint card from A to E and puts it faceup
        # in front of them." (+ the table cards at 2 and 3 players)
        ring = ring_of(state.players, state.captain)
        fixed = numbers.fixed(state, "cards")
        cards = list(fixed) if fixed is not None else state.rng.sample(DEALT, len(ring))
        state.mission_data.update(ring=ring, cards=cards, pool=list(DRAWN), discarded=[],
                                  first=True, deciding=False, played=False, skipped=None)
        return []

    def constraint_of(self, state: BustersState, seat: int) -> str | None:
        data = state.mission_data
        return data["cards"][data["ring"].index(seat)]

    # ---- the shift, before the Captain's turn ------------------------------------------
    def _ask_shift(self, state: BustersState) -> None:
        state.mission_data["deciding"] = True
        state.phase = MISSION

    def turn_start(self, state: BustersState) -> list[Event]:
        # the first round's shift: before the Captain's first turn (R-BB193)
        if state.mission_data["first"]:
            state.mission_data["first"] = False
            self._ask_shift(state)
        return []

    def round_end(self, state: BustersState) -> list[Event]:
        # "if none of the bomb disposal experts can play for a whole round, the bomb
        # explodes!"; "On each round, before the Captain's turn, the bomb disposal
        # experts ... decide if they want to shift Constraint cards"
        out: list = []
        if cc.nobody_played(state):
            out.append(board.ev(state, "busters.m61.nobody_played"))
            board.explode(state, out, "busters.outcome.failure")
            return out
        self._ask_shift(state)
        return out

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        if state.phase == MISSION and state.mission_data["deciding"]:
            return frozenset({state.captain})      # the Captain says what the team decides
        return frozenset()

    # ---- skipping, swapping ------------------------------------------------------------
    def _stuck(self, state: BustersState, seat: int) -> bool:
        return state.has_wires(seat) and not cc.can_play(self, state, seat) \
            and not cuts.all_red(state, seat)

    def _can_swap(self, state: BustersState, seat: int) -> bool:
        return bool(state.mission_data["pool"]) and state.has_wires(seat)

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        # "If they cannot apply theirs, they skip their turn (the detonator dial does not
        # move)"; a player who could still swap or use equipment first is asked (R-BB194)
        if not self._stuck(state, seat):
            return None
        if self._can_swap(state, seat) or bool(equipment.any_time(state, seat)) or \
                any(u.name == "coffee" for u in equipment.turn_tools(state, seat)):
            return None
        state.mission_data["skipped"] = seat
        return 0

    def helpers_window(self, state: BustersState) -> bool:
        # "A bomb disposal expert can discard their Constraint card at any time"
        return bool(state.mission_data["pool"])

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = state.mission_data
        if state.phase == MISSION:
            return [Special(s) for s in SHIFTS] if data["deciding"] and seat == state.captain else []
        if state.phase != TURN or state.declaration is not None:
            return []
        out = [Special("swap")] if self._can_swap(state, seat) else []
        if seat == state.active and self._stuck(state, seat):
            out.append(Special("skip"))
        return out

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        name = action.name
        if name in SHIFTS:
            # "they can then choose how to rotate the cards: clockwise or counter-clockwise"
            cards = data["cards"]
            if name == "clockwise":
                data["cards"] = [cards[-1]] + cards[:-1]
            elif name == "counterclockwise":
                data["cards"] = cards[1:] + [cards[0]]
            data["deciding"] = False
            return Step([board.ev(state, f"busters.m61.{name}", seat=seat)], resume=True)
        if name == "swap":
            # "discard their Constraint card ... and replace it with another that they
            # select at random (from F to L), but by doing so must advance the dial 1"
            i = data["ring"].index(seat)
            old = data["cards"][i]
            new = state.rng.choice(sorted(data["pool"]))
            data["pool"] = [c for c in data["pool"] if c != new]
            data["discarded"] = data["discarded"] + [old]
            data["cards"] = data["cards"][:i] + [new] + data["cards"][i + 1:]
            out = [board.ev(state, "busters.m61.discarded", seat=seat, constraint=old),
                   board.ev(state, "busters.m61.drawn", seat=seat, constraint=new)]
            board.advance(state, out, 1)
            return Step(out)
        # "skip": the player cannot apply their card (the dial does not move)
        data["skipped"] = seat
        return Step([board.ev(state, "busters.m61.skipped", seat=seat,
                              **board.proof(seat, cuts.held_none(state, seat)))], end_turn=True)

    # ---- the table -----------------------------------------------------------------------
    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        out: list = [Stage("ring")]
        for place, letter in zip(data["ring"], data["cards"]):
            if isinstance(place, int):
                out.append(Constraint(letter, place))
            else:
                out.append(Stage(f"table_{place}"))
                out.append(Constraint(letter))
        out.append(Counter("pool", len(data["pool"])))
        out += [Constraint(c, active=False) for c in data["discarded"]]
        return tuple(out)

    # ---- bots ------------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        names = {a.name for a in legal if isinstance(a, Special)}
        if "keep" in names:
            return self._decide_shift(view, legal, ctx)
        if "skip" in names and view.seat == view.active:
            return self._decide_stuck(view, legal, ctx)
        if "swap" in names and view.seat == view.active and view.phase == "turn":
            return self._decide_swap(view, legal, ctx)
        return None                                # never a swap out of one's turn

    def _decide_swap(self, view: BustersView, legal: list, ctx: BotContext) -> Advice | None:
        """A card that leaves only risky cuts: a new one is worth its dial space when
        the turn's best cut under the cards still to draw (on average) beats the best
        cut now by more than that space costs. None: keep the card."""
        from engine.busters import GAME            # (the rules import the missions)
        now = ctx.best_cut([a for a in legal if isinstance(a, (Dual, Solo))])
        if now is None or now[2] >= SURE or view.detonator <= 1:
            return None
        data = ctx.mission_data()
        i = data["ring"].index(view.seat)
        total = 0.0
        for letter in data["pool"]:
            s = ctx.state().copy()
            s.mission_data["cards"][i] = letter
            cut = ctx.best_cut([a for a in GAME.legal_actions(s, view.me)
                                if isinstance(a, (Dual, Solo))])
            if cut is None:                        # stuck under it: no better than now
                total += _sure_score(ctx, now)
                continue
            total += _sure_score(ctx, cut)
            if letter == "L" and cut[2] < SURE:    # a failure would cost 2 spaces
                total -= (1.0 - cut[2]) * (life_cost(view.detonator - 1) if view.detonator > 1
                                           else 1.0)
        gain = total / len(data["pool"]) - _sure_score(ctx, now)
        if gain <= life_cost(view.detonator):
            return None
        swap = next(a for a in legal if isinstance(a, Special) and a.name == "swap")
        return Advice(swap, 1.0, "busters.advice.m61.swap")

    def _decide_shift(self, view: BustersView, legal: list, ctx: BotContext) -> Advice:
        """The shift under which the players play best this round: each one's chance
        to hold a value its card lets it cut, and to hold one a teammate's info token
        shows (a sure cut), by the exact odds (one's own hand for sure); a round in
        which nobody can play weighs as the explosion it is. No shift when it changes
        nothing."""
        data = ctx.mission_data()
        seats = [p for p in range(view.players) if _has_wires(view, p)]
        shown = _tokened(view)

        def score(a: Special) -> tuple:
            cards = _shifted(data["cards"], a.name)
            total, idle = 0.0, 1.0
            for p in seats:
                letter = cards[data["ring"].index(p)]
                able = _able(ctx, p, letter)
                idle *= 1.0 - able
                sure = [v for v, owners in shown.items() if owners - {p}
                        and cc.value_ok(letter, v)]
                total += cc.card_value(ctx, p, letter) + _holds_any(ctx, p, sure)
            return (round(total - 2.0 * idle, 9), a.name == "keep", a.name)
        best = max((a for a in legal if isinstance(a, Special) and a.name in SHIFTS), key=score)
        return Advice(best, 1.0, "busters.advice.m61.shift")

    def _decide_stuck(self, view: BustersView, legal: list, ctx: BotContext) -> Advice:
        """Stuck: skipping is free unless nobody else plays before the round ends (the
        explosion); a new card costs a dial space and may be no better; the Coffee Mug
        plays the turn for nothing but the card."""
        data = ctx.mission_data()
        skip = next(a for a in legal if isinstance(a, Special) and a.name == "skip")
        idle = 0.0 if data.get("played") else 1.0
        if idle:
            p = (view.me + 1) % view.players
            while p != view.captain:
                if _has_wires(view, p):
                    idle *= 1.0 - _able(ctx, p, data["cards"][data["ring"].index(p)])
                p = (p + 1) % view.players
        options: list[tuple[float, str, Any]] = [(idle, "skip", skip)]
        if any(isinstance(a, Special) and a.name == "swap" for a in legal):
            swap = next(a for a in legal if isinstance(a, Special) and a.name == "swap")
            ok = sum(_able(ctx, view.me, c) for c in data["pool"]) / len(data["pool"])
            options.append((life_cost(view.detonator) + idle * (1.0 - ok), "swap", swap))
        mugs = [a for a in legal if isinstance(a, Use) and a.name == "coffee"]
        if mugs and idle > 0.05:
            mug = max(mugs, key=lambda a: (_able(ctx, int(a.args[0]),
                                                 data["cards"][data["ring"].index(int(a.args[0]))]),
                                           -int(a.args[0])))
            options.append((0.05, "coffee", mug))
        _loss, why, best = min(options, key=lambda o: (o[0], o[1]))
        if why == "coffee":
            return Advice(best, 1.0, "busters.advice.m61.coffee", {"seat": int(best.args[0])})
        if why == "swap":
            return Advice(best, 1.0, "busters.advice.m61.swap_stuck")
        return Advice(best, 1.0, "busters.advice.m61.skip")


def _sure_score(ctx: BotContext, cut: tuple) -> float:
    """A best cut's score, a sure one on the scale of the bot's risky ones."""
    _a, score, p = cut
    if p >= SURE:
        return 1.0 if ctx.bot.red_weight == 0 else 1e-3
    return score


def _shifted(cards: list, name: str) -> list:
    if name == "clockwise":
        return [cards[-1]] + cards[:-1]
    if name == "counterclockwise":
        return cards[1:] + [cards[0]]
    return list(cards)


def _has_wires(view: BustersView, seat: int) -> bool:
    return any(not sl.cut for st in view.stands if st.seat == seat for sl in st.slots)


def _tokened(view: BustersView) -> dict:
    """Values an info token shows on an uncut wire, and whose stands they are on."""
    from engine.busters import marks
    out: dict = {}
    for st in view.stands:
        for sl in st.slots:
            if sl.cut:
                continue
            for t in sl.tokens:
                m = marks.parse(t)
                if m.kind == marks.VALUE and isinstance(m.value, int):
                    out.setdefault(m.value, set()).add(st.seat)
    return out


def _holds_any(ctx: BotContext, seat: int, values: list) -> float:
    """The chance `seat` holds one of `values` (its own hand: 0 or 1)."""
    if not values:
        return 0.0
    if seat == ctx.view.seat:
        return float(any(v in values for v in ctx.own_values()))
    addrs = [a for a in ctx.post.dists if a[0] == seat]
    return 1.0 - ctx.post.prob_none(addrs, values) if addrs else 0.0


def _able(ctx: BotContext, seat: int, letter: str) -> float:
    """The chance `seat` holds a value its card lets it cut (cards that do not limit
    the values: 1)."""
    if letter not in cc.BY_VALUE:
        return 1.0
    return cc.card_value(ctx, seat, letter)


register(Mission61())
