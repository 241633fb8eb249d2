"""PHH: the WSOP hands read, what this app writes reads back, and pokerkit (an independent
reader of the format) loads our files and replays them to the same stacks."""

from __future__ import annotations

import tomllib
import warnings
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import PlayerActed
from razz_desktop.records import StoredHand
from razz_desktop.storage.formats.hh_parsed import ParsedHand
from razz_desktop.storage.formats.hhtext import HandHistoryError
from razz_desktop.storage.formats.phh import read_phh
from razz_desktop.storage.formats.phh_write import hand_to_phh, hands_to_phhs

from .hands import players_for, random_record, side_split_community_record
from .test_hhtext import histories

pokerkit = pytest.importorskip("pokerkit")
WHEN = datetime(2024, 5, 1, 18, 30, 5, tzinfo=UTC)


def stored(seed: int) -> StoredHand:
    record = random_record(seed) if seed >= 0 else side_split_community_record()
    return StoredHand(1000 + seed, 1, WHEN, tuple(players_for(record)), record)


def read_one(text: str) -> ParsedHand:
    (r,) = list(read_phh(text, "h"))
    assert isinstance(r, ParsedHand), r
    return r


def short_all_in_aggression(hand: StoredHand) -> bool:
    """A bet, completion or raise all-in for less: RULES.md and pokerkit size the next raise differently."""
    return any(isinstance(e, PlayerActed) and e.all_in and e.type in (
        ActionType.BET, ActionType.COMPLETE, ActionType.RAISE, ActionType.BRING_IN) for e in hand.record.events)


def test_the_wsop_hands_replay_and_agree_with_pokerkit() -> None:
    files = sorted((histories().parent / "wsop2023_phh").glob("*.phh"))
    assert len(files) == 10
    for path in files:
        text = path.read_text(encoding="utf-8")
        ours = read_one(text)
        theirs = list(pokerkit.HandHistory.loads(text))[-1]
        assert [s for _, s in ours.record.final_stacks] == list(theirs.stacks), path.name


def same_hand(hand: StoredHand, parsed: ParsedHand) -> None:
    record = hand.record
    assert [(s.seat, s.name, s.stack) for s in parsed.seats] == [
        (p.seat, p.name, dict(record.starting_stacks)[p.seat]) for p in hand.players]
    acted = [(e.street, e.seat, e.type, e.amount, e.to, e.all_in) for e in record.events if isinstance(e, PlayerActed)]
    assert [(a.street, a.seat, a.type, a.amount, a.to, a.all_in) for a in parsed.actions] == acted
    assert parsed.record.pots == record.pots
    assert parsed.record.final_stacks == record.final_stacks
    assert parsed.community_card == record.community_card
    assert parsed.hand_id == str(hand.hand_id) and parsed.site == "Razz Desktop" and parsed.when == WHEN
    hero = hand.hero_seat
    revealed = {r.seat for r in record.showdown}
    for seat, cards in parsed.known_cards:
        real = dict(record.cards)[seat]
        assert all(c is None for c in cards[len(real):])  # the community card is nobody's own
        for k, card in enumerate(cards[:len(real)]):
            if seat == hero or seat in revealed:
                assert card == real[k]
            elif card is not None:
                assert card == real[k] and k in (2, 3, 4, 5)  # only upcards of the others


@pytest.mark.parametrize("seed", [-1, *range(40)])
def test_our_phh_reads_back_and_pokerkit_agrees(seed: int) -> None:
    hand = stored(seed)
    text = hand_to_phh(hand)
    doc = tomllib.loads(text)
    assert doc["variant"] == "FR" and doc["ante_trimming_status"] is True
    same_hand(hand, read_one(text))
    if short_all_in_aggression(hand):
        return
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # pokerkit warns on fields it does not know
        final = list(pokerkit.HandHistory.loads(text))[-1]
    assert list(final.stacks) == [s for _, s in hand.record.final_stacks]


def test_unknown_cards_are_question_marks() -> None:
    hand = next(h for h in map(stored, range(50)) if len(h.record.showdown) < len(h.record.seats) - 1)
    doc = tomllib.loads(hand_to_phh(hand))
    deals = [a for a in doc["actions"] if a.startswith("d dh")]
    assert any("????" in a for a in deals)  # the others' down cards on 3rd street
    hero = f"p{hand.record.seats.index(hand.hero_seat) + 1}"
    assert all("??" not in a for a in deals if a.split()[2] == hero)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10**6))
def test_round_trip_property(seed: int) -> None:
    hand = stored(seed)
    same_hand(hand, read_one(hand_to_phh(hand)))


def test_a_phhs_holds_many_hands() -> None:
    hands = [stored(s) for s in range(6)]
    text = hands_to_phhs(hands)
    got = list(read_phh(text, "set"))
    assert [g.hand_id for g in got if isinstance(g, ParsedHand)] == [str(h.hand_id) for h in hands]
    assert len(list(pokerkit.HandHistory.loads_all(text))) == 6


@pytest.mark.parametrize(("change", "words"), [
    (("'FR'", "'FT'"), None),
    (("bring_in = 50", "bring_in = 500"), "no table plays these stakes"),
    (("small_bet = 200", "small_bet = 2" + "0" * 30), "digits"),
    (("variant = 'FR'", "variant = 'FR'\nvariant = 'FR'"), "not a PHH file"),
    (('"p1 pb"', '"p2 pb"'), "must bring in"),
])
def test_bad_phh_is_refused_with_a_reason(change: tuple[str, str], words: str | None) -> None:
    from tests.engine.dealing import make_hand, play

    hand = make_hand({1: "2c 3c Kd 8c 9c Tc 4c", 2: "2d 3d 6h 8d 9d Td 4d"})
    play(hand, "bring-in", "fold")
    text = hand_to_phh(StoredHand(1, 1, WHEN, tuple(players_for(hand.record)), hand.record))
    assert change[0] in text
    (r,) = list(read_phh(text.replace(*change), "h"))
    if words is None:
        assert r == ("other game", "1")
    else:
        assert isinstance(r, HandHistoryError) and words in str(r), r
