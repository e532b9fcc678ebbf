"""The 20 tools: when each may be used (its printed timing) and what it does.

Every timing is a tool window (state.Window): holders are asked one at a time,
lowest score first (R-A1), to use a tool or pass; after any tool is used everybody
may reconsider, so tools resolve one by one (handbook, "The Tools"). Tools are
finite, so every window ends.
"""
from __future__ import annotations

import itertools

from engine.academy import bomb as B
from engine.academy import data as D
from engine.academy.actions import Use
from engine.academy.state import (W_BOOM, W_ORDERS, W_POSTCUT, W_PRECUT, W_PROTECTED,
                                  W_REVEALED, AcademyState)
from engine.core.event import Event

#: which tools each window offers
WINDOW_TOOLS: dict[str, frozenset[str]] = {
    W_REVEALED: frozenset({D.AIRHORN, D.JUMPER, D.SWITCH, D.SCHEMATICS}),
    W_PROTECTED: frozenset({D.SCHEMATICS}),
    W_ORDERS: frozenset({D.ORDERS}),
    W_PRECUT: frozenset({D.BLANKET, D.WRENCH, D.FREEZER, D.SCRAMBLER, D.HAMMER, D.XRAY}),
    W_POSTCUT: frozenset({D.AMPLIFIER, D.JAMMER, D.CRIMPER, D.DYNAMO}),
    W_BOOM: frozenset({D.HELMET, D.SHIELD, D.DYNAMO}),
}
PICK_TOOLS = (D.SNIFFER, D.TOOLKIT)     # "while you are choosing your action"


def cutter_of(s: AcademyState, p: int) -> str | None:
    """The wire `p` cuts this round, if any (an Air-Horned player resolves as Chicken)."""
    a = s.act[p]
    return a if a in s.wires and not s.airhorned[p] else None


def is_chicken(s: AcademyState, p: int) -> bool:
    return s.act[p] == D.CHICKEN or s.airhorned[p]


def pick_tools(s: AcademyState, seat: int) -> list[Use]:
    return [Use(t) for t in PICK_TOOLS if t in s.tools[seat]]


def window_uses(s: AcademyState, seat: int) -> list[Use]:
    """The tool uses open to `seat` in the current window (empty if none)."""
    w = s.window
    if w is None or w.closed:
        return []
    held = [t for t in s.tools[seat] if t in WINDOW_TOOLS[w.kind]]
    out: list[Use] = []
    for tool in sorted(held):
        out.extend(_uses(s, seat, tool))
    return out


def _uses(s: AcademyState, seat: int, tool: str) -> list[Use]:
    w = s.window
    assert w is not None
    mine = cutter_of(s, seat)
    c = s.cut
    if tool == D.AIRHORN:
        # "Pick two other players who played cutters." (R-A11)
        others = [p for p in range(s.players) if p != seat and cutter_of(s, p)]
        return [Use(tool, (str(a), str(b))) for a, b in itertools.combinations(others, 2)]
    if tool == D.JUMPER:
        if mine is None:
            return []
        i = s.wires.index(mine)   # Green is not adjacent to Yellow: no wrap-around
        return [Use(tool, (s.wires[j],)) for j in (i - 1, i + 1) if 0 <= j < len(s.wires)]
    if tool == D.SWITCH:
        if mine is None:
            return []
        return [Use(tool, (str(p),)) for p in range(s.players)
                if p != seat and cutter_of(s, p) not in (None, mine)]
    if tool == D.SCHEMATICS:
        cards = list(s.hands[seat])   # the played card is on the table, not in the hand
        if w.kind == W_PROTECTED:
            cards = [x for x in cards if x != D.WAIT]      # R-A4: the Wait step is over
        return [Use(tool, (x,)) for x in cards]
    if tool == D.ORDERS:
        ok = (w.wire is not None and mine == w.wire and w.waiter != seat
              and seat not in s.orders.get(w.wire, []))
        return [Use(tool)] if ok else []
    if c is None:
        return []
    inside = seat in c.cutters
    alone = c.cutters == (seat,)
    n_exposed = len(s.exposed[c.wire])
    if tool in (D.BLANKET, D.WRENCH):        # "someone else" (R-A18)
        return [Use(tool)] if not inside else []
    if tool == D.FREEZER:
        if not inside or n_exposed < D.FREEZER_CARDS:    # R-A6
            return []
        return [Use(tool, (str(i), str(j)))
                for i, j in itertools.combinations(range(n_exposed), 2)]
    if tool == D.SCRAMBLER:
        return [Use(tool)] if inside and n_exposed >= D.SCRAMBLER_CARDS else []
    if tool == D.HAMMER:
        return [Use(tool)] if alone else []
    if tool == D.XRAY:
        return [Use(tool)] if alone and c.xray is None else []
    if tool == D.AMPLIFIER:
        return [Use(tool)] if alone and not c.amplified else []
    if tool == D.JAMMER:
        return [Use(tool)] if inside and len(c.cutters) > 1 else []
    if tool == D.CRIMPER:
        return [Use(tool)] if not inside else []
    if tool == D.DYNAMO:
        # "after a zero card is flipped ... during a cut" (R-A7: the cut's own cards)
        return [Use(tool)] if 0 in c.flips else []
    if tool == D.HELMET:
        return [Use(tool)] if seat in s.responsible and seat not in s.helmets else []
    if tool == D.SHIELD:
        if seat in s.responsible:
            return []
        return [Use(tool, (str(p),)) for p in s.responsible]
    return []


