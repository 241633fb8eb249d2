"""What waits for the next session, and the line the table shows for it."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from razz_desktop.engine import HouseRules
from razz_desktop.settings import (
    Applies,
    DisplaySettings,
    OpponentSettings,
    PlaySettings,
    PracticeSettings,
    Settings,
    StakesSettings,
    TableSettings,
    changes_for_next_session,
    describe_pending,
    pending_changes,
    pending_note,
    with_opponent,
)

NOW = Settings()


def test_nothing_pending_says_nothing() -> None:
    assert pending_changes(NOW, NOW) == ()
    assert describe_pending(()) == ""


def test_the_issues_example_line() -> None:
    wanted = replace(NOW, stakes=StakesSettings(500, 1000), table=replace(NOW.table, players=4))
    changes = pending_changes(NOW, wanted)
    assert [c.key for c in changes] == ["stakes", "players"]
    assert describe_pending(changes) == "From the next session: $5/$10, 4 players"
    assert all(c.applies is Applies.NEXT_SESSION for c in changes)


def test_each_game_setting_is_pending_with_its_fields() -> None:
    wanted = Settings(
        stakes=StakesSettings(200, 400, ante_percent=10, bring_in_percent=30),
        table=with_opponent(TableSettings(human_seat=2, starting_stack=20_000), 3, OpponentSettings("expert")),
        house_rules=HouseRules(no_cap_heads_up=True),
    )
    changes = {c.key: c for c in pending_changes(NOW, wanted)}
    assert list(changes) == ["ante", "bring_in", "human_seat", "starting_stack", "seat.3",
                             "house_rule.no_cap_heads_up"]
    assert (changes["ante"].in_force, changes["ante"].wanted) == ("ante 20% ($0.40)", "ante 10% ($0.20)")
    assert changes["bring_in"].wanted == "bring-in 30% ($0.60)"
    assert changes["human_seat"].paths == ("table.human_seat",)
    assert changes["starting_stack"].wanted == "starting stacks of $200.00"
    assert changes["seat.3"].paths == ("table.opponents.3",)
    assert changes["seat.3"].wanted == "seat 3: Expert"
    assert changes["house_rule.no_cap_heads_up"].wanted == "No cap heads-up on"


def test_display_play_and_practice_never_wait() -> None:
    wanted = replace(NOW, display=DisplaySettings(four_colour_deck=True, sound=False),
                     play=PlaySettings(auto_next_hand=False), practice=PracticeSettings(enabled=False))
    assert pending_changes(NOW, wanted) == ()


def test_the_language_waits_for_the_next_start() -> None:
    wanted = replace(NOW, display=DisplaySettings(language="de"), stakes=StakesSettings(100, 200))
    changes = pending_changes(NOW, wanted)
    assert [c.applies for c in changes] == [Applies.NEXT_SESSION, Applies.NEXT_START]
    assert describe_pending(changes) == "From the next session: $1/$2. At the next start: the language"
    assert pending_note(changes[1]) == ('In force now: the desktop\'s language. Language "de" applies the next '
                                        "time Razz Desktop starts.")


def test_the_field_note_says_what_is_in_force_and_when_the_new_value_applies() -> None:
    (change,) = pending_changes(NOW, replace(NOW, table=replace(NOW.table, human_seat=3)))
    assert pending_note(change) == "In force now: you in seat 1. You in seat 3 applies from the next session."


def test_new_stakes_carry_the_percentages_along_without_an_item_of_their_own() -> None:
    changes = pending_changes(NOW, replace(NOW, stakes=StakesSettings(1000, 2000)))
    assert [c.key for c in changes] == ["stakes"]
    # ... while the dealer log still spells out the new chips.
    assert "Ante: 20% (40 chips) → 20% (200 chips)." in changes_for_next_session(NOW, replace(
        NOW, stakes=StakesSettings(1000, 2000)))


def test_translated_before_the_values_go_in() -> None:
    german = {"From the next session: {changes}": "Ab der nächsten Sitzung: {changes}",
              "{n} players": "{n} Spieler"}
    changes = pending_changes(NOW, replace(NOW, table=replace(NOW.table, players=3)),
                              lambda t: german.get(t, t))
    assert describe_pending(changes, lambda t: german.get(t, t)) == "Ab der nächsten Sitzung: 3 Spieler"


@given(st.integers(2, 8), st.integers(2, 8), st.integers(1, 8), st.booleans())
def test_pending_is_empty_exactly_when_the_game_is_the_same(players: int, other: int, seat: int,
                                                           rule: bool) -> None:
    a = replace(NOW, table=replace(NOW.table, players=players))
    b = replace(NOW, table=replace(NOW.table, players=other, human_seat=min(seat, other)),
                house_rules=HouseRules(no_cap_heads_up=rule))
    same = (a.stakes, a.table, a.house_rules, a.display.language) == (b.stakes, b.table, b.house_rules,
                                                                     b.display.language)
    assert (pending_changes(a, b) == ()) == same
    assert pending_changes(b, b) == ()
