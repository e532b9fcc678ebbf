"""The review tells each action in the table's own readable log (issue 16): one line
per event that matters, names in their seat's colour, icons, in both languages — not
the plain unfolded lines it used to list."""
from __future__ import annotations

from desktop.widgets.log import LogDelegate, LogView, RichRole
from desktop.widgets.seat_colours import seat_colour
from tests.desktop.test_busters import bot_level, click_button, start_busters


def _kana(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def review_lines(review) -> list[tuple[str, str]]:
    model = review.lines.model()
    return [(model.index(r).data(), model.index(r).data(RichRole)) for r in range(model.rowCount())]


def selected(review) -> list[str]:
    return sorted((i.row(), i.data()) for i in review.lines.selectionModel().selectedIndexes())


def test_the_review_tells_each_action_as_the_tables_log_does(qtbot, window):
    table = start_busters(window, [("Ben", bot_level()), ("Chika", bot_level()), ("Dan", bot_level())], seed=2)
    qtbot.waitUntil(lambda: table.outcome is not None, timeout=20000)
    click_button(qtbot, table.end.review_button)
    review = table.review_dialog
    assert isinstance(review.lines, LogView) and isinstance(review.lines.itemDelegate(), LogDelegate)
    click_button(qtbot, review.buttons["first"])
    # the deal, then what the set-up told (as the table's log opens)
    dealt = [p for p, _ in review_lines(review)]
    assert dealt[0] == "The deal: every stand is shown face up." and dealt[1:] == table.log.lines[:len(dealt) - 1]
    assert any(line.startswith("Mission 1 begins") for line in dealt)
    # step through the actions with ▶: the log as the table told it then, the lines of
    # the action shown selected; a Dual Cut and its own wire (two actions) one line
    folded = False
    while review.current < review.slider.maximum():
        before = len(review_lines(review))
        click_button(qtbot, review.buttons["next"])
        lines = review_lines(review)
        assert len(lines) >= before
        rows = selected(review)
        assert rows and rows[-1][0] == len(lines) - 1 or not review.steps[review.current][2]
        events = review.steps[review.current][2]
        if [e.key for e in events][:1] == ["busters.wire.cut"]:
            assert len(lines) - before < len([e for e in events if e.public])
            folded = True                    # the wire cut with a Dual Cut joined its line
    assert folded
    told = review_lines(review)
    assert [p for p, _ in told[1:]] == table.log.lines                 # line for line, the table's log
    rich = [html for _, html in told]
    assert any(f"color:{seat_colour(1)}" in h for h in rich)           # Chika's name in her colour
    assert any("<img" in h for h in rich)                              # wires and tokens drawn
    assert not any("is cut:" in p for p, _ in told)                    # no repeated "wire ... is cut"

    # Japanese, with the review open
    window.apply_settings({"language": "ja"})
    qtbot.waitUntil(lambda: _kana(review_lines(review)[0][0]), timeout=3000)
    japanese = review_lines(review)
    assert len(japanese) == len(told) and all(_kana(p) for p, _ in japanese)
    assert [p for p, _ in japanese[1:]] == table.log.lines
    assert any(f"color:{seat_colour(1)}" in h for _, h in japanese)
    review.close()
    window.apply_settings({"language": "en"})


def test_stepping_forward_tells_the_log_as_telling_it_from_the_deal_does(qtbot, window):
    """▶ only adds the new action's lines (telling the whole log again cost up to 28 ms
    a step); ◀ tells it again from the deal. At every action both read alike, line and
    selection."""
    table = start_busters(window, [("Ben", bot_level()), ("Chika", bot_level()), ("Dan", bot_level())], seed=4)
    qtbot.waitUntil(lambda: table.outcome is not None, timeout=20000)
    click_button(qtbot, table.end.review_button)
    review = table.review_dialog
    click_button(qtbot, review.buttons["first"])
    forward = {}
    while review.current < review.slider.maximum():
        click_button(qtbot, review.buttons["next"])
        forward[review.current] = (review_lines(review), selected(review))
    backward = {review.current: forward[review.current]}
    while review.current > 1:
        click_button(qtbot, review.buttons["prev"])
        backward[review.current] = (review_lines(review), selected(review))
    assert len(forward) > 20 and backward == forward
    review.close()
