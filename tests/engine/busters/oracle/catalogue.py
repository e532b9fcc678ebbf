"""Every event key the engine emits, declared once: what it proves about the hands
(a fact checked on each candidate deal, replayed on the hands of that moment), that
it proves nothing a view does not already show, or that the oracle does not model it
(the position is counted as out of reach by that name). A key matching no entry
raises UnknownEvent: a new mission cannot slip past."""
from __future__ import annotations

import re
from typing import Any

from tests.engine.busters.oracle.table import Fact, OutOfReach, Table
from tests.engine.busters.oracle.wires import colour, game_value


class UnknownEvent(Exception):
    pass


def _v(x: Any) -> Any:
    return "Y" if x in ("Y", "yellow") else "R" if x in ("R", "red") else int(x)


# ---- facts ----------------------------------------------------------------------

def holds(t: Table, seat: int, i: int, values: list) -> list[Fact]:
    """An announced value: "the announced value must still be one you currently have
    uncut in your own hand" (FAQ); X or Y Ray: "You must have both values in your
    hand". The viewer's own announcements tell the viewer nothing new."""
    if seat == t.view.seat:
        return []
    hand = t.hand_then(seat, i)
    return [lambda w, v=_v(v): any(game_value(w[a]) == v for a in hand) for v in values]


def declared(t: Table, i: int, e: Any) -> list[Fact]:
    seat, values = e.params["seat"], e.params["values"]
    hand = t.hand_then(seat, i)
    if seat == t.view.seat or not any("flipped" in t.slot[a].marks for a in hand):
        return holds(t, seat, i, values)
    # R-BB27 (missions 38, 56, 64): its owner may announce any value, as its flipped
    # wire may hold it; "If that cut action fails, the bomb explodes", and the flipped
    # wire is cut without equipment (nor the Stabilizer). So a tool or the Stabilizer,
    # or a plain miss that did not explode, means a wire it sees holds the value; a
    # miss that exploded as the flipped wire's (busters.unseen.missed), none does.
    seen = [a for a in hand if "flipped" not in t.slot[a].marks]
    said = [lambda w, v=_v(v): any(game_value(w[a]) == v for a in seen) for v in values]
    if e.params.get("tools") or e.params.get("stabilized"):
        return said
    if e.key != "busters.dual_cut.declared" or len(values) != 1:
        return []
    after = [x.key for x in t.view.history[i + 1:i + 4]]
    result = next((k for k in after if k in ("busters.dual_cut.success",
                                             "busters.dual_cut.failure")), None)
    if result == "busters.dual_cut.failure" and "busters.unseen.missed" in after:
        return [lambda w, v=_v(values[0]): not any(game_value(w[a]) == v for a in seen)]
    if result == "busters.dual_cut.failure" and _outcome_after(t, i) is None:
        return said
    return []


def _outcome_after(t: Table, i: int) -> str | None:
    """How the resolution begun at entry i ended: "saved" (Stabilizer: no explosion on
    a red wire), "red" (exploded on a red wire), "other" (any other explosion), None."""
    for e in t.view.history[i + 1:i + 8]:
        if e.key == "busters.stabilizer.saved":
            return "saved"
        if e.key == "busters.explosion":
            return "red" if e.params.get("reason") == "busters.outcome.red" else "other"
        if e.key in ("busters.turn.start", "busters.dual_cut.declared",
                     "busters.detector.declared"):
            return None
    return None


def dual_failure(t: Table, i: int, e: Any) -> list[Fact]:
    """"If the wire in question is red, the bomb explodes" (a Stabilizer: "If a red wire
    is cut, the bomb does not explode" and "If the chosen wire is RED, do not place an
    info token"). So a failed wire is red exactly when the bomb exploded on red or the
    Stabilizer saved it; else it is neither red nor any announced value."""
    addr = t.wire_at(i, e.params["addr"])
    j, decl = _declaration(t, i)
    values = [_v(v) for v in decl.params["values"]]
    end = _outcome_after(t, i)
    if end in ("red", "saved"):
        return [lambda w: t.red(w[addr])]
    return [lambda w: not t.red(w[addr]) and game_value(w[addr]) not in values]


