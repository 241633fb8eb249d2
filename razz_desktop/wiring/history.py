"""The hand log on its own thread and the Last Hand window, wired to the game.

Part of the composition root (``razz_desktop.app``): connections only, no logic of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.ui.last_hand import LastHandWindow
    from razz_desktop.ui.main_window import MainWindow


@dataclass(frozen=True, slots=True)
class HistoryParts:
    """The hand log as wired into the app: the history controller and the Last Hand window."""

    controller: HistoryController
    window: LastHandWindow


def attach_history(window: MainWindow, controller: GameController, db_path: Path | str) -> HistoryParts:
    """Keep every finished hand in the database at ``db_path`` and offer the Last Hand window.

    The history controller opens the file on its own thread. A damaged file
    is moved aside and the user told (``database_problem``); a hand that
    cannot be written now is journaled and the user told once per episode
    (``save_problem``) and again when it is written (``save_recovered``).
    The Last Hand window holds no controller: its intents go to the history
    controller and the answers come back as data.
    """
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.ui.last_hand import LastHandWindow

    c, w = controller, window
    history = HistoryController(db_path, parent=w)
    history.database_problem.connect(w.on_storage_problem)
    history.save_problem.connect(w.show_problem)
    history.save_recovered.connect(w.show_all_clear)
    history.storage_failed.connect(w.on_storage_failed)
    c.hand_recorded.connect(history.record_hand)
    c.session_started.connect(history.start_session)
    c.session_ended.connect(history.end_session)
    history.hand_number_known.connect(c.continue_numbering_from)
    c.wait_for_numbering()  # hand numbers go on from the log's, across restarts
    w.closing.connect(history.shutdown)  # also on aboutToQuit; idempotent

    last_hand = LastHandWindow(parent=w, four_colour=w.four_colour_action.isChecked())
    last_hand.hands_wanted.connect(history.request_hands)
    last_hand.hand_wanted.connect(history.request_hand)
    history.hands_listed.connect(last_hand.show_hands)
    history.hand_text_ready.connect(last_hand.set_text_for_copy)
    history.hand_loaded.connect(last_hand.show_hand)
    history.hand_saved.connect(last_hand.on_hand_saved)
    history.hand_kept.connect(last_hand.on_hand_saved)
    history.session_started.connect(last_hand.on_session_started)
    w.last_hand_requested.connect(last_hand.show_latest)
    w.four_colour_action.toggled.connect(last_hand.set_four_colour)
    last_hand.set_study_mode(w.study_action.isChecked())
    w.study_action.toggled.connect(last_hand.set_study_mode)
    return HistoryParts(history, last_hand)
