"""Every game played by the keyboard alone (issue 29): from the home screen (Tab to
the game, Space, the new-game dialog by arrows and Enter) through every decision
(the arrows move the white ring among the table's pieces, Tab reaches the buttons,
Space acts, Enter confirms) to the end screen and back home, at Normal speed; not
one mouse event. And the ring itself: where the arrows take it, Esc, Space on a
focused button."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.games.focus import reading_order, step
from tests.desktop.keyboard import (act_on, back_to, leave_by_keys, new_game_by_keys, press, ring_to,
                                    tab_to)

ENTER, SPACE, ESC = Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape


@pytest.fixture(autouse=True)
def dealt(monkeypatch):
    """A game set up from the home screen gets a fresh seed: here a fixed one, so each
    test plays the same deal every time."""
    monkeypatch.setattr("desktop.session.fresh_seed", lambda: 5)



def play_out(qtbot, table, decide, limit_s: int = 600) -> int:
    """Answer each decision once the seat at the screen may act (its controls up, the
    table still); returns the decisions made."""
    made = idle = 0
    can_act = lambda: table.outcome is not None or (table.acting is not None and not table.queue.busy)  # noqa: E731
    while table.outcome is None:
        qtbot.waitUntil(can_act, timeout=limit_s * 1000)
        if table.outcome is not None:
            break
        if decide():
            made, idle = made + 1, 0
        else:
            idle += 1
            assert idle < 400, f"the seat at the screen is asked what no key answers: {table.prompt.text()}"
            qtbot.wait(5)
    return made


# ---- Bomu ----------------------------------------------------------------------------------------
def bomu_decision(qtbot, table) -> bool:
    from engine.bomu import data as D
    seat = table.acting
    if seat is None:
        return False
    v = table.session.view(seat)
    cards = reading_order(table.keys.items())
    if v.phase == "pick":
        act_on(qtbot, table, cards[0])
        assert len(table.scene.selected_cards()) == 1
        press(qtbot, ENTER)
    elif v.phase == "discard":
        need = len(v.hand) - D.HAND_AFTER_EXPLOSION
        for card in cards[:need]:
            act_on(qtbot, table, card)
        press(qtbot, ENTER)
    elif v.phase == "safe":
        act_on(qtbot, table, table.buttons["roll"])
    elif v.phase == "bonus":
        act_on(qtbot, table, table.buttons["life"])
    else:
        return False
    return True


@pytest.mark.long(60)
def test_bomu_whole_game_by_keys(qtbot, window):
    table = new_game_by_keys(qtbot, window, "bomu", players=2)
    assert table.queue.factor > 0, "Normal speed: the animations play"
    before = len(table.session.record.actions)
    made = play_out(qtbot, table, lambda: bomu_decision(qtbot, table))
    assert made > 0 and len(table.session.record.actions) > before
    humans = [s for s, a in table.session.record.actions if s == 0]
    assert humans, "the human seat played by keys"
    leave_by_keys(qtbot, window)


# ---- Bomb Squad Academy ----------------------------------------------------------------------------
def academy_decision(qtbot, table) -> bool:
    """As tests/desktop/test_academy.py's `answer`, by keys: the lit tools are used."""
    from engine.academy.state import CHOOSE, DRAFT, PEEK, PICK, PROTECT, TOOL
    from tests.desktop.test_academy import items
    seat = table.acting
    if seat is None:
        return False
    v = table.session.view(seat)
    stage = v.stage
    lit = items(table, "tool")
    if lit and stage in (PICK, PEEK, TOOL):
        act_on(qtbot, table, lit[0])
        assert table.sel.get("tool") == lit[0].tool
    elif stage == PICK:
        cards = items(table, "hand")
        act_on(qtbot, table, cards[(v.round_no + seat) % len(cards)])
    elif stage == DRAFT:
        act_on(qtbot, table, items(table, "draft")[0])
    elif stage == PROTECT:
        act_on(qtbot, table, items(table, "deck")[-1])
    elif stage == PEEK:
        decks = items(table, "deck")
        act_on(qtbot, table, decks[0])
        act_on(qtbot, table, decks[1])
    elif stage == CHOOSE:
        act_on(qtbot, table, items(table, "xray")[-1])
    else:
        return False
    assert table.buttons["confirm"].isEnabled(), table.prompt.text()
    press(qtbot, ENTER)
    return True


