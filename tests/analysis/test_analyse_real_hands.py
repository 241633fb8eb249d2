"""The Coach's analysis of the shared real hand histories: every decision of the hero graded, none crashes.

The hands are imported as a user would (``razz-history import``), then
analysed by the command and by ``AnalysisRun`` directly. The number of graded
decisions is checked against the records themselves: every betting action of
the hero is one graded decision (show and muck are not decisions).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from razz_desktop.analysis.run import AnalysisRun
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import PlayerActed
from razz_desktop.history.cli import main
from razz_desktop.mistakes import Grouping, MistakeQuery, Origin, Period
from razz_desktop.reviews import Grade
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.stats.mistakes import error_rates, mistake_rows
from razz_desktop.trainer.skills import Skill

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "handhistories"
WITH_HERO = 47
"""Imported hands whose file deals a hero's cards face up ("Dealt to"): all but the 10 PHH hands."""


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not CORPUS.is_dir():
        pytest.fail(f"the real hands are expected at {CORPUS} (../shared/handhistories beside the repository)")
    db = tmp_path_factory.mktemp("hh") / "h.sqlite3"
    assert main(["--db", str(db), "import", str(CORPUS)]) == 0
    return db


def _copy(src: Path, tmp_path: Path) -> Path:
    conn = connect(src)
    dst = tmp_path / "copy.sqlite3"
    conn.execute(f"VACUUM INTO '{dst}'")
    conn.close()
    return dst


def _hero_actions(log: HandLog, hand_id: int) -> int:
    hand = log.hand(hand_id)
    assert hand is not None and hand.origin is not None
    seat = hand.player_seat
    return sum(1 for e in hand.record.events if isinstance(e, PlayerActed) and e.seat == seat
               and e.type not in (ActionType.SHOW, ActionType.MUCK))


