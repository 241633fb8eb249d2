"""The shared cache of legal-action lists stays small over a long sitting (issue 10's flat memory).

Keyed by the exact stack, every new stack size a long sitting produced added
lists until the cache was cleared at its limit (32,768 lists, megabytes); a
stack deeper than the call and the raise gives the same list, so deep stacks
now share their entries. The answers themselves are pinned by the
differential digest (tests/engine/test_differential.py).
"""

from __future__ import annotations

import random

from razz_desktop.engine import Action, ActionType, GameConfig, Hand, Stakes, legality
from razz_desktop.engine import hand as hand_module

_PASSIVE = (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW)


def _play(rng: random.Random, stacks: dict[int, int], hand_id: int) -> None:
    hand = Hand(GameConfig(Stakes()), stacks, rng=random.Random(hand_id), hand_id=hand_id)
    hand.start()
    while not hand.finished:
        legal = hand.legal_actions()
        choice = rng.choice(legal)
        seat = hand.to_act
        assert seat is not None
        hand.act(Action(seat, choice.type, choice.to))


def test_deep_stacks_of_every_size_share_their_lists() -> None:
    legality._LEGAL_LISTS.clear()
    rng = random.Random(20261201)
    for hand_id in range(300):
        players = rng.randint(2, 8)
        # Every hand's stacks are new sizes, all far deeper than the betting can reach.
        stacks = {seat: rng.randint(5_000, 1_000_000) for seat in range(1, players + 1)}
        _play(rng, stacks, hand_id)
    # A few hundred bet/current/target combinations exist at these stakes; one list
    # per stack size would be thousands.
    assert 0 < len(legality._LEGAL_LISTS) < 400


def test_a_shared_list_is_the_list_the_seat_would_get_alone() -> None:
    """Short, exact and deep stacks mixed: each list from the cache equals one built with the cache empty."""
    cache = legality._LEGAL_LISTS
    cache.clear()
    rng = random.Random(7)
    checked = 0
    for hand_id in range(600):
        players = rng.randint(2, 8)
        stacks = {seat: rng.choice((1, 2, 3, 5, 7, 10, 15, 20, 35, 60, rng.randint(1, 100_000)))
                  for seat in range(1, players + 1)}
        hand = Hand(GameConfig(Stakes()), stacks, rng=random.Random(hand_id), hand_id=hand_id)
        hand.start()
        while not hand.finished:
            shared = hand._compute_legal()
            saved = dict(cache)
            cache.clear()
            alone = hand._compute_legal()
            cache.clear()
            cache.update(saved)
            assert shared == alone
            checked += 1
            choice = rng.choice(hand.legal_actions())
            seat = hand.to_act
            assert seat is not None
            hand.act(Action(seat, choice.type, choice.to))
    assert checked > 400


def test_the_street_starts_stay_within_their_bound() -> None:
    """Thousands of boards make thousands of different starts: the cache is cleared at its bound, never beyond."""
    hand_module._STREET_STARTS.clear()
    rng = random.Random(11)
    peak = 0
    for hand_id in range(3_000):
        players = rng.randint(5, 8)
        # Checking and calling down: every hand reaches 7th street, every street a new start.
        hand = Hand(GameConfig(Stakes()), {seat: 10_000 for seat in range(1, players + 1)},
                    rng=random.Random(hand_id), hand_id=hand_id)
        hand.start()
        while not hand.finished:
            legal = hand.legal_actions()
            seat = hand.to_act
            assert seat is not None
            choice = next((la for la in legal if la.type in _PASSIVE), legal[0])
            hand.act(Action(seat, choice.type, choice.to))
        peak = max(peak, len(hand_module._STREET_STARTS))
    assert peak <= hand_module._STREET_STARTS_SIZE
    assert peak > hand_module._STREET_STARTS_SIZE // 2  # the bound was reached: it is what kept the size
