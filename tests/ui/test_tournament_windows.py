"""The tournament's windows, clicked as a user clicks them: the dialog, the lobby, the result screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from razz_desktop.settings import Settings
from razz_desktop.tournament.payouts import Payouts
from razz_desktop.tournament.schedule import PRESETS, Level, LevelUnit
from razz_desktop.tournament.status import TournamentOutcome, TournamentStatus
from razz_desktop.ui.tournament.lobby import TournamentLobby
from razz_desktop.ui.tournament.result_dialog import TournamentResult
from razz_desktop.ui.tournament.setup_dialog import TournamentDialog
from tests.app_fixtures import *  # noqa: F403 - fixtures
from tests.app_fixtures import auto_play


@pytest.fixture(scope="module")
def english(qapp):
    """English plural forms ("2 hands") come from razz_en.qm, as in the app."""
    from razz_desktop.ui.i18n import Translations

    translations = Translations()
    translations.install("en")
    yield translations
    translations.uninstall()


def _dialog(qtbot) -> TournamentDialog:
    d = TournamentDialog(Settings().table)
    qtbot.addWidget(d)
    return d


def _ok(d: TournamentDialog):
    return d.box.button(QDialogButtonBox.StandardButton.Ok)


def _type(d: TournamentDialog, row: int, col: int, text: str) -> None:
    d.table.item(row, col).setText(text)


def test_the_dialog_starts_on_the_regular_schedule_with_the_usual_payouts(qtbot) -> None:
    d = _dialog(qtbot)
    choice = d.choice()
    assert choice is not None and _ok(d).isEnabled()
    assert choice.schedule == PRESETS["regular"]
    assert choice.payouts == Payouts((65, 35))  # six players
    assert d.table.rowCount() == len(PRESETS["regular"].levels)
    d.players.setValue(8)
    assert d.payouts.text() == "50/30/20"
    assert len(d.choice().opponents) == 7
    d.players.setValue(2)
    assert d.choice().payouts.percentages == (100,)
    assert d.human_seat.maximum() == 2


def test_a_bad_level_is_refused_at_its_cell_and_start_is_disabled(qtbot) -> None:
    d = _dialog(qtbot)
    _type(d, 1, 0, "20")  # level 2's small bet no higher than level 1's
    assert d.choice() is None and not _ok(d).isEnabled()
    assert "Level 2" in d.message.text() and "rise" in d.message.text()
    assert d.table.item(1, 0).background().color().name() == "#8b2a2a"
    assert d.preset.currentData() is None  # now one's own schedule
    _type(d, 1, 0, "30")
    assert d.choice() is not None and d.message.text() == ""
    _type(d, 0, 2, "25")  # ante above the small bet
    assert "ante" in d.message.text().lower() and d.table.item(0, 2).background().color().name() == "#8b2a2a"
    _type(d, 0, 2, "x")
    assert "whole number" in d.message.text()
    _type(d, 0, 2, "2")
    _type(d, 0, 4, "0")
    assert "at least one hand" in d.message.text()
    d.unit.setCurrentIndex(1)
    d.unit.activated.emit(1)
    assert "at least one minute" in d.message.text()


def test_payouts_must_add_to_100_and_not_pay_more_places_than_players(qtbot) -> None:
    d = _dialog(qtbot)
    qtbot.keyClicks(d.payouts, "")
    d.payouts.setText("60/30")
    d.payouts.textEdited.emit("60/30")
    assert d.choice() is None and "100" in d.message.text()
    d.payouts.setText("50/30/20")
    d.payouts.textEdited.emit("50/30/20")
    assert d.choice().payouts.percentages == (50, 30, 20)
    d.players.setValue(2)
    assert d.choice() is None and "more places" in d.message.text()
    assert d.payouts.text() == "50/30/20"  # typed by the user: no longer follows the player count


def test_presets_and_levels_added_or_removed(qtbot) -> None:
    d = _dialog(qtbot)
    d.preset.setCurrentIndex(d.preset.findData("hyper"))
    d.preset.activated.emit(d.preset.currentIndex())
    assert d.choice().schedule == PRESETS["hyper"] and d.starting.value() == 1000
    rows = d.table.rowCount()
    qtbot.mouseClick(d.add_level, Qt.MouseButton.LeftButton)
    assert d.table.rowCount() == rows + 1 and d.choice() is not None
    last = d.choice().schedule.levels[-1]
    assert last.small_bet == 2 * d.choice().schedule.levels[-2].small_bet
    qtbot.mouseClick(d.remove_level, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(d.remove_level, Qt.MouseButton.LeftButton)
    assert d.table.rowCount() == rows - 1


def _status(**changes) -> TournamentStatus:
    values = dict(schedule_name="turbo", level_number=3, level=Level(40, 80, 4, 10, 6),
                  next_level=Level(60, 120, 6, 15, 6), until_next=2, unit=LevelUnit.HANDS, players_left=4,
                  entrants=6, average_stack=2250, pool=600, prizes=(390, 210),
                  knocked_out=((5, "Ada", 0), (6, "Boris", 0)))
    values.update(changes)
    return TournamentStatus(**values)


def test_the_lobby_shows_the_level_the_next_one_the_players_and_the_prizes(qtbot, english) -> None:
    lobby = TournamentLobby()
    qtbot.addWidget(lobby)
    lobby.show_status(_status())
    assert lobby.level.text() == "Level III (3): 40/80, ante 4, bring-in 10"
    assert lobby.next_level.text() == "in 2 hands: 60/120, ante 6, bring-in 15"
    assert lobby.players.text() == "4 of 6"
    assert lobby.average.text() == "2,250"
    assert lobby.payouts.text() == "1. place: 390\n2. place: 210"
    assert lobby.out.text() == "5. Ada, 6. Boris"
    assert "4 of 6 players left" in lobby.accessibleDescription()
    lobby.show_status(_status(next_level=None, until_next=None, pool=0, knocked_out=()))
    assert "stay" in lobby.next_level.text() and lobby.out.text() == "nobody yet"
    assert lobby.payouts.text() == "play money: places only"


def test_the_result_screen_says_the_place_and_prize_and_offers_another(qtbot, english) -> None:
    outcome = TournamentOutcome(((1, "Ada", 390, False), (2, "You", 210, True), (3, "Boris", 0, False)), 2, 210,
                                6, 85, 100)
    r = TournamentResult(outcome)
    qtbot.addWidget(r)
    assert r.headline.text() == "You finished in place 2 of 6. Your prize: 210."
    assert r.places.rowCount() == 3 and r.places.item(1, 1).text() == "You" and r.places.item(1, 1).font().bold()
    with qtbot.waitSignal(r.play_again):
        qtbot.mouseClick(r.findChild(QPushButton, "playAgain"), Qt.MouseButton.LeftButton)
    won = TournamentResult(TournamentOutcome(((1, "You", 0, True), (2, "Ada", 0, False)), 1, 0, 2, 10, 0))
    qtbot.addWidget(won)
    assert won.headline.text() == "You won the tournament!"
    assert won.places.item(0, 2).text() == "-"


def test_a_tournament_from_the_game_menu_to_the_result_screen(qtbot, make_app) -> None:
    app = make_app()
    auto_play(app)
    # The settings deal the next hand on a click: the player clicks Deal each time.
    app.controller.waiting_for_next_hand.connect(
        lambda waiting: waiting and QTimer.singleShot(0, app.window.next_hand_requested.emit))
    app.window.show()
    app.start()
    game = next(a.menu() for a in app.window.menuBar().actions() if a.text() == "&Game")
    menu_texts = [a.text() for a in game.actions()]
    assert menu_texts.index("New &tournament\u2026") == menu_texts.index("&New session") + 1

    def fill_and_start() -> None:
        d = QApplication.activeModalWidget()
        assert isinstance(d, TournamentDialog)
        d.players.setValue(3)
        d.preset.setCurrentIndex(d.preset.findData("hyper"))
        d.preset.activated.emit(d.preset.currentIndex())
        d.starting.setValue(40)  # short stacks: the antes and bring-ins decide it in a few dozen hands
        d.buy_in.setValue(50)
        qtbot.mouseClick(_ok(d), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill_and_start)
    app.tournament.action.trigger()
    qtbot.waitUntil(lambda: app.tournament.result is not None, timeout=60000)
    assert app.tournament.lobby is not None and app.tournament.lobby.isVisible()
    result = app.tournament.result
    assert result.places.rowCount() == 3
    assert sum(int(result.places.item(r, 2).text().replace(",", "")) for r in range(3)) == 150
    assert app.controller.tournament is not None and app.controller.flow.over
    # a new cash session puts the lobby away
    app.window.new_session_requested.emit()
    qtbot.waitUntil(lambda: app.controller.tournament is None and not app.tournament.lobby.isVisible(),
                    timeout=10000)


def test_play_again_after_a_continued_tournament_opens_the_new_tournament_dialog(qtbot, make_app) -> None:
    """A tournament continued from an earlier run has no choices of this run to repeat: Play again
    asks them anew (the dialog) instead of doing nothing."""
    app = make_app()
    parts = app.tournament
    assert parts is not None and parts.last_choice is None  # as after "Continue your tournament"
    seen: list[object] = []

    def close_it() -> None:
        d = QApplication.activeModalWidget()
        seen.append(d)
        if d is not None:
            d.reject()

    QTimer.singleShot(0, close_it)
    parts.again()
    assert len(seen) == 1 and isinstance(seen[0], TournamentDialog)
