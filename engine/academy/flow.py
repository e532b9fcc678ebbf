"""The course of a round, a bomb and the game: the steps the engine runs by itself
between decisions (handbook: Gameplay, Wait, Cutters, Chicken, End of the round,
Triggering the bomb, Three bombs, Pressure plates, Tools)."""
from __future__ import annotations

import itertools

from engine.academy import bomb as B
from engine.academy import data as D
from engine.academy import tools as T
from engine.academy.state import (CHOOSE, DECISIONS, DRAFT, OVER, PEEK, PICK, PROTECT, TOOL,
                                  W_BOOM, W_POSTCUT, W_PRECUT, W_PROTECTED, W_REVEALED,
                                  AcademyState, Cut, Window)
from engine.core.event import Event

# automatic steps
REVEAL, WAITS, AFTER_WAITS, WIRES, CUT, SCORE = "reveal", "waits", "after_waits", "wires", "cut", "score"
BOOM_RESOLVE, CHICKENS, END_ROUND, END_BOMB = "boom_resolve", "chickens", "end_round", "end_bomb"


def pending(s: AcademyState) -> frozenset[int]:
    """The seats whose decision the game waits for."""
    st = s.stage
    if st == PICK:
        return frozenset(p for p in range(s.players) if s.picks[p] is None)
    if st == DRAFT:
        return frozenset(s.draft_queue[:1])
    if st == PROTECT:
        return frozenset(s.wait_queue[:1])
    if st == PEEK:
        return frozenset(s.chicken_queue[:1])
    if st == CHOOSE:
        assert s.cut is not None and s.cut.xray is not None
        return frozenset({s.cut.xray})
    if st == TOOL:
        seat = window_seat(s)
        return frozenset() if seat is None else frozenset({seat})
    return frozenset()


def window_seat(s: AcademyState) -> int | None:
    """Who is asked next in a tool window: lowest score first (R-A1), skipping those
    who passed and those with no tool usable now."""
    w = s.window
    if w is None or w.closed:
        return None
    for p in s.order(range(s.players)):
        if p not in w.passed and T.window_uses(s, p):
            return p
    return None


def open_window(s: AcademyState, kind: str, resume: str, wire: str | None = None,
                waiter: int | None = None) -> None:
    s.window = Window(kind=kind, resume=resume, wire=wire, waiter=waiter)
    s.stage = TOOL


def run(s: AcademyState, ev: list[Event]) -> None:
    """Run automatic steps until somebody must decide or the game is over."""
    while s.stage != OVER:
        if s.stage in DECISIONS:
            if pending(s):
                return
            _decision_done(s, ev)
        else:
            STEPS[s.stage](s, ev)


def _decision_done(s: AcademyState, ev: list[Event]) -> None:
    st = s.stage
    if st == PICK:
        s.stage = REVEAL
    elif st == TOOL:
        assert s.window is not None
        s.stage, s.window = s.window.resume, None
    elif st == PROTECT:
        s.stage = AFTER_WAITS
    elif st == PEEK:
        s.stage = END_ROUND
    elif st == DRAFT:
        if s.display:
            ev.append(Event("academy.draft.discarded", {"tools": list(s.display)}))
        s.display = []
        s.stage = PICK
        ev.append(Event("academy.round.started", {"bomb": s.bomb, "round": s.round_no}))


# ---- the round ----------------------------------------------------------------
def _reveal(s: AcademyState, ev: list[Event]) -> None:
    s.revealed = True
    s.rounds_played += 1
    for p in range(s.players):
        card = s.picks[p]
        assert card is not None
        s.stacks[p].append(card)       # overlapping the older cards on the table
        s.act[p] = card
    ev.append(Event("academy.revealed", {"cards": {str(p): s.picks[p] for p in range(s.players)}}))
    open_window(s, W_REVEALED, WAITS)


def _waits(s: AcademyState, ev: list[Event]) -> None:
    # "Any player that played a Wait card immediately takes 3 points ... Then, each
    # of those players declares one wire" (one at a time in score order, R-A3).
    waiters = [p for p in range(s.players) if s.act[p] == D.WAIT]
    for p in waiters:
        T.gain(s, p, D.WAIT_POINTS, "wait", ev)
    s.waits_paid = list(waiters)
    s.wait_queue = s.order(waiters)
    s.stage = PROTECT


def _after_waits(s: AcademyState, ev: list[Event]) -> None:
    s.wire_i = 0
    if s.waits_paid:
        # Schematics: "If any players played Wait, you may play this card after
        # protected wires are declared."
        open_window(s, W_PROTECTED, WIRES)
    else:
        s.stage = WIRES


