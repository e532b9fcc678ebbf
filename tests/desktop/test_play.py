"""A person plays Bomu through the window: clicks, hot-seat hand-offs, resume."""
from __future__ import annotations

import json

from PySide6.QtCore import QRectF, Qt, QTimer

from engine.bomu import data as D
from desktop.shell.new_game import NewGameDialog
from desktop.games.catalog import GAMES
from tests.desktop.conftest import click_item, play_to_end, play_turn, restart, start


def test_new_game_dialog_remembers_names(qtbot, window):
    """The new-game dialog takes 2-5 seats, humans or bots, and remembers names."""
    dialog = NewGameDialog(GAMES["bomu"], window.store.seat_specs(), window)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.rows[0][1].setText("Mika")
    dialog.rows[1][2].setCurrentIndex(dialog.rows[1][2].findData("hard"))
    dialog.rows[2][1].setText("Mika")
    dialog.buttons.accepted.emit()
    assert dialog.result() == 0 and "same name" in dialog.problem.text()
    dialog.rows[2][1].setText("Jun")
    dialog.buttons.accepted.emit()
    assert dialog.result() == 1
    seats = dialog.seats()
    assert [s.name for s in seats] == ["Mika", dialog.rows[1][1].text(), "Jun"]
    assert seats[1].kind == "hard"
    window.store.remember_seats(seats)
    again = NewGameDialog(GAMES["bomu"], window.store.seat_specs(), window)
    qtbot.addWidget(again)
    assert again.count.value() == 3 and again.rows[0][1].text() == "Mika"
    assert again.rows[1][2].currentData() == "hard"


def test_one_human_plays_a_whole_game_by_clicking(qtbot, window):
    table = start(window, [("Me", "human"), ("B1", "easy"), ("B2", "normal"), ("B3", "hard")], seed=3)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    # the human's own hand is face up and readable; SAFE can never be clicked to play
    hand = [i.card for i in table.scene.hand if i.isVisible()]
    assert hand == list(table.session.view(0).hand)
    assert all(not i.clickable for i in table.scene.hand if i.card == D.SAFE)
    assert not table.handoff.isVisible()            # one human: no hand-off ever
    played = 0
    while table.outcome is None:
        if play_turn(qtbot, table):
            played += 1
        else:
            qtbot.wait(5)
        assert not table.handoff.isVisible()
    assert played > 0
    assert table.end.isVisible()
    assert table.end.title.text()
    # issue 16: the end says where everyone finished, the winner first
    from desktop.games.bomu.page import standings
    rows = standings(table.session.record, table.outcome.winners)
    assert sorted(s for _, seats, _ in rows for s in seats) == [0, 1, 2, 3]
    assert rows[0][0] == 1 and [p for p, _, _ in rows] == sorted(p for p, _, _ in rows)
    detail = table.end.detail.text()
    assert "Where everyone finished:" in detail and "(out in round" in detail
    for _, seats, _ in rows:
        assert all(table.names[s] in detail for s in seats)
    # the finished game is stored with its record, and the autosave is gone
    games = window.store.finished_games("bomu")
    assert len(games) == 1 and window.store.load_current() is None
    record = json.loads(games[0].record_json)
    assert record["game"] == "bomu" and len(record["actions"]) >= played
    # statistics count it for the person, and for each bot level (bots are not people)
    window.show_stats()
    rows = window.stats.model.rows
    assert [(r.name, r.bot) for r in rows] == [("Me", False), ("easy", True), ("hard", True),
                                              ("normal", True)]
    assert all(r.played == 1 for r in rows) and sum(r.won for r in rows) == len(table.outcome.winners)
    shown = [window.stats.model.data(window.stats.model.index(i, 0)) for i in range(len(rows))]
    assert shown[0] == "Me" and shown[1] == "Bot · Easy"
    assert not window.stats.table.verticalHeader().isVisible()    # no white strip of row numbers


