"""What is in force and what waits: the settings as a running session sees them.

A session keeps the game it was dealt with (table, stakes, house rules);
everything else applies at once. :class:`SettingsState` is what the settings
controller publishes and the settings dialog opens on. Pure data, no Qt.
"""

from __future__ import annotations

from razz_desktop.engine.frozen_record import frozen_record

from .model import Settings


def game_part(settings: Settings) -> tuple[object, ...]:
    """The part of the settings a running session never changes (it waits for the next session)."""
    return (settings.table, settings.stakes, settings.house_rules)


@frozen_record
class SettingsState:
    """What the settings dialog needs to open: what is in force, what the user asked for, what waits."""

    in_force: Settings
    wanted: Settings
    pending_text: str
    first_start: bool

    @property
    def pending(self) -> Settings | None:
        return self.wanted if game_part(self.wanted) != game_part(self.in_force) else None
