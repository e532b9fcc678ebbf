"""The animation queue: scenes push steps; each step builds an animation (or does
its work at once) and the next starts when it ends. Speed scales durations;
reduce-motion makes every step instant but keeps a short pause between moves so a
person can follow what happened."""
from __future__ import annotations

import itertools
from collections import deque
from typing import Callable

from PySide6.QtCore import (Property, QAbstractAnimation, QEasingCurve, QObject, QPropertyAnimation,
                            QTimer, Signal)

from desktop.widgets.lifetime import retire, weak

#: settings value -> duration factor
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}

Step = Callable[[float], "QAbstractAnimation | None"]


class AnimationQueue(QObject):
    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.factor = 1.0
        self.reduce_motion = False
        self._steps: deque[tuple[Step, int]] = deque()
        self._running: QAbstractAnimation | None = None
        self._busy = False

    def configure(self, speed: str, reduce_motion: bool) -> None:
        self.factor = SPEEDS.get(speed, 1.0)
        self.reduce_motion = reduce_motion

    @property
    def busy(self) -> bool:
        return self._busy

    def push(self, step: Step, pause_ms: int = 0) -> None:
        """Queue a step; `pause_ms` is waited after it (scaled by speed), even with
        reduced motion."""
        self._steps.append((step, pause_ms))
        if not self._busy:
            self._busy = True
            self._later(0)

    def skip(self) -> bool:
        """Jump the running animation to its end (a click or Space on the table): its
        clean-ups run and the queue goes on. False if none was running."""
        running = self._running
        if running is None or running.totalDuration() < 0:
            return False
        running.setCurrentTime(running.totalDuration())
        return True

    def clear(self) -> None:
        self._steps.clear()
        running, self._running = self._running, None
        if running is not None:
            running.stop()
            retire(running)          # clear() may run inside this animation's own signal
        self._busy = False

    def _later(self, wait: int) -> None:
        """The next step in `wait` ms. The timer holds the queue weakly: Qt drops a
        pending timer with the queue when its table closes, but PySide kept the bound
        method it was given, and with it the queue's Python half (the lifetimes test
        found one queue alive in a few runs)."""
        QTimer.singleShot(wait, self, weak(self._next))

    def _next(self) -> None:
        if not self._steps:
            self._busy = False
            self.idle.emit()
            return
        step, pause = self._steps.popleft()
        factor = 0.0 if self.reduce_motion else self.factor
        step_anim = step(factor)
        wait = int(pause * self.factor)
        if step_anim is None:
            self._later(wait)
            return
        if factor == 0.0:
            # jump to the end while running, so `finished` fires and clean-ups run
            step_anim.start()
            step_anim.setCurrentTime(step_anim.totalDuration())
            if step_anim.state() != QAbstractAnimation.State.Stopped:
                step_anim.stop()
            self._later(wait)
            return
        self._running = step_anim
        step_anim.finished.connect(lambda: self._finished(wait))
        step_anim.start()

    def _finished(self, wait: int) -> None:
        # called from the animation's own `finished`: it must outlive the emission
        # (widgets/lifetime.py, rule 1)
        if self._running is not None:
            retire(self._running)
        self._running = None
        self._later(wait)


#: what each animation moves, kept alive for as long as the animation exists
_held: dict[int, object] = {}
_keys = itertools.count()


def hold(animation: QObject, target: object) -> None:
    """Keep `target` alive while `animation` exists. A scene may re-sync in the
    middle of an animation (a language switch, a hand-off) and drop the items it
    shows; an item still animated must not be deleted under the animation (Qt then
    warns "animation without target" and may corrupt the heap): it lives on, off the
    scene, until the animation is gone."""
    key = next(_keys)
    _held[key] = target
    # the target outlives the animation's own `destroyed` emission (lifetime.py, rule 1)
    animation.destroyed.connect(lambda *_: retire(_held.pop(key, None)))


def anim(target: QObject, prop: bytes, end, ms: float, start=None,
         curve=QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
    """A property animation of `ms` milliseconds (already scaled by speed); its
    target is held for as long as the animation exists."""
    a = QPropertyAnimation(target, prop)
    hold(a, target)
    a.setDuration(max(1, int(ms)))
    if start is not None:
        a.setStartValue(start)
    a.setEndValue(end)
    a.setEasingCurve(curve)
    return a


class OpacityProxy(QObject):
    """Animates the opacity of a plain (non-QObject) graphics item."""

    def __init__(self, item) -> None:
        super().__init__()
        self.item = item

    def _get(self) -> float:
        return self.item.opacity()

    def _set(self, v: float) -> None:
        self.item.setOpacity(v)

    value = Property(float, _get, _set)


class EventPlayer:
    """Mixin for a game scene: plays one action's events on its `queue`, in order.
    An event's handler is the scene's `_a_<key after the game prefix, dots as _>`;
    `on_event` (set by the table) runs as each event's turn comes, so the log and
    private notes tell what the table is showing, not what is still to come."""

    PAUSES: dict[str, int] = {}      # ms waited after an event's animation
    PAUSE = 80                       # ... for events not listed
    #: the events the scene animates nothing for, each with the reason (what shows it
    #: instead); every other event the game emits has a handler (tests/
    #: test_event_catalogue.py)
    STILL: dict[str, str] = {}
    on_event: Callable[[object], None] | None = None

    @staticmethod
    def handler_name(key: str) -> str:
        """"academy.card.flipped" -> "_a_card_flipped"."""
        return "_a_" + key.split(".", 1)[1].replace(".", "_")

    def play(self, events: list, after: dict) -> None:
        """Queue the animations of the events the viewer may see, then settle on the
        view, among `after` (seat or None -> the view once the action is done), of
        whoever is at the screen then: the screen may have passed to another seat
        (a hot-seat hand-off) while the animations waited their turn."""
        for e in events:
            if not e.visible(self.viewer):
                continue
            handler = getattr(self, self.handler_name(e.key), None)
            pause = self.PAUSES.get(e.key, self.PAUSE) if handler is not None else 0
            self.queue.push(lambda f, e=e, handler=handler: self._play_one(e, handler, f),
                            pause_ms=pause)
        self.queue.push(lambda f: self.sync(after[self.viewer]))

    def _play_one(self, e, handler, f: float):
        if not e.visible(self.viewer):
            return None               # the screen changed hands since it was queued
        if self.on_event is not None:
            self.on_event(e)
        return handler(e, f) if handler is not None else None
