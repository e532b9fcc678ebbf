"""Translated names for things the engine and the store name by id."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

KINDS = {
    "human": QT_TRANSLATE_NOOP("Labels", "Human"),
    "easy": QT_TRANSLATE_NOOP("Labels", "Bot · Easy"),
    "normal": QT_TRANSLATE_NOOP("Labels", "Bot · Normal"),
    "hard": QT_TRANSLATE_NOOP("Labels", "Bot · Hard"),
    "expert": QT_TRANSLATE_NOOP("Labels", "Bot · Expert"),
}


def kind_label(kind: str) -> str:
    return QCoreApplication.translate("Labels", KINDS.get(kind, kind))