# about 2 3/4 minutes of Normal-speed play, the suite's longest test: in `make test-slow`;
# `make test` plays Academy's tutorial by keys and its controls' keys below
@pytest.mark.slow
def test_academy_whole_game_by_keys(qtbot, window):
    table = new_game_by_keys(qtbot, window, "academy", players=2)
    assert table.queue.factor > 0
    made = play_out(qtbot, table, lambda: academy_decision(qtbot, table))
    mine = [a for s, a in table.session.record.actions if s == 0]
    assert made > 0 and any(a.startswith("play ") for a in mine)
    assert any(a.startswith("use ") for a in mine), "a tool of the table used by keys"
    assert table.end.isVisible()
    leave_by_keys(qtbot, window)


# ---- Bomb Busters ------------------------------------------------------------------------------------
class BustersByKeys:
    """Answers the seat at the screen by keys, cutting wires it knows (the engine's
    state read as a test may, so the crew wins); `equipment`: it also uses its Double
    Detector once and the first equipment card of the table it may use; `prefer`: the
    mission's own button it presses when offered."""

    def __init__(self, qtbot, table, equipment: bool = False, prefer: str = "") -> None:
        self.qtbot, self.table, self.equipment, self.prefer = qtbot, table, equipment, prefer
        self.used: list[str] = []           # the equipment used, in order
        self.specials: list[str] = []       # the mission's buttons pressed

    def wires(self) -> list:
        return [i for i in reading_order(self.table.keys.items()) if i.key[0] == "wire"]

    def value_of(self, addr) -> object:
        return self.table.session.state.slot(*addr).wire.value

    def known(self) -> list:
        """The wires this seat may cut now with a value it holds (the oracle)."""
        from engine.busters.actions import Dual
        t = self.table
        good = {a.addr for a in t.session.legal(t.acting) if isinstance(a, Dual) and a.value == self.value_of(a.addr)}
        return [w for w in self.wires() if w.key[1] in good]

    def __call__(self) -> bool:
        qtbot, t = self.qtbot, self.table
        seat = t.acting
        if seat is None:
            return False
        if t.sel.get("pending"):                       # asked to confirm: yes
            press(qtbot, ENTER)
            return True
        if t.options.isVisible():                      # a list: the first entry, then Enter
            if t.options.currentIndex() < 0:
                tab_to(qtbot, t.options)
                press(qtbot, Qt.Key.Key_Down)
            press(qtbot, ENTER)
            return True
        v = t.session.view(seat)
        buttons = t.choice_buttons
        if v.phase == "turn" and v.active == seat:
            if t.sel.get("tools"):
                return self.tools()
            cards = [i for i in t.keys.items() if i.key[0] == "equip"]
            if self.equipment and "ddet" in buttons and "ddet" not in self.used and self.known():
                self.used.append("ddet")
                act_on(qtbot, t, buttons["ddet"])
                return True
            if self.equipment and cards and not any(u != "ddet" for u in self.used):
                self.used.append(cards[0].key[1])
                act_on(qtbot, t, cards[0])
                return True
            solo = [k for k in buttons if k.startswith("solo_") or k == "reveal"]
            if solo:
                act_on(qtbot, t, buttons[solo[0]])
                return True
            special = self.special()
            if special:
                return True
            known = self.known()
            if known:
                act_on(qtbot, t, known[0])
                act_on(qtbot, t, t.choice_buttons[f"val_{self.value_of(known[0].key[1])}"])
            else:                          # nothing it holds is left there: a wrong cut, never a red wire
                act_on(qtbot, t, next(w for w in self.wires() if self.value_of(w.key[1]) != "R"))
                act_on(qtbot, t, next(b for k, b in t.choice_buttons.items() if k.startswith("val_")))
            assert t.buttons["confirm"].isVisible(), "an irreversible cut asks for a confirmation"
            return True
        if v.phase == "turn":
            act_on(qtbot, t, buttons["pass"])
            return True
        if self.special():
            return True
        wires = self.wires()
        if not wires:
            return False
        act_on(qtbot, t, wires[0])
        return True

    def special(self) -> bool:
        keys = sorted(k for k in self.table.choice_buttons if k.startswith("special_"))
        if not keys:
            return False
        key = next((k for k in keys if k.startswith(f"special_{self.prefer}_")), keys[0])
        self.specials.append(key)
        act_on(self.qtbot, self.table, self.table.choice_buttons[key])
        return True

    def tools(self) -> bool:
        """Point with the tools in hand (a known wire first), then say its value."""
        t = self.table
        values = [k for k in t.choice_buttons if k.startswith("val_")]
        points = t.sel.get("points", [])
        if values:
            wanted = next(f"val_{self.value_of(a)}" for a in points if f"val_{self.value_of(a)}" in values)
            act_on(self.qtbot, t, t.choice_buttons[wanted])
            return True
        known = [w for w in self.known() if w.key[1] not in points]
        stand = points[0][:2] if points else None
        others = [w for w in self.wires() if stand is None or w.key[1][:2] == stand]
        pick = next((w for w in known if stand is None or w.key[1][:2] == stand), None) if not points else None
        act_on(self.qtbot, t, pick or next(w for w in others if w.key[1] not in points))
        return True


