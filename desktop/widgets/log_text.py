"""A log line in two forms at once: plain text (what is copied, what the hand-off
cover and the tests read) and rich text (player names in their seat's colour, small
drawn icons, an emphasis for what matters). A sentence is a translated pattern
filled with pieces, so both forms always say the same thing.

Nothing a player typed is ever read as markup: a name is escaped before it goes
into the rich form (a player called "<b>Bob</b>" is shown as written)."""
from __future__ import annotations

import html
import re
from dataclasses import dataclass

from desktop.contrast import MUTED, pick
from desktop.contrast import muted as muted_colour
from desktop.widgets.seat_colours import seat_colour

#: how a line stands out: "" plain; "turn": the muted heading of a turn or round;
#: "good": a success worth seeing; "bad": a mistake; "boom": an explosion or a lost
#: game; "win": a won game or round
TONES = ("", "turn", "good", "bad", "boom", "win")


@dataclass(frozen=True)
class Piece:
    """Some text in both forms."""
    plain: str
    html: str

    def __add__(self, other: "Piece | str") -> "Piece":
        other = piece(other)
        return Piece(self.plain + other.plain, self.html + other.html)


def piece(value) -> Piece:
    """Text as written (escaped for the rich form); a Piece stays as it is."""
    if isinstance(value, Piece):
        return value
    text = str(value)
    return Piece(text, html.escape(text, quote=False))


def name(seat: int | None, names: list[str]) -> Piece:
    """A player's name after their seat's mark, in the colour of their seat on the table."""
    from desktop.widgets.log_icons import seat_mark      # (log_icons builds on this module)
    if not isinstance(seat, int) or not 0 <= seat < len(names):
        return piece("")
    text = html.escape(names[seat], quote=False)
    # (Qt may wrap a line between the mark and the name: it breaks after any image,
    # a WORD JOINER or white-space: nowrap notwithstanding)
    return seat_mark(seat) + Piece(names[seat], f'<span style="color:{seat_colour(seat)}; font-weight:600">{text}</span>')


def strong(value) -> Piece:
    p = piece(value)
    return Piece(p.plain, f"<b>{p.html}</b>")


def muted(value) -> Piece:
    p = piece(value)
    return Piece(p.plain, f'<span style="color:{pick("#8f97b3", MUTED[1])}">{p.html}</span>')


_ARG = re.compile(r"%(\d)")
#: punctuation that never starts a line (Japanese 「。」 after a value chip did): a
#: drawn icon is an object Qt may break after, so a WORD JOINER ties the two
_CLOSERS = "。、，．！？）」』,.!?)"
_JOINER = "\u2060"


def fill(template: str, *args) -> Piece:
    """A translated pattern with %1, %2… filled in one pass (a name that holds "%2"
    stays as written); the pattern's own text is escaped."""
    parts = [piece(a) for a in args]
    plain, rich, at = [], [], 0
    for m in _ARG.finditer(template):
        k = int(m.group(1))
        if not 1 <= k <= len(parts):
            continue
        plain.append(template[at:m.start()])
        rich.append(html.escape(template[at:m.start()], quote=False))
        plain.append(parts[k - 1].plain)
        rich.append(parts[k - 1].html)
        if parts[k - 1].html.endswith(">") and "<img" in parts[k - 1].html \
                and template[m.end():m.end() + 1] in tuple(_CLOSERS):
            rich.append(_JOINER)
        at = m.end()
    plain.append(template[at:])
    rich.append(html.escape(template[at:], quote=False))
    return Piece("".join(plain), "".join(rich))


def join(pieces, sep: str) -> Piece:
    """Pieces one after the other, `sep` (a translated separator) between them."""
    pieces = [piece(p) for p in pieces]
    s = piece(sep)
    return Piece(s.plain.join(p.plain for p in pieces), s.html.join(p.html for p in pieces))


def sentences(pieces) -> Piece:
    """Whole sentences one after the other: a space after "." or "!", none after
    Japanese 「。」「！」 (which carry their own space)."""
    out = piece("")
    for p in (piece(x) for x in pieces):
        if out.plain and p.plain and not out.plain.endswith(("。", "！", "）")):
            out = out + " "
        out = out + p
    return out


@dataclass(frozen=True)
class LogLine:
    """One line of the log: `lead` a short muted label before it (a turn's number),
    `tone` how it stands out (TONES)."""
    body: Piece
    tone: str = ""
    lead: Piece | None = None

    @property
    def plain(self) -> str:
        if not self.lead:
            return self.body.plain
        from desktop.i18n import translate
        return translate("Table", "%1 · %2").replace("%2", self.body.plain).replace("%1", self.lead.plain)

    @property
    def html(self) -> str:
        # (the log's delegate also tints the row of a "bad", "boom" or "win" line)
        body = self.body.html
        if self.tone == "turn":
            body = f'<span style="color:{muted_colour()}">{body}</span>'
        elif self.tone in ("boom", "win"):
            body = f'<b>{body}</b>'
        if self.lead:
            body = f'<span style="color:{pick("#8f97b3", MUTED[1])}">{self.lead.html}</span>&nbsp;{body}'
        return body


def line(value, tone: str = "", lead: Piece | None = None) -> LogLine | None:
    """A LogLine of a Piece or a plain string (None stays None: nothing to log)."""
    if value is None or isinstance(value, LogLine):
        return value
    return LogLine(piece(value), tone, lead)
