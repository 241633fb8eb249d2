"""Ace-to-five low hand values for razz, by table lookup.

A razz hand's value depends only on the multiset of its ranks: suits never
count, and neither do straights or flushes. So every multiset of 5, 6 or 7
ranks (at most four of a rank) is valued once, at import, and a hand is then
valued by one dict lookup. The dict key of a multiset is ``sum(5 ** rank)``
over its cards: with at most four cards of a rank this is the multiset written
in base 5, so distinct multisets (of any size) never share a key, and the key
of a hand can be kept up to date one card at a time by adding ``KEY[card]``
(that is what ``rank_key``/``value_from_key`` are for).

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
from collections.abc import Iterable, Sequence
from itertools import combinations

from razz_desktop.engine.cards import CARDS, RANK_CHARS, RANK_NAMES, RANK_PLURALS, Card

__all__ = [
    "CATEGORY_NAMES",
    "CATEGORY_BASE",
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
    "value_from_key",
    "value_of_ranks",
    "WORST_VALUE",
]

NUM_RANKS = 13
CATEGORY_NAMES = ("no pair", "one pair", "two pair", "three of a kind", "full house",
                  "four of a kind")
CATEGORY_BASE = NUM_RANKS**5
"""Width of one category in the value space: ``value // CATEGORY_BASE`` is the category."""

_DIGIT_WEIGHTS = (NUM_RANKS**4, NUM_RANKS**3, NUM_RANKS**2, NUM_RANKS, 1)
_POW5 = tuple(5**r for r in range(NUM_RANKS))

KEY: tuple[int, ...] = tuple(_POW5[c >> 2] for c in range(52))
"""Per-card rank key: ``sum(KEY[c] for c in cards)`` is the key of the hand's rank multiset."""

# Sorted group sizes of five cards -> category (lower = better).
_CATEGORY_OF_SHAPE = {
    (1, 1, 1, 1, 1): 0,
    (2, 1, 1, 1): 1,
    (2, 2, 1): 2,
    (3, 1, 1): 3,
    (3, 2): 4,
    (4, 1): 5,
}
# Category -> size of each digit's rank group, in digit order (used to decode a value).
_GROUP_SIZES = ((1, 1, 1, 1, 1), (2, 1, 1, 1), (2, 2, 1), (3, 1, 1), (3, 2), (4, 1))

WORST_VALUE = 5 * CATEGORY_BASE + 12 * _DIGIT_WEIGHTS[0] + 11 * _DIGIT_WEIGHTS[1]
"""Four kings with a queen: no five-card razz hand is worse."""


def _structure_value(ranks: Iterable[int]) -> int:
    """Value of exactly five ranks, straight from the definition.

    Used only while building the tables (and for small boards), so it favours
    being obviously right over being fast.
    """
    counts = Counter(ranks)
    # Groups ordered by size (largest first), then rank (highest first).
    groups = sorted(counts.items(), key=lambda rc: (-rc[1], -rc[0]))
    shape = tuple(c for _, c in groups)
    value = _CATEGORY_OF_SHAPE[shape] * CATEGORY_BASE
    for (rank, _), weight in zip(groups, _DIGIT_WEIGHTS, strict=False):
        value += rank * weight
    return value


