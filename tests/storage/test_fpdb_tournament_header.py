"""Our exported tournament hands as fpdb's PokerStars importer reads them (issue 37).

fpdb (the free poker tracker) cannot be installed here, so what its importer
does with the first two lines of a PokerStars hand is restated below, step by
step, from its source: ``PokerStarsToFpdb.py`` of jejellyroll-fr/fpdb-3 (read at
commit 077b38c7f8b4686b502974abff101c35b1e17e4a):

- ``re_game_info`` (the header: site, "Hand #", tournament number, buy-in,
  game, limit, level, stakes, date), narrowed here to the one site, game and
  limit we write (PokerStars, Razz, Limit) but with the same groups and the
  same optional parts in the same order, so a header it refuses is refused here;
- ``re_hand_info`` (the table line: name in quotes, "N-max", "(Play Money)");
- ``determineGameType`` / ``_determineGameFormat``: a hand whose header has a
  tournament number is a "tour" hand, else "ring"; ``_adjustCurrencyAndBlinds``:
  a fixed-limit tournament's "(20/40)" gives sb = 20/2, bb = 20;
- ``_processBuyinInfo`` / ``_detectBuyinCurrency`` / ``_processBountyAndFees``:
  "Freeroll" is a free buy-in, digits and "+" only is play money, "$" is USD;
  buy-in and fee in cents (100 x the amounts);
- ``_processTableInfo``: a tournament table "<tournament> <table>" is named by
  its second word; ``readHandInfo`` wants exactly one "*** SUMMARY ***";
- ``re_player_info`` (the seats) and ``re_date_time1`` (the date).

Written afresh (not fpdb's code, which is GPL); the groups keep fpdb's names so
the two can be compared line by line.
"""

from __future__ import annotations

import re

import pytest

from razz_desktop.records import TournamentTag
from razz_desktop.storage.formats.hhtext import hand_to_text, parse_hand_history
from razz_desktop.tournament.schedule import from_roman

from .test_tournament_hands import _stored

_LS = r"\$|€|£|"  # the currency symbols fpdb allows before an amount ("" included)
_ISO = "USD|EUR|GBP|CAD|FPP|SC|INR|CNY"

GAME_INFO = re.compile(
    rf"""
    (?P<SITE>PokerStars)(?P<TITLE>\sHand|\sGame)\s\#(?P<HID>[0-9]+):\s+
    (
      (?P<TOUR>Tournament)\s\#(?P<TOURNO>\d+),\s
      (?P<BUYIN>(?P<BIAMT>[{_LS}\d.]+)?\+?(?P<BIRAKE>[{_LS}\d.]+)?\+?(?P<BOUNTY>[{_LS}\d.]+)?\s?(?P<TOUR_ISO>{_ISO})?
                |Freeroll|)
      (\s+)?(-\s)?(\s.+?,)?
    )?
    \s?\(?
    (?P<GAME>Razz)\s
    (?P<LIMIT>Limit)\)?,?\s
    (-\s)?
    ((Level)\s(?P<LEVEL>[IVXLC\d]+)\s)?
    \(?
    (?P<CURRENCY>{_LS})?
    (?P<SB>[.0-9]+)/({_LS})?(?P<BB>[.0-9]+)
    \s?(?P<ISO>{_ISO})?
    \)
    \s-\s
    (?P<DATETIME>.*$)
    """,
    re.MULTILINE | re.VERBOSE,
)
"""fpdb's ``re_game_info`` for a PokerStars Razz limit hand (see the module docstring)."""

HAND_INFO = re.compile(
    r"""\s?Table\s(ID\s)?'(?P<TABLE>.+?)'(\(\d+\))?\s((?P<MAX>\d+)-[Mm]ax\s)?(?P<PLAY>\(Play\sMoney\)\s)?""",
    re.MULTILINE | re.VERBOSE,
)
PLAYER_INFO = re.compile(r"\s?Seat\s(?P<SEAT>[0-9]+):\s(?P<PNAME>.*)\s\((?P<CASH>[,.0-9]+)\sin\schips\)", re.MULTILINE)
DATE_TIME = re.compile(r"(?P<Y>[0-9]{4})/(?P<M>[0-9]{2})/(?P<D>[0-9]{2})[\- ]+(?P<H>[0-9]+):(?P<MIN>[0-9]+):(?P<S>[0-9]+)")


