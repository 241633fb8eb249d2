"""Settings: defaults, the one validation, chips from percentages, JSON that survives bad files."""

from __future__ import annotations

import datetime as dt
import json
import random
from dataclasses import fields, replace
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from razz_desktop import paths
from razz_desktop.engine import ActionType, ConfigError, GameConfig, HouseRules, Stakes, Table
from razz_desktop.engine.events import AntePosted
from razz_desktop.settings import (
    ALL_LEVELS,
    COMPUTER_BUST_OPTIONS,
    HOUSE_RULE_TEXTS,
    LEVEL_LABELS,
    LEVELS,
    PRACTICE_LEVELS,
    PRESETS,
    STYLE_LABELS,
    STYLES,
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    Settings,
    SettingsError,
    StakesSettings,
    TableSettings,
    changes_applying_at_once,
    changes_needing_next_hand,
    format_chips,
    format_money,
    format_stakes,
    load_settings,
    percent_of,
    problems_by_field,
    save_settings,
    validate,
    with_opponent,
    with_preset,
)

NOW = dt.datetime(2024, 1, 2, 3, 4, 5)


def stakes(**kw: int) -> Settings:
    return replace(Settings(), stakes=replace(StakesSettings(), **kw))


def table(**kw: object) -> Settings:
    return replace(Settings(), table=replace(TableSettings(), **kw))


def seat_players(config: GameConfig, stacks: dict[int, int]) -> Table:
    """``Table(config, stacks)``, built seat by seat.

    The engine's ``Table.__init__`` calls ``sit()`` before it creates its
    current-hand slot, so a non-empty ``stacks`` raises AttributeError there
    (reported to the engine's owner); seating after construction is equivalent.
    """
    table = Table(config, {})
    for seat, chips in stacks.items():
        table.sit(seat, chips)
    return table


def fields_with_problems(s: Settings) -> set[str]:
    return {p.field for p in validate(s)}


# --- defaults and chips ----------------------------------------------------------------


def test_defaults_are_valid_and_match_rules_md() -> None:
    s = Settings()
    assert validate(s) == []
    assert s.is_valid()
    assert (s.stakes.small_bet, s.stakes.big_bet) == (200, 400)
    assert (s.stakes.ante_chips, s.stakes.bring_in_chips) == (40, 50)
    assert s.to_game_config() == GameConfig(Stakes(200, 400, 40, 50), HouseRules())
    assert s.house_rules == HouseRules()  # every house rule at its RULES.md default


@pytest.mark.parametrize(
    ("chips", "percent", "expected"),
    [
        (200, 20, 40),
        (200, 25, 50),
        (2, 25, 1),  # 0.5 -> 1: halves go up
        (25, 10, 3),  # 2.5 -> 3 (Python's round() would give 2)
        (5, 10, 1),  # 0.5 -> 1
        (7, 10, 1),  # 0.7 -> 1
        (4, 10, 0),  # 0.4 -> 0
        (250, 1, 3),  # 2.5 -> 3
        (300, 0, 0),
        (300, 100, 300),
    ],
)
def test_percent_of_rounds_to_nearest_chip_halves_up(chips: int, percent: int, expected: int) -> None:
    assert percent_of(chips, percent) == expected


@given(st.integers(0, 10_000_000), st.integers(0, 100))
def test_percent_of_is_exact_half_up_rounding(chips: int, percent: int) -> None:
    exact = Fraction(chips * percent, 100)
    result = percent_of(chips, percent)
    assert isinstance(result, int)
    assert exact - Fraction(1, 2) < result <= exact + Fraction(1, 2)


def test_money_formatting() -> None:
    assert format_money(40) == "$0.40"
    assert format_money(200) == "$2.00"
    assert format_money(4_000_000) == "$40,000.00"
    assert format_stakes(200, 400) == "$2/$4"
    assert format_stakes(50, 100) == "$0.50/$1"
    assert format_chips(1) == "1 chip"
    assert format_chips(40_000) == "40,000 chips"


