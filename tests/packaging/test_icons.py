"""The app icon renders for every system: PNGs for Linux and the window, a Windows
.ico and a macOS .icns, all made from assets/icons/bakudan.svg by packaging/icons.py."""
from __future__ import annotations

import struct
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[2] / "assets" / "icons"


def png_size(data: bytes) -> tuple[int, int]:
    image = QImage.fromData(data, "PNG")
    assert not image.isNull()
    return image.width(), image.height()


def test_svg_is_valid(qapp):
    renderer = QSvgRenderer(str(ICONS / "bakudan.svg"))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height() == 512


def test_pngs(qapp):
    for size in (256, 512):
        image = QImage(str(ICONS / f"bakudan-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        assert image.pixelColor(0, 0).alpha() == 0            # transparent corners
        assert image.pixelColor(size // 2, size * 3 // 5).alpha() == 255   # the bomb


def test_ico_holds_16_to_256(qapp):
    data = (ICONS / "bakudan.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        size = png_size(data[offset:offset + length])
        assert size == (w or 256, h or 256)
        sizes.append(size[0])
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_holds_16_to_1024(qapp):
    data = (ICONS / "bakudan.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    offset, found = 8, {}
    while offset < len(data):
        kind, length = data[offset:offset + 4].decode(), struct.unpack_from(">I", data, offset + 4)[0]
        found[kind] = png_size(data[offset + 8:offset + length])[0]
        offset += length
    assert found == {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512,
                     "ic10": 1024, "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}
