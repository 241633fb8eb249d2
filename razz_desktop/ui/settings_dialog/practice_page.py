"""The Practice tab: the Coach (practice mode, when hints show) and the study option.

It owns the practice section of the settings. "Show hints" only means
something with practice mode on, so it is disabled while practice is off.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QGroupBox, QVBoxLayout, QWidget

from razz_desktop.settings import HINT_MODE_LABELS, HINT_MODES, PracticeSettings, Settings

from .fields import FieldKit, select_data, settings_tr


class PracticePage(QWidget):
    """The practice editors; see the module docstring."""

    def __init__(self, kit: FieldKit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)

        coach = QGroupBox(self.tr("Coach"), kit.owner)
        form = kit.form()
        coach.setLayout(form)
        self.practice_enabled = kit.check("practiceEnabled", self.tr("&Practice mode: coach me while I play"),
                                          self.tr("Practice mode"))
        self.practice_enabled.setToolTip(self.tr("Game > Practice mode (Ctrl+T) switches it at the table."))
        form.addRow(kit.field("practice.enabled", self.practice_enabled))
        explanation = kit.note(self.tr(
            "At each of your decisions the Coach panel beside the table recommends an action and "
            "says why, with your chances, the pot odds and the cards still live. After each hand "
            "it grades your decisions against the Expert bot; the Last Hand window opens the review."))
        explanation.setContentsMargins(26, 0, 0, 0)
        form.addRow(explanation)
        self.hint_mode = kit.combo("hintMode", self.tr("When to show hints"),
                                   [(settings_tr(HINT_MODE_LABELS[k]), k) for k in HINT_MODES])
        form.addRow(kit.label_for(self.tr("Show &hints:"), self.hint_mode),
                    kit.field("practice.hints", self.hint_mode))
        column.addWidget(coach)

        study = QGroupBox(self.tr("Study"), kit.owner)
        form = kit.form()
        study.setLayout(form)
        self.show_all_cards = kit.check(
            "showOpponentsCards", self.tr("Show &every player's cards after the hand"),
            self.tr("Show every player's cards after the hand"))
        form.addRow(kit.field("practice.show_opponents_cards_after_hand", self.show_all_cards))
        note = kit.note(self.tr(
            "For study: the Last Hand window then shows the hole cards of players who folded too, "
            "marked as study mode. At the table nobody's folded cards are ever shown."))
        note.setContentsMargins(26, 0, 0, 0)
        form.addRow(note)
        column.addWidget(study)
        self.practice_enabled.toggled.connect(lambda on: self.hint_mode.setEnabled(on))
        column.addStretch(1)

    def load(self, settings: Settings) -> None:
        pr = settings.practice
        self.practice_enabled.setChecked(pr.enabled)
        self.hint_mode.setEnabled(pr.enabled)
        select_data(self.hint_mode, pr.hints, pr.hints)
        self.show_all_cards.setChecked(pr.show_opponents_cards_after_hand)

    def edited(self, settings: Settings) -> Settings:
        return replace(settings, practice=PracticeSettings(
            self.practice_enabled.isChecked(), self.hint_mode.currentData(), self.show_all_cards.isChecked()))

    def refresh(self, current: Settings) -> None:
        """Nothing here depends on other fields."""
