"""What a refused action says to the player: every refusal the engine can give
(IllegalAction.key) as a translated sentence, its parameters filled in. The engine's
English `reason` stays for logs and reports; the player reads this."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.i18n import translate

#: key -> (sentence, the parameter each %1, %2... stands for)
TEXTS: dict[str, tuple[str, tuple[str, ...]]] = {
    "illegal": (QT_TRANSLATE_NOOP("Refusal", "That is not possible now."), ()),
    "illegal.game_over": (QT_TRANSLATE_NOOP("Refusal", "The game is over."), ()),
    "illegal.not_in_game": (QT_TRANSLATE_NOOP("Refusal", "This seat is not in the game."), ()),
    "illegal.not_your_turn": (QT_TRANSLATE_NOOP("Refusal", "It is not your decision now."), ()),
    "illegal.not_now": (QT_TRANSLATE_NOOP("Refusal", "That is not possible now."), ()),
    "illegal.unreadable": (QT_TRANSLATE_NOOP("Refusal", "That move could not be read."), ()),
    "illegal.not_in_hand": (QT_TRANSLATE_NOOP("Refusal", "“%1” is not in your hand."), ("card",)),
    "busters.illegal.value_not_in_hand": (
        QT_TRANSLATE_NOOP("Refusal", "You have no uncut wire of value %1 to announce."), ("value",)),
    "busters.illegal.target": (QT_TRANSLATE_NOOP("Refusal", "Point at an uncut wire of a teammate."), ()),
    "busters.illegal.solo": (QT_TRANSLATE_NOOP(
        "Refusal", "A Solo Cut needs every remaining wire of %1 (2 or 4) in your own hand."), ("value",)),
    "busters.illegal.reveal": (QT_TRANSLATE_NOOP(
        "Refusal", "You may reveal your red wires only when they are all you have left."), ()),
    "busters.illegal.equipment": (QT_TRANSLATE_NOOP("Refusal", "That equipment can not be used now."), ()),
    "bomu.illegal.safe_face_down": (QT_TRANSLATE_NOOP("Refusal", "SAFE can not be played face down."), ()),
    "bomu.illegal.discard": ("", ("count",)),           # a plural: refusal_text
    "academy.illegal.no_tool": (QT_TRANSLATE_NOOP("Refusal", "You do not have this tool."), ()),
    "academy.illegal.tool_timing": (QT_TRANSLATE_NOOP("Refusal", "This tool can not be used like that now."), ()),
}


def refusal_text(key: str, params: dict[str, Any]) -> str:
    """The sentence for a refusal; a key this release does not know reads as the
    general one (never the engine's English)."""
    template, names = TEXTS.get(key, TEXTS["illegal"])
    if key == "bomu.illegal.discard":
        # (lupdate marks a plural only on a literal call with a plain name as its count)
        n = int(params.get("count", 0))
        return translate("Refusal", "Discard exactly %n card(s), never the “0”.", None, n)
    out = translate("Refusal", template)
    for k, name in enumerate(names, 1):
        value = params.get(name, "")
        if name == "value" and str(value).upper() == "Y":
            value = translate("Refusal", "yellow")
        out = out.replace(f"%{k}", str(value))
    return out
