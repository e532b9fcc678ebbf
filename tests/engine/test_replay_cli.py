"""`python -m engine.replay` on bad records: a clear error and exit status 2, never a
traceback; with --json, always one JSON object (errors too); fractional numbers are
refused, never truncated. The bad records are mutations of real ones (the record
fixtures, plus one explicit deal per game), of every field, with the values such
files really hold: null, text, fractions, Infinity, 1e400, huge and deep values."""
from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from engine import replay as cli
from engine.core import get_game
from tests.engine.record_fixtures import FOLDER

BAD_VALUES = [None, "x", "", -1, 0, 1.5, 2.5, 1e300, True, False, [], {}, [None], {"x": 1},
              10 ** 30, -10 ** 30, "Infinity", [[[[[]]]]], ["zz"], [1.5], {"0": None}]
#: JSON texts Python's json reads but records never hold (or must not)
RAW_NUMBERS = ["Infinity", "-Infinity", "NaN", "1e400", "-1e400", "1.5", "1e-400", "0.5",
               "9" * 5000]


def _fixtures() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8"))["record"]
            for p in sorted(FOLDER.glob("*.json"))]


def _with_deals() -> list[dict]:
    """One record with an explicit deal per game, made from a real set-up."""
    bomu = get_game("bomu").new_game({"players": 3}, 5)
    academy = get_game("academy").new_game({"players": 3}, 5)
    busters = get_game("busters").new_game({"mission": 2, "players": 3}, 5)
    records = [
        {"game": "bomu", "version": 1, "config": {"players": 3}, "seed": 5, "actions": [],
         "deal": {"hands": [list(h) for h in bomu.hands], "deck": list(reversed(bomu.deck)),
                  "lives": [3, 3, 3], "dice": 7}},
        {"game": "academy", "version": 1, "config": {"players": 3}, "seed": 5, "actions": [],
         "deal": {"decks": {w: list(reversed(d)) for w, d in academy.decks.items()},
                  "tiles": {w: list(t) for w, t in academy.tiles.items()},
                  "scores": [0, 0, 0], "tools": [[], [], []],
                  "tool_deck": list(reversed(academy.tool_deck))}},
        {"game": "busters", "version": 1, "config": {"mission": 2, "players": 3}, "seed": 5,
         "actions": [],
         "deal": {"hands": [[[slot.wire.text for slot in stand.slots] for stand in hand]
                            for hand in busters.hands]}},
    ]
    for record in records:                      # and 40 moves played from that deal
        game = get_game(record["game"])
        state = game.new_game(record["config"], record["seed"], record["deal"])
        rng = random.Random(1)
        for _ in range(40):
            if game.outcome(state) is not None:
                break
            seat = min(game.to_act(state))
            action = rng.choice(game.legal_actions(state, seat))
            game.apply(state, seat, action)
            record["actions"].append([seat, str(action)])
    return records


def _paths(obj, prefix=()):
    """Every place in a JSON value (dict keys and list indices), shallow first."""
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj[:6]):
            yield from _paths(v, prefix + (i,))


def _set(obj, path, value):
    for k in path[:-1]:
        obj = obj[k]
    obj[path[-1]] = value


def _mutants(n: int, seed: int) -> list[str]:
    """`n` bad record texts."""
    rng = random.Random(seed)
    bases = _fixtures() + _with_deals()
    out = []
    for base in bases:                          # every top-level field, every bad value
        for key in ["game", "version", "config", "seed", "deal", "actions", "meta"]:
            for value in BAD_VALUES:
                rec = json.loads(json.dumps(base))
                rec[key] = copy.deepcopy(value)
                out.append(json.dumps(rec))
    while len(out) < n:
        rec = json.loads(json.dumps(rng.choice(bases)))
        paths = [p for p in _paths(rec) if p]
        for _ in range(rng.randint(1, 3)):
            path = rng.choice(paths)
            try:
                if rng.random() < 0.15:            # a field dropped
                    parent = rec
                    for k in path[:-1]:
                        parent = parent[k]
                    del parent[path[-1]]
                else:
                    _set(rec, path, copy.deepcopy(rng.choice(BAD_VALUES)))
            except (KeyError, IndexError, TypeError):
                pass                               # the path went with an earlier change
        text = json.dumps(rec)
        if rng.random() < 0.3:                     # a number JSON has no word for
            marker = "123456789.25"
            text = json.dumps(rec | {"seed": float(marker)}).replace(marker, rng.choice(RAW_NUMBERS))
        out.append(text)
    out.append("[" * 100_000 + "]" * 100_000)
    deep = "[" * 900 + "]" * 900                    # deep, yet inside json's own limit
    out.append('{"game": "bomu", "version": 1, "config": {"players": 2}, "seed": 1, '
               f'"actions": [], "deal": {{"hands": {deep}}}}}')
    out.append('{"game": "bomu", "version": 1, "config": {"players": 2}, "seed": 1, '
               f'"actions": [], "meta": {{"x": {deep}}}}}')
    return out


