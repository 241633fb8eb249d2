"""Tournament hands kept as tournament hands: the hand log, the journal, PokerStars text and PHH (issue 37)."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from razz_desktop.records import StoredHand, TournamentTag
from razz_desktop.storage.formats.hhtext import (
    hand_to_text,
    parse_hand_histories,
    parse_hand_history,
)
from razz_desktop.storage.formats.phh import read_phh
from razz_desktop.storage.formats.phh_write import hand_to_phh
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.journal import (
    JournalEntry,
    SessionRef,
    entry_from_json,
    entry_to_json,
)
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.tournament.schedule import from_roman, roman

from .hands import players_for, random_record
from .test_hhtext import check_same_hand, histories

WHEN = datetime(2026, 12, 7, 18, 30, 5, tzinfo=UTC)
TAG = TournamentTag("1765132205000", 2, "100+0")

HEADER = re.compile(r"^PokerStars Hand #\d+: Tournament #(?P<id>\d+), (?P<buy_in>Freeroll|[\d.$]+\+[\d.$]+(?: [A-Z]{3})?)"
                    r" Razz Limit - Level (?P<level>[IVXLC]+) \((?P<sb>\d+)/(?P<bb>\d+)\) - \d{4}/\d\d/\d\d ")
"""The tournament header's shape (tournament number, buy-in or Freeroll, the game and limit, the level in
Roman numerals, the stakes in chips, the date); test_fpdb_tournament_header.py reads it as fpdb's importer does."""


def _stored(tag: TournamentTag | None, seed: int = 3) -> StoredHand:
    record = random_record(seed)
    return StoredHand(91, 1, WHEN, tuple(players_for(record)), record, tournament=tag)


def test_the_hand_log_keeps_a_hands_tournament_and_level(tmp_path: Path) -> None:
    log = HandLog(connect(tmp_path / "h.sqlite3"))
    sid = log.start_session(random_record(1).config)
    record = random_record(5)
    tournament_hand = log.save_hand(sid, record, players_for(record), tournament=TAG)
    cash = random_record(6)
    cash_hand = log.save_hand(sid, replace(cash, hand_id=cash.hand_id + 1), players_for(cash))
    assert log.hand(tournament_hand).tournament == TAG  # type: ignore[union-attr]
    assert log.hand(cash_hand).tournament is None  # type: ignore[union-attr]
    log.connection.close()


def test_the_journal_keeps_the_tournament_and_reads_entries_written_without_one() -> None:
    record = random_record(8)
    session = SessionRef("k", WHEN, record.config, None)
    entry = JournalEntry("u1", WHEN, session, tuple(players_for(record)), record, TAG)
    assert entry_from_json(entry_to_json(entry)) == entry
    plain = replace(entry, tournament=None)
    line = entry_to_json(plain)
    assert "tournament" not in line
    assert entry_from_json(line) == plain


@pytest.mark.parametrize("tag", [TAG, TournamentTag("2010090015", 14, "Freeroll")])
def test_a_tournament_hand_exports_with_pokerstars_tournament_header_and_reads_back(tag: TournamentTag) -> None:
    hand = _stored(tag)
    text = hand_to_text(hand)
    header = HEADER.match(text)
    assert header is not None, text.splitlines()[0]
    assert (header["id"], from_roman(header["level"]), header["buy_in"]) == (tag.tournament_id, tag.level, tag.buy_in)
    assert f"Table '{tag.tournament_id} 1' 8-max\n" in text and "(Play Money)" not in text
    assert hand_to_text(_stored(None)).startswith("PokerStars Hand #91:  Razz Limit (200/400)")
    parsed = parse_hand_history(text)
    assert parsed.tournament == tag
    check_same_hand(hand, parsed)  # the same hand as any exported hand reads back


def test_imported_pokerstars_tournament_hands_keep_tournament_id_and_level() -> None:
    hands = parse_hand_histories((histories() / "fpdb-3__Razz-8max-USD-200-15-201009.bracket.in.alias.txt")
                                 .read_text(encoding="utf-8"))
    assert hands and all(h.tournament is not None for h in hands)
    first = hands[0].tournament
    assert first == TournamentTag("2010090015", 4, "$200+$15 USD")
    home = parse_hand_histories((histories() / "fpdb-3__8-Game-2max-STT-play-100-201306.homeGame.shootout.txt")
                                .read_text(encoding="utf-8"))
    assert home[0].tournament == TournamentTag("743144019", 4, "100+9")
    cash = parse_hand_histories((histories() / "fpdb-3__Razz-USD-0.04-0.08-200911.txt").read_text(encoding="utf-8"))
    assert all(h.tournament is None for h in cash)


def test_phh_writes_the_event_and_level_and_reads_them_back() -> None:
    text = hand_to_phh(_stored(TAG))
    assert 'event = "Tournament #1765132205000, 100+0"' in text and "level = 2" in text
    (parsed,) = list(read_phh(text, "t.phh"))
    assert not isinstance(parsed, Exception) and not isinstance(parsed, tuple)
    assert parsed.tournament == TAG
    assert "event" not in hand_to_phh(_stored(None))
    pokerkit = pytest.importorskip("pokerkit")
    theirs = pokerkit.HandHistory.loads(text)
    assert (theirs.event, theirs.level) == ("Tournament #1765132205000, 100+0", 2)


def test_roman_numerals_both_ways() -> None:
    for n in range(1, 60):
        assert from_roman(roman(n)) == n
    for bad in ("", "IIII", "VX", "Level", "2"):
        with pytest.raises(ValueError):
            from_roman(bad)