def test_play_again_and_back_home(qtbot, window):
    table = start(window, [("A", "easy"), ("B", "easy")], seed=5)
    qtbot.waitUntil(lambda: table.outcome is not None, timeout=20000)
    qtbot.mouseClick(table.end.again, Qt.MouseButton.LeftButton)
    assert window.table is not table and window.table.outcome is None
    assert window.pages.currentWidget() is window.table and not window.table.end.isVisible()
    window.table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: window.table.outcome is not None, timeout=20000)
    qtbot.mouseClick(window.table.end.back, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.home


def test_hand_off_hides_every_hand_between_humans(qtbot, window):
    table = start(window, [("Ann", "human"), ("Bo", "human"), ("Cy", "normal")], seed=11)
    qtbot.waitUntil(lambda: table.handoff.isVisible(), timeout=5000)
    # the cover: nothing private on screen, the table is a spectator's
    assert table.scene.viewer is None
    assert not any(i.isVisible() for i in table.scene.hand)
    assert table.handoff.geometry() == table.rect()
    assert "Ann" in table.handoff.title.text()
    qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    assert table.scene.viewer == 0
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)   # after running animations
    assert [i.card for i in table.scene.hand if i.isVisible()] == list(table.session.view(0).hand)
    play_turn(qtbot, table)                          # Ann puts a card face down
    qtbot.waitUntil(lambda: table.handoff.isVisible(), timeout=5000)
    assert "Bo" in table.handoff.title.text()
    # issue 16: the cover lets the public table show through and says what happened
    # since Bo last played (here: since the game began), public lines only
    assert table.handoff.colour.alpha() < 255
    assert table.handoff.since.text().startswith("Since your last turn:")
    # the cards put down this round share one line (issue "A log people read")
    assert any(line.startswith("Cards face down:") and "Ann" in line for line in table.handoff.lines)
    assert set(table.handoff.lines) <= set(table.log.lines)
    assert not any(i.isVisible() for i in table.scene.hand)
    # Ann's face-down card is not shown to the spectator view under the cover
    assert table.scene.slots[0].card is None
    qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    assert table.scene.viewer == 1
    qtbot.waitUntil(lambda: table.acting == 1, timeout=5000)
    assert table.scene.slots[0].card is None        # Bo does not see Ann's card either
    assert [i.card for i in table.scene.hand if i.isVisible()] == list(table.session.view(1).hand)
    play_turn(qtbot, table)                          # Bo's card; play on to the next cover
    for _ in range(200):
        if table.handoff.isVisible() or table.outcome is not None:
            break
        if table.acting is not None:
            play_turn(qtbot, table)
        qtbot.wait(20)
    if table.handoff.isVisible():                    # the summary starts where they left
        seat = table.handoff.seat
        assert table.handoff.lines == table.log.lines[table._seen_upto[seat]:][-8:]
        # issue 26: shown as the log shows them, dice and cards drawn, not written out
        rich = table.handoff.since.toHtml()
        told = table.log.told[table._seen_upto[seat]:][-8:]
        assert all(t.html.count("<img") == 0 or "<img" in rich for t in told)
        assert any("<img" in t.html for t in told) and "[" not in table.handoff.since.toPlainText()
        qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    # nothing private ever reaches the log
    play_to_end(qtbot, window)
    assert all(e.public for e in table.log.events)
    assert not any("You drew" in line for line in table.log.lines)


def test_an_autosaved_game_resumes_where_it_stopped(qtbot, window, data_dir):
    table = start(window, [("Me", "human"), ("Bot", "hard"), ("Bot2", "easy")], seed=21)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    play_turn(qtbot, table)
    qtbot.waitUntil(lambda: table.acting == 0 or table.outcome is not None, timeout=5000)
    before = table.session.view(0)
    actions = list(table.session.record.actions)
    again = restart(qtbot, window)                   # quitting mid-game
    assert again.home.resume_box.isVisible()
    qtbot.mouseClick(again.home.resume_button, Qt.MouseButton.LeftButton)
    assert again.session.record.actions == actions
    assert again.session.view(0) == before
    qtbot.waitUntil(lambda: again.table.acting == 0, timeout=5000)
    assert [i.card for i in again.table.scene.hand if i.isVisible()] == list(before.hand)
    again.close()


