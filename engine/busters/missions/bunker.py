"""Mission 66's Bunker card (FACTS.md, "Mission 66 Bunker card"): two floors of 3
columns x 4 rows, the standee's moves between squares, and the way to the villain.
Squares are (row, column) from the top left, 0-based. A move goes towards one of the
card's sides: "up", "right", "down", "left"."""
from __future__ import annotations

from collections import deque
from functools import lru_cache
from typing import Any

SIDES = ("up", "right", "down", "left")
STEP = {"up": (-1, 0), "right": (0, 1), "down": (1, 0), "left": (0, -1)}
ROWS, COLS = 4, 3

#: square kinds by floor: "stairs" (cards icon: change floors), striped squares whose
#: ACTION does something ("key", "skull", "alarm", "villain"), "trap" (saw icon: the
#: dial advances), "heli" (the start), "grass" and "" (nothing)
FLOORS = {
    "front": (("stairs", "skull", ""),
              ("", "", ""),
              ("grass", "grass", "key"),
              ("heli", "grass", "grass")),
    "back": (("stairs", "trap", "alarm"),
             ("", "", ""),
             ("trap", "", "trap"),
             ("villain", "", "")),
}
STRIPED = ("key", "skull", "alarm", "villain")
#: what each striped square's ACTION opens (the reading FACTS.md gives, R-BB181)
OPENS = {"key": "door", "skull": "stairs", "alarm": "laser", "villain": "yellow"}

#: walls between two squares, and gates: walls until their ACTION opens them
WALLS = {
    "front": [((0, 0), (0, 1), "wall"), ((1, 0), (2, 0), "wall"), ((1, 1), (2, 1), "wall"),
              ((1, 2), (2, 2), "door")],
    "back": [((0, 0), (0, 1), "wall"), ((1, 0), (2, 0), "laser"), ((1, 1), (2, 1), "laser"),
             ((1, 2), (2, 2), "laser")],
}
#: the objectives in order, and where each is
GOALS = (("front", (2, 2), "key"), ("front", (0, 1), "skull"), ("front", (0, 0), "stairs"),
         ("back", (0, 2), "alarm"), ("back", (3, 0), "villain"))


def barrier(floor: str, a: tuple, b: tuple, done: set[str]) -> bool:
    """Whether a wall (or a gate not yet opened) stands between two squares."""
    for x, y, kind in WALLS[floor]:
        if {tuple(x), tuple(y)} == {tuple(a), tuple(b)}:
            return kind == "wall" or OPENS_BY.get(kind, "") not in done
    return False


#: the ACTION that opens each gate
OPENS_BY = {gate: square for square, gate in OPENS.items()}


def target(floor: str, pos: tuple, side: str, done: set[str]) -> tuple | None:
    """The square a move towards `side` reaches, or None where a wall, a closed gate,
    the card's edge or the closed stairs stop it."""
    r, c = pos[0] + STEP[side][0], pos[1] + STEP[side][1]
    if not (0 <= r < ROWS and 0 <= c < COLS) or barrier(floor, pos, (r, c), done):
        return None
    if FLOORS[floor][r][c] == "stairs" and floor == "front" and "skull" not in done:
        return None                       # the stairs open with the skull's ACTION
    return (r, c)


def distance(floor: str, pos: tuple, done: set[str], traps: float = 3.0) -> float:
    """Moves from `pos` to the next objective (a trap on the way counts `traps` moves;
    the other floor's squares count from its stairs); inf where it cannot be reached."""
    want = next_goal(floor, done)
    if want is None:
        return 0.0
    g_floor, g_pos = want
    best = {(floor, tuple(pos)): 0.0}
    queue = deque([(floor, tuple(pos))])
    while queue:
        f, p = queue.popleft()
        d = best[(f, p)]
        if (f, p) == (g_floor, g_pos):
            continue
        for side in SIDES:
            q = target(f, p, side, done)
            if q is None:
                continue
            nf, nq = arrive(f, q)
            cost = d + 1 + (traps if FLOORS[nf][nq[0]][nq[1]] == "trap" else 0)
            if cost < best.get((nf, nq), float("inf")):
                best[(nf, nq)] = cost
                queue.append((nf, nq))
    return best.get((g_floor, g_pos), float("inf"))


def route(floor: str, pos: tuple, done: set[str]) -> float:
    """Moves and ACTIONs still needed from here to the villain, goal after goal."""
    return _route(floor, tuple(pos), frozenset(done))


@lru_cache(maxsize=None)
def _route(floor: str, pos: tuple, done_now: frozenset[str]) -> float:
    # the bots ask it for every cut they weigh: the map has only 24 squares
    total, done = 0.0, set(done_now)
    for _ in range(len(GOALS)):
        want = next_goal(floor, done)
        if want is None:
            return total
        total += distance(floor, pos, done)
        floor, pos = want
        kind = square(floor, pos)
        if kind in STRIPED:
            done.add(kind)
            total += 1                   # its ACTION: a successful cut meeting the card
    return total


def next_goal(floor: str, done: set[str]) -> tuple[str, tuple] | None:
    """Where the standee should go next: the first striped square whose ACTION is not
    done (the front's stairs once the skull is done, until on the back floor)."""
    for g_floor, g_pos, kind in GOALS:
        if kind == "stairs":
            if floor == "front" and "skull" in done:
                return ("back", (0, 0))
            continue
        if kind not in done:
            return (g_floor, g_pos)
    return None


def arrive(floor: str, pos: tuple) -> tuple[str, tuple]:
    """Where the standee stands after entering `pos`: the stairs take it to the other
    floor's stairs ("flip the card over ... put the standee on the staircase space")."""
    if square(floor, pos) == "stairs":
        return other(floor), (0, 0)
    return floor, tuple(pos)


def other(floor: str) -> str:
    return "back" if floor == "front" else "front"


def square(floor: str, pos: Any) -> str:
    return FLOORS[floor][pos[0]][pos[1]]
