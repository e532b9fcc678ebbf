"""The Bomb Busters game screen: the table, the controls of the seat at the screen
(click a teammate's wire, then a value; tools; equipment), the coach, the log,
and the hand-off, end and review screens."""
from __future__ import annotations

import json

from PySide6.QtCore import QTimer, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QCheckBox, QComboBox, QPushButton, QSizePolicy, QWidget

from desktop.games.busters import coach as coach_mod
from desktop.games.busters.clock import MissionClock
from desktop.games.busters.controls import ControlsMixin
from desktop.games.busters.mission_map import MissionMap
from desktop.games.busters.mission_panel import MissionPanel
from desktop.widgets.side_room import SideRoom
from desktop.games.busters.scene import BustersScene
from desktop.games.busters import log_lines
from desktop.games.busters.texts import Namer, outcome_text, private_line
from desktop.games.table import GameTable, bot_label
from desktop.i18n import translate
from desktop.widgets.flow import FlowLayout
from desktop.widgets.overlays import EndScreen
from desktop.widgets.plain import plain_label
from engine.busters.actions import Special
from engine.busters.missions import MISSIONS

TOOLS = ("ddet", "triple", "super", "xray")
COACH_KEY = "busters.coach"       # setting: names of the players who keep the coach on
VALUE_KEYS = {str(d): d for d in range(1, 10)} | {"0": 10, "-": 11, "=": 12, "Y": "Y"}


class BustersEnd(EndScreen):
    """The end screen, with a button to review the whole game, to retry a campaign
    mission, and to go on to the next mission after a win."""

    retry = Signal()
    next_mission = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.next_number: int | None = None
        self.retry_button = QPushButton()
        self.retry_button.setObjectName("retryMission")
        self.retry_button.clicked.connect(self.retry)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextMission")
        self.next_button.clicked.connect(lambda: self.next_mission.emit(self.next_number))
        box = self.layout()
        for i in range(box.count()):
            item = box.itemAt(i)
            if item.layout() is not None and item.layout().indexOf(self.again) >= 0:
                item.layout().insertWidget(1, self.retry_button)
                item.layout().insertWidget(1, self.next_button)
        self.retranslate()

    campaign = False                     # a crew's mission: "play again" leads back to its campaign

    def configure(self, won: bool, next_number: int | None) -> None:
        """Retry: a campaign's mission (a single game has "Play again"); Next: after a
        win, when there is a next mission."""
        self.next_number = next_number if won else None
        self.retry_button.setVisible(self.campaign)
        self.next_button.setVisible(self.next_number is not None)
        self.retranslate()
        (self.next_button if self.next_number is not None else self.again).setFocus()

    def retranslate(self) -> None:
        super().retranslate()
        if hasattr(self, "next_button"):
            self.retry_button.setText(translate("Busters", "Retry the mission"))
            self.next_button.setText(translate("Busters", "Next mission: %1").replace(
                "%1", str(self.next_number or "")))
        if self.campaign:
            self.again.setText(translate("Busters", "Back to the campaign"))


