"""Why the Expert chose its move: one sentence per advice key the engine emits
(engine.busters.bots and the missions' `decide`: `Advice(action, p, key, params)`),
shown under its move by the Coach and the review. A key used by one mission only is
named after it ("busters.advice.m26.flip"); tests/desktop/test_advice_reasons.py
fails on a key with no sentence here, or a sentence with no Japanese."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.busters.mission_texts.cards import constraint_title
from desktop.games.busters.texts import value_text
from desktop.i18n import translate


#: key -> (sentence, the advice's parameters shown as %1, %2...: "seat" a player's
#: name, "value" a wire value, "constraint" a Constraint card's letter)
REASONS: dict[str, tuple[str, tuple[str, ...]]] = {
    # ---- every mission -------------------------------------------------------------
    "busters.advice.only": (QT_TRANSLATE_NOOP("Busters", "It is the only choice."), ()),
    "busters.advice.resolve": (QT_TRANSLATE_NOOP("Busters", "It gives the table the least useful information."), ()),
    "busters.advice.walkie": (QT_TRANSLATE_NOOP("Busters", "It is the wire your teammate can use best."), ()),
    "busters.advice.setup_info": (QT_TRANSLATE_NOOP("Busters", "This token tells your teammates the most."), ()),
    "busters.advice.pass": (QT_TRANSLATE_NOOP("Busters", "No card helps now."), ()),
    "busters.advice.rewinder": (QT_TRANSLATE_NOOP("Busters", "The dial has moved: win a space back."), ()),
    "busters.advice.batteries": (QT_TRANSLATE_NOOP("Busters", "A used Double Detector can be recharged."), ()),
    "busters.advice.postit": (QT_TRANSLATE_NOOP("Busters", "This token tells your teammates the most."), ()),
    "busters.advice.reveal": (QT_TRANSLATE_NOOP("Busters", "Only red wires are left."), ()),
    "busters.advice.solo": (QT_TRANSLATE_NOOP("Busters", "You hold every remaining wire of this value."), ()),
    "busters.advice.sure_dual": (QT_TRANSLATE_NOOP("Busters", "This wire is certain."), ()),
    "busters.advice.best_odds": (QT_TRANSLATE_NOOP("Busters", "The best chance, weighed against red wires and the dial."), ()),
    "busters.advice.radar": (QT_TRANSLATE_NOOP("Busters", "The radar's answers make the next cut safer."), ()),
    "busters.advice.stabilizer": (QT_TRANSLATE_NOOP("Busters", "A risky cut: the Stabilizer makes a failure harmless."), ()),
    "busters.advice.detector": (QT_TRANSLATE_NOOP("Busters", "Pointing at several wires beats any single cut."), ()),
    "busters.advice.xray": (QT_TRANSLATE_NOOP("Busters", "Two values on one wire beat any single cut."), ()),
    "busters.advice.point": (QT_TRANSLATE_NOOP("Busters", "These wires give the best chance."), ()),
    "busters.advice.own_cut": (QT_TRANSLATE_NOOP("Busters", "Cut the copy that tells the table the most."), ()),
    "busters.advice.character": (QT_TRANSLATE_NOOP("Busters", "Of the characters on offer, its equipment helps most: the Triple Detector, then the X or Y Ray, then the Double Detector."), ()),
    "busters.advice.coffee": (QT_TRANSLATE_NOOP("Busters", "Your best cut risks the red wire: %1 most likely holds it and can steer clear of it."), ("seat",)),
    "busters.advice.unseen": (QT_TRANSLATE_NOOP("Busters", "Your own wires you cannot see are likely enough to be what this cut says: it beats any other cut."), ()),
    "busters.advice.weighed": (QT_TRANSLATE_NOOP("Busters", "Each choice was tried out: this one costs the fewest dial spaces and leaves you the best cut."), ()),
    # ---- decisions several missions share ---------------------------------------------
    "busters.advice.special_cut": (QT_TRANSLATE_NOOP("Busters", "You know where every wire it needs is: the special action is certain."), ()),
    "busters.advice.special_last": (QT_TRANSLATE_NOOP("Busters", "No other cut is left: the special action is the only way on."), ()),
    "busters.advice.choose_self": (QT_TRANSLATE_NOOP("Busters", "Your own best cut of %1 is at least as good as a teammate's is likely to be."), ("value",)),
    "busters.advice.choose_holder": (QT_TRANSLATE_NOOP("Busters", "%1 likely holds the most wires of %2: the most ways to a match."), ("seat", "value")),
    "busters.advice.place_token": (QT_TRANSLATE_NOOP("Busters", "Any of your wires of this value is right: the token goes on the middle one."), ()),
    "busters.advice.penalty_token": (QT_TRANSLATE_NOOP("Busters", "A token must go down: on a middle wire, whose value is hardest to work out, it tells your teammates the most."), ()),
    "busters.advice.false_wire": (QT_TRANSLATE_NOOP("Busters", "A false token still rules a value out: on a blue wire near the middle, it rules out a likely guess."), ()),
    "busters.advice.false_value": (QT_TRANSLATE_NOOP("Busters", "%1 is near the wire's own value, so ruling it out removes a likely guess."), ("value",)),
    "busters.advice.yellow_cut": (QT_TRANSLATE_NOOP("Busters", "The yellow wires are likely enough where they seem: cutting them all at once beats your best single cut."), ()),
    "busters.advice.point_yellow": (QT_TRANSLATE_NOOP("Busters", "Your own yellow wire first, then the wire likeliest to be yellow."), ()),
    "busters.advice.its_red": (QT_TRANSLATE_NOOP("Busters", "This wire is almost certainly red: “It is RED” completes a challenge and wins back a dial space."), ()),
    "busters.advice.constraint": (QT_TRANSLATE_NOOP("Busters", "%1 leaves the most of your wires cuttable."), ("constraint",)),
    "busters.advice.sure_penalty": (QT_TRANSLATE_NOOP("Busters", "This wire is certain, but it is a teammate's flipped wire: the dial advances 1 space. Every other cut risks more."), ()),
    "busters.advice.tripwire": (QT_TRANSLATE_NOOP("Busters", "The likeliest tripwire: a right guess wins back a dial space, which beats your best cut."), ()),
    "busters.advice.nano_stand": (QT_TRANSLATE_NOOP("Busters", "Nano's wire falls between this stand's wires, not at an end, where its place would tell the most about it."), ()),
    "busters.advice.sequence": (QT_TRANSLATE_NOOP("Busters", "It cuts the value the Sequence card points at: the next cards open only after it, and a player left holding only their values would explode the bomb."), ()),
    "busters.advice.oxygen": (QT_TRANSLATE_NOOP("Busters", "It leaves the team the most Oxygen for the turns ahead: a player who cannot pay skips their turn, and the dial advances."), ()),
    "busters.advice.spare_captain": (QT_TRANSLATE_NOOP("Busters", "It leaves the Captain's wires alone: each is a value they can still cut, and a failed Dual Cut of theirs explodes the bomb."), ()),
    "busters.advice.bunker_way": (QT_TRANSLATE_NOOP("Busters", "It keeps the standee on its way: the surer cut would take it away from Doctor Nope or waste a move, and the way to him needs nearly every cut."), ()),
    "busters.advice.bunker": (QT_TRANSLATE_NOOP("Busters", "It leaves the standee nearest its next goal."), ()),
    # ---- one mission's decisions ---------------------------------------------------------
    "busters.advice.m10.snip": (QT_TRANSLATE_NOOP("Busters", "Your best cut is near certain: say “Snip!” and take the turn."), ()),
    "busters.advice.m10.notme": (QT_TRANSLATE_NOOP("Busters", "Your best cut is not near certain: a teammate may have a surer one."), ()),
    "busters.advice.m10.last": (QT_TRANSLATE_NOOP("Busters", "Nobody else is left to ask: the turn is yours."), ()),
    "busters.advice.m22.absent": (QT_TRANSLATE_NOOP("Busters", "%1 is missing from your hand and has the most wires still uncut: showing it rules out the most."), ("value",)),
    "busters.advice.m22.give": (QT_TRANSLATE_NOOP("Busters", "Of the tokens left, %1 is the likeliest to hold value %2: the token will most likely land on one of their wires."), ("seat", "value")),
    "busters.advice.m26.flip": (QT_TRANSLATE_NOOP("Busters", "Number card %1 gives the best cut; on a tie, the number your teammates are least likely to need."), ("value",)),
    "busters.advice.m27.take": (QT_TRANSLATE_NOOP("Busters", "You hold value %1, and fewer of its wires than of the others: its token shows the table most clearly where it is."), ("value",)),
    "busters.advice.m27.none": (QT_TRANSLATE_NOOP("Busters", "You hold none of these values: whichever token you take goes beside your stand and says so."), ()),
    "busters.advice.m29.lay": (QT_TRANSLATE_NOOP("Busters", "%1 is the least likely to hold value %2, so their cut is the least likely to match the card and move the dial."), ("seat", "value")),
    "busters.advice.m32.replace": (QT_TRANSLATE_NOOP("Busters", "Replace it: every card drawn brings the empty pile nearer, and then no card binds anyone. A card that stops %1 only skips their turn."), ("seat",)),
    "busters.advice.m36.end": (QT_TRANSLATE_NOOP("Busters", "The most players are likely to hold value %1: the team can cut it soonest."), ("value",)),
    "busters.advice.m39.token": (QT_TRANSLATE_NOOP("Busters", "You hold the fewest wires of this value: the token's place rules out the most."), ()),
    "busters.advice.m43.nano": (QT_TRANSLATE_NOOP("Busters", "It cuts the value of Nano's space: a success takes one of Nano's wires, and the win needs them all."), ()),
    "busters.advice.m45.snip": (QT_TRANSLATE_NOOP("Busters", "Your best cut of %1 is near certain: say “Snip!”."), ("value",)),
    "busters.advice.m45.last": (QT_TRANSLATE_NOOP("Busters", "You hold value %1 and nobody after you can volunteer: say “Snip!” rather than leave it to the Captain's pick."), ("value",)),
    "busters.advice.m45.notme": (QT_TRANSLATE_NOOP("Busters", "Your best cut of %1 is not near certain: a teammate may have a surer one."), ("value",)),
    "busters.advice.m45.lacks": (QT_TRANSLATE_NOOP("Busters", "You hold no wire of value %1: leave it to a teammate."), ("value",)),
    "busters.advice.m45.pick": (QT_TRANSLATE_NOOP("Busters", "%1 is the likeliest to hold value %2."), ("seat", "value")),
    "busters.advice.m45.pick_self": (QT_TRANSLATE_NOOP("Busters", "You hold value %1: pick yourself."), ("value",)),
    "busters.advice.m46.sevens": (QT_TRANSLATE_NOOP("Busters", "Only 7s are left in your hand: the card makes you cut all four 7s at once."), ()),
    "busters.advice.m47.calc": (QT_TRANSLATE_NOOP("Busters", "These cards make %1, the best cut on offer, and keep the most values still to cut within reach."), ("value",)),
    "busters.advice.m47.pass": (QT_TRANSLATE_NOOP("Busters", "Every cut the cards allow risks more than the dial space a pass costs."), ()),
    "busters.advice.m49.give": (QT_TRANSLATE_NOOP("Busters", "Giving your Oxygen to %1 leaves the fewest turns skipped over the next two rounds."), ("seat",)),
    "busters.advice.m59.move": (QT_TRANSLATE_NOOP("Busters", "With Nano on %1, your best cut and what Nano then leaves the next player weigh best."), ("value",)),
    "busters.advice.m59.facing": (QT_TRANSLATE_NOOP("Busters", "Facing this way, the next player is likeliest to have a value to cut (a skip costs a dial space)."), ()),
    "busters.advice.m59.skip": (QT_TRANSLATE_NOOP("Busters", "You hold no value Nano can reach: you must skip (the dial advances 1 space)."), ()),
    "busters.advice.m59.skip_mug": (QT_TRANSLATE_NOOP("Busters", "Everyone the Coffee Mug could hand the turn to is stuck too: skip."), ()),
    "busters.advice.m59.coffee": (QT_TRANSLATE_NOOP("Busters", "You are stuck: the Coffee Mug skips for free and hands the turn to %1, the likeliest to cut with Nano where it is."), ("seat",)),
    "busters.advice.m61.shift": (QT_TRANSLATE_NOOP("Busters", "After this choice, the team is likeliest to hold values its cards let it cut this round."), ()),
    "busters.advice.m61.swap": (QT_TRANSLATE_NOOP("Busters", "Every cut under your card is risky: a new card is worth the dial space it costs."), ()),
    "busters.advice.m61.skip": (QT_TRANSLATE_NOOP("Busters", "Skipping is free, and someone is likely to play this round (a round nobody plays in explodes the bomb)."), ()),
    "busters.advice.m61.swap_stuck": (QT_TRANSLATE_NOOP("Busters", "Nobody else may play this round, and a round nobody plays in explodes the bomb: a new card is worth its dial space."), ()),
    "busters.advice.m61.coffee": (QT_TRANSLATE_NOOP("Busters", "Nobody else may play this round: the Coffee Mug hands the turn to %1, who can most likely cut."), ("seat",)),
    "busters.advice.m34.guess": (QT_TRANSLATE_NOOP("Busters", "Every value %1 has cut is one %2 allows: they are likely the weakest link, and finding them gives everyone their personal equipment."), ("seat", "constraint")),
    "busters.advice.m65.give": (QT_TRANSLATE_NOOP("Busters", "Giving Number card %1 most lowers a teammate's chance of having to skip, at the least cost to you."), ("value",)),
    "busters.advice.m65.giveto": (QT_TRANSLATE_NOOP("Busters", "%1 needs Number card %2 most: without it, they are the likeliest to have to skip."), ("seat", "value")),
}


def _shown(name: str, value: Any, names: list[str]) -> str:
    if name == "seat":
        return names[int(value)] if 0 <= int(value) < len(names) else str(value)
    if name == "constraint":
        return constraint_title(str(value))
    return value_text(value)


def reason_text(advice: Any, names: list[str]) -> str:
    """The sentence for the advice's key, its parameters filled in ("" for a key with
    none, which the tests forbid)."""
    found = REASONS.get(advice.reason)
    if found is None:
        return ""
    text, params = found
    line = translate("Busters", text)
    for k, name in enumerate(params, start=1):
        line = line.replace(f"%{k}", _shown(name, advice.params[name], names))
    return line
