"""The peer of ``launch_time.py``: a bare PySide6 window, launched and timed like Razz Desktop.

    python benchmarks/launch_bare_window.py

What any PySide6 desktop app pays before its first paint: the interpreter,
``PySide6.QtWidgets``, a ``QApplication``, a ``QMainWindow`` as large as Razz
Desktop's (1280x800) with a ``QGraphicsView`` holding one item, shown. Its
first paint is reported the way ``razz_desktop.ui.paint_watcher.LaunchProbe``
reports ours: the viewport's first paint event, then one turn of the event
loop (so the paint has reached the screen), then the marker line that
``launch_time.py`` waits for, then quit. Imports nothing of this project.
"""

from __future__ import annotations

import time

_T0 = time.perf_counter()

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402 - the clock starts first
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow  # noqa: E402

MARKER = "table painted"


class _FirstPaint(QObject):
    """Prints the marker once, one event-loop turn after the viewport's first paint, then quits."""

    def __init__(self, app: QApplication) -> None:
        super().__init__()
        self._app = app
        self._seen = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint and not self._seen:
            self._seen = True
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(f"{MARKER} {(time.perf_counter() - _T0) * 1000:.0f} ms after start-up began (bare window), "
              f"CPU {time.process_time() * 1000:.0f} ms",
              flush=True)
        QTimer.singleShot(0, self._app.quit)


def main() -> int:
    app = QApplication(["bare-window"])
    window = QMainWindow()
    scene = QGraphicsScene(0, 0, 1200, 700)
    scene.addEllipse(100, 100, 1000, 500)
    view = QGraphicsView(scene)
    window.setCentralWidget(view)
    window.resize(1280, 800)
    probe = _FirstPaint(app)
    view.viewport().installEventFilter(probe)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