def _pattern_structures(counts: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """Best five of a count pattern over ``len(counts)`` distinct ranks, by position.

    Which cards make the best low depends only on the order of the distinct
    ranks and how many of each there are, not on the ranks themselves (every
    comparison is between ranks, and a rank-order-preserving relabelling
    keeps all of them). So the choice is made once per pattern with
    stand-in ranks 0..d-1, by brute force over every 5-card sub-multiset, and
    returned as (category base, positions of the digits). The caller then
    substitutes real ranks for positions.
    """
    pool = [pos for pos, c in enumerate(counts) for _ in range(c)]
    best = min(set(combinations(pool, 5)), key=_structure_value)
    value = _structure_value(best)
    cat = value // CATEGORY_BASE
    positions = []
    rest = value - cat * CATEGORY_BASE
    for weight in _DIGIT_WEIGHTS[: len(_GROUP_SIZES[cat])]:
        positions.append(rest // weight)
        rest %= weight
    return cat * CATEGORY_BASE, tuple(positions)


def _count_patterns(distinct: int) -> list[tuple[int, ...]]:
    """Every count vector over ``distinct`` ranks (1..4 each) holding 5, 6 or 7 cards."""
    out: list[tuple[int, ...]] = []

    def extend(prefix: tuple[int, ...]) -> None:
        if len(prefix) == distinct:
            if 5 <= sum(prefix) <= 7:
                out.append(prefix)
            return
        for c in range(1, 5):
            if sum(prefix) + c + (distinct - len(prefix) - 1) <= 7:
                extend(prefix + (c,))

    extend(())
    return out


def _build_table() -> dict[int, int]:
    """Value every rank multiset of 5, 6 and 7 cards (at most four per rank).

    Multisets are grouped by their set of distinct ranks D (a combination of
    the 13 ranks) and their count pattern over D. The best five for a pattern
    is worked out once (``_pattern_structures``), so the per-multiset work is
    just a key sum and a dict store. With five or more distinct ranks every
    pattern's best low is the five lowest distinct ranks, so those share one
    value per D and are stored in bulk. About 74,000 entries; built in tens of
    milliseconds.
    """
    table: dict[int, int] = {}
    pow5 = _POW5
    w0, w1, w2, w3, w4 = _DIGIT_WEIGHTS
    for distinct in range(2, 8):
        patterns = _count_patterns(distinct)
        # Each pattern as the list of positions of its extra cards (beyond one per rank).
        extras = [tuple(p for p, c in enumerate(pat) for _ in range(c - 1)) for pat in patterns]
        if distinct >= 5:
            for ranks in combinations(range(NUM_RANKS), distinct):
                pw = [pow5[r] for r in ranks]
                base = sum(pw)
                value = ranks[4] * w0 + ranks[3] * w1 + ranks[2] * w2 + ranks[1] * w3 + ranks[0] * w4
                get = pw.__getitem__
                table.update(dict.fromkeys([base + sum(map(get, ex)) for ex in extras], value))
            continue
        structures = [_pattern_structures(pat) for pat in patterns]
        shapes = sorted(set(structures))
        shape_index = [shapes.index(s) for s in structures]
        weighted = [(cb, tuple(zip(pos, _DIGIT_WEIGHTS, strict=False))) for cb, pos in shapes]
        jobs = list(zip(extras, shape_index, strict=True))
        for ranks in combinations(range(NUM_RANKS), distinct):
            pw = [pow5[r] for r in ranks]
            base = sum(pw)
            get = pw.__getitem__
            values = [cb + sum(ranks[p] * w for p, w in digits) for cb, digits in weighted]
            for ex, si in jobs:
                table[base + sum(map(get, ex))] = values[si]
    return table


_TABLE: dict[int, int] = _build_table()
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
            return _TABLE[k[a] + k[b] + k[c] + k[d] + k[e] + k[f] + k[g]]
        if n == 6:
            a, b, c, d, e, f = cards
            return _TABLE[k[a] + k[b] + k[c] + k[d] + k[e] + k[f]]
        if n == 5:
            a, b, c, d, e = cards
            return _TABLE[k[a] + k[b] + k[c] + k[d] + k[e]]
    except (KeyError, IndexError, TypeError):
        pass
    raise ValueError(f"cannot value {cards!r}: need a sequence of 5, 6 or 7 cards numbered 0..51")


def rank_key(cards: Iterable[int]) -> int:
    """Rank-multiset key of some cards; add ``KEY[c]`` per new card to keep it running."""
    return sum(map(_KEY_OF, cards))


def value_from_key(key: int) -> int:
    """Value of the multiset whose ``rank_key`` is ``key`` (5, 6 or 7 cards)."""
    try:
        return _TABLE[key]
    except KeyError:
        raise ValueError(f"{key} is not the key of 5, 6 or 7 cards") from None


def value_of_ranks(ranks: Sequence[int]) -> int:
    """Value of 5, 6 or 7 rank indices (0=A .. 12=K), as if they were cards."""
    try:
        if min(ranks) < 0:
            raise IndexError
        return _TABLE[sum(map(_POW5.__getitem__, ranks))]
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
        need = dict(_show(self._value)[1])
        best: list[Card] = []
        for c in self._cards:
            left = need.get(c >> 2, 0)
            if left:
                best.append(CARDS[c])
                need[c >> 2] = left - 1
        best.sort(key=lambda c: -(c >> 2))
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

    The common case costs one unpack, an OR of the cards (which refuses floats,
    strings and negatives at C speed), one sum of precomputed numbers (rank key
    and duplicate check at once) and one table lookup; anything unusual drops
    to ``_check_cards`` for a message that names the bad card.
    """
    t = _CHECKED
    try:
        n = len(cards)
        if n == 7:
            a, b, c, d, e, f, g = cards
            if (a | b | c | d | e | f | g) >> 6:
                raise IndexError
            s = t[a] + t[b] + t[c] + t[d] + t[e] + t[f] + t[g]
        elif n == 6:
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
    if (s >> _MASK_SHIFT).bit_count() != n or (s & _ACE_BITS and any(type(x) is bool for x in cards)):
        return _evaluate_checked(cards)
    hv: HandValue = _new(HandValue)
    hv._value = _TABLE[s & _KEY_MASK]
    hv._cards = cards if type(cards) is tuple else tuple(cards)
    return hv


def _evaluate_checked(cards: Sequence[int]) -> HandValue:
    """The slow, careful path: a clear ValueError for bad input, else the value."""
    hand = _check_cards(cards, range(5, 8), "a razz hand")
    return HandValue(_TABLE[sum(map(_KEY_OF, hand))], hand)


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
