"""Idle CPU: what the app costs while it waits for the human to act.

    python benchmarks/bench_idle_cpu.py [--seconds 60] [--speed normal] [--runs 1]

Starts the real app (``razz_desktop.app.assemble()``, settings and hand log
in a temporary RAZZ_DESKTOP_HOME; ``table_app.open_table``, shared with
bench_gui_cpu.py) in a fresh offscreen process, shows the
window at 1280 x 800, deals, and as soon as the human is asked for their first
decision measures, over ``--seconds`` of wall time in which nobody touches
anything:

- the process's CPU time (every thread: GUI, AI worker, coach, hand log), and
- the GUI thread's own CPU time (``time.thread_time()`` on that thread),

each as a percentage of one core. The animation speed is the default
("normal") unless ``--speed`` says otherwise. Prints figures; never passes
or fails on time.
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

ROOT = Path(__file__).resolve().parents[1]


def child(seconds: float, speed: str) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from table_app import open_table  # benchmarks/, beside this file

    qapp, app = open_table(speed, 1280, 800)
    from PySide6.QtCore import QTimer

    window, controller = app.window, app.controller
    result: dict[str, float] = {}
    start: dict[str, float] = {}

    def stop() -> None:
        result["wall_s"] = time.perf_counter() - start["wall"]
        result["process_cpu_s"] = time.process_time() - start["process"]
        result["gui_cpu_s"] = time.thread_time() - start["gui"]
        result["glow_running"] = float(window.scene.animator.glowing)
        qapp.quit()

    def on_human(_view: object) -> None:
        if start:
            return
        start["wall"] = time.perf_counter()
        start["process"] = time.process_time()
        start["gui"] = time.thread_time()
        QTimer.singleShot(int(seconds * 1000), stop)

    controller.human_to_act.connect(on_human)
    QTimer.singleShot(0, app.start)
    QTimer.singleShot(int((seconds + 120) * 1000), qapp.quit)  # never hang
    qapp.exec()
    app.shutdown()
    if not result:
        print(json.dumps({"error": "the human was never asked to act"}))
        return 1
    print(json.dumps(result))
    return 0


def one_run(seconds: float, speed: str) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="razz-idle-") as home:
        env = dict(os.environ, RAZZ_DESKTOP_HOME=home, QT_QPA_PLATFORM="offscreen")
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        out = subprocess.run([sys.executable, __file__, "--child", "--seconds", str(seconds), "--speed", speed],
                             cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    line = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else "{}"
    data = json.loads(line)
    if "error" in data or not data:
        raise SystemExit(f"child failed: {data or out.stderr[-2000:]}")
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--speed", default="normal", choices=("off", "fast", "normal", "slow"))
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child(args.seconds, args.speed)
    process, gui = [], []
    for k in range(args.runs):
        data = one_run(args.seconds, args.speed)
        p = 100.0 * data["process_cpu_s"] / data["wall_s"]
        g = 100.0 * data["gui_cpu_s"] / data["wall_s"]
        process.append(p)
        gui.append(g)
        print(f"run {k + 1}: {data['wall_s']:.1f} s waiting, process CPU {p:.2f}%, GUI thread {g:.2f}%, "
              f"glow still running at the end: {bool(data['glow_running'])}")
    print(f"idle CPU while waiting for the human ({args.speed} speed, {args.seconds:.0f} s): "
          f"process median {statistics.median(process):.2f}%, GUI thread median {statistics.median(gui):.2f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
