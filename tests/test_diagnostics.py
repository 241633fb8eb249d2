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


def test_the_log_file_is_rotated_at_its_limit_keeping_the_newest_old_files(tmp_path):
    path = tmp_path / diagnostics.LOG_NAME
    handler = diagnostics.RotatingLog(path, max_bytes=200, backups=2)
    handler.setFormatter(logging.Formatter("%(message)s"))
    log = logging.getLogger("razz_desktop.test.rotation")
    log.propagate = False
    log.addHandler(handler)
    try:
        for n in range(12):
            log.warning("line %02d %s", n, "x" * 40)  # 49 bytes a line: four to a file
        handler.flush()
        files = [path, path.with_name(path.name + ".1"), path.with_name(path.name + ".2")]
        assert all(f.exists() for f in files)
        assert not path.with_name(path.name + ".3").exists()  # two old files kept, no more
        assert all(f.stat().st_size <= 200 for f in files)
        lines = [f.read_text().splitlines() for f in reversed(files)]  # oldest first
        flat = [line[:7] for chunk in lines for line in chunk]
        assert flat == [f"line {n:02d}" for n in range(12 - len(flat), 12)]  # in order, the newest kept
        assert lines[-1][-1].startswith("line 11")
    finally:
        log.removeHandler(handler)
        handler.close()


def test_a_log_without_a_limit_or_without_old_files_is_never_rotated(tmp_path):
    for limit, backups in ((0, 3), (100, 0)):
        path = tmp_path / f"{limit}-{backups}.log"
        handler = diagnostics.RotatingLog(path, max_bytes=limit, backups=backups)
        record = logging.LogRecord("t", logging.WARNING, __file__, 1, "y" * 80, None, None)
        for _ in range(5):
            handler.emit(record)
        handler.close()
        assert path.stat().st_size == 5 * 81
        assert not path.with_name(path.name + ".1").exists()
