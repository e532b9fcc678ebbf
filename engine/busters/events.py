"""Every event Bomb Busters emits, declared once: who sees it and what happened. Most
are written as literals where they are emitted (board.ev); the mission families
built in f-strings are listed here key by key, for each mission or square that
builds them. The desktop words each: desktop/games/busters/log_lines.py (the core),
mission_texts/mNN.py (the missions), texts.private_line (private);
tests/test_event_catalogue.py keeps them in step."""
from __future__ import annotations

from engine.core.event import catalogue, private, public

#: the events of a failed cut (a Dual Cut's, a detector's): the deduction reads what they
#: prove, the look-ahead search what they cost
FAILED_CUTS = frozenset({"busters.dual_cut.failure", "busters.detector.failure"})

CORE = (
    # ---- set-up ---------------------------------------------------------------------
    public("busters.setup", "The mission is set up: its number, the players and the equipment in play."),
    public("busters.character.chosen", "Rule sticker B: a player keeps their character or takes a new one."),
    public("busters.info.drawn", "Missions 13, 39, 41, 43: the setup info token is drawn at random."),
    public("busters.info.setup_skipped", "A player has no blue wire a setup info token may go on: they "
                                         "place none."),
    # ---- turns ----------------------------------------------------------------------
    public("busters.turn.start", "A player's turn begins (its number)."),
    public("busters.turn.skipped", "A player can not play: their turn passes (the dial may advance); "
                                   "what that proves of their hand."),
    public("busters.window.passed", "A player lets a moment to use equipment go by."),
    # ---- cuts -----------------------------------------------------------------------
    public("busters.dual_cut.declared", "Dual Cut: the active player points at a teammate's wire and "
                                        "names its value."),
    public("busters.detector.declared", "A detector: the active player points at several wires and "
                                        "names the value one of them has."),
    public("busters.pointed", "One more wire is pointed at for the cut being declared."),
    public("busters.dual_cut.success", "The wire is the value named: it is cut, with one of the cutter's own."),
    public("busters.dual_cut.failure", "The wire is not the value named: the cut fails."),
    public("busters.detector.success", "A pointed wire matches: its owner chooses which matching wire is cut."),
    public("busters.detector.failure", "No pointed wire matches: the cut fails."),
    public("busters.stabilizer.saved", "The Stabilizer: the failed cut's red wire does not explode and "
                                       "the dial does not advance."),
    public("busters.unseen.missed", "A cut announced on an own wire its owner can not see misses: "
                                    "the bomb explodes."),
    public("busters.unseen.failed", "An own wire its owner could not see was not what they cut it as: "
                                    "the bomb explodes."),
    public("busters.penalty", "The mission charges dial spaces for the wire pointed at (missions 56, 64)."),
    public("busters.solo_cut", "Solo Cut: a player holding every remaining wire of a value cuts them all."),
    public("busters.reveal_red", "A player with only red wires left reveals them."),
    public("busters.wire.cut", "A wire is cut (or revealed): where and what it is."),
    # ---- info tokens ----------------------------------------------------------------
    public("busters.info.placed", "An info token goes in front of a wire."),
    public("busters.info.repurposed", "No token of that value is left: one is taken from a cut wire."),
    public("busters.info.spoken", "No token of that value is left anywhere: the value is said aloud."),
    public("busters.info.beside", "An info token goes beside a stand: it holds that value, or none of it."),
    # ---- the dial, validation and the end -------------------------------------------
    public("busters.detonator.advanced", "The detonator dial advances towards the skull."),
    public("busters.detonator.rewound", "The detonator dial moves back."),
    public("busters.validation", "Every wire of a value in play is cut: a Validation token goes on it."),
    public("busters.explosion", "The bomb explodes (why)."),
    public("busters.defused", "Every wire the mission asks for is cut: the bomb is defused."),
    # ---- equipment ------------------------------------------------------------------
    public("busters.equipment.unlocked", "Two wires of an equipment card's value are cut: it is usable."),
    public("busters.equipment.used", "A player uses an equipment card (and on what)."),
    public("busters.personal.used", "A player uses their character's personal equipment."),
    public("busters.radar.answers", "General Radar: every player says whether they hold the value."),
    public("busters.walkie.swapped", "Walkie-Talkies: two players swap a wire each."),
    private("busters.walkie.received", "the player who received the wire",
            "Which wire the Walkie-Talkies brought them."),
    public("busters.wire.moved", "A wire moves from one stand (or the pile) to another."),
    private("busters.wire.given", "the player the wire was taken from", "Which of their wires was taken."),
    private("busters.wire.received", "the player who received the wire", "Which wire they received."),
    public("busters.false_bottom", "Rule sticker A, the False Bottom: two more equipment cards join."),
    public("busters.emergency_drop", "Sticker C, Emergency Drop: every used equipment card is usable again."),
    public("busters.disintegrator", "Sticker C, Disintegrator: a random info token names a value; every "
                                    "remaining wire of it is cut."),
)

