"""Every scene of `make screenshots` (home, dialogs, the three tables, hand-offs, end
screens, reviews, rules, campaign, statistics, the missions' own pieces; 1024x640 and
1920x1080 among them), in English and in Japanese: no text clipped (issue 26:
tests/desktop/clipping.py), no control without a name (issue 29:
tests/desktop/a11y_tree.py), and in Japanese no English on screen but names and the
printed components' own words, and no ASCII punctuation inside a Japanese sentence
(issue 17). The texts are read from the widgets of each scene: labels, buttons, group
titles, drop-downs and tooltips."""
from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QWidget

from desktop.tutorial.shell import BOT_NAME as TUTORIAL_PARTNER
from tests.desktop.test_translations import KEY_HINTS
from tests.desktop.a11y_tree import unnamed
from tests.desktop.clipping import clipped

#: what may stay in Latin letters: people's and crews' names, the app's and Bomb ぼむ！'s
#: own names, keys, and the words printed on the components
ALLOWED = {"Aki", "Ben", "Chika", "Dan", "Emi", "Night", "Shift", "Bakudan", "Bomb",
           "Enter", "Esc", "Tab", "Ctrl", "Home", "End", "SAFE", "BOOM", TUTORIAL_PARTNER}
#: the tutorial's seat for a player it has no name for is "Player" (desktop/tutorial/shell.py
#: own_name), worded in the language the tutorial starts in; from then on it is that seat's
#: name, as "Aki" is another's: the stands, the log, the prompts and the guide go on calling
#: it so after a language switch (renamed, the guide would talk of a name no stand shows).
#: The walk starts the tutorial in English and reads it in Japanese too.
TUTORIAL_NAMES = {"Player"}
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


class Walk:
    """What a walk of the scenes saw: each scene's texts, its clipped texts and its
    controls without a name (`inspect` of desktop.screenshots)."""

    def __init__(self) -> None:
        self.seen: dict[str, list[str]] = {}
        self.cut: dict[str, list[str]] = {}
        self.nameless: dict[str, list[str]] = {}

    def __call__(self, widget: QWidget, name: str) -> None:
        self.seen[name] = _texts(widget)
        if clipped(widget):
            self.cut[name] = clipped(widget)
        if unnamed(widget):             # issue 29: every control named, in Japanese too
            self.nameless[name] = unnamed(widget)

    def assert_japanese(self) -> None:
        english, punctuation = [], []
        for name, texts in self.seen.items():
            if not name.endswith("-ja") and "-ja-" not in name:
                continue
            for text in texts:
                words = set(re.findall(r"[A-Za-z]{3,}", text)) - ALLOWED
                if name.startswith("tutorial-"):
                    words -= TUTORIAL_NAMES
                if words:
                    english.append(f"{name}: {sorted(words)} in {text[:80]!r}")
                if JAPANESE.search(text) and re.search(r"[,:()]", HINTS.sub("", text)):
                    punctuation.append(f"{name}: {text[:80]!r}")
        assert not english, "English on a Japanese screen:\n" + "\n".join(english)
        assert not punctuation, "ASCII punctuation in Japanese:\n" + "\n".join(punctuation)


@pytest.mark.long(120)
def test_every_scene_reads_whole_in_english_and_in_japanese(qapp, data_dir):
    """One walk: each scene is reached once and read in both languages, switched at
    run time as a player may (the walk goes on in the language it last showed, so half
    the scenes are built in each). The mission scenes at the smallest window (1024x640)
    only: each is a game played a few turns in; the large window's are in `make
    test-slow` (below)."""
    from desktop import screenshots
    from desktop.i18n import set_language
    walk = Walk()
    try:
        screenshots.shoot(None, langs=("en", "ja"), inspect=walk, mission_sizes=((1024, 640),),
                          switching=True)
    finally:
        set_language("en")
    assert not walk.cut, walk.cut
    assert not walk.nameless, "controls a screen reader can not name:\n" + "\n".join(
        f"{k}: {v}" for k, v in walk.nameless.items())
    english = {n for n in walk.seen if n.endswith("-en") or "-en-" in n}
    japanese = {n for n in walk.seen if n.endswith("-ja") or "-ja-" in n}
    assert len(english) >= 15 and {re.sub(r"-en(?=-|$)", "-ja", n) for n in english} == japanese, sorted(walk.seen)
    for lang in ("en", "ja"):
        assert all(f"busters-mission{m}-1024x640-{lang}" in walk.seen for m, *_ in screenshots.MISSION_SCENES)
        assert any("1920x1080" in n for n in walk.seen if n.endswith(lang))
    walk.assert_japanese()


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_mission_scenes_at_1920x1080(qapp, data_dir, lang):
    """The mission scenes `make test` leaves out (its walks render them at 1024x640):
    no text clipped, every control named, and in Japanese no English left."""
    from desktop import screenshots
    from desktop.app import create_window
    from desktop.i18n import set_language
    walk = Walk()
    window = create_window(qapp)
    window.show()
    window.apply_settings({"language": lang, "speed": "instant"})

    def grab(widget: QWidget, name: str) -> None:       # as shoot() does
        screenshots.settle()
        walk(widget, name)
    try:
        screenshots.mission_shots(window, grab, lang, sizes=((1920, 1080),))
    finally:
        window.close()
        set_language("en")
    assert len(walk.seen) == len(screenshots.MISSION_SCENES), sorted(walk.seen)
    assert not walk.cut, walk.cut
    assert not walk.nameless, walk.nameless
    if lang == "ja":
        walk.assert_japanese()
