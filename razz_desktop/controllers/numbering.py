"""Hand numbers that go on from the hand log, across restarts.

Part of the game controller (:class:`~.game_controller.GameController` mixes
this class in). At start the hand log is still opening on its own thread,
so the first deal cannot know the next free hand number yet: with
:meth:`HandNumbering.wait_for_numbering` the first deal waits for
:meth:`HandNumbering.continue_numbering_from` (the log's answer), or for a
fallback timer, so a slow or broken log never keeps the table from dealing.
A session that has dealt nothing yet is seated again under the new numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Slot

if TYPE_CHECKING:
    from PySide6.QtCore import QObject as _Host  # the controller this is mixed into

    from razz_desktop.engine.hand import Hand
    from razz_desktop.engine.table import Table

    from .pacing import StepPacer
else:
    _Host = object

NUMBERING_WAIT_MS = 2000
"""The longest the first deal waits for the hand log's next number."""


class HandNumbering(_Host):
    """The numbering state and its two entry points (a mixin: the controller calls :meth:`_init_numbering`)."""

    if TYPE_CHECKING:  # what the game controller provides, for the type checker
        hand: Hand | None
        table: Table | None
        _next_hand_id: int
        _dealt_this_session: int
        _pacer: StepPacer

        def _seat_table(self) -> None: ...
        def _start_hand(self) -> None: ...

    def _init_numbering(self, owner: QObject) -> None:
        self._numbered = True  # False: the first deal waits for the hand log's next number
        self._deal_waiting = False
        self._numbering_fallback = QTimer(owner)
        self._numbering_fallback.setSingleShot(True)
        self._numbering_fallback.timeout.connect(lambda: self.continue_numbering_from(self._next_hand_id))

    def wait_for_numbering(self, at_most_ms: int = NUMBERING_WAIT_MS) -> None:
        """Hand numbers go on from the hand log: the first deal waits for its number (or ``at_most_ms``)."""
        self._numbered = False
        self._numbering_fallback.start(at_most_ms)

    @Slot(int)
    def continue_numbering_from(self, number: int) -> None:
        """The hand log's next hand number: numbers go on from there, across restarts."""
        self._numbering_fallback.stop()
        self._numbered = True
        if number > self._next_hand_id:
            self._next_hand_id = number
            if self.table is not None and self.hand is None and not self._dealt_this_session:
                self._seat_table()  # nothing dealt yet: the same players at a table numbered from here
        if self._deal_waiting:
            self._deal_waiting = False
            self._pacer.schedule(self._start_hand, 0)

    def _deal_must_wait(self) -> bool:
        """Whether the deal asked for now waits for the hand number (it is then dealt on its arrival)."""
        if self._numbered:
            return False
        self._deal_waiting = True
        return True
