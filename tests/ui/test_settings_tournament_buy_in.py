"""The tournament buy-in setting: play money by default, validated, edited in the settings dialog (issue 37)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox

from razz_desktop.settings import MAX_STACK, Settings, SettingsError
from razz_desktop.ui.settings_dialog import SettingsDialog
from tests.ui.test_settings_dialog import message, type_into


def _with(buy_in: object) -> Settings:
    s = Settings()
    return replace(s, play=replace(s.play, tournament_buy_in=buy_in))


def test_play_money_by_default_and_the_file_keeps_the_buy_in() -> None:
    assert Settings().play.tournament_buy_in == 0
    s = _with(500)
    assert Settings.from_dict(s.to_dict()) == s
    data = Settings().to_dict()
    del data["play"]["tournament_buy_in"]  # a file written before the setting existed
    assert Settings.from_dict(data).play.tournament_buy_in == 0


@pytest.mark.parametrize("bad", [-1, MAX_STACK + 1, 2.5, "100", True])
def test_a_buy_in_that_is_not_whole_chips_in_range_is_refused(bad: object) -> None:
    problems = _with(bad).problems()
    assert [p.field for p in problems] == ["play.tournament_buy_in"]
    with pytest.raises(SettingsError):
        Settings.from_dict(_with(bad).to_dict())


def test_the_dialog_edits_it_and_refuses_too_much(qtbot) -> None:
    d = SettingsDialog(_with(250))
    qtbot.addWidget(d)
    d.show()
    box = d.findChild(QSpinBox, "tournamentBuyIn")
    assert box is not None
    assert box.value() == 250
    box.setValue(0)
    assert box.text() == "Play money (none)"
    type_into(qtbot, box, "1000")
    assert box.value() == 1000 and d.ok_button.isEnabled()
    type_into(qtbot, box, str(MAX_STACK * 2))
    assert "between 0 and 100,000,000 chips" in message(d, "error", "play.tournament_buy_in")
    assert not d.ok_button.isEnabled()
    type_into(qtbot, box, "300")
    assert message(d, "error", "play.tournament_buy_in") == "" and d.ok_button.isEnabled()
    qtbot.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)
    assert d.result_settings().play.tournament_buy_in == 300
