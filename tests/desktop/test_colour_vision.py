"""Colour-blind safe tables (issue 29): the wires' and the seats' colours, read from
the rendered tables, stay apart under protanopia, deuteranopia and tritanopia
(tests/desktop/colour_vision.py: Machado et al. 2009 at severity 1.0, CIEDE2000).

Thresholds, in CIEDE2000 units (ΔE00; about 1 is a just-noticeable difference
between large patches side by side):
- WIRES_APART = 20. A wire's band is a large patch, and its colour is the game's
  main fact; 20 is four times the "two different colours" level (ΔE > 5) of the
  scale surveyed by Mokrzycki & Tatoł, "Colour difference ΔE - A survey", Machine
  Graphics & Vision 20(4), 2011. The bands also carry a mark and a pattern.
- ACADEMY_APART = 10 for the Academy's four wires, as for the seats below: green
  and red among four colours can not keep 20 under deuteranopia on the decks' dark
  backs (they keep 12.0, their faces 18.3; the old #2f9e44 and #e03131 kept 4.4 and
  5.4), and each wire also has its shape (● ■ ▲ ◆) everywhere it shows.
- SEATS_APART = 10. A seat's colour is read on small marks and 13-16 px names seen
  apart, not side by side, where a difference must be several times larger than
  for large patches to be seen (Stone, Szafir & Setlur, "An Engineering Model for
  Color Difference as a Function of Size", Color Imaging Conference 2014): twice
  the survey's "different colours" level. It is also about the most five colours
  can keep: the best palette a local search of the sRGB grid (steps of 17) found,
  readable as below and apart from the plates' white, grey and gold texts, kept
  10.4 over normal vision and the three simulations. The seats' marks (shapes)
  tell them apart without any colour.
- Names and marks read at 4.5:1 or more on their plate and in the log (WCAG's AA
  level for text), and at 7:1 (AAA) on high contrast's black
  (tests/desktop/test_high_contrast.py), under every vision."""
from __future__ import annotations

from itertools import combinations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.games.busters.items import WIRE_COLOURS, wire_colour
from desktop.games.busters.log_lines import CHIPS
from desktop.store.db import SeatSpec
from desktop.widgets import log_icons
from desktop.widgets.seat_colours import RIM, SEAT_COLOURS, SEAT_MARKS, seat_mark_path
from tests.desktop.colour_vision import (VISIONS, contrast, delta_e2000, dominant, mean, rgb,
                                         simulate)

WIRES_APART = 20.0
ACADEMY_APART = 10.0
SEATS_APART = 10.0
READABLE = 4.5
READABLE_HIGH = 7.0
SCALE = 3                                    # the scene is rendered at 3x: whole pixels for a mark
#: the texts of a plate and of the log a seat's colour must not be taken for
#: (ordinary text, the bots' muted labels, the gold of a status and of the Captain)
PLATE_TEXTS = {"text": "#e9ecf5", "muted": "#aab1cc", "gold": "#ffd54a"}

NAMES = ["Aki", "Ben", "Chika", "Dan", "Emi"]


def seats(game: str) -> list[SeatSpec]:
    """Five seats: a person at the screen (the table waits for them) and bots."""
    from desktop.games.catalog import GAMES
    return [SeatSpec(n, "human" if i == 0 else GAMES[game].levels[-1]) for i, n in enumerate(NAMES)]


def render(scene) -> QImage:
    rect = scene.sceneRect()
    image = QImage(int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format.Format_RGB32)
    p = QPainter(image)
    scene.render(p, QRectF(image.rect()), rect)
    p.end()
    return image


def at(scene, item, point: QPointF, half: float) -> QRect:
    """The image's square of side 2*half (scene units) around `point` of `item`."""
    c = (item.mapToScene(point) - scene.sceneRect().topLeft()) * SCALE
    h = half * SCALE
    return QRect(QPoint(int(c.x() - h), int(c.y() - h)), QPoint(int(c.x() + h), int(c.y() + h)))


