"""The Statistics window: the figures of every player and charts of one player's results.

It draws a :class:`~razz_desktop.stats_figures.StatsReport` it is given and
emits what the user wants (another player, all hands or the History
window's filter, a refresh); the statistics controller computes the report
off the GUI thread (``app.py`` connects the two). Charts are built once and
updated in place. Every visible string goes through ``tr()``; numbers through
``QLocale``.
"""

from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QSize, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.records import HandFilter
from razz_desktop.stats_figures import (
    DEFINITIONS,
    DOOR_RANKS,
    START_CLASSES,
    Bucket,
    PlayerFigures,
    PracticeFigures,
    StatsReport,
)
from razz_desktop.ui.window_state import fit_to_screen

from .charts import ACTUAL, ADJUSTED, LOST, MISTAKES, SESSION, BarChart, LineChart
from .tournaments_page import TournamentsPage

COLUMNS = ("player", "hands", "vpip", "complete_3rd", "steal", "fold_to_steal", "wtsd", "wsd",
           "won_without_showdown", "net", "bb_per_100")
SHARES = frozenset({"vpip", "complete_3rd", "steal", "fold_to_steal", "wtsd", "wsd"})


DEFINITION_TEXTS = (
    QT_TRANSLATE_NOOP("StatsDefinitions", "hands dealt in."),
    QT_TRANSLATE_NOOP("StatsDefinitions", "share of hands in which the player put chips in voluntarily on 3rd street: called the bring-in or more, completed, or raised. Posting the ante or the bring-in alone is not voluntary; a bring-in who completes, or calls a completion, is."),
    QT_TRANSLATE_NOOP("StatsDefinitions", "share of hands in which the player completed or raised on 3rd street."),
    QT_TRANSLATE_NOOP("StatsDefinitions", "share of the hands where the player had the chance (at its first decision on 3rd street nobody had completed and every door card still to act, the bring-in's included, ranked higher than the player's; an equal rank is not higher) in which the player completed."),
    QT_TRANSLATE_NOOP("StatsDefinitions", "share of the hands where the player was the bring-in or still to act and faced such a completion in which they folded."),
    QT_TRANSLATE_NOOP("StatsDefinitions", "share of the hands in which the player saw 4th street in which they reached showdown."),
    QT_TRANSLATE_NOOP("StatsDefinitions", "share of the player's showdowns in which they won at least part of a pot."),
    QT_TRANSLATE_NOOP("StatsDefinitions", "hands won with everyone else folded."),
    QT_TRANSLATE_NOOP("StatsDefinitions", "chips won (+) or lost (-)."),
    QT_TRANSLATE_NOOP("StatsDefinitions", "net in big bets (of each hand's stakes) per 100 hands."),
)

"""``stats_figures.DEFINITIONS`` written out for lupdate, which reads only literal texts (the help
translates each definition at run time; a test keeps the two lists equal)."""


def column_titles() -> dict[str, str]:
    return {
        "player": QCoreApplication.translate("StatsWindow", "Player"), "hands": QCoreApplication.translate("StatsWindow", "Hands"), "vpip": QCoreApplication.translate("StatsWindow", "VPIP"), "complete_3rd": QCoreApplication.translate("StatsWindow", "Complete 3rd"),
        "steal": QCoreApplication.translate("StatsWindow", "Steal"), "fold_to_steal": QCoreApplication.translate("StatsWindow", "Fold to steal"), "wtsd": QCoreApplication.translate("StatsWindow", "WTSD"), "wsd": QCoreApplication.translate("StatsWindow", "W$SD"),
        "won_without_showdown": QCoreApplication.translate("StatsWindow", "Won w/o SD"), "net": QCoreApplication.translate("StatsWindow", "Net (chips)"), "bb_per_100": QCoreApplication.translate("StatsWindow", "BB/100"),
    }


def class_names() -> list[str]:
    names = {
        "three to a 5": QCoreApplication.translate("StatsWindow", "three to a 5"), "to a 6": QCoreApplication.translate("StatsWindow", "to a 6"), "to a 7": QCoreApplication.translate("StatsWindow", "to a 7"),
        "to an 8": QCoreApplication.translate("StatsWindow", "to an 8"), "to a 9-T": QCoreApplication.translate("StatsWindow", "to a 9-T"), "a pair": QCoreApplication.translate("StatsWindow", "a pair"),
        "high card J+": QCoreApplication.translate("StatsWindow", "high card J+"),
    }
    return [names[c] for c in START_CLASSES]


