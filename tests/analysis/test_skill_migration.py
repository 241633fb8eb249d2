"""The migration that adds each graded decision's skill fills it in for the reviews already kept."""

from __future__ import annotations

from pathlib import Path

from razz_desktop.analysis.grading import analyse_record
from razz_desktop.storage.coding.skill_facts import decision_skills
from razz_desktop.storage.handlog import migrations
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from tests.storage.hands import players_for, random_record


def test_kept_reviews_get_their_skills_when_the_file_is_opened(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    log = HandLog(connect(path))
    expected: dict[int, list[str]] = {}
    for seed in range(8):
        record = random_record(200 + seed)
        session = log.start_session(record.config)
        players = players_for(record)
        hand_id = log.save_hand(session, record, players)
        review = analyse_record(record, players[0].seat)
        log.save_review(hand_id, review)
        expected[hand_id] = [s.value for s in decision_skills(record, players[0].seat, review)]
    conn = log.connection
    stored = {h: [s for (s,) in conn.execute("SELECT skill FROM review_decisions WHERE hand_id = ? "
                                               "ORDER BY position", (h,))] for h in expected}
    assert stored == expected and any(s != "other" for skills in expected.values() for s in skills)
    # The file as it was before the migration: no skill column, the version just below it.
    conn.execute("DROP INDEX review_decisions_by_skill")
    conn.execute("ALTER TABLE review_decisions DROP COLUMN skill")
    conn.execute(f"PRAGMA user_version = {migrations.MIGRATIONS.index(migrations.add_decision_skills)}")
    conn.close()
    conn = connect(path)
    again = {h: [s for (s,) in conn.execute("SELECT skill FROM review_decisions WHERE hand_id = ? "
                                              "ORDER BY position", (h,))] for h in expected}
    assert again == expected
    assert conn.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
    conn.close()
