"""Every real hand in ../shared/handhistories imports, or is refused with its named reason.

The expected outcome of each hand is written out below, counted by hand from
the files and the corpus manifest (51 online hands, 10 PHH hands): the
PokerStars and Full Tilt hands and the PHH hands replay through the engine;
Winamax, Merge (XML) and KingsClub are sites this app does not read and are
refused by name, one rejection per hand. Two PokerStars hands start the
showdown from PokerStars' hidden dealer position on a checked-through river,
and one Full Tilt hand returns the short ante as uncalled: both conventions
are accepted and named, never silent.
"""

from __future__ import annotations

import csv
from collections import Counter

from razz_desktop.storage.formats.hh_replay import ANTE_RETURNED, SHOWDOWN_ORDER, UNCALLED_UNWRITTEN
from razz_desktop.storage.formats.merge_reader import ALL_IN_ANTE_FOLD
from razz_desktop.storage.importing.reading import (
    ImportedHand,
    OtherGame,
    Rejection,
    import_files,
    read_file,
)

from .test_hhtext import histories

STARS_CASH_2009 = ["35874566077", "35874590575", "35874623967", "35874664176", "35874682808", "35874721245", "35874756552", "35874780027", "35874817957"]
STARS_HOME_GAME = ["99632234066", "99632249227", "99632252455", "99632255544", "99632264504", "99632279315", "99632283654", "99632288552", "99632295759", "99632301451", "99632307247", "99632317467", "99632330569", "99632342829", "99632356819", "99632365500", "99632371894", "99632379168", "99632386106"]
STARS_TOURNAMENT = ["49382949075"]
FULL_TILT = ["29705691274", "29705698182", "29705718811", "29705726470", "29705740757", "29705747594", "29705760763", "29705768910", "29705785966", "29705794645", "26190453000", "26190500040", "28333847000", "31349767778"]
PHH = [f"wsop2023_e43_d5_test_{t}" for t in ("20_01_00_21", "21_01_02_14", "22_01_03_57", "23_01_06_16",
                                            "24_01_07_20", "25_01_10_31", "26_01_13_57", "83_03_48_33",
                                            "84_03_49_18", "85_03_50_24")]
EXPECTED: dict[str, str] = {
    **dict.fromkeys(STARS_CASH_2009 + STARS_HOME_GAME + STARS_TOURNAMENT, "PokerStars"),
    **dict.fromkeys(FULL_TILT, "Full Tilt"),
    **dict.fromkeys(PHH, "PHH"),
    "9250793-444-1478990340": "unsupported site: Winamax",  # the manifest's 9250793
    **dict.fromkeys(["43618199-14", "36487050-12", "36487050-13", "36487050-14"], "Merge"),
    # Player5 is listed with a balance of $0.00 yet posts a 5.00 ante (the hand after 36487050-14,
    # where the same player was all-in on the ante): a stack no table deals in, refused as written.
    "36487050-15": "seat 1 is dealt in with no chips",
    "39969356": "unsupported site: KingsClub",
    "3537921": "unsupported site: KingsClub",
}
CONVENTIONS = {
    "35874721245": (SHOWDOWN_ORDER,),
    "99632356819": (SHOWDOWN_ORDER,),
    "31349767778": (ANTE_RETURNED,),
    "36487050-12": (UNCALLED_UNWRITTEN,),
    "36487050-14": (ALL_IN_ANTE_FOLD,),
}


def outcomes() -> dict[str, ImportedHand | Rejection]:
    out: dict[str, ImportedHand | Rejection] = {}
    for path in import_files([histories().parent]):
        for r in read_file(path):
            assert not isinstance(r, OtherGame), r  # the corpus holds only Razz hands
            assert r.hand_id if isinstance(r, Rejection) else r.site_hand_id, r
            key = r.hand_id if isinstance(r, Rejection) else r.site_hand_id
            assert key is not None and key not in out, key
            out[key] = r
    return out


OUTCOMES = outcomes()


