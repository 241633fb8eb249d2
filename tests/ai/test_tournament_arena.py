"""Headless sit-and-gos: ``python -m razz_desktop.ai.arena --tournament PRESET``."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from razz_desktop.ai.arena_cli import main
from razz_desktop.ai.tournament_match import play_tournaments
from razz_desktop.tournament.schedule import preset

CHEAP = "beginner,regular,tag"


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_command_prints_each_bots_finishes_position_and_itm(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--tournament", "hyper", "--players", CHEAP, "--count", "3", "--seed", "7",
                        "--jobs", "1")
    assert code == 0
    data = json.loads(out)
    assert (data["tournaments"], data["preset"], data["players"], data["seed"], data["places_paid"]) == \
        (3, "hyper", 3, 7, 2)
    assert set(data["bots"]) == {"beginner", "regular", "tag"}
    for figures in data["bots"].values():
        assert sum(figures["finishes"]) == 3
        assert 1 <= figures["average_position"] <= 3
        low, high = figures["average_position_ci95"]
        assert 1 <= low <= figures["average_position"] <= high <= 3
        assert figures["itm"] == pytest.approx(sum(figures["finishes"][:2]) / 3, abs=1e-4)
    # every place is taken once per tournament
    assert [sum(f["finishes"][k] for f in data["bots"].values()) for k in range(3)] == [3, 3, 3]


def test_the_same_seed_gives_the_same_tournaments_on_any_number_of_jobs() -> None:
    names = ["beginner", "regular", "beginner"]
    one = play_tournaments(names, preset("hyper"), 4, seed=11, jobs=1)
    two = play_tournaments(names, preset("hyper"), 4, seed=11, jobs=2)
    assert [r.places for r in one.results] == [r.places for r in two.results]
    assert one.summary() == two.summary()
    assert one.labels == ["beginner", "regular", "beginner#2"]
    other = play_tournaments(names, preset("hyper"), 4, seed=12, jobs=1)
    assert [r.hands for r in other.results] != [r.hands for r in one.results]


def test_levels_rise_during_a_tournament_and_seats_rotate() -> None:
    result = play_tournaments(["regular", "beginner"], preset("hyper"), 2, seed=3, keep_records=True)
    first = result.results[0]
    assert first.levels == sorted(first.levels) and first.levels[-1] > 0
    stakes = [r.config.stakes.small_bet for r in first.records]
    assert stakes == sorted(stakes) and stakes[0] == 20 and stakes[-1] > 20
    assert first.records[0].seats == (1, 2)


@pytest.mark.parametrize(("args", "words"), [
    (["--tournament", "hyper", "--players", CHEAP], "--count"),
    (["--tournament", "monster", "--players", CHEAP, "--count", "1"], "unknown schedule"),
    (["--tournament", "hyper", "--players", CHEAP, "--count", "1", "--hands", "10"], "--hands"),
    (["--tournament", "hyper", "--players", "expert,nobody", "--count", "1"], "unknown bot"),
    (["--players", CHEAP], "--hands is required"),
])
def test_bad_arguments_are_refused_with_a_message(capsys: pytest.CaptureFixture[str], args: list[str],
                                                  words: str) -> None:
    code, out, err = _run(capsys, *args)
    assert code == 2 and out == ""
    assert words in err


def test_every_hand_is_stored_one_session_a_tournament(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "arena.sqlite3"
    code, out, _ = _run(capsys, "--tournament", "hyper", "--players", "beginner,regular", "--count", "2",
                        "--seed", "5", "--jobs", "1", "--log-db", str(db))
    assert code == 0
    hands = json.loads(out)["hands"]
    conn = sqlite3.connect(db)
    try:
        sessions = conn.execute("SELECT COUNT(*) FROM sessions WHERE note LIKE 'arena tournament %'").fetchone()[0]
        stored = conn.execute("SELECT COUNT(*) FROM hands").fetchone()[0]
        levels = conn.execute("SELECT COUNT(DISTINCT small_bet) FROM hands").fetchone()[0]
    finally:
        conn.close()
    assert (sessions, stored) == (2, hands)
    assert levels > 1