def _run(tmp_path, text: str, capsys, as_json: bool) -> tuple[int, str, str]:
    path = tmp_path / "record.json"
    path.write_text(text, encoding="utf-8")
    code = cli.main([str(path), "--json"] if as_json else [str(path)])
    out = capsys.readouterr()
    return code, out.out, out.err


def _check(tmp_path, capsys, texts: list[str]) -> None:
    for text in texts:
        for as_json in (True, False):
            code, out, err = _run(tmp_path, text, capsys, as_json)
            assert "Traceback" not in out + err, (text[:300], err)
            assert code in (0, 2), (code, text[:300], out, err)
            if as_json:
                answer = json.loads(out)
                assert isinstance(answer, dict)
                assert ("error" in answer) == (code != 0), (text[:300], out[:300])
            elif code:
                assert err.startswith("error: ") and out == "", (text[:300], err)


def test_bad_records_give_a_clear_error_and_never_a_traceback(tmp_path, capsys):
    _check(tmp_path, capsys, _mutants(400, seed=1))


@pytest.mark.slow
def test_many_bad_records_give_a_clear_error_and_never_a_traceback(tmp_path, capsys):
    _check(tmp_path, capsys, _mutants(6000, seed=2))


@pytest.mark.parametrize("field, value", [
    ("seed", "7.5"), ("seed", "Infinity"), ("seed", "1e400"), ("seed", "-Infinity"),
    ("seed", "NaN"), ("version", "1.5"), ("actions", '[[0.5, "play 3"]]'),
    ("config", '{"players": 2.5}'), ("config", '{"players": null}'),
    ("config", '{"players": true}')])
def test_fractional_infinite_or_missing_numbers_are_refused_not_truncated(
        tmp_path, capsys, field, value):
    fields = {"version": "1", "config": '{"players": 2}', "seed": "7", "actions": "[]"}
    fields[field] = value                            # raw JSON text, as a file holds it
    text = '{"game": "bomu", ' + ", ".join(f'"{k}": {v}' for k, v in fields.items()) + "}"
    code, out, err = _run(tmp_path, text, capsys, as_json=True)
    answer = json.loads(out)
    assert code == 2 and answer["status"] == 2 and answer["error"], answer


def test_whole_number_floats_are_read_as_numbers(tmp_path, capsys):
    text = '{"game": "bomu", "version": 1.0, "config": {"players": 2.0}, "seed": 7.0, ' \
           '"actions": [[0.0, "play 3"]]}'
    code, out, _ = _run(tmp_path, text, capsys, as_json=True)
    answer = json.loads(out)
    assert code in (0, 2)
    assert "whole number" not in answer.get("error", "")


def test_an_illegal_action_in_json_mode_names_its_index(tmp_path, capsys):
    text = json.dumps({"game": "bomu", "version": 1, "config": {"players": 2}, "seed": 7,
                       "actions": [[0, "play 0"], [0, "fly away"]]})
    code, out, _ = _run(tmp_path, text, capsys, as_json=True)
    answer = json.loads(out)
    assert code == 2 and answer["index"] == 1 and "fly away" in answer["error"]


def test_an_unreadable_file_is_an_error_in_json_too(tmp_path, capsys):
    code = cli.main([str(tmp_path / "missing.json"), "--json"])
    answer = json.loads(capsys.readouterr().out)
    assert code == 2 and "missing.json" in answer["error"]
    (tmp_path / "latin1.json").write_bytes(b"{\"game\": \"\xe9\"}")
    code = cli.main([str(tmp_path / "latin1.json"), "--json"])
    assert code == 2 and "error" in json.loads(capsys.readouterr().out)


def test_an_engine_fault_on_a_record_is_reported_not_a_traceback(tmp_path, capsys, monkeypatch):
    def broken(*_args):
        raise ZeroDivisionError("engine bug")

    monkeypatch.setattr(type(get_game("bomu")), "perform", broken)
    text = json.dumps({"game": "bomu", "version": 1, "config": {"players": 2}, "seed": 7,
                       "actions": [[0, "play 0"]]})
    code, out, err = _run(tmp_path, text, capsys, as_json=True)
    answer = json.loads(out)
    assert code == 3 and "engine bug" in answer["error"] and "Traceback" not in err


def test_a_good_record_still_replays(tmp_path, capsys):
    path = sorted(FOLDER.glob("bomu-*.json"))[0]
    record = json.loads(path.read_text(encoding="utf-8"))["record"]
    code, out, _ = _run(tmp_path, json.dumps(record), capsys, as_json=True)
    assert code == 0 and json.loads(out)["actions"] == len(record["actions"])
