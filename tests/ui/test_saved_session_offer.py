"""At start, the offer to continue a saved session (the whole app on temporary folders): continue seats
the same table, a new session replaces it, a damaged file is reported and kept aside."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from razz_desktop.storage.handlog import saved_session as ss
from razz_desktop.tournament.payouts import Payouts
from razz_desktop.tournament.schedule import PRESETS
from razz_desktop.tournament.sitngo import Knockout
from razz_desktop.ui.saved_session_dialog import ContinueDialog
from tests.app_fixtures import *  # noqa: F403 - fixtures
from tests.app_fixtures import auto_play

SHOTS = Path(os.environ.get("RAZZ_SHOTS", "/tmp/shots/h/sessions"))


def _shot(widget, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(SHOTS / name))


def _play_hands(app, qtbot, hands: int) -> None:
    auto_play(app)
    finished = []
    app.controller.hand_finished.connect(finished.append)
    app.controller.waiting_for_next_hand.connect(
        lambda waiting: waiting and len(finished) < hands and app.controller.continue_to_next_hand())
    app.start()
    qtbot.waitUntil(lambda: len(finished) >= hands and not app.controller.flow.hand_live, timeout=30000)


def test_continue_seats_the_same_table_with_the_same_chips(make_app, qtbot):
    first = make_app()
    _play_hands(first, qtbot, 2)
    assert first.saved is not None
    first.saved.saver.flush()
    saved = ss.read(first.saved.path)
    assert saved is not None and saved.session_hands == 2 and saved.stacks == first.controller.table.stacks
    names = {s: p.name for s, p in first.controller.players.items()}
    first.shutdown()

    again = make_app()
    seen: list[ContinueDialog] = []

    def answer(dialog) -> None:
        assert isinstance(dialog, ContinueDialog)
        seen.append(dialog)
        assert dialog.continue_button.text() == "Continue your session" and dialog.lost is None
        _shot(dialog, "continue-session.png")
        dialog.continue_button.click()

    assert again.start_or_continue(answer)
    assert seen and again.saved is not None and again.saved.outcome == "continued"
    c = again.controller
    assert c.table is not None and c.table.stacks == saved.stacks
    assert {s: p.name for s, p in c.players.items()} == names
    assert c._session_hands == 2 and c._session_net == saved.session_net
    dealt = []
    c.hand_started.connect(dealt.append)
    qtbot.waitUntil(lambda: bool(dealt) or c.hand is not None, timeout=10000)
    assert (c.hand.hand_id if c.hand else dealt[0]) == saved.next_hand_id


def test_a_new_session_instead_replaces_the_saved_one(make_app, qtbot):
    first = make_app()
    _play_hands(first, qtbot, 1)
    first.saved.saver.flush()
    first.shutdown()
    again = make_app()
    assert again.start_or_continue(lambda dialog: dialog.new_button.click())
    assert again.saved.outcome == "declined"
    again.saved.saver.flush()
    fresh = ss.read(again.saved.path)
    assert fresh is not None and fresh.session_hands == 0
    assert set(fresh.stacks.values()) == {again.controller.setup.buy_in}


def test_a_hand_lost_in_a_crash_is_named_and_a_tournament_is_offered_as_one(make_app, qtbot, home):
    app = make_app()
    schedule = PRESETS[next(iter(PRESETS))]
    chips = schedule.starting_chips
    t = ss.SavedTournament(schedule, Payouts((65, 35)), 10, ((1, "Ada"), (3, "Boris"), (4, "You"), (6, "Chen")), 9,
                           300.0, (Knockout(8, 4, (6,), 200),), "1700000000000", 4)
    saved = ss.SavedSession((ss.SavedSeat(1, "Ada", False, chips + 500, "strong", None),
                             ss.SavedSeat(3, "Boris", False, chips, "regular", "tight-passive"),
                             ss.SavedSeat(4, "You", True, 2 * chips - 500)),
                            schedule.level(0).stakes(), app.controller.setup.config.house_rules, chips, 10, 9, 1500, t,
                            interrupted_hand=10, saved_at=1.7e9)
    ss.write(app.saved.path, saved)
    seen = []

    def answer(dialog) -> None:
        seen.append((dialog.continue_button.text(), dialog.lost.text() if dialog.lost else ""))
        _shot(dialog, "continue-tournament-after-crash.png")
        dialog.continue_button.click()

    assert app.start_or_continue(answer)
    (button, lost), = seen
    assert button == "Continue your tournament" and "#10" in lost and "not kept" in lost
    sng = app.controller.tournament
    assert sng is not None and sng.table.stacks == saved.stacks and sng.entrants == 4
    assert sng.knockouts == [Knockout(8, 4, (6,), 200)] and sng.hands_played == 9
    assert sng.seconds_played >= 300.0
    assert app.controller.players[3].style == "regular, tight-passive"


def test_a_damaged_saved_session_is_reported_kept_aside_and_a_new_session_starts(make_app, qtbot):
    app = make_app()
    path = app.saved.path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "razz-desktop-saved-session", "version": 1, "seats": [')
    seen = []

    def answer(box) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text() + box.informativeText())
        _shot(box, "saved-session-damaged.png")
        box.button(QMessageBox.StandardButton.Ok).click()

    assert app.start_or_continue(answer)
    assert app.saved.outcome == "damaged" and seen and "saved-session.json.damaged-" in seen[0]
    kept = [p for p in path.parent.iterdir() if p.name.startswith("saved-session.json.damaged-")]
    assert len(kept) == 1 and kept[0].read_text().startswith('{"format"')
    assert app.controller.table is not None and app.controller.players  # a new session is seated
    app.saved.saver.flush()
    assert ss.read(path) is not None  # and saved in its place


def test_a_signal_at_the_offer_starts_nothing_and_keeps_the_saved_session(make_app, qtbot):
    first = make_app()
    _play_hands(first, qtbot, 1)
    first.saved.saver.flush()
    before = first.saved.path.read_text()
    first.shutdown()
    again = make_app()
    stopped = []

    def signal_arrives(dialog) -> None:
        stopped.append(True)
        again.window.on_terminate()  # what SIGTERM does: closes the modal dialogs

    assert not again.start_or_continue(signal_arrives, stopped=lambda: bool(stopped))
    assert again.controller.table is None
    again.saved.saver.flush()
    assert again.saved.path.read_text() == before


def test_escape_at_the_offer_continues_rather_than_throwing_the_session_away(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialog

    from razz_desktop.ui.saved_session_dialog import ContinueOffer

    dialog = ContinueDialog(ContinueOffer(True, 9, 9, 2500, 1000, (("Ada", 2000),), 2, 3, 4))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == QDialog.DialogCode.Accepted
    dialog.show()
    dialog.new_button.click()
    assert dialog.result() == QDialog.DialogCode.Rejected
