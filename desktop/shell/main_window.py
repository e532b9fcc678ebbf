"""The main window: home, game, statistics and rules pages, menus, settings.

The first window shows the home page only, so it imports no game's engine, bots or
table: those are imported when a game is set up or opened (start_game, the campaign
page), which keeps the start fast (docs/BENCHMARKS.md, "Start-up").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from desktop.i18n import translate
from desktop import __version__, contrast, text_size, workers
from desktop.games.catalog import GAMES
from desktop.i18n import set_language
from desktop.shell.home import HomePage
from desktop.shell.in_progress import discard_text, in_progress, listed, replace_text
from desktop.shell.new_game import NewGameDialog
from desktop.shell.rules_page import RulesPage
from desktop.shell.settings_dialog import SettingsDialog
from desktop.shell.stats import StatsPage
from desktop.shell.storage import StorageBar, ask_quit_unsaved, notice
from desktop.store.db import SeatSpec, Store, slot_of

if TYPE_CHECKING:
    from engine.core import GameRecord
    from desktop.session import GameSession
    from desktop.shell.campaign import CampaignPage
    from desktop.store.peek import FirstPaint

SETTING_DEFAULTS = {"language": "en", "speed": "normal", "reduce_motion": "0", "sound": "1",
                    "timers": "1", "high_contrast": "0", "text_size": "100"}
# while something waits for the disk, the store tries again this often (ms)
RETRY_MS = 2000




#: how long after the store opens the engines start loading off the GUI thread
WARM_MS = 800


def warm_engines() -> None:
    """Import the games' engines (pure Python, no Qt) on the thread pool once the first
    window is up: Bomb Busters' 66 missions took about 0.5 s of the GUI thread the
    first time the campaign page or a game opened."""
    import importlib
    for name in ("engine.busters", "engine.busters.bots", "engine.academy", "engine.bomu"):
        importlib.import_module(name)


def engines_warm(_: object) -> None:
    """What was loaded lives as long as the app: the collector need not scan it again
    (a shorter pause when it collects everything, widgets/lifetime.py). Once: a later
    window (the tests make many) must not keep its predecessors' garbage for ever."""
    import gc
    global _frozen
    if not _frozen:
        _frozen = True
        gc.freeze()


_frozen = False


