"""What the player is told about the store: the notice after an unusual start (a
damaged file set aside and what was kept of it, a newer release's data, a folder
that can not be used ...), the bar that says while something is not saved, and the
question before quitting with play not yet on disk."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from desktop.i18n import translate
from desktop.store.db import Health, Store
from desktop.store.faults import Fault
from desktop.store.schema import current


def waiting_text(fault: Fault | None) -> str:
    """The bar while changes wait for the disk (or a read failed)."""
    texts = {
        Fault.FULL: translate("Storage", "Not saved: the disk is full. Bakudan keeps your play in memory and "
                                         "saves it as soon as there is room."),
        Fault.LOCKED: translate("Storage", "Not saved yet: another program is using Bakudan's data. Bakudan "
                                           "keeps your play in memory and saves it as soon as the data is free."),
        Fault.READ_ONLY: translate("Storage", "Not saved: Bakudan's data folder can not be written any more. "
                                              "Bakudan keeps your play in memory and saves it as soon as it can."),
        Fault.CORRUPT: translate("Storage", "Not saved: Bakudan's data file is damaged. Bakudan keeps your play "
                                            "in memory; the file is repaired at the next start."),
        Fault.READ_ONLY_FILE: translate("Storage", "Not saved: Bakudan's data file is read-only. Bakudan keeps "
                                                   "your play in memory and saves it as soon as it can."),
    }
    return texts.get(fault, translate("Storage", "Not saved: Bakudan's data can not be written (a disk error). "
                                                 "Bakudan keeps your play in memory and tries again."))


def reason_text(fault: Fault) -> str:
    """Why a write was refused, in a sentence (for a message about one change)."""
    texts = {
        Fault.FULL: translate("Storage", "the disk is full."),
        Fault.LOCKED: translate("Storage", "another program is using Bakudan's data."),
        Fault.READ_ONLY: translate("Storage", "Bakudan's data folder can not be written."),
        Fault.CORRUPT: translate("Storage", "Bakudan's data file is damaged."),
        Fault.READ_ONLY_FILE: translate("Storage", "Bakudan's data file is read-only."),
    }
    return texts.get(fault, translate("Storage", "a disk error."))


def session_text(fault: Fault | None) -> str:
    """The bar for a session whose data lives in memory only."""
    texts = {
        Fault.NEWER: translate("Storage", "This session is not saved: your data comes from a newer Bakudan, "
                                          "which this one only reads."),
        Fault.LAYOUT: translate("Storage", "This session is not saved: Bakudan's data file has tables this "
                                           "version does not know."),
        Fault.READ_ONLY: translate("Storage", "This session is not saved: Bakudan's data folder is read-only."),
        Fault.READ_ONLY_FILE: translate("Storage", "This session is not saved: Bakudan's data file is read-only."),
        Fault.FOLDER: translate("Storage", "This session is not saved: Bakudan's data folder can not be made."),
        Fault.FULL: translate("Storage", "This session is not saved: the disk was full when Bakudan started."),
        Fault.LOCKED: translate("Storage", "This session is not saved: another program was using Bakudan's "
                                           "data when it started."),
        Fault.CORRUPT: translate("Storage", "This session is not saved: Bakudan's data file is damaged and "
                                            "could not be set aside."),
        Fault.INSTANCE: translate("Storage", "This session is not saved: another Bakudan is using the data."),
    }
    return texts.get(fault, translate("Storage", "This session is not saved: Bakudan's data file can not "
                                                 "be read."))


def health_text(health: Health) -> str:
    """One line for the bar, or "" when everything is saved."""
    if not health.on_disk:
        return session_text(health.reason)
    if health.reason is None and not health.waiting:
        return ""
    return waiting_text(health.reason)


def _kept_lines(kept: dict[str, int]) -> list[str]:
    lines = []
    for table, n in sorted(kept.items()):
        if table == "finishedgame":
            lines.append(translate("Storage", "%n finished game(s)", None, n))
        elif table == "crew":
            lines.append(translate("Storage", "%n campaign crew(s)", None, n))
        elif table == "missionattempt":
            lines.append(translate("Storage", "%n campaign attempt(s)", None, n))
        elif table == "setting":
            lines.append(translate("Storage", "%n setting(s)", None, n))
        elif table == "playername":
            lines.append(translate("Storage", "%n remembered player name(s)", None, n))
        elif table == "savedgame":
            lines.append(translate("Storage", "the unfinished game") if n == 1
                         else translate("Storage", "%n unfinished game(s)", None, n))
    return [translate("Storage", "• %1").replace("%1", line) for line in lines]


def salvage_text(store: Store) -> str:
    opened = store.opening
    lines = [translate("Storage", "Bakudan's data file was damaged. It was set aside as\n%1\nand a new one "
                                  "was started with everything that could still be read.")
             .replace("%1", str(opened.set_aside))]
    kept = _kept_lines(opened.salvage.kept if opened.salvage else {})
    dropped = _kept_lines(opened.salvage.dropped if opened.salvage else {})
    if kept:
        lines += ["", translate("Storage", "Kept:"), *kept]
    if dropped:
        lines += ["", translate("Storage", "Read but damaged, so left out:"), *dropped]
    if kept:
        if opened.salvage.lost:
            lines += ["", translate("Storage", "Some of it could not be read and is lost.")]
    else:
        lines += ["", translate("Storage", "Nothing could be read from it: your settings, statistics and "
                                           "campaign start over.")]
    return "\n".join(lines)


def notice(store: Store) -> tuple[str, str] | None:
    """(title, text) of what the player must be told about this start, if anything."""
    opened = store.opening
    where = str(store.path)
    if opened.set_aside is not None and opened.on_disk:
        return translate("Storage", "Saved data was damaged"), salvage_text(store)
    if opened.on_disk:
        return None
    fault = opened.fault
    title = translate("Storage", "Nothing in this session is saved")
    if fault is Fault.NEWER:
        return translate("Storage", "Data from a newer Bakudan"), translate(
            "Storage", "Your data was written by a newer version of Bakudan (data schema %1; this version "
                       "knows up to %2). It was left exactly as it is: this session can read it, but nothing "
                       "you do now is saved. Install the newer Bakudan to go on with your data.") \
            .replace("%1", str(opened.version)).replace("%2", str(current()))
    if fault is Fault.LAYOUT:
        text = translate("Storage", "Bakudan's data file has tables this version does not know:\n%1\nIt was "
                                    "left as it is. This session can read it, but nothing you do now is saved.")
    elif fault is Fault.READ_ONLY:
        text = translate("Storage", "Bakudan's data folder can not be written:\n%1\nYour data can be read, but "
                                    "nothing you do in this session is saved. Make the folder writable and start "
                                    "Bakudan again.")
        where = str(store.folder)
    elif fault is Fault.READ_ONLY_FILE:
        text = translate("Storage", "Bakudan's data file can not be written:\n%1\nIt is marked read-only, "
                                    "though its folder can be written. Your data can be read, but nothing you do "
                                    "in this session is saved. Make the file writable and start Bakudan again.")
    elif fault is Fault.FOLDER:
        text = translate("Storage", "Bakudan can not make its data folder:\n%1\nA file is in the way (the "
                                    "folder, or a folder above it, is a file). Nothing you do in this session is "
                                    "saved. Move or rename that file and start Bakudan again.")
        where = str(store.folder)
    elif fault is Fault.FULL:
        text = translate("Storage", "The disk is full, so Bakudan could not prepare its data:\n%1\nThe file "
                                    "was left as it is, and nothing you do in this session is saved. Free some "
                                    "space and start Bakudan again.")
    elif fault is Fault.LOCKED:
        text = translate("Storage", "Another program was using Bakudan's data when it started:\n%1\nThe file "
                                    "was left as it is, and nothing you do in this session is saved. Close the "
                                    "other program and start Bakudan again.")
    elif fault is Fault.CORRUPT:
        text = translate("Storage", "Bakudan's data file is damaged and could not be set aside:\n%1\nWhat could "
                                    "be read is used for this session, but nothing you do now is saved.")
    elif fault is Fault.INSTANCE:
        text = translate("Storage", "Another Bakudan is using your data and did not answer. This window can "
                                    "read your data, but nothing you do in it is saved.")
    else:
        text = translate("Storage", "Bakudan's data file can not be read (no permission, or a disk "
                                    "error):\n%1\nIt was left as it is, and nothing you do in this session is "
                                    "saved.")
    return title, text.replace("%1", where)


class StorageBar(QFrame):
    """Says, above every page, while something is not saved; "Try again" asks the store
    to write at once."""
    retry = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("storageBar")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setObjectName("storageText")
        self.button = QPushButton()
        self.button.setObjectName("storageRetry")
        self.button.clicked.connect(self.retry)
        row = QHBoxLayout(self)
        row.addWidget(self.text, 1)
        row.addWidget(self.button)
        self.health: Health | None = None
        self.hide()
        self.retranslate()

    def show_health(self, health: Health) -> None:
        self.health = health
        self.text.setText(health_text(health))
        self.button.setVisible(health.on_disk)
        self.setVisible(not health.fine)

    def retranslate(self) -> None:
        self.button.setText(translate("Storage", "Try again"))
        self.button.setToolTip(translate("Storage", "Write what waits now, instead of at the next try"))
        if self.health is not None:
            self.show_health(self.health)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def ask_quit_unsaved(parent: QWidget, store: Store) -> bool:
    """If play waits for the disk: try once more, then ask. True: quit."""
    while store.health().on_disk and store.health().waiting and not store.retry():
        box = QMessageBox(QMessageBox.Icon.Warning, translate("Storage", "Quit without saving?"),
                          translate("Storage", "Some of your play is not saved yet:\n%1\nIf you quit now, it "
                                               "is lost.").replace("%1", health_text(store.health())),
                          QMessageBox.StandardButton.NoButton, parent)
        box.setObjectName("quitUnsavedBox")
        again = box.addButton(translate("Storage", "Try again"), QMessageBox.ButtonRole.AcceptRole)
        quit_ = box.addButton(translate("Storage", "Quit anyway"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(again)
        box.exec()
        if box.clickedButton() is quit_:
            return True
        if box.clickedButton() is not again:
            return False
    return True