def test_the_command_grades_every_decision_of_every_hero_and_keeps_the_reviews(
        imported: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _copy(imported, tmp_path)
    capsys.readouterr()
    assert main(["--db", str(db), "analyse", "--json", "--jobs", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"hands", "analysed", "decisions", "grades", "big_bets_lost", "skipped", "cancelled",
                        "seconds", "hands_per_second", "jobs"}
    assert out["hands"] == out["analysed"] == WITH_HERO and out["skipped"] == [] and not out["cancelled"]
    assert sum(out["grades"].values()) == out["decisions"]
    log = HandLog(connect(db))
    reviewed = [hid for hid, _ in log.reviews()]
    assert len(reviewed) == WITH_HERO
    assert out["decisions"] == sum(_hero_actions(log, h) for h in reviewed) > 100
    kept = log.connection.execute("SELECT count(*), coalesce(sum(CASE WHEN grade != 'good' THEN cost_bb END), 0) "
                                  "FROM review_decisions").fetchone()
    assert kept[0] == out["decisions"] and round(kept[1], 2) == out["big_bets_lost"]
    # A second analysis finds nothing new to do; --again grades them all again, to the same reviews.
    before = log.reviews()
    capsys.readouterr()
    assert main(["--db", str(db), "analyse", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] == 0
    assert main(["--db", str(db), "analyse", "--json", "--again", "--jobs", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["analysed"] == WITH_HERO
    assert log.reviews() == before  # the same reviews whatever the number of processes
    log.connection.close()


def test_a_named_hero_and_a_date(imported: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _copy(imported, tmp_path)
    capsys.readouterr()
    assert main(["--db", str(db), "analyse", "--json", "--hero", "Player 2"]) == 0  # the WSOP final table (PHH)
    out = json.loads(capsys.readouterr().out)
    assert out["hands"] == out["analysed"] == 10 and out["decisions"] > 0
    assert main(["--db", str(db), "analyse", "--json", "--since", "2100-01-01"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] == 0
    with pytest.raises(SystemExit) as bad:  # argparse's usage error
        main(["--db", str(db), "analyse", "--since", "yesterday"])
    assert bad.value.code == 2


def test_cancel_keeps_what_was_graded_and_the_next_run_takes_the_rest(imported: Path, tmp_path: Path) -> None:
    db = _copy(imported, tmp_path)
    log = HandLog(connect(db))
    seen: list[tuple[int, int]] = []
    summary = AnalysisRun(jobs=2).run(log, lambda done, total: seen.append((done, total)),
                                      cancelled=lambda: len(seen) >= 5)
    assert summary.cancelled and summary.analysed == 5 and seen[-1] == (5, WITH_HERO)
    assert len(log.reviews()) == 5
    rest = AnalysisRun(jobs=1).run(log)
    assert rest.analysed == WITH_HERO - 5 and not rest.cancelled
    log.connection.close()


def test_the_mistakes_of_imported_hands_feed_the_browser_queries(imported: Path, tmp_path: Path) -> None:
    db = _copy(imported, tmp_path)
    log = HandLog(connect(db))
    AnalysisRun(jobs=1).run(log)
    conn = log.connection
    every = mistake_rows(conn, MistakeQuery(grades=frozenset()))
    assert len(every) == conn.execute("SELECT count(*) FROM review_decisions").fetchone()[0]
    assert all(r.imported and r.site is not None for r in every)
    assert mistake_rows(conn, MistakeQuery(origin=Origin.PRACTICE, grades=frozenset())) == []
    blunders = mistake_rows(conn, MistakeQuery(grades=frozenset({Grade.BLUNDER})))
    assert blunders and all(r.grade is Grade.BLUNDER and r.cost_bb >= 0.995 for r in blunders)
    seventh = mistake_rows(conn, MistakeQuery(grades=frozenset(), streets=frozenset({7})))
    assert seventh and all(r.street == 7 for r in seventh)
    skills = {r.skill for r in every}
    assert {Skill.THIRD_STREET, Skill.SEVENTH_CALL} <= skills
    calls = mistake_rows(conn, MistakeQuery(grades=frozenset(), skills=frozenset({Skill.SEVENTH_CALL})))
    assert calls and all(r.street == 7 and r.skill is Skill.SEVENTH_CALL for r in calls)
    for row in every[:20]:  # each line opens its decision: the review's n-th decision of that hand
        hand = log.hand(row.hand_id)
        assert hand is not None and hand.review is not None
        d = hand.review.decisions[[x.index for x in hand.review.decisions].index(row.index)]
        assert (d.street, d.chosen, d.best, d.grade) == (row.street, row.chosen, row.best, row.grade)
        assert hand.origin is not None and row.number == hand.origin.site_hand_id  # as the History window says
    rates = error_rates(conn, MistakeQuery(), Grouping.STREET, Period.MONTH)
    assert sum(p.decisions for _, p in rates.total) == len(every)
    lost = sum(r.cost_bb for r in every if r.grade is not Grade.GOOD)
    assert sum(p.lost_bb for _, p in rates.total) == pytest.approx(lost)
    assert [k for k, _ in rates.series] == sorted({str(r.street) for r in every}, key=int)
    by_skill = error_rates(conn, MistakeQuery(), Grouping.SKILL, Period.DAY)
    assert {k for k, _ in by_skill.series} == {s.value for s in skills}
    log.connection.close()


def test_when_the_processes_cannot_start_the_hands_are_graded_here(
        imported: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from razz_desktop.analysis import run as run_module

    class NoProcesses:
        def __init__(self, *_args: object, **_kw: object) -> None:
            pass

        def submit(self, *_args: object, **_kw: object) -> None:
            raise RuntimeError("cannot start a process here")

        def shutdown(self, *_args: object, **_kw: object) -> None:
            pass

    monkeypatch.setattr(run_module, "ProcessPoolExecutor", NoProcesses)
    log = HandLog(connect(_copy(imported, tmp_path)))
    summary = AnalysisRun(jobs=2).run(log)
    assert summary.analysed == WITH_HERO and summary.jobs == 2
    assert summary.fell_back is not None and "cannot start a process" in summary.fell_back
    log.connection.close()
