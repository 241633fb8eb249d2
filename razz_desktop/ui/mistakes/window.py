"""Game > Mistakes (the Statistics of your mistakes): every graded decision across sessions, filtered, and the error rate over time.

The window receives data (the lines of :class:`~razz_desktop.mistakes.MistakeRow`,
an :class:`~razz_desktop.mistakes.ErrorRates` series) and emits intents: the
filters as a :class:`~razz_desktop.mistakes.MistakeQuery` (``query_changed``),
the chart's grouping and period (``chart_changed``), a decision to open in the
replayer (``replay_wanted``) or to play again from (``play_from_here_wanted``:
enabled only when the app wires a player for it, ``set_play_from_here_available``).
It never holds a controller (``wiring/mistakes.py`` connects them).

The chart (pyqtgraph) is built the first time the window is shown, so the
browser's module costs start-up nothing.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QSignalBlocker, QSize, Qt, Signal, Slot
from PySide6.QtGui import (
    QBrush,
    QCloseEvent,
    QColor,
    QHideEvent,
    QKeySequence,
    QPalette,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.mistakes import ErrorRates, Grouping, MistakeQuery, MistakeRow, Origin, Period
from razz_desktop.reviews import Grade
from razz_desktop.trainer.skills import Skill
from razz_desktop.ui.coach_panel.words import action_word, grade_word
from razz_desktop.ui.window_state import fit_to_screen
from razz_desktop.ui.wording import date_time, decimal, street_name

from .words import grouping_name, origin_name, period_name, skill_name, source_word

GRADE_COLOURS = {Grade.GOOD: "#7ee08f", Grade.INACCURACY: "#ffd56b", Grade.MISTAKE: "#ffa04d",
                 Grade.BLUNDER: "#ff6b6b"}
"""On a dark table (the Coach's colours)."""
GRADE_COLOURS_LIGHT = {Grade.GOOD: "#1f7a3a", Grade.INACCURACY: "#8a6500", Grade.MISTAKE: "#b35500",
                       Grade.BLUNDER: "#c0262d"}
"""On a light table: the same hues dark enough to read on white (the yellow was not)."""
ROW_KEY = Qt.ItemDataRole.UserRole + 1
"""The (hand id, decision index) of a line, on its first cell."""


class MistakesWindow(QWidget):
    """Your mistakes across sessions: filters, the decisions, the error-rate chart."""

    active_changed = Signal(bool)  # shown (read now and on new reviews) or hidden
    query_changed = Signal(object)  # MistakeQuery
    chart_changed = Signal(str, str)  # Grouping, Period values
    replay_wanted = Signal(int, int)  # hand id, decision index
    play_from_here_wanted = Signal(int, int)  # hand id, decision index

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Your mistakes"))
        self._rows: list[MistakeRow] = []
        self._rates: ErrorRates | None = None
        self.chart: QWidget | None = None  # ErrorRateChart, built when first shown
        self._play_available = False

        self.grade_checks: dict[Grade, QCheckBox] = {}
        grades = QHBoxLayout()
        grades.addWidget(QLabel(self.tr("Grades:")))
        for grade in (Grade.BLUNDER, Grade.MISTAKE, Grade.INACCURACY, Grade.GOOD):
            box = QCheckBox(grade_word(grade).capitalize())
            box.setChecked(grade is not Grade.GOOD)
            box.setAccessibleName(self.tr("Show decisions graded %1").replace("%1", grade_word(grade)))
            box.toggled.connect(self._changed)
            self.grade_checks[grade] = box
            grades.addWidget(box)
        grades.addStretch(1)

        self.street_box = QComboBox()
        self.street_box.addItem(self.tr("Every street"), 0)
        for street in range(3, 8):
            self.street_box.addItem(street_name(street), street)
        self.street_box.setAccessibleName(self.tr("Street"))
        self.skill_box = QComboBox()
        self.skill_box.addItem(self.tr("Every skill"), "")
        for skill in Skill:
            self.skill_box.addItem(skill_name(skill), skill.value)
        self.skill_box.setAccessibleName(self.tr("Skill"))
        self.origin_box = QComboBox()
        for origin in Origin:
            self.origin_box.addItem(origin_name(origin), origin.value)
        self.origin_box.setAccessibleName(self.tr("Which hands"))
        self.since_check = QCheckBox(self.tr("From"))
        self.since_edit = QDateEdit(QDate.currentDate().addMonths(-1))
        self.until_check = QCheckBox(self.tr("to"))
        self.until_edit = QDateEdit(QDate.currentDate())
        for check, edit, name in ((self.since_check, self.since_edit, self.tr("First day")),
                                  (self.until_check, self.until_edit, self.tr("Last day"))):
            edit.setCalendarPopup(True)
            edit.setEnabled(False)
            edit.setAccessibleName(name)
            check.toggled.connect(edit.setEnabled)
            check.toggled.connect(self._changed)
            edit.dateChanged.connect(self._changed)
        for combo in (self.street_box, self.skill_box, self.origin_box):
            combo.currentIndexChanged.connect(self._changed)
        filters = QHBoxLayout()
        for w in (self.street_box, self.skill_box, self.origin_box, self.since_check, self.since_edit,
                  self.until_check, self.until_edit):
            filters.addWidget(w)
        filters.addStretch(1)

        self.table = QTableWidget(0, 9)
        self.table.setHorizontalHeaderLabels([
            self.tr("Played"), self.tr("Hand"), self.tr("Street"), self.tr("Skill"), self.tr("Grade"),
            self.tr("You chose"), self.tr("Best"), self.tr("Cost (BB)"), self.tr("Source")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setAccessibleName(self.tr("Graded decisions"))
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemDoubleClicked.connect(lambda _item: self.open_selected())

        self.summary = QLabel(" ")
        self.summary.setWordWrap(True)
        self.status = QLabel(" ")
        self.status.setWordWrap(True)

        self.grouping_box = QComboBox()
        for grouping in Grouping:
            self.grouping_box.addItem(grouping_name(grouping), grouping.value)
        self.grouping_box.setAccessibleName(self.tr("Chart lines"))
        self.period_box = QComboBox()
        for period in Period:
            self.period_box.addItem(period_name(period), period.value)
        self.period_box.setCurrentIndex(list(Period).index(Period.WEEK))
        self.period_box.setAccessibleName(self.tr("Chart period"))
        self.measure_box = QComboBox()
        self.measure_box.addItem(self.tr("Big bets lost per 100 decisions"), False)
        self.measure_box.addItem(self.tr("Blunders per 100 decisions"), True)
        self.measure_box.setAccessibleName(self.tr("Chart measure"))
        self.grouping_box.currentIndexChanged.connect(self._chart_changed)
        self.period_box.currentIndexChanged.connect(self._chart_changed)
        self.measure_box.currentIndexChanged.connect(self._redraw_chart)
        chart_bar = QHBoxLayout()
        for w in (self.grouping_box, self.period_box, self.measure_box):
            chart_bar.addWidget(w)
        chart_bar.addStretch(1)
        self.chart_area = QWidget()
        self._chart_layout = QVBoxLayout(self.chart_area)
        self._chart_layout.setContentsMargins(0, 0, 0, 0)
        self._chart_layout.addLayout(chart_bar)

        self.open_button = QPushButton(self.tr("&Open in replayer"))
        self.open_button.setToolTip(self.tr("Replay the hand on the table from this decision (Enter)"))
        self.play_button = QPushButton(self.tr("&Play from here"))
        self.play_button.setToolTip(self.tr("Playing a hand again from a decision is not available yet"))
        self.open_button.clicked.connect(self.open_selected)
        self.play_button.clicked.connect(self.play_selected)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.open_button)
        bottom.addWidget(self.play_button)
        bottom.addSpacing(12)
        bottom.addWidget(close)

        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.table, 1)
        top_layout.addWidget(self.summary)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(top)
        self.splitter.addWidget(self.chart_area)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(8)
        layout.addLayout(grades)
        layout.addLayout(filters)
        layout.addWidget(self.splitter, 1)
        layout.addLayout(bottom)
        QShortcut(QKeySequence("Return"), self.table, self.open_selected)
        QShortcut(QKeySequence("Enter"), self.table, self.open_selected)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        QShortcut(QKeySequence("Esc"), self, self.close)
        fit_to_screen(self, QSize(1100, 780))
        self.setMinimumSize(820, 560)
        self._update_buttons()

    # ------------------------------------------------------------------ what the user asks

    def query(self) -> MistakeQuery:
        """The filters as they stand."""
        street = int(self.street_box.currentData() or 0)
        skill = str(self.skill_box.currentData() or "")
        since = self.since_edit.date().toPython() if self.since_check.isChecked() else None
        until = self.until_edit.date().toPython() if self.until_check.isChecked() else None
        return MistakeQuery(
            grades=frozenset(g for g, box in self.grade_checks.items() if box.isChecked()),
            streets=frozenset({street}) if street else frozenset(),
            skills=frozenset({Skill(skill)}) if skill else frozenset(),
            since=since if isinstance(since, date) else None,
            until=until if isinstance(until, date) else None,
            origin=Origin(self.origin_box.currentData()),
        )

    def _changed(self) -> None:
        self.query_changed.emit(self.query())

    def _chart_changed(self) -> None:
        self.chart_changed.emit(str(self.grouping_box.currentData()), str(self.period_box.currentData()))

    def selected_decision(self) -> tuple[int, int] | None:
        row = self.table.currentRow()
        items = self.table.selectedItems()
        if not items or row < 0:
            return None
        first = self.table.item(row, 0)
        key = None if first is None else first.data(ROW_KEY)
        return None if key is None else (int(key[0]), int(key[1]))

    @Slot()
    def open_selected(self) -> None:
        chosen = self.selected_decision()
        if chosen is not None:
            shown = self.table.item(self.table.currentRow(), 1)  # the number the History window shows too
            number = shown.text() if shown is not None else str(chosen[0])
            self.status.setText(self.tr("Opening hand %1 in the replayer\u2026").replace("%1", number))
            self.replay_wanted.emit(*chosen)

    @Slot()
    def play_selected(self) -> None:
        chosen = self.selected_decision()
        if chosen is not None and self._play_available:
            self.play_from_here_wanted.emit(*chosen)

    def set_play_from_here_available(self, on: bool) -> None:
        """Whether "Play from here" has someone to ask (the app wires it when the game can)."""
        self._play_available = on
        self.play_button.setToolTip(self.tr("Play the hand again from this decision") if on else
                                    self.tr("Playing a hand again from a decision is not available yet"))
        self._update_buttons()

    def _update_buttons(self) -> None:
        chosen = self.selected_decision() is not None
        self.open_button.setEnabled(chosen)
        self.play_button.setEnabled(chosen and self._play_available)

    # ------------------------------------------------------------------ what it is shown

    @Slot(object)
    def show_rows(self, rows: list[MistakeRow]) -> None:
        self._rows = list(rows)
        table = self.table
        light = table.palette().color(QPalette.ColorRole.Base).lightness() > 128
        colours = GRADE_COLOURS_LIGHT if light else GRADE_COLOURS
        with QSignalBlocker(table):
            table.setSortingEnabled(False)
            table.setRowCount(len(rows))
            for r, row in enumerate(rows):
                cells = [
                    date_time(row.played_at), row.number or str(row.hand_id), street_name(row.street),
                    skill_name(row.skill),
                    grade_word(row.grade), action_word(row.chosen), action_word(row.best),
                    decimal(row.cost_bb if row.grade is not Grade.GOOD else 0.0, 2),
                    source_word(row.imported, row.site),
                ]
                for c, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    if c in (1, 7):
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    if c == 4:
                        item.setForeground(QBrush(QColor(colours[row.grade])))
                    table.setItem(r, c, item)
                first = table.item(r, 0)
                if first is not None:
                    first.setData(ROW_KEY, (row.hand_id, row.index))
        if rows:
            table.selectRow(0)
        self.status.setText(self.tr("No decision matches these filters: practise with the Coach on, or "
                                    "analyse imported hands (Analyse hands in the History window).") if not rows else " ")
        self._update_buttons()
        self._update_summary()

    @Slot(object)
    def show_rates(self, rates: ErrorRates) -> None:
        self._rates = rates
        self._update_summary()
        self._redraw_chart()

    def _update_summary(self) -> None:
        rates = self._rates
        shown = self.tr("%n decision(s) shown", "", len(self._rows))
        if rates is None or not rates.total:
            self.summary.setText(shown)
            return
        n = sum(p.decisions for _, p in rates.total)
        lost = sum(p.lost_bb for _, p in rates.total)
        blunders = sum(p.blunders for _, p in rates.total)
        self.summary.setText(
            shown + " \u00b7 " + self.tr("Over all %1 graded decisions of these hands: %2 big bets lost and %3 "
                                         "blunders per 100 decisions")
            .replace("%1", str(n)).replace("%2", decimal(100 * lost / n if n else 0.0, 1))
            .replace("%3", decimal(100 * blunders / n if n else 0.0, 1)))

    @Slot()
    @Slot(object, int)
    def decision_opened(self, *_args: object) -> None:
        """The replayer shows the decision: the "Opening..." line goes."""
        self.status.setText(" ")

    @Slot(str)
    def show_failure(self, text: str) -> None:
        self.status.setText(self.tr("Could not read your mistakes: %1").replace("%1", text))

    @Slot(bool)
    def set_busy(self, busy: bool) -> None:
        self.setCursor(Qt.CursorShape.BusyCursor if busy else Qt.CursorShape.ArrowCursor)

    def _redraw_chart(self) -> None:
        if self.chart is None or self._rates is None:
            return
        from .chart import ErrorRateChart

        assert isinstance(self.chart, ErrorRateChart)
        self.chart.set_rates(self._rates, blunders=bool(self.measure_box.currentData()))

    def ensure_chart(self) -> QWidget:
        """The chart, built now if it was not (pyqtgraph is imported here)."""
        if self.chart is None:
            from .chart import ErrorRateChart

            self.chart = ErrorRateChart(self.chart_area)
            self._chart_layout.addWidget(self.chart, 1)
            self._redraw_chart()
        return self.chart

    # ------------------------------------------------------------------ Qt

    def show_window(self) -> None:
        self.show()
        self.raise_()
        self.activateWindow()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.ensure_chart()
        self.active_changed.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.active_changed.emit(False)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
