"""The statistics in SQL against figures counted by hand on the four hands of ``stats_hands``.

Hand counts (H1..H4 as numbered in ``stats_hands``):

- You (seat 1 in all four): vpip H1 (steal), H3 (bring-in completes), H4 (bring-in calls the
  steal) = 3/4; completed H1, H3 = 2/4; steal 1 of 1 chance (H1); faced a steal once (H4) and
  called: fold_to_steal 0/1; saw 4th H3, H4, both to showdown: wtsd 2/2; won H3 (split), lost
  H4: wsd 1/2; won without showdown H1 = 1; net +170 -40 +20 -240 = -90 chips.
- Computer: regular (Ada seat 2 x4, Chen seat 4 x2) = 6 hands: vpip Chen H2, Ada H3, Ada H4 = 3;
  completed Chen H2 = 1; one chance (Ada H4), not taken: steal 0/1; Ada faced the H1 steal and
  folded: 1/1; saw 4th and showdown Ada H3, H4: wtsd 2/2, both won: wsd 2/2; won without
  showdown Chen H2 = 1; net (-90 -90 +20 +480) + (-40 +170) = +450.
- Computer: strong (Boris seat 3 x4): H4 chance taken (steal 1/1), vpip and completed 1/4,
  showdown lost: wtsd 1/1, wsd 0/1; no steal faced (0 of 0 is reported as 0); net -360.
"""

from __future__ import annotations

import io
import itertools
import json
from argparse import Namespace
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import CARDS
from razz_desktop.history import stats_cmd
from razz_desktop.history.cli import main as history_main
from razz_desktop.records import HandFilter
from razz_desktop.reviews import Grade, GradedDecision, HandReview
from razz_desktop.stats_figures import JSON_FIELDS
from razz_desktop.storage.coding.facts import start_class
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.migrations import SCHEMA_VERSION
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.handlog.stats_rows import START_CLASS_SQL
from razz_desktop.storage.stats.queries import (
    by_door,
    by_start_class,
    fill_missing_facts,
    player_figures,
    practice,
    report,
    result_series,
    scope,
    scope_of,
    session_results,
)
from tests.storage.stats_hands import all_hands, players


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "razz.sqlite3"
    conn = connect(path)
    log = HandLog(conn)
    first = log.start_session(all_hands()[0].config)
    hands = all_hands()
    for record in hands[:2]:
        log.save_hand(first, record, players(record))
    second = log.start_session(hands[0].config)
    for record in hands[2:]:
        log.save_hand(second, record, players(record))
    conn.close()
    return path


def _figures(path: Path, **kw) -> dict:
    conn = connect(path)
    try:
        return {f.player: f for f in player_figures(conn, **kw)}
    finally:
        conn.close()


def test_each_figure_against_the_hand_count(db: Path) -> None:
    f = _figures(db)
    assert list(f) == ["Computer: regular", "Computer: strong", "You"]  # most hands first, then name
    you = f["You"]
    assert (you.hands, you.vpip, you.complete_3rd, you.steal, you.fold_to_steal) == (4, 0.75, 0.5, 1.0, 0.0)
    assert (you.wtsd, you.wsd, you.won_without_showdown, you.net) == (1.0, 0.5, 1, -90)
    assert you.bb_per_100 == pytest.approx(100 * (-90 / 400) / 4)
    assert (you.steal_chances, you.steals_faced, you.saw_fourth, you.showdowns) == (1, 1, 2, 2)
    assert you.kind == "player"
    reg = f["Computer: regular"]
    assert (reg.hands, reg.vpip, reg.complete_3rd, reg.steal, reg.fold_to_steal) == (6, 0.5, 1 / 6, 0.0, 1.0)
    assert (reg.wtsd, reg.wsd, reg.won_without_showdown, reg.net) == (1.0, 1.0, 1, 450)
    assert reg.bb_per_100 == pytest.approx(100 * (450 / 400) / 6)
    assert reg.kind == "computer"
    strong = f["Computer: strong"]
    assert (strong.hands, strong.vpip, strong.complete_3rd, strong.steal, strong.fold_to_steal) == \
        (4, 0.25, 0.25, 1.0, 0.0)
    assert (strong.wtsd, strong.wsd, strong.won_without_showdown, strong.net) == (1.0, 0.0, 0, -360)


def test_one_player_and_one_session(db: Path) -> None:
    only = _figures(db, player="You")
    assert list(only) == ["You"] and only["You"].hands == 4
    second = _figures(db, where=scope(2))
    assert second["You"].hands == 2 and second["You"].net == 20 - 240
    assert second["You"].won_without_showdown == 0
    assert _figures(db, player="Nobody") == {}


