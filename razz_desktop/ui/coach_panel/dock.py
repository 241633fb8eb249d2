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

from collections.abc import Callable, Mapping

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QPushButton,
    QTabWidget,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.coach.advice import Hint
from razz_desktop.coach.review import HandReview, SessionSummary
from razz_desktop.ui.theme import colours

from .hint_page import HINT_KEY, HintPage
from .review_page import ReviewPage
from .style import coach_style

PAGE_DELAY_MS = 5
"""Each page is built this long after the last step (a real timer: Qt 6 runs zero-delay single
shots back to back, ahead of the table's due timers, so they would all land in one long turn)."""

MIN_WIDTH = 260
"""The narrowest the dock may be: at 1024x700 the table keeps room beside it."""


class CoachPanel(QDockWidget):
    """The dockable Coach: hint page and review page."""

    hint_requested = Signal()
    play_from_here_requested = Signal(int, int, bool)
    """The review page's Play from here: (the hand's number in the session, decision index, new cards)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Coach"), parent)
        self.setObjectName("CoachDock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.setMinimumWidth(MIN_WIDTH)
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
        self._light = colours().name == "light"
        body.setStyleSheet(coach_style(self._light))
        outer = QVBoxLayout(body)
        outer.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget(body)
        self.tabs.setAccessibleName(self.tr("Coach pages"))
        self.tabs.setUsesScrollButtons(False)
        self.tabs.tabBar().setExpanding(False)
        self.tabs.setElideMode(Qt.TextElideMode.ElideNone)
        outer.addWidget(self.tabs)
        self.setWidget(body)
        # The pages are built a moment later, each in its own turn of the event
        # loop (or at once when something reaches for their widgets): attached
        # after the first paint, the Coach must never hold the table up long.
        # Until the Hint page exists, what it should show waits in _renders.
        self._hint_page: HintPage | None = None
        self._renders: list[Callable[[HintPage], None]] = []
        self._review_page: ReviewPage | None = None
        self._review: HandReview | None = None
        self._summary: SessionSummary | None = None
        QTimer.singleShot(PAGE_DELAY_MS, self, self._build_hint_page)  # which then schedules the Review page

        self.set_on_request(False)
        self.clear_hint()

    # ------------------------------------------------------------------ the pages

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Another theme: the Light one lights the Coach too (issue 38); colours only."""
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            light = colours().name == "light"
            body = self.widget()
            if light != self._light and body is not None:
                self._light = light
                body.setStyleSheet(coach_style(light))
        super().changeEvent(event)

    @property
    def hint_page(self) -> HintPage:
        """The Hint page (built now if its turn has not come yet)."""
        return self._build_hint_page()

    def _build_hint_page(self) -> HintPage:
        if self._hint_page is None:
            page = HintPage()
            self.tabs.insertTab(0, page, self.tr("Hint"))
            self.tabs.setCurrentIndex(0)
            page.hint_button.clicked.connect(self._request)
            self._hint_page = page
            renders, self._renders = self._renders, []
            for render in renders:
                render(page)
            self._update_button()
            QTimer.singleShot(PAGE_DELAY_MS, self, self._build_review_page)  # a later turn of the event loop
        return self._hint_page

    def _on_page(self, render: Callable[[HintPage], None]) -> None:
        """Show something on the Hint page now, or as soon as it is built."""
        if self._hint_page is None:
            self._renders.append(render)
        else:
            render(self._hint_page)

    # The Hint page's widgets by the names callers and tests reach them (panel.action_label, ...).
    @property
    def status(self) -> QLabel:
        return self.hint_page.status

    @property
    def action_label(self) -> QLabel:
        return self.hint_page.action_label

    @property
    def reason(self) -> QLabel:
        return self.hint_page.reason

    @property
    def hint_button(self) -> QPushButton:
        return self.hint_page.hint_button

    @property
    def hand_label(self) -> QLabel:
        return self.hint_page.hand_label

    @property
    def fields(self) -> dict[str, QLabel]:
        return self.hint_page.fields

    @property
    def start_label(self) -> QLabel:
        return self.hint_page.start_label

    @property
    def doors_label(self) -> QLabel:
        return self.hint_page.doors_label

    @property
    def live_label(self) -> QLabel:
        return self.hint_page.live_label

    @property
    def values_label(self) -> QLabel:
        return self.hint_page.values_label

    @property
    def note(self) -> QLabel:
        return self.hint_page.note

    @property
    def review_page(self) -> ReviewPage:
        """The Review page (built now if its turn has not come yet)."""
        return self._build_review_page()

    @property
    def review_title(self) -> QLabel:
        return self.review_page.review_title

    @property
    def review_list(self) -> QTreeWidget:
        return self.review_page.review_list

    @property
    def decision_detail(self) -> QLabel:
        return self.review_page.decision_detail

    @property
    def summary_label(self) -> QLabel:
        return self.review_page.summary_label

    @property
    def hand_total(self) -> QLabel:
        return self.review_page.hand_total

    def _build_review_page(self) -> ReviewPage:
        if self._review_page is None:
            page = ReviewPage()
            page.show_review(self._review)
            page.show_summary(self._summary)
            page.play_from_here_requested.connect(self.play_from_here_requested)
            self.tabs.insertTab(1 if self._hint_page is not None else 0, page, self.tr("Review"))
            self._review_page = page
        return self._review_page

    # ------------------------------------------------------------------ wiring

    def install_shortcut(self, window: QWidget) -> None:
        """Make the Hint key work anywhere in ``window`` (also when the dock floats)."""
        window.addAction(self.hint_action)

    # ------------------------------------------------------------------ slots

    @Slot(bool)
    def set_on_request(self, on_request: bool) -> None:
        """On-request mode shows the Hint button; automatic mode hides it."""
        self._on_request = on_request
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
            text = self.tr("Your turn. Press Hint (%1) for the coach's advice.").replace("%1", HINT_KEY)
            self._on_page(lambda page: page.show_message(text))
        self._update_button()

    @Slot()
    def clear_hint(self) -> None:
        """No decision pending: say so, and hide the previous decision's numbers."""
        self._hint = None
        self._decision_open = False
        text = self.tr("Practice mode is off. Turn it on to get hints and a review after each "
                       "hand.") if not self._enabled else \
            self.tr("The coach will help when it is your turn.")
        self._on_page(lambda page: page.show_message(text))
        self._update_button()

    @Slot(int, int)
    def show_pending(self, hand_id: int, index: int) -> None:
        self._hint = None
        self._decision_open = True
        text = self.tr("Thinking about your decision…")
        self._on_page(lambda page: page.show_message(text))
        self._update_button()

    @Slot(int, int, str)
    def show_failure(self, hand_id: int, index: int, message: str) -> None:
        text = self.tr("The coach could not work out this decision.")
        self._on_page(lambda page: page.show_failure(text, message))

    @Slot(object)
    def set_players(self, players: Mapping[int, object]) -> None:
        """The players' names by seat, as the table announces them: the Likely hands
        view names an opponent as the table does ("Ivo"), not by a seat number."""
        names = {seat: str(getattr(p, "name", "")) for seat, p in players.items()}
        self._on_page(lambda page: page.set_names(names))

    @Slot(int, int, object)
    def show_hint(self, hand_id: int, index: int, hint: Hint) -> None:
        """Show ``hint`` (the controller only sends hints for the current decision)."""
        self._hint = hint
        self._decision_open = True
        self._on_page(lambda page: page.show_hint(hint))
        self._update_button()

    @Slot(object)
    def show_review(self, review: HandReview | None) -> None:
        """List the graded decisions of the last hand."""
        self._review = review
        if self._review_page is not None:
            self._review_page.show_review(review)

    @Slot(object)
    def show_summary(self, summary: SessionSummary | None) -> None:
        self._summary = summary
        if self._review_page is not None:
            self._review_page.show_summary(summary)

    @Slot()
    def show_review_page(self) -> None:
        """Bring the Review page up."""
        self.show()
        self.raise_()
        self.tabs.setCurrentWidget(self.review_page)

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
            self.tabs.setCurrentWidget(self.hint_page)
            self.hint_requested.emit()

    def _update_button(self) -> None:
        self.hint_action.setEnabled(self._enabled)
        page = self._hint_page
        if page is not None:
            page.hint_button.setVisible(self._on_request)
            page.hint_button.setEnabled(self._enabled and self._on_request and self._decision_open
                                        and self._hint is None)
