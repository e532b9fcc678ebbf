"""Mission 66, "The Final Countdown" (REF L1535-1560): the Bomb Busters standee crosses
Doctor Nope's bunker (bunker.py). Four Constraint cards A-E lie on the Bunker card's
sides, the fifth is the ACTION card. After every cut action, success or not, the
cutter moves the standee one square towards a side whose card the cut value meets
(walls stop it); on a striped square it stays until a successful cut meeting the
ACTION card triggers the square's ACTION. The sound file is replaced by the app's
script (R-BB181): the key opens the door, the skull opens the stairs, the alarm
switches the laser off, and catching the villain tells the team to cut the yellow
wires, which may not be cut before."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice, BotContext, life_cost
from engine.busters.components import NEW_CHARACTERS, Y, Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, Weighs, register
from engine.busters.missions import bunker, numbers
from engine.busters.missions.components import Grid
from engine.busters.missions.constraints import value_ok
from engine.busters.state import MISSION, BustersState
from engine.busters.views import uncut
from engine.core.action import Action
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView


#: bots: the share of the chance of winning one square nearer the goal is worth
STEP_WORTH = 0.04
#: bots: the most squares one move counts as taking the standee farther (inf: cut off)
FARTHEST = 4.0


class Mission66(Mission):
    number, key = 66, "busters.mission.66"
    weighs = frozenset({Weighs.SUCCESS})
    cost_reason = "busters.advice.bunker_way"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(2), false_bottom=True,
                         sticker_c=True, new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Shuffle Constraint cards A to E and randomly put 4 faceup, adjacent to each
        # side of the Bunker card. Put the fifth card faceup as the 'ACTION' Constraint."
        letters = list(numbers.fixed(state, "cards") or "")
        if not letters:
            letters = list("ABCDE")
            state.rng.shuffle(letters)
        state.mission_data.update(sides=dict(zip(bunker.SIDES, letters[:4])), action=letters[4],
                                  floor=numbers.fixed(state, "floor") or "front",
                                  pos=list(numbers.fixed(state, "pos") or (3, 0)),
                                  done=list(numbers.fixed(state, "done") or ()), moving=None)
        return []

    # ---- the yellow wires ----------------------------------------------------------
    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        # "Cut yellow wires only when you're told to do so": once the villain is caught
        return value != Y or "villain" in state.mission_data["done"]

    # ---- the standee ---------------------------------------------------------------
    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "If you cut 4 wires with a Solo Cut action, this is equivalent to making 2
        # separate cuts of the number concerned"
        n = 2 if _solo_of_four(state) else 1
        state.mission_data["moving"] = {"seat": seat, "value": values[0] if values else None,
                                        "success": success, "left": n}
        return self._go_on(state)

    def _go_on(self, state: BustersState) -> list:
        """Play the cut's moves (or ACTION) until one needs the cutter's choice."""
        data = state.mission_data
        out: list = []
        while data["moving"] and data["moving"]["left"] > 0 and state.result is None:
            mv = data["moving"]
            here = bunker.square(data["floor"], data["pos"])
            if here in bunker.STRIPED and here not in data["done"]:
                # FAQ: "you must perform a SUCCESSFUL cut matching the ACTION constraint
                # to trigger the action; regardless of success, do not move"
                if mv["success"] and value_ok(data["action"], mv["value"]) and isinstance(mv["value"], int):
                    data["done"].append(here)
                    out.append(board.ev(state, f"busters.m66.{here}"))
                mv["left"] -= 1
                continue
            options = self.moves(state)
            if not options:
                # "If all possible moves encounter a wall, the standee stays where it is."
                out.append(board.ev(state, "busters.m66.stays"))
                mv["left"] -= 1
                continue
            if len(options) == 1:
                self._move(state, out, options[0])
                continue
            state.phase = MISSION                     # the cutter chooses the side
            return out
        data["moving"] = None
        return out

    def moves(self, state: BustersState) -> list[str]:
        """The sides the standee may move towards after this cut: the cards the value
        meets, not stopped by a wall."""
        data = state.mission_data
        value = data["moving"]["value"]
        return [side for side in bunker.SIDES
                if isinstance(value, int) and value_ok(data["sides"][side], value)
                and bunker.target(data["floor"], data["pos"], side, set(data["done"])) is not None]

    def _move(self, state: BustersState, out: list, side: str) -> None:
        data = state.mission_data
        data["moving"]["left"] -= 1
        to = bunker.target(data["floor"], data["pos"], side, set(data["done"]))
        assert to is not None, "a move is offered only where it leads"
        floor, pos = bunker.arrive(data["floor"], to)
        changed = floor != data["floor"]
        data["floor"], data["pos"] = floor, list(pos)
        out.append(board.ev(state, "busters.m66.moved", dir=side))
        if changed:                   # cards icon: "flip the card over to change floors"
            out.append(board.ev(state, f"busters.m66.to_{floor}"))
        kind = bunker.square(floor, pos)
        if kind == "trap":            # saw icon: "advance detonator dial 1 space"
            out.append(board.ev(state, "busters.m66.trap"))
            board.advance(state, out, 1)
        elif kind in bunker.STRIPED and kind not in data["done"]:
            out.append(board.ev(state, f"busters.m66.at_{kind}"))

    def decision_seats(self, state: BustersState) -> frozenset[int]:
        mv = state.mission_data["moving"]
        return frozenset({mv["seat"]}) if mv else frozenset()

    def special_actions(self, state: BustersState, seat: int) -> list[Special]:
        mv = state.mission_data["moving"]
        if state.phase != MISSION or not mv or mv["seat"] != seat:
            return []
        return [Special("move", (side,)) for side in self.moves(state)]

    def apply_special(self, state: BustersState, seat: int, action: Special) -> Step:
        out: list = []
        self._move(state, out, action.args[0])
        out += self._go_on(state)
        if state.phase == MISSION and state.mission_data["moving"] and state.result is None:
            return Step(out)                          # the second move of a Solo Cut of 4
        return Step(out, resume=True)

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        data = state.mission_data
        floor = data["floor"]
        walls = tuple((a, b, kind, kind != "wall" and bunker.OPENS_BY[kind] in data["done"])
                      for a, b, kind in bunker.WALLS[floor])
        return (Grid("bunker_" + floor, bunker.FLOORS[floor], walls, tuple(data["pos"]),
                     tuple(data["sides"][s] for s in bunker.SIDES), data["action"],
                     tuple(data["done"])),)

    # ---- bots ----------------------------------------------------------------------
    def _worth(self, view: BustersView) -> tuple[dict, float]:
        """The mission's public data, and what one square nearer the goal is worth: the
        fewer spare cuts the way leaves, the more (the cuts are just enough for it)."""
        data = json.loads(view.mission_public)
        spare = uncut(view) / 2 - bunker.route(data["floor"], tuple(data["pos"]), set(data["done"]))
        return data, min(0.5, max(STEP_WORTH, 1.0 / max(spare, 1.0)))

    def progress(self, view: BustersView, value: Value) -> float:
        """On a striped square only a successful cut meeting the ACTION card counts."""
        data, worth = self._worth(view)
        return worth * action_gain(data, value)

    def cut_cost(self, view: BustersView, value: Value, ctx: BotContext,
                 target: int | None = None, success: float = 1.0) -> float:
        """Off a striped square the standee moves after every cut, success or not
        (FAQ): a cut whose best move brings it nearer its goal is worth a share of
        the game whatever comes of it, one that must take it away or into a trap
        costs, and every cut costs the wires it spends (`target` None with certain
        success: the seat's Solo Cut)."""
        data, worth = self._worth(view)
        if not isinstance(value, int):
            return 0.0
        solo = _solo_of(view, value) if target is None and success == 1.0 else 0
        # a Solo Cut of 4 wires is two moves: the second may undo the first
        moves = 2 if solo == 4 else 1
        gain = _moves_worth(data, value, moves, worth, view.detonator, first=True)
        # the cuts left are the wires left: every 2 wires spent are a move the way
        # needs (a Solo Cut of 4 on a striped square the ACTION card refuses wastes 2).
        # A Dual Cut counts as 2 whatever its chance: a failure spends none, but
        # counting that would make the likelier cut look dearer.
        return worth * (solo / 2 if solo else 1.0) - gain

    def decide(self, view: BustersView, legal: list[Action], ctx: BotContext) -> Advice | None:
        """The move worth most: the shortest way left to the villain, a trap's dial
        space weighed as a wrong cut's."""
        moves = [a for a in legal if isinstance(a, Special) and a.name == "move"]
        if not moves:
            return None
        data, worth = self._worth(view)

        def key(a: Special) -> tuple:
            w = _move_worth(data, a.args[0], worth, view.detonator)
            return (-1e9 if w is None else w, a.args[0])
        return Advice(max(moves, key=key), 1.0, "busters.advice.bunker")


def _on_action_square(data: dict) -> bool:
    here = bunker.square(data["floor"], data["pos"])
    return here in bunker.STRIPED and here not in data["done"]


def action_gain(data: dict, value: Any) -> float:
    """2 where the standee is on a striped square whose ACTION a successful cut of
    `value` triggers (the square's step and its ACTION), else 0."""
    if not isinstance(value, int) or not _on_action_square(data):
        return 0.0
    return 2.0 if value_ok(data["action"], value) else 0.0


def _moves_worth(data: dict, value: int, moves: int, worth: float, room: int,
                 first: bool = False) -> float:
    """What `moves` moves after a cut of `value` bring, each the best the cutter may
    choose (a forced move away counts against it). On a striped square a cut meeting
    the ACTION card triggers it (the first cut's trigger is `progress`'s, not this)."""
    if moves == 0:
        return 0.0
    if _on_action_square(data):
        if not value_ok(data["action"], value):
            return 0.0                   # it stays for every move the cut has
        here = bunker.square(data["floor"], data["pos"])
        after = {**data, "done": [*data["done"], here]}
        return (0.0 if first else 2.0 * worth) + _moves_worth(after, value, moves - 1, worth, room)
    best = None
    for side, letter in data["sides"].items():
        to = bunker.target(data["floor"], data["pos"], side, set(data["done"]))
        w = _move_worth(data, side, worth, room) if value_ok(letter, value) else None
        if w is None or to is None:
            continue
        floor, pos = bunker.arrive(data["floor"], to)
        w += _moves_worth({**data, "floor": floor, "pos": list(pos)}, value, moves - 1, worth,
                          room - (bunker.square(floor, pos) == "trap"))
        best = w if best is None else max(best, w)
    return 0.0 if best is None else best          # no way open: it stays


def _solo_of(view: BustersView, value: int) -> int:
    """The wires of `value` a Solo Cut by the seat cuts: every one left, where it holds
    them all (0: it does not)."""
    mine = sum(1 for st in view.stands if st.seat == view.seat for sl in st.slots
               if not sl.cut and sl.wire == str(value))
    return mine if mine == uncut(view, value) else 0


def _move_worth(data: dict, side: str, worth: float, room: int) -> float | None:
    """What moving the standee towards `side` is worth (None: a wall stops it): `worth`
    per square the way to the villain shortens (at most 1; a move away counts every
    square it adds, up to FARTHEST), less a trap's dial space."""
    done = set(data["done"])
    to = bunker.target(data["floor"], data["pos"], side, done)
    if to is None:
        return None
    # the whole way to the villain, not the way to the next goal: that goal changes
    # on the stairs (the moves before them would look like moves away)
    now = bunker.route(data["floor"], tuple(data["pos"]), done)
    floor, pos = bunker.arrive(data["floor"], to)
    gain = now - bunker.route(floor, pos, done) if now != float("inf") else 0.0
    trap = life_cost(room, 1) if bunker.square(floor, pos) == "trap" else 0.0
    return worth * max(-FARTHEST, min(1.0, gain)) - trap


def _solo_of_four(state: BustersState) -> bool:
    """Whether this turn's cut was a Solo Cut of 4 wires."""
    for e in reversed(state.log):
        if e.key == "busters.solo_cut":
            return len(e.params["addrs"]) >= 4
        if e.key == "busters.turn.start":
            return False
    return False


register(Mission66())
