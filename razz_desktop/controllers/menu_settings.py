"""What the menus and the settings change while a session is being played: pacing, auto-continue.

Part of the game controller (:class:`~.game_controller.GameController` mixes
this class in, as it does the bots' turns and the tournament side): each
setter changes the setup or the step pacer the controller owns, and takes
effect from the next step, never in the middle of one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import Slot

if TYPE_CHECKING:
    from .pacing import StepPacer
    from .session import SessionSetup

if TYPE_CHECKING:
    from PySide6.QtCore import QObject as _Host  # the controller this is mixed into
else:
    _Host = object


class MenuSettings(_Host):
    """The game controller's setters for the menus (a mixin: its state is the controller's)."""

    if TYPE_CHECKING:  # what the game controller provides, for the type checker
        setup: SessionSetup
        _setup_source: Callable[[], SessionSetup] | None
        _waiting_next: bool
        _waits_for_table: bool
        _pacer: StepPacer

        def continue_to_next_hand(self) -> None: ...
        def set_thinking_ms(self, low: int, high: int) -> None: ...

    def set_auto_continue(self, on: bool) -> None:
        self.setup = replace(self.setup, auto_continue=on)
        if on and self._waiting_next:
            self.continue_to_next_hand()

    def set_setup_source(self, source: Callable[[], SessionSetup] | None) -> None:
        """Where each new session's setup comes from (the settings controller: pending changes apply then)."""
        self._setup_source = source

    @Slot(str)
    def set_speed(self, key: str) -> None:
        """The animation speed changed: the pacing tables of :mod:`.pacing` follow it."""
        from .pacing import next_hand_delay_ms, thinking_ms

        self.set_pacing_ms(*thinking_ms(key), next_hand_delay_ms(key))

    @Slot(int, int, int)
    def set_pacing_ms(self, low: int, high: int, next_hand_delay: int) -> None:
        self.set_thinking_ms(low, high)
        self.set_next_hand_delay_ms(next_hand_delay)

    def set_next_hand_delay_ms(self, ms: int) -> None:
        self.setup = replace(self.setup, next_hand_delay_ms=max(0, ms))

    def set_waits_for_table(self, on: bool) -> None:
        """A window shows the table: each step waits for its :meth:`table_settled` (app.py turns this on)."""
        self._waits_for_table = on
        if not on:
            self._pacer.forget_settle()
