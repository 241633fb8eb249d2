"""The Coach: a dock that shows the hint for the human's decision and the review.

Two pages. **Hint**: the recommended action in large type and its one-sentence
reason first (what a player reads in the second they have), then the numbers
behind it, each labelled with where it comes from and its margin of error,
the starting-hand judgement and the doors still to act on 3rd street, the
live cards, and a steal or bluff note. **Review**: the last hand's decisions,
graded, with the reason of the selected one, and the session summary.

The panel only displays and forwards intents (``hint_requested``); it never
computes: hints arrive from ``PracticeController`` already computed on its
worker thread, so nothing here can make the table wait.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.coach.hints import Hint, Verdict
from razz_desktop.coach.review import Grade, GradedDecision, HandReview, SessionSummary
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import SUIT_SYMBOLS

HINT_KEY = "H"
"""The Hint button's key: free among the action bar's single-letter keys."""

GRADE_COLOURS = {
    Grade.GOOD: "#7ee08f",
    Grade.INACCURACY: "#ffd56b",
    Grade.MISTAKE: "#ffa04d",
    Grade.BLUNDER: "#ff6b6b",
}
VERDICT_COLOURS = {
    Verdict.STRONG: "#7ee08f",
    Verdict.PLAYABLE: "#b8e07e",
    Verdict.WEAK: "#ffd56b",
    Verdict.UNPLAYABLE: "#ff8a6b",
}
RED_SUITS = (1, 2)  # diamonds, hearts

STYLE = """
#CoachBody, QScrollArea, QScrollArea > QWidget > QWidget { background: #111a16; }
QLabel { color: #e8ece9; font-size: 13px; }
QLabel#action { color: #ffd56b; font-size: 22px; font-weight: bold; }
QLabel#reason { font-size: 14px; }
QLabel#status { color: #93aaa0; font-style: italic; }
QLabel#heading { color: #93aaa0; font-size: 11px; font-weight: bold;
                 text-transform: uppercase; padding-top: 6px; }
QLabel#note { color: #9cc3ff; }
QLabel#key { color: #93aaa0; }
QFrame#rule { background: #2a3a32; max-height: 1px; min-height: 1px; border: none; }
QPushButton { background: #2f6f4e; color: #ffffff; border: 1px solid #3f8f64;
              border-radius: 4px; padding: 5px 14px; font-size: 13px; }
