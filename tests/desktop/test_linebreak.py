"""Japanese names are never broken in the middle of a word (issue 17): equipment cards
wrap only where the script changes."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from desktop.widgets.linebreak import JOINER, _script, fit, keep_words


def lines(text: str, font: QFont, width: float) -> list[str]:
    """The lines Qt lays `text` out in at this width."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    out = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        out.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return out


def test_words_are_joined_inside_a_script_run_only():
    assert keep_words("スーパー探知機") == JOINER.join("スーパー") + JOINER.join("探知機")
    assert keep_words("Aki 7") == "A" + JOINER + "k" + JOINER + "i 7"


def test_equipment_names_wrap_between_words(qapp):
    font = QFont()
    font.setPixelSize(10)
    font.setBold(True)
    box = QRectF(0, 0, 70, 40)
    for name in ("スーパー探知機", "スタビライザー", "トリプル探知機", "全体レーダー", "緊急用バッテリー"):
        text, used = fit(name, font, box)
        got = [s.replace(JOINER, "") for s in lines(text, used, box.width())]
        assert "".join(got).replace(" ", "") == name
        for a, b in zip(got, got[1:]):       # every break is where the script changes
            assert _script(a.rstrip()[-1]) != _script(b.lstrip()[0]), (name, got)
        assert used.pixelSize() >= 8
