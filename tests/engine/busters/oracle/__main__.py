"""python -m tests.engine.busters.oracle --mission N --positions K --seed S: compare
the solver with the oracle and print each mismatch."""
from __future__ import annotations

import argparse

from tests.engine.busters.oracle.compare import run


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", type=int, nargs="+", required=True)
    ap.add_argument("--positions", type=int, default=50)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-hidden", type=int, default=12)
    args = ap.parse_args()
    for m in args.mission:
        t = run(m, args.positions, args.seed, args.max_hidden)
        print(f"mission {m}: matched {t.matched}, mismatched {t.mismatched}, "
              f"too big {t.too_big}, out of reach {dict(t.out)}")
        for (mission, players, seed, step, viewer), bad in t.examples:
            for addr, v, s, o in bad:
                print(f"  m{mission} p{players} seed {seed} step {step} viewer {viewer} "
                      f"wire {addr} {v}: solver {s:.6f} oracle {o:.6f}")


if __name__ == "__main__":
    main()
