"""The question on quitting while hands could not be saved: save them to a file, try again, or lose them.

Shown by the quit guard (controllers/quit_guard.py) when the window is closed
while hands live only in memory. Non-modal to the event loop (``open()``, not
``exec()``): the history thread keeps answering while it is on screen. The
answer goes back as one intent: :attr:`save_requested` with the folder the user
picked, :attr:`retry_requested`, :attr:`lose_requested`, or :attr:`cancelled`
(Escape or the window's close button: the app stays open).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QWidget


def _pick_folder(parent: QWidget, title: str) -> str:
    return QFileDialog.getExistingDirectory(parent, title)


class UnsavedHandsQuestion(QObject):
    """One question box, asked again with the current count each time the guard asks."""

    save_requested = Signal(str)
    retry_requested = Signal()
    lose_requested = Signal()
    cancelled = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("unsavedHandsQuestion")
        self._window = window
        self.pick_folder: Callable[[QWidget, str], str] = _pick_folder
        """Asks for the folder (tests put a stand-in here: the file dialog would wait for a person)."""
        self._problem = ""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Hands not saved"), "", QMessageBox.StandardButton.NoButton,
                          window)
        box.setObjectName("unsavedHandsBox")
        self.save_button: QPushButton = box.addButton(self.tr("Save them to a file..."),
                                                      QMessageBox.ButtonRole.AcceptRole)
        self.retry_button: QPushButton = box.addButton(self.tr("Try again"), QMessageBox.ButtonRole.ActionRole)
        self.lose_button: QPushButton = box.addButton(self.tr("Quit and lose them"),
                                                      QMessageBox.ButtonRole.DestructiveRole)
        self.cancel_button: QPushButton = box.addButton(QMessageBox.StandardButton.Cancel)
        for button, name in ((self.save_button, "saveUnsaved"), (self.retry_button, "retryUnsaved"),
                             (self.lose_button, "loseUnsaved"), (self.cancel_button, "cancelQuit")):
            button.setObjectName(name)
        box.setDefaultButton(self.save_button)
        box.setEscapeButton(self.cancel_button)
        box.buttonClicked.connect(self._clicked)
        self.box = box

    @Slot(int, str)
    def ask(self, count: int, file_name: str) -> None:
        """Show the question for ``count`` hands (the hand log's file ``file_name``)."""
        text = self.tr(
            "%n hand(s) of this session could not be saved: neither the hand history ({file}) nor the journal "
            "beside it can be written (the disk may be full, or the folder read-only). If Razz Desktop quits "
            "now, they are lost.", "", count).format(file=file_name)
        info = self.tr(
            "Save them to a file: pick a folder on another disk or a USB stick; two files are written there, "
            "the hands as PokerStars text and a .jsonl file that File > Import (All files) brings back into the "
            "history as played hands. Try again: once you have freed some disk space or made the folder writable.")
        if self._problem:
            info = self._problem + "\n\n" + info
            self._problem = ""
        self.box.setText(text)
        self.box.setInformativeText(info)
        self.box.open()

    @Slot(str, str)
    def note_save_failed(self, folder: str, reason: str) -> None:
        """The folder did not take them: said at the top of the question that follows."""
        self._problem = self.tr("They could not be saved in {folder} ({reason}). Pick another folder.").format(
            folder=folder, reason=reason)

    def _clicked(self, button: object) -> None:
        if button is self.save_button:
            folder = self.pick_folder(self._window, self.tr("Folder for the unsaved hands"))
            if folder:
                self.save_requested.emit(folder)
            else:
                self.cancelled.emit()  # no folder picked: back to the table, nothing lost
        elif button is self.retry_button:
            self.retry_requested.emit()
        elif button is self.lose_button:
            self.lose_requested.emit()
        else:
            self.cancelled.emit()
