"""Composition root: builds the game controller and the main window and connects them.

This is the one place that knows both sides. The controller (no widgets)
publishes what happens; the window (no game state) shows it and sends back
what the user wants. Computer players come from razz_desktop.ai.bots; if that
package cannot be imported, a simple built-in policy keeps the table playable.
"""

from __future__ import annotations

import logging
import sys
import time
from collections.abc import Callable

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
        self._applying = True
        try:
            w.set_speed(d.animation_speed)
            w.four_colour_action.setChecked(d.four_colour_deck)
            w.bottom_action.setChecked(d.human_at_bottom)
            w.auto_action.setChecked(p.auto_next_hand)
            (w.bots_rebuy_action if p.when_computer_busts == "rebuy" else w.bots_replace_action).setChecked(True)
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

        w.four_colour_action.toggled.connect(lambda on: display(four_colour_deck=on))
        w.speed_changed.connect(lambda key: display(animation_speed=key))
        w.scene.bottom_lock_changed.connect(lambda on: display(human_at_bottom=on))
        w.auto_continue_changed.connect(lambda on: play(auto_next_hand=on))
        w.bots_rebuy_changed.connect(lambda rebuy: play(when_computer_busts="rebuy" if rebuy else "replace"))
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


def main(argv: list[str] | None = None) -> int:
    """Start Razz Desktop. ``--quit-after-first-paint`` prints the start-up time and exits
    once the first hand is painted (used by benchmarks/launch_time.py)."""
    args = list(sys.argv if argv is None else argv)
    probe = "--quit-after-first-paint" in args
    args = [a for a in args if a != "--quit-after-first-paint"]

    from razz_desktop.ui.qt_compat import protect_none

    protect_none()

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from razz_desktop import __version__
    from razz_desktop.ui.theme import apply_theme

    app = QApplication.instance() or QApplication(args)
    app.setApplicationName("Razz Desktop")
    app.setApplicationDisplayName("Razz Desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("razz-desktop")
    app.setWindowIcon(QIcon.fromTheme("razz-desktop"))
    apply_theme(app)

    window, controller = build()
    try:
        user = UserSettings(window, controller)
    except Exception:  # settings are a comfort, never a reason not to start
        log.exception("settings unavailable; playing with the defaults")
    else:
        controller.setup = user.session_setup()
        user.apply()
        user.connect()
        window.user_settings = user  # type: ignore[attr-defined] - kept alive with the window
    app.aboutToQuit.connect(controller.shutdown)
    if probe:
        _install_paint_probe(app, window, controller)
    window.show()
    QTimer.singleShot(0, controller.start_session)
    return app.exec()


def _install_paint_probe(app, window, controller) -> None:
    """Print the time from process start to the first painted hand, then quit."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Probe(QObject):
        """Waits for the first paint of the table after the first hand was dealt."""

        def __init__(self) -> None:
            super().__init__(window)
            self.dealt = False
            self.done = False

        def on_dealt(self, _view: object) -> None:
            self.dealt = True
            window.view.viewport().update()

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint and self.dealt and not self.done:
                self.done = True
                elapsed = time.perf_counter() - _PROCESS_T0
                print(f"table painted {elapsed * 1000:.0f} ms after start-up began", flush=True)
                QTimer.singleShot(0, app.quit)
            return False

    probe = Probe()
    controller.table_changed.connect(probe.on_dealt)
    window.view.viewport().installEventFilter(probe)