@pytest.mark.long(35)
def test_busters_mission_1_by_keys(qtbot, window):
    table = new_game_by_keys(qtbot, window, "busters", players=2, mission=1)
    assert table.session.view(None).mission == 1 and table.queue.factor > 0
    made = play_out(qtbot, table, BustersByKeys(qtbot, table))
    assert made > 0 and table.outcome.winners, "the crew defused the bomb"
    leave_by_keys(qtbot, window)


@pytest.mark.long(70)
def test_busters_mission_10_snip_and_equipment_by_keys(qtbot, window):
    """Mission 10: before each turn the mission's own buttons ("Snip!" or "Not me");
    the Double Detector and an equipment card of the table used; the mission card
    opened from the table by keys too."""
    table = new_game_by_keys(qtbot, window, "busters", players=2, mission=10)
    assert table.session.view(None).mission == 10
    ring_to(qtbot, table, table.scene.mission_card)          # its card, read before the first move
    press(qtbot, SPACE)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is table._mission_dialog, timeout=3000)
    press(qtbot, ESC)
    qtbot.waitUntil(lambda: not table._mission_dialog.isVisible(), timeout=3000)
    back_to(qtbot, window)
    player = BustersByKeys(qtbot, table, equipment=True, prefer="snip")
    made = play_out(qtbot, table, player)
    assert made > 0 and table.outcome.winners, "the crew defused the bomb"
    assert any(k.startswith("special_snip_") for k in player.specials)
    assert player.used[0] == "ddet" and len(player.used) >= 2, player.used
    actions = [a for s, a in table.session.record.actions if s == 0]
    assert "use ddet" in actions and any(a.startswith("use ") and a != "use ddet" for a in actions)
    leave_by_keys(qtbot, window)