def fpdb_reads(text: str) -> dict[str, object]:
    """What fpdb's importer sets from a hand's header and table line (fails where it raises FpdbParseError)."""
    game = GAME_INFO.search(text)
    table = HAND_INFO.search(text)
    assert game is not None, f"fpdb: determine Game Type failed: {text[:200]!r}"
    assert table is not None, f"fpdb: read Hand Info failed: {text[:200]!r}"
    assert text.count("*** SUMMARY ***") == 1, "fpdb: a partial hand"
    g = game.groupdict()
    out: dict[str, object] = {"base": "stud", "category": "razz", "limitType": "fl", "handid": g["HID"]}
    out["type"] = "ring" if g["TOURNO"] is None else "tour"
    out["level"] = g["LEVEL"]
    if out["type"] == "tour":
        out["sb"], out["bb"] = f"{int(g['SB']) / 2:.2f}", f"{int(g['SB']):.2f}"
        out["tourNo"] = g["TOURNO"][-18:]
        buy_in = g["BUYIN"].strip()
        if buy_in == "Freeroll":
            out.update(buyin=0, fee=0, buyinCurrency="FREE")
        elif buy_in == "":
            out.update(buyin=0, fee=0, buyinCurrency="NA")
        else:
            if "$" in buy_in:
                out["buyinCurrency"] = "USD"
            elif re.match("[0-9+]*$", buy_in):
                out["buyinCurrency"] = "play"
            else:
                raise AssertionError(f"fpdb: failed to detect currency: {buy_in!r}")
            amount = re.sub(r"^[$€£]+|[$€£]+$", "", g["BIAMT"])
            out["buyin"] = int(100 * float(amount))
            out["fee"] = int(100 * float(g["BIRAKE"].strip("$€£")))
        words = table["TABLE"].split(" ")
        out["tablename"] = words[1] if len(words) > 1 else table["TABLE"]
    else:
        out["tablename"] = table["TABLE"]
        out["currency"] = "play" if not g["CURRENCY"] else "USD"
    out["maxseats"] = int(table["MAX"]) if table["MAX"] else None
    out["play_money_table"] = table["PLAY"] is not None
    when = DATE_TIME.search(g["DATETIME"])
    assert when is not None, "fpdb: no date (it would use 2000/01/01)"
    out["date"] = tuple(int(when[k]) for k in ("Y", "M", "D", "H", "MIN", "S"))
    out["players"] = [(int(m["SEAT"]), m["PNAME"], m["CASH"]) for m in PLAYER_INFO.finditer(text.split("*** SUMMARY ***")[0])]
    return out


@pytest.mark.parametrize(("tag", "buyin", "fee", "currency"), [
    (TournamentTag("1765132205000", 2, "100+0"), 10000, 0, "play"),  # our own sit-and-go: play money
    (TournamentTag("1765132205001", 1, "Freeroll"), 0, 0, "FREE"),
    (TournamentTag("2010090015", 14, "$200+$15 USD"), 20000, 1500, "USD"),  # an imported one, exported again
])
def test_fpdb_reads_our_tournament_hands_as_tournament_hands(tag: TournamentTag, buyin: int, fee: int,
                                                             currency: str) -> None:
    hand = _stored(tag)
    text = hand_to_text(hand)
    seen = fpdb_reads(text)
    assert seen["type"] == "tour"
    assert seen["tourNo"] == tag.tournament_id
    assert from_roman(str(seen["level"])) == tag.level
    assert (seen["buyin"], seen["fee"], seen["buyinCurrency"]) == (buyin, fee, currency)
    stakes = hand.record.config.stakes
    assert (seen["sb"], seen["bb"]) == (f"{stakes.small_bet / 2:.2f}", f"{stakes.small_bet:.2f}")
    assert seen["tablename"] == "1" and seen["maxseats"] == 8 and not seen["play_money_table"]
    assert seen["handid"] == "91" and seen["date"] == (2026, 12, 7, 13, 30, 5)  # ET, as PokerStars writes it
    assert [(seat, name) for seat, name, _ in seen["players"]] == [(p.seat, p.name) for p in hand.players]  # type: ignore[attr-defined]
    assert parse_hand_history(text).tournament == tag  # and our own reader agrees


def test_a_cash_hand_stays_a_ring_hand_for_fpdb() -> None:
    seen = fpdb_reads(hand_to_text(_stored(None)))
    assert seen["type"] == "ring" and seen["level"] is None and "tourNo" not in seen


def test_the_restated_regex_refuses_what_fpdb_refuses() -> None:
    """The check can fail: a header fpdb would not read as a tournament is caught."""
    text = hand_to_text(_stored(TournamentTag("1765132205000", 2, "100+0")))
    with pytest.raises(AssertionError, match="determine Game Type"):
        fpdb_reads(text.replace("Razz Limit", "Razz Fixed-Limit", 1))
    with pytest.raises(AssertionError, match="currency"):
        fpdb_reads(text.replace("100+0", "1.5+0", 1))  # no symbol, not whole chips: fpdb cannot tell the money
    broken = text.replace("Tournament #", "Tourney #", 1)
    with pytest.raises(AssertionError, match="determine Game Type"):
        fpdb_reads(broken)
    with pytest.raises(AssertionError, match="partial"):
        fpdb_reads(text.replace("*** SUMMARY ***", "", 1))


def test_real_pokerstars_tournament_hands_read_the_same_way() -> None:
    """The check itself against PokerStars' own text (fpdb's test file of a $200+$15 Razz tournament)."""
    from .test_hhtext import histories

    text = (histories() / "fpdb-3__Razz-8max-USD-200-15-201009.bracket.in.alias.txt").read_text(encoding="utf-8")
    first = text.lstrip("\ufeff").strip().split("\n\n\n")[0]
    seen = fpdb_reads(first)
    assert (seen["type"], seen["tourNo"], seen["level"], seen["buyin"], seen["fee"], seen["buyinCurrency"]) == (
        "tour", "2010090015", "IV", 20000, 1500, "USD")
