"""Per-seat views are frozen dataclasses defined by each game. Anything a seat may
not know is `UNKNOWN` (or simply absent), never the real value."""
from __future__ import annotations

UNKNOWN = "?"
