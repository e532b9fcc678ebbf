"""The rules of Bomb Busters (shared/rules/bomb-busters-rulebook.md and the
structured reference with its FAQ). Rulings on what the texts leave open are in
docs/rulings.md ("Bomb Busters") and cited here as R-BBn."""
from __future__ import annotations

import random
from typing import Any

from engine.busters import board, cuts, equipment, marks, views
from engine.busters.actions import (Announce, Choose, Dual, Give, Hire, Info, Own, Pass,
                                    Point, Reveal, Solo, Special, Use, as_addr, parse_action)
from engine.busters.components import BLUE, DETECTORS, NEW_CHARACTERS, value_text
from engine.busters.missions import MISSIONS, get_mission
from engine.busters.setup import build_state
from engine.busters.state import (CHARACTERS, DECLARE, MISSION, OVER, OWN_CUT, RESOLVE,
                                  SETUP_INFO, TURN, WALKIE, BustersState, Character, Token)
from engine.core.action import Action
from engine.core.errors import IllegalAction
from engine.core.event import Event
from engine.core.game import Outcome
from engine.core.reading import whole
from engine.core.rng import make_rng
from engine.core.rules import Rules, not_now


class BustersGame(Rules):
    id = "busters"
    record_version = 1

    # ---- set-up -------------------------------------------------------------
    def default_config(self, players: int) -> dict[str, Any]:
        return {"mission": 1, "players": players}

    def conformance_configs(self) -> list[dict[str, Any]]:
        return [{"mission": m, "players": n} for m in sorted(MISSIONS) for n in range(2, 6)
                if n >= MISSIONS[m].min_players]        # "MISSION IMPOSSIBLE" with fewer

    def seat_count(self, config: dict[str, Any]) -> int:
        return whole(config["players"], "players")

    def new_game(self, config: dict[str, Any], seed: int,
                 deal: dict[str, Any] | None = None) -> BustersState:
        n = self.seat_count(config)
        mission = get_mission(whole(config.get("mission", 1), "mission"))
        least = max(2, mission.min_players)
        if not least <= n <= 5:
            raise ValueError(f"mission {mission.number} is for {least}-5 players, not {n}")
        s = build_state(mission, n, make_rng(seed), deal)
        s.timers = bool(config.get("timers", True))
        setup = Event("busters.setup", {"mission": mission.number, "players": n,
                                        "equipment": [c.number for c in s.equipment]})
        s.log.append(setup)
        if deal is not None and deal.get("rebuilt"):
            return s                         # rebuilt from a view (determinize.py)
        laid_out = mission.after_setup(s)
        logged = {id(e) for e in s.log}     # a hook's events made with board.ev are logged already
        s.log.extend(e for e in laid_out if id(e) not in logged)
        # the cards face up once the mission is set up (mission 15 lays them face down)
        setup.params["equipment"] = [c.number for c in s.equipment]
        spec = mission.spec(n)
        if spec.new_characters and n > 1:    # sticker B: characters come first (R-BB29)
            s.setup_pending = s.phase == MISSION
            s.hire_order = [(s.captain + k) % n for k in range(1, n)]
            s.phase, s.active = CHARACTERS, s.hire_order[0]
        elif s.phase != MISSION:             # else: the mission's setup decisions first
            self._next_setup_info(s, [])
        return s

    def _hire_options(self, s: BustersState, seat: int) -> list[Action]:
        """Rule sticker B: keep the character, or take a new one nobody has taken."""
        taken = {ch.name for ch in s.characters}
        allowed = get_mission(s.mission).spec(s.players).new_characters
        keep: list[Action] = [Hire("keep")]
        return keep + [Hire(c) for c in sorted(allowed) if c not in taken]

    def _hired(self, s: BustersState, seat: int, action: Hire, out: list[Event]) -> None:
        if action.character != "keep":
            s.characters[seat] = Character(action.character, NEW_CHARACTERS[action.character])
        out.append(board.ev(s, "busters.character.chosen", seat=seat,
                            character=s.characters[seat].name,
                            personal=s.characters[seat].personal))
        s.hire_order.pop(0)
        if s.hire_order:
            s.active = s.hire_order[0]
        elif s.setup_pending:
            s.setup_pending = False
            s.phase = MISSION
        else:
            self._next_setup_info(s, out)

    def _next_setup_info(self, s: BustersState, out: list[Event]) -> None:
        """Setup info tokens: the Captain first, then clockwise, one per hand on one
        of its blue wires, never yellow. A seat with no such wire skips (R-BB5)."""
        while s.setup_order:
            seat = s.setup_order[0]
            if self._draws_token(s, seat, out) and not self._info_options(s, seat):
                # a drawn token with no matching wire goes beside the stand: "-v"
                board.place_beside(s, out, seat, 0, Token(s.setup_token, kind=marks.HOLDS_NONE))
                s.setup_token = None
                s.setup_order.pop(0)
                continue
            if self._info_options(s, seat):
                s.phase, s.active = SETUP_INFO, seat
                return
            s.setup_order.pop(0)
            out.append(board.ev(s, "busters.info.setup_skipped", seat=seat))
        self._start_turn(s, out, s.captain)

    def _draws_token(self, s: BustersState, seat: int, out: list[Event]) -> bool:
        """Missions 13, 39, 41, 43 (2 players): the setup token is drawn at random from
        the numbered ones in the supply (a yellow one is put back and another drawn,
        R-BB97), and placed on a wire of that value if the hand has one."""
        mode = get_mission(s.mission).spec(s.players).random_tokens
        if mode != "all" and not (mode == "captain" and seat == s.captain):
            return False
        if s.setup_token is None:
            pool = [v for v, n in sorted((k, n) for k, n in s.info_supply.items()
                                         if isinstance(k, int)) for _ in range(n)]
            if not pool:
                return False
            s.setup_token = s.rng.choice(pool)    # taken from the supply as it is placed
            out.append(board.ev(s, "busters.info.drawn", seat=seat, value=s.setup_token))
        return True

    def _info_options(self, s: BustersState, seat: int) -> list[Action]:
        # Only values with a token left in the supply (R-BB5); a drawn token: its value.
        mission = get_mission(s.mission)
        drawn = s.setup_token
        return [Info((seat, st.index, i)) for st in s.hands[seat] for i in st.uncut()
                if st.slots[i].wire.colour == BLUE
                and board.sees(s, seat, seat, st.slots[i])
                and (st.slots[i].wire.value == drawn if drawn is not None else
                     _in_supply(s, mission.info_token(s, st.slots[i].wire, ())))]

    # ---- turns --------------------------------------------------------------
    # The flow between two actions is a fixed sequence of stages, each a point where a
    # mission card may change the rules: after the action (validation tokens, unlocked
    # equipment, the mission's after_cut), the end of the turn, choosing the next seat,
    # the end of the round (before the Captain's turn, R-BB22), the start of the turn,
    # and whether the new active seat must skip. A hook that opens a decision (sets the
    # phase to MISSION) pauses the flow; the decision's Step(resume=True) continues it
    # from the stage after the one that paused (`s.stage`).
    FLOW = ("after_action", "turn_end", "next_seat", "round_end", "turn_start", "must_skip")

    def _start_turn(self, s: BustersState, out: list[Event], seat: int) -> None:
        s.next_seat = seat
        self._flow(s, out, "turn_start")

    def _end_turn(self, s: BustersState, out: list[Event]) -> None:
        self._flow(s, out, "after_action")

    def _flow(self, s: BustersState, out: list[Event], stage: str) -> None:
        mission = get_mission(s.mission)
        s.stage = None
        while s.result is None:
            if stage == "after_action":
                board.after_cuts(s, out)        # validation and unlocking come first
                if s.cut_result is not None and s.result is None:
                    values, success = s.cut_result
                    s.cut_result = None
                    out.extend(mission.after_cut(s, s.active, values, success))
                    board.after_cuts(s, out)    # the mission may have cut wires too
            elif stage == "turn_end":
                out.extend(mission.turn_end(s))
                board.check_win(s, out)
            elif stage == "next_seat":
                nxt = self._next_seat(s, out, s.active)
                if nxt is None:
                    return
                s.next_seat = nxt
                # a new round starts before the Captain's turn (R-BB22)
                if (nxt - s.captain) % s.players > (s.active - s.captain) % s.players:
                    stage = "turn_start"
                    continue
            elif stage == "round_end":
                out.extend(mission.round_end(s))
            elif stage == "turn_start":
                self._begin_turn(s, out, s.next_seat if s.next_seat is not None else s.active)
                out.extend(mission.turn_start(s))
            elif stage == "must_skip":
                skip = mission.must_skip(s, s.active)
                if skip is None and not self._can_end_turn(s, s.active, mission):
                    skip = 0                    # nothing it can do: the turn passes (R-BB26)
                if skip is None:
                    s.skips = 0
                    return                      # the active seat plays
                out.append(board.ev(s, "busters.turn.skipped", seat=s.active, steps=skip,
                                    **board.proof(s.active, mission.skip_proves(s, s.active))))
                board.advance(s, out, skip)
                s.skips += 1
                if s.skips > s.players * 4:     # nobody can ever play (R-BB26)
                    board.explode(s, out, "busters.outcome.stuck")
                    return
                stage = "turn_end"
                continue
            if s.result is not None:
                break
            if s.phase == MISSION:              # a hook asks for a decision first
                s.stage = self.FLOW[self.FLOW.index(stage) + 1]
                return
            stage = self.FLOW[self.FLOW.index(stage) + 1]
        if s.result is not None:
            s.phase = OVER

    def _can_end_turn(self, s: BustersState, seat: int, mission: Any) -> bool:
        """Whether the active seat has an action that ends its turn: a cut, a mission
        special, or the Coffee Mug (so a seat never waits with nothing to do)."""
        return (cuts.can_cut(s, seat) or bool(mission.special_actions(s, seat))
                or any(u.name == "coffee" for u in equipment.turn_tools(s, seat)))

    def _begin_turn(self, s: BustersState, out: list[Event], seat: int) -> None:
        s.phase, s.active = TURN, seat
        s.next_seat = None
        s.passed.clear()
        s.stabilized = False
        s.declaration = None
        s.cut_result = None
        s.turn_no += 1
        out.append(board.ev(s, "busters.turn.start", seat=seat, turn=s.turn_no))

    def _next_seat(self, s: BustersState, out: list[Event], seat: int) -> int | None:
        """Clockwise from the active seat (or from the Coffee Mug's choice, or the
        mission's), skipping seats without wires (reference, "No More Wires")."""
        mission = get_mission(s.mission)
        if s.next_override is not None:
            override, s.next_override = s.next_override, None
            return override
        nxt = mission.next_active(s, seat)
        if nxt is not None:
            return nxt
        if not any(s.has_wires(p) for p in range(s.players)):
            board.explode(s, out, "busters.outcome.stuck")   # no one can act (R-BB26)
            return None
        return next(p for k in range(1, s.players + 1)
                    if s.has_wires(p := (seat + k) % s.players))

    # ---- who acts, and what they may do ---------------------------------------
    def to_act(self, s: BustersState) -> frozenset[int]:
        if s.phase == OVER or s.result is not None:
            return frozenset()
        if s.phase == TURN:
            return frozenset({s.active} | set(self._helpers(s)))
        if s.phase == RESOLVE:
            assert s.declaration is not None
            return frozenset({s.declaration.targets[0][0]})
        if s.phase == WALKIE:
            assert s.walkie is not None
            return frozenset({s.walkie[1]})
        if s.phase == MISSION:
            return get_mission(s.mission).decision_seats(s)
        return frozenset({s.active})

    def _helpers(self, s: BustersState) -> list[int]:
        """Seats other than the active one that may act during its turn: the window is
        open while an any-time card is ready, or the mission has actions for any time
        (mission 61); each may pass once (R-BB10). Whether it is open is public."""
        if not (equipment.any_time_ready(s) or get_mission(s.mission).helpers_window(s)):
            return []
        return [p for p in range(s.players) if p != s.active and p not in s.passed]

    def _clock(self, s: BustersState, mission: Any) -> list[Action]:
        """A running clock (timed missions and scripted events) can run out in any
        phase: every seat to act may report it (the desktop does, when it shows 0)."""
        clock = mission.clock(s) if s.timers else None
        return [] if clock is None else [Special("timeout", (clock.id,))]

    def legal_actions(self, s: BustersState, seat: int) -> list[Action]:
        if seat not in self.to_act(s):
            return []
        mission = get_mission(s.mission)
        return self._legal(s, seat, mission) + self._clock(s, mission)

    def allows(self, s: BustersState, seat: int, action: Action) -> bool:
        """`action in legal_actions(s, seat)`, asking only the part of the turn's
        choices that can hold such an action: every applied action is checked, and the
        whole list (each Dual Cut, each tool's odds of completing) costs far more."""
        if s.phase != TURN or seat not in self.to_act(s) or \
                (isinstance(action, Special) and action.name == "timeout"):
            return action in self.legal_actions(s, seat)
        mission = get_mission(s.mission)
        if isinstance(action, Special):
            return action in mission.special_actions(s, seat)
        if seat != s.active:
            return action in (equipment.any_time(s, seat) if isinstance(action, Use)
                              else [Pass()])
        if isinstance(action, Dual):
            return ("dual" in mission.allowed_actions(s, seat)
                    and action.value in cuts.own_values(s, seat)
                    and action.addr in cuts.targets(s, seat, None))
        if isinstance(action, Use):
            return action in equipment.turn_tools(s, seat) + equipment.any_time(s, seat)
        return action in self._legal(s, seat, mission)

    def _legal(self, s: BustersState, seat: int, mission: Any) -> list[Action]:
        if s.phase == SETUP_INFO:
            return self._info_options(s, seat)
        if s.phase == CHARACTERS:
            return self._hire_options(s, seat)
        if s.phase == TURN and seat != s.active:
            return [*equipment.any_time(s, seat), *mission.special_actions(s, seat), Pass()]
        if s.phase == TURN:
            acts: list[Action] = []
            base = mission.allowed_actions(s, seat)
            duals: list[Action] = []
            if "dual" in base:
                tgts = cuts.targets(s, seat, None)
                for v in cuts.own_values(s, seat):
                    duals += [Dual(a, v) for a in tgts]
            # The Stabilizer commits to a Dual Cut (R-BB18), unless a swap since has
            # left none possible: then the other actions come back.
            if not s.stabilized or not duals:
                if "reveal" in base and cuts.all_red(s, seat):
                    acts.append(Reveal())
                if "solo" in base:
                    acts += [Solo(v, extra) for v, extra in cuts.solo_options(s, seat)]
            acts += duals
            acts += equipment.turn_tools(s, seat)
            acts += equipment.any_time(s, seat)
            acts += mission.special_actions(s, seat)
            return acts
        if s.phase == DECLARE:
            return [*equipment.declare_tools(s, seat), *self._point_options(s, seat),
                    *[Announce(v) for v in self._announce_ready(s, seat)]]
        if s.phase == RESOLVE:
            return [Choose(a) for a in cuts.resolve_options(s)]
        if s.phase == OWN_CUT:
            assert s.declaration is not None and s.declaration.matched is not None
            return [Own(a) for a in cuts.own_slots(s, seat, s.declaration.matched)]
        if s.phase == WALKIE:
            return [Give(a) for a in equipment.walkie_options(s)]
        if s.phase == MISSION:
            return mission.special_actions(s, seat)
        return []

    def _needed(self, s: BustersState) -> int:
        assert s.declaration is not None
        det = cuts.detector_of(s.declaration.tools)
        return DETECTORS[det] if det else 1

    def _point_options(self, s: BustersState, seat: int) -> list[Action]:
        decl = s.declaration
        assert decl is not None
        det = cuts.detector_of(decl.tools)
        tool = det or "xray"
        if det == "super":
            if decl.targets:
                return []
            stands = sorted({a[:2] for a in cuts.targets(s, seat, tool)})
            return [Point(st) for st in stands]
        need = self._needed(s)
        if len(decl.targets) >= need:
            return []
        tgts = cuts.targets(s, seat, tool)
        if decl.targets:
            # The same stand (FAQ), pointed left to right so each set is one sequence.
            last = decl.targets[-1]
            tgts = [a for a in tgts if a[:2] == last[:2] and a[2] > last[2]]
        left = need - len(decl.targets) - 1
        return [Point(a) for a in tgts
                if sum(1 for b in tgts if b[:2] == a[:2] and b[2] > a[2]) >= left]

    def _announce_ready(self, s: BustersState, seat: int) -> list[tuple]:
        decl = s.declaration
        assert decl is not None
        if not decl.targets:
            return []
        if cuts.detector_of(decl.tools) != "super" and len(decl.targets) < self._needed(s):
            return []
        return equipment.announce_options(s, seat)

    # ---- applying an action ---------------------------------------------------
    def perform(self, s: BustersState, seat: int, action: Action) -> list[Event]:
        """Apply an action taken from this state's legal_actions(s, seat), unchecked:
        the endgame search's playouts have just listed them (checking again would
        list them twice)."""
        out: list[Event] = []
        mission = get_mission(s.mission)
        if isinstance(action, Hire):
            self._hired(s, seat, action, out)
        elif isinstance(action, Info):
            wire = s.slot(*action.addr).wire
            s.setup_token = None
            board.place_token(s, out, *action.addr, mission.info_token(s, wire, ()))
            s.setup_order.pop(0)
            self._next_setup_info(s, out)
        elif isinstance(action, Pass):
            s.passed.add(seat)
            out.append(board.ev(s, "busters.window.passed", seat=seat))
        elif isinstance(action, Use):
            events, ends = equipment.apply_use(s, seat, action)
            out += events
            if ends:
                self._end_turn(s, out)
        elif isinstance(action, Dual):
            if cuts.plain_dual(s, out, seat, action.addr, action.value):
                self._end_turn(s, out)
        elif isinstance(action, Point):
            assert s.declaration is not None
            if len(action.addr) == 2:
                s.declaration.targets = [a for a in cuts.targets(s, seat, "super")
                                         if a[:2] == action.addr]
            else:
                s.declaration.targets.append(as_addr(action.addr))
            out.append(board.ev(s, "busters.pointed", seat=seat, addr=list(action.addr)))
        elif isinstance(action, Announce):
            if cuts.announce(s, out, seat, action.values):
                self._end_turn(s, out)
        elif isinstance(action, Choose):
            if cuts.resolve(s, out, s.active, action.addr):
                self._end_turn(s, out)
        elif isinstance(action, Own):
            cuts.own_cut(s, out, seat, action.addr)
            self._end_turn(s, out)
        elif isinstance(action, Give):
            out += equipment.walkie_swap(s, action.addr)
        elif isinstance(action, Solo):
            cuts.solo(s, out, seat, action.value, action.extra)
            self._end_turn(s, out)
        elif isinstance(action, Reveal):
            cuts.reveal_red(s, out, seat)
            self._end_turn(s, out)
        elif isinstance(action, Special):
            if action.name == "timeout":
                step = mission.on_timeout(s, action.args[0])
            else:
                step = mission.apply_special(s, seat, action)
                if s.phase == TURN and seat != s.active:
                    s.passed.clear()            # a new situation: all may react again
            out += step.events
            if s.result is not None:
                s.phase = OVER
            elif step.continue_setup:
                self._next_setup_info(s, out)
            elif step.end_turn:
                self._end_turn(s, out)
            elif step.resume:
                if step.next_turn is not None:
                    s.next_override = step.next_turn
                if step.actor is not None:      # this turn is played by another seat
                    s.active = step.actor
                s.phase = TURN
                if s.stage is not None:         # a hook's decision: the flow goes on
                    stage, s.stage = s.stage, None
                    self._flow(s, out, stage)
        if s.phase == TURN and s.result is None and not self._can_end_turn(s, s.active, mission):
            # an action of its own turn (a swap giving the only wire it could cut away)
            # left the active seat nothing that ends it: the turn passes (R-BB101)
            out.append(board.ev(s, "busters.turn.skipped", seat=s.active, steps=0,
                                **board.proof(s.active, cuts.held_none(s, s.active))))
            self._end_turn(s, out)
        return out

    def why_illegal(self, s: BustersState, seat: int, action: Action) -> IllegalAction:
        if isinstance(action, Dual):
            if action.value not in cuts.own_values(s, seat):
                return IllegalAction(
                    f"seat {seat} has no uncut wire of value {action.value} to announce",
                    "busters.illegal.value_not_in_hand", action=str(action), seat=seat,
                    value=value_text(action.value))
            return IllegalAction(f"wire {action.addr} is not a teammate's uncut wire",
                                 "busters.illegal.target", action=str(action), seat=seat)
        if isinstance(action, Solo):
            return IllegalAction(
                f"the remaining {action.value} wires are not all (2 or 4) in this hand",
                "busters.illegal.solo", action=str(action), seat=seat, value=value_text(action.value))
        if isinstance(action, Reveal):
            return IllegalAction("only red wires may be left to reveal them",
                                 "busters.illegal.reveal", action=str(action), seat=seat)
        if isinstance(action, Use):
            return IllegalAction(f"{action} is not possible now", "busters.illegal.equipment",
                                 action=str(action), seat=seat)
        return not_now(seat, action)

    # ---- the end ------------------------------------------------------------------
    def outcome(self, s: BustersState) -> Outcome | None:
        res = s.result
        if res is None:
            return None
        won, key = res
        return Outcome(frozenset(range(s.players)) if won else frozenset(), key)

    def summary(self, s: BustersState) -> dict[str, int]:
        """What a finished game's record keeps for the campaign's best result: the wires
        left uncut (red ones aside: they are never cut) and the turns played."""
        left = sum(1 for p in range(s.players) for w in s.uncut_wires(p) if w.value != "R")
        return {"left": left, "turns": s.turn_no}

    # ---- views ---------------------------------------------------------------------
    def view(self, s: BustersState, seat: int | None) -> views.BustersView:
        return views.make_view(s, seat, self.to_act(s))

    def review_view(self, s: BustersState) -> views.BustersView:
        """The public view with every wire face up: for the review of a finished game
        (nothing is secret then), so the table never reads the state itself."""
        return views.reveal_all(s, self.view(s, None))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def reshuffle_hidden(self, s: BustersState, seat: int, rng: random.Random) -> BustersState:
        return views.reshuffle_hidden(s, seat, rng)

    def bots(self) -> dict[str, Any]:
        from engine.busters.bots import BOTS
        return BOTS


def _in_supply(s: BustersState, token: Token | None) -> bool:
    """A setup token is placed only if one is left in the supply (R-BB5)."""
    return token is not None and (token.kind not in marks.NUMBERED
                                  or s.info_supply.get(token.value, 1) > 0)
