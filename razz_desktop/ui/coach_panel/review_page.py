"""The Coach's Review page: the last hand's decisions, graded, and the session so far.

Each of the human's decisions in the last hand is a row (street, action,
grade, cost in big bets); the selected row's reason and the Expert's value
of each action show below, and the session summary (grades counted, mistakes
by street, big bets lost) at the bottom. The review arrives computed from
practice mode, as data; the page only lists it.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.coach.review import Grade, GradedDecision, HandReview, SessionSummary
from razz_desktop.ui.theme import MUTED
from razz_desktop.ui.wording import chips, hundredths, signed_decimal
from razz_desktop.ui.wording.coach import reason_text, say

from .style import GRADE_COLOURS, label, rule
from .words import action_word, grade_word, ordinal


class ReviewPage(QWidget):
    """The graded decisions and the session summary; see the module docstring."""

    play_from_here_requested = Signal(int, int, bool)
    """Play from here: (the hand's number in the session, the selected decision's index, new cards to come)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._review: HandReview | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 10, 12, 10)
        lay.setSpacing(6)
        self.review_title = label("", "heading", wrap=True)
        lay.addWidget(self.review_title)
        self.review_list = QTreeWidget()
        self.review_list.setAccessibleName(self.tr("Graded decisions of the last hand"))
        self.review_list.setColumnCount(4)
        self.review_list.setHeaderLabels([self.tr("Street"), self.tr("You"), self.tr("Grade"),
                                          self.tr("Cost")])
        self.review_list.setRootIsDecorated(False)
        self.review_list.setAlternatingRowColors(True)
        self.review_list.setUniformRowHeights(True)
        header = self.review_list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        # The action keeps its words ("Vervollständigen"); the grade takes what is left.
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.review_list.currentItemChanged.connect(self._show_decision)
        lay.addWidget(self.review_list, 3)
        again = QHBoxLayout()
        self.play_button = QPushButton(self.tr("Play from &here"))
        self.play_button.setAccessibleName(self.tr("Play from here"))
        self.play_button.setToolTip(self.tr("Deal this hand again up to the selected decision: you choose again, "
                                            "the computer players decide afresh. Practice: it does not count in "
                                            "your results."))
        self.fresh_cards = QCheckBox(self.tr("New cards"))
        self.fresh_cards.setToolTip(self.tr("The cards after the decision are shuffled again instead of "
                                            "coming as they did"))
        self.fresh_cards.setAccessibleName(self.tr("New cards to come"))
        again.addWidget(self.play_button)
        again.addWidget(self.fresh_cards)
        again.addStretch(1)
        lay.addLayout(again)
        self.play_button.clicked.connect(self._play_clicked)
        self.play_button.setEnabled(False)
        self.hand_total = label("", "key", wrap=True)
        self.hand_total.setAccessibleName(self.tr("Big bets lost in this hand"))
        lay.addWidget(self.hand_total)
        self.decision_detail = label("", wrap=True)
        self.decision_detail.setAccessibleName(self.tr("Why this grade"))
        self.decision_detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.decision_detail.setMinimumHeight(60)
        lay.addWidget(self.decision_detail, 2)
        lay.addWidget(rule())
        lay.addWidget(label(self.tr("This session"), "heading"))
        self.summary_label = label("", wrap=True)
        self.summary_label.setAccessibleName(self.tr("Session summary"))
        lay.addWidget(self.summary_label)

    def show_review(self, review: HandReview | None) -> None:
        """List the graded decisions of the last hand."""
        self._review = review
        self.review_list.clear()
        self.decision_detail.setText("")
        self.hand_total.setText("")
        self.play_button.setEnabled(False)
        if review is None:
            self.review_title.setText(self.tr("No hand reviewed yet"))
            self.decision_detail.setText(self.tr("Play a hand in practice mode: each of your "
                                                 "decisions is graded here when it ends."))
            return
        result = (self.tr("won %1").replace("%1", chips(review.net_chips)) if review.net_chips > 0
                  else self.tr("lost %1").replace("%1", chips(-review.net_chips))
                  if review.net_chips < 0 else self.tr("broke even"))
        title = (self.tr("Hand #%1: you %2").replace("%1", str(review.hand_id)) if review.hand_id > 0
                 else self.tr("Practice hand: you %2"))  # played again from a decision (numbered -1, -2, ...)
        self.review_title.setText(title.replace("%2", result))
        for d in review.decisions:
            item = QTreeWidgetItem([ordinal(d.street), action_word(d.chosen),
                                    grade_word(d.grade),
                                    hundredths_text(d.shown_cost) if d.grade is not Grade.GOOD
                                    else "—"])
            colour = GRADE_COLOURS[d.grade]
            item.setForeground(2, QBrush(QColor(colour)))
            item.setToolTip(1, reason_text(d.reason))
            item.setData(0, Qt.ItemDataRole.UserRole, d.index)
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.review_list.addTopLevelItem(item)
        self.hand_total.setText(
            self.tr("Big bets lost this hand: %1").replace("%1", hundredths_text(review.shown_lost))
            if review.shown_lost else self.tr("No big bets lost this hand."))
        first = self.review_list.topLevelItem(0)
        if first is not None:
            self.review_list.setCurrentItem(first)
        else:
            self.decision_detail.setText(self.tr("You made no decisions in this hand."))

    def show_summary(self, summary: SessionSummary | None) -> None:
        if summary is None or summary.decisions == 0:
            self.summary_label.setText(self.tr("No decisions graded yet."))
            return
        streets = ", ".join(f"{ordinal(s)}: {n}" for s, n in summary.mistakes_by_street if n)
        lines = [
            self._count_text(summary.decisions, summary.hands),
            self.tr("Good %1 · inaccuracies %2").replace("%1", str(summary.count(Grade.GOOD)))
            .replace("%2", str(summary.count(Grade.INACCURACY))),
            self.tr("Mistakes %1 · blunders %2").replace("%1", str(summary.count(Grade.MISTAKE)))
            .replace("%2", str(summary.count(Grade.BLUNDER))),
            self.tr("Mistakes by street: %1").replace("%1", streets or self.tr("none")),
            self.tr("Big bets lost to mistakes: %1").replace("%1", hundredths_text(summary.shown_lost)),
        ]
        self.summary_label.setText("\n".join(lines))

    def _count_text(self, decisions: int, hands: int) -> str:
        """"5 decisions in 2 hands": plural forms by Qt's %n (English ones from razz_en.qm)."""
        d = self.tr("%n decision(s)", "", decisions)
        h = self.tr("%n hand(s)", "", hands)
        return self.tr("%1 in %2").replace("%1", d).replace("%2", h)

    @Slot()
    def _play_clicked(self) -> None:
        item = self.review_list.currentItem()
        review = self._review
        if item is None or review is None:
            return
        self.play_from_here_requested.emit(review.hand_id, int(item.data(0, Qt.ItemDataRole.UserRole)),
                                           self.fresh_cards.isChecked())

    @Slot()
    def _show_decision(self, item: QTreeWidgetItem | None = None,
                       _previous: QTreeWidgetItem | None = None) -> None:
        review = self._review
        if item is None or review is None:
            return
        index = item.data(0, Qt.ItemDataRole.UserRole)
        d = next((d for d in review.decisions if d.index == index), None)
        self.play_button.setEnabled(d is not None)
        if d is not None:
            self.decision_detail.setText(_decision_html(d))
            self.decision_detail.setTextFormat(Qt.TextFormat.RichText)


def hundredths_text(value: int) -> str:
    """"2.82" from 282 ("2,82" in German): a cost shown exactly as it was counted (review.shown_cost)."""
    return hundredths(value)


def _decision_html(d: GradedDecision) -> str:
    colour = GRADE_COLOURS[d.grade]
    by_action = QCoreApplication.translate("CoachPanel", "Big bets by action")
    values = " · ".join(html.escape(f"{action_word(k)} {signed_decimal(v, 2)}").replace(" ", "&nbsp;")
                        for k, v in d.values_bb)
    return (f'<b style="color:{colour}">{html.escape(action_word(d.chosen))} — '
            f"{html.escape(grade_word(d.grade))}</b><br>"
            f"{html.escape(reason_text(d.reason))}<br>"
            f'<span style="color:{MUTED}">{html.escape(say(d.hand_text))}<br>'
            f"{html.escape(by_action)}: {values}</span>")
