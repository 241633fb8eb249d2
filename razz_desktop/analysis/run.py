"""One analysis: imported hands graded in a pool of processes, their reviews written by this one.

Grading is pure Python and numpy on one decision at a time (about 15 ms a
decision here), so it is spread over processes, one per core (the machinery
of the import's pool: ``storage.importing.pool.start_method`` chooses how
they start, ``available_cores`` how many). Each worker opens the hand log
read-only and decodes the hands it grades (``open_reader``), so only hand
ids go out and reviews come back; this process is the only writer. Results
are written in the order of the hands, whichever worker finishes first, so
the reviews written do not depend on the number of processes (the grading is
seeded by the spot, ``coach.spot``). A hand log in memory (tests) is graded
here, in one process.

Cancel (``cancelled`` returns True) stops the workers at once: the hands
already written stay analysed, the others are left as they were and are
taken by the next analysis.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import sys
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from razz_desktop.records import StoredHand
from razz_desktop.reviews import Grade, HandReview
from razz_desktop.storage.handlog.analysable import (
    analysis_candidates,
    database_file,
    read_for_analysis,
    stored_hands,
)
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.importing.pool import MAX_JOBS, available_cores, start_method

__all__ = ["AnalysisRun", "AnalysisSummary", "Outcome", "analyse_stored"]

GROUP = 4
"""Hands a worker grades per task: a task's round trip is about a millisecond, a hand some 60."""
PRELOAD = ("razz_desktop.analysis.run", "razz_desktop.coach.hints", "razz_desktop.coach.review")
"""What a fork server imports once for every worker it forks."""

POOL_FAILURES: tuple[type[BaseException], ...] = (BrokenProcessPool, RuntimeError, OSError)
"""What a pool that cannot start its processes, or loses one, raises."""
Outcome = tuple[int, HandReview | None, tuple[str, ...], str | None]
"""(hand id, review, each decision's skill, why it was not graded): what a worker sends back."""


def analyse_stored(hand_id: int, hand: StoredHand | str, hero: str | None) -> Outcome:
    """Grade one stored hand's hero (``hero``, else the file's); the reason instead when it cannot be.

    ``hand``: the hand as ``storage.handlog.analysable.read_for_analysis`` read it, or why it did not read.
    """
    from razz_desktop.analysis.grading import AnalysisError, analyse_record, cards_known
    from razz_desktop.storage.coding.skill_facts import decision_skills

    if isinstance(hand, str):
        return hand_id, None, (), hand
    name = hero if hero is not None else (hand.origin.hero if hand.origin is not None else None)
    seat = next((p.seat for p in hand.players if name is not None and p.name == name), None)
    if seat is None or seat not in hand.record.seats:
        return hand_id, None, (), "no hero in this hand" if name is None else f"{name} did not play this hand"
    dealt = len(dict(hand.record.cards).get(seat, ()))
    if hand.known_cards is not None and not cards_known(dict(hand.known_cards).get(seat), dealt):
        return hand_id, None, (), f"{name}'s cards are not known"
    try:
        review = analyse_record(hand.record, seat, hand_id=hand_id)
    except AnalysisError as exc:
        return hand_id, None, (), str(exc)
    return hand_id, review, tuple(s.value for s in decision_skills(hand.record, seat, review)), None


def _grade_group(database: str, ids: list[int], hero: str | None) -> list[Outcome]:
    """A worker's task: a few hands, read from the file and graded."""
    return [analyse_stored(i, hand, hero) for i, hand in stored_hands(Path(database), ids)]


@dataclass(slots=True)
class AnalysisSummary:
    """What an analysis did: the command prints it as JSON (``to_json``)."""

    selected: int = 0
    analysed: int = 0
    decisions: int = 0
    by_grade: dict[Grade, int] = field(default_factory=lambda: {g: 0 for g in Grade})
    lost_bb: float = 0.0
    skipped: list[tuple[int, str]] = field(default_factory=list)
    cancelled: bool = False
    seconds: float = 0.0
    jobs: int = 1
    fell_back: str | None = None  # AnalysisRun.fell_back (not in the JSON: the figures are the same)

    def add(self, outcome: Outcome) -> None:
        hand_id, review, _, reason = outcome
        if review is None:
            self.skipped.append((hand_id, reason or ""))
            return
        self.analysed += 1
        for d in review.decisions:
            self.decisions += 1
            self.by_grade[d.grade] += 1
            if d.grade is not Grade.GOOD:
                self.lost_bb += d.cost_bb

    @property
    def hands_per_second(self) -> float:
        done = self.analysed + len(self.skipped)
        return done / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, object]:
        return {
            "hands": self.selected,
            "analysed": self.analysed,
            "decisions": self.decisions,
            "grades": {g.value: n for g, n in self.by_grade.items()},
            "big_bets_lost": round(self.lost_bb, 2),
            "skipped": [{"hand_id": h, "reason": r} for h, r in self.skipped],
            "cancelled": self.cancelled,
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands_per_second, 1),
            "jobs": self.jobs,
        }


