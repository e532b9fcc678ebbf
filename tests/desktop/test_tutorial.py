"""First-game tutorials (issue "A table a new player enjoys"): a guided game on a
fixed deal, driven through the real window as a person would: clicking what the
guide outlines, being refused elsewhere, leaving midway; the offer on a game's first
start; nothing of a tutorial reaches the statistics or the games in progress."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from desktop.tutorial.guide import scene_box
from desktop.tutorial.shell import TutorialOffer
from tests.desktop.conftest import click_item, play_to_end, when_modal
from tests.desktop.test_busters import click_key, play_decision


def open_tutorial(qtbot, window, game: str):
    """Help > Tutorials > the game's entry."""
    window.store.set("speed", "instant")
    action = window.findChild(QAction, f"tutorial_{game}")
    assert action is not None and action.isEnabled()
    action.trigger()
    table = window.table
    assert table is not None and window.pages.currentWidget() is table
    guide = table.guide
    qtbot.waitUntil(lambda: guide.showing, timeout=5000)
    return table, guide


def click_scene_point(qtbot, table, point: QPointF) -> None:
    pos = table.view.mapFromScene(point)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_outlined(qtbot, guide) -> None:
    """Click what the guide outlines, as a person does: the button, or the middle of
    the item on the table."""
    qtbot.waitUntil(lambda: guide.showing and guide.target() is not None, timeout=5000)
    assert not guide.next_button.isVisible()
    target = guide.target()
    if isinstance(target, QWidget):
        qtbot.waitUntil(lambda: guide.frame.isVisible() and guide.frame.geometry().contains(
            target.mapTo(guide.table, target.rect().center())), timeout=3000)
        qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    else:
        qtbot.waitUntil(guide.marker.isVisible, timeout=3000)
        click_scene_point(qtbot, guide.table, scene_box(target).center())


def press_next(qtbot, guide) -> None:
    qtbot.waitUntil(lambda: guide.showing and guide.next_button.isVisible(), timeout=5000)
    qtbot.mouseClick(guide.next_button, Qt.MouseButton.LeftButton)


def follow(qtbot, guide, until: int | None = None) -> None:
    """Do what each step asks, up to step `until` (not included)."""
    stop = len(guide.script.steps) if until is None else until
    while guide.active and guide.index < stop:
        index = guide.index
        qtbot.waitUntil(lambda: guide.showing, timeout=5000)
        if guide.step.clicks:
            while guide.index == index and guide.active:
                made = guide.click_no
                click_outlined(qtbot, guide)
                qtbot.waitUntil(lambda: (guide.index, guide.click_no) != (index, made) or not guide.active,
                                timeout=5000)
        else:
            press_next(qtbot, guide)


def nothing_kept(window) -> None:
    """A tutorial reaches neither the games in progress nor the statistics."""
    assert window.store.saved_games() == []
    assert window.store.finished_games() == [] and window.store.stats() == []


# ---- Bomb Busters ------------------------------------------------------------------------------
STORY = [(0, "info 0.0.4"), (1, "info 1.0.3"), (0, "dual 1.0.3 3"), (0, "own 0.0.2"),
         (1, "dual 0.0.4 4"), (1, "own 1.0.4"), (0, "dual 1.0.2 1"), (1, "dual 0.0.0 1"),
         (1, "own 1.0.0"), (0, "solo 3")]


