"""Full-window covers: the hot-seat hand-off screen and the end-of-game screen."""
from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from desktop.i18n import translate
from desktop.widgets.log_icons import image
from desktop.widgets.plain import plain_label


class Recap(QTextBrowser):
    """The log's lines as the log shows them, dice and cards drawn (the cover wrote
    dice as "[ignition, blank, card]" and cards as bare numbers); as tall as its text."""

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet("QTextBrowser { background: transparent; border: none; }")
        self.viewport().setAutoFillBackground(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._plain = ""

    def loadResource(self, kind: int, url: QUrl):
        found = image(url.toString())
        return found if found is not None else super().loadResource(kind, url)

    def show_lines(self, heading: str, plain: list[str], rich: list[str]) -> None:
        self._plain = heading + "\n" + "\n".join(plain) if plain else ""
        body = "<br>".join(rich)
        self.setHtml(f"<div align='center'>{html.escape(heading)}<br>{body}</div>" if rich else "")
        self.setVisible(bool(rich))
        self._fit()

    def text(self) -> str:
        """What it says, as plain text (the log's copy form)."""
        return self._plain

    def _fit(self) -> None:
        doc = self.document()
        doc.setTextWidth(self.viewport().width())
        self.setFixedHeight(int(doc.size().height()) + 4)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()




class _Cover(QWidget):
    """A cover over its parent: nothing beneath takes clicks (a translucent colour lets
    a public table show through)."""

    def __init__(self, parent: QWidget, colour: str) -> None:
        super().__init__(parent)
        self.colour = QColor(colour)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.parent() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parent().rect())
        return False

    def show_over(self) -> None:
        self.setGeometry(self.parent().rect())
        self.raise_()
        self.show()

    # The keyboard stays on the cover: Enter (or Space) presses its focused button
    # even where the table beneath has shortcuts on those keys (Bomb Busters: Enter
    # confirms, Space clicks the wire under the cursor), and Tab cycles its buttons.
    _KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in self._KEYS:
            event.accept()              # a key press for the cover, not a table shortcut
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        if event.key() in self._KEYS:
            focused = self.focusWidget()
            button = focused if isinstance(focused, QPushButton) and self.isAncestorOf(focused) \
                else next((b for b in self.findChildren(QPushButton) if b.isDefault()), None)
            if button is not None and button.isVisible() and button.isEnabled():
                button.click()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        buttons = [b for b in self.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
        if buttons:
            focused = self.focusWidget()
            i = buttons.index(focused) if focused in buttons else -1
            buttons[(i + (1 if forward else -1)) % len(buttons)].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def paintEvent(self, event) -> None:
        QPainter(self).fillRect(self.rect(), self.colour)


class HandOff(_Cover):
    """"Pass to <name> — click when ready": the table beneath shows only public things
    (dimmed through the cover), with what happened since that player last played,
    until the next human clicks."""

    ready = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "#d8101522")
        self.seat = -1
        self.name = ""
        box = QVBoxLayout(self)
        box.addStretch(1)
        self.title = plain_label(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("handoffTitle")
        self.hint = plain_label(alignment=Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("handoffButton")
        self.button.setDefault(True)
        self.button.clicked.connect(lambda: self.ready.emit(self.seat))
        self.since = Recap()
        self.since.setObjectName("handoffSince")
        self.lines: list[str] = []
        self.rich: list[str] = []
        box.addWidget(self.title)
        box.addWidget(self.hint)
        box.addWidget(self.since)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        box.addLayout(row)
        box.addStretch(1)
        self.retranslate()

    SINCE_LINES = 8

    def ask(self, seat: int, name: str, since: list | None = None) -> None:
        """`since`: the public log lines (log_text.LogLine) since this player last
        played (the last few)."""
        self.seat, self.name = seat, name
        self.show_since(since)
        self.show_over()
        self.button.setFocus()

    def show_since(self, since: list | None) -> None:
        """The summary again: the log may still tell (or complete) a line while the
        cover is up, say a bot's card put face down meanwhile."""
        told = list(since or [])[-self.SINCE_LINES:]
        self.lines = [t.plain for t in told]
        self.rich = [t.html for t in told]
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(translate("Overlay", "Pass to %1").replace("%1", self.name))
        self.hint.setText(translate("Overlay", "Everything private is hidden. %1, click when you are ready; "
                             "everyone else, look away.").replace("%1", self.name))
        self.button.setText(translate("Overlay", "I am %1 — show my cards").replace("%1", self.name))
        self.since.show_lines(translate("Overlay", "Since your last turn:"), self.lines, self.rich)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def mousePressEvent(self, event) -> None:
        event.accept()                      # clicks never reach the table beneath


class EndScreen(_Cover):
    """The result over the final table: review the game, play again, home, or step
    aside to look at the final table and log (the table's "Show the result" brings
    it back)."""

    play_again = Signal()
    home = Signal()
    looked = Signal()
    review = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "#d0101522")
        box = QVBoxLayout(self)
        box.addStretch(1)
        self.title = plain_label(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setObjectName("endTitle")
        self.detail = plain_label(alignment=Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        box.addWidget(self.title)
        box.addWidget(self.detail)
        row = QHBoxLayout()
        row.addStretch(1)
        self.again = QPushButton()
        self.again.setObjectName("playAgain")
        self.again.clicked.connect(self.play_again)
        self.back = QPushButton()
        self.back.setObjectName("backHome")
        self.back.clicked.connect(self.home)
        self.look = QPushButton()
        self.look.setObjectName("lookAtTable")
        self.look.clicked.connect(self._look)
        row.addWidget(self.again)
        row.addWidget(self.back)
        row.addWidget(self.look)
        # made last: Tab still goes from "Play again" to "Back to home"
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewGame")
        self.review_button.clicked.connect(self.review)
        row.insertWidget(1, self.review_button)
        row.addStretch(1)
        box.addLayout(row)
        box.addStretch(1)
        self._texts = ("", "")
        self.retranslate()

    def present(self, title: str, detail: str) -> None:
        self.title.setText(title)
        self.detail.setText(detail)
        self.show_over()
        self.again.setFocus()

    def _look(self) -> None:
        self.hide()
        self.looked.emit()

    def retranslate(self) -> None:
        self.again.setText(translate("Overlay", "Play again"))
        self.back.setText(translate("Overlay", "Back to home"))
        self.look.setText(translate("Overlay", "Look at the table"))
        if hasattr(self, "review_button"):
            self.review_button.setText(translate("Overlay", "Review the game"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
