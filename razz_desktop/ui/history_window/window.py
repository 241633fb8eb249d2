"""The History window: every hand ever logged, played here or imported, filtered and sorted.

The list is a ``QTableView`` on the model app.py gives it (a paged query
over the hand log: the view fetches pages as it scrolls, so 100,000 hands
open as fast as 100). The window owns no data: the filters leave as
``filter_changed`` (a ``HandFilter``), a hand to open as ``hand_wanted``
(its database id), exports as ``export_requested`` (the format, the file,
and the selected hands or the current filter). Clicking a column header
sorts by it (the model asks the query to). Enter or a double-click opens
the hand in the hand window, which shows it as the Last Hand window does,
with Replay and Export.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QItemSelectionModel,
    QModelIndex,
    QSize,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.controllers.history_browser import COLUMN, HAND_ID_ROLE, BrowseChoices
from razz_desktop.records import HandFilter
from razz_desktop.ui.fonts import ui_font_family
from razz_desktop.ui.theme import ink_for
from razz_desktop.ui.window_state import fit_to_screen

from .delegate import HistoryDelegate
from .export_dialog import ask_export_target
from .filters import FilterPanel
from .wording import hands_count

HEADING_ROOM = 34
"""Beside a heading's text: the sort arrow and the section's padding, in pixels."""
NUMBER_DIGITS = 7
"""Hand and session numbers get room for this many digits."""
COLUMN_WIDTHS = {
    "date": 130, "session": 64, "hand": 64, "site": 200, "stakes": 124, "players": 58, "third": 100,
    "result": 80, "result_bb": 70, "showdown": 74,
}


class HistoryWindow(QWidget):
    """Every logged hand. See the module docstring."""

    opened = Signal(object)
    """HandFilter: the window was shown (or hands were added while it is): read the hands again."""
    filter_changed = Signal(object)
    """HandFilter: the filters the user set."""
    hand_wanted = Signal(int)
    """A hand to open in full, by database id."""
    replay_wanted = Signal(int)
    """A hand to replay, by database id."""
    export_requested = Signal(str, str, object, object)
    analyse_wanted = Signal(object)  # the selected hands' ids, or None for every imported hand not analysed yet
    """(format, path, HandFilter or None, list of hand ids or None): the hands chosen (or every hand
    of the filter) and the file the user picked; the history controller's ``export_hands`` takes them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("HistoryWindow")
        self.setWindowTitle(self.tr("Hand History"))
        font = self.font()
        font.setFamily(ui_font_family())
        self.setFont(font)
        self._ink = ink_for(self)
        self._total = 0
        self._sized = False

        self.filters = FilterPanel(self)
        self.filters.changed.connect(self.filter_changed)
        self.filter_box = QGroupBox()
        self.filter_box.setObjectName("HistoryFilterBox")
        QVBoxLayout(self.filter_box).addWidget(self.filters)
        self.filter_toggle = QToolButton()
        self.filter_toggle.setText(self.tr("Hide filters"))
        self.filter_toggle.setCheckable(True)
        self.filter_toggle.setChecked(True)
        self.filter_toggle.setToolTip(self.tr("Show or hide the filters (Ctrl+F)"))
        self.filter_toggle.toggled.connect(self._toggle_filters)

        self.table = QTableView()
        self.table.setObjectName("HistoryTable")
        self.table.setAccessibleName(self.tr("Hands"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setSortingEnabled(True)
        self.table.setWordWrap(False)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.table.horizontalHeader().setHighlightSections(False)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSortIndicator(COLUMN["date"], Qt.SortOrder.DescendingOrder)
        # Only the columns it paints differently: Qt's own delegate (C++) draws the rest fast.
        self.delegate = HistoryDelegate(self._ink, self.table)
        for key in ("third", "result", "result_bb"):
            self.table.setItemDelegateForColumn(COLUMN[key], self.delegate)
        self.table.doubleClicked.connect(self._open_index)
        self.empty_label = QLabel(self.table.viewport())
        self.empty_label.setObjectName("historyEmpty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.setStyleSheet(f"QLabel#historyEmpty {{ color: {self._ink.muted}; font-size: 14pt; }}")
        self.empty_label.hide()

        self.count_label = QLabel()
        self.count_label.setObjectName("historyCount")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet(f"color: {self._ink.muted}")
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setToolTip(self.tr("Show the hand street by street (Enter)"))
        self.replay_button = QPushButton(self.tr("&Replay"))
        self.replay_button.setToolTip(self.tr("Replay the hand on the table (Ctrl+R)"))
        self.export_selected_button = QPushButton(self.tr("Export &selected\u2026"))
        self.export_selected_button.setToolTip(self.tr("Write the selected hands to a PokerStars or PHH file"))
        self.export_filtered_button = QPushButton(self.tr("Export &all shown\u2026"))
        self.export_filtered_button.setToolTip(self.tr("Write every hand the filters let through to a file"))
        self.analyse_button = QPushButton(self.tr("Anal&yse hands\u2026"))
        self.analyse_button.setToolTip(self.tr("The Coach grades your decisions in imported hands, as in "
                                               "practice (Game > Mistakes shows them)"))
        analyse_menu = QMenu(self.analyse_button)
        analyse_menu.addAction(self.tr("Analyse the selected hands"),
                               lambda: self.analyse_wanted.emit(self.selected_hand_ids()))
        analyse_menu.addAction(self.tr("Analyse every imported hand not analysed yet"),
                               lambda: self.analyse_wanted.emit(None))
        self.analyse_button.setMenu(analyse_menu)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.close)

        head = QHBoxLayout()
        head.addWidget(self.filter_toggle)
        head.addStretch(1)
        head.addWidget(self.count_label)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        for b in (self.open_button, self.replay_button, self.export_selected_button, self.export_filtered_button,
                  self.analyse_button):
            bottom.addWidget(b)
        bottom.addSpacing(12)
        bottom.addWidget(close)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(8)
        layout.addLayout(head)
        layout.addWidget(self.filter_box)
        layout.addWidget(self.table, 1)
        layout.addLayout(bottom)

        self.open_button.clicked.connect(self.open_selected)
        self.replay_button.clicked.connect(self.replay_selected)
        self.export_selected_button.clicked.connect(self.export_selected)
        self.export_filtered_button.clicked.connect(self.export_filtered)
        QShortcut(QKeySequence("Return"), self.table, self.open_selected)
        QShortcut(QKeySequence("Enter"), self.table, self.open_selected)
        QShortcut(QKeySequence("Ctrl+R"), self, self.replay_selected)
        QShortcut(QKeySequence("Ctrl+F"), self, lambda: self.filter_toggle.toggle())
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        QShortcut(QKeySequence("Esc"), self, self.close)
        fit_to_screen(self, QSize(1180, 760))
        self.setMinimumSize(860, 520)
        self._update_buttons()

    def _toggle_filters(self, on: bool) -> None:
        self.filter_box.setVisible(on)
        self.filter_toggle.setText(self.tr("Hide filters") if on else self.tr("Show filters"))

    # ------------------------------------------------------------ the model

    def set_model(self, model: QAbstractItemModel) -> None:
        """The hands to list (a paged model: app.py gives the history browser's)."""
        self.table.setModel(model)
        header = self.table.horizontalHeader()
        text = self.table.fontMetrics()
        heading = header.fontMetrics()
        keys = {column: key for key, column in COLUMN.items()}
        for column in range(model.columnCount()):
            key = keys.get(column, "")
            width = COLUMN_WIDTHS.get(key, header.sectionSize(column))
            title = str(model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) or "")
            # Never narrower than its heading with the sort arrow, nor (the hand's number) than seven
            # digits: "Hand" was cut to "Ha..." and six-digit numbers to "12...". (issue 38)
            width = max(width, heading.horizontalAdvance(title) + HEADING_ROOM)
            if key in ("hand", "session"):
                width = max(width, text.horizontalAdvance("9" * NUMBER_DIGITS) + HEADING_ROOM)
            header.resizeSection(column, width)
        selection = self.table.selectionModel()
        if selection is not None:
            selection.selectionChanged.connect(lambda *_: self._update_buttons())
        model.modelReset.connect(self._update_buttons)

    @property
    def model(self) -> QAbstractItemModel | None:
        return self.table.model()

    def current_filter(self) -> HandFilter | None:
        return self.filters.current()

    # ------------------------------------------------------------ answers

    @Slot(int)
    def on_total(self, total: int) -> None:
        """How many hands the filters let through."""
        self._total = total
        self.count_label.setText(hands_count(total))
        self.status.clear()
        if total == 0:
            unfiltered = self.filters.current() in (None, HandFilter())
            self.empty_label.setText(
                self.tr("No hands yet. Play a hand, or bring in your hands from other sites with "
                        "File > Import hand histories\u2026") if unfiltered
                else self.tr("No hands match these filters."))
            self._place_empty_label()
        self.empty_label.setVisible(total == 0)
        self._update_buttons()

    def _place_empty_label(self) -> None:
        self.empty_label.setGeometry(self.table.viewport().rect().adjusted(40, 40, -40, -40))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._place_empty_label()

    @Slot(object)
    def set_choices(self, choices: BrowseChoices) -> None:
        self.filters.set_choices(choices)

    @Slot(str)
    def show_problem(self, text: str) -> None:
        self.status.setStyleSheet(f"color: {self._ink.negative}")
        self.status.setText(text)

    @Slot(str)
    def show_note(self, text: str) -> None:
        self.status.setStyleSheet(f"color: {self._ink.muted}")
        self.status.setText(text)

    # ------------------------------------------------------------ intents

    def show_window(self) -> None:
        """Open (or raise) the window; the hands are read again (``opened``)."""
        if not self._sized:
            self._sized = True
            screen = self.screen().availableGeometry() if self.screen() is not None else None
            if screen is not None and screen.isValid():
                self.resize(min(self.width(), int(screen.width() * 0.94)),
                            min(self.height(), int(screen.height() * 0.92)))
        self.show()
        self.raise_()
        self.activateWindow()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._reread()

    def _reread(self) -> None:
        current = self.filters.current()
        if current is not None:
            self.opened.emit(current)

    @Slot(object)
    def on_hands_changed(self, _what: object = None) -> None:
        """A hand was saved (or hands imported): read the list again while the window is open."""
        if self.isVisible():
            self._reread()

    @Slot()
    def export_all(self) -> None:
        """File > Export hands...: the window, then the hands its filters let through."""
        self.show_window()
        self.export_filtered()

    def selected_rows(self) -> list[int]:
        selection = self.table.selectionModel()
        if selection is None:
            return []
        return sorted(index.row() for index in selection.selectedRows())

    def selected_hand_ids(self) -> list[int]:
        model = self.table.model()
        if model is None:
            return []
        return [int(model.index(r, 0).data(HAND_ID_ROLE)) for r in self.selected_rows()]

    def _current_hand_id(self) -> int | None:
        model = self.table.model()
        index = self.table.currentIndex()
        if model is None or not index.isValid():
            ids = self.selected_hand_ids()
            return ids[0] if ids else None
        return int(model.index(index.row(), 0).data(HAND_ID_ROLE))

    def _open_index(self, index: QModelIndex) -> None:
        model = self.table.model()
        if model is not None and index.isValid():
            self.hand_wanted.emit(int(model.index(index.row(), 0).data(HAND_ID_ROLE)))

    def select_row(self, row: int) -> None:
        model = self.table.model()
        if model is None or not 0 <= row < model.rowCount():
            return
        self.table.selectionModel().setCurrentIndex(
            model.index(row, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows)

    @Slot()
    def open_selected(self) -> None:
        hand_id = self._current_hand_id()
        if hand_id is not None:
            self.hand_wanted.emit(hand_id)

    @Slot()
    def replay_selected(self) -> None:
        hand_id = self._current_hand_id()
        if hand_id is not None:
            self.replay_wanted.emit(hand_id)

    @Slot()
    def export_selected(self) -> None:
        ids = self.selected_hand_ids()
        if ids:
            self._export(tuple(ids), None, hands_count(len(ids)))

    @Slot()
    def export_filtered(self) -> None:
        """Export every hand the filters let through (File > Export hands... comes here too)."""
        current = self.filters.current()
        if current is None:
            self.show_problem(self.tr("Fix the starting cards filter first."))
            return
        if self._total == 0:
            self.show_note(self.tr("No hands to export: the filters let none through."))
            return
        self._export(None, current, hands_count(self._total))

    def export_hand(self, hand_id: int) -> None:
        """The hand window's Export: one hand."""
        self._export((hand_id,), None, hands_count(1), default_name=f"razz-hand-{hand_id}")

    def _export(self, ids: tuple[int, ...] | None, filter_: HandFilter | None, what: str,
                default_name: str = "razz-hands") -> None:
        target = ask_export_target(self, what, default_name)
        if target is None:
            return
        path, fmt = target
        self.show_note(self.tr("Exporting {what} to {path}\u2026").format(what=what, path=path))
        self.export_requested.emit(fmt, path, filter_, None if ids is None else list(ids))

    @Slot(int, str)
    def on_exported(self, count: int, path: str) -> None:
        """An export is written: say how many hands, where."""
        self.show_note(self.tr("Exported {what} to {path}.").format(what=hands_count(count), path=path))

    def _update_buttons(self) -> None:
        rows = self.selected_rows()
        current = self.table.currentIndex().isValid()
        self.open_button.setEnabled(bool(rows) or current)
        self.replay_button.setEnabled(bool(rows) or current)
        self.export_selected_button.setEnabled(bool(rows))
        self.export_filtered_button.setEnabled(self._total > 0)