def test_the_busters_tutorial_guides_a_first_game_and_refuses_other_clicks(qtbot, window):
    table, guide = open_tutorial(qtbot, window, "busters")
    assert guide.isVisible() and guide.title.text() == "Tutorial: step 1 of 11"
    assert "tile stands" in guide.text.text() and guide.marker.isVisible()
    # a step to read: a click on the table is refused, with a reminder; nothing happens
    click_key(qtbot, table, ("wire", (0, 0, 4)))
    assert guide.reminder.text() == "Read this first, then press Next."
    assert not table.sel and not table.buttons["confirm"].isVisible()
    follow(qtbot, guide, until=2)
    assert "info token" in guide.text.text()
    # the step wants the 4: another wire of the player's is refused
    click_key(qtbot, table, ("wire", (0, 1, 0)))
    assert guide.reminder.text().startswith("Not that one yet: click what is outlined in orange")
    assert not table.sel
    # the keys too: the arrows move the ring freely, Space on another wire is refused
    # like its click, a key of the table's own (Esc) goes around the guide: refused
    guide.reminder.clear()
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.keys.ring.isVisible() and guide.reminder.text() == ""
    while table.keys.current is table.scene.tiles[(0, 0, 4)]:
        qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert guide.reminder.text().startswith("Not that one yet") and not table.sel
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert guide.reminder.text().startswith("In the tutorial, go to what is outlined in orange with the arrows")
    click_outlined(qtbot, guide)                                  # the 4
    qtbot.waitUntil(lambda: guide.click_no == 1, timeout=3000)
    assert table.sel["pending"]
    assert guide.reminder.text() == ""                            # a click that counts clears it
    follow(qtbot, guide, until=4)                                 # ... the Dual Cut's wire
    click_outlined(qtbot, guide)
    wrong = table.choice_buttons["val_1"]                          # not the 3 the step asks for
    qtbot.mouseClick(wrong, Qt.MouseButton.LeftButton)
    assert "pending" not in table.sel and guide.reminder.text().startswith("Not that one")
    follow(qtbot, guide, until=7)
    assert table.session.view(None).detonator == 2
    follow(qtbot, guide, until=8)                                 # the wrong cut
    qtbot.waitUntil(lambda: guide.showing, timeout=5000)           # ... explained
    assert table.session.view(None).detonator == 1 and guide.target() is table.scene.dial
    follow(qtbot, guide, until=10)
    assert [tuple(a) for a in table.session.record.actions] == STORY
    qtbot.waitUntil(lambda: guide.showing, timeout=5000)
    assert guide.next_button.text() == "Finish"
    follow(qtbot, guide)                                          # Finish: the game goes on freely
    assert not guide.active and not guide.isVisible() and not guide.marker.isVisible()
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    for _ in range(200):                                          # to the end, nothing kept
        if table.outcome is not None:
            break
        if not play_decision(qtbot, table, oracle=True):
            qtbot.wait(5)
    assert table.outcome is not None
    nothing_kept(window)


def test_the_tutorial_can_be_left_at_any_step(qtbot, window):
    table, guide = open_tutorial(qtbot, window, "busters")
    follow(qtbot, guide, until=4)
    qtbot.mouseClick(guide.leave_button, Qt.MouseButton.LeftButton)
    assert window.table is None and window.pages.currentWidget() is window.home
    assert window.home.findChild(QWidget, "tutorialGuide") is None
    nothing_kept(window)
    # again, and out through the Game menu's Back to home midway through a step
    table, guide = open_tutorial(qtbot, window, "busters")
    follow(qtbot, guide, until=2)
    click_outlined(qtbot, guide)
    window.actions["home"].trigger()
    assert window.table is None and window.pages.currentWidget() is window.home
    nothing_kept(window)
    # the table's clicks are its own again: a game plays as usual
    window.start_game("busters", [*table.session.seats], config={"mission": 1, "players": 2})
    window.table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: window.table.acting == 0, timeout=5000)
    click_key(qtbot, window.table, window.table.scene.clickable and sorted(window.table.scene.clickable)[0])
    assert window.table.sel.get("pending")


def test_the_tutorials_speak_japanese(qtbot, window):
    table, guide = open_tutorial(qtbot, window, "bomu")
    window.apply_settings({"language": "ja"})
    qtbot.waitUntil(lambda: guide.leave_button.text() == "チュートリアルをやめる", timeout=3000)
    assert guide.title.text() == "チュートリアル：ステップ1／9"
    menu = window.findChild(QAction, "tutorial_busters")
    assert menu.text() == "チュートリアル：ボムバスターズ"


# ---- Bomb ぼむ！ -----------------------------------------------------------------------------------
def test_the_bomu_tutorial_teaches_the_lowest_card_safe_and_lives(qtbot, window):
    table, guide = open_tutorial(qtbot, window, "bomu")
    assert guide.title.text() == "Tutorial: step 1 of 9"
    follow(qtbot, guide, until=1)
    safe = next(i for i in table.scene.hand if i.card == "SAFE")
    click_item(qtbot, table, safe)                                 # not the 8 the step asks for
    assert guide.reminder.text().startswith("Not that one") and not table.scene.selected
    follow(qtbot, guide, until=3)
    view = table.session.view(0)
    assert list(view.lives) == [3, 2] and view.round_no == 2            # the bot's 3 exploded
    follow(qtbot, guide, until=5)
    assert list(table.session.view(0).lives) == [3, 2]                  # the player's roll: no explosion
    follow(qtbot, guide, until=8)
    view = table.session.view(0)
    assert "SAFE" not in view.hand and list(view.lives) == [3, 2]
    assert [a for s, a in table.session.record.actions if s == 0] == [
        "play 8", "play 4", "roll", "play 0", "safe"]
    follow(qtbot, guide)
    assert not guide.active
    play_to_end(qtbot, window)
    nothing_kept(window)


