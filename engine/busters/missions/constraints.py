"""The Constraint cards A-L (reference Part VII), for the missions that hand them out
(31, 32, 34, 37, 57, 61, 66): what each card forbids, in one place. A mission lists
the component `Constraints(binds)` (missions/component.py), `binds(state, seat)`
naming the card that binds a seat; the component's hooks do the rest.

    A  cut only even wires            G  no Equipment cards, no personal equipment
    B  cut only odd wires             H  no info token when your cut, or one in your
    C  cut only wires 1 to 6             hand, fails; you may not cut a wire an info
    D  cut only wires 7 to 12            token points at; no Post-it
    E  cut only wires 4 to 9          I  not the far-right wire of teammates' stands
    F  you may not cut wires 4 to 9   J  not the far-left wire of teammates' stands
                                      K  no Solo Cut
                                      L  a failed cut advances the dial 2 spaces

Yellow and red wires have no number (rulebook, "The yellow wires"): A-E, which name
the numbers one may cut, exclude them; F, which names numbers one may not, does not
(R-BB90). The cards never apply to Reveal Your Red Wires (cards 32, 37, 57, 61).
"""
from __future__ import annotations

import random
from typing import Any, Callable

from engine.busters.components import Value
from engine.busters.missions.base import Failure, Mission, Weighs
from engine.busters.missions.component import Component
from engine.busters.state import BustersState, Slot
from engine.busters.botctx import BotContext
from engine.core.event import Event

LETTERS = "ABCDEFGHIJKL"
#: the cards that restrict which values one may cut (and so whether one can play)
BY_VALUE = {
    "A": lambda v: isinstance(v, int) and v % 2 == 0,
    "B": lambda v: isinstance(v, int) and v % 2 == 1,
    "C": lambda v: isinstance(v, int) and 1 <= v <= 6,
    "D": lambda v: isinstance(v, int) and 7 <= v <= 12,
    "E": lambda v: isinstance(v, int) and 4 <= v <= 9,
    "F": lambda v: not (isinstance(v, int) and 4 <= v <= 9),
}


def value_ok(letter: str | None, value: Value) -> bool:
    """Whether a card lets its holder cut wires of `value`."""
    return letter not in BY_VALUE or BY_VALUE[letter](value)


#: which card binds a seat now (None: none)
Binds = Callable[[BustersState, int], str | None]


class Constraints(Component):
    """The cards' rules for the card `binds(state, seat)` names (None: no card binds
    the seat). A failed cut may cost 2 spaces or leave no token (L, H): bots weigh it."""
    weighs = frozenset({Weighs.FAILURE})

    def __init__(self, binds: Binds) -> None:
        self.binds = binds

    def cut_allowed(self, state: BustersState, seat: int, value: Value) -> bool:
        return value_ok(self.binds(state, seat), value)

    def allowed_actions(self, state: BustersState, seat: int,
                        actions: frozenset[str]) -> frozenset[str]:
        return actions - {"solo"} if self.binds(state, seat) == "K" else actions

    def tool_allowed(self, state: BustersState, seat: int, tool: str) -> bool:
        letter = self.binds(state, seat)
        return not (letter == "G" or (letter == "H" and tool == "postit"))

    def wire_allowed(self, state: BustersState, seat: int, slot: Slot, tool: str | None) -> bool:
        letter = self.binds(state, seat)
        if tool in (None, "own") or tool in ("ddet", "triple", "super", "xray"):
            if letter == "H" and slot.tokens and tool != "own":
                return False
            if letter in ("I", "J") and tool != "own":
                # the far end is the last wire still uncut at that end (R-BB91)
                stand = _stand_of(state, slot)
                uncut = [s for s in stand.slots if not s.cut] if stand else []
                if uncut and slot is (uncut[-1] if letter == "I" else uncut[0]):
                    return False
        return True

    def failure(self, state: BustersState, seat: int, target_seat: int,
                failure: Failure) -> Failure:
        steps = 2 if self.binds(state, seat) == "L" else failure.steps
        token = "none" if "H" in (self.binds(state, seat),
                                  self.binds(state, target_seat)) else failure.token
        return Failure(steps=steps, explode=failure.explode, token=token)