# ---- the tutorials -----------------------------------------------------------------------------------
def do_step_by_keys(qtbot, guide) -> None:
    """What the step asks, by keys: Next (it has the keyboard), or each outlined thing:
    a button by Tab (Enter for the confirmation), a piece of the table by the arrows,
    then Space."""
    from PySide6.QtWidgets import QWidget
    from desktop.tutorial.guide import scene_box
    table, index = guide.table, guide.index
    qtbot.waitUntil(lambda: guide.showing, timeout=60000)
    if not guide.step.clicks:
        assert QApplication.focusWidget() is guide.next_button, "Next has the keyboard"
        press(qtbot, SPACE)
        return
    while guide.index == index and guide.active:
        made = guide.click_no
        qtbot.waitUntil(lambda: guide.target() is not None, timeout=60000)
        target = guide.target()
        if isinstance(target, QWidget):
            if target is table.confirm_button():
                press(qtbot, ENTER)
            else:
                act_on(qtbot, table, target)
        else:
            box = scene_box(target)
            item = next(i for i in table.keys.items() if box.contains(i.sceneBoundingRect().center()))
            act_on(qtbot, table, item)
        assert guide.reminder.text() == "", guide.reminder.text()
        qtbot.waitUntil(lambda: (guide.index, guide.click_no) != (index, made) or not guide.active,
                        timeout=5000)


@pytest.mark.parametrize("game", ["busters", "academy", "bomu"])
def test_a_tutorial_played_by_keys(qtbot, window, game):
    """Offered in the new-game dialog on the first start, taken by Tab and Space;
    every step by keys; then the game goes on, by keys too (the whole game after a
    tutorial is tests/desktop/real_speed.py's, by clicks)."""
    table = new_game_by_keys(qtbot, window, game, players=2, tutorial=True)
    guide = table.guide
    steps = len(guide.script.steps)
    while guide.active:
        do_step_by_keys(qtbot, guide)
    assert guide.index == steps - 1 and not guide.isVisible()
    decide = {"busters": BustersByKeys(qtbot, table), "academy": lambda: academy_decision(qtbot, table),
              "bomu": lambda: bomu_decision(qtbot, table)}[game]
    mine = lambda: [a for s, a in table.session.record.actions if s == 0]  # noqa: E731
    before = len(mine())
    for _ in range(10):                       # a cut takes a few keys: wire, value, Enter
        qtbot.waitUntil(lambda: table.outcome is not None or len(mine()) > before
                        or (table.acting is not None and not table.queue.busy), timeout=120000)
        if table.outcome is not None or len(mine()) > before:
            break
        assert decide()
    assert table.outcome is not None or len(mine()) > before, "the player's next move, by keys"


# ---- the ring and the keys -----------------------------------------------------------------------------
def test_the_arrows_walk_the_pieces_row_by_row_and_up_and_down(qtbot):
    """→/← go round in reading order (row by row from the top, left to right);
    ↑/↓ go to the nearest piece that way, and stay where there is none."""
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene
    scene = QGraphicsScene(0, 0, 400, 300)
    pieces = {}
    for name, x, y in (("b", 200, 20), ("a", 20, 24), ("c", 30, 200), ("d", 210, 204)):
        pieces[name] = QGraphicsRectItem(x, y, 40, 60)
        scene.addItem(pieces[name])
    items = list(pieces.values())
    assert [next(k for k, v in pieces.items() if v is i) for i in reading_order(items)] == ["a", "b", "c", "d"]
    assert step(items, None, "right") is pieces["a"] and step(items, None, "left") is pieces["d"]
    assert step(items, pieces["b"], "right") is pieces["c"] and step(items, pieces["d"], "right") is pieces["a"]
    assert step(items, pieces["a"], "down") is pieces["c"] and step(items, pieces["b"], "down") is pieces["d"]
    assert step(items, pieces["d"], "up") is pieces["b"]
    assert step(items, pieces["a"], "up") is pieces["a"], "nothing above: the ring stays"
    assert step([], None, "right") is None


