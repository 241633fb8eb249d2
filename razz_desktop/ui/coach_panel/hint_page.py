"""The Coach's Hint page: the recommended action for the human's decision and why.

What a player reads in the second they have comes first: the action in
large type and its one-sentence reason. Below, the numbers behind it, each
labelled with where it comes from and its margin of error (chances against
random and likely hands, the price of a call, the Expert's value of each
action), the starting-hand judgement and the door cards still to act on
3rd street, the live cards, and a steal or bluff note.

The page only displays: the dock decides when a hint, a message or nothing
is shown, and the hint arrives already computed.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.coach.advice import Door, Hint, Verdict
from razz_desktop.ui.card_text import card_html
from razz_desktop.ui.theme import GOLD, GOOD, MUTED, colours
from razz_desktop.ui.wording import (
    action_label,
    chips,
    decimal,
    percent,
    signed_decimal,
    street_name,
)
from razz_desktop.ui.wording.coach import equity_text, likely_range, likely_who, reason_text, say

from .style import VERDICT_COLOURS, label
from .words import action_word

HINT_KEY = "H"
"""The Hint button's key: free among the action bar's single-letter keys."""


class HintPage(QWidget):
    """The hint for one decision; see the module docstring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        self._inner = inner
        lay = QVBoxLayout(inner)
        lay.setContentsMargins(12, 10, 12, 10)
        lay.setSpacing(6)

        self.status = label("", "status", wrap=True)
        self.action_label = label("", "action", wrap=True)
        self.action_label.setAccessibleName(self.tr("Recommended action"))
        self.reason = label("", "reason", wrap=True)
        self.reason.setAccessibleName(self.tr("Why"))
        lay.addWidget(self.status)
        lay.addWidget(self.action_label)
        lay.addWidget(self.reason)

        row = QHBoxLayout()
        self.hint_button = QPushButton(self.tr("Hint (%1)").replace("%1", HINT_KEY))
        self.hint_button.setAccessibleName(self.tr("Show hint"))
        self.hint_button.setAccessibleDescription(
            self.tr("Shows the coach's recommendation for the current decision"))
        row.addWidget(self.hint_button)
        row.addStretch(1)
        lay.addLayout(row)

        # The decision's numbers, in one box: hidden and shown with one call (a message, then
        # the next hint), not twenty, so the dock lays itself out once, not once per label.
        self.details = QWidget()
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        details.setSpacing(lay.spacing())
        lay.addWidget(self.details)
        lay = details

        self.hand_label = label("", "hand", wrap=True)
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
            heading = label(title, "heading")
            self.headings.append(heading)
            lay.addWidget(heading)
            form = QFormLayout()
            form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            form.setHorizontalSpacing(12)
            form.setVerticalSpacing(3)
            for key, text, tip in rows:
                key_label = label(text, "key", wrap=True)  # "gegen wahrscheinliche Blätter" wraps, never clips
                key_label.setMinimumWidth(110)
                field = label("", wrap=True)
                field.setAccessibleName(text)
                if tip:
                    key_label.setToolTip(tip)
                    field.setToolTip(tip)
                form.addRow(key_label, field)
                self.fields[key] = field
                self.field_keys[key] = key_label
            lay.addLayout(form)
        self.values_heading = label(self.tr("Expert's values (big bets)"), "heading")
        self.values_heading.setToolTip(self.tr("The Expert bot's estimate of each action, in "
                                               "big bets, compared with folding now."))
        self.values_label = label("", wrap=True)
        self.values_label.setAccessibleName(self.tr("Expert's values"))
        self.headings.append(self.values_heading)
        lay.addWidget(self.values_heading)
        lay.addWidget(self.values_label)

        self.start_heading = label(self.tr("Starting hand"), "heading")
        self.start_label = label("", wrap=True)
        self.doors_label = label("", wrap=True)
        self.doors_label.setTextFormat(Qt.TextFormat.RichText)
        self.doors_label.setAccessibleName(self.tr("Door cards still to act"))
        lay.addWidget(self.start_heading)
        lay.addWidget(self.start_label)
        lay.addWidget(self.doors_label)

        self.likely_heading = label(self.tr("Likely hands"), "heading")
        self.likely_heading.setToolTip(self.tr(
            "What each opponent probably holds, as the Expert reads his upcards and betting, "
            "and your chances against those hands alone."))
        self.headings.append(self.likely_heading)
        self.likely_label = label("", wrap=True)
        self.likely_label.setTextFormat(Qt.TextFormat.RichText)
        self.likely_label.setAccessibleName(self.tr("Likely hands"))
        lay.addWidget(self.likely_heading)
        lay.addWidget(self.likely_label)

        self.live_heading = label(self.tr("Live cards"), "heading")
        self.live_label = label("", wrap=True)
        self.live_label.setTextFormat(Qt.TextFormat.RichText)
        self.live_label.setAccessibleName(self.tr("Live cards you need"))
        self.live_label.setToolTip(self.tr("The ranks that would improve your low and how many "
                                           "of each are still unseen, counting every upcard "
                                           "shown this hand, folded ones included."))
        lay.addWidget(self.live_heading)
        lay.addWidget(self.live_label)

        self.note = label("", "note", wrap=True)
        self.note.setAccessibleName(self.tr("Steal or bluff note"))
        lay.addWidget(self.note)
        outer_lay = inner.layout()
        assert isinstance(outer_lay, QVBoxLayout)
        outer_lay.addStretch(1)

        self._names: dict[int, str] = {}
        self._hint: Hint | None = None
        scroll.setWidget(inner)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def set_names(self, names: dict[int, str]) -> None:
        """The players' names by seat, for the Likely hands view (a seat without one: "Seat 3")."""
        self._names = {seat: name for seat, name in names.items() if name}
        if self._hint is not None:
            self._show_likely(self._hint)

    def _who(self, seat: int) -> str:
        return self._names.get(seat) or self.tr("Seat %1").replace("%1", str(seat))

    def show_message(self, status: str) -> None:
        """No hint to show: ``status`` alone, the previous decision's numbers hidden."""
        self.status.setText(status)
        self._set_text(self.action_label, "")
        self._set_text(self.reason, "")
        self.set_details_visible(False)

    def show_failure(self, status: str, message: str) -> None:
        self.status.setText(status)
        self._set_text(self.reason, message)

    def show_hint(self, hint: Hint) -> None:
        """Show ``hint`` (the controller only sends hints for the current decision)."""
        self._hint = hint
        street = street_name(hint.street)
        versus = self.tr("%n opponent(s)", "", hint.opponents)
        self.status.setText(self.tr("Your decision on %1 · %2").replace("%1", street)
                            .replace("%2", versus))
        self._set_text(self.action_label, action_label(hint.legal) if hint.legal is not None
                       else action_word(hint.action))
        self._set_text(self.reason, reason_text(hint.reason))
        f = self.fields
        hand = self.tr("You have %1.").replace("%1", say(hint.hand_text))
        self.hand_label.setText(f"{hand} {say(hint.brick)}" if hint.brick is not None else hand)
        # "45 % ± 1 %" stays on one line: no break inside a figure
        f["random"].setText(equity_text(hint.vs_random).replace(" ", "\u00a0"))
        f["likely"].setText(equity_text(hint.vs_likely).replace(" ", "\u00a0"))
        f["pot"].setText(chips(hint.pot))
        if hint.to_call:
            f["call"].setText(self.tr("%1 (the pot pays %2 to 1)")
                              .replace("%1", chips(hint.to_call))
                              .replace("%2", decimal(hint.pot_odds or 0.0, 1)))
            f["needs"].setText(percent(hint.call_needs))
        else:
            f["call"].setText(self.tr("nothing"))
            f["needs"].setText("—")
        self.values_label.setText(self._values_text(hint))
        self.set_details_visible(True)
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
            dark = colours().name != "light"  # black suits in dark ink on the Light theme's Coach
            cards = " ".join(card_html(c, ten="T", dark=dark) for c in start.cards)
            self.start_label.setText(
                f'{cards} &nbsp;<b style="color:{colour}">{html.escape(verdict)}</b>: '
                f"{html.escape(say(start.judgement))}")
            self.doors_label.setText(self._doors_text(hint))
        self._show_likely(hint)
        self._show_live(hint)
        self.note.setVisible(bool(hint.bluff_note))
        self.note.setText(say(hint.bluff_note))

    def _doors_text(self, hint: Hint) -> str:
        """Who still acts on 3rd street: those after the hero, and those who answer a completion."""
        dark = colours().name != "light"  # black suits in dark ink on the Light theme's Coach

        def doors(which: list[Door]) -> str:
            return ", ".join(  # no break inside one door: "3♠ (seat 2)"
                f"{card_html(d.card, ten='T', dark=dark)}&nbsp;"
                + html.escape(self.tr("(seat %1)").replace("%1", str(d.seat))).replace(" ", "&nbsp;")
                for d in which)

        after = [d for d in hint.doors_to_act if not d.answers]
        answer = [d for d in hint.doors_to_act if d.answers]
        lines = []
        if after:
            low = sum(1 for d in after if d.low)
            lows = self.tr("no low door") if low == 0 else self.tr("%n low door(s)", "", low)
            lines.append(html.escape(self.tr("Still to act after you: %1 — %2")).replace("%1", doors(after))
                         .replace("%2", html.escape(lows)))
        if answer:
            lines.append(html.escape(self.tr("If you complete or raise, these must answer it: %1"))
                         .replace("%1", doors(answer)))
        if not lines:
            return html.escape(self.tr("Nobody is left to act after you."))
        return "<br>".join(lines)

    def _show_likely(self, hint: Hint) -> None:
        """Each opponent's likely hands and your chances against them (hidden with no read)."""
        reads = hint.likely_hands
        self.likely_heading.setVisible(bool(reads))
        self.likely_label.setVisible(bool(reads))
        rows = []
        dark = colours().name != "light"  # black suits in dark ink on the Light theme's Coach
        for read in reads:
            chances = self.tr("you: %1").replace("%1", percent(read.equity))
            seat = html.escape(self._who(read.seat)).replace(" ", "&nbsp;")
            board = "&nbsp;".join(card_html(c, ten="T", dark=dark) for c in read.up)
            rows.append(f"<b>{seat}</b>&nbsp; {board} &nbsp;· "
                        f'<span style="color:{GOLD}">{html.escape(chances)}</span><br>'
                        f"{html.escape(likely_range(read))}")
        self.likely_label.setText("".join(  # explicit margins: Qt's default <p> margins are uneven here
            f'<p style="margin-top:{0 if i == 0 else 6}px; margin-bottom:0px">{row}</p>' for i, row in enumerate(rows)))
        self.likely_label.setAccessibleDescription(" ".join(
            f"{likely_who(r, self._names.get(r.seat))}: {likely_range(r)}; "
            f"{self.tr('you: %1').replace('%1', percent(r.equity))}." for r in reads))

    @staticmethod
    def _set_text(label: QLabel, text: str) -> None:
        """Set a label's text and hide it when empty, so no blank gap is left."""
        label.setText(text)
        label.setVisible(bool(text))

    def set_details_visible(self, on: bool) -> None:
        """Show or hide the decision's numbers (the box that holds them: one layout pass)."""
        if on == self.details.isVisibleTo(self):
            return
        self.details.setVisible(on)
        # The box's layout and the page's are done now, and the scroll area told, so the first
        # frame already has the new height (and scroll bar), as when each label was shown or
        # hidden on its own; else that frame shows the numbers squeezed into the old height.
        for _pass in range(3):  # the box, the page, the scroll area
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def _values_text(self, hint: Hint) -> str:
        vals = hint.values
        ordered = sorted(vals.values, key=lambda k: -vals.values[k])
        # No break inside "Bring in +0.40": a narrow dock wraps between the actions only.
        return " · ".join(f"{action_word(k)} {signed_decimal(vals.in_big_bets(k), 2)}".replace(" ", "\u00a0")
                          for k in ordered)

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
                colour = GOOD if r.live >= 3 else GOLD if r.live == 2 else "#ffa04d"
                ranks.append(f'<td align="center"><b>{r.label}</b></td>')
                counts.append(f'<td align="center" style="color:{colour}">{r.live}</td>')
        total = self.tr("%1 of %2 cards you need are still live") \
            .replace("%1", str(live.live_total)).replace("%2", str(4 * len(live.needed)))
        come = "" if live.cards_to_come else " — " + self.tr("no cards to come")
        rank_word, live_word = self.tr("Rank"), self.tr("Live")  # outside the f-string, where lupdate finds them
        self.live_label.setText(
            '<table cellspacing="0" cellpadding="3">'
            f"<tr><td style=\"color:{MUTED}\">{html.escape(rank_word)}</td>"
            f"{''.join(ranks)}</tr>"
            f"<tr><td style=\"color:{MUTED}\">{html.escape(live_word)}</td>"
            f"{''.join(counts)}</tr></table>"
            f"{html.escape(total + come)}")
