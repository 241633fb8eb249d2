"""Every logged hand: the History window, a hand laid open, the replayer, import and export.

Part of the composition root (``razz_desktop.app``): connections only, no logic of its own.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from razz_desktop.controllers.history_browser import HandTableModel
    from razz_desktop.controllers.replay_controller import ReplayController
    from razz_desktop.ui.history_window import HandWindow, HistoryWindow
    from razz_desktop.ui.import_dialog import ImportDialog
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.replayer import ReplayerWindow

from razz_desktop.wiring.history import HistoryParts
from razz_desktop.wiring.steps import run_all

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class BrowserParts:
    """Every logged hand as wired into the app: the History window, one hand, the replayer, import."""

    model: HandTableModel
    window: HistoryWindow
    hand_window: HandWindow
    replay: ReplayController
    replayer: ReplayerWindow
    importer: ImportDialog


def attach_browser(window: MainWindow, history: HistoryParts, db_path: Path | str) -> BrowserParts:
    """Game > History... (every hand, paged), a hand laid open, the replayer, and import's dialog.

    The model opens storage's read-only hand browser on ``db_path`` when the
    window first opens and reads it again each time it is shown and after
    each hand is saved or imported. Imports (File menu, drag and drop) run on
    the history controller's thread and report to ``importer`` (progress,
    Cancel, summary); exports of the window's selection or filter run on its
    export worker. None of it is needed for the first painted table: the
    launcher attaches it after the first paint, in steps (:func:`browser_steps`).
    """
    return run_all(browser_steps(window, history, db_path))


def browser_steps(window: MainWindow, history: HistoryParts, db_path: Path | str) -> Iterator[BrowserParts | None]:
    """:func:`attach_browser` as steps of a few milliseconds each (imports, then one window a step);
    the last one yields the parts."""
    from razz_desktop.controllers.history_browser import HandTableModel
    from razz_desktop.controllers.replay_controller import ReplayController

    yield None
    from razz_desktop.ui.history_window import HandWindow, HistoryWindow

    yield None
    from razz_desktop.ui.import_dialog import ImportDialog
    from razz_desktop.ui.replayer import ReplayerWindow

    yield None
    w, four = window, window.four_colour_action.isChecked()
    model = HandTableModel.for_database(db_path, parent=w)
    browser = HistoryWindow(parent=w)
    browser.set_model(model)
    browser.opened.connect(model.set_filter)
    browser.opened.connect(model.publish_choices)
    browser.filter_changed.connect(model.set_filter)
    browser.hand_wanted.connect(model.request_hand)
    browser.replay_wanted.connect(model.request_replay)
    model.total_changed.connect(browser.on_total)
    model.choices_changed.connect(browser.set_choices)
    model.failed.connect(browser.show_problem)
    history.controller.hand_saved.connect(browser.on_hands_changed)
    w.history_requested.connect(browser.show_window)
    w.export_hands_requested.connect(browser.export_all)
    yield None

    hand = HandWindow(parent=browser, four_colour=four)
    model.hand_loaded.connect(hand.show_hand)
    hand.export_requested.connect(browser.export_hand)
    hand.set_study_mode(w.study_action.isChecked())
    w.study_action.toggled.connect(hand.set_study_mode)
    w.four_colour_action.toggled.connect(hand.set_four_colour)
    yield None

    replay = ReplayController(parent=w)
    replayer = ReplayerWindow(parent=w, four_colour=four)
    replay.hand_loaded.connect(replayer.show_hand)
    replay.hand_loaded.connect(replayer.open)
    replay.players_changed.connect(replayer.set_players)
    replay.frame_changed.connect(replayer.show_frame)
    replay.playing_changed.connect(replayer.on_playing)
    replay.speed_changed.connect(replayer.on_speed)
    replay.failed.connect(replayer.show_failure)
    replay.failed.connect(browser.show_problem)
    replayer.next_action_requested.connect(replay.next_action)
    replayer.previous_action_requested.connect(replay.previous_action)
    replayer.next_street_requested.connect(replay.next_street)
    replayer.previous_street_requested.connect(replay.previous_street)
    replayer.start_requested.connect(replay.to_start)
    replayer.showdown_requested.connect(replay.to_showdown)
    replayer.play_toggled.connect(replay.toggle_playing)
    replayer.position_chosen.connect(replay.go_to)
    replayer.speed_chosen.connect(replay.set_speed)
    replayer.study_changed.connect(replay.set_study)
    replayer.closed.connect(replay.stop)
    hand.replay_requested.connect(replay.load)
    history.when_built(lambda last_hand: last_hand.replay_requested.connect(replay.load))  # not built for it
    model.hand_for_replay.connect(replay.load)
    w.four_colour_action.toggled.connect(replayer.set_four_colour)
    yield None

    importer = ImportDialog(w)
    h = history.controller
    w.import_requested.connect(importer.start)
    w.import_requested.connect(h.import_files)
    h.import_progress.connect(importer.on_progress)
    h.import_finished.connect(importer.on_finished)
    importer.cancel_requested.connect(h.cancel_import)
    h.hands_added.connect(browser.on_hands_changed)
    browser.export_requested.connect(h.export_hands)
    h.export_finished.connect(browser.on_exported)
    h.export_failed.connect(browser.show_problem)
    yield BrowserParts(model, browser, hand, replay, replayer, importer)
