"""Tools > Equity calculator: 2 to 8 razz hands, dead cards, and each hand's chances.

A window of text fields (one per hand, in deal order, ``??`` for a card
dealt but unknown), a Calculate button, a progress bar with Cancel, and a
results table (win, tie, equity, the 95% margin when sampled, the chance of
an 8-low or better, a 7, a 6 and the wheel, and the outs for the next card,
listed under the table). It holds no calculator: it emits
``calculate_requested`` and shows what the controller
(``controllers.equity_calculator``) answers, the same numbers as the
``razz-equity`` command for the same hands, samples and seed.

Keyboard: every field and button is in the tab order, Enter in a field
calculates, Escape cancels a running calculation; each control has an
accessible name; the summary line above the table is a live region whose
every new text is announced to a screen reader.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.ui.accessibility.announcer import Announcer, LiveRegion
from razz_desktop.ui.wording import numbers

if TYPE_CHECKING:
    from razz_desktop.ai.calculator import CalculatorError, CalculatorResult

MIN_HANDS = 2
MAX_HANDS = 8
DEFAULT_SAMPLES = 200_000
RANDOM_SEED = -1
"""The seed box's special value: a new random seed each time."""


class EquityCalculatorWindow(QWidget):
    calculate_requested = Signal(list, str, int, object)  # hand texts, dead cards, samples, seed or None
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("equity_calculator")
        self.setWindowTitle(self.tr("Equity calculator"))
        self._fields: list[QLineEdit] = []
        self._labels: list[QLabel] = []
        self._removers: list[QPushButton] = []
        self.result: CalculatorResult | None = None  # the one shown
        self._waiting = False  # asked, no answer yet

        intro = QLabel(self.tr(
            "Enter each hand's cards in the order they were dealt, e.g. \"Ah 2d 3c\". "
            "Write ?? for a card that was dealt but that you did not see (a down card). "
            "Ranks A 2-9 T J Q K, suits c d h s. Dead cards are cards out of play, such as "
            "folded upcards."))
        intro.setWordWrap(True)

        hands_box = QGroupBox(self.tr("Hands"))
        self._grid = QGridLayout(hands_box)
        self.add_button = QPushButton(self.tr("&Add a hand"))
        self.add_button.setAccessibleName(self.tr("Add a hand"))
        self.add_button.clicked.connect(lambda: self.add_hand())

        self.dead_field = QLineEdit()
        self.dead_field.setPlaceholderText(self.tr("e.g. 4c 4d"))
        self.dead_field.setAccessibleName(self.tr("Dead cards"))
        self.dead_field.returnPressed.connect(self.request)
        self.samples_box = QSpinBox()
        self.samples_box.setRange(1_000, 10_000_000)
        self.samples_box.setSingleStep(50_000)
        self.samples_box.setValue(DEFAULT_SAMPLES)
        self.samples_box.setGroupSeparatorShown(True)
        self.samples_box.setAccessibleName(self.tr("Random deals when sampling"))
        self.samples_box.setToolTip(self.tr(
            "Used only when there are too many deals to count them all: more deals, a smaller margin"))
        self.seed_box = QSpinBox()
        self.seed_box.setRange(RANDOM_SEED, 2_147_483_647)
        self.seed_box.setValue(RANDOM_SEED)
        self.seed_box.setSpecialValueText(self.tr("random"))
        self.seed_box.setAccessibleName(self.tr("Seed of the random deals"))
        self.seed_box.setToolTip(self.tr("The same seed gives the same numbers, as the razz-equity "
                                         "command's --seed does"))
        options = QFormLayout()
        dead_label = QLabel(self.tr("&Dead cards:"))
        dead_label.setBuddy(self.dead_field)
        samples_label = QLabel(self.tr("&Random deals:"))
        samples_label.setBuddy(self.samples_box)
        seed_label = QLabel(self.tr("S&eed:"))
        seed_label.setBuddy(self.seed_box)
        options.addRow(dead_label, self.dead_field)
        options.addRow(samples_label, self.samples_box)
        options.addRow(seed_label, self.seed_box)

        self.calculate_button = QPushButton(self.tr("&Calculate"))
        self.calculate_button.setAccessibleName(self.tr("Calculate"))
        self.calculate_button.setDefault(True)
        self.calculate_button.clicked.connect(self.request)
        self.cancel_button = QPushButton(self.tr("Ca&ncel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel the calculation"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel_requested)
        self.progress_bar = QProgressBar()
        self.progress_bar.setAccessibleName(self.tr("Progress of the calculation"))
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        buttons = QHBoxLayout()
        buttons.addWidget(self.calculate_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.progress_bar, 1)

        # A live region: its accessible name is its text, and each new text is announced, so a
        # screen reader says "Calculating", the result's summary or what was wrong without the
        # focus moving (ui/accessibility/announcer.py).
        self.summary = LiveRegion()
        self.summary.setObjectName("equity_summary")
        self.summary.setAccessibleDescription(self.tr("Summary of the calculation"))
        self._announcer = Announcer(self.summary, self, self)
        self.table = QTableWidget(0, 0)
        self.table.setAccessibleName(self.tr("Results, one row per hand"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setMinimumHeight(150)
        self.outs_label = QLabel()
        self.outs_label.setWordWrap(True)
        self.outs_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # No accessible name: a label's name would replace its text for a screen reader.
        self.outs_label.setAccessibleDescription(self.tr("Outs of each hand"))

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(hands_box)
        layout.addLayout(options)
        layout.addLayout(buttons)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.outs_label)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.activated.connect(self._escape)

        for _ in range(MIN_HANDS):
            self.add_hand()
        self._set_columns(sampled=False)
        self.resize(820, 640)

    # ------------------------------------------------------------- hands

    def hand_texts(self) -> list[str]:
        return [f.text() for f in self._fields]

    def set_hands(self, texts: list[str], dead: str = "") -> None:
        """Fill the fields (tests, and a caller that opens the window on a known spot)."""
        while len(self._fields) > max(MIN_HANDS, len(texts)):
            self.remove_hand(len(self._fields) - 1)
        while len(self._fields) < min(MAX_HANDS, len(texts)):
            self.add_hand()
        for field, text in zip(self._fields, [*texts, *[""] * MAX_HANDS], strict=False):
            field.setText(text)
        self.dead_field.setText(dead)

    def add_hand(self, text: str = "") -> None:
        if len(self._fields) >= MAX_HANDS:
            return
        field = QLineEdit(text)
        field.setPlaceholderText(self.tr("e.g. Ah 2d 3c, or ?? ?? Kc"))
        field.returnPressed.connect(self.request)
        label = QLabel()
        label.setBuddy(field)
        remove = QPushButton(self.tr("Remove"))
        remove.clicked.connect(lambda: self.remove_hand(self._removers.index(remove)))
        self._fields.append(field)
        self._labels.append(label)
        self._removers.append(remove)
        self._relayout()
        field.setFocus()

    def remove_hand(self, index: int) -> None:
        if len(self._fields) <= MIN_HANDS or not 0 <= index < len(self._fields):
            return
        for widgets in (self._fields, self._labels, self._removers):
            w = widgets.pop(index)
            self._grid.removeWidget(w)
            w.deleteLater()
        self._relayout()
        self._fields[min(index, len(self._fields) - 1)].setFocus()

    def _relayout(self) -> None:
        for i, (label, field, remove) in enumerate(zip(self._labels, self._fields, self._removers,
                                                       strict=True)):
            number = i + 1
            label.setText(self.tr("Hand &{number}:").format(number=number) if number < 10 else
                          self.tr("Hand {number}:").format(number=number))
            field.setAccessibleName(self.tr("Hand {number}").format(number=number))
            remove.setAccessibleName(self.tr("Remove hand {number}").format(number=number))
            remove.setEnabled(len(self._fields) > MIN_HANDS)
            self._grid.addWidget(label, i, 0)
            self._grid.addWidget(field, i, 1)
            self._grid.addWidget(remove, i, 2)
        self._grid.addWidget(self.add_button, len(self._fields), 1, 1, 1,
                             Qt.AlignmentFlag.AlignLeft)
        self.add_button.setEnabled(len(self._fields) < MAX_HANDS)
        # Tab order: the hands top to bottom, each followed by its Remove button.
        chain: list[QWidget] = []
        for field, remove in zip(self._fields, self._removers, strict=True):
            chain += [field, remove]
        chain.append(self.add_button)
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)
        QWidget.setTabOrder(self.add_button, self.dead_field)

    # ------------------------------------------------------------- intents

    def request(self) -> None:
        seed = self.seed_box.value()
        self.calculate_requested.emit(self.hand_texts(), self.dead_field.text(),
                                      self.samples_box.value(), None if seed == RANDOM_SEED else seed)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """Closing the window stops a running calculation: nobody would see its answer."""
        if self.cancel_button.isEnabled():
            self.cancel_requested.emit()
        super().closeEvent(event)

    def _escape(self) -> None:
        if self.cancel_button.isEnabled():
            self.cancel_requested.emit()
        else:
            self.close()

    # ------------------------------------------------------------- answers

    def set_busy(self, busy: bool) -> None:
        """The controller's ``busy_changed``: no longer busy without an answer means cancelled."""
        self.cancel_button.setEnabled(busy)
        self.calculate_button.setEnabled(not busy)
        if busy:
            self._waiting = True
            self.progress_bar.setRange(0, 0)  # busy until the first step says how far it goes
            self._announcer.announce(self.tr("Calculating\u2026"))
        elif self._waiting:
            self.show_cancelled()
        if not busy and self.focusWidget() is None:
            self.calculate_button.setFocus()

    def show_progress(self, done: int, total: int) -> None:
        """Sampling counts its deals; an enumeration is one step, shown busy until it is done."""
        if total <= 1 and done < total:
            self.progress_bar.setRange(0, 0)
            return
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)

    def show_cancelled(self) -> None:
        self._waiting = False
        self._announcer.announce(self.tr("Cancelled."))
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)

    def show_error(self, error: CalculatorError) -> None:
        self._waiting = False
        self._announcer.announce(self.tr("Cannot calculate: {why}").format(why=self.describe(error)),
                                 assertive=True)
        self.progress_bar.setRange(0, 1)
        self.progress_bar.setValue(0)
        hand = error.params.get("hand")
        if isinstance(hand, int) and 1 <= hand <= len(self._fields):
            self._fields[hand - 1].setFocus()
            self._fields[hand - 1].selectAll()
        elif error.code in ("bad_word", "dead_unknown"):
            self.dead_field.setFocus()

    def describe(self, error: CalculatorError) -> str:
        """The reason in the player's words (the calculator says it as a code and numbers)."""
        p = error.params
        if error.code == "bad_word":
            word = str(p.get("word", ""))
            if p.get("hand"):
                return self.tr("hand {number}: \u201c{word}\u201d is not a card (ranks A 2-9 T J Q K, "
                               "suits c d h s, e.g. Ah; ?? for an unknown card)").format(
                    number=p["hand"], word=word)
            return self.tr("dead cards: \u201c{word}\u201d is not a card (ranks A 2-9 T J Q K, "
                           "suits c d h s, e.g. Ah)").format(word=word)
        if error.code == "dead_unknown":
            return self.tr("?? cannot be a dead card: dead cards are cards you have seen")
        if error.code == "duplicate":
            return self.tr("the card {card} is given twice").format(card=p.get("card", ""))
        if error.code == "hand_size":
            return self.tr("hand {number} has {count} cards; a razz hand has at most 7").format(
                number=p.get("hand", ""), count=p.get("count", ""))
        if error.code == "few_hands":
            return self.tr("give at least two hands")
        if error.code == "many_hands":
            return self.tr("at most eight hands play at a razz table")
        if error.code == "deck_short":
            return self.tr("{needed} cards are still to come but only {unseen} are left in the "
                           "deck").format(needed=p.get("needed", ""), unseen=p.get("unseen", ""))
        if error.code == "samples":
            return self.tr("the number of random deals must be at least 2")
        return str(error)

    def show_result(self, result: CalculatorResult) -> None:
        self._waiting = False
        self.result = result
        sampled = not result.exact
        self._set_columns(sampled)
        self.table.setRowCount(len(result.hands))
        for row, h in enumerate(result.hands):
            cells = [" ".join(h.cards) or self.tr("(no cards)"), _percent(h.win), _percent(h.tie),
                     _percent(h.equity)]
            if sampled:
                cells.append("\u00b1" + _percent(h.margin or 0.0))
            cells += [_percent(h.makes[k]) for k in ("8", "7", "6", "5")]
            cells.append(str(h.outs.improves))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if col == len(cells) - 1:
                    item.setToolTip(_cards_text(h.outs.as_dict()["cards"]))  # type: ignore[arg-type]
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        if result.exact:
            text = self.tr("Exact: every one of {deals} possible deals was counted.").format(
                deals=numbers.whole(result.trials))
        else:
            text = self.tr("Sampled: {deals} random deals (too many to count them all); \u00b1 is the "
                           "95% margin of the equity.").format(deals=numbers.whole(result.trials))
        if result.community:
            text += " " + self.tr("The deck runs short: one shared card is every hand's seventh card.")
        self._announcer.announce(text)
        lines = [self.tr("Outs: unseen cards that improve the hand's low as its next card.")]
        for i, h in enumerate(result.hands):
            cards = h.outs.as_dict()["cards"]
            lines.append(self.tr("Hand {number}: {cards}").format(
                number=i + 1, cards=_cards_text(cards) if cards else self.tr("none")))  # type: ignore[arg-type]
        self.outs_label.setText("\n".join(lines))

    def _set_columns(self, sampled: bool) -> None:
        heads = [self.tr("Hand"), self.tr("Win"), self.tr("Tie"), self.tr("Equity")]
        tips = [self.tr("The hand's cards as given"),
                self.tr("How often the hand alone has the best low"),
                self.tr("How often it shares the best low"),
                self.tr("Its share of the pot on average: wins plus its part of ties")]
        if sampled:
            heads.append(self.tr("\u00b1 95%"))
            tips.append(self.tr("The margin of the equity: the true value lies within it 95 times "
                                "in 100"))
        heads += [self.tr("8-low"), self.tr("7-low"), self.tr("6-low"), self.tr("Wheel"),
                  self.tr("Outs")]
        tips += [self.tr("The chance of finishing with an 8-low or better"),
                 self.tr("The chance of finishing with a 7-low or better"),
                 self.tr("The chance of finishing with a 6-low or better"),
                 self.tr("The chance of finishing with the wheel, 5-4-3-2-A"),
                 self.tr("Unseen cards that improve the hand's low as its next card")]
        self.table.setColumnCount(len(heads))
        for col, (head, tip) in enumerate(zip(heads, tips, strict=True)):
            item = QTableWidgetItem(head)
            item.setToolTip(tip)
            self.table.setHorizontalHeaderItem(col, item)


def _percent(x: float) -> str:
    return numbers.percent(x, 2)


def _cards_text(cards: list[str]) -> str:
    return " ".join(cards)
