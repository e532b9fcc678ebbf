"""The Bomu table in words (desktop/widgets/accessible.TableWords): each seat's life
chips, its hand (its own cards named, the others' only counted), its card of this
round (named once revealed, or the seat's own), and the middle. From a seat's view
only: what it may not see is never named."""
from __future__ import annotations

from engine.bomu.state import BomuView
from desktop.i18n import listing, translate

FACES = {"bomb": "bomb", "ignition": "ignition", "card": "card", "blank": "blank", "both": "bomb+ignition"}


def _seat(view: BomuView, s: int, names: list[str]) -> tuple[str, list[str]]:
    if not view.alive[s]:
        return translate("BomuWords", "%1: out of the game").replace("%1", names[s]), []
    lives, cards = view.lives[s], view.hand_sizes[s]
    head = translate("BomuWords", "%1: %n life chip(s)", None, lives).replace("%1", names[s])
    if view.seat == s:
        lines = [translate("BomuWords", "Your hand: %1").replace("%1", " ".join(view.hand) or "—")]
    else:
        lines = [translate("BomuWords", "%n card(s) in hand", None, cards)]
    if view.table[s] is not None:
        lines.append(translate("BomuWords", "Revealed: %1").replace("%1", view.table[s]))
    elif view.seat == s and view.own_pick is not None:
        lines.append(translate("BomuWords", "Your card face down: %1").replace("%1", view.own_pick))
    elif view.picked[s]:
        lines.append(translate("BomuWords", "A card face down"))
    if s in view.handlers:
        lines.append(translate("BomuWords", "Handles the bomb"))
    if s in view.to_act:
        lines.append(translate("BomuWords", "To act"))
    return head, lines


def rows(view: BomuView, names: list[str]) -> list[tuple[str, list[str]]]:
    dice, deck, hidden = view.dice, view.deck_size, view.used_hidden_size
    middle = [translate("BomuWords", "%n bomb dice", None, dice)]
    if view.red:
        middle.append(translate("BomuWords", "The red die joins this round"))
    middle.append(translate("BomuWords", "Draw pile: %n card(s)", None, deck))
    middle.append(translate("BomuWords", "Used cards face up: %1").replace("%1", " ".join(view.used_public) or "—"))
    if view.used_hidden_size:
        middle.append(translate("BomuWords", "Used cards face down: %n", None, hidden))
    if view.last_roll and view.last_roller is not None:
        middle.append(translate("BomuWords", "%1's last roll: %2").replace("%1", names[view.last_roller])
                      .replace("%2", listing(translate("Bomu", FACES.get(f, f)) for f in view.last_roll)))
    return [(translate("BomuWords", "Round %1").replace("%1", str(view.round_no)), middle),
            *(_seat(view, s, names) for s in range(view.players))]
