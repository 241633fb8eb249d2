"""The history controller's import job, kept reviews and exports, all off the GUI thread."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from razz_desktop.ui.qt_compat import protect_none

protect_none()  # PySide6 6.12.0 on Python 3.11: see razz_desktop/ui/qt_compat.py

from razz_desktop.controllers.history_controller import HistoryController  # noqa: E402
from razz_desktop.controllers.recorded import RecordedHand  # noqa: E402
from razz_desktop.records import HandFilter  # noqa: E402
from razz_desktop.storage.handlog.db import connect  # noqa: E402
from razz_desktop.storage.handlog.repository import HandLog  # noqa: E402
from razz_desktop.storage.importing.reading import import_files  # noqa: E402
from razz_desktop.storage.importing.run import ImportRun, ImportSummary  # noqa: E402

from .big_import import write_big_import  # noqa: E402
from .hands import players_for, random_record  # noqa: E402
from .test_imported_and_reviews import _review  # noqa: E402

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "handhistories"


def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.fail(f"the real hands are expected at {CORPUS} (../shared/handhistories beside the repository)")
    return CORPUS


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "razz.sqlite3"


@pytest.fixture
def history(qtbot, db: Path) -> Iterator[HistoryController]:
    controller = HistoryController(db)
    qtbot.waitUntil(lambda: controller.next_hand_number is not None, timeout=10_000)
    yield controller
    controller.shutdown()


def _counts(db: Path) -> int:
    conn = connect(db)
    try:
        return HandLog(conn).hand_count()
    finally:
        conn.close()


def test_import_runs_off_the_gui_thread_with_progress_and_the_commands_numbers(qtbot, history, db, monkeypatch,
                                                                             tmp_path) -> None:
    threads: list[int] = []
    original = ImportRun.step

    def spy(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        threads.append(threading.get_ident())
        return original(self, *args, **kwargs)

    monkeypatch.setattr(ImportRun, "step", spy)
    progress: list[tuple[int, int, int]] = []
    added: list[int] = []
    history.import_progress.connect(lambda *a: progress.append(a))
    history.hands_added.connect(added.extend)
    with qtbot.waitSignal(history.import_finished, timeout=60_000) as done:
        assert history.import_files([corpus()])
        assert history.importing
        assert not history.import_files([corpus()])  # one import at a time
    summary = done.args[0]
    assert isinstance(summary, ImportSummary) and not summary.cancelled
    assert threads and threading.get_ident() not in threads
    # The same numbers as the command, which runs the same ImportRun in one go.
    other = tmp_path / "other.sqlite3"
    conn = connect(other)
    direct = ImportRun.of([corpus()]).run(HandLog(conn))
    conn.close()
    assert summary.to_json() == direct.to_json()
    assert summary.imported > 50 and summary.files == len(import_files([corpus()]))
    assert progress[0] == (0, summary.files, 0) and progress[-1] == (summary.files, summary.files, summary.hands_found)
    assert len(added) == summary.imported == _counts(db)
    assert not history.importing
    # Importing again adds nothing.
    with qtbot.waitSignal(history.import_finished, timeout=60_000) as again:
        history.import_files([corpus()])
    assert (again.args[0].imported, again.args[0].duplicates) == (0, summary.imported)


def test_cancel_keeps_what_was_imported(qtbot, history, db, tmp_path) -> None:
    folder = tmp_path / "files"
    folder.mkdir()
    for k, f in enumerate(import_files([corpus()])):
        shutil.copy(f, folder / f"{k:02d}{f.suffix}")
    steps = 0

    def on_progress(done: int, files: int, hands: int) -> None:
        nonlocal steps
        steps += 1
        if steps == 2:
            history.cancel_import()

    history.import_progress.connect(on_progress)
    with qtbot.waitSignal(history.import_finished, timeout=60_000) as done:
        history.import_files([folder], per_transaction=5)  # small steps, so there is a step to cancel
    summary = done.args[0]
    assert summary.cancelled
    assert 0 < summary.imported < 57
    assert _counts(db) == summary.imported  # every hand written before the cancel is kept


def test_a_two_process_import_from_the_window_stores_what_the_command_does_and_cancels(qtbot, history, db,
                                                                                      tmp_path) -> None:
    folder = tmp_path / "big"
    write_big_import(folder, copies=2, exported=60)
    progress: list[tuple[int, int, int]] = []
    history.import_progress.connect(lambda *a: progress.append(a))
    with qtbot.waitSignal(history.import_finished, timeout=120_000) as done:
        assert history.import_files([folder], per_transaction=20, jobs=2)
    summary = done.args[0]
    other = tmp_path / "other.sqlite3"
    conn = connect(other)
    direct = ImportRun.of([folder], jobs=1).run(HandLog(conn))
    conn.close()
    assert summary.to_json() == direct.to_json() and summary.imported == 2 * 57 + 60
    assert len(progress) > 5 and progress[-1] == (summary.files, summary.files, summary.hands_found)
    assert all(a[2] <= b[2] for a, b in zip(progress, progress[1:], strict=False))  # the dialog only moves on
    # Cancel part-way, with the workers reading ahead: what was written stays, the rest is not read.
    db2 = tmp_path / "again.sqlite3"
    second = HistoryController(db2)
    def on_progress(done: int, files: int, hands: int) -> None:
        if hands > 0:  # once something was written (the first steps may end waiting for the workers)
            second.cancel_import()

    try:
        qtbot.waitUntil(lambda: second.next_hand_number is not None, timeout=10_000)
        second.import_progress.connect(on_progress)
        with qtbot.waitSignal(second.import_finished, timeout=120_000) as cancelled:
            assert second.import_files([folder], per_transaction=20, jobs=2)
    finally:
        second.shutdown()
    assert cancelled.args[0].cancelled and 0 < cancelled.args[0].imported < summary.imported
    assert _counts(db2) == cancelled.args[0].imported


def test_a_review_is_kept_with_its_hand_by_uid(qtbot, history, db) -> None:
    record = random_record(8)
    with qtbot.waitSignal(history.hand_saved, timeout=10_000) as saved:
        history.record_hand(RecordedHand(record, tuple(players_for(record))))
    review = _review(record.hand_id)
    with qtbot.waitSignal(history.review_saved, timeout=10_000) as kept:
        history.save_review(review)
    hand_id = saved.args[0].hand_id
    assert kept.args == [hand_id]
    with qtbot.waitSignal(history.hand_loaded, timeout=10_000) as loaded:
        history.request_hand(hand_id)
    assert loaded.args[0].review == review


def test_a_review_that_comes_before_its_hand_is_written_waits_for_it(qtbot, history, db) -> None:
    record = random_record(9)
    review = _review(record.hand_id)
    with qtbot.waitSignal(history.review_saved, timeout=10_000):
        history.record_hand(RecordedHand(record, tuple(players_for(record))))
        history.save_review(review)  # queued behind the save: found by uid once written
    conn = connect(db)
    (hand_id,) = HandLog(conn).hand_ids()
    assert HandLog(conn).hand(hand_id).review == review  # type: ignore[union-attr]
    conn.close()


def test_a_review_of_a_hand_this_run_never_recorded_is_ignored(qtbot, history) -> None:
    history.save_review(replace(_review(424242)))  # logged, nothing queued
    assert history.pending_writes == 0


@pytest.mark.parametrize(("fmt", "name"), [("pokerstars", "out.txt"), ("phh", "out.phhs")])
def test_export_of_a_filter_and_of_a_selection(qtbot, history, db, tmp_path, fmt, name) -> None:
    with qtbot.waitSignal(history.import_finished, timeout=60_000):
        history.import_files([corpus()])
    for seed in (1, 2):
        record = random_record(seed)
        with qtbot.waitSignal(history.hand_saved, timeout=10_000):
            history.record_hand(RecordedHand(record, tuple(players_for(record))))
    out = tmp_path / name
    with qtbot.waitSignal(history.export_finished, timeout=60_000) as done:
        history.export_hands(fmt, out, HandFilter(imported=False))
    assert done.args == [2, str(out)]
    assert out.stat().st_size > 0
    with qtbot.waitSignal(history.export_finished, timeout=60_000) as done:
        history.export_hands(fmt, out, hand_ids=[1, 2, 3])
    assert done.args[0] == 3
    with qtbot.waitSignal(history.export_failed, timeout=60_000) as failed:
        history.export_hands(fmt, tmp_path / "one.phh" if fmt == "phh" else tmp_path, hand_ids=[1, 2])
    assert "exporting" in failed.args[0]
