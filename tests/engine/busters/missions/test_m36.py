"""Mission 36 "Panic under the Palm Trees" (REF L990-1003) and ruling R-BB176."""
from __future__ import annotations

from engine.busters import GAME
from engine.busters.missions.components import Cards
from tests.engine.busters.helpers import act, illegal, legal
from tests.engine.busters.missions.helpers import bots_finish, laid

HANDS = [["2", "3", "9"], ["2", "3", "9"], ["3", "4", "9"], ["3", "4", "9"]]
LINE = {"line": [2, 4, 7, 8, 3]}


def _setup(end="left"):
    s = laid(36, HANDS, mission_part=LINE)
    while s.phase == "characters":
        act(s, s.active, "character keep")
    act(s, 0, f"special {end}")              # "The Captain chooses ... either end"
    return s


def test_five_cards_in_a_line_and_the_captain_chooses_the_end():
    # "deal 5 of them to the table in a faceup line. Do not reorder them."
    s = laid(36, HANDS, mission_part=LINE)
    assert s.phase == "mission" and GAME.to_act(s) == {0}
    assert legal(s, 0) == {"special left", "special right"}
    act(s, 0, "special right")
    line = next(c for c in GAME.view(s, 1).mission_info if isinstance(c, Cards) and c.id == "line")
    assert [c.value for c in line.cards] == [2, 4, 7, 8, 3] and line.pointer == 4
    g = GAME.new_game({"mission": 36, "players": 2}, 1)
    wires = [w for p in range(2) for w in g.uncut_wires(p)]
    assert sum(w.value == "Y" for w in wires) == 4 and sum(w.value == "R" for w in wires) == 2


def test_only_the_card_next_to_the_sequence_card_is_cut_off_line_values_any_time():
    # "must be cut in the order shown by the arrow"; "Wires with values not matching
    # the visible Number cards can be cut at any time."
    s = _setup("left")                       # 2 is next; 3 and 4 are locked; 9 is free
    cuts = {a.split()[-1] for a in legal(s, 0) if a.startswith("dual")}
    assert cuts == {"2", "9"}
    assert illegal(s, 0, "dual 1.0.1 3")


def test_two_wires_cut_remove_the_card_and_the_cutter_moves_the_sequence_card():
    # "Each time a bomb disposal expert cuts 2 wires of the number adjacent to the
    # Sequence card, they remove this Number card and can choose ... either end"
    s = _setup("left")
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert s.mission_data["line"] == [4, 7, 8, 3] and s.mission_data["removed"] == [2]
    assert s.phase == "mission" and GAME.to_act(s) == {0}       # the cutter chooses
    act(s, 0, "special right")
    assert s.phase == "turn" and s.active == 1
    assert {a.split()[-1] for a in legal(s, 1) if a.startswith("dual")} == {"3", "9"}


def test_with_one_card_left_there_is_nothing_to_choose():
    s = laid(36, [["2", "3"], ["2", "3"], ["3", "9"], ["3", "9"]], mission_part={"line": [2, 3]})
    act(s, 0, "special left")
    act(s, 0, "dual 1.0.0 2", "own 0.0.0")
    assert s.mission_data["line"] == [3] and s.phase == "turn" and s.active == 1
    assert "dual 2.0.0 3" in legal(s, 1)


def test_every_bot_level_finishes():
    bots_finish(36)
