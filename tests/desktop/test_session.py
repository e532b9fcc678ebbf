"""GameSession (desktop/session.py): only IllegalAction is a refused move; an engine
fault or a broken bot stops the game with a report and the record as after the last
completed action; stale bot answers and answers after close change nothing."""
from __future__ import annotations

import json
import pickle

from engine.core import GameRecord, IllegalAction, replay
from desktop.game_fault import BOT, ENGINE, GameFault
from desktop.session import GameSession
from desktop.store.db import SeatSpec


class Signals:
    """Everything a session emitted, in order."""

    def __init__(self, session: GameSession) -> None:
        self.seen: list[tuple] = []
        session.applied.connect(lambda *a: self.seen.append(("applied", *a)))
        session.rejected.connect(lambda *a: self.seen.append(("rejected", *a)))
        session.failed.connect(lambda *a: self.seen.append(("failed", *a)))
        session.waiting.connect(lambda *a: self.seen.append(("waiting", *a)))

    def kinds(self) -> list[str]:
        return [s[0] for s in self.seen]


def _bomu(human_seats=(0,), players=2) -> GameSession:
    seats = [SeatSpec(f"P{i}", "human" if i in human_seats else "easy") for i in range(players)]
    return GameSession("bomu", seats, seed=4)


class Boom:
    level = "boom"

    def choose(self, view, legal, rng):
        raise RuntimeError("the bot fell over")


class Stubborn:
    """Always answers the same text, legal or not."""
    level = "stubborn"

    def __init__(self, answer) -> None:
        self.answer = answer

    def choose(self, view, legal, rng):
        return self.answer


def test_an_illegal_human_move_is_rejected_and_play_goes_on(qtbot):
    session = _bomu(human_seats=(0, 1))
    seen = Signals(session)
    before = pickle.dumps(session.state)
    assert not session.submit(0, "play 99")
    assert not session.submit(1, "fly")
    assert seen.kinds() == ["rejected", "rejected"]
    assert pickle.dumps(session.state) == before and session.record.actions == []
    assert session.fault is None and not session.closed
    assert session.submit(0, session.legal(0)[0])
    assert seen.kinds()[-1] == "applied"


def test_an_engine_fault_in_the_middle_of_a_move_stops_the_game(qtbot, monkeypatch):
    """Not a refusal on a changed state: the game stops, the record keeps only the
    completed actions, and the report holds it."""
    session = _bomu(human_seats=(0, 1))
    seen = Signals(session)
    first = session.legal(0)[0]
    assert session.submit(0, first)
    game_type = type(session.game)
    real = game_type.perform

    def half_done(self, state, seat, action):
        state.hands[seat].clear()                  # the state is changed, then it breaks
        raise ValueError("engine bug in perform")

    monkeypatch.setattr(game_type, "perform", half_done)
    move = session.legal(1)[0]
    assert not session.submit(1, move)
    monkeypatch.setattr(game_type, "perform", real)
    assert "rejected" not in seen.kinds()
    kind, fault = seen.seen[-1]
    assert kind == "failed" and isinstance(fault, GameFault)
    assert fault.kind == ENGINE and fault.seat == 1 and fault.action == str(move)
    assert "engine bug in perform" in fault.error
    assert session.record.actions == [(0, str(first))]
    assert fault.record["actions"] == [[0, str(first)]]
    report = json.loads(fault.report())
    assert report["record"]["actions"] == [[0, str(first)]]
    assert report["fault"]["action"] == str(move)
    assert any("half_done" in line for line in report["fault"]["traceback"])
    # the record in the report replays to the last completed action
    state, _ = replay(GameRecord.from_dict(report["record"]))
    assert len(state.hands[1]) > 0
    # the game is stopped: nothing more is played or asked
    count = len(seen.seen)
    assert not session.submit(0, session.legal(0)[0] if session.legal(0) else "roll")
    session.step()
    assert len(seen.seen) == count and session.closed


def test_a_bot_exception_stops_the_game_with_a_bot_report(qtbot):
    session = _bomu(human_seats=(0,))
    session.bots[1] = Boom()
    seen = Signals(session)
    with qtbot.waitSignal(session.failed, timeout=5000) as blocker:
        session.step()
    fault = blocker.args[0]
    assert fault.kind == BOT and fault.seat == 1 and fault.action is None
    assert "the bot fell over" in fault.error
    assert session.closed and session.record.actions == []
    assert "applied" not in seen.kinds()
    assert not session.submit(0, session.legal(0)[0])


def test_a_bot_that_chooses_an_illegal_action_is_a_bot_fault_not_a_rejection(qtbot):
    session = _bomu(human_seats=(0,))
    session.bots[1] = Stubborn("play 99")
    seen = Signals(session)
    with qtbot.waitSignal(session.failed, timeout=5000) as blocker:
        session.step()
    fault = blocker.args[0]
    assert fault.kind == BOT and fault.seat == 1 and fault.action == "play 99"
    assert "rejected" not in seen.kinds()


