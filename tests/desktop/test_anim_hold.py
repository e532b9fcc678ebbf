"""No scene item is deleted while an animation holds it (issue 14, item 3): a scene
that re-syncs in the middle of an animation (a language switch, a hand-off) drops the
items it shows; one still animated lives on, off the scene, until the animation is
gone. Before, Qt warned "QPropertyAnimation::updateState ... animation without
target" and long runs ended in a native crash (heap corruption)."""
from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene, QGraphicsTextItem

from desktop.widgets.anim import AnimationQueue, anim


def _without_target(qtlog) -> list[str]:
    return [r.message for r in qtlog.records if "without target" in r.message]


def test_an_item_dropped_mid_animation_lives_until_the_animation_ends(qtbot, qtlog):
    scene = QGraphicsScene()
    queue = AnimationQueue()
    queue.configure("normal", False)
    seen: list[str] = []
    item = QGraphicsTextItem("3")
    item.destroyed.connect(lambda *_: seen.append("item deleted"))
    scene.addItem(item)

    def step(f: float):
        a = anim(item, b"scale", 2.0, 400 * f, 1.0)
        a.finished.connect(lambda: seen.append("animation ended"))
        return a

    queue.push(step)
    qtbot.waitUntil(lambda: queue._running is not None, timeout=2000)
    qtbot.wait(50)
    scene.removeItem(item)                 # what a re-sync does with a token it shows...
    del item, step                         # ...and it keeps no reference to it
    qtbot.wait(30)
    assert seen == []                      # still held by the animation
    with qtbot.waitSignal(queue.idle, timeout=5000):
        pass
    assert seen[0] == "animation ended"
    assert not _without_target(qtlog)


def test_a_proxy_of_an_animation_is_held_too(qtbot, qtlog):
    """Plain (non-QObject) items are animated through a proxy QObject; nothing else
    need keep the proxy alive."""
    from desktop.widgets.anim import OpacityProxy
    from PySide6.QtWidgets import QGraphicsRectItem
    scene = QGraphicsScene()
    rect = QGraphicsRectItem(0, 0, 10, 10)
    scene.addItem(rect)
    queue = AnimationQueue()
    queue.configure("normal", False)
    queue.push(lambda f: anim(OpacityProxy(rect), b"value", 0.0, 300 * f, 1.0))
    with qtbot.waitSignal(queue.idle, timeout=5000):
        pass
    assert rect.opacity() == 0.0
    assert not _without_target(qtlog)


def test_a_language_switch_in_the_middle_of_a_token_animation(qtbot, window, qtlog):
    """Through the window: a Bomb Busters info token is still growing onto the table
    when the player switches the language; the table re-syncs (and drops its tokens),
    the animation ends cleanly and the token shows."""
    from desktop.store.db import SeatSpec
    window.store.set("speed", "slow")
    window.start_game("busters", [SeatSpec("Ann", "human"), SeatSpec("Bot", "normal")],
                      seed=3, config={"mission": 2, "players": 2})
    table = window.table
    table.queue.configure("slow", False)
    qtbot.waitUntil(lambda: table.acting is not None and not table.queue.busy, timeout=10000)
    seat = table.acting
    info = next(a for a in table.session.legal(seat) if str(a).startswith("info"))
    tokens_before = len(table.scene.tokens)
    table.submit(info)
    qtbot.waitUntil(lambda: table.queue._running is not None, timeout=5000)
    window.apply_settings({"language": "ja"})
    window.apply_settings({"language": "en"})
    qtbot.waitUntil(lambda: not table.queue.busy, timeout=10000)
    assert len(table.scene.tokens) > tokens_before
    assert not _without_target(qtlog)
