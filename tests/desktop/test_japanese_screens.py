"""Every scene of `make screenshots`, in Japanese: no English on screen but names and
the printed components' own words, and no ASCII punctuation inside a Japanese
sentence (issue 17), no text clipped (issue 26: tests/desktop/clipping.py; the
English scenes in test_no_clipping.py) and no control without a name (issue 29:
tests/desktop/a11y_tree.py). The texts are read from the widgets of each
scene: labels, buttons, group titles, drop-downs and tooltips."""
from __future__ import annotations

import re

from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QWidget

from desktop.tutorial.shell import BOT_NAME as TUTORIAL_PARTNER
from tests.desktop.test_translations import KEY_HINTS
from tests.desktop.a11y_tree import unnamed
from tests.desktop.clipping import clipped

#: what may stay in Latin letters: people's and crews' names, the app's and Bomb ぼむ！'s
#: own names, keys, and the words printed on the components
ALLOWED = {"Aki", "Ben", "Chika", "Dan", "Emi", "Night", "Shift", "Bakudan", "Bomb",
           "Enter", "Esc", "Tab", "Ctrl", "Home", "End", "SAFE", "BOOM", TUTORIAL_PARTNER}
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
#: key hints "(P)", menu mnemonics "(&G)" and clock times "0:00" are the conventions
HINTS = re.compile(KEY_HINTS)


def _texts(widget: QWidget) -> list[str]:
    out = []
    for w in [widget, *widget.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out.append(w.currentText())
        if w.toolTip():
            out.append(w.toolTip())
    return [re.sub(r"<[^>]+>", "", t) for t in out if t]


def test_no_english_left_on_a_japanese_screen(qapp, data_dir):
    from desktop import screenshots
    from desktop.i18n import set_language
    seen: dict[str, list[str]] = {}
    cut: dict[str, list[str]] = {}
    nameless: dict[str, list[str]] = {}

    def inspect(widget: QWidget, name: str) -> None:
        seen[name] = _texts(widget)
        if clipped(widget):
            cut[name] = clipped(widget)
        if unnamed(widget):                 # issue 29: every control named, in Japanese too
            nameless[name] = unnamed(widget)
    try:
        screenshots.shoot(None, langs=("ja",), inspect=inspect)
    finally:
        set_language("en")
    assert not cut, cut
    assert not nameless, nameless
    assert len(seen) >= 15, sorted(seen)
    english, punctuation = [], []
    for name, texts in seen.items():
        for text in texts:
            words = set(re.findall(r"[A-Za-z]{3,}", text)) - ALLOWED
            if words:
                english.append(f"{name}: {sorted(words)} in {text[:80]!r}")
            if JAPANESE.search(text) and re.search(r"[,:()]", HINTS.sub("", text)):
                punctuation.append(f"{name}: {text[:80]!r}")
    assert not english, "English on a Japanese screen:\n" + "\n".join(english)
    assert not punctuation, "ASCII punctuation in Japanese:\n" + "\n".join(punctuation)
