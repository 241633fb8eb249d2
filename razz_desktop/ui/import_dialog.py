"""Importing hand histories: which files, how far along, and what came of it.

The reading and checking run off the GUI thread (the history controller's
import job); this module only asks and tells:

- ``ask_import_files`` / ``ask_import_folder``: the file dialogs of File >
  Import hand histories... (PokerStars and Full Tilt text, PHH files, or a
  whole folder of them);
- ``ImportDialog``: a window-modal progress dialog fed by the job's
  progress, whose Cancel becomes ``cancel_requested``; when the job is done
  it closes and the summary box opens: hands imported, duplicates (already
  in the history), hands of other games, and every rejected hand with its
  file, hand id, line and reason in the box's details.

The summary arrives as data with the command line's fields (``files``,
``hands_found``, ``imported``, ``duplicates``, ``other_games``, ``rejected``
with ``file``, ``hand_id``, ``line``, ``reason``), as an object or a mapping.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QMessageBox,
    QProgressDialog,
    QSizePolicy,
    QSpacerItem,
    QWidget,
)

HISTORY_FILES = "Hand histories (*.txt *.phh *.phhs *.xml);;All files (*)"


def tr(text: str) -> str:
    return QCoreApplication.translate("ImportDialog", text)


def counted(n: int, one: str, many: str) -> str:
    """A counted phrase: ``one`` (for 1) or ``many`` with ``{n}`` in the locale's digits.

    Both forms are translated whole, so each language words its own singular
    and plural (German, Italian and Dutch, like English, have exactly these two).
    """
    return one if n == 1 else many.format(n=QLocale().toString(n))


def ask_import_files(parent: QWidget | None) -> list[str]:
    """The files the user picked (empty when cancelled)."""
    files, _ = QFileDialog.getOpenFileNames(parent, tr("Import hand histories"), str(Path.home()), tr(HISTORY_FILES))
    return list(files)


def ask_import_folder(parent: QWidget | None) -> list[str]:
    """The folder the user picked, as a one-item list (empty when cancelled)."""
    folder = QFileDialog.getExistingDirectory(parent, tr("Import a folder of hand histories"), str(Path.home()))
    return [folder] if folder else []


def _field(summary: object, name: str, default: object = None) -> object:
    if isinstance(summary, Mapping):
        return summary.get(name, default)
    return getattr(summary, name, default)


def _int(summary: object, name: str) -> int:
    value = _field(summary, name, 0)
    return value if isinstance(value, int) else len(value) if isinstance(value, Sequence) else 0


def rejected_lines(summary: object) -> list[str]:
    """One line per rejected hand (or file): "file, hand 123, line 45: reason"."""
    out = []
    rejected = _field(summary, "rejected", ()) or ()
    assert isinstance(rejected, Sequence)
    for r in rejected:
        where = [Path(str(_field(r, "file", "") or "")).name or tr("(no file)")]
        hand_id = _field(r, "hand_id")
        if hand_id:
            where.append(tr("hand {id}").format(id=hand_id))
        line = _field(r, "line")
        if line:
            where.append(tr("line {n}").format(n=line))
        out.append(", ".join(where) + ": " + str(_field(r, "reason", "")))
    return out


def summary_texts(summary: object) -> tuple[str, str]:
    """(headline, the other counts) of a finished import."""
    files = _int(summary, "files")
    imported = _int(summary, "imported")
    cancelled = bool(_field(summary, "cancelled", False))
    hands = counted(imported, tr("1 hand"), tr("{n} hands"))
    from_files = counted(files, tr("1 file"), tr("{n} files"))
    # A cancelled import's ``files`` counts the files it found, not the ones it read.
    head = (tr("Import cancelled: {hands} imported before it stopped.") if cancelled
            else tr("Imported {hands} from {files}.")).format(hands=hands, files=from_files)
    parts = []
    found = _int(summary, "hands_found")
    if found:
        parts.append(counted(found, tr("1 Razz hand found"), tr("{n} Razz hands found")))
    duplicates = _int(summary, "duplicates")
    if duplicates:
        parts.append(tr("{n} already in the history (not added again)").format(n=QLocale().toString(duplicates)))
    others = _int(summary, "other_games")
    if others:
        parts.append(counted(others, tr("1 hand of another game skipped"), tr("{n} hands of other games skipped")))
    rejected = _int(summary, "rejected")
    if rejected:
        parts.append(tr("{n} rejected: see the details").format(n=QLocale().toString(rejected)))
    if not parts:
        parts.append(tr("Nothing else to report."))
    return head, "\n".join(parts)


SUMMARY_WIDTH = 520
"""The summary box's width: a rejection's reason reads on one or two lines, not five."""


def _widen(box: QMessageBox) -> None:
    """QMessageBox sizes itself to its headline; give its texts room (a spacer across its grid)."""
    grid = box.layout()
    if isinstance(grid, QGridLayout):
        grid.addItem(QSpacerItem(SUMMARY_WIDTH, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding),
                     grid.rowCount(), 0, 1, grid.columnCount())


class ImportDialog(QProgressDialog):
    """Progress of an import with Cancel, then its summary. See the module docstring."""

    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("importProgress")
        self.setWindowTitle(tr("Importing hand histories"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.setMinimumDuration(0)
        self.setMinimumWidth(460)
        self.setCancelButtonText(tr("Cancel"))
        self.canceled.connect(self._cancel)
        self.summary_box: QMessageBox | None = None
        self._running = False
        self.reset()
        self.hide()

    @property
    def running(self) -> bool:
        return self._running

    def start(self, paths: Sequence[str]) -> None:
        """The job has started on ``paths``: show a busy bar until the first progress."""
        if self._running:  # one import at a time: the one running goes on
            self.show()
            return
        self._running = True
        self.setRange(0, 0)
        self.setValue(0)
        names = ", ".join(Path(p).name for p in paths[:3]) + (" \u2026" if len(paths) > 3 else "")
        self.setLabelText(tr("Reading {names}").format(names=names))
        self.show()

    @Slot(int, int, int)
    def on_progress(self, done: int, files: int, hands: int) -> None:
        """``done`` of ``files`` read, ``hands`` hands read so far (the history controller's import_progress)."""
        if not self._running or self.wasCanceled():
            return
        if files > 0:
            self.setRange(0, files)
            self.setValue(min(done, files))
        self.setLabelText(tr("{files} read, {hands} so far").format(
            files=tr("{done} of {total} files").format(done=done, total=files),
            hands=counted(hands, tr("1 hand"), tr("{n} hands"))))

    def _cancel(self) -> None:
        if self._running:
            self.setLabelText(tr("Stopping after the file being read\u2026"))
            self.show()  # QProgressDialog hides itself on Cancel; it stays until the job has stopped
            self.cancel_requested.emit()

    @Slot(object)
    def on_finished(self, summary: object) -> QMessageBox:
        """The job is done (or stopped): close the progress and open the summary."""
        self._running = False
        self.reset()
        self.hide()
        head, rest = summary_texts(summary)
        rejected = rejected_lines(summary)
        icon = QMessageBox.Icon.Warning if rejected else QMessageBox.Icon.Information
        box = QMessageBox(icon, tr("Import finished"), head, QMessageBox.StandardButton.Ok, self.parentWidget())
        box.setObjectName("importSummary")
        box.setInformativeText(rest)
        if rejected:
            box.setDetailedText(tr("Rejected hands (file, hand, line: why):") + "\n" + "\n".join(rejected))
        _widen(box)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(lambda *_: setattr(self, "summary_box", None))
        self.summary_box = box
        box.open()
        return box

    @Slot(str)
    def on_failed(self, text: str) -> None:
        """The import could not run at all (the hand history is not open...)."""
        self._running = False
        self.reset()
        self.hide()
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Import failed"), tr("The hands could not be imported."),
                          QMessageBox.StandardButton.Ok, self.parentWidget())
        box.setObjectName("importFailed")
        box.setInformativeText(text)
        _widen(box)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.summary_box = box
        box.open()
