"""The user's settings at run time: the settings controller and the window's settings prompt, wired.

Part of the composition root (``razz_desktop.app``): connections only, no logic of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.settings_controller import SettingsController
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.settings_prompt import SettingsPrompt


def attach_settings(window: MainWindow, controller: GameController, *,
                    use_for_sessions: bool = True) -> tuple[SettingsController, SettingsPrompt]:
    """The user's settings: loaded, applied to the menus, saved on every change, pending until a new session.

    ``use_for_sessions``: every new session is dealt from the settings (False
    when a test gives the session itself).
    """
    from razz_desktop.controllers.settings_controller import SettingsController
    from razz_desktop.ui.settings_prompt import SettingsPrompt

    s, w, c = SettingsController(parent=window), window, controller
    prompt = SettingsPrompt(w, in_hand=lambda: w.flow.human_in_hand)
    s.options_changed.connect(w.apply_options)
    s.pending_changed.connect(w.show_pending)
    s.save_failed.connect(w.show_problem)
    s.state_changed.connect(prompt.on_state)
    s.speed_changed.connect(c.set_pacing_ms)
    prompt.edited.connect(s.apply_edited)
    prompt.welcomed.connect(s.welcomed)
    prompt.new_session_wanted.connect(w.new_session_requested)  # asked once, in the prompt
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
