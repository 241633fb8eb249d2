"""Ace-to-five low hand values for razz, by table lookup.

A razz hand's value depends only on the multiset of its ranks: suits never
count, and neither do straights or flushes. So every multiset of 5, 6 or 7
ranks (at most four of a rank) is valued once (``low_table``: built from the
definition, shipped as a file, read on first use) and a hand is then valued
by one dict lookup. The dict key of a multiset is ``sum(5 ** rank)`` over its
cards: with at most four cards of a rank this is the multiset written in base
5, so distinct multisets (of any size) never share a key, and the key of a
hand can be kept up to date one card at a time by adding ``KEY[card]`` (that
is what ``rank_key``/``value_from_key`` are for).

Nothing is read at import: the tables (``value_tables``) are plain dicts
that start empty and fill from the packaged file a bucket at a time on
their first misses, so the lookups stay plain dict subscripts, importing the
engine costs no table and first use costs no dict build.

Values are ints where LOWER = BETTER and equal = tie::

    value = category * 13**5 + d0 * 13**4 + d1 * 13**3 + d2 * 13**2 + d3 * 13 + d4

Category 0..5 is no pair, one pair, two pair, trips, full house, quads (best
first, as RULES.md ranks them). The digits are the rank indices (A=0 .. K=12)
of the five cards' rank groups ordered by group size, largest first, then by
rank, highest first: a pair of sevens with 6-4-3 is digits (7s, 6, 4, 3), two
pair (high pair, low pair, kicker), a full house (trips, pair). Comparing the
ints therefore compares the category, then "the ranks that make it, pairs
first, from the highest down, then the kickers from the highest down".
Because the encoding is positional, a value can be named and turned back into
its five ranks without any other data (``hand_name``, ``evaluate``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType

from razz_desktop.engine import value_tables
from razz_desktop.engine.cards import CARDS, RANK_CHARS, RANK_NAMES, RANK_PLURALS, Card
from razz_desktop.engine.value_encoding import (
    CATEGORY_BASE,
    HAND_SIZES,
    NUM_RANKS,
)
from razz_desktop.engine.value_encoding import DIGIT_WEIGHTS as _DIGIT_WEIGHTS
from razz_desktop.engine.value_encoding import GROUP_SIZES as _GROUP_SIZES
from razz_desktop.engine.value_encoding import POW5 as _POW5
from razz_desktop.engine.value_encoding import structure_value as _structure_value

__all__ = [
    "CATEGORY_NAMES",
    "CATEGORY_BASE",
    "HAND_SIZES",
    "KEY",
    "NUM_RANKS",
    "HandValue",
    "board_value",
    "category",
    "evaluate",
    "hand_name",
    "structure",
    "low_name_long",
    "low_value",
    "rank_key",
    "rank_table",
    "tables_loaded",
    "value_from_key",
    "value_of_ranks",
    "WORST_VALUE",
]

CATEGORY_NAMES = ("no pair", "one pair", "two pair", "three of a kind", "full house",
                  "four of a kind")

KEY: tuple[int, ...] = tuple(_POW5[c >> 2] for c in range(52))
"""Per-card rank key: ``sum(KEY[c] for c in cards)`` is the key of the hand's rank multiset."""

WORST_VALUE = 5 * CATEGORY_BASE + 12 * _DIGIT_WEIGHTS[0] + 11 * _DIGIT_WEIGHTS[1]
"""Four kings with a queen: no five-card razz hand is worse."""


_T5, _T6, _T7 = value_tables.T5, value_tables.T6, value_tables.T7
_fill = value_tables.fill


def _lookup(size: int, key: int) -> int:
    """The value of ``key`` among ``size``-card hands; KeyError when there is none."""
    try:
        return value_tables.TABLES[size][key]
    except KeyError:
        return _fill(size, key)