def _declaration(t: Table, i: int) -> Any:
    for j in range(i - 1, -1, -1):
        e = t.view.history[j]
        if e.key in ("busters.dual_cut.declared", "busters.detector.declared"):
            return j, e
    raise OutOfReach("failure without a declaration")


def _pointed(t: Table, j: int, decl: Any) -> list:
    return [t.wire_at(j, a) for a in decl.params["addrs"]]


def detector_success(t: Table, i: int, e: Any) -> list[Fact]:
    """"Success if at least one of the wires matches the announced value" (the owner
    then cuts one of them, saying nothing of the others)."""
    j, decl = _declaration(t, i)
    addrs = _pointed(t, j, decl)
    values = [_v(v) for v in decl.params["values"]]
    return [lambda w: any(not t.red(w[a]) and game_value(w[a]) in values for a in addrs)]


def detector_failure(t: Table, i: int, e: Any) -> list[Fact]:
    """None of the pointed wires is the value; "If both designated wires are red, the
    bomb explodes. If only one is red, [it] explodes only if the player chooses to
    reveal the red one" (FAQ): the bomb goes on unless every one is red."""
    j, decl = _declaration(t, i)
    addrs = _pointed(t, j, decl)
    values = [_v(v) for v in decl.params["values"]]
    none = lambda w: not any(not t.red(w[a]) and game_value(w[a]) in values for a in addrs)
    end = _outcome_after(t, i)
    if end in ("red", "saved"):
        return [none, lambda w: all(t.red(w[a]) for a in addrs)]
    # "The teammate ... must put an Info token in front of the 'not red' wire"
    # (rulebook, Double Detector): the wire its token lands on is not red
    tokened = [t.wire_at(k, x.params["addr"])
               for k, x in enumerate(t.view.history[i + 1:i + 4], i + 1)
               if x.key in ("busters.info.placed", "busters.info.spoken", "busters.info.repurposed")]
    return [none, lambda w: not all(t.red(w[a]) for a in addrs)] + \
        [lambda w, a=a: not t.red(w[a]) for a in tokened if a in addrs]


def radar(t: Table, i: int, e: Any) -> list[Fact]:
    """General Radar: "say Yes! if they have 1 or more uncut blue wires of that value
    on their stand ... they answer separately for each stand"; "a 7.5 red wire does
    NOT count as 7"; mission 20: "X wires ignore all equipment ... General Radar"; a
    flipped wire's owner does not see it (answers for the wires it sees)."""
    v = int(e.params["value"])
    out: list[Fact] = []
    for seat, stand, yes in e.params["answers"]:
        if seat == t.view.seat:
            continue
        mine = [a for a in t.stand_then(seat, stand, i) if "x" not in t.slot[a].marks
                and "flipped" not in t.slot[a].marks]
        out.append(lambda w, mine=mine, yes=yes:
                   any(colour(w[a]) == "blue" and int(w[a]) == v for a in mine) == yes)
    return out


def beside_token(t: Table, i: int, e: Any) -> list[Fact]:
    """"-7": the hand holds no 7 (mission 13: "If they don't have a wire matching the
    value of the token, set it faceup next to their hand"; 22: "tokens of values they
    do not have in their hand"); "+7": the stand holds one (mission 50: the token goes
    "beside their hand" for the wire pointed at)."""
    seat, stand = e.params["seat"], e.params["stand"]
    text = e.params["token"].rstrip("!")
    v = _v(e.params["value"])
    if seat == t.view.seat:
        return []
    if text.startswith("-"):
        hand = t.hand_then(seat, i)
        return [lambda w: not any(game_value(w[a]) == v for a in hand)]
    if text.startswith("+"):
        mine = t.stand_then(seat, stand, i)
        return [lambda w: any(game_value(w[a]) == v for a in mine)]
    raise UnknownEvent(f"busters.info.beside {text}")


