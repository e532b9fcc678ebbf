"""Mission 12, "Wrapped in Red Tape" (REF L663-677): a face-up Number card lies on each
Equipment card in play; a card becomes usable only once 2 wires of its own value and 2
wires of its Number card's value are cut (the Number card is then discarded)."""
from __future__ import annotations

from typing import Any

from engine.busters import board
from engine.busters.components import Value
from engine.busters.missions import ColourSpec, Mission, SetupSpec, register
from engine.busters.missions import numbers
from engine.busters.missions.components import EquipmentLock
from engine.busters.state import BustersState, Equipment
from engine.core.event import Event


class Mission12(Mission):
    number, key = 12, "busters.mission.12"

    def spec(self, players: int) -> SetupSpec:
        return SetupSpec(red=ColourSpec(2 if players == 2 else 1), yellow=ColourSpec(4),
                         false_bottom=True)

    def after_setup(self, state: BustersState) -> list[Event]:
        # "Place 1 Number card faceup on each Equipment card in play" (cards that come
        # into play later, by the False Bottom, get none: R-BB161)
        cards = [c.number for c in state.equipment]
        drawn = numbers.draw(state, len(cards), "locks")
        state.mission_data["locks"] = {str(n): v for n, v in zip(cards, drawn)}
        return []

    def equipment_unlocked(self, state: BustersState, card: Equipment) -> bool:
        # "you must cut two pairs of wires: ... the 2 wires whose value is shown on the
        # Equipment card itself, [and] 2 wires whose value matches the faceup Number
        # card placed on it" (FAQ: both are checked at the same time)
        lock = state.mission_data["locks"].get(str(card.number))
        return super().equipment_unlocked(state, card) and \
            (lock is None or state.cut_count(lock) >= 2)

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        # "After cutting a pair of wires matching a faceup Number card that covers an
        # Equipment card, discard that Number card."
        locks, out = state.mission_data["locks"], []
        for n, v in sorted(locks.items()):
            if state.cut_count(v) >= 2:
                del locks[n]
                out.append(board.ev(state, "busters.m12.unlocked", equipment=int(n), card=v))
        return out

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return tuple(EquipmentLock(int(n), v)
                     for n, v in sorted(state.mission_data["locks"].items(), key=lambda x: int(x[0])))


register(Mission12())
