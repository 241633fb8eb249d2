"""Composition root: builds the controllers and the windows and connects them. Nothing else.

This is the one place that knows every side. The controllers (no widgets)
publish what happens as frozen data; the windows (no game state) show it and
send back what the user wants as intents. Every connection is made here, so
reading this file tells who talks to whom. Logic lives where it belongs:
pacing in controllers/pacing.py, the settings at run time in
controllers/settings_controller.py, where bots come from in
controllers/policies.py, the first-paint moment in ui/paint_watcher.py.

The pieces, in the order :func:`assemble` puts them together:

- :func:`build`: the game controller and the main window;
- :func:`attach_settings`: the settings controller and the window's settings prompt;
- :func:`attach_history`: the hand log on its own thread and the Last Hand window;
- ``attach_access``: sounds, the table as text for screen readers, the
  read-again keys and the taskbar alert on the player's turn;
- :func:`attach_statistics`: the Statistics window, built when first opened;
- :func:`attach_mistakes`: Game > Mistakes... and the History window's Analyse, built when first asked for;
- ``attach_browser``: the History window, a hand laid open, the replayer, import's dialog;
- ``attach_coach``: practice mode, the Coach dock and its review.

The last two, and ``attach_access`` unless a screen reader is running, are
not needed for the first painted table: the launcher
(``razz_desktop/launcher.py``, which starts the app) assembles without them,
attaches sound and the table as text, then the Coach, after the first paint
in short steps (:meth:`App.attach_in_steps`, wiring/app_parts.py) and the History
window's parts when first asked for; tests get everything at once.

Each ``attach_*`` function lives in ``razz_desktop/wiring/`` (one module per
feature: history, access, browser, statistics, coach) and takes its file paths
and options as arguments, so tests build the whole app on temporary folders.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from razz_desktop.wiring.app_parts import App as App  # re-exported: what assemble() returns
from razz_desktop.wiring.drills import attach_drills
from razz_desktop.wiring.equity import attach_equity
from razz_desktop.wiring.history import attach_history
from razz_desktop.wiring.mistakes import attach_mistakes
from razz_desktop.wiring.play_again import attach_play_again
from razz_desktop.wiring.saved_sessions import attach_saved_sessions
from razz_desktop.wiring.settings import attach_settings
from razz_desktop.wiring.statistics import attach_statistics
from razz_desktop.wiring.tournament import attach_tournament
from razz_desktop.wiring.tournament_log import attach_tournament_log

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

    from razz_desktop.controllers.game_controller import GameController, PolicyFactory, SessionSetup
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.sound import SoundPlayer

log = logging.getLogger(__name__)


def build(policy_factory: PolicyFactory | None = None,
          setup: SessionSetup | None = None) -> tuple[MainWindow, GameController]:
    """Create the game controller and the main window, connected. Returns (window, controller)."""
    from razz_desktop.controllers.game_controller import BustRule, GameController
    from razz_desktop.controllers.policies import default_policy_factory
    from razz_desktop.controllers.session import SessionSetup
    from razz_desktop.ui.main_window import MainWindow

    c = GameController(policy_factory or default_policy_factory(), setup or SessionSetup())
    w = MainWindow()
    c.setParent(w)
    c.set_waits_for_table(True)

    c.players_changed.connect(w.on_players_changed)
    c.event_occurred.connect(w.on_event)
    c.table_changed.connect(w.on_table_changed)
    c.human_to_act.connect(w.on_human_to_act)
    c.thinking.connect(w.on_thinking)
    c.hand_finished.connect(w.on_hand_finished)
    c.waiting_for_next_hand.connect(w.on_waiting_for_next_hand)
    c.human_busted.connect(w.on_human_busted)
    c.session_over.connect(w.on_session_over)
    c.paused_changed.connect(w.on_paused)
    c.notice.connect(w.on_notice)
    c.flow_changed.connect(w.on_flow)
    c.session_ended.connect(w.on_session_ended)
    c.quit_ready.connect(w.on_quit_ready)
    c.action_refused.connect(w.on_notice)

    w.table_settled.connect(c.table_settled)
    w.action_chosen.connect(c.submit_human_action)
    w.next_hand_requested.connect(c.continue_to_next_hand)
    w.rebuy_requested.connect(w.on_rebought)
    w.rebuy_requested.connect(c.rebuy_human)
    w.leave_requested.connect(c.leave_table)
    w.new_session_requested.connect(w.on_session_started)
    w.new_session_requested.connect(c.new_session)
    w.quit_requested.connect(c.request_quit)
    w.pause_requested.connect(c.set_paused)
    w.auto_continue_changed.connect(c.set_auto_continue)
    w.bots_rebuy_changed.connect(lambda rebuy: c.set_bust_rule(BustRule.REBUY if rebuy else BustRule.REPLACE))
    w.speed_changed.connect(c.set_speed)
    w.closing.connect(c.shutdown)
    return w, c


def app_icon() -> QIcon:
    """The window icon (resources/icons), the desktop theme's icon only as a fallback."""
    from razz_desktop.ui.icon import app_icon as load

    return load()