def test_game_config_posts_the_converted_ante_in_a_real_hand() -> None:
    s = stakes(small_bet=300, big_bet=600, ante_percent=25, bring_in_percent=25)
    config = s.to_game_config()
    assert config.stakes == Stakes(300, 600, 75, 75)
    hand = seat_players(config, s.table.starting_stacks()).new_hand(rng=random.Random(7))
    antes = [e for e in hand.events if isinstance(e, AntePosted)]
    assert [e.seat for e in antes] == list(s.table.seats_in_play())
    assert {e.amount for e in antes} == {75}
    bring_in = [a for a in hand.legal_actions() if a.type is ActionType.BRING_IN]
    assert bring_in and bring_in[0].amount == 75


def test_invalid_settings_never_become_a_game_config() -> None:
    with pytest.raises(SettingsError) as info:
        stakes(big_bet=100).to_game_config()
    assert [p.field for p in info.value.problems] == ["stakes.big_bet"]


# --- validation -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("settings", "field", "words"),
    [
        (stakes(small_bet=200, big_bet=199), "stakes.big_bet", "at least the small bet"),
        (stakes(small_bet=1, big_bet=2), "stakes.small_bet", "between $0.02"),
        (stakes(small_bet=-200), "stakes.small_bet", "between"),
        (stakes(ante_percent=101), "stakes.ante_percent", "never more than the small bet"),
        (stakes(ante_percent=-1), "stakes.ante_percent", "between 0%"),
        (stakes(small_bet=2, big_bet=4, bring_in_percent=99), "stakes.bring_in_percent", "less than the small bet"),
        (stakes(small_bet=2, big_bet=4, bring_in_percent=1), "stakes.bring_in_percent", "at least 1 chip"),
        (stakes(bring_in_percent=100), "stakes.bring_in_percent", "between 1% and 99%"),
        (table(starting_stack=239), "table.starting_stack", "ante and one small bet: at least $2.40"),
        (table(starting_stack=0), "table.starting_stack", "between"),
        (table(players=9), "table.players", "2 to 8"),
        (table(players=1), "table.players", "2 to 8"),
        (table(players=4, human_seat=5), "table.human_seat", "seats 1 to 4"),
        (table(human_seat=0), "table.human_seat", "1 to 8"),
        (table(opponents=PRESETS["mixed"][:7]), "table.opponents", "each of the 8 seats"),
        (Settings(table=with_opponent(TableSettings(), 3, OpponentSettings("genius"))),
         "table.opponents.3.level", "Unknown choice 'genius'"),
        (Settings(table=with_opponent(TableSettings(), 2, OpponentSettings("strong", "wild"))),
         "table.opponents.2.style", "Unknown choice 'wild'"),
        (Settings(table=with_opponent(TableSettings(), 4, OpponentSettings("maniac", "tight-passive"))),
         "table.opponents.4.style", "takes no style"),
        (replace(Settings(), display=DisplaySettings(animation_speed="ludicrous")),
         "display.animation_speed", "Unknown choice"),
        (replace(Settings(), display=DisplaySettings(language="German")), "display.language", "code"),
        (replace(Settings(), play=PlaySettings(when_you_bust="cry")), "play.when_you_bust", "Unknown choice"),
        (replace(Settings(), play=PlaySettings(when_computer_busts="")), "play.when_computer_busts", "Unknown"),
    ],
)
def test_each_rule_reports_its_own_field(settings: Settings, field: str, words: str) -> None:
    messages = problems_by_field(validate(settings))
    assert list(messages) == [field]
    assert words in messages[field]


@pytest.mark.parametrize(
    ("settings", "field"),
    [
        (stakes(small_bet="200"), "stakes.small_bet"),  # type: ignore[arg-type]
        (stakes(ante_percent=20.0), "stakes.ante_percent"),  # type: ignore[arg-type]
        (stakes(bring_in_percent=True), "stakes.bring_in_percent"),  # type: ignore[arg-type]
        (table(players=None), "table.players"),
        (replace(Settings(), house_rules=HouseRules(auto_muck="yes")), "house_rules.auto_muck"),  # type: ignore[arg-type]
        (replace(Settings(), display=DisplaySettings(sound=1)), "display.sound"),  # type: ignore[arg-type]
        (replace(Settings(), stakes=None), "stakes"),  # type: ignore[arg-type]
    ],
)
def test_wrong_types_are_problems_not_crashes(settings: Settings, field: str) -> None:
    assert field in fields_with_problems(settings)


