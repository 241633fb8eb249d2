"""The scripted-hand command as a separate process: stdout, stdin and exit codes.

Other tools (and people) drive ``python -m razz_desktop.engine.scenario`` from
shell scripts, so its contract is the process boundary: exactly one JSON
object on stdout, exit 0 for a played script, exit 2 with
``{"error": ..., "action_index": ...}`` for an illegal action or a bad file,
and never a Python traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

SCENARIOS = Path(__file__).parent / "scenarios"


def run(*args: str, stdin: str | None = None) -> tuple[int, dict[str, Any], str]:
    proc = subprocess.run(
        [sys.executable, "-m", "razz_desktop.engine.scenario", *args],
        input=stdin, capture_output=True, text=True, timeout=60, check=False,
    )
    lines = proc.stdout.splitlines()
    assert len(lines) == 1, f"expected one line of JSON on stdout, got {proc.stdout!r} / {proc.stderr!r}"
    return proc.returncode, json.loads(lines[0]), proc.stderr


def expected(name: str) -> dict[str, Any]:
    return json.loads((SCENARIOS / f"{name}.expected.json").read_text(encoding="utf-8"))


def test_file_argument_prints_the_result_and_exits_0() -> None:
    code, out, err = run(str(SCENARIOS / "01_simple_showdown.json"))
    assert code == 0
    assert out == expected("01_simple_showdown")
    assert err == ""


def test_dash_reads_the_scenario_from_stdin() -> None:
    text = (SCENARIOS / "08_side_pots_two_all_ins.json").read_text(encoding="utf-8")
    code, out, _ = run("-", stdin=text)
    assert code == 0
    assert out == expected("08_side_pots_two_all_ins")


def test_unfinished_script_exits_0_with_to_act_and_legal() -> None:
    code, out, _ = run(str(SCENARIOS / "17c_no_auto_muck_question.json"))
    assert code == 0
    assert out["finished"] is False
    assert out == expected("17c_no_auto_muck_question")


def test_illegal_action_exits_2_with_its_index() -> None:
    code, out, err = run(str(SCENARIOS / "04b_illegal_raise_after_cap.json"))
    assert code == 2
    assert set(out) == {"error", "action_index"}
    assert out["action_index"] == 5
    assert "raise" in out["error"]
    assert "Traceback" not in err


def test_malformed_json_exits_2_without_an_index() -> None:
    code, out, err = run(str(SCENARIOS / "20d_malformed_json.json"))
    assert code == 2
    assert out["action_index"] is None
    assert "cannot read" in out["error"]
    assert "Traceback" not in err


def test_missing_file_exits_2() -> None:
    code, out, _ = run(str(SCENARIOS / "no_such_scenario.json"))
    assert code == 2
    assert out["action_index"] is None


@pytest.mark.parametrize("args", [(), ("a.json", "b.json")])
def test_wrong_arguments_print_usage_and_exit_2(args: tuple[str, ...]) -> None:
    code, out, _ = run(*args)
    assert code == 2
    assert "usage" in out["error"]
    assert out["action_index"] is None


@pytest.mark.parametrize("rules", [None, ["auto_muck"], "auto_muck"])
def test_house_rules_of_the_wrong_type_are_a_file_error_not_a_crash(rules: object) -> None:
    """The docstring promises: a malformed file prints the error object and
    exits 2. A ``house_rules`` that is not an object must not end in a
    traceback (exit 1) with nothing on stdout."""
    data = json.loads((SCENARIOS / "05_check_raise.json").read_text(encoding="utf-8"))
    data["house_rules"] = rules
    proc = subprocess.run(
        [sys.executable, "-m", "razz_desktop.engine.scenario", "-"],
        input=json.dumps(data), capture_output=True, text=True, timeout=60, check=False,
    )
    assert "Traceback" not in proc.stderr, proc.stderr.splitlines()[-1:]
    assert proc.returncode == 2
    out = json.loads(proc.stdout)
    assert out["action_index"] is None and out["error"]


@pytest.mark.parametrize("depth", [1_000, 100_000])
@pytest.mark.parametrize("where", ["top", "comment"])
def test_deeply_nested_json_is_the_json_error_not_a_traceback(depth: int, where: str) -> None:
    nested = "[" * depth + "]" * depth
    text = nested if where == "top" else '{"comment": ' + nested + "}"
    code, out, err = run("-", stdin=text)
    assert code == 2, err
    assert out["action_index"] is None
    assert "cannot read the scenario" in out["error"] and "nested too deeply" in out["error"]
    assert "Traceback" not in err


@pytest.mark.parametrize(("first", "second"), [("1", "01"), ("01", "1"), ("3", "003"), ("2", " 2")])
def test_two_keys_naming_one_seat_are_an_error(first: str, second: str) -> None:
    scenario = json.loads((SCENARIOS / "01_simple_showdown.json").read_text(encoding="utf-8"))
    seats = dict(scenario["seats"])
    seat = str(int(first))
    stack = seats.pop(seat, 10_000)
    # JSON text keeps both keys (a dict could not); the second would silently win before
    body = ", ".join(f'"{k}": {v}' for k, v in seats.items())
    extra = f'"{first}": {stack}, "{second}": {stack + 1}'
    scenario_text = json.dumps(scenario).replace(
        json.dumps({"seats": scenario["seats"]})[1:-1], f'"seats": {{{body}, {extra}}}' if body
        else f'"seats": {{{extra}}}')
    assert scenario_text.count(f'"{second}"') == 1
    code, out, err = run("-", stdin=scenario_text)
    assert code == 2, (out, err)
    assert out["action_index"] is None
    assert f"seat keys '{first}' and '{second}' both name seat {int(first)}" in out["error"]
    assert "Traceback" not in err


def test_an_exact_duplicate_seat_key_is_refused() -> None:
    text = '{"seats": {"1": 10000, "1": 5, "2": 10000}, "deck": [], "actions": []}'
    code, out, err = run("-", stdin=text)
    assert code == 2 and "'1' is given twice" in out["error"] and "Traceback" not in err
