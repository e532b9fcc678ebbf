"""Where the tutorials meet the main window: their entries in the Help menu, the
gentle offer in the new-game dialog on the first start of each game (remembered
in the settings store once taken, or declined by setting a game up), and the start of a tutorial game, which the store never sees."""
from __future__ import annotations

import getpass
import importlib
from typing import Any

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QDialog, QFrame, QHBoxLayout, QLabel, QMenu, QPushButton

from desktop.games.catalog import GAMES
from desktop.i18n import translate

#: the games with a tutorial, in the Help menu's order: their script modules
SCRIPTS = {"busters": "desktop.tutorial.busters", "academy": "desktop.tutorial.academy",
           "bomu": "desktop.tutorial.bomu"}
OFFERED_KEY = "tutorial.%s"        # setting: "taken" or "declined"
BOT_NAME = "Ada"


def available() -> list[str]:
    return [g for g in SCRIPTS if g in GAMES]


class TutorialMenu(QMenu):
    """Help > Tutorials: one entry per game, always there."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.setObjectName("tutorialMenu")
        self.entries = {}
        for game in available():
            action = self.addAction("")
            action.setObjectName(f"tutorial_{game}")
            action.triggered.connect(lambda _=False, game=game: start_tutorial(window, game))
            self.entries[game] = action
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(translate("Tutorial", "&Tutorials"))
        for game, action in self.entries.items():
            action.setText(translate("Tutorial", "Tutorial: %1").replace("%1", GAMES[game].tr_title()))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class TutorialOffer(QFrame):
    """A line at the top of the new-game dialog, on the first start of a game: its
    tutorial, one click away. Setting a game up instead declines it."""

    def __init__(self, window: Any, dialog: QDialog, game: str) -> None:
        super().__init__(dialog)
        self.setObjectName("tutorialOffer")
        self.setStyleSheet("QFrame#tutorialOffer { border: 2px solid #ff9f1c; border-radius: 8px; }")
        title = GAMES[game].tr_title()
        self.text = QLabel(translate("Tutorial", "New to %1? A short guided game shows you how it is played, "
                                                 "step by step. You can leave it at any time, and it is always in "
                                                 "the Help menu.").replace("%1", title))
        self.text.setWordWrap(True)
        self.button = QPushButton(translate("Tutorial", "Play the tutorial"))
        self.button.setObjectName("takeTutorial")
        row = QHBoxLayout(self)
        row.addWidget(self.text, 1)
        row.addWidget(self.button)

        def take() -> None:
            dialog.reject()
            QTimer.singleShot(0, window, lambda: start_tutorial(window, game))   # once the dialog is gone
        self.button.clicked.connect(take)
        dialog.accepted.connect(lambda: window.store.set(OFFERED_KEY % game, "declined"))


def offer_in_dialog(window: Any, dialog: QDialog, game: str) -> TutorialOffer | None:
    """On the first start of `game` (its tutorial neither taken nor declined yet),
    offer the tutorial at the top of its new-game dialog."""
    if game not in available() or window.store.get(OFFERED_KEY % game, ""):
        return None
    offer = TutorialOffer(window, dialog, game)
    dialog.layout().insertWidget(0, offer)
    return offer


# account names that name no one
NOT_A_NAME = {"root", "user", "admin", "administrator", "guest", "owner", "default", "pc", "player"}


def own_name() -> str:
    """The tutorial's player before any game has named them: the computer account's
    name, which on most machines is the person's own ("aki" -> "Aki"; the end screen
    then says "Aki (you)", not "Player"), else "Player"."""
    try:
        login = getpass.getuser().strip()
    except (OSError, KeyError, ImportError):          # no account name to be had
        login = ""
    if 2 <= len(login) <= 16 and login.isalpha() and login.lower() not in NOT_A_NAME:
        return login[:1].upper() + login[1:]
    return translate("Tutorial", "Player")


def start_tutorial(window: Any, game: str) -> None:
    """The tutorial's game on the table, its bots on their script and the guide on
    top. The game is not kept: nothing of it reaches the store."""
    from desktop.tutorial.guide import Guide
    from desktop.tutorial.script import ScriptedBot
    script = importlib.import_module(SCRIPTS[game]).SCRIPT
    window.store.set(OFFERED_KEY % game, "taken")
    humans = [s for _, s in sorted(window.store.seat_specs().items()) if s.kind == "human"]
    player = humans[0].name if humans else own_name()
    bot = BOT_NAME if player != BOT_NAME else BOT_NAME + " 2"
    seats, record = script.start(player, bot)
    window.start_game(game, seats, record=record, keep=False)
    session, table = window.session, window.table
    for seat, moves in script.bot_moves.items():
        session.bots[seat] = ScriptedBot(moves, session.bots[seat])
    table.guide = Guide(table, script, player, bot)
    table.guide.leave.connect(window.leave_game)
