"""Golden scenarios: scripted hands with outputs worked out by hand from RULES.md.

Every ``scenarios/NAME.json`` is played through ``scenario.play`` and the
result compared with ``scenarios/NAME.expected.json``. The expected files were
computed by hand from the rule book before the engine was run, so a
difference means one of the two is wrong: decide from RULES.md, never by
copying the engine's output into the expected file.

Expected files for refused input hold ``{"error": PHRASE, "action_index": N}``:
``N`` must match exactly and ``PHRASE`` must appear in the engine's message
(case-insensitive), so the wording may improve without breaking the test
while the reason (which action, which word) stays pinned down.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from razz_desktop.engine import Action, ActionType
from razz_desktop.engine.events import ShowdownStarted, StreetStarted
from razz_desktop.engine.messages import Note
from razz_desktop.engine.scenario import ScenarioError, load, play, result

SCENARIOS = Path(__file__).parent / "scenarios"
INPUTS = sorted(p for p in SCENARIOS.glob("*.json") if not p.name.endswith(".expected.json"))


def expected_for(path: Path) -> dict[str, Any]:
    return json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))


def describe_difference(expected: dict[str, Any], actual: dict[str, Any]) -> str:
    """Name the keys that differ, so a failure reads as a rule, not a blob."""
    lines = []
    for key in sorted(set(expected) | set(actual)):
        if expected.get(key) != actual.get(key):
            lines.append(f"{key}:\n  expected {expected.get(key)!r}\n  actual   {actual.get(key)!r}")
    return "\n".join(lines)


def test_there_are_enough_scenarios_and_each_has_its_expected_output() -> None:
    assert len(INPUTS) >= 15
    for path in INPUTS:
        assert path.with_name(path.stem + ".expected.json").exists(), path.name
    for path in SCENARIOS.glob("*.expected.json"):
        assert path.with_name(path.name.replace(".expected", "")).exists(), path.name


@pytest.mark.parametrize("path", INPUTS, ids=[p.stem for p in INPUTS])
def test_scenario_matches_golden_output(path: Path) -> None:
    expected = expected_for(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        # not JSON at all: only the command line can report it (test_scenario_cli.py)
        assert expected["action_index"] is None and "cannot read" in expected["error"]
        return
    if "error" in expected:
        with pytest.raises(ScenarioError) as info:
            play(data)
        assert info.value.action_index == expected["action_index"]
        assert expected["error"].lower() in str(info.value).lower(), str(info.value)
        return
    actual = play(data)
    assert actual == expected, f"{path.name}\n{describe_difference(expected, actual)}"


@pytest.mark.parametrize("path", INPUTS, ids=[p.stem for p in INPUTS])
def test_scenario_output_is_consistent(path: Path) -> None:
    """Bookkeeping any correct output satisfies, whatever the expected file says:
    a second, independent line of defence against a wrong golden file."""
    expected = expected_for(path)
    if "error" in expected:
        return
    data = json.loads(path.read_text(encoding="utf-8"))
    seats = {int(k): v for k, v in data["seats"].items()}
    for out in (expected, play(data)):
        if not out["finished"]:
            assert out["to_act"] in seats and out["legal"]
            continue
        assert sum(out["net"].values()) == 0
        assert sum(out["final_stacks"].values()) == sum(seats.values())
        for seat, stack in out["final_stacks"].items():
            assert stack - seats[int(seat)] == out["net"][seat]
        won: dict[str, int] = {}
        for pot in out["pots"]:
            assert set(pot["winners"]) <= set(pot["eligible"])
            assert sum(pot["shares"].values()) == pot["amount"]
            for seat, chips in pot["shares"].items():
                won[seat] = won.get(seat, 0) + chips
        put_in = {str(s): seats[s] - out["final_stacks"][str(s)] + won.get(str(s), 0) for s in seats}
        assert sum(put_in.values()) == sum(p["amount"] for p in out["pots"])


def test_scenario_output_round_trips_through_json() -> None:
    """The command prints ``json.dumps(play(...))``: everything must be plain JSON."""
    for path in INPUTS:
        if "error" in expected_for(path):
            continue
        out = play(json.loads(path.read_text(encoding="utf-8")))
        assert json.loads(json.dumps(out)) == out


def test_result_of_a_loaded_hand_before_any_action() -> None:
    """``load`` starts the hand; ``result`` describes it unfinished, bring-in to act."""
    data = json.loads((SCENARIOS / "18_unfinished_three_deuces.json").read_text(encoding="utf-8"))
    hand, actions = load(data)
    assert actions == []
    out = result(hand)
    assert out == expected_for(SCENARIOS / "18_unfinished_three_deuces.json")


def test_open_pair_small_bet_is_still_allowed() -> None:
    """Under the open-pair rule the big bet is an option, not a duty: "bet" is
    the small bet and the raises after it stay small."""
    data = json.loads((SCENARIOS / "16_open_pair_big_bet.json").read_text(encoding="utf-8"))
    data["actions"] = ["bring-in", "call", "call"]
    out = play(data)
    assert out["to_act"] == 2
    assert [(la["action"], la["to"]) for la in out["legal"]] == [("check", 0), ("bet", 200), ("bet", 400)]
    data["actions"] += ["bet", "raise"]
    out = play(data)
    assert out["streets"][1]["actions"][-1] == {"seat": 3, "action": "raise", "amount": 400}
    assert [(la["action"], la["to"]) for la in out["legal"]] == [("fold", 0), ("call", 400), ("raise", 600)]


def test_big_bet_without_an_open_pair_is_refused() -> None:
    """The open-pair option needs an open pair: seat 1's 7-7 is made 7-8 here."""
    data = json.loads((SCENARIOS / "16_open_pair_big_bet.json").read_text(encoding="utf-8"))
    data["deck"] = [("8d" if c == "7d" else c) for c in data["deck"]]
    data["actions"] = ["bring-in", "call", "call", "big-bet"]
    with pytest.raises(ScenarioError) as info:
        play(data)
    assert info.value.action_index == 3


