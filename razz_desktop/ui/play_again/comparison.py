"""After a practice hand: its result beside the original's ("Original: you called, -400 / This time: ...").

A small non-modal dialog, so the next hand can go on behind it. It receives
the game controller's ``PracticeComparison`` (data) and words it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Slot
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from razz_desktop.engine.actions import ActionType
from razz_desktop.ui.wording import action_word, signed_chips, street_name

if TYPE_CHECKING:
    from razz_desktop.controllers.play_again import PracticeComparison


def comparison_lines(c: PracticeComparison) -> tuple[str, tuple[str, str, str], tuple[str, str, str]]:
    """The heading and the two rows (label, what you chose, result in chips), in the player's language."""
    start = c.start
    cards = (QCoreApplication.translate("ComparisonDialog", "new cards to come") if start.fresh_cards
             else QCoreApplication.translate("ComparisonDialog", "the same cards to come"))
    heading = QCoreApplication.translate(
        "ComparisonDialog", "Hand #{number} played again from your decision on {street} ({cards}).").format(
        number=start.original_number, street=street_name(start.street), cards=cards)
    new_action = action_word(c.new_action) if isinstance(c.new_action, ActionType) else "—"
    original = (QCoreApplication.translate("ComparisonDialog", "Original"), action_word(start.original_action),
                signed_chips(c.original_net))
    again = (QCoreApplication.translate("ComparisonDialog", "This time"), new_action, signed_chips(c.new_net))
    return heading, original, again


class ComparisonDialog(QDialog):
    """The comparison, as a grid: who chose what at the decision, and how many chips it won or lost."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Played again"))
        self.setModal(False)
        lay = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setObjectName("heading")
        lay.addWidget(self.heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.addWidget(self._bold(self.tr("Hand")), 0, 0)
        grid.addWidget(self._bold(self.tr("You chose")), 0, 1)
        grid.addWidget(self._bold(self.tr("Result")), 0, 2, Qt.AlignmentFlag.AlignRight)
        self.cells: list[list[QLabel]] = []
        for row in (1, 2):
            labels = [QLabel(), QLabel(), QLabel()]
            for col, lab in enumerate(labels):
                grid.addWidget(lab, row, col, Qt.AlignmentFlag.AlignRight if col == 2 else Qt.AlignmentFlag.AlignLeft)
            self.cells.append(labels)
        lay.addLayout(grid)
        self.note = QLabel(self.tr("Practice: this hand does not count in your session or your statistics."))
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setAccessibleName(self.tr("Practice hand compared with the original"))
        self.setMinimumWidth(380)

    @staticmethod
    def _bold(text: str) -> QLabel:
        label = QLabel(f"<b>{text}</b>")
        return label

    @Slot(object)
    def show_comparison(self, comparison: PracticeComparison) -> None:
        heading, original, again = comparison_lines(comparison)
        self.heading.setText(heading)
        for labels, row in zip(self.cells, (original, again), strict=True):
            for lab, text in zip(labels, row, strict=True):
                lab.setText(text)
        self.adjustSize()
        self.show()
        self.raise_()
