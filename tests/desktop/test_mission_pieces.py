"""Issue 26, items 1-2: every mission component is a piece on the Bomb Busters table
(desktop/games/busters/pieces.py, laid out by pieces_layout.py), one test per kind,
each starting a mission that uses it; the X tokens of missions 20 and 35; the side
panel keeps only what has no place on the table; and the pieces overlap neither the
stands, the board's own items nor each other at 1024x640 and 1920x1080."""
from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSize

from desktop.games.busters.pieces import CardsPiece, CounterPiece, LetterCard, NanoPiece
from engine.busters import marks
from engine.busters.missions.components import Pointed, TrackMarker
from tests.desktop.test_busters import bot_level, start_busters

FOUR = [("Aki", "human"), ("Ben", None), ("Chika", None), ("Dan", None)]


def table_of(qtbot, window, mission: int, seed: int = 2, players: int = 4):
    seats = [(n, k or bot_level()) for n, k in FOUR[:players]]
    table = start_busters(window, seats, mission=mission, seed=seed)
    qtbot.waitUntil(lambda: table.scene.view is not None and table.scene.view.phase != "characters",
                    timeout=10000)
    return table


def pieces(table, kind: str) -> list:
    return [p for p in table.scene.pieces.items if p.kind == kind]


def centre_x(item) -> float:
    return item.sceneBoundingRect().center().x()


def test_the_sequence_card_points_at_its_card_and_marks_its_value_on_the_track(qtbot, window):
    # mission 9: "Place the Sequence card (side A) above the leftmost card"
    table = table_of(qtbot, window, 9)
    seq = table.session.state.mission_data["seq"]
    line = next(p for p in pieces(table, "cards") if p.cards.id == "sequence")
    assert [c.value for c in line.cards.cards] == seq["cards"]
    assert [c.mark for c in line.cards.cards] == ["a", "b", "c"]
    assert line.cards.pointer == seq["at"] == 0 and line.tab > 0    # the tab over card a
    assert line.pointer_kind() == "sequence" and line.cards.side == "A"
    assert "Sequence card (side A)" in line.toolTip()
    mark = pieces(table, "track_mark")[0]
    cell = table.scene.track.cell(seq["cards"][0]).translated(table.scene.track.pos())
    assert mark.sceneBoundingRect().contains(cell)                     # its value on the 1-12 track


def test_the_line_of_cards_names_its_left_and_right_ends(qtbot, window):
    # mission 36: "at which end of the line to put the Sequence card"; the buttons read
    # "Left end" and "Right end", and so do the line's ends on the table
    table = table_of(qtbot, window, 36)
    line = next(p for p in pieces(table, "cards") if p.cards.id == "line")
    assert line.ends == ("Left end", "Right end")
    assert [c.value for c in line.cards.cards] == table.session.state.mission_data["line"]


def test_nano_stands_on_the_number_card_of_its_line(qtbot, window):
    # mission 59: "Place Nano on the Number card ... facing right"
    table = table_of(qtbot, window, 59)
    data = table.session.state.mission_data
    line = next(p for p in pieces(table, "cards") if p.cards.id.startswith("line_"))
    assert line.pointer_kind() == "nano" and line.cards.pointer == data["pos"]
    assert line.cards.facing == data["facing"] and line.ends == ("Left end", "Right end")
    mark = pieces(table, "track_mark")[0]
    cell = table.scene.track.cell(data["line"][data["pos"]]).translated(table.scene.track.pos())
    assert mark.sceneBoundingRect().contains(cell)


