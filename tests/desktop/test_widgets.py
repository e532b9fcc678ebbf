"""Shared widgets: the animation queue honours speed and reduce-motion; sound
honours its setting."""
from __future__ import annotations

import time

from PySide6.QtCore import QObject, QPropertyAnimation, Property

from desktop.widgets.anim import AnimationQueue
from desktop.widgets.sound import SoundBoard


class Box(QObject):
    def __init__(self):
        super().__init__()
        self._v = 0.0

    def _get(self):
        return self._v

    def _set(self, v):
        self._v = v

    value = Property(float, _get, _set)


def _slow_step(box, seen):
    def step(factor):
        seen.append(factor)
        a = QPropertyAnimation(box, b"value")
        a.setDuration(max(1, int(5000 * factor)))
        a.setStartValue(0.0)
        a.setEndValue(1.0)
        a.finished.connect(lambda: seen.append("finished"))
        return a
    return step


def test_reduce_motion_makes_every_step_instant_and_still_finishes_it(qtbot):
    queue, box, seen = AnimationQueue(), Box(), []
    queue.configure("slow", reduce_motion=True)
    started = time.monotonic()
    with qtbot.waitSignal(queue.idle, timeout=2000):
        queue.push(_slow_step(box, seen))
    assert time.monotonic() - started < 1.0
    assert seen == [0.0, "finished"] and box.value == 1.0


def test_speed_scales_durations(qtbot):
    queue, box, seen = AnimationQueue(), Box(), []
    queue.configure("fast", reduce_motion=False)
    with qtbot.waitSignal(queue.idle, timeout=5000):
        queue.push(_slow_step(box, seen))
    assert seen[0] == 0.45 and seen[-1] == "finished" and box.value == 1.0


class RecordingEffect:
    """Stands in for QSoundEffect (which needs an audio stack the CI machine lacks)."""
    played: list[str] = []

    def __init__(self, parent):
        self.source = None

    def setSource(self, url):
        self.source = url.toLocalFile()

    def setVolume(self, v):
        self.volume = v

    def play(self):
        RecordingEffect.played.append(self.source)


def test_sound_plays_only_when_switched_on(monkeypatch):
    import desktop.widgets.sound as sound
    monkeypatch.setattr(sound, "QSoundEffect", RecordingEffect)
    RecordingEffect.played = []
    SoundBoard(False).play("boom")
    assert RecordingEffect.played == []
    board = SoundBoard(True)
    board.play("boom")
    board.play("boom")
    assert len(RecordingEffect.played) == 2 and len(board._effects) == 1
    assert RecordingEffect.played[0].endswith("assets/sounds/boom.wav")


def test_every_sound_file_exists():
    from desktop.paths import assets
    from desktop.widgets.sound import NAMES
    for name in NAMES:
        assert (assets() / "sounds" / f"{name}.wav").stat().st_size > 1000


def test_without_an_audio_stack_the_game_is_silent(monkeypatch):
    import desktop.widgets.sound as sound
    monkeypatch.setattr(sound, "QSoundEffect", None)
    board = SoundBoard(True)
    board.play("boom")
    assert board._effects == {}


def test_the_sound_setting_reaches_the_table(qtbot, window):
    from tests.desktop.conftest import start
    window.apply_settings({"sound": "0"})
    table = start(window, [("A", "easy"), ("B", "easy")])
    assert table.sound.enabled is False
    window.apply_settings({"sound": "1"})
    assert table.sound.enabled is True


def test_clickable_items_light_up_under_the_pointer(qapp):
    """One hover behaviour for every game's clickable items (widgets/items.HoverLight)."""
    from PySide6.QtCore import Qt
    from desktop.games.bomu.items import BomuCard
    card = BomuCard("3", 48, 68)
    card.hoverEnterEvent(None)
    assert not card.hover and not card.hasCursor()          # not clickable: nothing
    card.clickable = True
    card.hoverEnterEvent(None)
    assert card.hover and card.cursor().shape() == Qt.CursorShape.PointingHandCursor
    card.hoverLeaveEvent(None)
    assert not card.hover and not card.hasCursor()
