"""How a session starts: who sits where, at which stakes, and what happens to the broke.

:class:`SessionSetup` is the frozen description the game controller deals
from, built by :meth:`SessionSetup.from_settings` from the user's settings
(or directly, by tests and benchmarks). It holds no Qt and no live state: the
controller keeps a setup and replaces it when a menu option changes, and the
next session (or, for the pacing options, the next step) reads the new one.
:class:`BustRule` and :class:`HumanBust` take the settings file's strings
(``play.when_computer_busts``, ``play.when_you_bust``) as their values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from razz_desktop.engine.rules import MAX_PLAYERS, GameConfig, Stakes
from razz_desktop.settings import Settings
from razz_desktop.tournament.payouts import Payouts
from razz_desktop.tournament.schedule import Schedule


class BustRule(StrEnum):
    """What happens to a computer player who loses every chip."""

    REBUY = "rebuy"  # the same player buys in again
    REPLACE = "replace"  # a new player takes the seat


class HumanBust(StrEnum):
    """What happens when the human loses every chip (settings: play.when_you_bust)."""

    ASK = "ask"  # offer a rebuy or leaving the table
    REBUY = "rebuy"  # buy in again automatically
    END = "end"  # the session ends


DEFAULT_STAKES = Stakes(small_bet=200, big_bet=400, ante=40, bring_in=50)
DEFAULT_LEVELS = ("regular", "strong", "beginner", "regular", "strong", "beginner", "regular")


@dataclass(frozen=True, slots=True)
class TournamentSetup:
    """A sit-and-go instead of a cash session: the schedule, the payouts and the buy-in (play money)."""

    schedule: Schedule
    payouts: Payouts | None = None
    """None: the usual table for the number of players (``tournament.payouts.default_payouts``)."""
    buy_in: int = 0


@dataclass(frozen=True, slots=True)
class SessionSetup:
    """How a session starts; the settings dialog (a later issue) will build these."""

    config: GameConfig = field(default_factory=lambda: GameConfig(stakes=DEFAULT_STAKES))
    opponents: int = 5
    human_seat: int = 4
    human_name: str = "You"
    buy_in_big_bets: int = 100
    bot_levels: tuple[str, ...] = DEFAULT_LEVELS
    auto_continue: bool = True
    next_hand_delay_ms: int = 3500
    bust_rule: BustRule = BustRule.REBUY
    human_bust: HumanBust = HumanBust.ASK
    thinking_ms: tuple[int, int] = (550, 1300)
    seed: int | None = None
    """Seeds the deck shuffles and the bots: a seeded session replays exactly."""
    opponents_by_seat: tuple[tuple[int, str, str | None], ...] = ()
    """(seat, level, style) for every computer seat, when the settings name them;
    empty: ``opponents`` bots with ``bot_levels`` in turn and no style."""
    starting_stack: int | None = None
    """Chips each player sits down with; None: ``buy_in_big_bets`` big bets."""
    tournament: TournamentSetup | None = None
    """A sit-and-go (its schedule's starting chips and levels replace the stakes and buy-in)."""

    @property
    def buy_in(self) -> int:
        if self.tournament is not None:
            return self.tournament.schedule.starting_chips
        if self.starting_stack is not None:
            return self.starting_stack
        return self.buy_in_big_bets * self.config.stakes.big_bet

    def seats(self) -> list[int]:
        if self.opponents_by_seat:
            return sorted({self.human_seat, *(seat for seat, _, _ in self.opponents_by_seat)})
        count = min(max(self.opponents + 1, 2), MAX_PLAYERS)
        return list(range(1, count + 1))

    def opponent(self, seat: int, index: int) -> tuple[str, str | None]:
        """The level and style of the computer player in ``seat`` (``index``: its order at the table)."""
        for s, level, style in self.opponents_by_seat:
            if s == seat:
                return level, style
        return self.bot_levels[index % len(self.bot_levels)], None

    @classmethod
    def from_settings(cls, settings: Settings, **overrides: Any) -> SessionSetup:
        """A session as the user's settings (razz_desktop.settings.Settings) describe it."""
        table = settings.table
        play = settings.play
        opponents = tuple((seat, opp.level, opp.style) for seat, opp in sorted(table.computer_seats().items()))
        values: dict[str, Any] = {
            "config": settings.to_game_config(),
            "opponents": len(opponents),
            "human_seat": table.human_seat,
            "opponents_by_seat": opponents,
            "starting_stack": table.starting_stack,
            "auto_continue": play.auto_next_hand,
            "bust_rule": BustRule(play.when_computer_busts),
            "human_bust": HumanBust(play.when_you_bust),
        }
        values.update(overrides)
        return cls(**values)
