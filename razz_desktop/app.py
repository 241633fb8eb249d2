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
- ``attach_browser``: the History window, a hand laid open, the replayer, import's dialog;
- ``attach_coach``: practice mode, the Coach dock and its review.

The last two, and ``attach_access`` unless a screen reader is running, are
not needed for the first painted table: the launcher
(``razz_desktop/launcher.py``, which starts the app) assembles without them,
attaches sound and the table as text, then the Coach, after the first paint
in short steps (:meth:`App.attach_in_steps`) and the History window's parts
when first asked for; tests get everything at once.

Each ``attach_*`` function lives in ``razz_desktop/wiring/`` (one module per
feature: history, access, browser, statistics, coach) and takes its file paths
and options as arguments, so tests build the whole app on temporary folders.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from razz_desktop.wiring.history import HistoryParts, attach_history, open_steps
from razz_desktop.wiring.settings import attach_settings
from razz_desktop.wiring.statistics import StatisticsParts, attach_statistics
from razz_desktop.wiring.steps import Deferred

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QDialog

    from razz_desktop.controllers.game_controller import GameController, PolicyFactory, SessionSetup
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.controllers.settings_controller import SettingsController
    from razz_desktop.ui.last_hand import LastHandWindow
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.settings_prompt import SettingsPrompt
    from razz_desktop.ui.sound import SoundPlayer
    from razz_desktop.wiring.access import AccessParts
    from razz_desktop.wiring.browser import BrowserParts
    from razz_desktop.wiring.coach import CoachParts

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


@dataclass(slots=True, weakref_slot=True)  # weakref: Qt connects to its bound methods
class App:
    """Everything :func:`assemble` built, for the launcher and for tests."""

    window: MainWindow
    controller: GameController
    user: SettingsController
    prompt: SettingsPrompt
    history: HistoryParts
    access: AccessParts | None = None
    browser: BrowserParts | None = None
    statistics: StatisticsParts | None = None
    coach: CoachParts | None = None
    coach_seed: int | None = None
    db_path: Path | str | None = None
    sound_player: SoundPlayer | None = None
    _coaching: Deferred[CoachParts] = field(init=False)
    _browsing: Deferred[BrowserParts] = field(init=False)
    _accessing: Deferred[AccessParts] = field(init=False)
    _logging: Deferred[HistoryController] = field(init=False)
    _late_access: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        self._coaching = Deferred(self._coach_steps, self._coached, self.window)
        self._browsing = Deferred(self._browser_steps, self._browsed, self.window)
        self._accessing = Deferred(self._access_steps, self._accessed, self.window)
        self._logging = Deferred(lambda: open_steps(self.history.controller), lambda _log: None, self.window)

    def attach_in_steps(self) -> None:
        """After the first paint (the launcher): the hand log opens (``defer_log``: its imports one
        per turn, then its thread, the file on that thread), then sound and the table as text (``defer_access``),
        the Last Hand window (``defer_last_hand``), then the Coach, one short step per turn of
        the event loop, so the table keeps moving (issue 10); one feature's steps at a time,
        never two in one turn. The History window and its friends (``defer_browser``) are built
        when first asked for, like the Statistics window."""
        self._logging.in_steps(then=lambda: self._accessing.in_steps(then=self._after_access))

    def _after_access(self) -> None:
        from PySide6.QtCore import QTimer

        from razz_desktop.wiring.steps import STEP_GAP_MS

        if self.history.built_window is None:
            QTimer.singleShot(STEP_GAP_MS, self.window, self._last_hand_then_coach)
        else:
            self.attach_coach_in_steps()

    def _last_hand_then_coach(self) -> None:
        self.history.window  # noqa: B018 - built in this turn of the event loop (if nobody asked for it meanwhile)
        self.attach_coach_in_steps()

    def attach_access(self) -> AccessParts:
        """Sound, the table as text, its keys and the turn alert, at once (once;
        :func:`assemble` does it unless told to wait)."""
        return self._accessing.now()

    def _access_steps(self) -> Iterator[AccessParts | None]:
        from razz_desktop.wiring.access import access_steps

        return access_steps(self.window, self.controller, self.user, self.sound_player, late=self._late_access)

    def _accessed(self, parts: AccessParts) -> None:
        self.access = parts
        if self.coach is not None:  # the Coach came first (asked for at once): its advice is read too
            self._read_hints(parts, self.coach)

    @staticmethod
    def _read_hints(access: AccessParts, coach: CoachParts) -> None:
        coach.controller.hint_ready.connect(access.reader.on_hint)
        coach.controller.hint_cleared.connect(access.reader.on_hint_cleared)

    def attach_browser(self) -> BrowserParts:
        """The History window, a hand, the replayer and import's dialog, at once (once)."""
        return self._browsing.now()

    def wait_for_browser(self) -> None:
        """Until the browser is attached, a request for it attaches it at once and is asked again."""
        w = self.window
        self._browsing.when_asked((w.history_requested, w.export_hands_requested, w.import_requested))

        def replay_asks(last_hand: LastHandWindow) -> None:  # the Last Hand's Replay, once it has one
            if self._browsing.parts is None:
                self._browsing.when_asked((last_hand.replay_requested,))

        self.history.when_built(replay_asks)

    def _browser_steps(self) -> Iterator[BrowserParts | None]:
        from razz_desktop import paths
        from razz_desktop.wiring.browser import browser_steps

        db = paths.database_path() if self.db_path is None else self.db_path
        return browser_steps(self.window, self.history, db)

    def _browsed(self, parts: BrowserParts) -> None:
        self.browser = parts
        if self.statistics is not None:
            parts.window.filter_changed.connect(self.statistics.set_history_filter)  # "the History window's filter"

    def attach_coach(self) -> CoachParts:
        """Practice mode and the Coach dock, at once (once; :func:`assemble` does it unless told to wait)."""
        return self._coaching.now()

    def attach_coach_in_steps(self) -> None:
        """Attach the Coach one short step per turn of the event loop (:meth:`attach_in_steps` ends with it).

        ``coach`` is set once the last step has run; :meth:`attach_coach`
        finishes the steps at once if something needs the Coach before.
        """
        self._coaching.in_steps()

    def _coach_steps(self) -> Iterator[CoachParts | None]:
        from razz_desktop.wiring.coach import coach_steps

        return coach_steps(self.window, self.controller, self.history.window, seed=self.coach_seed)

    def _coached(self, parts: CoachParts) -> None:
        """The Coach is attached: keep it, and make its advice readable like the table."""
        self.coach = parts
        parts.controller.review_ready.connect(self.history.controller.save_review)  # kept with its hand
        if self.access is not None:
            self._read_hints(self.access, parts)

    def welcome(self, on_open: Callable[[QDialog], None] | None = None, *, own_window: bool = False) -> bool:
        """At the first start, the settings dialog in its welcome form (once)."""
        return self.prompt.welcome(on_open, own_window=own_window)

    def start(self) -> None:
        """Seat the first session and have its first hand dealt (the launcher calls this just before
        showing the window, so the window's first paint is the dealt table)."""
        self.controller.start_session()

    def shutdown(self) -> None:
        """What closing the window does: stop the game, write what is queued, stop the coach."""
        self.controller.shutdown()
        self.history.controller.shutdown()
        if self.statistics is not None:
            self.statistics.shutdown()
        if self.coach is not None:
            self.coach.controller.shutdown()


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


def main(argv: list[str] | None = None) -> int:
    """The console entry point: the command line is razz_desktop.cli's."""
    from razz_desktop.cli import main as cli_main

    return cli_main(argv)
