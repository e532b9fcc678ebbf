"""Japanese is complete: every string in the sources has a finished translation."""
from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "i18n" / "bakudan_ja.ts"


def _messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    out = {}
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            out[(name, msg.findtext("source"))] = msg
    return out


def test_every_japanese_entry_is_finished():
    bad = []
    for (ctx, source), msg in _messages(TS).items():
        tr = msg.find("translation")
        forms = [f.text for f in tr.iter("numerusform")] or [tr.text]
        if tr.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            bad.append(f"{ctx}: {source}")
    assert not bad, "unfinished Japanese entries:\n" + "\n".join(bad)


def test_placeholders_survive_translation():
    for (ctx, source), msg in _messages(TS).items():
        tr = msg.find("translation")
        for form in [f.text for f in tr.iter("numerusform")] or [tr.text]:
            for ph in ("%1", "%2", "%3", "%4", "%5", "%n"):
                assert (ph in source) == (ph in (form or "")), f"{ctx}: {source!r} -> {form!r}"


def test_the_ts_file_holds_every_source_string(tmp_path):
    """A string added to the code without running `make i18n` fails here."""
    fresh = tmp_path / "fresh.ts"
    sys.path.insert(0, str(ROOT))
    from desktop.i18n_build import _tool, sources
    subprocess.run([_tool("pyside6-lupdate"), *sources(), "-ts", str(fresh)], cwd=ROOT,
                   check=True, capture_output=True)
    missing = set(_messages(fresh)) - set(_messages(TS))
    assert not missing, f"strings missing from {TS.name}: {sorted(missing)}"


def _calls_in_code() -> set[tuple[str, str]]:
    """(context, text) of every translate(...) / QT_TRANSLATE_NOOP(...) call with literal
    arguments in desktop/, read with Python's own parser."""
    import ast
    found = set()
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            ctx, text = node.args[0], node.args[1]
            if name in ("translate", "QT_TRANSLATE_NOOP") and all(
                    isinstance(a, ast.Constant) and isinstance(a.value, str) for a in (ctx, text)):
                found.add((ctx.value, text.value))
    return found


def test_no_bare_tr_with_a_literal():
    """A literal passed to a helper named tr() is filed by lupdate under no context
    (so it would show in English): literals go through translate("Context", ...)."""
    import ast
    bad = []
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "tr" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not bad, bad


def test_lupdate_sees_every_translate_call_in_the_code():
    """lupdate's Python parser skips some call shapes (a subscript as the plural count,
    for one); such a string would silently stay English."""
    missing = _calls_in_code() - set(_messages(TS))
    assert not missing, f"strings lupdate did not extract: {sorted(missing)}"


def _plural_calls() -> set[tuple[str, str]]:
    """(context, text) of every translate("Context", "text", None, n) call, and of
    every mission text with a count (%n)."""
    import ast
    found = set()
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "translate"
                    and len(node.args) == 4 and isinstance(node.args[1], ast.Constant)):
                found.add((node.args[0].value, node.args[1].value))
            # a mission's log line with a count: translated with it (mission_log.rich_line)
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP"
                    and node.args[0].value == "BustersMission" and "%n" in node.args[1].value):
                found.add((node.args[0].value, node.args[1].value))
    return found


def test_every_plural_has_english_singular_and_plural_forms():
    """English reads "1 card" and "2 cards", never "card(s)": every plural string has
    both forms in bakudan_en.ts, each keeping the placeholders."""
    en = _messages(ROOT / "i18n" / "bakudan_en.ts")
    calls = _plural_calls()
    assert len(calls) >= 15
    for key in calls:
        assert key in en, f"no English plural forms for {key}"
        forms = [f.text for f in en[key].find("translation").iter("numerusform")]
        assert len(forms) == 2 and "(s)" not in "".join(forms), key
        for ph in ("%1", "%2", "%n"):
            assert all((ph in key[1]) == (ph in f) for f in forms), (key, forms)
    assert set(en) <= calls, f"stale English entries: {sorted(set(en) - calls)}"


def test_english_counts_read_naturally(qapp):
    from desktop.i18n import set_language, translate
    assert set_language("en")
    assert translate("Bomu", "%1 draws %n card(s).", None, 1) == "%1 draws 1 card."
    assert translate("Bomu", "%1 draws %n card(s).", None, 3) == "%1 draws 3 cards."
    assert translate("Academy", "%1: %n card(s) go back into the deck; the trigger moves back to %2.",
                     None, 1).startswith("%1: 1 card goes back")
    set_language("ja")
    assert translate("Bomu", "%1 draws %n card(s).", None, 3) == "%1さんはカードを3枚引きました。"
    set_language("en")


def test_a_missions_counts_read_naturally(qapp):
    # issue 26: "gives 5 Oxygen token(s)" showed its "(s)"
    from desktop.games.busters.mission_log import line
    from desktop.i18n import set_language
    from engine.core.event import Event
    names = ["Aki", "Ben"]
    five = Event("busters.m49.given", {"seat": 0, "owner": 1, "n": 5})
    one = Event("busters.m49.given", {"seat": 0, "owner": 1, "n": 1})
    assert set_language("en")
    assert line(five, names, None) == "Aki gives 5 Oxygen tokens to Ben."
    assert line(one, names, None) == "Aki gives 1 Oxygen token to Ben."
    paid = Event("busters.m63.paid", {"seat": 0, "left": 2, "n": 1})
    assert line(paid, names, None) == "Aki puts 1 Oxygen token in the reserve (2 left to pass on)."
    set_language("ja")
    assert line(five, names, None) == "Akiさんが酸素トークン5枚をBenさんに渡しました。"
    set_language("en")


