"""A session's table: who sits where with how many chips, hand after hand.

The table outlives hands: it deals in every seat with chips, numbers the
hands, and takes the final stacks back when a hand ends. Seats, chips and the
configuration change only between hands, so a running hand never sees them
move under it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from .cards import Deck
from .hand import Hand
from .rules import MIN_PLAYERS, SEATS, ConfigError, GameConfig


class Table:
    def __init__(self, config: GameConfig, stacks: Mapping[int, int], first_hand_id: int = 1) -> None:
        self.config = config
        self._stacks: dict[int, int] = {}
        self._current: Hand | None = None
        self.hand_count = 0
        self._next_id = first_hand_id
        for seat, chips in stacks.items():
            self.sit(seat, chips)

    @property
    def stacks(self) -> dict[int, int]:
        return dict(self._stacks)

    @property
    def current_hand(self) -> Hand | None:
        return self._current

    def dealt_in(self) -> list[int]:
        """Seats that will be dealt the next hand: everyone with chips."""
        return [s for s in sorted(self._stacks) if self._stacks[s] > 0]

    def _require_between_hands(self) -> None:
        """Seats and chips move only once the last hand's result is taken back.

        A finished but unsettled hand still owns the stacks: dealing from, or
        seating against, the table's older numbers would make chips appear or
        vanish.
        """
        if self._current is not None:
            if not self._current.finished:
                raise RuntimeError("seats and chips change only between hands")
            raise RuntimeError("settle the finished hand first (Table.settle)")

    @staticmethod
    def _chips(chips: object, what: str) -> int:
        if not isinstance(chips, int) or isinstance(chips, bool):
            raise ConfigError(f"{what} must be a whole number of chips, got {chips!r}")
        return chips

    def sit(self, seat: int, chips: int) -> None:
        self._require_between_hands()
        if seat not in SEATS:
            raise ConfigError(f"seat {seat} does not exist (seats are 1 to 8)")
        if seat in self._stacks:
            raise ConfigError(f"seat {seat} is taken")
        if self._chips(chips, "a stack") < 0:
            raise ConfigError("a stack cannot be negative")
        self._stacks[seat] = chips

    def leave(self, seat: int) -> int:
        """Remove a player; returns the chips they take with them."""
        self._require_between_hands()
        return self._stacks.pop(seat)

    def rebuy(self, seat: int, chips: int) -> None:
        self._require_between_hands()
        if self._chips(chips, "a rebuy") <= 0:
            raise ConfigError("a rebuy must add chips")
        self._stacks[seat] += chips

    def new_hand(self, rng: random.Random | None = None, deck: Deck | None = None) -> Hand:
        """Deal the next hand (antes, 3rd street and bring-in already done)."""
        self._require_between_hands()
        seats = self.dealt_in()
        if len(seats) < MIN_PLAYERS:
            raise ConfigError("at least two players with chips are needed to deal a hand")
        hand = Hand(self.config, {s: self._stacks[s] for s in seats}, deck=deck, rng=rng, hand_id=self._next_id)
        self._next_id += 1
        self._current = hand
        hand.start()
        return hand

    def settle(self, hand: Hand) -> None:
        """Take a finished hand's final stacks back to the table."""
        if not hand.finished:
            raise RuntimeError("the hand is not finished")
        if hand is not self._current:
            raise RuntimeError("that hand was not dealt at this table or is already settled")
        for seat, chips in hand.stacks.items():
            self._stacks[seat] = chips
        self.hand_count += 1
        self._current = None
