"""The replayer window: the play table stepping through a stored hand, by keys and buttons.

The window is wired to a real ReplayController as app.py wires it; the
hand is the eight-player side-pot hand with a community card. Keys are
pressed on the window, buttons clicked; the table's items and the dealer
log are read back.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from razz_desktop.controllers.replay_controller import ReplayController
from razz_desktop.records import StoredHand
from razz_desktop.ui.replayer import ReplayerWindow
from tests.storage.hands import players_for, side_split_community_record


def connect(c: ReplayController, w: ReplayerWindow) -> None:
    c.hand_loaded.connect(w.show_hand)
    c.players_changed.connect(w.set_players)
    c.frame_changed.connect(w.show_frame)
    c.playing_changed.connect(w.on_playing)
    c.speed_changed.connect(w.on_speed)
    c.failed.connect(w.show_failure)
    w.next_action_requested.connect(c.next_action)
    w.previous_action_requested.connect(c.previous_action)
    w.next_street_requested.connect(c.next_street)
    w.previous_street_requested.connect(c.previous_street)
    w.start_requested.connect(c.to_start)
    w.showdown_requested.connect(c.to_showdown)
    w.play_toggled.connect(c.toggle_playing)
    w.position_chosen.connect(c.go_to)
    w.speed_chosen.connect(c.set_speed)
    w.study_changed.connect(c.set_study)
    w.closed.connect(c.stop)


@pytest.fixture
def hand() -> StoredHand:
    record = side_split_community_record()
    return StoredHand(42, 3, datetime(2026, 11, 30, 21, 5, tzinfo=UTC), tuple(players_for(record, 1)), record)


@pytest.fixture
def replayer(qtbot, hand):
    c = ReplayController()
    w = ReplayerWindow()
    w.set_animation_factor(0)  # the table jumps to each view: the test reads it at once
    connect(c, w)
    qtbot.addWidget(w)
    w.open()
    qtbot.waitExposed(w)
    assert c.load(hand)
    yield c, w
    c.stop()


def key(w: ReplayerWindow, k: Qt.Key) -> None:
    QTest.keyClick(w, k)


def test_keys_step_actions_and_streets(replayer):
    c, w = replayer
    assert w.frame.index == 0 and "Hand #1" in w.title.text()
    assert not w.prev_action.isEnabled() and w.next_action.isEnabled()
    key(w, Qt.Key.Key_Right)
    key(w, Qt.Key.Key_Right)
    assert c.index == 2 and w.slider.value() == 2
    key(w, Qt.Key.Key_Left)
    assert c.index == 1
    key(w, Qt.Key.Key_Down)
    assert w.frame.view.street == 4 and "4th street" in w.position_label.text()
    key(w, Qt.Key.Key_PageDown)
    assert w.frame.view.street == 5
    key(w, Qt.Key.Key_Right)
    key(w, Qt.Key.Key_Up)  # back to the start of this street
    assert w.frame.view.street == 5 and w.frame.index == c._street_start(c.index)
    key(w, Qt.Key.Key_Up)  # from a street's start, to the street before
    assert w.frame.view.street == 4 and w.frame.index == c._street_start(c.index)
    key(w, Qt.Key.Key_End)
    assert w.frame.at_showdown
    key(w, Qt.Key.Key_Home)
    assert w.frame.at_start


def test_the_table_shows_the_side_pot_and_ends_with_the_recorded_stacks(replayer, hand):
    c, w = replayer
    while not (w.frame.view.pots and len(w.frame.view.pots) == 2):
        key(w, Qt.Key.Key_Right)
    assert w.scene.pot.labels() == ["Main pot 2,000", f"Side pot 1: {w.frame.view.pots[1].amount:,}"]
    key(w, Qt.Key.Key_End)
    while not w.frame.at_end:
        key(w, Qt.Key.Key_Right)
    stacks = {seat: item.nameplate.stack for seat, item in w.scene.seats.items()}
    assert stacks == dict(hand.record.final_stacks)
    assert w.scene.community is not None and w.scene.community.card == hand.record.community_card
    assert not w.next_action.isEnabled() and not w.showdown_action.isEnabled()


def test_the_dealer_log_follows_the_position_both_ways(replayer):
    c, w = replayer
    for _ in range(12):
        key(w, Qt.Key.Key_Right)
    forward = w.log.plain_lines()
    assert "Hand #1" in forward[0]
    key(w, Qt.Key.Key_Right)
    key(w, Qt.Key.Key_Left)
    assert w.log.plain_lines() == forward  # back one step: the log ends where it ended then
    c.go_to(30)
    c.go_to(12)
    assert w.log.plain_lines() == forward


def test_buttons_slider_speed_and_play(replayer, qtbot):
    c, w = replayer
    qtbot.mouseClick(w.buttons["next_street"], Qt.MouseButton.LeftButton)
    assert w.frame.view.street == 4
    w.slider.setValue(20)
    assert c.index == 20
    key(w, Qt.Key.Key_Plus)
    assert c.speed == 2.0 and w.speed_box.currentText() == "2\u00d7"
    key(w, Qt.Key.Key_Minus)
    key(w, Qt.Key.Key_Minus)
    assert c.speed == 0.5
    key(w, Qt.Key.Key_Space)
    assert c.playing and w.play_action.isChecked() and w.play_action.text() == "Pause"
    c._timer.timeout.emit()
    assert c.index == 21
    qtbot.mouseClick(w.buttons["play"], Qt.MouseButton.LeftButton)
    assert not c.playing and w.play_action.text() == "Play"


def test_study_opens_every_hand_on_the_table(replayer, hand):
    c, w = replayer
    key(w, Qt.Key.Key_End)
    seat = next(r.seat for r in hand.record.showdown if not r.shown)  # a hand mucked at showdown
    assert any(i.card is None for i in w.scene.seats[seat].card_items())  # its hole cards: backs
    key(w, Qt.Key.Key_S)
    assert w.study_box.isChecked() and w.study_banner.isVisibleTo(w) and c.study
    assert all(i.card is not None for i in w.scene.seats[seat].card_items())
    w.study_box.setChecked(False)
    assert not c.study and not w.study_banner.isVisibleTo(w)


def test_a_hand_that_cannot_be_replayed_is_said(replayer, hand):
    from dataclasses import replace

    c, w = replayer
    broken = replace(hand, record=replace(hand.record, final_stacks=((1, 1), (2, 2))))
    assert not c.load(broken)
    assert w.problem.isVisibleTo(w) and "cannot be replayed" in w.problem.text()
    assert not w.next_action.isEnabled()
    assert c.load(hand)
    assert not w.problem.isVisibleTo(w) and w.next_action.isEnabled()


def test_closing_stops_playing(replayer):
    c, w = replayer
    c.set_playing(True)
    w.close()
    assert not c.playing
