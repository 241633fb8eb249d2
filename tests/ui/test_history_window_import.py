"""Import from the menus and by drag and drop: the progress dialog, Cancel, the summary.

The import job here is a stand-in with the history controller's shape: it
takes the paths, reports progress by signal, stops when cancelled and ends
with a summary carrying the command line's fields. The test drives the
dialog the way a user does (the menu, a drop on the window, the Cancel
button) and reads what the summary box says.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QObject, QPointF, Qt, QUrl, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from razz_desktop.ui.import_dialog import ImportDialog, rejected_lines, summary_texts
from razz_desktop.ui.main_window import MainWindow
from razz_desktop.ui.window_menus import dropped_paths


@dataclass
class Rejected:
    file: str
    hand_id: str | None
    line: int | None
    reason: str


@dataclass
class Summary:
    files: int = 0
    hands_found: int = 0
    imported: int = 0
    duplicates: int = 0
    other_games: int = 0
    rejected: list[Rejected] = field(default_factory=list)
    cancelled: bool = False


class FakeJob(QObject):
    """Three files, one step each; the test says when each step happens."""

    progress = Signal(int, int, int)  # files done, files, hands read (the history controller's import_progress)
    finished = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.paths: list[str] = []
        self.cancelled = False
        self.done = 0

    def start(self, paths: list[str]) -> None:
        self.paths = list(paths)

    def cancel(self) -> None:
        self.cancelled = True

    def step(self) -> None:
        """Read one more file; a cancelled job stops after the file it was reading."""
        if self.cancelled:
            self.finished.emit(Summary(files=self.done, hands_found=4 * self.done, imported=4 * self.done,
                                       cancelled=True))
            return
        self.done += 1
        self.progress.emit(self.done, len(self.paths), 4 * self.done)
        if self.done == len(self.paths):
            self.finished.emit(Summary(
                files=3, hands_found=12, imported=9, duplicates=2, other_games=5,
                rejected=[Rejected("/tmp/b.txt", "4021", 37, "seat 3 calls 40, but the engine allows call 20")]))


@pytest.fixture
def wired(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    dialog = ImportDialog(window)
    job = FakeJob()
    window.import_requested.connect(dialog.start)
    window.import_requested.connect(job.start)
    job.progress.connect(dialog.on_progress)
    job.finished.connect(dialog.on_finished)
    dialog.cancel_requested.connect(job.cancel)
    window.show()
    qtbot.waitExposed(window)
    return window, dialog, job


def test_the_menu_imports_the_files_chosen_with_progress_and_a_summary(wired, qtbot, monkeypatch):
    window, dialog, job = wired
    files = ["/tmp/a.txt", "/tmp/b.txt", "/tmp/c.phhs"]
    monkeypatch.setattr("razz_desktop.ui.import_dialog.QFileDialog.getOpenFileNames",
                        lambda *a, **k: (files, ""))
    assert window.file_menu.actions()[0] is window.import_action
    assert window.menuBar().actions()[0].text() == "&File"
    window.import_action.trigger()
    assert job.paths == files
    assert dialog.isVisible() and dialog.maximum() == 0  # busy until the first file is read
    job.step()
    assert dialog.maximum() == 3 and dialog.value() == 1
    assert dialog.labelText() == "1 of 3 files read, 4 hands so far"
    job.step()
    job.step()
    qtbot.waitUntil(lambda: dialog.summary_box is not None and dialog.summary_box.isVisible())
    box = dialog.summary_box
    assert not dialog.isVisible()
    assert box.text() == "Imported 9 hands from 3 files."
    info = box.informativeText()
    assert "12 Razz hands found" in info and "2 already in the history" in info
    assert "5 hands of other games skipped" in info and "1 rejected" in info
    assert "b.txt, hand 4021, line 37: seat 3 calls 40" in box.detailedText()
    assert box.icon() == QMessageBox.Icon.Warning
    box.accept()


def test_cancel_stops_the_job_and_the_summary_says_what_was_imported(wired, qtbot, monkeypatch):
    window, dialog, job = wired
    monkeypatch.setattr("razz_desktop.ui.import_dialog.QFileDialog.getExistingDirectory",
                        lambda *a, **k: "/tmp/histories")
    window.import_folder_action.trigger()
    assert job.paths == ["/tmp/histories"]
    job.paths = ["/tmp/histories/1.txt", "/tmp/histories/2.txt", "/tmp/histories/3.txt"]
    job.step()
    cancel = dialog.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert job.cancelled
    assert dialog.isVisible() and "Stopping" in dialog.labelText()  # until the job has stopped
    job.step()
    qtbot.waitUntil(lambda: dialog.summary_box is not None)
    assert dialog.summary_box.text() == "Import cancelled: 4 hands imported before it stopped."
    assert not dialog.running
    dialog.summary_box.accept()


def _drop(window: MainWindow, paths: list[str]) -> tuple[QDragEnterEvent, QDropEvent]:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(p) for p in paths])
    pos = QPointF(window.width() / 2, window.height() / 2)
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, drop)
    return enter, drop


def test_dropping_files_on_the_window_imports_them(wired, qtbot, tmp_path: Path):
    window, dialog, job = wired
    a = tmp_path / "stars.txt"
    a.write_text("x")
    with qtbot.waitSignal(window.import_requested) as sent:
        enter, drop = _drop(window, [str(a), str(tmp_path)])
    assert enter.isAccepted() and drop.isAccepted()
    assert sent.args[0] == [str(a), str(tmp_path)]
    assert job.paths == [str(a), str(tmp_path)] and dialog.isVisible()


def test_a_drag_without_files_is_refused(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    mime = QMimeData()
    mime.setText("PokerStars Hand #1")
    assert dropped_paths(mime) == []
    emitted = []
    window.import_requested.connect(emitted.append)
    enter = QDragEnterEvent(window.rect().center(), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert not enter.isAccepted() and emitted == []


def test_summary_texts_from_a_mapping_and_nothing_to_report():
    head, rest = summary_texts({"files": 1, "hands_found": 1, "imported": 1})
    assert head == "Imported 1 hand from 1 file." and rest == "1 Razz hand found"
    head, rest = summary_texts({"files": 2})
    assert head == "Imported 0 hands from 2 files." and rest == "Nothing else to report."
    assert rejected_lines({"rejected": [{"file": "/x/y.bin", "hand_id": None, "line": None,
                                         "reason": "not a hand history (binary)"}]}) == [
        "y.bin: not a hand history (binary)"]


def test_history_and_export_are_in_the_menus(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    seen = []
    window.history_requested.connect(lambda: seen.append("history"))
    window.export_hands_requested.connect(lambda: seen.append("export"))
    window.last_hand_requested.connect(lambda: seen.append("last"))
    window.history_action.trigger()
    window.export_action.trigger()
    window.last_hand_action.trigger()
    assert seen == ["history", "export", "last"]
    assert window.last_hand_action.shortcut().toString() == "Ctrl+H"  # Ctrl+H keeps opening the last hand
    assert window.history_action.shortcut().toString() == "Ctrl+Shift+H"
    assert window.history_action in window.toolbar.actions()
