"""Mission 53 "Nano Nano" (REF L1314-1329) and ruling R-BB178."""
from __future__ import annotations

from engine.busters import GAME
from engine.busters.bots import BOTS
from engine.busters.botctx import BotContext
from engine.busters.missions import get_mission
from engine.busters.missions.components import TrackMarker
from tests.engine.busters.helpers import act
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "3", "9"], ["2", "3", "9"], ["3", "4", "9"], ["3", "4", "9"]]


def _nano(s, seat=1):
    return next(c.value for c in GAME.view(s, seat).mission_info if isinstance(c, TrackMarker))


def test_setup_nano_before_space_one_no_dial_and_no_rewinder_or_stabilizer():
    # "Put Nano just before the '1' space"; "The detonator dial is not used";
    # "If Equipment 6 (Rewinder) or 9 (Stabilizer) is drawn, discard it"
    for seed in range(12):
        g = GAME.new_game({"mission": 53, "players": 4}, seed)
        assert not {c.number for c in g.equipment} & {6, 9}
        assert g.mission_data["nano"] == 0
    assert get_mission(53).dial is False
    g2 = GAME.new_game({"mission": 53, "players": 2}, 1)     # 2-player override: 3 red
    assert sum(w.value == "R" for p in range(2) for w in g2.uncut_wires(p)) == 3


def test_a_success_moves_nano_one_space_forward():
    # "If a cut action succeeds: +1 space."
    s = laid(53, HANDS)
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert _nano(s) == 1


def test_a_success_of_nanos_value_moves_it_back_one_space():
    # "If a cut action succeeds and the wires' value matches the number of Nano's
    # current space: -1 space."
    s = laid(53, HANDS)
    s.mission_data["nano"] = 3
    act(s, 0, "dual 1.0.1 3", "own 0.0.1")
    assert _nano(s) == 2


def test_a_failure_moves_nano_two_spaces_and_not_the_dial():
    # "If a cut action fails: +2 spaces."; the dial is not used
    s = laid(53, HANDS)
    dial = s.detonator
    act(s, 0, "dual 2.0.1 3")                    # 2.0.1 is a 4
    assert _nano(s) == 2 and s.detonator == dial and GAME.outcome(s) is None
    assert s.active == 1


def test_nano_on_space_twelve_explodes_the_bomb():
    # "Beware, if Nano reaches space 12, Kaboom — the bomb explodes!"
    s = laid(53, HANDS)
    s.mission_data["nano"] = 10
    act(s, 0, "dual 2.0.1 3")
    out = GAME.outcome(s)
    assert out is not None and not out.winners


def test_the_cut_that_defuses_the_bomb_wins_even_with_nano_at_eleven():
    # R-BB178: the last cut defuses the bomb before Nano moves at the end of the turn
    s = laid(53, [["2"], ["2"], ["3"], ["3"]])
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")     # seat 1 has nothing left: seat 2 plays
    s.mission_data["nano"] = 11
    act(s, s.active, "dual 3.0.0 3", "own 2.0.0")
    assert GAME.outcome(s) is not None and GAME.outcome(s).winners
    assert _nano(s) == 11


def test_revealing_red_wires_does_not_move_nano():
    # R-BB178: only cut actions move Nano
    s = laid(53, [["3.5"], ["2", "3"], ["2", "3"], ["4", "4"]], players=4)
    act(s, 0, "reveal")
    assert _nano(s) == 0


def test_bots_weigh_a_failure_by_nanos_room_and_prefer_its_value():
    s = laid(53, HANDS)
    s.mission_data["nano"] = 3
    view = GAME.view(s, 0)
    # 9 spaces left, less the 6 cut actions the 12 blue wires still need
    assert get_mission(53).track(view) == (3, 2)
    bot = BOTS["expert"]()
    ctx = BotContext(bot, view, GAME.legal_actions(s, 0))
    sure = [a for a in ctx.legal if str(a).startswith("dual 1.0.1 3")]
    other = [a for a in ctx.legal if str(a).startswith("dual 1.0.0 2")]
    assert sure and other
    assert bot.score_cut(ctx, 1.0, 0.0, sure[0]) > bot.score_cut(ctx, 1.0, 0.0, other[0])
    s.mission_data["nano"] = 10                 # a failure now loses the game
    view = GAME.view(s, 0)
    ctx = BotContext(bot, view, GAME.legal_actions(s, 0))
    a = other[0]
    assert bot.score_cut(ctx, 0.5, 0.0, a) < -0.45


def test_every_bot_level_finishes():
    bots_finish(53)
