"""Game > New tournament: the players, the level schedule (a preset or one's own), the buy-in and payouts.

Everything is validated at the field, by the same rules the tournament package
enforces (``tournament.schedule.validate``, ``tournament.payouts.Payouts``):
the level table marks the cell at fault and says why under the table, and
"Start" stays disabled until the whole tournament is one the rules allow, so
a bad schedule never reaches the game.

The dialog receives the table the user's settings describe (who sits where,
at which level and style) and hands back a :class:`TournamentChoice`; it
knows no controller (DESIGN.md: windows emit intents).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.engine.rules import MAX_PLAYERS, MIN_PLAYERS
from razz_desktop.settings import (
    ALL_LEVELS,
    LEVEL_LABELS,
    PRACTICE_LEVELS,
    STYLE_LABELS,
    STYLES,
    TableSettings,
)
from razz_desktop.tournament.payouts import (
    PayoutError,
    Payouts,
    default_payouts,
    payouts_from_percentages,
)
from razz_desktop.tournament.schedule import PRESETS, Level, LevelUnit, Schedule, ScheduleError
from razz_desktop.ui.settings_dialog.fields import select_data, settings_tr

COLUMNS = ("small_bet", "big_bet", "ante", "bring_in", "length")
"""The level table's columns, by the field names validation reports."""
MAX_CHIPS = 100_000_000
ERROR_BRUSH = QBrush(QColor("#8b2a2a"))


@dataclass(frozen=True, slots=True)
class TournamentChoice:
    """What the dialog hands back: the tournament and who sits where."""

    schedule: Schedule
    payouts: Payouts
    buy_in: int
    human_seat: int
    opponents: tuple[tuple[int, str, str | None], ...]
    """(seat, level, style) of every computer seat."""


