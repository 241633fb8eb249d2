"""The finished hand as data: what storage keeps, replays read and reviews grade."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .events import Event, HandRevealed
from .frozen import fast_init
from .rules import GameConfig


@fast_init
@dataclass(frozen=True, slots=True)
class PotResult:
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[tuple[int, int], ...]


@fast_init
@dataclass(frozen=True, slots=True)
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
