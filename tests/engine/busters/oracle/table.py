"""The public record read back: where each wire sat at every moment of the history
(Walkie-Talkies swaps and moved wires undone from the present layout: "Everyone sees
where swapped wires come from and end up"), when it was cut, and the seats' hands at
any moment. A wire is named by its address now."""
from __future__ import annotations

from typing import Any, Callable

from tests.engine.busters.oracle.wires import colour

Addr = tuple[int, int, int]
#: a public fact about the deal: True when the candidate wires (addr -> printed) fit it
Fact = Callable[[dict], bool]
Layout = dict[tuple[int, int], list]

MOVES = ("busters.walkie.swapped", "busters.wire.moved")


class OutOfReach(Exception):
    """A position the oracle does not model (named): counted and reported, never
    compared silently."""


class Table:
    def __init__(self, view: Any):
        self.view = view
        self.addrs: list[Addr] = [(st.seat, st.index, i) for st in view.stands
                                  for i in range(len(st.slots))]
        self.slot = {(st.seat, st.index, i): sl for st in view.stands
                     for i, sl in enumerate(st.slots)}
        treated = set(view.treated_red)

        def red(w: str) -> bool:
            # mission 11: "Treat the 4 wires matching the value of the Number card
            # below like RED wires"
            return colour(w) == "blue" and int(w) in treated or colour(w) == "red"
        self.red = red
        self._layouts()
        self.cut_at: dict[Addr, int] = {}
        for i, e in enumerate(view.history):
            if e.key == "busters.wire.cut":
                self.cut_at[self.wire_at(i, e.params["addr"])] = i

    def _layouts(self) -> None:
        """layout[i]: each stand's wires (by name) just before history entry i; the
        wires a pile gave (`from_pile`: pile id -> names)."""
        cur: Layout = {}
        for st in self.view.stands:
            cur[(st.seat, st.index)] = [(st.seat, st.index, i) for i in range(len(st.slots))]
        self.from_pile: dict[str, list] = {}
        hist = self.view.history
        self.layout: list[Layout] = [cur] * (len(hist) + 1)
        self.moved = False
        #: (layout just after, stand, index) of each wire put into a stand
        self.inserted: list[tuple[Layout, tuple[int, int], int]] = []
        for i in range(len(hist) - 1, -1, -1):
            e = hist[i]
            if e.key in MOVES:
                self.moved = True
                p = e.params
                for to in ([p["to_mate"], p["to_giver"]] if "to_mate" in p else [p["to"]]):
                    self.inserted.append((cur, (to[0], to[1]), to[2]))
                cur = {k: list(v) for k, v in cur.items()}
                if e.key == "busters.walkie.swapped":
                    g, t, m, r = p["given"], p["taken"], p["to_mate"], p["to_giver"]
                    x = cur[(m[0], m[1])].pop(m[2])
                    y = cur[(r[0], r[1])].pop(r[2])
                    cur[(t[0], t[1])].insert(t[2], y)
                    cur[(g[0], g[1])].insert(g[2], x)
                else:
                    src, to = p["source"], p["to"]
                    x = cur[(to[0], to[1])].pop(to[2])
                    if src[0] == "pile":
                        self.from_pile.setdefault(src[1], []).append(x)
                    else:
                        cur[(src[0], src[1])].insert(src[2], x)
            self.layout[i] = cur
        self.snapshots = list({id(x): x for x in self.layout}.values())

    def wire_at(self, i: int, addr: Any) -> Addr:
        """The wire at `addr` when entry i happened (a move's own entry: after it)."""
        lay = self.layout[i + 1] if self.view.history[i].key in MOVES else self.layout[i]
        return lay[(addr[0], addr[1])][addr[2]]

    def hand_then(self, seat: int, t: int) -> list[Addr]:
        """The seat's uncut wires just before history entry t."""
        return [a for k, ws in self.layout[t].items() if k[0] == seat for a in ws
                if self.cut_at.get(a, 1 << 30) >= t]

    def stand_then(self, seat: int, stand: int, t: int, cut_too: bool = False) -> list[Addr]:
        return [a for a in self.layout[t][(seat, stand)]
                if cut_too or self.cut_at.get(a, 1 << 30) >= t]
