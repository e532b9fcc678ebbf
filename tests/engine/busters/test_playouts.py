"""Conformance over every mission with 2-5 players: seeded playouts (random, and
"oracle" ones that usually cut right so games reach equipment and the end) with
invariants checked at every step; the slow set runs 10,000 of them."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.busters import GAME, marks
from engine.busters.missions import get_mission
from engine.busters.actions import Dual, Reveal, Solo, Use
from engine.busters.state import BustersState
from engine.core import GameRecord, replay
from engine.core.view import UNKNOWN
from tests.engine.sample import busters_param

CONFIGS = GAME.conformance_configs()


def invariants(s: BustersState) -> None:
    for st in s.stands():                          # stands stay sorted (RB setup 8)
        keys = [sl.wire.tenths for sl in st.slots if not marks.UNSORTED & sl.marks]
        assert keys == sorted(keys)                # but X and flipped wires
    red = get_mission(s.mission).red_value
    for v, n in s.in_play.items():                 # wires are cut 2 or 4 at a time
        if not red(s, v):                          # (red ones are revealed one by one)
            assert s.cut_count(v) % 2 == 0 or s.phase in ("own_cut", "over")  # R-BB27
            assert s.cut_count(v) <= n
    placed = Counter(t.value for st in s.stands() for t in
                     [t for sl in st.slots for t in sl.tokens] + st.beside
                     if not t.spoken and t.kind in marks.NUMBERED)
    boxed = not get_mission(s.mission).spec(s.players).info_tokens   # mission 58
    for v, left in s.info_supply.items():         # 2 tokens of each value, no more
        assert left >= 0 and left + placed[v] == (0 if boxed else 2)
    assert 0 <= s.detonator <= 6
    for seat in range(s.players):                 # a view never shows others' wires
        v = GAME.view(s, seat)                     # (a flipped wire: only others')
        for st in v.stands:
            for sl in st.slots:
                seen = (st.seat != seat) == (marks.FLIPPED in sl.marks) \
                    and s.phase != "characters"    # sticker B: chosen before the deal
                assert (sl.wire == UNKNOWN) == (not sl.cut and not seen)


def playout(config: dict, seed: int, skill: float, check: bool = True):
    rng = random.Random(seed)
    s = GAME.new_game(config, seed)
    rec = GameRecord(game="busters", config=config, seed=seed, version=GAME.record_version)
    for _ in range(5000):
        if GAME.outcome(s) is not None:
            return s, rec
        seat = rng.choice(sorted(GAME.to_act(s)))
        acts = GAME.legal_actions(s, seat)
        assert acts, (s.phase, seat)
        good = [a for a in acts if isinstance(a, (Solo, Reveal))
                or (isinstance(a, Dual) and s.slot(*a.addr).wire.value == a.value)]
        uses = [a for a in acts if isinstance(a, Use)]
        if uses and skill and rng.random() < 0.15:      # try the equipment now and then
            a = rng.choice(uses)
        else:
            a = rng.choice(good) if good and rng.random() < skill else rng.choice(acts)
        GAME.apply(s, seat, a)
        rec.actions.append((seat, str(a)))
        if check:
            invariants(s)
    raise AssertionError("no end")


# every mission once in `make test`, every configuration in `make test-slow`
@pytest.mark.parametrize("config", [busters_param(c, c) for c in CONFIGS],
                         ids=lambda c: f"m{c['mission']}-p{c['players']}")
def test_fast_sample_of_playouts(config):
    outcomes = Counter()
    for seed in range(3):
        for skill in (0.0, 0.9):
            s, rec = playout(config, seed, skill)
            outcomes[GAME.outcome(s).key] += 1
            again, _ = replay(GameRecord.from_json(rec.to_json()))
            assert GAME.view(again, None) == GAME.view(s, None)
    assert sum(outcomes.values()) == 6


def test_oracle_playouts_win_and_use_every_card():
    """The engine lets good play defuse the bomb, and every card gets used."""
    outcomes, used = Counter(), Counter()
    every = {"label_ne", "walkie", "triple", "postit", "super", "rewinder", "batteries",
             "radar", "stabilizer", "xray", "coffee", "label_eq", "ddet"}
    for i in range(1000):
        config = CONFIGS[i % len(CONFIGS)]
        s, rec = playout(config, 500 + i, 0.9, check=False)
        outcomes[GAME.outcome(s).key] += 1
        used.update(t.split()[1] for _, t in rec.actions if t.startswith("use"))
        if i >= 60 and every <= set(used):
            break
    assert outcomes["busters.outcome.defused"] >= 10
    assert every <= set(used)          # (with rule sticker B, new characters' too: p_...)


@pytest.mark.slow
def test_ten_thousand_seeded_playouts():
    outcomes = Counter()
    for i in range(10_000):
        config = CONFIGS[i % len(CONFIGS)]
        s, rec = playout(config, i, (0.0, 0.6, 0.95)[i % 3], check=i % 10 == 0)
        outcomes[GAME.outcome(s).key] += 1
        if i % 50 == 0:                            # records replay to the same game
            again, _ = replay(GameRecord.from_json(rec.to_json()))
            assert all(GAME.view(again, p) == GAME.view(s, p) for p in [None, *range(s.players)])
    assert sum(outcomes.values()) == 10_000
    assert set(outcomes) == {"busters.outcome.defused", "busters.outcome.red",
                             "busters.outcome.detonator"}
