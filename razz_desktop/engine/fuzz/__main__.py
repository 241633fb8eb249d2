"""``python -m razz_desktop.engine.fuzz --hands N [--seed S] [--jobs J] [--one SEED]``.

Prints exactly one JSON object::

    {"hands": N, "actions": N, "illegal_tried": N,
     "violations": [{"seed": S, "what": "..."}], "seconds": F}

and exits 1 if there is any violation (0 otherwise, 2 for bad arguments).
``--one SEED`` replays the single hand a violation names (its traceback, if
any, goes to stderr; stdout stays one JSON object).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback

from . import fuzz, summary
from .runner import Tally, fuzz_one


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m razz_desktop.engine.fuzz",
                                description="Fuzz the razz engine and check every invariant.")
    p.add_argument("--hands", type=int, default=1000, help="hands to fuzz (default 1000)")
    p.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: all cores)")
    p.add_argument("--one", type=int, default=None, metavar="SEED",
                   help="replay the single hand a violation names")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.one is not None:
        began = time.perf_counter()
        tally: Tally = fuzz_one(args.one)
        if tally.violations:
            _explain(args.one)
        out = summary(tally, time.perf_counter() - began)
    else:
        if args.hands < 0 or (args.jobs is not None and args.jobs < 1):
            print(json.dumps({"error": "--hands must be >= 0 and --jobs >= 1"}))
            return 2
        out = fuzz(args.hands, args.seed, args.jobs)
    print(json.dumps(out))
    return 1 if out["violations"] else 0


def _explain(seed: int) -> None:
    """Re-raise the failing hand's first violation on stderr, with its traceback."""
    import random

    from . import runner

    rng = random.Random(seed)
    try:
        config = runner.random_config(rng)
        stacks = runner.random_stacks(rng, config)
        print(f"seed {seed}: {config} {stacks}", file=sys.stderr)
        if rng.random() < 0.25:
            runner.play_table(rng, config, stacks, Tally())
        else:
            from ..hand import Hand

            hand = Hand(config, stacks, rng=rng, hand_id=seed)
            hand.start()
            runner.play_hand(hand, rng, Tally(), None)
    except Exception:
        traceback.print_exc()


if __name__ == "__main__":
    raise SystemExit(main())