def test_door_class_series_and_sessions(db: Path) -> None:
    conn = connect(db)
    try:
        # Your doors: 2d (H1, H2), Qs (H3), Kd (H4); classes: 3-4-2 to a 5 (x2), A-2-Q and Q-J-K high card.
        door = {b.key: (b.hands, round(b.net_bb * 400)) for b in by_door(conn, "You")}
        assert door == {1: (2, 170 - 40), 11: (1, 20), 12: (1, -240)}
        klass = {b.key: b.hands for b in by_start_class(conn, "You")}
        assert klass == {0: 2, 6: 2}
        series = result_series(conn, "You")
        assert [round(x * 400) for x in series.net_bb] == [170, -40, 20, -240]
        assert [round(x * 400) for x in series.cumulative] == [170, 130, 150, -90]
        assert list(series.session_starts()) == [0, 2]
        sessions = session_results(series)
        assert [(s.hands, round(s.net_bb * 400)) for s in sessions] == [(2, 130), (2, -220)]
        r = report(conn)
        assert r.player == "You" and len(r.players) == 3 and r.by_door[0].bb_per_100 == pytest.approx(16.25)
    finally:
        conn.close()


def test_hands_written_before_the_facts_migration_are_filled_in(db: Path) -> None:
    before = _figures(db)
    conn = connect(db)
    # As migration 6 leaves a converted file: facts unknown, no totals cached yet.
    conn.execute("UPDATE hand_seats SET facts = NULL, door_rank = NULL")
    conn.execute("DELETE FROM stats_sessions")
    assert _figures(db)["You"].vpip == 0.0
    assert fill_missing_facts(HandLog(conn)) == 4
    conn.close()
    assert _figures(db) == before


