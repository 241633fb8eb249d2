"""The state of one hand and its read-only surface: what a hand holds and shows.

``HandState`` owns every field of a hand (chips, cards, bets, who is to act,
the events so far) and the public, read-only answers views, records and
tests read. The rules that change it live in the classes built on it:
``showdown.HandShowdown`` (showing, mucking and paying) and ``hand.Hand``
(antes, dealing and betting, the only public mutators). One class split by
what each part owns, so each file stays readable; together they are
``Hand``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from types import MappingProxyType

from .actions import LegalAction
from .cards import Card, Deck
from .evaluation import HandValue
from .events import Event, HandRevealed
from .pots import Pot
from .record import HandRecord, PotResult
from .rules import MAX_LEVEL, MAX_PLAYERS, MIN_PLAYERS, SEATS, ConfigError, GameConfig


def _clockwise(seats: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    """For each seat, the seats clockwise after it, ending with itself (shared per seating)."""
    order = _CLOCKWISE.get(seats)
    if order is None:
        order = _CLOCKWISE[seats] = {s: seats[i + 1:] + seats[:i + 1] for i, s in enumerate(seats)}
    return order


_CLOCKWISE: dict[tuple[int, ...], dict[int, tuple[int, ...]]] = {}
"""``_clockwise`` by seating: at most the 247 sets of 2 to 8 of the 8 seats."""


class HandState:
    """The fields of a hand and its public, read-only surface (``Hand`` is the class to use)."""

    def __init__(
        self,
        config: GameConfig,
        stacks: Mapping[int, int],
        deck: Deck | None = None,
        rng: random.Random | None = None,
        hand_id: int = 1,
    ) -> None:
        if not MIN_PLAYERS <= len(stacks) <= MAX_PLAYERS:
            raise ConfigError(f"a hand needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(stacks)}")
        for seat, chips in stacks.items():
            if not isinstance(seat, int) or isinstance(seat, bool):  # True == 1 would seat a bool
                raise ConfigError(f"seat numbers must be whole numbers 1 to 8, got {seat!r} ({type(seat).__name__})")
            if seat not in SEATS:
                raise ConfigError(f"seat {seat} does not exist (seats are 1 to 8)")
            if not isinstance(chips, int) or isinstance(chips, bool) or chips <= 0:
                raise ConfigError(f"seat {seat} needs a positive whole number of chips, got {chips!r}")
        if deck is not None and not isinstance(deck, Deck):
            raise TypeError(f"deck must be a Deck (or None to shuffle one), got {deck!r} ({type(deck).__name__})")
        if rng is not None and not callable(getattr(rng, "shuffle", None)):
            raise TypeError(f"rng must be a random.Random (or None for the system's), got {rng!r} ({type(rng).__name__})")
        self._config = config
        self._hand_id = hand_id
        self._seats: tuple[int, ...] = tuple(sorted(stacks))
        self._clockwise = _clockwise(self._seats)
        self._deck = deck if deck is not None else Deck.shuffled(rng)
        self._start_stacks = dict(stacks)
        self._stack = dict(stacks)
        self._committed = dict.fromkeys(self._seats, 0)
        self._bet = dict.fromkeys(self._seats, 0)
        self._cards: dict[int, list[tuple[Card, bool]]] = {s: [] for s in self._seats}
        # Upcards per seat and their running rank key (evaluation.KEY), kept as they are
        # dealt: who acts first is decided from them on every street.
        self._ups: dict[int, tuple[Card, ...]] = dict.fromkeys(self._seats, ())
        self._up_key: dict[int, int] = dict.fromkeys(self._seats, 0)
        self._folded: set[int] = set()
        self._live: list[int] = list(self._seats)  # seats not folded, in seat order (kept on fold)
        self._community: Card | None = None
        self._events: list[Event] = []
        self._street = 3
        self._to_act: int | None = None
        self._finished = False
        self._bring_in_seat: int | None = None
        self._inc = config.stakes.small_bet
        self._level = 0
        self._full_to = 0
        self._current = 0
        self._acted: set[int] = set()
        self._last_aggressor: dict[int, int] = {}
        self._first_to_act: dict[int, int | None] = {}
        self._legal: tuple[LegalAction, ...] | None = None
        self._runout = False
        self._showdown_queue: list[int] = []
        self._best_shown: int | None = None
        self._values: dict[int, HandValue] = {}
        self._sevens: dict[int, tuple[Card, ...]] = {}  # each live seat's cards at showdown
        self._winners_of: list[list[int]] = []  # each pot's best hands, in seat order
        self._pot_winners: set[int] = set()
        self._revealed: list[HandRevealed] = []
        self._awards: list[PotResult] = []
        self._pots: list[Pot] = []
        self._started = False

    # ----------------------------------------------------------------- reading
    # The public, read-only surface: what views, records and tests may read.
    # Each answer is a copy or a read-only mapping, so no reader can change
    # the hand; only the mutators below do.

    @property
    def config(self) -> GameConfig:
        return self._config

    @property
    def hand_id(self) -> int:
        return self._hand_id

    @property
    def seats(self) -> tuple[int, ...]:
        """Seats dealt in, in seat order (clockwise from the button)."""
        return self._seats

    @property
    def street(self) -> int:
        """3..7: the street being played, or the last one reached once finished."""
        return self._street

    @property
    def to_act(self) -> int | None:
        """The seat whose action the hand waits for; None between steps' end and when finished."""
        return self._to_act

    @property
    def finished(self) -> bool:
        return self._finished

    @property
    def bring_in_seat(self) -> int | None:
        return self._bring_in_seat

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def stacks(self) -> dict[int, int]:
        """Chips behind (not in the pot) per seat: a copy."""
        return dict(self._stack)

    @property
    def bets(self) -> Mapping[int, int]:
        """Chips each seat put in during the current betting round (read-only)."""
        return MappingProxyType(self._bet)

    @property
    def committed(self) -> Mapping[int, int]:
        """Chips each seat put in during the whole hand, antes included (read-only)."""
        return MappingProxyType(self._committed)

    @property
    def folded(self) -> frozenset[int]:
        return frozenset(self._folded)

    @property
    def community_card(self) -> Card | None:
        return self._community

    @property
    def started(self) -> bool:
        return self._started

    @property
    def current_bet(self) -> int:
        """The highest bet of the current betting round."""
        return self._current

    @property
    def bet_size(self) -> int:
        """The limit in force this round (the small or the big bet)."""
        return self._inc

    @property
    def raises_left(self) -> int | None:
        """Bets and raises still allowed this round; None when the cap is lifted."""
        return None if self._uncapped() else max(0, MAX_LEVEL - self._level)

    def active(self) -> list[int]:
        """Seats still in the hand (not folded; all-in players are active): a copy."""
        return list(self._live)

    def cards_of(self, seat: int) -> tuple[Card, ...]:
        return tuple([c for c, _ in self._cards[seat]])  # a list first: quicker than from a generator

    def up_cards(self, seat: int) -> tuple[Card, ...]:
        return self._ups[seat]

    def dealt(self, seat: int) -> tuple[tuple[Card, bool], ...]:
        """(card, dealt face up) for each card of ``seat``, in dealing order."""
        return tuple(self._cards[seat])

    def _uncapped(self) -> bool:
        return self._config.house_rules.no_cap_heads_up and len(self._seats) - len(self._folded) == 2

    def _left_of(self, seat: int, wanted: Callable[[int], bool]) -> int | None:
        """The first seat clockwise after ``seat`` (ending with ``seat`` itself) that is ``wanted``."""
        for s in self._clockwise[seat]:
            if wanted(s):
                return s
        return None

    def _seven(self, seat: int) -> list[Card]:
        cards = [c for c, _ in self._cards[seat]]
        if self._community is not None:
            cards.append(self._community)
        return cards

    def _emit(self, event: Event) -> None:
        self._events.append(event)

    # ---------------------------------------------------------------- records

    @property
    def record(self) -> HandRecord:
        if not self._finished:
            raise RuntimeError("the hand is not finished")
        st, stack, seats, cards = self._start_stacks, self._stack, self._seats, self._cards
        # Tuples built from lists: quicker than from generators (this runs once per hand, and an
        # import makes thousands a second).
        return HandRecord(
            hand_id=self._hand_id,
            config=self._config,
            seats=seats,
            starting_stacks=tuple([(s, st[s]) for s in seats]),
            cards=tuple([(s, tuple([c for c, _ in cards[s]])) for s in seats]),
            community_card=self._community,
            deck=self._deck.order,
            events=tuple(self._events),
            showdown=tuple(self._revealed),
            pots=tuple(self._awards),
            net=tuple([(s, stack[s] - st[s]) for s in seats]),
            final_stacks=tuple([(s, stack[s]) for s in seats]),
            last_street=self._street,
        )

    @property
    def first_to_act(self) -> dict[int, int | None]:
        """Who acted first on each street that was dealt (None: no betting)."""
        return dict(self._first_to_act)
