"""A person plays Bomb Squad Academy through the window: every decision by clicks on
the table and the confirm button, hot-seat hand-offs that hide hands and peeks,
tools that light up only when their timing opens, the end screen's ranking."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop.games.academy.page import AcademyTable, ranking
from desktop.games.catalog import GAMES
from desktop.session import GameSession
from desktop.store.db import SeatSpec
from engine.academy import data as D
from engine.academy.state import CHOOSE, DRAFT, PEEK, PICK, PROTECT, TOOL
from engine.core import get_game
from tests.desktop.conftest import click_item, restart

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module", autouse=True)
def smoke_run():
    """`python -m desktop.app --smoke-test academy`, started when this module starts so
    it runs beside the other tests (it mostly waits on the disk); checked at the end."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("BAKUDAN_DATA_DIR", None)
    proc = subprocess.Popen([sys.executable, "-m", "desktop.app", "--smoke-test", "academy"], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    yield proc
    if proc.poll() is None:
        proc.kill()
        proc.communicate()


def start(window, seats, seed=7):
    window.store.set("speed", "instant")
    window.start_game("academy", [SeatSpec(n, k) for n, k in seats], seed=seed)
    window.table.queue.configure("instant", False)
    return window.table


def items(table, kind):
    """The visible, clickable items of one kind on the table."""
    scene = table.scene
    pool = {"hand": scene.hand, "draft": scene.draft, "xray": scene.xray,
            "deck": list(scene.decks.values()), "track": list(scene.tracks.values()),
            "tool": [t for ts in scene.tool_items for t in ts], "seat": scene.panels}[kind]
    return [i for i in pool if i.isVisible() and i.clickable]


def confirm(qtbot, table):
    button = table.buttons["confirm"]
    assert button.isVisible() and button.isEnabled(), table.prompt.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def answer(qtbot, table, prefer=None, use_tools=True) -> str | None:
    """Answer the decision of the seat at the screen by clicking, as a person does.
    Returns the stage answered (None if nothing was asked)."""
    if table.acting is None:
        return None
    view = table.session.view(table.acting)
    stage = view.stage
    lit = items(table, "tool")
    assert all(t.lit for t in lit) and {t.tool for t in lit} == \
        {a.tool for a in table.session.legal(table.acting) if hasattr(a, "tool") and str(a).startswith("use")}
    if use_tools and lit and stage in (PICK, PEEK):
        click_item(qtbot, table, lit[0])
    elif stage == PICK:
        cards = items(table, "hand")
        chosen = next((c for c in cards if c.card == prefer), None) or \
            cards[(view.round_no + table.acting) % len(cards)]
        click_item(qtbot, table, chosen)
        assert table.scene.hand[table.scene.hand.index(chosen)].selected_up
    elif stage == DRAFT:
        click_item(qtbot, table, items(table, "draft")[0])
    elif stage == PROTECT:
        click_item(qtbot, table, items(table, "deck")[-1])
    elif stage == PEEK:
        decks = items(table, "deck")
        click_item(qtbot, table, decks[0])
        assert not table.buttons["confirm"].isEnabled()      # two decks are needed
        click_item(qtbot, table, decks[1])
    elif stage == CHOOSE:
        click_item(qtbot, table, items(table, "xray")[-1])
    elif stage == TOOL:
        assert lit
        if not use_tools:
            qtbot.mouseClick(table.buttons["pass"], Qt.MouseButton.LeftButton)
            return stage
        click_item(qtbot, table, lit[0])
    confirm(qtbot, table)
    return stage


def test_ranking_shares_places():
    assert ranking([10, 30, 30, 5]) == [(1, 1), (1, 2), (3, 0), (4, 3)]


def test_one_human_plays_three_bombs_by_clicking(qtbot, window):
    table = start(window, [("Me", "human"), ("B1", "easy"), ("B2", "hard")], seed=3)
    assert isinstance(table, AcademyTable)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    hand = [i.card for i in table.scene.hand if i.isVisible()]
    assert hand == list(table.session.view(0).hand) == list(D.ACTION_CARDS)
    # before a choice the greyed button already names what the prompt asks to press
    button = table.buttons["confirm"]
    assert not button.isEnabled() and button.text() == "Play (Enter)" and "“Play”" in table.prompt.text()
    # select, then confirm: a click alone plays nothing
    click_item(qtbot, table, items(table, "hand")[0])
    assert table.session.view(0).own_pick is None and table.buttons["confirm"].isEnabled()
    stages = []
    for _ in range(3000):
        if table.outcome is not None:
            break
        stage = answer(qtbot, table)
        if stage:
            stages.append(stage)
        else:
            qtbot.wait(2)
        assert not table.handoff.isVisible()
    assert table.outcome is not None
    assert {PICK, DRAFT} <= set(stages)
    assert table.session.view(None).bomb == 3
    # the end screen: the graduation ranking with every score
    assert table.end.isVisible()
    scores = table.session.view(None).scores
    best = [table.names[s] for s in table.outcome.winners]
    assert all(n in table.end.title.text() for n in best)
    for seat, (name, score) in enumerate(zip(table.names, scores)):
        marked = f"{name} (you)" if seat == 0 else name          # the one person at the screen
        assert f"{marked} — {score} point" in table.end.detail.text()
    # the finished game is stored; nothing private in the log
    games = window.store.finished_games("academy")
    assert len(games) == 1 and json.loads(games[0].record_json)["game"] == "academy"
    assert all(e.public for e in table.log.events)
    window.show_stats()                              # the person, and each bot level
    rows = window.stats.model.rows
    assert {(r.name, r.bot) for r in rows} == {("Me", False), ("easy", True), ("hard", True)}
    assert all(r.played == 1 for r in rows)
    assert sum(r.won for r in rows) == len(table.outcome.winners)


def test_hot_seat_cover_hides_hands_and_peeks(qtbot, window):
    table = start(window, [("Ann", "human"), ("Bo", "human"), ("Cy", "easy")], seed=11)
    qtbot.waitUntil(lambda: table.handoff.isVisible(), timeout=5000)
    assert table.scene.viewer is None and not any(i.isVisible() for i in table.scene.hand)
    assert table.handoff.geometry() == table.rect() and "Ann" in table.handoff.title.text()
    qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    assert table.scene.viewer == 0
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)   # after a running animation
    answer(qtbot, table, prefer=D.CHICKEN)                 # Ann: Chicken, face down
    qtbot.waitUntil(lambda: table.handoff.isVisible(), timeout=5000)
    assert "Bo" in table.handoff.title.text()
    assert not any(i.isVisible() for i in table.scene.hand)
    ann_top = [i for i in table.scene.stacks[0] if i.isVisible()][-1]
    assert ann_top.card is None                          # her pick is hidden under the cover
    assert "Chicken" not in table.private_note.text()
    qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    assert [i for i in table.scene.stacks[0] if i.isVisible()][-1].card is None
    answer(qtbot, table, prefer=D.CHICKEN)                 # Bo: Chicken too
    # round 1 can not explode, so both Chickens peek: lowest score first (both 0: Ann)
    qtbot.waitUntil(lambda: table.handoff.isVisible() or table.acting == 0, timeout=5000)
    if table.handoff.isVisible():
        qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    assert table.session.view(0).stage == PEEK
    answer(qtbot, table)                                   # Ann peeks at two decks
    qtbot.waitUntil(lambda: table.handoff.isVisible(), timeout=5000)
    # nothing of Ann's peek shows under the cover or to Bo
    infos = lambda: " ".join(i.text() for i in table.scene.infos.values())  # noqa: E731
    assert "peeked" not in infos() and not table.private_note.text()
    qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.acting == 1, timeout=5000)
    assert table.session.view(1).stage == PEEK
    assert "peeked" not in infos()
    qtbot.mouseClick(table.buttons["pass"], Qt.MouseButton.LeftButton)     # Bo does not peek
    qtbot.waitUntil(lambda: table.handoff.isVisible(), timeout=5000)
    qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.acting is not None, timeout=5000)
    if table.acting == 0:
        assert "peeked" in infos()                         # Ann still knows what she saw
    assert not any(e.key == "academy.peek.seen" for e in table.log.events)
    assert not any("peeked:" in line for line in table.log.lines)


