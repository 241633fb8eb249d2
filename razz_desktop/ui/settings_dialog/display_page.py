"""The "Display and play" tab: how the table looks and sounds, and what happens between hands.

It owns two sections of the settings: display (four-colour deck, animation
speed, sound and its volume, the theme, the human at the bottom, language) and play (the next hand
starting by itself, what happens when the human or a bot goes broke, the buy-in a new tournament offers). The
language list is given by the dialog (see ``languages.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtWidgets import QGroupBox, QVBoxLayout, QWidget

from razz_desktop.settings import (
    ANIMATION_LABELS,
    ANIMATION_SPEEDS,
    COMPUTER_BUST_LABELS,
    COMPUTER_BUST_OPTIONS,
    HUMAN_BUST_LABELS,
    HUMAN_BUST_OPTIONS,
    LANGUAGE_SYSTEM,
    MAX_STACK,
    MAX_VOLUME,
    MIN_VOLUME,
    THEME_LABELS,
    THEMES,
    DisplaySettings,
    PlaySettings,
    Settings,
)
from razz_desktop.ui.sound_device import device_found

from .fields import FieldKit, select_data, settings_tr


class DisplayPage(QWidget):
    """The display and between-hands editors; see the module docstring."""

    def __init__(self, kit: FieldKit, languages: Sequence[tuple[str, str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)

        display = QGroupBox(self.tr("Display"), kit.owner)
        form = kit.form()
        display.setLayout(form)
        self.four_colour = kit.check("fourColourDeck", self.tr("&Four-colour deck"),
                                     self.tr("Four-colour deck"))
        self.four_colour.setToolTip(self.tr("Diamonds blue and clubs green, so suits are told apart at a glance."))
        form.addRow(kit.field("display.four_colour_deck", self.four_colour))
        self.animation = kit.combo("animationSpeed", self.tr("Animation speed"),
                                   [(settings_tr(ANIMATION_LABELS[k]), k) for k in ANIMATION_SPEEDS])
        form.addRow(kit.label_for(self.tr("&Animation speed:"), self.animation),
                    kit.field("display.animation_speed", self.animation))
        self.theme = kit.combo("theme", self.tr("Theme"), [(settings_tr(THEME_LABELS[k]), k) for k in THEMES])
        self.theme.setToolTip(self.tr("Light, dark or high-contrast windows, or the desktop's own colours "
                                      "and font size. The table's felt stays green."))
        form.addRow(kit.label_for(self.tr("T&heme:"), self.theme), kit.field("display.theme", self.theme))
        self.sound = kit.check("sound", self.tr("&Sound"), self.tr("Sound"))
        self.sound.setToolTip(self.tr("Short sounds for the deal, each action, the pot going to the winner "
                                      "and your turn."))
        # No audio device (the player found none): said beside the box, which would otherwise look as if
        # ticking it made a sound (issue 38). Nothing is said before the player has tried.
        self.no_device = kit.note(self.tr("No sound device found: the table stays silent."), wrap=False)
        self.no_device.setObjectName("noSoundDevice")
        self.no_device.setVisible(device_found() is False)
        form.addRow(kit.field("display.sound", self.sound, self.no_device))
        self.volume = kit.percent_box("volume", self.tr("Sound volume"), MIN_VOLUME, MAX_VOLUME)
        self.volume.setSingleStep(10)
        self.sound.toggled.connect(self.volume.setEnabled)
        form.addRow(kit.label_for(self.tr("&Volume:"), self.volume), kit.field("display.volume", self.volume))
        self.at_bottom = kit.check("humanAtBottom", self.tr("Always put &me at the bottom"),
                                   self.tr("Always put me at the bottom of the table"))
        form.addRow(kit.field("display.human_at_bottom", self.at_bottom))
        self.language = kit.combo("language", self.tr("Language"), [
            (self.tr("System default") if code == LANGUAGE_SYSTEM else name, code)
            for code, name in languages
        ])
        form.addRow(kit.label_for(self.tr("&Language:"), self.language),
                    kit.field("display.language", self.language,
                              kit.note(self.tr("applies at the next start"), wrap=False)))
        column.addWidget(display)

        play = QGroupBox(self.tr("Between hands"), kit.owner)
        form = kit.form()
        play.setLayout(form)
        self.auto_next = kit.check("autoNextHand", self.tr("Start the &next hand automatically"),
                                   self.tr("Start the next hand automatically"))
        self.auto_next.setToolTip(self.tr("When off, the next hand starts when you click Deal."))
        form.addRow(kit.field("play.auto_next_hand", self.auto_next))
        self.human_bust = kit.combo("whenYouBust", self.tr("When you go broke"),
                                    [(settings_tr(HUMAN_BUST_LABELS[k]), k) for k in HUMAN_BUST_OPTIONS])
        form.addRow(kit.label_for(self.tr("When you go &broke:"), self.human_bust),
                    kit.field("play.when_you_bust", self.human_bust))
        self.computer_bust = kit.combo(
            "whenComputerBusts", self.tr("When a computer player goes broke"),
            [(settings_tr(COMPUTER_BUST_LABELS[k]), k) for k in COMPUTER_BUST_OPTIONS])
        form.addRow(kit.label_for(self.tr("When a &computer player goes broke:"), self.computer_bust),
                    kit.field("play.when_computer_busts", self.computer_bust))
        self.tournament_buy_in = kit.count_box("tournamentBuyIn", self.tr("Tournament buy-in"), 0, MAX_STACK,
                                               typing=(0, 10 * MAX_STACK))
        self.tournament_buy_in.setSpecialValueText(self.tr("Play money (none)"))
        self.tournament_buy_in.setGroupSeparatorShown(True)
        self.tournament_buy_in.setMinimumWidth(150)
        self.tournament_buy_in.setToolTip(self.tr(
            "What Game > New tournament offers as the buy-in, in chips. The statistics' return on investment "
            "counts the buy-in each tournament started with."))
        form.addRow(kit.label_for(self.tr("&Tournament buy-in:"), self.tournament_buy_in),
                    kit.field("play.tournament_buy_in", self.tournament_buy_in))
        column.addWidget(play)
        column.addStretch(1)

    def load(self, settings: Settings) -> None:
        dp = settings.display
        self.four_colour.setChecked(dp.four_colour_deck)
        select_data(self.animation, dp.animation_speed, dp.animation_speed)
        self.sound.setChecked(dp.sound)
        self.volume.setValue(dp.volume if isinstance(dp.volume, int) else MAX_VOLUME)
        self.volume.setEnabled(dp.sound is True)
        select_data(self.theme, dp.theme, dp.theme)
        self.at_bottom.setChecked(dp.human_at_bottom)
        select_data(self.language, dp.language, dp.language)
        pl = settings.play
        self.auto_next.setChecked(pl.auto_next_hand)
        select_data(self.human_bust, pl.when_you_bust, pl.when_you_bust)
        select_data(self.computer_bust, pl.when_computer_busts, pl.when_computer_busts)
        self.tournament_buy_in.setValue(pl.tournament_buy_in if isinstance(pl.tournament_buy_in, int) else 0)

    def edited(self, settings: Settings) -> Settings:
        return replace(
            settings,
            display=DisplaySettings(
                four_colour_deck=self.four_colour.isChecked(), animation_speed=self.animation.currentData(),
                sound=self.sound.isChecked(), human_at_bottom=self.at_bottom.isChecked(),
                language=self.language.currentData(), volume=self.volume.value(),
                theme=self.theme.currentData()),
            play=PlaySettings(self.auto_next.isChecked(), self.human_bust.currentData(),
                              self.computer_bust.currentData(), self.tournament_buy_in.value()),
        )

    def refresh(self, current: Settings) -> None:
        """Nothing here depends on other fields."""
