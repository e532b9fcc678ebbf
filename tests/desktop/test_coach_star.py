"""The coach's star is never hidden behind a seat's name plate (issue 16): it is an
item of its own, above the plates, and nothing shown covers it."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt

from desktop.games.busters.items import CoachStar, SeatPlate
from tests.desktop.test_busters import bot_level, play_decision, start_busters


def covering(scene, item) -> list:
    """What is drawn over `item` where it is: shown items above it that overlap it."""
    rect = item.sceneBoundingRect()
    return [o for o in scene.items(rect) if o is not item and o.isVisible() and o.effectiveOpacity() > 0
            and o.zValue() > item.zValue() and not o.sceneBoundingRect().intersected(rect).isEmpty()]


def test_the_coachs_star_shows_above_the_name_plates(qtbot, window):
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 640), timeout=3000)
    table = start_busters(window, [("Aki", "human"), ("Ben", bot_level()), ("Chika", bot_level()),
                                   ("Dan", bot_level())], mission=2, seed=3)
    scene = table.scene
    over_plate = False
    for _ in range(40):                      # the coach on at every turn of Aki's, until a star sits on a plate
        qtbot.waitUntil(lambda: table.acting == 0 or table.outcome is not None, timeout=10000)
        if table.outcome is not None:
            break
        v = table.session.view(0)
        if v.phase == "turn" and v.active == 0:
            if not table.coach_box.isChecked():
                qtbot.mouseClick(table.coach_box, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: "%" in table.coach_text.text(), timeout=10000)
            stars = [i for i in scene.items() if isinstance(i, CoachStar)]
            assert {tuple(a) for a in scene.suggested} == set(scene.stars) and len(stars) == len(scene.stars)
            plates = [p for p in scene.plates.values() if p.isVisible()]
            for star in stars:
                assert star.isVisible() and star.zValue() > max(p.zValue() for p in plates)
                assert not covering(scene, star), covering(scene, star)
                if any(p.sceneBoundingRect().intersects(star.sceneBoundingRect()) for p in plates):
                    over_plate = True        # where the old star hid
            if over_plate:
                break
        play_decision(qtbot, table, oracle=True)
    assert over_plate, "no suggestion above a teammate's wire was seen"
    # once Aki has acted, the stars go with the rest of the advice
    play_decision(qtbot, table, oracle=True)
    assert not scene.stars and not any(isinstance(i, CoachStar) for i in scene.items())
    assert all(isinstance(p, SeatPlate) for p in scene.plates.values())
