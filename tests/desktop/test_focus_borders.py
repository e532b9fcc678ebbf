"""A focused button keeps room for its whole text (issue 16: the focus border used to
shrink the text's box, so "I am Ben — show my cards" and "Yes" were clipped once
focused): the hot-seat cover's button and a question's buttons, in both languages."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QStyle, QStyleOptionButton

from desktop.games.catalog import GAMES
from desktop.store.db import SeatSpec
from tests.desktop.conftest import play_turn, when_modal


def text_fits_when_focused(button: QPushButton) -> None:
    """The text (as drawn, mnemonic hidden) fits the box the style leaves it, with the
    focus border drawn."""
    button.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert button.hasFocus()
    opt = QStyleOptionButton()
    button.initStyleOption(opt)
    assert opt.state & QStyle.StateFlag.State_HasFocus
    box = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, opt, button)
    need = button.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, button.text())
    assert need.width() <= box.width() and need.height() <= box.height(), \
        (button.text(), need.toTuple(), box.getRect(), button.size().toTuple())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hand_off_button_shows_its_whole_text_when_focused(qtbot, window, lang):
    window.apply_settings({"language": lang, "speed": "instant"})
    window.start_game("busters", [SeatSpec("Aki", "human"), SeatSpec("Ben", "human"),
                                  SeatSpec("Bot", GAMES["busters"].levels[0])],
                      seed=4, config={"mission": 2, "players": 3})
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(table.handoff.isVisible, timeout=10000)
    assert QApplication.focusWidget() is table.handoff.button       # the cover focuses it itself
    text_fits_when_focused(table.handoff.button)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_questions_yes_and_no_show_their_whole_text_when_focused(qtbot, window, lang):
    window.apply_settings({"language": lang, "speed": "instant"})
    window.start_game("bomu", [SeatSpec("Aki", "human"), SeatSpec("Ben", "easy")], seed=3)
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.acting is not None, timeout=10000)
    assert play_turn(qtbot, table)
    window.actions["home"].trigger()

    def look(box: QMessageBox) -> None:
        buttons = box.buttons()
        assert len(buttons) == 2                  # Yes and No
        for b in buttons:
            text_fits_when_focused(b)
        box.button(QMessageBox.StandardButton.No).click()
    asked = when_modal(QMessageBox, look)
    qtbot.mouseClick(window.home.cards["bomu"][3], Qt.MouseButton.LeftButton)   # a second game: asked first
    assert len(asked) == 1, asked
    assert asked[0].objectName() == "replaceGameBox"