def test_an_illegal_action_is_refused_with_a_reason(qtbot, window):
    table = start(window, [("Me", "human"), ("Bot", "easy")], seed=2)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    before = table.session.view(0)
    assert not table.session.submit(0, "play 9")
    assert not table.session.submit(1, "roll")
    assert table.session.view(0) == before


def test_the_explosion_shakes_the_table_and_gives_back_its_fitted_scale(qtbot, window):
    from engine.core.event import Event
    table = start(window, [("A", "easy"), ("B", "easy")], seed=5, speed="fast")
    table.shutdown()                                  # drive the scene alone
    qtbot.wait(300)                                   # let the layout settle
    before = table.view.transform()
    assert before.m11() != 1.0                        # fitted to the window
    view = table.session.view(None)
    table.scene.play([Event("bomu.exploded", {"seat": 0, "lost": 1, "lives": 2})], {None: view})
    shifted = []
    table.scene.queue.idle.connect(lambda: shifted.append("done"))
    qtbot.waitUntil(lambda: table.view.transform().dx() != before.dx() or bool(shifted), timeout=3000)
    assert not shifted, "the table did not shake"
    qtbot.waitUntil(lambda: bool(shifted), timeout=5000)
    after = table.view.transform()
    assert (after.m11(), after.m22(), after.dx(), after.dy()) == (before.m11(), before.m22(), before.dx(), before.dy())


def test_the_log_tells_each_event_when_the_table_shows_it(qtbot, window):
    """The log line of an event appears as its animation starts, not when the move is
    made: the log never runs ahead of the table."""
    table = start(window, [("Me", "human"), ("B1", "easy")], seed=3, speed="normal")
    qtbot.waitUntil(lambda: table.acting == 0 and not table.queue.busy, timeout=10000)
    before = len(table.log.lines)
    during: list[bool] = []
    table.log.rowsInserted.connect(lambda *_: during.append(table.queue.busy))
    cards = [i for i in table.scene.hand if i.isVisible() and i.clickable]
    click_item(qtbot, table, cards[0])
    qtbot.mouseClick(table.buttons["play"], Qt.MouseButton.LeftButton)
    assert len(table.log.lines) == before           # the move is made, not yet shown
    qtbot.waitUntil(lambda: len(table.log.lines) > before, timeout=5000)
    assert during and all(during)                   # each line came during the playback
    assert any("Me" in line for line in table.log.lines[before:])


def test_hot_seat_asks_for_safe_on_the_public_table_without_a_cover(qtbot, window):
    # issue 16: a hand-off once per person per round where the rules allow: using SAFE
    # or rolling needs no card of the hand, so the handler is asked on the public table
    asked = 0
    for seed in range(1, 40):
        table = start(window, [("Ann", "human"), ("Bo", "human")], seed=seed)
        for _ in range(400):
            qtbot.waitUntil(lambda: table.acting is not None or table.handoff.isVisible()
                            or table.outcome is not None, timeout=5000)
            if table.outcome is not None:
                break
            if table.handoff.isVisible():
                seat = table.handoff.seat
                assert table.session.view(seat).phase != "safe", "a cover for SAFE"
                qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
                continue
            if table.session.view(table.acting).phase == "safe" and table.viewer is None:
                # no cover, no hand: the public table, and the two choices
                assert not any(i.isVisible() for i in table.scene.hand)
                assert table.buttons["safe"].isVisible() and table.buttons["roll"].isVisible()
                asked += 1
            play_turn(qtbot, table)
        window.leave_game()
        if asked:
            return
    raise AssertionError("no handler with SAFE came up after another player's turn")


def test_dice_before_their_first_roll_are_not_blank_faces(qtbot, window):
    # issue 16: a die not rolled yet shows that it is one (a "?"), never a blank face,
    # which is a real face of the bomb dice
    table = start(window, [("Ann", "human"), ("Cy", "normal")], seed=3)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    dice = [d for d in table.scene.dice if d.isVisible()]
    assert dice and all(d.face == "unrolled" for d in dice)
    for _ in range(200):
        if table.session.view(None).last_roll or table.outcome is not None:
            break
        if table.acting is not None:
            play_turn(qtbot, table)
        qtbot.wait(20)
    qtbot.waitUntil(lambda: not table.queue.busy, timeout=10000)
    rolled = [d.face for d in table.scene.dice if d.isVisible()]
    assert table.session.view(None).last_roll and "unrolled" not in rolled[:len(table.session.view(None).last_roll)]


