"""Sounds, the table as text for screen readers, the read-again keys and the turn alert.

Part of the composition root (``razz_desktop.app``): connections only, no logic of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.settings_controller import SettingsController
    from razz_desktop.ui.accessibility import TableReader, TableTextDock, TurnAlert
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.sound import SoundBoard, SoundPlayer


@dataclass(frozen=True, slots=True)
class AccessParts:
    """Sound and accessibility as wired into the app."""

    sound: SoundBoard
    reader: TableReader
    dock: TableTextDock
    alert: TurnAlert


def attach_access(window: MainWindow, controller: GameController, settings: SettingsController | None = None,
                  player: SoundPlayer | None = None) -> AccessParts:
    """The table's sounds, the table as text with its announcements and keys, and the turn alert.

    ``player`` plays the sounds (default: the system's audio, opened on a
    worker so the GUI thread never waits for the audio library; tests pass a
    double). The sound follows the settings in force (on/off, volume).
    """
    from razz_desktop.controllers.jobs import JobRunner
    from razz_desktop.ui.accessibility import TableReader, TableTextDock, TurnAlert
    from razz_desktop.ui.sound import SoundBoard, default_player

    c, w = controller, window
    real = player is None
    board = SoundBoard(default_player() if player is None else player, parent=w)
    c.event_occurred.connect(board.on_event)
    c.human_to_act.connect(board.on_human_to_act)
    w.closing.connect(board.shutdown)
    if settings is not None:
        settings.options_changed.connect(board.apply_options)
        board.apply_options(settings.in_force)
    opener = getattr(board.player, "open", None)
    if real and board.enabled and callable(opener):
        runner = JobRunner("sound-open", parent=w)
        runner.submit(opener)
        w.closing.connect(runner.shutdown)

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QAccessible

    dock = TableTextDock(w)
    # Shown from the start when a screen reader is running; F6 or View > Table as text otherwise.
    w.add_side_dock(dock, QCoreApplication.translate("MainWindow", "Table as &text"), visible=QAccessible.isActive())
    reader = TableReader(dock.panel, announce_from=w.view, parent=w)
    reader.install_keys(w)
    c.players_changed.connect(reader.on_players_changed)
    c.event_occurred.connect(reader.on_event)
    c.table_changed.connect(reader.on_table_changed)
    c.human_to_act.connect(reader.on_human_to_act)

    alert = TurnAlert(w)
    c.human_to_act.connect(alert.on_human_to_act)
    return AccessParts(board, reader, dock, alert)