def rank_table(size: int) -> Mapping[int, int]:
    """Read-only view of the whole ``size``-card table, rank key -> value.

    For evaluators that want the whole table in another shape (the numpy batch
    evaluator), so the values always come from this one table.
    """
    if size not in HAND_SIZES:
        raise ValueError(f"no table for {size}-card hands (5, 6 or 7)")
    return MappingProxyType(value_tables.complete(size))


def tables_loaded() -> tuple[int, ...]:
    """Hand sizes whose table has been read so far (for tests and start-up checks)."""
    return value_tables.loaded()


_KEY_OF = KEY.__getitem__
_KEYS = KEY


def low_value(cards: Sequence[int]) -> int:
    """Value of the best razz low in 5, 6 or 7 cards (lower = better, equal = tie).

    The hot path of showdowns and simulations, so it does not check for
    duplicate cards or negative ints (``evaluate`` does); it only turns a
    lookup miss (wrong number of cards, a card above 51) into a ValueError.
    Unpacking a known length and adding seven indexed keys is about 1.6x
    faster than ``sum(map(...))`` in CPython 3.11, hence the length dispatch.
    """
    k = _KEYS
    try:
        n = len(cards)
        if n == 7:
            a, b, c, d, e, f, g = cards
            return _T7[k[a] + k[b] + k[c] + k[d] + k[e] + k[f] + k[g]]
        if n == 6:
            a, b, c, d, e, f = cards
            return _T6[k[a] + k[b] + k[c] + k[d] + k[e] + k[f]]
        if n == 5:
            a, b, c, d, e = cards
            return _T5[k[a] + k[b] + k[c] + k[d] + k[e]]
    except KeyError:  # not copied from the file yet (value_tables), or no such hand
        try:
            return _fill(n, sum(map(_KEY_OF, cards)))
        except (KeyError, IndexError, TypeError):
            pass
    except (IndexError, TypeError):
        pass
    raise ValueError(f"cannot value {cards!r}: need a sequence of 5, 6 or 7 cards numbered 0..51")


def rank_key(cards: Iterable[int]) -> int:
    """Rank-multiset key of some cards; add ``KEY[c]`` per new card to keep it running."""
    return sum(map(_KEY_OF, cards))


def value_from_key(key: int) -> int:
    """Value of the multiset whose ``rank_key`` is ``key`` (5, 6 or 7 cards).

    The key's base-5 digits count the cards of each rank, so their sum says
    which hand size's table holds it.
    """
    try:
        if isinstance(key, bool) or not 0 <= key < 5**NUM_RANKS:
            raise KeyError(key)
        size, rest = 0, key
        while rest:
            rest, count = divmod(rest, 5)
            size += count
        return _lookup(size, key)
    except (KeyError, TypeError):
        raise ValueError(f"{key!r} is not the key of 5, 6 or 7 cards") from None


def value_of_ranks(ranks: Sequence[int]) -> int:
    """Value of 5, 6 or 7 rank indices (0=A .. 12=K), as if they were cards."""
    try:
        if min(ranks) < 0:
            raise IndexError
        return _lookup(len(ranks), sum(map(_POW5.__getitem__, ranks)))
    except (KeyError, IndexError, TypeError, ValueError):
        raise ValueError(f"cannot value ranks {list(ranks)!r}: need 5, 6 or 7 ranks 0..12, "
                         "at most four of each") from None


def category(value: int) -> int:
    """0 no pair, 1 one pair, 2 two pair, 3 trips, 4 full house, 5 quads."""
    return value // CATEGORY_BASE


