"""The Bomb Busters table in words (desktop/widgets/accessible.TableWords): each
seat's stands, wire by wire as that seat's view shows them (a wire it may not see
is said to be hidden, never named), the info tokens in front of them, and the board:
the detonator, the validated values and the equipment. From a seat's view only."""
from __future__ import annotations

from engine.busters.views import BustersView
from engine.core.view import UNKNOWN
from desktop.games.busters.texts import equipment_name, value_text, wire_text
from desktop.i18n import listing, translate


def _wire(view: BustersView, slot, k: int) -> str:
    if slot.wire == UNKNOWN:
        what = translate("BustersWords", "hidden")
    else:
        what = wire_text(slot.wire)
    if slot.cut:
        what = translate("BustersWords", "%1, cut").replace("%1", what)
    line = translate("BustersWords", "Wire #%1: %2").replace("%1", str(k + 1)).replace("%2", what)
    if slot.tokens:
        line += translate("BustersWords", " (tokens: %1)").replace("%1", listing(slot.tokens))
    return line


def _seat(view: BustersView, s: int, names: list[str]) -> tuple[str, list[str]]:
    head = names[s]
    if s == view.captain:
        head = translate("BustersWords", "%1 (Captain)").replace("%1", head)
    if view.seat == s:
        head = translate("BustersWords", "%1, you").replace("%1", head)
    if s == view.active and view.phase != "over":
        head = translate("BustersWords", "%1: to play").replace("%1", head)
    stands = [st for st in view.stands if st.seat == s]
    lines = []
    for st in stands:
        if len(stands) > 1:
            lines.append(translate("BustersWords", "Stand %1").replace("%1", str(st.index + 1)))
        lines.extend(_wire(view, slot, k) for k, slot in enumerate(st.slots))
        if st.beside:
            lines.append(translate("BustersWords", "Beside the stand: %1").replace("%1", listing(st.beside)))
    return head, lines


def rows(view: BustersView, names: list[str]) -> list[tuple[str, list[str]]]:
    board = [translate("Busters", "Detonator: %1").replace("%1", str(view.detonator))]
    if view.validated:
        board.append(translate("BustersWords", "Validated values: %1").replace(
            "%1", listing(value_text(v) for v in view.validated)))
    status = {"locked": translate("BustersWords", "locked"), "ready": translate("BustersWords", "ready"),
              "used": translate("BustersWords", "used")}
    for number, name, state in view.equipment:
        board.append(translate("BustersWords", "Equipment %1, %2: %3").replace("%1", str(number))
                     .replace("%2", equipment_name(name)).replace("%3", status.get(state, state)))
    heading = translate("BustersWords", "Mission %1, turn %2").replace("%1", str(view.mission)) \
        .replace("%2", str(view.turn_no))
    return [(heading, board), *(_seat(view, s, names) for s in range(view.players))]
