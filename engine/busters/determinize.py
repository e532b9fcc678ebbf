"""A whole game state rebuilt from one seat's view and a deal of the wires it cannot
see: what a bot plays its lookahead on (the Expert's endgame search, the mission
decisions it weighs), for every mission.

Everything public comes from the view: the stands as they lie (out-of-order wires
included), tokens, marks, the board, the turn flow and the mission's public data
(hook public_data). The hidden wires come from `world` (drawn from the exact
posterior, engine/busters/endgame.py); the mission's private parts (a teammate's
Number cards...) from its `determinize` hook. A state rebuilt with the true hidden
wires gives the seat the same view and the same legal actions (tests/engine/busters/
test_determinize.py checks it over every mission)."""
from __future__ import annotations

import json
import random
from typing import Any

from engine.busters import marks
from engine.busters.actions import Addr, as_addr
from engine.busters.components import parse_value
from engine.busters.missions import get_mission
from engine.busters.state import BustersState, Declaration, Token
from engine.core.view import UNKNOWN


def hidden_addrs(view: Any) -> list[Addr]:
    """Uncut wires whose printed value the seat cannot see (its teammates', and its
    own flipped ones)."""
    return [(st.seat, st.index, i) for st in view.stands
            for i, sl in enumerate(st.slots) if not sl.cut and sl.wire == UNKNOWN]


def token(text: str) -> Token:
    m = marks.parse(text)
    return Token(m.value, m.spoken, m.kind)


def _colour_text(colour: str, v: int) -> str:
    return f"{v}.{5 if colour == 'red' else 1}"


def state_from(view: Any, world: dict[Addr, str], rng: random.Random | None = None
               ) -> BustersState:
    """The whole game state of `view` with the hidden wires as in `world` (a
    deal consistent with the view; botctx also rebuilds one with each hidden wire's
    likeliest value, only to ask the rules about public facts)."""
    from engine.busters import GAME
    hands: list[list[list[str]]] = [[] for _ in range(view.players)]
    for st in view.stands:
        row = []
        for i, sl in enumerate(st.slots):
            row.append(sl.wire if sl.wire != UNKNOWN else world[(st.seat, st.index, i)])
        hands[st.seat].append(row)
    deal = {"hands": hands, "setup_info": False, "as_laid": True, "rebuilt": True,
            "equipment": [n for n, _name, _st in view.equipment],
            **_off_stands(view, [t for row in hands for st in row for t in st])}
    config = {"mission": view.mission, "players": view.players, "timers": view.timers}
    s = GAME.new_game(config, 0, deal)
    for st in view.stands:
        stand = s.hands[st.seat][st.index]
        for sl_view, sl in zip(st.slots, stand.slots):
            sl.cut = sl_view.cut
            sl.tokens = [token(t) for t in sl_view.tokens]
            sl.marks = set(sl_view.marks)
        stand.beside = [token(t) for t in st.beside]
    for card, (_n, name, status) in zip(s.equipment, view.equipment):
        card.name, card.status = name, status
    for ch, (name, personal, used) in zip(s.characters, view.characters):
        ch.name, ch.personal, ch.used = name, personal, used
    s.labels = [(kind, s.slot(*a).wire.id, s.slot(*b).wire.id) for kind, a, b in view.labels]
    s.captain, s.detonator = view.captain, view.detonator
    s.validated = list(view.validated)
    s.markers = list(view.markers)
    # the copies in play are public: a world that is only likely (botctx) keeps them
    s.in_play = {_value(k): n for k, n in view.in_play}
    s.info_supply = {(int(k) if k.isdigit() else k): v for k, v in view.info_supply}
    s.stabilized = view.stabilized
    s.phase, s.active, s.turn_no = view.phase, view.active, view.turn_no
    s.setup_order = list(view.setup_order)
    s.declaration = _declaration(view.declaration)
    s.walkie = None if view.walkie is None else (as_addr(view.walkie[0]), view.walkie[1])
    s.stage, s.next_seat, s.next_override, s.skips, cut, hire, s.setup_pending, \
        s.setup_token = view.flow
    s.hire_order = list(hire)
    s.cut_result = None if cut is None else ([_value(v) for v in cut[0]], cut[1])
    s.passed = {p for p in range(view.players) if p != view.active and p not in view.to_act} \
        if view.phase == "turn" else set()
    s.log = list(view.history)
    s.result = view.result
    s.mission_data = json.loads(view.mission_public)
    get_mission(view.mission).determinize(s, view, rng or random.Random(0))
    return s


def _off_stands(view: Any, in_hands: list[str]) -> dict[str, Any]:
    """The wires off the stands: the piles nobody sees (the wires left over, colour by
    colour where a pile has one), then the set-aside candidates ("aside")."""
    from collections import Counter
    left = Counter({str(v): n for v, n in view.in_play if str(v).isdigit()})
    left.update(_colour_text(c, v) for c, v, _q in view.markers)
    left.subtract(in_hands)
    piles: dict[str, list[str]] = {}
    for pid, n, colour in view.piles:
        fits = [t for t in sorted(+left, key=float) if not colour or
                (t.endswith(".5") if colour == "red" else t.endswith(".1") if colour == "yellow"
                 else "." not in t)]
        take = [t for t in fits for _ in range(left[t])][:n]
        take += ["1"] * (n - len(take))      # a world only likely (botctx): any wires
        left.subtract(take)
        piles[pid] = take
    aside = [_colour_text(c, v) for c, v, _q in view.markers if left[_colour_text(c, v)] > 0]
    return {"piles": piles, "aside": aside}


def _value(v: Any) -> Any:
    return v if v in ("Y", "R") else parse_value(str(v))


def _declaration(d: Any) -> Declaration | None:
    if d is None:
        return None
    tools, targets, values, success, matched = d
    return Declaration(tools=list(tools), targets=[tuple(a) for a in targets],
                       values=tuple(_value(v) for v in values), success=success,
                       matched=None if matched is None else _value(matched))
