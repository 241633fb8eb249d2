"""A log the user can send: the log file, faulthandler's file, and uncaught exceptions reported once."""

from __future__ import annotations

import logging
import sys
import threading

from razz_desktop import diagnostics


def test_errors_go_to_the_log_file_and_the_first_crash_is_reported_once(tmp_path):
    found = diagnostics.install(tmp_path / "log")
    try:
        reports: list[str] = []
        found.callbacks.append(reports.append)
        logging.getLogger("razz_desktop.test").warning("something to tell support")
        try:
            raise ValueError("boom")
        except ValueError:
            sys.excepthook(*sys.exc_info())
        worker = threading.Thread(target=lambda: 1 / 0, name="doomed")
        worker.start()
        worker.join()
        found.handler.flush()
        text = found.log_file.read_text()
        assert "something to tell support" in text
        assert "ValueError: boom" in text and "uncaught exception in thread doomed" in text
        assert "ZeroDivisionError" in text
        assert reports == ["ValueError: boom"]  # shown once, however many follow
        assert (tmp_path / "log" / diagnostics.FAULTS_NAME).exists()
    finally:
        found.uninstall()
    assert sys.excepthook is not None and found.handler not in logging.getLogger().handlers


def test_a_log_folder_that_cannot_be_written_logs_nowhere_but_starts(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    found = diagnostics.install(blocker / "log")
    try:
        assert found.handler is None
        assert "cannot write the log folder" in capsys.readouterr().err
    finally:
        found.uninstall()
