"""The tournament lobby: a panel beside the table with the level, the next level, the players and the prizes.

It shows the last :class:`~razz_desktop.tournament.status.TournamentStatus`
it received and nothing else (DESIGN.md: windows keep no game state of their
own). The figures are plain text in a form, so a screen reader reads each with
its label; the panel's accessible description repeats the headline ("Level III:
40/80, 3 hands to the next level, 4 of 6 players left").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QFormLayout, QLabel, QWidget

from razz_desktop.tournament.schedule import Level, LevelUnit, roman
from razz_desktop.ui.wording import chips

if TYPE_CHECKING:
    from razz_desktop.tournament.status import TournamentStatus


PANEL_WIDTH = 210
"""Pixels: wide enough for "in 12 hands: 300/600, ante 30, bring-in 75" on two lines."""


class TournamentLobby(QDockWidget):
    """The lobby dock; :meth:`show_status` fills it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Tournament"), parent)
        self.setObjectName("TournamentLobby")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        body = QWidget(self)
        form = QFormLayout(body)
        # Labels above their figures: the panel stays narrow and leaves the table its room.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.level = self._row(form, self.tr("Level:"), "lobbyLevel")
        self.next_level = self._row(form, self.tr("Next level:"), "lobbyNext")
        self.players = self._row(form, self.tr("Players left:"), "lobbyPlayers")
        self.average = self._row(form, self.tr("Average stack:"), "lobbyAverage")
        self.payouts = self._row(form, self.tr("Payouts:"), "lobbyPayouts")
        self.out = self._row(form, self.tr("Out:"), "lobbyOut")
        self.setWidget(body)
        body.setMaximumWidth(PANEL_WIDTH)
        self.status: TournamentStatus | None = None

    def _row(self, form: QFormLayout, label: str, name: str) -> QLabel:
        value = QLabel(self)
        value.setObjectName(name)
        value.setWordWrap(True)
        value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        caption = QLabel(label, self)
        caption.setBuddy(value)
        form.addRow(caption, value)
        return value

    def _limits(self, level: Level) -> str:
        return self.tr("%1/%2, ante %3, bring-in %4").replace("%1", chips(level.small_bet)).replace(
            "%2", chips(level.big_bet)).replace("%3", chips(level.ante)).replace("%4", chips(level.bring_in))

    def show_status(self, status: TournamentStatus) -> None:
        self.status = status
        self.level.setText(self.tr("Level %1 (%2): %3").replace("%1", roman(status.level_number)).replace(
            "%2", str(status.level_number)).replace("%3", self._limits(status.level)))
        if status.next_level is None or status.until_next is None:
            self.next_level.setText(self.tr("none: the limits stay here to the end"))
        else:
            left = max(1, round(status.until_next))
            when = (self.tr("in %n hand(s)", "", left) if status.unit is LevelUnit.HANDS
                    else self.tr("in %n minute(s) of play", "", left))
            self.next_level.setText(self.tr("%1: %2").replace("%1", when)
                                    .replace("%2", self._limits(status.next_level)))
        self.players.setText(self.tr("%1 of %2").replace("%1", str(status.players_left))
                             .replace("%2", str(status.entrants)))
        self.average.setText(chips(status.average_stack))
        if status.pool:
            self.payouts.setText("\n".join(self.tr("%1. place: %2").replace("%1", str(k + 1)).replace("%2", chips(p))
                                           for k, p in enumerate(status.prizes)))
        else:
            self.payouts.setText(self.tr("play money: places only"))
        self.out.setText(", ".join(self.tr("%1. %2").replace("%1", str(place)).replace("%2", name)
                                   for place, name, _ in status.knocked_out) or self.tr("nobody yet"))
        self.setAccessibleDescription(self.tr("Level %1: %2; %3 of %4 players left").replace(
            "%1", roman(status.level_number)).replace("%2", self._limits(status.level)).replace(
            "%3", str(status.players_left)).replace("%4", str(status.entrants)))
