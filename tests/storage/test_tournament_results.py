"""Tournament results in the hand log, the History window's tournament filter and the tournament figures (issue 37)."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from razz_desktop.records import (
    ANY_TOURNAMENT,
    CASH_ONLY,
    HandFilter,
    TournamentResult,
    TournamentTag,
)
from razz_desktop.storage.handlog.browse import HandBrowser
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.migrations import SCHEMA_VERSION
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.handlog.tournaments import results, tournaments
from razz_desktop.storage.stats.queries import report, scope_of
from razz_desktop.storage.stats.tournaments import tournament_figures

from .hands import players_for, random_record

START = datetime(2026, 12, 7, 20, 0, tzinfo=UTC)


def result(tid: str, place: int | None, prize: int, buy_in: int = 100, entrants: int = 6, paid: int = 2,
           minutes: int = 0) -> TournamentResult:
    started = START + timedelta(minutes=minutes)
    places = tuple((p, "You" if p == place else f"Bot {p}", 0, p == place) for p in range(1, entrants + 1))
    return TournamentResult(tournament_id=tid, started_at=started, finished_at=started + timedelta(minutes=30),
                            schedule="Turbo", entrants=entrants, hands=57, buy_in=buy_in, place=place, prize=prize,
                            places_paid=paid, places=places)


def _hands(log: HandLog, tags: list[TournamentTag | None]) -> list[int]:
    sid = log.start_session(random_record(1).config)
    ids = []
    for number, tag in enumerate(tags, start=1):
        record = replace(random_record(10 + number), hand_id=number)
        ids.append(log.save_hand(sid, record, players_for(record, human=1), START + timedelta(minutes=number),
                                 tournament=tag))
    return ids


def test_a_result_is_kept_whole_and_written_again_replaces_it(log: HandLog) -> None:
    first = result("1765137600000", 2, 210)
    log.save_tournament_result(first)
    assert results(log.connection) == [first]
    log.save_tournament_result(replace(first, place=1, prize=390))
    assert [(r.place, r.prize) for r in results(log.connection)] == [(1, 390)]


def test_the_table_refuses_a_place_outside_the_field(log: HandLog) -> None:
    with pytest.raises(sqlite3.IntegrityError):
        log.save_tournament_result(result("1", 7, 0, entrants=6))
    with pytest.raises(sqlite3.IntegrityError):
        log.save_tournament_result(result("2", 1, 0, paid=7, entrants=6))
    assert results(log.connection) == []


def test_the_migration_makes_the_table_on_an_existing_file(tmp_path: Path) -> None:
    conn = connect(tmp_path / "h.sqlite3")
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'tournament_results'").fetchone() is not None
    conn.close()


def test_tournaments_are_listed_with_their_results_and_filter_the_history(tmp_path: Path) -> None:
    log = HandLog(connect(tmp_path / "h.sqlite3"))
    played = TournamentTag("1765137600000", 1, "100+0")
    imported = TournamentTag("743144019", 3, "$200+$15 USD")
    ids = _hands(log, [played, played, None, imported, None])
    log.save_tournament_result(result(played.tournament_id, 3, 0))
    log.connection.close()
    with HandBrowser(tmp_path / "h.sqlite3") as b:
        listed = b.tournaments()
        assert [(t.tournament_id, t.hands, t.buy_in) for t in listed] == [
            ("743144019", 1, "$200+$15 USD"), ("1765137600000", 2, "100+0")]
        assert listed[0].result is None and not listed[0].imported  # played here, but it never finished
        assert listed[1].result is not None and listed[1].result.place == 3
        assert listed[1].first_hand_at == START + timedelta(minutes=1)

        def found(f: HandFilter) -> list[int]:
            assert b.count(f) == len(b.ids(f))
            return sorted(b.ids(f))

        assert found(HandFilter(tournament=played.tournament_id)) == ids[:2]
        assert found(HandFilter(tournament=imported.tournament_id)) == [ids[3]]
        assert found(HandFilter(tournament=CASH_ONLY)) == [ids[2], ids[4]]
        assert found(HandFilter(tournament=ANY_TOURNAMENT)) == [ids[0], ids[1], ids[3]]
        assert found(HandFilter(tournament="no such")) == []
        assert found(HandFilter()) == ids


def test_the_statistics_follow_the_tournament_filter(tmp_path: Path) -> None:
    log = HandLog(connect(tmp_path / "h.sqlite3"))
    tag = TournamentTag("1765137600000", 1, "100+0")
    _hands(log, [tag, tag, None])
    everyone = report(log.connection).players
    only = report(log.connection, where=scope_of(HandFilter(tournament=tag.tournament_id))).players
    cash = report(log.connection, where=scope_of(HandFilter(tournament=CASH_ONLY))).players
    hands = {f.player: f.hands for f in everyone}
    assert {f.player: f.hands for f in only}.get("You") == 2
    assert {f.player: f.hands for f in cash}.get("You") == 1
    assert hands["You"] == 3
    log.connection.close()


def test_the_tournament_figures_of_a_known_set(log: HandLog) -> None:
    """Six finished tournaments of six players, two places paid (65/35 of 600 = 390/210):
    1st, 2nd, 3rd, 1st, 6th, and a play-money one finished 2nd; one imported tournament has hands only."""
    for n, (place, prize, buy_in) in enumerate([(1, 390, 100), (2, 210, 100), (3, 0, 100), (1, 390, 100),
                                                (6, 0, 100), (2, 0, 0)]):
        log.save_tournament_result(result(str(1000 + n), place, prize, buy_in=buy_in, minutes=40 * n))
    log.save_tournament_result(result("2000", None, 0))  # the human was not in it: not counted
    _hands(log, [TournamentTag("743144019", 2, "$5+$0.50 USD"), TournamentTag("1000", 4, "100+0")])
    f = tournament_figures(log.connection)
    assert f.played == 6
    assert f.finishes == ((1, 2), (2, 2), (3, 1), (6, 1))
    assert f.in_the_money == 4 and f.itm == pytest.approx(4 / 6)
    assert (f.buy_ins, f.prizes, f.play_money) == (500, 990, 1)
    assert f.roi == pytest.approx((990 - 500) / 500)  # +98 %
    assert f.without_result == 1  # the imported one; "1000" has its result
    assert report(log.connection).tournaments == f


def test_play_money_only_has_no_roi(log: HandLog) -> None:
    log.save_tournament_result(result("1", 1, 0, buy_in=0))
    f = tournament_figures(log.connection)
    assert (f.played, f.in_the_money, f.play_money, f.roi) == (1, 1, 1, None)


def test_no_tournament_at_all(log: HandLog) -> None:
    f = tournament_figures(log.connection)
    assert (f.played, f.finishes, f.itm, f.roi, f.without_result) == (0, (), 0.0, None, 0)
    assert tournaments(log.connection) == []


def test_imported_tournament_hands_keep_their_tournament_and_are_listed_without_a_result(tmp_path: Path) -> None:
    """PokerStars' own tournament file (fpdb's test data) imported into the hand log: tournament id and
    level kept per hand, the tournament listed as imported with no result, and not counted as played."""
    from razz_desktop.storage.importing.run import ImportRun

    from .test_hhtext import histories

    path = tmp_path / "h.sqlite3"
    log = HandLog(connect(path))
    summary = ImportRun.of([histories() / "fpdb-3__Razz-8max-USD-200-15-201009.bracket.in.alias.txt"], jobs=1).run(log)
    assert summary.imported > 0
    levels = log.connection.execute("SELECT DISTINCT tournament_id, level FROM hand_tournaments ORDER BY level").fetchall()
    assert levels[0] == ("2010090015", 4) and {tid for tid, _ in levels} == {"2010090015"}
    f = tournament_figures(log.connection)
    assert (f.played, f.without_result) == (0, 1)
    log.connection.close()
    with HandBrowser(path) as b:
        [listed] = b.tournaments()
        assert (listed.tournament_id, listed.imported, listed.result, listed.buy_in) == (
            "2010090015", True, None, "$200+$15 USD")
        assert b.count(HandFilter(tournament="2010090015")) == summary.imported == listed.hands
        hand = b.hand(b.ids(HandFilter(tournament="2010090015"))[0])
        assert hand.tournament is not None and hand.tournament.tournament_id == "2010090015"
