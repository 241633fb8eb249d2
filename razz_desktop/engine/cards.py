"""Cards, ranks, suits and the deck.

A card is a small ``int`` (0..51) so that hands, tables and numpy arrays can
hold it without conversion: ``rank_index * 4 + suit_index``. Rank indices run
in razz order, best first (A=0, 2=1, ..., K=12), so a lower index is a lower
(better) card. Suit indices follow the bring-in order of RULES.md, lowest first
(clubs=0, diamonds=1, hearts=2, spades=3). ``Card`` subclasses ``int`` only to
print itself as "As"; every card in play is one of the 52 interned ``CARDS``.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Sequence

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "cdhs"
SUIT_SYMBOLS = "\u2663\u2666\u2665\u2660"
RANK_NAMES = (
    "ace", "deuce", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "jack", "queen", "king",
)
RANK_PLURALS = (
    "aces", "deuces", "threes", "fours", "fives", "sixes", "sevens",
    "eights", "nines", "tens", "jacks", "queens", "kings",
)
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


class CardError(ValueError):
    """A card string that does not name a card, or a duplicated card."""


class Card(int):
    """One of the 52 cards; an ``int`` with a readable face."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """Razz rank index: 0 for the ace (best) up to 12 for the king."""
        return self >> 2

    @property
    def suit(self) -> int:
        """Suit index in bring-in order: clubs 0, diamonds 1, hearts 2, spades 3."""
        return self & 3

    @property
    def rank_char(self) -> str:
        """The rank as a low is written: "A", "2", ..., "T", "J", "Q", "K"."""
        return RANK_CHARS[self >> 2]

    @property
    def suit_char(self) -> str:
        return SUIT_CHARS[self & 3]

    @property
    def long_name(self) -> str:
        """"king of spades": the words the dealer log uses."""
        return f"{RANK_NAMES[self >> 2]} of {SUIT_NAMES[self & 3]}"

    def __str__(self) -> str:
        return RANK_CHARS[self >> 2] + SUIT_CHARS[self & 3]

    def __repr__(self) -> str:
        return f"Card({self})"


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))
_BY_TEXT = {str(c): c for c in CARDS}
_BY_TEXT.update({str(c).lower(): c for c in CARDS})


def parse_card(text: str) -> Card:
    """Parse "As", "td", "10h" (case-insensitive rank, lower-case suit letter)."""
    t = text.strip()
    if t[:2] == "10":
        t = "T" + t[2:]
    card = _BY_TEXT.get(t) or _BY_TEXT.get(t[:1].upper() + t[1:].lower())
    if card is None:
        raise CardError(f"not a card: {text!r} (expected a rank from {RANK_CHARS} and a suit from {SUIT_CHARS}, e.g. 'As')")
    return card


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse "As 2d Th" (spaces or commas) or a list of card strings.

    Duplicates are refused: no legal position holds the same card twice.
    """
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards = tuple(parse_card(p) for p in parts)
    if len(set(cards)) != len(cards):
        seen: set[Card] = set()
        dup = next(c for c in cards if c in seen or seen.add(c))  # type: ignore[func-returns-value]
        raise CardError(f"duplicated card: {dup}")
    return cards


def format_cards(cards: Iterable[int]) -> str:
    return " ".join(str(CARDS[c]) for c in cards)


class Deck:
    """The cards of one hand in the order they leave the deck.

    Built either from an explicit order (tests, replays, scenario files) or by
    shuffling 52 cards with an injected random source. Without one the shuffle
    uses the operating system's cryptographically strong generator, because a
    player must not be able to predict the next card from earlier hands.
    """

    __slots__ = ("_cards", "_next")

    def __init__(self, order: Sequence[int]) -> None:
        cards = list(map(CARDS.__getitem__, order))  # CARDS[c] for each, without a Python loop
        if len(set(cards)) != len(cards):
            raise CardError("the deck holds a card twice")
        self._cards = cards
        self._next = 0

    @classmethod
    def shuffled(cls, rng: random.Random | None = None) -> Deck:
        """A fresh shuffle of the 52 cards.

        The shuffle permutes a copy of ``CARDS`` itself: ``random.shuffle``'s
        swaps depend only on the length, so the order is the one shuffling
        ``range(52)`` would give, without mapping indices to cards or checking
        a deck that cannot hold a card twice (this runs once per hand).
        """
        cards = list(CARDS)
        (rng if rng is not None else secrets.SystemRandom()).shuffle(cards)
        deck = cls.__new__(cls)
        deck._cards = cards
        deck._next = 0
        return deck

    @classmethod
    def seeded(cls, seed: int) -> Deck:
        return cls.shuffled(random.Random(seed))

    def deal(self) -> Card:
        if self._next >= len(self._cards):
            raise CardError("the deck has no more cards")
        card = self._cards[self._next]
        self._next += 1
        return card

    def take(self, n: int) -> list[Card]:
        """The next ``n`` cards, in order: one round of dealing in one call."""
        start = self._next
        end = start + n
        if end > len(self._cards):
            raise CardError("the deck has no more cards")
        self._next = end
        return self._cards[start:end]

    def remaining(self) -> int:
        return len(self._cards) - self._next

    @property
    def order(self) -> tuple[Card, ...]:
        """Every card of this deck in dealing order (for the hand record)."""
        return tuple(self._cards)

    @property
    def dealt(self) -> int:
        return self._next
