"""The event catalogues (engine/<game>/events.py) against the engines that emit the
events and the desktop that tells them (issue 28, "Events catalogued"):

(a) every event key written in the engine is catalogued; (b) every key emitted while
replaying the Busters golden records, playing seeded bot games of Academy and Bomu
at every player count, and playing the rare events out (the engine tests that reach
them, and SCENARIOS below for those none does) is catalogued, as public or private
as it was emitted; (c) nothing catalogued is stale; (d) each public event has a log
line in English and in Japanese (or the desktop says which line tells it: TOLD_BY in
desktop/games/<game>/log_lines.py), each private one its private note; (e) each
event has an animation handler or a reason for none (the scene's STILL)."""
from __future__ import annotations

import ast
import importlib
import json
import random
import re
from pathlib import Path

import pytest

from engine.academy import GAME as ACADEMY_GAME
from engine.academy.events import EVENTS as ACADEMY
from engine.bomu import GAME as BOMU_GAME
from engine.bomu.events import EVENTS as BOMU
from engine.busters import GAME as BUSTERS_GAME
from engine.busters import board
from engine.busters.events import EVENTS as BUSTERS
from engine.core import GameRecord
from engine.core.event import Event, catalogue, public

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = {"busters": BUSTERS, "academy": ACADEMY, "bomu": BOMU}
KEY = re.compile(r"(busters|academy|bomu)(\.[a-z0-9_]+)+")
#: message keys of other kinds that share the games' prefixes
NOT_EVENTS = (".advice.", ".illegal.", ".outcome.", "busters.mission.")
NAMES = ["Aki", "Ben", "Chie", "Dai", "Emi"]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

#: events the golden records do not reach, and the engine test that plays each out
ENGINE_TESTS = {
    "busters.m19.found": "missions.test_m19_m30:test_m19_half_the_blue_wires_cut_show_the_real_timer",
    "busters.m30.three": "missions.test_m19_m30:"
                         "test_m30_fifteen_seconds_from_the_fourth_card_then_three_cards_then_the_end",
    "busters.m30.final": "missions.test_m19_m30:"
                         "test_m30_fifteen_seconds_from_the_fourth_card_then_three_cards_then_the_end",
    "busters.m30.replaced": "missions.test_m19_m30:test_m30_a_card_whose_wires_are_all_cut_is_discarded",
    "busters.m34.guess": "missions.test_m34:test_a_wrong_guess_advances_one_a_right_one_reveals_the_characters",
    "busters.m34.wrong": "missions.test_m34:test_a_wrong_guess_advances_one_a_right_one_reveals_the_characters",
    "busters.m34.found": "missions.test_m34:test_a_wrong_guess_advances_one_a_right_one_reveals_the_characters",
    "busters.m37.nobody_played": "missions.test_m32_m37:"
                                 "test_37_a_round_with_nobody_playing_advances_the_dial_and_replaces_the_card",
    "busters.m39.dealt": "missions.test_m39:test_the_special_action_points_at_all_four_even_without_one_in_hand",
    "busters.m41.pointed": "missions.test_m41_m43_m44:test_41_a_tripwire_is_pointed_at_one_at_a_time",
    "busters.m55.itsred": "missions.test_m55_m60:test_challenge_1_it_is_red_on_a_red_wire_completes_it",
    "busters.m57.nobody_played": "missions.test_m57:"
                                 "test_a_player_the_card_stops_skips_without_the_dial_and_a_round_of_it_explodes",
    "busters.m61.skipped": "missions.test_m61:test_the_team_decides_the_shift_before_the_captains_turn_the_first_included",
    "busters.m61.nobody_played": "missions.test_m61:test_a_whole_round_in_which_nobody_plays_explodes_the_bomb",
    "busters.m66.to_back": "missions.test_m66:test_the_stairs_open_with_the_skull_and_flip_the_card",
    "busters.m66.trap": "missions.test_m66:test_a_trap_advances_the_dial",
    "busters.stabilizer.saved": "test_equipment:test_stabilizer_failure_does_not_advance_and_red_does_not_explode",
    "busters.unseen.missed": "missions.test_m56_m64:"
                             "test_56_64_a_miss_announced_on_ones_own_flipped_wire_alone_explodes",
}