def cutters_of(s: AcademyState, wire: str) -> list[int]:
    return [p for p in range(s.players) if T.cutter_of(s, p) == wire]


def _wires(s: AcademyState, ev: list[Event]) -> None:
    """Resolve the wires one at a time from Green to Yellow."""
    while s.wire_i < len(s.wires):
        wire = s.wires[s.wire_i]
        cutters = cutters_of(s, wire)
        if wire in s.protected:
            if cutters:
                ev.append(Event("academy.cut.protected", {"wire": wire, "seats": cutters}))
            # Orders: "Cut the wire anyway ... Other players affected by the Wait do
            # not score" (R-A5: only the Orders players cut).
            cutters = [p for p in s.orders.get(wire, []) if p in cutters]
        if cutters:
            s.cut = Cut(wire=wire, cutters=tuple(sorted(cutters)))
            ev.append(Event("academy.cut.started", {"wire": wire, "seats": list(s.cut.cutters)}))
            open_window(s, W_PRECUT, CUT, wire=wire)
            return
        s.wire_i += 1
    s.stage = CHICKENS


def _cut(s: AcademyState, ev: list[Event]) -> None:
    c = s.cut
    assert c is not None
    if s.exploded:                  # a Wrench or Hammer set the bomb off before the cut
        open_window(s, W_BOOM, BOOM_RESOLVE, wire=c.wire)
        return
    if c.xray is not None:
        deck = s.decks[c.wire]
        c.xray_cards = [deck.pop() for _ in range(min(D.XRAY_DRAW, len(deck)))]   # R-A15
        B.forget_top(s, c.wire)
        ev.append(Event("academy.xray.drawn", {"seat": c.xray, "count": len(c.xray_cards)}))
        ev.append(Event("academy.xray.cards", {"seat": c.xray, "cards": list(c.xray_cards)},
                        frozenset({c.xray})))
        s.stage = CHOOSE
        return
    flip_cards(s, ev, [None] * len(c.cutters))


def choose_xray(s: AcademyState, index: int, ev: list[Event]) -> None:
    c = s.cut
    assert c is not None
    card = c.xray_cards.pop(index)
    s.decks[c.wire].extend(c.xray_cards)     # "shuffle the rest back into the deck"
    s.rng.shuffle(s.decks[c.wire])
    c.xray_cards = []
    flip_cards(s, ev, [card])


def flip_cards(s: AcademyState, ev: list[Event], cards: list[int | None]) -> None:
    """Flip the cut's cards one at a time, the trigger moving with each."""
    c = s.cut
    assert c is not None
    for card in cards:
        boom = B.flip(s, c.wire, ev, value=card)
        c.flips.append(s.exposed[c.wire][-1])
        if boom:
            T.explode(s, c.wire, c.cutters, ev)
            break
    c.done = True
    if s.exploded:
        open_window(s, W_BOOM, BOOM_RESOLVE, wire=c.wire)
    else:
        open_window(s, W_POSTCUT, SCORE, wire=c.wire)    # before scoring (R-A13)


def _score(s: AcademyState, ev: list[Event]) -> None:
    c = s.cut
    assert c is not None
    n = len(c.cutters)
    full = B.full_value(s, c.wire, amplified=c.amplified)
    if n == 1:
        ev.append(Event("academy.cut.solo", {"wire": c.wire, "seat": c.cutters[0], "value": full}))
        T.gain(s, c.cutters[0], full, "solo", ev)
    else:
        share = full // n            # "divide ... evenly ..., ignoring remainders"
        ev.append(Event("academy.cut.shared", {"wire": c.wire, "seats": list(c.cutters),
                                               "value": full, "share": share}))
        for p in c.cutters:
            # Jammer: "Score as if you had cut the wire alone."
            T.gain(s, p, full if p in c.jammers else share,
                   "jammer" if p in c.jammers else "shared", ev)
    s.scored.append(c.wire)
    s.cut = None
    s.wire_i += 1
    s.stage = WIRES