def given(t: Table, i: int, e: Any) -> list[Fact]:
    """Its old owner knew the wire it lost (seen before it moved)."""
    a, text = t.wire_at(i, e.params["addr"]), e.params["wire"]
    return [lambda w: w[a] == text]


def walkie_received(t: Table, i: int, e: Any) -> list[Fact]:
    """Each side of a swap knew the wire it gave: now on the other's stand."""
    swap = next(x for j, x in reversed(list(enumerate(t.view.history[:i])))
                if x.key == "busters.walkie.swapped")
    j = t.view.history.index(swap)
    p = swap.params
    mine = e.params["addr"]
    other = p["to_giver"] if list(mine) == list(p["to_mate"]) else p["to_mate"]
    a = t.wire_at(j, other)
    return [lambda w: w[a] == e.params["gave"]]


def counted(t: Table, i: int, e: Any) -> list[Fact]:
    """Count tokens: "the indicated value is present once, twice, three, or four times
    on that tile stand (including any already cut wires)", as the stand was when the
    token was placed (a later swap changes the stand, not the token's meaning). The
    wire it went in front of passed the token then ("These tokens cannot be placed in
    front of red wires"), even if a swap has since discarded the token (mission 24's
    FAQ: "If Walkie-Talkies ... are used on a wire that has an x1/x2/x3/x4 info token,
    that token is discarded")."""
    from tests.engine.busters.oracle.tokens import count_of, slot_predicate
    text = e.params["token"]
    k = count_of(text)
    if k is None:
        return []
    addr = e.params["addr"]
    a = t.wire_at(i, addr)
    fits = slot_predicate(text, t.view.mission, t.red)
    stand = t.stand_then(addr[0], addr[1], i, cut_too=True)
    return [lambda w: fits(w[a]) and
            sum(game_value(w[b]) == game_value(w[a]) for b in stand) == k]


def picked(t: Table, i: int, e: Any) -> list[Fact]:
    """Missions 18, 45, 51: the picked player must cut the revealed card's value; 45
    and 51: "If this player does not have the correct value wire, they choose 1 info
    token to put in front of their tile stand". A picked player who put a token proves
    it held no wire of that value then (one who cut: its declaration says it held;
    one who played a Coffee Mug instead says nothing)."""
    mission = t.view.mission
    card = next((x.params["card"] for x in reversed(t.view.history[:i])
                 if x.key == f"busters.m{mission}.revealed"), None)
    owner = e.params["owner"]
    if card is None or owner == t.view.seat:
        return []
    token = ("busters.info.placed", "busters.info.spoken", "busters.info.repurposed")
    for x in t.view.history[i + 1:]:
        if x.key in token and x.params["addr"][0] == owner:
            break                       # the token instead of a cut: it held none
        if x.key in ("busters.turn.start", f"busters.m{mission}.revealed") or \
                x.params.get("seat") == owner:
            return []                   # it cut (its declaration tells), or did else
    else:
        # not chosen yet: the table shows whether it is asked for the token (it then
        # has no wire of the value) or to cut
        import json
        data = json.loads(t.view.mission_public or "{}")
        if not (data.get("token") == owner
                or (data.get("step") == "token" and data.get("picked") == owner)):
            return []
    hand = t.hand_then(owner, i)
    v = _v(card)
    return [lambda w: not any(game_value(w[a]) == v for a in hand)]


def m26_skip(t: Table, i: int, e: Any) -> list[Fact]:
    """Mission 26: "If an active bomb disposal expert has no wires in hand matching the
    remaining visible numbers, they skip their turn": the skipped seat held no uncut
    wire of a face-up Number card then. The cards: all 12 start face up; each turn
    flips one down; "If, on their turn, no numbers are visible, flip all Number cards
    faceup"; "When all 4 wires of a number have been cut, remove the matching card"."""
    up = set(range(1, 13))
    down: set = set()
    for x in t.view.history[:i]:
        if x.key == "busters.m26.flipped":
            up.discard(x.params["card"]); down.add(x.params["card"])
        elif x.key == "busters.m26.all_up":
            up |= down; down = set()
        elif x.key == "busters.m26.removed":
            up.discard(x.params["card"]); down.discard(x.params["card"])
    seat = e.params["seat"]
    if seat == t.view.seat:
        return []
    hand = t.hand_then(seat, i)
    return [lambda w: not any(colour(w[a]) == "blue" and int(w[a]) in up for a in hand)]


