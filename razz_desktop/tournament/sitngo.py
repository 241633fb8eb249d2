"""A sit-and-go between hands: levels, knock-outs, finishing places and prizes, over the engine's table.

The engine deals and settles each hand (``engine.table.Table``); this module
owns what a tournament adds, as the rule book's "Tournaments" section says:

- **Levels change between hands only.** The level due is read from the
  schedule when a hand is dealt (hands played, and minutes of play the
  caller reports with :meth:`SitAndGo.add_play_time`, the clock stopped
  while the game is paused); a hand begun at one level finishes at it.
- **Short stacks** post what they have and are all-in: the engine's rule,
  unchanged at any level.
- **Knock-outs**: a player with no chips after a hand is out and the seat
  closes. Players out on the same hand finish in the order of their stacks
  at the start of that hand (the larger stack higher, the TDA's rule);
  equal stacks share the places and their prizes.
- **Chips stay whole**: nothing is coloured up, and the chips in play are
  always the players' starting chips added up (checked after every hand).

Pure: no Qt, no SQL. The controller that runs a tournament at the table and
the arena's headless tournaments both drive this class.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from razz_desktop.engine.cards import Deck
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import HouseRules
from razz_desktop.engine.table import Table

from .payouts import Payouts, default_payouts, prizes_by_seat
from .schedule import Level, Schedule


class TournamentOver(RuntimeError):
    """No hand can be dealt: one player has all the chips."""


@dataclass(frozen=True, slots=True)
class Knockout:
    """Seats out on one hand, as one finishing group (equal stacks at the hand's start share a place)."""

    hand_id: int
    place: int
    seats: tuple[int, ...]
    starting_stack: int


@dataclass(frozen=True, slots=True)
class Standing:
    """A finishing place: the seats in it (several if they tied) and each one's prize."""

    place: int
    seats: tuple[int, ...]
    prizes: tuple[int, ...]


class SitAndGo:
    """One sit-and-go: the table, the level clock, who is out and in which place."""

    def __init__(self, schedule: Schedule, seats: Mapping[int, str] | list[int], *,
                 payouts: Payouts | None = None, buy_in: int = 0,
                 house_rules: HouseRules | None = None, first_hand_id: int = 1) -> None:
        players = list(seats)
        if len(players) < 2:
            raise ValueError("a tournament needs at least two players")
        if not isinstance(buy_in, int) or isinstance(buy_in, bool) or buy_in < 0:
            raise ValueError("the buy-in is a whole number of chips, 0 or more")
        self.schedule = schedule
        self.names: dict[int, str] = dict(seats) if isinstance(seats, Mapping) else {s: f"Seat {s}" for s in seats}
        self.entrants = len(players)
        self.payouts = payouts or default_payouts(self.entrants)
        self.buy_in = buy_in
        self.house_rules = house_rules or HouseRules()
        self.table = Table(schedule.config(0, self.house_rules), dict.fromkeys(players, schedule.starting_chips),
                           first_hand_id=first_hand_id)
        self.chips_in_play = schedule.starting_chips * self.entrants
        self.hands_played = 0
        self.seconds_played = 0.0
        self.level_index = 0
        """The level of the hand in progress, or of the last hand dealt."""
        self.knockouts: list[Knockout] = []
        self._start_stacks: dict[int, int] = {}

    @classmethod
    def restore(cls, schedule: Schedule, names: Mapping[int, str], stacks: Mapping[int, int], *,
                hands_played: int, seconds_played: float, knockouts: list[Knockout],
                payouts: Payouts | None = None, buy_in: int = 0, house_rules: HouseRules | None = None,
                next_hand_id: int = 1) -> SitAndGo:
        """A tournament taken up again between hands (a saved session): the players still in and
        their stacks, the clock, and who went out in which place.

        ``names`` holds every entrant (those out too); the stacks must add to the
        entrants' starting chips, or chips would be created or lost by the save.
        """
        sng = cls(schedule, names, payouts=payouts, buy_in=buy_in, house_rules=house_rules,
                  first_hand_id=next_hand_id)
        out = {seat for ko in knockouts for seat in ko.seats}
        if set(stacks) | out != set(names) or set(stacks) & out:
            raise ValueError("every entrant is either still in with chips or out in a place")
        if any(not isinstance(c, int) or isinstance(c, bool) or c <= 0 for c in stacks.values()):
            raise ValueError("a player still in has a positive whole number of chips")
        if sum(stacks.values()) != sng.chips_in_play:
            raise ValueError(f"the stacks add to {sum(stacks.values())}, not the {sng.chips_in_play} chips in play")
        for seat in out:
            sng.table.leave(seat)
        for seat, chips in stacks.items():
            sng.table.leave(seat)
            sng.table.sit(seat, chips)
        sng.hands_played = hands_played
        sng.seconds_played = seconds_played
        sng.level_index = schedule.level_after(hands_played, seconds_played)
        sng.knockouts = list(knockouts)
        return sng

    # ----------------------------------------------------------------- clock

    def add_play_time(self, seconds: float) -> None:
        """Count ``seconds`` of play toward a level measured in minutes (the caller pauses it)."""
        if seconds < 0:
            raise ValueError("play time only moves forward")
        self.seconds_played += seconds

    @property
    def level_due(self) -> int:
        """The level the next hand is dealt at."""
        return self.schedule.level_after(self.hands_played, self.seconds_played)

    @property
    def level(self) -> Level:
        return self.schedule.level(self.level_index)

    @property
    def until_next_level(self) -> float | None:
        """Hands (or minutes) until the next level; None at the last level."""
        return self.schedule.until_next(self.hands_played, self.seconds_played)

    # ---------------------------------------------------------------- hands

    @property
    def players_left(self) -> list[int]:
        return sorted(self.table.stacks)

    @property
    def over(self) -> bool:
        return len(self.table.stacks) < 2

    @property
    def pool(self) -> int:
        return self.buy_in * self.entrants

    def average_stack(self) -> int:
        return self.chips_in_play // max(1, len(self.table.stacks))

    def deal(self, rng: random.Random | None = None, deck: Deck | None = None) -> Hand:
        """Deal the next hand at the level due now (antes, 3rd street and the bring-in done)."""
        if self.over:
            raise TournamentOver("the tournament is over")
        self.level_index = self.level_due
        self.table.config = self.schedule.config(self.level_index, self.house_rules)
        self._start_stacks = self.table.stacks
        return self.table.new_hand(rng=rng, deck=deck)

    def finish(self, hand: Hand) -> Knockout | None:
        """Take the finished hand back: settle the stacks, close the seats of those knocked out.

        Returns the worst-placed group knocked out on this hand, if any (every
        group is in :attr:`knockouts`). Raises if chips were created or lost.
        """
        self.table.settle(hand)
        self.hands_played += 1
        stacks = self.table.stacks
        if sum(stacks.values()) != self.chips_in_play:
            raise RuntimeError(f"hand {hand.hand_id} changed the chips in play: {stacks}")
        busted = [s for s, chips in stacks.items() if chips == 0]
        if not busted:
            return None
        left = len(stacks) - len(busted)
        by_start: dict[int, list[int]] = {}
        for seat in busted:
            by_start.setdefault(self._start_stacks[seat], []).append(seat)
        groups = [by_start[k] for k in sorted(by_start, reverse=True)]  # the larger stack finishes higher
        place = left + 1
        worst: Knockout | None = None
        for group in groups:
            ko = Knockout(hand.hand_id, place, tuple(sorted(group)), self._start_stacks[group[0]])
            self.knockouts.append(ko)
            worst = ko
            place += len(group)
        for seat in busted:
            self.table.leave(seat)
        return worst

    # ------------------------------------------------------------- results

    def standings(self) -> list[Standing]:
        """Every finishing place so far, best first; the players still in share no place yet.

        Once the tournament is over the last player with chips is first.
        """
        groups: list[tuple[int, tuple[int, ...]]] = []
        if self.over:
            groups.extend((1, (seat,)) for seat in self.table.stacks)
        groups.extend(sorted(((ko.place, ko.seats) for ko in self.knockouts), key=lambda g: g[0]))
        by_seat = prizes_by_seat(self.payouts, self.pool, [seats for _, seats in groups]) if self.over \
            else {}
        return [Standing(place, seats, tuple(by_seat.get(s, 0) for s in seats)) for place, seats in groups]

    def place_of(self, seat: int) -> int | None:
        """A seat's finishing place (None while it still plays)."""
        for standing in self.standings():
            if seat in standing.seats:
                return standing.place
        return None
