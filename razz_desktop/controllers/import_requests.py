"""Imports asked of the history controller: started, cancelled and finished on the GUI side.

Part of the history controller (:class:`~.history_controller.HistoryController`
mixes this class in, as it does the hands only memory holds): the import
itself runs in steps on the history thread (``history_import``, imported
only when the first import starts: a launch that imports nothing never
loads the import machinery).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Slot

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from razz_desktop.storage.importing.run import ImportSummary

    from .history_import import ImportState

if TYPE_CHECKING:
    from PySide6.QtCore import QObject as _Host  # the controller this is mixed into
else:
    _Host = object


class ImportRequests(_Host):
    """The history controller's import requests (a mixin: its state is the controller's)."""

    if TYPE_CHECKING:  # what the history controller provides, for the type checker
        _closed: bool
        _import: ImportState | None
        _import_requested: SignalInstance
        import_finished: SignalInstance

        def _request(self, signal: SignalInstance, *args: object) -> None: ...

    @property
    def importing(self) -> bool:
        return self._import is not None

    def import_files(self, paths: list[Path | str] | tuple[Path | str, ...], per_transaction: int | None = None,
                     jobs: int | None = None) -> bool:
        """Import hand-history files or folders off the GUI thread: ``import_progress`` while it runs,
        ``hands_added`` as hands go in, ``import_finished`` at the end. False if one is running already.
        ``per_transaction``: hands per commit (None: ``storage.importing.run.PER_TRANSACTION``).
        ``jobs``: processes reading the files (None: as the import's size makes worth it)."""
        if self._closed or self._import is not None:
            return False
        from razz_desktop.storage.importing.run import PER_TRANSACTION, ImportRun

        from .history_import import ImportState

        per = PER_TRANSACTION if per_transaction is None else per_transaction
        self._import = ImportState(ImportRun.of(paths, per, jobs))
        self._request(self._import_requested, self._import)
        return True

    @Slot()
    def cancel_import(self) -> None:
        """Stop the import after the transaction in progress; what it wrote stays."""
        if self._import is not None:
            self._import.cancel.set()

    @Slot(object)
    def _on_import_finished(self, summary: ImportSummary) -> None:
        self._import = None
        self.import_finished.emit(summary)