def test_practice_opponents_and_every_style_of_every_level_are_valid() -> None:
    base = TableSettings()
    for level in ALL_LEVELS:
        styles = [None] if level in PRACTICE_LEVELS else [None, *STYLES]
        for style in styles:
            s = Settings(table=with_opponent(base, 2, OpponentSettings(level, style)))
            assert validate(s) == [], (level, style)


def test_ante_may_be_the_whole_small_bet_and_zero() -> None:
    assert validate(stakes(ante_percent=100)) == []
    assert validate(stakes(ante_percent=0)) == []
    assert stakes(ante_percent=0).to_game_config().stakes.ante == 0


@given(
    small=st.integers(-5, 3000),
    big=st.integers(-5, 6000),
    ante=st.integers(-5, 120),
    bring_in=st.integers(-5, 120),
)
def test_validation_agrees_with_the_engine(small: int, big: int, ante: int, bring_in: int) -> None:
    """Whatever validate() accepts, the engine accepts: no ConfigError can surprise the game."""
    s = stakes(small_bet=small, big_bet=big, ante_percent=ante, bring_in_percent=bring_in)
    problems = validate(s)
    try:
        Stakes(small, big, percent_of(small, ante), percent_of(small, bring_in))
    except ConfigError:
        assert problems
    else:
        if not problems:
            assert s.to_game_config().stakes.ante == percent_of(small, ante)


# --- names shared with the AI -----------------------------------------------------------


def test_levels_and_styles_correspond_to_the_bots() -> None:
    bots = pytest.importorskip("razz_desktop.ai.bots")
    assert LEVELS == bots.LEVELS
    assert PRACTICE_LEVELS == bots.BASELINES
    parsed = {bots.Style.parse(style) for style in STYLES}
    assert len(parsed) == len(STYLES)  # four distinct styles, none a no-op
    assert bots.Style() not in parsed
    for level in ALL_LEVELS:
        for style in [None] if level in PRACTICE_LEVELS else [None, *STYLES]:
            bot = bots.make_bot(level, style=style, seed=1)
            assert callable(bot.decide)


def test_every_choice_has_a_label() -> None:
    assert set(LEVEL_LABELS) == set(ALL_LEVELS)
    assert set(STYLE_LABELS) == {None, *STYLES}


def test_every_house_rule_has_a_one_line_explanation() -> None:
    assert list(HOUSE_RULE_TEXTS) == [f.name for f in fields(HouseRules)]
    for label, explanation in HOUSE_RULE_TEXTS.values():
        assert label and explanation and "\n" not in label + explanation
        assert explanation.endswith(".")


def test_presets_fill_every_seat_and_are_recognised() -> None:
    for name, opponents in PRESETS.items():
        assert len(opponents) == 8
        t = with_preset(TableSettings(), name)
        assert validate(Settings(table=t)) == []
        assert t.preset() == name
    assert {o.level for o in PRESETS["beginner"]} == {"beginner"}
    assert {o.level for o in PRESETS["tough"]} <= {"strong", "expert"}
    mixed = with_preset(TableSettings(), "mixed")
    assert with_opponent(mixed, 2, OpponentSettings("random")).preset() is None


def test_preset_ignores_the_humans_seat_and_empty_seats() -> None:
    t = with_preset(TableSettings(players=3, human_seat=2), "beginner")
    t = with_opponent(with_opponent(t, 2, OpponentSettings("expert")), 7, OpponentSettings("maniac"))
    assert t.preset() == "beginner"
    assert t.computer_seats() == {1: OpponentSettings("beginner"), 3: OpponentSettings("beginner")}
    assert t.starting_stacks() == {1: 40_000, 2: 40_000, 3: 40_000}


# --- changes ------------------------------------------------------------------------------


