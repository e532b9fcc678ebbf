"""The Bomb Squad Academy game screen: the table, the controls of the seat at the
screen (every decision by mouse: select on the table, then confirm; and keyboard),
the log, and the hand-off and end screens."""
from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QListView,
    QVBoxLayout,
)

from desktop.games.academy import log_lines
from desktop.games.academy.scene import AcademyScene
from desktop.games.academy.texts import (
    bomb_name,
    card_name,
    card_rule,
    private_line,
    tool_name,
    tool_rule,
    use_detail,
    window_text,
    wire_name,
)
from desktop.games.table import GameTable, bot_label
from desktop.i18n import people, translate
from engine.academy import data as D
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
from engine.academy.state import CHOOSE, DRAFT, PEEK, PICK, PROTECT, TOOL
from desktop.widgets.plain import plain_label

WIRE_KEYS = {"G": D.GREEN, "B": D.BLUE, "R": D.RED, "Y": D.YELLOW}


def ranking(scores: list[int] | tuple[int, ...]) -> list[tuple[int, int]]:
    """(place, seat) best first; equal scores share a place."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    out: list[tuple[int, int]] = []
    for i, s in enumerate(order):
        place = out[-1][0] if i and scores[s] == scores[order[i - 1]] else i + 1
        out.append((place, s))
    return out


class AcademyTable(GameTable):
    """The shared flow is GameTable's; this is the Academy's table and controls."""

    def make_scene(self) -> AcademyScene:
        scene = AcademyScene(self.names, [bot_label(s.kind) for s in self.session.seats],
                             self.session.view(None).wires, self.queue, self.sound)
        scene.clicked.connect(self._clicked)
        return scene

    def build_controls(self) -> None:
        self.sel: dict = {}                  # what the acting seat has selected so far
        self.view.setMinimumSize(680, 400)     # the scene scales: the side column and the controls fit at 1024x640
        self.log_view.setLayoutMode(QListView.LayoutMode.Batched)
        self.info = plain_label()
        self.info.setWordWrap(True)
        self.info.setObjectName("ruleText")
        self.bar.removeWidget(self.prompt)
        text = QVBoxLayout()
        text.addWidget(self.prompt)
        text.addWidget(self.info)
        self.bar.insertLayout(0, text, 1)
        self.options = QComboBox()
        self.options.setObjectName("toolOptions")
        self.options.currentIndexChanged.connect(lambda _=0: self._refresh())
        self.options.hide()
        self.bar.addWidget(self.options)
        self.buttons = self.add_buttons(("confirm", "pass"))
        for letter in ("G", "B", "R", "Y", "W", "C"):
            QShortcut(QKeySequence(letter), self, activated=lambda k=letter: self._key_letter(k))
        for digit in range(1, 10):
            QShortcut(QKeySequence(str(digit)), self, activated=lambda d=digit: self._key_digit(d))
        QShortcut(QKeySequence("P"), self, activated=lambda: self._pressed("pass"))

    # ---- the keyboard (desktop/games/focus.py) --------------------------------------------
    def focus_items(self) -> list:
        return [i for i in self.scene.items() if getattr(i, "clickable", False) and getattr(i, "kind", "")]

    def activate_item(self, item) -> None:
        self._clicked(item.kind, item.key)

    def confirm_button(self):
        button = self.buttons["confirm"]
        return button if button.isVisible() and button.isEnabled() else None

    def cancel_selection(self) -> None:
        self._clear_selection()

    def describe(self, events, names: list[str]):
        return log_lines.tell(events, names)

    def joins(self, events, e) -> bool:
        return log_lines.joins(events, e)

    def table_words(self, view) -> list[tuple[str, list[str]]]:
        from desktop.games.academy.words import rows
        return rows(view, self.names)

    def private_line(self, event) -> str | None:
        return private_line(event)

    def forgets_private(self, events: list) -> bool:
        # the secret pick is public once revealed; a new bomb forgets the peeks
        return any(e.key in ("academy.revealed", "academy.bomb.started") for e in events)

    def present_end(self) -> None:
        self.scene.sync(self.session.view(self.viewer))
        scores = self.session.view(None).scores
        winners = sorted(self.outcome.winners)
        if len(winners) > 1:
            title = translate("Academy", "Shared victory: %1 graduate at the top of the class!").replace(
                "%1", people(self.names[s] for s in winners))
        elif self.session.humans == winners:           # the one person at the screen: "you"
            title = translate("Academy", "You graduate at the top of the class!")
        else:
            title = translate("Academy", "%1 graduates at the top of the class!").replace("%1", self.names[winners[0]])
        lines = [translate("Academy", "Graduation ranking after three bombs:")]
        for place, s in ranking(scores):
            points = scores[s]
            lines.append(translate("Academy", "%1. %2 — %n point(s)", None, points)
                         .replace("%1", str(place)).replace("%2", self.end_name(s)))
        self.end.present(title, "\n".join(lines))

    def make_review(self):
        from desktop.games.academy.review import AcademyReview
        return AcademyReview(self.session.record, self.names, self)

    # ---- the controls of the seat at the screen -------------------------------------
    def _legal(self) -> list:
        return self.session.legal(self.acting) if self.acting is not None else []

    def show_controls(self, seat: int) -> None:
        v = self.session.view(seat)
        step = (seat, v.stage, v.window)
        if step != self._step:
            self.sel = {}
        elif self.sel.get("tool") and not self._uses_of(seat, self.sel["tool"]):
            self.sel = {}                # the selected tool can no longer be used
        # else: asked again for the same decision (another seat moved): keep the selection
        self.acting, self._step = seat, step
        self._refresh()

    _step: tuple | None = None           # (seat, stage, window) the controls were shown for

    def _uses_of(self, seat: int, tool: str) -> list[Use]:
        return [a for a in self.session.legal(seat) if isinstance(a, Use) and a.tool == tool]

    def hide_controls(self) -> None:
        self.sel = {}
        self._step = None
        for b in self.buttons.values():
            b.hide()
        self.options.hide()
        self.info.clear()
        self.scene.set_choices({}, set(), set())

    def _clear_selection(self) -> None:
        if self.acting is not None:
            self.sel = {}
            self._refresh()

    def _uses(self, tool: str) -> list[Use]:
        return [a for a in self._legal() if isinstance(a, Use) and a.tool == tool]

    def _choice(self):
        """The action the current selection makes, if it is complete and legal."""
        v = self.session.view(self.acting)
        legal = self._legal()
        sel = self.sel
        action = None
        if sel.get("tool"):
            uses = self._uses(sel["tool"])
            if len(uses) == 1:
                action = uses[0]
            elif uses and self.options.isVisible() and 0 <= self.options.currentIndex() < len(uses):
                action = uses[self.options.currentIndex()]
        elif v.stage == PICK and sel.get("card"):
            action = Play(sel["card"])
        elif v.stage == DRAFT and sel.get("draft"):
            action = Take(sel["draft"])
        elif v.stage == PROTECT and sel.get("wire"):
            action = Protect(sel["wire"])
        elif v.stage == PEEK:
            decks = sel.get("decks", [])
            if len(decks) == 2:
                action = PeekDecks(tuple(sorted(decks, key=v.wires.index)))
            elif sel.get("track"):
                action = PeekTiles(sel["track"])
        elif v.stage == CHOOSE and "xray" in sel:
            action = Choose(sel["xray"])
        return action if action in legal else None

    def _refresh(self) -> None:
        """Prompt, buttons and what the table lets the acting seat click."""
        seat = self.acting
        if seat is None:
            return
        v = self.session.view(seat)
        legal = self._legal()
        name = self.names[seat]
        tools = {a.tool for a in legal if isinstance(a, Use)}
        clickable: dict[str, set] = {"tool": tools}
        selected: set = set()
        st = v.stage
        if st == PICK:
            clickable["hand"] = {a.card for a in legal if isinstance(a, Play)}
            prompt = translate("Academy", "%1, choose your action card in secret: click a card in your hand "
                                          "(or press G, B, R, Y, W, C), then “Play”.").replace("%1", name)
            if tools:
                prompt += " " + translate("Academy", "Your lit tools may be used now.")
        elif st == DRAFT:
            clickable["draft"] = {a.tool for a in legal if isinstance(a, Take)}
            prompt = translate("Academy", "%1, pick a tool for %2: click one in the display (or press 1-6), "
                                          "then “Take”.").replace("%1", name).replace("%2", bomb_name(v.bomb))
        elif st == PROTECT:
            clickable["deck"] = clickable["track"] = set(v.wires)
            prompt = translate("Academy", "%1, you played Wait (+3 points): click the wire to protect this round "
                                          "(or press G, B, R, Y), then “Protect”.").replace("%1", name)
            if v.protected:
                prompt += " " + translate("Academy", "Already protected: %1.").replace(
                    "%1", translate("Academy", ", ").join(wire_name(w) for w in v.protected))
        elif st == PEEK:
            clickable["deck"] = clickable["track"] = set(v.wires)
            prompt = translate("Academy", "%1, you are Chicken and the bomb did not explode: you may peek at the "
                                          "next card of two decks (click two decks) or at the three tiles of one "
                                          "track (click a track). Only you will see it.").replace("%1", name)
        elif st == CHOOSE:
            clickable["xray"] = set(range(len(v.xray_cards)))
            prompt = translate("Academy", "%1, X-Ray: click the card to flip for your cut (or press 1-3), "
                                          "then “Keep this card”.").replace("%1", name)
        else:
            wire = v.cut_wire
            if v.window == "orders" and v.protected:
                wire = v.protected[-1]
            involved = v.responsible if v.window == "boom" else v.cutters
            prompt = window_text(v.window or "revealed", wire,
                                 people(self.names[s] for s in involved)) + " " + \
                translate("Academy", "%1, click a lit tool, then “Use”; or pass.").replace("%1", name)
        # a selected tool may need a target: list its uses; wires and seats on the table pick too
        uses = self._uses(self.sel["tool"]) if self.sel.get("tool") else []
        if len(uses) > 1:
            labels = [use_detail(u.tool, u.args, self.names, v.exposed[v.wires.index(v.cut_wire)] if v.cut_wire else ())
                      for u in uses]
            if [self.options.itemText(i) for i in range(self.options.count())] != labels:
                self.options.blockSignals(True)
                self.options.clear()
                self.options.addItems(labels)
                self.options.setCurrentIndex(self.sel.get("variant", 0))
                self.options.blockSignals(False)
            self.options.show()
            self.sel["variant"] = self.options.currentIndex()
            wires = {a for u in uses for a in u.args if a in v.wires}
            seats = {int(a) for u in uses for a in u.args if a.isdigit() and u.tool != D.FREEZER}
            if wires:
                clickable["deck"] = wires
            if seats:
                clickable["seat"] = seats
            chosen = uses[self.options.currentIndex()]
            for a in chosen.args:        # the targets of the chosen use, outlined on the table
                if a in v.wires:
                    selected.add(("deck", a))
                elif a.isdigit() and chosen.tool != D.FREEZER:
                    selected.add(("seat", int(a)))
        else:
            self.options.hide()
        for kind, key in self.sel.items():
            if kind in ("card", "hand"):
                selected.add(("hand", key))
            elif kind == "tool":
                selected.add(("tool", key))
            elif kind == "draft":
                selected.add(("draft", key))
            elif kind == "wire":
                selected |= {("deck", key), ("track", key)}
            elif kind == "decks":
                selected |= {("deck", w) for w in key}
            elif kind == "track":
                selected.add(("track", key))
            elif kind == "xray":
                selected.add(("xray", key))
        self.prompt.setText(prompt)
        self.scene.set_choices(clickable, selected, tools)
        self.info.setText(self._info_text(v))
        action = self._choice()
        confirm, passing = self.buttons["confirm"], self.buttons["pass"]
        confirm.show()
        confirm.setEnabled(action is not None)
        # before a card is chosen the button already says what the prompt asks to press
        confirm.setText(translate("Academy", "Play (Enter)") if action is None and st == PICK
                        else self._confirm_text(action))
        passing.setVisible(st in (TOOL, PEEK))
        passing.setText(translate("Academy", "Don't peek (P)") if st == PEEK
                        else translate("Academy", "No tool now (P)"))

    def _info_text(self, v) -> str:
        sel = self.sel
        if sel.get("tool"):
            return tool_rule(sel["tool"]).replace("\n", "  ")
        if sel.get("draft"):
            return tool_rule(sel["draft"]).replace("\n", "  ")
        if sel.get("card"):
            return card_rule(sel["card"])
        return ""

    def _confirm_text(self, action) -> str:
        if isinstance(action, Play):
            return translate("Academy", "Play %1 (Enter)").replace("%1", card_name(action.card))
        if isinstance(action, Take):
            return translate("Academy", "Take %1 (Enter)").replace("%1", tool_name(action.tool))
        if isinstance(action, Protect):
            return translate("Academy", "Protect %1 (Enter)").replace("%1", wire_name(action.wire))
        if isinstance(action, PeekDecks):
            return translate("Academy", "Peek at %1 and %2 (Enter)").replace("%1", wire_name(action.wires[0])) \
                .replace("%2", wire_name(action.wires[1]))
        if isinstance(action, PeekTiles):
            return translate("Academy", "Peek at the %1 tiles (Enter)").replace("%1", wire_name(action.wire))
        if isinstance(action, Choose):
            return translate("Academy", "Keep this card (Enter)")
        if isinstance(action, Use):
            return translate("Academy", "Use %1 (Enter)").replace("%1", tool_name(action.tool))
        return translate("Academy", "Confirm (Enter)")

    def _clicked(self, kind: str, key) -> None:
        if self.acting is None:
            return
        v = self.session.view(self.acting)
        sel = self.sel
        if kind == "tool":
            self.sel = {} if sel.get("tool") == key else {"tool": key}
        elif kind == "hand":
            self.sel = {"card": key}
        elif kind == "draft":
            self.sel = {"draft": key}
        elif kind == "xray":
            self.sel = {"xray": key}
        elif sel.get("tool") and kind in ("deck", "seat"):
            self._pick_variant(str(key))
        elif v.stage == PROTECT and kind in ("deck", "track"):
            self.sel = {"wire": key}
        elif v.stage == PEEK and kind == "deck":
            decks = [w for w in sel.get("decks", []) if w != key]
            if len(decks) == len(sel.get("decks", [])):
                decks = (decks + [key])[-2:]
            self.sel = {"decks": decks}
        elif v.stage == PEEK and kind == "track":
            self.sel = {} if sel.get("track") == key else {"track": key}
        self._refresh()

    def _pick_variant(self, arg: str) -> None:
        """A wire or seat clicked on the table picks the selected tool's use naming it
        (Air Horn: the use naming the last two players clicked)."""
        uses = self._uses(self.sel["tool"])
        clicked = (self.sel.get("args", []) + [arg])[-2:]
        for want in (clicked, [arg]):
            matches = [i for i, u in enumerate(uses) if all(a in u.args for a in want)]
            if matches:
                break
        else:
            return
        self.sel["args"] = clicked
        self.sel["variant"] = matches[0]
        self.options.setCurrentIndex(self.sel["variant"])

    def _key_letter(self, letter: str) -> None:
        if self.acting is None:
            return
        v = self.session.view(self.acting)
        if v.stage == PICK:
            card = WIRE_KEYS.get(letter) or {"W": D.WAIT, "C": D.CHICKEN}[letter]
            if card in self.scene.clickable.get("hand", ()):
                self._clicked("hand", card)
        elif letter in WIRE_KEYS and WIRE_KEYS[letter] in self.scene.clickable.get("deck", ()):
            self._clicked("deck", WIRE_KEYS[letter])

    def _key_digit(self, digit: int) -> None:
        if self.acting is None:
            return
        v = self.session.view(self.acting)
        i = digit - 1
        if v.stage == DRAFT and i < len(v.display):
            self._clicked("draft", v.display[i])
        elif v.stage == CHOOSE and i < len(v.xray_cards):
            self._clicked("xray", i)
        elif self.options.isVisible() and i < self.options.count():
            self.options.setCurrentIndex(i)
        else:
            tools = [t for t in v.tools[self.acting] if t in self.scene.clickable.get("tool", ())]
            if i < len(tools):
                self._clicked("tool", tools[i])

    def _pressed(self, key: str) -> None:
        button = self.buttons[key]
        if self.acting is None or not button.isVisible() or not button.isEnabled():
            return
        action = Pass() if key == "pass" else self._choice()
        if action is not None:
            self.submit(action)

    # ---- language -----------------------------------------------------------------------
    def retranslate_table(self) -> None:
        self.scene.bots = [bot_label(s.kind) for s in self.session.seats]
        if self.scene.view is not None:
            self.scene.sync(self.scene.view)
