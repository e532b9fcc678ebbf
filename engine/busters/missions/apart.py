"""Wires of a colour dealt apart, one to each player in turn (missions 13: the reds,
41: the yellow tripwires, 48: the yellows), the others dealt as usual afterwards; the
deduction knows it through facts.Quota (each recipient holds exactly one)."""
from __future__ import annotations


from engine.busters.missions.facts import Quota
from engine.busters.state import BustersState

KEY = "apart"


def recipients(players: int, captain: int, n: int, skip_captain: bool = False
               ) -> list[list[int]]:
    """[seat, stand] of each wire dealt apart (stand -1: the hand, one of its stands):
    one per player clockwise from the Captain; with 2 players the Captain takes one on
    each of its stands first (the cards' "(With 2 bomb disposal experts, the Captain
    receives 2 and puts 1 on each tile stand.)")."""
    if players == 2:
        order = [[captain, 0], [captain, 1], [1 - captain, -1]]
    else:
        seats = [(captain + k) % players for k in range(players)]
        order = [[s, -1] for s in seats if not (skip_captain and s == captain)]
    return order[:n]


def deal_apart(state: BustersState, colour: str, order: list[list[int]]) -> None:
    """Deal the `colour` wires to `order`'s recipients, the others evenly as usual (the
    Captain's first stand first), each stand sorted. An explicit deal is taken as laid
    out (its wires are where they were dealt): only the recipients are noted."""
    state.mission_data[KEY] = {"colour": colour, "to": order}
    if state.explicit is not None:
        return
    stands = [st for hand in state.hands for st in hand]
    every = [sl for st in stands for sl in st.slots]
    apart = [sl for sl in every if sl.wire.colour == colour]
    rest = [sl for sl in every if sl.wire.colour != colour]
    state.rng.shuffle(rest)
    for st in stands:
        st.slots = []
    for i, sl in enumerate(rest):
        stands[i % len(stands)].slots.append(sl)
    for sl, (seat, stand) in zip(apart, order):
        if stand < 0:
            stand = state.rng.randrange(len(state.hands[seat]))
        state.hands[seat][stand].slots.append(sl)
    for st in stands:
        st.slots.sort(key=lambda sl: (sl.wire.tenths, sl.wire.id))


def quotas(state: BustersState) -> tuple:
    """The deduction's facts: each recipient holds exactly one of the colour."""
    data = state.mission_data.get(KEY)
    if not data:
        return ()
    out = []
    for seat, stand in data["to"]:
        stands = tuple((seat, k) for k in range(len(state.hands[seat]))) if stand < 0 \
            else ((seat, stand),)
        out.append(Quota(data["colour"], stands, 1))
    return tuple(out)
