"""At start: "Continue your tournament / session", or a new one.

The window receives a :class:`ContinueOffer` (plain data the wiring builds
from the saved session; windows never read storage) and answers with
``accept()`` (continue) or ``reject()`` (a new session). It shows what the
player would come back to: the hand last finished, their stack and result so
far, the others at the table, and for a sit-and-go the level and players left.
When the app did not close in order during a hand, it says that this hand was
not kept and that the table is as it was before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from razz_desktop.ui.html_escape import escape
from razz_desktop.ui.wording import chips, date_time, signed_chips


@dataclass(frozen=True, slots=True)
class ContinueOffer:
    """What a saved session holds, in the terms the offer shows."""

    tournament: bool
    last_hand: int
    """The number of the last finished hand (0: none yet)."""
    hands: int
    """Hands the human was dealt in this session."""
    your_stack: int
    net: int
    others: tuple[tuple[str, int], ...]
    """(name, stack) of each other player still at the table."""
    level: int = 0
    """A sit-and-go's level (1-based) of the next hand."""
    players_left: int = 0
    entrants: int = 0
    interrupted_hand: int | None = None
    saved_at: float = 0.0


class ContinueDialog(QDialog):
    """The question at start; accepted: continue, rejected: a new session.

    Only the "New session" button rejects: Escape or closing the window continues, so that
    a tournament is never thrown away by a key pressed to get rid of a dialog (Game > New
    session is always there to start afresh).
    """

    def __init__(self, offer: ContinueOffer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ContinueDialog")
        self.offer = offer
        t = offer.tournament
        self.setWindowTitle(self.tr("Continue your tournament?") if t else self.tr("Continue your session?"))
        column = QVBoxLayout(self)
        self.headline = QLabel(self.tr("Your tournament was not finished.") if t
                               else self.tr("Your last session was not finished."), self)
        self.headline.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.headline.setWordWrap(True)
        column.addWidget(self.headline)
        self.summary = QLabel(self._summary(offer), self)
        self.summary.setObjectName("continueSummary")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        column.addWidget(self.summary)
        self.lost: QLabel | None = None
        if offer.interrupted_hand is not None:
            self.lost = QLabel(self.tr(
                "Razz Desktop stopped during hand #%1: that hand was not kept. The table is as it was "
                "before it, and no chip was lost.").replace("%1", str(offer.interrupted_hand)), self)
            self.lost.setObjectName("continueLostHand")
            self.lost.setWordWrap(True)
            self.lost.setStyleSheet("color: #a04000;")
            column.addWidget(self.lost)
        buttons = QDialogButtonBox(self)
        self.continue_button = QPushButton(self.tr("Continue your tournament") if t
                                           else self.tr("Continue your session"), self)
        self.continue_button.setDefault(True)
        self.new_button = QPushButton(self.tr("New session"), self)
        self.new_button.setToolTip(self.tr("Start a new session from your settings: this one is discarded"))
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        self.new_button.clicked.connect(self._choose_new)
        self._new = False
        column.addWidget(buttons)
        self.continue_button.setFocus()
        self.setMinimumWidth(440)

    def _choose_new(self) -> None:
        self._new = True
        self.done(QDialog.DialogCode.Rejected)

    def reject(self) -> None:
        """Escape or the window's close button: continue (see the class docstring)."""
        if self._new:
            super().reject()
        else:
            self.accept()

    def _summary(self, offer: ContinueOffer) -> str:
        lines = []
        if offer.last_hand:
            lines.append(self.tr("Last hand played: #%1.").replace("%1", str(offer.last_hand)))
        if offer.tournament:
            lines.append(self.tr("Level %1; %2 of %3 players left.").replace("%1", str(offer.level)).replace(
                "%2", str(offer.players_left)).replace("%3", str(offer.entrants)))
            lines.append(self.tr("Your chips: %1.").replace("%1", chips(offer.your_stack)))
        else:
            lines.append(self.tr("Your stack: %1; result so far: %2 over %n hand(s).", "", offer.hands).replace(
                "%1", chips(offer.your_stack)).replace("%2", signed_chips(offer.net)))
        others = ", ".join(f"{name} ({chips(stack)})" for name, stack in offer.others)
        lines.append(self.tr("At the table: %1.").replace("%1", others))
        if offer.saved_at > 0:
            lines.append(self.tr("Saved %1.").replace("%1", date_time(datetime.fromtimestamp(offer.saved_at))))
        return "<br>".join(escape(line) for line in lines)

