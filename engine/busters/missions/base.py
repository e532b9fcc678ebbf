"""The mission framework: every mission is one `Mission` registered under its
number. Its setup is data (`SetupSpec`); its rules are hooks the rules engine calls
at the points where mission cards change the base rules. The defaults are the base
rules, so a mission overrides only what its card changes. A rule several missions
share is a component (missions/component.py) the mission lists in `components`:
the hooks below ask them in order, so the mission is the one place a hook is
dispatched (docs/missions.md maps missions 1-66 onto hooks and components)."""
from __future__ import annotations

import enum
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.busters.actions import Special
from engine.busters.components import R, UNLOCK_VALUE, Y, Value, Wire
from engine.busters.state import BustersState, Equipment, Slot, Token
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # both import the missions
    from engine.busters.botctx import Advice, BotContext
    from engine.busters.missions.component import Component
    from engine.busters.missions.components import Clock
    from engine.busters.views import BustersView


@dataclass(frozen=True)
class ColourSpec:
    """Red or yellow wires: `count` in play. `of` > 0 means "count out of `of`":
    `of` candidates are drawn and marked "?", `count` of them go into play unseen.
    Candidates are drawn from printed values low..high (e.g. 1.5..9.5)."""
    count: int = 0
    of: int = 0
    low: int = 1
    high: int = 11


@dataclass(frozen=True)
class PileSpec:
    """Wires dealt face down off the stands, which nobody sees (Nano's wires, mission
    43; the red wires on mission 54's card): `size` of them, of `colour` only if set."""
    size: int
    colour: str | None = None


@dataclass(frozen=True)
class SetupSpec:
    blue: tuple[int, int] | None = (1, 12)       # blue values in play (4 of each); None: none
    red: ColourSpec = ColourSpec()
    yellow: ColourSpec = ColourSpec()
    equipment: int | None = None                 # cards on the board; None: one per player
    excluded: frozenset[int] = frozenset()       # "if N is drawn, replace it"
    detonator: int | None = None                 # spaces from the skull; None: players
    captain_info: bool = True                    # 2-player overrides: "the Captain does not ..."
    #: missions 14, 17: the character cards are dealt at random, so the Captain card
    #: goes to a random seat before the wires are dealt (setup.captain_seat, R-BB103)
    random_captain: bool = False
    setup_info: bool = True                      # mission 18: no setup info tokens
    info_tokens: bool = True                     # mission 58: every info token back in the box
    postit_on_cut: bool = False                  # missions 24, 40: Post-it on a cut wire
    validation: bool = True                      # mission 50: no validation tokens
    false_bottom: bool = False                   # rule sticker A: the False Bottom card joins the pile
    sticker_c: bool = False                      # rule sticker C: its 5 cards join the pile
    #: rule sticker B: the new characters non-Captains may take ("e1".."e4"; R-BB29)
    new_characters: frozenset[str] = frozenset()
    piles: tuple[tuple[str, PileSpec], ...] = ()   # (id, spec): wires dealt off the stands
    #: setup tokens drawn at random ("all" seats, or only the "captain"), placed on a
    #: wire of that value or beside the stand ("-v") (missions 13, 39, 41, 43)
    random_tokens: str = ""
    extra: dict[str, Any] = field(default_factory=dict)   # mission components (Number cards...)


@dataclass
class Step:
    """What a mission action did (hook `apply_special`), and how play goes on:

    - `end_turn`: the active seat's turn action is over (a special cut): the flow
      runs from "after the action" (validation, after_cut, end of turn...);
    - `resume`: a decision a hook opened is taken: the flow goes on from where it
      paused (rules.FLOW). With `actor`, the rest of this turn is played by that
      seat (mission 18: the designated player cuts); with `next_turn`, the next turn
      is that seat's ("Snip!");
    - `continue_setup`: the mission's setup decisions are done: setup info tokens;
    - none of these: the decision stays open, or the mission set the phase itself."""
    events: list[Event] = field(default_factory=list)
    end_turn: bool = False
    resume: bool = False
    actor: int | None = None
    next_turn: int | None = None
    continue_setup: bool = False


@dataclass(frozen=True)
class Failure:
    """What a failed cut does (hook `failure`): detonator steps, an explosion, and
    where the info token goes ("wire", "beside" the stand, or "none")."""
    steps: int = 1
    explode: bool = False
    token: str = "wire"


