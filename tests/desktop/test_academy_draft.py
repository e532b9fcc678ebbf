"""The Academy's tool draft (issue 26, item 9): its panel no longer hides the tracks'
captions ("Value now", "Next tile in"), which a pick weighs, nor the hand's label, in
both languages and with the widest display (five players: six tools, two rows)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from desktop.i18n import set_language
from desktop.store.db import SeatSpec
from engine.academy import data as D
from engine.academy.state import DRAFT
from tests.desktop.clipping import covered_texts


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("players", [3, 5])
def test_the_draft_title_leaves_the_tracks_captions_in_sight(qtbot, window, lang, players):
    from desktop.screenshots import academy_until
    set_language(lang)
    window.resize(1024, 640)
    seats = [SeatSpec("Aki", "human")] + [SeatSpec(n, "easy") for n in ("Ben", "Chika", "Dan", "Emi")][:players - 1]
    window.start_game("academy", seats, seed=5)
    table = window.table
    table.queue.configure("instant", False)
    academy_until(table, lambda: table.session.view(0).stage == DRAFT and table.acting == 0)
    scene = table.scene
    view = table.session.view(0)
    assert view.display and scene.draft_back.isVisible() and scene.draft_title.text()
    captions = [scene.infos[w] for w in view.wires]
    assert all(c.isVisible() and c.text() for c in captions)
    widest = replace(view, display=tuple(D.TOOLS)[:players + 1])     # before anyone picked
    for shown in (view, widest):
        scene.sync(shown)
        assert covered_texts(scene, scene.draft_back, own=[scene.draft_title]) == []
        assert scene.draft_back.sceneBoundingRect().bottom() <= scene.hand_label.sceneBoundingRect().top()
        # every tool of the display lies on the panel, where a click picks it
        panel = scene.draft_back.sceneBoundingRect()
        tools = [t for t in scene.draft if t.isVisible()]
        assert len(tools) == len(shown.display)
        assert all(panel.contains(t.sceneBoundingRect()) for t in tools)
