"""Sessions and hands in and out: the same dataclasses come back."""

from __future__ import annotations

import random
import sqlite3
from datetime import UTC, datetime, timedelta

import pytest

from razz_desktop.engine import GameConfig, Hand, HouseRules, Stakes
from razz_desktop.records import SeatPlayer
from razz_desktop.storage.handlog.db import DuplicateHandError, integrity_check
from razz_desktop.storage.handlog.repository import HandLog

from .hands import play_out, players_for, random_record, side_split_community_record

T0 = datetime(2024, 5, 1, 18, 0, tzinfo=UTC)


def test_round_trip_side_pot_split_pot_and_community_card(log: HandLog) -> None:
    record = side_split_community_record()
    assert record.community_card is not None
    assert len(record.pots) == 2
    assert any(len(p.shares) == 2 for p in record.pots)
    players = players_for(record, human=3)
    sid = log.start_session(record.config, T0)
    hid = log.save_hand(sid, record, players, T0 + timedelta(minutes=1))
    stored = log.hand(hid)
    assert stored is not None
    assert stored.record == record
    assert stored.players == tuple(players)
    assert stored.played_at == T0 + timedelta(minutes=1)
    assert stored.session_id == sid and stored.hand_id == hid
    assert stored.hero_seat == 3
    # The rows agree with the events: the odd chip went to seat 2, first left of the button.
    side = stored.record.pots[1]
    assert side.shares == ((2, 144), (3, 143))
    assert integrity_check(log.connection) == []


@pytest.mark.parametrize("seed", range(40))
def test_round_trip_random_hands(log: HandLog, seed: int) -> None:
    record = random_record(seed)
    sid = log.start_session(record.config)
    hid = log.save_hand(sid, record, players_for(record))
    assert log.hand(hid).record == record  # type: ignore[union-attr]


def test_house_rules_and_stakes_round_trip(log: HandLog) -> None:
    config = GameConfig(Stakes(100, 200, 10, 25), HouseRules(no_cap_heads_up=True, auto_muck=False))
    hand = Hand(config, {2: 5000, 7: 5000}, hand_id=3)
    hand.start()
    play_out(hand, random.Random(1))
    sid = log.start_session(config)
    hid = log.save_hand(sid, hand.record, players_for(hand.record))
    assert log.hand(hid).record == hand.record  # type: ignore[union-attr]
    assert log.session(sid).config == config  # type: ignore[union-attr]


def test_sessions_start_end_stakes_result(log: HandLog) -> None:
    config = GameConfig()
    sid = log.start_session(config, T0, note="first try")
    nets = []
    for seed in range(6):
        record = random_record(seed)
        log.save_hand(sid, record, players_for(record), T0 + timedelta(minutes=seed))
        nets.append(dict(record.net)[record.seats[0]])
    running = log.session(sid)
    assert running is not None and running.ended_at is None
    assert running.hands_played == 6 and running.hero_net == sum(nets)
    ended = log.end_session(sid, T0 + timedelta(hours=1))
    assert ended.ended_at == T0 + timedelta(hours=1)
    assert (ended.hands_played, ended.hero_net, ended.note) == (6, sum(nets), "first try")
    assert ended.config == config and ended.started_at == T0
    # Frozen: the stored result does not depend on re-reading the hands.
    log.connection.execute("UPDATE sessions SET hero_net = 12345 WHERE id = ?", (sid,))
    assert log.session(sid).hero_net == 12345  # type: ignore[union-attr]


def test_session_without_a_human_has_no_result(log: HandLog) -> None:
    sid = log.start_session(GameConfig())
    record = random_record(1)
    bots = [SeatPlayer(s, f"Bot {s}", False, "expert") for s in record.seats]
    log.save_hand(sid, record, bots)
    assert log.end_session(sid).hero_net is None


def test_dangling_sessions_are_closed_at_their_last_hand(log: HandLog) -> None:
    sid = log.start_session(GameConfig(), T0)
    record = random_record(2)
    log.save_hand(sid, record, players_for(record), T0 + timedelta(minutes=7))
    empty = log.start_session(GameConfig(), T0 + timedelta(hours=2))
    assert sorted(log.close_dangling_sessions()) == [sid, empty]
    assert log.session(sid).ended_at == T0 + timedelta(minutes=7)  # type: ignore[union-attr]
    assert log.session(empty).ended_at == T0 + timedelta(hours=2)  # type: ignore[union-attr]
    assert log.close_dangling_sessions() == []
    assert [s.session_id for s in log.sessions()] == [empty, sid]


