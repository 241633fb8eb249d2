"""The Last Hand window: a finished hand, laid open.

What it shows and why:
- every seat's cards as they were live at showdown, mucked hands included
  (the point of the window is to see what beat you, or what you beat);
- a player who folded keeps only what the table saw: upcards, with card
  backs where the hole cards were. The human's own hole cards are shown
  (they saw them); cards dealt face down are shaded, so the board each
  opponent showed at the table is easy to read off;
- the actions street by street, the pots with who won each and with what;
- a selector over the current session's hands (newest first) and "Copy as
  text", which puts the hand on the clipboard in PokerStars' Razz format;
- with practice mode wired in, a "Review" button asking for the Coach's
  review of the hand on screen (``review_requested``);
- study mode (a practice option, off by default): every seat's hole cards,
  folded players' too, under a banner that says so. The record holds every
  card; only this option lets the window show what the table never did.

The window never touches the database and holds no controller: it emits
what it wants (``hands_wanted`` with a limit, ``hand_wanted`` with a hand
id) and draws the data it is given (``show_hands``, ``show_hand``, and the
PokerStars text for "Copy as text" by ``set_text_for_copy``). The
composition root (app.py) connects those to the hand log.
This module owns the window: its layout, the selector, the cache of loaded
hands and the buttons. Which cards it may show is ``shown_cards``, the texts
are ``hand_text``, a seat's row is ``seat_row`` with its cards in a ``card_strip``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from html import escape

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.records import HandSummary, StoredHand
from razz_desktop.ui.fonts import ui_font_family
from razz_desktop.ui.theme import ink_for
from razz_desktop.ui.window_state import fit_to_screen
from razz_desktop.ui.wording import date_time

from .hand_text import (
    actions_html,
    chips,
    pots_html,
    summary_label,
)
from .panels import hand_panels, study_banner
from .seat_row import seat_row

RECENT_HANDS = 50
"""How many of the session's hands the selector asks for."""
MAX_CACHED = RECENT_HANDS + 10


