"""The saved session's file: the codec's round trip, its refusals, the atomic write, a damaged file kept aside."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.engine.rules import HouseRules, Stakes
from razz_desktop.storage.handlog import saved_session as ss
from razz_desktop.tournament.payouts import Payouts
from razz_desktop.tournament.schedule import PRESETS, Level, LevelUnit, Schedule
from razz_desktop.tournament.sitngo import Knockout

names = st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=20).filter(str.strip)
levels = st.sampled_from(["beginner", "regular", "strong", "expert"])
styles = st.none() | st.sampled_from(["tight-passive", "tight-aggressive", "loose-passive", "loose-aggressive"])


@st.composite
def cash_sessions(draw: st.DrawFn) -> ss.SavedSession:
    seats = draw(st.lists(st.integers(1, 8), min_size=2, max_size=8, unique=True))
    human = draw(st.sampled_from(seats))
    players = tuple(
        ss.SavedSeat(seat, draw(names), seat == human, draw(st.integers(0, 10**9)),
                     "" if seat == human else draw(levels), None if seat == human else draw(styles))
        for seat in sorted(seats))
    if not any(p.stack for p in players):
        players = (ss.SavedSeat(players[0].seat, players[0].name, players[0].is_human, 1, players[0].level,
                                players[0].style), *players[1:])
    small = draw(st.integers(2, 10**6))
    stakes = Stakes(small, draw(st.integers(small, 2 * small)), draw(st.integers(0, small)),
                    draw(st.integers(1, small - 1)))
    rules = HouseRules(*(draw(st.booleans()) for _ in range(5)))
    return ss.SavedSession(players, stakes, rules, draw(st.integers(1, 10**7)), draw(st.integers(1, 10**9)),
                           draw(st.integers(0, 10**6)), draw(st.integers(-10**9, 10**9)), None,
                           draw(st.none() | st.integers(1, 10**9)),
                           draw(st.floats(0, 4e9, allow_nan=False, allow_infinity=False)))


@st.composite
def tournaments(draw: st.DrawFn) -> ss.SavedSession:
    entrants = draw(st.lists(st.integers(1, 8), min_size=2, max_size=8, unique=True))
    left = draw(st.integers(2, len(entrants)))
    still_in, out = entrants[:left], entrants[left:]
    human = draw(st.sampled_from(still_in))
    schedule = draw(st.sampled_from(list(PRESETS.values())))
    total = schedule.starting_chips * len(entrants)
    cuts = sorted(draw(st.lists(st.integers(1, total - 1), min_size=left - 1, max_size=left - 1, unique=True)))
    stacks = [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]
    players = tuple(ss.SavedSeat(seat, f"P{seat}", seat == human, chips, "" if seat == human else draw(levels),
                                 None if seat == human else draw(styles))
                    for seat, chips in sorted(zip(still_in, stacks, strict=True)))
    knockouts = tuple(Knockout(10 + i, left + 1 + i, (seat,), 100) for i, seat in enumerate(out))
    t = ss.SavedTournament(schedule, Payouts((65, 35)), draw(st.integers(0, 10**6)),
                           tuple((seat, f"P{seat}") for seat in sorted(entrants)), draw(st.integers(0, 10**4)),
                           draw(st.floats(0, 10**6, allow_nan=False)), knockouts, "1700000000000", human)
    return ss.SavedSession(players, schedule.level(0).stakes(), HouseRules(), schedule.starting_chips,
                           draw(st.integers(1, 10**6)), draw(st.integers(0, 10**4)), draw(st.integers(-10**6, 10**6)),
                           t, None, 1.7e9)


@settings(max_examples=150, deadline=None)
@given(cash_sessions() | tournaments())
def test_a_saved_session_reads_back_as_it_was_written(saved):
    assert ss.from_json(ss.to_json(saved)) == saved


def _one() -> ss.SavedSession:
    schedule = Schedule("s", (Level(20, 40, 2, 5, 3), Level(40, 80, 4, 10, 3)), LevelUnit.MINUTES, 500)
    t = ss.SavedTournament(schedule, Payouts((100,)), 5, ((1, "Ann"), (2, "Bo"), (3, "Cy")), 7, 95.5,
                           (Knockout(6, 3, (3,), 120),), "1700000000001", 1)
    return ss.SavedSession((ss.SavedSeat(1, "Ann", True, 900), ss.SavedSeat(2, "Bo", False, 600, "strong", "tight-aggressive")),
                           schedule.level(1).stakes(), HouseRules(), 500, 8, 7, 400, t, 8, 1.7e9)


def _mutated(change) -> str:
    data = ss.to_data(_one())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d.update(version=2), "version"),
    (lambda d: d.update(format="other"), "not a saved"),
    (lambda d: d.update(extra=1), "unknown fields"),
    (lambda d: d.pop("seats"), "lacks"),
    (lambda d: d["seats"][0].update(stack=-5), "out of range"),
    (lambda d: d["seats"][0].update(stack=1.5), "whole number"),
    (lambda d: d["seats"][0].update(stack=True), "whole number"),
    (lambda d: d["seats"][1].update(seat=1), "same seat"),
    (lambda d: d["seats"][1].update(seat=9), "out of range"),
    (lambda d: d["seats"][1].update(human=True, level=""), "exactly one human"),
    (lambda d: d["seats"][0].update(name="a\x00b"), "control characters"),
    (lambda d: d["seats"][0].update(name="x" * 500), "too long"),
    (lambda d: d["seats"].append(dict(d["seats"][1], seat=5)), "still in"),
    (lambda d: d["seats"][0].update(stack=901), "add to"),  # a chip created
    (lambda d: d["tournament"]["knockouts"].clear(), "either still in"),
    (lambda d: d["tournament"]["payouts"].__setitem__(0, 90), "payouts are refused"),
    (lambda d: d["tournament"]["schedule"]["levels"][1].__setitem__(0, 10), "schedule or payouts"),
    (lambda d: d["tournament"].update(human_entrant=2), "human"),
    (lambda d: d["stakes"].update(ante=10**6), "stakes"),
    (lambda d: d.update(seats="nope"), "not a list"),
    (lambda d: d["tournament"].update(tournament_id="12a"), "number"),
    (lambda d: d["seats"][1].update(level="grandmaster"), "no computer player"),
    (lambda d: d["seats"][1].update(style="sneaky"), "style"),
    (lambda d: d["seats"][1].update(level="maniac"), "style"),
    (lambda d: d["seats"][0].update(style="tight-passive"), "human has a playing style"),
])
def test_damaged_or_hostile_content_is_refused_with_a_reason(change, words):
    with pytest.raises(ss.SavedSessionError, match=words):
        ss.from_json(_mutated(change))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '{"format": "razz-desktop-saved-session", "version": 1}',
                                  "[" * 100000, '{"saved_at": NaN}'])
def test_text_that_is_not_a_saved_session_is_refused(text):
    with pytest.raises(ss.SavedSessionError):
        ss.from_json(text)


def test_the_file_round_trips_atomically_and_a_missing_one_is_none(tmp_path):
    path = ss.saved_session_path(tmp_path / "razz.sqlite3")
    assert path.name == "saved-session.json" and ss.read(path) is None
    ss.write(path, _one())
    assert ss.read(path) == _one()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["saved-session.json"]  # no temporary file left
    ss.discard(path)
    assert ss.read(path) is None


def test_a_write_the_codec_would_refuse_leaves_the_old_file(tmp_path):
    path = tmp_path / ss.FILE_NAME
    ss.write(path, _one())
    bad = ss.SavedSession((ss.SavedSeat(1, "Ann", True, 10),), Stakes(), HouseRules(), 1, 1, 0, 0)
    with pytest.raises(ss.SavedSessionError):
        ss.write(path, bad)
    assert ss.read(path) == _one()


@pytest.mark.parametrize("content", [b"\xff\xfe garbage", b'{"format": "razz-desktop-saved-session"',
                                     b" " * (ss.MAX_BYTES + 10)])
def test_a_damaged_file_is_reported_then_kept_aside(tmp_path, content):
    path = tmp_path / ss.FILE_NAME
    path.write_bytes(content)
    with pytest.raises(ss.SavedSessionError):
        ss.read(path)
    kept = ss.move_aside(path)
    assert kept is not None and kept.name.startswith("saved-session.json.damaged-")
    assert kept.read_bytes() == content and not path.exists()
    assert ss.read(path) is None


def test_a_folder_in_the_files_place_is_damage_not_a_crash(tmp_path):
    path = tmp_path / ss.FILE_NAME
    path.mkdir()
    with pytest.raises(ss.SavedSessionError):
        ss.read(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX named pipes")
def test_a_named_pipe_in_the_files_place_does_not_block(tmp_path):
    path = tmp_path / ss.FILE_NAME
    os.mkfifo(path)
    with pytest.raises(ss.SavedSessionError, match="regular file"):
        ss.read(path)