def _dealt_table(qtbot, deal, seats=(("Ann", "human"), ("Bo", "human"))):
    """A table on a fixed deal (tools in hand, bomb II), built as the window builds it."""
    session = GameSession("academy", [SeatSpec(n, k) for n, k in seats], seed=5)
    session.state = get_game("academy").new_game({"players": len(seats)}, 5, deal=deal)
    table = AcademyTable(session, "instant", False, sound=False)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    return table


def _as(qtbot, table, seat):
    qtbot.waitUntil(lambda: table.handoff.isVisible() or table.acting == seat, timeout=5000)
    if table.handoff.isVisible():
        assert table.handoff.seat == seat
        qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.acting == seat, timeout=5000)


def test_tools_light_up_only_when_their_timing_opens(qtbot):
    deal = {"bomb": 2, "plates": {1: D.GREEN, 2: D.BLUE}, "tools": [[D.SNIFFER, D.XRAY], [D.WRENCH]],
            "decks": {D.RED: [2, 5, 3, 0, 1, 1, 2, 3, 3, 4, 4, 5]}}
    table = _dealt_table(qtbot, deal)
    _as(qtbot, table, 0)
    tools = {t.tool: t for t in table.scene.tool_items[0] if t.isVisible()}
    # choosing an action: the Sniffer's timing is open, the X-Ray's is not
    assert tools[D.SNIFFER].lit and tools[D.SNIFFER].clickable
    assert not tools[D.XRAY].lit and not tools[D.XRAY].clickable
    assert not any(t.lit for t in table.scene.tool_items[1])       # Bo's Wrench: not his turn
    click_item(qtbot, table, tools[D.SNIFFER])
    assert "Sniffer" in table.buttons["confirm"].text() and "Timing" in table.info.text()
    confirm(qtbot, table)                                          # Ann sniffs every deck
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    assert "You peeked" in table.private_note.text()
    assert "you peeked" in table.scene.infos[D.RED].text()
    assert D.SNIFFER not in table.session.view(0).tools
    answer(qtbot, table, prefer=D.RED)                             # Ann cuts Red
    _as(qtbot, table, 1)
    assert not table.private_note.text()                           # Ann's peek left with her
    assert not any("you peeked" in i.text() for i in table.scene.infos.values())
    answer(qtbot, table, prefer=D.BLUE)                            # Bo cuts Blue
    # before the Red cut, lowest score first: Ann (0; Bo scored Blue) may X-Ray, cutting alone
    _as(qtbot, table, 0)
    assert table.session.view(0).window == "precut"
    xray = next(t for t in table.scene.tool_items[0] if t.tool == D.XRAY)
    assert xray.lit and xray.clickable
    click_item(qtbot, table, xray)
    confirm(qtbot, table)
    # after a tool everybody may reconsider: Bo's Wrench lights up (he is not cutting Red)
    _as(qtbot, table, 1)
    lit = items(table, "tool")
    assert [t.tool for t in lit] == [D.WRENCH] and lit[0].lit
    qtbot.mouseClick(table.buttons["pass"], Qt.MouseButton.LeftButton)
    _as(qtbot, table, 0)
    qtbot.waitUntil(lambda: table.acting == 0 and table.session.view(0).stage == CHOOSE, timeout=5000)
    assert [c.value for c in items(table, "xray")] == [2, 5, 3]
    click_item(qtbot, table, items(table, "xray")[1])
    assert "Keep" in table.buttons["confirm"].text()
    confirm(qtbot, table)
    qtbot.waitUntil(lambda: table.session.view(None).exposed[2] == (5,), timeout=5000)
    qtbot.waitUntil(lambda: not table.scene.xray, timeout=5000)
    assert table.session.view(None).scores[0] >= 5


