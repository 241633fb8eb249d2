"""``python -m razz_desktop.history``: import, export and list on the real hands, as a user runs it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from razz_desktop.history.cli import COMMANDS, Command, build_parser, main

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "handhistories"
MANIFEST_REFUSED = {"unsupported site: Winamax", "unsupported site: KingsClub", "seat 1 is dealt in with no chips"}


@pytest.fixture
def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.fail(f"the real hands are expected at {CORPUS} (../shared/handhistories beside the repository)")
    return CORPUS


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_prints_one_json_object_and_a_second_import_adds_nothing(capsys, corpus, tmp_path) -> None:
    db = str(tmp_path / "h.sqlite3")
    code, out, _ = run(capsys, "--db", db, "import", str(corpus))
    assert code == 0
    first = json.loads(out)
    assert set(first) == {"files", "hands_found", "imported", "duplicates", "other_games", "rejected"}
    assert first["files"] == 23 and first["imported"] == 57 and first["duplicates"] == 0
    assert first["hands_found"] == first["imported"] + len([r for r in first["rejected"] if r["hand_id"]])
    assert {r["reason"] for r in first["rejected"]} <= MANIFEST_REFUSED
    assert all(set(r) == {"file", "hand_id", "line", "reason"} for r in first["rejected"])
    code, out, _ = run(capsys, "import", str(corpus), "--db", db)  # options after the command work too
    again = json.loads(out)
    assert code == 0 and again["imported"] == 0 and again["duplicates"] == 57


def test_export_both_formats_and_list(capsys, corpus, tmp_path) -> None:
    db = str(tmp_path / "h.sqlite3")
    run(capsys, "--db", db, "import", str(corpus))
    code, out, _ = run(capsys, "--db", db, "export", "--format", "pokerstars", "--out", str(tmp_path / "a.txt"),
                       "--imported")
    assert (code, json.loads(out)) == (0, {"exported": 57})
    assert (tmp_path / "a.txt").read_text(encoding="utf-8").count("*** SUMMARY ***") == 57
    code, out, _ = run(capsys, "--db", db, "export", "--format", "phh", "--out", str(tmp_path / "two.phhs"),
                       "--hand", "3", "--hand", "5")
    assert (code, json.loads(out)) == (0, {"exported": 2})
    code, out, _ = run(capsys, "--db", db, "export", "--format", "phh", "--out", str(tmp_path / "none.phhs"),
                       "--played")
    assert (code, json.loads(out)) == (0, {"exported": 0})
    # The exported text imports again: the PokerStars hands are the same hands (nothing new); hands
    # of other sites come back as PokerStars text, a new identity (site + hand id).
    from razz_desktop.records import HandFilter
    from razz_desktop.storage.handlog.browse import HandBrowser
    with HandBrowser(db) as b:
        stars = b.count(HandFilter(site="PokerStars"))
    code, out, _ = run(capsys, "--db", db, "import", str(tmp_path / "a.txt"))
    again = json.loads(out)
    assert stars > 20 and (again["duplicates"], again["rejected"]) == (stars, [])
    code, out, _ = run(capsys, "--db", db, "list", "--limit", "3", "--json")
    hands = json.loads(out)["hands"]
    assert code == 0 and len(hands) == 3
    assert [h["played_at"] for h in hands] == sorted((h["played_at"] for h in hands), reverse=True)
    assert all(h["origin"] == "imported" for h in hands)
    code, out, _ = run(capsys, "--db", db, "list", "--limit", "2")
    assert code == 0 and len(out.splitlines()) == 3 and out.startswith("id")


@pytest.mark.parametrize("argv", [
    ["import"],  # no path
    ["export", "--format", "pdf", "--out", "x"],
    ["export", "--format", "phh", "--out", "x", "--played", "--imported"],
    ["list", "--limit", "0"],
    ["import", "--jobs", "0", "x"],
    ["frobnicate"],
])
def test_usage_errors_exit_2(argv: list[str], tmp_path, capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--db", str(tmp_path / "h.sqlite3"), *argv])
    assert exc.value.code == 2


def test_io_errors_exit_2_with_a_message(tmp_path, capsys) -> None:
    code, _, err = run(capsys, "--db", str(tmp_path / "h.sqlite3"), "import", str(tmp_path / "missing.txt"))
    assert code == 2 and "no such file" in err
    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_bytes(b"this is not a database" * 100)
    code, _, err = run(capsys, "--db", str(bad), "list")
    assert code == 2 and "cannot open" in err
    assert bad.read_bytes().startswith(b"this is not")  # the command never moves or repairs a file
    code, _, err = run(capsys, "--db", str(tmp_path / "h.sqlite3"), "export", "--format", "phh",
                       "--out", str(tmp_path / "x.phhs"), "--hand", "77")
    assert code == 2 and "no such hand: 77" in err


def test_an_empty_history_lists_nothing(tmp_path, capsys) -> None:
    code, out, _ = run(capsys, "--db", str(tmp_path / "none.sqlite3"), "list", "--json")
    assert (code, json.loads(out)) == (0, {"hands": []})


def test_home_and_the_environment_pick_the_apps_database(tmp_path, capsys, corpus, monkeypatch) -> None:
    monkeypatch.delenv("RAZZ_DESKTOP_HOME", raising=False)
    home = tmp_path / "home"
    code, out, _ = run(capsys, "--home", str(home), "import", str(corpus / "wsop2023_phh"))
    assert code == 0 and json.loads(out)["imported"] == 10
    from razz_desktop import paths
    assert paths.database_path().is_relative_to(home) and paths.database_path().exists()
    monkeypatch.setenv("RAZZ_DESKTOP_HOME", str(home))
    code, out, _ = run(capsys, "list", "--json")
    assert len(json.loads(out)["hands"]) == 10


def test_a_command_is_added_by_one_entry(capsys, tmp_path) -> None:
    def add(p):  # type: ignore[no-untyped-def]
        p.add_argument("--player")

    def go(args, database):  # type: ignore[no-untyped-def]
        print(json.dumps({"player": args.player, "db": str(database)}))
        return 0

    parser = build_parser([*COMMANDS, Command("demo", "figures", add, go)])  # ("stats" is taken: it is an entry)
    args = parser.parse_args(["--db", str(tmp_path / "x"), "demo", "--player", "Ada"])
    assert args.run(args, Path(args.db)) == 0
    assert json.loads(capsys.readouterr().out) == {"player": "Ada", "db": str(tmp_path / "x")}


def test_python_dash_m_runs_it(tmp_path) -> None:
    done = subprocess.run([sys.executable, "-m", "razz_desktop.history", "--db", str(tmp_path / "h.sqlite3"),
                           "list", "--json"], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0 and json.loads(done.stdout) == {"hands": []}


def test_import_with_two_reading_processes_prints_the_same_numbers(capsys, corpus, tmp_path) -> None:
    code, one, _ = run(capsys, "--db", str(tmp_path / "one.sqlite3"), "import", str(corpus))
    assert code == 0
    code, two, _ = run(capsys, "--db", str(tmp_path / "two.sqlite3"), "import", "--jobs", "2", str(corpus))
    assert code == 0 and json.loads(two) == json.loads(one)
    with pytest.raises(SystemExit) as exc:
        main(["--db", str(tmp_path / "two.sqlite3"), "import", "--jobs", "0", str(corpus)])
    assert exc.value.code == 2 and "--jobs" in capsys.readouterr().err