def test_the_prompt_area_keeps_its_height_as_decisions_change(qtbot, window):
    # issue 16: the board must not jump as the prompt, its buttons and a refusal come
    # and go
    table = start(window, [("Ann", "human"), ("Cy", "normal"), ("Dee", "normal")], seed=3)
    heights = set()
    for _ in range(60):
        if table.outcome is not None:
            break
        heights.add(table.controls.height())
        if table.acting is not None:
            play_turn(qtbot, table)
        qtbot.wait(20)
        heights.add(table.controls.height())
    assert len(heights) == 1, heights


def test_face_down_cards_never_cover_a_plate_at_any_player_count(qtbot, window):
    # issue 16: with 5 players the top plates sit close to the tray
    from desktop.games.bomu.items import SeatPlate
    for n in range(2, 6):
        table = start(window, [("Ann", "human")] + [(f"B{i}", "normal") for i in range(n - 1)], seed=n)
        scene = table.scene
        for s in range(n):
            at, plate = scene.slot_pos(s), scene.plate_pos(s)
            card = QRectF(at.x() - 32, at.y() - 46, 64, 92)
            box = QRectF(plate.x() - SeatPlate.W / 2, plate.y() - SeatPlate.H / 2, SeatPlate.W, SeatPlate.H)
            assert not card.intersects(box), (n, s)
        window.leave_game()


def test_a_player_out_of_the_game_may_skip_to_the_result(qtbot, window):
    # issue 26: an eliminated player watched ~2 minutes of bots, with no way past them.
    # Seed 8 is the first that puts Ann out before the end (each seed before it is a
    # whole game, 40 s of CPU in all): tried first, the others should it ever change
    for seed in (8, *range(1, 30)):
        table = start(window, [("Ann", "human"), ("Bo", "easy"), ("Cy", "easy"), ("Di", "easy")], seed=seed)
        for _ in range(400):
            view = table.session.view(None)
            if table.outcome is not None or not view.alive[0]:
                break
            if not play_turn(qtbot, table, prefer_low=False):
                qtbot.wait(5)
        # out while the others play on (the move that put her out may also end it)
        if table.session.outcome() is None and not table.session.view(None).alive[0]:
            break
        window.leave_game()
    else:
        raise AssertionError("Ann was never out before the end")
    assert not table.skip_button.isVisible()              # at instant speed: nothing to skip
    table.queue.configure("normal", False)                  # the speed a player watches at
    qtbot.waitUntil(table.skip_button.isVisible, timeout=20000)   # at the bots' next move
    assert table.skip_button.text() == "Skip to the result" and table.outcome is None
    qtbot.mouseClick(table.skip_button, Qt.MouseButton.LeftButton)
    assert table.queue.factor == 0 and not table.skip_button.isVisible()
    qtbot.waitUntil(lambda: table.outcome is not None, timeout=20000)
    assert table.end.isVisible()


def test_the_private_note_follows_a_language_switch(qtbot, window):
    """Switchable at run time: the note only the seat at the screen reads ("You drew:
    …") is worded again from its event when the language changes, not left as it was
    written."""
    table = start(window, [("Me", "human"), ("Bot", "easy"), ("Bot2", "easy")], seed=21)
    for _ in range(300):                      # play on until the human draws after an explosion
        if "You drew: " in table.private_note.text() or table.outcome is not None:
            break
        play_turn(qtbot, table)
        qtbot.wait(20)
    assert "You drew: " in table.private_note.text()
    cards = table.private_note.text().split("You drew: ")[1].split("\n")[0]
    window.apply_settings({"language": "ja"})
    qtbot.waitUntil(lambda: "引いたカード：" in table.private_note.text(), timeout=3000)
    assert f"引いたカード：{cards}" in table.private_note.text()
    assert "You" not in table.private_note.text()
    window.apply_settings({"language": "en"})
    qtbot.waitUntil(lambda: f"You drew: {cards}" in table.private_note.text(), timeout=3000)
