"""Mission 59, "Nano to the Rescue" (REF L1413-1432): the 12 Number cards lie face up
in a random line, Nano on card 7 facing the longer side. To cut, the active player
first leaves Nano where it is or moves it forward (never back) to a card of a value in
their hand, cuts the value under Nano, then chooses which way Nano faces. A player
who can cut none of the available values (the card under Nano and those in front of
it) skips: the dial advances 1 and Nano turns round. A card whose 4 wires are cut is
turned face down. The Coffee Mug skips a whole turn (R-BB190 to R-BB192).

mission_data: "line" (the 12 values, left to right), "pos" (Nano's card, an index),
"facing" (+1 towards the right end, -1 towards the left), "moved" (Nano moved this
turn), "down" (values turned face down, in order), "chooser" (who turns Nano now),
"auto" (a skip the turn's start found unavoidable). All public."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.busters import board, cuts, equipment
from engine.busters.actions import Dual, Solo, Special, Use
from engine.busters.botctx import SURE, Advice, BotContext, life_cost
from engine.busters.components import NEW_CHARACTERS, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import numbers
from engine.busters.missions.components import Cards, NumberCard
from engine.busters.missions.constraints import can_play
from engine.busters.state import MISSION, TURN, BustersState
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

FACINGS = ("keep", "turn")


class Mission59(Mission):
    number, key = 59, "busters.mission.59"

    def spec(self, players: int) -> SetupSpec:
        # "x2 out of 3 red" (2 players: 3); Equipment 10 (X or Y Ray) is replaced, and
        # the new character with the X or Y Ray is not used; stickers B and C
        return SetupSpec(red=ColourSpec(3) if players == 2 else ColourSpec(2, of=3),
                         excluded=frozenset({10}), sticker_c=True,
                         new_characters=frozenset(NEW_CHARACTERS) - {"e4"})

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Put the 12 Number cards faceup in a line in random order"; "Put Nano the
        # Robot on card 7, facing the direction of the line that has the most cards."
        fixed = numbers.fixed(state, "line")
        line = [int(v) for v in fixed] if fixed is not None else list(numbers.VALUES)
        if fixed is None:
            state.rng.shuffle(line)
        pos = line.index(7)
        state.mission_data.update(line=line, pos=pos, facing=1 if len(line) - 1 - pos > pos else -1,
                                  moved=False, down=[], chooser=None, auto=False)
        return []

    # ---- where Nano stands, what is available -----------------------------------------
    def _value(self, state: BustersState) -> int:
        data = state.mission_data
        return data["line"][data["pos"]]

    def _ahead(self, state: BustersState, facing: int | None = None) -> list[int]:
        """The cards from Nano's (included) in the direction it faces, face up only: the
        available values' places (R-BB190)."""
        data = state.mission_data
        step = data["facing"] if facing is None else facing
        out, i = [], data["pos"]
        while 0 <= i < len(data["line"]):
            if not numbers.all_cut(state, data["line"][i]):
                out.append(i)
            i += step
        return out

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "Do a cut action using the value where Nano currently is." (a face-down card
        # has no wire left to cut)
        return value == self._value(state) and not numbers.all_cut(state, value)

    def _can_cut_at(self, state: BustersState, seat: int, index: int) -> bool:
        """Whether `seat` could cut with Nano on this card (a Dual Cut or a Solo Cut)."""
        data = state.mission_data
        saved = data["pos"]
        data["pos"] = index
        try:
            return can_play(self, state, seat)
        finally:
            data["pos"] = saved

    def _moves(self, state: BustersState, seat: int) -> list[int]:
        """Cards in front of Nano it may move to: face up, of a value the seat holds and
        can cut there at once (R-BB190)."""
        pos = state.mission_data["pos"]
        return [i for i in self._ahead(state) if i != pos and self._can_cut_at(state, seat, i)]

    def _stuck(self, state: BustersState, seat: int) -> bool:
        """"cannot do a cut action with the available values" (Reveal is not a cut
        action: a hand of red wires only is never stuck, R-BB191)."""
        if not state.has_wires(seat) or cuts.all_red(state, seat):
            return False
        return not any(self._can_cut_at(state, seat, i) for i in self._ahead(state))

    def _alternatives(self, state: BustersState, seat: int) -> bool:
        """Whether a stuck seat has something else to do first: the Coffee Mug, or an
        any-time card (a swap might give it a value to cut)."""
        return any(u.name == "coffee" for u in equipment.turn_tools(state, seat)) or \
            bool(equipment.any_time(state, seat))

    def _stuck_skip(self, state: BustersState, seat: int) -> list:
        """"they skip their turn, advance the detonator dial 1 space, and rotate Nano
        180°" (the dial: by the caller)."""
        data = state.mission_data
        # stuck with a wire to point at: none of the available values in that hand
        values = None if cuts.unseen_own(state, seat) or not cuts.targets(state, seat, None) \
            else sorted({data["line"][i] for i in self._ahead(state)})
        data["facing"] = -data["facing"]
        return [board.ev(state, "busters.m59.stuck", seat=seat, card=self._value(state),
                         side="right" if data["facing"] > 0 else "left",
                         **board.proof(seat, values))]

    def _flip(self, state: BustersState) -> list:
        """"When 4 wires of a value have been cut, flip the matching Number card
        facedown." (whatever cut them, the Disintegrator too)"""
        data, out = state.mission_data, []
        for v in data["line"]:
            if v not in data["down"] and numbers.all_cut(state, v):
                data["down"] = data["down"] + [v]
                out.append(board.ev(state, "busters.m59.flipped", card=v))
        return out

    # ---- the turn ------------------------------------------------------------------------
    def turn_start(self, state: BustersState) -> list[Event]:
        data = state.mission_data
        data["moved"] = False
        out = self._flip(state)
        seat = state.active
        if self._stuck(state, seat) and not self._alternatives(state, seat):
            data["auto"] = True                    # nothing else to do: skip at once
            out += self._stuck_skip(state, seat)
        return out

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        data = state.mission_data
        if data.get("auto"):
            data["auto"] = False
            return 1
        return None

    def tool_allowed(self, state: BustersState, seat: int, tool: str) -> bool:
        # "Equipment 11 (Coffee Mug) skips a whole turn": not once Nano has moved (R-BB192)
        if tool == "coffee" and state.mission_data["moved"]:
            return False
        return super().tool_allowed(state, seat, tool)

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        data = state.mission_data
        if state.phase == MISSION:
            return [Special(f) for f in FACINGS] if seat == data["chooser"] else []
        if state.phase != TURN or seat != state.active or state.declaration is not None \
                or data["moved"]:
            return []
        if self._stuck(state, seat):
            return [Special("skip")]
        # "Either leave Nano in its current space, or move Nano forward to a Number card
        # matching 1 of the values in their hand. (You cannot move Nano backwards!)"
        return [Special("nano", (str(data["line"][i]),)) for i in self._moves(state, seat)]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        data = state.mission_data
        if action.name == "nano":
            data["pos"] = data["line"].index(int(action.args[0]))
            data["moved"] = True
            return Step([board.ev(state, "busters.m59.moved", seat=seat, card=self._value(state))])
        if action.name == "skip":
            out = self._stuck_skip(state, seat)
            board.advance(state, out, 1)
            return Step(out, end_turn=True)
        # "Choose which direction on the number line Nano should face (rotate it around
        # 180° or leave it in its current facing)."
        if action.name == "turn":
            data["facing"] = -data["facing"]
        data["chooser"] = None
        side = "right" if data["facing"] > 0 else "left"
        key = "busters.m59.turned" if action.name == "turn" else "busters.m59.kept"
        return Step([board.ev(state, key, seat=seat, side=side)], resume=True)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        out = self._flip(state)
        if not self.defused(state):               # the win ends the game first
            state.mission_data["chooser"] = seat
            state.phase = MISSION
        return out

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        chooser = state.mission_data["chooser"]
        return frozenset({chooser}) if state.phase == MISSION and chooser is not None else frozenset()

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        cards = tuple(NumberCard(v, "down" if numbers.all_cut(state, v) else "up")
                      for v in data["line"])
        facing = data["facing"]
        return (Cards("line_right" if facing > 0 else "line_left", cards, pointer=data["pos"],
                      facing=facing),)

    # ---- bots ------------------------------------------------------------------------------
    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        names = {a.name for a in legal if isinstance(a, Special)}
        if "keep" in names:
            return self._decide_facing(view, legal, ctx)
        if "skip" in names:
            return self._decide_stuck(view, legal, ctx)
        if "nano" in names:
            return self._decide_move(view, legal, ctx)
        return None

    def _decide_facing(self, view: BustersView, legal: list, ctx: BotContext) -> Advice:
        """The facing that leaves the next player likeliest to have a value to cut (a
        skip costs a dial space); then the one with more values open."""
        data = ctx.mission_data()
        nxt = _next_seat(view, view.me)

        def score(a: Special) -> tuple:
            facing = data["facing"] * (-1 if a.name == "turn" else 1)
            open_ = _open_values(view, data, data["pos"], facing)
            return (-_stuck_chance(ctx, nxt, open_) * life_cost(view.detonator), len(open_),
                    a.name == "keep")
        best = max((a for a in legal if isinstance(a, Special) and a.name in FACINGS), key=score)
        return Advice(best, 1.0, "busters.advice.m59.facing")

    def _decide_stuck(self, view: BustersView, legal: list, ctx: BotContext) -> Advice:
        """Stuck: the skip costs a dial space; the Coffee Mug skips for free and hands
        the turn to the teammate likeliest to cut with Nano as it stands."""
        skip = next(a for a in legal if isinstance(a, Special) and a.name == "skip")
        mugs = [a for a in legal if isinstance(a, Use) and a.name == "coffee"]
        if not mugs:
            return Advice(skip, 1.0, "busters.advice.m59.skip")
        data = ctx.mission_data()
        open_ = _open_values(view, data, data["pos"], data["facing"])

        def chance(a: Use) -> tuple:
            return (-_stuck_chance(ctx, int(a.args[0]), open_), -int(a.args[0]))
        mug = max(mugs, key=chance)
        if -chance(mug)[0] * life_cost(view.detonator) < life_cost(view.detonator):
            return Advice(mug, 1.0, "busters.advice.m59.coffee", {"seat": int(mug.args[0])})
        return Advice(skip, 1.0, "busters.advice.m59.skip_mug")

    def _decide_move(self, view: BustersView, legal: list, ctx: BotContext) -> Advice | None:
        """Leave Nano or move it to the card whose best cut, and what Nano's place then
        leaves the next player (the better facing chosen after the cut), weigh best.
        None: leave Nano, the turn's cut chosen as usual."""
        data = ctx.mission_data()
        nxt = _next_seat(view, view.me)
        here = [a for a in legal if isinstance(a, (Dual, Solo))]
        options: list[tuple[float, str, Any]] = []
        if here:
            options.append((self._option(view, ctx, data, data["pos"], here, nxt), "", None))
        for a in legal:
            if isinstance(a, Special) and a.name == "nano":
                after = [x for x in ctx.after(a) if isinstance(x, (Dual, Solo))]
                pos = data["line"].index(int(a.args[0]))
                options.append((self._option(view, ctx, data, pos, after, nxt), str(a), a))
        if not options:
            return None
        _score, _name, best = max(options, key=lambda o: (o[0], o[1] == "", o[1]))
        if best is None:
            return None
        return Advice(best, 1.0, "busters.advice.m59.move", {"value": int(best.args[0])})

    def _option(self, view: BustersView, ctx: BotContext, data: dict, pos: int, acts: list,
                nxt: int) -> float:
        cut = ctx.best_cut(acts)
        if cut is None:
            return -10.0
        action, score, p = cut
        if p >= SURE:
            score = 1.0 if ctx.bot.red_weight == 0 else 1e-3
        gone = data["line"][pos] if ctx.completes(action) else None
        stuck = min(_stuck_chance(ctx, nxt, [v for v in _open_values(view, data, pos, f)
                                             if v != gone]) for f in (1, -1))
        return score - stuck * life_cost(view.detonator)


def _cut_counts(view: BustersView) -> dict[str, int]:
    out: dict[str, int] = {}
    for st in view.stands:
        for sl in st.slots:
            if sl.cut:
                out[sl.wire] = out.get(sl.wire, 0) + 1
    return out


def _open_values(view: BustersView, data: dict, pos: int, facing: int) -> list[int]:
    """The face-up values from `pos` (included) in the direction `facing`, as the view
    shows them."""
    cut = _cut_counts(view)
    total = {k: n for k, n in view.in_play}
    line, out, i = data["line"], [], pos
    while 0 <= i < len(line):
        if cut.get(str(line[i]), 0) < total.get(str(line[i]), 4):
            out.append(line[i])
        i += facing
    return out


def _next_seat(view: BustersView, seat: int) -> int:
    """The next seat clockwise with uncut wires (the seat itself if nobody else)."""
    for k in range(1, view.players + 1):
        p = (seat + k) % view.players
        if any(not sl.cut for st in view.stands if st.seat == p for sl in st.slots):
            return p
    return seat


def _stuck_chance(ctx: BotContext, seat: int, values: list[int]) -> float:
    """The chance `seat` holds none of `values` (its own hand: 0 or 1)."""
    if not values:
        return 1.0
    if seat == ctx.view.seat:
        return 0.0 if any(v in values for v in ctx.own_values()) else 1.0
    addrs = [a for a in ctx.post.dists if a[0] == seat]
    if not addrs:
        return 1.0
    return ctx.post.prob_none(addrs, values)


register(Mission59())
