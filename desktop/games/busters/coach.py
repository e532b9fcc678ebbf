"""The coach (off by default, per seat): for the human seat at the screen, the exact
probability of each teammate's hidden wire from the deduction engine
(engine.busters.inference) and the move the Expert bot would make, with its chance
of success (engine.busters.bots.advise). Hidden while those are not installed. The
engine's work runs on the thread pool (it can take a few tenths of a second on a
5-player table); the table shows "thinking" meanwhile."""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop import workers
from desktop.games.busters import specials
from desktop.games.busters.reasons import reason_text
from desktop.games.busters.texts import Namer, equipment_name, value_text, wire_text
from desktop.i18n import listing, translate


@dataclass(frozen=True)
class Analysis:
    """What the coach shows for one decision: every hidden teammate wire's odds
    ({addr: {"1".."12", "YELLOW", "RED": p}}) and the Expert's advice."""
    dists: dict[tuple[int, int, int], dict[str, float]]
    advice: Any
    own: dict[tuple[int, int, int], str] = field(default_factory=dict)  # the seat's wires
    mission: int = 0               # names the mission's own actions (specials.label)


_cache: dict[Any, Analysis] = {}


def _modules():
    try:
        inference = importlib.import_module("engine.busters.inference")
        bots = importlib.import_module("engine.busters.bots")
    except ImportError:
        return None
    if not (hasattr(inference, "collapse") and hasattr(bots, "advise")
            and hasattr(bots, "advisor_posterior")):
        return None
    return inference, bots


def available() -> bool:
    return _modules() is not None


def key(view, legal: list) -> tuple:
    return (view.seat, view.turn_no, view.phase, len(view.history), view.stands,
            tuple(str(a) for a in legal))


def analyse(view, legal: list) -> Analysis:
    """The engine's work (one exact deduction, shared with the Expert's choice), pure:
    it runs on the thread pool, so the table never waits for it."""
    inference, bots = _modules()
    post = bots.advisor_posterior(view)
    dists = {tuple(a): inference.collapse(d) for a, d in post.dists.items() if a[0] != view.seat}
    own = {(st.seat, st.index, i): sl.wire for st in view.stands if st.seat == view.seat
           for i, sl in enumerate(st.slots)}
    return Analysis(dists, bots.advise(view, legal), own, view.mission)


def cached(k: tuple) -> Analysis | None:
    return _cache.get(k)


def finished(k: tuple, result: Any) -> None:
    """A job's result has reached the GUI thread: keep it (only the latest decision is
    ever shown again)."""
    _running.discard(k)
    if isinstance(result, Analysis):
        _cache.clear()
        _cache[k] = result


class _Signals(QObject):
    done = Signal(object, object)   # key, Analysis (or the exception it raised)


_signals: _Signals | None = None


def signals() -> _Signals:
    """The coach's results arrive here, on the GUI thread (create it there)."""
    global _signals
    if _signals is None:
        _signals = _Signals()
    return _signals


_running: set[tuple] = set()


def start(k: tuple, view, legal: list) -> None:
    """Work out `analyse(view, legal)` on the thread pool, once however often the table
    asks; signals().done brings it."""
    if k in _running:
        return
    _running.add(k)
    done = signals().done

    def arrived(result: Any) -> None:
        finished(k, result)         # first: tables see the answer kept
        done.emit(k, result)
    workers.run(lambda: analyse(view, legal), arrived)


def _label(value: str) -> str:
    return value_text({"YELLOW": "Y", "RED": "R"}.get(value, value))


def wire_labels(analysis: Analysis) -> dict[tuple[int, int, int], tuple[str, str]]:
    """Per hidden teammate wire: a short label ("7 · 62%") and a tooltip line with
    every value it may be."""
    out = {}
    for addr, dist in analysis.dists.items():
        ranked = sorted(dist.items(), key=lambda kv: -kv[1])
        ranked = [(v, p) for v, p in ranked if p > 0]
        if not ranked:
            continue
        best, p = ranked[0]
        tip = translate("Busters", "Coach: %1").replace(
            "%1", listing(f"{_label(v)} {q * 100:.0f}%" for v, q in ranked[:6]))
        short = {"YELLOW": "▲", "RED": "✖"}.get(best, best)      # the tiles' own marks
        out[addr] = (f"{short} · {p * 100:.0f}%", tip)
    return out


def advice_text(analysis: Analysis, namer: Namer) -> str:
    """The Expert's move for this seat, in words, with its chance of success."""
    advice = analysis.advice
    text = describe(advice.action, namer, analysis.own, analysis.mission)
    line = translate("Busters", "The Expert would: %1 (chance of success %2%).").replace("%1", text) \
        .replace("%2", f"{advice.success * 100:.0f}")
    why = reason_text(advice, namer.names)
    return f"{line}\n{why}" if why else line


def suggested(analysis: Analysis) -> set:
    """The wires the Expert's move points at (marked on the table)."""
    advice = analysis.advice
    addr = getattr(advice.action, "addr", None)
    if addr is not None and len(addr) == 3:
        return {tuple(addr)}
    plan = advice.params.get("points") if advice.params else None
    return {tuple(a) for a in plan} if plan else set()


def describe(action, namer: Namer, own: dict | None = None, mission: int = 0) -> str:
    """The action in words; a wire of the seat's own is named with its value too, as
    "wire 6" alone reads like a value next to the tiles; a mission's own action as its
    button says it."""
    from engine.busters.actions import (Announce, Choose, Dual, Give, Info, Own, Pass, Point, Reveal,
                                        Solo, Special, Use)
    own = own or {}

    def wire(addr) -> str:
        text = own.get(tuple(addr))
        if text is None:
            return namer.wire(addr)
        return translate("Busters", "%1, your %2").replace("%1", namer.wire(addr)) \
            .replace("%2", wire_text(text))
    if isinstance(action, Dual):
        return translate("Busters", "point at %1 and say “%2”").replace("%1", wire(action.addr)) \
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
        return translate("Busters", "point at %1").replace("%1", wire(action.addr))
    if isinstance(action, (Choose, Own, Give, Info)):
        return translate("Busters", "choose %1").replace("%1", wire(action.addr))
    if isinstance(action, Special):
        return specials.label(mission, action, namer.names, namer)
    return str(action)
