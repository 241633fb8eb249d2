"""A 1024x700 screen: the window opens whole on it, the action bar inside (issue 38).

The real launcher runs in a subprocess on Qt's offscreen platform given a 1024x700 screen
(``offscreen:configfile``); at the first painted table the child prints the screen's free area,
the window's frame and where the action bar is. It opened at 1280x800 before, the action bar and
most of the Coach off-screen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_CHILD = """
import json, sys
import razz_desktop.ui.paint_watcher as watcher
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

report = watcher.LaunchProbe._report

def report_and_measure(self):
    window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow" or
                  type(w).__name__ == "MainWindow")
    bar = window.action_bar
    top_left = bar.mapToGlobal(QPoint(0, 0))
    r = lambda q: [q.x(), q.y(), q.width(), q.height()]
    print("MEASURED " + json.dumps({
        "screen": r(window.screen().availableGeometry()), "frame": r(window.frameGeometry()),
        "bar": r(QRect(top_left, bar.size())), "bar_visible": bar.isVisible(),
        "minimum": [window.minimumSizeHint().width(), window.minimumSizeHint().height()],
    }), flush=True)
    report(self)

watcher.LaunchProbe._report = report_and_measure
from razz_desktop.cli import main
sys.exit(main(["--quit-after-first-paint"]))
"""


def measured(tmp_path: Path, width: int, height: int) -> dict[str, list[int]]:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               RAZZ_DESKTOP_HOME=str(tmp_path / "home"))
    out = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True, cwd=ROOT, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    line = next(x for x in out.stdout.splitlines() if x.startswith("MEASURED "))
    return json.loads(line.removeprefix("MEASURED "))


def inside(inner: list[int], outer: list[int]) -> bool:
    x, y, w, h = inner
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


def test_a_1024_by_700_screen_gets_a_window_that_fits_with_its_action_bar(tmp_path: Path) -> None:
    got = measured(tmp_path, 1024, 700)
    assert got["screen"] == [0, 0, 1024, 700]
    assert inside(got["frame"], got["screen"]), got
    assert got["bar_visible"] and inside(got["bar"], got["screen"]), got
    assert got["minimum"][0] <= 1024 and got["minimum"][1] <= 700 - 40, got


def test_a_large_screen_still_gets_the_1280_by_800_window(tmp_path: Path) -> None:
    got = measured(tmp_path, 1920, 1080)
    assert got["frame"][2] >= 1280 and got["frame"][3] >= 800
    assert inside(got["frame"], got["screen"])


_WINDOWS = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from razz_desktop.ui.theme import apply_theme
apply_theme(app)
from razz_desktop.ui.history_window.window import HistoryWindow
from razz_desktop.ui.last_hand.window import LastHandWindow
from razz_desktop.ui.replayer.window import ReplayerWindow
from razz_desktop.ui.stats_window import StatsWindow
out = {}
for kind in (ReplayerWindow, HistoryWindow, LastHandWindow, StatsWindow):
    w = kind()
    w.show()
    app.processEvents()
    g = w.frameGeometry()
    out[kind.__name__] = [g.x(), g.y(), g.width(), g.height()]
    w.close()
a = app.primaryScreen().availableGeometry()
out["screen"] = [a.x(), a.y(), a.width(), a.height()]
print("MEASURED " + json.dumps(out), flush=True)
"""


def test_the_other_windows_open_within_a_1024_by_700_screen(tmp_path: Path) -> None:
    """The Replayer opened at 1240x780 on it, its dealer log cut off at the right edge (issue 38)."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1024, "height": 700,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}", RAZZ_DESKTOP_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", _WINDOWS], capture_output=True, text=True, cwd=ROOT, env=env,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    got = json.loads(next(x for x in out.stdout.splitlines() if x.startswith("MEASURED ")).removeprefix("MEASURED "))
    screen = got.pop("screen")
    for name, frame in got.items():
        assert inside(frame, screen), (name, frame)
