"""Views hold a seat's own hand and everything public, nothing else (the leak
test); records with an explicit deal round-trip; `python -m engine.replay`."""
from __future__ import annotations

import json
import random

from engine.busters import GAME
from engine.busters.actions import Dual
from engine.core import GameRecord, replay
from engine.core.view import UNKNOWN
from engine.replay import main as replay_main
from tests.engine.busters.helpers import act, deal

HANDS = [["1", "3", "3.1", "5", "5", "8"], ["1", "2", "5", "7", "7.5"],
         ["2", "3", "6", "6.1", "9"], ["1", "2", "8", "9", "10"]]


def test_view_holds_own_hand_and_public_information_only():
    """R-BB7: own wires, everything public, nothing else."""
    s = deal(4, HANDS, equipment=[8], ready=(8,))
    act(s, 0, "dual 1.0.1 5")                      # fails: a 2 token on seat 1's wire
    v = GAME.view(s, 2)
    assert [sl.wire for sl in v.stands[2].slots] == ["2", "3", "6", "6.1", "9"]
    assert all(sl.wire == UNKNOWN for st in v.stands if st.seat != 2 for sl in st.slots)
    assert v.stands[1].slots[1].tokens == ("2",)
    assert v.detonator == 3 and v.equipment == ((8, "radar", "ready"),)
    assert any(e.key == "busters.dual_cut.failure" for e in v.history)
    spectator = GAME.view(s, None)
    assert all(sl.wire == UNKNOWN for st in spectator.stands for sl in st.slots if not sl.cut)


def test_views_do_not_change_when_hidden_wires_are_redealt():
    """The leak test: re-deal everything a seat can't see; its view and legal
    actions stay equal, while the hidden wires did move (the test can fail)."""
    moved, used = 0, set()
    for seed in range(8):
        rng = random.Random(seed)
        s = GAME.new_game({"mission": 4 + seed % 5, "players": 2 + seed % 4}, seed)
        while GAME.outcome(s) is None:
            seat = rng.choice(sorted(GAME.to_act(s)))
            for p in range(s.players):
                other = GAME.reshuffle_hidden(s, p, rng)
                assert GAME.view(other, p) == GAME.view(s, p)
                assert GAME.legal_actions(other, p) == GAME.legal_actions(s, p)
                moved += any(a.wire.id != b.wire.id for x, y in zip(s.stands(), other.stands())
                             for a, b in zip(x.slots, y.slots))
            acts = GAME.legal_actions(s, seat)
            # mostly right cuts, so the games go deep: equipment, detectors, swaps
            good = [a for a in acts if isinstance(a, Dual) and s.slot(*a.addr).wire.value == a.value]
            a = rng.choice(good) if good and rng.random() < 0.9 else rng.choice(acts)
            used.add(str(a).split()[0])
            GAME.apply(s, seat, a)
    assert moved > 0 and {"use", "point", "choose", "own"} <= used


def test_hidden_information_would_show_in_a_view_if_it_leaked():
    """Sanity check of the leak test: a seat's own wires differ after a re-deal
    from another seat's point of view."""
    s = deal(4, HANDS)
    other = GAME.reshuffle_hidden(s, 1, random.Random(3))
    assert GAME.view(other, 0) != GAME.view(s, 0) or GAME.view(other, 2) != GAME.view(s, 2)


def _record(actions):
    d = {"hands": HANDS, "equipment": [6], "setup_info": False}
    return GameRecord(game="busters", config={"mission": 4, "players": 4}, seed=7,
                      version=GAME.record_version, deal=d, actions=actions)


def test_record_with_explicit_deal_round_trips():
    """R-BB25: a record carries its deal; JSON round trip; replay."""
    rec = _record([(0, "dual 1.0.2 5"), (0, "own 0.0.3"), (1, "dual 2.0.0 1")])
    again = GameRecord.from_json(rec.to_json())
    assert again == rec
    s, events = replay(again)
    assert s.slot(1, 0, 2).cut and s.detonator == 3
    assert [sl.wire.text for sl in s.hands[1][0].slots] == HANDS[1]
    assert any(e.key == "busters.dual_cut.success" for e in events)


def test_replay_cli_prints_outcome_view_and_events(tmp_path, capsys):
    rec = _record([(0, "dual 1.0.2 5"), (0, "own 0.0.3")])
    path = tmp_path / "r.json"
    path.write_text(rec.to_json())
    assert replay_main([str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["outcome"] is None and out["view"]["detonator"] == 4
    assert out["view"]["stands"][1]["slots"][2] == {"wire": "5", "cut": True, "tokens": [],
                                                   "marks": []}
    assert [e["key"] for e in out["events"]][:2] == ["busters.dual_cut.declared",
                                                     "busters.wire.cut"]


def test_replay_cli_stops_at_an_illegal_action(tmp_path, capsys):
    rec = _record([(0, "dual 1.0.2 5"), (0, "own 0.0.3"), (1, "solo 9")])
    path = tmp_path / "r.json"
    path.write_text(rec.to_json())
    assert replay_main([str(path), "--json"]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["index"] == 2 and "solo 9" in out["error"]


def test_action_texts_round_trip():
    for text in ["info 0.1.3", "dual 2.0.5 7", "dual 1.1.0 Y", "solo 12", "solo Y", "reveal",
                 "use walkie 0.0.1 2", "use batteries 1 3", "use radar 7", "pass",
                 "point 2.0.5", "point 2.0", "announce 7", "announce 3 Y", "choose 1.0.2",
                 "own 0.1.2", "give 2.0.5", "special cut3 1.0.2 2.0.4 3.0.0"]:
        assert str(GAME.parse_action(text)) == text


def test_a_bad_deal_is_refused(tmp_path, capsys):
    """R-BB25: a deal must fit the stands of the player count and the components."""
    import pytest
    cfg = {"mission": 4, "players": 4}
    with pytest.raises(ValueError):
        GAME.new_game(cfg, 0, {"hands": [["1"], ["1"], ["1"], ["1"], ["1"]]})
    with pytest.raises(ValueError):
        GAME.new_game(cfg, 0, {"hands": [["3.5"], ["3.5"], ["1"], ["2"]]})   # one red 3.5
    with pytest.raises(ValueError):
        GAME.new_game(cfg, 0, {"hands": [["13"], ["1"], ["1"], ["2"]]})
    rec = GameRecord(game="busters", config=cfg, seed=1, version=GAME.record_version,
                     deal={"hands": [["1"], ["1"], ["1"], ["1"], ["1"]]})
    path = tmp_path / "bad.json"
    path.write_text(rec.to_json())
    assert replay_main([str(path)]) == 2


def test_the_review_view_shows_every_wire_and_otherwise_the_public_view():
    # issue 14: the review reads an engine-provided "reveal all" view, never the state
    import dataclasses
    from engine.busters import GAME
    s = GAME.new_game({"mission": 4, "players": 3}, 5)
    public, review = GAME.view(s, None), GAME.review_view(s)
    assert any(sl.wire == "?" for st in public.stands for sl in st.slots)
    assert [[sl.wire for sl in st.slots] for st in review.stands] == \
        [[sl.wire.text for sl in st.slots] for st in (x for h in s.hands for x in h)]
    hidden = dataclasses.replace(review, stands=public.stands)
    assert hidden == public                      # nothing else differs
