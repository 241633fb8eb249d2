"""Composition root: builds the controllers and the windows and connects them.

This is the one place that knows every side. The controllers (no widgets)
publish what happens; the windows (no game state) show it and send back what
the user wants. Computer players come from razz_desktop.ai.bots; if that
package cannot be imported, a simple built-in policy keeps the table playable.

The pieces, in the order :func:`assemble` puts them together:

- :func:`build`: the game controller and the main window;
- :class:`UserSettings`: the saved settings applied to the window's menus
  (which pass them on) and saved again when the user changes a menu option;
- :func:`attach_history`: the hand log on its own thread and the Last Hand window;
- :func:`attach_coach`: practice mode, the Coach dock and its review.

Each ``attach_*`` function takes its file paths and options as arguments, so
tests build the whole app on temporary folders.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from razz_desktop.cli import Options

_PROCESS_T0 = time.perf_counter()

log = logging.getLogger(__name__)

# Thinking pauses (ms) for computer players at each animation speed: a fast
# table also plays faster, and with animations off it still leaves a moment
# to read what happened.
THINKING_BY_SPEED: dict[str, tuple[int, int]] = {
    "off": (250, 600),
    "fast": (300, 750),
    "normal": (550, 1300),
    "slow": (900, 2000),
}
NEXT_HAND_DELAY_BY_SPEED: dict[str, int] = {"off": 2500, "fast": 2500, "normal": 3500, "slow": 5000}


def default_policy_factory() -> Callable[..., object]:
    """make_bot from the AI package, or the fallback policy when it is not importable.

    The AI package (and numpy behind it) is imported on the first call, not at
    start-up, so the window appears before the bots are loaded.
    """
    cache: dict[str, Callable[..., object]] = {}

    def factory(level: str, seed: int, style: str | None = None) -> object:
        make = cache.get("make")
        if make is None:
            try:
                from razz_desktop.ai.bots import make_bot

                def make(level: str, seed: int, style: str | None) -> object:
                    return make_bot(level, style=style, seed=seed)
            except ImportError as exc:
                log.warning("computer players fall back to the simple policy: %s", exc)
                from razz_desktop.controllers.fallback_policy import FallbackPolicy

                def make(level: str, seed: int, style: str | None) -> object:
                    return FallbackPolicy(seed)
            cache["make"] = make
        return make(level, seed, style)

    return factory


def build(policy_factory: Callable[..., object] | None = None, setup: object | None = None):
    """Create the controller and the main window, connected. Returns (window, controller)."""
    from razz_desktop.controllers.game_controller import BustRule, GameController
    from razz_desktop.ui.main_window import MainWindow

    controller = GameController(policy_factory or default_policy_factory(), setup)  # type: ignore[arg-type]
    window = MainWindow()
    controller.setParent(window)

    c, w = controller, window
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

    w.animation_hold.connect(c.hold_for)
    w.action_chosen.connect(c.submit_human_action)
    w.next_hand_requested.connect(c.continue_to_next_hand)
    w.rebuy_requested.connect(w.on_rebought)
    w.rebuy_requested.connect(c.rebuy_human)
    w.leave_requested.connect(c.leave_table)
    w.new_session_requested.connect(w.on_session_started)
    w.new_session_requested.connect(c.new_session)
    w.pause_requested.connect(c.set_paused)
    w.auto_continue_changed.connect(c.set_auto_continue)
    w.bots_rebuy_changed.connect(lambda rebuy: c.set_bust_rule(BustRule.REBUY if rebuy else BustRule.REPLACE))

    def speed(key: str) -> None:
        c.set_thinking_ms(*THINKING_BY_SPEED[key])
        c.set_next_hand_delay_ms(NEXT_HAND_DELAY_BY_SPEED[key])

    w.speed_changed.connect(speed)
    w.closing.connect(c.shutdown)
    return window, controller


@dataclass(frozen=True, slots=True)
class HistoryParts:
    """The hand log as wired into the app: the history controller and the Last Hand window."""

    controller: Any  # controllers.history_controller.HistoryController
    window: Any  # ui.last_hand.LastHandWindow


def attach_history(window, controller, db_path: Path | str) -> HistoryParts:
    """Keep every finished hand in the database at ``db_path`` and offer the Last Hand window.

    The history controller opens the file on its own thread; a damaged file
    is moved aside and the user told once (message box and dealer log), a
    failed write goes to the dealer log. Hands are written from
    ``hand_recorded``, which the game controller emits while its ``players``
    are still the finished hand's (a bot who went broke is replaced only after).
    """
    from razz_desktop.controllers.history_controller import HistoryController
    from razz_desktop.ui.last_hand import LastHandWindow

    c, w = controller, window
    history = HistoryController(db_path, parent=w)
    history.database_problem.connect(w.on_storage_problem)
    history.storage_failed.connect(w.on_storage_failed)
    c.hand_recorded.connect(lambda record: history.record_hand(record, c.players))
    # After c.new_session (connected in build), so the new session's stakes are recorded.
    w.new_session_requested.connect(lambda: history.start_session(c.setup.config))
    w.leave_requested.connect(history.end_session)
    w.closing.connect(history.shutdown)  # also on aboutToQuit; idempotent

    last_hand = LastHandWindow(history, parent=w, four_colour=w.four_colour_action.isChecked())
    w.last_hand_requested.connect(last_hand.show_latest)
    w.four_colour_action.toggled.connect(last_hand.set_four_colour)
    last_hand.set_study_mode(w.study_action.isChecked())
    w.study_action.toggled.connect(last_hand.set_study_mode)
    return HistoryParts(history, last_hand)


@dataclass(frozen=True, slots=True)
class CoachParts:
    """Practice mode as wired into the app: the practice controller and the Coach dock."""

    controller: Any  # controllers.practice_controller.PracticeController
    panel: Any  # ui.coach_panel.CoachPanel


def attach_coach(window, controller, last_hand=None, *, seed: int | None = None) -> CoachParts:
    """Practice mode: hints for the human's decisions and a review after each hand.

    Starts as the window's Game menu says (Practice mode, Hints automatically,
    which the user's settings have set). The Coach dock is tabbed with the
    dealer log and hidden while practice mode is off. ``last_hand`` (the Last
    Hand window) gets a Review button that opens the Coach's review of the
    hand it shows.
    """
    from razz_desktop.controllers.practice_controller import PracticeController
    from razz_desktop.ui.coach_panel import CoachPanel

    c, w = controller, window
    practice = PracticeController(parent=w, seed=seed, enabled=w.practice_action.isChecked(),
                                  auto_hints=w.auto_hints_action.isChecked())
    c.human_to_act.connect(practice.on_human_to_act)
    c.table_changed.connect(practice.on_table_changed)
    c.hand_finished.connect(practice.on_hand_finished)

    panel = CoachPanel(w)
    panel.connect_controller(practice)
    w.add_coach_dock(panel, panel.hint_action)

    w.practice_action.toggled.connect(practice.set_enabled)
    practice.enabled_changed.connect(w.practice_action.setChecked)
    practice.enabled_changed.connect(w.show_coach)
    practice.enabled_changed.connect(lambda on: w.log.note(
        w.tr("Practice mode on: the Coach helps at each of your decisions.") if on
        else w.tr("Practice mode off.")))
    w.auto_hints_action.toggled.connect(practice.set_auto_hints)
    practice.auto_hints_changed.connect(w.auto_hints_action.setChecked)
    w.show_coach(practice.enabled())

    w.new_session_requested.connect(practice.reset_session)
    c.player_replaced.connect(practice.forget_seat)
    w.closing.connect(practice.shutdown)
    app = _qt_app()
    if app is not None:
        app.aboutToQuit.connect(practice.shutdown)

    if last_hand is not None:
        def show_review(hand_number: int) -> None:
            review = practice.review_for(hand_number)
            if review is None:
                return
            panel.show_review(review)
            panel.show_review_page()
            w.raise_()
            w.activateWindow()

        last_hand.enable_review(lambda number: practice.review_for(number) is not None)
        last_hand.review_requested.connect(show_review)
        practice.review_ready.connect(last_hand.refresh_review)

    def coach_decision_on_screen(*_args: object) -> None:
        """Practice mode switched on (or attached) during the human's turn: coach this decision too."""
        if practice.enabled() and c.waiting_for_human:
            view = c.current_view()
            if view is not None and view.legal:
                practice.on_human_to_act(view)

    practice.enabled_changed.connect(coach_decision_on_screen)
    coach_decision_on_screen()
    return CoachParts(practice, panel)