def gain(s: AcademyState, seat: int, delta: int, why: str, ev: list[Event]) -> None:
    """Change a score; scores never drop below zero (R-A2)."""
    new = max(0, s.scores[seat] + delta)
    real = new - s.scores[seat]
    s.scores[seat] = new
    ev.append(Event("academy.score", {"seat": seat, "delta": real, "score": new, "why": why}))


def use_tool(s: AcademyState, seat: int, use: Use, ev: list[Event]) -> None:
    """Resolve one tool fully, then discard it from the game."""
    tool, args = use.tool, use.args
    s.tools[seat].remove(tool)
    ev.append(Event("academy.tool.used", {"seat": seat, "tool": tool, "args": list(args)}))
    w = s.window
    if w is not None:
        w.passed.clear()          # after a tool, everybody may reconsider
    if tool == D.SNIFFER:
        for wire in s.wires:
            s.known_top[seat][wire] = True
        ev.append(Event("academy.peek.seen", {"seat": seat, "tops": {
            wire: s.decks[wire][-1] for wire in s.wires if s.decks[wire]}}, frozenset({seat})))
    elif tool == D.TOOLKIT:                  # R-A17
        s.hands[seat] = list(D.action_cards_for(s.players))
        s.stacks[seat] = []
        s.wait_out[seat] = False
    elif tool == D.AIRHORN:
        for a in args:
            s.airhorned[int(a)] = True
    elif tool == D.JUMPER:
        s.act[seat] = args[0]
    elif tool == D.SWITCH:                   # R-A16
        p = int(args[0])
        s.act[seat], s.act[p] = s.act[p], s.act[seat]
        s.switches.append((seat, p))
    elif tool == D.SCHEMATICS:
        _schematics(s, seat, args[0])
    elif tool == D.ORDERS:
        assert w is not None and w.wire is not None
        s.orders.setdefault(w.wire, []).append(seat)
    elif tool == D.BLANKET:
        assert s.cut is not None and w is not None
        s.cut.blankets.append(seat)
        w.closed = True           # "No other Tools may be played between ..."
    elif tool == D.WRENCH:
        assert s.cut is not None
        if B.flip(s, s.cut.wire, ev, why="wrench"):
            # "resolve as if the cutting player(s) triggered it with a cut"
            explode(s, s.cut.wire, s.cut.cutters, ev)
    elif tool == D.FREEZER:
        assert s.cut is not None
        B.shuffle_back(s, s.cut.wire, [int(a) for a in args], ev, "freezer")
    elif tool == D.SCRAMBLER:
        assert s.cut is not None
        n = len(s.exposed[s.cut.wire])
        B.shuffle_back(s, s.cut.wire, list(range(n - D.SCRAMBLER_CARDS, n)), ev, "scrambler")
    elif tool == D.HAMMER:
        assert s.cut is not None
        if B.flip(s, s.cut.wire, ev, why="hammer"):
            explode(s, s.cut.wire, (seat,), ev)      # "score zero", triggered by your cut
        else:
            gain(s, seat, s.exposed[s.cut.wire][-1] + D.HAMMER_BONUS, "hammer", ev)
    elif tool == D.XRAY:
        assert s.cut is not None
        s.cut.xray = seat
    elif tool == D.AMPLIFIER:
        assert s.cut is not None
        s.cut.amplified = True
    elif tool == D.JAMMER:
        assert s.cut is not None
        s.cut.jammers.append(seat)
    elif tool == D.CRIMPER:
        assert s.cut is not None
        gain(s, seat, B.chain(s, s.cut.wire), "crimper", ev)
    elif tool == D.DYNAMO:
        zeros = sum(v == 0 for wire in s.wires for v in s.exposed[wire])
        gain(s, seat, zeros, "dynamo", ev)
    elif tool == D.HELMET:
        s.helmets.append(seat)
    elif tool == D.SHIELD:
        gain(s, seat, D.SHIELD_GAIN, "shield", ev)
        s.shields.append((seat, int(args[0])))
    elif tool == D.MIRROR:
        for wire in s.wires:
            s.known_tiles[seat][wire] = True
        ev.append(Event("academy.peek.seen", {"seat": seat, "tiles": {
            wire: list(s.tiles[wire]) for wire in s.wires}}, frozenset({seat})))


def _schematics(s: AcademyState, seat: int, card: str) -> None:
    """Take the played card back "(into your hand)" and play `card` instead (R-A4:
    effects already resolved, such as a Wait's points and protection, stay; a Wait
    taken back is in the hand again, as Toolkit can bring one back within a bomb)."""
    old = s.stacks[seat].pop()
    s.hands[seat].remove(card)
    s.hands[seat] = sorted(s.hands[seat] + [old], key=D.ACTION_CARDS.index)
    s.stacks[seat].append(card)
    s.picks[seat] = card
    s.act[seat] = card


def explode(s: AcademyState, wire: str, responsible: tuple[int, ...], ev: list[Event]) -> None:
    s.exploded = True
    s.boom_wire = wire
    s.responsible = tuple(sorted(responsible))
    ev.append(Event("academy.bomb.exploded", {"wire": wire, "seats": list(s.responsible)}))
