"""Headless bot tournaments: whole games with a bot in every seat, figures out.

    python -m engine.sim bomu --players 4 --seats hard,normal,normal,normal \\
        --games 2000 --seed 1 --json

Every registered game gets a subcommand. Competitive games share one runner
(`run_competitive`); a game that needs another kind of run (say, a cooperative
campaign scored by missions) registers its own in RUNNERS: a function taking the
parsed arguments and returning the JSON-ready result, plus an optional function
adding its own options to its subparser (EXTRA_OPTIONS).

The seat list is rotated across games (game g moves every bot g places round the
table) so no bot keeps the best seat; results are reported per entry of the seat
list as given. The same seed gives the same figures (but for the decision times).

Decision times are the CPU time of each `choose` call (time.process_time), so other
work on a busy machine does not inflate them.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any, Callable, Sequence

from engine.core.registry import available_games, get_game

MAX_ACTIONS = 200_000


def _seed_for(seed: int, game_no: int, part: int = 0) -> int:
    return random.Random(f"{seed}/{game_no}/{part}").randrange(2**31)


def play_one(game_id: str, config: dict[str, Any], seed: int, bots_by_seat: Sequence[Any],
             rngs: Sequence[random.Random], times: list[float] | None = None) -> tuple[Any, Any]:
    """Play one game to the end; returns (final state, outcome). Decision times in
    seconds are appended to `times`."""
    game = get_game(game_id)
    state = game.new_game(config, seed)
    for _ in range(MAX_ACTIONS):
        result = game.outcome(state)
        if result is not None:
            return state, result
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        if getattr(bots_by_seat[seat], "sees_all", False):
            bots_by_seat[seat].truth = state        # a benchmark ceiling, never a player
        start = time.process_time()
        action = bots_by_seat[seat].choose(view, legal, rngs[seat])
        if times is not None:
            times.append(time.process_time() - start)
        game.apply(state, seat, action)
    raise RuntimeError(f"{game_id}: no end after {MAX_ACTIONS} actions (seed {seed})")


def rounds_of(game: Any, state: Any, actions: int) -> int:
    counter: Callable[[Any], int] | None = getattr(game, "round_count", None)
    return counter(state) if counter is not None else actions


def _factories(game_id: str) -> dict[str, Any]:
    """The game's bot levels, "random" (uniformly random legal actions: fuzzing) and
    the benchmark-only bots, never offered to players (Bomb Busters' "search": the
    Expert's choice checked by a look-ahead; "ceiling": that search given every
    hidden wire)."""
    from engine.core.bot import RandomBot
    extra: dict[str, Any] = {}
    if game_id == "busters":
        from engine.busters.search import CeilingBot, SearchBot
        extra = {"search": SearchBot, "ceiling": CeilingBot}
    return {**get_game(game_id).bots(), "random": RandomBot, **extra}


def _seat_levels(game_id: str, players: int, seats: Sequence[str]) -> list[str]:
    """The bot level of every seat: one level fills them all; unknown levels refused."""
    factories = _factories(game_id)
    seats = list(seats)
    if len(seats) == 1:
        seats *= players
    if len(seats) != players:
        raise ValueError(f"{len(seats)} bots for {players} seats")
    unknown = [s for s in seats if s not in factories]
    if unknown:
        raise ValueError(f"unknown bot level(s) {unknown}; {game_id} has {sorted(factories)}")
    return seats


def run_competitive(game_id: str, players: int, seats: Sequence[str], games: int,
                    seed: int, config: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play `games` games; each seat-list entry's bot plays in every game, its
    position rotated by one each game."""
    game = get_game(game_id)
    factories = _factories(game_id)
    seats = _seat_levels(game_id, players, seats)
    config = dict(config or game.default_config(players))
    wins = [0] * players
    everyone_lost = 0
    rounds: list[int] = []
    times: list[float] = []
    for g in range(games):
        # Entry i sits at seat (i + g) % players in game g.
        at_seat = {(i + g) % players: i for i in range(players)}
        bots = [factories[seats[at_seat[s]]]() for s in range(players)]
        rngs = [random.Random(_seed_for(seed, g, 1 + at_seat[s])) for s in range(players)]
        count_before = len(times)
        state, result = play_one(game_id, config, _seed_for(seed, g), bots, rngs, times)
        rounds.append(rounds_of(game, state, len(times) - count_before))
        if not result.winners:
            everyone_lost += 1
        for s in result.winners:
            wins[at_seat[s]] += 1
    ms = sorted(t * 1000.0 for t in times)
    return {
        "game": game_id, "players": players, "games": games, "seed": seed,
        "seats": [{"seat": i, "bot": seats[i], "wins": wins[i],
                   "win_rate": round(wins[i] / games, 4) if games else 0.0}
                  for i in range(players)],
        "draws_all_out": everyone_lost,
        "mean_rounds": round(statistics.fmean(rounds), 2) if rounds else 0.0,
        "decision_ms_p50": round(_quantile(ms, 0.50), 4),
        "decision_ms_p95": round(_quantile(ms, 0.95), 4),
    }


