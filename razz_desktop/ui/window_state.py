"""The window as the user left it: size and place, the docks, the table's rotation.

Qt's own ``saveGeometry``/``saveState`` blobs (opaque, versioned by Qt) and
the rotation are kept in a small INI file beside the settings, not in the
settings JSON, which holds only what the user chose in the dialog. A
missing or unreadable file restores nothing; the window keeps its defaults.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow

STATE_VERSION = 1


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
