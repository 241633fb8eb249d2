"""Launch time: from process start to the first hand painted on the table.

    python benchmarks/launch_time.py [--runs 5] [--xvfb]

Starts ``python -m razz_desktop --quit-after-first-paint`` as a fresh process
several times and measures, with the parent's clock, the time from just
before the process is spawned to the moment the child reports that the table
with the first hand has been painted (the child prints and quits at once).
The first run warms the disk cache and Python's bytecode cache and is
reported separately; the figure that matters is the median of the others.

Offscreen by default (no display needed); ``--xvfb`` runs under
``xvfb-run`` for a real X11 window. Settings and data go to a temporary
folder (RAZZ_DESKTOP_HOME) so the user's own files are never touched.
Prints figures; never passes or fails on time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = "table painted"


def one_run(xvfb: bool, home: str) -> tuple[float, str]:
    env = dict(os.environ)
    env["RAZZ_DESKTOP_HOME"] = home
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    cmd = [sys.executable, "-m", "razz_desktop", "--quit-after-first-paint"]
    if xvfb:
        env.pop("QT_QPA_PLATFORM", None)
        cmd = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", *cmd]
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    painted = None
    report = ""
    for line in proc.stdout:
        if MARKER in line:
            painted = time.perf_counter() - start
            report = line.strip()
            break
    proc.wait(timeout=60)
    if painted is None:
        raise RuntimeError(f"the app exited ({proc.returncode}) without painting the table")
    return painted, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Razz Desktop launch time (process start to table painted)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--xvfb", action="store_true", help="run under xvfb-run (a real X11 window)")
    args = parser.parse_args(argv)
    if args.xvfb and shutil.which("xvfb-run") is None:
        print("xvfb-run is not installed (apt-get install xvfb xauth)", file=sys.stderr)
        return 2
    home = tempfile.mkdtemp(prefix="razz-launch-")
    try:
        times = []
        for i in range(args.runs + 1):
            seconds, report = one_run(args.xvfb, home)
            label = "first run (cold caches)" if i == 0 else f"run {i}"
            print(f"{label}: {seconds * 1000:.0f} ms   [{report}]")
            if i:
                times.append(seconds)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    mode = "Xvfb" if args.xvfb else "offscreen"
    print(f"launch to table painted ({mode}): median {statistics.median(times) * 1000:.0f} ms, "
          f"best {min(times) * 1000:.0f} ms, worst {max(times) * 1000:.0f} ms over {len(times)} runs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
