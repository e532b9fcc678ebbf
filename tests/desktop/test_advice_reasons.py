"""The Coach and the review say why the Expert chose its move, for every advice key
the engine can emit (issue 31): the keys are read from the engine's source, so a new
mission's key without a sentence, a sentence without Japanese, or a sentence naming
a parameter its advice does not carry fails here by name."""
from __future__ import annotations

import ast
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from desktop.games.busters.reasons import REASONS, reason_text

ROOT = Path(__file__).resolve().parents[2]
KEY = re.compile(r"busters\.advice\.[a-z0-9_.]+")


def _engine_trees() -> list[tuple[Path, ast.AST]]:
    return [(p, ast.parse(p.read_text(encoding="utf-8"))) for p in sorted((ROOT / "engine").rglob("*.py"))]


def _engine_keys() -> dict[str, list[str]]:
    """Every advice key written in the engine, with where: string literals (an
    Advice's key, a tool plan's); an f-string building one fails, as no test could
    see which keys it makes."""
    keys: dict[str, list[str]] = {}
    built = []
    for path, tree in _engine_trees():
        for node in ast.walk(tree):
            where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and KEY.fullmatch(node.value):
                keys.setdefault(node.value, []).append(where)
            elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant) \
                    and str(node.values[0].value).startswith("busters.advice"):
                built.append(where)
    assert not built, f"advice keys built by f-strings (write each key out): {built}"
    return keys


def _advice_calls():
    """(key, the params' names or None when not a literal dict, where) of every
    Advice(action, success, "key", {params}) in the engine."""
    for path, tree in _engine_trees():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Advice"):
                continue
            args = list(node.args) + [k.value for k in node.keywords if k.arg in ("reason", "params")]
            if len(args) < 3 or not isinstance(args[2], ast.Constant):
                continue                   # a tool plan's key, checked by _engine_keys
            params = args[3] if len(args) > 3 else ast.Dict(keys=[], values=[])
            names = {k.value for k in params.keys if isinstance(k, ast.Constant)} \
                if isinstance(params, ast.Dict) else None
            yield args[2].value, names, f"{path.relative_to(ROOT)}:{node.lineno}"


def test_the_scan_sees_the_engines_keys():
    keys = _engine_keys()
    # the bots' own keys and a mission's: the scan reads both places
    assert {"busters.advice.sure_dual", "busters.advice.detector", "busters.advice.m26.flip"} <= set(keys)
    assert "busters.advice.mission" not in keys, "one vague key for every mission's choice"


def test_every_advice_key_has_a_reason_and_every_reason_a_key():
    keys = _engine_keys()
    missing = {k: where for k, where in keys.items() if k not in REASONS}
    assert not missing, f"advice keys with no reason in desktop/games/busters/reasons.py: {missing}"
    stale = sorted(set(REASONS) - set(keys))
    assert not stale, f"reasons for keys the engine never emits: {stale}"


def test_every_reason_shows_only_parameters_its_advice_carries():
    bad = []
    for key, names, where in _advice_calls():
        wanted = set(REASONS[key][1])
        if names is None or not wanted <= names:
            bad.append(f"{where}: {key} shows {sorted(wanted)}, the advice carries {names}")
    assert not bad, "\n".join(bad)
    for key, (text, params) in REASONS.items():
        shown = set(re.findall(r"%(\d)", text))
        assert shown == {str(k) for k in range(1, len(params) + 1)}, (key, text, params)


def test_every_reason_has_a_finished_japanese_translation():
    root = ET.parse(ROOT / "i18n" / "bakudan_ja.ts").getroot()
    busters = next(c for c in root.iter("context") if c.findtext("name") == "Busters")
    done = {m.findtext("source"): m.find("translation") for m in busters.iter("message")}
    bad = [text for text, _params in REASONS.values()
           if text not in done or done[text].get("type") or not (done[text].text or "").strip()]
    assert not bad, f"reasons without a finished Japanese translation: {bad}"


# ---- what a player reads --------------------------------------------------------------

def _m26_flip():
    """Mission 26, Ben's first turn: he must first flip a face-up Number card; the
    Expert's advice there, and another card he could flip."""
    from engine.busters.actions import Special
    from engine.busters.bots import ExpertBot, NormalBot
    from engine.core.registry import get_game
    game = get_game("busters")
    state = game.new_game({"mission": 26, "players": 3}, 1)
    bots, rng = [NormalBot() for _ in range(3)], random.Random(1)
    for _ in range(200):
        seat = min(game.to_act(state))
        legal, view = game.legal_actions(state, seat), game.view(state, seat)
        flips = [a for a in legal if isinstance(a, Special) and a.name == "flip"]
        if flips and seat == 1:
            advice = ExpertBot().decide(view, list(legal))
            other = next(a for a in flips if a != advice.action)
            return advice, other
        game.apply(state, seat, bots[seat].choose(view, legal, rng))
    raise AssertionError("no flip for Ben")


def test_a_mission_advice_says_why_in_the_coach_in_both_languages(qapp):
    # "On their turn, a bomb disposal expert must first flip 1 of the remaining faceup
    # Number cards of their choice. Then they must do a cut ... matching that number."
    from desktop.games.busters.coach import Analysis, advice_text
    from desktop.games.busters.texts import Namer
    from desktop.i18n import set_language
    advice, _other = _m26_flip()
    assert advice.reason == "busters.advice.m26.flip"
    card = advice.action.args[0]
    assert advice.params == {"value": int(card)}
    namer = Namer(["Aki", "Ben", "Chika"], {})
    analysis = Analysis({}, advice, {}, 26)
    assert advice_text(analysis, namer).splitlines() == [
        f"The Expert would: Flip {card} (chance of success 100%).",
        f"Number card {card} gives the best cut; on a tie, the number your teammates are least likely to need."]
    set_language("ja")
    try:
        assert advice_text(analysis, namer).splitlines() == [
            f"エキスパートなら：{card}を裏返す（成功率 100%）。",
            f"数字カード{card}で最も有利な切断ができます。同じなら、仲間が必要としそうにない数字を選びます。"]
    finally:
        set_language("en")


def test_the_review_shows_the_reason_line_for_a_mission_advice(qapp):
    from desktop.games.busters.review_analysis import Verdict
    from desktop.games.busters.review_panel import expert_text
    from desktop.games.busters.texts import Namer
    advice, other = _m26_flip()
    card = advice.action.args[0]
    namer = Namer(["Aki", "Ben", "Chika"], {})
    # Ben flipped another card: the review names the Expert's card and says why
    assert expert_text(Verdict(0.5, advice, other), namer, 26).splitlines() == [
        f"The Expert's choice then: Flip {card} (chance of success 100%).",
        f"Number card {card} gives the best cut; on a tie, the number your teammates are least likely to need."]
    assert expert_text(Verdict(0.5, advice, advice.action), namer, 26) == "The Expert would have done the same."


def test_a_reason_names_the_seat_and_the_value_its_advice_carries(qapp):
    from engine.busters.actions import Special
    from engine.busters.botctx import Advice
    from desktop.i18n import set_language
    advice = Advice(Special("pick", ("2",)), 1.0, "busters.advice.m45.pick", {"seat": 2, "value": 7})
    assert reason_text(advice, ["Aki", "Ben", "Chika"]) == "Chika is the likeliest to hold value 7."
    set_language("ja")
    try:
        assert reason_text(advice, ["Aki", "Ben", "Chika"]) == "Chikaさんが7を持っている可能性が最も高いです。"
    finally:
        set_language("en")