def _boom_resolve(s: AcademyState, ev: list[Event]) -> None:
    """All cutters of the wire lose 5; Helmet and Shield change that; Chickens gain 5;
    a Bomb Blanket on the exploding cut gains 10; later wires are not cut."""
    shielded = {t for _, t in s.shields}
    for p in s.responsible:
        if p not in s.helmets and p not in shielded:
            T.gain(s, p, -D.EXPLOSION_LOSS, "explosion", ev)
    for h in s.helmets:
        for p in s.responsible:
            if p != h and p not in s.helmets and p not in shielded:   # R-A8
                T.gain(s, p, -D.HELMET_OTHERS_LOSS, "helmet", ev)
    for p in range(s.players):
        if T.is_chicken(s, p):
            T.gain(s, p, D.CHICKEN_BONUS, "chicken", ev)
    if s.cut is not None and s.cut.done:
        for p in s.cut.blankets:
            T.gain(s, p, D.BLANKET_GAIN, "blanket", ev)
    s.stage = END_BOMB


def _chickens(s: AcademyState, ev: list[Event]) -> None:
    # No explosion this round: Chickens peek, lowest score first.
    s.chicken_queue = s.order([p for p in range(s.players) if T.is_chicken(s, p)])
    s.stage = PEEK


def peek_pairs(s: AcademyState) -> list[tuple[str, str]]:
    return list(itertools.combinations(s.wires, 2))


def _end_round(s: AcademyState, ev: list[Event]) -> None:
    for a, b in s.switches:
        # Switch: "At the end of the round, swap cutters back, leaving them on the table"
        # (R-A16: the cards never left their owners' tables here)
        ev.append(Event("academy.switch.back", {"seats": [a, b]}))
    limit = D.table_limit(s.players)
    for p in range(s.players):
        if len(s.stacks[p]) >= limit:
            card = s.stacks[p].pop(0)
            if card == D.WAIT:
                s.wait_out[p] = True          # discarded into the point supply
                ev.append(Event("academy.wait.discarded", {"seat": p}))
            else:
                s.hands[p] = sorted(s.hands[p] + [card], key=D.ACTION_CARDS.index)
                ev.append(Event("academy.card.returned", {"seat": p, "card": card}))
    B.move_plates(s, ev)
    ev.append(Event("academy.round.ended", {"bomb": s.bomb, "round": s.round_no}))
    s.round_no += 1
    new_round(s)
    s.stage = PICK
    ev.append(Event("academy.round.started", {"bomb": s.bomb, "round": s.round_no}))


def new_round(s: AcademyState) -> None:
    n = s.players
    s.picks, s.act, s.airhorned = [None] * n, [None] * n, [False] * n
    s.revealed = False
    s.switches, s.waits_paid, s.wait_queue, s.protected = [], [], [], []
    s.orders, s.window, s.cut, s.wire_i, s.scored = {}, None, None, 0, []
    s.exploded, s.boom_wire, s.responsible = False, None, ()
    s.helmets, s.shields, s.chicken_queue = [], [], []


def _end_bomb(s: AcademyState, ev: list[Event]) -> None:
    ev.append(Event("academy.bomb.ended", {"bomb": s.bomb, "scores": list(s.scores)}))
    if s.bomb == D.BOMBS:
        best = max(s.scores)
        s.winners = frozenset(p for p in range(s.players) if s.scores[p] == best)
        s.stage = OVER
        ev.append(Event("academy.game.over", {"winners": sorted(s.winners),
                                              "scores": list(s.scores)}))
        return
    start_bomb(s, s.bomb + 1, ev)


def start_bomb(s: AcademyState, bomb: int, ev: list[Event]) -> None:
    """Set everything up as at the beginning; players keep their points and tools and
    take back all their action cards, the Wait included."""
    s.bomb, s.round_no = bomb, 1
    B.setup_bomb(s)
    s.hands = [list(D.action_cards_for(s.players)) for _ in range(s.players)]
    s.stacks = [[] for _ in range(s.players)]
    s.wait_out = [False] * s.players
    new_round(s)
    ev.append(Event("academy.bomb.started", {"bomb": bomb}))
    if bomb == 1:
        s.stage = PICK
        ev.append(Event("academy.round.started", {"bomb": s.bomb, "round": s.round_no}))
        return
    B.place_plates(s, ev)
    # The draft: players + 1 tools face up, lowest score picks first (R-A19).
    s.display = [s.tool_deck.pop() for _ in range(min(s.players + 1, len(s.tool_deck)))]
    s.draft_queue = s.order(range(s.players))
    ev.append(Event("academy.draft.display", {"tools": list(s.display),
                                              "order": list(s.draft_queue)}))
    s.stage = DRAFT


STEPS = {
    REVEAL: _reveal, WAITS: _waits, AFTER_WAITS: _after_waits, WIRES: _wires, CUT: _cut,
    SCORE: _score, BOOM_RESOLVE: _boom_resolve, CHICKENS: _chickens, END_ROUND: _end_round,
    END_BOMB: _end_bomb,
}
