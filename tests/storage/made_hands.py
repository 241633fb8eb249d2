"""Hand-made hands for the browse and import tests: every card chosen, every result counted by hand.

Two seats each; seat 1 is "You" (the human) in the played hands. Each hand
is played passively (bring in, then check or call) to the showdown, or
seat 1 folds at once when ``fold`` is set.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from razz_desktop.engine import Action, ActionType, GameConfig, Hand, HandRecord, Stakes
from razz_desktop.engine.cards import Card, parse_cards
from razz_desktop.records import SeatPlayer, TournamentTag
from tests.engine.dealing import deck_for

T0 = datetime(2025, 6, 1, 18, 0, tzinfo=UTC)


def passive(cards: dict[int, str], fold: bool = False, stakes: Stakes | None = None, hand_id: int = 1) -> HandRecord:
    hand = Hand(GameConfig(stakes or Stakes()), dict.fromkeys(cards, 10_000), deck=deck_for(cards), hand_id=hand_id)
    hand.start()
    while not hand.finished:
        kinds = {la.type: la for la in hand.legal_actions()}
        assert hand.to_act is not None
        if fold and hand.to_act == 1 and ActionType.FOLD in kinds:
            kind = ActionType.FOLD
        else:
            kind = next(k for k in (ActionType.BRING_IN, ActionType.CHECK, ActionType.CALL) if k in kinds)
        hand.act(Action(hand.to_act, kind))
    return hand.record


def played_players() -> list[SeatPlayer]:
    return [SeatPlayer(1, "You", True, None), SeatPlayer(2, "Bot", False, "regular")]


# (cards, fold, stakes): what the browse test counts on is written beside each.
H1 = ({1: "As 2d 3c 4h 5s 9c 9d", 2: "Kc Kd Qh Qs Jc Jd Th"}, False, None)
"""You: A-2-3 start, a 5-low; win at showdown."""
H2 = ({1: "7c 8d 8h", 2: "Ac 2c Kd"}, True, None)
"""You: 7-8-8 (a pair), door 8h below the Bot's Kd, so the Bot brings in; you fold: lose the ante."""
H3 = ({1: "2c 5d 8h 9s Tc Jd Qh", 2: "Ah 2h 3h 4s 6c 7d 8s"}, False, None)
"""You: three to an 8 (2-5-8), a T-low (T-9-8-5-2); lose at showdown to the Bot's 6-low."""
H4 = ({1: "3c 4d 6h 7s 8c Kd Kh", 2: "9c 9d 9h Ts Tc Jh Js"}, False, Stakes(small_bet=100, big_bet=200, ante=20, bring_in=25))
"""You: three to a 6 (3-4-6), an 8-low (8-7-6-4-3); win at showdown against trips and two pair; stakes 100/200."""
IMPORTED_CARDS = {1: "Kc Qd Jh Ts 9c 8d 7h", 2: "Ah 2h 2c 3d 4s 5c 6d"}
"""Imported: "Opp" in seat 1 (only the upcards known), "Hero" in seat 2 (A-2-2 start, a pair; a 5-low); Hero wins."""


@dataclass(frozen=True)
class Seat:
    seat: int
    name: str


@dataclass(frozen=True)
class Parsed:
    record: HandRecord
    seats: tuple[Seat, ...]
    known_cards: tuple[tuple[int, tuple[Card | None, ...]], ...]
    table: str = "Table Alpha"
    dollars: bool = False
    rake: int = 0
    tournament: TournamentTag | None = None
    collected: tuple[tuple[int, int, str], ...] = ()  # the file's "collected" lines: none written here


@dataclass(frozen=True)
class Imported:
    """The shape of ``storage.importing.reading.ImportedHand``."""

    file: Path | str
    site: str
    site_hand_id: str
    hand: Parsed
    played_at: datetime
    hero: str | None


def imported_hand(site_hand_id: str = "254001", file: str = "/hh/stars.txt", hero: str | None = "Hero",
                  when: datetime | None = None) -> Imported:
    record = passive(IMPORTED_CARDS, hand_id=int(site_hand_id))
    known: list[tuple[int, tuple[Card | None, ...]]] = []
    for seat, cards in record.cards:
        shown = parse_cards(IMPORTED_CARDS[seat])[:len(cards)]
        known.append((seat, tuple(c if seat == 2 or 2 <= k <= 5 else None for k, c in enumerate(shown))))
    return Imported(file, "PokerStars", site_hand_id, Parsed(record, (Seat(1, "Opp"), Seat(2, "Hero")), tuple(known)),
                    when or T0 + timedelta(days=1), hero)