def test_last_hands_and_summaries_of_a_session_newest_first(log: HandLog) -> None:
    other = log.start_session(GameConfig())
    sid = log.start_session(GameConfig())
    records = [random_record(seed) for seed in range(60)]
    for k, record in enumerate(records):
        log.save_hand(sid, record, players_for(record), T0 + timedelta(seconds=k))
        if k == 10:
            log.save_hand(other, random_record(999), players_for(random_record(999)))
    last = log.last_hands(sid, 50)
    assert [h.record for h in last] == records[::-1][:50]
    summaries = log.hand_summaries(sid, 50)
    assert [s.hand_id for s in summaries] == [h.hand_id for h in last]
    for s, h in zip(summaries, last, strict=True):
        assert s.hand_number == h.record.hand_id
        assert s.total_pot == h.total_pot
        assert s.showdown == bool(h.record.showdown)
        won: dict[int, int] = {}
        for pot in h.record.pots:
            for seat, chips in pot.shares:
                won[seat] = won.get(seat, 0) + chips
        assert [(w.seat, w.chips) for w in s.winners] == sorted(won.items())
        assert s.hero_net == dict(h.record.net)[h.record.seats[0]]
        assert log.hand_summary(s.hand_id) == s
    assert log.hand_count(sid) == 60 and log.hand_count() == 61


def test_unknown_ids_give_none(log: HandLog) -> None:
    assert log.hand(12345) is None
    assert log.hand_summary(12345) is None
    assert log.session(12345) is None
    assert log.hand_summaries(12345) == []
    with pytest.raises(KeyError):
        log.end_session(12345)


def test_players_must_match_the_seats(log: HandLog) -> None:
    sid = log.start_session(GameConfig())
    record = random_record(4)
    with pytest.raises(ValueError, match="players given for seats"):
        log.save_hand(sid, record, players_for(record)[1:])
    assert log.hand_count() == 0


def test_a_failure_half_way_through_a_hand_writes_nothing(log: HandLog) -> None:
    sid = log.start_session(GameConfig())
    first = random_record(1)
    log.save_hand(sid, first, players_for(first))
    record = random_record(2)
    broken = [SeatPlayer(p.seat, None, p.is_human, p.bot_level) for p in players_for(record)]  # type: ignore[arg-type]
    with pytest.raises(sqlite3.IntegrityError):  # NOT NULL name: fails after the hand row went in
        log.save_hand(sid, record, broken)
    assert log.hand_count() == 1
    assert log.connection.execute("SELECT count(*) FROM hand_seats").fetchone()[0] == len(first.seats)
    assert not log.connection.in_transaction


def test_the_same_hand_number_twice_in_a_session_is_refused(log: HandLog) -> None:
    sid = log.start_session(GameConfig())
    record = random_record(1)
    log.save_hand(sid, record, players_for(record))
    with pytest.raises(DuplicateHandError, match=f"already holds hand #{record.hand_id}"):
        log.save_hand(sid, record, players_for(record))
    assert log.hand_count() == 1


INJECTIONS = [
    "Robert'); DROP TABLE hands;--",
    "x\" OR \"1\"=\"1",
    "'; DELETE FROM sessions; SELECT '",
    "Ada\x00Lovelace",
    "名前 🂡 ♠♥♦♣",
    "%s %d {0} ? ?1 :name @x $y",
    "line one\nline two\r\n\ttabbed",
    "   ",
    "",
    "a" * 5000,
]


@pytest.mark.parametrize("text", INJECTIONS)
def test_user_text_is_stored_and_read_back_verbatim(log: HandLog, text: str) -> None:
    sid = log.start_session(GameConfig(), note=text)
    record = random_record(8)
    players = players_for(record, names={record.seats[0]: text, record.seats[1]: text + "2"})
    hid = log.save_hand(sid, record, players)
    log.set_hand_note(hid, text)
    log.set_player_note(text, text or "(empty name)")
    stored = log.hand(hid)
    assert stored is not None
    assert stored.players[0].name == text and stored.players[1].name == text + "2"
    assert stored.note == text
    assert log.session(sid).note == text  # type: ignore[union-attr]
    assert log.player_note(text) == (text or "(empty name)")
    assert text in log.player_names()
    tables = {r[0] for r in log.connection.execute("SELECT name FROM sqlite_schema WHERE type='table'")}
    assert {"hands", "sessions", "hand_seats", "player_notes"} <= tables
    assert log.hand_count() == 1


def test_player_notes_update_and_forget(log: HandLog) -> None:
    log.set_player_note("Ada", "calls too much")
    log.set_player_note("Ada", "bluffs the river")
    assert log.player_note("Ada") == "bluffs the river"
    log.set_player_note("Ada", "")
    assert log.player_note("Ada") is None
    with pytest.raises(KeyError):
        log.set_hand_note(999, "nothing here")


def test_a_hand_with_a_known_uid_is_not_written_twice(log: HandLog) -> None:
    sid = log.start_session(GameConfig())
    record = random_record(77)
    first = log.save_hand(sid, record, players_for(record), uid="same-hand")
    again = log.save_hand(sid, record, players_for(record), uid="same-hand")
    assert again == first and log.hand_count() == 1
    assert log.has_hand("same-hand") and not log.has_hand("other")


def test_the_last_hand_number_is_that_of_the_hand_written_last(log: HandLog) -> None:
    assert log.last_hand_number() == 0
    sid = log.start_session(GameConfig())
    for seed in (4, 9, 2):  # hands #5, #10, #3: the last written counts, as numbers only ever grow
        record = random_record(seed)
        log.save_hand(sid, record, players_for(record))
    assert log.last_hand_number() == 3
