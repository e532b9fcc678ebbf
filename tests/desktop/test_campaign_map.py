"""The campaign map (issue 26): the campaign page's first view; the missions as a
road of boxes whose state shows by mark and fill as well as colour; a person clicks
a box where the mouse lands (window.childAt), moves with the arrows and starts with
Enter, at 1024x640 and 1920x1080, in English and Japanese."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from desktop.i18n import set_language
from desktop.shell.campaign_map import COLUMNS, CampaignMap, legend_pixmap, map_state, spots
from desktop.store.campaign import BOXES, MissionRow
from tests.desktop.clipping import clipped

SIZES = [(1024, 640), (1920, 1080)]


def crew_with_wins(page, won: range, failed: tuple[int, ...] = ()) -> int:
    """A crew of four that has defused `won` (in 10 + n % 7 turns) and failed `failed`."""
    crew = page.campaign.create_crew("Night Shift", [("Aki", "human"), ("Ben", "normal"),
                                                     ("Chika", "normal"), ("Dan", "normal")])
    for n in won:
        page.campaign.record_attempt(crew, n, True, "busters.outcome.defused",
                                     json.dumps({"meta": {"result": {"left": 0, "turns": 10 + n % 7}}}))
    for n in failed:
        page.campaign.record_attempt(crew, n, False, "busters.outcome.red",
                                     json.dumps({"meta": {"result": {"left": 9, "turns": 12}}}))
    return crew


def landing(window, page, number: int) -> QPoint:
    """Where a person clicks to hit mission `number`'s box: its centre, in the window,
    checked to be on the map (nothing lies over it) and inside the scrolled view."""
    page.map_scroll.map.set_current(number)                       # scrolled into sight
    box = page.map.box_rect(page.map.spot(number))
    at = page.map.mapTo(window, box.center().toPoint())
    assert window.childAt(at) is page.map, f"mission {number}'s box is under {window.childAt(at)}"
    viewport = page.map_scroll.viewport()
    assert viewport.rect().contains(viewport.mapFrom(window, at)), f"mission {number} is scrolled out of view"
    return at


def click(qtbot, window, at: QPoint, double: bool = False) -> None:
    hit = window.childAt(at)
    local = hit.mapFrom(window, at)
    if double:
        qtbot.mouseDClick(hit, Qt.MouseButton.LeftButton, pos=local)
    else:
        qtbot.mouseClick(hit, Qt.MouseButton.LeftButton, pos=local)


def test_the_road_has_one_row_per_box_and_turns_straight_down():
    placed = spots(list(range(1, 67)))
    assert [sorted(s.number for s in placed if s.row == r) for r in range(len(BOXES))] == \
        [list(range(a, b + 1)) for a, b in BOXES]
    where = {s.number: s for s in placed}
    for a, b in BOXES[:-1]:              # the last box's end is right above the next box's start
        assert where[b].col == where[b + 1].col and where[b + 1].row == where[b].row + 1
    assert all(0 <= s.col < COLUMNS for s in placed)
    assert len({(s.row, s.col) for s in placed}) == 66


def test_each_state_has_its_own_mark_not_only_its_colour(qtbot):
    rows = [MissionRow(1, "won", 2, 1, None, ("won", 14)), MissionRow(2, "available", 3, 0, None, ("left", 4)),
            MissionRow(3, "available", 0, 0, None), MissionRow(4, "locked", 0, 0, None)]
    assert [map_state(r) for r in rows] == ["defused", "attempted", "next", "unreached"]

    def shape(state: str) -> list[bool]:
        """Where the mark's ink is, seen in grey (what a person without colour vision sees)."""
        image = legend_pixmap(state, 40).toImage().convertToFormat(QImage.Format.Format_Grayscale8)
        ink = [image.pixelColor(x, y).value() for y in range(40) for x in range(40)]
        disc = sorted(ink)[len(ink) // 2]
        return [abs(v - disc) > 60 for v in ink]
    shapes = {s: shape(s) for s in ("defused", "attempted", "next", "unreached")}
    for a in shapes:
        for b in shapes:
            if a < b:
                differ = sum(x != y for x, y in zip(shapes[a], shapes[b]))
                assert differ > 40, f"the marks of {a} and {b} look alike in grey ({differ} px apart)"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_the_map_is_the_first_view_and_a_click_chooses_a_box(qtbot, window, size, lang):
    set_language(lang)
    window.resize(*size)
    page = window.campaign
    crew = crew_with_wins(page, range(1, 45), failed=(45,))
    qtbot.mouseClick(window.home.campaign_button, Qt.MouseButton.LeftButton)
    page.reload(crew)
    qtbot.waitUntil(lambda: page.map.isVisible() and page.map.width() > 0)
    assert page.stack.currentWidget().isAncestorOf(page.map) and page.map_button.isChecked()
    assert page.map.hasFocus(), "the arrows work at once"
    assert page.map.current == page.map.next_mission == 45 and page.selected() == 45
    assert "45" in page.detail.text() and page.play_button.isEnabled()
    assert not clipped(window), clipped(window)
    at = landing(window, page, 12)                 # a defused mission: chosen, its details below
    click(qtbot, window, at)
    assert page.selected() == 12 and page.map.current == 12
    from desktop.games.busters.missions_text import mission_title
    assert mission_title(12) in page.detail.text() and mission_title(12) in page.map.box_text(12)
    at = landing(window, page, 60)                 # not yet reached: chosen, but not playable
    click(qtbot, window, at)
    assert page.selected() == 60 and not page.play_button.isEnabled()
    click(qtbot, window, at, double=True)
    assert window.table is None, "a box not yet reached does not start"
    at = landing(window, page, 45)
    click(qtbot, window, at, double=True)          # tried before: it starts at once
    qtbot.waitUntil(lambda: window.table is not None, timeout=5000)
    assert window.session.record.config["mission"] == 45


@pytest.mark.parametrize("size", SIZES)
def test_the_keys_walk_the_road_and_enter_starts_the_mission(qtbot, window, size):
    window.resize(*size)
    page = window.campaign
    crew = crew_with_wins(page, range(1, 9))
    window.show_campaign(crew)
    qtbot.waitUntil(lambda: page.map.hasFocus())
    assert page.map.current == 9
    # the road turns: mission 9 is at the right end of its row, under mission 8
    qtbot.keyClick(page.map, Qt.Key.Key_Up)
    assert page.map.current == 8
    qtbot.keyClick(page.map, Qt.Key.Key_Left)
    assert page.map.current == 7
    qtbot.keyClick(page.map, Qt.Key.Key_Down)
    assert page.map.current == 10 and page.selected() == 10
    qtbot.keyClick(page.map, Qt.Key.Key_Return)
    assert window.table is None, "mission 10 is not reached yet"
    qtbot.keyClick(page.map, Qt.Key.Key_End)
    assert page.map.current == 66
    landing(window, page, 66)                      # scrolled into sight
    qtbot.keyClick(page.map, Qt.Key.Key_Home)
    assert page.map.current == 1
    for _ in range(8):
        qtbot.keyClick(page.map, Qt.Key.Key_Right)
    assert page.map.current == 8, "the row ends at mission 8"
    qtbot.keyClick(page.map, Qt.Key.Key_Down)
    assert page.map.current == 9
    qtbot.keyClick(page.map, Qt.Key.Key_Enter)     # a crew's first try: the card first
    card = window._card_dialog
    assert card.isVisible() and card.close_button.text() == "Start the mission"
    qtbot.mouseClick(card.close_button, Qt.MouseButton.LeftButton)
    assert window.session.record.config["mission"] == 9 and window.session.record.meta["crew"] == crew


def test_the_table_is_the_detail_view_of_the_same_choice(qtbot, window):
    page = window.campaign
    crew = crew_with_wins(page, range(1, 4))
    window.show_campaign(crew)
    qtbot.mouseClick(page.table_button, Qt.MouseButton.LeftButton)
    assert page.stack.currentWidget() is page.table and page.table.hasFocus()
    assert page.selected() == 4
    page.table.selectRow(7)                        # mission 8, the Final Exam
    assert page.map.current == 8
    qtbot.mouseClick(page.map_button, Qt.MouseButton.LeftButton)
    assert page.map.isVisible() and page.map.current == 8 and page.map.hasFocus()
    assert "8" in page.detail.text()


def test_the_crew_stands_on_the_next_mission_and_the_boxes_tell_their_best(qtbot, window):
    page = window.campaign
    crew = crew_with_wins(page, range(1, 3), failed=(3,))
    window.show_campaign(crew)
    tips = {n: page.map.box_text(n) for n in (1, 3, 4, 5)}
    assert "Defused" in tips[1] and "1 attempt, best: won in 11 turns" in tips[1]
    assert "Attempted, not yet defused" in tips[3] and "9 wires left" in tips[3]
    assert "The crew's next mission" in tips[3] and page.map.next_mission == 3
    assert "Not yet reached" in tips[5] and "In the box of missions 1-8" in tips[5]
    set_language("ja")
    qtbot.waitUntil(lambda: page.map_button.text() == "マップ")
    assert "解除成功" in page.map.box_text(1) and "11手番で成功" in page.map.box_text(1)
    assert page.legend["unreached"].text() == "未到達"


def test_a_crewless_map_shows_nothing_to_start(qtbot):
    board = CampaignMap()
    qtbot.addWidget(board)
    board.set_rows([], None, 0)
    board.show()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert board.current is None


def test_a_finished_campaign_walks_the_whole_road(qtbot, window):
    page = window.campaign
    crew = crew_with_wins(page, range(1, 67))
    window.show_campaign(crew)
    board = page.map
    assert board.next_mission is None and board.crew_at() == 66, "the crew stands at the end of the road"
    assert all(map_state(r) == "defused" for r in board.rows)
    assert "The campaign is complete" in page.crew_text.text()
    assert board.current == 1 and page.play_button.isEnabled(), "any mission may be played again"
