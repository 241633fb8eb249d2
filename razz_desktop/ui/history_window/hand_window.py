"""One hand of the history, laid open as the Last Hand window lays it open.

The same parts as the Last Hand window (``ui.last_hand``): the seats with
the cards the record knows (an imported hand's stand-ins never shown), the
actions street by street, the pots and who won them; the practice review
when one was stored with the hand; and the buttons this window adds:
Replay (the hand on the table, in the replayer) and Export (the hand to a
PokerStars or PHH file). It receives hands (``show_hand``) and emits
intents; it never reads the hand log itself.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.records import StoredHand
from razz_desktop.ui.fonts import ui_font_family
from razz_desktop.ui.last_hand import actions_html, pots_html
from razz_desktop.ui.last_hand.panels import hand_panels, study_banner
from razz_desktop.ui.last_hand.seat_row import seat_row
from razz_desktop.ui.theme import ink_for
from razz_desktop.ui.window_state import fit_to_screen

from .wording import hand_heading


class HandWindow(QWidget):
    """A stored hand in full, with Replay and Export. See the module docstring."""

    replay_requested = Signal(object)
    """The StoredHand on screen, to replay."""
    export_requested = Signal(int)
    """The database id of the hand on screen, to export."""
    play_from_here_requested = Signal(int, int, bool)
    """Play from here: (database id, the human's decision index, new cards to come)."""

    def __init__(self, parent: QWidget | None = None, four_colour: bool = False) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("HistoryHandWindow")
        self.setWindowTitle(self.tr("Hand"))
        font = self.font()
        font.setFamily(ui_font_family())
        self.setFont(font)
        self._four = four_colour
        self._study = False
        self._hand: StoredHand | None = None
        self._ink = ink_for(self)

        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.replay_button = QPushButton(self.tr("&Replay"))
        self.replay_button.setToolTip(self.tr("Replay the hand on the table, step by step (Ctrl+R)"))
        self.replay_button.setAccessibleName(self.tr("Replay"))
        self.export_button = QPushButton(self.tr("&Export\u2026"))
        self.export_button.setToolTip(self.tr("Write the hand to a PokerStars or PHH file"))
        self.export_button.setAccessibleName(self.tr("Export"))
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.replay_button)
        from razz_desktop.ui.play_again import PlayFromHereButton

        self.play_button = PlayFromHereButton(self)
        self.play_button.requested.connect(self.play_from_here_requested)
        top.addWidget(self.play_button)
        top.addWidget(self.export_button)

        self.study_banner = study_banner(self.tr(
            "Study mode: every player's hole cards are shown, also those of players who folded."))

        panels = hand_panels()
        self._seat_box, self._seat_grid = panels.seat_box, panels.seat_grid
        self._seat_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.actions_view, self.pots_label = panels.actions_view, panels.pots_label
        actions_box, pots_box = panels.actions_box, panels.pots_box
        pots_box.setMinimumWidth(260)

        self.review_box = QGroupBox(self.tr("Practice review"))
        self.review_layout = QVBoxLayout(self.review_box)
        self.review_page: QWidget | None = None
        self.review_box.hide()

        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(actions_box)
        lower.addWidget(pots_box)
        lower.setChildrenCollapsible(False)
        lower.setSizes([600, 340])
        self._lower = lower

        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {self._ink.muted}")
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.note, 1)
        bottom.addWidget(close)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.study_banner)
        layout.addWidget(self._seat_box)
        layout.addWidget(lower, 1)
        layout.addWidget(self.review_box)
        layout.addLayout(bottom)

        self.replay_button.clicked.connect(self._replay)
        self.export_button.clicked.connect(self._export)
        QShortcut(QKeySequence("Ctrl+R"), self, self._replay)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        QShortcut(QKeySequence("Esc"), self, self.close)
        fit_to_screen(self, QSize(1000, 820))
        self.setMinimumSize(780, 600)
        self._set_enabled(False)

    @property
    def hand(self) -> StoredHand | None:
        return self._hand

    def set_four_colour(self, on: bool) -> None:
        self._four = on
        if self._hand is not None:
            self._render(self._hand)

    @Slot(bool)
    def set_study_mode(self, on: bool) -> None:
        """Show every seat's hole cards the record knows (the practice study option)."""
        self._study = bool(on)
        self.study_banner.setVisible(self._study)
        if self._hand is not None:
            self._render(self._hand)

    @Slot(object)
    def show_hand(self, hand: StoredHand) -> None:
        """Draw ``hand`` and bring the window up."""
        self._render(hand)
        self.show()
        self.raise_()
        self.activateWindow()

    def _set_enabled(self, on: bool) -> None:
        self.replay_button.setEnabled(on)
        self.export_button.setEnabled(on)

    def _clear_seats(self) -> None:
        while self._seat_grid.count():
            item = self._seat_grid.takeAt(0)
            widget = None if item is None else item.widget()
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def _render(self, hand: StoredHand) -> None:
        self._hand = hand
        self.play_button.set_hand(hand)
        self.setWindowTitle(self.tr("Hand #{n}").format(n=hand.hand_number) if hand.practice is None
                            else self.tr("Practice hand"))
        self.title.setText(hand_heading(hand, self._ink.muted))
        self._clear_seats()
        for row, seat in enumerate(hand.record.seats):
            for col, widget in enumerate(seat_row(hand, seat, self._ink, study=self._study,
                                                  four_colour=self._four)):
                self._seat_grid.addWidget(widget, row, col, Qt.AlignmentFlag.AlignVCenter)
        self._seat_grid.setColumnStretch(3, 1)
        self.actions_view.setHtml(actions_html(hand, self._four, self._ink))
        self.pots_label.setText(pots_html(hand, self._four, self._ink))
        self._show_review(getattr(hand, "review", None))
        if hand.origin is not None:
            self.note.setText(self.tr("Imported from {file}. Cards the file never showed are card backs.").format(
                file=escape(hand.origin.file or hand.origin.site)))
        elif hand.hero_seat is not None:
            self.note.setText(self.tr("Shaded cards were dealt face down; card backs are cards nobody saw."))
        else:
            self.note.clear()
        self._set_enabled(True)

    def _show_review(self, review: object) -> None:
        """The practice review stored with the hand, in the Coach's own review page."""
        if review is None:
            self.review_box.hide()
            return
        if self.review_page is None:
            from razz_desktop.ui.coach_panel.review_page import ReviewPage

            page = ReviewPage(self.review_box)
            self.review_layout.addWidget(page)
            self.review_page = page
        show = getattr(self.review_page, "show_review", None)
        if show is not None:
            show(review)
        self.review_box.show()

    def _replay(self) -> None:
        if self._hand is not None:
            self.replay_requested.emit(self._hand)

    def _export(self) -> None:
        if self._hand is not None:
            self.export_requested.emit(self._hand.hand_id)
