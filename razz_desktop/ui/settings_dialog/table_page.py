"""The Table tab: how many players, the human's seat, the starting stack, who the bots are.

It owns the table section of the settings: the seat grid (level and style of
each computer seat, the human's row and empty seats labelled as such), the
opponents preset box, which follows the grid (a custom mix shows "Custom"),
and the starting stack with its size in big bets beside it.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from razz_desktop.engine.rules import MAX_PLAYERS, MIN_PLAYERS
from razz_desktop.settings import (
    ALL_LEVELS,
    LEVEL_LABELS,
    MAX_STACK,
    PRACTICE_LEVELS,
    PRESET_LABELS,
    PRESETS,
    SEAT_NUMBERS,
    STYLE_LABELS,
    STYLES,
    OpponentSettings,
    Settings,
    TableSettings,
    format_chips,
)
from razz_desktop.ui.wording import chips, decimal

from .fields import FieldKit, select_data, settings_tr


class TablePage(QWidget):
    """The table editors; see the module docstring."""

    def __init__(self, kit: FieldKit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._kit = kit
        owner = kit.owner
        column = QVBoxLayout(self)
        form = kit.form()

        self.players = kit.count_box("players", self.tr("Number of players"), MIN_PLAYERS, MAX_PLAYERS)
        form.addRow(kit.label_for(self.tr("&Players:"), self.players),
                    kit.field("table.players", self.players, kit.note(self.tr("you included"), wrap=False)))

        # Its limit is the number of players, so Qt's range follows that (and a seat typed beyond
        # it is reported by the box, for the field's message).
        self.human_seat = kit.count_box("humanSeat", self.tr("Your seat"), 1, MAX_PLAYERS, typing=None)
        form.addRow(kit.label_for(self.tr("&Your seat:"), self.human_seat),
                    kit.field("table.human_seat", self.human_seat,
                              kit.note(self.tr("seat 1 is first to the left of the stud button"), wrap=False)))

        self.starting_stack = kit.chip_box("startingStack", self.tr("Starting stack"), 1, MAX_STACK, 400)
        self.stack_in_bets = kit.live("startingStackInBigBets", self.tr("Starting stack in big bets"))
        form.addRow(kit.label_for(self.tr("&Starting stack:"), self.starting_stack),
                    kit.field("table.starting_stack", self.starting_stack, self.stack_in_bets))

        self.preset = QComboBox(owner)
        self.preset.setObjectName("preset")
        self.preset.setAccessibleName(self.tr("Opponents preset"))
        self.preset.addItem(self.tr("Custom"), None)
        for key in PRESETS:
            self.preset.addItem(settings_tr(PRESET_LABELS[key]), key)
        self.preset.activated.connect(self._preset_chosen)
        form.addRow(kit.label_for(self.tr("&Opponents:"), self.preset), self.preset)
        column.addLayout(form)

        group = QGroupBox(self.tr("Computer players"), owner)
        grid = QGridLayout(group)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        grid.addWidget(QLabel(self.tr("<b>Seat</b>"), owner), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Level</b>"), owner), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Style</b>"), owner), 0, 2)
        self.seat_labels: dict[int, QLabel] = {}
        self.level_boxes: dict[int, QComboBox] = {}
        self.style_boxes: dict[int, QComboBox] = {}
        for seat in SEAT_NUMBERS:
            label = QLabel(self.tr("Seat %1").replace("%1", str(seat)), owner)
            level = QComboBox(owner)
            level.setObjectName(f"level{seat}")
            level.setAccessibleName(self.tr("Seat %1 level").replace("%1", str(seat)))
            for key in ALL_LEVELS:
                level.addItem(settings_tr(LEVEL_LABELS[key]), key)
            style = QComboBox(owner)
            style.setObjectName(f"style{seat}")
            style.setAccessibleName(self.tr("Seat %1 style").replace("%1", str(seat)))
            for style_key in (None, *STYLES):
                style.addItem(settings_tr(STYLE_LABELS[style_key]), style_key)
            level.activated.connect(kit.refresh)
            style.activated.connect(kit.refresh)
            grid.addWidget(label, seat, 0)
            grid.addWidget(level, seat, 1)
            grid.addWidget(style, seat, 2)
            self.seat_labels[seat] = label
            self.level_boxes[seat] = level
            self.style_boxes[seat] = style
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        kit.focus_for["table.opponents"] = self.level_boxes[1]
        column.addWidget(group)
        # Below the group, not in its grid: a grid gives word-wrapped labels too little height
        # (seen clipped in the offscreen render with two seats pending).
        for label in kit.messages("table.opponents"):
            column.addWidget(label)
        column.addStretch(1)

    def load(self, settings: Settings) -> None:
        tb = settings.table
        self.players.setValue(tb.players)
        self.human_seat.setValue(tb.human_seat)
        self.starting_stack.setValue(tb.starting_stack)
        for seat, opp in zip(SEAT_NUMBERS, tb.opponents, strict=False):
            select_data(self.level_boxes[seat], opp.level, opp.level)
            select_data(self.style_boxes[seat], opp.style, str(opp.style))

    def edited(self, settings: Settings) -> Settings:
        opponents = tuple(
            OpponentSettings(
                self.level_boxes[s].currentData(),
                None if self.level_boxes[s].currentData() in PRACTICE_LEVELS
                else self.style_boxes[s].currentData(),
            )
            for s in SEAT_NUMBERS
        )
        return replace(settings, table=TableSettings(
            self.players.value(), self.starting_stack.value(), self.human_seat.value(), opponents))

    def refresh(self, current: Settings) -> None:
        """The human's seat is one of the seats in play; the stack steps by big bets."""
        st, tb = current.stakes, current.table
        seats = max(1, min(tb.players, MAX_PLAYERS))  # players may be typed out of range for a moment
        self.human_seat.setMaximum(seats)
        self.human_seat.set_stepping_range(1, seats)
        self.starting_stack.setSingleStep(max(1, st.big_bet))
        self.stack_in_bets.setText(self._in_big_bets(tb.starting_stack, st.big_bet))
        for seat in SEAT_NUMBERS:
            in_play = seat <= tb.players
            is_human = seat == tb.human_seat
            level, style = self.level_boxes[seat], self.style_boxes[seat]
            practice = level.currentData() in PRACTICE_LEVELS
            if practice:
                select_data(style, None)
            level.setVisible(not is_human)
            style.setVisible(not is_human)
            level.setEnabled(in_play)
            style.setEnabled(in_play and not practice)
            if is_human:
                text = self.tr("Seat %1: you").replace("%1", str(seat))
            elif not in_play:
                text = self.tr("Seat %1 (empty)").replace("%1", str(seat))
            else:
                text = self.tr("Seat %1").replace("%1", str(seat))
            self.seat_labels[seat].setText(text)
            self.seat_labels[seat].setEnabled(in_play)
        if MIN_PLAYERS <= tb.players <= MAX_PLAYERS:
            select_data(self.preset, self.edited(current).table.preset())

    def _preset_chosen(self, index: int) -> None:
        key = self.preset.itemData(index)
        if key is None:
            return
        with self._kit.quiet():
            for seat, opp in zip(SEAT_NUMBERS, PRESETS[key], strict=True):
                select_data(self.level_boxes[seat], opp.level)
                select_data(self.style_boxes[seat], opp.style)
        self._kit.refresh()

    def _in_big_bets(self, stack: int, big_bet: int) -> str:
        if big_bet <= 0:
            return ""
        whole, rest = divmod(stack, big_bet)
        amount = chips(whole) if rest == 0 else decimal(stack / big_bet, 1)
        return self.tr("= %1 big bets (%2)").replace("%1", amount).replace("%2", format_chips(stack, settings_tr, chips))
