"""What the user chooses: :class:`Settings`, one frozen tree of the sections.

Frozen, so a settings object can be handed to the dialog, the controllers and
the file without anyone changing it under the others: a change is a new object
(``dataclasses.replace``, :func:`.sections.with_preset`,
:func:`.sections.with_opponent`). What makes settings usable is decided in one
place, :func:`.validation.validate`, which :meth:`Settings.problems`,
:meth:`Settings.to_game_config` and the file functions all go through; their
JSON form is :mod:`.codec`'s. Both of those modules work on the sections and
on a protocol of this class, never on this module, so the imports here are
plain and one-way (model -> codec -> validation -> sections).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from razz_desktop.engine.rules import GameConfig, HouseRules, Stakes

from .codec import decode_settings, encode_settings
from .sections import (
    PRESETS,
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    StakesSettings,
    TableSettings,
    with_opponent,
    with_preset,
)
from .validation import Problem, SettingsError, validate

__all__ = [
    "PRESETS", "DisplaySettings", "OpponentSettings", "PlaySettings", "PracticeSettings", "Settings",
    "StakesSettings", "TableSettings", "with_opponent", "with_preset",
]


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the user chooses; build a new one with ``dataclasses.replace``."""

    stakes: StakesSettings = field(default_factory=StakesSettings)
    table: TableSettings = field(default_factory=TableSettings)
    house_rules: HouseRules = field(default_factory=HouseRules)
    display: DisplaySettings = field(default_factory=DisplaySettings)
    play: PlaySettings = field(default_factory=PlaySettings)
    practice: PracticeSettings = field(default_factory=PracticeSettings)

    def problems(self) -> list[Problem]:
        return validate(self)

    def is_valid(self) -> bool:
        return not validate(self)

    def to_game_config(self) -> GameConfig:
        """The engine's configuration, in chips. Raises :class:`.validation.SettingsError` if invalid."""
        problems = validate(self)
        if problems:
            raise SettingsError(problems)
        s = self.stakes
        return GameConfig(
            stakes=Stakes(
                small_bet=s.small_bet, big_bet=s.big_bet, ante=s.ante_chips, bring_in=s.bring_in_chips
            ),
            house_rules=self.house_rules,
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON object the settings file holds (see :mod:`.codec`)."""
        return encode_settings(self)

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Decode a JSON object; raises :class:`.validation.SettingsError` on a wrong shape or invalid values."""
        return decode_settings(cls, data)
