"""Colour vision, in plain Python, for the tests of what the tables show.

- Dichromacy is simulated with the matrices of Machado, Oliveira & Fernandes, "A
  Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG
  15(6), 2009, at severity 1.0 (protanopia, deuteranopia, tritanopia; their Table 1
  as published with the paper), applied to linear sRGB.
- Colour difference is CIEDE2000 (Sharma, Wu & Dalal, "The CIEDE2000 Color-Difference
  Formula: Implementation Notes...", Color Res. Appl. 30(1), 2005), from CIE L*a*b*
  under D65.
- Contrast is WCAG 2's contrast ratio of relative luminances.
- Colours are read from rendered images: a region's most common colour (its fill),
  its average (a patterned band), and the pixel that stands out most from its
  background (the ink of a text at its fullest)."""
from __future__ import annotations

import math
from collections import Counter

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage

RGB = tuple[int, int, int]

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MACHADO)


def rgb(colour: str | QColor) -> RGB:
    c = QColor(colour)
    return c.red(), c.green(), c.blue()


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encode(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def simulate(colour: RGB, vision: str) -> RGB:
    """`colour` as seen with `vision` (one of VISIONS)."""
    if vision == "normal":
        return colour
    lin = [_linear(c) for c in colour]
    return tuple(round(_encode(sum(m * x for m, x in zip(row, lin)))) for row in MACHADO[vision])


def luminance(colour: RGB) -> float:
    r, g, b = (_linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def lab(colour: RGB) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in colour)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(c1: RGB, c2: RGB) -> float:
    (L1, a1, b1), (L2, a2, b2) = lab(c1), lab(c2)
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = L2 - L1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        dh += -360 if dh > 180 else 360 if dh < -180 else 0
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lbar, cbarp = (L1 + L2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        hbar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbar = (h1p + h2p) / 2
    else:
        hbar = (h1p + h2p + (360 if h1p + h2p < 360 else -360)) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbar - 30)) + 0.24 * math.cos(math.radians(2 * hbar))
         + 0.32 * math.cos(math.radians(3 * hbar + 6)) - 0.20 * math.cos(math.radians(4 * hbar - 63)))
    theta = 30 * math.exp(-(((hbar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbarp ** 7 / (cbarp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc, sh = 1 + 0.045 * cbarp, 1 + 0.015 * cbarp * t
    rt = -math.sin(math.radians(2 * theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


def pixels(image: QImage, rect: QRect | None = None) -> list[RGB]:
    """The opaque pixels of `rect` (the whole image by default)."""
    rect = (rect or image.rect()).intersected(image.rect())
    out = []
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            c = image.pixelColor(x, y)
            if c.alpha() == 255:
                out.append((c.red(), c.green(), c.blue()))
    return out


def dominant(image: QImage, rect: QRect | None = None, besides: tuple[RGB, ...] = ()) -> RGB:
    """The most common colour of a region (a fill), leaving out `besides` (what it
    is drawn on, its rim) and anything within 3 of them."""
    counts = Counter(pixels(image, rect))
    for colour, _ in counts.most_common():
        if all(delta_e2000(colour, b) > 3 for b in besides):
            return colour
    raise AssertionError("the region holds nothing but its background")


def mean(image: QImage, rect: QRect) -> RGB:
    """A region's average colour, in linear light: what the eye makes of a fine
    pattern (a hatched band) from a little way off."""
    px = pixels(image, rect)
    return tuple(round(_encode(sum(_linear(c[i]) for c in px) / len(px))) for i in range(3))


def ink(image: QImage, rect: QRect, background: RGB) -> RGB:
    """The pixel of a region that contrasts most with its background: a text's ink
    where a stroke is fully covered."""
    return max(set(pixels(image, rect)), key=lambda c: contrast(c, background))
