"""``razz-equity``: the JSON keys other tools parse, the table, and exit status 2 on bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from razz_desktop.ai.calculator import calculate, parse_question
from razz_desktop.ai.equity_cmd import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_has_the_stable_keys_and_the_calculators_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--hand", "Ah 2d 3c 4s 9h 9d", "--hand", "6s 7h 8d 2c Kd Qd",
                        "--dead", "4c 4d", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"exact", "hands", "trials"}
    assert data["exact"] is True
    want = calculate(parse_question(["Ah 2d 3c 4s 9h 9d", "6s 7h 8d 2c Kd Qd"], "4c 4d"))
    assert data["trials"] == want.trials
    for got, h in zip(data["hands"], want.hands, strict=True):
        assert set(got) == {"cards", "win", "tie", "equity", "makes", "outs"}
        assert got["cards"] == list(h.cards)
        assert set(got["makes"]) == {"8", "7", "6", "5"}
        assert got["equity"] == pytest.approx(h.equity, abs=1e-6)
        assert got["win"] == pytest.approx(h.win, abs=1e-6)
        assert got["outs"]["improves"] == len(got["outs"]["cards"]) == h.outs.improves


def test_monte_carlo_json_adds_only_the_margin(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--hand", "Ah 2d 3c", "--hand", "6s 7h 8d", "--hand", "?? ?? Kc",
            "--samples", "5000", "--seed", "4", "--json"]
    code, out, _ = _run(capsys, *args)
    assert code == 0
    data = json.loads(out)
    assert data["exact"] is False and data["trials"] == 5000
    assert data["hands"][2]["cards"] == ["??", "??", "Kc"]
    for h in data["hands"]:
        assert 0 < h["margin"] < 0.05
    again = json.loads(_run(capsys, *args)[1])
    assert again == data  # same seed, same numbers


def test_table_lists_every_hand_and_the_outs(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--hand", "Ah 2d 3c 4s 9h 9d", "--hand", "6s 7h 8d 2c Kd Qd")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Exact: every one of 1,560 deals")
    assert "Win" in lines[1] and "8-low" in lines[1] and "Wheel" in lines[1] and "Outs" in lines[1]
    assert lines[2].startswith("Ah 2d 3c 4s 9h 9d") and lines[3].startswith("6s 7h 8d 2c Kd Qd")
    assert any(line.startswith("  hand 1: ") for line in lines)


@pytest.mark.parametrize(("argv", "message"), [
    (["--hand", "Ah 2d", "--hand", "Ah"], "duplicated card: Ah"),
    (["--hand", "Ah 2d 3c 4c 5c 6c 7c 8c", "--hand", "Kh"], "at most 7 cards"),
    (["--hand", "Ah Zz", "--hand", "Kh"], "'Zz' is not a card"),
    (["--hand", "Ah 2d"], "at least 2 hands"),
    ([], "at least 2 hands"),
    (["--hand", "Ah", "--hand", "Kh", "--dead", "Kh"], "duplicated card: Kh"),
    (["--hand", "Ah", "--hand", "Kh", "--samples", "1"], "at least 2"),
])
def test_bad_input_exits_2_with_one_clear_line(capsys: pytest.CaptureFixture[str],
                                               argv: list[str], message: str) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith("razz-equity: error: ") and message in err and err.count("\n") == 1


def test_python_dash_m_runs_the_command() -> None:
    done = subprocess.run([sys.executable, "-m", "razz_desktop.ai.equity_cmd", "--hand", "Ah 2d 3c 4s 5h 6d",
                           "--hand", "2s 3h 4d 5s 6h 7d", "--json"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["hands"][0]["makes"]["5"] == 1.0
    bad = subprocess.run([sys.executable, "-m", "razz_desktop.ai.equity_cmd", "--hand", "Ah"],
                         capture_output=True, text=True, timeout=120, check=False)
    assert bad.returncode == 2 and "at least 2 hands" in bad.stderr


def test_razz_equity_is_a_console_script() -> None:
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())["project"]
    assert project["scripts"]["razz-equity"] == "razz_desktop.ai.equity_cmd:main"


def test_help_defines_makes_and_outs(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert "outs:" in text and "makes:" in text and "95% margin" in text
