"""The History window on a real hand log, in the whole app: import, list, filter, open, replay, export.

The app is built by app.assemble() on temporary folders; hands come in the
way a user brings them: played at the table, and the shared corpus of real
hand histories imported from the File menu (the real history controller's
import job, its progress dialog and its summary). The window then reads
storage's hand browser through the paged model.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from razz_desktop.controllers.history_browser import COLUMN, HAND_ID_ROLE
from razz_desktop.records import HandFilter
from tests.app_fixtures import *  # noqa: F403 - the shared app fixtures
from tests.app_fixtures import auto_play

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "handhistories"


def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.fail(f"the real hands are expected at {CORPUS} (../shared/handhistories beside the repository)")
    return CORPUS


def import_corpus(qtbot, app, monkeypatch):
    """File > Import a folder of hand histories... on the corpus; returns the summary box."""
    parts = app.browser
    monkeypatch.setattr("razz_desktop.ui.import_dialog.QFileDialog.getExistingDirectory",
                        lambda *a, **k: str(corpus()))
    with qtbot.waitSignal(app.history.controller.import_finished, timeout=60_000) as done:
        app.window.import_folder_action.trigger()
        assert parts.importer.isVisible() or parts.importer.summary_box is not None
    qtbot.waitUntil(lambda: parts.importer.summary_box is not None)
    return done.args[0], parts.importer.summary_box


def test_import_list_filter_open_replay_and_export(qtbot, make_app, monkeypatch, tmp_path):
    app = make_app()
    w, parts = app.window, app.browser
    assert parts is not None
    with qtbot.waitExposed(w):
        w.show()
    auto_play(app)
    with qtbot.waitSignal(app.history.controller.hand_saved, timeout=10_000):
        app.start()

    summary, box = import_corpus(qtbot, app, monkeypatch)
    assert summary.imported > 50 and not summary.cancelled
    assert box.text() == f"Imported {summary.imported} hands from {summary.files} files."
    if summary.rejected:
        assert summary.rejected[0].reason in box.detailedText()
    box.accept()

    # Game > History...: every hand, the played one and the imported ones.
    history = parts.window
    w.history_action.trigger()
    qtbot.waitUntil(lambda: parts.model.total == summary.imported + 1, timeout=5_000)
    assert history.count_label.text() == f"{summary.imported + 1} hands"
    model = parts.model
    assert model.row_at(0).site is None  # newest first: the hand just played, then the files' (2009-2023)
    sites = {model.row_at(r).site for r in range(model.rowCount())}
    assert {"PokerStars", "Full Tilt"} <= sites

    # Only the hand played here.
    f = history.filters
    f.origin_box.setCurrentIndex(f.origin_box.findData(False))
    qtbot.waitUntil(lambda: model.total == 1)
    assert model.row_at(0).site is None and model.row_at(0).player == "You"
    played_id = model.index(0, 0).data(HAND_ID_ROLE)
    # Imported, won by the file's hero: every row the browser gives says so.
    f.origin_box.setCurrentIndex(f.origin_box.findData(True))
    f.result_box.setCurrentIndex(f.result_box.findData(True))
    qtbot.waitUntil(lambda: model.filter == HandFilter(imported=True, won=True))
    assert model.total > 0
    assert all(model.row_at(r).imported and model.row_at(r).net > 0 for r in range(model.rowCount()))
    assert all(model.index(r, COLUMN["result"]).data().startswith("+") for r in range(model.rowCount()))

    # Open the first row: the hand window shows it; Replay puts it on the table to its last stacks.
    history.select_row(0)
    history.open_selected()
    qtbot.waitUntil(parts.hand_window.isVisible)
    hand = parts.hand_window.hand
    assert hand is not None and hand.origin is not None and hand.known_cards is not None
    parts.replayer.set_animation_factor(0)
    with qtbot.waitSignal(parts.replay.frame_changed):
        qtbot.mouseClick(parts.hand_window.replay_button, Qt.MouseButton.LeftButton)
    parts.replay.go_to(parts.replay.count - 1)
    stacks = {seat: item.nameplate.stack for seat, item in parts.replayer.scene.seats.items()}
    assert stacks == dict(hand.record.final_stacks)

    # Export what the filters show, as PokerStars text.
    out = tmp_path / "won.txt"
    monkeypatch.setattr("razz_desktop.ui.history_window.window.ask_export_target",
                        lambda *a, **k: (str(out), "pokerstars"))
    with qtbot.waitSignal(app.history.controller.export_finished, timeout=20_000) as exported:
        qtbot.mouseClick(history.export_filtered_button, Qt.MouseButton.LeftButton)
    assert exported.args == [model.total, str(out)]
    assert out.read_text(encoding="utf-8").count("PokerStars") >= model.total
    assert history.status.text().startswith(f"Exported {model.total} hand")

    # The played hand, exported from its own window as PHH.
    f.reset()
    parts.model.request_hand(played_id)
    qtbot.waitUntil(lambda: parts.hand_window.hand is not None and parts.hand_window.hand.hand_id == played_id)
    phh = tmp_path / "played.phhs"
    monkeypatch.setattr("razz_desktop.ui.history_window.window.ask_export_target", lambda *a, **k: (str(phh), "phh"))
    with qtbot.waitSignal(app.history.controller.export_finished, timeout=20_000) as exported:
        qtbot.mouseClick(parts.hand_window.export_button, Qt.MouseButton.LeftButton)
    assert exported.args == [1, str(phh)] and phh.read_text(encoding="utf-8").strip()


def test_cancel_an_import_from_the_progress_dialog(qtbot, make_app, monkeypatch, tmp_path):
    """Cancel while a big folder is read: the job stops, what it wrote stays, the summary says so."""
    source = corpus() / "razz_only_utf8" / "fpdb-3__Razz-USD-0.04-0.08-200911.txt"
    folder = tmp_path / "many"
    folder.mkdir()
    for k in range(300):  # one file a step: the job is far from done when the first progress arrives
        (folder / f"stars-{k:03}.txt").write_bytes(source.read_bytes())
    app = make_app()
    parts = app.browser
    with qtbot.waitExposed(app.window):
        app.window.show()
    monkeypatch.setattr("razz_desktop.ui.import_dialog.QFileDialog.getExistingDirectory",
                        lambda *a, **k: str(folder))
    dialog = parts.importer
    cancelled: list[bool] = []
    dialog.cancel_requested.connect(lambda: cancelled.append(True))

    def click_cancel(done: int, files: int, hands: int) -> None:
        if done >= 1 and not cancelled:
            button = dialog.findChild(QPushButton)
            assert button is not None and button.text() == "Cancel"
            button.click()

    app.history.controller.import_progress.connect(click_cancel)
    with qtbot.waitSignal(app.history.controller.import_finished, timeout=60_000) as done:
        app.window.import_folder_action.trigger()
    summary = done.args[0]
    assert cancelled == [True]
    assert summary.cancelled and summary.hands_found < 300 * 9  # stopped long before the last file
    qtbot.waitUntil(lambda: dialog.summary_box is not None)
    assert not dialog.isVisible() and not dialog.running
    assert dialog.summary_box.text().startswith("Import cancelled:")
    dialog.summary_box.accept()
    # What was imported before the cancel stays: the hands of the first file, once.
    app.window.history_action.trigger()
    qtbot.waitUntil(lambda: parts.model.total == summary.imported, timeout=5_000)
    assert summary.imported == 9  # the file's nine hands, once: the copies are duplicates
