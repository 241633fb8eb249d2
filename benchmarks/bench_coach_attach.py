"""Event-loop stalls while the Coach is attached after the first paint (prints figures).

The issue's target: everything attached after the first paint must not stall
the GUI thread's event loop for more than 50 ms at a time. Measured the way
a player would feel it: the app is assembled as ``main()`` assembles it
(``assemble(defer_coach=True, defer_browser=True, ...)``, real bots, the user's
pacing), shown offscreen, and the first dealt hand painted; then what the
launcher attaches after the first paint (``App.attach_in_steps``: the hand log
opening, sound and the table as text, the Last Hand window, the Coach)
is attached exactly as it does it, and a 5 ms precise
``QTimer`` on the GUI thread records the time between its ticks during the
attach and the 5 s after. A tick that comes late is a stall: the event loop
was busy (imports, building widgets, a slot that computes) or waiting for
the GIL held by a worker thread.

Each run is a fresh process (the cost being measured is mostly first-time
imports and table building, which a second attach in the same process
would not pay), with its own temporary ``RAZZ_DESKTOP_HOME``; practice mode
is on by default (the Coach dock shown, hints computed: the worst case).

    .venv/bin/python benchmarks/bench_coach_attach.py [--runs 5] [--practice on|off] [--control]

``--control`` measures the same window without attaching anything after the
first paint: the gaps the table and the computer players cause by themselves.

Never passes or fails: per run it prints the attach call's own duration,
the longest gap, the median gap and the most CPU time the GUI thread itself
spent within one gap (on a busy machine a gap also counts time spent
waiting for a core or for the GIL), then the medians over the runs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TICK_MS = 5
AFTER_MS = 5000
TARGET_MS = 50.0


class StallSampler:
    """Who held the GUI thread up: a watchdog thread samples every thread's stack during a late tick.

    The GUI thread stamps :attr:`last` at every tick; the watchdog wakes
    every millisecond or two and, once the tick is more than ``late_ms`` late,
    records each thread's innermost frames of this project or of the import
    machinery (what was running when the tick should have come). The samples
    of one stall are grouped, so the report says, for the longest stalls,
    what the GUI thread was doing and what the other threads were doing.
    The watchdog needs the GIL too: when it samples, the thread it finds
    running past an import or a long C call is usually the one that held it.
    """

    def __init__(self, late_ms: float = 20.0) -> None:
        import threading

        self.late_ms = late_ms
        self.last = time.perf_counter()
        self.stalls: list[dict[str, object]] = []
        self._open: dict[str, object] | None = None
        self._main = threading.main_thread().ident
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="stall-sampler", daemon=True)

    @property
    def started(self) -> bool:
        return self._thread.is_alive()

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(1.0)

    def tick(self, now: float) -> None:
        """The GUI thread's tick: a stall that was open ends here."""
        if self._open is not None and (now - self.last) * 1000 >= self.late_ms:
            self._open["ms"] = (now - self.last) * 1000
            self.stalls.append(self._open)
            self._open = None
        self.last = now

    def _run(self) -> None:
        import threading
        import traceback

        names = {}
        while not self._stop.wait(0.0015):
            late = (time.perf_counter() - self.last) * 1000
            if late < self.late_ms:
                continue
            if self._open is None:
                self._open = {"ms": late, "samples": {}}
            frames = sys._current_frames()
            names = {t.ident: t.name for t in threading.enumerate()}
            samples = self._open["samples"]
            assert isinstance(samples, dict)
            for ident, frame in frames.items():
                if ident == threading.get_ident():
                    continue
                where = [f for f in traceback.extract_stack(frame)
                         if "razz_desktop" in f.filename or "importlib" in f.filename
                         or "bench_coach" in f.filename]
                text = " < ".join(f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in reversed(where[-4:]))
                key = f"{'GUI' if ident == self._main else names.get(ident, ident)}: {text or '(outside Python)'}"
                samples[key] = samples.get(key, 0) + 1

    def report(self, worst: int = 3) -> list[str]:
        lines = []
        for stall in sorted(self.stalls, key=lambda s: -float(s["ms"]))[:worst]:  # type: ignore[arg-type]
            lines.append(f"stall {float(stall['ms']):.0f} ms:")  # type: ignore[arg-type]
            samples = stall["samples"]
            assert isinstance(samples, dict)
            for key, count in sorted(samples.items(), key=lambda kv: -kv[1])[:8]:
                lines.append(f"    {count:3d} x {key}")
        return lines


