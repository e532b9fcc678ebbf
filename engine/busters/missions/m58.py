"""Mission 58, "Double and/or Nothing" (REF L1398-1411): no info tokens at all (back in
the box: none at set-up, none when a cut fails, none for the Disintegrator to draw, so
it cuts nothing), and every Double Detector is usable on every turn."""
from __future__ import annotations

from engine.busters.missions import ColourSpec, Failure, Mission, SetupSpec, Weighs, register
from engine.busters.state import BustersState
from engine.core.event import Event


class Mission58(Mission):
    number, key = 58, "busters.mission.58"
    weighs = frozenset({Weighs.FAILURE})

    def spec(self, players: int) -> SetupSpec:
        # "Return all the info tokens to the box. You will not use any of them": the
        # supply is empty (R-BB160); Post-it and Emergency Batteries replaced; no new
        # characters (everyone keeps a Double Detector, so rule sticker B offers
        # nothing: R-BB160)
        return SetupSpec(red=ColourSpec(3 if players == 2 else 2), setup_info=False,
                         info_tokens=False, excluded=frozenset({4, 7}), sticker_c=True)

    def failure(self, state: BustersState, seat: int, target_seat: int) -> Failure:
        # "Even if a cut action fails, do not give any information about the
        # indicated wire."
        base = super().failure(state, seat, target_seat)
        return Failure(steps=base.steps, explode=base.explode, token="none")

    def turn_start(self, state: BustersState) -> list[Event]:
        # "your Double Detectors are always available and will never run out of power"
        # (once a turn, as any Double Detector: "every turn")
        for ch in state.characters:
            ch.used = False
        return []


register(Mission58())
