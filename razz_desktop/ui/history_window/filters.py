"""The History window's filters: what the user picks, as one ``HandFilter``.

Every control maps to one field of ``records.HandFilter`` (left at "any",
the field stays None). Lists (sessions, stakes, sites, names) are filled
from the hand log's choices; the starting cards are typed or picked
("A-2-3", "three to an 8", "a pair") and read by ``records.parse_start``,
so the window and the command line understand the same words. A starting
hand that does not parse is said next to the box and the filter is not
applied, so nothing the user typed is silently ignored.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, time, timedelta

from PySide6.QtCore import QDate, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from razz_desktop.controllers.history_browser import BrowseChoices
from razz_desktop.records import ANY_TOURNAMENT, CASH_ONLY, HandFilter, parse_start

from .wording import LOW_CHOICES, START_EXAMPLES, stakes_label, tournament_label, tr


def _local_midnight(day: QDate) -> datetime:
    """The start of ``day`` in the local time zone, as an aware UTC instant."""
    local = datetime.combine(datetime(day.year(), day.month(), day.day()).date(), time())
    return local.astimezone().astimezone(UTC)


def _line_edit(box: QComboBox) -> QLineEdit:
    edit = box.lineEdit()
    assert edit is not None, "an editable combo box has a line edit"
    return edit


class FilterPanel(QWidget):
    """The filter controls; ``changed`` carries the HandFilter they describe."""

    changed = Signal(object)
    """HandFilter: the controls now describe this filter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryFilters")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(6)

        today = QDate.currentDate()
        self.from_check = QCheckBox(self.tr("&From"))
        self.from_date = self._date(today.addMonths(-1))
        self.to_check = QCheckBox(self.tr("&To"))
        self.to_date = self._date(today)
        self.session_box = self._combo(self.tr("Session"), [(self.tr("Any session"), None)])
        self.stakes_box = self._combo(self.tr("Stakes"), [(self.tr("Any stakes"), None)])
        self.result_box = self._combo(self.tr("Result"), [(self.tr("Won or lost"), None), (self.tr("Won"), True),
                                                           (self.tr("Lost"), False)])
        self.showdown_box = self._combo(self.tr("Showdown"), [(self.tr("Showdown or not"), None),
                                                               (self.tr("Went to showdown"), True),
                                                               (self.tr("No showdown"), False)])
        self.low_box = self._combo(self.tr("Final hand"), [(tr(text), n) for text, n in LOW_CHOICES])
        self.origin_box = self._combo(self.tr("Played or imported"), [(self.tr("Played and imported"), None),
                                                                       (self.tr("Played here"), False),
                                                                       (self.tr("Imported"), True)])
        self.site_box = self._combo(self.tr("Site"), [(self.tr("Any site"), None)])
        self.tournament_box = self._combo(self.tr("Tournament"), [
            (self.tr("Cash games and tournaments"), None), (self.tr("Cash games only"), CASH_ONLY),
            (self.tr("Every tournament"), ANY_TOURNAMENT)])
        self.tournament_box.setObjectName("tournamentFilter")
        self.tournament_box.setMinimumContentsLength(24)
        self.tournament_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.player_box = QComboBox()
        self.player_box.setEditable(True)
        self.player_box.setAccessibleName(self.tr("Player name"))
        self.player_edit = _line_edit(self.player_box)
        self.player_edit.setPlaceholderText(self.tr("you / the file's hero"))
        self.player_box.setMinimumContentsLength(12)
        self.start_box = QComboBox()
        self.start_box.setEditable(True)
        self.start_box.setAccessibleName(self.tr("Starting cards"))
        self.start_box.addItem("")
        self.start_box.addItems(list(START_EXAMPLES))
        self.start_edit = _line_edit(self.start_box)
        self.start_edit.setPlaceholderText(self.tr("e.g. A-2-3, three to an 8, a pair"))
        self.start_box.setMinimumContentsLength(14)
        self.start_error = QLabel()
        self.start_error.setObjectName("startError")
        self.start_error.setStyleSheet("QLabel#startError { color: #ff7b72; }")
        self.start_error.setWordWrap(True)
        self.start_error.hide()
        self.reset_button = QPushButton(self.tr("Reset filters"))
        self.reset_button.clicked.connect(self.reset)

        dates = QHBoxLayout()
        dates.setSpacing(6)
        for w in (self.from_check, self.from_date, self.to_check, self.to_date):
            dates.addWidget(w)
        dates.addStretch(1)
        grid.addLayout(dates, 0, 0, 1, 2)
        grid.addWidget(self.session_box, 0, 2)
        grid.addWidget(self.stakes_box, 0, 3)
        grid.addWidget(self._labelled(self.tr("Tour&nament:"), self.tournament_box), 3, 0, 1, 3)
        for k, box in enumerate([self.origin_box, self.site_box, self.result_box, self.showdown_box]):
            grid.addWidget(box, 1, k)
        grid.addWidget(self._labelled(self.tr("&Player:"), self.player_box), 2, 0)
        grid.addWidget(self._labelled(self.tr("S&tarting cards:"), self.start_box), 2, 1)
        grid.addWidget(self.low_box, 2, 2)
        reset = QHBoxLayout()
        reset.addStretch(1)
        reset.addWidget(self.reset_button)
        grid.addLayout(reset, 2, 3)
        grid.addWidget(self.start_error, 4, 0, 1, 4)
        for col in range(4):
            grid.setColumnStretch(col, 1)

        for check in (self.from_check, self.to_check):
            check.toggled.connect(self._emit)
        for edit in (self.from_date, self.to_date):
            edit.dateChanged.connect(self._date_changed)
        for box in (self.session_box, self.stakes_box, self.result_box, self.showdown_box, self.low_box,
                    self.origin_box, self.site_box, self.tournament_box):
            box.currentIndexChanged.connect(self._emit)
        self.player_edit.editingFinished.connect(self._emit)
        self.player_box.activated.connect(self._emit)
        self.start_edit.editingFinished.connect(self._emit)
        self.start_box.activated.connect(self._emit)
        self._last: HandFilter | None = None

    # ------------------------------------------------------------ building

    def _date(self, day: QDate) -> QDateEdit:
        edit = QDateEdit(day)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance("2026-12-31") + 48)
        return edit

    def _combo(self, name: str, items: list[tuple[str, object]]) -> QComboBox:
        box = QComboBox()
        box.setAccessibleName(name)
        box.setToolTip(name)
        for text, data in items:
            box.addItem(text, data)
        return box

    def _labelled(self, text: str, widget: QWidget) -> QWidget:
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        label = QLabel(text)
        label.setBuddy(widget)
        row.addWidget(label)
        row.addWidget(widget, 1)
        return holder

    def _date_changed(self) -> None:
        if self.from_check.isChecked() or self.to_check.isChecked():
            self._emit()

    # ------------------------------------------------------------ choices

    def set_choices(self, choices: BrowseChoices) -> None:
        """Fill the lists from the hand log, keeping what is chosen when it is still there."""
        self._fill(self.session_box, [(label, sid) for sid, label in choices.sessions])
        self._fill(self.stakes_box, [(stakes_label(s, b), (s, b)) for s, b in choices.stakes])
        self._fill(self.site_box, [(site, site) for site in choices.sites])
        self._fill(self.tournament_box, [(tournament_label(t), t.tournament_id) for t in choices.tournaments], keep=3)
        text = self.player_box.currentText()
        with QSignalBlocker(self.player_box):
            self.player_box.clear()
            self.player_box.addItem("")
            self.player_box.addItems(list(choices.players))
            self.player_box.setEditText(text)

    def _fill(self, box: QComboBox, items: list[tuple[str, object]], keep: int = 1) -> None:
        """Replace the choices after the first ``keep`` (the fixed ones: "any", ...)."""
        chosen = box.currentData()
        with QSignalBlocker(box):
            while box.count() > keep:
                box.removeItem(keep)
            for text, data in items:
                box.addItem(text, data)
            index = box.findData(chosen) if chosen is not None else 0
            box.setCurrentIndex(max(0, index))
        if chosen is not None and box.currentData() != chosen:
            self._emit()  # the chosen session (or stakes, or site) is gone

    # ------------------------------------------------------------ the filter

    def current(self) -> HandFilter | None:
        """The filter the controls describe; None while the starting cards do not parse."""
        start = self.start_box.currentText().strip()
        base = HandFilter()
        if start:
            try:
                base = parse_start(start)
            except ValueError as exc:
                self.start_error.setText(self.tr("Starting cards: {why}").format(why=exc))
                self.start_error.show()
                return None
        self.start_error.hide()
        since = _local_midnight(self.from_date.date()) if self.from_check.isChecked() else None
        until = (_local_midnight(self.to_date.date()) + timedelta(days=1)) if self.to_check.isChecked() else None
        player = self.player_box.currentText().strip() or None
        return replace(
            base, since=since, until=until, session_id=self.session_box.currentData(),
            stakes=self.stakes_box.currentData(), won=self.result_box.currentData(),
            showdown=self.showdown_box.currentData(), low_max=self.low_box.currentData(),
            imported=self.origin_box.currentData(), site=self.site_box.currentData(), player=player,
            tournament=self.tournament_box.currentData(),
        )

    def _emit(self, *_args: object) -> None:
        current = self.current()
        if current is not None and current != self._last:
            self._last = current
            self.changed.emit(current)

    def reset(self) -> None:
        """Every filter back to "any"."""
        for box in (self.session_box, self.stakes_box, self.result_box, self.showdown_box, self.low_box,
                    self.origin_box, self.site_box, self.tournament_box):
            with QSignalBlocker(box):
                box.setCurrentIndex(0)
        for check in (self.from_check, self.to_check):
            with QSignalBlocker(check):
                check.setChecked(False)
        for box in (self.player_box, self.start_box):
            with QSignalBlocker(box):
                box.setEditText("")
        self._emit()

    def set_focus_first(self) -> None:
        self.session_box.setFocus(Qt.FocusReason.OtherFocusReason)
