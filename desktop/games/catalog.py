"""The games the desktop can show: only games with a finished table are listed
(what is not built is not shown)."""
from __future__ import annotations

import importlib
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class GameEntry:
    id: str
    title: str                  # untranslated source texts (context "Catalog")
    tagline: str
    players: tuple[int, int]
    table: str                  # "module:Class"
    rules: str                  # file stem in assets/rules/

    @property
    def levels(self) -> tuple[str, ...]:
        """The engine's bot levels, weakest first (the order of its bots()); asked
        for when a game is set up, so the bots' modules stay out of the start."""
        from engine.core import get_game
        return tuple(get_game(self.id).bots())

    def tr_title(self) -> str:
        return QCoreApplication.translate("Catalog", self.title)

    def tr_tagline(self) -> str:
        return QCoreApplication.translate("Catalog", self.tagline)

    def table_class(self):
        module, cls = self.table.split(":")
        return getattr(importlib.import_module(module), cls)


GAMES: dict[str, GameEntry] = {
    "busters": GameEntry(
        id="busters",
        title=QT_TRANSLATE_NOOP("Catalog", "Bomb Busters"),
        tagline=QT_TRANSLATE_NOOP("Catalog", "Cooperative bomb disposal for 2-5. Deduce your teammates' hidden wires and cut them "
                                             "in pairs before the detonator reaches the skull. All 66 missions and a campaign."),
        players=(2, 5),
        table="desktop.games.busters.page:BustersTable", rules="busters"),
    "academy": GameEntry(
        id="academy",
        title=QT_TRANSLATE_NOOP("Catalog", "Bomb Squad Academy"),
        tagline=QT_TRANSLATE_NOOP("Catalog", "Competitive wire cutting for 2-5. Everyone picks a cutter in secret; "
                                             "cut alone for big points, but whoever sets the bomb off loses 5. Three bombs."),
        players=(2, 5),
        table="desktop.games.academy.page:AcademyTable", rules="academy"),
    "bomu": GameEntry(
        id="bomu",
        title=QT_TRANSLATE_NOOP("Catalog", "Bomb ぼむ！"),
        tagline=QT_TRANSLATE_NOOP("Catalog", "Dice and cards for 2-5. Everyone plays a card in secret; "
                                             "the lowest card rolls the bomb dice. Last one standing wins."),
        players=(2, 5),
        table="desktop.games.bomu.page:BomuTable", rules="bomu"),
}
