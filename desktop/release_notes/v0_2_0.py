"""What's new in Bakudan 0.2.0 (shown once to a player upgrading from 0.1.0)."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

VERSION = "0.2.0"
NOTES = (
    QT_TRANSLATE_NOOP("WhatsNew", "Upgrades keep everything: your settings, statistics, crews, campaign "
                                  "and the game in progress carry over to each new version."),
    QT_TRANSLATE_NOOP("WhatsNew", "Games saved by an earlier version still continue and replay."),
    QT_TRANSLATE_NOOP("WhatsNew", "Bakudan starts faster: a game is loaded when you open it."),
    QT_TRANSLATE_NOOP("WhatsNew", "Installers for Windows and macOS, besides Linux."),
    QT_TRANSLATE_NOOP("WhatsNew", "Help > About shows the version you are running."),
)
