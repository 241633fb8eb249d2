"""The settings dialog: the user chooses the game they sit down to.

The dialog edits a copy: it reads a :class:`~razz_desktop.settings.Settings`,
rebuilds a new one from its widgets after every change, and runs the same
:func:`~razz_desktop.settings.validate` the settings file goes through. Each
problem is shown next to its field at once, and OK stays disabled (and
``accept`` refuses) until there are none, so nothing invalid leaves the
dialog. Amounts are edited in currency style ("$2.00") but stored as integer
chips; the ante and bring-in are percentages with the resulting chips shown
live beside them, computed by the settings module's one rounding rule.

Typical use (composition root)::

    new = edit_settings(window, current)          # None if cancelled
    if new is not None:
        save_settings(new)
        for line in changes_needing_next_hand(current, new): dealer_log(line)
"""

from __future__ import annotations

import importlib.resources
import re
from collections.abc import Callable, Sequence
from dataclasses import fields, replace

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QPalette, QValidator
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.engine.rules import MAX_PLAYERS, MIN_PLAYERS, HouseRules
from razz_desktop.settings import (
    ALL_LEVELS,
    ANIMATION_LABELS,
    ANIMATION_SPEEDS,
    COMPUTER_BUST_LABELS,
    COMPUTER_BUST_OPTIONS,
    CONTEXT,
    HINT_MODE_LABELS,
    HINT_MODES,
    HOUSE_RULE_TEXTS,
    HUMAN_BUST_LABELS,
    HUMAN_BUST_OPTIONS,
    LANGUAGE_SYSTEM,
    LEVEL_LABELS,
    MAX_ANTE_PERCENT,
    MAX_BET,
    MAX_BRING_IN_PERCENT,
    MAX_STACK,
    MIN_BRING_IN_PERCENT,
    PRACTICE_LEVELS,
    PRESET_LABELS,
    PRESETS,
    SEAT_NUMBERS,
    STYLE_LABELS,
    STYLES,
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    Problem,
    Settings,
    StakesSettings,
    TableSettings,
    changes_applying_at_once,
    changes_needing_next_hand,
    format_chips,
    format_money,
    format_stakes,
    validate,
)

__all__ = [
    "ChipSpinBox", "SettingsDialog", "available_languages", "changes_needing_next_hand",
    "edit_settings", "parse_money",
]

ERROR_COLOUR = "#b3261e"
NOTE_COLOUR = "#5f6368"
DARK_ERROR_COLOUR = "#ff7b72"
DARK_NOTE_COLOUR = "#93aaa0"
"""On the app's dark theme the light-theme greys and reds are too faint to read."""


def _t(text: str) -> str:
    """Translate a text marked in razz_desktop.settings (context "Settings")."""
    return QCoreApplication.translate(CONTEXT, text)


# --- money entry ---------------------------------------------------------------------

_MONEY_RE = re.compile(r"^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?\s*$")


def parse_money(text: str) -> int | None:
    """"$2.00", "2", "2.5", "$1,000" -> chips (one chip = one cent); None if not an amount.

    Pure integer parsing (no float), so "$0.29" is exactly 29 chips.
    """
    m = _MONEY_RE.match(text)
    if m is None:
        return None
    whole, cents = m.group(1).replace(",", ""), m.group(2)
    if not whole and not cents:
        return None
    return int(whole or "0") * 100 + int((cents or "").ljust(2, "0"))


class ChipSpinBox(QSpinBox):
    """An integer chip amount shown and typed as dollars: 200 chips = "$2.00".

    Storing chips in a ``QSpinBox`` (not dollars in a ``QDoubleSpinBox``)
    keeps money out of floats, as everywhere else in the program.
    """

    def textFromValue(self, value: int) -> str:  # noqa: N802 - Qt override
        return format_money(value)

    def valueFromText(self, text: str) -> int:  # noqa: N802 - Qt override
        chips = parse_money(text)
        return self.value() if chips is None else chips

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        stripped = text.strip()
        if stripped in ("", "$") or stripped.endswith((".", ",")):
            return QValidator.State.Intermediate, text, pos
        chips = parse_money(text)
        if chips is None:
            return QValidator.State.Invalid, text, pos
        if chips > self.maximum():
            return QValidator.State.Invalid, text, pos
        if chips < self.minimum():
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Acceptable, text, pos