#: Constraint cards A-F ("You must cut only even wires" ...): which wire values a
#: seat may cut under them; yellow and red wires have no number ("cut only even
#: wires" never allows a yellow one; "You cannot cut wires 4 to 9" does)
CUTTABLE = {
    "A": lambda v: isinstance(v, int) and v % 2 == 0,
    "B": lambda v: isinstance(v, int) and v % 2 == 1,
    "C": lambda v: isinstance(v, int) and 1 <= v <= 6,
    "D": lambda v: isinstance(v, int) and 7 <= v <= 12,
    "E": lambda v: isinstance(v, int) and 4 <= v <= 9,
    "F": lambda v: v == "Y" or (isinstance(v, int) and not 4 <= v <= 9),
}


def cannot_apply(t: Table, seat: int, i: int, letter: str, why: str) -> list[Fact]:
    """The seat could not cut under Constraint `letter` then: it held no uncut wire of
    a value the card lets it cut (a Dual Cut needs a wire of the value in one's own
    hand). Cards G-L never stop a cut by the hand alone."""
    if seat == t.view.seat:
        return []
    if letter not in CUTTABLE:
        raise OutOfReach(f"{why} under constraint {letter}")
    ok = CUTTABLE[letter]
    hand = t.hand_then(seat, i)
    return [lambda w: not any(not t.red(w[a]) and ok(game_value(w[a])) for a in hand)]


def m31_flipped(t: Table, i: int, e: Any) -> list[Fact]:
    """Mission 31: "When a bomb disposal expert cannot apply their constraint at the
    start of their turn, they flip the card facedown"."""
    return cannot_apply(t, e.params["seat"], i, e.params["constraint"], "m31 flip")


def _last(t: Table, i: int, key: str) -> Any:
    return next((x for x in reversed(t.view.history[:i]) if x.key == key), None)


def _depth(v: int) -> int:
    """Missions 44 and 54: "wires 1-4 = 1 token; wires 5-8 = 2 tokens; wires 9-12 = 3"."""
    return 1 if v <= 4 else 2 if v <= 8 else 3


#: oxygen missions: the cost of cutting a value, and the start amount by players
OXYGEN = {44: (_depth, None), 49: (lambda v: v, {2: 7, 3: 6, 4: 5, 5: 4}),
          63: (lambda v: v, None)}


def oxygen_skip(t: Table, i: int, seat: int) -> list[Fact]:
    """"If a bomb disposal expert cannot play because they do not have enough Oxygen
    tokens ... they skip their turn" (44, 49, 63): every value it held cost more than
    the oxygen it could spend then: 44 the reserve ("take from the reserve"), 49 its
    own tokens ("give a teammate as many Oxygen tokens as the wire value"), 63 the
    tokens passed to it ("put as many Oxygen tokens in the reserve as the value")."""
    m, n = t.view.mission, t.view.players
    cost, start = OXYGEN[m]
    hist = t.view.history[:i]
    if m == 44:
        left = 2 * n                 # "2 Oxygen tokens per bomb disposal expert"
        for x in hist:
            if x.key in ("busters.m44.oxygen", "busters.m44.refilled"):
                left = x.params["left"]
    elif m == 63:
        # "The Captain takes Oxygen tokens"; "At the end of their turn, the active bomb
        # disposal expert gives all remaining Oxygen tokens to the player on their
        # left"; "the Captain begins their turn by taking all Oxygen tokens from the
        # reserve": each holds their own (R-BB170)
        held = {p: 0 for p in range(n)}
        held[t.view.captain] = {2: 14, 3: 18, 4: 24, 5: 30}[n]
        for x in hist:
            if x.key in ("busters.m63.paid", "busters.m63.refilled"):
                held[x.params["seat"]] = x.params["left"]
            elif x.key == "busters.m63.passed":
                held[x.params["seat"]] -= x.params["n"]
                held[x.params["owner"]] += x.params["n"]
        left = held[seat]
    else:
        left = start[n]
        for x in hist:
            if x.key == "busters.m49.given":
                if x.params["seat"] == seat:
                    left -= x.params["n"]
                if x.params["owner"] == seat:
                    left += x.params["n"]
    hand = t.hand_then(seat, i)
    return [lambda w: not any(colour(w[a]) == "blue" and cost(int(w[a])) <= left
                              and not t.red(w[a]) for a in hand)]