class MainWindow(QMainWindow):
    game_finished = Signal(object)

    def __init__(self, store: Store, language: str = "en", first: FirstPaint | None = None) -> None:
        """`store` is opened once the window has been painted and its ORM loaded (or at
        its first use): the first window never waits for the disk. `language` is the
        one it shows in; `first`, the games in progress it lists (store/peek.py)."""
        super().__init__()
        self.store = store
        self.language = language
        self.table: QWidget | None = None
        self.session: GameSession | None = None
        self.setMinimumSize(1024, 640)            # usable down to 1024x640 (checked in tests)
        self.pages = QStackedWidget()
        self.storage_bar = StorageBar()
        self.storage_bar.retry.connect(self._retry_store)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.storage_bar)
        column.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self._retry_timer = QTimer(self)
        self._retry_timer.setInterval(RETRY_MS)
        self._retry_timer.timeout.connect(self._retry_store)
        self._painted = False                       # the store opens after the first paint
        self._store_let_go = False                  # closed with the window, once
        self._unseen: list = []                      # What's new, found as the store opened
        self.home = HomePage()
        self.stats = StatsPage()
        self.rules = RulesPage()
        self._campaign: CampaignPage | None = None
        for page in (self.home, self.stats, self.rules):
            self.pages.addWidget(page)
        self.home.new_game.connect(self.ask_new_game)
        self.home.show_rules.connect(self.show_rules)
        self.home.show_stats.connect(self.show_stats)
        self.home.resume.connect(self.resume)
        self.home.discard.connect(self.discard)
        self.stats.back.connect(self.show_home)
        self.home.show_campaign.connect(lambda: self.show_campaign())
        self.rules.back.connect(self._rules_back)
        self._rules_return: QWidget = self.home
        self._build_menus()
        self.retranslate()
        self.pages.setCurrentWidget(self.home)
        if first is not None:                       # Continue, before the store opens
            self.home.set_in_progress(listed(first.saved_games, lambda: first.crews))
        store.opened.connect(self._store_opened)
        store.health_changed.connect(self._store_health)

    # ---- menus ----------------------------------------------------------------------
    def _build_menus(self) -> None:
        self.actions: dict[str, QAction] = {}

        def act(key: str, slot, shortcut=None) -> QAction:
            a = QAction(self)
            a.triggered.connect(slot)
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
            self.actions[key] = a
            return a

        self.game_menu = self.menuBar().addMenu("")
        self.game_menu.addAction(act("home", self.leave_game, "Ctrl+H"))
        self.game_menu.addAction(act("campaign", lambda: self.show_campaign(), "Ctrl+M"))
        self.game_menu.addAction(act("settings", self.open_settings, "Ctrl+,"))
        # the animation speed, at hand during a game (the table's box shows the same)
        from desktop.widgets.speed import SPEED_KEYS
        self.speed_menu = self.game_menu.addMenu("")
        self.speed_menu.setObjectName("speedMenu")
        group = QActionGroup(self)
        for code, key in SPEED_KEYS.items():
            a = act(f"speed_{code}", lambda _=False, code=code: self.choose_speed(code), key)
            a.setCheckable(True)
            group.addAction(a)
            self.speed_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(act("quit", self.close, QKeySequence.StandardKey.Quit))
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(act("rules", lambda: self.show_rules(self._current_game()), "F1"))
        self.help_menu.addAction(act("about", self.about))
        from desktop.tutorial.shell import TutorialMenu
        self.help_menu.insertMenu(self.actions["about"], TutorialMenu(self))

    def retranslate(self) -> None:
        self.setWindowTitle(translate("MainWindow", "Bakudan"))
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        for key, text in (("home", translate("MainWindow", "Back to &home")), ("settings", translate("MainWindow", "&Settings…")),
                          ("campaign", translate("MainWindow", "Bomb Busters &campaign")),
                          ("quit", translate("MainWindow", "&Quit")), ("rules", translate("MainWindow", "&Rules")), ("about", translate("MainWindow", "&About Bakudan"))):
            self.actions[key].setText(text)
        from desktop.widgets.speed import SPEED_KEYS, speed_label
        self.speed_menu.setTitle(translate("MainWindow", "Animation s&peed"))
        for code in SPEED_KEYS:
            self.actions[f"speed_{code}"].setText(speed_label(code))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ---- settings ---------------------------------------------------------------------
    def setting(self, key: str) -> str:
        # the language not chosen yet is the one the window opened in (the system's)
        return self.store.get(key, self.language if key == "language" else SETTING_DEFAULTS[key])

    def open_settings(self) -> None:
        dialog = SettingsDialog({k: self.setting(k) for k in SETTING_DEFAULTS}, self)
        if dialog.exec():
            self.apply_settings(dialog.values())

    def choose_speed(self, speed: str) -> None:
        """Another animation speed (the Game menu, the table's box): applied to the
        game at once and kept in the settings."""
        self.store.set("speed", speed)
        self._show_speed()
        if self.table is not None and self.table.speed_box.currentData() != speed:
            self.table.set_speed(speed)           # (from the menu: the table's box follows)

    def _show_speed(self) -> None:
        action = self.actions.get(f"speed_{self.setting('speed')}")
        for key, a in self.actions.items():
            if key.startswith("speed_"):
                a.setChecked(a is action)

    def apply_settings(self, values: dict[str, str]) -> None:
        for k, v in values.items():
            self.store.set(k, v)
        set_language(values.get("language", self.setting("language")))
        self.apply_contrast()
        self._show_speed()
        self.apply_text_size()
        if self.table is not None:
            self.table.queue.configure(self.setting("speed"), self.setting("reduce_motion") == "1")
            self.table.speed_box.show_speed(self.setting("speed"))
            self.table.sound.enabled = self.setting("sound") == "1"

    def apply_contrast(self) -> None:
        """High contrast as set, at once: every widget's style, and the table's ground,
        plates and log (the menus and dialogs follow the style sheet)."""
        on = self.setting("high_contrast") == "1"
        if on == contrast.high():
            return
        contrast.set_high(on)
        if self.table is not None:
            self.table.apply_contrast()

    def apply_text_size(self) -> None:
        """Text size as set, at once: every widget's text, and the table's labels and
        pieces."""
        size = text_size.parse(self.setting("text_size"))
        if size == text_size.percent():
            return
        text_size.set_percent(size)
        if self.table is not None:
            self.table.apply_text_size()

    # ---- the store ----------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.store.start)      # after the first paint (opened -> _store_opened)

    def _store_opened(self) -> None:
        """The store is open: what the first window did without (Continue, a language
        the quick read could not get), then what the player must be told."""
        from desktop.release_notes import take_unseen
        self._unseen = take_unseen(self.store, __version__)
        self._refresh_home()
        language = self.store.get("language", self.language)
        if language != self.language:
            self.language = language
            set_language(language)
        self.apply_contrast()
        self._show_speed()
        self.apply_text_size()
        self._store_health()
        QTimer.singleShot(0, self._tell_store)
        # a moment later, once home is idle: the first campaign or game then opens at once
        QTimer.singleShot(WARM_MS, lambda: workers.run(warm_engines, engines_warm))

    # the last Bakudan on this data folder ended without closing (a crash, a kill):
    # the first window says its games were kept (desktop/app.py sets it)
    after_crash = False

    def _tell_store(self) -> None:
        told = notice(self.store)
        if told is None:
            self._tell_restored()
            return
        box = QMessageBox(QMessageBox.Icon.Warning, told[0], told[1], parent=self)
        box.setObjectName("storeNotice")
        box.finished.connect(self._tell_restored)
        self.store_notice = box
        box.open()

    def _tell_restored(self) -> None:
        if not self.after_crash or not self.store.saved_games():
            self.show_whats_new()
            return
        self.after_crash = False
        box = QMessageBox(QMessageBox.Icon.Information, translate("MainWindow", "Your game was kept"),
                          translate("MainWindow", "Bakudan did not close properly last time. Every game in "
                                                  "progress was kept up to its last move: press “Continue game” "
                                                  "to play on where you stopped."), parent=self)
        box.setObjectName("restoredNotice")
        box.finished.connect(self.show_whats_new)
        self.restored_notice = box
        box.open()

    def _store_health(self) -> None:
        health = self.store.health()
        self.storage_bar.show_health(health)
        if health.on_disk and not health.fine:
            self._retry_timer.start()
        else:
            self._retry_timer.stop()
            if self.pages.currentWidget() is self.home:
                self._refresh_home()                # a saved game that could not be read may be now

    def bring_forward(self) -> None:
        """Another start of Bakudan asked for this window (desktop/single_instance.py)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def _retry_store(self) -> None:
        self.store.retry()

    # ---- pages ------------------------------------------------------------------------
    def _refresh_home(self) -> None:
        self.home.set_in_progress(in_progress(self.store), self.store.unreadable_saves())

    def show_home(self) -> None:
        self._refresh_home()
        self.pages.setCurrentWidget(self.home)

    def show_stats(self) -> None:
        self.stats.set_rows(self.store.stats(), self.store.unreadable_games())
        self.pages.setCurrentWidget(self.stats)

    def show_rules(self, game: str) -> None:
        self._rules_return = self.pages.currentWidget()
        self.rules.show_game(game)
        self.pages.setCurrentWidget(self.rules)

    def _rules_back(self) -> None:
        self.pages.setCurrentWidget(self._rules_return)

    def _current_game(self) -> str:
        return self.session.game.id if self.session is not None else next(iter(GAMES))

    def about(self) -> None:
        from desktop.shell.about import about_box
        self._about = about_box(self.store, self)
        self._about.open()

    def show_whats_new(self) -> None:
        """After an upgrade, once: what the releases since the last one seen bring
        (looked up as the store opened, before this session changed anything)."""
        releases, self._unseen = self._unseen, []
        if releases:
            from desktop.shell.whats_new import WhatsNewDialog
            self.whats_new = WhatsNewDialog(releases, self)
            self.whats_new.open()

    # ---- games ------------------------------------------------------------------------
    def ask_new_game(self, game: str) -> None:
        if not self._may_replace(slot_of(game)):
            return
        dialog_cls = NewGameDialog
        if game == "busters":
            from desktop.games.busters.new_game import BustersNewGameDialog
            dialog_cls = BustersNewGameDialog
        dialog = dialog_cls(GAMES[game], self.store.seat_specs(), self)
        from desktop.tutorial.shell import offer_in_dialog
        offer_in_dialog(self, dialog, game)          # the first start: its tutorial, offered
        if dialog.exec():
            seats = dialog.seats()
            self.store.remember_seats(seats)
            self.start_game(game, seats, config=dialog.config() if hasattr(dialog, "config") else None)

    def _may_replace(self, slot: str) -> bool:
        """A new game replaces the game in progress of its own slot (the game's, or the
        crew's), no other: ask first if there is one."""
        row = next((r for r in in_progress(self.store) if r.slot == slot), None)
        if row is None:
            return True
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Abandon the unfinished game?"),
                          replace_text(row), QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setObjectName("replaceGameBox")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def discard(self, slot: str) -> None:
        """Drop a game in progress from the home screen, once the player confirms."""
        row = self.home.resume_box.row(slot)
        if row is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Discard this game?"),
                          discard_text(row), QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("discardGameBox")
        drop = box.addButton(translate("MainWindow", "Discard"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
        box.exec()
        if box.clickedButton() is drop:
            self.store.clear_current(slot)
            self._refresh_home()

    def start_game(self, game: str, seats: list[SeatSpec], record: GameRecord | None = None,
                   seed: int | None = None, config: dict | None = None, meta: dict | None = None,
                   keep: bool = True) -> None:
        """`keep=False`: a game the store never sees (a tutorial): not saved, not counted."""
        from desktop.session import GameSession
        self._close_table()
        if game == "busters" and record is None and config is not None:
            # the Timers setting goes into the game's config: recorded with the attempt
            config = {**config, "timers": self.setting("timers") == "1"}
        self.session = GameSession(game, seats, config=config, record=record, seed=seed,
                                   store=self.store if keep else None)
        if meta and record is None:
            self.session.record.meta.update(meta)      # e.g. the campaign crew (Bomb Busters)
        if record is None:
            self.session.save_progress()          # kept at once, in its slot (the crew's, if any)
        table_cls = GAMES[game].table_class()
        self.table = table_cls(self.session, self.setting("speed"), self.setting("reduce_motion") == "1",
                               sound=self.setting("sound") == "1")
        self.table.go_home.connect(self.leave_game)
        self.table.speed_changed.connect(self.choose_speed)
        config = self.session.record.config
        self.table.play_again.connect(lambda: self._play_again(game, seats, config))
        self.table.start_config.connect(lambda cfg: self._start_config(game, seats, cfg))
        self.table.game_finished.connect(self.game_finished)
        self.pages.addWidget(self.table)
        self.pages.setCurrentWidget(self.table)

    def resume(self, slot: str | None = None) -> None:
        """Continue the game in progress of `slot` (None: the one last played)."""
        saved = next((g for g in self.store.saved_games()
                      if g.game in GAMES and (slot is None or g.slot == slot)), None)
        if saved is None:
            return
        from engine.core import GameRecord, RecordError
        try:
            record = GameRecord.from_json(saved.record_json)
            self.start_game(saved.game, saved.seats, record=record)
        except (RecordError, KeyError, ValueError, TypeError, IndexError) as exc:   # a record of the wrong shape
            self.store.clear_current(saved.slot)
            QMessageBox.warning(self, translate("MainWindow", "The saved game could not be continued"),
                                translate("MainWindow", "The saved game is damaged and was removed (%1).").replace("%1", str(exc)))
            self.show_home()

    # ---- the Bomb Busters campaign ----------------------------------------------------
    @property
    def campaign(self) -> CampaignPage:
        """The campaign page, built the first time it is wanted (it reads Bomb Busters'
        missions, which the first window does without)."""
        if self._campaign is None:
            from desktop.shell.campaign import CampaignPage
            self._campaign = CampaignPage(self.store)
            self._campaign.back.connect(self.show_home)
            self._campaign.play.connect(self.play_mission)
            self._campaign.show_card.connect(self.show_mission_card)
            self.pages.addWidget(self._campaign)
        return self._campaign

    def show_campaign(self, crew: int | None = None) -> None:
        if self.table is not None:
            self._close_table()
        self.campaign.reload(crew)
        self.pages.setCurrentWidget(self.campaign)

    def show_mission_card(self, mission: int) -> None:
        from desktop.games.busters.mission_card import MissionCardDialog
        self._card_dialog = MissionCardDialog(mission, self)
        self._card_dialog.setObjectName("missionCardDialog")
        self._card_dialog.show()

    def play_mission(self, crew_id: int, mission: int) -> None:
        crew = self.campaign.campaign.crew(crew_id)
        if crew is None or not self._may_replace(slot_of("busters", crew_id)):
            return
        seats = [SeatSpec(n, k) for n, k in crew.game_seats()]

        def start() -> None:
            self.start_game("busters", seats, config={"mission": mission, "players": len(seats)},
                            meta={"crew": crew_id, "mission": mission})

        tried = any(a.mission == mission for a in self.campaign.campaign.attempts(crew_id))
        if tried or not any(s.human for s in seats):
            start()
            return
        # a crew's first try: the card comes first, and its button starts the mission
        from desktop.games.busters.mission_card import MissionCardDialog, first_briefing
        first_briefing(self.store, mission)       # shown here: the table need not show it again
        self._card_dialog = MissionCardDialog(mission, self, first=True)
        self._card_dialog.setObjectName("missionCardDialog")
        self._card_dialog.accepted.connect(start)
        self._card_dialog.open()

    def _play_again(self, game: str, seats: list[SeatSpec], config: dict) -> None:
        meta = self.session.record.meta if self.session is not None else {}
        if meta.get("crew") is not None:
            self.show_campaign(meta["crew"])        # a crew's next try starts from its campaign
            return
        self.start_game(game, seats, config=config)

    def _start_config(self, game: str, seats: list[SeatSpec], config: dict) -> None:
        """Retry a mission or go on to the next: a crew's through its campaign (the
        Captain passes on, the first try shows the card), else with the same seats."""
        meta = self.session.record.meta if self.session is not None else {}
        if meta.get("crew") is not None:
            self.play_mission(meta["crew"], int(config["mission"]))
            return
        self.start_game(game, seats, config={k: v for k, v in config.items() if k != "timers"})

    def leave_game(self) -> None:
        """Back home; an unfinished game stays saved and can be continued."""
        self._close_table()
        self.show_home()

    def _close_table(self) -> None:
        if self.table is not None:
            self.table.shutdown()
            self.pages.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        self.session = None

    def closeEvent(self, event) -> None:
        if self.store.is_open and not ask_quit_unsaved(self, self.store):
            event.ignore()             # play waits for the disk and the player stays
            return
        self._close_table()            # the game in progress is already saved
        self._retry_timer.stop()
        if not self._store_let_go:
            self._store_let_go = True
            self.store.opened.disconnect(self._store_opened)
            self.store.health_changed.disconnect(self._store_health)
            self.store.close()
        super().closeEvent(event)
