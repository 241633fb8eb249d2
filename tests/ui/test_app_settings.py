"""The composition root applies the user's settings and saves menu changes."""

from __future__ import annotations

import json

from razz_desktop.controllers.game_controller import BustRule, HumanBust, SessionSetup
from razz_desktop.settings import Settings, load_settings, save_settings


def test_session_setup_from_settings():
    setup = SessionSetup.from_settings(Settings())
    s = Settings()
    assert setup.seats() == list(s.table.seats_in_play())
    assert setup.human_seat == s.table.human_seat
    assert setup.buy_in == s.table.starting_stack
    assert setup.config == s.to_game_config()
    seat = next(iter(s.table.computer_seats()))
    opp = s.table.computer_seats()[seat]
    assert setup.opponent(seat, 0) == (opp.level, opp.style)
    assert setup.bust_rule is BustRule.REBUY and setup.human_bust is HumanBust.ASK


def test_user_settings_are_applied_and_menu_changes_saved(qtbot, make_window, tmp_path, monkeypatch):
    from dataclasses import replace

    from razz_desktop.app import attach_settings

    monkeypatch.setenv("RAZZ_DESKTOP_HOME", str(tmp_path))
    settings = Settings()
    settings = replace(settings, display=replace(settings.display, four_colour_deck=True, animation_speed="fast"))
    path = save_settings(settings)
    window, controller = make_window()
    user, _prompt = attach_settings(window, controller, use_for_sessions=False)
    assert window.four_colour_action.isChecked() and window.scene.card_style.four_colour
    assert window.speed_actions["fast"].isChecked()
    window.four_colour_action.trigger()  # the user turns it off from the View menu
    saved = json.loads(path.read_text())
    assert saved["display"]["four_colour_deck"] is False
    assert load_settings(path).settings.display.animation_speed == "fast"
    # a session built from the settings seats the configured players
    controller.start_session(user.session_setup())
    assert controller.human_seat == settings.table.human_seat
    assert set(controller.players) == set(settings.table.seats_in_play())