Progress = Callable[[int, int], None]
"""(hands done, hands in all), after each hand."""


@dataclass(slots=True)
class AnalysisRun:
    """Which hands, whose decisions, and how many processes."""

    hand_ids: Sequence[int] | None = None
    hero: str | None = None
    since: datetime | None = None
    again: bool = False
    jobs: int | None = None
    """Processes grading; None: one per core (at most MAX_JOBS), one in a frozen app (its executable
    is the app, not Python) or for a handful of hands."""

    fell_back: str | None = None
    """After a run: why the grading moved to this process part-way (the processes could not
    start or one died), or None."""

    def candidates(self, log: HandLog) -> list[int]:
        return analysis_candidates(log.connection, hand_ids=self.hand_ids, hero=self.hero, since=self.since,
                                   again=self.again)

    def run(self, log: HandLog, progress: Progress | None = None,
            cancelled: Callable[[], bool] = lambda: False) -> AnalysisSummary:
        """Analyse the hands and keep their reviews; see the module docstring."""
        started = time.perf_counter()
        self.fell_back = None
        ids = self.candidates(log)
        summary = AnalysisSummary(selected=len(ids))
        database = database_file(log.connection)
        jobs = self.jobs or (1 if getattr(sys, "frozen", False) else min(available_cores(), MAX_JOBS))
        jobs = max(1, min(jobs, (len(ids) + GROUP - 1) // GROUP or 1))
        if database is None:
            jobs = 1
        summary.jobs = jobs
        outcomes = self._here(log, ids) if jobs == 1 else self._pooled(log, str(database), ids, jobs, cancelled)
        try:
            for done, outcome in enumerate(outcomes, 1):
                hand_id, review, skills, _ = outcome
                if review is not None:
                    log.save_review(hand_id, review, skills)
                summary.add(outcome)
                if progress is not None:
                    progress(done, len(ids))
                if cancelled():
                    summary.cancelled = done < len(ids)
                    break
        finally:
            with contextlib.suppress(Exception):
                outcomes.close()  # type: ignore[attr-defined]
        summary.seconds = time.perf_counter() - started
        summary.fell_back = self.fell_back
        return summary

    def _here(self, log: HandLog, ids: list[int]) -> Iterator[Outcome]:
        for hand_id in ids:
            yield analyse_stored(hand_id, read_for_analysis(log.connection, hand_id), self.hero)

    def _pooled(self, log: HandLog, database: str, ids: list[int], jobs: int,
                cancelled: Callable[[], bool]) -> Iterator[Outcome]:
        """The hands graded by ``jobs`` processes, in order; if the processes cannot start or one
        dies (killed, out of memory), the hands not yet graded are graded here instead."""
        method = start_method()
        context = multiprocessing.get_context(method)
        if method == "forkserver":
            context.set_forkserver_preload(list(PRELOAD))
        given = 0  # hands already handed to the writer, in order
        finished = False
        pool: ProcessPoolExecutor | None = None
        try:
            pool = ProcessPoolExecutor(jobs, mp_context=context)
            todo = deque(ids[k:k + GROUP] for k in range(0, len(ids), GROUP))
            ahead: deque[Future[list[Outcome]]] = deque()
            while todo or ahead:
                while todo and len(ahead) < 3 * jobs:
                    ahead.append(pool.submit(_grade_group, database, todo.popleft(), self.hero))
                for outcome in ahead.popleft().result():
                    given += 1
                    yield outcome
                if cancelled():
                    return
            finished = True
        except POOL_FAILURES as exc:
            self.fell_back = f"the grading processes stopped ({type(exc).__name__}: {exc}); the rest was graded here"
            if pool is not None:
                _stop(pool, kill=True)
                pool = None
            yield from self._here(log, ids[given:])
            finished = True
        finally:
            if pool is not None:
                _stop(pool, kill=not finished)


def _stop(pool: ProcessPoolExecutor, kill: bool) -> None:
    """Shut the pool down; on cancel its workers are killed at once (they only read)."""
    if not kill:
        pool.shutdown(wait=True)
        return
    workers = list((getattr(pool, "_processes", None) or {}).values())  # no public handle before 3.14
    results = getattr(pool, "_result_queue", None)
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        with contextlib.suppress(OSError, AttributeError, ValueError):
            worker.kill()
    with contextlib.suppress(OSError, AttributeError):  # see storage.importing.pool._stop_pool
        results._writer.close()  # type: ignore[union-attr]
