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
- the settings controller and the window's settings prompt;
- :func:`attach_history`: the hand log on its own thread and the Last Hand window;
- :func:`attach_access`: sounds, the table as text for screen readers, the
  read-again keys and the taskbar alert on the player's turn;
- :func:`attach_browser`: the History window, a hand laid open, the replayer, import's dialog;
- :func:`attach_statistics`: the Statistics window, built when first opened;
- :func:`attach_coach`: practice mode, the Coach dock and its review (main()
  attaches it once the first hand is on screen).

Each ``attach_*`` function takes its file paths and options as arguments, so
tests build the whole app on temporary folders.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QDialog

    from razz_desktop.cli import Options
    from razz_desktop.controllers.game_controller import GameController, PolicyFactory, SessionSetup
    from razz_desktop.controllers.history_browser import HandTableModel
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.controllers.practice_controller import PracticeController
    from razz_desktop.controllers.replay_controller import ReplayController
    from razz_desktop.controllers.settings_controller import SettingsController
    from razz_desktop.controllers.stats_controller import StatsController
    from razz_desktop.records import HandFilter
    from razz_desktop.ui.accessibility import TableReader, TableTextDock, TurnAlert
    from razz_desktop.ui.coach_panel import CoachPanel
    from razz_desktop.ui.history_window import HandWindow, HistoryWindow
    from razz_desktop.ui.import_dialog import ImportDialog
    from razz_desktop.ui.last_hand import LastHandWindow
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.replayer import ReplayerWindow
    from razz_desktop.ui.settings_prompt import SettingsPrompt
    from razz_desktop.ui.sound import SoundBoard, SoundPlayer
    from razz_desktop.ui.stats_window import StatsWindow

_PROCESS_T0 = time.perf_counter()

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


def attach_settings(window: MainWindow, controller: GameController, *,
                    use_for_sessions: bool = True) -> tuple[SettingsController, SettingsPrompt]:
    """The user's settings: loaded, applied to the menus, saved on every change, pending until a new session.

    ``use_for_sessions``: every new session is dealt from the settings (False
    when a test gives the session itself).
    """
    from razz_desktop.controllers.settings_controller import SettingsController
    from razz_desktop.ui.settings_prompt import SettingsPrompt

    s, w, c = SettingsController(parent=window), window, controller
    prompt = SettingsPrompt(w)
    s.options_changed.connect(w.apply_options)
    s.pending_changed.connect(w.show_pending)
    s.save_failed.connect(w.show_problem)
    s.state_changed.connect(prompt.on_state)
    s.speed_changed.connect(c.set_pacing_ms)
    prompt.edited.connect(s.apply_edited)
    prompt.welcomed.connect(s.welcomed)
    prompt.new_session_wanted.connect(w.new_action.trigger)
    w.settings_requested.connect(prompt.open)
    if use_for_sessions:
        c.set_setup_source(s.next_session_setup)
    s.publish()
    # After publish(): applying the saved options to the menus must not save them again.
    w.four_colour_action.toggled.connect(s.set_four_colour)
    w.speed_changed.connect(s.set_animation_speed)
    w.scene.bottom_lock_changed.connect(s.set_human_at_bottom)
    w.auto_continue_changed.connect(s.set_auto_next_hand)
    w.bots_rebuy_changed.connect(s.set_bots_rebuy)
    w.practice_action.toggled.connect(s.set_practice)
    w.auto_hints_action.toggled.connect(s.set_auto_hints)
    w.study_action.toggled.connect(s.set_study)
    warning = s.warning_text()
    if warning:
        w.log.note(warning)
    return s, prompt


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


