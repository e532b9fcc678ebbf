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
    """(context, text) of every translate("Context", "text", None, n) call, and of every
    QT_TRANSLATE_NOOP template with a %n (a mission's log line, translated with its n
    by mission_log.rich_line)."""
    import ast
    found = set()
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "translate"
                    and len(node.args) == 4 and isinstance(node.args[1], ast.Constant)):
                found.add((node.args[0].value, node.args[1].value))
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "QT_TRANSLATE_NOOP"
                    and len(node.args) == 2 and isinstance(node.args[1], ast.Constant)
                    and "%n" in node.args[1].value):
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
    # issue 30: a mission's log line with a count reads naturally too
    assert translate("BustersMission", "%1 gives %n Oxygen token(s) to %2.", None, 1) == "%1 gives 1 Oxygen token to %2."
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
#: must never appear in Bomb Busters' Japanese: a pattern (a regular expression) and the
#: glossary's word
NOT_THE_GLOSSARYS = {
    "ワイヤー": "コード", "隊長": "キャプテン", "ダブルカット": "デュアルカット",
    "起爆装置": "ダイヤル",
    "の箱を開け": "サプライズボックス", "の箱に入": "サプライズボックス", "の箱が開": "サプライズボックス",
    # issue 30: "Reveal Your Red Wires" has one name, in a button too
    "赤コードを公開": "赤いコードを公開する", "赤コード公開": "赤いコードを公開する",
    "赤いコードを公開(?![すしで])": "赤いコードを公開する",
    "ラビット・ザ・レッド|赤のラビット|海賊ラビット": "赤毛のラビット",
    "数値": "値", "偽底": "二重底", "セットアップ": "準備", "2人プレイ：": "2人：",
    "ドカン": "ドカーン", "トリップ": "ワナのコード", "道具": "装備",
    "手番の人|手番の爆弾処理班": "手番のプレイヤー",
    "(?<!デュアル)(?<!ソロ)カット": "切断 (a cut; カット only in デュアルカット and ソロカット)",
    "同じコード2本": "同じ値のコード2本", "ターン": "手番",
}

#: Bomb Squad Academy's own words (docs/glossary.md)
NOT_THE_ACADEMYS = {"道具": "ツール", "作動": "起爆", "爆弾処理班アカデミー": "ボムスクワッド・アカデミー"}


def _japanese_of(contexts) -> list[str]:
    """Every Japanese text (each plural form) of the .ts contexts `contexts` accepts."""
    return [form or "" for (ctx, _), msg in _messages(TS).items() if contexts(ctx)
            for form in ([f.text for f in msg.find("translation").iter("numerusform")]
                         or [msg.find("translation").text])]


def _busters(ctx: str) -> bool:
    return ctx.startswith("Busters") or ctx == "Campaign"


def _rules(game: str) -> str:
    return (ROOT / "assets" / "rules" / f"{game}.ja.md").read_text(encoding="utf-8")


def test_bomb_busters_japanese_keeps_to_the_glossary():
    # issues 17 and 30: one word for one thing, on every screen, card and in the rules
    import re
    texts = _japanese_of(_busters) + [_rules("busters")]
    bad = [f"{wrong} (say {right}): {text[:60]!r}" for text in texts
           for wrong, right in NOT_THE_GLOSSARYS.items() if re.search(wrong, text)]
    assert not bad, "\n".join(bad)


def test_the_detonator_is_named_in_full_only_where_it_is_introduced():
    """Issue 30: 「起爆ダイヤル」 and 「ダイヤル」 side by side; the full name introduces it."""
    full = [t for t in _japanese_of(lambda ctx: True) if "起爆ダイヤル" in t]
    assert len(full) == 4 and "起爆ダイヤル：%1" in full, full
    assert not [t for t in _japanese_of(_busters) if "外れ" in t or "はずれ！" in t]


def test_statistics_count_games_played_not_matches():
    # issue 30: 「対戦数」 (matches) for co-operative games too
    texts = _japanese_of(lambda ctx: True)
    assert not [t for t in texts if "対戦数" in t] and "プレイ回数" in texts


def test_bomb_squad_academy_japanese_keeps_to_the_glossary():
    import re
    texts = _japanese_of(lambda ctx: ctx in ("Academy", "Refusal")) + [_rules("academy")]
    bad = [f"{wrong} (say {right}): {text[:60]!r}" for text in texts
           for wrong, right in NOT_THE_ACADEMYS.items() if re.search(wrong, text)]
    assert not bad, "\n".join(bad)


def test_the_glossary_lists_every_word_its_tests_enforce():
    glossary = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    words = ["赤いコードを公開する", "赤毛のラビット", "値", "二重底", "準備", "2人：", "ドカーン",
             "ワナのコード", "手番のプレイヤー", "切断", "装備", "ツール", "起爆", "爆弾処理班員", "……"]
    assert [w for w in words if w not in glossary] == []