def help_html() -> str:
    """The definitions, as the window's Help shows them (the same words as storage/facts.py)."""
    rows = "".join(
        f"<li><b>{escape(name)}</b>: {escape(QCoreApplication.translate('StatsDefinitions', text))}</li>"
        for name, text in DEFINITIONS
    )
    return (
        "<h3>" + escape(QCoreApplication.translate("StatsWindow", "What the figures mean")) + "</h3><ul>" + rows + "</ul>"
        + "<p>" + escape(QCoreApplication.translate("StatsWindow",
            "Computer players count under their profile (level and style); players of imported "
            "hands under the names in their files; you under the name the app gives you.")) + "</p>"
        + "<p>" + escape(QCoreApplication.translate("StatsWindow",
            "By door card and by starting class: hands and big bets won per 100 hands, for the "
            "three first cards (two down and the door card). Starting classes are unknown for "
            "opponents of imported hands who never showed.")) + "</p>"
        + "<p>" + escape(QCoreApplication.translate("StatsWindow",
            "All-in adjusted: when betting stopped with cards to come (everyone but at most one "
            "player all-in), the result is replaced by the equity at that moment, exact by "
            "enumeration when the cases are few, otherwise from 10,000 random deals.")) + "</p>"
        + "<p>" + escape(QCoreApplication.translate("StatsWindow",
            "Practice: decisions the coach graded, mistakes (and blunders) and big bets lost to "
            "decisions that were not good, per 100 decisions.")) + "</p>"
    )


def describe_filter(f: HandFilter) -> str:
    """A few words for the History window's filter in the choice of hands ("3 conditions")."""
    count = sum(1 for name in f.__slots__ if getattr(f, name) is not None)
    # Looked up without the count (a plain message; its translations are count-free), then filled in.
    text = QCoreApplication.translate("StatsWindow", "%n condition(s)").replace("(s)", "" if count == 1 else "s")
    return text.replace("%n", str(count))


