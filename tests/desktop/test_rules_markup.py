"""The in-app rules show no Markdown markup (issue 30, item 6): CommonMark closes `**`
only when the next character is a space or punctuation, so 「**▲**。」 and
「**→**で」 came out with their asterisks in the Japanese Busters rules. Every page is
rendered here as the Rules page renders it (QTextBrowser.setMarkdown)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QTextCharFormat, QFont
from PySide6.QtWidgets import QTextBrowser

from desktop.games.catalog import GAMES
from desktop.shell.rules_page import rules_text


def _rendered(game: str, lang: str, qtbot) -> QTextBrowser:
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.setMarkdown(rules_text(game, lang))
    return browser


def _bold_texts(browser: QTextBrowser) -> list[str]:
    """The runs the document shows in bold."""
    out, block = [], browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            if frag.isValid() and frag.charFormat().fontWeight() >= QFont.Weight.Bold:
                out.append(frag.text())
            it += 1
        block = block.next()
    return out


@pytest.mark.parametrize("lang", ("en", "ja"))
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_markup_survives_a_rendered_rules_page(game, lang, qtbot):
    browser = _rendered(game, lang, qtbot)
    text = browser.toPlainText()
    assert len(text) > 1000
    left = [line for line in text.splitlines() if "**" in line or "__" in line]
    assert not left, f"{game}.{lang}: {left[:3]}"
    assert _bold_texts(browser), "no bold at all: the page was not read as Markdown"


def test_the_japanese_busters_rules_show_their_keys_and_marks_as_meant(qtbot):
    browser = _rendered("busters", "ja", qtbot)
    text, bold = browser.toPlainText(), _bold_texts(browser)
    assert "矢印キー（←／→／↑／↓）" in text and "→" in bold
    assert "斜線の入った黄色い帯と「▲」の印" in text
    assert "赤いコードを公開する" in bold or "R" in bold