class TournamentDialog(QDialog):
    """The New tournament dialog; :meth:`choice` is valid once it was accepted."""

    def __init__(self, table: TableSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tournament"))
        self.setObjectName("TournamentDialog")
        self._loading = False
        column = QVBoxLayout(self)
        sides = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        sides.addLayout(left, 1)
        sides.addLayout(right, 1)
        column.addLayout(sides)

        players = QGroupBox(self.tr("Players"), self)
        pform = QFormLayout(players)
        self.players = QSpinBox(self)
        self.players.setObjectName("tournamentPlayers")
        self.players.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.players.setAccessibleName(self.tr("Number of players"))
        pform.addRow(self._label(self.tr("&Players:"), self.players), self.players)
        self.human_seat = QSpinBox(self)
        self.human_seat.setObjectName("tournamentSeat")
        self.human_seat.setRange(1, MAX_PLAYERS)
        self.human_seat.setAccessibleName(self.tr("Your seat"))
        pform.addRow(self._label(self.tr("&Your seat:"), self.human_seat), self.human_seat)
        grid = QGridLayout()
        self.seat_labels: dict[int, QLabel] = {}
        self.level_boxes: dict[int, QComboBox] = {}
        self.style_boxes: dict[int, QComboBox] = {}
        for seat in range(1, MAX_PLAYERS + 1):
            label = QLabel(self)
            level, style = QComboBox(self), QComboBox(self)
            level.setAccessibleName(self.tr("Seat %1 level").replace("%1", str(seat)))
            style.setAccessibleName(self.tr("Seat %1 style").replace("%1", str(seat)))
            for key in ALL_LEVELS:
                level.addItem(settings_tr(LEVEL_LABELS[key]), key)
            for style_key in (None, *STYLES):
                style.addItem(settings_tr(STYLE_LABELS[style_key]), style_key)
            level.activated.connect(self._refresh)
            grid.addWidget(label, seat, 0)
            grid.addWidget(level, seat, 1)
            grid.addWidget(style, seat, 2)
            self.seat_labels[seat], self.level_boxes[seat], self.style_boxes[seat] = label, level, style
        pform.addRow(grid)
        left.addWidget(players)

        levels = QGroupBox(self.tr("Levels"), self)
        lcol = QVBoxLayout(levels)
        lform = QFormLayout()
        self.preset = QComboBox(self)
        self.preset.setObjectName("tournamentPreset")
        self.preset.setAccessibleName(self.tr("Schedule"))
        for key, label_text in (("regular", self.tr("Regular (a level every 12 hands)")),
                                ("turbo", self.tr("Turbo (a level every 6 hands)")),
                                ("hyper", self.tr("Hyper-turbo (a level every 3 hands)"))):
            self.preset.addItem(label_text, key)
        self.preset.addItem(self.tr("My own"), None)
        self.preset.activated.connect(self._preset_chosen)
        lform.addRow(self._label(self.tr("&Schedule:"), self.preset), self.preset)
        self.unit = QComboBox(self)
        self.unit.setObjectName("tournamentUnit")
        self.unit.setAccessibleName(self.tr("A level lasts"))
        self.unit.addItem(self.tr("hands"), LevelUnit.HANDS)
        self.unit.addItem(self.tr("minutes of play"), LevelUnit.MINUTES)
        self.unit.activated.connect(self._edited)
        lform.addRow(self._label(self.tr("A level &lasts:"), self.unit), self.unit)
        self.starting = QSpinBox(self)
        self.starting.setObjectName("tournamentChips")
        self.starting.setRange(1, MAX_CHIPS)
        self.starting.setGroupSeparatorShown(True)
        self.starting.setAccessibleName(self.tr("Starting chips"))
        self.starting.valueChanged.connect(self._edited)
        lform.addRow(self._label(self.tr("Starting &chips:"), self.starting), self.starting)
        lcol.addLayout(lform)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("tournamentLevels")
        self.table.setAccessibleName(self.tr("Levels: small bet, big bet, ante, bring-in and length of each"))
        # Two-word headers on two lines ("Kleiner / Einsatz"): the table stays narrow in every language.
        self.table.setHorizontalHeaderLabels([text.replace(" ", "\n", 1) for text in (
            self.tr("Small bet"), self.tr("Big bet"), self.tr("Ante"), self.tr("Bring-in"), self.tr("Length"))])
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(260)
        self.table.itemChanged.connect(self._cell_edited)
        lcol.addWidget(self.table)
        buttons = QHBoxLayout()
        self.add_level = QPushButton(self.tr("&Add level"), self)
        self.add_level.clicked.connect(self._add_level)
        self.remove_level = QPushButton(self.tr("&Remove last level"), self)
        self.remove_level.clicked.connect(self._remove_level)
        buttons.addWidget(self.add_level)
        buttons.addWidget(self.remove_level)
        buttons.addStretch(1)
        lcol.addLayout(buttons)
        right.addWidget(levels)

        prizes = QGroupBox(self.tr("Prizes"), self)
        zform = QFormLayout(prizes)
        self.buy_in = QSpinBox(self)
        self.buy_in.setObjectName("tournamentBuyIn")
        self.buy_in.setRange(0, MAX_CHIPS)
        self.buy_in.setGroupSeparatorShown(True)
        self.buy_in.setSpecialValueText(self.tr("Play money (none)"))
        self.buy_in.setAccessibleName(self.tr("Buy-in"))
        self.buy_in.valueChanged.connect(self._edited)
        zform.addRow(self._label(self.tr("&Buy-in:"), self.buy_in), self.buy_in)
        self.payouts = QLineEdit(self)
        self.payouts.setObjectName("tournamentPayouts")
        self.payouts.setAccessibleName(self.tr("Payouts in percent, first place first"))
        self.payouts.setToolTip(self.tr("Percent of the prize pool for 1st, 2nd, ... place, e.g. 65/35; "
                                        "they must add to 100"))
        self.payouts.textEdited.connect(self._payouts_typed)
        self._payouts_own = False
        zform.addRow(self._label(self.tr("Pa&youts (%):"), self.payouts), self.payouts)
        left.addWidget(prizes)
        left.addStretch(1)

        self.message = QLabel(self)
        self.message.setObjectName("tournamentMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color:#e58c8c;")
        column.addWidget(self.message)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                    self)
        self.box.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start tournament"))
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        column.addWidget(self.box)

        self._choice: TournamentChoice | None = None
        self._load(table)
        self.players.valueChanged.connect(self._refresh)
        self.human_seat.valueChanged.connect(self._refresh)

    # ----------------------------------------------------------------- set up

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(buddy)
        return label

    def _load(self, table: TableSettings) -> None:
        self._loading = True
        self.players.setValue(table.players)
        self.human_seat.setValue(min(table.human_seat, table.players))
        for seat in range(1, MAX_PLAYERS + 1):
            opp = table.opponents[seat - 1] if seat <= len(table.opponents) else None
            if opp is not None:
                select_data(self.level_boxes[seat], opp.level)
                select_data(self.style_boxes[seat], opp.style)
        self._loading = False
        self._apply_preset(PRESETS["regular"])
        self._refresh()

    def _apply_preset(self, schedule: Schedule) -> None:
        self._loading = True
        select_data(self.preset, schedule.name if schedule.name in PRESETS else None)
        select_data(self.unit, schedule.unit)
        self.starting.setValue(schedule.starting_chips)
        self.table.setRowCount(0)
        for lv in schedule.levels:
            self._append_row(lv)
        self._loading = False
        self._fit_table()
        self._edited()

    def _fit_table(self) -> None:
        """Columns of equal width, each wide enough for the longest header in the player's language
        ("Kleiner Einsatz"): nothing cut, no sideways scrolling."""
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        headers = (self.table.horizontalHeaderItem(c) for c in range(self.table.columnCount()))
        widest = max(metrics.horizontalAdvance(line) for item in headers if item is not None
                     for line in item.text().splitlines()) + 24
        self.table.setMinimumWidth(widest * self.table.columnCount() + self.table.verticalHeader().sizeHint().width()
                                   + self.table.verticalScrollBar().sizeHint().width() + 2 * self.table.frameWidth())

    def _append_row(self, level: Level) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setVerticalHeaderItem(row, QTableWidgetItem(str(row + 1)))
        for col, name in enumerate(COLUMNS):
            item = QTableWidgetItem(str(getattr(level, name)))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(row, col, item)

    # ----------------------------------------------------------------- edits

    def _preset_chosen(self) -> None:
        key = self.preset.currentData()
        if key is not None:
            self._apply_preset(PRESETS[key])

    def _cell_edited(self, _item: QTableWidgetItem) -> None:
        if not self._loading:
            self._to_own()
            self._edited()

    def _to_own(self) -> None:
        select_data(self.preset, None)

    def _add_level(self) -> None:
        last = self._row_values(self.table.rowCount() - 1) if self.table.rowCount() else None
        if last is None or any(v is None for v in last):
            level = Level(20, 40, 2, 5, 12)
        else:
            sb, bb, ante, bring_in, length = (int(v) for v in last if v is not None)
            level = Level(sb * 2, bb * 2, ante * 2, bring_in * 2, length)
        self._loading = True
        self._append_row(level)
        self._loading = False
        self._to_own()
        self._edited()

    def _remove_level(self) -> None:
        if self.table.rowCount() > 1:
            self.table.removeRow(self.table.rowCount() - 1)
            self._to_own()
            self._edited()

    def _payouts_typed(self, _text: str) -> None:
        self._payouts_own = True
        self._edited()

    def _refresh(self) -> None:
        """Seats follow the number of players; the usual payouts follow it too, unless typed."""
        count = self.players.value()
        self.human_seat.setMaximum(count)
        human = self.human_seat.value()
        for seat in range(1, MAX_PLAYERS + 1):
            used = seat <= count
            is_human = seat == human
            self.seat_labels[seat].setText(self.tr("Seat %1: you").replace("%1", str(seat)) if is_human
                                           else self.tr("Seat %1").replace("%1", str(seat)))
            self.seat_labels[seat].setVisible(used)
            level, style = self.level_boxes[seat], self.style_boxes[seat]
            level.setVisible(used and not is_human)
            style.setVisible(used and not is_human)
            style.setEnabled(level.currentData() not in PRACTICE_LEVELS)
        if not self._payouts_own:
            self.payouts.setText("/".join(str(p) for p in default_payouts(count).percentages))
        self._edited()

    def _row_values(self, row: int) -> list[int | None]:
        out: list[int | None] = []
        for col in range(len(COLUMNS)):
            item = self.table.item(row, col)
            text = item.text().strip().replace(",", "").replace(".", "").replace("\u00a0", "") if item else ""
            out.append(int(text) if text.isdigit() else None)
        return out

    # -------------------------------------------------------------- validation

    def _edited(self) -> None:
        if self._loading:
            return
        self._choice = None
        self._clear_marks()
        try:
            schedule = self._schedule()
            payouts = self._payouts()
        except ScheduleError as exc:
            self._refuse(self._schedule_message(exc))
            self._mark(exc.level, exc.field)
            return
        except PayoutError as exc:
            self.payouts.setStyleSheet("background:#8b2a2a;")
            self._refuse(self.tr("Payouts: %1").replace("%1", str(exc)))
            return
        opponents = tuple((seat, self.level_boxes[seat].currentData(),
                           None if self.level_boxes[seat].currentData() in PRACTICE_LEVELS
                           else self.style_boxes[seat].currentData())
                          for seat in range(1, self.players.value() + 1) if seat != self.human_seat.value())
        self._choice = TournamentChoice(schedule, payouts, self.buy_in.value(), self.human_seat.value(), opponents)
        self.message.clear()
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)

    def _schedule(self) -> Schedule:
        levels = []
        for row in range(self.table.rowCount()):
            values = self._row_values(row)
            for col, value in enumerate(values):
                if value is None:
                    raise ScheduleError(f"level {row + 1}: {COLUMNS[col]} is not a whole number", row,
                                        COLUMNS[col], "whole")
            sb, bb, ante, bring_in, length = (int(v) for v in values if v is not None)
            levels.append(Level(sb, bb, ante, bring_in, length))
        name = self.preset.currentData() or "custom"
        return Schedule(name, tuple(levels), self.unit.currentData(), self.starting.value())

    def _schedule_message(self, exc: ScheduleError) -> str:
        """The rule broken, in the player's language, at the level where it is broken."""
        texts = {
            "no_levels": self.tr("A schedule needs at least one level."),
            "starting_chips": self.tr("The starting chips must be at least 1."),
            "whole": self.tr("Write a whole number of chips in every cell."),
            "small_bet_min": self.tr("The small bet must be at least 2 chips."),
            "big_bet_min": self.tr("The big bet must be at least the small bet."),
            "ante_range": self.tr("The ante must be from 0 up to below the small bet."),
            "bring_in_range": self.tr("The bring-in must be from the ante up to below the small bet."),
            "length_min": (self.tr("A level lasts at least one hand.") if self.unit.currentData() is LevelUnit.HANDS
                           else self.tr("A level lasts at least one minute.")),
            "rising": self.tr("The limits must rise from level to level."),
            "big_bet_falls": self.tr("The big bet must not fall from one level to the next."),
        }
        text = texts.get(exc.rule, str(exc))
        if exc.level is None:
            return text
        return self.tr("Level %1: %2").replace("%1", str(exc.level + 1)).replace("%2", text)

    def _payouts(self) -> Payouts:
        text = self.payouts.text().replace(" ", "").replace("%", "")
        parts = [p for p in text.replace(",", "/").replace(";", "/").split("/") if p]
        if not parts or not all(p.isdigit() for p in parts):
            raise PayoutError(self.tr("write whole percentages separated by /, e.g. 65/35"))
        payouts = payouts_from_percentages([int(p) for p in parts])
        if payouts.places_paid > self.players.value():
            raise PayoutError(self.tr("more places are paid than there are players"))
        return payouts

    def _clear_marks(self) -> None:
        self.payouts.setStyleSheet("")
        self.starting.setStyleSheet("")
        self._loading = True
        for row in range(self.table.rowCount()):
            for col in range(len(COLUMNS)):
                item = self.table.item(row, col)
                if item is not None:
                    item.setData(Qt.ItemDataRole.BackgroundRole, None)
                    item.setToolTip("")
        self._loading = False

    def _mark(self, level: int | None, field: str | None) -> None:
        if level is None:
            if field == "starting_chips":
                self.starting.setStyleSheet("background:#8b2a2a;")
            return
        col = COLUMNS.index(field) if field in COLUMNS else 0
        item = self.table.item(level, col)
        if item is not None:
            self._loading = True
            item.setBackground(ERROR_BRUSH)
            item.setToolTip(self.message.text())
            self._loading = False

    def _refuse(self, message: str) -> None:
        self.message.setText(message)
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    # ------------------------------------------------------------------ result

    def choice(self) -> TournamentChoice | None:
        """The tournament chosen (None while the fields are not valid)."""
        return self._choice
