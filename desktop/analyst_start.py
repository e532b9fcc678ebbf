"""How the analysis process starts (desktop.workers.run_apart). Kept free of Qt: the
spawned process imports only this and the work it is given.

It runs at a lower priority, and it ends with the window's process however that ends.
Its pool's queue would otherwise keep it waiting for ever after a crash or a kill, an
idle process left behind on the player's machine."""
from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import wait
from typing import Any


def start(nice: int | None) -> None:
    if nice and hasattr(os, "nice"):
        os.nice(nice)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), daemon=True,
                         name="end with the window").start()


def _end_with(sentinel: Any) -> None:
    wait([sentinel])              # ready once the parent process is gone
    os._exit(0)
