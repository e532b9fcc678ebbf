"""Shared board effects: cutting wires, info tokens, the detonator, validation
tokens, equipment unlocking, explosions and the end of the game."""
from __future__ import annotations

from typing import Any

from engine.busters import marks
from engine.busters.components import DETONATOR_MAX, Value
from engine.busters.missions import get_mission
from engine.busters.state import OVER, BustersState, Slot, Token
from engine.core.event import Event


def ev(s: BustersState, key: str, visible_to: frozenset[int] | None = None,
       **params: Any) -> Event:
    e = Event(key, params, visible_to)
    s.log.append(e)
    return e


def sees(s: BustersState, viewer: int | None, owner: int, slot: Slot) -> bool:
    """Whether `viewer` sees this uncut wire of `owner`'s: its owner does, unless it
    is flipped round, when only its teammates do (missions 38, 56, 64)."""
    if marks.FLIPPED in slot.marks:
        return viewer is not None and viewer != owner
    return viewer == owner


def cut(s: BustersState, out: list[Event], seat: int, stand: int, slot: int,
        why: str) -> Value:
    """Cut (or reveal) a wire in place: it stays face up in front of its slot."""
    sl = s.slot(seat, stand, slot)
    sl.cut = True
    out.append(ev(s, "busters.wire.cut", addr=[seat, stand, slot], wire=sl.wire.text,
                  value=sl.wire.value, why=why))
    return sl.wire.value


def insert_sorted(slots: list[Slot], slot: Slot) -> int:
    """Put a wire into a stand at its place in ascending order, after the wires of
    equal value (a swap, Nano's wire, the Grappling Hook); out-of-order wires (X,
    flipped) keep their ends of the stand. Returns its index."""
    lead = 0
    while lead < len(slots) and marks.UNSORTED & slots[lead].marks:
        lead += 1
    end = len(slots)
    while end > lead and marks.UNSORTED & slots[end - 1].marks:
        end -= 1
    i = lead
    while i < end and slots[i].wire.tenths <= slot.wire.tenths:
        i += 1
    slots.insert(i, slot)
    return i


def move_wire(s: BustersState, out: list[Event], source: tuple, seat: int, stand: int) -> int:
    """Move an uncut wire into a stand, at its place in order (Nano's wire, mission 43;
    a pile's wire; the Grappling Hook): `source` is (seat, stand, slot) or ("pile", id),
    a pile giving its last wire (its order is random: nobody knows it). Everyone sees
    where it goes; only its new owner sees what it is. Returns its new slot."""
    from engine.busters.state import Slot as _Slot
    if source[0] == "pile":
        slot = _Slot(s.piles[source[1]].pop())
    else:
        slot = s.hands[source[0]][source[1]].slots.pop(source[2])
    i = insert_sorted(s.hands[seat][stand].slots, slot)
    out.append(ev(s, "busters.wire.moved", source=list(source), to=[seat, stand, i]))
    if source[0] != "pile" and source[0] != seat:
        # its old owner still knows what it was (the view must keep what it knew)
        out.append(ev(s, "busters.wire.given", frozenset({source[0]}), addr=[seat, stand, i],
                      wire=slot.wire.text))
    out.append(ev(s, "busters.wire.received", frozenset({seat}), addr=[seat, stand, i],
                  wire=slot.wire.text))
    return i


def place_token(s: BustersState, out: list[Event], seat: int, stand: int, slot: int,
                token: Token | None, beside: bool = False) -> None:
    """Put an info token in front of a wire (or beside its stand: the stand holds that
    value, mission 50). Numbered tokens are 2 of each value; on a shortage (FAQ "Info
    Token Shortage", R-BB9) one whose wire is cut is taken, and if there is none the
    token is said aloud: a "spoken" token nobody may lose. Parity and count tokens
    are never short (FACTS.md: treated as sufficient)."""
    if token is None:                       # mission hook: no token (e.g. not on red)
        return
    if beside:
        if token.kind == marks.VALUE:
            token = Token(token.value, kind=marks.HOLDS)
        place_beside(s, out, seat, stand, token)
        return
    sl = s.slot(seat, stand, slot)
    params = dict(addr=[seat, stand, slot], value=token.value, token=token.text)
    if not _take(s, token):
        for st in s.stands():
            for i, other in enumerate(st.slots):
                tok = next((t for t in other.tokens if t.value == token.value and not t.spoken
                            and t.kind in marks.NUMBERED), None)
                if other.cut and tok is not None:
                    other.tokens.remove(tok)
                    sl.tokens.append(token)
                    out.append(ev(s, "busters.info.repurposed", source=[st.seat, st.index, i],
                                  **params))
                    return
        token.spoken = True
        sl.tokens.append(token)
        out.append(ev(s, "busters.info.spoken", **{**params, "token": token.text}))
        return
    sl.tokens.append(token)
    out.append(ev(s, "busters.info.placed", **params))