def assemble(policy_factory: PolicyFactory | None = None, setup: SessionSetup | None = None, *,
             db_path: Path | str | None = None, coach_seed: int | None = None,
             defer_coach: bool = False, defer_browser: bool = False, defer_access: bool = False,
             defer_last_hand: bool = False, defer_log: bool = False,
             sound_player: SoundPlayer | None = None) -> App:
    """Build and connect the whole app (not shown, no event loop yet).

    Settings come from ``paths.settings_path()`` and the hand log from
    ``db_path`` (default ``paths.database_path()``): tests redirect both with
    ``RAZZ_DESKTOP_HOME``. ``setup`` (tests) replaces the session the settings
    describe; the settings still drive the menus, practice mode and saving.
    ``defer_coach``: leave practice mode to ``App.attach_coach()``.
    ``defer_browser``: leave the History window and its friends to
    ``App.attach_browser()``: the first request for one of them (Game >
    History..., File > Import or Export, the Last Hand's Replay) builds them.
    ``defer_access``: leave sound and the table as text to ``App.attach_access()``
    or ``App.attach_in_steps()`` (the launcher, when no screen reader is running).
    ``defer_last_hand``: build the Last Hand window when first asked for (``App.history.window``)
    or in ``App.attach_in_steps()``.
    ``defer_log``: open the hand log (its thread, imports and file) at
    ``App.history.controller.open()`` (the launcher: after the first paint); the first
    deal takes its number from the file meanwhile when it can (wiring/history.py).
    ``sound_player``: what plays the sounds (tests pass a double).
    """
    from razz_desktop import paths

    window, controller = build(policy_factory, setup)
    user, prompt = attach_settings(window, controller, use_for_sessions=setup is None)
    db = paths.database_path() if db_path is None else db_path
    history = attach_history(window, controller, db, defer_window=defer_last_hand, defer_open=defer_log)
    statistics = attach_statistics(window, history.controller, db)
    app = App(window, controller, user, prompt, history, None, None, statistics, coach_seed=coach_seed,
              db_path=db, sound_player=sound_player)
    app.tournament = attach_tournament(window, controller, user)
    attach_tournament_log(controller, history.controller, statistics)
    app.drills = attach_drills(window, db)
    app.saved = attach_saved_sessions(window, controller, db)
    app.play_again = attach_play_again(window, controller, history, db)
    app.equity = attach_equity(window)
    app.mistakes = attach_mistakes(window, history.controller, db, lambda: app.attach_browser().replay,
                                   statistics.on_hand_saved, player=controller)
    app._late_access = defer_access  # attached once the session has started: it catches up with the table
    if not defer_access:
        app.attach_access()
    if defer_browser:
        app.wait_for_browser()
    else:
        app.attach_browser()
    if not defer_coach:
        app.attach_coach()
    return app


def after_first_paint(window: MainWindow, controller: GameController, fn: Callable[[], object],
                      fallback_ms: int = 3000) -> None:
    """Run ``fn`` once the first dealt hand has been painted (or after ``fallback_ms``)."""
    from razz_desktop.ui.paint_watcher import FirstPaintWatcher

    watcher = FirstPaintWatcher(window.view.viewport(), fallback_ms, parent=window)
    controller.table_changed.connect(watcher.on_dealt)
    watcher.painted.connect(fn)
