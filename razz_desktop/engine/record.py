"""The finished hand as data: what storage keeps, replays read and reviews grade."""

from __future__ import annotations

from .cards import Card
from .events import Event, HandRevealed
from .frozen_record import frozen_record
from .rules import GameConfig


@frozen_record
class PotResult:
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]


@frozen_record
class HandRecord:
    """Everything about a finished hand: what storage keeps and replays use."""

    hand_id: int
    config: GameConfig
    seats: tuple[int, ...]
    starting_stacks: tuple[tuple[int, int], ...]
    cards: tuple[tuple[int, tuple[Card, ...]], ...]  # every card each seat received
    community_card: Card | None
    deck: tuple[Card, ...]
    events: tuple[Event, ...]
    showdown: tuple[HandRevealed, ...]
    pots: tuple[PotResult, ...]
    net: tuple[tuple[int, int], ...]
    final_stacks: tuple[tuple[int, int], ...]
    last_street: int
