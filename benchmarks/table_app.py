"""The set-up the table benchmarks share: the real app, offscreen, at a table of the given size.

``bench_gui_cpu.py`` (GUI-thread CPU per hand) and ``bench_idle_cpu.py``
(CPU while the app waits for the human) measure the same program: the app
``razz_desktop.app.assemble()`` builds, with its settings and hand log in
RAZZ_DESKTOP_HOME (each benchmark points it at a temporary folder), themed,
shown at a fixed window size, at an animation speed. Building it in one
place keeps the two measuring the same thing.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from razz_desktop.app import App


def open_table(speed: str, width: int = 1280, height: int = 800,
               qapp: QApplication | None = None) -> tuple[QApplication, App]:
    """Build and show the app (``qapp``: an application of the caller's own, e.g. one that books events).

    The game is not started: connect to the controller first, then
    ``QTimer.singleShot(0, app.start)`` and ``qapp.exec()``.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from razz_desktop.ui.qt_compat import protect_none

    protect_none()
    from PySide6.QtWidgets import QApplication

    from razz_desktop.app import assemble
    from razz_desktop.ui.theme import apply_theme

    existing = QApplication.instance()
    application = existing if isinstance(existing, QApplication) else (qapp or QApplication([]))
    apply_theme(application)
    app = assemble()
    app.window.set_speed(speed)
    app.window.resize(width, height)
    app.window.show()
    return application, app
