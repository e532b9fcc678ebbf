"""The home screen: the games in progress (desktop/shell/in_progress.py), the playable
games, statistics."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QSizePolicy, QVBoxLayout, QWidget)

from desktop.i18n import translate
from desktop.widgets import accessible
from desktop.games.catalog import GAMES
from desktop.shell.in_progress import InProgress, InProgressBox
from desktop.widgets.art import AcademyBanner, BomuBanner, BustersBanner

BANNERS = {"bomu": BomuBanner, "academy": AcademyBanner, "busters": BustersBanner}




class HomePage(QWidget):
    new_game = Signal(str)
    show_rules = Signal(str)
    resume = Signal(str)            # the slot of a game in progress
    discard = Signal(str)
    show_stats = Signal()
    show_campaign = Signal()

    COLUMN = 1320                   # px: three cards at their widest, and the margins

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the page scrolls when a small screen or many games in progress need it
        scroll = QScrollArea()
        scroll.setObjectName("homeScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content = QWidget()
        content.setObjectName("homeContent")
        scroll.setWidget(content)
        self._scroll = scroll
        scroll.viewport().installEventFilter(self)   # (_fit_content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        # one column, centred, no wider than three cards: on a wide screen (4K) the
        # cards stay together instead of drifting to the edges
        column = QWidget()
        column.setObjectName("homeColumn")
        column.setMaximumWidth(self.COLUMN)
        centred = QHBoxLayout(content)
        centred.setContentsMargins(0, 0, 0, 0)
        centred.addStretch(0)                       # these take only what the column leaves
        centred.addWidget(column, 1)
        centred.addStretch(0)
        root = QVBoxLayout(column)
        root.setContentsMargins(40, 30, 40, 30)
        self.title = QLabel("Bakudan 爆弾")
        self.title.setObjectName("homeTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("homeSubtitle")
        self.subtitle.setWordWrap(True)         # one line at 100 %, two at a larger text size
        root.addWidget(self.title)
        root.addWidget(self.subtitle)
        self.resume_box = InProgressBox()
        self.resume_box.resume.connect(self.resume)
        self.resume_box.discard.connect(self.discard)
        root.addWidget(self.resume_box)
        self.unreadable = QLabel()              # saved games that can not be continued
        self.unreadable.setObjectName("unreadableSaves")
        self.unreadable.setWordWrap(True)
        self.unreadable.hide()
        self._unreadable = 0
        root.addWidget(self.unreadable)
        grid = QGridLayout()
        self.cards: dict[str, tuple[QLabel, QLabel, QLabel, QPushButton, QPushButton]] = {}
        for i, entry in enumerate(GAMES.values()):
            box = QFrame()
            box.setObjectName("gameCard")
            # three cards side by side, from a 1024-pixel window to the row's full width at 1280
            box.setMinimumWidth(290)
            box.setMaximumWidth(400)
            box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            bl = QVBoxLayout(box)
            bl.addWidget(BANNERS[entry.id]())
            name = QLabel()
            name.setObjectName("gameName")
            name.setWordWrap(True)
            tagline = QLabel()
            tagline.setWordWrap(True)
            players = QLabel()
            play = QPushButton()
            play.setObjectName(f"new_{entry.id}")
            play.clicked.connect(lambda _=False, g=entry.id: self.new_game.emit(g))
            rules = QPushButton()
            rules.setObjectName(f"rules_{entry.id}")
            rules.clicked.connect(lambda _=False, g=entry.id: self.show_rules.emit(g))
            bl.addWidget(name)
            bl.addWidget(tagline, 1)
            bl.addWidget(players)
            row = QHBoxLayout()
            row.addWidget(play)
            row.addWidget(rules)
            bl.addLayout(row)
            if entry.id == "busters":              # the campaign tracker lives on this card
                self.campaign_button = QPushButton()
                self.campaign_button.setObjectName("campaign_busters")
                self.campaign_button.clicked.connect(self.show_campaign)
                bl.addWidget(self.campaign_button)
            grid.addWidget(box, i // 3, i % 3)
            self.cards[entry.id] = (name, tagline, players, play, rules)
        for column in range(3):
            grid.setColumnStretch(column, 1)
        root.addLayout(grid)
        root.addStretch(1)
        bottom = QHBoxLayout()
        self.stats_button = QPushButton()
        self.stats_button.setObjectName("statsButton")
        self.stats_button.clicked.connect(self.show_stats)
        bottom.addWidget(self.stats_button)
        bottom.addStretch(1)
        root.addLayout(bottom)
        self.retranslate()

    def set_in_progress(self, rows: list[InProgress], unreadable: int = 0) -> None:
        self.resume_box.set_rows(rows)
        self._unreadable = unreadable
        self.unreadable.setVisible(unreadable > 0)
        self._tell_unreadable()
        self._fit_later()

    def _tell_unreadable(self) -> None:
        count = self._unreadable
        self.unreadable.setText(translate(
            "Home", "%n saved game(s) could not be read (damaged, or written by another version) "
                    "and can not be continued.", None, count))

    @property
    def resume_button(self) -> QPushButton | None:
        """The Continue of the game last played (None: no game in progress)."""
        rows = self.resume_box.rows
        return rows[0][4] if rows else None

    def retranslate(self) -> None:
        self._tell_unreadable()
        self.subtitle.setText(translate("Home", "Bomb games at your table: play against bots, or pass the mouse around."))
        for gid, (name, tagline, players, play, rules) in self.cards.items():
            entry = GAMES[gid]
            name.setText(entry.tr_title())
            tagline.setText(entry.tr_tagline())
            players.setText(translate("Home", "%1-%2 players").replace("%1", str(entry.players[0]))
                            .replace("%2", str(entry.players[1])))
            play.setText(translate("Home", "New game"))
            rules.setText(translate("Home", "Rules"))
            # three cards, three "New game"s: by ear each says its game
            accessible.name(play, translate("Home", "New game: %1").replace("%1", entry.tr_title()))
            accessible.name(rules, translate("Home", "Rules: %1").replace("%1", entry.tr_title()))
        self.stats_button.setText(translate("Home", "Statistics"))
        if hasattr(self, "campaign_button"):
            self.campaign_button.setText(translate("Home", "Campaign"))

    def _fit_content(self) -> None:
        """The scroll area measures its page again. It gives the page the height its
        wrapped texts need at its width, but only when told itself, and a text deep
        inside that changed size (the text size, the language, a new game in progress)
        tells the page, if anyone (at 150 % the cards' texts ran into each other instead
        of scrolling)."""
        page = self._scroll.widget()
        for layout in [page.layout(), *(w.layout() for w in page.findChildren(QWidget) if w.layout())]:
            layout.invalidate()
        page.layout().activate()
        QCoreApplication.sendEvent(self._scroll, QEvent(QEvent.Type.LayoutRequest))

    def _fit_later(self) -> None:
        QTimer.singleShot(0, self, self._fit_content)      # once the texts have their size

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._fit_later()

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and obj is self._scroll.viewport():
            QCoreApplication.sendEvent(self._scroll, QEvent(QEvent.Type.LayoutRequest))
        return super().eventFilter(obj, event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._fit_later()
        super().changeEvent(event)