# ---- the rare events no engine test reaches, played out -------------------------------
def _bunker(pos, done, floor="back"):
    from tests.engine.busters.missions.helpers import laid
    # up A (even), right C (1-6), down D (7-12), left B (odd); ACTION E (4-9)
    hands = [["2", "3", "5", "8", "9"], ["2", "3", "5", "8", "9"], ["1", "4", "6", "7"], ["1", "4", "6", "7"]]
    return laid(66, hands, mission_part={"cards": "ACDBE", "pos": list(pos), "done": list(done),
                                         "floor": floor})


def _busters(start, *actions) -> list[Event]:
    from tests.engine.busters.helpers import act
    s = start()
    for seat, text in actions:
        act(s, seat, text)
    return s.log


def _academy_switch_back() -> list[Event]:
    # the Switch swaps two cutters; "at the end of the round, swap cutters back"
    s = ACADEMY_GAME.new_game({"players": 3}, 0, {"tools": [["switch"], [], []]})
    out = [e for seat, card in ((0, "green"), (1, "blue"), (2, "chicken"))
           for e in ACADEMY_GAME.apply(s, seat, f"play {card}")]
    out += ACADEMY_GAME.apply(s, 0, "use switch 1")
    while not any(e.key == "academy.switch.back" for e in out):
        seat = min(ACADEMY_GAME.to_act(s))
        out += ACADEMY_GAME.apply(s, seat, ACADEMY_GAME.legal_actions(s, seat)[0])
    return out


def _bomu_no_cards() -> list[Event]:
    # a revealed "0" draws a card from an empty draw pile with no used card to reshuffle
    s = BOMU_GAME.new_game({"players": 2}, 0, {"hands": [["0", "5"], ["0", "8"]], "deck": []})
    return BOMU_GAME.apply(s, 0, "play 0") + BOMU_GAME.apply(s, 1, "play 8")


def _laid(mission, hands, **kw):
    from tests.engine.busters.missions.helpers import laid
    return lambda: laid(mission, hands, **kw)


#: event key -> a function playing it out (its events)
SCENARIOS = {
    # a hand of only yellow and red wires takes no setup info token (R-BB5)
    "busters.info.setup_skipped": lambda: _busters(_laid(2, [["1.1", "3.5"], ["2", "5"], ["2", "5"], ["3", "7"]],
                                                         setup=True)),
    # FAQ: "If a player's hand is empty (no wires), they place their Number cards face
    # down under the draw pile."
    "busters.m29.returned": lambda: _busters(_laid(29, [["2"], ["2", "5", "9"], ["3", "7", "9"], ["3", "5", "7"]],
                                                   mission_part={"deal": list(range(1, 13))}),
                                             (3, "special lay 7"), (0, "dual 1.0.0 2"), (0, "own 0.0.0")),
    "busters.m60.itsred": lambda: _busters(_laid(60, [["2", "6"], ["2", "3.5", "8"], ["6", "9"], ["8", "9"]],
                                                 mission_part={"challenges": [1, 2, 3, 4]}),
                                           (0, "special itsred 1.0.1")),
    # a 2 meets A only (C's side is the edge): up, onto the Alarm; then its ACTION
    "busters.m66.at_alarm": lambda: _busters(lambda: _bunker((1, 2), ("key", "skull")),
                                             (0, "dual 1.0.0 2"), (0, "own 0.0.0")),
    "busters.m66.alarm": lambda: _busters(lambda: _bunker((0, 2), ("key", "skull")),
                                          (0, "dual 1.0.2 5"), (0, "own 0.0.2")),
    # an 8 meets A (up: the laser still on) and D: down, onto Doctor Nope; then his ACTION
    "busters.m66.at_villain": lambda: _busters(lambda: _bunker((2, 0), ("key", "skull")),
                                               (0, "dual 1.0.3 8"), (0, "own 0.0.3")),
    "busters.m66.villain": lambda: _busters(lambda: _bunker((3, 0), ("key", "skull", "alarm")),
                                            (0, "dual 1.0.2 5"), (0, "own 0.0.2")),
    # up the back floor's stairs
    "busters.m66.to_front": lambda: _busters(lambda: _bunker((1, 0), ("key", "skull")),
                                             (0, "dual 1.0.0 2"), (0, "own 0.0.0"), (0, "special move up")),
    "academy.switch.back": _academy_switch_back,
    "bomu.no_cards": _bomu_no_cards,
}


