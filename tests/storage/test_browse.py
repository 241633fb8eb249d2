"""The History window's query against hand-counted expectations (tests/storage/made_hands.py)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from razz_desktop.engine.cards import parse_cards
from razz_desktop.records import HandFilter, HandSort, parse_start
from razz_desktop.storage.handlog.browse import BrowseError, HandBrowser
from razz_desktop.storage.handlog.db import connect
from razz_desktop.storage.handlog.repository import HandLog
from tests.storage.made_hands import H1, H2, H3, H4, T0, imported_hand, passive, played_players


@pytest.fixture
def browser(tmp_path: Path):
    path = tmp_path / "razz.sqlite3"
    conn = connect(path)
    log = HandLog(conn)
    ids = {}
    session_a = log.start_session(passive(*H1).config, T0)
    session_b = log.start_session(passive(*H4).config, T0)
    for k, (name, spec, sid) in enumerate((("H1", H1, session_a), ("H2", H2, session_a),
                                           ("H3", H3, session_b), ("H4", H4, session_b))):
        record = passive(*spec, hand_id=k + 1)
        ids[name] = log.save_hand(sid, record, played_players(), T0 + timedelta(hours=k))
    ids["H5"] = log.save_imported_hand(imported_hand())
    ids["sessions"] = (session_a, session_b)
    with HandBrowser(path) as b:
        yield b, ids, log
    conn.close()


def _names(b: HandBrowser, ids: dict, f: HandFilter, sort: HandSort = HandSort.DATE, desc: bool = False) -> list[str]:
    by_id = {v: k for k, v in ids.items() if k.startswith("H")}
    return [by_id[r.hand_id] for r in b.rows(f, sort, desc)]


@pytest.mark.parametrize(("f", "expected"), [
    (HandFilter(), ["H1", "H2", "H3", "H4", "H5"]),
    (HandFilter(won=True), ["H1", "H4", "H5"]),
    (HandFilter(won=False), ["H2", "H3"]),
    (HandFilter(showdown=True), ["H1", "H3", "H4", "H5"]),
    (HandFilter(showdown=False), ["H2"]),
    (HandFilter(low_max=8), ["H1", "H4", "H5"]),  # 5-low, 8-low, 5-low; H3 is a T-low, H2 folded
    (HandFilter(low_max=5), ["H1", "H5"]),
    (HandFilter(start_ranks=(1, 2, 3)), ["H1"]),
    (HandFilter(start_ranks=(3, 2, 1)), ["H1"]),  # any order
    (HandFilter(start_to=8), ["H1", "H3", "H4"]),
    (HandFilter(start_to=6), ["H1", "H4"]),
    (HandFilter(start_pair=True), ["H2", "H5"]),
    (HandFilter(start_pair=False), ["H1", "H3", "H4"]),
    (HandFilter(imported=True), ["H5"]),
    (HandFilter(imported=False), ["H1", "H2", "H3", "H4"]),
    (HandFilter(site="PokerStars"), ["H5"]),
    (HandFilter(stakes=(100, 200)), ["H4"]),
    (HandFilter(stakes=(200, 400)), ["H1", "H2", "H3", "H5"]),
    (HandFilter(since=T0 + timedelta(hours=1), until=T0 + timedelta(hours=3)), ["H2", "H3"]),
    (HandFilter(player="Bot"), ["H1", "H2", "H3", "H4"]),
    (HandFilter(player="Bot", won=True), ["H2", "H3"]),
    (HandFilter(player="Bot", start_to=8), ["H3"]),  # A-2-K, K-K-Q, A-2-3, 9-9-9: only H3's A-2-3
    (HandFilter(player="Opp"), ["H5"]),
    (HandFilter(player="Opp", start_pair=False), []),  # the file does not show Opp's hole cards
    (HandFilter(player="Nobody"), []),
    (HandFilter(won=True, showdown=True, low_max=8, imported=False), ["H1", "H4"]),
])
def test_each_filter_against_the_hand_count(browser, f: HandFilter, expected: list[str]) -> None:
    b, ids, _ = browser
    assert _names(b, ids, f) == expected
    assert b.count(f) == len(expected)


def test_session_filter_and_choice_lists(browser) -> None:
    b, ids, _ = browser
    a, bb = ids["sessions"]
    assert _names(b, ids, HandFilter(session_id=a)) == ["H1", "H2"]
    assert _names(b, ids, HandFilter(session_id=bb)) == ["H3", "H4"]
    sessions = b.sessions()
    assert [s.imported_from for s in sessions] == ["/hh/stars.txt", None, None]  # newest first
    assert sessions[0].hands_played == 1 and sessions[0].ended_at is not None
    assert b.stakes() == [(100, 200), (200, 400)]
    assert b.sites() == ["PokerStars"]
    assert b.player_names() == ["Bot", "Hero", "Opp", "You"]


def test_row_columns(browser) -> None:
    b, ids, _ = browser
    rows = {r.hand_id: r for r in b.rows(HandFilter())}
    h1 = rows[ids["H1"]]
    assert (h1.player, h1.third_street, h1.net, h1.net_bb, h1.showdown, h1.winning_hand) == (
        "You", parse_cards("As 2d 3c"), 90, 90 / 400, True, "wheel")
    assert (h1.site, h1.site_hand_id, h1.imported, h1.players, h1.hand_number) == (None, None, False, 2, 1)
    h2 = rows[ids["H2"]]
    assert (h2.net, h2.showdown, h2.winning_hand) == (-40, False, None)
    h4 = rows[ids["H4"]]
    assert (h4.small_bet, h4.big_bet, h4.net_bb) == (100, 200, 45 / 200)
    h5 = rows[ids["H5"]]
    assert (h5.player, h5.site, h5.site_hand_id, h5.imported, h5.net) == ("Hero", "PokerStars", "254001", True, 90)
    assert h5.third_street == parse_cards("Ah 2h 2c")
    # With a player name the row shows that player: Opp's hole cards are unknown.
    (opp,) = b.rows(HandFilter(player="Opp"))
    assert opp.player == "Opp" and opp.net == -90 and opp.third_street == (None, None, parse_cards("Jh")[0])


@pytest.mark.parametrize("desc", [False, True])
@pytest.mark.parametrize(("sort", "ascending"), [
    (HandSort.DATE, ["H1", "H2", "H3", "H4", "H5"]),
    (HandSort.RESULT, ["H3", "H2", "H4", "H1", "H5"]),  # -90, -40, +45, +90, +90 (ties by id)
    (HandSort.RESULT_BB, ["H3", "H2", "H1", "H4", "H5"]),  # -0.225, -0.1, then three at +0.225 (by id)
    (HandSort.THIRD_STREET, ["H5", "H1", "H3", "H4", "H2"]),  # A22, A23, 258, 346, 788
    (HandSort.STAKES, ["H4", "H1", "H2", "H3", "H5"]),
    (HandSort.SITE, ["H1", "H2", "H3", "H4", "H5"]),  # played (no site) first
    (HandSort.SHOWDOWN, ["H2", "H1", "H3", "H4", "H5"]),
])
def test_sorting_both_ways(browser, sort: HandSort, ascending: list[str], desc: bool) -> None:
    b, ids, _ = browser
    got = _names(b, ids, HandFilter(), sort, desc)
    if not desc:
        assert got == ascending
    else:  # ties go by id in the same direction, so descending is the exact reverse
        assert got == list(reversed(ascending))


def test_paging_and_opening_a_hand(browser) -> None:
    b, ids, log = browser
    pages = [b.rows(HandFilter(), HandSort.DATE, False, offset, 2) for offset in (0, 2, 4, 6)]
    assert [len(p) for p in pages] == [2, 2, 1, 0]
    assert [r.hand_id for p in pages for r in p] == b.ids()
    stored = b.hand(ids["H5"])
    assert stored == log.hand(ids["H5"])
    assert stored.origin is not None and stored.origin.hero == "Hero" and stored.player_seat == 2
    with pytest.raises(KeyError):
        b.hand(999)


def test_the_browser_reads_while_the_log_writes(browser) -> None:
    b, ids, log = browser
    before = b.count()
    log.save_hand(ids["sessions"][1], passive(*H1, hand_id=9), played_players())
    assert b.count() == before + 1  # WAL: the reader sees each commit


def test_no_file_or_an_old_file_is_refused_clearly(tmp_path: Path) -> None:
    with pytest.raises(BrowseError, match="no hand history"):
        HandBrowser(tmp_path / "missing.sqlite3")
    old = tmp_path / "old.sqlite3"
    import sqlite3

    from razz_desktop.storage.handlog.db import migrate
    conn = sqlite3.connect(old, isolation_level=None)
    migrate(conn, target=3)
    conn.close()
    with pytest.raises(BrowseError, match="schema 3"):
        HandBrowser(old)


@pytest.mark.parametrize(("text", "f"), [
    ("A-2-3", HandFilter(start_ranks=(1, 2, 3))),
    ("3 2 a", HandFilter(start_ranks=(1, 2, 3))),
    ("K-T-10", HandFilter(start_ranks=(10, 10, 13))),
    ("A-2", None),
    ("A-2-Z", None),
    ("three to an 8", HandFilter(start_to=8)),
    ("to a 6", HandFilter(start_to=6)),
    ("a pair", HandFilter(start_pair=True)),
    ("two pair", None),
])
def test_starting_hand_words(text: str, f: HandFilter | None) -> None:
    if f is None:
        with pytest.raises(ValueError, match="not a starting hand"):
            parse_start(text)
    else:
        assert parse_start(text) == f
