"""No saved row is skipped without the player being told (issue 25, item 4): a game in
progress whose seats can not be read left Continue with no word, a crew with a bad
captain field hid the crew and its campaign without a word, and the salvage of a
damaged file dropped rows (INSERT OR IGNORE also ignores NOT NULL violations) while
its notice listed only what was kept."""
from __future__ import annotations

import sqlite3

from desktop.i18n import set_language
from desktop.shell.storage import salvage_text
from desktop.store import schema
from desktop.store.connection import memory
from desktop.store.salvage import salvage
from tests.desktop.conftest import open_window
from tests.desktop.store_helpers import from_fixture


def test_a_saved_game_that_can_not_be_read_is_told_on_home(qtbot, data_dir):
    path = from_fixture(data_dir)
    con = sqlite3.connect(path)
    con.execute("UPDATE savedgame SET seats_json = '{not json'")
    con.execute("UPDATE setting SET value = 'en' WHERE key = 'language'")
    con.commit()
    con.close()
    win = open_window(qtbot)
    label = win.home.unreadable
    assert label.isVisible() and label.text().startswith("1 saved game could not be read")
    win.apply_settings({"language": "ja"})
    qtbot.waitUntil(lambda: "読めない中断中のゲームが 1 件" in label.text(), timeout=2000)
    set_language("en")
    win.close()


def test_a_crew_that_can_not_be_read_is_told_on_the_campaign_page(qtbot, window):
    campaign = window.campaign.campaign
    campaign.create_crew("Good", [("A", "human"), ("B", "easy")])
    bad = campaign.create_crew("Broken", [("C", "human"), ("D", "easy")])
    window.store.open().con.execute("UPDATE crew SET captain = 'x' WHERE id = ?", (bad,))
    window.show_campaign()
    page = window.campaign
    assert [page.crew_box.itemText(i) for i in range(page.crew_box.count())] == ["Good"]
    assert page.unreadable.isVisible() and page.unreadable.text().startswith("1 crew could not be read")


def test_the_salvage_notice_lists_rows_it_read_but_could_not_keep(qapp, tmp_path):
    source = tmp_path / "damaged.db"
    con = sqlite3.connect(source, isolation_level=None)
    schema.migrate(con, 0)
    con.execute("INSERT INTO setting VALUES ('speed', 'fast')")
    # a hand edit (or a damaged page) left a row without a value the schema needs
    con.execute("PRAGMA writable_schema = ON")
    con.execute("UPDATE sqlite_master SET sql = replace(sql, 'value VARCHAR NOT NULL', 'value VARCHAR') "
                "WHERE name = 'setting'")
    con.close()
    con = sqlite3.connect(source, isolation_level=None)
    con.execute("INSERT INTO setting VALUES ('language', NULL)")
    con.close()
    target = memory()
    kept = salvage(source, target)
    assert kept.kept == {"setting": 1} and kept.dropped == {"setting": 1} and kept.lost
    assert target.execute("SELECT * FROM setting").fetchall() == [("speed", "fast")]

    class Opened:
        set_aside, salvage = tmp_path / "bakudan.db.damaged", kept

    class Store:
        opening = Opened()
    text = salvage_text(Store())
    assert "Kept:\n• 1 setting" in text and "left out:\n• 1 setting" in text