# ---- what the engines emit ------------------------------------------------------------
def literal_keys() -> set[str]:
    """Every string the engine spells as an event key (the catalogues aside; an
    f-string's pieces are not keys)."""
    out = set()
    for path in (ROOT / "engine").rglob("*.py"):
        if path.name == "events.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        pieces = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
        out |= {node.value for node in ast.walk(tree)
                if isinstance(node, ast.Constant) and id(node) not in pieces and isinstance(node.value, str)
                and KEY.fullmatch(node.value) and not any(n in node.value for n in NOT_EVENTS)}
    return out


def _golden() -> list[Event]:
    out = []
    for path in sorted((ROOT / "tests" / "fixtures" / "golden").glob("*.json")):
        for game in json.loads(path.read_text(encoding="utf-8"))["games"]:
            rec = GameRecord.from_dict({"game": "busters", "config": game["config"], "seed": game["seed"],
                                        "version": game["version"],
                                        "actions": [[seat, text] for seat, text, _d in game["steps"]]})
            s = BUSTERS_GAME.new_game(rec.config, rec.seed)
            for seat, text in rec.actions:
                BUSTERS_GAME.apply(s, seat, text)
            out += s.log
    return out


def _bot_games(game) -> list[Event]:
    """A few seeded games at every player count, easy and normal bots side by side."""
    out = []
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(3):
            s = game.new_game(game.default_config(players), seed)
            bots = [game.bots()["easy" if (seat + seed) % 2 else "normal"]() for seat in range(players)]
            rngs = [random.Random(seed * 10 + seat) for seat in range(players)]
            while game.outcome(s) is None:
                seat = min(game.to_act(s))
                action = bots[seat].choose(game.view(s, seat), game.legal_actions(s, seat), rngs[seat])
                out += game.apply(s, seat, action)
    return out


def _engine_tests() -> list[Event]:
    """The events of the engine tests in ENGINE_TESTS, each run once."""
    out: list[Event] = []

    def ev(s, key, visible_to=None, **params):
        e = real(s, key, visible_to, **params)
        out.append(e)
        return e

    real = board.ev
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(board, "ev", ev)
        for name in dict.fromkeys(ENGINE_TESTS.values()):
            module, test = name.split(":")
            getattr(importlib.import_module(f"tests.engine.busters.{module}"), test)()
    return out


@pytest.fixture(scope="module")
def emitted() -> dict[str, dict[str, list[Event]]]:
    """source -> key -> its events, from every source."""
    sources = {"golden": _golden(), "academy bots": _bot_games(ACADEMY_GAME), "bomu bots": _bot_games(BOMU_GAME),
               "engine tests": _engine_tests()}
    for key, play in SCENARIOS.items():
        sources[f"scenario {key}"] = play()
    out: dict[str, dict[str, list[Event]]] = {}
    for source, events in sources.items():
        for e in events:
            out.setdefault(source, {}).setdefault(e.key, []).append(e)
    return out


def _all_keys(emitted) -> set[str]:
    return {k for events in emitted.values() for k in events}


def _sample(emitted, key: str) -> Event:
    return next(events[key][0] for events in emitted.values() if key in events)


def _everything() -> dict:
    return {k: kind for c in CATALOGUES.values() for k, kind in c.items()}


