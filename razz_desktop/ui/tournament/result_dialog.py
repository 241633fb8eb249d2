"""The result screen at the end of a sit-and-go: the player's own place and prize, then every place.

It receives a :class:`~razz_desktop.tournament.status.TournamentOutcome`
and emits what the player wants next (another tournament like this one, or a
look at the table); it knows no controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.ui.wording import chips

if TYPE_CHECKING:
    from razz_desktop.tournament.status import TournamentOutcome


class TournamentResult(QDialog):
    """Who finished where, and what each won."""

    play_again = Signal()

    def __init__(self, outcome: TournamentOutcome, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TournamentResult")
        self.setWindowTitle(self.tr("Tournament over"))
        column = QVBoxLayout(self)
        self.headline = QLabel(self._headline(outcome), self)
        self.headline.setObjectName("resultHeadline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 16px; font-weight: bold;")
        column.addWidget(self.headline)
        details = self.tr("%n hand(s) played.", "", outcome.hands)
        if outcome.buy_in:
            details += " " + self.tr("Prize pool: %1 (%2 players x %3).").replace(
                "%1", chips(outcome.buy_in * outcome.entrants)).replace("%2", str(outcome.entrants)).replace(
                "%3", chips(outcome.buy_in))
        note = QLabel(details, self)
        note.setWordWrap(True)
        column.addWidget(note)
        self.places = QTableWidget(len(outcome.places), 3, self)
        self.places.setObjectName("resultPlaces")
        self.places.setAccessibleName(self.tr("Finishing places"))
        self.places.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"), self.tr("Prize")])
        self.places.verticalHeader().setVisible(False)
        self.places.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.places.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for row, (place, name, prize, human) in enumerate(outcome.places):
            cells = (str(place), name, chips(prize) if outcome.buy_in else "-")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if human:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.places.setItem(row, col, item)
        self.places.setMinimumHeight(min(320, 40 + 30 * len(outcome.places)))
        column.addWidget(self.places)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        again = box.addButton(self.tr("&Play another tournament"), QDialogButtonBox.ButtonRole.AcceptRole)
        again.setObjectName("playAgain")
        again.clicked.connect(self.play_again)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        column.addWidget(box)
        self.resize(420, 420)

    def _headline(self, outcome: TournamentOutcome) -> str:
        if outcome.human_place is None:
            return self.tr("The tournament is over.")
        if outcome.human_place == 1:
            text = self.tr("You won the tournament!")
        else:
            text = self.tr("You finished in place %1 of %2.").replace("%1", str(outcome.human_place)).replace(
                "%2", str(outcome.entrants))
        if outcome.human_prize:
            text += " " + self.tr("Your prize: %1.").replace("%1", chips(outcome.human_prize))
        return text
