"""Sounds, the table as text for screen readers, the read-again keys and the turn alert.

Part of the composition root (``razz_desktop.app``): connections only, no logic of its own.

None of it is drawn on the first table unless a screen reader is running (the
table text's dock is hidden otherwise), so the launcher attaches it right
after the first paint, in short steps (:func:`access_steps`, issue 19's
launch), and the pieces catch up with the table as it is then
(``late=True``). With a screen reader running it is attached before the
first table, so nothing of the first hand goes unsaid.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .steps import run_all

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
                  player: SoundPlayer | None = None, *, late: bool = False) -> AccessParts:
    """The table's sounds, the table as text with its announcements and keys, and the turn alert.

    ``player`` plays the sounds (default: the system's audio, opened on a
    worker so the GUI thread never waits for the audio library; tests pass a
    double). The sound follows the settings in force (on/off, volume).
    ``late``: attached after the session started (see the module docstring).
    """
    return run_all(access_steps(window, controller, settings, player, late=late))


def access_steps(window: MainWindow, controller: GameController, settings: SettingsController | None = None,
                 player: SoundPlayer | None = None, *, late: bool = False) -> Iterator[AccessParts | None]:
    """:func:`attach_access` one short step at a time (``None`` between steps, the parts last).

    The steps are the sound's imports, the table text's imports (the longest,
    10-25 ms), then building and connecting everything in one go, so no
    signal is connected to half of it. The first step does nothing: started
    from the first paint, the steps begin on the next turn of the event loop.
    """
    yield None
    from razz_desktop.controllers.jobs import JobRunner
    from razz_desktop.ui.sound import SoundBoard, default_player

    yield None
    from razz_desktop.ui.accessibility import TableReader, TableTextDock, TurnAlert
    from razz_desktop.ui.main_window import assistive_technology_listens

    yield None
    from PySide6.QtCore import QCoreApplication

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

    dock = TableTextDock(w)
    # Late, the window's saved layout was restored without the dock: Qt keeps its part, and
    # restoreDockWidget says whether the user had left it open.
    left_open = late and w.restoreDockWidget(dock) and not dock.isHidden()
    # Shown from the start when a screen reader is running; F6 or View > Table as text otherwise.
    w.add_side_dock(dock, QCoreApplication.translate("MainWindow", "Table as &text"),
                    visible=left_open or assistive_technology_listens())
    reader = TableReader(dock.panel, announce_from=w.view, parent=w)
    reader.install_keys(w)
    c.players_changed.connect(reader.on_players_changed)
    c.event_occurred.connect(reader.on_event)
    c.table_changed.connect(reader.on_table_changed)
    c.human_to_act.connect(reader.on_human_to_act)

    alert = TurnAlert(w)
    c.human_to_act.connect(alert.on_human_to_act)
    if late:
        # What was published before: the players seated and the table as it stands (the
        # sounds of what is over are not played; the player's turn, if it is now, is said).
        reader.on_players_changed(c.players)
        view = c.current_view()
        if view is not None:
            if c.waiting_for_human:
                reader.on_human_to_act(view)
                alert.on_human_to_act(view)
            else:
                reader.on_table_changed(view)
    yield AccessParts(board, reader, dock, alert)