def test_a_hand_of_number_cards_shows_no_value_to_a_seat_that_may_not_see_it(qtbot, window):
    # mission 29: "Each bomb disposal expert ... takes Number cards in hand" (secret)
    table = table_of(qtbot, window, 29)
    qtbot.waitUntil(lambda: table.scene.viewer == 0, timeout=10000)
    hands = {p.cards.owner: p for p in pieces(table, "cards") if p.cards.id == "hand"}
    secret = table.session.state.mission_data["_hands"]
    assert set(hands) == {0, 1, 2, 3}
    assert [c.value for c in hands[0].cards.cards] == secret["0"]       # one's own: face up
    for seat in (1, 2, 3):
        assert hands[seat].cards.cards and all(c.value is None and c.state == "down"
                                               for c in hands[seat].cards.cards)
    plate = table.scene.plates[1].sceneBoundingRect()                   # on its owner's plate
    assert plate.contains(hands[1].sceneBoundingRect().center())


def test_a_number_card_lies_on_the_equipment_card_it_locks(qtbot, window):
    # mission 12: "a face-up Number card placed on it"
    table = table_of(qtbot, window, 12)
    locks = table.session.state.mission_data["locks"]
    drawn = {p.equipment: p for p in pieces(table, "lock")}
    assert {int(n) for n in locks} == set(drawn)
    for n, value in locks.items():
        card = next(c for c in table.scene.equipment.values() if c.number == int(n))
        assert drawn[int(n)].value == value
        assert card.sceneBoundingRect().contains(drawn[int(n)].sceneBoundingRect().center())


def test_constraint_cards_lie_before_their_players_face_down_when_secret(qtbot, window):
    # mission 34: "Each bomb disposal expert secretly looks at their 2 cards"
    table = table_of(qtbot, window, 34)
    qtbot.waitUntil(lambda: table.scene.viewer == 0, timeout=10000)
    cards = pieces(table, "constraint")
    mine = [c for c in cards if c.face_up]
    others = [c for c in cards if not c.face_up]
    assert mine and others and all(c.text == "" for c in others)        # no letter leaks
    assert all("A face-down Constraint card" in c.toolTip() for c in others)
    for c in cards:
        owner = next(s for s, pl in table.scene.plates.items()
                     if pl.sceneBoundingRect().contains(c.sceneBoundingRect().center()))
        assert (owner == 0) == c.face_up


def test_challenge_cards_show_their_numbers_and_words(qtbot, window):
    # mission 55: Challenge cards drawn face up
    table = table_of(qtbot, window, 55)
    numbers = table.session.state.mission_data["challenges"]
    cards = pieces(table, "challenge")
    assert sorted(int(c.text) for c in cards) == sorted(numbers)
    assert all(isinstance(c, LetterCard) and c.live for c in cards)
    assert any("Challenge" in c.toolTip() for c in cards)


def test_each_players_oxygen_lies_beside_their_name(qtbot, window):
    # mission 49: "Each bomb disposal expert receives Oxygen tokens"
    table = table_of(qtbot, window, 49)
    oxygen = table.session.state.mission_data["oxygen"]
    chips = pieces(table, "counter")
    assert len(chips) == 4
    for chip in chips:
        assert isinstance(chip, CounterPiece) and chip.look == "oxygen"
        seat = next(s for s, pl in table.scene.plates.items()
                    if pl.sceneBoundingRect().contains(chip.sceneBoundingRect().center()))
        assert chip.value == oxygen[str(seat)] and chip.label == f"O₂ {oxygen[str(seat)]}"
        assert table.names[seat] in chip.toolTip()


def test_the_tables_oxygen_reserve_lies_on_the_board_with_its_name(qtbot, window):
    # mission 54: "the rest of the Oxygen tokens ... form the reserve"
    table = table_of(qtbot, window, 54)
    data = table.session.state.mission_data
    reserve = next(p for p in pieces(table, "counter") if "Oxygen reserve" in p.toolTip())
    assert reserve.look == "oxygen" and reserve.value == data["reserve"]
    assert "Oxygen reserve" in reserve.caption.replace("\u2060", "")
    assert table.scene.board.sceneBoundingRect().contains(reserve.sceneBoundingRect())


