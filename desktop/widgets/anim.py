"""The animation queue: scenes push steps; each step builds an animation (or does
its work at once) and the next starts when it ends. Speed scales durations;
reduce-motion makes every step instant but keeps a short pause between moves so a
person can follow what happened."""
from __future__ import annotations

from collections import deque
from typing import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

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
            QTimer.singleShot(0, self._next)

    def clear(self) -> None:
        self._steps.clear()
        if self._running is not None:
            self._running.stop()
            self._running = None
        self._busy = False

    def _next(self) -> None:
        if not self._steps:
            self._busy = False
            self.idle.emit()
            return
        step, pause = self._steps.popleft()
        factor = 0.0 if self.reduce_motion else self.factor
        anim = step(factor)
        wait = int(pause * self.factor)
        if anim is None:
            QTimer.singleShot(wait, self._next)
            return
        if factor == 0.0:
            # jump to the end while running, so `finished` fires and clean-ups run
            anim.start()
            anim.setCurrentTime(anim.totalDuration())
            if anim.state() != QAbstractAnimation.State.Stopped:
                anim.stop()
            QTimer.singleShot(wait, self._next)
            return
        self._running = anim
        anim.finished.connect(lambda: self._finished(wait))
        anim.start()

    def _finished(self, wait: int) -> None:
        self._running = None
        QTimer.singleShot(wait, self._next)
