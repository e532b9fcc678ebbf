"""The controls of the Bomb Busters seat at the screen: what it may click (wires,
equipment), the value and tool choices, the confirmation before anything
irreversible, and the keyboard. Mixed into BustersTable (page.py)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QPushButton

from engine.busters.actions import (Announce, Choose, Dual, Give, Hire, Info, Own, Pass, Point,
                                    Reveal, Solo, Special, Use)
from engine.busters.components import DETECTORS, NEW_CHARACTERS, value_key
from desktop.games.busters import specials as sp
from desktop.games.busters.choices import describe_use
from desktop.games.busters.texts import (RULE_TIPS, EQUIPMENT_RULES, equipment_name, tr, value_text,
                                         values_text)
from desktop.i18n import listing, translate
from desktop.widgets import accessible

TOOLS = ("ddet", "triple", "super", "xray")
MANY = 8                                 # more choices of one special: a drop-down, not buttons


def equipment_rule_tip(name: str) -> str:
    return tr(EQUIPMENT_RULES[name]) if name in EQUIPMENT_RULES else ""


class ControlsMixin:
    """Needs from the table: session, names, namer, scene, prompt, error, options,
    buttons, choice_row, choice_buttons, acting, sel, and _update_coach."""

    # ---- the controls of the seat at the screen ---------------------------------------
    def _legal(self) -> list:
        return self.session.legal(self.acting) if self.acting is not None else []

    def _show_controls(self, seat: int) -> None:
        self.acting = seat
        self.sel = {}
        self.error.clear()
        self._refresh()

    def _hide_controls(self) -> None:
        self.acting = None
        self.sel = {}
        self._clear_choices()
        for b in self.buttons.values():
            b.hide()
        self.options.hide()
        self.prompt.setText(translate("Busters", "Waiting…") if self.outcome is None else "")
        self.scene.set_marks(set(), set())

    def _clear_choices(self) -> None:
        for b in self.choice_buttons.values():
            self.choice_row.removeWidget(b)
            b.hide()                     # gone now: deleteLater waits for the event loop
            b.deleteLater()
        self.choice_buttons = {}

    def _choice(self, key: str, text: str, slot, tip: str = "", checked: bool = False) -> None:
        b = QPushButton(text)            # as wide as its caption (the row wraps: page.py)
        b.setObjectName(f"choice_{key}")
        b.setToolTip(tip)
        if accessible.symbolic(text):    # a value alone ("7") says nothing by ear
            accessible.name(b, translate("Busters", "Value %1").replace("%1", text))
        if checked:
            b.setStyleSheet("background: #2f9e44;")
        b.clicked.connect(lambda _=False: slot())
        self.choice_row.addWidget(b)
        b.show()
        self.choice_buttons[key] = b

    def _stage(self, actions: list, say: Callable[[], str]) -> None:
        """An action is chosen: show what it does (`say()`, asked again when the
        language is switched) and wait for the confirmation."""
        self.sel["pending"] = actions
        self.sel["pending_say"] = say
        self.error.clear()
        self._refresh()

    def _refresh(self) -> None:
        seat = self.acting
        if seat is None:
            return
        legal = self._legal()
        if not legal:
            self._hide_controls()
            return
        v = self.session.view(seat)
        self._clear_choices()
        self.options.hide()
        for b in self.buttons.values():
            b.hide()
        clickable: set = set()
        selected: set = set()
        name = self.names[seat]
        pending = self.sel.get("pending")
        if pending and not self._still_legal(pending, legal):
            self.sel = {}
            pending = None
        if pending:
            self.prompt.setText(self.sel["pending_say"]())
            self.buttons["confirm"].show()
            self.buttons["cancel"].show()
            for a in pending:
                for addr in self._addrs_of(a):
                    selected.add(("wire", addr))
            if not self.sel.get("tools"):     # another wire may be picked instead, without Cancel
                clickable = {("wire", a.addr) for a in legal if isinstance(a, (Dual, Info, Choose, Own))}
            self.scene.set_marks(clickable, selected)
            self._update_coach(v, legal)
            return
        phase = v.phase
        if phase == "characters":
            self.prompt.setText(translate("Busters", "%1, rule sticker B: keep your character, or take a new one (before the wires are dealt).").replace("%1", name))
            for a in legal:
                if not isinstance(a, Hire):
                    continue
                personal = "ddet" if a.character == "keep" else NEW_CHARACTERS[a.character]
                self._choice(f"hire_{a.character}", self._hire_label(a.character),
                             lambda a=a: self._stage([a], lambda: translate("Busters", "%1?").replace(
                                 "%1", self._hire_label(a.character))),
                             equipment_rule_tip(personal))
        elif phase == "setup_info":
            clickable = {("wire", a.addr) for a in legal if isinstance(a, Info)}
            self.prompt.setText(translate("Busters", "%1, put your setup info token in front of one of your blue wires: click the wire.").replace("%1", name))
        elif phase == "turn" and seat == v.active:
            clickable, selected = self._turn_controls(v, legal, name)
        elif phase == "turn":
            self.prompt.setText(translate("Busters", "%1 is playing. %2, you may use an equipment card now, or pass.")
                                .replace("%1", self.names[v.active]).replace("%2", name))
            clickable = self._equipment_marks(legal)
            # optional, not a duty: a modest button that says so, beside the cards
            self._choice("pass", translate("Busters", "No equipment now (P)"), lambda: self._submit([Pass()]),
                         translate("Busters", "Let %1 play on. You may still use an equipment card later, "
                                              "whenever one may be used.").replace("%1", self.names[v.active]))
            clickable |= self._special_controls(v, self._specials(legal), None)
        elif phase == "declare":
            clickable, selected = self._declare_controls(v, legal, name)
        elif phase == "resolve":
            clickable = {("wire", a.addr) for a in legal if isinstance(a, Choose)}
            if v.declaration and v.declaration[3]:
                self.prompt.setText(translate("Busters", "%1, the cut succeeded: choose which of your pointed wires is cut (nobody learns whether several matched).").replace("%1", name))
            else:
                self.prompt.setText(translate("Busters", "%1, nothing matched: choose which pointed wire gets the info token (never a red one).").replace("%1", name))
        elif phase == "own_cut":
            owns = [a for a in legal if isinstance(a, Own)]
            if len(owns) == 1:
                # nothing to choose: the one wire of that value is cut with it
                QTimer.singleShot(0, self, lambda: self._submit(owns) if self.acting == seat else None)
                self.prompt.setText(translate("Busters", "Right! %1 cuts their matching wire.").replace("%1", name))
                self.scene.set_marks(set(), set())
                return
            clickable = {("wire", a.addr) for a in owns}
            self.prompt.setText(translate("Busters", "Right! %1, click the wire of yours you cut with it.").replace("%1", name))
        elif phase == "walkie":
            clickable = {("wire", a.addr) for a in legal if isinstance(a, Give)}
            self.prompt.setText(translate("Busters", "Walkie-Talkies: %1, click the wire you give back.").replace("%1", name))
        else:
            specials = self._specials(legal)
            self.prompt.setText(sp.prompt(v.mission, specials, name))
            clickable = self._special_controls(v, specials, self.sel.get("target"))
        if self.sel.get("target"):
            selected.add(("wire", self.sel["target"]))
        self.scene.set_marks(clickable, selected)
        self._update_coach(v, legal)

    def _turn_controls(self, v, legal, name) -> tuple[set, set]:
        tools = self.sel.get("tools", [])
        if tools:
            return self._tool_controls(v, legal, name, tools)
        duals = [a for a in legal if isinstance(a, Dual)]
        clickable = {("wire", a.addr) for a in duals}
        clickable |= self._equipment_marks(legal)
        clickable |= {("wire", sp.wire_arg(v.mission, a)) for a in self._specials(legal)
                      if sp.wire_arg(v.mission, a) is not None}
        target = self.sel.get("target")
        if target is not None and ("wire", target) not in clickable:
            target = self.sel["target"] = None
        if target is None and not duals and self._specials(legal):
            self.prompt.setText(sp.prompt(v.mission, self._specials(legal), name))
        elif target is None:
            self.prompt.setText(sp.turn_prompt(v.mission, self._specials(legal), name) or translate(
                "Busters", "%1, your turn: click a teammate's wire to cut it, or choose another action.").replace("%1", name))
        elif not any(a.addr == target for a in duals):
            self.prompt.setText(translate("Busters", "%1: choose what to do with this wire.").replace("%1", self.namer.wire(target)))
        else:
            self.prompt.setText(translate("Busters", "%1: which value is it? Pick one you hold.").replace("%1", self.namer.wire(target)))
            for a in duals:
                if a.addr == target:
                    self._choice(f"val_{a.value}", value_text(a.value),
                                 lambda a=a: self._stage([a], lambda: self._confirm_dual(a)), tr(RULE_TIPS["dual"]))
        for a in legal:
            if isinstance(a, Solo):
                self._choice(f"solo_{a.value}", translate("Busters", "Solo Cut: %1 (S)").replace("%1", value_text(a.value)),
                             lambda a=a: self._stage([a], lambda: translate("Busters", "Solo Cut every remaining %1 in your hand? This can not be undone.")
                                                     .replace("%1", value_text(a.value))), tr(RULE_TIPS["solo"]))
            elif isinstance(a, Reveal):
                self._choice("reveal", translate("Busters", "Reveal your red wires (R)"),
                             lambda a=a: self._stage([a], lambda: translate("Busters", "Reveal your red wires? You take no more actions this mission.")),
                             tr(RULE_TIPS["reveal"]))
        if Use("ddet") in legal:
            self._choice("ddet", translate("Busters", "Double Detector (D)"), lambda: self._toggle_tool("ddet"),
                         tr(EQUIPMENT_RULES["ddet"]))
        clickable |= self._special_controls(v, self._specials(legal), target)
        return clickable, set()

    def _tool_controls(self, v, legal, name, tools) -> tuple[set, set]:
        det = next((t for t in tools if t in DETECTORS), None)
        need = DETECTORS[det] if det else 1
        points: list = self.sel.setdefault("points", [])
        targets = {a.addr for a in legal if isinstance(a, Dual)}
        if det:
            own = {a.value for a in legal if isinstance(a, Dual) and a.value != "Y"}
        else:
            own = {a.value for a in legal if isinstance(a, Dual)}
        if points:
            stand = points[0][:2]
            targets = {a for a in targets if a[:2] == stand}
        clickable = {("wire", a) for a in targets}
        selected = {("wire", a) for a in points}
        names = listing(equipment_name(t) for t in tools)
        full = (det == "super" and points) or (det != "super" and len(points) >= need)
        values: list = self.sel.setdefault("values", [])
        want = 2 if "xray" in tools else 1
        if not full:
            if det == "super":
                msg = translate("Busters", "%1: click any wire of the teammate's stand to point at the whole stand.")
            else:
                msg = translate("Busters", "%1: point at %n wire(s) on one teammate's stand (%2 chosen).",
                                None, need).replace("%2", str(len(points)))
            self.prompt.setText(msg.replace("%1", names))
        else:
            self.prompt.setText(translate("Busters", "%1: now state %n value(s) you hold.", None, want)
                                .replace("%1", names))
            for val in sorted(own, key=value_key):
                self._choice(f"val_{val}", value_text(val), lambda val=val: self._pick_value(val, want),
                             checked=val in values)
        for t in (x for x in TOOLS if Use(x) in legal and x not in tools):
            if t in DETECTORS and det:
                continue
            if t == "ddet":
                self._choice("ddet", translate("Busters", "Double Detector (D)"), lambda: self._toggle_tool("ddet"),
                             tr(EQUIPMENT_RULES["ddet"]))
        self._choice("cancel_tools", translate("Busters", "Put the tools away"), self._cancel_tools)
        clickable |= {("equip", t) for t in TOOLS if Use(t) in legal and t != "ddet" and (t not in DETECTORS or not det or t in tools)}
        return clickable, selected | {("equip", t) for t in tools}

    def _pick_value(self, val, want: int) -> None:
        values = self.sel.setdefault("values", [])
        if val in values:
            values.remove(val)
        else:
            values.append(val)
            del values[:-want]
        if len(values) == want:
            tools = self.sel["tools"]
            points = sorted(self.sel["points"])
            det = next((t for t in tools if t in DETECTORS), None)
            acts: list = [Use(t) for t in tools]
            acts += [Point(points[0][:2])] if det == "super" else [Point(a) for a in points]
            vals = tuple(sorted(values, key=value_key))
            acts.append(Announce(vals))

            def say(tools=tuple(tools)) -> str:
                where = (self.namer.stand(points[0][0], points[0][1]) if det == "super"
                         else listing(self.namer.wire(a) for a in points))
                return translate("Busters", "Use %1 on %2 and say “%3”? The equipment is spent and the cut can not be undone.") \
                    .replace("%1", listing(equipment_name(t) for t in tools)).replace("%2", where) \
                    .replace("%3", values_text(vals))
            self._stage(acts, say)
            return
        self._refresh()

    def _toggle_tool(self, tool: str) -> None:
        tools = self.sel.setdefault("tools", [])
        if tool in tools:
            tools.remove(tool)
        else:
            if tool in DETECTORS:
                tools[:] = [t for t in tools if t not in DETECTORS]
            tools.append(tool)
        self.sel["points"], self.sel["values"], self.sel["target"] = [], [], None
        if not tools:
            self.sel.pop("tools")
        self._refresh()

    def _cancel_tools(self) -> None:
        self.sel = {}
        self._refresh()

    def _declare_controls(self, v, legal, name) -> tuple[set, set]:
        """A declaration already under way (tools spent): point, then announce."""
        clickable = set()
        for a in legal:
            if isinstance(a, Point):
                if len(a.addr) == 3:
                    clickable.add(("wire", a.addr))
                else:
                    clickable |= {("wire", (a.addr[0], a.addr[1], i)) for i, sl in enumerate(
                        next(st for st in v.stands if (st.seat, st.index) == a.addr).slots) if not sl.cut}
            elif isinstance(a, Announce):
                self._choice("ann_" + "_".join(map(str, a.values)), values_text(a.values),
                             lambda a=a: self._stage([a], lambda: translate("Busters", "Say “%1”? The cut can not be undone.")
                                                     .replace("%1", values_text(a.values))))
            elif isinstance(a, Use):
                self._choice(a.name, equipment_name(a.name), lambda a=a: self._submit([a]), equipment_rule_tip(a.name))
        self.prompt.setText(translate("Busters", "%1, point at the wires for your tools, then state the value.").replace("%1", name))
        selected = {("wire", tuple(a)) for a in (v.declaration[1] if v.declaration else ())}
        return clickable, selected

    # ---- the mission's own actions ---------------------------------------------------------
    @staticmethod
    def _specials(legal: list) -> list:
        # a clock runs out by itself (the table reports it): never a button
        return [a for a in legal if isinstance(a, Special) and a.name != "timeout"]

    def _special_controls(self, v, specials: list, target) -> set:
        """A button for each special with no wire to point at; the wires the others
        point at become clickable, and the specials of the clicked wire get buttons."""
        clickable = set()
        many = [a for a in specials if sp.wire_arg(v.mission, a) is None
                and sum(b.name == a.name for b in specials) > MANY]
        if many:                          # a long list (pairs of cards): one drop-down
            name = many[0].name
            # beside the turn's cut (mission 34's guess) nothing is picked for the player,
            # and what is picked is asked about before it is done, as a button's would be
            optional = any(not isinstance(a, Special) for a in self._legal())
            self._show_options([a for a in many if a.name == name],
                               lambda a: sp.label(v.mission, a, self.names, self.namer),
                               ask=lambda a: sp.confirm(v.mission, a, self.names, self.namer),
                               preset=not optional)
            self.options.setToolTip(sp.tip(v.mission, many[0]))
        for a in specials:
            addr = sp.wire_arg(v.mission, a)
            if addr is not None:
                clickable.add(("wire", addr))
                if addr != target:
                    continue
            if many and a.name == many[0].name:
                continue
            text = sp.label(v.mission, a, self.names, self.namer)
            self._choice(f"special_{a.name}_{'_'.join(a.args)}", text,
                         lambda a=a: self._stage([a], lambda: sp.confirm(v.mission, a, self.names, self.namer)),
                         sp.tip(v.mission, a))
        return clickable

    def _equipment_marks(self, legal) -> set:
        return {("equip", a.name) for a in legal if isinstance(a, Use) and a.name != "ddet"}

    def _show_options(self, actions: list, describe, ask=None, preset: bool = True) -> None:
        """A drop-down of `actions`; Confirm does the one chosen, or first asks
        `ask(action)` (a mission's own action). Without `preset` none is chosen yet."""
        self.options.clear()
        for a in actions:
            self.options.addItem(describe(a), str(a))
        self.options.setPlaceholderText(translate("Busters", "Choose…"))
        if not preset:
            self.options.setCurrentIndex(-1)
        self.options.show()
        self.sel["options"] = actions
        self.sel["options_ask"] = ask
        self.buttons["confirm"].show()
        self.buttons["cancel"].show()

    @staticmethod
    def _hire_label(character: str) -> str:
        """Rule sticker B's choice: keep the Double Detector, or a new character's."""
        personal = "ddet" if character == "keep" else NEW_CHARACTERS[character]
        return (translate("Busters", "Keep: %1") if character == "keep"
                else translate("Busters", "New character: %1")).replace("%1", equipment_name(personal))

    def _confirm_dual(self, a: Dual) -> str:
        return translate("Busters", "Cut %1 as “%2”? If it is wrong the detonator advances (a red wire explodes the bomb). This can not be undone.") \
            .replace("%1", self.namer.wire(a.addr)).replace("%2", value_text(a.value))

    @staticmethod
    def _addrs_of(a) -> list:
        if isinstance(a, (Dual, Info, Choose, Own, Give)):
            return [a.addr]
        if isinstance(a, Point) and len(a.addr) == 3:
            return [a.addr]
        return []

    @staticmethod
    def _still_legal(pending: list, legal: list) -> bool:
        return pending[0] in legal

    # ---- clicks and keys -----------------------------------------------------------------
    def _clicked(self, key) -> None:
        if key == ("mission",):
            self.open_mission_card()
            return
        if self.acting is None or key not in self.scene.clickable:
            return
        self.error.clear()
        if self.sel.get("pending"):
            self.sel.pop("pending")
        legal = self._legal()
        v = self.session.view(self.acting)
        kind = key[0]
        if kind == "equip":
            self._equipment_clicked(key[1], legal, v)
            return
        addr = tuple(key[1])
        if v.phase == "setup_info":
            a = Info(addr)
            self._stage([a], lambda: translate("Busters", "Put your info token “%1” in front of %2?")
                        .replace("%1", self._own_value(v, addr)).replace("%2", self.namer.wire(addr)))
        elif v.phase == "turn" and self.sel.get("tools"):
            points = self.sel.setdefault("points", [])
            det = next((t for t in self.sel["tools"] if t in DETECTORS), None)
            if det == "super":
                self.sel["points"] = [addr]
            elif addr in points:
                points.remove(addr)
            else:
                need = DETECTORS[det] if det else 1
                if len(points) >= need:
                    points.pop(0)
                points.append(addr)
            self.sel["values"] = []
            self._refresh()
        elif v.phase == "turn":
            self.sel["target"] = None if self.sel.get("target") == addr else addr
            self._refresh()
        elif v.phase == "declare":
            point = next((a for a in legal if isinstance(a, Point) and (a.addr == addr or a.addr == addr[:2])), None)
            if point is not None:
                self._submit([point])
        elif v.phase == "resolve":
            a = Choose(addr)
            succeeded = bool(v.declaration and v.declaration[3])
            self._stage([a], lambda: (translate("Busters", "Cut %1?") if succeeded else translate(
                "Busters", "Put the info token in front of %1?")).replace("%1", self.namer.wire(addr)))
        elif v.phase == "own_cut":
            self._stage([Own(addr)], lambda: translate("Busters", "Cut your %1 (%2)?").replace("%1", self.namer.wire(addr))
                        .replace("%2", self._own_value(v, addr)))
        elif v.phase == "mission":
            chosen = [a for a in self._specials(legal) if sp.wire_arg(v.mission, a) == addr]
            if len(chosen) == 1:
                self._stage(chosen, lambda: sp.confirm(v.mission, chosen[0], self.names, self.namer))
            else:
                self.sel["target"] = addr
                self._refresh()
        elif v.phase == "walkie":
            self._stage([Give(addr)], lambda: translate("Busters", "Give %1 (%2)?").replace("%1", self.namer.wire(addr))
                        .replace("%2", self._own_value(v, addr)))

    def _own_value(self, v, addr) -> str:
        st = next(s for s in v.stands if (s.seat, s.index) == tuple(addr[:2]))
        return st.slots[addr[2]].wire

    def _equipment_clicked(self, name: str, legal: list, v) -> None:
        uses = [a for a in legal if isinstance(a, Use) and a.name == name]
        if not uses:
            return
        if name in TOOLS and v.phase == "turn" and v.active == self.acting:
            self._toggle_tool(name)
            return
        if len(uses) == 1 and not uses[0].args:
            self._stage(uses, lambda: translate("Busters", "Use %1? %2").replace("%1", equipment_name(name))
                        .replace("%2", tr(EQUIPMENT_RULES[name])))
            return
        self.sel["equip"] = name
        self.prompt.setText(translate("Busters", "%1: choose how to use it, then confirm.").replace("%1", equipment_name(name)))
        self._clear_choices()
        self._show_options(uses, lambda a: describe_use(a, v, self.names, self.namer))

    def _submit(self, actions: list) -> None:
        seat = self.acting
        if seat is None:
            return
        self._hide()                       # the table's: controls, coach, "Waiting for…"
        for a in actions:
            if a not in self.session.legal(seat):
                break                      # the situation changed; the controls come back
            if not self.session.submit(seat, a):
                break

    def _pressed(self, key: str) -> None:
        button = self.buttons[key]
        if self.acting is None:
            return
        if key == "cancel":                     # Esc: drop whatever is selected
            self.sel = {}
            self._refresh()
            return
        if not button.isVisible():
            return
        if self.sel.get("pending"):
            self._submit(self.sel["pending"])
        elif self.sel.get("options") and self.options.isVisible():
            index = self.options.currentIndex()
            if index < 0:
                self.error.setText(translate("Busters", "Choose one in the list first."))
                return
            chosen = self.sel["options"][index]
            ask = self.sel.get("options_ask")
            if ask is not None:
                self._stage([chosen], lambda: ask(chosen))
            else:
                self._submit([chosen])

    def _key_value(self, value) -> None:
        key = f"val_{value}"
        if key in self.choice_buttons:
            self.choice_buttons[key].click()

    def _key_button(self, key: str) -> None:
        if key == "solo":
            key = next((k for k in self.choice_buttons if k.startswith("solo_")), key)
        if key in self.choice_buttons:
            self.choice_buttons[key].click()