def test_open_pair_rule_off_refuses_big_bet() -> None:
    data = json.loads((SCENARIOS / "16_open_pair_big_bet.json").read_text(encoding="utf-8"))
    data["house_rules"] = {}
    data["actions"] = ["bring-in", "call", "call", "big-bet"]
    with pytest.raises(ScenarioError) as info:
        play(data)
    assert info.value.action_index == 3


def test_cap_applies_heads_up_without_the_house_rule() -> None:
    """Scenario 15 without no_cap_heads_up: the fourth raise is refused."""
    data = json.loads((SCENARIOS / "15_no_cap_heads_up.json").read_text(encoding="utf-8"))
    data.pop("house_rules")
    with pytest.raises(ScenarioError) as info:
        play(data)
    assert info.value.action_index == 6
    assert "capped" in str(info.value).lower()


def test_a_deck_too_short_for_the_script_is_reported_with_its_action() -> None:
    data = json.loads((SCENARIOS / "05_check_raise.json").read_text(encoding="utf-8"))
    data["deck"] = data["deck"][:6]  # 3rd street only
    with pytest.raises(ScenarioError) as info:
        play(data)
    assert info.value.action_index == 1  # the call that ends 3rd street deals 4th
    assert "too short" in str(info.value)


@pytest.mark.parametrize(
    "change",
    [
        {"seats": {}},
        {"seats": {"1": 10000}},
        {"seats": {"1": 10000, "9": 10000}},
        {"seats": {"one": 10000, "2": 10000}},
        {"seats": {"1": 0, "2": 10000}},
        {"seats": {"1": 10.5, "2": 10000}},
        {"deck": "Ac Ad"},
        {"actions": "call"},
        {"stakes": {"small_bet": 200, "big_bet": 100}},
        {"stakes": {"small_bet": 200, "bring_in": 200}},
        {"stakes": {"tiny_bet": 1}},
        {"house_rules": {"auto_muck": "yes"}},
        {"house_rules": None},
        {"house_rules": ["auto_muck"]},
        {"stakes": None},
        {"seats": None},
        {"deck": None},
        {"extra": 1},
    ],
    ids=lambda c: json.dumps(c),
)
def test_malformed_scenarios_are_file_errors(change: dict[str, Any]) -> None:
    """Whatever is wrong with the file itself is reported with action_index None."""
    data = json.loads((SCENARIOS / "05_check_raise.json").read_text(encoding="utf-8"))
    data.update(change)
    with pytest.raises(ScenarioError) as info:
        play(data)
    assert info.value.action_index is None


def test_unknown_action_word_is_reported_with_its_index() -> None:
    data = json.loads((SCENARIOS / "05_check_raise.json").read_text(encoding="utf-8"))
    data["actions"] = ["bring-in", "allin"]
    with pytest.raises(ScenarioError) as info:
        play(data)
    assert info.value.action_index == 1
    assert "allin" in str(info.value)


@pytest.mark.parametrize("name", ["08_side_pots_two_all_ins", "10_ante_all_in_bring_in_passes"])
def test_showdown_explanation_does_not_call_a_run_out_checked_through(name: str) -> None:
    """RULES.md: the dealer log says which rule applies and why. After an
    all-in the later streets are dealt *without betting*; telling the player
    they were "checked through" describes something that did not happen."""
    data = json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))
    hand, actions = load(data)
    for word in actions:
        assert hand.to_act is not None
        hand.act(Action(hand.to_act, ActionType(word)))
    assert any(isinstance(e, StreetStarted) and e.first_to_act is None for e in hand.events)
    showdown = next(e for e in hand.events if isinstance(e, ShowdownStarted))
    reason = showdown.explanation["reason"]
    assert isinstance(reason, Note) and reason.code == "showdown.runout", showdown.explanation
