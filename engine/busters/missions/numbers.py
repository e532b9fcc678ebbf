"""The 12 Number cards (values 1-12) several missions use: drawn at random, a deck
face down whose order is private, cards turned up or discarded. Mission data keys
this module writes: "_deck" (the face-down cards, private), "out" (discarded)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any
from engine.busters.components import Value
from engine.busters.missions.component import Component
from engine.busters.state import BustersState
from engine.core.event import Event

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

VALUES = tuple(range(1, 13))


def fixed(state: BustersState, key: str) -> Any:
    """An explicit deal's choice for this mission (its "mission" part), or None."""
    return ((state.explicit or {}).get("mission") or {}).get(key)


def draw(state: BustersState, n: int = 1, key: str = "numbers", exclude: tuple = ()) -> list[int]:
    """`n` Number cards drawn at random (or as an explicit deal says under `key`)."""
    chosen = fixed(state, key)
    if chosen is not None:
        return [int(v) for v in chosen][:n]
    pool = [v for v in VALUES if v not in exclude]
    return state.rng.sample(pool, n)


def deck_setup(state: BustersState, key: str = "deck") -> None:
    """All 12 cards shuffled face down (an explicit deal may give the order)."""
    order = fixed(state, key)
    deck = [int(v) for v in order] if order is not None else list(VALUES)
    if order is None:
        state.rng.shuffle(deck)
    state.mission_data["_deck"] = deck


def deck_draw(state: BustersState, refill: bool = False) -> int | None:
    """The top card of the deck (None when empty; with `refill`, an empty deck is made
    again of the cards not discarded, shuffled)."""
    data = state.mission_data
    if not data["_deck"] and refill:
        data["_deck"] = [v for v in VALUES if v not in data.get("out", [])]
        state.rng.shuffle(data["_deck"])
    return data["_deck"].pop(0) if data["_deck"] else None


# A deck revealed card by card (missions 18, 45): "seen" (revealed since the deck was
# last made, public), "out" (discarded: all 4 wires cut, public), "_deck" (private).

def deck_reveal(state: BustersState) -> int | None:
    """The next card turned up; an empty deck is made again of the cards not out
    ("When the deck is empty, shuffle the Number cards to create a new deck")."""
    data = state.mission_data
    if not data["_deck"]:
        data["_deck"] = [v for v in VALUES if v not in data["out"]]
        state.rng.shuffle(data["_deck"])
        data["seen"] = []
    if not data["_deck"]:
        return None
    card = data["_deck"].pop(0)
    data["seen"] = data["seen"] + [card]
    return card


def deck_discard_cut(state: BustersState) -> list[int]:
    """"A Number card is discarded as soon as the 4 corresponding wires have been cut"
    (from the deck too): the values newly out."""
    data = state.mission_data
    gone = [v for v in VALUES if v not in data["out"] and all_cut(state, v)]
    data["out"] = data["out"] + gone
    data["_deck"] = [c for c in data["_deck"] if c not in gone]
    return gone


def deck_redeal(state: BustersState, rng: random.Random) -> None:
    """The face-down deck drawn again: the cards neither seen since it was made nor out."""
    data = state.mission_data
    data["_deck"] = [v for v in VALUES if v not in data["seen"] and v not in data["out"]]
    rng.shuffle(data["_deck"])


def deck_components(state: BustersState) -> tuple:
    """What the table shows of such a deck: its face-down count, the card turned up,
    the cards out (component ids "deck", "card", "discarded")."""
    from engine.busters.missions.components import Cards, NumberCard
    data = state.mission_data
    out: list = [Cards("deck", deck=len(data["_deck"]))]
    if data["card"] is not None:
        out.append(Cards("card", (NumberCard(data["card"]),)))
    if data["out"]:
        out.append(Cards("discarded", tuple(NumberCard(v, "done") for v in data["out"])))
    return tuple(out)


class RevealedDeck(Component):
    """A component of the missions whose Number deck is turned up card by card (18,
    45, 51): the cards whose wires are all cut leave it (event busters.mNN.discarded),
    the table shows it, and what nobody has seen is drawn again for bots and the
    leak test."""

    def after_cut(self, state: BustersState, seat: int, values: list[Value],
                  success: bool) -> list[Event]:
        from engine.busters import board
        return [board.ev(state, f"busters.m{state.mission}.discarded", card=v)
                for v in deck_discard_cut(state)]

    def view_data(self, state: BustersState, seat: int | None) -> tuple[Any, ...]:
        return deck_components(state)

    def reshuffle_hidden(self, state: BustersState, seat: int, rng: random.Random) -> None:
        deck_redeal(state, rng)

    def determinize(self, state: BustersState, view: BustersView, rng: random.Random) -> None:
        deck_redeal(state, rng)


def deck_reshuffle(state: BustersState, rng: random.Random, known: tuple = ()) -> None:
    """The face-down deck in an order drawn again (its cards are those not seen)."""
    data = state.mission_data
    rng.shuffle(data["_deck"])


def all_cut(state: BustersState, value: int) -> bool:
    """Whether every wire of `value` in play is cut."""
    return state.in_play.get(value, 0) > 0 and state.cut_count(value) >= state.in_play[value]
