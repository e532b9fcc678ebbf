"""The review of a finished game, shared by the three games: the game replayed from
its record (seed and actions: the engines are deterministic), the table as it stood
after each action with every hand face up, the table's own log up to that action
with its lines selected, and the controls to step through it (|◀ ◀ slider ▶ ▶|,
Left / Right / Home / End).

A game's review subclasses ReviewWindow: its scene (`make_scene`), what that scene
shows of a replayed state (`reveal`, `show_table`), its log's wording (`log_lines`)
and its heading. Bomb Busters adds its analysis of the cuts (busters/review.py)."""
from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QSlider, QVBoxLayout

from engine.core import GameRecord, get_game
from engine.core.event import Event
from engine.core.record import start
from desktop.games.table import TableView
from desktop.i18n import translate
from desktop.widgets import accessible
from desktop.widgets.anim import AnimationQueue
from desktop.widgets.items import repaint_pieces
from desktop.widgets.lifetime import weak
from desktop.widgets.log import LogModel, LogView
from desktop.widgets.plain import plain_label
from desktop.widgets.sizing import resize_to_fit


class Step(NamedTuple):
    """The deal (seat None) or one action of the record, and the table after it."""
    seat: int | None
    action: str
    events: list[Event]
    shown: Any                 # what `reveal` made of the state after it


def replay(record: GameRecord, reveal) -> list[Step]:
    """[Step] from the deal to the end; `reveal(game, state)` keeps what the review
    shows of each state (the state itself is changed by the next action)."""
    game = get_game(record.game)
    state = start(record)
    # the deal carries what the set-up told (a mission's first cards, a drawn token), as
    # the table's log opens with it; games whose state keeps no log tell nothing there
    out = [Step(None, "", [e for e in getattr(state, "log", []) if e.public], reveal(game, state))]
    for seat, text in record.actions:
        events = game.apply(state, seat, game.parse_action(text))
        out.append(Step(seat, text, events, reveal(game, state)))
    return out


def lay_cards(scene, pool: list, cards, make, place) -> None:
    """A hand laid face up on a review's table: `cards` shown by the items of `pool`
    (more made by `make()` when it is short), the i-th at `place(i)`; the rest hidden."""
    while len(pool) < len(cards):
        item = make()
        scene.addItem(item)
        pool.append(item)
    for i, item in enumerate(pool):
        item.setVisible(i < len(cards))
        if i < len(cards):
            item.set_card(cards[i])
            item.flip = 1.0
            item.setPos(place(i))