class StatsWindow(QWidget):
    """See the module docstring. Emits intents; receives reports."""

    player_chosen = Signal(str)
    scope_chosen = Signal(bool)  # True: the History window's filter; False: all hands
    practice_counted = Signal(bool)  # True: practice hands (Play from here) count too
    refresh_requested = Signal()
    active_changed = Signal(bool)  # shown (refresh and follow saved hands) or hidden

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("StatsWindow")
        self.setWindowTitle(self.tr("Statistics"))
        # Escape closes it, as it closes the History and Last Hand windows (issue 38: it did not).
        close = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        close.setContext(Qt.ShortcutContext.WindowShortcut)
        close.activated.connect(self.close)
        self._locale = QLocale()
        self._report: StatsReport | None = None
        self._filling = False

        self.player_box = QComboBox()
        self.player_box.setAccessibleName(self.tr("Player whose charts are shown"))
        self.player_box.setMinimumContentsLength(18)
        self.player_box.currentTextChanged.connect(self._player_changed)
        self.scope_box = QComboBox()
        self.scope_box.setAccessibleName(self.tr("Which hands count"))
        self.scope_box.addItem(self.tr("All hands"))
        self.scope_box.addItem(self.tr("History window's filter"))
        self.scope_box.model().item(1).setEnabled(False)  # type: ignore[attr-defined]
        self.scope_box.currentIndexChanged.connect(lambda i: self.scope_chosen.emit(i == 1))
        self.practice_box = QCheckBox(self.tr("Practice hands"))
        self.practice_box.setToolTip(self.tr("Count the hands played again from a decision (Play from here) too"))
        self.practice_box.setAccessibleName(self.tr("Count practice hands"))
        self.practice_box.toggled.connect(self.practice_counted)
        self.status = QLabel(" ")
        self.status.setObjectName("StatsStatus")
        self.refresh_button = QPushButton(self.tr("Refresh"))
        self.refresh_button.clicked.connect(self.refresh_requested)
        self.help_button = QPushButton(self.tr("Help"))
        self.help_button.setAccessibleName(self.tr("What the figures mean"))
        self.help_button.clicked.connect(self.show_help)

        head = QHBoxLayout()
        head.addWidget(QLabel(self.tr("Player:")))
        head.addWidget(self.player_box)
        head.addSpacing(12)
        head.addWidget(QLabel(self.tr("Hands:")))
        head.addWidget(self.scope_box)
        head.addWidget(self.practice_box)
        head.addSpacing(12)
        head.addWidget(self.status, 1)
        head.addWidget(self.refresh_button)
        head.addWidget(self.help_button)

        titles = column_titles()
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setAccessibleName(self.tr("Figures per player"))
        self.table.setHorizontalHeaderLabels([titles[c] for c in COLUMNS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(lambda row, _col: self._choose_row(row))
        self.table.setMinimumHeight(self.table.verticalHeader().defaultSectionSize() * 4 + 30)

        bb = self.tr("big bets")
        self.results = LineChart(self.tr("Cumulative result"), self.tr("hands"), bb,
                                 [(self.tr("result"), ACTUAL), (self.tr("all-in adjusted"), ADJUSTED)],
                                 markers=SESSION, marker_name=self.tr("a session starts"))
        self.sessions = BarChart(self.tr("Result per session"), bb)
        self.doors = BarChart(self.tr("BB/100 by door card"), self.tr("big bets per 100 hands"))
        self.classes = BarChart(self.tr("BB/100 by starting class"), self.tr("big bets per 100 hands"))
        self.practice = LineChart(self.tr("Practice: learning curve"), self.tr("session"),
                                  self.tr("per 100 decisions"),
                                  [(self.tr("mistakes"), MISTAKES), (self.tr("big bets lost"), LOST)])
        self.practice_table = QTableWidget(0, 5)
        self.practice_table.setHorizontalHeaderLabels([
            self.tr("Street"), self.tr("Decisions"), self.tr("Mistakes /100"), self.tr("Blunders /100"),
            self.tr("BB lost /100")])
        self.practice_table.verticalHeader().setVisible(False)
        self.practice_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.practice_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.practice_table.setMaximumHeight(190)
        practice_page = QWidget()
        pl = QVBoxLayout(practice_page)
        pl.setContentsMargins(0, 0, 0, 0)
        pl.addWidget(self.practice, 1)
        pl.addWidget(self.practice_table)

        self.tabs = QTabWidget()
        self.tabs.addTab(self.results, self.tr("Results"))
        self.tabs.addTab(self.sessions, self.tr("Sessions"))
        self.tabs.addTab(self.doors, self.tr("Door card"))
        self.tabs.addTab(self.classes, self.tr("Starting hand"))
        self.tabs.addTab(practice_page, self.tr("Practice"))
        self.tournaments = TournamentsPage()
        self.tabs.addTab(self.tournaments, self.tr("Tournaments"))

        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        self._split = split
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(split, 1)
        fit_to_screen(self, QSize(1000, 720))  # within the screen (issue 38: a 1024x700 screen)

        self.results.set_hover(self._hover_result)
        self.sessions.set_hover(self._hover_session)
        self.doors.set_hover(lambda x, _y: self._hover_bucket(self.doors, x, self._doors))
        self.classes.set_hover(lambda x, _y: self._hover_bucket(self.classes, x, self._classes))
        self.practice.set_hover(self._hover_practice)
        self._doors: list[Bucket] = []
        self._classes: list[Bucket] = []

    # --------------------------------------------------------------- numbers

    def _num(self, value: float, decimals: int = 1, signed: bool = False) -> str:
        text = self._locale.toString(float(value), "f", decimals)
        return ("+" + text) if signed and value > 0 else text

    def _int(self, value: int) -> str:
        return self._locale.toString(int(value))

    def _cell(self, f: PlayerFigures, column: str) -> str:
        value = getattr(f, column)
        if column == "player":
            return str(value)
        if column in SHARES:
            return self._num(100 * value, 1) + " %"
        if column == "bb_per_100":
            return self._num(value, 2, signed=True)
        if column == "net":
            return ("+" if value > 0 else "") + self._int(value)
        return self._int(value)

    # ----------------------------------------------------------- receiving

    def set_busy(self, busy: bool) -> None:
        self.refresh_button.setEnabled(not busy)
        if busy:
            self.status.setText(self.tr("Computing..."))

    def show_failure(self, why: str) -> None:
        self.status.setText(self.tr("The figures could not be read: %1").replace("%1", why))

    def set_history_filter(self, description: str | None) -> None:
        """The History window's current filter (None: it has none): offered as a choice of hands."""
        item = self.scope_box.model().item(1)  # type: ignore[attr-defined]
        item.setEnabled(description is not None)
        label = self.tr("History window's filter")
        self.scope_box.setItemText(1, label if description is None else f"{label}: {description}")
        if description is None and self.scope_box.currentIndex() == 1:
            self.scope_box.setCurrentIndex(0)

    def show_report(self, report: StatsReport) -> None:
        self._report = report
        self._fill_players(report)
        self._fill_results(report)
        self._fill_buckets(report)
        self._fill_practice(report)
        self.tournaments.show_figures(report.tournaments)
        if report.player is None:
            self.status.setText(self.tr("No hands yet: play a hand or import hand histories."))
        else:
            self.status.setText(self.tr("%1 hands of %2 (computed in %3 ms)")
                                .replace("%1", self._int(len(report.series.net_bb)))
                                .replace("%2", report.player)
                                .replace("%3", self._int(round(report.millis))))
        self.refresh_button.setEnabled(True)

    def _fit_table(self, rows: int) -> None:
        """Show up to eight players' rows without scrolling; the charts take the rest."""
        row = self.table.verticalHeader().defaultSectionSize()
        wanted = self.table.horizontalHeader().height() + row * max(2, min(rows, 8)) + 2 * self.table.frameWidth() + 4
        total = sum(self._split.sizes()) or self.height()
        self._split.setSizes([wanted, max(total - wanted, 300)])

    def _fill_players(self, report: StatsReport) -> None:
        self._filling = True
        try:
            if self.table.rowCount() != len(report.players):
                self.table.setRowCount(len(report.players))
                self._fit_table(len(report.players))
            for row, f in enumerate(report.players):
                for col, name in enumerate(COLUMNS):
                    item = QTableWidgetItem(self._cell(f, name))
                    if col:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    self.table.setItem(row, col, item)
            names = [f.player for f in report.players]
            if [self.player_box.itemText(i) for i in range(self.player_box.count())] != names:
                self.player_box.clear()
                self.player_box.addItems(names)
            if report.player is not None:
                self.player_box.setCurrentText(report.player)
                if report.player in names:
                    self.table.selectRow(names.index(report.player))
        finally:
            self._filling = False

    def _fill_results(self, report: StatsReport) -> None:
        s = report.series
        n = len(s.net_bb)
        x = np.arange(1, n + 1, dtype=np.float64)
        self.results.set_lines(x, [s.cumulative, s.cumulative_allin])
        starts = s.session_starts()
        self.results.set_markers(x[starts] if n else x, s.cumulative[starts] if n else x)
        heights = np.array([r.net_bb for r in report.sessions], dtype=np.float64)
        self.sessions.set_bars(heights, None if len(heights) > 30 else [str(r.session_id) for r in report.sessions])

    def _fill_buckets(self, report: StatsReport) -> None:
        self._doors = list(report.by_door)
        self._classes = list(report.by_class)
        self.doors.set_bars(np.array([b.bb_per_100 for b in self._doors]),
                            [self._door_name(b.key) for b in self._doors],
                            [self._int(b.hands) for b in self._doors])
        names = class_names()
        self.classes.set_bars(np.array([b.bb_per_100 for b in self._classes]),
                              [names[b.key] for b in self._classes],
                              [self._int(b.hands) for b in self._classes])

    def _fill_practice(self, report: StatsReport) -> None:
        per = report.practice_by_session
        x = np.arange(1, len(per) + 1, dtype=np.float64)
        self.practice.set_lines(x, [np.array([p.mistakes_per_100 for p in per]),
                                    np.array([p.lost_per_100 for p in per])])
        streets = report.practice_by_street
        self.practice_table.setRowCount(len(streets))
        for row, p in enumerate(streets):
            values = [self._street_name(p.key), self._int(p.decisions), self._num(p.mistakes_per_100),
                      self._num(p.blunders_per_100), self._num(p.lost_per_100, 2)]
            for col, text in enumerate(values):
                self.practice_table.setItem(row, col, QTableWidgetItem(text))
        if not per:
            self.practice.hover_label.setText(self.tr("No practice reviews stored yet: turn on practice mode."))

    # ---------------------------------------------------------------- hover

    def _door_name(self, key: int) -> str:
        return DOOR_RANKS[key]

    def _class_name(self, key: int) -> str:
        return class_names()[key]

    def _street_name(self, street: int) -> str:
        names = {3: self.tr("3rd street"), 4: self.tr("4th street"), 5: self.tr("5th street"),
                 6: self.tr("6th street"), 7: self.tr("7th street")}
        return names.get(street, str(street))

    def _hover_result(self, x: float, _y: float) -> str:
        if self._report is None or not len(self._report.series.net_bb):
            return ""
        s = self._report.series
        i = int(round(x)) - 1
        if not 0 <= i < len(s.net_bb):
            return ""
        text = (self.tr("Hand %1 of %2 (session %3): this hand %4, in all %5 big bets; all-in adjusted %6")
                .replace("%1", self._int(i + 1)).replace("%2", self._int(len(s.net_bb)))
                .replace("%3", self._int(int(s.session_ids[i])))
                .replace("%4", self._num(s.net_bb[i], 2, signed=True))
                .replace("%5", self._num(s.cumulative[i], 2, signed=True))
                .replace("%6", self._num(s.cumulative_allin[i], 2, signed=True)))
        if i in set(s.session_starts().tolist()):
            text = self.tr("Session %1 starts. ").replace("%1", self._int(int(s.session_ids[i]))) + text
        return text

    def _hover_session(self, x: float, _y: float) -> str:
        if self._report is None:
            return ""
        i = self.sessions.bar_at(x)
        if i is None or i >= len(self._report.sessions):
            return ""
        r = self._report.sessions[i]
        return (self.tr("Session %1: %2 hands, %3 big bets").replace("%1", self._int(r.session_id))
                .replace("%2", self._int(r.hands)).replace("%3", self._num(r.net_bb, 2, signed=True)))

    def _hover_bucket(self, chart: BarChart, x: float, buckets: list[Bucket]) -> str:
        i = chart.bar_at(x)
        if i is None or i >= len(buckets):
            return ""
        b = buckets[i]
        label = self._door_name(b.key) if chart is self.doors else self._class_name(b.key)
        what = self.tr("Door card %1") if chart is self.doors else "%1"
        return (self.tr("%1: %2 hands, %3 big bets per 100 hands").replace("%1", what.replace("%1", label))
                .replace("%2", self._int(b.hands)).replace("%3", self._num(b.bb_per_100, 2, signed=True)))

    def _hover_practice(self, x: float, _y: float) -> str:
        if self._report is None:
            return ""
        per = self._report.practice_by_session
        i = int(round(x)) - 1
        if not 0 <= i < len(per):
            return ""
        p: PracticeFigures = per[i]
        return (self.tr("Session %1: %2 decisions graded, %3 mistakes and %4 big bets lost per 100 decisions")
                .replace("%1", self._int(p.key)).replace("%2", self._int(p.decisions))
                .replace("%3", self._num(p.mistakes_per_100)).replace("%4", self._num(p.lost_per_100, 2)))

    # --------------------------------------------------------------- intents

    def _player_changed(self, name: str) -> None:
        if not self._filling and name and (self._report is None or name != self._report.player):
            self.player_chosen.emit(name)

    def _choose_row(self, row: int) -> None:
        item = self.table.item(row, 0)
        if item is not None:
            self.player_box.setCurrentText(item.text())

    def show_help(self) -> QDialog:
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Statistics: definitions"))
        text = QTextBrowser()
        text.setHtml(help_html())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(text)
        layout.addWidget(buttons)
        dialog.resize(620, 520)
        dialog.show()
        return dialog

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.active_changed.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.active_changed.emit(False)
