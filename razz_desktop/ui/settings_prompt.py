"""The window's side of the settings: opening the dialog, and asking whether to start again now.

The settings controller decides what is in force and what waits; this only
asks the user. It keeps the last :class:`SettingsState` it was sent (never
reads a controller), opens the dialog on it, and sends the user's answer
back as intents: :attr:`SettingsPrompt.edited` (the wanted settings),
:attr:`SettingsPrompt.welcomed` (the first-start choice) and
:attr:`SettingsPrompt.new_session_wanted` (start the pending game now: already asked, so
it goes to the window's ``new_session_requested`` without the Game menu's question).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QDialog, QWidget

from razz_desktop.settings import Settings
from razz_desktop.settings.state import SettingsState


class SettingsPrompt(QObject):
    edited = Signal(object)  # Settings the user asked for
    welcomed = Signal(object)  # Settings chosen at the first start, or None (cancelled)
    new_session_wanted = Signal()

    def __init__(self, window: QWidget, in_hand: Callable[[], bool] = lambda: False) -> None:
        super().__init__(window)
        self._window = window
        self._in_hand = in_hand
        """Whether the user still holds cards in a live hand (the window's last ``Flow``)."""
        self.state: SettingsState | None = None

    @Slot(object)
    def on_state(self, state: SettingsState) -> None:
        self.state = state

    @Slot()
    def open(self) -> None:
        """Game > Settings: the dialog on what is in force, with the pending changes marked."""
        from razz_desktop.ui.settings_dialog import edit_settings

        state = self.state
        if state is None:
            return
        new = edit_settings(self._window, state.in_force, pending=state.pending)
        if new is None:
            return
        self.edited.emit(new)
        after = self.state
        if after is not None and after.pending is not None:
            self._offer_new_session(after.pending_text)

    def _offer_new_session(self, pending_text: str) -> None:
        # Imported when asked: the class is not made before the first table (issue 19).
        from PySide6.QtWidgets import QMessageBox

        from razz_desktop.ui.message_boxes import keep_title_whole

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("New table settings"),
                          self.tr("The new table, stakes and house rules start with a new session. "
                                  "Start one now?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self._window)
        box.setObjectName("newSessionQuestion")
        # One question per intent (issue 38): a yes here starts the session at once, so this box says
        # what happens to a live hand instead of the Game menu asking "Start a new session?" again.
        if self._in_hand():
            pending_text += "\n\n" + self.tr("Your live hand is played out first: checked when checking is "
                                              "free, folded to a bet.")
        box.setInformativeText(pending_text)
        keep_title_whole(box)  # after the texts: setting one rebuilds the box's layout
        if box.exec() == QMessageBox.StandardButton.Yes:
            self.new_session_wanted.emit()

    def welcome(self, on_open: Callable[[QDialog], None] | None = None, *, own_window: bool = False) -> bool:
        """At the first start: the settings dialog in its welcome form, once. Returns whether it was shown.

        ``own_window``: a top-level dialog, shown before the main window (so a
        new player never sees a table without players behind it).
        """
        from razz_desktop.ui.settings_dialog import edit_settings

        state = self.state
        if state is None or not state.first_start:
            return False
        chosen: Settings | None = edit_settings(None if own_window else self._window, state.wanted,
                                                first_start=True, on_open=on_open)
        self.welcomed.emit(chosen)
        return True