# --- languages ------------------------------------------------------------------------


def available_languages() -> list[tuple[str, str]]:
    """(code, name) for "system", English and every bundled translation (resources/i18n/razz_*.qm)."""
    languages = [(LANGUAGE_SYSTEM, ""), ("en", "English")]
    try:
        folder = importlib.resources.files("razz_desktop.resources") / "i18n"
        names = sorted(entry.name for entry in folder.iterdir())
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError, OSError):
        names = []
    for name in names:
        m = re.fullmatch(r"razz_([a-z]{2,3}(?:_[A-Z]{2})?)\.qm", name)
        if m and m.group(1) != "en":
            code = m.group(1)
            languages.append((code, QLocale(code).nativeLanguageName() or code))
    return languages


# --- the dialog -----------------------------------------------------------------------


class SettingsDialog(QDialog):
    """Edit a copy of the settings; :meth:`result_settings` is the accepted result.

    ``first_start`` shows a welcome line and names the OK button "Start
    playing", for the dialog shown when no settings file exists yet.
    """

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        first_start: bool = False,
        languages: Sequence[tuple[str, str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self._original = settings
        self._base = settings  # fields the widgets do not edit are kept from here
        self._result: Settings | None = None
        self._updating = False
        self._errors: dict[str, QLabel] = {}
        self._focus_for: dict[str, QWidget] = {}
        self._tab_of: dict[str, int] = {}
        self._languages = list(languages) if languages is not None else available_languages()
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        self._note_colour = DARK_NOTE_COLOUR if dark else NOTE_COLOUR
        self._error_colour = DARK_ERROR_COLOUR if dark else ERROR_COLOUR

        outer = QVBoxLayout(self)
        if first_start:
            self.setWindowTitle(self.tr("Welcome to Razz Desktop"))
            welcome = QLabel(self.tr(
                "Welcome to Razz Desktop. Choose the game you sit down to; "
                "you can change it at any time in Game > Settings. "
                "Practice mode is on: the Coach suggests a play at each of your decisions and "
                "reviews each hand (Practice tab, or Ctrl+T at the table)."))
            welcome.setObjectName("welcome")
            welcome.setWordWrap(True)
            outer.addWidget(welcome)

        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(self.tr("Settings sections"))
        outer.addWidget(self.tabs)
        self._tab_titles: list[str] = []
        self._add_tab(self._build_stakes_tab(), self.tr("Stakes"), "stakes")
        self._add_tab(self._build_table_tab(), self.tr("Table"), "table")
        self._add_tab(self._build_house_rules_tab(), self.tr("House rules"), "house_rules")
        self._add_tab(self._build_display_tab(), self.tr("Display and play"), "display", "play")
        self._add_tab(self._build_practice_tab(), self.tr("Practice"), "practice")

        self.general_error = self._error_label("")
        outer.addWidget(self.general_error)
        self.summary = QLabel(self)
        self.summary.setObjectName("changesSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setStyleSheet(f"color: {self._note_colour};")
        self.summary.setAccessibleName(self.tr("Pending changes"))
        outer.addWidget(self.summary)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Start playing") if first_start else self.tr("OK"))
        self.ok_button.setAccessibleName(self.ok_button.text())
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("Cancel"))
        cancel.setAccessibleName(self.tr("Cancel"))
        self.restore_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.setText(self.tr("Restore defaults"))
        self.restore_button.setAccessibleName(self.tr("Restore defaults"))
        self.restore_button.setAccessibleDescription(
            self.tr("Put every setting back to its default; nothing is saved until you press OK."))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_button)
        outer.addWidget(self.buttons)

        self._load(settings)

    # ----------------------------------------------------------------- building

    def _add_tab(self, page: QWidget, title: str, *sections: str) -> None:
        index = self.tabs.addTab(page, title)
        self._tab_titles.append(title)
        for section in sections:
            self._tab_of[section] = index

    def _error_label(self, path: str) -> QLabel:
        label = QLabel(self)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {self._error_colour};")
        label.setObjectName(f"error:{path}" if path else "error:general")
        label.hide()
        if path:
            self._errors[path] = label
        return label

    def _note(self, text: str = "", wrap: bool = True) -> QLabel:
        """Grey explanatory text; ``wrap=False`` for short notes beside a field."""
        label = QLabel(text, self)
        label.setWordWrap(wrap)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {self._note_colour};")
        return label

    def _field(self, path: str, *widgets: QWidget) -> QWidget:
        """A form cell: the editor and its live labels on one line, its error message below."""
        box = QWidget(self)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        line = QHBoxLayout()
        line.setSpacing(8)
        for w in widgets:
            line.addWidget(w)
        line.addStretch(1)
        column.addLayout(line)
        column.addWidget(self._error_label(path))
        self._focus_for[path] = widgets[0]
        return box

    def _chip_box(self, name: str, accessible: str, minimum: int, maximum: int, step: int) -> ChipSpinBox:
        box = ChipSpinBox(self)
        box.setObjectName(name)
        box.setRange(minimum, maximum)
        box.setSingleStep(step)
        box.setAccelerated(True)
        box.setMinimumWidth(130)
        box.setAlignment(Qt.AlignmentFlag.AlignRight)
        box.setAccessibleName(accessible)
        box.valueChanged.connect(self._changed)
        return box

    def _percent_box(self, name: str, accessible: str, minimum: int, maximum: int) -> QSpinBox:
        box = QSpinBox(self)
        box.setObjectName(name)
        box.setRange(minimum, maximum)
        box.setSuffix(" %")
        box.setMinimumWidth(90)
        box.setAlignment(Qt.AlignmentFlag.AlignRight)
        box.setAccessibleName(accessible)
        box.valueChanged.connect(self._changed)
        return box

    def _live(self, name: str, accessible: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setAccessibleName(accessible)
        return label

    def _form(self) -> QFormLayout:
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setHorizontalSpacing(14)
        form.setVerticalSpacing(10)
        return form

    def _label_for(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(buddy)
        return label

    def _build_stakes_tab(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        form = self._form()

        self.small_bet = self._chip_box("smallBet", self.tr("Small bet"), 1, MAX_BET, 100)
        self.small_bet_chips = self._live("smallBetChips", self.tr("Small bet in chips"))
        form.addRow(self._label_for(self.tr("&Small bet:"), self.small_bet),
                    self._field("stakes.small_bet", self.small_bet, self.small_bet_chips))

        self.big_bet = self._chip_box("bigBet", self.tr("Big bet"), 1, MAX_BET, 100)
        self.big_bet_chips = self._live("bigBetChips", self.tr("Big bet in chips"))
        self.big_is_double = QCheckBox(self.tr("&Twice the small bet"), self)
        self.big_is_double.setObjectName("bigBetIsDouble")
        self.big_is_double.setAccessibleName(self.tr("Big bet is twice the small bet"))
        self.big_is_double.toggled.connect(self._changed)
        form.addRow(self._label_for(self.tr("&Big bet:"), self.big_bet),
                    self._field("stakes.big_bet", self.big_bet, self.big_bet_chips, self.big_is_double))

        self.ante_percent = self._percent_box("antePercent", self.tr("Ante, percent of the small bet"),
                                              0, MAX_ANTE_PERCENT)
        self.ante_chips = self._live("anteChips", self.tr("Ante in chips"))
        form.addRow(self._label_for(self.tr("&Ante:"), self.ante_percent),
                    self._field("stakes.ante_percent", self.ante_percent, self.ante_chips))

        self.bring_in_percent = self._percent_box(
            "bringInPercent", self.tr("Bring-in, percent of the small bet"),
            MIN_BRING_IN_PERCENT, MAX_BRING_IN_PERCENT)
        self.bring_in_chips = self._live("bringInChips", self.tr("Bring-in in chips"))
        form.addRow(self._label_for(self.tr("B&ring-in:"), self.bring_in_percent),
                    self._field("stakes.bring_in_percent", self.bring_in_percent, self.bring_in_chips))
        self.stakes_name = self._live("stakesName", self.tr("Stakes"))
        form.insertRow(0, self.tr("Game:"), self.stakes_name)
        column.addLayout(form)
        column.addSpacing(6)
        column.addWidget(self._note(self.tr(
            "Fixed limit, one chip = one cent. 3rd and 4th street are played in small bets, "
            "5th to 7th street in big bets. The ante and the bring-in are percentages of the small bet, "
            "rounded to the nearest chip (halves up); 10-25% is usual for the ante.")))
        column.addStretch(1)
        return page

    def _build_table_tab(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        form = self._form()

        self.players = QSpinBox(self)
        self.players.setObjectName("players")
        self.players.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.players.setMinimumWidth(70)
        self.players.setAccessibleName(self.tr("Number of players"))
        self.players.valueChanged.connect(self._changed)
        form.addRow(self._label_for(self.tr("&Players:"), self.players),
                    self._field("table.players", self.players, self._note(self.tr("you included"), wrap=False)))

        self.human_seat = QSpinBox(self)
        self.human_seat.setObjectName("humanSeat")
        self.human_seat.setRange(1, MAX_PLAYERS)
        self.human_seat.setMinimumWidth(70)
        self.human_seat.setAccessibleName(self.tr("Your seat"))
        self.human_seat.valueChanged.connect(self._changed)
        form.addRow(self._label_for(self.tr("&Your seat:"), self.human_seat),
                    self._field("table.human_seat", self.human_seat,
                                self._note(self.tr("seat 1 is first to the left of the stud button"), wrap=False)))

        self.starting_stack = self._chip_box("startingStack", self.tr("Starting stack"), 1, MAX_STACK, 400)
        self.stack_in_bets = self._live("startingStackInBigBets", self.tr("Starting stack in big bets"))
        form.addRow(self._label_for(self.tr("&Starting stack:"), self.starting_stack),
                    self._field("table.starting_stack", self.starting_stack, self.stack_in_bets))

        self.preset = QComboBox(self)
        self.preset.setObjectName("preset")
        self.preset.setAccessibleName(self.tr("Opponents preset"))
        self.preset.addItem(self.tr("Custom"), None)
        for key in PRESETS:
            self.preset.addItem(_t(PRESET_LABELS[key]), key)
        self.preset.activated.connect(self._preset_chosen)
        form.addRow(self._label_for(self.tr("&Opponents:"), self.preset), self.preset)
        column.addLayout(form)

        group = QGroupBox(self.tr("Computer players"), self)
        grid = QGridLayout(group)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        grid.addWidget(QLabel(self.tr("<b>Seat</b>"), self), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Level</b>"), self), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Style</b>"), self), 0, 2)
        self.seat_labels: dict[int, QLabel] = {}
        self.level_boxes: dict[int, QComboBox] = {}
        self.style_boxes: dict[int, QComboBox] = {}
        for seat in SEAT_NUMBERS:
            label = QLabel(self.tr("Seat %1").replace("%1", str(seat)), self)
            level = QComboBox(self)
            level.setObjectName(f"level{seat}")
            level.setAccessibleName(self.tr("Seat %1 level").replace("%1", str(seat)))
            for key in ALL_LEVELS:
                level.addItem(_t(LEVEL_LABELS[key]), key)
            style = QComboBox(self)
            style.setObjectName(f"style{seat}")
            style.setAccessibleName(self.tr("Seat %1 style").replace("%1", str(seat)))
            for key in (None, *STYLES):
                style.addItem(_t(STYLE_LABELS[key]), key)
            level.activated.connect(self._seat_edited)
            style.activated.connect(self._seat_edited)
            grid.addWidget(label, seat, 0)
            grid.addWidget(level, seat, 1)
            grid.addWidget(style, seat, 2)
            self.seat_labels[seat] = label
            self.level_boxes[seat] = level
            self.style_boxes[seat] = style
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(2, 1)
        grid.addWidget(self._error_label("table.opponents"), MAX_PLAYERS + 1, 0, 1, 3)
        self._focus_for["table.opponents"] = self.level_boxes[1]
        column.addWidget(group)
        column.addStretch(1)
        return page

    def _build_house_rules_tab(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)
        column.addWidget(self._note(self.tr(
            "The standard rules apply unless you switch on a house rule.")))
        self.house_rule_boxes: dict[str, QCheckBox] = {}
        for f in fields(HouseRules):
            label, explanation = HOUSE_RULE_TEXTS[f.name]
            box = QCheckBox(_t(label), self)
            box.setObjectName(f"houseRule_{f.name}")
            box.setAccessibleName(_t(label))
            box.setAccessibleDescription(_t(explanation))
            box.toggled.connect(self._changed)
            text = self._note(_t(explanation))
            text.setContentsMargins(26, 0, 0, 0)
            column.addSpacing(6)
            column.addWidget(box)
            column.addWidget(text)
            column.addWidget(self._error_label(f"house_rules.{f.name}"))
            self._focus_for[f"house_rules.{f.name}"] = box
            self.house_rule_boxes[f.name] = box
        column.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(page)
        return scroll

    def _combo(self, name: str, accessible: str, items: Sequence[tuple[str, object]]) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName(name)
        box.setAccessibleName(accessible)
        for text, data in items:
            box.addItem(text, data)
        box.currentIndexChanged.connect(self._changed)
        return box

    def _check(self, name: str, text: str, accessible: str) -> QCheckBox:
        box = QCheckBox(text, self)
        box.setObjectName(name)
        box.setAccessibleName(accessible)
        box.toggled.connect(self._changed)
        return box

    def _build_display_tab(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)

        display = QGroupBox(self.tr("Display"), self)
        form = self._form()
        display.setLayout(form)
        self.four_colour = self._check("fourColourDeck", self.tr("&Four-colour deck"),
                                       self.tr("Four-colour deck"))
        self.four_colour.setToolTip(self.tr("Diamonds blue and clubs green, so suits are told apart at a glance."))
        form.addRow(self._field("display.four_colour_deck", self.four_colour))
        self.animation = self._combo("animationSpeed", self.tr("Animation speed"),
                                     [(_t(ANIMATION_LABELS[k]), k) for k in ANIMATION_SPEEDS])
        form.addRow(self._label_for(self.tr("&Animation speed:"), self.animation),
                    self._field("display.animation_speed", self.animation))
        self.sound = self._check("sound", self.tr("&Sound"), self.tr("Sound"))
        form.addRow(self._field("display.sound", self.sound))
        self.at_bottom = self._check("humanAtBottom", self.tr("Always put &me at the bottom"),
                                     self.tr("Always put me at the bottom of the table"))
        form.addRow(self._field("display.human_at_bottom", self.at_bottom))
        self.language = self._combo("language", self.tr("Language"), [
            (self.tr("System default") if code == LANGUAGE_SYSTEM else name, code)
            for code, name in self._languages
        ])
        form.addRow(self._label_for(self.tr("&Language:"), self.language),
                    self._field("display.language", self.language,
                                self._note(self.tr("applies at the next start"), wrap=False)))
        column.addWidget(display)

        play = QGroupBox(self.tr("Between hands"), self)
        form = self._form()
        play.setLayout(form)
        self.auto_next = self._check("autoNextHand", self.tr("Start the &next hand automatically"),
                                     self.tr("Start the next hand automatically"))
        self.auto_next.setToolTip(self.tr("When off, the next hand starts when you click Deal."))
        form.addRow(self._field("play.auto_next_hand", self.auto_next))
        self.human_bust = self._combo("whenYouBust", self.tr("When you go broke"),
                                      [(_t(HUMAN_BUST_LABELS[k]), k) for k in HUMAN_BUST_OPTIONS])
        form.addRow(self._label_for(self.tr("When you go &broke:"), self.human_bust),
                    self._field("play.when_you_bust", self.human_bust))
        self.computer_bust = self._combo("whenComputerBusts", self.tr("When a computer player goes broke"),
                                         [(_t(COMPUTER_BUST_LABELS[k]), k) for k in COMPUTER_BUST_OPTIONS])
        form.addRow(self._label_for(self.tr("When a &computer player goes broke:"), self.computer_bust),
                    self._field("play.when_computer_busts", self.computer_bust))
        column.addWidget(play)
        column.addStretch(1)
        return page

    def _build_practice_tab(self) -> QWidget:
        page = QWidget(self)
        column = QVBoxLayout(page)

        coach = QGroupBox(self.tr("Coach"), self)
        form = self._form()
        coach.setLayout(form)
        self.practice_enabled = self._check("practiceEnabled", self.tr("&Practice mode: coach me while I play"),
                                            self.tr("Practice mode"))
        self.practice_enabled.setToolTip(self.tr("Game > Practice mode (Ctrl+T) switches it at the table."))
        form.addRow(self._field("practice.enabled", self.practice_enabled))
        explanation = self._note(self.tr(
            "At each of your decisions the Coach panel beside the table recommends an action and "
            "says why, with your chances, the pot odds and the cards still live. After each hand "
            "it grades your decisions against the Expert bot; the Last Hand window opens the review."))
        explanation.setContentsMargins(26, 0, 0, 0)
        form.addRow(explanation)
        self.hint_mode = self._combo("hintMode", self.tr("When to show hints"),
                                     [(_t(HINT_MODE_LABELS[k]), k) for k in HINT_MODES])
        form.addRow(self._label_for(self.tr("Show &hints:"), self.hint_mode),
                    self._field("practice.hints", self.hint_mode))
        column.addWidget(coach)

        study = QGroupBox(self.tr("Study"), self)
        form = self._form()
        study.setLayout(form)
        self.show_all_cards = self._check(
            "showOpponentsCards", self.tr("Show &every player's cards after the hand"),
            self.tr("Show every player's cards after the hand"))
        form.addRow(self._field("practice.show_opponents_cards_after_hand", self.show_all_cards))
        note = self._note(self.tr(
            "For study: the Last Hand window then shows the hole cards of players who folded too, "
            "marked as study mode. At the table nobody's folded cards are ever shown."))
        note.setContentsMargins(26, 0, 0, 0)
        form.addRow(note)
        column.addWidget(study)
        self.practice_enabled.toggled.connect(lambda on: self.hint_mode.setEnabled(on))
        column.addStretch(1)
        return page

    # ----------------------------------------------------------- widgets <-> settings

    @staticmethod
    def _select(box: QComboBox, data: object, fallback_text: str | None = None) -> None:
        index = box.findData(data)
        if index < 0 and fallback_text is not None:
            box.addItem(fallback_text, data)
            index = box.count() - 1
        box.setCurrentIndex(max(index, 0))

    def _load(self, settings: Settings) -> None:
        """Show ``settings`` in the widgets (signals held back, then one refresh)."""
        self._updating = True
        try:
            self._base = settings
            st = settings.stakes
            self.small_bet.setValue(st.small_bet)
            self.big_bet.setValue(st.big_bet)
            self.big_is_double.setChecked(st.big_bet == 2 * st.small_bet)
            self.ante_percent.setValue(st.ante_percent)
            self.bring_in_percent.setValue(st.bring_in_percent)
            tb = settings.table
            self.players.setValue(tb.players)
            self.human_seat.setValue(tb.human_seat)
            self.starting_stack.setValue(tb.starting_stack)
            for seat, opp in zip(SEAT_NUMBERS, tb.opponents, strict=False):
                self._select(self.level_boxes[seat], opp.level, opp.level)
                self._select(self.style_boxes[seat], opp.style, str(opp.style))
            for name, box in self.house_rule_boxes.items():
                box.setChecked(bool(getattr(settings.house_rules, name)))
            dp = settings.display
            self.four_colour.setChecked(dp.four_colour_deck)
            self._select(self.animation, dp.animation_speed, dp.animation_speed)
            self.sound.setChecked(dp.sound)
            self.at_bottom.setChecked(dp.human_at_bottom)
            self._select(self.language, dp.language, dp.language)
            pl = settings.play
            self.auto_next.setChecked(pl.auto_next_hand)
            self._select(self.human_bust, pl.when_you_bust, pl.when_you_bust)
            self._select(self.computer_bust, pl.when_computer_busts, pl.when_computer_busts)
            pr = settings.practice
            self.practice_enabled.setChecked(pr.enabled)
            self.hint_mode.setEnabled(pr.enabled)
            self._select(self.hint_mode, pr.hints, pr.hints)
            self.show_all_cards.setChecked(pr.show_opponents_cards_after_hand)
        finally:
            self._updating = False
        self._refresh()

    def settings(self) -> Settings:
        """The settings the widgets show now (possibly invalid: see :meth:`problems`)."""
        small = self.small_bet.value()
        big = 2 * small if self.big_is_double.isChecked() else self.big_bet.value()
        opponents = tuple(
            OpponentSettings(
                self.level_boxes[s].currentData(),
                None if self.level_boxes[s].currentData() in PRACTICE_LEVELS
                else self.style_boxes[s].currentData(),
            )
            for s in SEAT_NUMBERS
        )
        return replace(
            self._base,
            stakes=StakesSettings(small, big, self.ante_percent.value(), self.bring_in_percent.value()),
            table=TableSettings(self.players.value(), self.starting_stack.value(),
                                self.human_seat.value(), opponents),
            house_rules=HouseRules(**{n: b.isChecked() for n, b in self.house_rule_boxes.items()}),
            display=DisplaySettings(self.four_colour.isChecked(), self.animation.currentData(),
                                    self.sound.isChecked(), self.at_bottom.isChecked(),
                                    self.language.currentData()),
            play=PlaySettings(self.auto_next.isChecked(), self.human_bust.currentData(),
                              self.computer_bust.currentData()),
            practice=PracticeSettings(self.practice_enabled.isChecked(), self.hint_mode.currentData(),
                                      self.show_all_cards.isChecked()),
        )

    def problems(self) -> list[Problem]:
        return validate(self.settings())

    def result_settings(self) -> Settings | None:
        """The new settings after OK; None after Cancel or before the dialog closes."""
        return self._result

    # ----------------------------------------------------------------- reactions

    def _changed(self, *_args: object) -> None:
        if not self._updating:
            self._refresh()

    def _preset_chosen(self, index: int) -> None:
        key = self.preset.itemData(index)
        if key is None:
            return
        self._updating = True
        try:
            for seat, opp in zip(SEAT_NUMBERS, PRESETS[key], strict=True):
                self._select(self.level_boxes[seat], opp.level)
                self._select(self.style_boxes[seat], opp.style)
        finally:
            self._updating = False
        self._refresh()

    def _seat_edited(self, _index: int) -> None:
        self._refresh()

    def _on_button(self, button: QAbstractButton) -> None:
        if button is self.restore_button:
            self._load(replace(Settings()))

    def _refresh(self) -> None:
        """Bring every derived label, enabled state and error message up to date."""
        self._updating = True
        try:
            current = self.settings()
            st, tb = current.stakes, current.table
            # Stakes: big bet follows the small bet while "twice" is ticked.
            if self.big_is_double.isChecked():
                self.big_bet.setValue(2 * st.small_bet)
            self.big_bet.setEnabled(not self.big_is_double.isChecked())
            self.small_bet_chips.setText(self._eq_chips(st.small_bet, with_money=False))
            self.big_bet_chips.setText(self._eq_chips(st.big_bet, with_money=False))
            self.stakes_name.setText(self.tr("%1 fixed-limit razz").replace(
                "%1", format_stakes(st.small_bet, st.big_bet)))
            self.ante_chips.setText(self._eq_chips(st.ante_chips))
            self.bring_in_chips.setText(self._eq_chips(st.bring_in_chips))
            # Table: the human's seat is one of the seats in play; stepping is by big bets.
            self.human_seat.setMaximum(tb.players)
            self.starting_stack.setSingleStep(max(1, st.big_bet))
            self.stack_in_bets.setText(self._in_big_bets(tb.starting_stack, st.big_bet))
            for seat in SEAT_NUMBERS:
                in_play = seat <= tb.players
                is_human = seat == tb.human_seat
                level, style = self.level_boxes[seat], self.style_boxes[seat]
                practice = level.currentData() in PRACTICE_LEVELS
                if practice:
                    self._select(style, None)
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
            preset = self.settings().table.preset()
            self._select(self.preset, preset)
        finally:
            self._updating = False
        self._show_problems(validate(self.settings()))
        self._show_changes()

    def _eq_chips(self, chips: int, with_money: bool = True) -> str:
        """The live "= 40 chips ($0.40)" label (without the dollars beside a dollar field)."""
        text = self.tr("= %1").replace("%1", format_chips(chips, _t))
        return f"{text} ({format_money(chips)})" if with_money else text

    def _in_big_bets(self, stack: int, big_bet: int) -> str:
        if big_bet <= 0:
            return ""
        whole, rest = divmod(stack, big_bet)
        amount = f"{whole:,}" if rest == 0 else f"{stack / big_bet:,.1f}"
        return self.tr("= %1 big bets (%2)").replace("%1", amount).replace("%2", format_chips(stack, _t))

    def _show_problems(self, problems: Sequence[Problem]) -> None:
        by_path: dict[str, list[str]] = {}
        general: list[str] = []
        for p in problems:
            target = self._target(p.field)
            if target is None:
                general.append(f"{p.field}: {p.text(_t)}" if p.field else p.text(_t))
            else:
                by_path.setdefault(target, []).append(p.text(_t))
        for path, label in self._errors.items():
            messages = by_path.get(path)
            label.setVisible(bool(messages))
            label.setText("\n".join(messages) if messages else "")
            label.setAccessibleName(label.text())
        self.general_error.setVisible(bool(general))
        self.general_error.setText("\n".join(general))
        bad_tabs = {self._tab_of.get(path.split(".")[0]) for path in by_path}
        for index, title in enumerate(self._tab_titles):
            self.tabs.setTabText(index, f"{title} ⚠" if index in bad_tabs else title)
        self.ok_button.setEnabled(not problems)
        self.ok_button.setToolTip("" if not problems else self.tr("Correct the fields marked in red first."))

    def _target(self, path: str) -> str | None:
        """The error label a problem belongs to (seat problems share the grid's label)."""
        if path in self._errors:
            return path
        if path.startswith("table.opponents"):
            return "table.opponents"
        return None

    def _show_changes(self) -> None:
        current = self.settings()
        later = changes_needing_next_hand(self._original, current, _t)
        now = changes_applying_at_once(self._original, current, _t)
        parts: list[str] = []
        if later:
            parts.append(self.tr("From the next hand: %1").replace("%1", " ".join(later)))
        if now:
            parts.append(self.tr("At once: %1").replace("%1", " ".join(now)))
        self.summary.setText("\n".join(parts))
        self.summary.setVisible(bool(parts))

    # ---------------------------------------------------------------- closing

    def accept(self) -> None:
        """Close with the new settings, or refuse and point at the first problem."""
        current = self.settings()
        problems = validate(current)
        if problems:
            self._show_problems(problems)
            target = self._target(problems[0].field)
            if target is not None:
                section = target.split(".")[0]
                if section in self._tab_of:
                    self.tabs.setCurrentIndex(self._tab_of[section])
                widget = self._focus_for.get(target)
                if widget is not None:
                    widget.setFocus()
            return
        self._result = current
        super().accept()

    def reject(self) -> None:
        self._result = None
        super().reject()


def edit_settings(
    parent: QWidget | None,
    current: Settings,
    *,
    first_start: bool = False,
    on_open: Callable[[SettingsDialog], None] | None = None,
) -> Settings | None:
    """Show the dialog modally; the new settings after OK, None after Cancel.

    ``on_open`` is called with the dialog before it runs (tests, or a caller
    that wants to select a tab).
    """
    dialog = SettingsDialog(current, parent, first_start=first_start)
    if on_open is not None:
        on_open(dialog)
    try:
        dialog.exec()
        return dialog.result_settings()
    finally:
        dialog.deleteLater()