def test_face_down_equipment_and_the_number_deck_lie_on_the_board(qtbot, window):
    # mission 15: the Equipment cards face down, a Number card turned up from the deck
    table = table_of(qtbot, window, 15)
    data = table.session.state.mission_data
    pile = next(p for p in pieces(table, "counter") if p.look == "equipment")
    assert pile.value == len(data["_equipment"]) > 0
    assert table.scene.board.sceneBoundingRect().contains(pile.sceneBoundingRect())
    deck = next(p for p in pieces(table, "cards") if p.cards.deck)
    assert deck.cards.deck == len(data["_deck"])
    assert deck.caption.replace("\u2060", "") == "Number deck"          # named under it


def test_the_rookie_wears_a_badge_on_their_name_plate(qtbot, window):
    # mission 14: the Captain is the rookie
    table = table_of(qtbot, window, 14)
    badge = pieces(table, "role")[0]
    captain = table.session.state.captain
    assert badge.label == "The rookie"
    assert table.scene.plates[captain].sceneBoundingRect().contains(badge.sceneBoundingRect().center())


def test_nano_stands_on_the_track_over_its_space(qtbot, window):
    # mission 53: "Place Nano ... just before space 1"; then over space N as it moves
    table = table_of(qtbot, window, 53)
    scene = table.scene
    nano = pieces(table, "nano")[0]
    first = scene.track.cell(1).translated(scene.track.pos())
    assert centre_x(nano) < first.left() and nano.sceneBoundingRect().bottom() <= first.top()
    moved = dataclasses.replace(scene.view, mission_info=(TrackMarker("nano", 5, -1),))
    scene.sync(moved)
    nano = pieces(table, "nano")[0]
    cell = scene.track.cell(5).translated(scene.track.pos())
    assert isinstance(nano, NanoPiece) and nano.facing == -1
    assert abs(centre_x(nano) - cell.center().x()) < 1
    assert "space 5, moving down" in nano.toolTip()


def test_the_wires_a_special_cut_points_at_are_marked(qtbot, window):
    table = table_of(qtbot, window, 13)
    scene = table.scene
    addrs = ((1, 0, 2), (2, 0, 4))
    scene.sync(dataclasses.replace(scene.view, mission_info=(Pointed("multi", addrs, 3),)))
    marks_ = pieces(table, "pointed")
    assert [m.text for m in marks_] == ["1", "2"]
    for m, a in zip(marks_, addrs):
        assert scene.tiles[a].sceneBoundingRect().contains(m.sceneBoundingRect().center())
    assert "(2 of 3)" in marks_[0].toolTip()


@pytest.mark.parametrize("mission", [20, 35])
def test_the_x_token_lies_in_front_of_each_x_wire(qtbot, window, mission):
    # "with an X token in front of it"
    table = table_of(qtbot, window, mission)
    state, scene = table.session.state, table.scene
    xs = [(st.seat, st.index, i) for st in state.stands() for i, sl in enumerate(st.slots)
          if marks.X in sl.marks]
    tokens = {t.addr: t for t in pieces(table, "x")}
    assert len(xs) == 4 and set(tokens) == set(xs)
    for addr in xs:
        tile = scene.tiles[addr]
        assert abs(centre_x(tokens[addr]) - tile.pos().x()) < 1             # on the wire's line
        assert not tokens[addr].sceneBoundingRect().intersects(tile.sceneBoundingRect().adjusted(6, 6, -6, -6))
        assert "X wire" in tokens[addr].toolTip()


def test_the_side_panel_keeps_only_what_has_no_place_on_the_table(qtbot, window):
    table = table_of(qtbot, window, 9)                  # the Sequence card: on the table
    assert pieces(table, "cards") and not table.mission_panel.isVisible()
    window.leave_game()
    table = table_of(qtbot, window, 19)                 # a scripted mission's stage: beside it
    qtbot.waitUntil(lambda: table.mission_panel.isVisible(), timeout=5000)
    assert table.mission_panel.text()