# ---- the offer on a game's first start ------------------------------------------------------------
def test_the_first_start_of_a_game_offers_its_tutorial_once(qtbot, window):
    from desktop.games.busters.new_game import BustersNewGameDialog
    from desktop.shell.new_game import NewGameDialog
    window.store.set("speed", "instant")
    new_busters = window.home.findChild(QWidget, "new_busters")

    def take(dialog) -> None:
        offer = dialog.findChild(TutorialOffer)
        assert offer is not None and offer.isVisible() and "New to Bomb Busters?" in offer.text.text()
        qtbot.mouseClick(offer.button, Qt.MouseButton.LeftButton)
    seen = when_modal(BustersNewGameDialog, take)
    qtbot.mouseClick(new_busters, Qt.MouseButton.LeftButton)
    assert len(seen) == 1, seen
    qtbot.waitUntil(lambda: window.table is not None and hasattr(window.table, "guide"), timeout=5000)
    assert window.store.get("tutorial.busters") == "taken"
    qtbot.mouseClick(window.table.guide.leave_button, Qt.MouseButton.LeftButton)
    # taken once: not offered again (the Help menu still has it)

    def no_offer(dialog) -> None:
        assert dialog.findChild(TutorialOffer) is None
        dialog.reject()
    seen = when_modal(BustersNewGameDialog, no_offer)
    qtbot.mouseClick(new_busters, Qt.MouseButton.LeftButton)
    assert len(seen) == 1 and window.table is None

    # Bomb ぼむ！: offered too; closing the dialog is no answer, setting a game up declines
    new_bomu = window.home.findChild(QWidget, "new_bomu")
    offered: list = []

    def cancel(dialog) -> None:
        offered.append(dialog.findChild(TutorialOffer) is not None)
        dialog.reject()

    def set_up(dialog) -> None:
        offered.append(dialog.findChild(TutorialOffer) is not None)
        dialog.accept()
    for act in (cancel, set_up):
        seen = when_modal(NewGameDialog, act)
        qtbot.mouseClick(new_bomu, Qt.MouseButton.LeftButton)
        assert len(seen) == 1, seen
    assert offered == [True, True]
    assert window.table is not None and not hasattr(window.table, "guide")   # a game as usual
    assert window.store.get("tutorial.bomu") == "declined"
    window.leave_game()
    # declined once: not offered again (the game just set up is replaced first)
    from PySide6.QtWidgets import QMessageBox
    when_modal(QMessageBox, lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    seen = when_modal(NewGameDialog, no_offer)
    qtbot.mouseClick(new_bomu, Qt.MouseButton.LeftButton)
    assert len(seen) == 1, seen


# ---- Bomb Squad Academy ----------------------------------------------------------------------------
def test_the_academy_tutorial_teaches_a_cut_wait_and_chicken(qtbot, window):
    from tests.desktop.test_academy import answer
    table, guide = open_tutorial(qtbot, window, "academy")
    assert guide.title.text() == "Tutorial: step 1 of 8"
    assert "Wait and Chicken" in guide.text.text() and guide.marker.isVisible()
    follow(qtbot, guide, until=1)
    red = next(i for i in table.scene.hand if i.card == "red")
    click_item(qtbot, table, red)                                  # not the Green cutter asked for
    assert guide.reminder.text().startswith("Not that one") and not table.sel
    qtbot.mouseClick(table.buttons["confirm"], Qt.MouseButton.LeftButton)   # nor Play, yet
    assert table.session.view(0).own_pick is None
    follow(qtbot, guide, until=3)
    view = table.session.view(0)                                   # the cut alone: a 4, 4 + 1 points
    assert view.round_no == 2 and view.exposed[0] == (4,) and view.triggers[0] == 4
    assert list(view.scores) == [5, 4]
    follow(qtbot, guide, until=5)                                  # Wait, and Blue protected
    view = table.session.view(0)
    assert view.exposed[1] == () and list(view.scores) == [8, 4]
    assert view.stacks[0] == ("wait",) and "green" in view.hand           # the older card is back
    follow(qtbot, guide, until=7)                                  # Chicken; the bot cut Green
    view = table.session.view(0)
    assert view.triggers[0] == 7 and view.known_tiles[0] == ("boom", "ok", "ok")
    assert [a for s, a in table.session.record.actions if s == 0] == [
        "play green", "play wait", "protect blue", "play chicken", "peek tiles green"]
    assert [a for s, a in table.session.record.actions if s == 1] == ["play red", "play blue", "play green"]
    qtbot.waitUntil(lambda: guide.showing, timeout=5000)
    assert guide.next_button.text() == "Finish" and "BOOM" in guide.text.text()
    follow(qtbot, guide)
    assert not guide.active and not guide.marker.isVisible()
    for _ in range(3000):                                          # the game goes on, to its end
        if table.outcome is not None:
            break
        if not answer(qtbot, table, use_tools=False):
            qtbot.wait(2)
    assert table.outcome is not None
    nothing_kept(window)