def test_a_two_player_table_has_three_wires(qtbot):
    table = _dealt_table(qtbot, {}, seats=(("Ann", "human"), ("Bot", "normal")))
    assert list(table.scene.decks) == [D.GREEN, D.BLUE, D.RED]
    _as(qtbot, table, 0)
    assert [i.card for i in items(table, "hand")] == list(D.action_cards_for(2))


def test_protect_and_keyboard(qtbot):
    """Wait by keyboard (W, Enter); the protected wire by key (R) and Enter."""
    table = _dealt_table(qtbot, {}, seats=(("Ann", "human"), ("Bot", "easy")))
    _as(qtbot, table, 0)
    qtbot.keyClick(table, Qt.Key.Key_W)
    assert ("hand", D.WAIT) in table.scene.selected
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.acting == 0 and table.session.view(0).stage == PROTECT, timeout=5000)
    qtbot.keyClick(table, Qt.Key.Key_R)
    assert "Red" in table.buttons["confirm"].text()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: D.RED in table.session.view(None).protected or
                    table.session.view(None).round_no > 1, timeout=5000)
    # the log tells it when the table shows it (after the animations before it)
    qtbot.waitUntil(lambda: any("protects the ▲Red wire" in line for line in table.log.lines),
                    timeout=5000)


def test_academy_is_in_the_catalog_with_its_banner_and_rules(window):
    entry = GAMES["academy"]
    assert entry.levels == tuple(get_game("academy").bots()) and entry.players == (2, 5)
    assert "academy" in window.home.cards
    assert (ROOT / "assets" / "rules" / "academy.en.md").is_file()
    assert (ROOT / "assets" / "rules" / "academy.ja.md").is_file()