MISSIONS = (
    # ---- mission 9 and 16: the Sequence card (m09.py, sequence.py) ------------------
    public("busters.m9.moved", "Enough wires of the pointed value are cut: the Sequence card moves on."),
    public("busters.m9.blocked", "The active player has only wires the sequence still blocks: the bomb "
                                 "explodes."),
    public("busters.m16.moved", "All 4 wires of the pointed value are cut: the Sequence card moves on."),
    public("busters.m16.blocked", "The active player has only wires the sequence still blocks: the bomb "
                                  "explodes."),
    # ---- mission 10 and 45: "Snip!" -------------------------------------------------
    public("busters.m10.snip", "A player volunteers to cut: \"Snip!\""),
    public("busters.m10.notme", "A player declines: \"Not me.\""),
    public("busters.m45.snip", "A player volunteers to cut the revealed value: \"Snip!\""),
    public("busters.m45.notme", "A player declines: \"Not me.\""),
    public("busters.m45.revealed", "The Captain reveals the Number card of the value to cut."),
    public("busters.m45.picked", "Nobody volunteered: the Captain picks who cuts."),
    public("busters.m45.discarded", "All 4 wires of a value are cut: its Number card is discarded "
                                    "(the component numbers.RevealedDeck)."),
    # ---- mission 12 -----------------------------------------------------------------
    public("busters.m12.unlocked", "2 wires of the Number card on an equipment are cut: the card is "
                                   "discarded, the equipment usable."),
    # ---- missions 13, 23, 39, 46, 48: every wire of a value at once (multicut.py) ---
    public("busters.m13.declared", "A player goes for the 3 red wires at once."),
    public("busters.m13.pointed", "The red wires pointed at are cut together, or the bomb explodes."),
    public("busters.m23.declared", "A player goes for the 4 wires of the value at once."),
    public("busters.m23.pointed", "The 4 wires pointed at are cut together, or the bomb explodes."),
    public("busters.m23.equipment", "The special action is done: the equipment left in the deck "
                                    "comes into play."),
    public("busters.m23.discarded", "End of the round without the special action: the top equipment "
                                    "card is discarded (fouratonce.py)."),
    public("busters.m39.declared", "A player goes for the 4 noble wires at once."),
    public("busters.m39.pointed", "The 4 noble wires pointed at are cut together, or the bomb explodes."),
    public("busters.m39.discarded", "End of the round without the noble cut: the top Number card is "
                                    "discarded (fouratonce.py)."),
    public("busters.m39.dealt", "The noble wires are cut: the Number cards left are dealt out."),
    public("busters.m46.declared", "A player with only 7s left must cut all four 7s at once."),
    public("busters.m46.pointed", "The four 7s pointed at are cut together, or the bomb explodes."),
    public("busters.m48.declared", "A player goes for the 3 yellow wires at once."),
    public("busters.m48.pointed", "The 3 yellow wires pointed at are cut together, or the bomb explodes."),
    # ---- mission 15 -----------------------------------------------------------------
    public("busters.m15.revealed", "A Number card is turned face up."),
    public("busters.m15.flipped", "All 4 wires of it are cut: an equipment card is turned face up, "
                                  "usable at once."),
    public("busters.m15.replaced", "The face-up card's wires were all cut already: discarded without "
                                   "equipment."),
    # ---- missions 18, 51: the Number deck names who cuts (the component numbers.RevealedDeck) -----
    public("busters.m18.revealed", "The active player turns up a Number card and uses the General "
                                   "Radar on it."),
    public("busters.m18.picked", "The active player names who cuts that value."),
    public("busters.m18.discarded", "All 4 wires of a value are cut: its Number card is discarded."),
    public("busters.m51.revealed", "The Captain turns over a Number card."),
    public("busters.m51.picked", "The Captain chooses who cuts it: \"Yes, Sir!\""),
    public("busters.m51.discarded", "All 4 wires of a value are cut: its Number card is discarded."),
    # ---- mission 19: the real timer -------------------------------------------------
    public("busters.m19.found", "Half of the blue wires are cut: the countdown was a lie; the real "
                                "timer starts."),
    public("busters.m19.lied", "The fake countdown reached 0:00 and nothing happened: the real timer "
                               "starts."),
    # ---- missions 22, 27: tokens handed on ------------------------------------------
    public("busters.m22.giving", "The first 2 yellow wires are cut: each player gives an info token "
                                 "to their left."),
    public("busters.m22.given", "A player gives an info token to their left neighbour."),
    public("busters.m27.line", "The first 2 yellow wires are cut: info tokens are laid face up in a line."),
    public("busters.m27.taken", "A player takes an info token of the line."),
    # ---- mission 25 -----------------------------------------------------------------
    public("busters.m25.spoke", "A player said a number aloud: the detonator advances."),
    # ---- mission 26 -----------------------------------------------------------------
    public("busters.m26.flipped", "A player turns a Number card face down: that value must be cut."),
    public("busters.m26.removed", "All 4 wires of a value are cut: its Number card leaves the game."),
    public("busters.m26.all_up", "No Number card is face up: all are turned face up again."),
    # ---- mission 29 -----------------------------------------------------------------
    public("busters.m29.laid", "A player lays a Number card face down for the active player's turn."),
    public("busters.m29.revealed", "The card laid is revealed: the value to cut."),
    public("busters.m29.discarded", "Number cards whose wires are cut, or a single value left, are "
                                    "discarded."),
    public("busters.m29.drawn", "A player down to 1 Number card draws from the deck."),
    public("busters.m29.returned", "A player without wires puts their Number cards under the deck."),
    # ---- mission 30: the timed stages (m30.py builds busters.m30.<stage>) ------------
    public("busters.m30.timed", "A timed Number card is up: cut 2 wires of it before the clock runs out."),
    public("busters.m30.three", "Three Number cards: cut all their wires within 2 minutes."),
    public("busters.m30.final", "The last stage: 2 minutes to cut everything left."),
    public("busters.m30.done", "The card's wires are cut in time."),
    public("busters.m30.missed", "Time is up for the cards not done: the detonator advances."),
    public("busters.m30.replaced", "A card whose wires are all cut is discarded and the next drawn."),
    # ---- missions 31, 32, 34, 37, 57, 61: Constraint cards ---------------------------
    public("busters.m31.chosen", "A player takes a Constraint card."),
    public("busters.m31.flipped", "A player who can not apply their Constraint card flips it face down."),
    public("busters.m32.card", "The Constraint card in force changes."),
    public("busters.m34.guess", "A player guesses who the weakest link is, and their Constraint card."),
    public("busters.m34.wrong", "A wrong guess: the detonator advances 1 space."),
    public("busters.m34.found", "A right guess: the characters turn face up and the Constraint cards "
                                "are discarded."),
    public("busters.m34.stuck", "The weakest link can not play: the detonator advances 2 spaces and "
                                "every Constraint and character card is discarded."),
    public("busters.m37.card", "The next Constraint card of the deck is in force."),
    public("busters.m37.free", "The last card is turned up: the deck is empty, no constraint applies."),
    public("busters.m37.nobody_played", "Nobody could play for a whole round: the detonator advances "
                                        "and the card is replaced."),
    public("busters.m57.card", "All 4 wires of a value are validated: its Constraint card is in force."),
    public("busters.m57.nobody_played", "Nobody could play for a whole round: the bomb explodes."),
    public("busters.m61.keep", "The team leaves the Constraint cards where they are."),
    public("busters.m61.clockwise", "The team shifts every Constraint card one place clockwise."),
    public("busters.m61.counterclockwise", "The team shifts every Constraint card one place "
                                           "counter-clockwise."),
    public("busters.m61.discarded", "A player discards their Constraint card."),
    public("busters.m61.drawn", "They draw a new one at random: the detonator advances 1 space."),
    public("busters.m61.skipped", "A player who can not apply their Constraint card skips their turn."),
    public("busters.m61.nobody_played", "Nobody could play for a whole round: the bomb explodes."),
    # ---- mission 36 -----------------------------------------------------------------
    public("busters.m36.placed", "A player puts the Sequence card at one end of the line."),
    public("busters.m36.removed", "2 wires of a value are cut: its Number card leaves the line."),
    # ---- mission 41 -----------------------------------------------------------------
    public("busters.m41.pointed", "A player points at a wire: \"This is a tripwire.\""),
    # ---- mission 42: the circus acts (m42.py builds busters.m42.<act>) --------------
    public("busters.m42.tightrope", "The tightrope walkers: until the next act a failed cut advances "
                                    "the dial 2 spaces."),
    public("busters.m42.strongman", "The strongman pushes the detonator back."),
    public("busters.m42.trapeze", "The trapeze: the Captain card flies to the left."),
    public("busters.m42.captain", "A new Captain starts the round."),
    # ---- missions 43, 53: Nano ------------------------------------------------------
    public("busters.m43.moved", "Nano moves on along the track."),
    public("busters.m53.moved", "Nano moves on along the track."),
    # ---- missions 44, 49, 54, 63: Oxygen --------------------------------------------
    public("busters.m44.oxygen", "A player takes the Oxygen their cut costs from the Reserve."),
    public("busters.m44.refilled", "The Oxygen tokens go back to the Reserve."),
    public("busters.m49.given", "A player gives Oxygen tokens to another."),
    public("busters.m54.spent", "A player spends Oxygen on a cut."),
    public("busters.m54.breathe", "A Validation token: each player takes 1 Oxygen token."),
    public("busters.m54.breach", "A breach: a red wire leaks into a player's hand."),
    public("busters.m63.paid", "A player pays Oxygen into the reserve for their cut."),
    public("busters.m63.passed", "A player passes their remaining Oxygen to their left."),
    public("busters.m63.refilled", "New round: the Captain takes the reserve's Oxygen back."),
    # ---- mission 47 -----------------------------------------------------------------
    public("busters.m47.sum", "A player takes two Number cards: their sum must be cut."),
    public("busters.m47.difference", "A player takes two Number cards: their difference must be cut."),
    public("busters.m47.passed", "A player does not cut: the detonator advances 1 space."),
    public("busters.m47.spread", "No two cards make a value still to cut: all 12 are spread out again."),
    # ---- mission 50 (m50.py builds busters.m50.<colour>) ----------------------------
    public("busters.m50.red", "Everyone examines the red wires in play before they are shuffled in."),
    public("busters.m50.yellow", "Everyone examines the yellow wires in play before they are shuffled in."),
    # ---- missions 55, 60: Challenge cards (challenges.py) ---------------------------
    public("busters.m55.itsred", "Challenge 1: a player cuts a teammate's wire saying \"It is RED\"."),
    public("busters.m55.completed", "A challenge is completed: discarded, the detonator moves back 1 space."),
    public("busters.m55.completed_on", "A challenge is completed on a player's stand: discarded, the "
                                       "detonator moves back 1 space."),
    public("busters.m60.itsred", "Challenge 1: a player cuts a teammate's wire saying \"It is RED\"."),
    public("busters.m60.completed", "A challenge is completed: discarded, the detonator moves back 1 space."),
    public("busters.m60.completed_on", "A challenge is completed on a player's stand: discarded, the "
                                       "detonator moves back 1 space."),
    # ---- mission 59: Nano on the Number cards (m59.py) ------------------------------
    public("busters.m59.moved", "The active player moves Nano forward to a Number card."),
    public("busters.m59.turned", "They turn Nano round."),
    public("busters.m59.kept", "They leave Nano facing the way it does."),
    public("busters.m59.stuck", "The active player can cut none of the values offered: they skip, the "
                                "detonator advances, Nano turns round."),
    public("busters.m59.flipped", "All 4 wires of a value are cut: its Number card turns face down."),
    # ---- mission 62, 65 -------------------------------------------------------------
    public("busters.m62.done", "All 4 wires of a Number card's value are cut: the detonator moves back."),
    public("busters.m65.given", "A player gives a Number card to another."),
    # ---- mission 66: the Bunker (m66.py builds to_<floor>, at_<square>, <square>) ---
    public("busters.m66.moved", "After a cut the standee moves one square."),
    public("busters.m66.stays", "Every move meets a wall: the standee stays."),
    public("busters.m66.trap", "The standee lands on a trap: the detonator advances 1 space."),
    public("busters.m66.to_back", "Down the stairs: the Bunker card is flipped to the lower floor."),
    public("busters.m66.to_front", "Up the stairs: the Bunker card is flipped to the upper floor."),
    public("busters.m66.at_key", "The standee reaches the Key: a successful cut meeting the ACTION card "
                                 "takes it."),
    public("busters.m66.at_skull", "The standee reaches the Skull: a successful cut meeting the ACTION "
                                   "card opens the stairs."),
    public("busters.m66.at_alarm", "The standee reaches the Alarm: a successful cut meeting the ACTION "
                                   "card switches the laser off."),
    public("busters.m66.at_villain", "The standee reaches Doctor Nope: a successful cut meeting the "
                                     "ACTION card catches him."),
    public("busters.m66.key", "ACTION on the Key: the door opens."),
    public("busters.m66.skull", "ACTION on the Skull: the stairs open."),
    public("busters.m66.alarm", "ACTION on the Alarm: the laser goes out."),
    public("busters.m66.villain", "ACTION on Doctor Nope: he is caught; the yellow wires may be cut."),
)

EVENTS = catalogue(*CORE, *MISSIONS)
