"""Bots' look ahead for the Oxygen missions (49: a cut of v is paid to one teammate;
54: its depth into the reserve, a Validation giving each player 1 back; 63: into the
reserve, the rest passed on). A skipped turn costs a dial space, so
where tokens go and which values are cut decide the mission.

The look ahead is a small model of the coming turns, played on a few deals of the
hidden wires (each drawn from its own chances, a cheap stand-in for the exact
sampler: the model only needs what values each hand roughly holds): each player cuts a value of their own they
can pay for, the wire of that value in another hand with it, and gives the tokens on
by the same rule the bots use; a player who can pay for nothing skips. It counts the
skips, which is all the planning needs (which wire exactly goes is left to the cut
choice, which knows the odds)."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable

from engine.busters.botctx import BotContext, life_cost
from engine.busters.components import wire_from_text
from engine.busters.determinize import hidden_addrs

if TYPE_CHECKING:     # the views import the missions
    from engine.busters.views import BustersView

#: turns looked ahead: two rounds of 4 players, enough to see a token starved seat
HORIZON = 8
#: deals the model is played on: a misread hand must not starve the whole team
DEALS = 8
#: a skip the model sees ahead weighs half a dial space now: it may yet be avoided
#: (mission 49, Expert, 100 games: 0.25 / 0.5 / 1 / 2 gave 39 / 43 / 39 / 28 wins)
SKIP_WEIGHT = 0.5


def hands(view: BustersView, post: Any, rng: random.Random) -> list[list[int]]:
    """One deal of every seat's uncut blue values, ascending (the values oxygen pays
    for): the wires the seat sees as they are, each hidden one drawn from its chances."""
    hidden = set(hidden_addrs(view))
    out: list[list[int]] = [[] for _ in range(view.players)]
    for st in view.stands:
        for i, sl in enumerate(st.slots):
            if sl.cut:
                continue
            addr = (st.seat, st.index, i)
            text = _draw(post.dists.get(addr) or {}, rng) if addr in hidden else sl.wire
            if text and text != "?":
                value = wire_from_text(text, 0).value
                if isinstance(value, int):
                    out[st.seat].append(value)
    return [sorted(h) for h in out]


def deals(ctx: BotContext) -> list[list[list[int]]]:
    """DEALS deals for the model, the same for every question this decision asks."""
    def make() -> list[list[list[int]]]:
        rng = random.Random(repr(ctx.view.stands))
        return [hands(ctx.view, ctx.post, rng) for _ in range(DEALS)]
    return ctx.memo("oxygen.deals", make)


def skip_cost(ctx: BotContext, key: Any, skips: Callable[[list[list[int]]], int]) -> float:
    """What the bots charge a cut (Mission.cut_cost): SKIP_WEIGHT of a dial space for
    each skip `skips(hands)` sees ahead, averaged over the deals; worked out once per
    decision for each `key` (the value cut, and what else the model's play depends on)."""
    def cost() -> float:
        worlds = deals(ctx)
        mean = sum(skips(hs) for hs in worlds) / len(worlds)
        return SKIP_WEIGHT * life_cost(ctx.view.detonator, 1) * mean
    return ctx.memo(("oxygen.cost", key), cost)


def _draw(dist: dict[str, float], rng: random.Random) -> str | None:
    r, acc = rng.random(), 0.0
    for text, q in sorted(dist.items()):
        acc += q
        if r < acc:
            return text
    return max(dist, key=lambda t: dist[t]) if dist else None


def short(hand: list[int], oxygen: int) -> bool:
    """A seat with wires left that can pay for none of them."""
    return bool(hand) and hand[0] > oxygen


def pick_value(hand: list[int], oxygen: int) -> int | None:
    """The value a seat cuts in mission 49's model: its highest it can pay for, so the
    most tokens travel to where they are short (None: it can pay for nothing)."""
    payable = [v for v in hand if v <= oxygen]
    return max(payable) if payable else None


def pick_lowest(hand: list[int], oxygen: int) -> int | None:
    """The value a seat cuts in mission 63's model: its lowest, so the tokens last the
    round (None: it can pay for nothing)."""
    return hand[0] if hand and hand[0] <= oxygen else None


def cut(hs: list[list[int]], seat: int, value: int) -> None:
    """Take the value's wire from the seat and, for a Dual Cut, from the next hand
    holding it (a Solo Cut when no other hand has it)."""
    hs[seat].remove(value)
    n = len(hs)
    for k in range(1, n):
        other = hs[(seat + k) % n]
        if value in other:
            other.remove(value)
            return
    if value in hs[seat]:
        hs[seat].remove(value)


def receiver(hs: list[list[int]], oxygen: list[int], seat: int, n: int) -> int:
    """Who a payment of n goes to in the model: the first seat in turn order after
    the payer that is short and that n makes able to play; else the first short one;
    else the next one with wires."""
    order = [(seat + k) % len(hs) for k in range(1, len(hs))]
    holders = [p for p in order if hs[p]] or order
    for p in holders:
        if short(hs[p], oxygen[p]) and not short(hs[p], oxygen[p] + n):
            return p
    for p in holders:
        if short(hs[p], oxygen[p]):
            return p
    return holders[0]


def skips_ahead(hs: list[list[int]], oxygen: list[int], first: int,
                pay: Callable[[list[list[int]], list[int], int, int], None],
                turns: int = HORIZON, pick: Callable[[list[int], int], int | None] = pick_value,
                end_turn: Callable[[list[int], int], None] | None = None) -> int:
    """The skipped turns in the next `turns` turns from seat `first`, each seat cutting
    what `pick` says and paying its cost with `pay(hands, oxygen, seat, n)`, then
    `end_turn(oxygen, seat)` (the mission's rules for where tokens go). Works on
    copies."""
    hs = [list(h) for h in hs]
    oxygen = list(oxygen)
    n = len(hs)
    skips = 0
    for t in range(turns):
        seat = (first + t) % n
        if hs[seat]:
            value = pick(hs[seat], oxygen[seat])
            if value is None:
                skips += 1
            else:
                cut(hs, seat, value)
                pay(hs, oxygen, seat, value)
        if end_turn is not None:
            end_turn(oxygen, seat)
    return skips


def skips_if_given(hs: list[list[int]], oxygen: list[int], seat: int, n: int, to: int) -> int:
    """Mission 49: the skips ahead once `seat` has paid n tokens to `to` (hands as
    they are after the cut)."""
    after = list(oxygen)
    after[seat] -= n
    after[to] += n
    return skips_ahead(hs, after, (seat + 1) % len(hs), pay_teammate)


def skips_after_cut(hs: list[list[int]], oxygen: list[int], seat: int, value: int) -> int:
    """Mission 49: the skips ahead once `seat` has cut `value` and paid it to the best
    teammate for it."""
    hs = [list(h) for h in hs]
    if value in hs[seat]:
        cut(hs, seat, value)
    return min(skips_if_given(hs, oxygen, seat, value, to)
               for to in range(len(hs)) if to != seat)


def skips_after_paying(hs: list[list[int]], tokens: list[int], reserve: int, seat: int,
                       captain: int, value: int | None) -> int:
    """Mission 63: the skips ahead once `seat` has cut `value` (None: before any cut)
    and put it in the reserve, each seat holding `tokens`; what a player holds passes
    left at the end of their turn and the Captain takes the reserve back when the
    round comes to them."""
    n = len(hs)
    hs = [list(h) for h in hs]
    oxygen = list(tokens) + [reserve]
    if value is not None:
        if value in hs[seat]:
            cut(hs, seat, value)
        _to_reserve(hs, oxygen, seat, value)

    def end_turn(ox: list[int], p: int) -> None:
        nxt = (p + 1) % n
        ox[nxt], ox[p] = ox[nxt] + ox[p], 0
        if nxt == captain:
            ox[nxt], ox[n] = ox[nxt] + ox[n], 0
    end_turn(oxygen, seat)
    return skips_ahead(hs, oxygen, (seat + 1) % n, _to_reserve, pick=pick_lowest,
                       end_turn=end_turn)


def _to_reserve(hs: list[list[int]], oxygen: list[int], seat: int, n: int) -> None:
    oxygen[seat] -= n
    oxygen[-1] += n


#: mission 54's model: a table that can no longer pay for anything never will (tokens
#: come back only with a cut), which is the game: counted as this many skips
DEADLOCK = 12
#: mission 54: the model is played to the end only once the hidden wires the seat is
#: unsure of are this few, 8 turns before. On the true deal the end it plays is the
#: plan (the ceiling, 20 games: 8 -> 20 wins); on deals drawn while most wires are
#: unknown it is noise (the Expert, 100 games: 32 -> 24 wins when played to the end
#: at every turn, 32 -> 35 with this threshold)
PLAN_TO_END = 12


def unsure(ctx: BotContext) -> int:
    """The hidden wires the seat cannot tell for certain."""
    return ctx.memo("oxygen.unsure", lambda: sum(
        1 for d in ctx.post.dists.values() if d and max(d.values()) < 1.0 - 1e-9))


def skips_to_end(hs: list[list[int]], oxygen: list[int], reserve: int, seat: int,
                 value: int, target: int | None, depth: Callable[[int], int],
                 success: bool = True, turns: int | None = None) -> int:
    """Mission 54: the skips to the end of the game once `seat` has cut `value` at
    `target`'s wire (None: its own, or the model's choice) and spent its depth (a
    failed cut spends it all the same and cuts nothing). Each
    value whose last wires go gives every player 1 from the reserve, the payer first;
    each later seat cuts its cheapest value at the holder with the fewest tokens, so
    the tokens stay with the hands that still need them (a player whose wires are
    gone keeps tokens nobody can use). Played to the end (or for `turns` turns): who
    runs short shows only when the deep values are all that is left."""
    n = len(hs)
    hs = [list(h) for h in hs]
    oxygen = list(oxygen)

    def play(p: int, v: int, to: int | None) -> None:
        nonlocal reserve
        hs[p].remove(v)
        holders = [q for q in range(n) if q != p and v in hs[q]]
        if to not in holders:
            to = min(holders, key=lambda q: (oxygen[q], (q - p) % n)) if holders else None
        if to is None:                           # a Solo Cut: all of it is in this hand
            hs[p] = [x for x in hs[p] if x != v]
        else:
            hs[to].remove(v)
        oxygen[p] -= depth(v)
        reserve += depth(v)
        if not any(v in h for h in hs):          # a Validation token: 1 each
            for k in range(n):
                if reserve:
                    reserve -= 1
                    oxygen[(p + k) % n] += 1

    if not success:
        oxygen[seat] -= depth(value)
        reserve += depth(value)
    elif value in hs[seat]:
        play(seat, value, target)
    skips, idle, p = 0, 0, seat
    for _turn in range(turns if turns is not None else 1 << 30):
        if not any(hs):
            break
        p = (p + 1) % n
        if not hs[p]:
            continue
        if depth(hs[p][0]) > oxygen[p]:
            skips, idle = skips + 1, idle + 1
            if idle >= sum(1 for h in hs if h):  # nobody could pay all round
                return skips + DEADLOCK
            continue
        idle = 0
        play(p, hs[p][0], None)
    return skips


def pay_teammate(hs: list[list[int]], oxygen: list[int], seat: int, n: int) -> None:
    """Mission 49's payment in the model: n tokens to the receiver."""
    oxygen[seat] -= n
    oxygen[receiver(hs, oxygen, seat, n)] += n
