"""The SQL of a ``records.HandFilter``: one meaning for the History window and the statistics.

The statistics follow the History window's filter, so both must read it the
same way; these two functions are the only place that says what each field
of the filter means in SQL. Terms are ANDed by the caller, each with its
``?`` parameters in order.
"""

from __future__ import annotations

from razz_desktop.records import ANY_TOURNAMENT, CASH_ONLY, HandFilter

from .hand_rows import time_to_micros


def hand_terms(f: HandFilter) -> tuple[list[str], list[object]]:
    """The conditions on the hand itself (``hands h``): dates, session, stakes, played or imported, site,
    tournament."""
    terms: list[str] = []
    params: list[object] = []
    if f.since is not None:
        terms.append("h.played_at >= ?")
        params.append(time_to_micros(f.since))
    if f.until is not None:
        terms.append("h.played_at < ?")
        params.append(time_to_micros(f.until))
    if f.session_id is not None:
        terms.append("h.session_id = ?")
        params.append(f.session_id)
    if f.stakes is not None:
        terms.append("h.small_bet = ? AND h.big_bet = ?")
        params.extend(f.stakes)
    if f.imported is not None:
        terms.append(f"h.site IS {'NOT ' if f.imported else ''}NULL")
    if f.site is not None:
        terms.append("h.site = ?")
        params.append(f.site)
    if f.tournament == CASH_ONLY:
        terms.append("NOT EXISTS (SELECT 1 FROM hand_tournaments t WHERE t.hand_id = h.id)")
    elif f.tournament == ANY_TOURNAMENT:
        terms.append("EXISTS (SELECT 1 FROM hand_tournaments t WHERE t.hand_id = h.id)")
    elif f.tournament is not None:
        # By the tournament's index: its hands are found without walking the others.
        terms.append("h.id IN (SELECT t.hand_id FROM hand_tournaments t WHERE t.tournament_id = ?)")
        params.append(f.tournament)
    return terms, params


def player_terms(f: HandFilter, prefix: str) -> tuple[list[str], list[object]]:
    """The conditions on one player's columns ``{prefix}net``, ``showdown``, ``low``, ``start``.

    The player is the human or the file's hero (``h.hero_``) or a named
    player's seat row. The start is coded r1*256 + r2*16 + r3 (ranks sorted).
    """
    terms: list[str] = []
    params: list[object] = []
    if f.won is not None:
        terms.append(f"{prefix}net {'>' if f.won else '<'} 0")
    if f.showdown is not None:
        terms.append(f"{prefix}showdown = ?")
        params.append(int(f.showdown))
    if f.low_max is not None:
        terms.append(f"{prefix}low <= ?")
        params.append(f.low_max)
    column = f"{prefix}start"
    lo, mid, hi = f"({column} >> 8)", f"(({column} >> 4) & 15)", f"({column} & 15)"
    paired = f"({lo} = {mid} OR {mid} = {hi})"
    if f.start_ranks is not None:
        cards = sorted(f.start_ranks)
        terms.append(f"{column} = ?")
        params.append(cards[0] * 256 + cards[1] * 16 + cards[2])
    if f.start_to is not None:
        terms.append(f"{column} IS NOT NULL AND NOT {paired} AND {hi} <= ?")
        params.append(f.start_to)
    if f.start_pair is not None:
        terms.append(f"{column} IS NOT NULL AND {'' if f.start_pair else 'NOT '}{paired}")
    return terms, params
