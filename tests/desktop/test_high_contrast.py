"""High contrast (issue 29): a setting, kept like the others and applied at once to
the table, its log and the dialogs; measured on what is rendered, every text
checked reads at 7:1 or more (WCAG's AAA level for text), where the usual look has
a disabled button's at about 3.3:1."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QApplication

from desktop import contrast as high_contrast
from desktop.shell.settings_dialog import SettingsDialog
from desktop.widgets.log import ToneRole
from tests.desktop.colour_vision import VISIONS, contrast, dominant, ink, simulate
from tests.desktop.test_colour_vision import READABLE_HIGH, SCALE, render, seat_marks, seats

AAA = 7.0


def widget_contrast(widget, rect: QRect | None = None) -> float:
    """A widget's text against its ground, as rendered: the ground is the region's
    most common colour, the text its pixel that stands out most."""
    image = widget.grab().toImage()
    rect = rect or image.rect()
    ground = dominant(image, rect)
    return contrast(ink(image, rect, ground), ground)


def measure(window) -> dict[str, float]:
    """The contrast of the table's texts a player needs and a dialog's."""
    table = window.table
    scene = table.scene
    image = render(scene)
    plate = scene.plates[1]
    # the bot's level, under the name: "Bot · Hard"
    box = QRectF(-plate.W / 2 + 12, -plate.H / 2 + 27, 70, 14)
    corner = (plate.mapToScene(box.topLeft()) - scene.sceneRect().topLeft()) * SCALE
    label = QRect(int(corner.x()), int(corner.y()), int(box.width() * SCALE), int(box.height() * SCALE))
    ground = dominant(image, label)
    found = {"a bot's level on its plate": contrast(ink(image, label, ground), ground)}
    button = table.buttons["play"]
    assert button.isVisible() and not button.isEnabled()
    found["a disabled button"] = widget_contrast(button, button.rect().adjusted(8, 8, -8, -8))
    view = table.log_view
    row = next(r for r in range(table.log.rowCount()) if table.log.index(r).data(ToneRole) == "turn")
    view.scrollTo(table.log.index(row))
    found["the log's turn heading"] = widget_contrast(view.viewport(), view.visualRect(table.log.index(row)))
    dialog = SettingsDialog({k: window.setting(k) for k in ("language", "high_contrast")}, window)
    dialog.show()
    found["the settings dialog"] = widget_contrast(dialog, dialog.contrast.geometry())
    dialog.close()
    return found


def play_until_a_second_round(qtbot, table) -> None:
    """Play the lowest card until a round's heading is in the log and it is the
    person's turn to choose (the Put face down button shows, disabled)."""
    from engine.bomu.actions import Play

    def heading() -> bool:
        return any(table.log.index(r).data(ToneRole) == "turn" for r in range(table.log.rowCount()))
    for _ in range(40):
        qtbot.waitUntil(lambda: table.acting is not None and not table.queue.busy, timeout=10000)
        plays = sorted((a for a in table.session.legal(0) if isinstance(a, Play)), key=lambda a: a.card)
        if heading() and plays:
            return
        table.submit(plays[0] if plays else table.session.legal(0)[0])
    raise AssertionError("no second round")


def test_high_contrast_switches_at_once_and_every_text_reads_at_7_to_1(window, qtbot):
    window.start_game("bomu", seats("bomu"), seed=4)
    table = window.table
    table.queue.configure("instant", False)
    play_until_a_second_round(qtbot, table)
    usual = measure(window)
    assert usual["a disabled button"] < 4.5, usual          # the usual look: about 3.3:1
    dialog = SettingsDialog({k: window.setting(k) for k in ("language", "high_contrast")}, window)
    assert not dialog.contrast.isChecked()
    dialog.contrast.setChecked(True)
    window.apply_settings(dialog.values())
    assert window.store.get("high_contrast") == "1" and high_contrast.high()
    high = measure(window)
    assert all(v >= AAA for v in high.values()), high
    # the table's ground is black, and the seats' marks read at 7:1 on their plates
    image = render(table.scene)
    assert dominant(image, QRect(QPoint(2, 2), QPoint(12, 12))) == (0, 0, 0)
    marks, grounds = seat_marks(table.scene, table.scene.plates)
    for name, colour in marks.items():
        for vision in VISIONS:
            assert contrast(simulate(colour, vision), simulate(grounds[name], vision)) >= READABLE_HIGH
    # and back, as it was
    window.apply_settings({"high_contrast": "0"})
    assert not high_contrast.high()
    assert measure(window) == usual


def test_high_contrast_is_kept_for_the_next_start(qtbot, window):
    """Set once, the next start opens in high contrast, before its store is open."""
    from tests.desktop.conftest import restart
    window.apply_settings({"high_contrast": "1"})
    high_contrast.set_high(False)                   # (as a new process starts)
    QApplication.instance().setStyleSheet(high_contrast.style())
    again = restart(qtbot, window)
    assert high_contrast.high()
    assert QApplication.instance().styleSheet() == high_contrast.style()
    assert "#000000" in QApplication.instance().styleSheet()
    again.apply_settings({"high_contrast": "0"})
    assert "#000000" not in QApplication.instance().styleSheet()
    again.close()
