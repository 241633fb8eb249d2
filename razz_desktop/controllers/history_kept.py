"""Hands only memory holds: what the quit question counts, saves elsewhere, or lets go.

Part of the history controller (:class:`~.history_controller.HistoryController`
mixes this class in, as the game controller mixes in its turns and winding up):
when neither the hand log nor its journal can take a hand, the worker keeps it in
memory and reports the list (``_on_kept_changed``). While that is so, the hands
still on their way to the worker are counted too (they will meet the same fate).
The quit guard (``quit_guard.py``) asks the user, and the answer comes back here:
save them to a folder, try again, or lose them.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Slot

from razz_desktop.engine.frozen_record import frozen_record

if TYPE_CHECKING:
    from datetime import datetime

    from PySide6.QtCore import QObject as _Host  # the controller this is mixed into
    from PySide6.QtCore import SignalInstance

    from razz_desktop.storage.handlog.journal import JournalEntry
    from razz_desktop.storage.importing.kept import KeptFiles

    from .recorded import RecordedHand
else:
    _Host = object

log = logging.getLogger(__name__)


@frozen_record
class InFlight:
    """A hand handed to the worker and not yet confirmed written, journaled or kept."""

    played_at: datetime
    recorded: RecordedHand


def new_uid() -> str:
    """A hand's (or a stand-in session's) unique id: a random UUID's 32 hex digits."""
    import uuid  # here: uuid (and the platform module it imports) is not needed before the first hand ends

    return uuid.uuid4().hex


class KeptHands(_Host):
    """The hands at risk, for the history controller (a mixin: its state is the controller's)."""

    if TYPE_CHECKING:  # what the history controller provides, for the type checker
        _in_flight: dict[str, InFlight]
        _kept: tuple[JournalEntry, ...]
        _given_up: set[str]
        _memory_warned: bool
        _closed: bool
        at_risk_changed: SignalInstance
        _retry_now_requested: SignalInstance
        _forget_requested: SignalInstance

        def _request(self, signal: SignalInstance, *args: object) -> None: ...

    @property
    def hands_at_risk(self) -> int:
        """Hands that would be lost if the app closed now: those only in memory (neither the
        database nor its journal could take them), and, while that is so, those still on their
        way to the worker (they will meet the same fate)."""
        if not self._kept and not self._memory_warned:
            return 0
        return len(self._kept) + sum(1 for uid in self._in_flight if uid not in self._given_up)

    def kept_entries(self) -> tuple[JournalEntry, ...]:
        """The hands :attr:`hands_at_risk` counts, as journal entries (to save them elsewhere)."""
        if not self._kept and not self._memory_warned:
            return ()
        from razz_desktop.storage.handlog.journal import JournalEntry, SessionRef

        flying = tuple(
            JournalEntry(uid, item.played_at, SessionRef(new_uid(), item.played_at, item.recorded.record.config),
                         item.recorded.players, item.recorded.record, item.recorded.tournament,
                         item.recorded.practice)
            for uid, item in self._in_flight.items() if uid not in self._given_up)
        return self._kept + flying

    @Slot()
    def retry_now(self) -> None:
        """Try at once to write the hands held in memory (the quit question's "Try again"):
        ``at_risk_changed`` answers."""
        if not self._closed:
            self._request(self._retry_now_requested)

    def save_kept_to(self, folder: Path | str) -> KeptFiles:
        """Write the hands at risk into ``folder`` (a journal file the app re-imports, and PokerStars
        text); then they are no longer at risk. Raises ``OSError`` when the folder cannot take them."""
        from razz_desktop.storage.importing.kept import write_kept_hands

        entries = self.kept_entries()
        kept = write_kept_hands(entries, folder)
        log.warning("hand history: %d unsaved hands saved to %s and %s", len(entries), kept.journal, kept.text)
        self._give_up(e.uid for e in entries)
        return kept

    @Slot()
    def discard_kept(self) -> None:
        """The user chose to lose the hands at risk: closing will not keep them anywhere."""
        entries = self.kept_entries()
        if entries:
            log.warning("hand history: the user chose to lose %d hands that could not be saved", len(entries))
        self._give_up(e.uid for e in entries)

    def _give_up(self, uids: Iterable[str]) -> None:
        gone = tuple(uids)
        self._given_up.update(gone)
        self._kept = tuple(e for e in self._kept if e.uid not in self._given_up)
        self._request(self._forget_requested, gone)
        self.at_risk_changed.emit(self.hands_at_risk)

    @Slot(object)
    def _on_kept_changed(self, entries: tuple[JournalEntry, ...]) -> None:
        self._kept = tuple(e for e in entries if e.uid not in self._given_up)
        if not entries:  # the worker's memory is empty after a retry: the journal takes hands again
            self._memory_warned = False
        self.at_risk_changed.emit(self.hands_at_risk)
