"""Help > About: what Bakudan is, and the facts a player is asked for when reporting
a problem, one line each. A new fact is one more (label, value) pair in `facts`."""
from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtWidgets import QMessageBox, QWidget

from desktop import __version__
from desktop.i18n import translate


def facts(store: Any) -> list[tuple[str, str]]:
    """(label, value) lines under the title, in order."""
    return [
        (translate("About", "Version"), __version__),
        (translate("About", "Data folder"), str(store.folder)),
        (translate("About", "Data schema version"), str(store.schema_version)),
    ]


def about_html(lines: list[tuple[str, str]]) -> str:
    title = translate("About", "Bakudan %1").replace("%1", __version__)
    blurb = translate("About", "Bomb Busters, Bomb Squad Academy and Bomb ぼむ！ at your table, "
                               "with bots and hot-seat play.")
    rows = "".join(f"<tr><td>{escape(label)}</td><td>&nbsp;&nbsp;</td><td>{escape(value)}</td></tr>"
                   for label, value in lines)
    return f"<h3>{escape(title)}</h3><p>{escape(blurb)}</p><table>{rows}</table>"


def about_box(store: Any, parent: QWidget) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.NoIcon, translate("MainWindow", "About Bakudan"),
                      about_html(facts(store)), QMessageBox.StandardButton.Ok, parent)
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.setObjectName("aboutBox")
    return box
