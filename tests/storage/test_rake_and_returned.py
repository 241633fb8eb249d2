"""Imported results are the file's (after the rake) and returned chips are never a win (issue 38).

Hand 35874566077: SilkZone put in 15 cents and "collected $0.39 from pot" after a 2-cent rake: the file
says +24 cents; the engine, which plays without rake, makes it +26. The Full Tilt all-in-ante hand:
"Uncalled bet of 1 returned to Hero", and Hero lost the showdown: Hero did not win at showdown.
"""

from __future__ import annotations

from pathlib import Path

from razz_desktop.storage.coding import facts
from razz_desktop.storage.coding.pots import rake_by_seat, returned_pot, won_by_seat
from razz_desktop.storage.formats.hh_writer import hand_to_text
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from razz_desktop.storage.importing.reading import ImportedHand, import_files, read_file
from razz_desktop.storage.stats.queries import player_figures

from .test_hhtext import histories

STARS = "fpdb-3__Razz-USD-0.04-0.08-200911.txt"
ALL_IN_ANTE = "fpdb-3__Razz-USD-HUSNG-200-201211.all.in.ante.txt"


def imported(tmp_path: Path, files: list[Path]) -> Path:
    path = tmp_path / "log.sqlite3"
    conn = connect(path)
    try:
        with HandLog(conn).import_batch() as batch:
            for f in files:
                for r in read_file(f):
                    if isinstance(r, ImportedHand):
                        assert batch.add(r) is not None
    finally:
        conn.close()
    return path


def test_the_winner_of_a_raked_hand_keeps_what_the_file_says_and_the_rake_is_its_own_figure(tmp_path: Path) -> None:
    db = connect(imported(tmp_path, [histories() / STARS]))
    try:
        net, won, rake = db.execute(
            "SELECT s.net, s.won, o.rake FROM hands h JOIN hand_seats s ON s.hand_id = h.id "
            "JOIN hand_origins o ON o.hand_id = h.id WHERE h.site_hand_id = '35874566077' AND s.name = 'SilkZone'"
        ).fetchone()
        losers = db.execute(
            "SELECT sum(s.net) FROM hands h JOIN hand_seats s ON s.hand_id = h.id "
            "WHERE h.site_hand_id = '35874566077' AND s.name != 'SilkZone'").fetchone()[0]
    finally:
        db.close()
    assert (net, won, rake) == (24, 39, 2)  # "collected $0.39", 15 cents put in; "Rake $0.02"
    assert net + losers + rake == 0  # the table's results and the rake add up to nothing


def test_every_raked_hand_of_the_shared_histories_stores_the_file_s_collected_amounts() -> None:
    raked = 0
    for path in import_files([histories().parent]):
        for r in read_file(path):
            if not isinstance(r, ImportedHand) or not r.hand.rake:
                continue
            raked += 1
            record = r.hand.record
            paid = rake_by_seat(record, r.hand.rake, r.hand.collected)
            assert sum(paid.values()) == r.hand.rake
            took: dict[int, int] = {}
            for seat, chips, _ in r.hand.collected:
                took[seat] = took.get(seat, 0) + chips
            assert {s: c - paid.get(s, 0) for s, c in won_by_seat(record).items()} == took, r.site_hand_id
    assert raked == 12


def test_chips_returned_to_a_showdown_loser_are_not_a_showdown_win(tmp_path: Path) -> None:
    (hand,) = [r for r in read_file(histories() / ALL_IN_ANTE) if isinstance(r, ImportedHand)]
    record = hand.hand.record
    hero = next(s.seat for s in hand.hand.seats if s.name == "Hero")
    assert returned_pot(record) is not None  # the engine keeps Hero's unmatched chip as a pot of its own
    mine = next(f for f in facts.seat_facts(record) if f.seat == hero)
    assert mine.has(facts.SHOWDOWN) and not mine.has(facts.WON_AT_SHOWDOWN)
    assert not mine.has(facts.WON_WITHOUT_SHOWDOWN)
    db = connect(imported(tmp_path, [histories() / ALL_IN_ANTE]))
    try:
        (figures,) = player_figures(db, player="Hero")
        assert (figures.showdowns, figures.wsd) == (1, 0.0)
    finally:
        db.close()


def test_the_writer_returns_the_chip_the_statistics_do_not_count_as_won(tmp_path: Path) -> None:
    """One definition: the exported text returns Hero's unmatched chip and has Hero lose the showdown,
    and the raked hand's text collects what the file collected."""
    db = connect(imported(tmp_path, [histories() / ALL_IN_ANTE, histories() / STARS]))
    try:
        log = HandLog(db)
        ids = dict(db.execute("SELECT site_hand_id, id FROM hands").fetchall())
        tilt = log.hand(ids["31349767778"])
        stars = log.hand(ids["35874566077"])
        assert tilt is not None and stars is not None
        text = hand_to_text(tilt)
        raked = hand_to_text(stars)
    finally:
        db.close()
    assert "Uncalled bet (1) returned to Hero" in text
    assert "Seat 1: Hero showed" in text and "and lost with" in text
    assert "SilkZone collected $0.39 from pot" in raked and "| Rake $0.02" in raked


def test_migration_8_puts_hands_imported_before_after_the_rake_and_works_out_their_statistics_again(
        tmp_path: Path) -> None:
    """A log written before today: every raked hand with the engine's rake-free results, flags and totals
    cached. Opening it (migration 8) charges each rake as the writers do (the file's lines are not kept)
    and leaves the flags and totals to be worked out again."""
    from razz_desktop.storage.handlog import migrations
    from razz_desktop.storage.stats.queries import fill_missing_facts

    path = imported(tmp_path, [histories() / STARS, histories() / ALL_IN_ANTE])
    db = connect(path)
    try:
        log = HandLog(db)
        raked = db.execute("SELECT hand_id, rake FROM hand_origins WHERE rake > 0").fetchall()
        assert raked
        for hand_id, _ in raked:  # as the importer stored them before: the engine's own results
            record = log.hand(hand_id).record  # type: ignore[union-attr]
            won = won_by_seat(record)
            for seat, net in record.net:
                db.execute("UPDATE hand_seats SET net = ?, won = ? WHERE hand_id = ? AND seat = ?",
                           (net, won.get(seat, 0), hand_id, seat))
        db.execute(f"PRAGMA user_version = {migrations.MIGRATIONS.index(migrations.imported_results_after_rake)}")
        player_figures(db)  # totals cached from the old rows
    finally:
        db.close()
    db = connect(path)  # migration 8 runs
    try:
        assert db.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
        for hand_id, rake in raked:
            total = db.execute("SELECT sum(net) FROM hand_seats WHERE hand_id = ?", (hand_id,)).fetchone()[0]
            assert total + rake == 0, hand_id  # the table's results and the rake add up to nothing
        silk = db.execute("SELECT s.net, s.won FROM hands h JOIN hand_seats s ON s.hand_id = h.id "
                          "WHERE h.site_hand_id = '35874566077' AND s.name = 'SilkZone'").fetchone()
        assert silk == (24, 39)  # the file's figure: the largest pot's first winner paid the rake
        assert db.execute("SELECT count(*) FROM hand_seats WHERE facts IS NULL").fetchone()[0] > 0
        assert db.execute("SELECT count(*) FROM stats_sessions").fetchone()[0] == 0
        assert fill_missing_facts(HandLog(db)) > 0
        hero = next(f for f in player_figures(db) if f.player == "Hero")
        assert hero.showdowns == 2 and hero.wsd == 0.0  # returned chips are not a showdown win
    finally:
        db.close()
