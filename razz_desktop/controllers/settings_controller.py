"""The user's settings at run time: what is in force, what is pending, and saving them.

A settings change is one of two kinds, and the user is always told which:

- **at once**: display, play and practice options (animation speed, four
  colours, dealing the next hand automatically, practice mode...). They are
  in force the moment they are saved and reach the window through
  :attr:`SettingsController.options_changed`.
- **from the next session**: the table, the stakes and the house rules. A
  running session keeps the game it was dealt with, so these are *pending*:
  :attr:`SettingsController.pending_changed` carries the line the table shows
  ("From the next session: $5/$10, 4 players") until the next session takes
  them (:meth:`SettingsController.next_session_setup`), and reopening the
  dialog shows both what is in force and what is pending.

The saved file always holds what the user asked for (in force plus pending),
so the next start deals the new game. Saving can fail (a read-only config
folder): the change stays in force for this session and the user is told
once, through :attr:`SettingsController.save_failed`. No widgets here: the
window asks the user; this decides and remembers.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from razz_desktop.settings import (
    LoadResult,
    Settings,
    describe_pending,
    load_settings,
    pending_changes,
    save_settings,
)
from razz_desktop.settings.state import SettingsState, game_part

from .pacing import next_hand_delay_ms, thinking_ms
from .session import BustRule, SessionSetup

log = logging.getLogger(__name__)


class SettingsController(QObject):
    """Loads, saves and applies the settings; no widgets."""

    options_changed = Signal(object)  # Settings now in force for display, play and practice
    pending_changed = Signal(str)  # the table's "From the next session: ..." line; "" when nothing waits
    save_failed = Signal(str)  # a plain sentence, once per run of failures
    speed_changed = Signal(int, int, int)  # thinking low, high (ms), pause between hands (ms)
    state_changed = Signal(object)  # SettingsState, whenever any part of it changes

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.result: LoadResult = load_settings(path)
        self._wanted = self.result.settings
        self._in_force = self.result.settings
        self._save_warned = False

    # -- what is known -------------------------------------------------------

    @property
    def settings(self) -> Settings:
        """What the user asked for: the options in force and the game changes still pending."""
        return self._wanted

    @property
    def in_force(self) -> Settings:
        """The settings the running session plays by."""
        return self._in_force

    @property
    def pending(self) -> Settings | None:
        """The wanted settings when some of them wait for the next session, else None."""
        return self._wanted if game_part(self._wanted) != game_part(self._in_force) else None

    @property
    def first_start(self) -> bool:
        return self.result.first_start

    def pending_text(self) -> str:
        pending = self.pending
        if pending is None:
            return ""
        return describe_pending(pending_changes(self._in_force, pending))

    @property
    def state(self) -> SettingsState:
        return SettingsState(self._in_force, self._wanted, self.pending_text(), self.first_start)

    def publish(self) -> None:
        """Send the current state and options to whoever is connected (app.py calls this once)."""
        self.options_changed.emit(self._in_force)
        self.pending_changed.emit(self.pending_text())
        self.state_changed.emit(self.state)

    def warning_text(self) -> str | None:
        """What went wrong loading the file (for the dealer log), if anything."""
        return self.result.warning_text()

    def session_setup(self) -> SessionSetup:
        """The session the settings in force describe."""
        speed = self._in_force.display.animation_speed
        return SessionSetup.from_settings(self._in_force, thinking_ms=thinking_ms(speed),
                                          next_hand_delay_ms=next_hand_delay_ms(speed))

    def next_session_setup(self) -> SessionSetup:
        """A new session starts: pending game changes come into force now."""
        if self.pending is not None:
            self._in_force = self._wanted
            self.pending_changed.emit("")
            self.state_changed.emit(self.state)
        return self.session_setup()

    # -- changes ---------------------------------------------------------------

    @Slot(object)
    def apply_edited(self, wanted: Settings) -> None:
        """The settings dialog's result: options at once, game changes pending until the next session."""
        if wanted == self._wanted:
            return
        self._wanted = wanted
        # Options apply now; the game part of what is in force stays as it was.
        self._in_force = replace(wanted, table=self._in_force.table, stakes=self._in_force.stakes,
                                 house_rules=self._in_force.house_rules)
        self._save()
        self.options_changed.emit(self._in_force)
        self._speed(self._in_force.display.animation_speed)
        self.pending_changed.emit(self.pending_text())
        self.state_changed.emit(self.state)

    def welcomed(self, chosen: Settings | None) -> None:
        """The first-start dialog closed (``chosen``: None when cancelled): save, so it is not shown again.

        Nothing has been dealt yet, so everything chosen is in force at once.
        """
        self.result = replace(self.result, first_start=False)
        if chosen is not None:
            self._wanted = self._in_force = chosen
        self._save()
        self.options_changed.emit(self._in_force)
        self._speed(self._in_force.display.animation_speed)
        self.state_changed.emit(self.state)

    def _change(self, section: str, **changes: object) -> None:
        """A menu option changed: in force at once, and saved."""
        def updated(s: Settings) -> Settings:
            return replace(s, **{section: replace(getattr(s, section), **changes)})

        new_wanted = updated(self._wanted)
        if new_wanted == self._wanted:
            return
        self._wanted = new_wanted
        self._in_force = updated(self._in_force)
        self._save()
        self.state_changed.emit(self.state)

    @Slot(bool)
    def set_four_colour(self, on: bool) -> None:
        self._change("display", four_colour_deck=on)

    @Slot(str)
    def set_animation_speed(self, key: str) -> None:
        self._change("display", animation_speed=key)
        self._speed(key)

    @Slot(bool)
    def set_human_at_bottom(self, on: bool) -> None:
        self._change("display", human_at_bottom=on)

    @Slot(bool)
    def set_auto_next_hand(self, on: bool) -> None:
        self._change("play", auto_next_hand=on)

    @Slot(bool)
    def set_bots_rebuy(self, rebuy: bool) -> None:
        self._change("play", when_computer_busts=(BustRule.REBUY if rebuy else BustRule.REPLACE).value)

    @Slot(bool)
    def set_practice(self, on: bool) -> None:
        self._change("practice", enabled=on)

    @Slot(bool)
    def set_auto_hints(self, on: bool) -> None:
        self._change("practice", hints="automatic" if on else "on_request")

    @Slot(bool)
    def set_study(self, on: bool) -> None:
        self._change("practice", show_opponents_cards_after_hand=on)

    def _speed(self, key: str) -> None:
        low, high = thinking_ms(key)
        self.speed_changed.emit(low, high, next_hand_delay_ms(key))

    def _save(self) -> None:
        try:
            save_settings(self._wanted, self.result.path)
        except OSError as exc:
            log.warning("could not save the settings: %s", exc)
            if not self._save_warned:
                self._save_warned = True
                self.save_failed.emit(self.tr(
                    "Your settings could not be saved ({problem}). They apply for this session only; "
                    "check that the folder {folder} can be written to.").format(
                        problem=exc.strerror or exc, folder=str(Path(self.result.path).parent)))
        else:
            self._save_warned = False