@dataclass(slots=True, weakref_slot=True)  # weakly referenced: its methods are connected to signals
class StatisticsParts:
    """The Statistics window and its controller: built the first time the user opens it.

    ``open`` is what the Game menu's Statistics does. pyqtgraph (half a second
    to import) is loaded then, never at start-up; until then the controller
    does not exist either, so saved hands cost nothing.
    """

    db_path: Path | str
    parent: MainWindow
    controller: StatsController | None = None
    window: StatsWindow | None = None
    history_filter: HandFilter | None = None

    def open(self) -> StatsWindow:
        if self.window is None:
            from razz_desktop.controllers.stats_controller import StatsController
            from razz_desktop.ui.stats_window import StatsWindow

            stats = StatsController(self.db_path, parent=self.parent)
            w = StatsWindow(parent=self.parent)
            stats.report_ready.connect(w.show_report)
            stats.failed.connect(w.show_failure)
            stats.busy_changed.connect(w.set_busy)
            w.player_chosen.connect(stats.set_player)
            w.refresh_requested.connect(stats.refresh)
            w.active_changed.connect(stats.set_active)
            w.scope_chosen.connect(stats.use_history_filter)
            self.controller, self.window = stats, w
            if self.history_filter is not None:
                self.set_history_filter(self.history_filter)
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def on_hand_saved(self, summary: object = None) -> None:
        if self.controller is not None:
            self.controller.on_hand_saved(summary)

    def set_history_filter(self, hand_filter: HandFilter | None) -> None:
        """The History window's ``filter_changed``: offered in the Statistics window's choice of hands."""
        self.history_filter = hand_filter
        if self.controller is not None and self.window is not None:
            from razz_desktop.ui.stats_window import describe_filter

            self.controller.set_history_filter(hand_filter)
            self.window.set_history_filter(None if hand_filter is None else describe_filter(hand_filter))

    def shutdown(self) -> None:
        if self.controller is not None:
            self.controller.shutdown()


