"""What a mission has of its own that has no place on the table (view.mission_info):
where a scripted mission stands (Stage), one line each, named by the mission's texts,
the card text in the tooltip. A Stage that is a heading (its label ends in a colon)
names the piece after it on the table instead (pieces_layout.py). The pieces on the table are pieces_layout.py's; the
clock and the map are widgets of their own. Generic: no mission is named here."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtWidgets import QLabel

from desktop.games.busters import mission_texts
from desktop.i18n import translate
from engine.busters.missions.components import Stage


class MissionPanel(QLabel):
    """Rich text, updated with each view the table shows; hidden when the mission has
    nothing of this kind."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("missionPanel")
        self.setWordWrap(True)
        self.setTextFormat(self.textFormat().RichText)
        #: the first game of this mission here: its own components are marked as new
        self.new = False
        self.hide()

    def show_view(self, view: Any) -> None:
        text = mission_texts.get(view.mission)
        lines, tips = [], []
        for c in view.mission_info:
            if not isinstance(c, Stage):
                continue
            label, tip = _named(text, c.id)
            if heading(label):
                continue
            lines.append(f"<b>{html.escape(label)}</b>")
            if tip and tip not in tips:
                tips.append(tip)
        self.setVisible(bool(lines))
        if lines and self.new:
            lines.insert(0, "<span style='color:#ffd54a'><b>" + html.escape(
                translate("BustersPanel", "★ New in this mission (see its card)")) + "</b></span>")
        border = "#ffd54a" if self.new else "#2d3f66"
        self.setStyleSheet("QLabel#missionPanel { background: #16213a; border: 2px solid %s;"
                           " border-radius: 6px; padding: 6px; }" % border)
        self.setText("<br>".join(lines))
        self.setToolTip("\n\n".join(tips))


def heading(label: str) -> bool:
    """A Stage that heads the component after it (its label ends in a colon)."""
    return label.rstrip().endswith((":", "："))


def _named(text: Any, key: str) -> tuple[str, str]:
    if text is None or key not in text.components:
        return key, ""
    label, tip = text.components[key]
    return mission_texts.tr(label), mission_texts.tr(tip)
