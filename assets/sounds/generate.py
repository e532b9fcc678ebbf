"""Makes Bakudan's sound effects (synthesised, so they are ours): run
`python assets/sounds/generate.py` to rewrite the .wav files beside it."""
from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    with wave.open(str(HERE / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(32000 * 0.8 * s / peak)) for s in samples))


def envelope(i: int, n: int, attack: float = 0.005, decay: float = 6.0) -> float:
    t = i / RATE
    return min(1.0, t / attack) * math.exp(-decay * i / n)


def dice() -> list[float]:
    rng = random.Random(1)
    out = [0.0] * int(RATE * 0.6)
    for k in range(9):                        # clicks of dice hitting the table
        start = int(RATE * (0.03 + 0.06 * k + rng.uniform(0, 0.02)))
        for i in range(int(RATE * 0.03)):
            if start + i < len(out):
                out[start + i] += rng.uniform(-1, 1) * math.exp(-i / 120) * (1 - k / 12)
    return out


def boom() -> list[float]:
    rng = random.Random(2)
    n = int(RATE * 1.2)
    out, low = [], 0.0
    for i in range(n):
        low += (rng.uniform(-1, 1) - low) * 0.06   # low-passed noise: a rumble
        out.append((low * 3 + 0.6 * math.sin(2 * math.pi * 55 * i / RATE)) * envelope(i, n, 0.004, 4.5))
    return out


def card() -> list[float]:
    rng = random.Random(3)
    n = int(RATE * 0.12)
    return [rng.uniform(-1, 1) * envelope(i, n, 0.002, 12) for i in range(n)]


def chime(freqs: tuple[float, ...], length: float) -> list[float]:
    n = int(RATE * length)
    return [sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs) * envelope(i, n, 0.01, 3.5)
            for i in range(n)]


def buzz() -> list[float]:
    """A wrong cut: a short falling buzz, two notes a fourth apart (square-ish waves)."""
    out = []
    for freq, length in ((220.0, 0.16), (165.0, 0.26)):
        n = int(RATE * length)
        for i in range(n):
            wave_ = 1.0 if math.sin(2 * math.pi * freq * i / RATE) > 0 else -1.0
            out.append(0.5 * wave_ * envelope(i, n, decay=3.0))
    return out


def ping() -> list[float]:
    """Your turn: one soft high note."""
    return chime((880.0,), 0.35)


if __name__ == "__main__":
    write("dice", dice())
    write("boom", boom())
    write("card", card())
    write("defused", chime((660.0, 990.0), 0.5))
    write("win", chime((523.3, 659.3, 784.0), 1.2))
    write("miss", buzz())
    write("turn", ping())
