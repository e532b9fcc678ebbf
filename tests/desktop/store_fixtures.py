"""Write the store fixture of this release's schema (tests/fixtures/store/README.md):

    python -m tests.desktop.store_fixtures

A data folder is filled through the store as the app fills it (settings, remembered
names, finished games of the three games, a crew with a won and a failed attempt,
a game in progress) and dumped as SQL with the schema version. Fixtures are never
rewritten: a release with a new schema adds its own beside the older ones."""
from __future__ import annotations

import json
import sqlite3
import sys
import tempfile
from pathlib import Path

from desktop.store import Store, schema
from desktop.store.campaign import CampaignStore
from desktop.store.db import SeatSpec

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "fixtures" / "records"
STORE = ROOT / "tests" / "fixtures" / "store"


def _record(name: str) -> tuple[dict, dict]:
    fixture = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    return fixture["record"], fixture["expect"]


def fill(folder: Path) -> None:
    """What the fixture of every schema holds (tests/desktop/test_store.py reads it)."""
    store = Store(folder)
    for key, value in (("language", "ja"), ("speed", "fast"), ("reduce_motion", "1"), ("sound", "0"),
                       ("last_seen_version", "0.2.0"), ("busters.coach", json.dumps(["Aki"]))):
        store.set(key, value)
    store.remember_seats([SeatSpec("Aki", "human"), SeatSpec("ベン", "normal"), SeatSpec("Chika", "hard")])
    for name in ("bomu-2p-won", "academy-3p-won"):
        record, expect = _record(name)
        seats = [SeatSpec(s["name"], s["kind"]) for s in record["meta"]["seats"]]
        store.record_finished(record["game"], seats, expect["outcome"]["winners"], expect["outcome"]["key"],
                              json.dumps(record))
    campaign = CampaignStore(store)
    seats = [SeatSpec("Aki", "human"), SeatSpec("ベン", "hard")]
    crew = campaign.create_crew("夜勤 Night Shift", [(s.name, s.kind) for s in seats])
    record, _ = _record("busters-m1-2p-won")
    record["meta"] = {"seats": [s.__dict__ for s in seats], "crew": crew, "mission": 1}
    store.record_finished("busters", seats, [0, 1], "busters.outcome.defused", json.dumps(record),
                          crew=crew, mission=1)
    campaign.record_attempt(crew, 2, False, "busters.outcome.red", "")
    record, _ = _record("bomu-5p-in-progress")
    store.save_current("bomu", [SeatSpec(s["name"], s["kind"]) for s in record["meta"]["seats"]],
                       json.dumps(record))
    assert store.health().fine
    store.close()


def dump(path: Path) -> str:
    con = sqlite3.connect(path)
    try:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        version = con.execute("PRAGMA user_version").fetchone()[0]
        return "\n".join([*con.iterdump(), f"PRAGMA user_version = {version};"]) + "\n"
    finally:
        con.close()


def main() -> int:
    target = STORE / f"schema-v{schema.current()}.sql"
    if target.exists():
        print(f"{target.relative_to(ROOT)} exists: fixtures are never rewritten", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="bakudan-fixture-") as folder:
        fill(Path(folder))
        target.write_text(dump(Path(folder) / schema.DB_NAME), encoding="utf-8")
    print(f"wrote {target.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
