"""The quick filter both brute-force oracles (brute.py, brute_marks.py) run before a
replay: what the seat's view shows of the wires, read back to where each wire was
dealt. It refuses only layouts the replay would refuse (the proof is at `Seen`);
test_brute_oracles.py holds the oracles with and without it to the same results."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.busters import marks
from engine.core.view import UNKNOWN

Layout = list[list[list[str]]]
#: where a wire was dealt: (seat, stand, slot), or ("pile", id, k), the k-th wire of a
#: pile in the order dealt
Origin = tuple[Any, ...]


class Seen:
    """Why a layout L that this refuses has a replay whose view is not `target`:

    1. A replay giving `target` has target's history (the history is part of the
       view), so it moved the same wires from and to the same places: after the deal a
       wire moves only by a Walkie-Talkies swap or onto a stand from a pile or another
       stand (Nano, the Grappling Hook), and everyone sees where from and where to
       (REF L309, R-BB11; the public events "busters.walkie.swapped" and "busters.wire.moved",
       a pile giving its last wire). The deal lays L's stands as given (brute.py's in
       order, in missions that move no wire while setting up; brute_marks.py's as laid,
       X and flipped wires where the layout puts them). So on that replay's table
       the wire at each place is L's wire at `origin` of that place: the same map for
       every such L, read here from target's history.
    2. There the view shows the wire's text where it is cut or seen, and the tokens in
       front of it, each true of it and moving with it (REF L310, FAQ): a value token
       ("7", "Y", spoken "7!" too) lies only on a wire of its value, a parity token on
       a blue wire of its parity, a false token on a wire not of its value (marks.py).
    3. A stand stays in ascending order apart from its out-of-order wires (X, flipped,
       marked in the view): both oracles lay every stand in order and a moved wire goes
       to its place (board.insert_sorted). Checked on the stands a move touched (the
       others are L's stands as laid, in order by construction).
    L breaking 2 or 3 at the places the map gives has another view: its replay is
    refused, and skipping it changes nothing. (Were the engine to place a token that
    is untrue, the true deal would break 2: each oracle asserts it does not.)"""

    def __init__(self, target: Any, hands: Layout, piles: dict[str, list[str]] | None = None):
        """`hands`, `piles`: the true deal (only its shape is read)."""
        places = {(seat, j): [(seat, j, i) for i in range(len(st))]
                  for seat, hand in enumerate(hands) for j, st in enumerate(hand)}
        heaps = {pid: [("pile", pid, k) for k in range(len(ws))] for pid, ws in (piles or {}).items()}
        touched: set[tuple[int, int]] = set()
        for e in target.history:
            p = e.params
            if e.key == "busters.wire.moved":
                src, to = p["source"], p["to"]
                if src[0] == "pile":
                    o = heaps[src[1]].pop()
                else:
                    o = places[src[0], src[1]].pop(src[2])
                    touched.add((src[0], src[1]))
                places[to[0], to[1]].insert(to[2], o)
                touched.add((to[0], to[1]))
            elif e.key == "busters.walkie.swapped":
                g, b = p["given"], p["taken"]
                og, ob = places[g[0], g[1]].pop(g[2]), places[b[0], b[1]].pop(b[2])
                places[b[0], b[1]].insert(p["to_mate"][2], og)
                places[g[0], g[1]].insert(p["to_giver"][2], ob)
                touched |= {(g[0], g[1]), (b[0], b[1])}
        #: per stand as dealt, (seat, stand), or pile, ("pile", id): (slot, what the
        #: wire dealt there is, as `is_` reads it)
        self.wants: dict[tuple[Any, Any], list[tuple[int, str]]] = {}
        self.want: dict[Origin, list[str]] = {}     # the same, by where the wire was dealt
        self.runs: list[list[Origin]] = []          # a touched stand's in-order wires now
        for st in target.stands:
            where = places[st.seat, st.index]
            assert len(where) == len(st.slots), "a wire moved without a public event"
            for o, sl in zip(where, st.slots):
                says = [sl.wire] if sl.wire != UNKNOWN else \
                    [w for w in map(_token_says, sl.tokens) if w is not None]
                for want in says:
                    self.want.setdefault(o, []).append(want)
                    self.wants.setdefault((o[0], o[1]), []).append((o[2], want))
            if (st.seat, st.index) in touched:
                self.runs.append([o for o, sl in zip(where, st.slots)
                                  if not marks.UNSORTED & set(sl.marks)])

    def wire_fits(self, origin: Origin, text: str) -> bool:
        """Whether the wire dealt at `origin` may be `text`."""
        return all(is_(want, text) for want in self.want.get(origin, ()))

    def stand_fits(self, key: tuple[Any, Any], wires: Sequence[str]) -> bool:
        """Whether a stand's wires as laid (key (seat, stand)), or a pile's in the order
        dealt (key ("pile", id)), are what the view shows of them."""
        return all(is_(want, wires[i]) for i, want in self.wants.get(key, ()))

    def in_order(self, hands: Layout, piles: dict[str, list[str]] | None = None) -> bool:
        """Whether the stands a move touched are in order with the layout's wires."""
        for run in self.runs:
            keys = [float(piles[o[1]][o[2]] if o[0] == "pile" else hands[o[0]][o[1]][o[2]])  # type: ignore[index]
                    for o in run]
            if any(a > b for a, b in zip(keys, keys[1:])):
                return False
        return True

    def fits(self, hands: Layout, piles: dict[str, list[str]] | None = None) -> bool:
        """Whether the layout (stands as laid, piles in the order dealt) agrees with
        everything the view shows where its wires are now."""
        return (all(self.stand_fits((seat, j), st) for seat, hand in enumerate(hands)
                    for j, st in enumerate(hand))
                and all(self.stand_fits(("pile", pid), ws) for pid, ws in (piles or {}).items())
                and self.in_order(hands, piles))


def _token_says(token: str) -> str | None:
    """What a token in front of a wire says of it (marks.py's text forms; R-BB9's
    spoken "!" aside): a value token its value ("7", "Y"), a parity token "even" or
    "odd" (missions 21, 33), a false token "~7" (missions 17, 52); None for a count
    token, which speaks of its stand as it was."""
    m = marks.parse(token)
    if m.kind in (marks.VALUE, marks.PARITY):
        return str(m.value)
    if m.kind == marks.FALSE:
        return f"~{m.value}"
    return None


def is_(want: str, text: str) -> bool:
    """Whether a wire printed `text` ("7", "3.1" yellow, "3.5" red) is `want`: that
    text, "Y" a yellow wire, "even"/"odd" a blue wire of that parity, "~w" not w."""
    if want.startswith("~"):
        return not is_(want[1:], text)
    if want == "Y":
        return text.endswith(".1")
    if want in ("even", "odd"):
        return text.isdigit() and (int(text) % 2 == 1) == (want == "odd")
    return text == want