def test_an_answer_after_close_is_dropped(qtbot):
    session = _bomu(human_seats=(0,))
    seen = Signals(session)
    token = session._token
    legal = session.legal(1)
    session.close()
    session._bot_done(token, 1, legal[0], 0)
    session._bot_done(token, 1, RuntimeError("late"), 0)
    assert seen.seen == [] and session.record.actions == [] and session.fault is None


def test_a_stale_answer_for_an_older_position_is_not_played(qtbot):
    """An answer computed before another action was played, and no longer legal,
    makes the session ask the bot again instead of playing it or failing."""
    session = _bomu(human_seats=(0,), players=3)
    seen = Signals(session)
    stale = session.legal(1)[0]
    assert session.submit(0, session.legal(0)[0])
    session.submit(1, stale)                         # the bot's move is played by hand...
    asked = []
    session.step = lambda: asked.append(True)        # ...so its own answer is stale
    session._thinking.add(1)
    session._bot_done(session._token, 1, stale, 0)
    assert asked == [True]
    assert len(session.record.actions) == 2 and session.fault is None
    assert "failed" not in seen.kinds()


def test_a_stale_but_still_legal_answer_is_played(qtbot):
    session = _bomu(human_seats=(0,), players=3)
    answer = session.legal(2)[0]
    assert session.submit(0, session.legal(0)[0])
    session._thinking.add(2)
    session._bot_done(session._token, 2, answer, 0)
    assert session.record.actions[-1] == (2, str(answer))


def test_an_answer_from_an_earlier_game_token_is_dropped(qtbot):
    session = _bomu(human_seats=(0,))
    seen = Signals(session)
    session._bot_done(session._token - 1, 1, session.legal(1)[0], 0)
    assert seen.seen == [] and session.record.actions == []


def test_a_fault_while_asking_who_acts_stops_the_game(qtbot, monkeypatch):
    session = _bomu(human_seats=(0,))
    seen = Signals(session)

    def broken(state):
        raise KeyError("to_act broke")

    monkeypatch.setattr(session.game, "to_act", broken)
    session.step()
    assert seen.kinds() == ["failed"] and seen.seen[0][1].kind == ENGINE


def test_illegal_action_is_the_only_refusal(qtbot, monkeypatch):
    session = _bomu(human_seats=(0, 1))
    seen = Signals(session)

    def refuse(self, state, seat, action):
        raise IllegalAction("no", "illegal.not_now")

    monkeypatch.setattr(type(session.game), "apply", refuse)
    assert not session.submit(0, "play 1")
    assert seen.kinds() == ["rejected"] and session.fault is None


# ---- through the window ------------------------------------------------------------

def test_a_player_sees_a_translated_dialog_with_a_copyable_report_and_can_continue(
        qtbot, window, monkeypatch):
    """An engine fault on the player's click: the game stops (no refusal, no controls),
    a dialog says so in the player's language with the report (game record included)
    to copy, and Continue on the home screen resumes from the last completed move."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from desktop.i18n import set_language
    from tests.desktop.conftest import play_turn, restart, start

    table = start(window, [("Me", "human"), ("Bot", "easy")], seed=21)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    play_turn(qtbot, table)
    qtbot.waitUntil(lambda: table.acting == 0 and not table.queue.busy, timeout=5000)
    done = list(table.session.record.actions)
    before = table.session.view(0)
    game_type = type(table.session.game)
    real = game_type.perform
    monkeypatch.setattr(game_type, "perform", lambda self, state, seat, action: 1 / 0)
    set_language("ja")
    play_turn(qtbot, table)                         # the click that breaks the engine
    dialog = table.fault_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "ゲームが止まりました"
    assert "ZeroDivisionError" not in dialog.message.text()     # the player's words...
    report = json.loads(dialog.report.toPlainText())            # ...and the developers'
    assert report["fault"]["kind"] == ENGINE and "ZeroDivisionError" in report["fault"]["error"]
    assert [tuple(a) for a in report["record"]["actions"]] == done
    assert table.error.text() == ""                 # not shown as a refused move
    assert table.acting is None and not table.buttons["play"].isVisible()
    qtbot.mouseClick(dialog.copy, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == dialog.report.toPlainText()
    assert dialog.copy.text() == "レポートをコピーしました"
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and table.session.closed
    monkeypatch.setattr(game_type, "perform", real)
    set_language("en")
    again = restart(qtbot, window)
    qtbot.waitUntil(again.home.resume_box.isVisible, timeout=5000)
    qtbot.mouseClick(again.home.resume_button, Qt.MouseButton.LeftButton)
    assert again.session.record.actions == done
    assert again.session.view(0) == before
    again.close()
