"""The batch that writes many imported hands in few commits (``HandLog.import_batch``).

A commit costs more than the hand it writes (a WAL append and its
bookkeeping), so an import writes ``per_transaction`` hands per commit;
everything added is committed when the batch closes, also after an error or
a cancel, so nothing already imported is lost.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Protocol

from .import_rows import PreparedHand
from .imported import ImportedHandLike


class BatchLog(Protocol):
    """What a batch uses of its ``HandLog``: named as a shape, so this module needs no repository import."""

    @property
    def connection(self) -> sqlite3.Connection: ...
    def save_imported_hand(self, imported: ImportedHandLike | PreparedHand) -> int | None: ...
    def save_imported_hands(self, hands: Sequence[PreparedHand]) -> list[int | None]: ...


class ImportBatch:
    """Imported hands in transactions of ``per_transaction`` hands (``HandLog.import_batch``)."""

    def __init__(self, log: BatchLog, per_transaction: int) -> None:
        self._log = log
        self._conn: sqlite3.Connection = log.connection
        self._per = max(1, per_transaction)
        self._open = 0  # hands written in the transaction now open
        self.imported = 0
        self.duplicates = 0
        self.rules_ids: dict[str, int] = {}
        """House rules (JSON) -> rule_sets id, and the seat names stored, as this batch found or wrote
        them: the same few fill an import, and looking each up again per hand is most of its SQL
        statements. Forgotten whenever a hand is rolled back (its rows may have been the new ones)."""
        self.names: set[str] = set()

    def add(self, imported: ImportedHandLike | PreparedHand) -> int | None:
        """Write one hand (None: it was stored already). Commits every ``per_transaction`` hands."""
        if not self._conn.in_transaction:
            self._conn.execute("BEGIN IMMEDIATE")
            self._open = 0
        # A hand refused half-way (a constraint) must not leave rows behind, nor take the
        # batch's earlier hands with it: each hand is its own savepoint.
        self._conn.execute("SAVEPOINT imported_hand")
        try:
            hand_id = self._log.save_imported_hand(imported)
        except BaseException:
            self.forget()
            self._conn.execute("ROLLBACK TO imported_hand")
            self._conn.execute("RELEASE imported_hand")
            raise
        self._conn.execute("RELEASE imported_hand")
        if hand_id is None:
            self.duplicates += 1
        else:
            self.imported += 1
            self._open += 1
        if self._open >= self._per:
            self.commit()
        return hand_id

    def add_many(self, hands: Sequence[PreparedHand], out: list[int | None] | None = None) -> list[int | None]:
        """Write prepared hands (for each its id, None: stored already) as ``add`` would one by one,
        in a few statements (``HandLog.save_imported_hands``); commits every ``per_transaction`` hands.

        They share one savepoint: a hand refused half-way (a constraint) takes the others with
        it, and they are then written again one by one, so the hands before it are written
        and it is refused exactly as ``add`` refuses it. The ids go to ``out`` (returned) as
        the hands are written, so a caller that catches the refusal knows which were.
        """
        if out is None:
            out = []
        if not hands:
            return out
        if not self._conn.in_transaction:
            self._conn.execute("BEGIN IMMEDIATE")
            self._open = 0
        self._conn.execute("SAVEPOINT imported_hands")
        try:
            ids = self._log.save_imported_hands(hands)
        except sqlite3.Error:
            self.forget()
            self._conn.execute("ROLLBACK TO imported_hands")
            self._conn.execute("RELEASE imported_hands")
            for h in hands:  # the same refusal, at the same hand
                out.append(self.add(h))
            return out
        except BaseException:
            self.forget()
            self._conn.execute("ROLLBACK TO imported_hands")
            self._conn.execute("RELEASE imported_hands")
            raise
        self._conn.execute("RELEASE imported_hands")
        written = sum(i is not None for i in ids)
        self.imported += written
        self.duplicates += len(ids) - written
        self._open += written
        out.extend(ids)
        if self._open >= self._per:
            self.commit()
        return out

    def commit(self) -> None:
        """Make what was added durable now (also run when the batch closes)."""
        if self._conn.in_transaction:
            try:
                self._conn.execute("COMMIT")
            except BaseException:
                self.forget()
                raise
        self._open = 0

    def forget(self) -> None:
        """Drop what the batch remembers of the database (after a rollback or a failed commit)."""
        self.rules_ids.clear()
        self.names.clear()
