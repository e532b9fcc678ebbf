"""Setup and missions 1-8 (REF = shared/rules/bomb-busters-reference.md lines;
RB = the rulebook; FACTS = FACTS.md)."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.busters import GAME
from engine.busters.missions import MISSIONS
from tests.engine.busters.helpers import act, deal, legal

SEEDS = range(12)


def new(m: int, n: int, seed: int = 0):
    return GAME.new_game({"mission": m, "players": n}, seed)


@pytest.mark.parametrize("players,stands", [(2, [2, 2]), (3, [2, 1, 1]), (4, [1] * 4),
                                            (5, [1] * 5)])
def test_stands_by_player_count_and_an_even_deal(players, stands):
    """REF L134-138 (stands), L150-155 (deal evenly; each stand sorted)."""
    for seed in SEEDS:
        s = new(8, players, seed)
        assert [len(h) for h in s.hands] == stands
        sizes = [len(st.slots) for st in s.stands()]
        assert max(sizes) - min(sizes) <= 1
        for st in s.stands():
            keys = [sl.wire.tenths for sl in st.slots]
            assert keys == sorted(keys)


# (mission, players) -> (blue values, red in play, red candidates, yellow in play, yellow candidates)
WIRES = {
    (1, 4): (range(1, 7), 0, 0, 0, 0), (2, 4): (range(1, 9), 0, 0, 2, 2),
    (3, 4): (range(1, 11), 1, 1, 0, 0), (4, 3): (range(1, 13), 1, 1, 2, 2),
    (4, 2): (range(1, 13), 1, 1, 4, 4), (5, 5): (range(1, 13), 1, 1, 2, 3),
    (5, 2): (range(1, 13), 2, 2, 2, 3), (6, 4): (range(1, 13), 1, 1, 4, 4),
    (6, 2): (range(1, 13), 2, 2, 4, 4), (7, 3): (range(1, 13), 1, 2, 0, 0),
    (7, 2): (range(1, 13), 1, 3, 0, 0), (8, 4): (range(1, 13), 1, 2, 2, 3),
    (8, 2): (range(1, 13), 1, 3, 4, 4),
}


@pytest.mark.parametrize("key", sorted(WIRES))
def test_mission_wires_and_markers(key):
    """Missions 1-8 setups (REF L482-612, 2-player overrides included) and the
    "k out of m" rule (REF L144-148): m "?" markers, k wires in play, the rest
    set aside unseen."""
    m, n = key
    blue, red, red_c, yel, yel_c = WIRES[key]
    for seed in SEEDS:
        s = new(m, n, seed)
        wires = [sl.wire for st in s.stands() for sl in st.slots]
        c = Counter(w.value for w in wires)
        assert {v: c[v] for v in blue} == {v: 4 for v in blue}
        assert sum(c[v] for v in range(1, 13)) == 4 * len(blue)
        assert (c["R"], c["Y"]) == (red, yel)
        reds = [mk for mk in s.markers if mk[0] == "red"]
        yels = [mk for mk in s.markers if mk[0] == "yellow"]
        assert len(reds) == red_c and len(yels) == yel_c
        assert all(q == (red_c > red) for _, _, q in reds)
        assert all(q == (yel_c > yel) for _, _, q in yels)
        assert len(s.aside) == (red_c - red) + (yel_c - yel)
        in_play = {(w.colour, w.tenths // 10) for w in wires if w.colour != "blue"}
        marked = {(col, v) for col, v, _ in s.markers}
        assert in_play <= marked
        if m == 2:
            assert all(v <= 7 for _, v, _ in yels)          # yellow 1.1-7.1 only
        if m == 3:
            assert all(v <= 9 for _, v, _ in reds)          # red 1.5-9.5 only


@pytest.mark.parametrize("m", range(1, 9))
def test_equipment_count_and_replacements(m):
    """Missions 1-2: no equipment; from mission 3 one card per player, face up and
    locked (REF L157-161, L527-529); mission 3 replaces 2 and 12."""
    for n in range(2, 6):
        for seed in SEEDS:
            s = new(m, n, seed)
            nums = [c.number for c in s.equipment]
            assert len(nums) == (0 if m <= 2 else n) == len(set(nums))
            assert all(c.status == "locked" for c in s.equipment)
            if m == 3:
                assert not {2, 12} & set(nums)


def test_characters_detonator_and_captain():
    """REF L128-130, L393-399 (Double Detector for everyone), FACTS detonator."""
    for n in range(2, 6):
        s = new(4, n)
        assert s.detonator == n and s.captain == 0
        assert [c.personal for c in s.characters] == ["ddet"] * n
        assert s.characters[0].name == "captain"


def test_setup_info_tokens_captain_first_one_per_hand_never_yellow():
    """REF L163-167: Captain first, clockwise; a blue wire of the token's value; never
    yellow; one token for a hand of 2 stands."""
    s = deal(4, [[["1", "3.1"], ["5", "8"]], [["2", "6.1"], ["7", "9"]]], setup=True)
    assert s.phase == "turn"
    tokens = [(st.seat, t.value) for st in s.stands() for sl in st.slots for t in sl.tokens]
    assert tokens == [(0, 1), (1, 2)]
    s = deal(4, [[["1", "3.1"], ["5", "8"]], [["2", "6.1"], ["7", "9"]]], setup=[])
    assert s.phase == "setup_info" and s.active == 0
    assert legal(s, 0) == {"info 0.0.0", "info 0.1.0", "info 0.1.1"}
    act(s, 0, "info 0.1.1")
    assert s.active == 1 and legal(s, 1) == {"info 1.0.0", "info 1.1.0", "info 1.1.1"}
    act(s, 1, "info 1.1.0")
    assert s.phase == "turn" and s.active == 0


def test_every_mission_is_registered_once_through_the_framework():
    assert set(range(1, 9)) <= set(MISSIONS) <= set(range(1, 67))
    assert all(MISSIONS[m].number == m for m in MISSIONS)
    # conformance covers every mission, at every player count it can be played with
    assert GAME.conformance_configs() == [
        {"mission": m, "players": n} for m in sorted(MISSIONS) for n in range(2, 6)
        if n >= MISSIONS[m].min_players]
