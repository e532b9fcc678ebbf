"""The home screen: the playable games, the unfinished game, statistics."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from desktop.i18n import listing, translate
from desktop.games.catalog import GAMES
from desktop.widgets.art import AcademyBanner, BomuBanner, BustersBanner
from desktop.widgets.plain import plain_label

BANNERS = {"bomu": BomuBanner, "academy": AcademyBanner, "busters": BustersBanner}




class HomePage(QWidget):
    new_game = Signal(str)
    show_rules = Signal(str)
    resume = Signal()
    show_stats = Signal()
    show_campaign = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        root = QVBoxLayout(self)
        root.setContentsMargins(40, 30, 40, 30)
        self.title = QLabel("Bakudan 爆弾")
        self.title.setObjectName("homeTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("homeSubtitle")
        root.addWidget(self.title)
        root.addWidget(self.subtitle)
        self.resume_box = QFrame()
        self.resume_box.setObjectName("resumeBox")
        rl = QHBoxLayout(self.resume_box)
        self.resume_label = plain_label()
        self.resume_button = QPushButton()
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.clicked.connect(self.resume)
        rl.addWidget(self.resume_label, 1)
        rl.addWidget(self.resume_button)
        self.resume_box.hide()
        root.addWidget(self.resume_box)
        grid = QGridLayout()
        self.cards: dict[str, tuple[QLabel, QLabel, QLabel, QPushButton, QPushButton]] = {}
        for i, entry in enumerate(GAMES.values()):
            box = QFrame()
            box.setObjectName("gameCard")
            box.setFixedWidth(385)        # three cards side by side in a 1280-pixel window
            bl = QVBoxLayout(box)
            bl.addWidget(BANNERS[entry.id]())
            name = QLabel()
            name.setObjectName("gameName")
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
        grid.setColumnStretch(3, 1)
        root.addLayout(grid)
        root.addStretch(1)
        bottom = QHBoxLayout()
        self.stats_button = QPushButton()
        self.stats_button.setObjectName("statsButton")
        self.stats_button.clicked.connect(self.show_stats)
        bottom.addWidget(self.stats_button)
        bottom.addStretch(1)
        root.addLayout(bottom)
        self._resume_game: str | None = None
        self.retranslate()

    def set_resumable(self, game: str | None, names: list[str] | None = None) -> None:
        self._resume_game = game
        self._resume_names = names or []
        self.resume_box.setVisible(game is not None)
        self.retranslate()

    def retranslate(self) -> None:
        self.subtitle.setText(translate("Home", "Bomb games at your table: play against bots, or pass the mouse around."))
        for gid, (name, tagline, players, play, rules) in self.cards.items():
            entry = GAMES[gid]
            name.setText(entry.tr_title())
            tagline.setText(entry.tr_tagline())
            players.setText(translate("Home", "%1-%2 players").replace("%1", str(entry.players[0]))
                            .replace("%2", str(entry.players[1])))
            play.setText(translate("Home", "New game"))
            rules.setText(translate("Home", "Rules"))
        if self._resume_game:
            self.resume_label.setText(translate("Home", "Your game of %1 with %2 is waiting where you left it.")
                                      .replace("%1", GAMES[self._resume_game].tr_title())
                                      .replace("%2", listing(self._resume_names)))
        self.resume_button.setText(translate("Home", "Continue game"))
        self.stats_button.setText(translate("Home", "Statistics"))
        if hasattr(self, "campaign_button"):
            self.campaign_button.setText(translate("Home", "Campaign"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
