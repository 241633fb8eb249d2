"""Imported hands (origin, known cards, duplicates, batches) and kept practice reviews."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.messages import Note
from razz_desktop.reviews import Grade, GradedDecision, HandReview
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.hand_rows import review_from_blob, review_to_blob
from razz_desktop.storage.handlog.repository import HandLog
from tests.storage.hands import players_for, random_record
from tests.storage.made_hands import T0, imported_hand


def test_an_imported_hand_keeps_its_origin_known_cards_and_names(log: HandLog) -> None:
    imported = imported_hand()
    hand_id = log.save_imported_hand(imported)
    assert hand_id is not None
    stored = log.hand(hand_id)
    assert stored is not None
    assert stored.record == imported.hand.record
    assert stored.known_cards == imported.hand.known_cards
    assert [p.name for p in stored.players] == ["Opp", "Hero"]
    assert not any(p.is_human for p in stored.players)
    assert stored.origin is not None
    assert (stored.origin.site, stored.origin.site_hand_id, stored.origin.file, stored.origin.table,
            stored.origin.hero) == ("PokerStars", "254001", "/hh/stars.txt", "Table Alpha", "Hero")
    assert stored.played_at == imported.played_at
    session = log.session(stored.session_id)
    assert session is not None and session.imported_from == "/hh/stars.txt" and session.ended_at is not None


def test_importing_the_same_hand_twice_adds_nothing(log: HandLog) -> None:
    first = log.save_imported_hand(imported_hand())
    assert first is not None
    assert log.save_imported_hand(imported_hand()) is None
    assert log.save_imported_hand(imported_hand(file="/elsewhere/copy.txt")) is None  # identity is site + id
    assert log.hand_count() == 1
    assert log.has_imported("PokerStars", "254001")


def test_a_batch_commits_every_n_hands_and_a_file_gets_one_session(log: HandLog) -> None:
    hands = [imported_hand(str(300_000 + k), when=T0.replace(minute=k)) for k in range(7)]
    with log.import_batch(per_transaction=3) as batch:
        for h in hands:
            assert batch.add(h) is not None
        assert batch.add(hands[0]) is None  # a duplicate inside the same open transaction
    assert (batch.imported, batch.duplicates) == (7, 1)
    assert not log.connection.in_transaction
    sessions = {log.hand(i).session_id for i in log.hand_ids()}  # type: ignore[union-attr]
    assert len(sessions) == 1
    (info,) = [log.session(s) for s in sessions]
    assert info is not None
    assert (info.hands_played, info.started_at, info.ended_at) == (7, T0.replace(minute=0), T0.replace(minute=6))


def test_what_a_batch_wrote_before_an_error_is_kept(log: HandLog) -> None:
    good = imported_hand("1")
    nameless = replace(imported_hand("2"), hand=replace(imported_hand("2").hand, seats=()))

    class Boom(Exception):
        pass

    with pytest.raises(Boom), log.import_batch(per_transaction=100) as batch:
        batch.add(good)
        second = batch.add(nameless)
        raise Boom
    assert log.hand_count() == 2  # committed when the batch closed
    assert second is not None
    assert [p.name for p in log.hand(second).players] == ["Seat 1", "Seat 2"]  # type: ignore[union-attr]


def test_a_played_session_and_an_imported_hand_live_side_by_side(log: HandLog) -> None:
    record = random_record(4)
    sid = log.start_session(record.config)
    played = log.save_hand(sid, record, players_for(record), uid="a" * 32)
    imported = log.save_imported_hand(imported_hand("999999999"))
    assert log.last_hand_number() == record.hand_id  # imported numbers do not continue the app's
    assert log.hand(played).origin is None  # type: ignore[union-attr]
    assert log.hand(imported).origin is not None  # type: ignore[arg-type,union-attr]


def _review(hand_id: int) -> HandReview:
    d = GradedDecision(hand_id=hand_id, index=0, street=3, chosen=ActionType.CALL, best=ActionType.FOLD,
                       recommended=ActionType.FOLD, grade=Grade.MISTAKE, cost_bb=0.42,
                       values_bb=((ActionType.FOLD, 0.0), (ActionType.CALL, -0.42)),
                       reason=Note.of("review.worse", chosen="call", best="fold", cost=42),
                       hand_text=Note.of("start.ranks", ranks="K-9-8"))
    good = replace(d, index=1, street=5, chosen=ActionType.CHECK, best=ActionType.CHECK, grade=Grade.GOOD,
                   cost_bb=0.0, values_bb=((ActionType.CHECK, 0.1),),
                   reason=Note.of("review.good_best", chosen="check"))
    return HandReview(hand_id, (d, good), -150, 400)


def test_a_review_is_kept_with_its_hand_and_read_back_equal(log: HandLog) -> None:
    record = random_record(5)
    sid = log.start_session(record.config)
    uid = "b" * 32
    hand_id = log.save_hand(sid, record, players_for(record), uid=uid)
    review = _review(record.hand_id)
    assert log.hand_id_for_uid(uid) == hand_id
    log.save_review(hand_id, review)
    stored = log.hand(hand_id)
    assert stored is not None and stored.review == review
    assert log.reviews(sid) == [(hand_id, review)]
    rows = log.connection.execute(
        "SELECT street, grade, cost_bb FROM review_decisions WHERE hand_id = ? ORDER BY position", (hand_id,)
    ).fetchall()
    assert rows == [(3, "mistake", 0.42), (5, "good", 0.0)]
    log.save_review(hand_id, replace(review, decisions=review.decisions[:1]))  # replaced, not doubled
    assert log.connection.execute("SELECT count(*) FROM review_decisions").fetchone() == (1,)
    with pytest.raises(KeyError):
        log.save_review(9999, review)


def test_the_review_codec_follows_the_type_hints() -> None:
    review = _review(7)
    assert review_from_blob(review_to_blob(review)) == review


def test_reviews_come_in_a_numbered_migration(tmp_path: Path) -> None:
    import sqlite3

    from razz_desktop.storage.handlog.db import migrate, schema_version
    path = tmp_path / "v4.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    migrate(conn, target=4)
    assert "hand_reviews" not in {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    conn.close()
    conn = connect(path)
    assert schema_version(conn) >= 5  # and the later migrations (6: the statistics' facts)
    assert {"hand_reviews", "review_decisions"} <= {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    conn.close()
