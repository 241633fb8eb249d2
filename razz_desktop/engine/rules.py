"""Stakes, house rules and the street table: the game's configuration as data.

Everything a table may vary lives here as frozen dataclasses, so a hand can be
replayed from (config, seats, deck, actions) alone. Chips are integers; the
settings layer turns percentages into chips before a config is built.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from .frozen_record import frozen_record

MIN_PLAYERS = 2
MAX_PLAYERS = 8
SEATS = tuple(range(1, MAX_PLAYERS + 1))
BUTTON_SEAT = 8
"""The stud button sits at seat 8's place: seat 1 is first to its left."""


class ConfigError(ValueError):
    """A configuration that no table could play."""


@frozen_record
class Stakes:
    """Fixed-limit stakes in chips. Default "$2/$4" with 1 chip = 1 cent."""

    small_bet: int = 200
    big_bet: int = 400
    ante: int = 40
    bring_in: int = 50

    def __post_init__(self) -> None:
        for f in fields(self):
            v = getattr(self, f.name)
            if not isinstance(v, int) or isinstance(v, bool):
                raise ConfigError(f"{f.name} must be a whole number of chips, got {v!r}")
        if self.small_bet <= 0:
            raise ConfigError("the small bet must be at least 1 chip")
        if self.big_bet < self.small_bet:
            raise ConfigError("the big bet must be at least the small bet")
        if self.ante < 0 or self.ante > self.small_bet:
            raise ConfigError("the ante must be between 0 and the small bet")
        if self.bring_in <= 0 or self.bring_in >= self.small_bet:
            raise ConfigError("the bring-in must be at least 1 chip and less than the small bet")


@frozen_record
class HouseRules:
    """The options RULES.md lists; the names are the scenario file's keys.

    - ``no_cap_heads_up``: no cap on raises when only two players remain.
    - ``open_pair_big_bet``: on 4th street an open pair lets the first bet
      (and the raises after it) be a big bet (a seven-card-stud custom).
    - ``board_ties_by_suit``: equal boards on 4th-6th street are broken by the
      suit of the highest upcard (lower suit acts first) instead of position.
    - ``odd_chip_by_suit``: an odd chip goes to the tied winner holding the
      lowest card by suit (Robert's Rules for low games) instead of seat order.
    - ``auto_muck``: hands that cannot win are mucked at showdown without
      asking; when off, such a player chooses to show or muck.
    """

    no_cap_heads_up: bool = False
    open_pair_big_bet: bool = False
    board_ties_by_suit: bool = False
    odd_chip_by_suit: bool = False
    auto_muck: bool = True

    @classmethod
    def from_dict(cls, data: Any) -> HouseRules:
        if not isinstance(data, dict):
            raise ConfigError('house rules must be an object such as {"auto_muck": false}')
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ConfigError(
                f"unknown house rule(s): {', '.join(sorted(unknown))}; known: {', '.join(sorted(known))}"
            )
        for k, v in data.items():
            if not isinstance(v, bool):
                raise ConfigError(f"house rule {k} must be true or false, got {v!r}")
        return cls(**data)


@dataclass(frozen=True, slots=True)
class GameConfig:
    stakes: Stakes = field(default_factory=Stakes)
    house_rules: HouseRules = field(default_factory=HouseRules)


@frozen_record
class Street:
    """One row of the street table."""

    number: int  # 3..7
    name: str
    cards_up: tuple[bool, ...]  # one entry per card dealt to each player this street
    big_bet: bool  # betting in big bets?


STREETS: dict[int, Street] = {
    3: Street(3, "3rd street", (False, False, True), False),
    4: Street(4, "4th street", (True,), False),
    5: Street(5, "5th street", (True,), True),
    6: Street(6, "6th street", (True,), True),
    7: Street(7, "7th street", (False,), True),
}
MAX_LEVEL = 4
"""One bet and three raises per betting round (the bring-in does not count)."""


def counts_as_full(measured_from: int, to: int, target: int, all_in: bool) -> bool:
    """The half-bet rule: is a bet or raise to ``to`` a full one?

    A full-sized action always is. An all-in for less counts as full when it
    adds at least half of what the full action (to ``target``) would have
    added over ``measured_from``: the bet faced, or on 3rd street before any
    completion the bring-in amount (RULES.md: "against the completion").
    """
    return not all_in or 2 * (to - measured_from) >= target - measured_from


def measured_from(street: int, current: int, bring_in: int) -> int:
    """Where the half-bet rule measures an aggressive action from.

    The bring-in player who completes (all-in) before posting is judged from
    the bring-in, exactly like a player completing over a posted bring-in.
    """
    return bring_in if street == 3 and current == 0 else current
