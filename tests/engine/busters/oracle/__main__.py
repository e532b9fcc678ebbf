"""python -m tests.engine.busters.oracle --mission N [N ...] --positions K --seed S:
compare the solver with the oracle on playout positions and print each mismatch
(mission, players, seed, step, viewer, wire, value, solver vs oracle).
python -m tests.engine.busters.oracle --show MISSION PLAYERS SEED STEP VIEWER: both
distributions of every hidden wire of that position."""
from __future__ import annotations

import argparse

from engine.busters.inference import wire_distributions
from tests.engine.busters.oracle.compare import position, run
from tests.engine.busters.oracle.deal import distributions


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mission", type=int, nargs="+")
    ap.add_argument("--positions", type=int, default=50)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-hidden", type=int, default=12)
    ap.add_argument("--show", type=int, nargs=5,
                    metavar=("MISSION", "PLAYERS", "SEED", "STEP", "VIEWER"))
    args = ap.parse_args()
    if args.show:
        v = position(*args.show)
        theirs, mine = wire_distributions(v), distributions(v)
        for a in sorted(set(theirs) | set(mine)):
            print(a, "solver", theirs.get(a), "oracle", mine.get(a))
        return
    for m in args.mission or []:
        t = run(m, args.positions, args.seed, args.max_hidden, keep=10 ** 9)
        print(f"mission {m}: matched {t.matched}, mismatched {t.mismatched}, "
              f"too big {t.too_big}, out of reach {dict(t.out)}")
        for (mission, players, seed, step, viewer), bad in t.examples:
            for addr, v, s, o in bad:
                print(f"  m{mission} p{players} seed {seed} step {step} viewer {viewer} "
                      f"wire {addr} {v}: solver {s:.6f} oracle {o:.6f}")


if __name__ == "__main__":
    main()