def _decode(value: int) -> tuple[int, tuple[int, ...]]:
    """(category, digit ranks) of a value; the digits follow ``_GROUP_SIZES[category]``."""
    cat, rest = divmod(value, CATEGORY_BASE)
    if not 0 <= cat < len(_GROUP_SIZES):
        raise ValueError(f"{value} is not a hand value")
    n = len(_GROUP_SIZES[cat])
    digits = tuple(rest // w % NUM_RANKS for w in _DIGIT_WEIGHTS[:n])
    return cat, digits


_WHEEL_VALUE = _structure_value((4, 3, 2, 1, 0))


def structure(value: int) -> tuple[int, tuple[int, ...], bool]:
    """(category, rank indices, is the wheel) of a value: what a hand's name is made of.

    The wording layer names hands from this in the player's language (the
    English ``hand_name`` stays for the scenario JSON and the hand log): no
    pair lists its five ranks highest first, one pair gives the pair then the
    kickers, two pair the pairs, trips, full house and quads their ranks.
    """
    cat, digits = _decode(value)
    return cat, digits, value == _WHEEL_VALUE


def hand_name(value: int) -> str:
    """Short table name of a value: "8-6-4-3-2", "wheel", "pair of sevens", ...

    Derived from the value alone so the UI and the hand history can name a
    hand without keeping its cards.
    """
    cat, d = _decode(value)
    if cat == 0:
        return "wheel" if value == _WHEEL_VALUE else "-".join(RANK_CHARS[r] for r in d)
    if cat == 1:
        return f"pair of {RANK_PLURALS[d[0]]}"
    if cat == 2:
        return f"two pair, {RANK_PLURALS[d[0]]} and {RANK_PLURALS[d[1]]}"
    if cat == 3:
        return f"three {RANK_PLURALS[d[0]]}"
    if cat == 4:
        return f"{RANK_PLURALS[d[0]]} full of {RANK_PLURALS[d[1]]}"
    return f"four {RANK_PLURALS[d[0]]}"


def low_name_long(value: int) -> str:
    """Spoken name: "seven low", "the wheel", "pair of sevens" (dealer-log style)."""
    cat, d = _decode(value)
    if cat == 0:
        return "the wheel" if value == _WHEEL_VALUE else f"{RANK_NAMES[d[0]]} low"
    return hand_name(value)


class HandValue:
    """A valued hand: ``value`` to compare, ``best_five`` and ``name`` to show.

    Equality, hashing and order are those of the razz value alone: two wheels
    of different suits are equal (and hash equal), and ``min``/``sorted`` put
    the better (lower) hand first. Only ``value`` is computed when the hand is
    valued; ``name`` (memoised per value) and ``best_five`` (cached on first
    use) are worked out when somebody asks, because simulations value
    millions of hands and show none of them.

    ``best_five`` holds the input's own cards (as ``Card``), highest rank
    first, so the table can highlight exactly the cards that play.
    """

    __slots__ = ("_value", "_cards", "_best")

    _value: int
    _cards: tuple[int, ...]
    _best: tuple[Card, ...]

    def __init__(self, value: int, cards: Sequence[int]) -> None:
        """The hand ``cards`` (5 to 7 cards) worth ``value``; ``evaluate`` is the usual way in."""
        self._value = value
        self._cards = tuple(cards)

    @property
    def value(self) -> int:
        """Lower = better, equal = tie (see the module docstring for the encoding)."""
        return self._value

    @property
    def cards(self) -> tuple[Card, ...]:
        """All the cards that were valued, in the order given."""
        return tuple(CARDS[c] for c in self._cards)

    @property
    def name(self) -> str:
        return _show(self._value)[0]

    @property
    def best_five(self) -> tuple[Card, ...]:
        """The five cards that make the low.

        Where more cards of a rank are held than the best five uses, the
        earliest in the input play (deterministic, and the hand history lists
        cards in dealing order).
        """
        try:
            return self._best
        except AttributeError:
            pass
        ranks, single = _plan(self._value)
        cards = self._cards
        if single:  # five different ranks (most hands): each rank's first card, ranks highest first
            first = {c >> 2: c for c in reversed(cards)}  # the last written wins: the earliest card
            self._best = tuple([CARDS[first[r]] for r, _ in ranks])
        else:
            best: list[Card] = []
            for r, n in ranks:  # highest rank first, each rank's first cards in the input's order
                for c in cards:
                    if c >> 2 == r:
                        best.append(CARDS[c])
                        n -= 1
                        if not n:
                            break
            self._best = tuple(best)
        return self._best

    def __eq__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self._value == other._value
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._value)

    def __lt__(self, other: HandValue) -> bool:
        """Better (lower) hand first, so ``min``/``sorted`` pick winners."""
        if isinstance(other, HandValue):
            return self._value < other._value
        return NotImplemented

    def __le__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self._value <= other._value
        return NotImplemented

    def __gt__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self._value > other._value
        return NotImplemented

    def __ge__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self._value >= other._value
        return NotImplemented

    def __repr__(self) -> str:
        return f"HandValue({self.name!r}, value={self._value})"

    def __reduce__(self) -> tuple[type[HandValue], tuple[int, tuple[int, ...]]]:
        return HandValue, (self._value, self._cards)