def m54_skip(t: Table, i: int, seat: int) -> list[Fact]:
    """Mission 54: "If a player cannot play because they do not have enough Oxygen
    tokens at the start of their turn, they skip their turn": its own tokens then
    (9/6/3/2 each; a cut spends its depth into the reserve; "Each time a Validation
    token is put on the board, each bomb disposal expert takes 1 Oxygen token", from
    the reserve, the cutter first, while it lasts). Out of the box's 32 tokens."""
    n = t.view.players
    each = {2: 9, 3: 6, 4: 3, 5: 2}[n]
    oxygen = {p: each for p in range(n)}
    reserve = 32 - each * n
    cutter = t.view.captain
    for x in t.view.history[:i]:
        if x.key == "busters.m54.spent":
            cutter = x.params["seat"]
            oxygen[cutter] -= x.params["n"]
            reserve += x.params["n"]
            if oxygen[cutter] != x.params["left"]:
                raise OutOfReach("m54 oxygen count")
        elif x.key == "busters.m54.breathe":
            for k in range(x.params["n"]):
                oxygen[(cutter + k) % n] += 1
            reserve -= x.params["n"]
        elif x.key == "busters.turn.start":
            cutter = x.params["seat"]
    left = oxygen[seat]
    hand = t.hand_then(seat, i)
    return [lambda w: not any(colour(w[a]) == "blue" and _depth(int(w[a])) <= left
                              for a in hand)]


def m61_skipped(t: Table, i: int, e: Any) -> list[Fact]:
    """Mission 61: "Each player must apply their constraint. If they cannot apply
    theirs, they skip their turn": its card then. The cards now, each later shift
    ("clockwise or counter-clockwise", every card one place round the table) and
    replacement ("discard their Constraint card ... and replace it") undone."""
    import json
    data = json.loads(t.view.mission_public)
    ring, cards = data["ring"], list(data["cards"])
    for x in reversed(t.view.history[i:]):
        if x.key == "busters.m61.clockwise":
            cards = cards[1:] + [cards[0]]
        elif x.key == "busters.m61.counterclockwise":
            cards = [cards[-1]] + cards[:-1]
        elif x.key == "busters.m61.discarded":
            cards[ring.index(x.params["seat"])] = x.params["constraint"]
    seat = e.params["seat"]
    return cannot_apply(t, seat, i, cards[ring.index(seat)], "m61 skip")


def m65_skip(t: Table, i: int, seat: int) -> list[Fact]:
    """Mission 65: "If the active bomb disposal expert does not have a wire in their
    hand matching any of their numbers, they skip their turn": its Number cards then
    (the cards now, each later gift undone)."""
    import json
    cards = {int(k): list(v) for k, v in json.loads(t.view.mission_public)["cards"].items()}
    for x in reversed(t.view.history[i:]):
        if x.key == "busters.m65.given":
            cards[x.params["owner"]].remove(x.params["card"])
            cards[x.params["seat"]].append(x.params["card"])
    mine = set(cards[seat])
    hand = t.hand_then(seat, i)
    return [lambda w: not any(colour(w[a]) == "blue" and int(w[a]) in mine for a in hand)]


