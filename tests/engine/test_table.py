"""The session table: seats and chips between hands, hand numbering, settling.

The table is where chips live between hands, so its bugs are silent money
bugs: a hand's result dropped, a player who left coming back, a stack that is
not a whole number of chips. Each test plays real hands through the engine.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.engine import (
    CARDS,
    Action,
    ConfigError,
    Deck,
    GameConfig,
    Hand,
    Table,
    parse_cards,
)
from razz_desktop.engine.actions import ActionType


def finish(hand: Hand, prefer: tuple[ActionType, ...] = (ActionType.CALL, ActionType.CHECK)) -> None:
    """Play a hand to its end by calling/checking (or the first legal action)."""
    while not hand.finished:
        legal = hand.legal_actions()
        choice = next((la for la in legal if la.type in prefer), legal[0])
        assert hand.to_act is not None
        hand.act(Action(hand.to_act, choice.type, choice.to))


def fold_out(hand: Hand) -> None:
    """Everybody folds to the bring-in: a quick, cheap hand (antes move)."""
    while not hand.finished:
        legal = hand.legal_actions()
        choice = next((la for la in legal if la.type is ActionType.FOLD), legal[0])
        assert hand.to_act is not None
        hand.act(Action(hand.to_act, choice.type, choice.to))


@pytest.fixture
def table() -> Table:
    return Table(GameConfig(), {1: 10_000, 4: 10_000, 6: 10_000})


def test_sit_leave_and_rebuy_between_hands(table: Table) -> None:
    table.sit(8, 5_000)
    assert table.stacks == {1: 10_000, 4: 10_000, 6: 10_000, 8: 5_000}
    assert table.leave(4) == 10_000
    assert 4 not in table.stacks
    table.rebuy(8, 1_000)
    assert table.stacks[8] == 6_000
    assert table.dealt_in() == [1, 6, 8]


@pytest.mark.parametrize("seat", [0, 9, -1])
def test_sit_refuses_seats_that_do_not_exist(table: Table, seat: int) -> None:
    with pytest.raises(ConfigError):
        table.sit(seat, 1_000)
    assert seat not in table.stacks


def test_sit_refuses_a_taken_seat_and_keeps_the_stack(table: Table) -> None:
    with pytest.raises(ConfigError):
        table.sit(1, 99)
    assert table.stacks[1] == 10_000


@pytest.mark.parametrize("chips", [-1, 2.5, "100"])
def test_sit_refuses_chips_that_are_not_whole_numbers(table: Table, chips: object) -> None:
    with pytest.raises(ConfigError):
        table.sit(3, chips)  # type: ignore[arg-type]
    assert 3 not in table.stacks


def test_sit_refuses_a_bool_as_chips(table: Table) -> None:
    """``True`` is an int to Python but not a stack: Stakes and Hand refuse it, so
    the table must too, or the next deal fails far from the mistake."""
    with pytest.raises(ConfigError):
        table.sit(3, True)  # type: ignore[arg-type]
    assert 3 not in table.stacks


@pytest.mark.parametrize("chips", [0, -5])
def test_rebuy_must_add_chips(table: Table, chips: int) -> None:
    with pytest.raises(ConfigError):
        table.rebuy(1, chips)
    assert table.stacks[1] == 10_000


def test_rebuy_refuses_fractional_chips(table: Table) -> None:
    """RULES.md: money is integer chips, never floats. A rebuy of 100.5 chips
    must be refused, not stored and then choke the next ``Hand``."""
    with pytest.raises(ConfigError):
        table.rebuy(1, 100.5)  # type: ignore[arg-type]
    assert table.stacks[1] == 10_000
    assert isinstance(table.stacks[1], int)


def test_rebuy_or_leave_an_empty_seat_is_refused(table: Table) -> None:
    with pytest.raises((ConfigError, KeyError)):
        table.rebuy(2, 1_000)
    with pytest.raises((ConfigError, KeyError)):
        table.leave(2)
    assert table.stacks == {1: 10_000, 4: 10_000, 6: 10_000}


def test_new_hand_deals_everyone_with_chips_and_starts_it(table: Table) -> None:
    hand = table.new_hand(rng=random.Random(7))
    assert hand.seats == (1, 4, 6)
    assert table.current_hand is hand
    assert hand.to_act == hand.bring_in_seat is not None
    assert all(len(hand.cards_of(s)) == 3 for s in hand.seats)


def test_busted_players_are_not_dealt_in() -> None:
    table = Table(GameConfig(), {1: 10_000, 2: 0, 5: 10_000})
    assert table.dealt_in() == [1, 5]
    hand = table.new_hand(rng=random.Random(1))
    assert hand.seats == (1, 5)


def deck_for(cards: dict[int, str]) -> Deck:
    """The deck that deals ``cards`` (7 per seat, nobody folds), the rest after."""
    per_seat = {s: parse_cards(t) for s, t in cards.items()}
    order = [per_seat[s][i] for i in range(7) for s in sorted(per_seat)]
    return Deck(order + [c for c in CARDS if c not in order])


def test_a_player_who_busts_sits_out_the_next_hand_until_rebuy() -> None:
    table = Table(GameConfig(), {1: 10_000, 2: 30, 3: 10_000})
    hand = table.new_hand(deck=deck_for({
        1: "Ac 2c 3c 4c 5c 6c 7c",
        2: "Kd Kh Ks Qd Qh Qs Jd",  # all-in on the ante with the worst hand
        3: "Ad 2d 3d 4d 5d 6d 7d",
    }))
    finish(hand)
    table.settle(hand)
    assert table.stacks[2] == 0
    nxt = table.new_hand(rng=random.Random(4))
    assert nxt.seats == (1, 3)
    fold_out(nxt)
    table.settle(nxt)
    assert table.stacks[2] == 0
    table.rebuy(2, 500)
    assert table.new_hand(rng=random.Random(5)).seats == (1, 2, 3)


def test_fewer_than_two_players_with_chips_cannot_deal() -> None:
    table = Table(GameConfig(), {1: 10_000, 2: 0})
    with pytest.raises(ConfigError):
        table.new_hand()
    assert table.current_hand is None


def test_hand_ids_increase_from_first_hand_id() -> None:
    table = Table(GameConfig(), {1: 10_000, 2: 10_000}, first_hand_id=41)
    ids = []
    for seed in range(3):
        hand = table.new_hand(rng=random.Random(seed))
        ids.append(hand.hand_id)
        fold_out(hand)
        table.settle(hand)
    assert ids == [41, 42, 43]
    assert table.hand_count == 3


def test_settle_takes_the_final_stacks_and_conserves_chips(table: Table) -> None:
    total = sum(table.stacks.values())
    for seed in range(5):
        hand = table.new_hand(rng=random.Random(seed))
        finish(hand)
        table.settle(hand)
        assert table.stacks == hand.stacks
        assert sum(table.stacks.values()) == total
        assert table.current_hand is None


def test_settle_keeps_seats_that_sat_out_the_hand() -> None:
    table = Table(GameConfig(), {1: 10_000, 2: 0, 3: 10_000})
    hand = table.new_hand(rng=random.Random(2))
    fold_out(hand)
    table.settle(hand)
    assert table.stacks[2] == 0
    assert sorted(table.stacks) == [1, 2, 3]


def test_changes_are_refused_mid_hand(table: Table) -> None:
    hand = table.new_hand(rng=random.Random(9))
    before = table.stacks
    with pytest.raises(RuntimeError):
        table.sit(8, 1_000)
    with pytest.raises(RuntimeError):
        table.leave(1)
    with pytest.raises(RuntimeError):
        table.rebuy(1, 1_000)
    with pytest.raises(RuntimeError):
        table.new_hand()
    assert table.stacks == before
    assert table.current_hand is hand


def test_settle_refuses_an_unfinished_or_foreign_hand(table: Table) -> None:
    hand = table.new_hand(rng=random.Random(9))
    with pytest.raises(RuntimeError):
        table.settle(hand)
    fold_out(hand)
    other = Table(GameConfig(), {1: 10_000, 4: 10_000})
    with pytest.raises(RuntimeError):
        other.settle(hand)
    table.settle(hand)
    with pytest.raises(RuntimeError):
        table.settle(hand)  # settling twice would pay twice


def test_next_hand_never_drops_an_unsettled_result(table: Table) -> None:
    """A finished hand that was not settled must not be silently forgotten.

    The table may refuse the next deal until the hand is settled, or settle it
    itself; what it must not do is deal the next hand from the stacks before
    the last one, losing the chips that moved (money appears and vanishes).
    """
    hand = table.new_hand(rng=random.Random(11))
    fold_out(hand)
    assert hand.stacks != table.stacks  # the antes moved
    try:
        nxt = table.new_hand(rng=random.Random(12))
    except RuntimeError:
        return  # refusing is fine
    started = {s: n for s, n in nxt.events[0].stacks}  # type: ignore[union-attr]
    assert started == {s: c for s, c in hand.stacks.items() if c > 0}, (
        "the next hand was dealt from the stacks before the unsettled hand")


def test_leaving_before_settle_does_not_bring_the_player_back(table: Table) -> None:
    """Between a hand's end and its settling the table accepts seat changes; a
    player who leaves then must not reappear when the hand is settled."""
    hand = table.new_hand(rng=random.Random(13))
    fold_out(hand)
    try:
        taken = table.leave(4)
    except RuntimeError:
        return  # refusing until the hand is settled is fine
    table.settle(hand)
    assert 4 not in table.stacks, "a player who left came back with the settled stack"
    assert taken == hand.stacks[4], "the player left with the stack from before the hand"


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(
    st.dictionaries(st.integers(1, 8), st.integers(0, 3_000), min_size=2, max_size=8),
    st.randoms(use_true_random=False),
)
def test_a_session_conserves_chips_and_deals_only_players_with_chips(
    stacks: dict[int, int], rnd: random.Random
) -> None:
    """Hand after hand (random decks, random legal play, busts), the table's
    chips stay the same, only seats with chips are dealt in, ids go up."""
    if sum(1 for v in stacks.values() if v > 0) < 2:
        stacks = {**stacks, 1: 1_000, 2: 1_000}
    table = Table(GameConfig(), stacks)
    total = sum(table.stacks.values())
    last_id = 0
    for _ in range(6):
        if len(table.dealt_in()) < 2:
            break
        expected_seats = tuple(table.dealt_in())
        hand = table.new_hand(rng=rnd)
        assert hand.seats == expected_seats
        assert hand.hand_id > last_id
        last_id = hand.hand_id
        while not hand.finished:
            legal = hand.legal_actions()
            la = rnd.choice(legal)
            assert hand.to_act is not None
            hand.act(Action(hand.to_act, la.type, la.to))
        table.settle(hand)
        assert sum(table.stacks.values()) == total
        assert set(table.stacks) == set(stacks)