def place_beside(s: BustersState, out: list[Event], seat: int, stand: int,
                 token: Token) -> None:
    """A token beside a stand ("+7" the stand holds a 7, "-7" the hand holds none):
    said aloud when no token of the value is left."""
    if not _take(s, token):
        token.spoken = True
    s.hands[seat][stand].beside.append(token)
    out.append(ev(s, "busters.info.beside", seat=seat, stand=stand, value=token.value,
                  token=token.text))


def _take(s: BustersState, token: Token) -> bool:
    """Take a numbered token from the supply (True), or find none left (False)."""
    if token.kind not in marks.NUMBERED or token.value not in s.info_supply:
        return True
    if s.info_supply[token.value] > 0:
        s.info_supply[token.value] -= 1
        return True
    return False


def proof(seat: int, values: list | None) -> dict:
    """An event's params saying that `seat`'s hand (its X wires aside) holds none of
    `values` now, public by the rules (read by engine/busters/inference); none if
    there is no such proof."""
    return {"none": list(values), "of": seat} if values else {}


def explode(s: BustersState, out: list[Event], key: str = "busters.outcome.red") -> None:
    s.result = (False, key)
    s.phase = OVER
    out.append(ev(s, "busters.explosion", reason=key))


def advance(s: BustersState, out: list[Event], steps: int = 1) -> None:
    """The detonator moves towards the skull; on the skull the bomb explodes."""
    if steps <= 0:
        return
    s.detonator -= steps
    out.append(ev(s, "busters.detonator.advanced", steps=steps, spaces=max(s.detonator, 0)))
    if s.detonator <= 0:
        s.detonator = 0
        explode(s, out, "busters.outcome.detonator")


def rewind(s: BustersState, out: list[Event], steps: int = 1) -> None:
    s.detonator = min(DETONATOR_MAX, s.detonator + steps)
    out.append(ev(s, "busters.detonator.rewound", spaces=s.detonator))


def after_cuts(s: BustersState, out: list[Event]) -> None:
    """Validation tokens (every copy in play cut, R-BB21), equipment unlocking
    (R-BB24), the win."""
    mission = get_mission(s.mission)
    counts = s.cut_counts()
    for v in range(1, 13):
        if not mission.spec(s.players).validation:
            break
        if v not in s.validated and s.in_play.get(v, 0) and counts.get(v, 0) == s.in_play[v]:
            s.validated.append(v)
            out.append(ev(s, "busters.validation", value=v))
    for card in list(s.equipment):        # the False Bottom may add cards: they are seen too
        if card.status == "locked" and mission.equipment_unlocked(s, card):
            card.status = "ready"
            out.append(ev(s, "busters.equipment.unlocked", number=card.number, name=card.name))
            if card.name == "false_bottom":
                false_bottom(s, out, card)
            elif card.name == "emergency_drop":
                emergency_drop(s, out, card)
            elif card.name == "disintegrator":
                disintegrator(s, out, card)
    check_win(s, out)


def emergency_drop(s: BustersState, out: list[Event], card: Any) -> None:
    """Sticker C, 3-3 Emergency Drop (instant): every used equipment card is turned
    face up again, usable again this mission; then it is spent itself (R-BB92)."""
    again = [c.number for c in s.equipment if c.status == "used"]
    for c in s.equipment:
        if c.status == "used":
            c.status = "ready"
    card.status = "used"
    out.append(ev(s, "busters.emergency_drop", numbers=again))


def disintegrator(s: BustersState, out: list[Event], card: Any) -> None:
    """Sticker C, 10-10 Disintegrator (instant): a random numbered info token from the
    supply names a value; every remaining wire of that value is cut, in every hand.
    The yellow tokens carry no number: they are left out of the draw (R-BB92)."""
    card.status = "used"
    tokens = [v for v, n in sorted(s.info_supply.items(), key=lambda x: str(x[0]))
              if isinstance(v, int) for _ in range(n)]
    if not tokens:
        out.append(ev(s, "busters.disintegrator", value=None))
        return
    v = s.rng.choice(tokens)
    out.append(ev(s, "busters.disintegrator", value=v))
    for st in s.stands():
        for i, sl in enumerate(st.slots):
            if not sl.cut and sl.wire.value == v:
                cut(s, out, st.seat, st.index, i, why="disintegrator")


def false_bottom(s: BustersState, out: list[Event], card: Any) -> None:
    """Rule sticker A, the False Bottom (instant effect): 2 more equipment cards from
    the pile join the game; those whose wires are already cut are usable at once
    (after_cuts goes on with them). The card is then spent (R-BB28)."""
    from engine.busters.components import CAMPAIGN_EQUIPMENT, EQUIPMENT
    from engine.busters.state import Equipment
    card.status = "used"
    drawn = [s.equipment_pile.pop(0) for _ in range(min(2, len(s.equipment_pile)))]
    out.append(ev(s, "busters.false_bottom", numbers=drawn))
    for n in drawn:
        s.equipment.append(Equipment(n, (EQUIPMENT | CAMPAIGN_EQUIPMENT)[n]))


def check_win(s: BustersState, out: list[Event]) -> None:
    if s.result is None and get_mission(s.mission).defused(s):
        s.result = (True, "busters.outcome.defused")
        s.phase = OVER
        out.append(ev(s, "busters.defused"))