def apart(colours: dict[str, tuple], least: float) -> list[str]:
    """Every pair closer than `least`, under any vision: what fails."""
    fails = []
    for vision in VISIONS:
        for (a, ca), (b, cb) in combinations(colours.items(), 2):
            d = delta_e2000(simulate(ca, vision), simulate(cb, vision))
            if d < least:
                fails.append(f"{vision}: {a} and {b} are {d:.1f} apart")
    return fails


def seat_marks(scene, plates) -> tuple[dict[str, tuple], dict[str, tuple]]:
    """Each seat's mark as rendered on its plate, and the plate's own colour."""
    image = render(scene)
    marks, grounds = {}, {}
    for seat, plate in enumerate(plates):
        centre = plate.mark_centre()
        ground = dominant(image, at(scene, plate, centre + QPointF(0, plate.MARK_R + 3.5), 1.5))
        marks[f"seat {seat}"] = dominant(image, at(scene, plate, centre, plate.MARK_R), (ground, rgb(RIM)))
        grounds[f"seat {seat}"] = ground
    return marks, grounds


def check_seats(marks: dict, grounds: dict) -> None:
    assert len(set(marks.values())) == len(marks)
    fails = apart(marks, SEATS_APART)
    for name, colour in marks.items():
        for text, other in PLATE_TEXTS.items():
            for vision in VISIONS:
                d = delta_e2000(simulate(colour, vision), simulate(rgb(other), vision))
                if d < SEATS_APART:
                    fails.append(f"{vision}: {name} and the {text} text are {d:.1f} apart")
        for vision in VISIONS:
            ratio = contrast(simulate(colour, vision), simulate(grounds[name], vision))
            if ratio < READABLE:
                fails.append(f"{vision}: {name} reads at {ratio:.1f}:1 on its plate")
    assert not fails, "\n".join(fails)


def test_the_wires_colours_stay_apart_on_the_table_and_in_the_log(window):
    """Bomb Busters' blue, yellow and red wires: the bands the table paints (yellow
    striped and red cross-hatched, taken as the eye blends them), and the log's
    chips."""
    # seed 9 deals the seat at the screen blue, yellow and red wires
    window.start_game("busters", seats("busters"), seed=9, config={"mission": 9, "players": 5})
    table = window.table
    table.queue.configure("instant", False)
    scene = table.scene
    image = render(scene)
    bands = {}
    for tile in scene.tiles.values():
        if tile.printed != "?" and tile.isVisible():
            # the band's left part, beside its mark
            left = QPointF(-tile.w * 0.28, -tile.h / 2 + 3 + tile.h * 0.15)
            bands.setdefault(wire_colour(tile.printed), mean(image, at(scene, tile, left, tile.h * 0.1)))
    assert set(bands) == {"blue", "yellow", "red"}, bands
    assert not apart(bands, WIRES_APART), "\n".join(apart(bands, WIRES_APART))
    chips = {}
    for colour, (fill, ink) in CHIPS.items():
        img = log_icons.image(url_of(log_icons.chip(colour, "7", fill, ink)))
        chips[colour] = dominant(img, QRect(2, 2, 6, 6))
    assert chips == {k: rgb(v) for k, v in WIRE_COLOURS.items()}    # the table's colours
    assert not apart(chips, WIRES_APART), "\n".join(apart(chips, WIRES_APART))


def url_of(piece) -> str:
    """The address of a log icon in a piece's rich form."""
    return piece.html.split('src="')[1].split('"')[0]


@pytest.mark.parametrize("game", ["busters", "academy", "bomu"])
def test_the_seats_colours_stay_apart_on_every_table(window, game):
    """Five seats, each mark read from its rendered plate: apart from each other and
    from the plate's texts, and readable on it, with every vision."""
    config = {"mission": 9, "players": 5} if game == "busters" else None
    window.start_game(game, seats(game), seed=9, config=config)
    table = window.table
    table.queue.configure("instant", False)
    scene = table.scene
    plates = [scene.plates[s] for s in range(5)] if game != "academy" else [scene.panels[s] for s in range(5)]
    marks, grounds = seat_marks(scene, plates)
    assert [marks[f"seat {s}"] for s in range(5)] == [rgb(c) for c in SEAT_COLOURS]
    check_seats(marks, grounds)