class LastHandWindow(QWidget):
    """The finished hands of the session, one at a time. See the module docstring."""

    hand_shown = Signal(int)
    """The database id of the hand now on screen."""
    review_requested = Signal(int)
    """The Review button: the engine's number of the hand on screen (``HandReview.hand_id``)."""
    hands_wanted = Signal(int)
    """Intent: the session's newest hands, at most this many (answer with ``show_hands``)."""
    hand_wanted = Signal(int)
    """Intent: one hand in full, by database id (answer with ``set_text_for_copy`` and ``show_hand``)."""
    replay_requested = Signal(object)
    """The Replay button: the StoredHand on screen, to replay on the table."""
    play_from_here_requested = Signal(int, int, bool)
    """Play from here: (database id, the human's decision index, new cards to come)."""

    def __init__(self, parent: QWidget | None = None, four_colour: bool = False) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self._four = four_colour
        self._summaries: list[HandSummary] = []
        self._cache: OrderedDict[int, StoredHand] = OrderedDict()
        self._texts: dict[int, str] = {}  # hand id -> PokerStars text, for the cached hands
        self._current: StoredHand | None = None
        self._wanted: int | None = None
        self._follow_latest = True
        self._sized = False
        self._study = False
        self._reviewed: set[int] | None = None  # hand numbers the Coach reviewed; None: no Coach

        self._ink = ink_for(self)
        self.setWindowTitle(self.tr("Last Hand"))
        self.setObjectName("LastHandWindow")
        font = self.font()
        font.setFamily(ui_font_family())
        self.setFont(font)
        fit_to_screen(self, QSize(1000, 860))
        self.setMinimumSize(800, 660)

        self.selector = QComboBox()
        self.selector.setAccessibleName(self.tr("Hand"))
        self.selector.setAccessibleDescription(self.tr("Choose one of this session's hands, newest first"))
        self.selector.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.selector.setMinimumContentsLength(40)
        self.older_button = QToolButton()
        self.older_button.setText("\u25c0")
        self.older_button.setToolTip(self.tr("Previous hand (Alt+Left)"))
        self.older_button.setAccessibleName(self.tr("Previous hand"))
        self.newer_button = QToolButton()
        self.newer_button.setText("\u25b6")
        self.newer_button.setToolTip(self.tr("Next hand (Alt+Right)"))
        self.newer_button.setAccessibleName(self.tr("Next hand"))
        self.copy_button = QPushButton(self.tr("Copy as text"))
        self.copy_button.setToolTip(self.tr("Copy the hand in PokerStars hand-history format (Ctrl+Shift+C)"))
        self.copy_button.setAccessibleName(self.tr("Copy as text"))
        self.review_button = QPushButton(self.tr("&Review"))
        self.review_button.setAccessibleName(self.tr("Review"))
        self.review_button.setAccessibleDescription(self.tr("Open the Coach's review of this hand"))
        self.review_button.hide()  # until practice mode is wired in (enable_review)
        self.replay_button = QPushButton(self.tr("Re&play"))
        self.replay_button.setToolTip(self.tr("Replay the hand on the table, step by step (Ctrl+R)"))
        self.replay_button.setAccessibleName(self.tr("Replay"))
        from razz_desktop.ui.play_again import PlayFromHereButton

        self.play_button = PlayFromHereButton(self)
        self.play_button.requested.connect(self.play_from_here_requested)

        top = QHBoxLayout()
        label = QLabel(self.tr("&Hand:"))
        label.setBuddy(self.selector)
        top.addWidget(label)
        top.addWidget(self.selector, 1)
        top.addWidget(self.older_button)
        top.addWidget(self.newer_button)
        top.addSpacing(12)
        top.addWidget(self.review_button)
        top.addWidget(self.replay_button)
        top.addWidget(self.play_button)
        top.addWidget(self.copy_button)

        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.study_banner = study_banner(self.tr(
            "Study mode: every player's hole cards are shown, also those of players who folded. "
            "At the table they were never seen."))

        panels = hand_panels()
        self._seat_box, self._seat_grid = panels.seat_box, panels.seat_grid
        self.actions_view, self.pots_label = panels.actions_view, panels.pots_label
        actions_box, pots_box = panels.actions_box, panels.pots_box

        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(actions_box)
        lower.addWidget(pots_box)
        lower.setChildrenCollapsible(False)
        lower.setSizes([600, 340])
        pots_box.setMinimumWidth(260)

        # The players always get the height they need (at most eight rows);
        # the actions and pots share whatever the window has left.
        self._seat_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

        self.status = QLabel()
        self.status.setStyleSheet(f"color: {self._ink.muted}")
        legend = QLabel(self.tr("Shaded cards were dealt face down; card backs are cards nobody saw."))
        legend.setStyleSheet(f"color: {self._ink.muted}")
        self.legend = legend
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(legend)
        bottom.addStretch(1)
        bottom.addWidget(self.status)
        bottom.addSpacing(12)
        bottom.addWidget(close)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.title)
        layout.addWidget(self.study_banner)
        layout.addWidget(self._seat_box)
        layout.addWidget(lower, 1)
        layout.addLayout(bottom)

        self.selector.currentIndexChanged.connect(self._on_selected)
        self.older_button.clicked.connect(lambda: self._step(+1))
        self.newer_button.clicked.connect(lambda: self._step(-1))
        self.copy_button.clicked.connect(self.copy_as_text)
        self.replay_button.clicked.connect(self._replay_clicked)
        QShortcut(QKeySequence("Ctrl+R"), self, self._replay_clicked)
        self.review_button.clicked.connect(self._review_clicked)
        QShortcut(QKeySequence("Alt+Left"), self, lambda: self._step(+1))
        QShortcut(QKeySequence("Alt+Right"), self, lambda: self._step(-1))
        QShortcut(QKeySequence("Ctrl+Shift+C"), self, self.copy_as_text)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        QShortcut(QKeySequence("Esc"), self, self.close)

        self._show_empty()

    # ------------------------------------------------------------ public API

    @property
    def current_hand(self) -> StoredHand | None:
        return self._current

    @property
    def hands(self) -> list[HandSummary]:
        """The selector's hands, newest first."""
        return list(self._summaries)

    def show_latest(self) -> None:
        """Open (or raise) the window on the session's newest hand."""
        self._follow_latest = True
        if not self._sized:
            self._sized = True
            screen = self.screen().availableGeometry() if self.screen() is not None else None
            if screen is not None and screen.isValid():
                self.resize(min(self.width(), int(screen.width() * 0.92)),
                            min(self.height(), int(screen.height() * 0.92)))
        self.show()
        self.raise_()
        self.activateWindow()
        self.hands_wanted.emit(RECENT_HANDS)

    def select_hand(self, hand_id: int) -> None:
        for k, s in enumerate(self._summaries):
            if s.hand_id == hand_id:
                self.selector.setCurrentIndex(k)
                return
        raise KeyError(hand_id)

    def set_four_colour(self, on: bool) -> None:
        self._four = on
        if self._current is not None:
            self._render(self._current)

    @property
    def study_mode(self) -> bool:
        return self._study

    @Slot(bool)
    def set_study_mode(self, on: bool) -> None:
        """Show every seat's hole cards (the practice study option) or only what the table saw."""
        self._study = bool(on)
        self.study_banner.setVisible(self._study)
        self.legend.setText(
            self.tr("Shaded cards were dealt face down.") if self._study
            else self.tr("Shaded cards were dealt face down; card backs are cards nobody saw."))
        if self._current is not None:
            self._render(self._current)

    def enable_review(self, reviewed: Iterable[int] = ()) -> None:
        """Show the Review button; ``reviewed``: the hand numbers the Coach has reviewed so far."""
        self._reviewed = set(reviewed)
        self.review_button.show()
        self.refresh_review()

    @Slot(object)
    def add_review(self, review: object) -> None:
        """The Coach reviewed a hand (a HandReview, or anything with its ``hand_id``)."""
        number = getattr(review, "hand_id", None)
        if self._reviewed is not None and isinstance(number, int):
            self._reviewed.add(number)
            self.refresh_review()

    @Slot()
    def forget_reviews(self) -> None:
        """A new session: the Coach keeps reviews for the running session only."""
        if self._reviewed is not None:
            self._reviewed.clear()
            self.refresh_review()

    def refresh_review(self) -> None:
        """Enable Review if the hand on screen has a review."""
        if self._reviewed is None:
            return
        hand = self._current
        ok = hand is not None and hand.hand_number in self._reviewed
        self.review_button.setEnabled(ok)
        self.review_button.setToolTip(
            self.tr("Open the Coach's graded review of this hand") if ok
            else self.tr("No review for this hand: practice mode was off when it was played."))

    def _replay_clicked(self) -> None:
        if self._current is not None:
            self.replay_requested.emit(self._current)

    def _review_clicked(self) -> None:
        if self._current is not None:
            self.review_requested.emit(self._current.hand_number)

    @Slot()
    def copy_as_text(self) -> str:
        """Put the hand on the clipboard in PokerStars format; returns the text."""
        if self._current is None:
            return ""
        text = self._texts.get(self._current.hand_id, "")
        if not text:
            self.status.setText(
                self.tr("This hand is not saved yet; it can be copied once it is.") if self._current.hand_id < 0
                else self.tr("This hand cannot be copied as text."))
            return ""
        QGuiApplication.clipboard().setText(text)
        self.status.setText(self.tr("Hand #{n} copied to the clipboard.").format(n=self._current.hand_number))
        return text

    # ------------------------------------------------------------- answers

    @Slot(object)
    def on_hand_saved(self, summary: object) -> None:
        """A hand was stored: while the window is open, ask for the list again."""
        if self.isVisible():
            self.hands_wanted.emit(RECENT_HANDS)

    @Slot(int)
    def on_session_started(self, session_id: int) -> None:
        """A new session: its hands, not the last session's, are "this session"."""
        self._follow_latest = True
        if self.isVisible():
            self.hands_wanted.emit(RECENT_HANDS)

    @Slot(object)
    def show_hands(self, summaries: list[HandSummary]) -> None:
        """The session's hands for the selector, newest first."""
        keep = None if self._follow_latest or self._current is None else self._current.hand_id
        self._summaries = list(summaries)
        self.selector.blockSignals(True)
        self.selector.clear()
        for s in self._summaries:
            label = summary_label(s)
            if s.hand_id < 0:  # kept in the journal: the history file could not be written yet
                label += "  \u00b7  " + self.tr("not saved yet")
            self.selector.addItem(label, s.hand_id)
        self.selector.blockSignals(False)
        if not self._summaries:
            self._show_empty()
            return
        index = 0
        if keep is not None:
            index = next((k for k, s in enumerate(self._summaries) if s.hand_id == keep), 0)
        self.selector.setCurrentIndex(index)
        self._on_selected(index)

    @Slot(int)
    def _on_selected(self, index: int) -> None:
        self._update_buttons()
        if not 0 <= index < len(self._summaries):
            return
        self._follow_latest = index == 0
        hand_id = self._summaries[index].hand_id
        self._wanted = hand_id
        cached = self._cache.get(hand_id)
        if cached is not None:
            self._cache.move_to_end(hand_id)
            self._render(cached)
        else:
            self.status.setText(self.tr("Loading\u2026"))
            self.hand_wanted.emit(hand_id)

    @Slot(int, str)
    def set_text_for_copy(self, hand_id: int, text: str) -> None:
        """The PokerStars text of a hand (sent before the hand itself), for "Copy as text"."""
        self._texts[hand_id] = text

    @Slot(object)
    def show_hand(self, hand: StoredHand) -> None:
        """A hand asked for with ``hand_wanted``: cached, and drawn if it is still the one wanted."""
        self._cache[hand.hand_id] = hand
        while len(self._cache) > MAX_CACHED:
            old, _ = self._cache.popitem(last=False)
            self._texts.pop(old, None)
        if hand.hand_id == self._wanted:  # an answer for an older request is only cached
            self.status.clear()
            self._render(hand)

    # ----------------------------------------------------------- drawing

    def _step(self, delta: int) -> None:
        index = self.selector.currentIndex() + delta
        if 0 <= index < self.selector.count():
            self.selector.setCurrentIndex(index)

    def _update_buttons(self) -> None:
        i, n = self.selector.currentIndex(), self.selector.count()
        self.older_button.setEnabled(0 <= i < n - 1)
        self.newer_button.setEnabled(i > 0)
        self.copy_button.setEnabled(n > 0)
        self.replay_button.setEnabled(self._current is not None)
        self.play_button.set_hand(self._current)

    def _clear_seats(self) -> None:
        while self._seat_grid.count():
            item = self._seat_grid.takeAt(0)
            widget = None if item is None else item.widget()
            if widget is not None:
                # Detach now (findChildren and screen readers must not see the
                # old rows), delete when control returns to the event loop.
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def _show_empty(self) -> None:
        self._current = None
        self._clear_seats()
        self.title.setText(f'<span style="color:{self._ink.muted}">' + self.tr("No hands played in this session yet.") + "</span>")
        self.actions_view.clear()
        self.pots_label.clear()
        self._update_buttons()
        self.refresh_review()

    def _render(self, hand: StoredHand) -> None:
        self._current = hand
        ink = self._ink
        record = hand.record
        st = record.config.stakes
        when = date_time(hand.played_at)
        title = self.tr("Hand #{n}").format(n=hand.hand_number)  # outside the f-string, where lupdate finds it
        if hand.practice is not None:
            title = self.tr("Practice hand")
        self.title.setText(
            f'<span style="font-size:15pt; font-weight:600">{escape(title)}</span>'
            f'&nbsp;&nbsp;<span style="color:{self._ink.muted}">'
            + escape(self.tr("Razz {small}/{big} \u00b7 ante {ante} \u00b7 bring-in {bring} \u00b7 {when}").format(
                small=chips(st.small_bet), big=chips(st.big_bet), ante=chips(st.ante),
                bring=chips(st.bring_in), when=when))
            + "</span>"
        )
        self._clear_seats()
        grid = self._seat_grid
        for row, seat in enumerate(record.seats):
            widgets = seat_row(hand, seat, ink, study=self._study, four_colour=self._four)
            for col, widget in enumerate(widgets):
                grid.addWidget(widget, row, col, Qt.AlignmentFlag.AlignVCenter)
        grid.setColumnStretch(3, 1)
        self.actions_view.setHtml(actions_html(hand, self._four, ink))
        self.pots_label.setText(pots_html(hand, self._four, ink))
        self._update_buttons()
        self.refresh_review()
        self.hand_shown.emit(hand.hand_id)
