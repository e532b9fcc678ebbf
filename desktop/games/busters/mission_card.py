"""The mission card screen: the card's front (setup) and back (rules) side by side,
in the current language. Each side scrolls when its text is longer than the room it
has (a long back, as mission 29's, in a 1024x640 window), so no word is ever cut."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (QDialog, QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea,
                               QVBoxLayout, QWidget)

from desktop import text_size
from desktop.games.busters.missions_text import (mission_back, mission_front, mission_subtitle,
                                                 mission_title, to_html)
from desktop.i18n import current_language, translate


class CardSide(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("missionSide")
        self.setStyleSheet(text_size.scaled("QFrame#missionSide { background: #f4efe1; border-radius: 12px; }"
                                            "QFrame#missionSide QLabel { color: #1f2430; font-size: 14px; }"))
        box = QVBoxLayout(self)
        self.head = QLabel()
        self.head.setStyleSheet(text_size.scaled("font-size: 13px; font-weight: bold; color: #8a5a00;"))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setContentsMargins(0, 0, 6, 0)        # clear of the scroll bar
        self.scroll = QScrollArea()
        self.scroll.setObjectName("missionSideScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea#missionSideScroll, QScrollArea#missionSideScroll > QWidget"
                                  " { background: transparent; }")
        self.scroll.setWidget(self.text)
        self.text.setAutoFillBackground(False)          # (setWidget turned it on: a grey box)
        box.addWidget(self.head)
        box.addWidget(self.scroll, 1)


class MissionCardView(QWidget):
    """Both sides of one mission card (also used inside the campaign screen)."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        root = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        row = QHBoxLayout()
        self.front, self.back = CardSide(), CardSide()
        row.addWidget(self.front, 1)
        row.addWidget(self.back, 1)
        root.addWidget(self.title)
        root.addWidget(self.subtitle)
        root.addLayout(row, 1)
        self.retranslate()

    def set_number(self, number: int) -> None:
        self.number = number
        self.retranslate()

    def retranslate(self) -> None:
        n = self.number
        self.title.setText(translate("BustersMission", "Mission %1: %2").replace("%1", str(n))
                           .replace("%2", mission_title(n)))
        self.subtitle.setText(mission_subtitle(n))
        # Japanese is never set in (synthetic) italic: a muted colour marks the flavour text
        self.subtitle.setStyleSheet("color: #b8c2d9;" if current_language() == "ja"
                                    else "font-style: italic;")
        self.front.head.setText(translate("BustersMission", "Front: setup"))
        self.back.head.setText(translate("BustersMission", "Back: mission rules"))
        self.front.text.setText(to_html(mission_front(n)))
        self.back.text.setText(to_html(mission_back(n)))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class MissionCardDialog(QDialog):
    """The card on its own. `first`: a crew's first try of the mission; the card opens
    by itself, and its button starts the mission (closing it otherwise starts nothing)."""

    def __init__(self, number: int, parent: QWidget | None = None, first: bool = False) -> None:
        super().__init__(parent)
        self.first = first
        self.card = MissionCardView(number)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        root = QVBoxLayout(self)
        root.addWidget(self.card, 1)
        root.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.resize(card_size(parent))
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("BustersMission", "Mission card"))
        self.close_button.setText(translate("BustersMission", "Start the mission") if self.first
                                  else translate("BustersMission", "Close"))
        self.close_button.setDefault(True)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def card_size(parent: QWidget | None) -> QSize:
    """Most of the window it opens over, up to where a line is still easy to read
    (at 1920x1080 every card's text shows whole; in a small window a side scrolls)."""
    if parent is None:
        return QSize(900, 560)
    window = parent.window().size()
    return QSize(min(1200, max(640, window.width() - 80)), min(780, max(480, window.height() - 60)))


#: the store's setting listing the missions whose card this installation has shown
BRIEFED = "busters_briefed"


def first_briefing(store, mission: int) -> bool:
    """Whether `mission`'s card has never been shown here; it is then recorded as
    shown (a mission's rules are briefed once, by itself, before its first game)."""
    if store is None:
        return False
    seen = {int(x) for x in store.get(BRIEFED, "").split(",") if x.isdigit()}
    if mission in seen:
        return False
    store.set(BRIEFED, ",".join(str(n) for n in sorted(seen | {mission})))
    return True

