"""The mission's own components beside the table (view.mission_info): Number cards and
the Sequence card, locks, Constraint and Challenge cards, counters, roles, Nano, the
wires a special cut has pointed at, a clock. One line each, named by the mission's
texts, the card text in the tooltip. Generic: no mission is named here."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtWidgets import QLabel

from desktop.games.busters import mission_texts
from desktop.games.busters.mission_texts.cards import (challenge_text, challenge_title,
                                                       constraint_text, constraint_title)
from desktop.i18n import listing, translate
from engine.busters.missions.components import (Cards, Challenge, Constraint, Counter,
                                                EquipmentLock, Pointed, Role, Stage,
                                                TrackMarker)

class MissionPanel(QLabel):
    """Rich text, updated with each view the table shows; hidden when a mission has
    nothing of its own on the table."""

    def __init__(self, names: list[str], namer: Any) -> None:
        super().__init__()
        self.setObjectName("missionPanel")
        self.setWordWrap(True)
        self.setTextFormat(self.textFormat().RichText)
        self.setStyleSheet("QLabel#missionPanel { background: #16213a; border: 1px solid #2d3f66;"
                           " border-radius: 6px; padding: 6px; }")
        self.names, self.namer = names, namer
        #: the first game of this mission here: its own components are marked as new
        self.new = False
        self.hide()

    def show_view(self, view: Any) -> None:
        text = mission_texts.get(view.mission)
        lines, tips = [], []
        for c in view.mission_info:
            line, tip = self._line(c, text)
            if line:
                lines.append(line)
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

    # ---- one component ---------------------------------------------------------------------
    def _named(self, text: Any, key: str) -> tuple[str, str]:
        if text is None or key not in text.components:
            return key, ""
        label, tip = text.components[key]
        return mission_texts.tr(label), mission_texts.tr(tip)

    def _owner(self, line: str, owner: int | None) -> str:
        if owner is None or not 0 <= owner < len(self.names):
            return line
        return translate("BustersPanel", "%1 (%2)").replace("%1", line).replace("%2", html.escape(self.names[owner]))

    def _line(self, c: Any, text: Any) -> tuple[str, str]:
        if isinstance(c, Cards):
            label, tip = self._named(text, c.id)
            shown = " ".join(_card(card, i == c.pointer) for i, card in enumerate(c.cards))
            if c.deck:
                n = c.deck             # (lupdate reads only a plain name as the count)
                deck = translate("BustersPanel", "(%n face down)", None, n)
                shown = f"{shown} {deck}" if shown else deck
            line = translate("BustersPanel", "%1: %2").replace("%1", f"<b>{html.escape(label)}</b>").replace("%2", shown)
            return self._owner(line, c.owner), tip
        if isinstance(c, EquipmentLock):
            label, tip = self._named(text, "lock")
            return (translate("BustersPanel", "Equipment %1: locked by the Number card %2")
                    .replace("%1", str(c.equipment)).replace("%2", str(c.value)), tip)
        if isinstance(c, Constraint):
            if not c.letter:
                return self._owner(translate("BustersPanel", "A face-down Constraint card"), c.owner), ""
            title = constraint_title(c.letter)
            title = f"<b>{title}</b>" if c.active else f"<s>{title}</s>"
            body = html.escape(constraint_text(c.letter))
            line = translate("BustersPanel", "%1: %2").replace("%1", title).replace("%2", body)
            return self._owner(line, c.owner), ""
        if isinstance(c, Challenge):
            title = challenge_title(c.number)
            title = f"<s>{title}</s>" if c.done else f"<b>{title}</b>"
            _label, tip = self._named(text, "challenge")    # the mission's rule for them
            return translate("BustersPanel", "%1: %2").replace("%1", title).replace(
                "%2", html.escape(challenge_text(c.number))), tip
        if isinstance(c, Counter):
            label, tip = self._named(text, c.id)
            line = translate("BustersPanel", "%1: %2").replace("%1", f"<b>{html.escape(label)}</b>").replace("%2", str(c.value))
            return self._owner(line, c.owner), tip
        if isinstance(c, Role):
            label, tip = self._named(text, c.id)
            name = html.escape(self.names[c.seat]) if 0 <= c.seat < len(self.names) else "?"
            return translate("BustersPanel", "%1: %2").replace("%1", f"<b>{html.escape(label)}</b>").replace("%2", name), tip
        if isinstance(c, TrackMarker):
            label, tip = self._named(text, c.id)
            if c.value == 0:
                where = translate("BustersPanel", "just before space 1")
            else:
                where = (translate("BustersPanel", "space %1, moving up") if c.facing > 0
                         else translate("BustersPanel", "space %1, moving down") if c.facing < 0
                         else translate("BustersPanel", "space %1")).replace("%1", str(c.value))
            return translate("BustersPanel", "%1: %2").replace("%1", f"<b>{html.escape(label)}</b>").replace("%2", where), tip
        if isinstance(c, Pointed):
            wires = html.escape(listing(self.namer.wire(a) for a in c.addrs))   # names are the players'
            return (translate("BustersPanel", "Pointed at: %1 (%2 of %3)").replace("%1", wires or "—")
                    .replace("%2", str(len(c.addrs))).replace("%3", str(c.need)), "")
        if isinstance(c, Stage):
            label, tip = self._named(text, c.id)
            return f"<b>{html.escape(label)}</b>", tip
        return "", ""


def _card(card: Any, pointed: bool) -> str:
    """One Number card: its value (a face-down one unknown to this seat: ▮), struck
    through once its wires are cut or it is out, greyed face down, with its mark."""
    value = "▮" if card.value is None else str(card.value)
    if card.state in ("done", "out"):
        value = f"<s>{value}</s>"
    elif card.state == "down":
        value = f"<span style='color:#7d8aa8'>{value}</span>"
    if card.mark == "chosen":
        value = f"<u><b>{value}</b></u>"
    elif card.mark:
        value = translate("BustersPanel", "%1:%2").replace("%1", html.escape(card.mark)).replace("%2", value)
    return ("▶" + value) if pointed else value
