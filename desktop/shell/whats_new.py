"""The "What's new" dialog, shown once after an upgrade (desktop/release_notes/)."""
from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from desktop.i18n import translate
from desktop.release_notes import Release


def notes_html(releases: list[Release]) -> str:
    parts = []
    for release in releases:
        items = "".join(f"<li>{escape(translate('WhatsNew', note))}</li>" for note in release.notes)
        heading = translate("WhatsNew", "Bakudan %1").replace("%1", release.version)
        parts.append(f"<h3>{escape(heading)}</h3><ul>{items}</ul>")
    return "".join(parts)


class WhatsNewDialog(QDialog):
    def __init__(self, releases: list[Release], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("whatsNewDialog")
        self.setWindowTitle(translate("WhatsNew", "What's new in Bakudan"))
        self.setMinimumWidth(520)
        layout = QVBoxLayout(self)
        self.text = QLabel(notes_html(releases))
        self.text.setObjectName("whatsNewText")
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
