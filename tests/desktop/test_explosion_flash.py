"""The explosion flash covers the whole table view in one colour and is gone once the
explosion has played (issue 16: the flash left bands — it lit only the scene, not the
margins beside it, and the shaking view repainted it in strips)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QImage

from desktop.games.catalog import GAMES
from desktop.store.db import SeatSpec
from engine.core.event import Event

EXPLOSIONS = {      # each game's explosion event, and when its flash is brightest (ms)
    "bomu": ("_a_exploded", Event("bomu.exploded", {"seat": 1, "lost": 2, "lives": 1}), 140),
    "academy": ("_a_bomb_exploded", Event("academy.bomb.exploded", {"wire": "red", "seats": [1]}), 140),
    "busters": ("_a_explosion", Event("busters.explosion", {}), 160),
}
CONFIGS = {"bomu": None, "academy": None, "busters": {"mission": 2, "players": 2}}


def spread(image: QImage) -> int:
    """How far apart the image's pixels are, in the channel where they differ most."""
    data = bytes(image.convertToFormat(QImage.Format.Format_RGB32).constBits())
    return max(max(data[c::4]) - min(data[c::4]) for c in range(3))


def margin(view) -> QRect:
    """The widest strip of the view beside the fitted table (the old flash missed it)."""
    table = view.mapFromScene(view.sceneRect()).boundingRect()
    inside = view.viewport().rect()
    if table.left() > inside.left() + 4:
        return QRect(inside.left(), inside.top(), table.left() - inside.left() - 1, inside.height())
    assert table.top() > inside.top() + 4, "the window's shape leaves no margin beside the table"
    return QRect(inside.left(), inside.top(), inside.width(), table.top() - inside.top() - 1)


@pytest.mark.parametrize("game", ["bomu", "academy", "busters"])
def test_the_explosion_flash_lights_the_whole_view_evenly_then_goes(qtbot, window, game):
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 640), timeout=3000)
    window.store.set("speed", "instant")
    window.start_game(game, [SeatSpec("Aki", "human"), SeatSpec("Ben", GAMES[game].levels[0])],
                      seed=5, config=CONFIGS[game])
    table = window.table
    table.queue.configure("instant", False)
    qtbot.waitUntil(lambda: table.acting == 0 and not table.queue.busy, timeout=10000)
    view = table.view
    qtbot.wait(20)
    strip = margin(view)
    before = view.viewport().grab().toImage()
    middle = view.mapFromScene(view.sceneRect().center())

    handler, event, peak = EXPLOSIONS[game]
    flash = table.scene.flash
    boom = getattr(table.scene, handler)(event, 1.0)
    boom.start()
    boom.setCurrentTime(peak)
    assert flash.opacity() >= 0.9
    # the flash reaches past every edge of the view, however the table shakes
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert flash.mapRectToScene(flash.boundingRect()).contains(seen.adjusted(-300, -300, 300, 300))
    lit = view.viewport().grab().toImage()
    ratio = lit.devicePixelRatio()
    shaken = margin(view)                                     # the margin, as the shake leaves it now
    band = lit.copy(QRect(shaken.topLeft() * ratio, shaken.size() * ratio))
    assert spread(band) <= 2                                  # one colour, no bands
    was, now = before.pixelColor(strip.center() * ratio), band.pixelColor(2, 2)
    assert now.red() > was.red() + 100 and now.red() > now.blue() + 100   # lit orange
    over = lit.pixelColor(middle * ratio)                     # the table beneath is lit as much
    assert over.red() > before.pixelColor(middle * ratio).red() + 60 or over.red() > 230

    boom.setCurrentTime(boom.totalDuration())
    assert flash.opacity() == 0
    after = view.viewport().grab().toImage()
    assert after.pixelColor(strip.center() * ratio) == was    # gone, margins too
    if game == "busters":
        assert table.scene.boom.zValue() > flash.zValue()      # BOOM! shows above the flash