def test_pieces_are_named_in_japanese(qtbot, window):
    window.apply_settings({"language": "ja"})
    try:
        table = table_of(qtbot, window, 36)
        line = next(p for p in pieces(table, "cards") if p.cards.id == "line")
        assert line.ends == ("左端", "右端")
        table = table_of(qtbot, window, 49)
        assert "酸素" in pieces(table, "counter")[0].toolTip()
    finally:
        window.apply_settings({"language": "en"})


# ---- nothing overlapped -----------------------------------------------------------------------------
MISSIONS_SHOWN = (9, 15, 20, 36, 49, 55, 59, 61, 66, 12, 29, 34, 54, 65)
ON_PURPOSE = {"nano", "track_mark", "lock", "pointed"}      # lie on the track, a card, a wire


def others(scene) -> list:
    """What the pieces must leave free: the stands (wires, rails), the board's items
    and the info tokens."""
    items = list(scene.tiles.values()) + scene.rails + scene.tokens + scene.badges
    items += [scene.dial, scene.track, scene.mission_card, scene.title] + list(scene.equipment.values())
    if scene.info_text.text():
        items.append(scene.info_text)
    return [i for i in items if i.isVisible()]


@pytest.mark.parametrize("w, h", [(1024, 640), (1920, 1080)])
def test_pieces_overlap_no_stand_no_board_item_and_no_other_piece(qtbot, window, w, h):
    window.resize(w, h)
    qtbot.waitUntil(lambda: window.size() == QSize(w, h), timeout=3000)
    bad = []
    for mission in MISSIONS_SHOWN:
        table = table_of(qtbot, window, mission)
        qtbot.wait(30)
        scene = table.scene
        free = [p for p in scene.pieces.items if p.kind not in ON_PURPOSE]
        viewport = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
        for k, p in enumerate(free):
            box = p.sceneBoundingRect().adjusted(2, 2, -2, -2)
            if not viewport.contains(box):
                bad.append(f"{mission}: {p.kind} {box} off the table")
            if p.kind in ("counter", "role", "constraint", "cards") and any(
                    pl.sceneBoundingRect().contains(box.center()) for pl in scene.plates.values()):
                hit = [i for i in scene.tiles.values() if i.sceneBoundingRect().intersects(box)]
            else:
                hit = [i for i in others(scene) if i.sceneBoundingRect().intersects(box)]
                hit += [q for q in scene.plates.values() if q.sceneBoundingRect().intersects(box)]
            hit += [q for q in free[k + 1:] if q.sceneBoundingRect().adjusted(2, 2, -2, -2).intersects(box)]
            bad += [f"{mission}: {p.kind} over {type(i).__name__}" for i in hit]
        window.leave_game()
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("w, h", [(1024, 640), (1920, 1080)])
def test_no_text_of_a_piece_is_under_10_px(qtbot, window, monkeypatch, w, h):
    """The pieces' numbers, letters, ends and captions, measured as painted."""
    from desktop.games.busters.items import READABLE_PX
    from tests.desktop.test_readable_sizes import texts_drawn
    window.resize(w, h)
    qtbot.waitUntil(lambda: window.size() == QSize(w, h), timeout=3000)
    for mission in (9, 36, 49, 55, 59, 61):
        table = table_of(qtbot, window, mission)
        qtbot.wait(30)
        for p in table.scene.pieces.items:        # only the pieces: the rest has its own test
            p.setVisible(True)
        others_ = [i for i in table.scene.items() if i not in table.scene.pieces.items and i.isVisible()]
        for i in others_:
            i.setVisible(False)
        drawn = texts_drawn(monkeypatch, window)
        monkeypatch.undo()
        assert drawn, mission
        small = sorted({(round(px, 1), t) for t, px in drawn if px < READABLE_PX - 0.05})
        assert not small, (mission, small)
        for i in others_:
            i.setVisible(True)
        window.leave_game()
