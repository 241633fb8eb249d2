"""load_settings on hostile and hand-edited files: never raises, keeps every good field.

Each case writes a file a user (or a broken editor, or an attacker) could
leave behind, and checks what comes back: the valid fields as they were, the
bad ones at their defaults, each reset field named in the warning, and the
original kept beside it as settings.json.invalid-<time>.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from razz_desktop.engine import HouseRules
from razz_desktop.settings import (
    PRESETS,
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    Settings,
    StakesSettings,
    TableSettings,
    load_settings,
    validate,
    with_opponent,
)
from razz_desktop.settings.codec import MAX_DEPTH, MAX_DIGITS, Oversized, read_json

NOW = dt.datetime(2025, 6, 7, 8, 9, 10)
BACKUP = "settings.json.invalid-20250607-080910"


def custom() -> Settings:
    """Settings with every section away from its defaults, so a reset shows."""
    return Settings(
        stakes=StakesSettings(small_bet=500, big_bet=1000, ante_percent=15, bring_in_percent=30),
        table=with_opponent(TableSettings(players=4, starting_stack=80_000, human_seat=3),
                            2, OpponentSettings("expert", "tight-aggressive")),
        house_rules=HouseRules(no_cap_heads_up=True, auto_muck=False),
        display=DisplaySettings(four_colour_deck=True, animation_speed="fast", sound=False, language="de"),
        play=PlaySettings(auto_next_hand=False, when_you_bust="end", when_computer_busts="replace"),
        practice=PracticeSettings(enabled=False, hints="on_request", show_opponents_cards_after_hand=True),
    )


def write(tmp_path: Path, text: str | bytes) -> Path:
    path = tmp_path / "settings.json"
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return path


def file_with(section: str, key: str, raw_value: str) -> str:
    """custom() as JSON with one value replaced by ``raw_value`` (raw JSON text, possibly huge)."""
    data = custom().to_dict()
    data[section][key] = "@@HOLE@@"
    return json.dumps(data).replace('"@@HOLE@@"', raw_value)


def assert_only_reset(tmp_path: Path, text: str | bytes, expected: Settings, *named: str) -> None:
    """Loading the file gives ``expected``, names each of ``named``, keeps a copy, is quiet next time."""
    path = write(tmp_path, text)
    original = path.read_bytes()
    result = load_settings(path, now=NOW)
    assert result.settings == expected
    assert validate(result.settings) == []
    assert not result.all_reset and not result.first_start
    warning = result.warning_text()
    assert warning is not None
    for field in named:
        assert field in result.reset_fields
        assert field in warning
    assert "Every other setting was kept" in warning
    backup = tmp_path / BACKUP
    assert result.backup_path == backup and backup.read_bytes() == original
    assert str(backup) in warning
    again = load_settings(path, now=NOW)  # the mended settings were written back: told once
    assert again.warning is None and again.settings == expected


def test_an_integer_over_4300_digits_resets_only_that_field(tmp_path: Path) -> None:
    digits = "9" * 5000
    assert len(digits) > sys.get_int_max_str_digits()  # the limit int() itself would refuse
    assert_only_reset(tmp_path, file_with("stakes", "small_bet", digits),
                      replace(custom(), stakes=replace(custom().stakes, small_bet=200)), "stakes.small_bet")


def test_a_negative_huge_integer_and_its_message(tmp_path: Path) -> None:
    path = write(tmp_path, file_with("table", "starting_stack", "-" + "1" * 10_000))
    result = load_settings(path, now=NOW)
    assert result.settings == replace(custom(), table=replace(custom().table, starting_stack=40_000))
    assert "a number of 10,000 digits" in (result.warning or "")


def test_json_nested_1000_deep_resets_only_that_field(tmp_path: Path) -> None:
    deep = "[" * 1000 + "]" * 1000
    assert_only_reset(tmp_path, file_with("display", "language", deep),
                      replace(custom(), display=replace(custom().display, language="system")), "display.language")


def test_an_object_nested_1000_deep_in_a_seat_resets_that_seat(tmp_path: Path) -> None:
    data = custom().to_dict()
    data["table"]["opponents"][1] = "@@HOLE@@"
    text = json.dumps(data).replace('"@@HOLE@@"', '{"level": ' + '{"a":' * 1000 + "1" + "}" * 1000 + "}")
    expected = replace(custom(), table=with_opponent(custom().table, 2, PRESETS["mixed"][1]))
    assert_only_reset(tmp_path, text, expected, "table.opponents.2")


def test_deep_nesting_in_a_string_is_just_a_string(tmp_path: Path) -> None:
    """Brackets inside a JSON string are text, not nesting: nothing is cut out of it."""
    value = read_json(json.dumps({"x": "[" * 5000, "y": ["{", "]"]}))
    assert value == {"x": "[" * 5000, "y": ["{", "]"]}


def test_read_json_limits() -> None:
    assert read_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    value = read_json("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    for _ in range(MAX_DEPTH - 1):  # the outer levels are kept; only the one too deep goes
        assert isinstance(value, list) and len(value) == 1
        value = value[0]
    assert isinstance(value, list) and isinstance(value[0], Oversized)
    assert read_json("9" * MAX_DIGITS) == int("9" * MAX_DIGITS)
    assert isinstance(read_json("9" * (MAX_DIGITS + 1)), Oversized)
    assert read_json('{"a": 1.5e3}') == {"a": 1500.0}


def test_unclosed_deep_nesting_is_not_json(tmp_path: Path) -> None:
    path = write(tmp_path, '{"stakes": ' + "[" * 5000)
    result = load_settings(path, now=NOW)
    assert result.settings == Settings() and result.all_reset
    assert "not valid JSON" in (result.warning or "")


def test_a_utf8_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = write(tmp_path, b"\xef\xbb\xbf" + json.dumps(custom().to_dict()).encode("utf-8"))
    result = load_settings(path, now=NOW)
    assert result.settings == custom()
    assert result.warning is None and result.backup_path is None


def test_a_typod_key_loses_only_itself(tmp_path: Path) -> None:
    data = custom().to_dict()
    data["stakes"]["ante_precent"] = 10
    data["colour"] = "red"
    assert_only_reset(tmp_path, json.dumps(data), custom(), "stakes.ante_precent", "colour")


@pytest.mark.parametrize(
    ("section", "key", "raw", "default"),
    [
        ("stakes", "ante_percent", '"20"', 20),
        ("stakes", "bring_in_percent", "25.5", 25),
        ("table", "players", "true", 6),
        ("table", "players", "9", 6),
        ("table", "starting_stack", "0", 40_000),
        ("house_rules", "auto_muck", "1", True),
        ("display", "animation_speed", '"ludicrous"', "normal"),
        ("display", "sound", "null", True),
        ("play", "when_you_bust", '"cry"', "ask"),
        ("practice", "hints", "[]", "automatic"),
    ],
)
def test_a_wrong_typed_or_out_of_range_field_resets_only_itself(
    tmp_path: Path, section: str, key: str, raw: str, default: object
) -> None:
    expected = replace(custom(), **{section: replace(getattr(custom(), section), **{key: default})})
    assert_only_reset(tmp_path, file_with(section, key, raw), expected, f"{section}.{key}")


def test_a_bad_seat_resets_that_seat_to_the_default_table(tmp_path: Path) -> None:
    data = custom().to_dict()
    data["table"]["opponents"][4] = {"level": "god", "style": "tight-passive"}
    expected = replace(custom(), table=with_opponent(custom().table, 5, PRESETS["mixed"][4]))
    assert_only_reset(tmp_path, json.dumps(data), expected, "table.opponents.5")


def test_fields_that_disagree_are_reset_together(tmp_path: Path) -> None:
    data = custom().to_dict()
    data["stakes"]["big_bet"] = 100  # below the kept small bet: which one was the typo?
    expected = replace(custom(), stakes=replace(custom().stakes, small_bet=200, big_bet=400))
    assert_only_reset(tmp_path, json.dumps(data), expected, "stakes.big_bet", "stakes.small_bet")


def test_a_seat_beyond_the_players_resets_the_seat_only(tmp_path: Path) -> None:
    data = custom().to_dict()
    data["table"]["human_seat"] = 7  # four players
    expected = replace(custom(), table=replace(custom().table, human_seat=1))
    assert_only_reset(tmp_path, json.dumps(data), expected, "table.human_seat")


def test_a_stack_the_default_cannot_fix_resets_the_stakes_it_is_measured_by(tmp_path: Path) -> None:
    data = custom().to_dict()
    data["stakes"].update(small_bet=500_000, big_bet=1_000_000, ante_percent=100)
    data["table"]["starting_stack"] = "lots"
    result = load_settings(write(tmp_path, json.dumps(data)), now=NOW)
    assert validate(result.settings) == []
    assert result.settings.table.starting_stack == 40_000
    assert result.settings.stakes == replace(custom().stakes, small_bet=200, ante_percent=20, big_bet=1_000_000)
    assert result.settings.display == custom().display  # the rest is kept
    assert "table.starting_stack" in result.reset_fields and "stakes.small_bet" in result.reset_fields


@pytest.mark.parametrize("content", [b"\x00\x01garbage", b"{stakes: 1", b"[1, 2]", b'"settings"',
                                     json.dumps({"version": 2, "stakes": {"small_bet": 500}}).encode()])
def test_a_file_that_is_not_settings_gives_defaults_a_warning_and_a_copy(tmp_path: Path, content: bytes) -> None:
    path = write(tmp_path, content)
    result = load_settings(path, now=NOW)
    assert result.settings == Settings() and result.all_reset
    assert result.backup_path == tmp_path / BACKUP and result.backup_path.read_bytes() == content
    assert "default settings" in (result.warning or "")


def test_a_huge_file_is_refused_without_reading_it_whole(tmp_path: Path) -> None:
    path = write(tmp_path, b" " * 2_000_000 + b"{}")
    result = load_settings(path, now=NOW)
    assert result.all_reset and "larger than" in (result.warning or "")


def test_an_unexpected_failure_inside_still_starts_with_defaults(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from razz_desktop.settings import storage

    def broken(data: object) -> object:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(storage, "decode_and_repair", broken)
    result = load_settings(write(tmp_path, json.dumps(custom().to_dict())), now=NOW)
    assert result.settings == Settings() and result.all_reset
    assert "ZeroDivisionError" in (result.warning or "")
    assert result.backup_path is not None  # the user's file is kept before the defaults go in
