"""The Walkie-Talkies reply of a bot teammate (REF L301-310): the giver has put a wire
face down in front of it; without a word, it chooses the wire it gives back.

It gives the wire likeliest to help the giver: one of a value (or yellow) the giver
probably holds more copies of, by the exact posterior of the giver's wires, so the
giver gets closer to a Solo Cut or a sure Dual Cut. A red wire is never given while
another can be: the giver could do nothing with it but reveal it at the very end."""
from __future__ import annotations

from typing import Any

from engine.busters.actions import Give
from engine.busters.inference import Posterior


def give_back(view: Any, legal: list[Give], post: Posterior) -> Give:
    giver = view.walkie[0][0]
    mine = {(st.index, i): sl.wire for st in view.stands if st.seat == view.seat
            for i, sl in enumerate(st.slots)}
    giver_wires = [a for a in post.dists if a[0] == giver]

    def score(g: Give) -> tuple[float, int, int]:
        text = mine[(g.addr[1], g.addr[2])]
        if text.endswith(".5"):
            return (-1.0, g.addr[1], g.addr[2])
        game = "Y" if text.endswith(".1") else int(text)
        return (sum(post.p(a, game) for a in giver_wires), g.addr[1], g.addr[2])
    return max(legal, key=score)
