"""Reading outside input (records, configs, explicit deals): strict, so a bad value is
refused with ValueError naming it, never truncated and never a crash later on."""
from __future__ import annotations

import math
from typing import Any, Iterable


def whole(value: object, what: str, low: int | None = None, high: int | None = None) -> int:
    """`value` as an int if it is a whole number (an int, or a float without a
    fraction such as 2.0) within [low, high]. 2.5 players, a seat of true or a seed
    of Infinity are refused, never read as 2, 1 or a crash."""
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what} must be a whole number, not {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"{what} must be between {low} and {high}, not {value}")
    return value


def one_of(value: object, allowed: Iterable[Any], what: str) -> Any:
    allowed = tuple(allowed)
    if isinstance(value, (list, dict)) or value not in allowed:
        raise ValueError(f"{what} must be one of {', '.join(map(str, allowed))}, not {value!r}")
    return value


def list_of(value: object, what: str, length: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list, not {value!r}")
    if length is not None and len(value) != length:
        raise ValueError(f"{what} must hold {length} entries, not {len(value)}")
    return value


def object_of(value: object, what: str, keys: Iterable[str] | None = None) -> dict[str, Any]:
    """A JSON object; with `keys`, only those keys (a typo is refused, not ignored)."""
    if not isinstance(value, dict):
        raise ValueError(f"{what} must be an object, not {value!r}")
    if keys is not None:
        unknown = sorted(map(str, set(value) - set(keys)))
        if unknown:
            raise ValueError(f"{what} has no field {', '.join(unknown)}")
    return value
