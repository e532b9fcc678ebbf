"""The games in progress, as the home screen lists them: one per slot (one per game,
one per Bomb Busters campaign crew: desktop/store/models.py `slot_of`), each with
what it is, who plays it and when it was last played, a Continue and a Discard; and
the texts that name one in a question (discard it, start a new game in its place)."""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.games.catalog import GAMES
from desktop.i18n import listing, translate
from desktop.store.models import SavedGame
from desktop.widgets import accessible
from desktop.widgets.plain import plain_label


@dataclass(frozen=True)
class InProgress:
    slot: str
    game: str                       # a key of GAMES
    names: list[str]                # the seats, in order
    saved_at: datetime              # its last autosave: when it was last played
    mission: int | None = None      # Bomb Busters: the mission played
    crew: str | None = None         # a campaign mission: the crew's name


def in_progress(store) -> list[InProgress]:
    """The store's games in progress this release can continue, the last played first."""
    def crew_names() -> dict[int, str]:
        from desktop.store.campaign import CampaignStore
        return {c.id: c.name for c in CampaignStore(store).crews()}
    return listed(store.saved_games(), crew_names)


def listed(saved_games: list[SavedGame], crew_names: Callable[[], dict[int, str]]) -> list[InProgress]:
    """`saved_games` (the last played first) as the home screen lists them; the crews'
    names are asked for only if a campaign crew plays one (the first window has them
    from store/peek.py, the store from its campaign tables)."""
    crews: dict[int, str] | None = None
    out = []
    for saved in saved_games:
        if saved.game not in GAMES:
            continue                                # another release's game
        mission, crew_id = _mission_and_crew(saved.record_json)
        crew = None
        if crew_id is not None:
            if crews is None:                       # read once, and only if a crew plays
                crews = crew_names()
            crew = crews.get(crew_id)
        out.append(InProgress(saved.slot, saved.game, [s.name for s in saved.seats], saved.saved_at,
                              mission, crew))
    return out


def _mission_and_crew(record_json: str) -> tuple[int | None, int | None]:
    """The mission and the campaign crew a game record names, if any."""
    try:
        record = json.loads(record_json)
        mission, crew = record.get("config", {}).get("mission"), record.get("meta", {}).get("crew")
    except (ValueError, AttributeError):
        return None, None
    def whole(v):
        return v if isinstance(v, int) and not isinstance(v, bool) else None
    return whole(mission), whole(crew)


def what_text(row: InProgress) -> str:
    """The game, and for Bomb Busters its mission and crew."""
    title = GAMES[row.game].tr_title()
    if row.crew is not None and row.mission is not None:
        return (translate("Home", "%1: crew %2, mission %3").replace("%1", title).replace("%2", row.crew)
                .replace("%3", str(row.mission)))
    if row.mission is not None:
        return translate("Home", "%1, mission %2").replace("%1", title).replace("%2", str(row.mission))
    return title


def when_text(saved_at: datetime, now: datetime | None = None) -> str:
    """When a game was last played, in local time: today and yesterday by name."""
    local = saved_at.astimezone()
    today = (now or datetime.now().astimezone()).date()
    clock = QLocale().toString(local.time(), QLocale.FormatType.ShortFormat)
    if local.date() == today:
        return translate("Home", "today %1").replace("%1", clock)
    if local.date() == today - timedelta(days=1):
        return translate("Home", "yesterday %1").replace("%1", clock)
    return QLocale().toString(local.replace(tzinfo=None), QLocale.FormatType.ShortFormat)


def replace_text(row: InProgress) -> str:
    """The question before a new game takes the place of `row`."""
    return (translate("Home", "A new game takes the place of %1 (%2), last played %3, which can not be "
                              "continued afterwards. Your other games in progress are kept. Start a new game "
                              "anyway?")
            .replace("%1", what_text(row)).replace("%2", listing(row.names)).replace("%3", when_text(row.saved_at)))


def discard_text(row: InProgress) -> str:
    """The question before `row` is discarded."""
    return (translate("Home", "%1 (%2), last played %3, is removed and can not be continued afterwards. Your "
                              "other games in progress are kept.")
            .replace("%1", what_text(row)).replace("%2", listing(row.names)).replace("%3", when_text(row.saved_at)))


class InProgressBox(QFrame):
    """The home screen's list of games in progress, the last played first; hidden
    when there is none."""
    resume = Signal(str)            # a slot
    discard = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeBox")
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 8, 14, 8)
        column.setSpacing(4)
        self.title = QLabel()
        self.title.setObjectName("inProgressTitle")
        column.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(4)
        self.grid.setColumnStretch(0, 1)             # what and who share the room; both wrap
        self.grid.setColumnStretch(1, 1)
        column.addLayout(self.grid)
        #: each row: (its game, what, who, when, Continue, Discard)
        self.rows: list[tuple[InProgress, QLabel, QLabel, QLabel, QPushButton, QPushButton]] = []
        self.hide()
        self.retranslate()

    def set_rows(self, rows: list[InProgress]) -> None:
        for _, *widgets in self.rows:
            for w in widgets:
                self.grid.removeWidget(w)
                w.hide()                    # gone now: deleteLater waits for the event loop
                w.deleteLater()
        self.rows = []
        for r, row in enumerate(rows):
            what, who, when = plain_label(), plain_label(), QLabel()
            what.setObjectName("inProgressWhat")
            what.setWordWrap(True)
            who.setWordWrap(True)
            when.setObjectName("inProgressWhen")
            go, drop = QPushButton(), QPushButton()
            go.setObjectName(f"continue_{row.slot}")
            drop.setObjectName(f"discard_{row.slot}")
            drop.setProperty("quiet", True)             # a smaller, outlined button (theme.py)
            go.clicked.connect(lambda _=False, s=row.slot: self.resume.emit(s))
            drop.clicked.connect(lambda _=False, s=row.slot: self.discard.emit(s))
            for c, w in enumerate((what, who, when, go, drop)):
                self.grid.addWidget(w, r, c, Qt.AlignmentFlag.AlignVCenter)
            self.rows.append((row, what, who, when, go, drop))
        self.setVisible(bool(rows))
        self.retranslate()

    def row(self, slot: str) -> InProgress | None:
        return next((row for row, *_ in self.rows if row.slot == slot), None)

    def retranslate(self) -> None:
        self.title.setText(translate("Home", "Games in progress"))
        for row, what, who, when, go, drop in self.rows:
            what.setText(what_text(row))
            who.setText(translate("Home", "with %1").replace("%1", listing(row.names)))
            when.setText(translate("Home", "last played %1").replace("%1", when_text(row.saved_at)))
            go.setText(translate("Home", "Continue game"))
            drop.setText(translate("Home", "Discard…"))
            accessible.name(go, translate("Home", "Continue game: %1").replace("%1", what.text()))
            accessible.name(drop, translate("Home", "Discard: %1").replace("%1", what.text()))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
