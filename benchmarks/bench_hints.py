"""Hint latency: from the human's turn starting to the hint being ready (prints figures).

The issue's target: the hint appears within 150 ms of the human's turn
starting at the 90th percentile. Measured the way the table sees it: a
``PracticeController`` receives ``on_human_to_act(view)`` on the GUI thread,
computes the hint on its worker thread, and the clock stops when its
``hint_ready`` signal is delivered back on the GUI thread (Qt event loop,
queued connection, exactly as in the app). Decision points are random:
random table sizes (2-8 players), hands played by a mix of bots, and the
decision of a random seat at a random moment taken as "the human's".

    .venv/bin/python benchmarks/bench_hints.py [--points 300] [--seed 1]

Never pass/fail: it prints p50/p90/p99 and the worst case, overall and by
street, plus the worker's own compute time for comparison.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

from razz_desktop.ai.bots import make_bot  # noqa: E402
from razz_desktop.controllers.practice_controller import PracticeController  # noqa: E402
from razz_desktop.engine import Action, GameConfig, Hand  # noqa: E402
from razz_desktop.engine.actions import ActionType  # noqa: E402
from razz_desktop.engine.views import SeatView  # noqa: E402

TARGET_P90_MS = 150.0
BOTS = ("regular", "beginner", "calling-station", "random", "strong")


def decision_points(n: int, seed: int) -> list[SeatView]:
    """``n`` views of a seat to act, from hands played by a mix of bots."""
    rng = random.Random(seed)
    points: list[SeatView] = []
    hand_id = 0
    while len(points) < n:
        hand_id += 1
        players = rng.randint(2, 8)
        seats = sorted(rng.sample(range(1, 9), players))
        hand = Hand(GameConfig(), dict.fromkeys(seats, 10_000), rng=rng, hand_id=hand_id)
        hand.start()
        bots = {s: make_bot(rng.choice(BOTS), seed=s) for s in seats}
        while not hand.finished and len(points) < n:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            if not set(view.legal_types()) <= {ActionType.SHOW, ActionType.MUCK} and \
                    rng.random() < 0.35:
                points.append(view)
            hand.act(Action(seat, bots[seat].decide(view, rng)))
    return points


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication([])
    controller = PracticeController(seed=args.seed)  # warms up on its worker
    controller._jobs.wait_idle(120_000)  # the benchmark measures turns, not start-up
    for _ in range(10):  # deliver the worker's "loaded" signal (queued to this thread)
        QCoreApplication.processEvents()
    views = decision_points(args.points, args.seed)
    latency: list[float] = []
    compute: list[float] = []
    by_street: dict[int, list[float]] = {}
    loop = QEventLoop()
    state: dict[str, float] = {}

    def ready(_hand: int, _index: int, hint: object) -> None:
        state["end"] = time.perf_counter()
        compute.append(hint.elapsed_ms)  # type: ignore[attr-defined]
        loop.quit()

    def failed(_hand: int, _index: int, message: str) -> None:
        print("hint failed:", message)
        loop.quit()

    controller.hint_ready.connect(ready)
    controller.hint_failed.connect(failed)
    # One safety timer, restarted per point: a singleShot per point left earlier points' timers
    # running, and one firing during a later point quit its loop early (an "inf" p99).
    safety = QTimer()
    safety.setSingleShot(True)
    safety.timeout.connect(loop.quit)
    for view in views:
        state.clear()
        state["start"] = time.perf_counter()
        controller.on_human_to_act(view)
        if "end" not in state:
            safety.start(5000)  # a safety net; never hit in practice
            loop.exec()
            safety.stop()
        ms = (state.get("end", float("inf")) - state["start"]) * 1000.0
        latency.append(ms)
        by_street.setdefault(view.street, []).append(ms)
    controller.shutdown()
    print(f"hint latency, turn start -> hint_ready on the GUI thread, {len(latency)} random "
          f"decision points (2-8 players), target p90 <= {TARGET_P90_MS:g} ms")
    print(f"  all        p50 {percentile(latency, 0.5):6.1f} ms   p90 {percentile(latency, 0.9):6.1f}"
          f" ms   p99 {percentile(latency, 0.99):6.1f} ms   max {max(latency):6.1f} ms")
    for street in sorted(by_street):
        ms = by_street[street]
        print(f"  street {street}   p50 {percentile(ms, 0.5):6.1f} ms   p90 {percentile(ms, 0.9):6.1f}"
              f" ms   ({len(ms)} points)")
    missing = sum(1 for ms in latency if ms == float("inf"))
    if missing:
        print(f"  {missing} of {len(latency)} turns got no hint_ready within 5 s (counted as infinite)")
    print(f"  worker compute only: median {statistics.median(compute):.1f} ms, "
          f"p90 {percentile(compute, 0.9):.1f} ms")
    print(f"  p90 {'meets' if percentile(latency, 0.9) <= TARGET_P90_MS else 'MISSES'} the target")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
