"""Bomb ぼむ！ and Bomb Squad Academy have a review too (issue 16): "Review the game" on
the end screen opens the finished game replayed from its record, every hand (and
every card chosen in secret) face up, stepped with the buttons and Left / Right /
Home / End, the table's own log up to the action shown; in both languages."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.store.db import SeatSpec
from engine.core import get_game
from engine.core.record import start
from tests.desktop.test_busters import click_button
from tests.desktop.test_review_log import _kana, review_lines, selected


def finished(qtbot, window, game: str, names: list[str], seed: int):
    """An all-bot game played through the window to its end screen, at instant speed."""
    window.store.set("speed", "instant")
    window.start_game(game, [SeatSpec(n, "normal") for n in names], seed=seed)
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.end.isVisible(), timeout=60000)
    return table


def open_review(qtbot, table):
    click_button(qtbot, table.end.review_button)
    review = table.review_dialog
    qtbot.waitExposed(review)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is review, timeout=3000)   # its keys are its own
    return review


def states(record):
    """The engine's own replay: the state after each action, as (hands, secret picks)."""
    game = get_game(record.game)
    state = start(record)

    def secrets():
        hidden = not state.revealed and getattr(state, "stage", getattr(state, "phase", None)) == "pick"
        return [list(h) for h in state.hands], [p if hidden else None for p in state.picks]

    out = [secrets()]
    for seat, text in record.actions:
        game.apply(state, seat, game.parse_action(text))
        out.append(secrets())
    return out


def shown_picks(review, game: str) -> list:
    """The card each seat chose in secret, as the review shows it (None: none shown)."""
    scene = review.scene
    if game == "bomu":
        return [slot.card if slot.isVisible() and slot.flip == 1.0 and scene.face_down[s].isVisible() else None
                for s, slot in enumerate(scene.slots)]
    picks = []
    for s in range(len(review.names)):
        public = review.steps[review.current].shown[0]
        pending = public.stage == "pick" and public.picked[s]      # chosen, not yet revealed
        picks.append(scene.shown_stack(s)[-1] if pending else None)
    return picks


def assert_shows(review, game: str, truth) -> None:
    hands, picks = truth[review.current]
    assert [review.scene.shown_hand(s) for s in range(len(hands))] == hands, review.current
    assert shown_picks(review, game) == picks, review.current


GAMES = [("bomu", ["Ben", "Chika", "Dan"], 4), ("academy", ["Ben", "Chika", "Dan"], 2)]


@pytest.mark.parametrize("game,names,seed", GAMES)
def test_the_review_shows_every_hand_at_every_action(qtbot, window, game, names, seed):
    table = finished(qtbot, window, game, names, seed)
    record = table.session.record
    truth = states(record)
    review = open_review(qtbot, table)
    last = len(record.actions)
    assert review.slider.maximum() == last and review.current == 0
    assert review.position.text() == f"Action 0 of {last}"
    assert [p for p, _ in review_lines(review)] == ["The deal: every hand is shown face up."]
    assert_shows(review, game, truth)
    # every action with the Right key: the hands as the engine had them then, the
    # log as the table told it, the action's lines selected
    secret_seen = False
    while review.current < last:
        before = review.current
        qtbot.keyClick(review, Qt.Key.Key_Right)
        assert review.current == before + 1
        assert_shows(review, game, truth)
        secret_seen |= any(p is not None for p in truth[review.current][1])
        events = review.steps[review.current].events
        told = [r for r, group in enumerate(review.log.groups) if any(e is x for e in group for x in events)]
        assert [r for r, _ in selected(review)] == told
        assert not told or told[-1] == review.log.rowCount() - 1
    assert secret_seen, "a card chosen in secret was shown face up"
    assert review.position.text() == f"Action {last} of {last}"
    assert [p for p, _ in review_lines(review)][1:] == table.log.lines   # the table's log, line for line
    # Home, End, Left and the buttons
    qtbot.keyClick(review, Qt.Key.Key_Home)
    assert review.current == 0 and len(review_lines(review)) == 1
    qtbot.keyClick(review, Qt.Key.Key_End)
    assert review.current == last
    qtbot.keyClick(review, Qt.Key.Key_Left)
    assert review.current == last - 1
    assert_shows(review, game, truth)
    click_button(qtbot, review.buttons["first"])
    assert review.current == 0
    click_button(qtbot, review.buttons["next"])
    click_button(qtbot, review.buttons["next"])
    assert review.current == 2
    assert_shows(review, game, truth)
    click_button(qtbot, review.buttons["prev"])
    assert review.current == 1
    assert_shows(review, game, truth)
    click_button(qtbot, review.buttons["last"])
    assert review.current == last
    assert_shows(review, game, truth)
    review.close()


@pytest.mark.parametrize("game,names,seed", GAMES[:1] + [("academy", ["Ben", "Chika"], 5)])
def test_the_review_switches_to_japanese_with_the_app(qtbot, window, game, names, seed):
    from desktop.i18n import translate
    table = finished(qtbot, window, game, names, seed)
    review = open_review(qtbot, table)
    click_button(qtbot, review.buttons["last"])
    english = review_lines(review)
    window.apply_settings({"language": "ja"})
    qtbot.waitUntil(lambda: _kana(review_lines(review)[-1][0]), timeout=3000)
    japanese = review_lines(review)
    assert len(japanese) == len(english)
    assert [p for p, _ in japanese[1:]] == table.log.lines and all(_kana(p) for p, _ in japanese[1:])
    assert review.position.text() == translate("Review", "Action %1 of %2").replace(
        "%1", str(review.current)).replace("%2", str(review.current))
    assert review.windowTitle() == translate("Review", "Review of the game")
    assert table.end.review_button.text() == translate("Overlay", "Review the game")
    # the table's own words on the table: Japanese (the round or bomb banner)
    scene_texts = [i.text() for i in review.scene.items() if hasattr(i, "text") and callable(i.text)
                   and i.isVisible() and i.text()]
    assert any(_kana(t) for t in scene_texts)
    assert_shows(review, game, states(table.session.record))
    window.apply_settings({"language": "en"})
    qtbot.waitUntil(lambda: not _kana(review_lines(review)[-1][0]), timeout=3000)
    review.close()
