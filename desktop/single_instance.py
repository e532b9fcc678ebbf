"""Only one Bakudan writes a data folder. The first start takes a lock file in the
folder (QLockFile: a lock left by a process that died is taken over) and listens on
a local socket named for the folder (QLocalServer: a Unix socket on Linux and macOS,
a named pipe on Windows). A later start that finds the lock taken asks the first,
over that socket, to bring its window forward, and ends; if the first does not answer,
the later one runs on a copy of the data that is never written (the window says so).
"""
from __future__ import annotations

import hashlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "bakudan.lock"
#: what a later start sends and what the first answers once its window is forward
ASK, ANSWER = b"show\n", b"shown\n"
#: milliseconds a later start waits for the first one to connect and to answer
CONNECT_MS, ANSWER_MS = 1000, 3000


def server_name(folder: Path) -> str:
    """One name per data folder (short: a Unix socket's path holds about 100 bytes).
    On Linux the socket lives in the user's runtime folder ($XDG_RUNTIME_DIR, emptied
    at logout), not in /tmp, where one left by a killed process would stay; Qt puts a
    bare name in the temporary folder (and on Windows names a pipe)."""
    digest = hashlib.sha256(str(folder.absolute()).encode("utf-8")).hexdigest()[:20]
    name = f"bakudan-{digest}"
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if sys.platform.startswith("linux") and runtime and os.path.isdir(runtime) \
            and len(runtime) + len(name) < 100:
        return os.path.join(runtime, name)
    return name


class Owner(QObject):
    """The first Bakudan of a data folder: holds the lock and answers later starts."""
    #: a later start asked for this one's window
    activated = Signal()

    def __init__(self, folder: Path, lock: QLockFile | None) -> None:
        super().__init__()
        self.lock = lock                    # None: the folder can hold no lock (read-only, a file)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connection)
        name = server_name(folder)
        if lock is not None:
            QLocalServer.removeServer(name)     # a socket left by a crash (ours to clear: we hold the lock)
        self.server.listen(name)

    def _connection(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if socket.canReadLine() and bytes(socket.readLine().data()) == ASK:
            self.activated.emit()
            socket.write(ANSWER)
            socket.flush()
            socket.disconnectFromServer()

    def release(self) -> None:
        self.server.close()
        if self.lock is not None:
            self.lock.unlock()


@dataclass
class Claim:
    owner: Owner | None = None          # this start owns the folder
    forwarded: bool = False             # the first Bakudan answered: this start ends
    after_crash: bool = False           # the last Bakudan here never let go of its lock

    @property
    def shared(self) -> bool:
        """Another Bakudan holds the folder and did not answer: read, never write."""
        return self.owner is None and not self.forwarded


def ask_owner(folder: Path) -> bool:
    """Ask the Bakudan that owns `folder` to bring its window forward; True if it did."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(folder))
    if not socket.waitForConnected(CONNECT_MS):
        return False
    socket.write(ASK)
    socket.flush()
    answered = b""
    while ANSWER not in answered and socket.waitForReadyRead(ANSWER_MS):
        answered += bytes(socket.readAll().data())
    socket.abort()
    return ANSWER in answered


def claim(folder: Path, forward: bool = True) -> Claim:
    """Take the data folder for this start, or hand over to the Bakudan that has it
    (`forward`: ask it to come forward and end; otherwise share it read-only)."""
    lock = QLockFile(str(folder / LOCK_NAME))
    lock.setStaleLockTime(0)                # never by age: a live game may run for hours
    left = (folder / LOCK_NAME).exists()    # a clean exit removes it
    if lock.tryLock(0):
        return Claim(owner=Owner(folder, lock), after_crash=left)
    if lock.error() != QLockFile.LockError.LockFailedError:
        # the folder can hold no lock (read-only, a file in the way): nothing can be
        # written there by anyone, and the store tells the player why
        if forward and ask_owner(folder):
            return Claim(forwarded=True)
        return Claim(owner=Owner(folder, None))
    if forward and ask_owner(folder):
        return Claim(forwarded=True)
    return Claim()