def test_the_command_prints_the_same_numbers_as_the_function(db: Path, capsys) -> None:
    assert history_main(["stats", "--db", str(db), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert list(printed) == ["players"]
    for entry in printed["players"]:
        assert list(entry) == list(JSON_FIELDS)
    assert printed["players"] == [f.as_json() for f in _figures(db).values()]
    out = io.StringIO()
    assert stats_cmd.run(Namespace(player="You", json=True), db, out=out) == 0
    assert json.loads(out.getvalue())["players"][0]["hands"] == 4
    out = io.StringIO()
    assert stats_cmd.run(Namespace(player=None, json=False), db, out=out) == 0
    assert "Computer: regular" in out.getvalue() and " 75.0%" in out.getvalue()


def test_the_command_refuses_a_missing_database_clearly(tmp_path: Path) -> None:
    err = io.StringIO()
    assert stats_cmd.run(Namespace(player=None, json=True), tmp_path / "none.sqlite3", err=err) == 2
    assert "no hand log" in err.getvalue()
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a database at all" * 100)
    err = io.StringIO()
    assert stats_cmd.run(Namespace(player=None, json=True), bad, err=err) == 2
    assert "cannot open" in err.getvalue()


def test_the_totals_cache_agrees_with_the_seat_scan_and_follows_new_hands(db: Path) -> None:
    conn = connect(db)
    try:
        cached = player_figures(conn)
        scanned = player_figures(conn, use_totals=False)
        assert cached == scanned
        assert player_figures(conn, scope(1)) == player_figures(conn, scope(1), use_totals=False)
        # A hand saved afterwards (by anyone) makes its session's totals stale: they are summed again.
        log = HandLog(conn)
        record = replace(all_hands()[0], hand_id=9)
        log.save_hand(2, record, players(record))
        after = {f.player: f for f in player_figures(conn)}
        assert after["You"].hands == 5 and after["You"].net == -90 + 170
        assert player_figures(conn) == player_figures(conn, use_totals=False)
        conn.execute("DELETE FROM hands WHERE id = (SELECT max(id) FROM hands)")
        assert player_figures(conn) == scanned
        conn.execute("DELETE FROM sessions WHERE id = 1")
        assert player_figures(conn) == player_figures(conn, use_totals=False)
    finally:
        conn.close()


def test_the_starting_class_in_sql_is_the_facts_function() -> None:
    conn = connect(":memory:")
    conn.execute("CREATE TEMP TABLE s (start INTEGER)")
    codes = {}
    for a, b, c in itertools.combinations_with_replacement(range(13), 3):
        if a == b == c:
            continue
        code = (a + 1) * 256 + (b + 1) * 16 + (c + 1)
        codes[code] = start_class([CARDS[a * 4], CARDS[b * 4 + 1], CARDS[c * 4 + 2]])
    conn.executemany("INSERT INTO s VALUES (?)", [(k,) for k in codes])
    got = dict(conn.execute(f"SELECT start, {START_CLASS_SQL} FROM s").fetchall())
    assert got == codes
    assert conn.execute(f"SELECT {START_CLASS_SQL} FROM (SELECT NULL AS start) s").fetchone()[0] is None


def _decision(street: int, grade: Grade, cost: float) -> GradedDecision:
    return GradedDecision(hand_id=0, index=0, street=street, chosen=ActionType.CALL, best=ActionType.FOLD,
                          recommended=ActionType.FOLD, grade=grade, cost_bb=cost, values_bb=(), reason="",
                          hand_text="")


def test_practice_figures_from_the_stored_reviews(tmp_path: Path) -> None:
    conn = connect(tmp_path / "p.sqlite3")
    log = HandLog(conn)
    hands = all_hands()
    reviews = [
        (1, [_decision(3, Grade.GOOD, 0.05), _decision(3, Grade.MISTAKE, 0.5)]),
        (1, [_decision(5, Grade.BLUNDER, 1.25), _decision(3, Grade.INACCURACY, 0.2)]),
        (2, [_decision(3, Grade.GOOD, 0.0)]),
        (2, [_decision(7, Grade.MISTAKE, 0.4), _decision(5, Grade.GOOD, 0.0)]),
    ]
    sessions = {1: log.start_session(hands[0].config), 2: log.start_session(hands[0].config)}
    for record, (session, decisions) in zip(hands, reviews, strict=True):
        review = HandReview(record.hand_id, tuple(decisions), 0, 400)
        log.save_hand(sessions[session], record, players(record), review=review)
    by_street, by_session = practice(conn)
    # Street 3: four decisions, one mistake, lost 0.5 + 0.2; street 5: two, one blunder (1.25); 7: one mistake.
    assert [(p.key, p.decisions, p.mistakes, p.blunders, round(p.lost_bb, 2)) for p in by_street] == [
        (3, 4, 1, 0, 0.7), (5, 2, 1, 1, 1.25), (7, 1, 1, 0, 0.4)]
    assert [(p.key, p.decisions, p.mistakes, round(p.lost_bb, 2)) for p in by_session] == [
        (1, 4, 2, 1.95), (2, 3, 1, 0.4)]
    assert by_session[0].mistakes_per_100 == 50.0 and by_session[0].lost_per_100 == pytest.approx(48.75)
    assert report(conn).practice_by_session == by_session
    conn.close()


@pytest.mark.parametrize(("hand_filter", "hands_of_you", "hands"), [
    (HandFilter(), 4, 4),
    (HandFilter(won=True), 2, 2),  # you won H1 and H3 (split)
    (HandFilter(won=False), 2, 2),
    (HandFilter(showdown=True), 2, 2),  # H3, H4
    (HandFilter(session_id=2), 2, 2),
    (HandFilter(player="Ada", won=True), 2, 2),  # Ada won H3 (split) and H4
    (HandFilter(start_to=5), 2, 2),  # your 3-4-2 in H1 and H2
    (HandFilter(start_ranks=(4, 2, 3)), 2, 2),
    (HandFilter(start_pair=False), 4, 4),
    (HandFilter(start_pair=True), 0, 0),
    (HandFilter(low_max=5), 1, 1),  # your wheel in H3
    (HandFilter(imported=True), 0, 0),
    (HandFilter(imported=False, stakes=(200, 400)), 4, 4),
])
def test_the_history_filter_narrows_the_hands(db: Path, hand_filter: HandFilter, hands_of_you: int,
                                              hands: int) -> None:
    conn = connect(db)
    try:
        where = scope_of(hand_filter)
        f = {p.player: p for p in player_figures(conn, where)}
        assert (f["You"].hands if "You" in f else 0) == hands_of_you
        # You sat in every hand: the scope holds exactly your hands.
        assert conn.execute(f"SELECT count(*) FROM hands h WHERE {where.where}", where.params).fetchone()[0] \
            == hands
        assert player_figures(conn, where) == player_figures(conn, where, use_totals=False)
        assert len(result_series(conn, "You", where).net_bb) == hands_of_you
    finally:
        conn.close()


def test_python_dash_m_history_stats(db: Path) -> None:
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "razz_desktop.history", "stats", "--db", str(db), "--json",
                          "--player", "You"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"players": [_figures(db)["You"].as_json()]}
    usage = subprocess.run([sys.executable, "-m", "razz_desktop.history", "stats", "--bogus"],
                           capture_output=True, text=True, timeout=120)
    assert usage.returncode == 2 and "--bogus" in usage.stderr


def test_a_schema_5_file_gains_the_facts_and_they_are_filled_in(tmp_path: Path, db: Path) -> None:
    import sqlite3

    from razz_desktop.storage.handlog.db import migrate, schema_version
    from razz_desktop.storage.handlog.hand_rows import write_hand

    path = tmp_path / "v5.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    migrate(conn, target=5)
    conn.execute("BEGIN")
    for sid in (1, 2):
        conn.execute("INSERT INTO sessions (id, started_at, small_bet, big_bet, ante, bring_in, house_rules, note) "
                     "VALUES (?, '2026-12-01T00:00:00+00:00', 200, 400, 40, 50, '{}', '')", (sid,))
    for k, record in enumerate(all_hands()):
        write_hand(conn, 1 if k < 2 else 2, record, players(record), datetime(2026, 12, 1, tzinfo=UTC))
    conn.execute("COMMIT")
    conn.close()
    conn = connect(path)  # migration 6: the columns come, the facts are unknown
    assert schema_version(conn) == SCHEMA_VERSION  # migrations 6 and after
    assert conn.execute("SELECT count(*) FROM hand_seats WHERE facts IS NULL").fetchone()[0] == 14
    assert fill_missing_facts(HandLog(conn)) == 4
    assert player_figures(conn) == list(_figures(db).values())  # as if written with the facts
    conn.close()