def test_game_changes_are_listed_for_the_dealer_log() -> None:
    old = Settings()
    new = replace(
        stakes(small_bet=300, big_bet=600, ante_percent=25),
        house_rules=HouseRules(no_cap_heads_up=True),
        table=with_opponent(replace(TableSettings(), players=4), 2, OpponentSettings("expert")),
    )
    lines = changes_needing_next_hand(old, new)
    assert lines == [
        "Stakes: $2/$4 → $3/$6.",
        "Ante: 20% (40 chips) → 25% (75 chips).",
        "Bring-in: 25% (50 chips) → 25% (75 chips).",
        'House rule "No cap heads-up": off → on.',
        "Players: 6 → 4.",
        "Seat 2: Strong, tight, aggressive → Expert.",
    ]
    assert changes_applying_at_once(old, new) == []


def test_cosmetic_changes_apply_at_once_and_not_next_hand() -> None:
    old = Settings()
    new = replace(old, display=DisplaySettings(four_colour_deck=True, sound=False, language="de"),
                  play=PlaySettings(auto_next_hand=False))
    assert changes_needing_next_hand(old, new) == []
    lines = changes_applying_at_once(old, new)
    assert "Four-colour deck: on." in lines
    assert "Sound: off." in lines
    assert "Next hand starts automatically: off." in lines
    assert any("next time" in line for line in lines)


def test_changes_to_empty_seats_are_not_reported() -> None:
    old = table(players=3)
    new = replace(old, table=with_opponent(old.table, 7, OpponentSettings("maniac")))
    assert changes_needing_next_hand(old, new) == []
    assert changes_needing_next_hand(Settings(), Settings()) == []


def test_change_texts_are_translated_before_the_numbers_go_in() -> None:
    german = {"Players: {old} → {new}.": "Spieler: {old} → {new}."}
    lines = changes_needing_next_hand(table(players=6), table(players=3), lambda t: german.get(t, t))
    assert lines == ["Spieler: 6 → 3."]


# --- JSON ---------------------------------------------------------------------------------


def unusual() -> Settings:
    return Settings(
        stakes=StakesSettings(small_bet=500, big_bet=1500, ante_percent=15, bring_in_percent=30),
        table=with_opponent(TableSettings(players=8, starting_stack=123_456, human_seat=5), 3,
                            OpponentSettings("maniac")),
        house_rules=HouseRules(no_cap_heads_up=True, odd_chip_by_suit=True, auto_muck=False),
        display=DisplaySettings(four_colour_deck=True, animation_speed="off", sound=False,
                                human_at_bottom=False, language="pt_BR"),
        play=PlaySettings(auto_next_hand=False, when_you_bust="end", when_computer_busts="replace"),
        practice=PracticeSettings(enabled=False, hints="on_request", show_opponents_cards_after_hand=True),
    )