def test_space_presses_the_button_tab_reached_and_enter_still_confirms(qtbot, window):
    """Bomu: a card raised by the ring; Tab to "Put face down" and Space plays it.
    Then Esc lowers what was raised, and Enter confirms even with the keyboard on
    another control."""
    from tests.desktop.conftest import start
    table = start(window, [("Ann", "human"), ("Bo", "normal")], seed=4)
    qtbot.waitUntil(lambda: table.acting == 0 and table.session.view(0).phase == "pick", timeout=5000)
    table.activateWindow()
    press(qtbot, Qt.Key.Key_Right)
    first = table.keys.current
    assert first.clickable and table.keys.ring.isVisible() and QApplication.focusWidget() is table.view
    press(qtbot, SPACE)
    assert table.scene.selected_cards() == [first.card]
    press(qtbot, ESC)
    assert table.scene.selected_cards() == [] and not table.buttons["play"].isEnabled()
    press(qtbot, SPACE)
    assert table.scene.selected_cards() == [first.card]
    before = len(table.session.record.actions)
    tab_to(qtbot, table.buttons["play"])
    press(qtbot, SPACE)                       # the button with the focus, not the card in the ring
    qtbot.waitUntil(lambda: len(table.session.record.actions) > before, timeout=5000)
    assert table.session.record.actions[before] == (0, f"play {first.card}")
    qtbot.waitUntil(lambda: table.acting == 0 and table.session.view(0).phase == "pick", timeout=10000)
    assert QApplication.focusWidget() is table.view, "the pressed button went away: the keyboard is on the table"
    press(qtbot, Qt.Key.Key_Left)
    card = table.keys.current
    press(qtbot, SPACE)
    table.log_view.setFocus()                 # the keyboard elsewhere (the log): Enter still confirms
    before = len(table.session.record.actions)
    press(qtbot, ENTER)
    assert table.session.record.actions[before] == (0, f"play {card.card}")


@pytest.mark.parametrize("high", [False, True])
@pytest.mark.parametrize("game", ["busters", "academy", "bomu"])
def test_the_focus_ring_stands_out_on_every_table(qtbot, window, game, high):
    """At 1024x640, in both contrast settings: along the top of the ring there is
    white and there is black, whatever the ground."""
    from desktop import contrast
    from desktop.store.db import SeatSpec
    window.resize(1024, 640)
    window.store.set("speed", "instant")
    window.apply_settings({"high_contrast": "1" if high else "0"})
    config = {"mission": 4, "players": 3} if game == "busters" else None
    window.start_game(game, [SeatSpec("Aki", "human"), SeatSpec("Ben", "normal"), SeatSpec("Cy", "normal")],
                      seed=3, config=config)
    table = window.table
    assert contrast.high() == high
    try:
        qtbot.waitUntil(lambda: table.acting == 0 and not table.queue.busy, timeout=10000)
        table.activateWindow()
        press(qtbot, Qt.Key.Key_Right)
        assert table.keys.ring.isVisible()
        image = table.view.viewport().grab().toImage()
        box = table.view.mapFromScene(table.keys.ring.path().boundingRect()).boundingRect()
        row = [image.pixelColor(x, box.top()) for x in range(box.left() + 8, box.right() - 8)]
        assert any(c.lightness() > 230 for c in row) and any(c.lightness() < 25 for c in row)
    finally:
        window.apply_settings({"high_contrast": "0"})


def test_the_ring_shows_the_pieces_tooltip_as_a_hover_would(qtbot, window):
    """A Bomu card's rule, read without a mouse: the ring's piece tells its tooltip."""
    from PySide6.QtWidgets import QToolTip
    from tests.desktop.conftest import start
    table = start(window, [("Ann", "human"), ("Bo", "normal")], seed=4)
    qtbot.waitUntil(lambda: table.acting == 0 and table.session.view(0).phase == "pick", timeout=5000)
    table.activateWindow()
    assert not table.keys_hint.isVisible()    # a mouse player's log keeps its room
    press(qtbot, Qt.Key.Key_Right)
    card = table.keys.current
    assert card.toolTip() and QToolTip.isVisible() and QToolTip.text() == card.toolTip()
    assert table.keys_hint.isVisible() and "arrows" in table.keys_hint.text()
