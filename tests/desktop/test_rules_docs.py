"""The in-app Bomu rules (assets/rules/bomu.{en,ja}.md) exist, list every Bomu ruling
of docs/rulings.md, and the Japanese text uses the rule text's terms."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "assets" / "rules"
LANGS = ("en", "ja")


def bomu_ruling_ids() -> list[str]:
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    match = re.search(r"^## Bomb ぼむ！ \(Bomu\)\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert match, "docs/rulings.md has no '## Bomb ぼむ！ (Bomu)' section"
    ids = re.findall(r"\*\*(R-B\d+)\*\*", match.group(1))
    assert ids, "no ruling ids found in the Bomu section"
    return ids


def read(lang: str) -> str:
    path = RULES / f"bomu.{lang}.md"
    assert path.is_file(), f"{path} is missing"
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_rules_file_exists_and_is_not_a_placeholder(lang):
    text = read(lang)
    assert text.startswith("# Bomb ぼむ！")
    assert len(text.splitlines()) > 20


@pytest.mark.parametrize("lang", LANGS)
def test_every_bomu_ruling_is_in_the_rules(lang):
    text = read(lang)
    present = set(re.findall(r"\bR-B\d+\b", text))
    missing = [rid for rid in bomu_ruling_ids() if rid not in present]
    assert not missing, f"bomu.{lang}.md lacks rulings {missing}"


def test_japanese_rules_use_the_rule_text_terms():
    text = read("ja")
    for term in ("爆弾ダイス", "レッドダイス", "ライフチップ", "山札"):
        assert term in text, term


@pytest.mark.parametrize("lang", LANGS)
def test_every_busters_ruling_is_in_the_in_app_rules(lang):
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    match = re.search(r"^## Bomb Busters\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    ids = re.findall(r"\*\*(R-BB\d+)\*\*", match.group(1))
    assert ids
    present = set(re.findall(r"\bR-BB\d+\b", (RULES / f"busters.{lang}.md").read_text(encoding="utf-8")))
    assert [rid for rid in ids if rid not in present] == []


@pytest.mark.parametrize("game", ("busters", "academy", "bomu"))
@pytest.mark.parametrize("lang", LANGS)
def test_the_in_app_rules_carry_no_engine_names(game, lang):
    # issue 17: players read the rules; phase names, event keys, JSON and code marks
    # belong to docs/rulings.md
    text = (RULES / f"{game}.{lang}.md").read_text(encoding="utf-8")
    found = re.findall(r"`[^`]+`|\b[a-z]+_[a-z_]+\b|\bbusters\.[a-z_.]+|\bJSON\b", text)
    assert not found, found[:10]


def test_no_page_says_only_missions_1_to_8_are_playable():
    """Issue 26, item 8: the home card and the Rules page still said "Missions 1-8"
    once all 66 played."""
    from desktop.games.catalog import GAMES
    from engine.busters.missions import MISSIONS
    assert sorted(MISSIONS) == list(range(1, 67))
    root = Path(__file__).resolve().parents[2]
    en = (root / "assets" / "rules" / "busters.en.md").read_text(encoding="utf-8")
    ja = (root / "assets" / "rules" / "busters.ja.md").read_text(encoding="utf-8")
    assert "Missions 1-8 (the training missions and the Final Exam) are playable" not in en
    assert "All 66 missions are playable" in en and "66のミッションすべてを遊べます" in ja
    assert "Missions 1-8" not in GAMES["busters"].tagline and "66" in GAMES["busters"].tagline