#: a bare 数字 (a printed number, not a value) where a Busters text may say it: the
#: components named 数字…, the number said aloud (mission 25), what yellow and red lack
NUMBER_NOT_VALUE = r"数字(?:カード|つき|トークン|の情報トークン|を声に出|を言って|がない)"


def test_a_wire_has_a_value_in_japanese_never_a_number():
    """Issue 30: "value" was 数値, 値, 数字 and 番号. A wire's value is 値; 数値 never
    appears; no Busters string says 値 and a bare 数字 side by side; 番号 is an equipment
    card's number only."""
    import re
    texts = _japanese_of(_busters) + _japanese_of(lambda ctx: ctx == "Tutorial")
    assert not [t for t in texts + [_rules("busters")] if "数値" in t]
    mixed = [t for t in texts if "値" in t and "数字" in re.sub(NUMBER_NOT_VALUE, "", t)]
    assert not mixed, "\n".join(mixed)
    numbered = [t for t in texts if re.search(r"(?<!装備の)(?<!カードの)(?<!その)番号(?!に関係なく|教えて)", t)]
    assert not numbered, numbered
    # the examples
    tutorial = " ".join(_japanese_of(lambda ctx: ctx == "Tutorial"))
    assert "その値を宣言します" in tutorial and "同じ値のコードを2本切ります" in tutorial


#: where 爆弾処理班 names the team (the official word: 「各プレイヤーは爆弾処理班のチー
#: ムとして」, Engames); one player is プレイヤー (a rule) or 爆弾処理班員 (a story)
SQUAD_AS_A_TEAM = ("爆弾処理班のみなさん", "は爆弾処理班です", "鍛え抜かれた爆弾処理班", "爆弾処理班の新たな冒険",
                   "でも爆弾処理班に選択肢", "プレイヤーが爆弾処理班として")


def test_the_bomb_squad_is_never_one_person():
    """Issue 30: 「各爆弾処理班は」「4人の爆弾処理班が」 named a single player."""
    import re
    texts = _japanese_of(lambda ctx: ctx != "Bomu") + [_rules("busters")]
    bad = []
    for text in texts:
        for phrase in SQUAD_AS_A_TEAM:
            text = text.replace(phrase, "")
        bad += [text[max(0, m.start() - 15):m.end() + 10] for m in re.finditer(r"爆弾処理班(?!員)", text)]
    assert not bad, bad
    assert not [t for t in texts if re.search(r"各爆弾処理班|\d人の爆弾処理班(?!員で)|手番の爆弾処理班", t)]


def test_japanese_ellipses_and_exclamations_are_written_one_way():
    """Issue 30: 「…」 and 「……」, and 「！次」 beside 「！ 次」. A sentence trails off with
    「……」; a lone 「…」 only ends a short label (考え中…, 設定(&S)…). After ！ or ？ inside
    a text comes one space (none before a bracket, none after the title Bomb ぼむ！)."""
    import re
    texts = _japanese_of(lambda ctx: True)
    lone = [t for t in texts if re.search(r"(?<!…)…(?!…)", t) and not re.fullmatch(r"[^…。]{1,25}(?<!…)…", t)]
    assert not lone, lone
    tight = [t for t in texts if re.search(r"(?<!ぼむ)[！？](?=[^ 」』）「（\s！？])", t)
             or re.search(r"[！？] [「（]", t)]
    assert not tight, tight
    assert not [t for t in texts if "！\u3000" in t or "？\u3000" in t]
    # the Bomu rule text's 「救うのだ……けれど」 had come through as ASCII dots
    assert not [g for g in ("busters", "academy", "bomu") if re.search(r"\.{3}", _rules(g))]
    assert not [t for t in texts if re.search(r"\.{3}", t) and re.search(r"[ぁ-んァ-ヶ一-龠]", t)]


def test_key_hints_are_written_one_way():
    """Issue 30: 「決定 (Enter)」 beside 「最後のアクションへ（End）」: a key hint closes a
    label, half-width, after a space."""
    import re
    texts = _japanese_of(lambda ctx: True)
    bad = [t for t in texts if re.search(r"（(?:[A-Z]|Enter|Esc|Home|End|Shift\+.|Ctrl\+.|←|→)）", t)
           or re.search(r"[^ (]\((?:[A-Z←→]|Enter|Esc|Home|End|Shift\+[^)]*)\)$", t)]
    assert not bad, bad


#: the ASCII brackets Japanese keeps: key hints "(Enter)" "(←)" "(Shift+→)", menu
#: mnemonics "(&G)" (the Japanese convention) and clock times "0:00"
KEY_HINTS = r"\((?:&[A-Z]|Enter|Esc|Home|End|[A-Z←→]|(?:Ctrl|Shift)\+[^)]*)\)|\d+:\d\d"


def test_japanese_uses_japanese_punctuation():
    # issue 17: no ASCII , : ( ) inside Japanese sentences. Allowed: key hints "(Enter)",
    # menu mnemonics "(&G)" (the Japanese convention) and clock times "0:00".
    import re
    allowed = re.compile(KEY_HINTS)
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