def m59_stuck(t: Table, i: int, e: Any) -> list[Fact]:
    """Mission 59: "If the bomb disposal expert cannot do a cut action with the
    available values (the cards below and in front of Nano), they skip their turn":
    it held none of the face-up values from Nano's card on, the way Nano faced. "When
    4 wires of a value have been cut, flip the matching Number card facedown"."""
    import json
    seat = e.params["seat"]
    if seat == t.view.seat:
        return []
    line = json.loads(t.view.mission_public)["line"]
    down = {x.params["card"] for x in t.view.history[:i] if x.key == "busters.m59.flipped"}
    # the event tells the way Nano faces once rotated ("and rotate Nano 180°"): it
    # faced the other way when the player could not cut
    step = -1 if e.params["side"] == "right" else 1
    k, ahead = line.index(e.params["card"]), set()
    while 0 <= k < len(line):
        if line[k] not in down:
            ahead.add(line[k])
        k += step
    hand = t.hand_then(seat, i)
    return [lambda w: not any(colour(w[a]) == "blue" and int(w[a]) in ahead for a in hand)]


def challenges(t: Table, i: int, e: Any) -> list[Fact]:
    """Challenge cards (55, 60) speak of cuts and of which wires are cut, all public,
    but Challenge 9: "A tile stand has only uncut ODD wires (a minimum of 6 wires)",
    met or not, says something of hidden wires: not modelled."""
    import json
    data = json.loads(t.view.mission_public)
    if 9 in data.get("challenges", []) + data.get("done", []):
        raise OutOfReach("challenge 9")
    return []


def setup_skipped(t: Table, i: int, e: Any) -> list[Fact]:
    """No set-up token: mission 18 ("do not put any info tokens"), 58 ("Return all the
    info tokens to the box"), the Captain at 2 players on 11, 27, 29 ("the Captain does
    not put an info token"). Anywhere else it would say something of the hand."""
    m, seat = t.view.mission, e.params["seat"]
    if m in (18, 58) or (m in (11, 27, 29) and t.view.players == 2 and seat == t.view.captain):
        return []
    raise OutOfReach("set-up token skipped")


def skipped(t: Table, i: int, e: Any) -> list[Fact]:
    """A skipped turn proves something only by its mission's rule; a seat whose hand is
    empty is skipped as the rulebook says ("No more wires?") and proves nothing."""
    seat, m = e.params["seat"], t.view.mission
    if not t.hand_then(seat, i) or seat == t.view.seat:
        return []
    if m == 26:
        return m26_skip(t, i, e)
    if m in (32, 37, 57):
        # "If an active bomb disposal expert cannot play due to the constraint, they
        # say so and skip their turn" (32, 37, 57): the visible card then
        card = _last(t, i, f"busters.m{m}.card")
        free = _last(t, i, "busters.m37.free") if m == 37 else None
        if free is not None:
            # "Once the deck is empty, there are no more constraints" (R-BB202)
            raise OutOfReach("busters.turn.skipped@m37 without a constraint")
        if card is None:
            raise OutOfReach(f"busters.turn.skipped@m{m} without a constraint")
        return cannot_apply(t, seat, i, card.params["constraint"], f"m{m} skip")
    if m == 41:
        # "If a bomb disposal expert has only their own tripwire (yellow wire) in their
        # hand (and any red wire), they skip their turn"
        hand = t.hand_then(seat, i)
        return [lambda w: all(game_value(w[a]) in ("Y", "R") for a in hand)]
    if m in OXYGEN:
        return oxygen_skip(t, i, seat)
    if m == 65:
        return m65_skip(t, i, seat)
    if m == 54:
        return m54_skip(t, i, seat)
    if m == 61 and i and t.view.history[i - 1].key == "busters.m61.skipped":
        return []                       # read with m61.skipped
    if m == 59 and i and t.view.history[i - 1].key == "busters.m59.stuck":
        return []                       # read with m59.stuck
    if m in (35, 66) and e.params["steps"] == 0:
        # nothing it could do (R-BB26): mission 35, "The wires indicated by the X
        # tokens can be cut ... only after all 4 yellow wires have been cut": its other
        # wires were all red; mission 66, "Cut yellow wires only when you're told to do
        # so": its wires were all yellow or red
        hand = t.hand_then(seat, i)
        if m == 35:
            hand = [a for a in hand if "x" not in t.slot[a].marks]
            return [lambda w: all(t.red(w[a]) for a in hand)]
        return [lambda w: all(game_value(w[a]) in ("Y", "R") for a in hand)]
    if m == 38:
        # R-BB93: a teammate skips "only when it has no cut at all but that wire" (the
        # Captain's flipped one): which wires are left to point at is public
        return []
    if m == 42 and any(x.key == "busters.m42.captain" for x in t.view.history[max(0, i - 3):i]):
        return []                       # the trapeze: "the old Captain's turn is skipped"
    raise OutOfReach(f"busters.turn.skipped@m{m}")


