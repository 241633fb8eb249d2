"""Properties of the repair: whatever one field holds, the result is usable and the rest is kept."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.settings import Settings, validate
from razz_desktop.settings.codec import read_json
from razz_desktop.settings.repair import decode_and_repair

from .test_load_keeps_good_fields import custom

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)
SECTIONS = ["stakes", "table", "house_rules", "display", "play", "practice"]


def leaves(data: dict[str, Any]) -> list[tuple[str, str]]:
    return [(s, k) for s in SECTIONS for k in data[s] if k != "opponents"]


@settings(max_examples=300, deadline=None)
@given(st.data(), JSON_VALUES)
def test_one_replaced_field_never_costs_the_others(data: st.DataObject, value: object) -> None:
    original = custom().to_dict()
    section, key = data.draw(st.sampled_from(leaves(original)))
    edited = json.loads(json.dumps(original))
    edited[section][key] = value
    result, problems, reset = decode_and_repair(read_json(json.dumps(edited)))
    assert validate(result) == []
    assert "" not in reset  # one field never costs the whole file
    kept = result.to_dict()
    for s, k in leaves(original):
        if f"{s}.{k}" not in reset:
            assert kept[s][k] == edited[s][k], (s, k)
    if kept[section][key] != value or type(kept[section][key]) is not type(value):
        assert f"{section}.{key}" in reset and problems


@settings(max_examples=200, deadline=None)
@given(JSON_VALUES)
def test_any_json_at_all_gives_usable_settings(value: object) -> None:
    result, problems, reset = decode_and_repair(value)
    assert validate(result) == []
    assert isinstance(result, Settings)
    if not problems:
        assert reset == ()
