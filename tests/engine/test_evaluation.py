"""Tests for the razz hand evaluator.

The fast table evaluator is checked against a deliberately naive reference
written from RULES.md's wording (min over every five-card subset of a tuple
key), so a mistake in the table construction cannot hide behind a matching
mistake in the test.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.engine.cards import CARDS, parse_cards
from razz_desktop.engine.evaluation import (
    KEY,
    HandValue,
    board_value,
    category,
    evaluate,
    hand_name,
    low_name_long,
    low_value,
    rank_key,
    value_from_key,
    value_of_ranks,
)

# --- naive reference ----------------------------------------------------------

_SHAPES = [[1, 1, 1, 1, 1], [2, 1, 1, 1], [2, 2, 1], [3, 1, 1], [3, 2], [4, 1]]


def ref_five(ranks: tuple[int, ...]) -> tuple:
    """RULES.md literally: category, then the making ranks (bigger groups, then
    higher ranks first), then kickers highest first. Tuples compare as lows."""
    counts = Counter(ranks)
    cat = _SHAPES.index(sorted(counts.values(), reverse=True))
    making = sorted((r for r, c in counts.items() if c >= 2), key=lambda r: (-counts[r], -r))
    kickers = sorted((r for r, c in counts.items() if c == 1), reverse=True)
    return (cat, making, kickers)


def ref_best(cards) -> tuple:
    return min(ref_five(tuple(c >> 2 for c in five)) for five in combinations(cards, 5))


def hand(text: str) -> tuple:
    return parse_cards(text)


# --- RULES.md examples --------------------------------------------------------


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("8s 6d 4c 3h 2d", "8c 6h 5c 3s 2h"),
        ("Qs Jd Tc 2h Ad", "Kc Jh 8c 4s Ah"),
        ("Ks Qd Jc Th 9d", "9s 8d Ac Ah Ad"),
        ("7s 7d 6c 4h 3d", "Tc Th 5c 3s 2h"),
        ("As Ad 5c 3h 2d", "2s 2c 5d 3c 4h"),
        ("5s 4d 3c 2h Ad", "6s 4d 3c 2h Ad"),  # the wheel is the best hand
    ],
)
def test_rules_examples(better: str, worse: str) -> None:
    assert low_value(hand(better)) < low_value(hand(worse))
    assert evaluate(hand(better)).value < evaluate(hand(worse)).value


def test_suits_do_not_matter_and_ties_are_equal() -> None:
    assert low_value(hand("8s 6d 4c 3h 2d")) == low_value(hand("8c 6c 4c 3c 2c"))


def test_categories_in_order() -> None:
    hands = ["Ks Qd Jc Th 9d", "As Ad 2c 3h 4d", "As Ad 2c 2h 3d", "As Ad Ac 2h 3d",
             "As Ad Ac 2h 2d", "As Ad Ac Ah 2d"]
    values = [low_value(hand(h)) for h in hands]
    assert values == sorted(values)
    assert [category(v) for v in values] == [0, 1, 2, 3, 4, 5]


def test_within_category_rules() -> None:
    # Two pair: the higher pair decides first, then the lower pair, then the kicker.
    assert low_value(hand("5s 5d 4c 4h Kd")) < low_value(hand("6s 6d As Ah 2d"))
    assert low_value(hand("6s 6d As Ah Kd")) < low_value(hand("6c 6h 2s 2h 3d"))
    # Full house: trips first.
    assert low_value(hand("As Ad Ac Kh Kd")) < low_value(hand("Ks Kc Kh Ah Ad"))
    # Quads: quad rank, then kicker.
    assert low_value(hand("2s 2d 2c 2h Kd")) < low_value(hand("3s 3d 3c 3h Ad"))


# --- best five from six and seven cards ---------------------------------------


@pytest.mark.parametrize(
    ("cards", "name", "best"),
    [
        ("Kd 7s 5d 4c 2h Ad 7h", "7-5-4-2-A", "7s 5d 4c 2h Ad"),
        ("As 2d 3c 4h 5d 6s 7c", "wheel", "5d 4h 3c 2d As"),
        ("As Ad 2c 2h 3d 3s 4c", "pair of aces", "4c 3d 2c As Ad"),
        ("Ks Kd Qc Qh Jd Js Tc", "pair of jacks", "Ks Qc Jd Js Tc"),
        ("As Ad Ac 2h 2d 2s 3c", "two pair, deuces and aces", "3c 2h 2d As Ad"),
        ("As Ad Ac Ah Kd Kc Ks", "aces full of kings", "Kd Kc As Ad Ac"),
        ("As Ad Ac Ah Kd", "four aces", "Kd As Ad Ac Ah"),
        ("9s 8d Ac Ah Ad", "three aces", "9s 8d Ac Ah Ad"),
        ("7s 7d 6c 4h 3d 3c", "pair of threes", "7s 6c 4h 3d 3c"),
        ("Qs Qd Qc 2h 2d 2s", "deuces full of queens", "Qs Qd 2h 2d 2s"),
        ("Ts Td Tc 8h 8d 8s 8c", "eights full of tens", "Ts Td 8h 8d 8s"),
        ("Ks Kd Kc Kh 8d 8s 8c", "eights full of kings", "Ks Kd 8d 8s 8c"),
        ("Ks Kd Kc Kh 8d 7c", "three kings", "Ks Kd Kc 8d 7c"),
    ],
)
def test_names_and_best_five(cards: str, name: str, best: str) -> None:
    hv = evaluate(hand(cards))
    assert hv.name == name
    assert hand_name(hv.value) == name
    assert hv.best_five == hand(best)
    assert all(type(c) is type(CARDS[0]) for c in hv.best_five)
    assert low_value(hv.best_five) == hv.value


@pytest.mark.parametrize(
    ("cards", "short", "long"),
    [
        ("8s 6d 4c 3h 2d", "8-6-4-3-2", "eight low"),
        ("7s 5d 4c 2h Ad", "7-5-4-2-A", "seven low"),
        ("Ts 5d 4c 2h Ad", "T-5-4-2-A", "ten low"),
        ("5s 4d 3c 2h Ad", "wheel", "the wheel"),
        ("6s 4d 3c 2h Ad", "6-4-3-2-A", "six low"),
        ("7s 7d 6c 4h 3d", "pair of sevens", "pair of sevens"),
        ("7s 7d 4c 4h 3d", "two pair, sevens and fours", "two pair, sevens and fours"),
        ("7s 7d 7c 4h 3d", "three sevens", "three sevens"),
        ("7s 7d 7c 4h 4d", "sevens full of fours", "sevens full of fours"),
        ("7s 7d 7c 7h 4d", "four sevens", "four sevens"),
        ("6s 6d 4c 3h 2d", "pair of sixes", "pair of sixes"),
        ("2s 2d 4c 3h 5d", "pair of deuces", "pair of deuces"),
    ],
)
def test_names(cards: str, short: str, long: str) -> None:
    value = low_value(hand(cards))
    assert hand_name(value) == short
    assert low_name_long(value) == long


# --- agreement with the reference ---------------------------------------------


def _check_consistent(hands: list[tuple]) -> None:
    """Sorting by value must sort by the reference, with the same ties."""
    pairs = sorted((low_value(h), ref_best(h)) for h in hands)
    for (v1, r1), (v2, r2) in zip(pairs, pairs[1:], strict=False):
        assert (v1 == v2) == (r1 == r2)
        assert r1 <= r2


def test_all_five_card_rank_multisets_order_like_reference() -> None:
    # One hand per rank multiset (suits assigned round-robin): 6175 hands.
    from itertools import combinations_with_replacement

    hands = []
    for ranks in combinations_with_replacement(range(13), 5):
        if max(Counter(ranks).values()) > 4:
            continue
        seen: Counter[int] = Counter()
        cards = []
        for r in ranks:
            cards.append(CARDS[r * 4 + seen[r]])
            seen[r] += 1
        hands.append(tuple(cards))
    assert len(hands) == 6175
    _check_consistent(hands)


@pytest.mark.parametrize("size", [5, 6, 7])
def test_random_hands_agree_with_reference(size: int) -> None:
    rng = random.Random(1234 + size)
    hands = [tuple(rng.sample(CARDS, size)) for _ in range(2500)]
    # Bias towards paired hands too: draw from few ranks.
    few = [c for c in CARDS if c >> 2 in (0, 1, 5, 12)]
    hands += [tuple(rng.sample(few, size)) for _ in range(800)]
    _check_consistent(hands)
    for h in hands[:400]:
        hv = evaluate(h)
        assert ref_best(hv.best_five) == ref_best(h)
        assert sorted(hv.best_five, key=lambda c: -(c >> 2)) == list(hv.best_five)
        assert set(hv.best_five) <= set(h)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(CARDS), min_size=7, max_size=7, unique=True),
       st.lists(st.sampled_from(CARDS), min_size=7, max_size=7, unique=True))
def test_hypothesis_pairwise_order(a: list, b: list) -> None:
    va, vb = low_value(a), low_value(b)
    ra, rb = ref_best(a), ref_best(b)
    assert (va < vb) == (ra < rb)
    assert (va == vb) == (ra == rb)


def test_seven_is_min_over_subsets() -> None:
    rng = random.Random(7)
    for _ in range(500):
        h = rng.sample(CARDS, 7)
        assert low_value(h) == min(low_value(f) for f in combinations(h, 5))
        assert low_value(h) == min(low_value(f) for f in combinations(h, 6))


def test_running_key_and_ranks() -> None:
    h = hand("Kd 7s 5d 4c 2h Ad 7h")
    key = 0
    for c in h:
        key += KEY[c]
    assert key == rank_key(h)
    assert value_from_key(key) == low_value(h)
    assert value_of_ranks([c >> 2 for c in h]) == low_value(h)
    assert value_of_ranks([4, 3, 2, 1, 0]) == low_value(hand("5s 4d 3c 2h Ad"))


# --- invalid input ------------------------------------------------------------


@pytest.mark.parametrize(
    "cards",
    [[], [0, 4, 8, 12], list(range(0, 32, 4)), [0, 4, 8, 12, 12], [0, 4, 8, 12, 52],
     [0, 4, 8, 12, -1], [0, 4, 8, 12, "x"], [0, 4, 8, 12, 16.0]],
)
def test_evaluate_rejects_bad_input(cards: list) -> None:
    with pytest.raises(ValueError):
        evaluate(cards)


@pytest.mark.parametrize("cards", [[], [0, 4, 8, 12], list(range(0, 32, 4)), [0, 4, 8, 12, 52]])
def test_low_value_rejects_wrong_sizes(cards: list) -> None:
    with pytest.raises(ValueError):
        low_value(cards)


def test_other_bad_input() -> None:
    with pytest.raises(ValueError):
        value_of_ranks([0, 0, 0, 0, 0])
    with pytest.raises(ValueError):
        value_of_ranks([0, 1, 2, 3, 13])
    with pytest.raises(ValueError):
        value_of_ranks([0, 1, 2, 3, -1])
    with pytest.raises(ValueError):
        value_from_key(1)
    with pytest.raises(ValueError):
        hand_name(-1)
    with pytest.raises(ValueError):
        board_value([])
    with pytest.raises(ValueError):
        board_value([3, 3])


def test_hand_value_is_frozen_and_orders() -> None:
    a, b = evaluate(hand("5s 4d 3c 2h Ad")), evaluate(hand("Ks Kd Kc 2h Ad"))
    assert isinstance(a, HandValue)
    assert min(b, a) is a
    with pytest.raises(AttributeError):
        a.value = 0  # type: ignore[misc]


# --- boards -------------------------------------------------------------------


def test_board_examples() -> None:
    assert board_value(hand("4s 2d")) < board_value(hand("6c Ah"))
    assert board_value(hand("6c Ah")) < board_value(hand("3c 3h"))
    assert board_value(hand("Ac Ah")) < board_value(hand("2c 2h"))
    assert board_value(hand("Kc Qh")) < board_value(hand("Ac Ah"))
    assert board_value(hand("7c 5h 3d")) < board_value(hand("7s 6h 2d"))
    assert board_value(hand("Kc Qh Jd")) < board_value(hand("2s 2h Ad"))
    assert board_value(hand("3s 3h Ad")) < board_value(hand("3c 3d 2h"))
    assert board_value(hand("Ks Kh Qd Qc")) < board_value(hand("2s 2h 2d Ac"))
    assert board_value(hand("Ks Kh Kd Ac")) < board_value(hand("2s 2h 2d 2c"))
    assert board_value(hand("7s 4h")) == board_value(hand("7c 4d"))
    assert board_value(hand("As")) < board_value(hand("2s")) < board_value(hand("Ks"))


def test_board_of_four_agrees_with_reference_order() -> None:
    rng = random.Random(99)
    boards = [tuple(rng.sample(CARDS, 4)) for _ in range(3000)]
    keyed = sorted((board_value(b), ref_five_like(b)) for b in boards)
    for (v1, r1), (v2, r2) in zip(keyed, keyed[1:], strict=False):
        assert (v1 == v2) == (r1 == r2)
        assert r1 <= r2


def ref_five_like(cards) -> tuple:
    """A board compared like a low hand of its size (shape first, then ranks)."""
    counts = Counter(c >> 2 for c in cards)
    shape = sorted(counts.values(), reverse=True)
    # Fewer/smaller groups are better: compare shapes the way hands do.
    order = [[1, 1, 1, 1], [2, 1, 1], [2, 2], [3, 1], [4]]
    making = sorted((r for r, c in counts.items() if c >= 2), key=lambda r: (-counts[r], -r))
    kickers = sorted((r for r, c in counts.items() if c == 1), reverse=True)
    return (order.index(shape), making, kickers)


def test_board_of_five_to_seven_is_like_a_hand() -> None:
    h = hand("Kd 7s 5d 4c 2h Ad 7h")
    assert board_value(h) == low_value(h)
    assert board_value(h[:5]) == low_value(h[:5])


def test_every_six_and_seven_rank_multiset_is_its_best_five() -> None:
    """Exhaustive: with the five-card values proven above, every 6/7 multiset's
    value must be the minimum over its five-card sub-multisets."""
    from itertools import combinations_with_replacement

    checked = 0
    for size in (6, 7):
        for ranks in combinations_with_replacement(range(13), size):
            if max(Counter(ranks).values()) > 4:
                continue
            best = min(value_of_ranks(f) for f in set(combinations(ranks, 5)))
            assert value_of_ranks(ranks) == best, ranks
            checked += 1
    assert checked == 18395 + 49205


# --- HandValue: equality, hashing and order are the razz value's ----------------


def test_two_wheels_of_different_suits_are_equal_and_hash_equal() -> None:
    a, b = evaluate(hand("5s 4d 3c 2h Ad")), evaluate(hand("5c 4c 3h 2d As"))
    assert a.best_five != b.best_five  # different cards...
    assert a == b and hash(a) == hash(b)  # ...one razz value
    assert not a < b and not b < a and a <= b and b >= a
    assert len({a, b}) == 1
    assert a != evaluate(hand("6s 4d 3c 2h Ad"))


@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(st.lists(st.sampled_from(CARDS), min_size=5, max_size=7, unique=True),
       st.lists(st.sampled_from(CARDS), min_size=5, max_size=7, unique=True))
def test_hand_values_are_totally_ordered_by_value_alone(a: list, b: list) -> None:
    x, y = evaluate(a), evaluate(b)
    assert (x == y) == (x.value == y.value)
    if x == y:
        assert hash(x) == hash(y)
    assert (x < y) == (x.value < y.value) and (x > y) == (x.value > y.value)
    assert (x <= y) == (x.value <= y.value) and (x >= y) == (x.value >= y.value)
    assert sum((x < y, x == y, x > y)) == 1  # exactly one holds: a total order


def test_name_and_best_five_are_computed_on_demand_and_cached() -> None:
    hv = evaluate(hand("7s 7d 5c 4h 2d Ad 9c"))
    assert hv.name == "7-5-4-2-A" and hv.name == hand_name(hv.value)
    first = hv.best_five
    assert hv.best_five is first  # cached, not rebuilt
    assert first == hand("7s 5c 4h 2d Ad")
    assert hv.cards == hand("7s 7d 5c 4h 2d Ad 9c")
    assert "7-5-4-2-A" in repr(hv)


def test_plain_int_input_gives_card_objects_back() -> None:
    ints = [int(c) for c in hand("Kc Qd 5s 4d 3c 2h Ad")]
    hv = evaluate(ints)
    assert all(type(c) is type(CARDS[0]) for c in hv.best_five)
    ints[0] = 51  # the caller's list changing later does not change the value's cards
    assert hv.cards == hand("Kc Qd 5s 4d 3c 2h Ad")


def test_hand_value_pickles_by_value_and_cards() -> None:
    import pickle

    hv = evaluate(hand("8s 6d 4c 3h 2d Kc Kd"))
    back = pickle.loads(pickle.dumps(hv))
    assert back == hv and back.best_five == hv.best_five and back.name == hv.name


def test_comparing_with_something_else_is_not_supported() -> None:
    hv = evaluate(hand("5s 4d 3c 2h Ad"))
    assert hv != hv.value  # a HandValue is not its int
    with pytest.raises(TypeError):
        _ = hv < 5  # type: ignore[operator]


# --- the fast path refuses exactly what the careful path refuses ---------------------


@pytest.mark.parametrize("bad", [True, False, 52, 63, 64, -1, -13, -64, -65, 1.0, 16.0, "As", None])
@pytest.mark.parametrize("size", [5, 6, 7])
def test_evaluate_refuses_every_kind_of_non_card(bad: object, size: int) -> None:
    base = list(hand("Kc Qd 9s 8d 7c 6h 3d"))[: size - 1]
    for pos in range(size):
        cards = [*base[:pos], bad, *base[pos:]]
        with pytest.raises(ValueError, match="not a card"):
            evaluate(cards)  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [5, 6, 7])
def test_evaluate_refuses_every_duplicate(size: int) -> None:
    rng = random.Random(size)
    for _ in range(200):
        cards = rng.sample(range(52), size)
        i, j = rng.sample(range(size), 2)
        cards[j] = cards[i]
        with pytest.raises(ValueError, match="duplicated card"):
            evaluate(cards)


@settings(max_examples=400, derandomize=True, database=None, deadline=None)
@given(st.lists(st.one_of(st.integers(-70, 70), st.booleans(), st.floats(0, 60)),
                min_size=0, max_size=9))
def test_fast_path_agrees_with_the_careful_check(cards: list) -> None:
    from razz_desktop.engine.evaluation import _check_cards

    try:
        checked = _check_cards(cards, range(5, 8), "a razz hand")
    except ValueError as exc:
        with pytest.raises(ValueError) as info:
            evaluate(cards)
        assert str(info.value) == str(exc)
    else:
        hv = evaluate(cards)
        assert hv.value == low_value(checked) and hv.cards == checked
