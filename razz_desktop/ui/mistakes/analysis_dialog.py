"""The History window's Analyse hands...: how far the Coach is through the imported hands, Cancel, and what came of it.

The grading runs off the GUI thread (the app's analysis worker);
this dialog is fed its start (hands to grade), progress and end, and turns
Cancel into ``cancel_requested``. At the end it says how many hands were
graded, the grades of their decisions and the big bets lost, and, in the
details, why any hand was skipped. The summary arrives as data
(:class:`AnalysisFigures`: ``AnalysisSummary``'s fields), never as a call into the analysis.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.reviews import Grade
from razz_desktop.ui.coach_panel.words import grade_word
from razz_desktop.ui.wording import decimal


class AnalysisFigures(Protocol):
    """What an analysis did (``analysis.run.AnalysisSummary``)."""

    @property
    def selected(self) -> int: ...
    @property
    def analysed(self) -> int: ...
    @property
    def decisions(self) -> int: ...
    @property
    def by_grade(self) -> Mapping[Grade, int]: ...
    @property
    def lost_bb(self) -> float: ...
    @property
    def skipped(self) -> Sequence[tuple[int, str]]: ...
    @property
    def cancelled(self) -> bool: ...


class AnalysisDialog(QDialog):
    """Progress, Cancel, then the summary, in one window-modal dialog."""

    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Analyse imported hands"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.label = QLabel(self.tr("Looking for imported hands to analyse\u2026"))
        self.label.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.bar.setAccessibleName(self.tr("Hands analysed"))
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.hide()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self._cancel)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.accept)
        self.close_button.hide()
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.details)
        layout.addLayout(buttons)
        self.setMinimumWidth(460)

    @Slot()
    def start(self) -> None:
        """A new analysis: the dialog as it begins, shown."""
        self.label.setText(self.tr("Looking for imported hands to analyse\u2026"))
        self.bar.setRange(0, 0)
        self.bar.show()
        self.details.hide()
        self.cancel_button.setEnabled(True)
        self.cancel_button.show()
        self.close_button.hide()
        self.show()
        self.raise_()

    @Slot(int)
    def on_started(self, total: int) -> None:
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(0)
        self.label.setText(self.tr("The Coach is grading your decisions in %n hand(s)\u2026", "", total))

    @Slot(int, int)
    def on_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(done)
        self.label.setText(self.tr("Hand %1 of %2 graded\u2026").replace("%1", str(done)).replace("%2", str(total)))

    def _cancel(self) -> None:
        self.cancel_button.setEnabled(False)
        self.label.setText(self.tr("Stopping; the hands graded so far are kept\u2026"))
        self.cancel_requested.emit()

    @Slot(object)
    def on_finished(self, summary: AnalysisFigures) -> None:
        self.bar.hide()
        self.cancel_button.hide()
        self.close_button.show()
        self.close_button.setDefault(True)
        if summary.selected == 0:
            self.label.setText(self.tr("No imported hand is waiting to be analysed. Import hands whose files "
                                       "show your cards (File > Import hand histories), then analyse them."))
            return
        head = self.tr("Stopped: %n hand(s) graded before you cancelled.", "", summary.analysed) if \
            summary.cancelled else self.tr("%n hand(s) graded.", "", summary.analysed)
        grades = ", ".join(f"{grade_word(g)} {summary.by_grade.get(g, 0)}" for g in Grade)
        self.label.setText(
            head + " " + self.tr("%n decision(s)", "", summary.decisions) + " (" + grades + "); "
            + self.tr("%1 big bets lost. Game > Mistakes shows them with your practice hands.")
            .replace("%1", decimal(summary.lost_bb, 2)))
        if summary.skipped:
            lines = [self.tr("Hand %1: %2").replace("%1", str(h)).replace("%2", why) for h, why in summary.skipped[:20]]
            more = len(summary.skipped) - len(lines)
            text = self.tr("%n hand(s) skipped:", "", len(summary.skipped)) + "\n" + "\n".join(lines)
            if more > 0:
                text += "\n" + self.tr("\u2026 and %n more", "", more)
            self.details.setText(text)
            self.details.show()

    @Slot(str)
    def on_failed(self, text: str) -> None:
        self.bar.hide()
        self.cancel_button.hide()
        self.close_button.show()
        self.label.setText(self.tr("The analysis stopped: %1").replace("%1", text))
