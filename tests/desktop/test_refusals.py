"""Every refusal the engine can give reaches the player as a translated sentence, never
as the engine's English (issue 17, item 4)."""
from __future__ import annotations

import ast
from pathlib import Path

from desktop.refusals import TEXTS, refusal_text
from tests.desktop.conftest import start

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _raised_keys() -> set[str]:
    """The key of every IllegalAction(...) in the engine's source."""
    keys = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalAction":
                args = node.args[1:2] + [k.value for k in node.keywords if k.arg == "key"]
                keys |= {a.value for a in args if isinstance(a, ast.Constant)}
    return keys


def test_every_refusal_key_of_the_engine_has_a_sentence():
    keys = _raised_keys()
    assert len(keys) >= 14                       # the scan finds the engine's refusals
    assert keys <= set(TEXTS), sorted(keys - set(TEXTS))


def test_an_unknown_key_reads_as_the_general_sentence(window):
    assert refusal_text("busters.illegal.from_a_later_release", {}) == "That is not possible now."
    assert refusal_text("bomu.illegal.discard", {"count": 2}) == "Discard exactly 2 cards, never the “0”."


def test_a_refused_move_is_explained_in_the_players_language(qtbot, window):
    table = start(window, [("Me", "human"), ("Bot", "easy")], seed=2)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    hand = table.session.view(0).hand
    missing = next(c for c in ("1", "2", "3", "4", "5", "6", "7", "8") if c not in hand)
    assert not table.session.submit(0, f"play {missing}")
    assert table.error.text() == f"“{missing}” is not in your hand."
    window.apply_settings({"language": "ja"})
    assert not table.session.submit(0, f"play {missing}")
    text = table.error.text()
    assert missing in text and not any(w in text for w in ("hand", "not", "is"))