class Weighs(enum.Enum):
    """What a mission (or one of its components) changes that bots must weigh before
    they cut. Declared (`Mission.weighs`, `Component.weighs`), so a bot never guesses
    it from the code."""
    #: a failed cut does other than 1 dial space and a token (hook `failure`)
    FAILURE = "failure"
    #: pointing a Dual Cut at some wires costs dial spaces (hook `cut_penalty`)
    PENALTY = "penalty"
    #: a successful cut costs or brings something beyond its wires (hooks
    #: `success_risk`, `progress`, `cut_cost`): bots weigh even sure cuts
    SUCCESS = "success"


class Mission:
    number: int = 0
    #: message key of the card's title; the desktop holds the translated texts
    key: str = ""
    min_players: int = 2
    #: whether the detonator dial is in play (mission 53 counts on Nano instead)
    dial: bool = True
    #: whether the board shows the red and yellow markers (mission 50: back in the box
    #: once everyone has seen the wires; views keep their values for the deduction)
    markers: bool = True
    #: the shared rules this mission uses (missions/component.py), asked in order
    components: tuple[Component, ...] = ()
    #: what the mission's own hooks change that bots weigh (its components declare theirs)
    weighs: frozenset[Weighs] = frozenset()
    #: the Coach's reason for a cut chosen with what its success brings (`progress`)
    progress_reason: str | None = None
    #: the Coach's reason for a cut chosen over likelier ones that cost more (`cut_cost`)
    cost_reason: str | None = None

    def _changing(self, hook: str) -> tuple[Component, ...]:
        """The components whose own `hook` changes the base rule: the permission hooks
        are asked for every wire many times an action, and most components keep them."""
        known = self.__dict__.setdefault("_changing_hook", {})
        if hook not in known:
            from engine.busters.missions.component import Component
            known[hook] = tuple(c for c in self.components
                                if getattr(type(c), hook) is not getattr(Component, hook))
        return known[hook]

    def weighed(self) -> frozenset[Weighs]:
        """Everything bots must weigh in this mission: its own and its components'."""
        return self.weighs.union(*(c.weighs for c in self.components))

    # ---- setup ------------------------------------------------------------------
    def spec(self, players: int) -> SetupSpec:
        return SetupSpec()

    def after_setup(self, state: BustersState) -> list[Event]:
        """After the deal, before the setup info tokens: Number cards, Nano, X wires,
        flipped wires, oxygen, constraint/challenge cards. Setting state.phase to
        MISSION asks for the mission's own setup decisions first (they end with
        Step(continue_setup=True))."""
        return [e for c in self.components for e in c.after_setup(state)]

    def allowed_actions(self, state: BustersState, seat: int) -> frozenset[str]:
        """Base actions `seat` may take on its turn: mission 13 forbids revealing,
        constraint K the Solo Cut, mission 46 forces its special cut."""
        actions = frozenset({"dual", "solo", "reveal"})
        for c in self.components:
            actions = c.allowed_actions(state, seat, actions)
        return actions

    def token_follows(self, state: BustersState, token: Token) -> bool:
        """Whether an info token moves with a swapped wire (FAQ L310); mission 24
        discards x1-x4 tokens instead (FAQ L854)."""
        return all(c.token_follows(state, token) for c in self._changing("token_follows"))

    def defused(self, state: BustersState) -> bool:
        """The win: every stand empty; mission 43 also needs Nano's wires."""
        return not any(state.has_wires(p) for p in range(state.players))

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        """Re-deal the mission's components hidden from `seat` (other players'
        Number cards, Nano's wires, face-down decks) for the view leak test."""
        for c in self.components:
            c.reshuffle_hidden(state, seat, rng)

    # ---- legality ---------------------------------------------------------------
    def red_value(self, state: BustersState, value: Value) -> bool:
        """Game values treated as red: RED, and mission 11's Number card value. A wire
        of such a value explodes when cut and is revealed like a red wire."""
        return value == R

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        """May `seat` cut wires of `value` now? (cut order: Sequence and Number cards,
        constraints, cards that must be cut last, X wires' conditions)."""
        return all(c.cut_allowed(state, seat, value) for c in self._changing("cut_allowed"))

    def wire_allowed(self, state: BustersState, seat: int, slot: Slot, tool: str | None) -> bool:
        """May `seat` point at this wire (with `tool`: None for a plain cut, "own" for
        cutting its own wire, a detector, "xray", "walkie", "postit", "label",
        "radar")? X wires already ignore every tool (cuts.allowed); a mission may
        forbid more (flipped wires only their owner cuts, X wires after the yellows)."""
        for c in self._changing("wire_allowed"):     # asked for every wire, often
            if not c.wire_allowed(state, seat, slot, tool):
                return False
        return True

    def tool_allowed(self, state: BustersState, seat: int, tool: str) -> bool:
        """May `seat` use this equipment / personal equipment (the rookie, Rhett,
        Captain Careless, constraint G)?"""
        return all(c.tool_allowed(state, seat, tool) for c in self._changing("tool_allowed"))

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        """A mission's own actions ("special ..."): on the active seat's turn
        (multi-wire special cuts, tripwires, guessing the weakest link) and, in the
        mission phase, for the seats of `decision_seats` ("Snip!", choosing who
        cuts, giving oxygen or Number cards, moving Nano)."""
        return [a for c in self.components for a in c.special_actions(state, seat)]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        """Take a special action: by default the component whose `actions` name it."""
        for c in self.components:
            if action.name in c.actions:
                return c.apply_special(state, seat, action)
        raise ValueError(f"mission {self.number} has no action {action}")

    def helpers_window(self, state: BustersState) -> bool:
        """Whether seats other than the active one may take mission actions during its
        turn ("at any time", mission 61): they then get special_actions and a pass,
        like the equipment window (R-BB10). Must depend on public facts only."""
        return False

    def clock(self, state: BustersState) -> Clock | None:
        """The running clock (components.Clock) of a timed mission or a scripted
        event, or None. When it runs out the desktop reports `special timeout <id>`."""
        return None

    def on_timeout(self, state: BustersState, clock_id: str) -> Step:
        """A clock ran out: by default the bomb explodes."""
        from engine.busters import board
        events: list[Event] = []
        board.explode(state, events, "busters.outcome.timer")
        return Step(events)

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        """Who decides while the state is in the mission phase (set by a hook, e.g.
        `turn_start` sets state.phase = MISSION to let players say "Snip!")."""
        return frozenset()

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        """The mission's components as `seat` sees them (Number cards, Nano, oxygen,
        constraint and challenge cards, the bunker), typed as in components.py:
        views.BustersView.mission_info. The desktop draws them; bots read them."""
        return tuple(x for c in self.components for x in c.view_data(state, seat))

    def facts(self, state: BustersState) -> tuple[Any, ...]:
        """Public facts about the deal the deduction must know (facts.py: colours dealt
        apart, X wires' colours): views.BustersView.facts."""
        return ()

    def public_data(self, state: BustersState) -> dict[str, Any]:
        """The public part of state.mission_data, as JSON data (views carry it, so a
        bot can rebuild a whole state from its view: engine/busters/determinize.py).
        Keys starting with "_" are private (a seat's Number cards, Nano's wires)."""
        return {k: v for k, v in state.mission_data.items() if not k.startswith("_")}

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        """Complete a state rebuilt from `view` (its public mission data restored) with
        the mission's private parts, drawn consistently with what view.seat knows
        (its own Number cards, say). By default the components' (none: no private
        mission data)."""
        for c in self.components:
            c.determinize(state, view, rng)

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        """At the start of `seat`'s turn: None to play, else skip the turn and advance
        the detonator this many spaces (oxygen, constraints, Number cards)."""
        return next((n for c in self.components
                     if (n := c.must_skip(state, seat)) is not None), None)

    def skip_proves(self, state: BustersState, seat: int) -> list[Value] | None:
        """What a skipped turn of `seat` proves to everyone: the values its hand holds
        none of (its X wires aside), carried by the event (`none`, `of`) to the
        deduction; None: nothing. By default a seat that could not cut: the values it
        was allowed to cut (cuts.held_none)."""
        from engine.busters import cuts
        return cuts.held_none(state, seat)

    # ---- bots ---------------------------------------------------------------------
    def dead_end(self, view: BustersView, value: Value) -> bool:
        """Whether cutting the last wires of `value` would leave the team unable to win
        (mission 57: the Constraint card it brings into force forbids every value
        left). Public facts only; bots then cut it only when nothing else is left."""
        return False

    def success_risk(self, view: BustersView, value: Value) -> float:
        """Bots: the chance a successful cut of `value` now costs a detonator space
        (mission 29: the face-down card may be that value); negative when it wins a
        space back (mission 53: Nano's value). Public facts only. Declare
        Weighs.SUCCESS with it."""
        return sum((c.success_risk(view, value) for c in self.components), 0.0)

    def progress(self, view: BustersView, value: Value) -> float:
        """Bots: what a successful cut of `value` brings beyond its wires, as a share of
        the chance of winning (mission 66: the standee nearer its goal; negative:
        farther). Public facts only. Declare Weighs.SUCCESS with it."""
        return 0.0

    def cut_cost(self, view: BustersView, value: Value, ctx: BotContext,
                 target: int | None = None, success: float = 1.0) -> float:
        """Bots: what announcing a cut of `value` costs whatever comes of it, as a share
        of the chance of winning (missions 49, 54 and 63: the Oxygen paid first, and
        the turns it may leave skipped). `target`: the seat a Dual Cut points at (None:
        a Solo Cut or a tool) and `success` its chance, for a mission where whose wire
        goes and what a failure leaves matter (54; 14 and 28: the fragile Captain's).
        Public facts only: `ctx` (botctx.BotContext) has the seat's chances. Declare
        Weighs.SUCCESS with it."""
        return 0.0

    def track(self, view: BustersView) -> tuple[int, int] | None:
        """Bots: where a mission counts towards the explosion on its own track instead
        of the dial (mission 53: Nano), (spaces left, spaces a failed cut costs)."""
        return None

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """How a bot takes this mission's own choices, weighing what each does to the
        chance of winning with ctx (engine/busters/botctx.BotContext: exact odds,
        dangers, the best cut, the seat's options after a decision). Called whenever
        the legal actions hold special ones: return a botctx.Advice, or None (during a
        turn: the specials are left aside; in the mission phase: each option is tried
        on a rebuilt state, bots.BustersBot._mission_choice). An Advice's key names the
        decision, written out ("busters.advice.m26.flip"), with the parameters its
        reason shows; the Coach and the review say that reason
        (desktop/games/busters/reasons.py)."""
        return next((a for c in self.components
                     if (a := c.decide(view, legal, ctx)) is not None), None)

    # ---- effects ----------------------------------------------------------------
    def info_token(self, state: BustersState, wire: Wire,
                   announced: tuple[Value, ...]) -> Token | None:
        """The token put in front of `wire` (at setup, after a failed cut with the
        value(s) `announced`, by the Post-it): a value token showing its true value by
        default (the yellow token on a yellow wire); a parity, count or false token in
        some missions (engine/busters/marks.py); None for no token."""
        token: Token | None = Token(wire.value)
        for c in self.components:
            token = c.info_token(state, wire, announced, token)
        return token

    def postit_false(self, state: BustersState, wire: Wire) -> tuple[Value, ...] | None:
        """Where every token is false (mission 52), the values the Post-it's user may
        say the wire is NOT, in the order offered ("use postit S.T.I V"; info_token
        then gets (V,) as the stated value); None: one option a wire, the token
        info_token gives."""
        return next((v for c in self.components
                     if (v := c.postit_false(state, wire)) is not None), None)

    def cut_penalty(self, state: BustersState, seat: int, addr: tuple[int, int, int]) -> int:
        """Detonator spaces charged when `seat` points a Dual Cut at this wire, success
        or not (missions 56, 64: a teammate's flipped wire). Public facts only: bots
        weigh it before they cut, if the mission declares Weighs.PENALTY."""
        return sum(c.cut_penalty(state, seat, addr) for c in self.components)

    def failure(self, state: BustersState, seat: int, target_seat: int) -> Failure:
        """A failed cut by `seat` in `target_seat`'s hand (the rookie, Captain
        Careless and flipped wires explode; constraint L advances 2; mission 50 puts
        the token beside the stand). Declare Weighs.FAILURE with it: bots ask
        only then."""
        failure = Failure()
        for c in self.components:
            failure = c.failure(state, seat, target_seat, failure)
        return failure

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        """After every cut action resolves (Nano, challenges, Number-card bookkeeping)."""
        return [e for c in self.components for e in c.after_cut(state, seat, values, success)]

    def equipment_unlocked(self, state: BustersState, card: Equipment) -> bool:
        """Whether a locked card becomes usable (2 wires of its value cut by default;
        the False Bottom: 2 yellow wires; mission 12 adds a Number card)."""
        if card.name == "false_bottom":
            return state.cut_count(Y) >= 2
        if card.number in UNLOCK_VALUE:          # sticker C: all 4 wires of the value
            return state.cut_count(UNLOCK_VALUE[card.number]) >= 4
        return state.cut_count(card.number) >= 2

    def turn_start(self, state: BustersState) -> list[Event]:
        """At the start of the active seat's turn (Number cards revealed, oxygen)."""
        return []

    def turn_end(self, state: BustersState) -> list[Event]:
        return [e for c in self.components for e in c.turn_end(state)]

    def round_end(self, state: BustersState) -> list[Event]:
        """Before the Captain's turn (discard the equipment/Number deck, oxygen back)."""
        return []

    def next_active(self, state: BustersState, current: int) -> int | None:
        """Turn order: None for clockwise. ("Snip!", chosen players, Number cards)."""
        return None