QPushButton:disabled { background: #1c2a23; color: #5f7268; border-color: #24352c; }
QTabWidget::pane { border: none; }
QTabBar::tab { background: #17231d; color: #cfe3d8; padding: 5px 14px; border: none; }
QTabBar::tab:selected { background: #111a16; color: #ffd56b; }
QScrollBar:vertical { background: #111a16; width: 10px; margin: 0; }
QScrollBar::handle:vertical { background: #2a3a32; min-height: 24px; border-radius: 4px; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
QLabel#hand { color: #cfe3d8; }
QTreeWidget { background: #111a16; color: #e8ece9; border: 1px solid #24352c;
              font-size: 13px; alternate-background-color: #15201a; }
QTreeWidget::item:selected { background: #2f6f4e; }
QHeaderView::section { background: #17231d; color: #93aaa0; border: none; padding: 3px 6px; }
"""


def card_html(card: int) -> str:
    """A card as rank and suit symbol, red suits in red (four-colour-safe)."""
    rank = "A23456789TJQK"[card >> 2]
    suit = card & 3
    colour = "#ff7b7b" if suit in RED_SUITS else "#e8ece9"
    return f'<span style="color:{colour}"><b>{rank}</b>{SUIT_SYMBOLS[suit]}</span>'


def _label(text: str = "", name: str | None = None, wrap: bool = False) -> QLabel:
    label = QLabel(text)
    if name:
        label.setObjectName(name)
    label.setWordWrap(wrap)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _rule() -> QFrame:
    line = QFrame()
    line.setObjectName("rule")
    return line


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
        self._review: HandReview | None = None
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
        self.tabs.addTab(self._build_hint_page(), self.tr("Hint"))
        self.tabs.addTab(self._build_review_page(), self.tr("Review"))
        self.setWidget(body)
        self.set_on_request(False)
        self.clear_hint()
        self.show_review(None)
        self.show_summary(None)

    # ------------------------------------------------------------------ building

    def _build_hint_page(self) -> QWidget:
        page = QWidget()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        lay = QVBoxLayout(inner)
        lay.setContentsMargins(12, 10, 12, 10)
        lay.setSpacing(6)

        self.status = _label("", "status", wrap=True)
        self.action_label = _label("", "action", wrap=True)
        self.action_label.setAccessibleName(self.tr("Recommended action"))
        self.reason = _label("", "reason", wrap=True)
        self.reason.setAccessibleName(self.tr("Why"))
        lay.addWidget(self.status)
        lay.addWidget(self.action_label)
        lay.addWidget(self.reason)

        row = QHBoxLayout()
        self.hint_button = QPushButton(self.tr("Hint (%1)").replace("%1", HINT_KEY))
        self.hint_button.setAccessibleName(self.tr("Show hint"))
        self.hint_button.setAccessibleDescription(
            self.tr("Shows the coach's recommendation for the current decision"))
        self.hint_button.clicked.connect(self._request)
        row.addWidget(self.hint_button)
        row.addStretch(1)
        lay.addLayout(row)

        self.hand_label = _label("", "hand", wrap=True)
        self.hand_label.setAccessibleName(self.tr("Your hand"))
        lay.addWidget(self.hand_label)

        self.fields: dict[str, QLabel] = {}
        self.field_keys: dict[str, QLabel] = {}
        self.headings: list[QLabel] = []
        groups = (
            (self.tr("Your chances"), (
                ("random", self.tr("vs random hands"),
                 self.tr("How often you win (ties shared) if the opponents' unseen cards were "
                         "random. ± is the margin of error (about 95%).")),
                ("likely", self.tr("vs likely hands"),
                 self.tr("The same against the hands the opponents' boards and betting "
                         "suggest, as the Expert bot reads them. ± is the margin of error "
                         "(about 95%).")),
            )),
            (self.tr("The price"), (
                ("pot", self.tr("Pot"), ""),
                ("call", self.tr("To call"), ""),
                ("needs", self.tr("A call needs"),
                 self.tr("The equity at which calling breaks even: "
                         "to call ÷ (pot + to call).")),
            )),
        )
        for title, rows in groups:
            heading = _label(title, "heading")
            self.headings.append(heading)
            lay.addWidget(heading)
            form = QFormLayout()
            form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            form.setHorizontalSpacing(12)
            form.setVerticalSpacing(3)
            for key, text, tip in rows:
                key_label = _label(text, "key")
                key_label.setMinimumWidth(110)
                field = _label("", wrap=True)
                field.setAccessibleName(text)
                if tip:
                    key_label.setToolTip(tip)
                    field.setToolTip(tip)
                form.addRow(key_label, field)
                self.fields[key] = field
                self.field_keys[key] = key_label
            lay.addLayout(form)
        self.values_heading = _label(self.tr("Expert's values (big bets)"), "heading")
        self.values_heading.setToolTip(self.tr("The Expert bot's estimate of each action, in "
                                               "big bets, compared with folding now."))
        self.values_label = _label("", wrap=True)
        self.values_label.setAccessibleName(self.tr("Expert's values"))
        self.headings.append(self.values_heading)
        lay.addWidget(self.values_heading)
        lay.addWidget(self.values_label)

        self.start_heading = _label(self.tr("Starting hand"), "heading")
        self.start_label = _label("", wrap=True)
        self.doors_label = _label("", wrap=True)
        self.doors_label.setAccessibleName(self.tr("Door cards still to act"))
        lay.addWidget(self.start_heading)
        lay.addWidget(self.start_label)
        lay.addWidget(self.doors_label)

        self.live_heading = _label(self.tr("Live cards"), "heading")
        self.live_label = _label("", wrap=True)
        self.live_label.setTextFormat(Qt.TextFormat.RichText)
        self.live_label.setAccessibleName(self.tr("Live cards you need"))
        self.live_label.setToolTip(self.tr("The ranks that would improve your low and how many "
                                           "of each are still unseen, counting every upcard "
                                           "shown this hand, folded ones included."))
        lay.addWidget(self.live_heading)
        lay.addWidget(self.live_label)

        self.note = _label("", "note", wrap=True)
        self.note.setAccessibleName(self.tr("Steal or bluff note"))
        lay.addWidget(self.note)
        lay.addStretch(1)

        scroll.setWidget(inner)
        outer = QVBoxLayout(page)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        return page

    def _build_review_page(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(12, 10, 12, 10)
        lay.setSpacing(6)
        self.review_title = _label("", "heading", wrap=True)
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
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self.review_list.currentItemChanged.connect(self._show_decision)
        lay.addWidget(self.review_list, 3)
        self.decision_detail = _label("", wrap=True)
        self.decision_detail.setAccessibleName(self.tr("Why this grade"))
        self.decision_detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.decision_detail.setMinimumHeight(60)
        lay.addWidget(self.decision_detail, 2)
        lay.addWidget(_rule())
        lay.addWidget(_label(self.tr("This session"), "heading"))
        self.summary_label = _label("", wrap=True)
        self.summary_label.setAccessibleName(self.tr("Session summary"))
        lay.addWidget(self.summary_label)
        return page

    # ------------------------------------------------------------------ wiring

    def connect_controller(self, controller: object) -> None:
        """Connect to a ``PracticeController`` both ways (signals to slots, intents back)."""
        c = controller
        c.decision_started.connect(self.on_decision_started)  # type: ignore[attr-defined]
        c.hint_ready.connect(self.show_hint)  # type: ignore[attr-defined]
        c.hint_pending.connect(self.show_pending)  # type: ignore[attr-defined]
        c.hint_cleared.connect(self.clear_hint)  # type: ignore[attr-defined]
        c.hint_failed.connect(self.show_failure)  # type: ignore[attr-defined]
        c.review_ready.connect(self.show_review)  # type: ignore[attr-defined]
        c.summary_changed.connect(self.show_summary)  # type: ignore[attr-defined]
        c.enabled_changed.connect(self.set_practice_enabled)  # type: ignore[attr-defined]
        c.auto_hints_changed.connect(lambda auto: self.set_on_request(not auto))  # type: ignore[attr-defined]
        self.hint_requested.connect(c.request_hint)  # type: ignore[attr-defined]
        self.set_practice_enabled(c.enabled())  # type: ignore[attr-defined]
        self.set_on_request(not c.auto_hints())  # type: ignore[attr-defined]

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
            self.status.setText(self.tr("Your turn. Press Hint (%1) for the coach's advice.")
                                .replace("%1", HINT_KEY))
            self._set_text(self.action_label, "")
            self._set_text(self.reason, "")
            self._set_details_visible(False)
        self._update_button()

    @Slot()
    def clear_hint(self) -> None:
        """No decision pending: say so, and hide the previous decision's numbers."""
        self._hint = None
        self._decision_open = False
        if not self._enabled:
            self.status.setText(self.tr("Practice mode is off. Turn it on to get hints and "
                                        "a review after each hand."))
        else:
            self.status.setText(self.tr("The coach will help when it is your turn."))
        self._set_text(self.action_label, "")
        self._set_text(self.reason, "")
        self._set_details_visible(False)
        self._update_button()

    @Slot(int, int)
    def show_pending(self, hand_id: int, index: int) -> None:
        self._hint = None
        self._decision_open = True
        self.status.setText(self.tr("Thinking about your decision…"))
        self._set_text(self.action_label, "")
        self._set_text(self.reason, "")
        self._set_details_visible(False)
        self._update_button()

    @Slot(int, int, str)
    def show_failure(self, hand_id: int, index: int, message: str) -> None:
        self.status.setText(self.tr("The coach could not work out this decision."))
        self._set_text(self.reason, message)

    @Slot(int, int, object)
    def show_hint(self, hand_id: int, index: int, hint: Hint) -> None:
        """Show ``hint`` (the controller only sends hints for the current decision)."""
        self._hint = hint
        self._decision_open = True
        street = self.tr("%1 street").replace("%1", _ordinal(hint.street))
        versus = self.tr("1 opponent") if hint.opponents == 1 else \
            self.tr("%1 opponents").replace("%1", str(hint.opponents))
        self.status.setText(self.tr("Your decision on %1 · %2").replace("%1", street)
                            .replace("%2", versus))
        self._set_text(self.action_label, hint.action_label)
        self._set_text(self.reason, hint.reason)
        f = self.fields
        self.hand_label.setText(self.tr("You have %1.").replace("%1", hint.hand_text))
        f["random"].setText(hint.vs_random.text())
        f["likely"].setText(hint.vs_likely.text())
        f["pot"].setText(f"{hint.pot:,}")
        if hint.to_call:
            f["call"].setText(self.tr("%1 (the pot pays %2 to 1)")
                              .replace("%1", f"{hint.to_call:,}")
                              .replace("%2", f"{hint.pot_odds:.1f}"))
            f["needs"].setText(f"{hint.call_needs:.0%}")
        else:
            f["call"].setText(self.tr("nothing"))
            f["needs"].setText("—")
        self.values_label.setText(self._values_text(hint))
        self._set_details_visible(True)
        start = hint.starting_hand
        third = start is not None
        self.start_heading.setVisible(third)
        self.start_label.setVisible(third)
        self.doors_label.setVisible(third)
        if start is not None:
            colour = VERDICT_COLOURS[start.verdict]
            verdict = {Verdict.STRONG: self.tr("strong"), Verdict.PLAYABLE: self.tr("playable"),
                       Verdict.WEAK: self.tr("weak"),
                       Verdict.UNPLAYABLE: self.tr("not playable")}[start.verdict]
            cards = " ".join(card_html(c) for c in start.cards)
            self.start_label.setText(
                f'{cards} &nbsp;<b style="color:{colour}">{html.escape(verdict)}</b>: '
                f"{html.escape(start.judgement)}")
            if hint.doors_to_act:
                doors = ", ".join(
                    f"{card_html(d.card)} " + self.tr("(seat %1)").replace("%1", str(d.seat))
                    for d in hint.doors_to_act)
                low = sum(1 for d in hint.doors_to_act if d.low)
                self.doors_label.setText(
                    self.tr("Still to act: %1 — %2 low").replace("%1", doors)
                    .replace("%2", str(low)))
            else:
                self.doors_label.setText(self.tr("Nobody is left to act after you."))
        self._show_live(hint)
        self.note.setVisible(bool(hint.bluff_note))
        self.note.setText(hint.bluff_note or "")
        self._update_button()

    @Slot(object)
    def show_review(self, review: HandReview | None) -> None:
        """List the graded decisions of the last hand."""
        self._review = review
        self.review_list.clear()
        self.decision_detail.setText("")
        if review is None:
            self.review_title.setText(self.tr("No hand reviewed yet"))
            self.decision_detail.setText(self.tr("Play a hand in practice mode: each of your "
                                                 "decisions is graded here when it ends."))
            return
        result = (self.tr("won %1").replace("%1", f"{review.net_chips:,}") if review.net_chips > 0
                  else self.tr("lost %1").replace("%1", f"{-review.net_chips:,}")
                  if review.net_chips < 0 else self.tr("broke even"))
        self.review_title.setText(self.tr("Hand #%1: you %2").replace("%1", str(review.hand_id))
                                  .replace("%2", result))
        for d in review.decisions:
            item = QTreeWidgetItem([_ordinal(d.street), _action_word(d.chosen),
                                    _grade_word(d.grade),
                                    f"{d.cost_bb:.2f}" if d.grade is not Grade.GOOD else "—"])
            colour = GRADE_COLOURS[d.grade]
            item.setForeground(2, _brush(colour))
            item.setToolTip(1, d.reason)
            item.setData(0, Qt.ItemDataRole.UserRole, d.index)
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.review_list.addTopLevelItem(item)
        if review.decisions:
            self.review_list.setCurrentItem(self.review_list.topLevelItem(0))
        else:
            self.decision_detail.setText(self.tr("You made no decisions in this hand."))

    @Slot(object)
    def show_summary(self, summary: SessionSummary | None) -> None:
        if summary is None or summary.decisions == 0:
            self.summary_label.setText(self.tr("No decisions graded yet."))
            return
        streets = ", ".join(f"{_ordinal(s)}: {n}" for s, n in summary.mistakes_by_street if n)
        lines = [
            self._count_text(summary.decisions, summary.hands),
            self.tr("Good %1 · inaccuracies %2").replace("%1", str(summary.count(Grade.GOOD)))
            .replace("%2", str(summary.count(Grade.INACCURACY))),
            self.tr("Mistakes %1 · blunders %2").replace("%1", str(summary.count(Grade.MISTAKE)))
            .replace("%2", str(summary.count(Grade.BLUNDER))),
            self.tr("Mistakes by street: %1").replace("%1", streets or self.tr("none")),
            self.tr("Big bets lost to mistakes: %1").replace("%1", f"{summary.big_bets_lost:.2f}"),
        ]
        self.summary_label.setText("\n".join(lines))

    def _count_text(self, decisions: int, hands: int) -> str:
        """"5 decisions in 2 hands", with English singulars without a translation loaded."""
        d = self.tr("1 decision") if decisions == 1 else \
            self.tr("%1 decisions").replace("%1", str(decisions))
        h = self.tr("1 hand") if hands == 1 else self.tr("%1 hands").replace("%1", str(hands))
        return self.tr("%1 in %2").replace("%1", d).replace("%2", h)

    @Slot()
    def show_review_page(self) -> None:
        """Bring the Review page up (the Last Hand window's "Review" button)."""
        self.show()
        self.raise_()
        self.tabs.setCurrentIndex(1)

    # ------------------------------------------------------------------ helpers

    def _request(self) -> None:
        if self._enabled:
            self.tabs.setCurrentIndex(0)
            self.hint_requested.emit()

    def _update_button(self) -> None:
        self.hint_button.setEnabled(self._enabled and self._on_request and self._decision_open
                                    and self._hint is None)
        self.hint_action.setEnabled(self._enabled)

    @staticmethod
    def _set_text(label: QLabel, text: str) -> None:
        """Set a label's text and hide it when empty, so no blank gap is left."""
        label.setText(text)
        label.setVisible(bool(text))

    def _set_details_visible(self, on: bool) -> None:
        for key in self.fields:
            self.fields[key].setVisible(on)
            self.field_keys[key].setVisible(on)
        for w in (self.hand_label, *self.headings, self.values_label, self.start_heading,
                  self.start_label, self.doors_label, self.live_heading, self.live_label,
                  self.note):
            w.setVisible(on)

    def _values_text(self, hint: Hint) -> str:
        vals = hint.values
        ordered = sorted(vals.values, key=lambda k: -vals.values[k])
        return "  ·  ".join(f"{_action_word(k)} {vals.in_big_bets(k):+.2f}" for k in ordered)

    def _show_live(self, hint: Hint) -> None:
        live = hint.live
        if not live.needed:
            self.live_label.setText(html.escape(self.tr("Nothing left to improve: your low "
                                                        "is the best it can be.")))
            return
        ranks = []
        counts = []
        for r in live.needed:
            if r.live == 0:
                ranks.append(f'<td align="center" style="color:#6f8279"><s>{r.label}</s></td>')
                counts.append('<td align="center" style="color:#6f8279">0</td>')
            else:
                colour = "#7ee08f" if r.live >= 3 else "#ffd56b" if r.live == 2 else "#ffa04d"
                ranks.append(f'<td align="center"><b>{r.label}</b></td>')
                counts.append(f'<td align="center" style="color:{colour}">{r.live}</td>')
        total = self.tr("%1 of %2 cards you need are still live") \
            .replace("%1", str(live.live_total)).replace("%2", str(4 * len(live.needed)))
        come = "" if live.cards_to_come else " — " + self.tr("no cards to come")
        self.live_label.setText(
            '<table cellspacing="0" cellpadding="3">'
            f"<tr><td style=\"color:#93aaa0\">{html.escape(self.tr('Rank'))}</td>"
            f"{''.join(ranks)}</tr>"
            f"<tr><td style=\"color:#93aaa0\">{html.escape(self.tr('Live'))}</td>"
            f"{''.join(counts)}</tr></table>"
            f"{html.escape(total + come)}")

    @Slot()
    def _show_decision(self, item: QTreeWidgetItem | None = None,
                       _previous: QTreeWidgetItem | None = None) -> None:
        review = self._review
        if item is None or review is None:
            return
        index = item.data(0, Qt.ItemDataRole.UserRole)
        d = next((d for d in review.decisions if d.index == index), None)
        if d is not None:
            self.decision_detail.setText(_decision_html(d))
            self.decision_detail.setTextFormat(Qt.TextFormat.RichText)


def _brush(colour: str):  # -> QBrush (kept local: only this panel colours items)
    from PySide6.QtGui import QBrush, QColor

    return QBrush(QColor(colour))


def _ordinal(street: int) -> str:
    return {3: "3rd", 4: "4th", 5: "5th", 6: "6th", 7: "7th"}.get(street, str(street))


def _action_word(kind: ActionType) -> str:
    """The action's name, translatable (literal strings so lupdate finds them)."""
    from PySide6.QtCore import QCoreApplication

    t = QCoreApplication.translate
    words = {
        ActionType.BRING_IN: t("CoachPanel", "Bring in"),
        ActionType.COMPLETE: t("CoachPanel", "Complete"),
        ActionType.FOLD: t("CoachPanel", "Fold"),
        ActionType.CHECK: t("CoachPanel", "Check"),
        ActionType.CALL: t("CoachPanel", "Call"),
        ActionType.BET: t("CoachPanel", "Bet"),
        ActionType.RAISE: t("CoachPanel", "Raise"),
        ActionType.SHOW: t("CoachPanel", "Show"),
        ActionType.MUCK: t("CoachPanel", "Muck"),
    }
    return words.get(kind, kind.value)


def _grade_word(grade: Grade) -> str:
    from PySide6.QtCore import QCoreApplication

    t = QCoreApplication.translate
    return {Grade.GOOD: t("CoachPanel", "good"), Grade.INACCURACY: t("CoachPanel", "inaccuracy"),
            Grade.MISTAKE: t("CoachPanel", "mistake"),
            Grade.BLUNDER: t("CoachPanel", "blunder")}[grade]


def _decision_html(d: GradedDecision) -> str:
    from PySide6.QtCore import QCoreApplication

    tr = QCoreApplication.translate
    colour = GRADE_COLOURS[d.grade]
    values = " · ".join(f"{_action_word(k)} {v:+.2f}" for k, v in d.values_bb)
    return (f'<b style="color:{colour}">{html.escape(_action_word(d.chosen))} — '
            f"{html.escape(_grade_word(d.grade))}</b><br>"
            f"{html.escape(d.reason)}<br>"
            f'<span style="color:#93aaa0">{html.escape(d.hand_text)}<br>'
            f"{html.escape(tr('CoachPanel', 'Big bets by action'))}: {html.escape(values)}</span>")