class SkipWhenBound(Component):
    """Missions 37, 57, 61: a player whom the card in force stops skips their turn
    (the dial does not move; Reveal is never bound), and the mission learns at the
    round's end whether anybody played in it (mission_data "played", "skipped":
    `nobody_played`)."""

    def must_skip(self, state: BustersState, seat: int) -> int | None:
        from engine.busters import cuts
        from engine.busters.missions import get_mission
        if state.has_wires(seat) and not can_play(get_mission(state.mission), state, seat) \
                and not cuts.all_red(state, seat):
            state.mission_data["skipped"] = seat
            return 0
        return None

    def turn_end(self, state: BustersState) -> list[Event]:
        data = state.mission_data
        if data.get("skipped") != state.active:
            data["played"] = True
        data["skipped"] = None
        return []


def nobody_played(state: BustersState) -> bool:
    """With SkipWhenBound: whether the round now ending had no turn played (and a
    new one begins)."""
    data = state.mission_data
    idle = not data.get("played", False)
    data["played"] = False
    return idle


def _stand_of(state: BustersState, slot: Any) -> Any:
    for st in state.stands():
        if any(s is slot for s in st.slots):
            return st
    return None


def can_play(mission: Mission, state: BustersState, seat: int) -> bool:
    """Whether `seat` has a cut its constraint allows (Reveal is exempt and does not
    count): the test for "cannot play because of the constraint"."""
    from engine.busters import cuts
    allowed = mission.allowed_actions(state, seat)
    if "dual" in allowed and cuts.own_values(state, seat) and cuts.targets(state, seat, None):
        return True
    return "solo" in allowed and bool(cuts.solo_options(state, seat))


# ---- a face-down deck of Constraint cards (missions 32, 37) ------------------------
# mission_data: "visible" (the card in force, or None), "seen" (every card turned up
# so far, public) and "_deck" (the rest, face down: its order is private).

def deck_setup(state: BustersState, letters: str = LETTERS) -> None:
    """Shuffle the cards face down and turn the top one up (an explicit deal's mission
    part may give the deck's order: "deck": "FAB...", top first)."""
    fixed = ((state.explicit or {}).get("mission") or {}).get("deck")
    deck = list(fixed) if fixed else list(letters)
    if not fixed:
        state.rng.shuffle(deck)
    state.mission_data.update(_deck=deck, seen=[], visible=None, letters=letters)
    deck_next(state)


def deck_next(state: BustersState) -> str | None:
    """Replace the visible card with the top of the deck (none once it is empty)."""
    data = state.mission_data
    data["visible"] = data["_deck"].pop(0) if data["_deck"] else None
    if data["visible"]:
        data["seen"].append(data["visible"])
    return data["visible"]


def deck_left(state: BustersState) -> int:
    return len(state.mission_data["_deck"])


def deck_reshuffle(state: BustersState, rng: random.Random) -> None:
    """The face-down cards, in an order drawn again (the leak test, determinization)."""
    data = state.mission_data
    data["_deck"] = [c for c in data["letters"] if c not in data["seen"]]
    rng.shuffle(data["_deck"])


#: what a card costs the team besides the values it forbids (bots' estimate): a
#: failure costing 2 spaces, no info tokens, no equipment, fewer targets, no Solo Cut
CARD_COST = {"L": 0.3, "H": 0.12, "G": 0.1, "I": 0.05, "J": 0.05, "K": 0.05}


def card_value(ctx: BotContext, seat: int, letter: str | None) -> float:
    """A bot's estimate of how well `seat` plays under a card: the chance it holds a
    value the card lets it cut, less what the card costs otherwise."""
    if letter is None:
        return 1.0
    if letter not in BY_VALUE:
        return 1.0 - CARD_COST.get(letter, 0.0)
    values = [v for v in list(range(1, 13)) + ["Y"] if value_ok(letter, v)]
    if seat == ctx.view.seat:
        return float(any(v in values for v in ctx.own_values()))
    addrs = [a for a in ctx.post.dists if a[0] == seat]
    return 1.0 - ctx.post.prob_none(addrs, values) if addrs else 0.0
