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
import json
from argparse import Namespace
from pathlib import Path

import pytest

from razz_desktop.history import stats_cmd
from razz_desktop.stats_figures import JSON_FIELDS
from razz_desktop.storage import HandLog, connect
from razz_desktop.storage.stats import (
    by_door,
    by_start_class,
    fill_missing_facts,
    player_figures,
    report,
    result_series,
    scope,
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
    conn.execute("UPDATE hand_seats SET facts = NULL, door_rank = NULL, start_class = NULL")
    assert _figures(db)["You"].vpip == 0.0
    assert fill_missing_facts(HandLog(conn)) == 4
    conn.close()
    assert _figures(db) == before


def test_the_command_prints_the_same_numbers_as_the_function(db: Path, capsys) -> None:
    assert stats_cmd.main(["--db", str(db), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert list(printed) == ["players"]
    for entry in printed["players"]:
        assert list(entry) == list(JSON_FIELDS)
    assert printed["players"] == [f.as_json() for f in _figures(db).values()]
    out = io.StringIO()
    assert stats_cmd.run(Namespace(db=db, player="You", json=True), out=out) == 0
    assert json.loads(out.getvalue())["players"][0]["hands"] == 4
    out = io.StringIO()
    assert stats_cmd.run(Namespace(db=db, player=None, json=False), out=out) == 0
    assert "Computer: regular" in out.getvalue() and " 75.0%" in out.getvalue()


def test_the_command_refuses_a_missing_database_clearly(tmp_path: Path) -> None:
    err = io.StringIO()
    assert stats_cmd.run(Namespace(db=tmp_path / "none.sqlite3", player=None, json=True), err=err) == 2
    assert "no hand log" in err.getvalue()
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a database at all" * 100)
    err = io.StringIO()
    assert stats_cmd.run(Namespace(db=bad, player=None, json=True), err=err) == 2
    assert "cannot open" in err.getvalue()
