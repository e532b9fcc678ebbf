"""The Bomu game screen: the table and the controls of the seat at the screen (the
shared flow, log, hand-off and end screens are in desktop/games/table.py)."""
from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut

from engine.bomu import data as D
from engine.bomu.actions import Discard, Play, Roll, TakeCards, TakeLife, UseSafe
from engine.bomu.odds import roll_odds
from engine.core.event import Event
from desktop.games.bomu.scene import BomuScene
from desktop.games.bomu import log_lines
from desktop.games.bomu.texts import private_line
from desktop.games.table import GameTable, bot_label
from desktop.i18n import listing, translate

BUTTONS = ("play", "safe", "roll", "draw", "life", "discard")


class BomuTable(GameTable):
    def make_scene(self) -> BomuScene:
        scene = BomuScene(self.names, [bot_label(s.kind) for s in self.session.seats], self.queue,
                          self.sound)
        scene.card_clicked.connect(self._card_clicked)
        return scene

    def build_controls(self) -> None:
        self.buttons = self.add_buttons(BUTTONS)
        for k in "012345678":
            QShortcut(QKeySequence(k), self, activated=lambda k=k: self._key_card(k))
        for key, shortcut in (("safe", "S"), ("roll", "R"), ("draw", "D"), ("life", "L")):
            QShortcut(QKeySequence(shortcut), self, activated=lambda key=key: self._pressed(key))

    # ---- the keyboard (desktop/games/focus.py) --------------------------------------------
    def focus_items(self) -> list:
        return [item for item in self.scene.hand if item.clickable]

    def activate_item(self, item) -> None:
        self._card_clicked(item)

    def confirm_button(self) -> QPushButton | None:
        return next((self.buttons[k] for k in ("play", "discard")
                     if self.buttons[k].isVisible() and self.buttons[k].isEnabled()), None)

    def cancel_selection(self) -> None:
        """Esc: the raised cards go back down."""
        if self.acting is not None and self.scene.selected:
            self.scene.selected.clear()
            self.show_controls(self.acting)

    def describe(self, events: list[Event], names: list[str]):
        return log_lines.tell(events, names)

    def joins(self, events: list[Event], e: Event) -> bool:
        return log_lines.joins(events, e)

    def private_line(self, event: Event) -> str | None:
        return private_line(event)

    def table_words(self, view) -> list[tuple[str, list[str]]]:
        from desktop.games.bomu.words import rows
        return rows(view, self.names)

    # ---- out of the game: skip to the result (~2 minutes of bots) -------------------------
    def out_of_play(self) -> bool:
        view = self.session.view(None)
        return not any(view.alive[h] for h in self.session.humans)

    # ---- the end ------------------------------------------------------------------------
    def present_end(self) -> None:
        if self.outcome.winners:
            winner = min(self.outcome.winners)
            # the one person at the screen is told "you" (the tutorial's "Player wins!" read oddly)
            title = (translate("Bomu", "You win!") if self.session.humans == [winner]
                     else translate("Bomu", "%1 wins!").replace("%1", self.names[winner]))
            detail = translate("Bomu", "The last one standing after %1 rounds.").replace(
                "%1", str(self.session.view(None).round_no))
        else:
            title = translate("Bomu", "Everybody loses")
            detail = translate("Bomu", "The last players went out in the same round.")
        lines = [detail, "", translate("Bomu", "Where everyone finished:")]
        for place, seats, out_round in standings(self.session.record, self.outcome.winners):
            who = listing(self.end_name(s) for s in seats)
            lines.append(translate("Bomu", "%1. %2").replace("%1", str(place)).replace("%2", who) if out_round is None
                         else translate("Bomu", "%1. %2 (out in round %3)").replace("%1", str(place))
                         .replace("%2", who).replace("%3", str(out_round)))
        self.end.present(title, "\n".join(lines))

    def make_review(self):
        from desktop.games.bomu.review import BomuReview
        return BomuReview(self.session.record, self.names, self)

    # ---- the controls of the seat at the screen -------------------------------------
    def show_controls(self, seat: int) -> None:
        v = self.session.view(seat)
        # asked again for the same decision (another seat moved meanwhile): the cards
        # this seat has raised stay raised
        kept = self.scene.selected_cards() if (seat, v.phase) == (self.acting, self._phase) else []
        self.acting, self._phase = seat, v.phase
        self.scene.selected.clear()
        # a public decision in hot-seat (public_decision): the table as everyone sees it
        self.scene.sync(v if self.viewer == seat else self.session.view(None))
        for card in kept:
            i = next((i for i, item in enumerate(self.scene.hand) if item.isVisible()
                      and item.card == card and i not in self.scene.selected), None)
            if i is not None:
                self.scene.selected.add(i)
        if kept:
            self.scene.sync(v)
        for b in self.buttons.values():
            b.hide()
        name = self.names[seat]
        if v.phase == "pick":
            self.scene.set_hand_clickable({c for c in v.hand if c != D.SAFE})
            self.prompt.setText(translate("Bomu", "%1, choose a card to put face down (SAFE can not be played). "
                                          "Click a card, then “Put face down”.").replace("%1", name))
            self.buttons["play"].show()
        elif v.phase == "safe":
            odds = roll_odds(v.dice, v.red, v.lives[seat])
            self.scene.set_hand_clickable(None)
            self.prompt.setText(translate("Bomu", "%1, you must handle the bomb. Use SAFE to succeed without rolling, "
                                          "or roll the dice (explosion chance %2%).").replace("%1", name)
                                .replace("%2", f"{odds.p_explosion * 100:.0f}"))
            self.buttons["safe"].show()
            self.buttons["roll"].show()
        elif v.phase == "bonus":
            self.scene.set_hand_clickable(None)
            self.prompt.setText(translate("Bomu", "%1, %2 card marks! Draw %2 cards, or draw nothing and take a life chip.")
                                .replace("%1", name).replace("%2", str(v.bonus_marks)))
            self.buttons["draw"].show()
            self.buttons["life"].show()
        elif v.phase == "discard":
            k = len(v.hand) - D.HAND_AFTER_EXPLOSION
            self.scene.set_hand_clickable({c for c in v.hand if c != D.ZERO})
            self.prompt.setText(translate("Bomu", "%1, discard %n card(s) face down, down to 4 (never the “0”).",
                                          None, k).replace("%1", name))
            self.buttons["discard"].show()
        self._refresh_buttons()

    _phase: str | None = None            # the phase the controls were shown for

    def public_decision(self, seat: int) -> bool:
        # using SAFE or rolling needs no card of the hand: no hand-off cover for it
        return self.session.view(seat).phase == "safe"

    def hide_controls(self) -> None:
        self._phase = None
        for b in self.buttons.values():
            b.hide()
        self.scene.selected.clear()
        self.scene.set_hand_clickable(None)

    def _refresh_buttons(self) -> None:
        v = self.session.view(self.acting) if self.acting is not None else None
        chosen = self.scene.selected_cards()
        self.buttons["play"].setEnabled(len(chosen) == 1)
        self.buttons["play"].setText(translate("Bomu", "Put “%1” face down").replace("%1", chosen[0])
                                     if len(chosen) == 1 else translate("Bomu", "Put face down"))
        if v is not None and v.phase == "discard":
            k = len(v.hand) - D.HAND_AFTER_EXPLOSION
            self.buttons["discard"].setEnabled(len(chosen) == k)
            self.buttons["discard"].setText(translate("Bomu", "Discard %1/%2").replace("%1", str(len(chosen)))
                                            .replace("%2", str(k)))
        if v is not None and v.phase == "bonus":
            self.buttons["draw"].setText(translate("Bomu", "Draw %1 cards").replace("%1", str(v.bonus_marks)))

    def _card_clicked(self, item) -> None:
        if self.acting is None:
            return
        v = self.session.view(self.acting)
        self.scene.toggle_selected(item, single=v.phase == "pick")
        self.scene.set_hand_clickable({c for c in v.hand if c != (D.SAFE if v.phase == "pick" else D.ZERO)})
        self._refresh_buttons()

    def _key_card(self, card: str) -> None:
        if self.acting is None:
            return
        pick = self.session.view(self.acting).phase == "pick"
        for idx, item in enumerate(self.scene.hand):
            if item.isVisible() and item.card == card and item.clickable and (pick or idx not in self.scene.selected):
                self._card_clicked(item)
                return

    def _pressed(self, key: str) -> None:
        button = self.buttons[key]
        if self.acting is None or not button.isVisible() or not button.isEnabled():
            return
        chosen = self.scene.selected_cards()
        self.submit({"play": lambda: Play(chosen[0]), "safe": UseSafe, "roll": Roll,
                     "draw": TakeCards, "life": TakeLife,
                     "discard": lambda: Discard(tuple(sorted(chosen, key=D.sort_key)))}[key]())

    # ---- language -----------------------------------------------------------------------
    def retranslate_table(self) -> None:
        self.buttons["safe"].setText(translate("Bomu", "Use SAFE (S)"))
        self.buttons["roll"].setText(translate("Bomu", "Roll the dice (R)"))
        self.buttons["life"].setText(translate("Bomu", "Take a life chip (L)"))
        self.buttons["draw"].setText(translate("Bomu", "Draw cards (D)"))
        self.scene.bots = [bot_label(s.kind) for s in self.session.seats]
        if self.scene.view is not None:
            self.scene.sync(self.scene.view)


def standings(record, winners) -> list[tuple[int, list[int], int | None]]:
    """(place, seats, the round they went out in; None for the winners), best first:
    the later a player went out the better; those out in the same round share a place.
    Read by replaying the record (the table's log may start at a resumed game)."""
    from engine.core import get_game
    from engine.core.record import start
    game = get_game(record.game)
    state = start(record)
    out_in: dict[int, int] = {}
    for seat, text in record.actions:
        round_no = state.round_no
        for e in game.apply(state, seat, game.parse_action(text)):
            if e.key == "bomu.eliminated":
                out_in[e.params["seat"]] = round_no
    rows: list[tuple[int, list[int], int | None]] = []
    if winners:
        rows.append((1, sorted(winners), None))
    for r in sorted(set(out_in.values()), reverse=True):
        rows.append((len([s for _, seats, _ in rows for s in seats]) + 1,
                     sorted(s for s, x in out_in.items() if x == r), r))
    return rows
