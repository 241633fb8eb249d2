"""Your turn while the window is in the background: the taskbar flashes.

``QApplication.alert`` asks the window manager to mark the window as wanting
attention (the taskbar entry flashes or the dock icon bounces) until the
user brings it forward; nothing happens when the window is already active.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget


class TurnAlert(QObject):
    """Alerts ``window`` when the human must act and the window is not the active one."""

    def __init__(self, window: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else window)
        self.window = window
        self.alerts = 0
        """How many times the window was alerted (for tests and the log)."""

    def on_human_to_act(self, _view: object = None) -> None:
        if self.window.isActiveWindow() or not self.window.isVisible():
            return
        self.alerts += 1
        QApplication.alert(self.window, 0)  # 0: until the user activates the window
