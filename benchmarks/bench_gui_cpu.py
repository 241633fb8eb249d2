"""GUI-thread CPU per hand: what drawing and pacing a hand cost the GUI thread.

    python benchmarks/bench_gui_cpu.py [--hands 100] [--speed normal] [--thinking none|normal]
                                       [--size 1280x800]

Runs the real app in this process, offscreen (``razz_desktop.app.assemble()``
with settings and hand log in a temporary RAZZ_DESKTOP_HOME, built by
``table_app.open_table`` like bench_idle_cpu.py's), shows the window,
and lets the table play by itself: the computer players are the app's bots,
and the human's seat is played by the built-in fallback policy as soon as it
is asked (so every seat is a computer player and nobody waits for a person).
Animations run at ``--speed`` (default "normal"). ``--thinking none`` (default)
removes the bots' thinking pauses so a hundred hands take minutes, not half
an hour; ``--thinking normal`` keeps the pauses of the normal speed (what a
user's game costs; the human's turn glow pulses meanwhile). The pause between
hands is cut to 0.3 s either way: an idle table costs nothing (see
bench_idle_cpu.py). These pacings are put back at every new session, which
deals from the settings (before, the settings' normal pauses replaced them
from the first hand on, so "none" measured normal thinking). Sessions are
seeded (``--seed``, default 1): two runs play the same hands, so a change
is measured on the same work.

The GUI thread's CPU time (``time.thread_time()``, read on that thread) is
sampled at every ``hand_started``; a hand's cost is the difference to the
next one, so it includes the end-of-hand animations. Bots decide on the AI
worker thread and the hand log writes on its own thread: neither is counted.
Prints the per-hand median and mean (ms); never passes or fails on time.

``--breakdown`` also says where that time goes: the application's
``notify`` is overridden to read the GUI thread's CPU clock around every
event Qt delivers, and each event's own time (minus the events delivered
inside it) is summed by event type and receiver (Paint -> QWidget is the
table's viewport; a QTimer row names the timer's owner and interval). The
override costs time of its own, so the headline figure should come from a
run without it.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--speed", default="normal", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--thinking", default="none", choices=("none", "normal"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--breakdown", action="store_true",
                        help="also print where the GUI thread's time goes, by event and receiver")
    parser.add_argument("--rows", type=int, default=14, help="how many rows --breakdown prints")
    parser.add_argument("--seed", type=int, default=1,
                        help="deals and bots from this seed, so two runs play the same hands (0: the OS's CSPRNG)")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))

    home = tempfile.TemporaryDirectory(prefix="razz-gui-cpu-")
    os.environ["RAZZ_DESKTOP_HOME"] = home.name
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before --breakdown's own QApplication
    sys.path.insert(0, str(ROOT))
    from table_app import open_table  # benchmarks/, beside this file

    ledger = EventLedger() if args.breakdown else None
    qapp, app = open_table(args.speed, width, height, ledger.application() if ledger else None)
    from PySide6.QtCore import QTimer

    from razz_desktop.controllers.fallback_policy import FallbackPolicy
    from razz_desktop.controllers.pacing import THINKING_BY_SPEED

    controller = app.controller
    # After set_speed: the speed choice sets the app's own pauses.
    thinking = THINKING_BY_SPEED["normal"] if args.thinking == "normal" else (0, 0)

    def set_pacing(_config: object = None) -> None:
        # Every new session is dealt from the settings (their pacing included):
        # the benchmark's pacing goes back on each time, before the first deal.
        controller.set_thinking_ms(*thinking)
        controller.set_next_hand_delay_ms(300)
        controller.set_auto_continue(True)

    set_pacing()
    controller.session_started.connect(set_pacing)
    if args.seed:
        # The same hands in every run (the cost of a hand depends on how far it goes):
        # each session is the settings' own, seeded.
        from dataclasses import replace

        sessions = iter(range(args.seed * 1000, args.seed * 1000 + 10**6))
        controller.set_setup_source(lambda: replace(app.user.next_session_setup(), seed=next(sessions)))

    human = FallbackPolicy(7)
    rng = random.Random(7)
    pace = random.Random(8)

    def on_human(view: object) -> None:
        delay = pace.randint(*thinking) if thinking[1] else 0
        QTimer.singleShot(delay, lambda: controller.submit_human_action(human.decide(view, rng)))

    marks: list[float] = []
    walls: list[float] = []

    def on_started(_hand_id: int) -> None:
        marks.append(time.thread_time())
        walls.append(time.perf_counter())
        if len(marks) > args.hands:
            # After this hand_started has been handled; the game is stopped first, so
            # closing the window does not ask whether to fold the live hand.
            QTimer.singleShot(0, lambda: (app.shutdown(), qapp.quit()))

    def on_over(_text: str) -> None:  # somebody went broke for good: start again
        QTimer.singleShot(0, controller.start_session)

    controller.human_to_act.connect(on_human)
    controller.hand_started.connect(on_started)
    controller.session_over.connect(on_over)
    QTimer.singleShot(0, app.start)
    qapp.exec()
    app.shutdown()
    per_hand = [1000.0 * (b - a) for a, b in zip(marks, marks[1:], strict=False)]
    wall = [b - a for a, b in zip(walls, walls[1:], strict=False)]
    if not per_hand:
        print("no hand was played", file=sys.stderr)
        return 1
    print(f"{len(per_hand)} hands at {args.speed} speed, thinking {args.thinking}, {width}x{height}: "
          f"GUI-thread CPU per hand median {statistics.median(per_hand):.1f} ms, "
          f"mean {statistics.fmean(per_hand):.1f} ms, max {max(per_hand):.1f} ms "
          f"(wall per hand median {statistics.median(wall):.2f} s)")
    if ledger is not None:
        hands = len(per_hand)
        total = sum(ledger.totals.values())
        print(f"breakdown (GUI-thread CPU in Qt's event delivery, per hand; {total / hands * 1000:.1f} ms in all):")
        for key, seconds in ledger.totals.most_common(args.rows):
            print(f"  {seconds / hands * 1000:7.1f} ms  {ledger.counts[key] / hands:7.1f} events  {key}")
    home.cleanup()
    return 0


class EventLedger:
    """The GUI thread's CPU time per delivered event, by event type and receiver (``--breakdown``)."""

    def __init__(self) -> None:
        import collections

        self.totals: collections.Counter[str] = collections.Counter()
        self.counts: collections.Counter[str] = collections.Counter()
        self._inner: list[float] = []

    def application(self) -> QApplication:
        """A QApplication whose ``notify`` books every event's own CPU time here."""
        import threading

        from PySide6.QtCore import QEvent, QObject, QTimer
        from PySide6.QtWidgets import QApplication, QWidget

        ledger = self
        gui_thread = threading.get_ident()  # the application is made on the GUI thread

        class LedgerApplication(QApplication):
            def notify(self, receiver: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
                # Qt calls notify in every thread with an event loop: the hand log's writes, on
                # its own thread's CPU, would be booked as GUI-thread time.
                if threading.get_ident() != gui_thread:
                    return super().notify(receiver, event)
                kind = event.type()
                if kind == QEvent.Type.Timer and isinstance(receiver, QTimer):
                    owner = receiver.parent()
                    key = f"QTimer of {type(owner).__name__ if owner else None}, {receiver.interval()} ms"
                else:
                    key = f"{kind.name} -> {type(receiver).__name__}"
                    if type(receiver) is QWidget:  # a viewport or a plain container: say whose
                        holder = receiver.parent()
                        key += f" of {type(holder).__name__ if holder is not None else None}"
                started = time.thread_time()
                ledger._inner.append(0.0)
                try:
                    return super().notify(receiver, event)
                finally:
                    spent = time.thread_time() - started
                    inner = ledger._inner.pop()
                    ledger.totals[key] += spent - inner
                    ledger.counts[key] += 1
                    if ledger._inner:
                        ledger._inner[-1] += spent

        return LedgerApplication([])


if __name__ == "__main__":
    raise SystemExit(main())
