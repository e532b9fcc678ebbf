"""Log lines name their subject once (issue 30): 「AkiさんがAkiさんの…」 became
「Akiさんが自分の…」 ("Aki cuts … and their wire #5"); the equipment a cut used is
in translated brackets; lists of players take さん in Japanese."""
from __future__ import annotations

import pytest

from desktop.games.busters import log_lines, mission_log
from desktop.games.busters.texts import Namer
from desktop.i18n import people, set_language
from engine.core.event import Event

NAMES = ["Aki", "Ben", "Chie"]


@pytest.fixture
def japanese(qapp):
    assert set_language("ja")
    yield
    set_language("en")


def _line(*events: Event) -> str:
    return log_lines.tell(list(events), NAMES, Namer(NAMES, {})).plain


def _dual_cut(tools=()) -> list[Event]:
    return [Event("busters.dual_cut.declared", {"seat": 0, "addr": [1, 0, 2], "values": [7], "tools": list(tools)}),
            Event("busters.dual_cut.success", {"seat": 0, "value": 7}),
            Event("busters.wire.cut", {"addr": [1, 0, 2], "wire": "7"}),
            Event("busters.wire.cut", {"addr": [0, 0, 4], "wire": "7"})]


def _label_on_own_wires() -> Event:
    return Event("busters.equipment.used", {"seat": 0, "number": 12, "name": "label_eq",
                                            "addrs": [[0, 0, 1], [0, 0, 2]]})


def test_a_cut_names_the_cutter_once(qapp):
    assert _line(*_dual_cut()) == "Aki cuts Ben's wire #3 and their wire #5: 7."
    assert _line(*_dual_cut(["ddet"])).endswith(": 7. [Double Detector]")
    assert _line(_label_on_own_wires()) == "Aki uses Label = on their wire #2 and their wire #3."


def test_the_japanese_log_names_the_cutter_once(japanese):
    line = _line(*_dual_cut(["ddet"]))
    assert line == "AkiさんがBenさんの左から3本目のコードと自分の左から5本目のコードを切りました：7。（ダブル探知機）"
    used = _line(_label_on_own_wires())
    assert used.count("Aki") == 1 and "自分の左から2本目のコード" in used, used


def test_a_mission_line_says_the_actors_own_wire_as_theirs(japanese):
    namer = Namer(NAMES, {})
    own = mission_log.rich("addr", [0, 0, 2], NAMES, namer, actor=0).plain
    other = mission_log.rich("addr", [1, 0, 2], NAMES, namer, actor=0).plain
    assert own == "自分の左から3本目のコード" and other == "Benさんの左から3本目のコード"


def test_a_list_of_players_takes_san_in_japanese(japanese):
    assert people(["Aki", "Ben"]) == "Akiさん、Benさん"
    recharged = _line(Event("busters.equipment.used", {"seat": 0, "number": 7, "name": "batteries",
                                                       "seats": [1, 2]}))
    assert "再充電：Benさん、Chieさん。" in recharged, recharged


def test_english_lists_of_players_stay_plain(qapp):
    assert people(["Aki", "Ben"]) == "Aki, Ben"


def test_a_mission_line_lists_players_with_san(japanese):
    namer = Namer(NAMES, {})
    assert mission_log.rich("seats", [1, 2], NAMES, namer).plain == "Benさん、Chieさん"
    assert mission_log.render("seats", [1, 2], NAMES, namer) == "Benさん、Chieさん"