def _check_cards(cards: Sequence[int], sizes: range, what: str) -> tuple[Card, ...]:
    """Refuse impossible inputs loudly: the evaluator must never value a bad deal."""
    if len(cards) not in sizes:
        raise ValueError(f"{what} needs {sizes.start} to {sizes.stop - 1} cards, got {len(cards)}")
    out = []
    for c in cards:
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c < 52:
            raise ValueError(f"not a card: {c!r} (cards are ints 0..51)")
        out.append(CARDS[c])
    if len(set(out)) != len(out):
        dup = next(c for i, c in enumerate(out) if c in out[:i])
        raise ValueError(f"duplicated card: {dup}")
    return tuple(out)


_SHOW_CACHE: dict[int, tuple[str, tuple[tuple[int, int], ...]]] = {}


def _show(value: int) -> tuple[str, tuple[tuple[int, int], ...]]:
    """(name, (rank, cards used) pairs) of a value, memoised: a few thousand values exist."""
    shown = _SHOW_CACHE.get(value)
    if shown is None:
        cat, digits = _decode(value)
        shown = (hand_name(value), tuple(zip(digits, _GROUP_SIZES[cat], strict=True)))
        _SHOW_CACHE[value] = shown
    return shown


_PLANS: dict[int, tuple[tuple[tuple[int, int], ...], bool]] = {}


def _plan(value: int) -> tuple[tuple[tuple[int, int], ...], bool]:
    """(rank, cards of it) that make ``value``, highest rank first, and whether each rank plays
    once (no pair): what ``best_five`` picks, memoised per value like ``_show``."""
    plan = _PLANS.get(value)
    if plan is None:
        ranks = tuple(sorted(_show(value)[1], reverse=True))
        plan = _PLANS[value] = (ranks, all(n == 1 for _, n in ranks))
    return plan


_MASK_SHIFT = 31
"""Bit where the card mask starts: every 5-7 card rank key is below 2**31."""
_KEY_MASK = (1 << _MASK_SHIFT) - 1
_POISON = 0xFF << 100
"""Stands in for the numbers 52..63: eight mask bits, and k of them (k <= 7) sum to
eight or more bits, so a hand holding one can never show exactly n distinct cards."""
_CHECKED = tuple(KEY[c] + (1 << (c + _MASK_SHIFT)) for c in range(52)) + (_POISON,) * 12
"""Per card: its rank key in the low 31 bits plus its own bit in the card mask above.

Summing these for a hand gives the rank key and, in the same addition, a mask
with one bit per card; a duplicated card carries into a neighbouring bit, so the
mask has exactly n bits set if and only if the n cards are distinct."""
_ACE_BITS = 3 << _MASK_SHIFT
"""Mask bits of cards 0 and 1, the only cards ``False``/``True`` would pass for."""
_new = object.__new__


