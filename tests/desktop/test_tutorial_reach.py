"""Every tutorial step's target is where a mouse reaches it (issue 26, item 5): at the
smallest window (1024x640) and at 1920x1080, each of the three tutorials is played
to its end by clicking the point of the window the guide outlines, through
`window.childAt` (the widget a real mouse would land on) and, on the table, the
scene item under that point. A step whose target lies under the guide's panel, the
log, the mission panel or the window's edge fails here. Played at Normal speed."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGraphicsItem, QWidget

from desktop.tutorial.guide import scene_box

SIZES = ((1024, 640), (1920, 1080))


def landing(window, table, target) -> tuple[QWidget, QPoint, str]:
    """The widget a mouse lands on at the middle of `target`, the point in it, and
    what is wrong with it ('' when it is the target)."""
    if isinstance(target, QWidget):
        centre = target.mapTo(window, target.rect().center())
        hit = window.childAt(centre)
        ok = hit is not None and (hit is target or target.isAncestorOf(hit))
        return hit, hit.mapFrom(window, centre) if hit else centre, "" if ok else f"{target.objectName()} under {hit!r}"
    box = scene_box(target)
    assert box is not None, (target, type(target))
    view = table.view
    centre = view.viewport().mapTo(window, view.mapFromScene(box.center()))
    hit = window.childAt(centre)
    if hit is not view.viewport():
        return hit, centre, f"scene {box.getRect()} at {centre.toTuple()} under {hit!r}"
    item = target[0] if isinstance(target, tuple) else target
    local = view.viewport().mapFrom(window, centre)
    if isinstance(item, QGraphicsItem):
        under = [i for i in view.items(local) if i.acceptedMouseButtons() & Qt.MouseButton.LeftButton]
        if not under or not (under[0] is item or item.isAncestorOf(under[0])):
            return hit, local, f"{type(item).__name__} under {under[:1]!r}"
    return hit, local, ""


def play_by_mouse(qtbot, window, game: str) -> tuple[int, list[str]]:
    """The tutorial from Help > Tutorials to its last step; every target clicked where
    it is on the screen. The clicks made and what could not be reached."""
    window.store.set("speed", "normal")
    window.findChild(QAction, f"tutorial_{game}").trigger()
    table = window.table
    table.queue.configure("normal", False)
    guide = table.guide
    clicks, bad = 0, []
    while guide.active:
        qtbot.waitUntil(lambda: not guide.active or guide.showing, timeout=20000)
        if not guide.active:
            break
        index, made = guide.index, guide.click_no
        if not guide.step.clicks:
            hit, pos, problem = landing(window, table, guide.next_button)
            assert not problem, (game, index, problem)
            qtbot.mouseClick(hit, Qt.MouseButton.LeftButton, pos=pos)
        else:
            def present() -> bool:
                target = guide.target()
                return (isinstance(target, QWidget) and target.isVisible()) or scene_box(target) is not None
            qtbot.waitUntil(present, timeout=5000)
            qtbot.wait(250)                              # the outline follows the layout (200 ms)
            qtbot.waitUntil(present, timeout=5000)
            hit, pos, problem = landing(window, table, guide.target())
            if problem:
                bad.append(f"{game} step {index + 1}: {problem}")
                break
            qtbot.mouseClick(hit, Qt.MouseButton.LeftButton, pos=pos)
            clicks += 1
        qtbot.waitUntil(lambda: (guide.index, guide.click_no) != (index, made) or not guide.active,
                        timeout=10000)
    window.leave_game()
    return clicks, bad


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["busters", "academy", "bomu"])
def test_every_tutorial_target_is_reached_by_the_mouse(qtbot, window, game, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size() == QSize(*size), timeout=3000)
    clicks, bad = play_by_mouse(qtbot, window, game)
    assert not bad, bad
    assert clicks >= 3