def attach_statistics(window: MainWindow, history: HistoryController, db_path: Path | str) -> StatisticsParts:
    """The Statistics window (Game menu, toolbar), refreshed as hands are saved while it is open."""
    parts = StatisticsParts(db_path, window)
    window.statistics_requested.connect(parts.open)
    history.hand_saved.connect(parts.on_hand_saved)
    history.hands_added.connect(parts.on_hand_saved)  # imported hands count too
    window.closing.connect(parts.shutdown)
    return parts


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
    export worker.
    """
    from razz_desktop.controllers.history_browser import HandTableModel
    from razz_desktop.controllers.replay_controller import ReplayController
    from razz_desktop.ui.history_window import HandWindow, HistoryWindow
    from razz_desktop.ui.import_dialog import ImportDialog
    from razz_desktop.ui.replayer import ReplayerWindow

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

    hand = HandWindow(parent=browser, four_colour=four)
    model.hand_loaded.connect(hand.show_hand)
    hand.export_requested.connect(browser.export_hand)
    hand.set_study_mode(w.study_action.isChecked())
    w.study_action.toggled.connect(hand.set_study_mode)
    w.four_colour_action.toggled.connect(hand.set_four_colour)

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
    history.window.replay_requested.connect(replay.load)
    model.hand_for_replay.connect(replay.load)
    w.four_colour_action.toggled.connect(replayer.set_four_colour)

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
    return BrowserParts(model, browser, hand, replay, replayer, importer)


@dataclass(frozen=True, slots=True)
class CoachParts:
    """Practice mode as wired into the app: the practice controller and the Coach dock."""

    controller: PracticeController
    panel: CoachPanel


def attach_coach(window: MainWindow, controller: GameController, last_hand: LastHandWindow | None = None, *,
                 seed: int | None = None) -> CoachParts:
    """Practice mode: hints for the human's decisions and a review after each hand.

    Starts as the window's Game menu says (Practice mode, Hints automatically,
    which the user's settings have set). The Coach dock is tabbed with the
    dealer log and hidden while practice mode is off. ``last_hand`` (the Last
    Hand window) gets a Review button that opens the Coach's review of the
    hand it shows. Cheap enough to call after the first paint: the coach's
    heavy modules load on the practice controller's worker.
    """
    from razz_desktop.controllers.practice_controller import PracticeController
    from razz_desktop.ui.coach_panel import CoachPanel

    c, w = controller, window
    practice = PracticeController(parent=w, seed=seed, enabled=w.practice_action.isChecked(),
                                  auto_hints=w.auto_hints_action.isChecked())
    c.human_to_act.connect(practice.on_human_to_act)
    c.table_changed.connect(practice.on_table_changed)
    c.hand_finished.connect(practice.on_hand_finished)
    c.player_replaced.connect(practice.forget_seat)

    panel = CoachPanel(w)
    practice.decision_started.connect(panel.on_decision_started)
    practice.hint_ready.connect(panel.show_hint)
    practice.hint_pending.connect(panel.show_pending)
    practice.hint_cleared.connect(panel.clear_hint)
    practice.hint_failed.connect(panel.show_failure)
    practice.review_ready.connect(panel.show_review)
    practice.review_opened.connect(panel.open_review)
    practice.summary_changed.connect(panel.show_summary)
    practice.enabled_changed.connect(panel.set_practice_enabled)
    practice.auto_hints_changed.connect(panel.set_hints_automatic)
    panel.hint_requested.connect(practice.request_hint)
    panel.set_practice_enabled(practice.enabled())
    panel.set_hints_automatic(practice.auto_hints())
    w.add_coach_dock(panel, panel.hint_action)

    w.practice_action.toggled.connect(practice.set_enabled)
    practice.enabled_changed.connect(w.practice_action.setChecked)
    practice.enabled_changed.connect(w.show_coach)
    practice.enabled_changed.connect(w.on_practice_changed)
    w.auto_hints_action.toggled.connect(practice.set_auto_hints)
    practice.auto_hints_changed.connect(w.auto_hints_action.setChecked)
    w.show_coach(practice.enabled())

    c.session_started.connect(practice.reset_session)
    w.closing.connect(practice.shutdown)

    if last_hand is not None:
        last_hand.enable_review()
        last_hand.review_requested.connect(practice.show_review_of)
        practice.review_ready.connect(last_hand.add_review)
        c.session_started.connect(last_hand.forget_reviews)

    practice.on_view_on_screen(c.current_view())  # attached during the human's turn: coach it
    return CoachParts(practice, panel)


def app_icon() -> QIcon:
    """The window icon (resources/icons), the desktop theme's icon only as a fallback."""
    from razz_desktop.ui.icon import app_icon as load

    return load()


@dataclass(slots=True, weakref_slot=True)  # weakref: Qt connects to its bound methods
class App:
    """Everything :func:`assemble` built, for main() and for tests."""

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

    def attach_coach(self) -> CoachParts:
        """Practice mode and the Coach dock (once; :func:`assemble` does it unless told to wait)."""
        if self.coach is None:
            self.coach = attach_coach(self.window, self.controller, self.history.window, seed=self.coach_seed)
            self.coach.controller.review_ready.connect(self.history.controller.save_review)  # kept with its hand
            if self.access is not None:  # the Coach's advice is readable like the table
                self.coach.controller.hint_ready.connect(self.access.reader.on_hint)
                self.coach.controller.hint_cleared.connect(self.access.reader.on_hint_cleared)
        return self.coach

    def welcome(self, on_open: Callable[[QDialog], None] | None = None, *, own_window: bool = False) -> bool:
        """At the first start, the settings dialog in its welcome form (once)."""
        return self.prompt.welcome(on_open, own_window=own_window)

    def start(self) -> None:
        """Deal the first session (main() calls this once the event loop runs)."""
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
             defer_coach: bool = False, sound_player: SoundPlayer | None = None) -> App:
    """Build and connect the whole app (not shown, no event loop yet).

    Settings come from ``paths.settings_path()`` and the hand log from
    ``db_path`` (default ``paths.database_path()``): tests redirect both with
    ``RAZZ_DESKTOP_HOME``. ``setup`` (tests) replaces the session the settings
    describe; the settings still drive the menus, practice mode and saving.
    ``defer_coach``: leave practice mode to ``App.attach_coach()``.
    ``sound_player``: what plays the sounds (tests pass a double).
    """
    from razz_desktop import paths

    window, controller = build(policy_factory, setup)
    user, prompt = attach_settings(window, controller, use_for_sessions=setup is None)
    db = paths.database_path() if db_path is None else db_path
    history = attach_history(window, controller, db)
    access = attach_access(window, controller, user, sound_player)
    browser = attach_browser(window, history, db)
    statistics = attach_statistics(window, history.controller, db)
    browser.window.filter_changed.connect(statistics.set_history_filter)  # "the History window's filter"
    app = App(window, controller, user, prompt, history, access, browser, statistics, coach_seed=coach_seed)
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


