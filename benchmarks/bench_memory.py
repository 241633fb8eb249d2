"""Resident memory per hand over a long sitting: does anything pile up?

The whole app (app.assemble: window, controllers, hand log on its thread,
Coach attached) runs offscreen on a temporary home with animations off, no
thinking pauses and no pause between hands; the human's seat checks or calls.
RSS is read from /proc after a warm-up and at the end; the figure is the
growth per hand between the two (issue 10's target: <= 2 KB per hand). The C
allocator is tuned as the launcher tunes it after the first paint
(razz_desktop/allocator.py).

    .venv/bin/python benchmarks/bench_memory.py [--hands 2000] [--warmup 200] [--practice] [--types]

``--practice`` turns practice mode on (the Coach hints every human decision and
reviews every hand: issue 38 measured 15 KB a hand there); the human then acts
once the hint is computed, as a learner reads it first, so every hand is
reviewed (``--no-wait``: at once, the table outrunning the Coach); ``--types`` also
prints the object types whose live count grew most between the two marks
(what to look at when the figure is too high).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from collections import Counter
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def type_counts() -> Counter[str]:
    """Live objects tracked by the garbage collector, by type name."""
    return Counter(type(o).__name__ for o in gc.get_objects())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--warmup", type=int, default=200)
    parser.add_argument("--practice", action="store_true", help="practice mode on (the Coach at work)")
    parser.add_argument("--types", action="store_true", help="print the object types that grew most")
    parser.add_argument("--no-wait", action="store_true",
                        help="with --practice: act without waiting for the hint (the table outruns the Coach)")
    args = parser.parse_args()

    home = tempfile.mkdtemp(prefix="razz-mem-")
    os.environ["RAZZ_DESKTOP_HOME"] = home
    from razz_desktop.ui.qt_compat import protect_none

    protect_none()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from razz_desktop.app import assemble
    from razz_desktop.controllers.session import SessionSetup
    from razz_desktop.engine.actions import ActionType
    from razz_desktop.settings import Settings, save_settings

    app = QApplication([])
    s = Settings()
    save_settings(replace(s, display=replace(s.display, animation_speed="off"),
                          practice=replace(s.practice, enabled=args.practice)))
    parts = assemble(setup=SessionSetup(thinking_ms=(0, 0), next_hand_delay_ms=0, seed=7))
    from razz_desktop.allocator import return_big_blocks

    tuned = return_big_blocks()  # what the launcher does after the first paint
    c = parts.controller
    c.set_pacing_ms(0, 0, 0)
    passive = (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW, ActionType.FOLD)
    coach = parts.coach.controller if parts.coach is not None else None

    def act(view: object) -> None:
        # With the Coach on, the human acts once the hint is computed (a learner reads it first), so every
        # hand is reviewed and its review kept, as at a real table; --no-wait acts at once (hints pile up).
        if args.practice and not args.no_wait and coach is not None and coach._jobs.busy:
            QTimer.singleShot(1, lambda: act(view))
            return
        parts.window.action_chosen.emit(next(la for kind in passive for la in view.legal if la.type is kind))

    c.human_to_act.connect(lambda view: QTimer.singleShot(0, lambda: act(view)))
    c.human_busted.connect(lambda _amount: c.rebuy_human())
    marks: dict[str, int] = {}
    done = [0]

    counts: dict[str, Counter[str]] = {}

    def finished(_result: object) -> None:
        done[0] += 1
        if done[0] == args.warmup:
            gc.collect()
            marks["start"] = rss_kb()
            if args.types:
                counts["start"] = type_counts()
        if done[0] == args.warmup + args.hands:
            gc.collect()
            marks["end"] = rss_kb()
            if args.types:
                counts["end"] = type_counts()
            QTimer.singleShot(0, app.quit)

    c.hand_finished.connect(finished)
    QTimer.singleShot(0, parts.start)
    app.exec()
    parts.shutdown()
    growth = (marks["end"] - marks["start"]) / args.hands
    print(f"hands {args.hands} after {args.warmup} warm-up: RSS {marks['start']:,} KB -> {marks['end']:,} KB, "
          f"{growth:.2f} KB per hand (target <= 2 KB); allocator threshold fixed as the launcher does: "
          f"{'yes' if tuned else 'no (not glibc)'}; practice mode {'on' if args.practice else 'off'}")
    if args.types:
        grown = counts["end"] - counts["start"]
        for name, n in grown.most_common(15):
            print(f"  {name}: +{n:,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