class BustersTable(ControlsMixin, GameTable):
    """The shared flow is GameTable's; the controls are ControlsMixin's (controls.py)."""

    def make_scene(self) -> BustersScene:
        counts: dict[int, int] = {}
        for st in self.session.view(None).stands:
            counts[st.seat] = counts.get(st.seat, 0) + 1
        self.namer = Namer(self.names, counts)
        scene = BustersScene(self.names, [bot_label(s.kind) for s in self.session.seats], self.queue,
                             self.sound)
        scene.clicked.connect(self._clicked)
        return scene

    def build_controls(self) -> None:
        self.sel: dict = {}
        self.view.setMinimumSize(680, 400)     # the scene scales: the side column and the controls fit at 1024x640
        self.options = QComboBox()
        self.options.setObjectName("equipOptions")
        self.options.hide()
        self.bar.addWidget(self.options)
        self.buttons = self.add_buttons(("confirm", "cancel"))
        self.choice_row = FlowLayout()        # wraps: every caption whole at 1024 px
        self.choice_buttons: dict[str, QPushButton] = {}
        self.controls_layout.addLayout(self.choice_row)
        # seats whose coach is on: remembered by player name from game to game
        self.coach_on: set[int] = {seat for seat in self.session.humans
                                   if self.names[seat] in self._coached_names()}
        self.coach_box = QCheckBox()
        self.coach_box.setObjectName("coachToggle")
        # as wide as its caption: a click beside the short word would do nothing
        self.coach_box.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.coach_box.toggled.connect(self._coach_toggled)
        self.coach_text = plain_label()
        self._coach_wanted: tuple | None = None     # the decision the coach text is for
        coach_mod.signals().done.connect(self._coach_done)
        self.coach_text.setWordWrap(True)
        self.coach_text.setObjectName("coachText")
        self.mission_panel = MissionPanel()
        self.scene.synced.connect(self.mission_panel.show_view)
        # at most 40% of the column, scrolling beyond: the log keeps room for its lines
        self.mission_room = SideRoom(self.mission_panel, 0.4)
        self.scene.synced.connect(self.mission_room.fit)
        self.side.insertWidget(0, self.mission_room)
        self.mission_map = MissionMap()
        self.scene.synced.connect(self.mission_map.show_view)
        self.side.insertWidget(1, self.mission_map)
        self.clock = MissionClock(self.session.record.meta)
        self.clock.ran_out.connect(self._clock_ran_out)
        self.scene.synced.connect(self.clock.show_view)
        self.side.insertWidget(0, self.clock)
        self.side.addWidget(self.coach_box)
        self.side.addWidget(self.coach_text)
        # what happened before this sitting: the set-up (the cards and tokens a mission
        # lays out, the Captain's drawn token) and, for a resumed game, its whole story
        self.log.add([e for e in self.session.state.log if e.public])
        for k in VALUE_KEYS:
            QShortcut(QKeySequence(k), self, activated=lambda k=k: self._key_value(VALUE_KEYS[k]))
        for key, shortcut in (("solo", "S"), ("reveal", "R"), ("ddet", "D"), ("pass", "P")):
            QShortcut(QKeySequence(shortcut), self, activated=lambda key=key: self._key_button(key))
        QTimer.singleShot(0, self, self._brief)

    # ---- the keyboard (desktop/games/focus.py) --------------------------------------------
    def focus_items(self) -> list:
        s = self.scene
        return ([t for t in s.tiles.values() if t.clickable] + [c for c in s.equipment.values() if c.clickable]
                + [s.mission_card])             # its card opens at any time, as a click does

    def activate_item(self, item) -> None:
        self._clicked(item.key)

    def confirm_button(self) -> QPushButton | None:
        button = self.buttons["confirm"]
        return button if button.isVisible() else None

    def cancel_selection(self) -> None:
        self._pressed("cancel")

    def _brief(self) -> None:
        """A mission never played here opens its card by itself before its first move,
        so its new rules are read before they matter (once per installation)."""
        from desktop.games.busters.mission_card import first_briefing
        session = self.session
        if session.record.actions or not session.humans or session.closed:
            return
        if first_briefing(session.store, session.view(None).mission):
            # its own components marked for this first game, on the table and beside it
            self.mission_panel.new = self.scene.pieces.new = True
            self.scene.sync(session.view(self.viewer))
            self.open_mission_card()

    def make_end_screen(self) -> BustersEnd:
        end = BustersEnd(self)
        config = self.session.record.config
        end.retry.connect(lambda: self.start_config.emit(dict(config)))
        end.next_mission.connect(lambda n: self.start_config.emit({**config, "mission": n}))
        end.campaign = self.session.record.meta.get("crew") is not None
        end.retranslate()
        return end

    def describe(self, events, names: list[str]):
        return log_lines.tell(events, names, self.namer)

    def joins(self, events, e) -> bool:
        return log_lines.joins(events, e)

    def table_words(self, view) -> list[tuple[str, list[str]]]:
        from desktop.games.busters.words import rows
        return rows(view, self.names)

    def private_line(self, event) -> str | None:
        return private_line(event)

    def waiting_for(self) -> list[int]:
        """During a turn only the active seat is awaited (the others are optional
        helpers of the equipment window)."""
        v = self.session.view(None)
        return [v.active] if v.phase == "turn" else super().waiting_for()

    # ---- which human the screen serves --------------------------------------------------
    def out_of_play(self) -> bool:
        """Every person at the screen has cut all their wires: their turns are skipped
        and the mission carries on without them (rulebook, "No more wires?")."""
        v = self.session.view(None)
        humans = set(self.session.humans)
        return v.phase == "turn" and all(sl.cut for st in v.stands if st.seat in humans for sl in st.slots)

    def choose_seat(self, humans: frozenset) -> int | None:
        """In the `turn` phase only the active seat is required; the others there are
        optional helpers (the equipment window), served only if already at the screen."""
        v = self.session.view(None)
        required = [s for s in humans if s == v.active] if v.phase == "turn" else sorted(humans)
        if self.acting in humans and (self.acting in required or not required):
            return self.acting                   # the same seat: keep what it selected
        if required:
            return self.viewer if self.viewer in required else required[0]
        return self.viewer if self.viewer in humans else None

    def show_controls(self, seat: int) -> None:
        if seat == self.acting:
            self._refresh()
        else:
            self._show_controls(seat)

    def hide_controls(self) -> None:
        self._hide_controls()
        self._clear_coach()                  # its advice was for the decision just taken

    def on_handoff(self) -> None:
        self._coach_wanted = None           # a late answer is the last seat's: drop it
        self.coach_text.clear()

    def end_sound(self) -> str:
        return "win" if self.outcome.winners else "boom"

    def present_end(self) -> None:
        v = self.session.view(None)
        if self.outcome.winners:
            title = translate("Busters", "Mission %1 accomplished!").replace("%1", str(v.mission))
        else:
            title = translate("Busters", "Mission %1 failed").replace("%1", str(v.mission))
        turns = v.turn_no
        detail = outcome_text(self.outcome.key) + "\n" + translate("Busters", "%n turn(s) played.", None, turns)
        later = [n for n in sorted(MISSIONS) if n > v.mission]
        if self.outcome.winners and not later:          # the last mission: the finale
            title = translate("Busters", "★ Mission %1 accomplished: the campaign is won! ★").replace(
                "%1", str(v.mission))
            detail += "\n\n" + translate("Busters", "Doctor Nope is behind bars and his last bomb is defused. "
                                                     "Every mission of Bomb Busters is done: congratulations, "
                                                     "bomb disposal experts!")
        self.end.present(title, detail)
        self.end.configure(bool(self.outcome.winners), later[0] if later else None)

    def make_review(self):
        from desktop.games.busters.review import ReviewDialog
        return ReviewDialog(self.session.record, self.names, self)

    def open_mission_card(self) -> None:
        from desktop.games.busters.mission_card import MissionCardDialog
        dialog = MissionCardDialog(self.session.view(None).mission, self)
        dialog.setObjectName("missionCardDialog")
        dialog.show()
        self._mission_dialog = dialog

    def _clock_ran_out(self, clock_id: str) -> None:
        """The mission's clock shows 0:00: any seat to act reports it (the engine then
        says what happens, by default the bomb explodes)."""
        session = self.session
        if session.closed or session.outcome() is not None:
            return
        seats = sorted(session.game.to_act(session.state))
        if not seats:
            return
        self.handoff.hide()
        self._hide()
        session.submit(seats[0], Special("timeout", (clock_id,)))

    # ---- the coach ------------------------------------------------------------------------
    def _coach_toggled(self, on: bool) -> None:
        seat = self.acting if self.acting is not None else self.viewer
        if seat is None:
            return
        if on:
            self.coach_on.add(seat)
        else:
            self.coach_on.discard(seat)
        names = self._coached_names() - {self.names[seat]}
        if on:
            names.add(self.names[seat])
        store = self.session.store
        if store is not None:
            store.set(COACH_KEY, json.dumps(sorted(names), ensure_ascii=False))
        if self.acting is not None:
            self._update_coach(self.session.view(self.acting), self._legal())
        else:
            self._clear_coach()

    def _coached_names(self) -> set[str]:
        store = self.session.store
        try:
            return set(json.loads(store.get(COACH_KEY, "[]"))) if store is not None else set()
        except (ValueError, TypeError):
            return set()                     # a damaged setting: the coach starts off

    def _update_coach(self, v, legal) -> None:
        available = coach_mod.available()
        self.coach_box.setVisible(available and self.acting is not None)
        seat = self.acting
        self.coach_box.blockSignals(True)
        self.coach_box.setChecked(seat in self.coach_on)
        self.coach_box.blockSignals(False)
        if not available or seat not in self.coach_on or not legal:
            self._clear_coach()
            return
        k = coach_mod.key(v, legal)
        found = coach_mod.cached(k)
        if found is not None:
            self._coach_wanted = k
            self._show_coach(found)
            return
        # the odds come from the thread pool: the table stays live meanwhile
        self._clear_coach()
        self._coach_wanted = k
        self.coach_text.setText(translate("Busters", "The coach is working out the odds…"))
        coach_mod.start(k, v, legal)

    def _clear_coach(self) -> None:
        self._coach_wanted = None
        self.scene.suggested = set()
        self.scene.set_coach({})
        self.coach_text.clear()

    def _coach_done(self, k: tuple, result) -> None:
        if k != self._coach_wanted or self.acting is None or self.acting not in self.coach_on:
            return                           # an answer for a decision no longer shown
        if isinstance(result, Exception):
            raise result                     # to the app's error report, like a bot's
        self._show_coach(result)

    def _show_coach(self, analysis) -> None:
        self.scene.suggested = coach_mod.suggested(analysis)
        self.scene.set_coach(coach_mod.wire_labels(analysis))
        self.coach_text.setText(coach_mod.advice_text(analysis, self.namer))

    # ---- language -----------------------------------------------------------------------
    def retranslate_table(self) -> None:
        self.coach_box.setText(translate("Busters", "Coach"))     # short: the side column stays narrow
        self.coach_box.setToolTip(translate("Busters", "Show the odds of each wire and the Expert's move."))
        self.buttons["confirm"].setText(translate("Busters", "Confirm (Enter)"))
        self.buttons["cancel"].setText(translate("Busters", "Cancel (Esc)"))
        self.scene.bots = [bot_label(s.kind) for s in self.session.seats]
        if self.scene.view is not None:
            self.scene.sync(self.scene.view)

    def shutdown(self) -> None:
        if self.clock.clock_id is not None:
            self.session.save_progress()     # the time left, as it is when the table closes
        self.clock.stop()
        super().shutdown()