def test_every_hand_has_its_expected_outcome() -> None:
    got = {k: (r.site if isinstance(r, ImportedHand) else r.reason) for k, r in OUTCOMES.items()}
    assert got == EXPECTED
    assert Counter(EXPECTED.values()) == {
        "PokerStars": 29, "Full Tilt": 14, "PHH": 10, "Merge": 4, "seat 1 is dealt in with no chips": 1,
        "unsupported site: KingsClub": 2, "unsupported site: Winamax": 1,
    }


def test_the_manifest_lists_the_same_online_hands() -> None:
    with (histories().parent / "manifest.csv").open(encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 51
    manifest = {r["hand_id"] for r in rows}
    online = {k.split("-")[0] if k.startswith("9250793-") else k for k in EXPECTED if k not in PHH}
    assert online == manifest


def test_conventions_are_named_where_met_and_only_there() -> None:
    for key, r in OUTCOMES.items():
        if isinstance(r, ImportedHand):
            assert r.hand.conventions == CONVENTIONS.get(key, ()), key


def test_imported_hands_say_when_and_who() -> None:
    stars = OUTCOMES["35874566077"]
    assert isinstance(stars, ImportedHand)
    assert stars.played_at.isoformat() == "2009-11-26T15:24:42+00:00"  # 10:24:42 ET (EST)
    assert stars.hero == "Hero" and stars.hand.dollars
    home = OUTCOMES["99632234066"]
    assert isinstance(home, ImportedHand) and home.played_at.isoformat() == "2013-06-06T04:00:10+00:00"  # EDT
    tilt = OUTCOMES["29705691274"]
    assert isinstance(tilt, ImportedHand)
    assert tilt.played_at.isoformat() == "2011-04-07T18:40:04+00:00"  # the [14:40:04 ET] stamp, not CET
    assert tilt.hand.table == "Jackrabbit" and tilt.hero == "Hero"
    phh = OUTCOMES[PHH[0]]
    assert isinstance(phh, ImportedHand) and phh.played_at.year == 2023 and phh.hero is None
    for r in OUTCOMES.values():
        if isinstance(r, ImportedHand):
            assert r.played_at.utcoffset() is not None and r.played_at.utcoffset().total_seconds() == 0


def test_full_tilt_hands_replay_to_the_text() -> None:
    rake = OUTCOMES["29705698182"]
    assert isinstance(rake, ImportedHand)
    h = rake.hand
    assert (h.small_bet, h.big_bet, h.ante, h.rake, h.total_pot) == (250, 500, 40, 100, 2275)
    assert h.collected == ((1, 2175, "pot"),) and h.uncalled == ((1, 500),)
    allin = OUTCOMES["28333847000"]
    assert isinstance(allin, ImportedHand)
    assert allin.hand.actions[0].all_in and allin.hand.record.showdown  # all-in on the bring-in
    ante = OUTCOMES["31349767778"]
    assert isinstance(ante, ImportedHand)
    assert ante.hand.uncalled == ((1, 1),) and ante.hand.total_pot == 12  # the unmatched ante chip
    assert not ante.hand.actions  # nobody can bet: all-in on the ante


def test_rejections_name_the_file_and_the_hand() -> None:
    for r in OUTCOMES.values():
        if isinstance(r, Rejection):
            assert r.file.endswith((".txt", ".xml")) and r.line is not None and r.line >= 1


def test_merge_hands_replay_to_the_xml() -> None:
    cash = OUTCOMES["43618199-14"]
    assert isinstance(cash, ImportedHand) and cash.hand.dollars and cash.hero == "Hero"
    h = cash.hand
    assert (h.small_bet, h.big_bet, h.ante, h.total_pot, h.rake) == (50, 100, 5, 797, 39)
    assert h.collected == ((6, 758, "pot"),) and cash.played_at.isoformat() == "2011-11-16T03:38:19+00:00"
    assert any(a.all_in for a in h.actions)  # the ALL_IN event is the engine's all-in call
    ante = OUTCOMES["36487050-14"]
    assert isinstance(ante, ImportedHand) and not ante.hand.dollars  # tournament chips
    assert 1 in ante.hand.record.seats and not any(a.seat == 1 for a in ante.hand.actions)