# ---- the catalogue ----------------------------------------------------------------

NOTHING = "nothing"

#: key (a regular expression, whole key) -> NOTHING, a fact maker, or ("out", why)
CATALOGUE: dict[str, Any] = {
    # set-up, turn flow and the board: nothing about hands a view does not show
    r"busters\.setup": NOTHING,
    r"busters\.info\.drawn": NOTHING,            # where it goes (front, beside) tells
    r"busters\.turn\.start": NOTHING,
    r"busters\.character\.chosen": NOTHING,
    r"busters\.window\.passed": NOTHING,
    r"busters\.pointed": NOTHING,                 # the declaration that follows tells
    r"busters\.detonator\.(advanced|rewound)": NOTHING,
    r"busters\.validation": NOTHING,
    r"busters\.equipment\.(unlocked|used)": NOTHING,
    r"busters\.personal\.used": NOTHING,
    r"busters\.explosion": NOTHING,               # read with the failure before it
    r"busters\.defused": NOTHING,
    r"busters\.penalty": NOTHING,
    r"busters\.emergency_drop": NOTHING,
    r"busters\.false_bottom": NOTHING,
    r"busters\.stabilizer\.saved": NOTHING,       # read with the failure before it
    # cuts: the wires cut are face up in the view; tokens are read from the view
    r"busters\.wire\.cut": NOTHING,
    r"busters\.dual_cut\.success": NOTHING,
    r"busters\.solo_cut": NOTHING,
    r"busters\.reveal_red": NOTHING,
    r"busters\.unseen\.(failed|missed)": NOTHING,     # read with the declaration
    r"busters\.info\.(placed|spoken|repurposed)": counted,   # others: read from the view
    r"busters\.info\.beside": beside_token,
    r"busters\.dual_cut\.declared": declared,
    r"busters\.detector\.declared": declared,
    r"busters\.dual_cut\.failure": dual_failure,
    r"busters\.detector\.success": detector_success,
    r"busters\.detector\.failure": detector_failure,
    r"busters\.radar\.answers": radar,
    r"busters\.turn\.skipped": skipped,
    # the Disintegrator: "All bomb disposal experts cut any remaining wires they have
    # matching this value": the cuts show; a value nobody cut is held by nobody
    r"busters\.disintegrator": NOTHING,
    # wires that move between stands (Walkie-Talkies, Grappling Hook, Nano, gifts)
    # wires that move between stands (Walkie-Talkies, Grappling Hook, Nano, piles):
    # undone by the Table; what the old owner still knows is a fact for it
    r"busters\.wire\.moved": NOTHING,
    r"busters\.walkie\.swapped": NOTHING,
    r"busters\.wire\.received": NOTHING,        # its new owner sees it in hand
    r"busters\.wire\.given": given,
    r"busters\.walkie\.received": walkie_received,
    r"busters\.info\.setup_skipped": setup_skipped,
    # missions
    r"busters\.mission\.\d+": NOTHING,            # a mission's own public clock/announce
    r"busters\.m(9|16|\d+)\.blocked": ("out", "sequence blocked"),
    r"busters\.m\d+\.moved": NOTHING,           # Nano, the Sequence card: not wires
    r"busters\.m10\.(snip|notme)": NOTHING,
    r"busters\.m12\.unlocked": NOTHING,
    r"busters\.m15\.(replaced|revealed|flipped)": NOTHING,
    r"busters\.m18\.revealed": NOTHING,
    r"busters\.m18\.picked": picked,
    r"busters\.m19\.(found|lied)": NOTHING,
    r"busters\.m22\.(giving)": NOTHING,
    r"busters\.m22\.given": NOTHING,              # the token it places is a beside/value token
    r"busters\.m23\.equipment": NOTHING,
    r"busters\.m25\.spoke": NOTHING,
    r"busters\.m26\.(flipped|all_up|removed)": NOTHING,   # read by the skip
    # mission 27: the tokens drawn, then placed (in front of a wire or beside)
    r"busters\.m27\.(line|taken)": NOTHING,
    # mission 29: Number cards (not wires) laid, revealed, drawn; the dial shows the rest
    r"busters\.m29\.(laid|revealed|discarded|drawn|returned)": NOTHING,
    # mission 30: the script's stages and cards (the yellow-wire count is left out)
    r"busters\.m30\.\w+": NOTHING,
    r"busters\.m31\.chosen": NOTHING,
    r"busters\.m31\.flipped": m31_flipped,
    r"busters\.m32\.card": NOTHING,             # read by the skip
    r"busters\.m34\.(stuck|guess|found|wrong)": ("out", "m34 constraint"),
    r"busters\.m36\.(removed|placed)": NOTHING,     # the Sequence card
    r"busters\.m37\.(card|free)": NOTHING,      # read by the skip
    r"busters\.m37\.nobody_played": NOTHING,    # each skip in the round says it
    r"busters\.m39\.dealt": NOTHING,
    r"busters\.m41\.pointed": NOTHING,
    r"busters\.m42\.\w+": NOTHING,              # the acts: the dial and the Captain
    r"busters\.m44\.(oxygen|refilled)": NOTHING,
    r"busters\.m45\.(revealed|snip|notme)": NOTHING,
    r"busters\.m45\.picked": picked,
    r"busters\.m47\.(passed|spread|sum|difference)": NOTHING,
    r"busters\.m48\.(declared|pointed)": NOTHING,
    r"busters\.m49\.given": NOTHING,
    r"busters\.m50\.\w+": NOTHING,
    r"busters\.m51\.revealed": NOTHING,
    r"busters\.m51\.picked": picked,
    r"busters\.m54\.(spent|breathe|breach)": NOTHING,   # oxygen; the leak is a wire.moved
    r"busters\.m57\.(card|nobody_played)": NOTHING,   # read by the skip
    r"busters\.m59\.stuck": m59_stuck,
    r"busters\.m59\.(flipped|turned|kept)": NOTHING,   # read by the stuck one
    r"busters\.m61\.skipped": m61_skipped,
    r"busters\.m61\.\w+": NOTHING,              # shifts, replacements: read by the skip
    r"busters\.m62\.done": NOTHING,
    r"busters\.m63\.(paid|refilled|passed)": NOTHING,
    r"busters\.m65\.given": NOTHING,
    # mission 66: the standee moves by the value cut (public), the squares' actions
    r"busters\.m66\.\w+": NOTHING,
    r"busters\.m\d+\.(declared|pointed)": NOTHING,      # multi-wire cuts: shown by their cuts
    r"busters\.m\d+\.(itsred|completed|completed_on)": challenges,
    r"busters\.m\d+\.discarded": NOTHING,
}

_COMPILED = [(re.compile(k), v) for k, v in CATALOGUE.items()]


def entry(key: str) -> Any:
    for pat, v in _COMPILED:
        if pat.fullmatch(key):
            return v
    raise UnknownEvent(key)


def facts(t: Table) -> list[tuple[str, Fact]]:
    """Every fact the history proves, named by the entry that proves it."""
    out: list[tuple[str, Fact]] = []
    for i, e in enumerate(t.view.history):
        rule = entry(e.key)
        if rule == NOTHING:
            continue
        if isinstance(rule, tuple):
            raise OutOfReach(rule[1])
        out.extend((f"{i} {e.key}", f) for f in rule(t, i, e))
    return out
