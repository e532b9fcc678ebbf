"""Records that outlive releases (issue 15): records written by earlier releases
(tests/fixtures/records/) replay exactly with today's engine, and the converters of
engine/core/record_versions.py bring an older record version to today's."""
from __future__ import annotations

import copy
import json
import random

import pytest

from engine.core import GameRecord, RecordError, get_game, replay
from engine.core.record_versions import CONVERTERS, converter, map_actions, upgrade
from engine.core.registry import available_games
from tests.engine.record_fixtures import differences, expectation, fixtures, structure

FIXTURES = fixtures()


def _load(name: str) -> dict:
    return json.loads(next(p for p in FIXTURES if p.stem == name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_a_record_written_by_an_earlier_release_replays_exactly(path):
    """Same outcome, same seats to act, the same final view for the spectator and
    every seat (fields a later release added to a view are not compared)."""
    fixture = json.loads(path.read_text(encoding="utf-8"))
    record = GameRecord.from_dict(fixture["record"])
    found = differences(fixture["expect"], expectation(record))
    assert not found, f"{path.name} replays differently:\n" + "\n".join(found[:20])


def test_the_fixtures_cover_every_game_finished_lost_and_in_progress():
    by_game: dict[str, list[dict]] = {}
    for path in FIXTURES:
        fixture = json.loads(path.read_text(encoding="utf-8"))
        by_game.setdefault(fixture["record"]["game"], []).append(fixture)
    assert set(by_game) == set(available_games())
    for game, items in by_game.items():
        outcomes = [f["expect"]["outcome"] for f in items]
        assert None in outcomes, f"{game}: no game in progress"
        assert any(o is not None for o in outcomes), f"{game}: no finished game"
    busters = [a for f in by_game["busters"] for _s, a in f["record"]["actions"]]
    assert any(a.startswith("use walkie") for a in busters) and any(a.startswith("give") for a in busters)
    assert {a.split()[1] for a in busters if a.startswith("use")} >= {"super", "ddet", "xray", "batteries"}
    assert any(f["expect"]["outcome"] and not f["expect"]["outcome"]["winners"]
               for f in by_game["busters"])                   # a lost mission
    pending = _load("busters-m8-in-progress-walkie")["expect"]["views"]["spectator"]
    assert pending["phase"] == "walkie"                        # a swap waits for its answer


def test_the_comparison_notices_a_different_replay():
    """The fixture test can fail: one action less changes what is compared."""
    fixture = _load("bomu-4p-won")
    record = GameRecord.from_dict(fixture["record"])
    record.actions.pop()
    found = differences(fixture["expect"], expectation(record))
    assert any(d.startswith(".outcome") for d in found) and any(".views" in d for d in found)


def test_what_a_later_release_may_add_to_a_view_and_what_it_may_not_change():
    stored = {"views": {"seat 0": {"hand": ["3"], "lives": [2, 2]}}}
    assert differences(stored, {"views": {"seat 0": {"hand": ["3"], "lives": [2, 2], "new": 1}}}) == []
    assert differences(stored, {"views": {"seat 0": {"hand": ["4"], "lives": [2, 2]}}}) \
        == [".views.seat 0.hand[0]: '3' expected, '4' found"]
    assert differences(stored, {"views": {"seat 0": {"lives": [2, 2]}}}) == [".views.seat 0.hand: missing"]
    # a sequence (one kind of item) may not grow; a record (mixed kinds) may gain fields
    assert differences(structure([1, 2]), structure([1, 2, 3])) == [": 2 items expected, 3 found"]
    assert differences(structure((["ddet"], [[0, 1, 2]], True)), structure((["ddet"], [[0, 1, 2]], True, 4))) == []
    assert differences(structure((["ddet"], True)), structure((["xray"], True, 4))) != []
    # an event's parameters may gain keys; dictionaries keyed otherwise and sets are data
    assert differences(structure({"value": 4}), structure({"value": 4, "token": "4"})) == []
    assert differences(structure({1: "a"}), structure({1: "a", 2: "b"})) != []
    assert differences(structure({"a": {1}}), structure({"a": {1, 2}})) != []


# ---- converters ----------------------------------------------------------------------

def _old_spelling(record: dict) -> dict:
    """A made-up older form of a Busters record: dual cuts written "snip", the mission
    under "mission_no", record version 1 (today's engine is pretended to play 3)."""
    old = copy.deepcopy(record)
    old["config"]["mission_no"] = old["config"].pop("mission")
    old["actions"] = [[s, "snip" + a[4:] if a.startswith("dual ") else a] for s, a in old["actions"]]
    return old


def test_an_older_record_version_is_converted_step_by_step_and_replays(monkeypatch):
    """The path a Busters rule change will take: record_version goes up and a converter
    per step turns the old texts into today's (here a synthetic version 1 -> 2 -> 3)."""
    fixture = _load("busters-m6-walkie-equipment-won")
    game = get_game("busters")
    monkeypatch.setattr(game, "record_version", 3)
    monkeypatch.setattr("engine.core.record_versions.CONVERTERS", dict(CONVERTERS))

    @converter("busters", 1)
    def rename_mission(record: dict) -> dict:       # 1 -> 2: the config key
        record["config"]["mission"] = record["config"].pop("mission_no")
        return map_actions(record, lambda seat, text: "cut" + text[4:] if text.startswith("snip ") else text)

    @converter("busters", 2)
    def dual_cut(record: dict) -> dict:             # 2 -> 3: "cut" became "dual"
        return map_actions(record, lambda seat, text: "dual" + text[3:] if text.startswith("cut ") else text)

    old = _old_spelling(fixture["record"])
    as_written = copy.deepcopy(old)
    record = GameRecord.from_json(json.dumps(old))
    assert old == as_written                         # the stored record is not changed
    assert record.version == 3 and record.config == fixture["record"]["config"]
    assert record.actions == [(s, a) for s, a in fixture["record"]["actions"]]
    assert not differences(fixture["expect"], expectation(record))
    # a game continued after the upgrade is saved in today's version
    assert json.loads(record.to_json())["version"] == 3


def test_a_record_from_a_newer_release_is_refused_and_left_alone():
    data = _load("bomu-2p-won")["record"]
    data["version"] = get_game("bomu").record_version + 1
    before = copy.deepcopy(data)
    with pytest.raises(RecordError, match="newer Bakudan"):
        GameRecord.from_dict(data)
    assert data == before


def test_a_version_without_a_converter_is_refused_with_its_number():
    data = _load("academy-3p-won")["record"]
    data["version"] = 0
    with pytest.raises(RecordError, match="no converter reads academy record version 0"):
        GameRecord.from_dict(data)


def test_a_converter_that_can_not_read_a_record_raises_record_error(monkeypatch):
    monkeypatch.setattr("engine.core.record_versions.CONVERTERS",
                        {("bomu", 1): lambda record: record["no such key"]})
    with pytest.raises(RecordError, match="could not be converted"):
        upgrade({"game": "bomu", "version": 1}, 2)


def test_a_second_converter_for_the_same_step_is_refused(monkeypatch):
    monkeypatch.setattr("engine.core.record_versions.CONVERTERS", {})
    converter("bomu", 1)(lambda record: record)
    with pytest.raises(ValueError, match="second converter"):
        converter("bomu", 1)(lambda record: record)


@pytest.mark.parametrize("game_id", available_games())
def test_every_earlier_record_version_has_its_converter(game_id):
    """Raising a game's record_version without a converter from the version before
    would strand every record written until then."""
    current = get_game(game_id).record_version
    missing = [v for v in range(1, current) if (game_id, v) not in CONVERTERS]
    assert not missing, f"{game_id}: no converter from record version(s) {missing}"
    stray = [v for g, v in CONVERTERS if g == game_id and not 1 <= v < current]
    assert not stray, f"{game_id}: converters for versions it never had: {stray}"


def test_a_record_of_an_unknown_game_is_a_record_error():
    with pytest.raises(RecordError, match="chess"):
        GameRecord.from_dict({"game": "chess", "config": {}, "seed": 1})


def test_the_replayed_fixture_state_continues_to_a_legal_end():
    """A game in progress written by an earlier release goes on: its seats to act have
    legal actions, and bots finish it."""
    fixture = _load("busters-m8-in-progress-walkie")
    record = GameRecord.from_dict(fixture["record"])
    game = get_game(record.game)
    state, _ = replay(record)
    bots = [game.bots()["normal"]() for _ in range(game.seat_count(record.config))]
    rng = random.Random(1)
    for _ in range(2000):
        if game.outcome(state) is not None:
            break
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        assert legal
        game.apply(state, seat, bots[seat].choose(game.view(state, seat), legal, rng))
    assert game.outcome(state) is not None
