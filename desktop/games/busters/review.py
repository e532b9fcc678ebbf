"""After the game: a review that reveals every stand and steps through the game's
actions one by one (from the saved game record, replayed by the engine)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import QDialog, QHBoxLayout, QListWidget, QPushButton, QSlider, QVBoxLayout

from engine.core import GameRecord, get_game
from engine.core.record import start
from desktop.games.busters.scene import BustersScene
from desktop.games.busters.texts import Namer, log_line
from desktop.i18n import translate
from desktop.widgets.anim import AnimationQueue
from desktop.widgets.plain import plain_label


def steps(record: GameRecord):
    """[(seat or None, action text, events, revealed view)] from the deal to the end."""
    game = get_game(record.game)
    state = start(record)
    out = [(None, "", [], game.review_view(state))]
    for seat, text in record.actions:
        events = game.apply(state, seat, game.parse_action(text))
        out.append((seat, text, events, game.review_view(state)))
    return out


class ReviewDialog(QDialog):
    def __init__(self, record: GameRecord, names: list[str], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.names = names
        self.steps = steps(record)
        first = self.steps[0][3]
        counts: dict[int, int] = {}
        for st in first.stands:
            counts[st.seat] = counts.get(st.seat, 0) + 1
        self.namer = Namer(names, counts)
        self.queue = AnimationQueue(self)
        self.scene = BustersScene(names, [""] * len(names), self.queue)
        self.scene.clicked.connect(self._clicked)
        from desktop.games.table import TableView
        self.view = TableView(self.scene)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("reviewSlider")
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.valueChanged.connect(self.show_step)
        self.position = plain_label()
        self.lines = QListWidget()
        self.lines.setObjectName("reviewLines")
        self.lines.setMaximumHeight(120)
        self.buttons = {}
        row = QHBoxLayout()
        for key, text, delta in (("first", "|◀", None), ("prev", "◀", -1), ("next", "▶", 1), ("last", "▶|", None)):
            b = QPushButton(text)
            b.setObjectName(f"review_{key}")
            b.clicked.connect(lambda _=False, key=key, delta=delta: self._go(key, delta))
            row.addWidget(b)
            self.buttons[key] = b
        row.addWidget(self.slider, 1)
        row.addWidget(self.position)
        root = QVBoxLayout(self)
        self.title = plain_label()
        self.title.setObjectName("pageTitle")
        root.addWidget(self.title)
        root.addWidget(self.view, 1)
        root.addLayout(row)
        root.addWidget(self.lines)
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, activated=lambda: self._go("prev", -1))
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, activated=lambda: self._go("next", 1))
        self.resize(1180, 820)
        self.retranslate()
        self.show_step(0)

    def _clicked(self, key) -> None:
        if key == ("mission",):
            from desktop.games.busters.mission_card import MissionCardDialog
            self.card_dialog = MissionCardDialog(self.steps[0][3].mission, self)
            self.card_dialog.show()

    def _go(self, key: str, delta: int | None) -> None:
        if key == "first":
            self.slider.setValue(0)
        elif key == "last":
            self.slider.setValue(len(self.steps) - 1)
        else:
            self.slider.setValue(max(0, min(len(self.steps) - 1, self.slider.value() + delta)))

    @property
    def current(self) -> int:
        return self.slider.value()

    def show_step(self, k: int) -> None:
        seat, text, events, view = self.steps[k]
        self.scene.sync(view)
        self.position.setText(translate("Busters", "Action %1 of %2").replace("%1", str(k))
                              .replace("%2", str(len(self.steps) - 1)))
        self.lines.clear()
        if k == 0:
            self.lines.addItem(translate("Busters", "The deal: every stand is shown face up."))
        for e in events:
            line = log_line(e, self.names, self.namer)
            if line:
                self.lines.addItem(line)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Busters", "Review of the game"))
        self.title.setText(translate("Busters", "Review: every stand revealed, action by action"))
        self.show_step(self.slider.value()) if hasattr(self, "steps") else None

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
