"""The mission cards of missions 1-8 (rules reference, Part VI): title, front
(setup) and back (mission rules), translatable (context "BustersMission").
Paragraphs are separated by blank lines; a line starting "- " is a list item."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.i18n import translate

TITLES = {
    1: QT_TRANSLATE_NOOP("BustersMission", "TRAINING, Day 1"),
    2: QT_TRANSLATE_NOOP("BustersMission", "TRAINING, Day 2"),
    3: QT_TRANSLATE_NOOP("BustersMission", "TRAINING, Day 3"),
    4: QT_TRANSLATE_NOOP("BustersMission", "First Day in the Field"),
    5: QT_TRANSLATE_NOOP("BustersMission", "Second Day in the Field"),
    6: QT_TRANSLATE_NOOP("BustersMission", "Third Day in the Field"),
    7: QT_TRANSLATE_NOOP("BustersMission", "Last Day of Class"),
    8: QT_TRANSLATE_NOOP("BustersMission", "FINAL EXAM"),
}

SUBTITLES = {
    1: QT_TRANSLATE_NOOP("BustersMission", "Lesson 1: How to cut a wire"),
    2: QT_TRANSLATE_NOOP("BustersMission", "Lesson 2: How to cut a YELLOW wire"),
    3: QT_TRANSLATE_NOOP("BustersMission", "Lesson 3: How (NOT!) to cut a RED wire"),
    4: QT_TRANSLATE_NOOP("BustersMission", "Time to put theory into practice!"),
    5: QT_TRANSLATE_NOOP("BustersMission", "This is a minefield, not the yellow brick road..."),
    6: QT_TRANSLATE_NOOP("BustersMission", "What is bold, yellow, and ready for a new action? 4 YELLOW wires that must be cut!"),
    7: QT_TRANSLATE_NOOP("BustersMission", "Looks like you're seeing double! Are you RED-y?"),
    8: QT_TRANSLATE_NOOP("BustersMission", "Today is the big day! Your training has led you here. Are you ready to face the fuse and pass the Final Exam?"),
}

FRONTS = {
    1: QT_TRANSLATE_NOOP("BustersMission", "24 wires: only the wires numbered 1 to 6.\n\nNo equipment cards: none are available in this mission.\n\nDefault rules for every mission (they are not repeated):\n- Set the detonator dial to the number of players.\n- Each player takes 1 character card. You may use your Double Detector once per mission.\n- Starting with the Captain and going clockwise, each player puts 1 info token in front of 1 of their blue wires, showing its value.\n- Flip the mission card and put it at the bottom left of the board, where everyone can read its rules."),
    2: QT_TRANSLATE_NOOP("BustersMission", "32 wires: numbers 1 to 8 only.\n\n2 yellow wires, drawn at random from 1.1 to 7.1.\n\nNo equipment cards.\n\nReminder: the yellow info token can not be used during setup."),
    3: QT_TRANSLATE_NOOP("BustersMission", "40 wires: numbers 1 to 10 only.\n\n1 red wire, drawn at random from 1.5 to 9.5.\n\nFrom this mission on: deal as many equipment cards onto the board as there are players. Equipment 2 (Walkie-Talkies) and 12 (Label =) are replaced by other cards."),
    4: QT_TRANSLATE_NOOP("BustersMission", "All 48 blue wires (from now on you always play with every blue wire).\n\n1 red wire.\n\n2 yellow wires.\n\n2 players: 1 red wire and 4 yellow wires."),
    5: QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\n2 out of 3 yellow wires: draw 3 yellow wires, put the 3 yellow markers with the “?” side up on their values, then add 2 of them, unseen, to the blue wires and set the third aside without looking at it.\n\n2 players: 2 red wires, 2 out of 3 yellow wires."),
    6: QT_TRANSLATE_NOOP("BustersMission", "1 red wire.\n\n4 yellow wires.\n\n2 players: 2 red wires, 4 yellow wires."),
    7: QT_TRANSLATE_NOOP("BustersMission", "1 out of 2 red wires: draw 2 red wires, put the 2 red markers with the “?” side up on their values, then add 1 of them, unseen, to the blue wires and set the other aside without looking at either.\n\n2 players: 1 out of 3 red wires."),
    8: QT_TRANSLATE_NOOP("BustersMission", "1 out of 2 red wires.\n\n2 out of 3 yellow wires.\n\n2 players: 1 out of 3 red wires, 4 yellow wires."),
}

BACKS = {
    1: QT_TRANSLATE_NOOP("BustersMission", "On their turn, a player must cut wires, with one of these actions:\n\n- Dual Cut: cut 2 matching wires, 1 from a teammate and 1 of your own. Point to a teammate's wire and state its value (“This wire is a 9”). If you are right, both wires are revealed and put face up in front of their stands, without shifting. If not, the detonator dial advances 1 space (on the skull the bomb explodes), and your teammate puts an info token in front of the wire to show its true value. Never reveal which of your wires you meant to cut.\n- Solo Cut: you hold all the remaining wires of a value (all 4, or the last 2 after 2 were cut): reveal them all and put them face up in front of your stand."),
    2: QT_TRANSLATE_NOOP("BustersMission", "Dual Cut and Solo Cut work as before.\n\nNew: cut the yellow wires! Yellow wires are cut like blue wires; all yellow wires have the same value. To cut one, hold a yellow wire yourself, point to a teammate's wire and say “This wire is yellow”.\n\nIf a yellow wire is pointed at by mistake, the yellow info token shows its value."),
    3: QT_TRANSLATE_NOOP("BustersMission", "New: RED wires. If a red wire is cut, the bomb explodes at once and the mission fails!\n\nNew action: Reveal Your Red Wires. If only red wires are left in your hand at the start of your turn, you must reveal them. You then take no more actions this mission; your teammates go on.\n\nNew: equipment cards. Equipment is not usable at the start. Cut 2 wires of the value shown on a card to bring it into play. Each card is used once, then turned face down."),
    4: QT_TRANSLATE_NOOP("BustersMission", "Everything you have learned so far:\n\n- Equipment becomes usable once 2 wires of its value are cut.\n- The 2 yellow wires are cut together (with 2 players there are 4, cut 2 by 2).\n- The red wire must never be cut: it is revealed only when it is the last wire left in a player's hand."),
    5: QT_TRANSLATE_NOOP("BustersMission", "New: “2 out of 3”. 2 yellow wires have to be cut together, but those 2 wires could have 3 possible values."),
    6: QT_TRANSLATE_NOOP("BustersMission", "New: 4 yellow wires. The 4 yellow wires all have the value “yellow”: they are cut like any 4 wires of one value, most often 2 at a time by a Dual Cut, or by a Solo Cut when one player holds all the yellow wires left (all 4, or the last 2)."),
    7: QT_TRANSLATE_NOOP("BustersMission", "New: “1 out of 2”. There is only one red wire in play, but it could have 2 possible values (3 with 2 players)."),
    8: QT_TRANSLATE_NOOP("BustersMission", "No special rules: apply everything you have learned, and good luck!\n\nFailure: luckily it was a fake bomb... study some more and retake the test.\n\nSuccess: well done! You are now official members of the BOMB BUSTERS brigade. The box of missions 9-19 opens."),
}


def _card(number: int, table: dict[int, str], part: str) -> str:
    """One part of a mission card: missions 1-8 here, the others in mission_texts."""
    from desktop.games.busters import mission_texts
    if number in table:
        return translate("BustersMission", table[number])
    text = mission_texts.get(number)
    return mission_texts.tr(getattr(text, part)) if text is not None else ""


def mission_title(number: int) -> str:
    return _card(number, TITLES, "title") or \
        translate("BustersMission", "Mission %1").replace("%1", str(number))


def mission_subtitle(number: int) -> str:
    return _card(number, SUBTITLES, "subtitle")


def mission_front(number: int) -> str:
    return _card(number, FRONTS, "front")


def mission_back(number: int) -> str:
    return _card(number, BACKS, "back")


def to_html(text: str) -> str:
    """Paragraphs and "- " list items as simple HTML for a QTextBrowser/QLabel."""
    import html
    out = []
    items: list[str] = []
    for para in text.split("\n"):
        if para.startswith("- "):
            items.append(f"<li>{html.escape(para[2:])}</li>")
            continue
        if items:
            out.append("<ul>" + "".join(items) + "</ul>")
            items = []
        if para.strip():
            out.append(f"<p>{html.escape(para)}</p>")
    if items:
        out.append("<ul>" + "".join(items) + "</ul>")
    return "".join(out)