def evaluate(cards: Sequence[int]) -> HandValue:
    """Validate and value 5, 6 or 7 cards (ints 0..51, no duplicates, no bools).

    Seven cards are the common case (every showdown), so they are unpacked
    first without asking for the length; five and six go through
    ``_evaluate_short``. The work is one OR of the cards (which refuses
    floats, strings and negatives at C speed), one sum of precomputed numbers
    (rank key and duplicate check at once), one table lookup and one object;
    anything unusual drops to ``_check_cards`` for a message that names the
    bad card. The bool check (``True``/``False`` pass for cards 1/0 in every
    arithmetic test) runs only when card 0 or 1 is in the hand, and by
    identity, since both are singletons.
    """
    t = _CHECKED
    try:
        a, b, c, d, e, f, g = cards
        if (a | b | c | d | e | f | g) >> 6:
            raise IndexError
        s = t[a] + t[b] + t[c] + t[d] + t[e] + t[f] + t[g]
    except ValueError:
        return _evaluate_short(cards)
    except (TypeError, IndexError):
        return _evaluate_checked(cards)
    if (s >> _MASK_SHIFT).bit_count() != 7 or (s & _ACE_BITS and (
            a is True or a is False or b is True or b is False or c is True or c is False
            or d is True or d is False or e is True or e is False or f is True or f is False
            or g is True or g is False)):
        return _evaluate_checked(cards)
    hv: HandValue = _new(HandValue)
    try:
        hv._value = _T7[s & _KEY_MASK]
    except KeyError:  # this key's bucket is not copied from the file yet (value_tables)
        hv._value = _fill(7, s & _KEY_MASK)
    hv._cards = cards if type(cards) is tuple else (a, b, c, d, e, f, g)
    return hv


def _evaluate_short(cards: Sequence[int]) -> HandValue:
    """``evaluate`` for five or six cards (and the error for any other count)."""
    t = _CHECKED
    try:
        n = len(cards)
        if n == 6:
            a, b, c, d, e, f = cards
            if (a | b | c | d | e | f) >> 6:
                raise IndexError
            s = t[a] + t[b] + t[c] + t[d] + t[e] + t[f]
        elif n == 5:
            a, b, c, d, e = cards
            if (a | b | c | d | e) >> 6:
                raise IndexError
            s = t[a] + t[b] + t[c] + t[d] + t[e]
        else:
            raise IndexError
    except (TypeError, IndexError, ValueError):
        return _evaluate_checked(cards)
    if (s >> _MASK_SHIFT).bit_count() != n or (s & _ACE_BITS and any(x is True or x is False
                                                                     for x in cards)):
        return _evaluate_checked(cards)
    hv: HandValue = _new(HandValue)
    hv._value = _lookup(n, s & _KEY_MASK)
    hv._cards = cards if type(cards) is tuple else tuple(cards)
    return hv


def _evaluate_checked(cards: Sequence[int]) -> HandValue:
    """The slow, careful path: a clear ValueError for bad input, else the value."""
    hand = _check_cards(cards, range(5, 8), "a razz hand")
    return HandValue(_lookup(len(hand), sum(map(_KEY_OF, hand))), hand)


def board_value(cards: Sequence[int]) -> int:
    """Value of 1..7 upcards for deciding who acts first (lower = better board).

    Boards are compared like low hands of their size: no pair beats a pair
    (6-A before 3-3), then the highest rank decides, then the next (4-2 before
    6-A). Boards of 1..5 cards are valued directly with the hand encoding
    (groups by size, then rank, highest first); 6 or 7 upcards never occur in
    razz but are valued by their best low so the function is total. Only
    compare boards of the same size.
    """
    hand = _check_cards(cards, range(1, 8), "a board")
    if len(hand) > 5:
        return low_value(hand)
    counts = Counter(c >> 2 for c in hand)
    groups = sorted(counts.items(), key=lambda rc: (-rc[1], -rc[0]))
    shape = tuple(c for _, c in groups)
    if shape[0] == 1:
        cat = 0
    elif shape[0] == 2:
        cat = 2 if len(shape) > 1 and shape[1] == 2 else 1
    elif shape[0] == 3:
        cat = 4 if len(shape) > 1 and shape[1] == 2 else 3
    else:
        cat = 5
    return cat * CATEGORY_BASE + sum(r * w for (r, _), w in zip(groups, _DIGIT_WEIGHTS,
                                                               strict=False))
