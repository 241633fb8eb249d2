"""The journal of hands not yet written: whole lines only, each hand once, nothing lost."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.engine import GameConfig, Stakes
from razz_desktop.storage.coding.codec import record_from_dict, record_to_dict
from razz_desktop.storage.coding.notes import CorruptRecordError
from razz_desktop.storage.handlog.journal import (
    HandJournal,
    JournalEntry,
    SessionRef,
    entry_from_json,
    entry_to_json,
    journal_path,
)

from .hands import players_for, random_record, side_split_community_record

WHEN = datetime(2026, 3, 4, 5, 6, 7, 890_000, tzinfo=UTC)


def _entry(seed: int, uid: str | None = None, session: SessionRef | None = None) -> JournalEntry:
    record = random_record(seed)
    session = session or SessionRef("s-key", WHEN, GameConfig(Stakes(100, 200, 20, 25)))
    return JournalEntry(uid or f"uid-{seed}", WHEN, session, tuple(players_for(record)), record)


@pytest.mark.parametrize("seed", range(40))
def test_a_record_survives_the_json_round_trip(seed: int) -> None:
    record = random_record(seed)
    assert record_from_dict(json.loads(json.dumps(record_to_dict(record)))) == record


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), seats=st.sets(st.integers(1, 8), min_size=2, max_size=8))
def test_any_hand_survives_its_journal_line(seed: int, seats: set[int]) -> None:
    record = random_record(seed, tuple(sorted(seats)))
    session = SessionRef("k", WHEN, record.config)
    entry = JournalEntry("u", WHEN, session, tuple(players_for(record)), record)
    assert entry_from_json(entry_to_json(entry)) == entry


def test_side_pots_split_and_community_card_survive_the_round_trip() -> None:
    record = side_split_community_record()
    assert record.community_card is not None and len(record.pots) > 1
    assert record_from_dict(record_to_dict(record)) == record


def test_an_entry_survives_its_line() -> None:
    entry = _entry(3, session=SessionRef("k", WHEN, GameConfig(), session_id=12))
    line = entry_to_json(entry)
    assert "\n" not in line
    assert entry_from_json(line) == entry


@pytest.mark.parametrize("bad", ['{"format": 1}', "[1, 2]", '{"format": 99, "uid": "x"}', "not json"])
def test_lines_that_are_not_entries_are_refused_clearly(bad: str) -> None:
    with pytest.raises(CorruptRecordError):
        entry_from_json(bad)


def test_a_damaged_record_is_refused_not_misread() -> None:
    data = json.loads(entry_to_json(_entry(1)))
    data["record"]["deck"] = ["Zz"]
    with pytest.raises(CorruptRecordError):
        entry_from_json(json.dumps(data))


def test_append_then_read_back_in_order(tmp_path: Path) -> None:
    journal = HandJournal(journal_path(tmp_path / "razz.sqlite3"))
    assert journal.path == tmp_path / "razz.sqlite3.pending-hands.jsonl"
    assert journal.entries() == []
    entries = [_entry(s) for s in range(5)]
    for e in entries:
        assert journal.append(e)
    assert HandJournal(journal.path).entries() == entries  # from the file, not from memory
    assert journal.path.read_text().count("\n") == 5


def test_a_torn_last_line_is_ignored_and_the_next_entry_gets_its_own_line(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    first, second = _entry(1), _entry(2)
    line = entry_to_json(first) + "\n" + entry_to_json(second)[:150]  # a crash in the middle of the write
    path.write_text(line)
    journal = HandJournal(path)
    assert journal.entries() == [first]
    assert journal.unreadable_lines == 0
    third = _entry(3)
    assert journal.append(third)
    assert HandJournal(path).entries() == [first, third]


def test_the_same_hand_journaled_twice_is_one_entry(tmp_path: Path) -> None:
    journal = HandJournal(tmp_path / "j.jsonl")
    e = _entry(4)
    journal.append(e)
    journal.append(e)
    assert journal.entries() == [e]


def test_clear_removes_what_was_written_and_keeps_the_rest(tmp_path: Path) -> None:
    journal = HandJournal(tmp_path / "j.jsonl")
    entries = [_entry(s) for s in range(3)]
    for e in entries:
        journal.append(e)
    journal.clear([entries[0].uid, entries[2].uid])
    assert HandJournal(journal.path).entries() == [entries[1]]
    journal.clear([entries[1].uid])
    assert not journal.path.exists()


def test_an_unreadable_middle_line_is_kept_aside_not_deleted(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    good = _entry(5)
    path.write_text("garbage that is not a hand\n" + entry_to_json(good) + "\n")
    journal = HandJournal(path)
    assert journal.entries() == [good]
    assert journal.unreadable_lines == 1
    journal.clear([good.uid])
    kept = list(tmp_path.glob("j.jsonl.unreadable-*"))
    assert len(kept) == 1 and "garbage" in kept[0].read_text()
    assert not path.exists()


def test_when_the_file_cannot_be_written_the_hand_is_kept_in_memory(tmp_path: Path) -> None:
    journal = HandJournal(tmp_path / "no-such-folder" / "j.jsonl")
    e = _entry(6)
    assert journal.append(e) is False
    assert journal.memory_only == 1
    assert journal.entries() == [e]
    journal.clear([e.uid])
    assert journal.entries() == [] and journal.memory_only == 0
