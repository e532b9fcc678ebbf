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
from typing import Any

from engine.busters import board
from engine.busters.actions import Special
from engine.busters.botctx import Advice
from engine.busters.components import NEW_CHARACTERS, Y
from engine.busters.missions import ColourSpec, Mission, SetupSpec, Step, register
from engine.busters.missions import bunker, numbers
from engine.busters.missions.components import Grid
from engine.busters.missions.constraints import value_ok
from engine.busters.state import MISSION
from engine.busters.views import uncut


#: bots: the share of the chance of winning one square nearer the goal is worth
STEP_WORTH = 0.04


class Mission66(Mission):
    number, key = 66, "busters.mission.66"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2), yellow=ColourSpec(2), false_bottom=True,
                         sticker_c=True, new_characters=frozenset(NEW_CHARACTERS))

    def after_setup(self, state: Any) -> list:
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
    def cut_allowed(self, state: Any, seat: int, value: Any) -> bool:
        # "Cut yellow wires only when you're told to do so": once the villain is caught
        return value != Y or "villain" in state.mission_data["done"]

    # ---- the standee ---------------------------------------------------------------
    def after_cut(self, state: Any, seat: int, values: list, success: bool) -> list:
        # "If you cut 4 wires with a Solo Cut action, this is equivalent to making 2
        # separate cuts of the number concerned"
        n = 2 if _solo_of_four(state) else 1
        state.mission_data["moving"] = {"seat": seat, "value": values[0] if values else None,
                                        "success": success, "left": n}
        return self._go_on(state)

    def _go_on(self, state: Any) -> list:
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

    def moves(self, state: Any) -> list[str]:
        """The sides the standee may move towards after this cut: the cards the value
        meets, not stopped by a wall."""
        data = state.mission_data
        value = data["moving"]["value"]
        return [side for side in bunker.SIDES
                if isinstance(value, int) and value_ok(data["sides"][side], value)
                and bunker.target(data["floor"], data["pos"], side, set(data["done"])) is not None]

    def _move(self, state: Any, out: list, side: str) -> None:
        data = state.mission_data
        data["moving"]["left"] -= 1
        to = bunker.target(data["floor"], data["pos"], side, set(data["done"]))
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

    def decision_seats(self, state: Any) -> frozenset[int]:
        mv = state.mission_data["moving"]
        return frozenset({mv["seat"]}) if mv else frozenset()

    def special_actions(self, state: Any, seat: int) -> list:
        mv = state.mission_data["moving"]
        if state.phase != MISSION or not mv or mv["seat"] != seat:
            return []
        return [Special("move", (side,)) for side in self.moves(state)]

    def apply_special(self, state: Any, seat: int, action: Any) -> Step:
        out: list = []
        self._move(state, out, action.args[0])
        out += self._go_on(state)
        if state.phase == MISSION and state.mission_data["moving"] and state.result is None:
            return Step(out)                          # the second move of a Solo Cut of 4
        return Step(out, resume=True)

    def view_data(self, state: Any, seat: int | None) -> tuple:
        data = state.mission_data
        floor = data["floor"]
        walls = tuple((a, b, kind, kind != "wall" and bunker.OPENS_BY[kind] in data["done"])
                      for a, b, kind in bunker.WALLS[floor])
        return (Grid("bunker_" + floor, bunker.FLOORS[floor], walls, tuple(data["pos"]),
                     tuple(data["sides"][s] for s in bunker.SIDES), data["action"],
                     tuple(data["done"])),)

    # ---- bots ----------------------------------------------------------------------
    def progress(self, view: Any, value: Any) -> float:
        """A cut that brings the standee nearer its goal is worth a share of the game,
        one that must take it away costs one: the cuts are just enough for the way."""
        data = json.loads(view.mission_public)
        # the fewer spare cuts the way leaves, the more one square is worth
        spare = uncut(view) / 2 - bunker.route(data["floor"], tuple(data["pos"]), set(data["done"]))
        worth = min(0.5, max(STEP_WORTH, 1.0 / max(spare, 1.0)))
        return worth * progress(data, value)

    def decide(self, view: Any, legal: list, ctx: Any) -> Any:
        """The move that leaves the standee nearest its next goal (a trap counting 3)."""
        moves = [a for a in legal if isinstance(a, Special) and a.name == "move"]
        if not moves:
            return None
        data = json.loads(view.mission_public)
        done = set(data["done"])

        def after(a: Special) -> tuple:
            to = bunker.target(data["floor"], data["pos"], a.args[0], done)
            floor, pos = bunker.arrive(data["floor"], to)
            trap = bunker.square(floor, pos) == "trap"
            return (bunker.distance(floor, pos, done) + (3 if trap else 0), a.args[0])
        return Advice(min(moves, key=after), 1.0, "busters.advice.bunker")


def progress(data: dict, value: Any) -> float:
    """How much nearer the goal a successful cut of `value` takes the standee: 2 for an
    ACTION, +1/-1 per square nearer/farther by the best side it meets, 0 if it stays."""
    if not isinstance(value, int):
        return 0.0
    done = set(data["done"])
    here = bunker.square(data["floor"], data["pos"])
    if here in bunker.STRIPED and here not in done:
        return 2.0 if value_ok(data["action"], value) else 0.0
    now = bunker.distance(data["floor"], data["pos"], done)
    best = None
    for side, letter in data["sides"].items():
        to = bunker.target(data["floor"], data["pos"], side, done) if value_ok(letter, value) else None
        if to is None:
            continue
        floor, pos = bunker.arrive(data["floor"], to)
        gain = now - bunker.distance(floor, pos, done)
        best = gain if best is None else max(best, gain)
    return 0.0 if best is None else max(-1.0, min(1.0, best))


def _solo_of_four(state: Any) -> bool:
    """Whether this turn's cut was a Solo Cut of 4 wires."""
    for e in reversed(state.log):
        if e.key == "busters.solo_cut":
            return len(e.params["addrs"]) >= 4
        if e.key == "busters.turn.start":
            return False
    return False


register(Mission66())
