"""The shuffle: uniform over card positions, and the OS CSPRNG by default.

Chi-square over the 52 x 52 (card, position) table of many seeded shuffles,
so the test is deterministic; and a planted biased shuffle that it must
reject, so the test can fail.
"""

from __future__ import annotations

import math
import random
import secrets
from collections.abc import Callable

from razz_desktop.engine import GameConfig, Hand
from razz_desktop.engine import cards as cards_module
from razz_desktop.engine.cards import Deck

SHUFFLES = 5_200  # 100 expected per (card, position) cell


def chi_square_over_positions(shuffle: Callable[[], list[int]]) -> tuple[float, int]:
    counts = [[0] * 52 for _ in range(52)]
    for _ in range(SHUFFLES):
        for position, card in enumerate(shuffle()):
            counts[card][position] += 1
    expected = SHUFFLES / 52
    stat = sum((n - expected) ** 2 / expected for row in counts for n in row)
    return stat, 51 * 51  # each row and column sums to SHUFFLES: (52-1)^2 degrees of freedom


def critical_value(df: int, z: float = 3.09) -> float:
    """Chi-square quantile by Wilson-Hilferty; z = 3.09 is p = 0.001 one-sided."""
    h = 2 / (9 * df)
    return df * (1 - h + z * math.sqrt(h)) ** 3


def test_seeded_shuffles_are_uniform_over_positions() -> None:
    rng = random.Random(20261201)
    stat, df = chi_square_over_positions(lambda: list(Deck.shuffled(rng).order))
    assert stat < critical_value(df), (stat, critical_value(df))
    # and not suspiciously perfect either (a rigged "shuffle" that rotates a deck)
    assert stat > critical_value(df, z=-3.09), stat


def test_the_chi_square_rejects_a_biased_shuffle() -> None:
    rng = random.Random(7)

    def biased() -> list[int]:
        order = list(range(52))
        rng.shuffle(order)
        if rng.random() < 0.2:  # now and then the ace of clubs stays on top
            i = order.index(0)
            order[0], order[i] = order[i], order[0]
        return order

    stat, df = chi_square_over_positions(biased)
    assert stat > critical_value(df)


def test_default_shuffle_source_is_the_os_csprng(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    used: list[object] = []

    class Recording(secrets.SystemRandom):
        def shuffle(self, x):  # type: ignore[no-untyped-def, override]
            used.append(self)
            super().shuffle(x)

    assert cards_module.secrets.SystemRandom is secrets.SystemRandom
    monkeypatch.setattr(cards_module.secrets, "SystemRandom", Recording)
    Deck.shuffled()
    assert len(used) == 1 and isinstance(used[0], secrets.SystemRandom)
    Hand(GameConfig(), {1: 1000, 2: 1000}).start()  # a hand without deck or rng shuffles the same way
    assert len(used) == 2
    Deck.shuffled(random.Random(1))  # an injected source is used instead
    assert len(used) == 2
