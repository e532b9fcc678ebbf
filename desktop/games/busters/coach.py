"""The coach (off by default, per seat): for the human seat at the screen, the exact
probability of each teammate's hidden wire from the deduction engine
(engine.busters.inference) and the move the Expert bot would make, with its chance
of success (engine.busters.bots.advise). Hidden while those are not installed."""
from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.texts import Namer, equipment_name, value_text
from desktop.i18n import translate

#: why the Expert chose its move (engine.busters.bots reason keys)
REASONS = {
    "busters.advice.only": QT_TRANSLATE_NOOP("Busters", "It is the only choice."),
    "busters.advice.resolve": QT_TRANSLATE_NOOP("Busters", "It gives the table the least useful information."),
    "busters.advice.walkie": QT_TRANSLATE_NOOP("Busters", "It is the wire your teammate can use best."),
    "busters.advice.setup_info": QT_TRANSLATE_NOOP("Busters", "This token tells your teammates the most."),
    "busters.advice.pass": QT_TRANSLATE_NOOP("Busters", "No card helps now."),
    "busters.advice.rewinder": QT_TRANSLATE_NOOP("Busters", "The dial has moved: win a space back."),
    "busters.advice.batteries": QT_TRANSLATE_NOOP("Busters", "A used Double Detector can be recharged."),
    "busters.advice.postit": QT_TRANSLATE_NOOP("Busters", "This token tells your teammates the most."),
    "busters.advice.reveal": QT_TRANSLATE_NOOP("Busters", "Only red wires are left."),
    "busters.advice.solo": QT_TRANSLATE_NOOP("Busters", "You hold every remaining wire of this value."),
    "busters.advice.sure_dual": QT_TRANSLATE_NOOP("Busters", "This wire is certain."),
    "busters.advice.best_odds": QT_TRANSLATE_NOOP("Busters", "The best chance, weighed against red wires and the dial."),
    "busters.advice.radar": QT_TRANSLATE_NOOP("Busters", "The radar's answers make the next cut safer."),
    "busters.advice.stabilizer": QT_TRANSLATE_NOOP("Busters", "A risky cut: the Stabilizer makes a failure harmless."),
    "busters.advice.detector": QT_TRANSLATE_NOOP("Busters", "Pointing at several wires beats any single cut."),
    "busters.advice.xray": QT_TRANSLATE_NOOP("Busters", "Two values on one wire beat any single cut."),
    "busters.advice.point": QT_TRANSLATE_NOOP("Busters", "These wires give the best chance."),
    "busters.advice.own_cut": QT_TRANSLATE_NOOP("Busters", "Cut the copy that tells the table the most."),
}

_cache: dict[Any, Any] = {}


def _modules():
    try:
        inference = importlib.import_module("engine.busters.inference")
        bots = importlib.import_module("engine.busters.bots")
    except ImportError:
        return None
    if not (hasattr(inference, "wire_distributions") and hasattr(inference, "collapse")
            and hasattr(bots, "advise")):
        return None
    return inference, bots


def available() -> bool:
    return _modules() is not None


def _key(view) -> tuple:
    return (view.seat, view.turn_no, view.phase, len(view.history), view.stands)


def distributions(view) -> dict[tuple[int, int, int], dict[str, float]]:
    """{addr: {"1".."12", "YELLOW", "RED": probability}} for every hidden wire of a
    teammate, exactly as the deduction engine gives them."""
    mods = _modules()
    if mods is None:
        return {}
    key = ("dist", _key(view))
    if key not in _cache:
        inference, _ = mods
        raw = inference.wire_distributions(view)
        _cache.clear()
        _cache[key] = {tuple(a): inference.collapse(d) for a, d in raw.items() if a[0] != view.seat}
    return _cache[key]


def _label(value: str) -> str:
    return value_text({"YELLOW": "Y", "RED": "R"}.get(value, value))


def wire_labels(view) -> dict[tuple[int, int, int], tuple[str, str]]:
    """Per hidden teammate wire: a short label ("7 · 62%") and a tooltip line with
    every value it may be."""
    out = {}
    for addr, dist in distributions(view).items():
        ranked = sorted(dist.items(), key=lambda kv: -kv[1])
        ranked = [(v, p) for v, p in ranked if p > 0]
        if not ranked:
            continue
        best, p = ranked[0]
        tip = translate("Busters", "Coach: %1").replace(
            "%1", ", ".join(f"{_label(v)} {q * 100:.0f}%" for v, q in ranked[:6]))
        short = {"YELLOW": "▲", "RED": "✖"}.get(best, best)      # the tiles' own marks
        out[addr] = (f"{short} · {p * 100:.0f}%", tip)
    return out


def advise(view, legal: list, namer: Namer) -> str:
    """The Expert's move for this seat, in words, with its chance of success."""
    mods = _modules()
    if mods is None or not legal:
        return ""
    _, bots = mods
    key = ("advice", _key(view), tuple(str(a) for a in legal))
    if key not in _cache:
        _cache[key] = bots.advise(view, legal)
    advice = _cache[key]
    text = describe(advice.action, namer)
    line = translate("Busters", "The Expert would: %1 (chance of success %2%).").replace("%1", text) \
        .replace("%2", f"{advice.success * 100:.0f}")
    if advice.reason in REASONS:
        line += "\n" + translate("Busters", REASONS[advice.reason])
    return line


def suggested(view, legal: list) -> set:
    """The wires the Expert's move points at (marked on the table)."""
    mods = _modules()
    if mods is None or not legal:
        return set()
    key = ("advice", _key(view), tuple(str(a) for a in legal))
    if key not in _cache:
        _cache[key] = mods[1].advise(view, legal)
    action = _cache[key].action
    addr = getattr(action, "addr", None)
    if addr is not None and len(addr) == 3:
        return {tuple(addr)}
    plan = _cache[key].params.get("points") if _cache[key].params else None
    return {tuple(a) for a in plan} if plan else set()


def describe(action, namer: Namer) -> str:
    from engine.busters.actions import Announce, Choose, Dual, Give, Info, Own, Pass, Point, Reveal, Solo, Use
    if isinstance(action, Dual):
        return translate("Busters", "point at %1 and say “%2”").replace("%1", namer.wire(action.addr)) \
            .replace("%2", value_text(action.value))
    if isinstance(action, Solo):
        return translate("Busters", "Solo Cut of %1").replace("%1", value_text(action.value))
    if isinstance(action, Reveal):
        return translate("Busters", "reveal the red wires")
    if isinstance(action, Use):
        return translate("Busters", "use %1").replace("%1", equipment_name(action.name))
    if isinstance(action, Pass):
        return translate("Busters", "pass")
    if isinstance(action, Announce):
        return translate("Busters", "say “%1”").replace("%1", " / ".join(value_text(v) for v in action.values))
    if isinstance(action, Point):
        if len(action.addr) == 2:
            return translate("Busters", "point at %1").replace("%1", namer.stand(action.addr[0], action.addr[1]))
        return translate("Busters", "point at %1").replace("%1", namer.wire(action.addr))
    if isinstance(action, (Choose, Own, Give, Info)):
        return translate("Busters", "choose %1").replace("%1", namer.wire(action.addr))
    return str(action)
