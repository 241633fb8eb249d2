"""Launch time: from process start to the first hand painted on the table, against a bare PySide6 window.

    python benchmarks/launch_time.py [--runs 7] [--xvfb] [--also CHECKOUT]

Starts ``python -m razz_desktop --quit-after-first-paint`` as a fresh process
several times and measures, with the parent's clock, the time from just
before the process is spawned to the moment the child reports that the table
with the first hand has been painted (the child prints and quits at once).
The peer (issue 19: "at most 2 times a bare PySide6 window, measured by the
same script, same run") is ``benchmarks/launch_bare_window.py``: the same
interpreter importing PySide6.QtWidgets and showing a QMainWindow with a
QGraphicsView, its first paint reported the same way. The two alternate, run
by run, so a change in the machine's load falls on both. The first pair warms
the disk cache and Python's bytecode cache and is reported separately; the
figures that matter are the medians of the others and their ratio.

Offscreen by default (no display needed); ``--xvfb`` runs under
``xvfb-run`` for a real X11 window. ``--also CHECKOUT`` launches another
checkout's Razz Desktop (its own ``.venv`` interpreter) in the same rounds,
before or after ours in turn, so a change can be compared with the version it changes in the
same minutes of a shared machine (its figures are printed beside ours). Settings and data go to a temporary
folder (RAZZ_DESKTOP_HOME) so the user's own files are never touched.
Both children also print their own CPU time at the first paint (``time.process_time``:
all threads, from the interpreter's start); its medians and their ratio are printed too,
a steadier comparison than the wall clock when the machine is loaded.
Prints figures; never passes or fails on time.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = "table painted"
OURS = [sys.executable, "-m", "razz_desktop", "--quit-after-first-paint"]
BARE = [sys.executable, str(ROOT / "benchmarks" / "launch_bare_window.py")]


def one_run(xvfb: bool, home: str, cmd: list[str] = OURS, root: Path = ROOT) -> tuple[float, str]:
    env = dict(os.environ)
    env["RAZZ_DESKTOP_HOME"] = home
    env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
    # An installed app has its bytecode (PySide6's and numpy's come compiled): let the
    # runs write and reuse ours, the first pair paying the compiling.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if xvfb:
        env.pop("QT_QPA_PLATFORM", None)
        cmd = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", *cmd]
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
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


_CPU = re.compile(r"CPU (\d+) ms")


def cpu_ms(report: str) -> float | None:
    """The child's own CPU time at its first paint, as it printed it (None: an older checkout)."""
    found = _CPU.search(report)
    return float(found.group(1)) if found else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Razz Desktop launch time (process start to table painted), "
                                                 "against a bare PySide6 window")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--xvfb", action="store_true", help="run under xvfb-run (a real X11 window)")
    parser.add_argument("--also", metavar="CHECKOUT", type=Path,
                        help="also launch the Razz Desktop of this checkout (with its .venv) in the same rounds")
    args = parser.parse_args(argv)
    peer: tuple[Path, list[str]] | None = None
    if args.also is not None:
        checkout = args.also.resolve()
        python = checkout / ".venv" / "bin" / "python"
        if not python.exists() or not (checkout / "razz_desktop").is_dir():
            print(f"{checkout} is not a checkout with a .venv", file=sys.stderr)
            return 2
        peer = (checkout, [str(python), "-m", "razz_desktop", "--quit-after-first-paint"])
    if args.xvfb and shutil.which("xvfb-run") is None:
        print("xvfb-run is not installed (apt-get install xvfb xauth)", file=sys.stderr)
        return 2
    home = tempfile.mkdtemp(prefix="razz-launch-")
    try:
        ours, bare, others = [], [], []
        cpu_ours: list[float] = []
        cpu_bare: list[float] = []
        cpu_others: list[float] = []
        for i in range(args.runs + 1):
            label = "first pair (cold caches)" if i == 0 else f"pair {i}"
            b, bare_report = one_run(args.xvfb, home, BARE)
            other, other_report = 0.0, ""
            if peer is not None and i % 2:  # the two checkouts take turns at going first
                other, other_report = one_run(args.xvfb, home, peer[1], peer[0])
            seconds, report = one_run(args.xvfb, home, OURS)
            extra = ""
            if peer is not None:
                if not i % 2:
                    other, other_report = one_run(args.xvfb, home, peer[1], peer[0])
                extra = f"; {peer[0].name} {other * 1000:.0f} ms, ratio {other / b:.2f}"
                if i:
                    others.append(other)
                    if (c := cpu_ms(other_report)) is not None:
                        cpu_others.append(c)
            if i and (c_ours := cpu_ms(report)) is not None and (c_bare := cpu_ms(bare_report)) is not None:
                cpu_ours.append(c_ours)
                cpu_bare.append(c_bare)
            print(f"{label}: Razz Desktop {seconds * 1000:.0f} ms, bare window {b * 1000:.0f} ms, "
                  f"ratio {seconds / b:.2f}{extra}   [{report}]", flush=True)
            if i:
                ours.append(seconds)
                bare.append(b)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    mode = "Xvfb" if args.xvfb else "offscreen"
    mo, mb = statistics.median(ours), statistics.median(bare)
    print(f"launch to table painted ({mode}), {len(ours)} runs each: Razz Desktop median {mo * 1000:.0f} ms "
          f"(best {min(ours) * 1000:.0f}, worst {max(ours) * 1000:.0f}); bare PySide6 window median "
          f"{mb * 1000:.0f} ms (best {min(bare) * 1000:.0f}, worst {max(bare) * 1000:.0f}); "
          f"ratio of the medians {mo / mb:.2f} (target <= 2.00)")
    ratios = sorted(o / b for o, b in zip(ours, bare, strict=True))
    print(f"ratio per pair: median {statistics.median(ratios):.2f}, "
          + ", ".join(f"{r:.2f}" for r in ratios))
    if cpu_ours:
        co, cb = statistics.median(cpu_ours), statistics.median(cpu_bare)
        print(f"CPU time of the process at its first paint (all threads, from the interpreter's start): "
              f"Razz Desktop median {co:.0f} ms, bare window {cb:.0f} ms, ratio {co / cb:.2f}")
    if peer is not None:
        if cpu_others and cpu_ours:
            print(f"{peer[0].name}'s CPU at its first paint: median {statistics.median(cpu_others):.0f} ms; "
                  f"this checkout's is {statistics.median(cpu_ours) / statistics.median(cpu_others):.2f} of it")
        mp = statistics.median(others)
        print(f"{peer[0]} in the same rounds: median {mp * 1000:.0f} ms (best {min(others) * 1000:.0f}), "
              f"ratio to the bare window {mp / mb:.2f}; this checkout's median is {mo / mp:.2f} of it")
    load = os.getloadavg()
    print(f"load average now: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
