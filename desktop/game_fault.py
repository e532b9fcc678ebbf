"""Why a game stopped: an engine fault in the middle of a move, or a bot that broke.

Only `IllegalAction` is a refused move (the state is untouched, the player is asked
again). Anything else out of the engine or a bot is a fault: the session stops the
game, keeps its record as it was after the last completed action (already saved), and
hands the table a `GameFault` whose `report()` a player can copy and send. The report
holds the game record, so `python -m engine.replay` reproduces the position.
"""
from __future__ import annotations

import json
import platform
import sys
import traceback
from dataclasses import dataclass
from typing import Any

ENGINE, BOT = "engine", "bot"


@dataclass(frozen=True)
class GameFault:
    kind: str                  # ENGINE: the rules broke; BOT: a bot failed or chose badly
    game: str
    seat: int | None           # whose move (or whose bot) it was
    action: str | None         # the move that failed, when there was one
    error: str                 # "ValueError: ..."
    trace: str                 # the Python traceback
    record: dict[str, Any]     # the game record up to the last completed action

    @classmethod
    def of(cls, kind: str, game: str, seat: int | None, action: Any, exc: BaseException,
           record: dict[str, Any]) -> GameFault:
        return cls(kind=kind, game=game, seat=seat,
                   action=None if action is None else str(action),
                   error="".join(traceback.format_exception_only(exc)).strip(),
                   trace="".join(traceback.format_exception(exc)),
                   record=json.loads(json.dumps(record, ensure_ascii=False)))

    def report(self) -> str:
        """The copyable report (JSON: for the developers, so not translated)."""
        from PySide6 import __version__ as pyside_version
        from desktop import __version__
        return json.dumps({
            "bakudan": __version__, "python": sys.version.split()[0], "pyside6": pyside_version,
            "platform": platform.platform(),
            "fault": {"kind": self.kind, "game": self.game, "seat": self.seat,
                      "action": self.action, "error": self.error,
                      "traceback": self.trace.splitlines()},
            "record": self.record,
        }, ensure_ascii=False, indent=1)