def test_round_trip_save_load(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(unusual(), path)
    result = load_settings(path)
    assert result.settings == unusual()
    assert result.warning is None and not result.first_start and result.backup_path is None
    data = json.loads(path.read_text("utf-8"))
    assert data["version"] == 1
    assert data["stakes"] == {"small_bet": 500, "big_bet": 1500, "ante_percent": 15, "bring_in_percent": 30}
    assert data["table"]["opponents"][2] == {"level": "maniac", "style": None}
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file left


def test_save_overwrites_and_creates_the_folder(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "settings.json"
    save_settings(unusual(), path)
    save_settings(Settings(), path)
    assert load_settings(path).settings == Settings()


def test_missing_file_is_a_first_start_without_a_warning(tmp_path: Path) -> None:
    result = load_settings(tmp_path / "settings.json")
    assert result.settings == Settings()
    assert result.first_start
    assert result.warning is None and result.backup_path is None
    assert not (tmp_path / "settings.json").exists()


def test_default_location_comes_from_paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    assert load_settings().first_start
    saved = save_settings(unusual())
    assert saved == paths.settings_path() == tmp_path / "config" / "settings.json"
    assert load_settings().settings == unusual()


def test_nothing_invalid_can_be_saved(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    save_settings(unusual(), path)
    before = path.read_bytes()
    with pytest.raises(SettingsError) as info:
        save_settings(stakes(small_bet=200, big_bet=100), path)
    assert info.value.problems[0].field == "stakes.big_bet"
    assert path.read_bytes() == before
    with pytest.raises(SettingsError):
        save_settings(stakes(small_bet=200, big_bet=100), tmp_path / "other.json")
    assert not (tmp_path / "other.json").exists()


def test_missing_keys_take_their_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"display": {"sound": false}, "stakes": {"ante_percent": 10}}', "utf-8")
    result = load_settings(path)
    assert result.warning is None
    assert result.settings == replace(Settings(), display=DisplaySettings(sound=False),
                                      stakes=StakesSettings(ante_percent=10))


def valid_json_with(section: str, key: str, value: object) -> str:
    data = Settings().to_dict()
    data[section][key] = value
    return json.dumps(data)


BAD_FILES: dict[str, bytes] = {
    "empty": b"",
    "blank": b"  \n\n",
    "not json": b"{stakes: 200/400",
    "truncated": Settings().to_dict().__repr__().encode()[:80],
    "not an object": b"[1, 2, 3]",
    "null": b"null",
    "not utf-8": b'{"stakes": "\xff\xfe"}',
    "wrong type: string": valid_json_with("stakes", "small_bet", "two dollars").encode(),
    "wrong type: float": valid_json_with("stakes", "ante_percent", 20.5).encode(),
    "wrong type: bool for number": valid_json_with("table", "players", True).encode(),
    "wrong type: number for bool": valid_json_with("house_rules", "auto_muck", 1).encode(),
    "wrong type: section": json.dumps({"stakes": [200, 400]}).encode(),
    "negative small bet": valid_json_with("stakes", "small_bet", -200).encode(),
    "negative stack": valid_json_with("table", "starting_stack", -1).encode(),
    "negative ante": valid_json_with("stakes", "ante_percent", -20).encode(),
    "unknown top-level key": json.dumps({"colour": "red"}).encode(),
    "unknown nested key": valid_json_with("stakes", "ante", 40).encode(),
    "unknown house rule": valid_json_with("house_rules", "kill_pot", True).encode(),
    "inconsistent stakes": json.dumps({"stakes": {"small_bet": 400, "big_bet": 200}}).encode(),
    "seat list too short": valid_json_with("table", "opponents", [{"level": "expert"}]).encode(),
    "opponents not a list": valid_json_with("table", "opponents", "experts").encode(),
    "unknown level": valid_json_with("table", "opponents", [{"level": "god"}] * 8).encode(),
    "unknown hint mode": valid_json_with("practice", "hints", "sometimes").encode(),
    "practice flag not a bool": valid_json_with("practice", "enabled", "yes").encode(),
    "study flag a number": valid_json_with("practice", "show_opponents_cards_after_hand", 1).encode(),
    "unknown practice key": valid_json_with("practice", "hint_delay", 3).encode(),
    "practice not an object": json.dumps({"practice": True}).encode(),
    "future version": json.dumps({"version": 99}).encode(),
    "version not a number": json.dumps({"version": True}).encode(),
}


@pytest.mark.parametrize("content", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_bad_files_load_defaults_with_a_warning_and_a_kept_copy(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    result = load_settings(path, now=NOW)
    assert result.settings == Settings()
    assert not result.first_start
    backup = tmp_path / "settings.json.invalid-20240102-030405"
    assert result.backup_path == backup
    assert backup.read_bytes() == content
    warning = result.warning
    assert warning is not None
    assert str(path) in warning and str(backup) in warning and "default settings" in warning
    # The defaults now stand in the file, so the user is told only once.
    again = load_settings(path, now=NOW)
    assert again.warning is None and again.settings == Settings()


def test_a_bad_file_loaded_without_a_clock_is_kept_under_the_local_time_now(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"{not json")
    before = dt.datetime.now().replace(microsecond=0)
    result = load_settings(path)
    after = dt.datetime.now()
    assert result.backup_path is not None and result.backup_path.read_bytes() == b"{not json"
    stamp = result.backup_path.name.removeprefix("settings.json.invalid-")
    assert before <= dt.datetime.strptime(stamp, "%Y%m%d-%H%M%S") <= after


def test_warning_names_the_fields_that_were_wrong(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"stakes": {"small_bet": -5, "colour": 1}}), "utf-8")
    warning = load_settings(path, now=NOW).warning or ""
    assert "stakes.small_bet" in warning and "stakes.colour" in warning


def test_two_bad_files_in_one_second_keep_two_copies(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("one", "utf-8")
    first = load_settings(path, now=NOW).backup_path
    path.write_text("two", "utf-8")
    second = load_settings(path, now=NOW).backup_path
    assert first is not None and second is not None and first != second
    assert (first.read_text(), second.read_text()) == ("one", "two")


def test_unreadable_file_still_starts_with_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()  # a folder where the file should be: cannot be read, copied or replaced
    result = load_settings(path, now=NOW)
    assert result.settings == Settings()
    assert result.backup_path is None
    assert result.warning is not None and "could not be read" in result.warning
    assert "No copy" in result.warning


def test_warning_is_translatable(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("", "utf-8")
    result = load_settings(path, now=NOW)
    german = {
        "Your settings file {path} could not be used, so Razz Desktop started with the default settings.":
            "Die Einstellungsdatei {path} war unbrauchbar; es gelten die Standardeinstellungen.",
        "The file is empty.": "Die Datei ist leer.",
    }
    text = result.warning_text(lambda t: german.get(t, t))
    assert text is not None
    assert text.startswith(f"Die Einstellungsdatei {path} war unbrauchbar")
    assert "Die Datei ist leer." in text


def test_computer_bust_options_are_the_controllers_bust_rules() -> None:
    controller = pytest.importorskip("razz_desktop.controllers.game_controller")
    bust_rule = getattr(controller, "BustRule", None)
    if bust_rule is None:
        pytest.skip("the game controller has no BustRule")
    assert {rule.value for rule in bust_rule} == set(COMPUTER_BUST_OPTIONS)


# --- practice mode --------------------------------------------------------------------------


def test_practice_defaults_suit_a_learner() -> None:
    p = Settings().practice
    assert p == PracticeSettings(enabled=True, hints="automatic", show_opponents_cards_after_hand=False)
    assert p.auto_hints
    assert not replace(p, hints="on_request").auto_hints


@pytest.mark.parametrize(
    ("practice", "field"),
    [
        (PracticeSettings(enabled="yes"), "practice.enabled"),  # type: ignore[arg-type]
        (PracticeSettings(hints="always"), "practice.hints"),
        (PracticeSettings(hints=True), "practice.hints"),  # type: ignore[arg-type]
        (PracticeSettings(show_opponents_cards_after_hand=None), "practice.show_opponents_cards_after_hand"),  # type: ignore[arg-type]
    ],
)
def test_practice_settings_are_validated(practice: PracticeSettings, field: str) -> None:
    s = replace(Settings(), practice=practice)
    assert fields_with_problems(s) == {field}
    with pytest.raises(SettingsError):
        save_settings(s, Path("/nonexistent/never-written.json"))


def test_practice_round_trip_and_json_layout(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    s = replace(Settings(), practice=PracticeSettings(False, "on_request", True))
    save_settings(s, path)
    data = json.loads(path.read_text("utf-8"))
    assert data["practice"] == {"enabled": False, "hints": "on_request",
                                "show_opponents_cards_after_hand": True}
    assert load_settings(path).settings == s


def test_a_file_from_before_practice_mode_loads_with_its_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    data = unusual().to_dict()
    del data["practice"]
    path.write_text(json.dumps(data), "utf-8")
    result = load_settings(path)
    assert result.warning is None
    assert result.settings == replace(unusual(), practice=PracticeSettings())
    partial = {"practice": {"hints": "on_request"}}
    path.write_text(json.dumps(partial), "utf-8")
    assert load_settings(path).settings.practice == PracticeSettings(hints="on_request")


def test_practice_changes_apply_at_once() -> None:
    old = Settings()
    new = replace(old, practice=PracticeSettings(enabled=False, hints="on_request",
                                                 show_opponents_cards_after_hand=True))
    assert changes_needing_next_hand(old, new) == []
    assert changes_applying_at_once(old, new) == [
        "Practice mode: off.",
        "Coach's hints: Only when I ask (Hint button, key H).",
        "Show every player's cards after the hand (study): on.",
    ]
