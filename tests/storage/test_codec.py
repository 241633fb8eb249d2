"""Events to JSON and back: every event type, exactly, and nothing invented."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.storage.coding.codec import (
    EVENT_TYPES,
    event_from_dict,
    events_from_json,
    events_to_json,
)
from razz_desktop.storage.coding.notes import CorruptRecordError

from .hands import random_record, side_split_community_record


def test_every_event_type_round_trips_in_the_special_hand() -> None:
    record = side_split_community_record()
    text = events_to_json(record.events)
    assert events_from_json(text) == record.events
    kinds = {type(e).__name__ for e in record.events}
    assert kinds == set(EVENT_TYPES) - {"UncalledBetReturned"}


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_random_hands_round_trip(seed: int) -> None:
    record = random_record(seed)
    assert events_from_json(events_to_json(record.events)) == record.events


def test_json_is_readable_cards_and_action_words() -> None:
    record = random_record(3)
    data = json.loads(events_to_json(record.events))
    acted = next(d for d in data if d["event"] == "PlayerActed")
    assert acted["type"] in {"bring-in", "complete"}
    dealt = next(d for d in data if d["event"] == "CardDealt")
    assert isinstance(dealt["card"], str) and len(dealt["card"]) == 2


@pytest.mark.parametrize(
    "bad",
    [
        {"event": "Nonsense"},
        {"event": "AntePosted", "seat": 1, "amount": 40},  # a field missing
        {"event": "AntePosted", "seat": 1, "amount": "40", "all_in": False},  # text for a number
        {"event": "AntePosted", "seat": True, "amount": 40, "all_in": False},  # bool for a number
        {"event": "CardDealt", "seat": 1, "street": 3, "card": "Zz", "face_up": True},
        {"event": "PlayerActed", "seat": 1, "street": 3, "type": "sing", "amount": 0, "to": 0, "all_in": False},
        {"event": "HandFinished", "net": [[1, 2, 3]], "final_stacks": []},
        ["not", "an", "object"],
    ],
)
def test_malformed_events_are_refused(bad: object) -> None:
    with pytest.raises(CorruptRecordError):
        event_from_dict(bad)


def test_not_json_is_refused() -> None:
    with pytest.raises(CorruptRecordError):
        events_from_json("{broken")
    with pytest.raises(CorruptRecordError):
        events_from_json('{"event": "HandFinished"}')


def test_optional_field_with_default_may_be_absent() -> None:
    """An explanation added to the engine later reads old rows without it."""
    event = event_from_dict({"event": "PlayerActed", "seat": 2, "street": 4, "type": "check",
                             "amount": 0, "to": 0, "all_in": False})
    assert event.explanation is None