# ---- the catalogues against the engines -------------------------------------------------
def test_a_key_is_declared_once():
    with pytest.raises(ValueError, match="busters.setup"):
        catalogue(public("busters.setup", "one"), public("busters.setup", "two"))
    for game, kinds in CATALOGUES.items():
        assert all(k.startswith(game + ".") and KEY.fullmatch(k) for k in kinds), game
        assert all(kind.tells and (kind.public or kind.seen_by) for kind in kinds.values()), game


def test_every_key_written_in_the_engine_is_catalogued():
    literals = literal_keys()
    assert "busters.m66.moved" in literals and "busters.m66." not in literals     # the scan reads
    assert sorted(literals - set(_everything())) == []


def test_every_key_emitted_is_catalogued_as_public_or_private_as_it_was(emitted):
    everything = _everything()
    for source, events in emitted.items():
        assert sorted(set(events) - set(everything)) == [], source
        for key, evs in events.items():
            assert {e.public for e in evs} == {everything[key].public}, key
    # every scenario and engine test still plays its event out
    for key in list(SCENARIOS) + list(ENGINE_TESTS):
        assert key in emitted.get(f"scenario {key}", emitted["engine tests"]), key


def test_nothing_catalogued_is_stale(emitted):
    # every key is played out somewhere (not only written): the lines and animations
    # below are checked on a real event of each kind
    assert sorted(set(_everything()) - _all_keys(emitted)) == []


# ---- the catalogues against the desktop -------------------------------------------------
def _public_line(game: str, e: Event) -> str | None:
    if game == "busters":
        from desktop.games.busters.texts import Namer, log_line
        return log_line(e, NAMES, Namer(NAMES, {}))
    told = importlib.import_module(f"desktop.games.{game}.log_lines").tell([e], NAMES)
    return told.plain if told is not None else None


def _private_line(game: str, e: Event) -> str | None:
    return importlib.import_module(f"desktop.games.{game}.texts").private_line(e)


@pytest.fixture
def lines(qapp):
    """game, event -> its line (public or private) in English and in Japanese."""
    from desktop.i18n import set_language

    def both(game: str, e: Event) -> tuple[str | None, str | None]:
        line = _public_line if e.public else _private_line
        assert set_language("en")
        en = line(game, e)
        assert set_language("ja")
        ja = line(game, e)
        set_language("en")
        return en, ja
    yield both
    set_language("en")


@pytest.mark.parametrize("game", sorted(CATALOGUES))
def test_every_event_has_its_line_in_english_and_japanese(emitted, lines, game):
    told_by = importlib.import_module(f"desktop.games.{game}.log_lines").__dict__.get("TOLD_BY", {})
    assert set(told_by) <= {k for k, kind in CATALOGUES[game].items() if kind.public}
    for key in CATALOGUES[game]:
        en, ja = lines(game, _sample(emitted, key))
        if key in told_by:
            assert told_by[key] and en is None, key              # declared: no line of its own
            continue
        assert en and not JAPANESE.search(en) and not re.search(r"%\d|%n", en), (key, en)
        assert ja and JAPANESE.search(ja) and not re.search(r"%\d|%n", ja), (key, ja)


def _scene(game: str):
    from desktop.games.academy.scene import AcademyScene
    from desktop.games.bomu.scene import BomuScene
    from desktop.games.busters.scene import BustersScene
    return {"busters": BustersScene, "academy": AcademyScene, "bomu": BomuScene}[game]


@pytest.mark.parametrize("game", sorted(CATALOGUES))
def test_every_event_has_an_animation_or_a_reason_for_none(qapp, game):
    scene = _scene(game)
    assert set(scene.STILL) <= set(CATALOGUES[game]), "stale reasons"
    for key in CATALOGUES[game]:
        handled = hasattr(scene, scene.handler_name(key))
        assert handled != (key in scene.STILL), f"{key}: a handler or a reason for none, not both"
        assert handled or scene.STILL[key], key
