from __future__ import annotations


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is left untouched.

    `key` is a stable message key the desktop translates; `reason` is the English
    sentence for logs, tests and the command line.
    """

    def __init__(self, reason: str, key: str = "illegal", **params: object) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key
        self.params = params


class RecordError(ValueError):
    """A game record that cannot be read or replayed."""

    def __init__(self, reason: str, index: int | None = None) -> None:
        super().__init__(reason if index is None else f"action {index}: {reason}")
        self.reason = reason
        self.index = index
