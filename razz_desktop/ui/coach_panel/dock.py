"""The Coach dock: two pages (hint and review) and when each shows what.

This module owns the dock itself: its tabs, the Hint key and button, and
the small state that decides what the Hint page says (practice mode on or
off, hints shown at once or on request, the human's turn open or not, a
hint shown yet or not). It only displays and forwards intents
(``hint_requested``); it never computes and holds no controller: hints and
reviews arrive through its slots, already computed on the practice
controller's worker thread, so nothing here can make the table wait. The
composition root (``app.attach_coach``) connects the controller's signals
to these slots and ``hint_requested`` to the controller. What a hint or a review looks like is the
pages' business (``hint_page``, ``review_page``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QTabWidget, QVBoxLayout, QWidget

from razz_desktop.coach.advice import Hint
from razz_desktop.coach.review import HandReview, SessionSummary

from .hint_page import HINT_KEY, HintPage
from .review_page import ReviewPage
from .style import STYLE


class CoachPanel(QDockWidget):
    """The dockable Coach: hint page and review page."""

    hint_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Coach"), parent)
        self.setObjectName("CoachDock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setMinimumWidth(320)
        self._hint: Hint | None = None
        self._on_request = False
        self._enabled = True
        self._decision_open = False  # the human's turn is on

        self.hint_action = QAction(self.tr("Show &hint"), self)
        self.hint_action.setShortcut(QKeySequence(HINT_KEY))
        self.hint_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.hint_action.setToolTip(self.tr("Show the coach's hint for this decision (%1)")
                                    .replace("%1", HINT_KEY))
        self.hint_action.triggered.connect(self._request)
        self.addAction(self.hint_action)

        body = QWidget()
        body.setObjectName("CoachBody")
        body.setStyleSheet(STYLE)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget(body)
        self.tabs.setAccessibleName(self.tr("Coach pages"))
        self.tabs.setUsesScrollButtons(False)
        self.tabs.tabBar().setExpanding(False)
        self.tabs.setElideMode(Qt.TextElideMode.ElideNone)
        outer.addWidget(self.tabs)
        self.hint_page = HintPage()
        self.review_page = ReviewPage()
        self.tabs.addTab(self.hint_page, self.tr("Hint"))
        self.tabs.addTab(self.review_page, self.tr("Review"))
        self.setWidget(body)
        self.hint_page.hint_button.clicked.connect(self._request)

        # The pages' widgets by the names callers and tests reach them (panel.action_label, ...).
        hint, review = self.hint_page, self.review_page
        self.status, self.action_label, self.reason = hint.status, hint.action_label, hint.reason
        self.hint_button, self.hand_label, self.fields = hint.hint_button, hint.hand_label, hint.fields
        self.start_label, self.doors_label = hint.start_label, hint.doors_label
        self.live_label, self.values_label, self.note = hint.live_label, hint.values_label, hint.note
        self.review_title, self.review_list = review.review_title, review.review_list
        self.decision_detail, self.summary_label = review.decision_detail, review.summary_label

        self.set_on_request(False)
        self.clear_hint()
        self.show_review(None)
        self.show_summary(None)

    # ------------------------------------------------------------------ wiring

    def install_shortcut(self, window: QWidget) -> None:
        """Make the Hint key work anywhere in ``window`` (also when the dock floats)."""
        window.addAction(self.hint_action)

    # ------------------------------------------------------------------ slots

    @Slot(bool)
    def set_on_request(self, on_request: bool) -> None:
        """On-request mode shows the Hint button; automatic mode hides it."""
        self._on_request = on_request
        self.hint_button.setVisible(on_request)
        self._update_button()

    @Slot(bool)
    def set_hints_automatic(self, automatic: bool) -> None:
        """Hints shown as soon as they are ready (True) or on request (False)."""
        self.set_on_request(not automatic)

    @Slot(bool)
    def set_practice_enabled(self, on: bool) -> None:
        self._enabled = on
        if not on:
            self.clear_hint()
        self._update_button()

    @Slot(int, int)
    def on_decision_started(self, hand_id: int, index: int) -> None:
        """The human's turn began: in on-request mode, offer the Hint button."""
        self._decision_open = True
        self._hint = None
        if self._on_request:
            self.hint_page.show_message(self.tr("Your turn. Press Hint (%1) for the coach's advice.")
                                        .replace("%1", HINT_KEY))
        self._update_button()

    @Slot()
    def clear_hint(self) -> None:
        """No decision pending: say so, and hide the previous decision's numbers."""
        self._hint = None
        self._decision_open = False
        if not self._enabled:
            self.hint_page.show_message(self.tr("Practice mode is off. Turn it on to get hints and "
                                                "a review after each hand."))
        else:
            self.hint_page.show_message(self.tr("The coach will help when it is your turn."))
        self._update_button()

    @Slot(int, int)
    def show_pending(self, hand_id: int, index: int) -> None:
        self._hint = None
        self._decision_open = True
        self.hint_page.show_message(self.tr("Thinking about your decision…"))
        self._update_button()

    @Slot(int, int, str)
    def show_failure(self, hand_id: int, index: int, message: str) -> None:
        self.hint_page.show_failure(self.tr("The coach could not work out this decision."), message)

    @Slot(int, int, object)
    def show_hint(self, hand_id: int, index: int, hint: Hint) -> None:
        """Show ``hint`` (the controller only sends hints for the current decision)."""
        self._hint = hint
        self._decision_open = True
        self.hint_page.show_hint(hint)
        self._update_button()

    @Slot(object)
    def show_review(self, review: HandReview | None) -> None:
        """List the graded decisions of the last hand."""
        self.review_page.show_review(review)

    @Slot(object)
    def show_summary(self, summary: SessionSummary | None) -> None:
        self.review_page.show_summary(summary)

    @Slot()
    def show_review_page(self) -> None:
        """Bring the Review page up."""
        self.show()
        self.raise_()
        self.tabs.setCurrentIndex(1)

    @Slot(object)
    def open_review(self, review: HandReview) -> None:
        """Show ``review`` on the Review page, in front (asked for from the Last Hand window)."""
        self.show_review(review)
        self.show_review_page()
        parent = self.parentWidget()
        top = parent.window() if parent is not None else self.window()
        top.raise_()
        top.activateWindow()

    # ------------------------------------------------------------------ helpers

    def _request(self) -> None:
        if self._enabled:
            self.tabs.setCurrentIndex(0)
            self.hint_requested.emit()

    def _update_button(self) -> None:
        self.hint_button.setEnabled(self._enabled and self._on_request and self._decision_open
                                    and self._hint is None)
        self.hint_action.setEnabled(self._enabled)