class ReviewWindow(QDialog):
    """The window: heading, table, step controls, log. Subclasses fill in the game."""

    def __init__(self, record: GameRecord, names: list[str], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.names = names
        self.steps = replay(record, self.reveal)
        self._logged: int | None = None          # the action the log was told up to
        self.queue = AnimationQueue(self)        # the scenes want one; the review animates nothing
        self.scene = self.make_scene()
        self.view = TableView(self.scene)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("reviewSlider")
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.valueChanged.connect(self.show_step)
        self.position = plain_label()
        self.position.setObjectName("reviewPosition")
        # the actions' lines as the table's log tells them (names in their seat's
        # colour, icons)
        self.log = LogModel(weak(self.describe), names, weak(self.joins))
        self.lines = LogView(self.log)
        self.lines.setObjectName("reviewLines")
        self.lines.setMinimumHeight(self.lines.fontMetrics().lineSpacing() * 4)
        self.lines.setMaximumHeight(120)
        self.buttons: dict[str, QPushButton] = {}
        self.row = QHBoxLayout()
        for key, text, delta in (("first", "|◀", None), ("prev", "◀", -1), ("next", "▶", 1), ("last", "▶|", None)):
            b = QPushButton(text)
            b.setObjectName(f"review_{key}")
            b.clicked.connect(lambda _=False, key=key, delta=delta: self.go(key, delta))
            self.row.addWidget(b)
            self.buttons[key] = b
        self.track = QVBoxLayout()               # the slider (Busters marks its cuts under it)
        self.track.setSpacing(0)
        self.track.addWidget(self.slider)
        self.row.addLayout(self.track, 1)
        self.row.addWidget(self.position)
        self.title = plain_label()
        self.title.setObjectName("pageTitle")
        self.root = QVBoxLayout(self)
        self.root.addWidget(self.title)
        self.root.addWidget(self.view, 1)
        self.root.addLayout(self.row)
        self.root.addWidget(self.lines)
        for key, go, delta in ((Qt.Key.Key_Left, "prev", -1), (Qt.Key.Key_Right, "next", 1),
                               (Qt.Key.Key_Home, "first", None), (Qt.Key.Key_End, "last", None)):
            QShortcut(QKeySequence(key), self, activated=lambda go=go, delta=delta: self.go(go, delta))
        self.build()
        resize_to_fit(self, 1180, 820)           # a laptop's screen is shorter than 820
        self.retranslate()

    # ---- what each game fills in -----------------------------------------------------
    def reveal(self, game, state) -> Any:
        """What the table shows of `state`, every hand face up (views only: the scene
        never reads a state)."""
        raise TypeError(f"{type(self).__name__} must reveal its states")

    def make_scene(self):
        raise TypeError(f"{type(self).__name__} must make its scene")

    def show_table(self, shown: Any) -> None:
        """Put the scene where `shown` (a step's `reveal`) says."""
        raise TypeError(f"{type(self).__name__} must show its table")

    #: the game's log wording, as its table tells it: a module with `tell(events,
    #: names)` and `joins(events, e)` (desktop/games/<game>/log_lines.py)
    log_lines: Any = None

    def describe(self, events: list[Event], names: list[str]):
        return self.log_lines.tell(events, names)

    def joins(self, events: list[Event], e: Event) -> bool:
        return self.log_lines.joins(events, e)

    def build(self) -> None:
        """Add the game's own widgets and keys (the steps and scene are ready)."""

    def heading(self) -> str:
        raise TypeError(f"{type(self).__name__} must have a heading")

    def deal_note(self) -> str:
        """The log's first line, before any action."""
        return translate("Review", "The deal: every hand is shown face up.")

    # ---- stepping --------------------------------------------------------------------
    @property
    def current(self) -> int:
        return self.slider.value()

    def go(self, key: str, delta: int | None = None) -> None:
        last = len(self.steps) - 1
        if key == "first":
            self.slider.setValue(0)
        elif key == "last":
            self.slider.setValue(last)
        else:
            self.slider.setValue(max(0, min(last, self.current + (delta or 0))))

    def show_step(self, k: int) -> None:
        self.show_table(self.steps[k].shown)
        self.position.setText(translate("Review", "Action %1 of %2").replace("%1", str(k))
                              .replace("%2", str(len(self.steps) - 1)))
        self.show_log(k)

    def show_log(self, k: int) -> None:
        """The log as the table showed it once action k was played (lines that tell
        several actions, a Dual Cut and its wire, are one line here too), the lines
        of action k selected and in sight (an action the log does not tell, a pass,
        selects nothing; the deal selects its note). ▶ only adds the new action's
        lines (telling the whole log again took up to 28 ms a step late in a game of
        106 actions); any other move tells it again from the deal."""
        forward = self._logged is not None and k == self._logged + 1
        if not forward:
            self.log.clear()
            self.log.note(self.deal_note())
        for step in self.steps[k if forward else 0:k + 1]:
            self.log.add(step.events)
        self._logged = k
        now = self.steps[k].events
        rows = [r for r, group in enumerate(self.log.groups) if any(e is x for e in group for x in now)]
        chosen = self.lines.selectionModel()
        chosen.clearSelection()
        for r in rows or ([0] if k == 0 else []):
            chosen.select(self.log.index(r), chosen.SelectionFlag.Select)
        self.lines.scrollTo(self.log.index(rows[-1] if rows else self.log.rowCount() - 1))

    # ---- language --------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(translate("Review", "Review of the game"))
        self.title.setText(self.heading())
        tips = {"first": translate("Review", "The deal (Home)"), "prev": translate("Review", "The previous action (Left)"),
                "next": translate("Review", "The next action (Right)"), "last": translate("Review", "The end (End)")}
        for key, tip in tips.items():
            self.buttons[key].setToolTip(tip)
        accessible.name_symbols(self)
        accessible.name(self.view, translate("Table", "Table"))
        accessible.name(self.lines, translate("Table", "Game log"))
        accessible.name(self.slider, translate("Review", "Action shown"))
        self.lines.retranslate()
        self.show_step(self.current)
        repaint_pieces(self.scene)          # (the pieces keep their pictures: widgets/items.py)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "title"):
            self.retranslate()                   # (not before the window is built)
        super().changeEvent(event)
