"""The bomb itself: wire decks, exposed cards, triggers, trigger tiles, plates."""
from __future__ import annotations

from engine.academy import data as D
from engine.academy.state import AcademyState
from engine.core.event import Event


def setup_bomb(s: AcademyState) -> None:
    """Shuffle each deck, put the triggers on 0 and shuffle the tiles (Setup A-C)."""
    s.decks, s.exposed, s.tiles, s.tile_up = {}, {}, {}, {}
    for w in s.wires:
        deck = list(D.DECKS[w])
        s.rng.shuffle(deck)
        s.decks[w] = deck
        s.exposed[w] = []
        tiles = [D.OK] * (D.TILES_PER_TRACK - 1) + [D.BOOM]
        s.rng.shuffle(tiles)
        s.tiles[w] = tiles
        s.tile_up[w] = [False] * D.TILES_PER_TRACK
    for k in s.known_top:
        k.clear()
    for k in s.known_tiles:
        k.clear()


def forget_top(s: AcademyState, wire: str) -> None:
    """The deck's next card changed: peeked knowledge of it is void."""
    for k in s.known_top:
        k.pop(wire, None)


def flip(s: AcademyState, wire: str, ev: list[Event], value: int | None = None,
         why: str = "cut") -> bool:
    """Flip the next card of `wire` (or place `value`, an X-Ray card already drawn),
    move the trigger, flip every tile it reaches. True if the bomb exploded."""
    if value is None:
        value = s.decks[wire].pop()
        forget_top(s, wire)
    s.exposed[wire].append(value)
    pos = s.trigger(wire)
    ev.append(Event("academy.card.flipped", {"wire": wire, "value": value, "trigger": pos,
                                             "why": why}))
    return _reach_tiles(s, wire, pos, ev)


def _reach_tiles(s: AcademyState, wire: str, pos: int, ev: list[Event]) -> bool:
    # "When a trigger moves onto (or past) a tile, the tile is flipped."
    length = D.TRACK_LENGTHS[wire]
    for i in range(D.TILES_PER_TRACK):
        if pos >= length + 1 + i and not s.tile_up[wire][i]:
            s.tile_up[wire][i] = True
            face = s.tiles[wire][i]
            ev.append(Event("academy.tile.flipped", {"wire": wire, "tile": i, "face": face}))
            if face == D.BOOM:
                return True
    return False


def shuffle_back(s: AcademyState, wire: str, indices: list[int], ev: list[Event],
                 why: str) -> None:
    """Shuffle exposed cards back into the deck; the trigger follows (Freezer,
    Scrambler). Flipped tiles stay face up: they are known to be OK."""
    cards = [s.exposed[wire][i] for i in indices]
    s.exposed[wire] = [c for i, c in enumerate(s.exposed[wire]) if i not in set(indices)]
    s.decks[wire].extend(cards)
    s.rng.shuffle(s.decks[wire])
    forget_top(s, wire)
    ev.append(Event("academy.cards.shuffled_back", {"wire": wire, "cards": cards,
                                                    "trigger": s.trigger(wire), "why": why}))


def chain(s: AcademyState, wire: str) -> int:
    return sum(D.chain_mark(v) for v in s.exposed[wire])


def plate_bonus(s: AcademyState, wire: str) -> int:
    if s.bomb < 2:
        return 0
    i = s.wires.index(wire)
    side = 0 if s.bomb == 2 else 1
    return sum(D.PLATES[p][side] for p, at in s.plates.items() if at == i)


def full_value(s: AcademyState, wire: str, amplified: bool = False) -> int:
    """Main value of the last exposed card + the chain of 1s (+ plate bonuses).
    The Amplifier doubles the chain values."""
    exposed = s.exposed[wire]
    main = exposed[-1] if exposed else 0
    return main + chain(s, wire) * (2 if amplified else 1) + plate_bonus(s, wire)


def plates_for(s: AcademyState) -> tuple[tuple[int, str, int], ...]:
    if s.bomb < 2:
        return ()
    side = 0 if s.bomb == 2 else 1
    return tuple((p, s.wires[at], D.PLATES[p][side]) for p, at in sorted(s.plates.items()))


def place_plates(s: AcademyState, ev: list[Event]) -> None:
    """Bombs II and III: the plates go on two random (different) wire decks (R-A9)."""
    at = s.rng.sample(range(len(s.wires)), 2)
    s.plates = {1: at[0], 2: at[1]}
    ev.append(Event("academy.plates.placed", {"plates": [list(p) for p in plates_for(s)]}))


def move_plates(s: AcademyState, ev: list[Event]) -> None:
    """End of the round: a plate moves along its arrow, wrapping around, only if its
    wire was cut and scored this round."""
    if s.bomb < 2:
        return
    n = len(s.wires)
    for p, at in sorted(s.plates.items()):
        if s.wires[at] in s.scored:
            s.plates[p] = (at + D.PLATES[p][2]) % n
            ev.append(Event("academy.plate.moved", {"plate": p, "from": s.wires[at],
                                                    "to": s.wires[s.plates[p]]}))
