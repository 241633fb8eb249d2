"""The window as the user left it: size and place, the docks, the table's rotation.

Qt's own ``saveGeometry``/``saveState`` blobs (opaque, versioned by Qt) and
the rotation are kept in a small INI file beside the settings, not in the
settings JSON, which holds only what the user chose in the dialog. A
missing or unreadable file restores nothing; the window keeps its defaults.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QSettings, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget

STATE_VERSION = 1

PREFERRED = QSize(1280, 800)
"""The window's size where the screen has room for it."""
FRAME = QSize(8, 40)
"""Room kept for the window manager's border and title bar, which Qt only knows once the window is
shown: a 1024x700 screen (issue 38) got a 1280x800 window whose action bar and Coach were off-screen."""


def available_rect(window: QWidget) -> QRect | None:
    screen = window.screen() or QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


def fit_to_screen(window: QWidget, preferred: QSize = PREFERRED) -> None:
    """Size the window to ``preferred`` or the screen's free area, whichever is smaller, and place it
    inside that area: the window always opens whole on the screen."""
    area = available_rect(window)
    if area is None:
        window.resize(preferred)
        return
    frame = window.frameGeometry().size() - window.geometry().size()
    extra = frame.expandedTo(QSize(0, 0) if window.isVisible() else FRAME)
    size = preferred.boundedTo(area.size() - extra)
    window.resize(size)
    whole = window.geometry().size() + extra
    x = area.x() + max(0, (area.width() - whole.width()) // 2)
    y = area.y() + max(0, (area.height() - whole.height()) // 2)
    window.move(x, y)


def keep_on_screen(window: QMainWindow) -> None:
    """A restored size larger than this screen's free area (saved on a bigger one) is fitted to it."""
    area = available_rect(window)
    if area is None or window.isMaximized() or window.isFullScreen():
        return
    frame = window.frameGeometry()
    if area.contains(frame):
        return
    fit_to_screen(window, window.size())


class WindowState:
    def __init__(self, path: Path) -> None:
        self.path = path

    def _store(self) -> QSettings:
        return QSettings(str(self.path), QSettings.Format.IniFormat)

    def restore(self, window: QMainWindow) -> float | None:
        """Restore geometry and docks; returns the saved table rotation (degrees) or None."""
        if not self.path.exists():
            return None
        store = self._store()
        geometry = store.value("window/geometry")
        state = store.value("window/state")
        if isinstance(geometry, QByteArray):
            window.restoreGeometry(geometry)
        if isinstance(state, QByteArray):
            window.restoreState(state, STATE_VERSION)
        keep_on_screen(window)
        rotation = store.value("table/rotation")
        try:
            return float(str(rotation)) if rotation is not None else None
        except (TypeError, ValueError):
            return None

    def save(self, window: QMainWindow, rotation: float) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return
        store = self._store()
        store.setValue("window/geometry", window.saveGeometry())
        store.setValue("window/state", window.saveState(STATE_VERSION))
        store.setValue("table/rotation", float(rotation))
        store.sync()
