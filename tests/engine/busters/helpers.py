"""Scenario helpers: explicit deals, forced setup, and acting by action text."""
from __future__ import annotations

import random
from typing import Any

from engine.busters import GAME
from engine.busters.state import SETUP_INFO, BustersState
from engine.core.errors import IllegalAction


def deal(mission: int, hands: list[list[str]] | list[list[list[str]]], *,
         equipment: list[int] | None = None, ready: tuple[int, ...] = (),
         aside: list[str] | None = None, setup: bool | list[str] = False,
         seed: int = 0) -> BustersState:
    """A game from an explicit deal. `hands` lists, per seat, its stand(s): a seat
    with one stand may be given as a plain list of wire texts. Equipment numbers in
    `ready` are made usable (as if 2 wires of their value had been cut). `setup`:
    False skips the setup info tokens, True puts each on the first possible wire, a
    list gives the "info" actions in order."""
    norm = [[h] if h and isinstance(h[0], str) else h for h in hands]
    d: dict[str, Any] = {"hands": norm, "equipment": equipment or []}
    if aside:
        d["aside"] = aside
    if setup is False:
        d["setup_info"] = False
    s = GAME.new_game({"mission": mission, "players": len(norm)}, seed, d)
    for card in s.equipment:
        if card.number in ready:
            card.status = "ready"
    if isinstance(setup, list):
        for text in setup:
            GAME.apply(s, s.active, text)
    elif setup:
        while s.phase == SETUP_INFO:
            GAME.apply(s, s.active, GAME.legal_actions(s, s.active)[0])
    return s


def act(s: BustersState, seat: int, *texts: str) -> list:
    events = []
    for t in texts:
        events += GAME.apply(s, seat, t)
    return events


def legal(s: BustersState, seat: int) -> set[str]:
    return {str(a) for a in GAME.legal_actions(s, seat)}


def illegal(s: BustersState, seat: int, text: str) -> bool:
    try:
        GAME.apply(s, seat, text)
    except IllegalAction:
        return True
    return False


def wire(s: BustersState, seat: int, stand: int, slot: int) -> str:
    return s.slot(seat, stand, slot).wire.text


def keys(events: list) -> list[str]:
    return [e.key for e in events]


def oracle_playout(config: dict, seed: int, skill: float = 0.85, max_steps: int = 5000
                   ) -> tuple[BustersState, list[tuple[int, str]]]:
    """A playout that usually makes correct cuts (it peeks at the state), so games
    reach the end, the equipment and the detectors; otherwise random."""
    rng = random.Random(seed)
    s = GAME.new_game(config, seed)
    record: list[tuple[int, str]] = []
    for _ in range(max_steps):
        if GAME.outcome(s) is not None:
            return s, record
        seat = rng.choice(sorted(GAME.to_act(s)))
        acts = GAME.legal_actions(s, seat)
        assert acts, (s.phase, seat)
        good = [a for a in acts if _good(s, a)]
        a = rng.choice(good) if good and rng.random() < skill else rng.choice(acts)
        GAME.apply(s, seat, a)
        record.append((seat, str(a)))
    raise AssertionError("playout did not end")


def _good(s: BustersState, a: Any) -> bool:
    from engine.busters.actions import Dual, Reveal, Solo
    if isinstance(a, Dual):
        return s.slot(*a.addr).wire.value == a.value
    return isinstance(a, (Solo, Reveal))
