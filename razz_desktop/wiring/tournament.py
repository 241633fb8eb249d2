"""Sit-and-go tournaments in the window: Game > New tournament, the lobby panel, the result screen.

Part of the composition root (``razz_desktop.app``): connections only. The
dialog and the panel are built the first time they are needed; a cash session
hides the lobby, a tournament shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from razz_desktop.controllers.game_controller import GameController
    from razz_desktop.controllers.session import SessionSetup
    from razz_desktop.controllers.settings_controller import SettingsController
    from razz_desktop.tournament.status import TournamentOutcome, TournamentStatus
    from razz_desktop.ui.main_window import MainWindow
    from razz_desktop.ui.tournament.lobby import TournamentLobby
    from razz_desktop.ui.tournament.result_dialog import TournamentResult
    from razz_desktop.ui.tournament.setup_dialog import TournamentChoice


@dataclass(slots=True, weakref_slot=True)  # weakly referenced: its methods are connected to signals
class TournamentParts:
    window: MainWindow
    controller: GameController
    settings: SettingsController | None
    action: QAction
    lobby: TournamentLobby | None = None
    result: TournamentResult | None = None
    last_choice: TournamentChoice | None = None

    def ask(self) -> None:
        """Game > New tournament: the dialog, then the tournament (a live hand is finished first)."""
        from PySide6.QtWidgets import QDialog, QMessageBox

        from razz_desktop.settings import Settings
        from razz_desktop.ui.tournament.setup_dialog import TournamentDialog

        flow = self.controller.flow
        if flow.human_in_hand and QMessageBox.question(
                self.window, QCoreApplication.translate("TournamentWiring", "New tournament"),
                QCoreApplication.translate(
                    "TournamentWiring", "Your hand is still being played: it will be finished first (checked "
                    "when free, folded to a bet). Start a tournament?")) != QMessageBox.StandardButton.Yes:
            return
        table = self.settings.settings.table if self.settings is not None else Settings().table
        dialog = TournamentDialog(table, self.window)
        if self.settings is not None:  # the user's usual buy-in (settings: play.tournament_buy_in; 0 is play money)
            dialog.buy_in.setValue(self.settings.settings.play.tournament_buy_in)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        choice = dialog.choice()
        if choice is not None:
            self.play(choice)

    def play(self, choice: TournamentChoice) -> None:
        from razz_desktop.controllers.session import TournamentSetup
        from razz_desktop.engine.rules import GameConfig

        self.last_choice = choice
        base: SessionSetup = (self.settings.next_session_setup() if self.settings is not None
                              else self.controller.setup)
        setup = replace(base, tournament=TournamentSetup(choice.schedule, choice.payouts, choice.buy_in),
                        human_seat=choice.human_seat, opponents_by_seat=choice.opponents,
                        opponents=len(choice.opponents),
                        config=GameConfig(stakes=choice.schedule.level(0).stakes(),
                                          house_rules=base.config.house_rules))
        self.window.on_session_started()
        self.controller.start_tournament(setup)

    def show_status(self, status: TournamentStatus) -> None:
        if self.lobby is None:
            from razz_desktop.ui.tournament.lobby import TournamentLobby

            self.lobby = TournamentLobby(self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.lobby)
        self.lobby.show_status(status)
        self.lobby.show()

    def on_session_started(self, _config: object = None) -> None:
        if self.controller.tournament is None and self.lobby is not None:
            self.lobby.hide()

    def show_result(self, outcome: TournamentOutcome) -> None:
        from razz_desktop.ui.tournament.result_dialog import TournamentResult

        if self.result is not None:
            self.result.close()
        self.result = TournamentResult(outcome, self.window)
        self.result.play_again.connect(self.again)
        self.result.open()

    def again(self) -> None:
        """The result screen's Play again: the same tournament and table, or, for a tournament
        continued from an earlier run (its choices were made then), the New tournament dialog."""
        if self.result is not None:
            self.result.close()
        if self.last_choice is not None:
            self.play(self.last_choice)
        else:
            self.ask()


def attach_tournament(window: MainWindow, controller: GameController,
                      settings: SettingsController | None) -> TournamentParts:
    """Game > New tournament (Ctrl+Shift+N), the lobby beside the table and the result screen."""
    action = QAction(window)
    action.setText(QCoreApplication.translate("TournamentWiring", "New &tournament\u2026"))
    action.setShortcut(QKeySequence("Ctrl+Shift+N"))
    action.setToolTip(QCoreApplication.translate(
        "TournamentWiring", "A sit-and-go: rising limits, players knocked out, prizes for the last ones in "
        "(Ctrl+Shift+N)"))
    window.add_action_after(window.new_action, action)  # right under New session
    parts = TournamentParts(window, controller, settings, action)
    action.triggered.connect(parts.ask)
    controller.tournament_changed.connect(parts.show_status)
    controller.tournament_finished.connect(parts.show_result)
    controller.session_started.connect(parts.on_session_started)
    return parts
