"""The settings dialog: the user chooses the game they sit down to.

The dialog edits a copy: it reads a :class:`~razz_desktop.settings.Settings`,
rebuilds a new one from its widgets after every change, and runs the same
:func:`~razz_desktop.settings.validate` the settings file goes through. Each
problem is shown next to its field at once, and OK stays disabled (and
``accept`` refuses) until there are none, so nothing invalid leaves the
dialog. Amounts are edited in currency style ("$2.00") but stored as integer
chips; the ante and bring-in are percentages with the resulting chips shown
live beside them, computed by the settings module's one rounding rule.

This module owns the dialog itself: the tabs, the problems and advice and
where they are shown, what is pending (the game's changes wait for the next
session: each such field says what is in force until then, and the summary
says so too), and the buttons. Opened with ``pending`` (what the user chose
earlier that has not taken effect yet), it shows those wanted values, each
with its note, and OK gives back the whole wanted settings (also unchanged:
the caller decides what to do with them). Each tab is a
page module (``stakes_page``, ``table_page``, ...) that shows and reads back
its own sections of the settings; ``fields`` builds their editors alike.

Typical use (the settings controller)::

    wanted = edit_settings(window, in_force, pending=waiting)   # None if cancelled
    if wanted is not None:
        save_settings(wanted)
        table_line(describe_pending(pending_changes(in_force, wanted)))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from razz_desktop.settings import (
    LANGUAGE_SYSTEM,
    Problem,
    Settings,
    advise,
    changes_applying_at_once,
    changes_for_next_session,
    pending_changes,
    pending_note,
    validate,
)

from .display_page import DisplayPage
from .fields import FieldKit, FittingScrollArea, SettingsPage, settings_tr
from .house_rules_page import HouseRulesPage
from .languages import available_languages
from .practice_page import PracticePage
from .stakes_page import StakesPage
from .table_page import TablePage


class SettingsDialog(QDialog):
    """Edit a copy of the settings; :meth:`result_settings` is the accepted result.

    ``settings`` are those in force. ``pending``, if given, are the settings
    the user wants that wait for the next session: the dialog opens showing
    them. ``first_start`` shows a welcome line and names the OK button "Start
    playing", for the dialog shown when no settings file exists yet.
    """

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        pending: Settings | None = None,
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
        self._typed: dict[str, str] = {}
        """Settings path -> the message for a number typed outside its box's range."""
        self._tab_of: dict[str, int] = {}
        self._languages = list(languages) if languages is not None else available_languages()
        self.kit = FieldKit(self)
        self.kit.edited.connect(self._refresh)

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
        stakes = StakesPage(self.kit, self)
        table = TablePage(self.kit, self)
        house_rules = HouseRulesPage(self.kit, self)
        display = DisplayPage(self.kit, self._languages, self)
        practice = PracticePage(self.kit, self)
        self._pages: tuple[SettingsPage, ...] = (stakes, table, house_rules, display, practice)
        self._add_tab(stakes, self.tr("Stakes"), "stakes")
        self._add_tab(FittingScrollArea(table, self), self.tr("Table"), "table")  # the tallest page
        self._add_tab(house_rules, self.tr("House rules"), "house_rules")
        self._add_tab(display, self.tr("Display and play"), "display", "play")
        self._add_tab(practice, self.tr("Practice"), "practice")

        # The editors by the names callers and tests reach them (dialog.small_bet, ...).
        self.small_bet, self.small_bet_chips = stakes.small_bet, stakes.small_bet_chips
        self.big_bet, self.big_bet_chips = stakes.big_bet, stakes.big_bet_chips
        self.big_is_double, self.stakes_name = stakes.big_is_double, stakes.stakes_name
        self.ante_percent, self.ante_chips = stakes.ante_percent, stakes.ante_chips
        self.bring_in_percent, self.bring_in_chips = stakes.bring_in_percent, stakes.bring_in_chips
        self.players, self.human_seat = table.players, table.human_seat
        self.starting_stack, self.stack_in_bets = table.starting_stack, table.stack_in_bets
        self.preset, self.seat_labels = table.preset, table.seat_labels
        self.level_boxes, self.style_boxes = table.level_boxes, table.style_boxes
        self.house_rule_boxes = house_rules.house_rule_boxes
        self.four_colour, self.animation, self.sound = display.four_colour, display.animation, display.sound
        self.at_bottom, self.language = display.at_bottom, display.language
        self.volume, self.theme = display.volume, display.theme
        self.auto_next, self.human_bust = display.auto_next, display.human_bust
        self.computer_bust = display.computer_bust
        self.practice_enabled, self.hint_mode = practice.practice_enabled, practice.hint_mode
        self.show_all_cards = practice.show_all_cards

        self.general_error = self.kit.error_label("")
        outer.addWidget(self.general_error)
        self.summary = QLabel(self)
        self.summary.setObjectName("changesSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setStyleSheet(f"color: {self.kit.note_colour};")
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

        for path, box in self.kit.number_boxes.items():
            box.typed_out_of_range.connect(lambda value, path=path: self._typed_out_of_range(path, value))
            box.typed_in_range.connect(lambda path=path: self._typed_in_range(path))

        self._load(settings if pending is None else pending)

    def _add_tab(self, page: QWidget, title: str, *sections: str) -> None:
        index = self.tabs.addTab(page, title)
        self._tab_titles.append(title)
        for section in sections:
            self._tab_of[section] = index

    # ----------------------------------------------------------- widgets <-> settings

    def _load(self, settings: Settings) -> None:
        """Show ``settings`` in the widgets (signals held back, then one refresh)."""
        with self.kit.quiet():
            self._base = settings
            for page in self._pages:
                page.load(settings)
        self._refresh()

    def settings(self) -> Settings:
        """The settings the widgets show now (possibly invalid: see :meth:`problems`)."""
        current = self._base
        for page in self._pages:
            current = page.edited(current)
        return current

    def problems(self) -> list[Problem]:
        return validate(self.settings())

    def result_settings(self) -> Settings | None:
        """The new settings after OK; None after Cancel or before the dialog closes."""
        return self._result

    # ----------------------------------------------------------------- reactions

    def _on_button(self, button: QAbstractButton) -> None:
        if button is self.restore_button:
            self._load(replace(Settings()))

    def _refresh(self) -> None:
        """Bring every derived label, enabled state and error message up to date."""
        with self.kit.quiet():
            current = self.settings()
            for page in self._pages:
                page.refresh(current)
        self._typed.clear()  # an accepted edit: what was held back is no longer on screen
        current = self.settings()
        problems = validate(current)
        self._show_problems(problems)
        self._show_messages(self.kit.warnings, advise(current), lambda p: p.text(settings_tr))
        # A value with an error applies neither now nor later: "6 -> 9 players from the next session"
        # beside "The table seats 2 to 8 players" contradicted it (issue 38).
        valid = self._without(current, {p.field for p in problems})
        self._show_pending(valid)
        self._show_changes(valid)

    def _without(self, current: Settings, fields: set[str]) -> Settings:
        """``current`` with each of ``fields`` ("section.name") as it is in force."""
        for path in fields:
            section, _, name = path.partition(".")
            try:
                old = getattr(getattr(self._original, section), name)
                current = replace(current, **{section: replace(getattr(current, section), **{name: old})})
            except (AttributeError, TypeError, ValueError):
                continue
        return current

    def _language_name(self, code: str) -> str:
        """A language by its own name ("Deutsch"), as the Language box lists it; never a raw code."""
        if code == LANGUAGE_SYSTEM:
            return self.tr("the desktop's language")
        return next((name for c, name in self._languages if c == code and name), code)

    def _show_problems(self, problems: Sequence[Problem]) -> None:
        by_path: dict[str, list[str]] = {}
        general: list[str] = []
        for p in problems:
            target = self._target(p.field)
            if target is None:
                general.append(f"{p.field}: {p.text(settings_tr)}" if p.field else p.text(settings_tr))
            else:
                by_path.setdefault(target, []).append(p.text(settings_tr))
        for path, message in self._typed.items():
            by_path.setdefault(path, []).append(message)
        self._fill(self.kit.errors, by_path)
        self.general_error.setVisible(bool(general))
        self.general_error.setText("\n".join(general))
        bad_tabs = {self._tab_of.get(path.split(".")[0]) for path in by_path}
        for index, title in enumerate(self._tab_titles):
            self.tabs.setTabText(index, f"{title} ⚠" if index in bad_tabs else title)
        self.ok_button.setEnabled(not problems)
        self.ok_button.setToolTip("" if not problems else self.tr("Correct the fields marked in red first."))

    def _show_messages(self, labels: dict[str, QLabel], problems: Sequence[Problem],
                       text: Callable[[Problem], str]) -> None:
        by_path: dict[str, list[str]] = {}
        for p in problems:
            target = self._target(p.field)
            if target is not None:
                by_path.setdefault(target, []).append(text(p))
        self._fill(labels, by_path)

    @staticmethod
    def _fill(labels: dict[str, QLabel], by_path: dict[str, list[str]]) -> None:
        """Show each label's messages (one per line), hide the labels without any."""
        for path, label in labels.items():
            messages = by_path.get(path)
            label.setVisible(bool(messages))
            label.setText("\n".join(messages) if messages else "")
            label.setAccessibleName(label.text())

    def _show_pending(self, current: Settings) -> None:
        """At each field whose value waits: what is in force now, and when the new one applies."""
        by_path: dict[str, list[str]] = {}
        for change in pending_changes(self._original, current, settings_tr):
            if "display.language" in change.paths:
                change = replace(change, in_force=self._language_name(self._original.display.language),
                                 wanted=self._language_name(current.display.language))
            target = next((t for t in map(self._target, change.paths) if t is not None), None)
            if target is not None:
                by_path.setdefault(target, []).append(pending_note(change, settings_tr))
        self._fill(self.kit.pending, by_path)

    def _typed_out_of_range(self, path: str, value: int) -> None:
        """A number Qt will not take was typed: say at the field what the validation says of it."""
        section, _, name = path.partition(".")
        current = self.settings()
        try:
            trial = replace(current, **{section: replace(getattr(current, section), **{name: value})})
        except (AttributeError, TypeError):
            return
        texts = [p.text(settings_tr) for p in validate(trial) if p.field == path]
        if not texts:
            return
        message = self.tr("%1 (%2 was not taken.)").replace("%1", " ".join(texts)).replace("%2", str(value))
        if self._typed.get(path) != message:
            self._typed[path] = message
            self._show_problems(validate(current))

    def _typed_in_range(self, path: str) -> None:
        if self._typed.pop(path, None) is not None:
            self._show_problems(validate(self.settings()))

    def _target(self, path: str) -> str | None:
        """The error label a problem belongs to (seat problems share the grid's label)."""
        if path in self.kit.errors:
            return path
        if path.startswith("table.opponents"):
            return "table.opponents"
        return None

    def _show_changes(self, current: Settings) -> None:
        """The summary above the buttons, compared with what is in force (not with what was shown).

        The language waits for the next start: it gets its own line, never under "At once:" (issue 38)."""
        later = changes_for_next_session(self._original, current, settings_tr)
        old_language = self._original.display.language
        same_language = replace(current, display=replace(current.display, language=old_language))
        now = changes_applying_at_once(self._original, same_language, settings_tr)
        parts: list[str] = []
        if later:
            parts.append(self.tr("From the next session: %1").replace("%1", " ".join(later)))
        if now:
            parts.append(self.tr("At once: %1").replace("%1", " ".join(now)))
        if current.display.language != old_language:
            parts.append(self.tr("At the next start: %1.").replace(
                "%1", self._language_name(current.display.language)))
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
                widget = self.kit.focus_for.get(target)
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
    pending: Settings | None = None,
    first_start: bool = False,
    on_open: Callable[[SettingsDialog], None] | None = None,
) -> Settings | None:
    """Show the dialog modally; the wanted settings after OK, None after Cancel.

    ``current`` are the settings in force; ``pending`` those the user chose
    earlier that wait for the next session (the dialog opens showing them,
    each with a note). The result is the full wanted settings, also when
    nothing was changed (OK on pending values returns them: the caller
    decides). ``on_open`` is called with the dialog before it runs (tests, or
    a caller that wants to select a tab).
    """
    dialog = SettingsDialog(current, parent, pending=pending, first_start=first_start)
    if on_open is not None:
        on_open(dialog)
    try:
        dialog.exec()
        return dialog.result_settings()
    finally:
        dialog.deleteLater()
