"""Attaching the Coach must not stall the table: its GUI-thread half never loads numpy.

The value model, equity code and lookup tables are imported by the practice
controller's worker; what the GUI thread imports to build the controller and
the dock is checked here in a fresh interpreter (the only place where "not
imported yet" means anything).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import sys
import razz_desktop.controllers.practice_controller
import razz_desktop.ui.coach_panel
import razz_desktop.coach.review
heavy = sorted(m for m in sys.modules if m == "numpy" or m.startswith(("razz_desktop.ai",
               "razz_desktop.coach.hints", "razz_desktop.coach.expert")))
print(",".join(heavy) or "light")
"""


def test_the_controller_and_the_dock_import_without_the_computing_half() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "light", f"imported on the GUI thread: {out.stdout.strip()}"
