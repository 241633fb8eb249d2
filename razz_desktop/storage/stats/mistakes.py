"""The mistakes across sessions in SQL: graded decisions under the browser's filters, and the error rate.

Every graded decision kept with its hand (``review_decisions``: street, grade,
cost, skill; practice reviews and analysed imported hands alike) is a line of
the mistakes browser. A hand is imported when it has a site (``hands.site``),
so "practice or imported" needs no column of its own. The chosen and best
actions live only in the review's blob, so they are read for the page shown
(one blob per hand, at most ``MistakeQuery.limit`` lines), never for a count.

The error rate is grouped in SQL by period (day, ISO week from Monday, month,
in local time) and by street or skill: the number of decisions, the big bets
lost (cost of every decision not graded good) and the blunders.
"""

from __future__ import annotations

import sqlite3
from datetime import date, datetime, time, timedelta
from typing import Any

from razz_desktop.mistakes import (
    ErrorRatePoint,
    ErrorRates,
    Grouping,
    MistakeQuery,
    MistakeRow,
    Origin,
    Period,
)
from razz_desktop.reviews import Grade
from razz_desktop.storage.coding.notes import CorruptRecordError
from razz_desktop.storage.handlog.hand_rows import (
    review_from_blob,
    time_from_micros,
    time_to_micros,
)
from razz_desktop.trainer.skills import Skill

__all__ = ["error_rates", "mistake_rows", "where_of"]

_MICROS_PER_DAY = 86_400_000_000


def _day_start(day: date) -> int:
    return time_to_micros(datetime.combine(day, time()).astimezone())


def where_of(query: MistakeQuery, *, with_grades: bool = True) -> tuple[str, list[Any]]:
    """The query's filters as a condition on ``review_decisions d`` joined to ``hands h``."""
    terms: list[str] = []
    params: list[Any] = []
    if with_grades and query.grades:
        terms.append(f"d.grade IN ({', '.join('?' * len(query.grades))})")
        params.extend(sorted(g.value for g in query.grades))
    if query.streets:
        terms.append(f"d.street IN ({', '.join('?' * len(query.streets))})")
        params.extend(sorted(query.streets))
    if query.skills:
        terms.append(f"d.skill IN ({', '.join('?' * len(query.skills))})")
        params.extend(sorted(s.value for s in query.skills))
    if query.since is not None:
        terms.append("h.played_at >= ?")
        params.append(_day_start(query.since))
    if query.until is not None:
        terms.append("h.played_at < ?")
        params.append(_day_start(query.until + timedelta(days=1)))
    if query.origin is Origin.PRACTICE:
        terms.append("h.site IS NULL")
    elif query.origin is Origin.IMPORTED:
        terms.append("h.site IS NOT NULL")
    return (" AND ".join(terms) or "1"), params


def mistake_rows(conn: sqlite3.Connection, query: MistakeQuery) -> list[MistakeRow]:
    """The decisions matching ``query``: the newest hands first, the costliest first within a hand."""
    where, params = where_of(query)
    rows = conn.execute(
        "SELECT d.hand_id, d.position, h.played_at, d.street, d.skill, d.grade, d.cost_bb, h.site, h.big_bet, "
        "h.hand_number, h.site_hand_id "
        f"FROM review_decisions d JOIN hands h ON h.id = d.hand_id WHERE {where} "
        "ORDER BY h.played_at DESC, d.hand_id DESC, d.cost_bb DESC, d.position LIMIT ?",
        (*params, max(0, query.limit)),
    ).fetchall()
    blobs: dict[int, Any] = {}
    for hand_id in {r[0] for r in rows}:
        row = conn.execute("SELECT review FROM hand_reviews WHERE hand_id = ?", (hand_id,)).fetchone()
        try:
            blobs[hand_id] = review_from_blob(row[0]).decisions if row is not None else ()
        except CorruptRecordError:
            blobs[hand_id] = ()
    out = []
    for hand_id, position, played, street, skill, grade, cost, site, big_bet, number, site_id in rows:
        decisions = blobs[hand_id]
        if position >= len(decisions):
            continue  # a review that no longer reads: its numbers alone cannot be opened
        d = decisions[position]
        out.append(MistakeRow(
            hand_id=hand_id, index=d.index, played_at=time_from_micros(played), street=street,
            skill=_skill(skill), grade=Grade(grade), cost_bb=float(cost), chosen=d.chosen, best=d.best,
            imported=site is not None, site=site, big_bet=big_bet,
            number=str(site_id) if site is not None and site_id else str(number),
        ))
    return out


def _skill(text: str) -> Skill:
    try:
        return Skill(text)
    except ValueError:
        return Skill.OTHER


def _period_start(day: date, period: Period) -> date:
    if period is Period.WEEK:
        return day - timedelta(days=day.weekday())
    if period is Period.MONTH:
        return day.replace(day=1)
    return day


def error_rates(conn: sqlite3.Connection, query: MistakeQuery, grouping: Grouping = Grouping.STREET,
                period: Period = Period.WEEK) -> ErrorRates:
    """Big bets lost and blunders per 100 decisions, per period and per street or skill.

    Every grade counts here (a rate is over all decisions, good ones included): the
    query's grades are ignored, its other filters apply.
    """
    where, params = where_of(query, with_grades=False)
    key = "d.street" if grouping is Grouping.STREET else "d.skill"
    # Local calendar days: the offset of local time now (a day that crossed a clock change is off by an hour).
    offset = int(datetime.now().astimezone().utcoffset().total_seconds() * 1_000_000)  # type: ignore[union-attr]
    rows = conn.execute(
        f"SELECT {key}, (h.played_at + ?) / {_MICROS_PER_DAY}, count(*), "
        "coalesce(sum(CASE WHEN d.grade != 'good' THEN d.cost_bb END), 0.0), sum(d.grade = 'blunder') "
        f"FROM review_decisions d JOIN hands h ON h.id = d.hand_id WHERE {where} "
        f"GROUP BY 1, 2 ORDER BY 1, 2",
        (offset, *params),
    ).fetchall()
    epoch = date(1970, 1, 1)
    lines: dict[str, dict[date, list[float]]] = {}
    for group, day_number, n, lost, blunders in rows:
        start = _period_start(epoch + timedelta(days=int(day_number)), period)
        acc = lines.setdefault(str(group), {}).setdefault(start, [0, 0.0, 0])
        acc[0] += n
        acc[1] += lost
        acc[2] += blunders
    series = []
    totals = []
    for group in sorted(lines, key=_order(grouping)):
        points = tuple(ErrorRatePoint(start, int(n), float(lost), int(b))
                       for start, (n, lost, b) in sorted(lines[group].items()))
        series.append((group, points))
        totals.append((group, ErrorRatePoint(points[0].start, sum(p.decisions for p in points),
                                             sum(p.lost_bb for p in points), sum(p.blunders for p in points))))
    return ErrorRates(grouping, period, tuple(series), tuple(totals))


def _order(grouping: Grouping) -> Any:
    if grouping is Grouping.STREET:
        return int
    skills = [s.value for s in Skill]
    return lambda k: skills.index(k) if k in skills else len(skills)
