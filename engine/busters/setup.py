"""Setting up a mission (rulebook "Setup"; reference Part II): the wire pool, the
stands, the deal, the board (detonator, equipment, markers) and the characters."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine.busters.components import (BLUE, CAMPAIGN_EQUIPMENT, CHARACTERS, COPIES, EQUIPMENT, FALSE_BOTTOM,
                                       STICKER_C,
                                       INFO_TOKENS_PER_VALUE, PERSONAL, RED, YELLOW, Y,
                                       R, Wire, wire_from_text)
from engine.busters.missions import ColourSpec, Mission, SetupSpec
from engine.busters.state import (SETUP_INFO, BustersState, Character, Equipment, Slot,
                                  Stand)


def stand_counts(players: int, captain: int = 0) -> list[int]:
    """Stands per seat: 2 players: 2 each; 3 players: "the Captain takes 2 tile
    stands, the others take 1" (wherever the Captain card went: missions 14, 17);
    4-5 players: 1 each (rulebook, "Modifications")."""
    if players == 2:
        return [2, 2]
    if players == 3:
        return [2 if p == captain else 1 for p in range(players)]
    return [1] * players


def _colour_wires(colour: str, spec: ColourSpec, rng: random.Random,
                  next_id: list[int]) -> tuple[list[Wire], list[Wire], list[tuple[str, int, bool]]]:
    """(in play, set aside, markers) for the red or yellow wires of a mission."""
    if spec.count == 0:
        return [], [], []
    drawn = spec.of or spec.count
    dec = 5 if colour == RED else 1
    values = rng.sample(range(spec.low, spec.high + 1), drawn)
    wires = []
    for v in values:
        wires.append(Wire(next_id[0], colour, v * 10 + dec))
        next_id[0] += 1
    markers = [(colour, v, bool(spec.of)) for v in sorted(values)]
    rng.shuffle(wires)
    return wires[:spec.count], wires[spec.count:], markers


def _equipment(spec: SetupSpec, players: int, rng: random.Random) -> tuple[list[int], list[int]]:
    """(the cards on the board, the rest of the pile face down). R-BB4: "if N is
    drawn, replace it" = N is never drawn. Rule sticker A shuffles the False Bottom
    into the pile; its effect draws 2 more cards from what is left (R-BB28)."""
    count = players if spec.equipment is None else spec.equipment
    pool = _pool(spec)
    drawn = sorted(rng.sample(pool, count))
    pile = [n for n in pool if n not in drawn]
    if _false_bottom(spec) or spec.sticker_c:
        rng.shuffle(pile)
    return drawn, pile


def _pool(spec: SetupSpec) -> list[int]:
    pool = [n for n in EQUIPMENT if n not in spec.excluded]
    if spec.sticker_c:
        pool += [n for n in STICKER_C if n not in spec.excluded]
    return pool + [FALSE_BOTTOM] if _false_bottom(spec) else pool


def _false_bottom(spec: SetupSpec) -> bool:
    """Rule sticker A's card joins the pile "in missions with yellow wires" (FACTS.md):
    not where the player count leaves none in play (mission 52 at 3-5 players), as
    it could never be unlocked."""
    return spec.false_bottom and spec.yellow.count > 0


def _explicit(deal: dict[str, Any], spec: SetupSpec, players: int, captain: int
              ) -> tuple[list[list[list[Wire]]], list[Wire], list[int] | None]:
    """An explicit deal: {"hands": [[["1", "3.1", ...], [...]], ...] (per seat, per
    stand; a one-stand seat may be a flat list), "aside": [...], "equipment": [...],
    "setup_info": false?, "as_laid": true?, "rebuilt": true?, "mission": {...}?}
    (wire texts as printed; copies in play are counted from the deal). "setup_info":
    false skips the setup info tokens; "as_laid" keeps each stand in the order given
    (out-of-order wires where they lie); "rebuilt" skips the mission's set-up hooks (a
    state rebuilt from a view, determinize.py); "mission" is the mission's own part
    (its set-up choices: which wires are X wires, which cards are drawn...)."""
    wid = [0]

    def mk(text: str) -> Wire:
        wid[0] += 1
        return wire_from_text(str(text), wid[0] - 1)

    # A seat with one stand may be written as a flat list of wires.
    raw = [[h] if h and isinstance(h[0], str) else h for h in deal["hands"]]
    hands = [[[mk(t) for t in stand] for stand in hand] for hand in raw]
    # a state rebuilt from a view keeps the view's stands (its Captain is the view's)
    if [len(h) for h in hands] != stand_counts(players, captain) and not deal.get("rebuilt"):
        raise ValueError(f"deal: stands per seat must be {stand_counts(players, captain)}")
    aside = [mk(t) for t in deal.get("aside", [])]
    every = [w for h in hands for st in h for w in st] + aside
    for key, n in Counter((w.colour, w.tenths) for w in every).items():
        if n > (COPIES if key[0] == BLUE else 1) and not deal.get("rebuilt"):
            raise ValueError(f"deal: too many copies of wire {key}")
    eq = deal.get("equipment")
    return hands, aside, None if eq is None else sorted(int(x) for x in eq)


def captain_seat(spec: SetupSpec, players: int, rng: random.Random,
                 deal: dict[str, Any] | None) -> int:
    """The seat holding the Captain card, known before the wires are dealt (at 3
    players the Captain takes 2 tile stands): seat 0, the Captain the players chose.
    With spec.random_captain, "Shuffle the character cards facedown and deal 1 to
    each player": a random seat (an explicit deal's mission part may name it), the
    Captain for this mission (R-BB103)."""
    if not spec.random_captain:
        return 0
    seat = ((deal or {}).get("mission") or {}).get("captain")
    if seat is None:
        return rng.randrange(players)
    if not 0 <= int(seat) < players:
        raise ValueError(f"deal: the Captain card must go to a seat 0-{players - 1}")
    return int(seat)


def build_state(mission: Mission, players: int, seed_rng: random.Random,
                deal: dict[str, Any] | None = None) -> BustersState:
    rng = seed_rng
    spec = mission.spec(players)
    # the Captain card is dealt before the wires: the Captain's stands come first
    captain = 0 if deal is not None and deal.get("rebuilt") else captain_seat(spec, players, rng, deal)
    counts = stand_counts(players, captain)
    if deal is None:
        next_id = [0]
        blue: list[Wire] = []
        if spec.blue is not None:
            lo, hi = spec.blue
            for v in range(lo, hi + 1):
                for _ in range(COPIES):
                    blue.append(Wire(next_id[0], BLUE, v * 10))
                    next_id[0] += 1
        red, red_aside, red_m = _colour_wires(RED, spec.red, rng, next_id)
        yel, yel_aside, yel_m = _colour_wires(YELLOW, spec.yellow, rng, next_id)
        pool = blue + red + yel
        rng.shuffle(pool)
        piles: dict[str, list[Wire]] = {}
        for pid, ps in spec.piles:           # dealt face down off the stands first
            took = [w for w in pool if ps.colour in (None, w.colour)][:ps.size]
            piles[pid] = took
            pool = [w for w in pool if w not in took]
        n_stands = sum(counts)
        per_stand: list[list[Wire]] = [[] for _ in range(n_stands)]
        # Deal round the stands, the Captain's first: the first stands may get one
        # more wire (R-BB3).
        for i, w in enumerate(pool):
            per_stand[i % n_stands].append(w)
        hands_w: list[list[list[Wire]]] = [[] for _ in range(players)]
        k = 0
        for seat in [(captain + d) % players for d in range(players)]:
            hands_w[seat] = per_stand[k:k + counts[seat]]
            k += counts[seat]
        aside = red_aside + yel_aside
        markers = red_m + yel_m
        equipment, pile = _equipment(spec, players, rng)
    else:
        hands_w, aside, eq = _explicit(deal, spec, players, captain)
        base = 1000                          # the piles' wires are numbered apart
        piles = {pid: [wire_from_text(str(t), base + 100 * k + i) for i, t in enumerate(texts)]
                 for k, (pid, texts) in enumerate(sorted(deal.get("piles", {}).items()))}
        if eq is None:
            equipment, pile = _equipment(spec, players, rng)
        else:
            equipment, pile = eq, [n for n in _pool(spec) if n not in eq]
        markers = []
        every = [w for h in hands_w for st in h for w in st] + \
            [w for ws in piles.values() for w in ws]
        for colour, cs in ((RED, spec.red), (YELLOW, spec.yellow)):
            vals = sorted({w.tenths // 10 for w in every + aside if w.colour == colour})
            markers += [(colour, v, bool(cs.of)) for v in vals]
    hands = []
    for seat, hand in enumerate(hands_w):
        stands = []
        for j, wires in enumerate(hand):
            # ascending (rulebook); a position rebuilt from a view keeps its layout
            ordered = wires if deal and deal.get("as_laid") else \
                sorted(wires, key=lambda w: (w.tenths, w.id))
            stands.append(Stand(seat, j, [Slot(w) for w in ordered]))
        hands.append(stands)
    every = [w for h in hands_w for st in h for w in st] + [w for ws in piles.values() for w in ws]
    in_play: dict[Any, int] = dict(Counter(w.value for w in every))
    per_value = INFO_TOKENS_PER_VALUE if spec.info_tokens else 0
    supply: dict[Any, int] = {v: per_value for v in range(1, 13)}
    supply[Y] = per_value
    state = BustersState(
        players=players, mission=mission.number, rng=rng, hands=hands, aside=aside,
        markers=markers, in_play=in_play,
        detonator=spec.detonator if spec.detonator is not None else players,
        equipment=[Equipment(n, (EQUIPMENT | CAMPAIGN_EQUIPMENT).get(n, "")) for n in equipment],
        equipment_pile=pile,
        characters=[Character(CHARACTERS[s], PERSONAL) for s in range(players)],   # R-BB23
        captain=captain, phase=SETUP_INFO, info_supply=supply, explicit=deal, piles=piles)
    state.in_play.setdefault(Y, 0)
    state.in_play.setdefault(R, 0)
    # character 1 is the Captain card: its holder swaps characters with seat 0 (R-BB103)
    state.characters[0], state.characters[captain] = state.characters[captain], state.characters[0]
    order = [(captain + d) % players for d in range(players)] if spec.setup_info else []
    if deal is not None and not deal.get("setup_info", True):
        order = []                  # a position set up for a test or a bug report (R-BB25)
    if not spec.captain_info:
        order = order[1:]
    state.setup_order = order
    return state
