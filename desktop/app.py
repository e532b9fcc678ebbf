"""Start Bakudan: `bakudan` (or `python -m desktop.app`).

`bakudan --smoke-test GAME` starts the real window (offscreen without a display),
plays one all-bot game through the same session and table a player uses, to the
end screen, and exits 0; any error exits non-zero. Packaging relies on it.
`bakudan --smoke-test busters --mission M` plays Bomb Busters mission M.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback


def _parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="bakudan", description="Bomb games at your table.")
    p.add_argument("--smoke-test", metavar="GAME", help="play one all-bot game and exit")
    p.add_argument("--seed", type=int, default=1, help="seed for --smoke-test")
    p.add_argument("--mission", type=int, help="the Bomb Busters mission --smoke-test plays")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds allowed for --smoke-test")
    p.add_argument("--version", action="store_true")
    p.add_argument("--startup-report", action="store_true",
                   help="print a JSON report once the first window is shown, and exit")
    p.add_argument("--bare-window-report", action="store_true",
                   help="the same for an empty window (the start-up benchmark's baseline)")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    if args.version:
        from desktop import __version__
        print(__version__)
        return 0
    if (args.smoke_test or args.startup_report or args.bare_window_report) \
            and not os.environ.get("DISPLAY") \
            and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.smoke_test and not os.environ.get("BAKUDAN_DATA_DIR"):
        # a smoke run never touches the player's own data, and leaves nothing behind
        with tempfile.TemporaryDirectory(prefix="bakudan-smoke-",
                                         ignore_cleanup_errors=True) as folder:
            os.environ["BAKUDAN_DATA_DIR"] = folder
            try:
                return _run(args)
            finally:
                del os.environ["BAKUDAN_DATA_DIR"]
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    if args.bare_window_report:
        from desktop import startup_report
        return startup_report.run_bare()
    from PySide6.QtWidgets import QApplication
    from desktop.paths import data_dir
    from desktop.single_instance import claim
    from desktop.store.faults import Fault

    app = QApplication.instance() or QApplication(sys.argv[:1])
    # one Bakudan writes a data folder: a second start brings the first one forward
    # (a start-up report never does: it must report, so it shares the data read-only)
    owner = claim(data_dir(), forward=not args.startup_report)
    if owner.forwarded:
        print("Bakudan is already running: its window was brought forward.")
        return 0
    window = create_window(app, Fault.INSTANCE if owner.shared else None)
    window.after_crash = owner.after_crash          # the next start says the game was restored
    if owner.owner is not None:
        owner.owner.activated.connect(window.bring_forward)
    window.show()
    if args.smoke_test:
        code = _smoke(app, window, args)
        window.close()                  # the store lets go of its files
        if owner.owner is not None:
            owner.owner.release()
        return code
    if args.startup_report:
        from desktop import startup_report
        return startup_report.run(app, window)
    code = app.exec()
    if owner.owner is not None:
        owner.owner.release()
    return code


def create_window(app, session_only=None):
    """Set up fonts, style, store and language, and build the main window (also
    used by the tests, so they drive exactly what a player gets). The store opens
    once the window has been painted and the ORM has loaded: the first paint reads
    its language and games in progress with quick read-only queries (store/peek.py). `session_only` (a Fault): another Bakudan owns the
    data, so this one reads a copy and keeps nothing."""
    from desktop.i18n import register_fonts, set_language, system_language
    from desktop.paths import data_dir
    from desktop.shell.main_window import MainWindow
    from desktop.store import Store
    from desktop.store.peek import first_paint
    from desktop import workers
    from desktop import contrast, text_size
    from desktop.widgets.lifetime import collect_on_gui_thread
    from desktop.widgets.sizing import resize_to_fit

    collect_on_gui_thread(app)               # Qt objects die on the GUI thread only
    workers.favour_the_window()              # bots think on threads: the window first
    app.setApplicationName("Bakudan")
    app.setOrganizationName("Bakudan")
    app.setDesktopFileName("bakudan")      # matches bakudan.desktop (packaging/)
    _set_icon(app)
    register_fonts(app)
    folder = data_dir()
    first = first_paint(folder, ("language", "high_contrast", "text_size"))
    contrast.set_high(first.settings.get("high_contrast") == "1")    # (sets the style sheet)
    text_size.set_percent(text_size.parse(first.settings.get("text_size")))
    language = first.settings.get("language", system_language())
    set_language(language)
    window = MainWindow(Store(folder, session_only), language, first)
    resize_to_fit(window, 1280, 800)         # less on a small screen (a 1366x768 laptop)
    return window


def _set_icon(app) -> None:
    from PySide6.QtGui import QIcon
    from desktop.paths import assets

    icon = QIcon()
    for size in (256, 512):
        icon.addFile(str(assets() / "icons" / f"bakudan-{size}.png"))
    app.setWindowIcon(icon)


def _smoke(app, window, args) -> int:
    from PySide6.QtCore import QTimer
    from desktop.games.catalog import GAMES
    from desktop.store.db import SeatSpec

    game = args.smoke_test
    if game not in GAMES:
        print(f"unknown game {game!r}; playable: {', '.join(GAMES)}", file=sys.stderr)
        return 2
    entry = GAMES[game]
    if args.mission is not None:
        from engine.busters.missions import MISSIONS
        if game != "busters" or args.mission not in MISSIONS:
            print(f"--mission is for busters, one of {sorted(MISSIONS)}", file=sys.stderr)
            return 2
    result = {"code": 1}

    def fail(message: str) -> None:
        print(f"smoke test failed: {message}", file=sys.stderr)
        result["code"] = 1
        app.exit(1)

    def finished(outcome) -> None:
        if not window.table.end.isVisible():
            fail("the end screen did not show")
            return
        what = game if args.mission is None else f"{game} mission {args.mission}"
        print(f"smoke test: {what} finished ({outcome.key}, winners {sorted(outcome.winners)})")
        recorded(time.monotonic() + 30)

    def recorded(deadline: float) -> None:
        """The game's end written through the store's ORM (which a bundle must carry
        whole: it is imported after the first window, where a missing module would
        show only now)."""
        from desktop.store import loader
        store = window.store
        if loader.loaded() and store.health().fine and store.finished_games(game):
            print(f"smoke test: {game} recorded")
            result["code"] = 0
            QTimer.singleShot(50, lambda: app.exit(0))
        elif time.monotonic() > deadline:
            fail(f"the finished game was not written (store: {store.health()})")
        else:
            QTimer.singleShot(100, lambda: recorded(deadline))

    def start() -> None:
        try:
            seats = [SeatSpec(f"Bot {i + 1}", entry.levels[i % len(entry.levels)])
                     for i in range(min(4, entry.players[1]))]
            config = None if args.mission is None else {"mission": args.mission, "players": len(seats)}
            window.start_game(game, seats, seed=args.seed, config=config)
            window.table.queue.configure("instant", False)
            window.table.game_finished.connect(finished)
            window.session.failed.connect(lambda fault: fail(fault.report()))
        except Exception:
            fail(traceback.format_exc())

    sys.excepthook = lambda *exc: fail("".join(traceback.format_exception(*exc)))
    QTimer.singleShot(0, start)
    QTimer.singleShot(int(args.timeout * 1000), lambda: fail(f"no end within {args.timeout} s"))
    code = app.exec()
    return code if code else result["code"]


if __name__ == "__main__":
    sys.exit(main())
