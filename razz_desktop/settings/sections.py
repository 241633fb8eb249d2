"""The sections of the user's settings: frozen dataclasses holding values only.

Each section is what one part of the program reads (the stakes and the table
for a session, the display options for the window, ...), so it can be handed
on without the rest. They hold values only: what makes them usable is
:func:`.validation.validate`'s to judge, their JSON form is :mod:`.codec`'s,
and :class:`.model.Settings` gathers them. Keeping them here, below those
modules, is what lets each of them import the classes plainly (no import
cycle, nothing imported at call time).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from razz_desktop.engine.frozen_record import frozen_record
from razz_desktop.engine.rules import MAX_PLAYERS

from .chips import percent_of
from .names import DEFAULT_VOLUME, LANGUAGE_SYSTEM, THEME_DARK


@frozen_record
class StakesSettings:
    """Stakes as the user thinks of them: bets in chips, ante and bring-in as % of the small bet."""

    small_bet: int = 200
    big_bet: int = 400
    ante_percent: int = 20
    bring_in_percent: int = 25

    @property
    def ante_chips(self) -> int:
        return percent_of(self.small_bet, self.ante_percent)

    @property
    def bring_in_chips(self) -> int:
        return percent_of(self.small_bet, self.bring_in_percent)


@frozen_record
class OpponentSettings:
    """A computer seat: a level from :data:`.names.ALL_LEVELS` and a style from :data:`.names.STYLES` or None."""

    level: str = "regular"
    style: str | None = None


def _preset(pairs: Sequence[tuple[str, str | None]]) -> tuple[OpponentSettings, ...]:
    return tuple(OpponentSettings(level, style) for level, style in pairs)


PRESETS: dict[str, tuple[OpponentSettings, ...]] = {
    "beginner": _preset([("beginner", None)] * MAX_PLAYERS),
    "tough": _preset([("expert", None), ("strong", None)] * (MAX_PLAYERS // 2)),
    "mixed": _preset(
        [
            ("regular", "loose-passive"),
            ("strong", "tight-aggressive"),
            ("beginner", "loose-aggressive"),
            ("expert", None),
            ("regular", "tight-passive"),
            ("strong", "loose-aggressive"),
            ("beginner", "tight-passive"),
            ("expert", "tight-aggressive"),
        ]
    ),
}
"""Ready-made opponents for all eight seats (the human's seat entry is ignored)."""


@frozen_record
class TableSettings:
    """Who sits down: seats 1..players are used; the human takes ``human_seat``.

    ``opponents`` holds one entry per seat number (index = seat - 1) for all
    eight seats, so a seat's choice survives when the table is made smaller
    and bigger again or the human changes seat; the human's entry is unused.
    """

    players: int = 6
    starting_stack: int = 40_000
    human_seat: int = 1
    opponents: tuple[OpponentSettings, ...] = PRESETS["mixed"]

    def seats_in_play(self) -> tuple[int, ...]:
        return tuple(range(1, self.players + 1))

    def computer_seats(self) -> dict[int, OpponentSettings]:
        """Seat number -> opponent, for the computer seats in play.

        Bounded by the entries there are, so settings still being edited (nine
        players typed, not yet refused) can be described without an IndexError.
        """
        return {s: self.opponents[s - 1] for s in self.seats_in_play()
                if s != self.human_seat and s <= len(self.opponents)}

    def starting_stacks(self) -> dict[int, int]:
        """Seat -> chips for ``engine.Table(config, stacks)`` at the start of a session."""
        return {s: self.starting_stack for s in self.seats_in_play()}

    def preset(self) -> str | None:
        """The preset the computer seats in play match, or None for a custom mix."""
        for name, opponents in PRESETS.items():
            if all(self.opponents[s - 1] == opponents[s - 1] for s in self.computer_seats()):
                return name
        return None


def with_preset(table: TableSettings, preset: str) -> TableSettings:
    """``table`` with every computer seat taken from ``PRESETS[preset]``."""
    return replace(table, opponents=PRESETS[preset])


def with_opponent(table: TableSettings, seat: int, opponent: OpponentSettings) -> TableSettings:
    """``table`` with one seat's opponent replaced (seats numbered from 1)."""
    opponents = list(table.opponents)
    opponents[seat - 1] = opponent
    return replace(table, opponents=tuple(opponents))


@frozen_record
class DisplaySettings:
    """Cosmetic options: they change how the table looks and sounds, never the game.

    ``sound`` is on by default in practice mode too: the sounds say what
    happened without a look at the table (a fold from a bet, and above all
    "your turn"), which is what a learner reading the Coach's advice beside
    the table misses; they are short and quiet (``volume`` 0-100, default
    :data:`.names.DEFAULT_VOLUME`), and off is one click away. ``theme`` is
    one of :data:`.names.THEMES`.
    """

    four_colour_deck: bool = False
    animation_speed: str = "normal"
    sound: bool = True
    human_at_bottom: bool = True
    language: str = LANGUAGE_SYSTEM
    volume: int = DEFAULT_VOLUME
    theme: str = THEME_DARK


@frozen_record
class PlaySettings:
    """How a session flows between hands, and what a new tournament costs.

    ``tournament_buy_in``: the buy-in in chips the New tournament dialog offers
    (0: play money, no prize pool). Each tournament keeps the buy-in it
    started with, so the statistics' return on investment of past tournaments
    never changes with this setting.
    """

    auto_next_hand: bool = True
    when_you_bust: str = "ask"
    when_computer_busts: str = "rebuy"
    tournament_buy_in: int = 0


@frozen_record
class PracticeSettings:
    """Practice mode: the Coach's hints while playing and its review after each hand.

    ``enabled`` defaults to **on**: Razz Desktop is a trainer as much as a game,
    and razz is a game most people learn rather than already know, so a new
    player meets the Coach (a dock beside the table, never blocking it) and can
    turn it off in one click (Game > Practice mode, Ctrl+T) or in the first-start
    dialog. ``hints`` is one of :data:`.names.HINT_MODES`. ``show_opponents_cards_after_hand``
    is a study option, off by default: the Last Hand window then shows every
    player's hole cards, also those of players who folded, which the table
    never shows.
    """

    enabled: bool = True
    hints: str = "automatic"
    show_opponents_cards_after_hand: bool = False

    @property
    def auto_hints(self) -> bool:
        return self.hints == "automatic"
