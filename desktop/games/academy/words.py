"""The Bomb Squad Academy table in words (desktop/widgets/accessible.TableWords): the
bomb's four wires (exposed cards, value, trigger track and tiles), each seat's
points, action cards and tools, the hand of the seat at the screen and the tool
draft. From a seat's view only: a face-down card or tile is never named (a tile the
seat peeked at is, to that seat only)."""
from __future__ import annotations

from engine.academy import data as D
from engine.academy.state import PICK, AcademyView
from desktop.games.academy.texts import bomb_name, card_name, tool_name, wire_name
from desktop.i18n import listing, translate


def _face(face: str) -> str:
    return translate("AcademyWords", "OK") if face == D.OK else translate("AcademyWords", "BOOM")


def _tile(view: AcademyView, i: int, k: int) -> str:
    face = view.tiles[i][k]
    if face in (D.OK, D.BOOM):
        return _face(face)
    known = view.known_tiles[i]
    if known is not None and known[k] in (D.OK, D.BOOM):
        return translate("AcademyWords", "face down (you peeked: %1)").replace("%1", _face(known[k]))
    return translate("AcademyWords", "face down")


def _wire(view: AcademyView, i: int, w: str) -> list[str]:
    exposed = view.exposed[i]
    value = (exposed[-1] if exposed else 0) + sum(D.chain_mark(v) for v in exposed) \
        + sum(b for _, pw, b in view.plates if pw == w)
    lines = [translate("AcademyWords", "%1 wire: value %2; exposed cards: %3; %4 cards in its deck")
             .replace("%1", wire_name(w)).replace("%2", str(value))
             .replace("%3", listing(exposed) or "—").replace("%4", str(view.deck_sizes[i])),
             translate("AcademyWords", "%1 track: trigger on space %2; tiles: %3")
             .replace("%1", wire_name(w)).replace("%2", str(view.triggers[i]))
             .replace("%3", listing(_tile(view, i, k) for k in range(len(view.tiles[i]))))]
    if view.known_tops[i] is not None:
        lines.append(translate("AcademyWords", "Next %1 card (you peeked): %2").replace("%1", wire_name(w))
                     .replace("%2", str(view.known_tops[i])))
    if w in view.protected:
        lines.append(translate("AcademyWords", "%1 wire protected by Wait").replace("%1", wire_name(w)))
    return lines


def _seat(view: AcademyView, s: int, names: list[str]) -> tuple[str, list[str]]:
    head = translate("AcademyWords", "%1: %2 points").replace("%1", names[s]).replace("%2", str(view.scores[s]))
    lines = [translate("AcademyWords", "Action cards on the table: %1").replace(
        "%1", listing(card_name(c) for c in view.stacks[s]) or "—")]
    if view.tools[s]:
        lines.append(translate("AcademyWords", "Tools: %1").replace("%1", listing(tool_name(t) for t in view.tools[s])))
    if view.seat == s:
        lines.append(translate("AcademyWords", "Your hand: %1").replace("%1", listing(card_name(c) for c in view.hand) or "—"))
    if view.played[s] is not None:
        lines.append(translate("AcademyWords", "Played: %1").replace("%1", card_name(view.played[s])))
    elif view.stage == PICK and view.picked[s]:
        lines.append(translate("AcademyWords", "Your card face down: %1").replace("%1", card_name(view.own_pick))
                     if view.seat == s and view.own_pick else translate("AcademyWords", "A card face down"))
    if s in view.to_act:
        lines.append(translate("AcademyWords", "To act"))
    return head, lines


def rows(view: AcademyView, names: list[str]) -> list[tuple[str, list[str]]]:
    bomb = [line for i, w in enumerate(view.wires) for line in _wire(view, i, w)]
    if view.display:
        bomb.append(translate("AcademyWords", "Tool draft: %1").replace("%1", listing(tool_name(t) for t in view.display)))
    heading = translate("AcademyWords", "%1, round %2").replace("%1", bomb_name(view.bomb)).replace("%2", str(view.round_no))
    return [(heading, bomb), *(_seat(view, s, names) for s in range(view.players))]
