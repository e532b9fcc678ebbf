"""No text clips anywhere (issue 26, items 3-4): every mission card (66 missions, both
languages, the campaign's first-try card and the briefing that opens by itself), every
mission's own buttons; the labels and buttons of every scene `make screenshots`
renders, at the smallest window (1024x640) and at 1920x1080, in both languages, are
read by the walk of test_japanese_screens.py. tests/desktop/clipping.py says what
"needs more room than it has" means."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from desktop.games.busters.mission_card import BRIEFED, MissionCardDialog
from tests.desktop.clipping import clipped
from tests.desktop.test_busters import bot_level, start_busters

SIZES = ((1024, 640), (1920, 1080))


def sized(qtbot, window, w: int, h: int) -> None:
    window.resize(w, h)
    qtbot.waitUntil(lambda: window.size() == QSize(w, h), timeout=3000)


def card_cut(dialog: MissionCardDialog) -> list[str]:
    """What of a card can not be read: a clipped text, or a side whose text is longer
    than its box and can not be scrolled to its end."""
    bad = clipped(dialog)
    for side in (dialog.card.front, dialog.card.back):
        text, bar = side.text, side.scroll.verticalScrollBar()
        hidden = text.heightForWidth(text.width()) - side.scroll.viewport().height()
        if hidden > 0 and (not bar.isVisible() or bar.maximum() < hidden):
            bad.append(f"{side.head.text()}: {hidden} px below the box, scroll {bar.maximum()}")
    return bad


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_mission_card_shows_all_its_text(qtbot, window, lang):
    """Mission 29's FAQ paragraph and mission 66's last line ("until then the yellow
    wires cannot be cut") were cut off at the dialog's fixed 900x520."""
    window.apply_settings({"language": lang})
    for w, h in SIZES:
        sized(qtbot, window, w, h)
        scrolled, bad = 0, []
        for n in range(1, 67):
            dialog = MissionCardDialog(n, window, first=n % 2 == 0)
            dialog.show()
            qtbot.waitExposed(dialog)
            qtbot.wait(1)                 # its layout settled: scroll bars shown where needed
            assert window.size().width() >= dialog.width() and window.size().height() >= dialog.height()
            bad += [f"mission {n}: {b}" for b in card_cut(dialog)]
            scrolled += any(s.scroll.verticalScrollBar().maximum() > 0 for s in (dialog.card.front, dialog.card.back))
            dialog.close()
            dialog.deleteLater()
        assert not bad, f"{lang} {w}x{h}:\n" + "\n".join(bad)
        if w == 1920:
            assert scrolled == 0          # the big window shows every card whole, nothing to scroll
        elif lang == "en":
            assert scrolled >= 3          # the longest backs scroll at 1024x640 (29, 59 ...)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_briefing_that_opens_by_itself_reads_to_its_end(qtbot, window, lang):
    window.apply_settings({"language": lang})
    sized(qtbot, window, 1024, 640)
    window.store.set(BRIEFED, "")
    table = start_busters(window, [("Aki", "human"), ("Ben", bot_level())], mission=29, seed=2)
    qtbot.waitUntil(lambda: getattr(table, "_mission_dialog", None) is not None
                    and table._mission_dialog.isVisible(), timeout=3000)
    dialog = table._mission_dialog
    qtbot.wait(1)
    assert dialog.card.number == 29
    assert not card_cut(dialog), card_cut(dialog)
    back = dialog.card.back
    bar = back.scroll.verticalScrollBar()
    if lang == "en":                      # the FAQ paragraph is there, scrolled to
        assert bar.isVisible() and bar.maximum() > 0
        assert "last Number card" in back.text.text()
    dialog.close()


# ---- every mission's own controls -----------------------------------------------------------
def specials_missions() -> list[int]:
    from desktop.games.busters import mission_texts
    return [n for n, text in sorted(mission_texts.TEXTS.items()) if text.specials]


#: the missions whose buttons were cut in a 1024-px window (31's five Constraint cards,
#: 41's Tripwire beside the Double Detector, 47's sums, 59's Nano moves): `make test`
#: walks these; `make test-slow` every mission with controls of its own, at both sizes
WIDEST = (31, 41, 47, 59)


def walk_specials(qtbot, window, mission: int, decisions: int = 40, enough: int = 4) -> tuple[set, list[str]]:
    """Play the mission as its one human seat (bots for the rest), a right cut when
    there is one, else its own actions in turn; each time the mission offers its own
    actions (a wire's, once that wire is clicked), check every caption fits and every
    button is where a mouse reaches it (`enough` times). What was offered, and what
    did not fit."""
    from engine.busters.actions import Dual, Special
    from engine.busters.missions import MISSIONS
    from desktop.games.busters import specials as sp
    players = max(4, MISSIONS[mission].min_players)
    seats = [("Aki", "human")] + [(n, bot_level()) for n in ("Ben", "Chika", "Dan", "Emi")[:players - 1]]
    table = start_busters(window, seats, mission=mission, seed=3)
    seen: set = set()
    bad: list[str] = []
    checked = 0
    for step in range(decisions):
        if checked >= enough:
            break
        qtbot.waitUntil(lambda: table.acting is not None or table.outcome is not None, timeout=10000)
        if table.outcome is not None:
            break
        legal = table.session.legal(0)
        if not legal:                     # between two of its decisions
            qtbot.wait(5)
            continue
        specials = [a for a in legal if isinstance(a, Special)]
        if specials:
            wires = [sp.wire_arg(mission, a) for a in specials if sp.wire_arg(mission, a) is not None]
            if wires:
                table._clicked(("wire", wires[0]))
            qtbot.wait(1)
            bad += [f"{sorted({a.name for a in specials})}: {b}" for b in clipped(table)]
            for key, button in table.choice_buttons.items():
                centre = button.mapTo(window, button.rect().center())
                if window.childAt(centre) is not button:
                    bad.append(f"{key}: under {window.childAt(centre)!r}")
            seen |= {a.name for a in specials}
            checked += 1
        state = table.session.state
        right = [a for a in legal if isinstance(a, Dual) and state.slot(*a.addr).wire.value == a.value]
        table.submit(right[0] if right else specials[step % len(specials)] if specials else legal[0])
    window.leave_game()
    return seen, bad


def check_specials(qtbot, window, lang: str, size: tuple[int, int], missions) -> None:
    window.apply_settings({"language": lang})
    sized(qtbot, window, *size)
    reached, bad = 0, []
    for n in missions:
        seen, cut = walk_specials(qtbot, window, n)
        reached += bool(seen)
        bad += [f"mission {n} {b}" for b in cut]
    assert not bad, f"{lang} {size}:\n" + "\n".join(bad)
    assert reached >= len(missions) * 2 // 3, reached          # most missions were walked to their controls


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_widest_mission_controls_fit_the_smallest_window(qtbot, window, lang):
    check_specials(qtbot, window, lang, (1024, 640), WIDEST)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_missions_controls_fit(qtbot, window, lang, size):
    check_specials(qtbot, window, lang, size, specials_missions())