def run(options: Options) -> int:
    """Start Razz Desktop as razz_desktop.cli parsed the command line.

    ``quit_after_first_paint`` prints the start-up time and exits once the
    first hand is painted (benchmarks/launch_time.py); ``smoke_hands`` plays
    that many hands and quits (smoke.py, the bundle's smoke test).
    """
    from razz_desktop.ui.qt_compat import protect_none

    protect_none()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from razz_desktop import __version__, diagnostics, paths
    from razz_desktop.controllers.termination import TerminationWatcher
    from razz_desktop.desktop_entry import APP_ID
    from razz_desktop.settings.storage import language_setting
    from razz_desktop.ui.crash_notice import CrashNotice
    from razz_desktop.ui.i18n import install_language
    from razz_desktop.ui.paint_watcher import LaunchProbe
    from razz_desktop.ui.theme import apply_theme
    from razz_desktop.ui.window_state import WindowState

    found = diagnostics.install(paths.log_dir())
    log.info("Razz Desktop %s starting", __version__)
    app = QApplication.instance() or QApplication(list(options.qt_args) or ["razz-desktop"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Razz Desktop")
    app.setApplicationDisplayName("Razz Desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)  # the desktop file and AppStream id
    app.setWindowIcon(app_icon())
    apply_theme(app)
    # Before any window exists: every text is built in the chosen language.
    translations = install_language(language_setting(paths.settings_path()))
    app.setProperty("razz_language", translations.language)

    parts = assemble(defer_coach=True)
    parts.user.options_changed.connect(lambda s: apply_theme(app, s.display.theme))
    apply_theme(app, parts.user.in_force.display.theme)
    window, controller = parts.window, parts.controller
    window.set_log_folder(found.folder)
    crash = CrashNotice(window, found.log_file)
    found.callbacks.append(crash.reported.emit)
    state = WindowState(paths.config_dir() / "window.ini")
    window.restore_layout(state.restore(window))
    window.closing.connect(lambda: state.save(window, window.scene.rotation))
    terminate = TerminationWatcher(window)
    terminate.requested.connect(window.on_terminate)
    app.aboutToQuit.connect(parts.shutdown)
    if options.quit_after_first_paint:
        probe = LaunchProbe(window.view.viewport(), _PROCESS_T0, parent=window)
        controller.table_changed.connect(probe.on_dealt)
        probe.finished.connect(window.on_terminate)  # the orderly way out: a live hand is finished first
    after_first_paint(window, controller, parts.attach_coach)
    if options.smoke_hands is not None:
        from razz_desktop import smoke

        smoke.install(parts, app, options.smoke_hands)
    if not options.quit_after_first_paint:
        parts.welcome(own_window=True)  # first start: the welcome dialog comes before the table
    window.show()
    QTimer.singleShot(0, parts.start)
    status = app.exec()
    terminate.uninstall()
    log.info("Razz Desktop stopped (status %s)", status)
    return status


def main(argv: list[str] | None = None) -> int:
    """The console entry point: the command line is razz_desktop.cli's."""
    from razz_desktop.cli import main as cli_main

    return cli_main(argv)
