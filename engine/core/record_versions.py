"""Records that outlive releases: the converters that bring a game record written by
any earlier release to the record version its engine plays now.

A game's `record_version` (its rules module) goes up whenever a record written before
would no longer replay the same: an action's text changes, a config key is renamed,
the rules deal a seed differently. Every bump adds, in this module and nowhere else,
one converter from the old version to the next, registered under the game and the
version it reads:

    @converter("busters", 1)
    def _busters_1_to_2(record: dict) -> dict:
        # 2 spells a dual cut "cut 2.0.5 7" (1 wrote "dual 2.0.5 7")
        return map_actions(record, lambda seat, text: "cut" + text[4:]
                           if text.startswith("dual ") else text)

`upgrade` runs the chain 1 -> 2 -> 3 ... on a record's JSON object when it is read
(`GameRecord.from_dict`), so an autosave, a campaign attempt or a finished game kept
by an older release replays with today's engine and continues in today's format. The
record fixtures in tests/fixtures/records/ (written by earlier releases, never
rewritten) prove it. A record from a newer release, or of a version no converter
reads, is refused with RecordError and left as it was.
"""
from __future__ import annotations

import copy
from typing import Any, Callable

from engine.core.errors import RecordError

#: a record's JSON object at one version -> the same record at the next version
Converter = Callable[[dict[str, Any]], dict[str, Any]]

#: (game id, the version a converter reads) -> the converter to the next version
CONVERTERS: dict[tuple[str, int], Converter] = {}


def converter(game: str, from_version: int) -> Callable[[Converter], Converter]:
    """Register the converter of `game`'s records from `from_version` to the next."""
    def register(fn: Converter) -> Converter:
        key = (game, from_version)
        if key in CONVERTERS:
            raise ValueError(f"a second converter for {game} record version {from_version}")
        CONVERTERS[key] = fn
        return fn
    return register


def map_actions(record: dict[str, Any], change: Callable[[int, str], str]) -> dict[str, Any]:
    """The record with every action text passed through `change(seat, text)`: the
    usual converter when an action's text form changes."""
    out = dict(record)
    out["actions"] = [[seat, change(int(seat), str(text))] for seat, text in record.get("actions", [])]
    return out


def upgrade(record: dict[str, Any], current: int) -> dict[str, Any]:
    """`record` (a record's JSON object) converted step by step to version `current`.
    The argument is never changed; a record already at `current` comes back as is."""
    game = record.get("game")
    try:
        version = int(record.get("version", 1))
    except (TypeError, ValueError) as exc:
        raise RecordError(f"malformed record version: {exc}") from exc
    if version > current:
        raise RecordError(f"this {game} record was written by a newer Bakudan (record version "
                          f"{version}; this release reads versions up to {current})")
    out = record
    while version < current:
        step = CONVERTERS.get((str(game), version))
        if step is None:
            raise RecordError(f"no converter reads {game} record version {version} "
                              f"(this release plays version {current})")
        try:
            out = step(copy.deepcopy(out))
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise RecordError(f"{game} record version {version} could not be converted: "
                              f"{exc}") from exc
        version += 1
        out["version"] = version
    return out