def child(practice: bool, attach_coach: bool = True, why: bool = False) -> dict[str, object]:
    """One measured attach in this process; returns the figures."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    import gc

    gc.disable()  # as the launcher: no collections until the first paint, then the ones put off meanwhile
    from dataclasses import replace

    from PySide6.QtCore import QElapsedTimer, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from razz_desktop.app import after_first_paint, assemble
    from razz_desktop.settings import PracticeSettings, Settings, save_settings
    from razz_desktop.ui.theme import apply_theme

    app = QApplication([])  # a fresh process: the app is not made yet
    apply_theme(app)
    s = Settings()
    save_settings(replace(s, practice=replace(PracticeSettings(), enabled=practice)))
    parts = assemble(defer_coach=True, defer_browser=True, defer_last_hand=True, defer_log=True,
                     defer_access=True)  # as the launcher assembles (no screen reader here)
    window, controller = parts.window, parts.controller

    clock = QElapsedTimer()
    clock.start()
    gaps: list[float] = []
    cpu: list[float] = []  # the GUI thread's own CPU time within each gap
    ends: list[float] = []  # when each gap ended, ms after the attach began
    marks: dict[str, float] = {}
    last = [0.0, 0.0]
    sampler = StallSampler() if why else None

    def tick() -> None:
        if sampler is not None:
            sampler.tick(time.perf_counter())
        now = clock.nsecsElapsed() / 1e6
        used = time.thread_time() * 1000
        if "attach_start" in marks:
            gaps.append(now - last[0])
            cpu.append(used - last[1])
            ends.append(now - marks["attach_start"])
        last[0], last[1] = now, used
        if "attach_start" in marks and now - marks["attach_start"] >= AFTER_MS:
            app.quit()

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)

    def attach() -> None:
        marks["attach_start"] = clock.nsecsElapsed() / 1e6
        last[0], last[1] = marks["attach_start"], time.thread_time() * 1000
        cpu0 = time.thread_time()
        gc.freeze()  # as the launcher's after_paint
        gc.enable()
        if sampler is not None:
            sampler.tick(time.perf_counter())
            sampler.start()  # the stalls after the first paint, not those of the start-up
        if attach_coach:
            parts.attach_in_steps()  # as the launcher does: the first step now, the rest in later turns
        marks["attach_call_ms"] = clock.nsecsElapsed() / 1e6 - marks["attach_start"]
        marks["attach_call_cpu_ms"] = (time.thread_time() - cpu0) * 1000

    after_first_paint(window, controller, attach)
    window.resize(1280, 800)
    parts.start()  # as the launcher: seated before the window shows, dealt on its first paint
    window.show()
    timer.start()
    QTimer.singleShot(60_000, app.quit)  # a bound, should the first paint never come
    app.exec()
    if sampler is not None and sampler.started:
        sampler.stop()
    parts.shutdown()
    worst = sorted(gaps, reverse=True)[:5]
    return {
        "attach_call_ms": marks.get("attach_call_ms", float("nan")),
        "attach_call_cpu_ms": marks.get("attach_call_cpu_ms", float("nan")),
        "max_gap_ms": max(gaps, default=float("nan")),
        "median_gap_ms": statistics.median(gaps) if gaps else float("nan"),
        "ticks": len(gaps),
        "over_target": sum(1 for g in gaps if g > TARGET_MS),
        "worst5": worst,
        "max_cpu_ms": max(cpu, default=float("nan")),
        "max_cpu_at_ms": ends[cpu.index(max(cpu))] if cpu else float("nan"),
        "max_gap_at_ms": ends[gaps.index(max(gaps))] if gaps else float("nan"),
        "why": sampler.report() if sampler is not None else [],
    }


def run_child(practice: bool, attach_coach: bool = True, why: bool = False) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="razz-attach-") as home:
        env = dict(os.environ, RAZZ_DESKTOP_HOME=home, QT_QPA_PLATFORM="offscreen")
        # An installed app has its bytecode: let the runs write and reuse it
        # (run 1 pays the compiling, like a first start after installing).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
            env[var] = str(Path(home) / var.lower())
        cmd = [sys.executable, __file__, "--child", "--practice", "on" if practice else "off"]
        if not attach_coach:
            cmd.append("--control")
        if why:
            cmd.append("--why")
        out = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
        line = next((x for x in out.stdout.splitlines() if x.startswith("{")), None)
        if line is None:
            raise RuntimeError(f"the measured app failed ({out.returncode}):\n{out.stderr[-2000:]}")
        result: dict[str, Any] = json.loads(line)
        return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Longest event-loop gap while the Coach attaches")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--practice", choices=("on", "off"), default="on")
    parser.add_argument("--control", action="store_true",
                        help="the same 5 s without attaching the Coach: the table's own gaps")
    parser.add_argument("--why", action="store_true",
                        help="sample every thread's stack during the stalls and print the longest ones")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    practice = args.practice == "on"
    if args.child:
        print(json.dumps(child(practice, not args.control, args.why)), flush=True)
        return 0
    maxima, medians, calls, cpus = [], [], [], []
    for i in range(1, args.runs + 1):
        r = run_child(practice, not args.control, args.why)
        maxima.append(r["max_gap_ms"])
        medians.append(r["median_gap_ms"])
        calls.append(r["attach_call_ms"])
        cpus.append(r["max_cpu_ms"])
        worst = ", ".join(f"{g:.0f}" for g in r["worst5"])
        print(f"run {i}: attach call {r['attach_call_ms']:.0f} ms ({r['attach_call_cpu_ms']:.0f} ms CPU); gaps over {AFTER_MS / 1000:.0f} s: "
              f"max {r['max_gap_ms']:.1f} ms, median {r['median_gap_ms']:.1f} ms, "
              f"{r['over_target']:.0f} over {TARGET_MS:.0f} ms (worst: {worst}); "
              f"most GUI-thread CPU in one gap {r['max_cpu_ms']:.1f} ms "
              f"(ending {r['max_cpu_at_ms']:.0f} ms after the attach began); longest gap ended "
              f"{r['max_gap_at_ms']:.0f} ms after the attach began", flush=True)
        for line in r["why"]:
            print("    " + line, flush=True)
    what = "control (no Coach attached)" if args.control else f"practice {args.practice}"
    print(f"{what}, {args.runs} runs: longest gap median {statistics.median(maxima):.1f} ms "
          f"(worst {max(maxima):.1f} ms), median gap {statistics.median(medians):.1f} ms, "
          f"attach call median {statistics.median(calls):.1f} ms, most GUI-thread CPU in one gap "
          f"median {statistics.median(cpus):.1f} ms; target: longest gap <= {TARGET_MS:.0f} ms")
    print(f"load average now: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (gaps also count "
          "time the GUI thread waited for a core or the GIL; the CPU figure does not)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