def test_smoke_run_plays_academy_to_the_end(smoke_run):
    out, err = smoke_run.communicate(timeout=180)
    assert smoke_run.returncode == 0, err
    assert "academy finished" in out


def _academy_ruling_ids() -> list[str]:
    import re
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    match = re.search(r"^## Bomb Squad Academy\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert match, "docs/rulings.md has no '## Bomb Squad Academy' section"
    return re.findall(r"\*\*(R-A\d+)\*\*", match.group(1))


def test_the_rules_in_both_languages_list_every_academy_ruling_and_the_house_data():
    import re
    ids = _academy_ruling_ids()
    assert len(ids) >= 19
    for lang in ("en", "ja"):
        text = (ROOT / "assets" / "rules" / f"academy.{lang}.md").read_text(encoding="utf-8")
        assert text.startswith("# Bomb Squad Academy")
        missing = [r for r in ids if r not in set(re.findall(r"\bR-A\d+\b", text))]
        assert not missing, f"academy.{lang}.md lacks {missing}"
        for wire, values in D.DECKS.items():           # the house decks, exactly
            assert ", ".join(map(str, values)) in text, (lang, wire)
    ja = (ROOT / "assets" / "rules" / "academy.ja.md").read_text(encoding="utf-8")
    for term in ("アクションカード", "ワイヤー", "トリガー", "爆発", "圧力プレート", "ツール", "チキン", "ウェイト"):
        assert term in ja, term


def test_the_rules_page_shows_academy(qtbot, window):
    window.show_rules("academy")
    assert "R-A19" in window.rules.text.toPlainText() and "House edition" in window.rules.text.toPlainText()


def test_every_tool_is_usable_by_clicks(qtbot, window):
    """A human holding all twenty tools from bomb II on uses each one whose moment
    comes, by clicking the lit tool (and its first target), then "Use"."""
    used: set[str] = set()
    for seed in (1,):
        deal = {"bomb": 2, "plates": {1: D.GREEN, 2: D.RED}, "tools": [list(D.TOOLS), [], [], []]}
        seats = [SeatSpec("Me", "human"), SeatSpec("B1", "easy"), SeatSpec("B2", "normal"), SeatSpec("B3", "hard")]
        session = GameSession("academy", seats, seed=seed)
        session.state = get_game("academy").new_game({"players": 4}, seed, deal=deal)
        table = AcademyTable(session, "instant", False, sound=False)
        qtbot.addWidget(table)
        table.resize(1280, 800)
        table.show()
        for _ in range(3000):
            if table.outcome is not None:
                break
            before = set(table.session.view(0).tools[0])
            if answer(qtbot, table) is None:
                qtbot.wait(2)
            else:
                used |= before - set(table.session.view(0).tools[0])
        assert table.outcome is not None and table.end.isVisible()
        table.shutdown()
    # every kind of choice a tool asks for: players, a wire, a card, exposed cards, X-Ray, peeks
    must = {D.AIRHORN, D.JUMPER, D.SWITCH, D.SCHEMATICS, D.FREEZER, D.SHIELD, D.XRAY, D.MIRROR,
            D.SNIFFER, D.TOOLKIT, D.ORDERS, D.HELMET}
    assert must <= used and len(used) >= 17, sorted(set(D.TOOLS) - used)


def _build(table, action) -> bool:
    """Select `action` the way a person would (clicking only what the table offers),
    and tell whether the confirm button then stands for exactly that action."""
    from engine.academy.actions import (
        Choose,
        Pass,
        PeekDecks,
        PeekTiles,
        Play,
        Protect,
        Take,
        Use,
    )
    table._clear_selection()

    def click(kind, key):
        assert key in table.scene.clickable.get(kind, ()), (kind, key, action)
        table._clicked(kind, key)

    if isinstance(action, Pass):
        return table.buttons["pass"].isVisible()
    if isinstance(action, Play):
        click("hand", action.card)
    elif isinstance(action, Take):
        click("draft", action.tool)
    elif isinstance(action, Protect):
        click("deck", action.wire)
    elif isinstance(action, PeekDecks):
        click("deck", action.wires[1])
        click("deck", action.wires[0])
    elif isinstance(action, PeekTiles):
        click("track", action.wire)
    elif isinstance(action, Choose):
        click("xray", action.index)
    elif isinstance(action, Use):
        click("tool", action.tool)
        uses = table._uses(action.tool)
        if len(uses) > 1:
            assert table.options.isVisible()
            table.options.setCurrentIndex(uses.index(action))
    return table._choice() == action and table.buttons["confirm"].isEnabled()


def test_every_legal_action_is_reachable_by_the_controls(qtbot):
    """At every decision of a human seat (holding all the tools), each legal action can
    be selected on the table and confirmed; then a random one is played."""
    import random
    rng = random.Random(4)
    deal = {"bomb": 2, "plates": {1: D.BLUE, 2: D.BLUE}, "tools": [list(D.TOOLS), [], [], [], []]}
    seats = (("Me", "human"), ("B1", "easy"), ("B2", "easy"), ("B3", "normal"), ("B4", "hard"))
    table = _dealt_table(qtbot, deal, seats=seats)
    checked = 0
    for _ in range(3000):
        if table.outcome is not None:
            break
        if table.acting is None:
            qtbot.wait(2)
            continue
        legal = table.session.legal(0)
        for action in legal:
            assert _build(table, action), action
            checked += 1
        action = rng.choice(legal)
        _build(table, action)
        table._pressed("pass" if str(action) == "pass" else "confirm")
    assert table.outcome is not None and checked > 50


def test_air_horn_targets_by_clicking_two_players(qtbot):
    from PySide6.QtCore import QPointF
    deal = {"bomb": 2, "plates": {1: D.GREEN, 2: D.BLUE}, "tools": [[D.AIRHORN], [], [], []]}
    seats = (("Ann", "human"), ("Bo", "human"), ("Cy", "human"), ("Di", "human"))
    table = _dealt_table(qtbot, deal, seats=seats)
    for seat, card in enumerate((D.GREEN, D.BLUE, D.RED, D.YELLOW)):
        _as(qtbot, table, seat)
        answer(qtbot, table, prefer=card, use_tools=False)
    _as(qtbot, table, 0)
    assert table.session.view(0).window == "revealed"
    horn = next(t for t in table.scene.tool_items[0] if t.tool == D.AIRHORN)
    click_item(qtbot, table, horn)
    assert table.options.isVisible() and table.options.count() == 3
    for seat in (3, 2):                                   # Di's panel, then Cy's
        panel = table.scene.panels[seat]
        assert panel.clickable
        point = table.view.mapFromScene(panel.mapToScene(QPointF(60, 20)))
        qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert ("seat", 2) in table.scene.selected and ("seat", 3) in table.scene.selected
    assert "Cy" in table.options.currentText() and "Di" in table.options.currentText()
    confirm(qtbot, table)
    qtbot.waitUntil(lambda: table.session.view(None).airhorned[2:] == (True, True), timeout=5000)
    assert table.session.view(None).airhorned[:2] == (False, False)


def test_an_academy_game_resumes_where_it_stopped(qtbot, window):
    table = start(window, [("Me", "human"), ("Bot", "hard"), ("Bot2", "easy")], seed=21)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    answer(qtbot, table)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    before = table.session.view(0)
    actions = list(table.session.record.actions)
    again = restart(qtbot, window)                   # quitting mid-game
    qtbot.mouseClick(again.home.resume_button, Qt.MouseButton.LeftButton)
    assert isinstance(again.table, AcademyTable)
    assert again.session.record.actions == actions and again.session.view(0) == before
    qtbot.waitUntil(lambda: again.table.acting == 0, timeout=5000)
    assert [i.card for i in again.table.scene.hand if i.isVisible()] == list(before.hand)
    again.close()


def _kana(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def test_the_table_switches_to_japanese_mid_game(qtbot, window):
    table = start(window, [("Me", "human"), ("Bot", "easy")], seed=9)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    answer(qtbot, table)
    qtbot.waitUntil(lambda: table.acting == 0, timeout=5000)
    window.apply_settings({"language": "ja"})
    qtbot.waitUntil(lambda: _kana(table.prompt.text()), timeout=3000)
    assert _kana(table.log_title.text()) and all(_kana(line) for line in table.log.lines if line)
    assert _kana(table.scene.banner.text()) and _kana(table.scene.hand[0].toolTip())
    assert _kana(table.scene.decks[D.GREEN].toolTip()) and _kana(table.buttons["confirm"].text())
    window.apply_settings({"language": "en"})
    qtbot.waitUntil(lambda: table.prompt.text().startswith("Me, choose"), timeout=3000)


def test_the_explosion_shakes_the_table_and_keeps_its_scale(qtbot):
    from engine.core.event import Event
    table = _dealt_table(qtbot, {}, seats=(("Ann", "human"), ("Bot", "easy")))
    qtbot.wait(20)
    before = table.view.transform()
    assert before.m11() != 1.0                       # fitted to the window
    anim = table.scene._a_bomb_exploded(Event("academy.bomb.exploded", {"wire": D.RED, "seats": [1]}), 1.0)
    anim.start()
    anim.setCurrentTime(120)
    assert table.view.transform().dx() != before.dx() and table.scene.flash.opacity() > 0
    anim.setCurrentTime(anim.totalDuration())
    qtbot.waitUntil(lambda: table.view.transform() == before, timeout=2000)
    assert table.scene.flash.opacity() == 0


def test_the_log_shows_its_newest_line(qtbot, window):
    """However long the log grows (its layout is batched), it stays scrolled to the
    newest line, unless the reader has scrolled up to read."""
    table = start(window, [("Me", "human"), ("Bot", "hard"), ("Bot2", "easy")], seed=21)
    for _ in range(12):
        qtbot.waitUntil(lambda: table.acting == 0 and not table.queue.busy, timeout=5000)
        answer(qtbot, table)
    qtbot.waitUntil(lambda: table.acting == 0 and not table.queue.busy, timeout=5000)
    qtbot.wait(50)
    bar = table.log_view.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    bar.setValue(0)                                  # the reader scrolls up
    answer(qtbot, table)
    qtbot.waitUntil(lambda: table.acting == 0 and not table.queue.busy, timeout=5000)
    assert bar.value() == 0


def test_a_hand_off_during_animations_settles_on_the_new_viewers_view(qtbot, window):
    """Events queued while the screen was nobody's settle, once played, on the view of
    whoever is at the screen then (the peek a player made stays on the table for her;
    a private event queued for another seat is never shown)."""
    from engine.core.event import Event
    table = start(window, [("Ann", "human"), ("Bo", "human"), ("Cy", "easy")], seed=11)
    qtbot.waitUntil(lambda: table.handoff.isVisible(), timeout=5000)
    table.session.close()                              # drive the scene alone
    table.queue.configure("slow", False)
    views = table.session.views()
    seen = []
    table.scene.on_event = seen.append
    secret = Event("academy.peek.seen", {"seat": 1}, frozenset({1}))
    table.scene.play([secret], views)                   # queued while nobody is at the screen...
    table.scene.set_viewer(0)                            # ...then Ann takes the screen
    qtbot.waitUntil(lambda: not table.queue.busy, timeout=5000)
    assert table.scene.view == views[0] and secret not in seen
