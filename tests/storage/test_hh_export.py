"""The PokerStars export on each point where "Copy as text" differed from real files, and
round trips: played hands and every real hand (import -> export -> import) come back the same."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.engine import Action, ActionType, GameConfig, Hand, Stakes
from razz_desktop.engine.events import PlayerActed
from razz_desktop.records import HandOrigin, SeatPlayer, StoredHand
from razz_desktop.storage.formats.hh_parsed import ParsedHand
from razz_desktop.storage.formats.hhtext import hand_to_text, read_hand_histories
from razz_desktop.storage.formats.phh import read_phh
from razz_desktop.storage.formats.phh_write import hand_to_phh
from razz_desktop.storage.importing.reading import ImportedHand, read_text
from tests.engine.dealing import make_hand, play

from .hands import BIG_HAND_CARDS, players_for, random_record, side_split_community_record
from .test_hhtext import STARS_FILES, histories
from .test_import_corpus import OUTCOMES

WHEN = datetime(2024, 5, 1, 4, 30, 5, tzinfo=UTC)  # 0:30:05 ET


def stored(record, hand_id: int = 7) -> StoredHand:  # type: ignore[no-untyped-def]
    return StoredHand(hand_id, 1, WHEN, tuple(players_for(record)), record)


def read_back(text: str) -> ParsedHand:
    (r,) = read_hand_histories(text)
    assert isinstance(r, ParsedHand), r
    return r


def test_side_pots_are_settled_first_each_with_its_shows_then_the_main_pot() -> None:
    text = hand_to_text(stored(side_split_community_record()))
    showdown = text.split("*** SHOW DOWN ***\n")[1].split("*** SUMMARY ***")[0].splitlines()
    kinds = ["collect" if " collected " in x else "show" for x in showdown]
    side = [x for x in showdown if "from side pot" in x]
    main = [x for x in showdown if "from main pot" in x]
    assert side and main and showdown.index(side[-1]) < showdown.index(main[0])
    assert kinds[-1] == "collect" and kinds.index("collect") > 0
    all_in = [x for x in showdown if x.startswith(("You:", "You "))]  # seat 1, all-in on 4th: main pot only
    assert showdown.index(all_in[0]) > showdown.index(side[-1])
    read_back(text)


def test_betting_is_capped_after_the_capping_raise() -> None:
    hand = make_hand({1: "2c 3c Kd 8c 9c Tc 4c", 2: "2d 3d 6h 8d 9d Td 4d"})
    play(hand, "bring-in", "complete", "raise", "raise", "raise", "call", "bet", "fold")
    text = hand_to_text(stored(hand.record))
    assert re.search(r": raises 200 to 800\nBetting is capped\n", text), text
    read_back(text)


def test_an_uncontested_winner_does_not_show() -> None:
    hand = make_hand({1: "2c 3c Kd 8c 9c Tc 4c", 2: "2d 3d 6h 8d 9d Td 4d"})
    play(hand, "bring-in", "complete", "fold")
    text = hand_to_text(stored(hand.record))
    assert re.search(r"collected \d+ from pot\n\w+: doesn't show hand\n\*\*\* SUMMARY", text), text


def test_play_money_and_the_unpadded_hour() -> None:
    text = hand_to_text(stored(random_record(1)))
    assert text.splitlines()[1] == "Table 'Razz Desktop' 8-max (Play Money)"
    assert " - 2024/05/01 0:30:05 ET\n" in text or " - 2024/05/01 4:30:05 UTC\n" in text
    assert "(Play Money)" not in hand_to_text(stored(random_record(1)), dollars=True)


def test_ante_chips_only_one_player_can_win_are_returned() -> None:
    hand = Hand(GameConfig(Stakes(small_bet=40, big_bet=80, ante=7, bring_in=10)), {1: 994, 2: 6})
    hand.start()
    assert hand.finished
    text = hand_to_text(stored(hand.record))
    assert "Uncalled bet (1) returned to" in text.split("*** 3rd STREET ***")[0]
    assert "Total pot 12 | Rake 0" in text and "collected 1 " not in text
    back = read_back(text)
    assert back.uncalled and back.total_pot == 12


def test_the_community_card_is_not_repeated_in_shown_cards() -> None:
    text = hand_to_text(stored(side_split_community_record()))
    for cards in re.findall(r"(?:shows|showed|mucked) \[([^\]]*)\]", text):
        assert "5h" not in cards.split() and len(cards.split()) == 6
    assert "*** RIVER *** [5h]" in text and "Board [5h]" in text
    assert len(BIG_HAND_CARDS) == 8


@settings(max_examples=80, deadline=None)
@given(st.integers(min_value=0, max_value=10**6), st.booleans())
def test_played_hands_round_trip_through_pokerstars_text(seed: int, dollars: bool) -> None:
    record = random_record(seed)
    back = read_back(hand_to_text(stored(record), dollars=dollars))
    assert back.record.pots == record.pots and back.record.final_stacks == record.final_stacks
    acted = [(e.street, e.seat, e.type, e.amount, e.to, e.all_in) for e in record.events if isinstance(e, PlayerActed)]
    assert [(a.street, a.seat, a.type, a.amount, a.to, a.all_in) for a in back.actions] == acted


def as_stored(imported: ImportedHand, hand_id: int = 1) -> StoredHand:
    """What the hand log keeps of an imported hand (storage/repository builds the same)."""
    h = imported.hand
    players = tuple(SeatPlayer(s.seat, s.name, s.name == imported.hero) for s in h.seats
                    if s.seat in h.record.seats)
    origin = HandOrigin(imported.site, imported.site_hand_id, imported.file, h.table, h.dollars, h.rake,
                        imported.hero)
    return StoredHand(hand_id, 1, imported.played_at, players, h.record, origin=origin, known_cards=h.known_cards)


def same(a: ParsedHand, b: ParsedHand) -> None:
    ra, rb = a.record, b.record
    assert [(s.seat, s.name, s.stack) for s in a.seats if s.seat in ra.seats] == \
        [(s.seat, s.name, s.stack) for s in b.seats]
    assert a.known_cards == b.known_cards
    assert [(x.street, x.seat, x.type, x.amount, x.to, x.all_in) for x in a.actions] == \
        [(x.street, x.seat, x.type, x.amount, x.to, x.all_in) for x in b.actions]
    assert ra.pots == rb.pots and ra.final_stacks == rb.final_stacks and ra.community_card == rb.community_card
    assert (a.small_bet, a.big_bet, a.ante, a.dollars, a.rake) == (b.small_bet, b.big_bet, b.ante, b.dollars, b.rake)


REAL = sorted(k for k, r in OUTCOMES.items() if isinstance(r, ImportedHand))


@pytest.mark.parametrize("key", REAL)
def test_every_real_hand_round_trips_in_both_formats(key: str) -> None:
    imported = OUTCOMES[key]
    assert isinstance(imported, ImportedHand)
    hand = as_stored(imported)
    text = hand_to_text(hand)
    (again,) = list(read_text(text, "x.txt", ".txt"))
    assert isinstance(again, ImportedHand), (again, text)
    assert again.site_hand_id == (key if key.isdigit() else "1") and again.played_at == imported.played_at
    same(imported.hand, again.hand)
    (phh,) = list(read_phh(hand_to_phh(hand), "x"))
    assert isinstance(phh, ParsedHand), phh
    assert phh.site == imported.site and phh.hand_id == key
    same(imported.hand, phh)


def test_real_files_and_our_export_agree_line_for_line_on_the_structure() -> None:
    """Our export of a real hand has the real file's lines, in the real order, chat aside."""
    text = (histories() / STARS_FILES[2]).read_text(encoding="utf-8")
    imported = OUTCOMES["49382949075"]
    assert isinstance(imported, ImportedHand)
    ours = hand_to_text(as_stored(imported)).splitlines()
    real = [x.strip() for x in text.strip().splitlines()]
    assert ours[2:] == real[2:], [(a, b) for a, b in zip(ours, real, strict=False) if a != b][:3]
    assert ActionType.RAISE and Action