def test_bomb_busters_japanese_says_kodo_for_a_wire():
    # The Japanese edition 「ボムバスターズ」 calls a wire コード (FACTS.md); Bomb Squad
    # Academy, which has no Japanese edition, keeps ワイヤー.
    root = ET.parse(ROOT / "i18n" / "bakudan_ja.ts").getroot()
    wrong = [(ctx.findtext("name"), m.findtext("source"))
             for ctx in root.iter("context") if ctx.findtext("name").startswith("Busters")
             for m in ctx.iter("message")
             if "ワイヤー" in "".join(m.find("translation").itertext())]
    assert not wrong
    assert "ワイヤー" not in (ROOT / "assets" / "rules" / "busters.ja.md").read_text(encoding="utf-8")


#: words the official Japanese edition (or docs/glossary.md) says otherwise, as they
#: must never appear in Bomb Busters' Japanese
NOT_THE_GLOSSARYS = {
    "ワイヤー": "コード", "隊長": "キャプテン", "ダブルカット": "デュアルカット",
    "赤コードを公開": "赤いコードを公開する", "起爆装置": "ダイヤル",
    "の箱を開け": "サプライズボックス", "の箱に入": "サプライズボックス", "の箱が開": "サプライズボックス",
}


def test_bomb_busters_japanese_keeps_to_the_glossary():
    # issue 17: one word for one thing, on every screen and in the rules
    root = ET.parse(TS).getroot()
    rules = (ROOT / "assets" / "rules" / "busters.ja.md").read_text(encoding="utf-8")
    bad = []
    for ctx in root.iter("context"):
        if not (ctx.findtext("name").startswith("Busters") or ctx.findtext("name") == "Campaign"):
            continue
        for m in ctx.iter("message"):
            text = "".join(m.find("translation").itertext())
            bad += [f"{wrong} (say {right}): {text[:40]!r}" for wrong, right in NOT_THE_GLOSSARYS.items()
                    if wrong in text]
    bad += [f"{wrong} (say {right}) in the rules" for wrong, right in NOT_THE_GLOSSARYS.items()
            if wrong in rules]
    assert not bad, "\n".join(bad)


def test_japanese_uses_japanese_punctuation():
    # issue 17: no ASCII , : ( ) inside Japanese sentences. Allowed: key hints "(Enter)",
    # menu mnemonics "(&G)" (the Japanese convention) and clock times "0:00".
    import re
    allowed = re.compile(r"\((?:&[A-Z]|Enter|Esc|[A-Z]|Ctrl\+[^)]*)\)|\d+:\d\d")
    bad = []
    for (ctx, source), msg in _messages(TS).items():
        tr = msg.find("translation")
        for form in [f.text for f in tr.iter("numerusform")] or [tr.text]:
            if re.search(r"[,:()]", allowed.sub("", form or "")):
                bad.append(f"{ctx}: {form!r}")
    assert not bad, "ASCII punctuation in Japanese:\n" + "\n".join(bad)


def test_lists_are_joined_by_translation_never_by_english_commas(window):
    # issue 17: 「参加者：Aki, Ben」 must read 「Aki、Ben」; the code joins every list a
    # person reads through desktop.i18n.listing
    from desktop.i18n import listing, set_language
    set_language("ja")
    try:
        assert listing(["Aki", "Ben", "Chika"]) == "Aki、Ben、Chika"
    finally:
        set_language("en")
    assert listing(["Aki", "Ben"]) == "Aki, Ben"
    offenders = []
    for path in (ROOT / "desktop").rglob("*.py"):
        if path.parent.name == "store" or path.name in ("app.py", "screenshots.py"):
            continue                      # SQL and the command line, not the screens
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if '", ".join' in line or "', '.join" in line:
                offenders.append(f"{path.relative_to(ROOT)}:{n}")
    assert not offenders, offenders


def test_japanese_is_never_set_in_italic(qtbot, window):
    # issue 17: no synthetic italic for Japanese (the mission card's flavour text, the
    # rules' introductions)
    import re
    from desktop.games.busters.mission_card import MissionCardView
    for name in ("busters.ja.md", "academy.ja.md", "bomu.ja.md"):
        text = (ROOT / "assets" / "rules" / name).read_text(encoding="utf-8")
        assert not re.search(r"(?<!\*)\*[^*\s][^*]*\*(?!\*)|<i>|<em>", text), name
    card = MissionCardView(12)
    qtbot.addWidget(card)
    assert "italic" in card.subtitle.styleSheet()
    window.apply_settings({"language": "ja"})
    qtbot.waitUntil(lambda: "italic" not in card.subtitle.styleSheet(), timeout=3000)
    assert card.subtitle.text() and not card.subtitle.font().italic()
    window.apply_settings({"language": "en"})