def test_the_log_shows_each_seats_mark_in_its_colour(window):
    """The log's names follow their seat's mark, in the seat's colour (the plain
    form, copied and read aloud, is the name alone)."""
    from desktop.widgets.log_text import name
    marks = {}
    for seat in range(5):
        piece = name(seat, NAMES)
        assert piece.plain == NAMES[seat]
        img = log_icons.image(url_of(piece))
        marks[f"seat {seat}"] = dominant(img, None, (rgb(RIM),))
    assert [marks[f"seat {s}"] for s in range(5)] == [rgb(c) for c in SEAT_COLOURS]
    check_seats(marks, {k: rgb("#1a2136") for k in marks})     # the log's own background


def test_the_seats_marks_differ_in_shape_alone():
    """Without any colour (the marks drawn in one ink), no two seats' marks cover
    much the same pixels: less than 60% of their union in common (the closest, the
    moon and the ring, share 55%)."""
    masks = []
    for seat in range(len(SEAT_COLOURS)):
        image = QImage(40, 40, QImage.Format.Format_RGB32)
        image.fill(0xffffff)
        p = QPainter(image)
        p.fillPath(seat_mark_path(seat, QPointF(20, 20), 16), QColor("#000000"))
        p.end()
        masks.append({(x, y) for x in range(40) for y in range(40) if image.pixelColor(x, y).red() < 128})
    for a, b in combinations(range(len(masks)), 2):
        assert len(masks[a] & masks[b]) / len(masks[a] | masks[b]) < 0.6, (SEAT_MARKS[a], SEAT_MARKS[b])


def test_the_academys_wire_decks_stay_apart(window):
    """Bomb Squad Academy's four decks (green, blue, red, yellow; each also has its
    shape), as the table paints them: their backs and their face-up colour."""
    from desktop.games.academy.texts import WIRE_COLOURS as ACADEMY
    window.start_game("academy", seats("academy")[:4], seed=5)
    table = window.table
    table.queue.configure("instant", False)
    scene = table.scene
    image = render(scene)
    backs = {}
    for wire, deck in scene.decks.items():
        # the back's fill, between its inner border and its shape
        backs[wire] = dominant(image, at(scene, deck, QPointF(-deck.w / 2 + 12, deck.h / 2 - 12), 3))
    assert set(backs) == set(ACADEMY)
    fails = apart(backs, ACADEMY_APART) + apart({k: rgb(v) for k, v in ACADEMY.items()}, ACADEMY_APART)
    assert not fails, "\n".join(fails)


def test_a_selected_wire_and_the_keyboard_focus_ring_differ_in_more_than_colour(qtbot):
    """A selected wire's ring is solid green; the keyboard's focus ring (focus.py) is
    white dashes on a black band: along the top of the ring it alternates light and
    dark, where the selected one is one green all along."""
    from PySide6.QtWidgets import QGraphicsScene
    from desktop.games.busters.items import WireTile
    from desktop.games.focus import FocusRing

    def ring_top(selected: bool) -> list:
        scene = QGraphicsScene(-40, -50, 80, 100)
        scene.setBackgroundBrush(QColor("#123247"))
        tile = WireTile(40, 70)
        tile.printed = "7"
        tile.selected = selected
        scene.addItem(tile)
        if not selected:
            ring = FocusRing()
            scene.addItem(ring)
            ring.around(tile.sceneBoundingRect().adjusted(2, 2, -2, -2))   # the tile, not its glow
            ring.show()
        image = render(scene)
        top = tile.sceneBoundingRect().top() + 2 - 5 if not selected else -35 - 4
        y = int((top + 50) * SCALE)
        return [image.pixelColor(x, y) for x in range(int(30 * SCALE), int(50 * SCALE))]
    solid, dashed = ring_top(True), ring_top(False)
    assert all(c.green() > 150 and c.red() < 150 for c in solid)
    assert any(c.lightness() > 220 for c in dashed) and any(c.lightness() < 30 for c in dashed)
    assert not any(c.green() > 150 and c.red() < 150 for c in dashed), "no green: it is not a selection"
