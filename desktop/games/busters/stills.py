"""The Bomb Busters events the table animates nothing for, each with the reason
(AnimationsMixin.STILL; every other event has its _a_ handler in animations.py).
Most are told by their log line while the table, redrawn after the action, shows
what changed; many bring other events that do animate (a cut, the dial, the
explosion)."""
from __future__ import annotations

TABLE = "its log line tells it; the table, redrawn after the action, shows what changed"
PANEL = "its log line tells it; the mission panel, redrawn after the action, shows the cards, tokens or marks"
CUTS = "the wires it cuts animate (busters.wire.cut)"
DIAL = "the dial's move animates (busters.detonator.advanced or rewound)"
BOOM = "the explosion animates (busters.explosion)"
POINTS = "the wires pointed at animate (busters.pointed), then the wires cut"
NOTHING = "nothing on the table changes; its log line tells it"
NOTE = "its owner's private note tells it; their stand, redrawn, shows the wire"
CLOCK = "its log line tells it; the clock shows the new time"

STILL = {
    # ---- the core -------------------------------------------------------------------
    "busters.setup": "the table is drawn as the mission opens; its log line tells it",
    "busters.character.chosen": TABLE,
    "busters.info.drawn": "the token placed next animates (busters.info.placed)",
    "busters.info.setup_skipped": NOTHING,
    "busters.turn.skipped": "the dial's move and the next turn animate",
    "busters.window.passed": "nothing on the table changes (no log line either: log_lines.TOLD_BY)",
    "busters.dual_cut.success": CUTS,
    "busters.detector.success": "the owner's choice follows, then the wires cut animate",
    "busters.stabilizer.saved": "the miss animates (busters.dual_cut.failure); its log line says the "
                                "Stabilizer held",
    "busters.unseen.missed": BOOM,
    "busters.unseen.failed": BOOM,
    "busters.penalty": DIAL,
    "busters.solo_cut": CUTS,
    "busters.info.beside": TABLE,
    "busters.walkie.received": NOTE,
    "busters.wire.moved": TABLE,
    "busters.wire.given": NOTE,
    "busters.wire.received": NOTE,
    "busters.false_bottom": TABLE,
    "busters.emergency_drop": TABLE,
    "busters.disintegrator": CUTS,
    # ---- the missions ---------------------------------------------------------------
    "busters.m9.moved": PANEL, "busters.m9.blocked": BOOM,
    "busters.m16.moved": PANEL, "busters.m16.blocked": BOOM,
    "busters.m10.snip": NOTHING, "busters.m10.notme": NOTHING,
    "busters.m45.snip": NOTHING, "busters.m45.notme": NOTHING, "busters.m45.revealed": PANEL,
    "busters.m45.picked": NOTHING, "busters.m45.discarded": PANEL,
    "busters.m12.unlocked": PANEL,
    "busters.m13.declared": POINTS, "busters.m13.pointed": CUTS,
    "busters.m23.declared": POINTS, "busters.m23.pointed": CUTS, "busters.m23.equipment": TABLE,
    "busters.m23.discarded": PANEL,
    "busters.m39.declared": POINTS, "busters.m39.pointed": CUTS, "busters.m39.discarded": PANEL,
    "busters.m39.dealt": PANEL,
    "busters.m46.declared": POINTS, "busters.m46.pointed": CUTS,
    "busters.m48.declared": POINTS, "busters.m48.pointed": CUTS,
    "busters.m15.revealed": PANEL, "busters.m15.flipped": TABLE, "busters.m15.replaced": PANEL,
    "busters.m18.revealed": "the General Radar's answers animate (busters.radar.answers)",
    "busters.m18.picked": NOTHING, "busters.m18.discarded": PANEL,
    "busters.m51.revealed": PANEL, "busters.m51.picked": NOTHING, "busters.m51.discarded": PANEL,
    "busters.m19.found": CLOCK, "busters.m19.lied": CLOCK,
    "busters.m22.giving": NOTHING, "busters.m22.given": TABLE,
    "busters.m27.line": PANEL, "busters.m27.taken": TABLE,
    "busters.m25.spoke": DIAL,
    "busters.m26.flipped": PANEL, "busters.m26.removed": PANEL, "busters.m26.all_up": PANEL,
    "busters.m29.laid": PANEL, "busters.m29.revealed": PANEL, "busters.m29.discarded": PANEL,
    "busters.m29.drawn": PANEL, "busters.m29.returned": PANEL,
    "busters.m30.timed": CLOCK, "busters.m30.three": CLOCK, "busters.m30.final": CLOCK,
    "busters.m30.done": PANEL, "busters.m30.missed": DIAL, "busters.m30.replaced": PANEL,
    "busters.m31.chosen": PANEL, "busters.m31.flipped": PANEL,
    "busters.m32.card": PANEL,
    "busters.m34.guess": NOTHING, "busters.m34.wrong": DIAL, "busters.m34.found": TABLE,
    "busters.m34.stuck": DIAL,
    "busters.m37.card": PANEL, "busters.m37.free": PANEL, "busters.m37.nobody_played": DIAL,
    "busters.m57.card": PANEL, "busters.m57.nobody_played": BOOM,
    "busters.m61.keep": NOTHING, "busters.m61.clockwise": PANEL, "busters.m61.counterclockwise": PANEL,
    "busters.m61.discarded": PANEL, "busters.m61.drawn": DIAL, "busters.m61.skipped": NOTHING,
    "busters.m61.nobody_played": BOOM,
    "busters.m36.placed": PANEL, "busters.m36.removed": PANEL,
    "busters.m41.pointed": TABLE,
    "busters.m42.tightrope": NOTHING, "busters.m42.strongman": DIAL, "busters.m42.trapeze": TABLE,
    "busters.m42.captain": TABLE,
    "busters.m43.moved": PANEL, "busters.m53.moved": PANEL,
    "busters.m44.oxygen": PANEL, "busters.m44.refilled": PANEL, "busters.m49.given": PANEL,
    "busters.m54.spent": PANEL, "busters.m54.breathe": PANEL, "busters.m54.breach": TABLE,
    "busters.m63.paid": PANEL, "busters.m63.passed": PANEL, "busters.m63.refilled": PANEL,
    "busters.m47.sum": PANEL, "busters.m47.difference": PANEL, "busters.m47.passed": DIAL,
    "busters.m47.spread": PANEL,
    "busters.m50.red": NOTHING, "busters.m50.yellow": NOTHING,
    "busters.m55.itsred": CUTS, "busters.m55.completed": DIAL, "busters.m55.completed_on": DIAL,
    "busters.m60.itsred": CUTS, "busters.m60.completed": DIAL, "busters.m60.completed_on": DIAL,
    "busters.m59.moved": PANEL, "busters.m59.turned": PANEL, "busters.m59.kept": NOTHING,
    "busters.m59.stuck": DIAL, "busters.m59.flipped": PANEL,
    "busters.m62.done": DIAL,
    "busters.m65.given": PANEL,
    "busters.m66.moved": PANEL, "busters.m66.stays": NOTHING, "busters.m66.trap": DIAL,
    "busters.m66.to_back": PANEL, "busters.m66.to_front": PANEL,
    "busters.m66.at_key": PANEL, "busters.m66.at_skull": PANEL, "busters.m66.at_alarm": PANEL,
    "busters.m66.at_villain": PANEL,
    "busters.m66.key": PANEL, "busters.m66.skull": PANEL, "busters.m66.alarm": PANEL,
    "busters.m66.villain": PANEL,
}
