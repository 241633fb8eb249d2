"""PokerStars Razz text: what "Copy as text" writes reads back to the same hand."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from razz_desktop.engine import HandRecord, parse_cards
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import AntePosted, CardDealt, PlayerActed, UncalledBetReturned
from razz_desktop.records import SeatPlayer, StoredHand
from razz_desktop.storage.formats.hhtext import (
    HandHistoryError,
    ParsedHand,
    hand_to_text,
    parse_hand_histories,
    parse_hand_history,
    pot_label,
)

from .hands import players_for, random_record, side_split_community_record

WHEN = datetime(2024, 5, 1, 18, 30, 5, tzinfo=UTC)
REPO = Path(__file__).resolve().parents[2]


def histories(folder: str = "razz_only_utf8") -> Path:
    """The real hand histories in ``../shared/handhistories`` beside the repository.

    They are third-party test data kept outside the repository; a machine
    without them fails these tests with this message instead of skipping them
    (a skipped test looks like a passing one).
    """
    path = REPO.parent / "shared" / "handhistories" / folder
    if not path.is_dir():
        pytest.fail(f"the real hand histories are missing: expected the folder {path} "
                    "(../shared/handhistories beside the repository; see its README)", pytrace=False)
    return path


def stored(record: HandRecord, players: list[SeatPlayer] | None = None, hand_id: int = 77) -> StoredHand:
    return StoredHand(hand_id, 1, WHEN, tuple(players or players_for(record)), record)


def check_same_hand(hand: StoredHand, parsed: ParsedHand, chips_per_unit: int = 1) -> None:
    record = hand.record
    hero = hand.hero_seat
    assert parsed.hand_number == hand.hand_id
    assert (parsed.small_bet, parsed.big_bet) == (record.config.stakes.small_bet, record.config.stakes.big_bet)
    assert [(s.seat, s.stack) for s in parsed.seats] == list(record.starting_stacks)
    assert [parsed.seat_of(p.name) for p in hand.players] == list(record.seats)
    assert list(parsed.antes) == [(e.seat, e.amount, e.all_in) for e in record.events if isinstance(e, AntePosted)]
    acted = [(e.street, e.seat, e.type, e.amount, e.to, e.all_in) for e in record.events if isinstance(e, PlayerActed)]
    assert [(a.street, a.seat, a.type, a.amount, a.to, a.all_in) for a in parsed.actions] == acted
    assert list(parsed.uncalled) == [(e.seat, e.amount) for e in record.events if isinstance(e, UncalledBetReturned)]
    collected = sorted((seat, chips) for pot in record.pots for seat, chips in pot.shares)
    assert sorted((seat, chips) for seat, chips, _ in parsed.collected) == collected
    assert parsed.total_pot == sum(p.amount for p in record.pots)
    assert parsed.community_card == record.community_card
    # PokerStars' order: the last side pot's hands first (tests/storage/test_hh_export.py)
    assert sorted(parsed.showdown) == sorted((r.seat, r.shown) for r in record.showdown)
    assert parsed.last_street == record.last_street
    revealed = {r.seat: r.cards for r in record.showdown}
    known = dict(parsed.cards)
    for seat, cards in record.cards:
        if seat in revealed:  # the community card is not repeated in the shown cards
            expected = tuple(c for c in revealed[seat] if c != record.community_card)
        elif seat == hero:
            expected = cards
        else:
            expected = tuple(e.card for e in record.events if isinstance(e, CardDealt) and e.seat == seat and e.face_up)
        assert known[seat] == expected, seat


def test_special_hand_exports_and_reads_back() -> None:
    hand = stored(side_split_community_record(), hand_id=4242)
    text = hand_to_text(hand)
    check_same_hand(hand, parse_hand_history(text))
    # Eastern Time as PokerStars writes it (UTC where the system has no time-zone database).
    assert re.match(r"PokerStars Hand #4242:  Razz Limit \(200/400\) - 2024/05/01 (14:30:05 ET|18:30:05 UTC)\n", text)
    assert "*** RIVER *** [5h]" in text and "Board [5h]" in text
    assert "*** SHOW DOWN ***" in text and "*** SUMMARY ***" in text
    assert "Total pot 2287 Main pot 2000. Side pot 287. | Rake 0" in text
    assert "collected 144 from side pot" in text and "collected 143 from side pot" in text
    assert "Lo: 5,4,3,2,A" in text and "Lo: 6,5,3,2,A" in text
    assert re.search(r"^\w+: brings in for 50$", text, re.M)
    assert "mucked [" in text  # hands that lost are listed with their cards


@pytest.mark.parametrize("seed", range(60))
def test_random_hands_export_and_read_back(seed: int) -> None:
    hand = stored(random_record(seed))
    check_same_hand(hand, parse_hand_history(hand_to_text(hand)))


@pytest.mark.parametrize("seed", [0, 7, 21])
def test_dollars_export_reads_back_in_cents(seed: int) -> None:
    hand = stored(random_record(seed))
    text = hand_to_text(hand, dollars=True)
    assert "Razz Limit ($2/$4 USD)" in text and "posts the ante $0.40" in text
    parsed = parse_hand_history(text)
    assert parsed.dollars
    check_same_hand(hand, parsed)


def test_completion_is_written_as_a_raise_and_the_bring_in_seat_completing_bets() -> None:
    from tests.engine.dealing import make_hand, play

    cards = {1: "2c 3c 7d 8c 9c Tc 4c", 2: "2d 3d 6h 8d 9d Td 4d", 4: "2s 3s Ks 8s 9s Ts 4s"}
    hand = make_hand(cards)
    play(hand, "bring-in", "complete", "raise", "fold", "fold")
    text = hand_to_text(stored(hand.record))
    assert ": brings in for 50\n" in text
    assert ": raises 150 to 200\n" in text and ": raises 200 to 400\n" in text
    hand = make_hand(cards)
    play(hand, "complete", "fold", "fold")
    text = hand_to_text(stored(hand.record))
    assert re.search(r"^\w+: bets 200$", text, re.M)
    parsed = parse_hand_history(text)
    assert parsed.actions[0].type is ActionType.COMPLETE
    assert "folded on the 3rd Street (didn't bet)" in text


def test_hole_cards_only_for_the_hero_or_nobody() -> None:
    record = random_record(3)
    hand = stored(record)
    hero = hand.hero_seat
    for viewer in (hero, None):
        parsed = parse_hand_history(hand_to_text(hand, hero_seat=viewer))
        for seat, cards in parsed.cards:
            revealed = any(r.seat == seat for r in record.showdown)
            if seat != viewer and not revealed:
                ups = {e.card for e in record.events if isinstance(e, CardDealt) and e.seat == seat and e.face_up}
                assert set(cards) <= ups


def test_awkward_names_still_read_back() -> None:
    record = random_record(12)
    names = {record.seats[0]: "Seat 3: x (10 in chips)", record.seats[1]: "Ada: raises 5 to 10",
             record.seats[2]: "Ada", record.seats[3]: "Ada", record.seats[4]: "  spaced\nout  "}
    hand = stored(record, players_for(record, names=names))
    text = hand_to_text(hand)
    parsed = parse_hand_history(text)
    assert [s.name for s in parsed.seats] == [
        "Seat 3: x (10 in chips)", "Ada: raises 5 to 10", f"Ada [seat {record.seats[2]}]",
        f"Ada [seat {record.seats[3]}]", "spaced out",
    ]
    acted = [(e.seat, e.type, e.amount) for e in record.events if isinstance(e, PlayerActed)]
    assert [(a.seat, a.type, a.amount) for a in parsed.actions] == acted


def test_pot_labels() -> None:
    assert pot_label(0, 1) == "pot"
    assert [pot_label(i, 2) for i in range(2)] == ["main pot", "side pot"]
    assert [pot_label(i, 3) for i in range(3)] == ["main pot", "side pot-1", "side pot-2"]


def test_not_a_hand_is_refused() -> None:
    with pytest.raises(HandHistoryError):
        parse_hand_history("Full Tilt Poker Game #1: Table x - $1/$2 - Limit Razz\n")
    assert parse_hand_histories("") == []


def test_several_hands_in_one_text() -> None:
    hands = [stored(random_record(s), hand_id=100 + s) for s in range(5)]
    text = "\n\n".join(hand_to_text(h) for h in hands)
    parsed = parse_hand_histories(text)
    assert [p.hand_number for p in parsed] == [100, 101, 102, 103, 104]


STARS_FILES = [
    "fpdb-3__Razz-USD-0.04-0.08-200911.txt",
    "fpdb-3__8-Game-2max-STT-play-100-201306.homeGame.shootout.txt",
    "fpdb-3__Razz-8max-USD-200-15-201009.bracket.in.alias.txt",
]


@pytest.mark.parametrize("name", STARS_FILES)
def test_real_pokerstars_files_parse_and_add_up(name: str) -> None:
    """Real files: the chips the actions put in, less what came back, make the pot."""
    hands = parse_hand_histories((histories() / name).read_text(encoding="utf-8"))
    assert hands
    for h in hands:
        put_in = sum(a for _, a, _ in h.antes) + sum(a.amount for a in h.actions) - sum(a for _, a in h.uncalled)
        assert put_in == h.total_pot, h.hand_number
        assert sum(a for _, a, _ in h.collected) <= h.total_pot
        assert h.actions[0].type in (ActionType.BRING_IN, ActionType.COMPLETE)
        for a in h.actions:
            if a.street > 3:
                assert a.type is not ActionType.BRING_IN
        assert h.seats and h.small_bet < h.big_bet


def test_real_pokerstars_first_hand_in_detail() -> None:
    h = parse_hand_histories((histories() / STARS_FILES[0]).read_text(encoding="utf-8"))[0]
    assert h.hand_number == 35874566077 and h.dollars and (h.small_bet, h.big_bet) == (4, 8)
    assert [s.name for s in h.seats] == ["kobreli", "willy32948", "meg100", "Hero", "SilkZone"]
    assert h.antes[0] == (1, 1, False)
    first = h.actions[0]
    assert (first.seat, first.type, first.amount) == (1, ActionType.BRING_IN, 2)
    assert dict(h.cards)[7][:3] == parse_cards("Td 2s 9s")
    assert h.uncalled == ((8, 8),) and h.collected == ((8, 39, "pot"),) and h.total_pot == 41


def test_missing_shared_histories_fail_with_a_clear_message() -> None:
    with pytest.raises(pytest.fail.Exception, match=r"the real hand histories are missing: expected the folder .*no-such"):
        histories("no-such-folder")