def _quantile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def _competitive_from_args(args: argparse.Namespace) -> dict[str, Any]:
    return run_competitive(args.game, args.players, args.seats.split(","), args.games,
                           args.seed)


#: game id -> runner(args) -> result dict; games not listed use the competitive runner
RUNNERS: dict[str, Callable[[argparse.Namespace], dict[str, Any]]] = {}
#: game id -> function adding that game's own options to its subparser
EXTRA_OPTIONS: dict[str, Callable[[argparse.ArgumentParser], None]] = {}


# ---- Bomb Busters: cooperative missions -------------------------------------------------

def _wilson(k: int, n: int, z: float = 1.96) -> list[float]:
    if n == 0:
        return [0.0, 0.0]
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / den
    return [round(max(0.0, mid - half), 4), round(min(1.0, mid + half), 4)]


def _busters_game(args: tuple[int, int, list[str], int]) -> tuple[bool, str, int, list[float]]:
    mission, players, seats, seed = args
    factories = _factories("busters")
    bots = [factories[seats[s]]() for s in range(players)]
    rngs = [random.Random(_seed_for(seed, s, 1)) for s in range(players)]
    times: list[float] = []
    state, result = play_one("busters", {"mission": mission, "players": players}, seed, bots,
                             rngs, times)
    return bool(result.winners), result.key, state.turn_no, times


def run_busters(mission: int, players: int, seats: Sequence[str], games: int, seed: int,
                jobs: int = 1) -> dict[str, Any]:
    """Whole cooperative missions with bots in every seat (seat i plays seats[i]); game g
    is dealt from a seed derived from (seed, g). `jobs` > 1 plays games in parallel
    processes (same figures)."""
    seats = _seat_levels("busters", players, seats)
    tasks = [(mission, players, seats, _seed_for(seed, g)) for g in range(games)]
    if jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = pool.map(_busters_game, tasks, chunksize=max(1, games // (jobs * 8)))
    else:
        results = [_busters_game(t) for t in tasks]
    wins = sum(1 for won, *_ in results if won)
    losses: dict[str, int] = {"red": 0, "detonator": 0}
    for won, key, _t, _ms in results:
        if not won:
            cause = key.rsplit(".", 1)[-1]
            losses[cause] = losses.get(cause, 0) + 1
    ms = sorted(t * 1000.0 for *_x, times in results for t in times)
    return {
        "game": "busters", "mission": mission, "players": players, "bots": seats,
        "games": games, "seed": seed, "wins": wins,
        "win_rate": round(wins / games, 4) if games else 0.0,
        "win_rate_ci95": _wilson(wins, games), "losses": losses,
        # game by game (W/L, game g dealt from (seed, g)): levels compared on the same
        # seed meet the same deals, so their games can be compared pair by pair
        "outcomes": "".join("W" if won else "L" for won, *_ in results),
        "mean_turns": round(statistics.fmean(t for _w, _k, t, _m in results), 2) if results else 0.0,
        "decision_ms_p50": round(_quantile(ms, 0.50), 3),
        "decision_ms_p95": round(_quantile(ms, 0.95), 3),
        "decision_ms_max": round(ms[-1], 3) if ms else 0.0,
    }


def _busters_from_args(args: argparse.Namespace) -> dict[str, Any]:
    return run_busters(args.mission, args.players, args.seats.split(","), args.games,
                       args.seed, args.jobs)


def _busters_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--mission", type=int, default=1, help="Bomb Busters mission number")
    p.add_argument("--jobs", type=int, default=1, help="parallel processes (same figures)")


RUNNERS["busters"] = _busters_from_args
EXTRA_OPTIONS["busters"] = _busters_options


def build_parser(games: Sequence[str] | None = None) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine.sim",
                                     description="Play whole games with bots in every seat.")
    sub = parser.add_subparsers(dest="game", required=True, metavar="GAME")
    for game_id in games if games is not None else available_games():
        p = sub.add_parser(game_id, help=f"simulate {game_id}")
        p.add_argument("--players", type=int, default=4)
        p.add_argument("--seats", default="normal",
                       help="comma-separated bot levels, one per seat (one level fills all)")
        p.add_argument("--games", type=int, default=100)
        p.add_argument("--seed", type=int, default=1)
        p.add_argument("--json", action="store_true", help="print one JSON object")
        if game_id in EXTRA_OPTIONS:
            EXTRA_OPTIONS[game_id](p)
    return parser


def _print_text(result: dict[str, Any]) -> None:
    head = {k: v for k, v in result.items() if k != "seats"}
    print(" ".join(f"{k}={v}" for k, v in head.items()))
    for row in result.get("seats", []):
        print(f"  seat {row['seat']}: {row['bot']:<8} wins {row['wins']:>6} "
              f"({100 * row['win_rate']:.1f}%)")


def run(argv: Sequence[str]) -> dict[str, Any]:
    """Run the command line `argv` (without the program name) and return its result."""
    args = build_parser().parse_args(list(argv))
    return RUNNERS.get(args.game, _competitive_from_args)(args)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    runner = RUNNERS.get(args.game, _competitive_from_args)
    try:
        result = runner(args)
    except ValueError as exc:
        print(f"engine.sim: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        _print_text(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