def _qt_app():
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.instance()


def app_icon():
    """The window icon: resources/icons/razz-desktop.svg; the desktop theme's icon only as a fallback."""
    import importlib.resources

    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QIcon, QPixmap

    icon = QIcon()
    try:
        node = importlib.resources.files("razz_desktop.resources") / "icons" / "razz-desktop.svg"
        if isinstance(node, Path) and node.is_file():
            icon = QIcon(str(node))  # the SVG icon engine draws it sharp at every size
        else:  # a zipped install: no file on disk, so a pixmap from the bytes
            pixmap = QPixmap()
            if pixmap.loadFromData(QByteArray(node.read_bytes()), "SVG"):
                icon.addPixmap(pixmap)
    except (ModuleNotFoundError, FileNotFoundError, OSError) as exc:
        log.warning("window icon unavailable: %s", exc)
    if icon.isNull():
        icon = QIcon.fromTheme("razz-desktop")
    return icon


class UserSettings:
    """The user's saved settings, applied to the window and the next session, kept in step.

    Loads razz_desktop.settings (never fails: a bad file gives defaults and a
    warning for the dealer log), applies the display and play options to the
    window's menus, saves when the user changes one of them from a menu, and
    opens the settings dialog from Game > Settings. Table, stakes and house
    rules take effect with the next session, which the user may start at once.
    """

    def __init__(self, window, controller) -> None:
        from razz_desktop.settings import load_settings

        self.window = window
        self.controller = controller
        self.result = load_settings()
        self.settings = self.result.settings
        self._applying = False

    def session_setup(self):
        from razz_desktop.controllers.game_controller import SessionSetup

        speed = self.settings.display.animation_speed
        return SessionSetup.from_settings(self.settings, thinking_ms=THINKING_BY_SPEED.get(speed, (550, 1300)),
                                          next_hand_delay_ms=NEXT_HAND_DELAY_BY_SPEED.get(speed, 3500))

    def apply(self) -> None:
        """Put the display and play options into the window's menus (which pass them on)."""
        w, d, p = self.window, self.settings.display, self.settings.play
        pr = self.settings.practice
        self._applying = True
        try:
            w.set_speed(d.animation_speed)
            w.four_colour_action.setChecked(d.four_colour_deck)
            w.bottom_action.setChecked(d.human_at_bottom)
            w.auto_action.setChecked(p.auto_next_hand)
            (w.bots_rebuy_action if p.when_computer_busts == "rebuy" else w.bots_replace_action).setChecked(True)
            w.practice_action.setChecked(pr.enabled)
            w.auto_hints_action.setChecked(pr.auto_hints)
            w.study_action.setChecked(pr.show_opponents_cards_after_hand)
        finally:
            self._applying = False

    def connect(self) -> None:
        from dataclasses import replace

        w = self.window

        def display(**changes: object) -> None:
            if not self._applying:
                self._save(replace(self.settings, display=replace(self.settings.display, **changes)))

        def play(**changes: object) -> None:
            if not self._applying:
                self._save(replace(self.settings, play=replace(self.settings.play, **changes)))

        def practice(**changes: object) -> None:
            if not self._applying:
                self._save(replace(self.settings, practice=replace(self.settings.practice, **changes)))

        w.four_colour_action.toggled.connect(lambda on: display(four_colour_deck=on))
        w.speed_changed.connect(lambda key: display(animation_speed=key))
        w.scene.bottom_lock_changed.connect(lambda on: display(human_at_bottom=on))
        w.auto_continue_changed.connect(lambda on: play(auto_next_hand=on))
        w.bots_rebuy_changed.connect(lambda rebuy: play(when_computer_busts="rebuy" if rebuy else "replace"))
        w.practice_action.toggled.connect(lambda on: practice(enabled=on))
        w.auto_hints_action.toggled.connect(lambda on: practice(hints="automatic" if on else "on_request"))
        w.study_action.toggled.connect(lambda on: practice(show_opponents_cards_after_hand=on))
        w.settings_requested.connect(self.edit)
        warning = self.result.warning_text()
        if warning:
            w.log.note(warning)

    def _save(self, settings) -> None:
        from razz_desktop.settings import save_settings

        self.settings = settings
        try:
            save_settings(settings, self.result.path)
        except OSError as exc:
            log.warning("could not save the settings: %s", exc)

    def welcome(self, on_open: Callable[[Any], None] | None = None, *, own_window: bool = False) -> bool:
        """At the first start (no settings file yet): the settings dialog in its welcome form, once.

        Whatever the user does (OK or Cancel), the settings are saved, so the
        dialog does not come back at the next start. Returns whether it was shown.
        ``own_window``: a top-level dialog, shown before the main window (main()
        does this, so a new player never sees a table without players behind it).
        """
        from razz_desktop.ui.settings_dialog import edit_settings

        if not self.result.first_start:
            return False
        self.result = replace_first_start(self.result)
        new = edit_settings(None if own_window else self.window, self.settings, first_start=True, on_open=on_open)
        self._save(new if new is not None else self.settings)
        self.apply()
        self.controller.setup = self.session_setup()
        return True

    def edit(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from razz_desktop.ui.settings_dialog import edit_settings

        old = self.settings
        new = edit_settings(self.window, old)
        if new is None or new == old:
            return
        self._save(new)
        self.apply()
        self.controller.setup = self.session_setup()
        if (new.table, new.stakes, new.house_rules) != (old.table, old.stakes, old.house_rules):
            answer = QMessageBox.question(
                self.window, self.window.tr("New table settings"),
                self.window.tr("The new table, stakes and house rules start with a new session. Start one now?"))
            if answer == QMessageBox.StandardButton.Yes:
                self.window.new_session_requested.emit()
            else:
                self.window.log.note(self.window.tr("The new table settings apply from the next session."))


def replace_first_start(result):
    """``result`` with ``first_start`` cleared (the welcome dialog was shown)."""
    from dataclasses import replace

    return replace(result, first_start=False)


@dataclass(slots=True)
class App:
    """Everything :func:`assemble` built, for main() and for tests."""

    window: Any
    controller: Any
    user: UserSettings | None
    history: HistoryParts
    coach: CoachParts | None = None
    coach_seed: int | None = None

    def attach_coach(self) -> CoachParts:
        """Practice mode and the Coach dock (once; :func:`assemble` does it unless told to wait)."""
        if self.coach is None:
            self.coach = attach_coach(self.window, self.controller, self.history.window, seed=self.coach_seed)
        return self.coach

    def start(self) -> None:
        """Deal the first session (main() calls this once the event loop runs)."""
        self.controller.start_session()

    def shutdown(self) -> None:
        """What closing the window does: stop the game, write what is queued, stop the coach."""
        self.controller.shutdown()
        self.history.controller.shutdown()
        if self.coach is not None:
            self.coach.controller.shutdown()


def assemble(policy_factory: Callable[..., object] | None = None, setup: object | None = None, *,
             db_path: Path | str | None = None, coach_seed: int | None = None,
             defer_coach: bool = False) -> App:
    """Build and connect the whole app (not shown, no event loop yet).

    Settings come from ``paths.settings_path()`` and the hand log from
    ``db_path`` (default ``paths.database_path()``): tests redirect both with
    ``RAZZ_DESKTOP_HOME``. ``setup`` (tests) replaces the session the settings
    describe; the settings still drive the menus, practice mode and saving.
    ``defer_coach``: leave practice mode to ``App.attach_coach()`` (main() attaches
    it once the first hand is on screen: loading the coach and its equity tables
    takes about 0.3 s that the first table should not wait for).
    """
    from razz_desktop import paths

    window, controller = build(policy_factory, setup)
    user: UserSettings | None
    try:
        user = UserSettings(window, controller)
    except Exception:  # settings are a comfort, never a reason not to start
        log.exception("settings unavailable; playing with the defaults")
        user = None
    else:
        if setup is None:
            controller.setup = user.session_setup()
        user.apply()
        user.connect()
        window.user_settings = user  # type: ignore[attr-defined] - kept alive with the window
    history = attach_history(window, controller, paths.database_path() if db_path is None else db_path)
    app = App(window, controller, user, history, coach_seed=coach_seed)
    if not defer_coach:
        app.attach_coach()
    return app


@functools.cache
def _table_paint_watcher() -> type:
    """The base class of the objects that wait for the table's first painted hand.

    An instance (a child of the window) watches the table's viewport from the
    moment it is made: once the controller has dealt (``table_changed``),
    every paint calls :meth:`painted` until ``done`` is set. Built on first
    use, so importing this module does not import Qt.
    """
    from PySide6.QtCore import QEvent, QObject

    class TablePaintWatcher(QObject):
        def __init__(self, window, controller) -> None:
            super().__init__(window)
            self.dealt = False
            self.done = False
            controller.table_changed.connect(self.on_dealt)
            window.view.viewport().installEventFilter(self)

        def on_dealt(self, _view: object) -> None:
            self.dealt = True

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint and self.dealt and not self.done:
                self.painted()
            return False

        def painted(self) -> None:
            raise NotImplementedError

    return TablePaintWatcher


def after_first_paint(window, controller, fn: Callable[[], None], fallback_ms: int = 3000) -> None:
    """Run ``fn`` once the first dealt hand has been painted (or after ``fallback_ms``, e.g.
    when the window is minimised and never paints)."""
    from PySide6.QtCore import QTimer

    class Waiter(_table_paint_watcher()):
        def painted(self) -> None:
            QTimer.singleShot(0, self.run)  # after this paint has reached the screen

        def run(self) -> None:
            if self.done:
                return
            self.done = True
            window.view.viewport().removeEventFilter(self)
            controller.table_changed.disconnect(self.on_dealt)
            fn()

    waiter = Waiter(window, controller)
    QTimer.singleShot(fallback_ms, waiter.run)


def run(options: Options) -> int:
    """Start Razz Desktop as razz_desktop.cli parsed the command line (a ``cli.Options``).
    ``quit_after_first_paint`` prints the start-up time and exits once the first hand is
    painted (benchmarks/launch_time.py); ``smoke_hands`` plays that many hands (smoke.py)."""
    probe = options.quit_after_first_paint
    args = list(options.qt_args)

    from razz_desktop.ui.qt_compat import protect_none

    protect_none()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from razz_desktop import __version__
    from razz_desktop.ui.theme import apply_theme

    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("Razz Desktop")
    app.setApplicationDisplayName("Razz Desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("razz-desktop")
    app.setWindowIcon(app_icon())
    apply_theme(app)

    parts = assemble(defer_coach=True)
    window, controller = parts.window, parts.controller
    app.aboutToQuit.connect(controller.shutdown)
    if probe:
        _install_paint_probe(app, window, controller)
    if options.smoke_hands is not None:
        from razz_desktop.smoke import install

        install(parts, app, options.smoke_hands)
    after_first_paint(window, controller, parts.attach_coach)
    if parts.user is not None and not probe:
        # First start: the welcome dialog comes first, the table with the chosen game after it.
        parts.user.welcome(own_window=True)
    window.show()
    QTimer.singleShot(0, parts.start)
    return app.exec()


def _install_paint_probe(app, window, controller) -> None:
    """Print the time from process start to the first painted hand, then quit."""
    from PySide6.QtCore import QTimer

    class Probe(_table_paint_watcher()):
        """Waits for the first paint of the table after the first hand was dealt."""

        def on_dealt(self, view: object) -> None:
            super().on_dealt(view)
            window.view.viewport().update()

        def painted(self) -> None:
            self.done = True
            elapsed = time.perf_counter() - _PROCESS_T0
            print(f"table painted {elapsed * 1000:.0f} ms after start-up began", flush=True)
            QTimer.singleShot(0, app.quit)

    Probe(window, controller)
