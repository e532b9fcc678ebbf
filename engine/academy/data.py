"""Bomb Squad Academy component data: the HOUSE EDITION of shared/rules/FACTS.md.

The handbook publishes the components (4 wire decks of 12, 4 trigger tracks with
3 tiles each, 2 pressure plates, 20 tools, 6 action cards per player) but not the
card values, track lengths or plate bonuses. These are house data (H), chosen to fit
every worked example in the handbook; the in-app rules screen shows them as
"house edition". Change them here and nowhere else.
"""
from __future__ import annotations

EDITION = "house"   # shown in the rules screen: these values are not the printed ones

# ---- wires (left to right, the resolution order of cutters) --------------------
GREEN, BLUE, RED, YELLOW = "green", "blue", "red", "yellow"
WIRES = (GREEN, BLUE, RED, YELLOW)
TWO_PLAYER_WIRES = (GREEN, BLUE, RED)          # 2-player appendix: no yellow

#: main values of the 12 cards of each deck (house data, FACTS.md)
DECKS: dict[str, tuple[int, ...]] = {
    GREEN: (0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4),
    BLUE: (0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5),
    RED: (0, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5),
    YELLOW: (0, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5),
}

#: spaces of each trigger track before its 3 tiles; tile i sits on space L+1+i
TRACK_LENGTHS: dict[str, int] = {GREEN: 8, BLUE: 10, RED: 12, YELLOW: 14}
TILES_PER_TRACK = 3
OK, BOOM = "ok", "boom"


def chain_mark(value: int) -> int:
    """House data: every card carries one chain mark except the zero cards."""
    return 0 if value == 0 else 1


# ---- pressure plates (bombs II and III) -----------------------------------------
#: plate id -> (bonus in bomb II, bonus in bomb III, direction: -1 left, +1 right)
PLATES: dict[int, tuple[int, int, int]] = {1: (1, 3, -1), 2: (2, 4, +1)}

# ---- action cards ---------------------------------------------------------------
WAIT, CHICKEN = "wait", "chicken"
ACTION_CARDS = (GREEN, BLUE, RED, YELLOW, WAIT, CHICKEN)
TABLE_LIMIT = 3                 # the bottom card comes back when three are on the table
TWO_PLAYER_TABLE_LIMIT = 2      # 2-player appendix

# ---- scoring --------------------------------------------------------------------
WAIT_POINTS = 3
EXPLOSION_LOSS = 5
CHICKEN_BONUS = 5
BOMBS = 3

# ---- the 20 tools (handbook, Tools appendix) --------------------------------------
AIRHORN, AMPLIFIER, BLANKET, CRIMPER, DYNAMO = "airhorn", "amplifier", "blanket", "crimper", "dynamo"
FREEZER, HAMMER, HELMET, JAMMER, JUMPER = "freezer", "hammer", "helmet", "jammer", "jumper"
MIRROR, ORDERS, SCHEMATICS, SCRAMBLER, SHIELD = "mirror", "orders", "schematics", "scrambler", "shield"
SNIFFER, SWITCH, TOOLKIT, WRENCH, XRAY = "sniffer", "switch", "toolkit", "wrench", "xray"
TOOLS = (AIRHORN, AMPLIFIER, BLANKET, CRIMPER, DYNAMO, FREEZER, HAMMER, HELMET, JAMMER,
         JUMPER, MIRROR, ORDERS, SCHEMATICS, SCRAMBLER, SHIELD, SNIFFER, SWITCH, TOOLKIT,
         WRENCH, XRAY)
BLANKET_GAIN = 10
HAMMER_BONUS = 2
HELMET_OTHERS_LOSS = 2
SHIELD_GAIN = 7
XRAY_DRAW = 3
FREEZER_CARDS = 2
SCRAMBLER_CARDS = 3


def wires_for(players: int) -> tuple[str, ...]:
    return TWO_PLAYER_WIRES if players == 2 else WIRES


def action_cards_for(players: int) -> tuple[str, ...]:
    """A player's six action cards; with 2 players the Yellow cutter is discarded."""
    return tuple(c for c in ACTION_CARDS if c in wires_for(players) or c in (WAIT, CHICKEN))


def table_limit(players: int) -> int:
    return TWO_PLAYER_TABLE_LIMIT if players == 2 else TABLE_LIMIT
