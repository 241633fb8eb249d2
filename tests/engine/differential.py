"""One SHA-256 over everything the engine says across many seeded hands.

A speed change to the engine must give exactly the same answers. This plays
a fixed set of seeded hands (every combination of the five house rules, three
stakes, 2 to 8 players, stacks from 1 chip to 100,000, random legal actions
including both bet sizes of the open-pair option and show-or-muck choices)
and hashes the repr of every event, of the finished hand's record, and of
the seat views (the player to act's and a spectator's) after every action.
Run it before and after a change: the digests must be equal.

    .venv/bin/python -m tests.engine.differential [--hands-per-config 5]

``test_differential`` pins the digest of a smaller run, so a change in what
the engine says shows up as a failing test (update the pinned digest only
for a deliberate change of the rules, events or views).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import random
import time
from collections.abc import Iterator

from razz_desktop.engine import Action, GameConfig, Hand, HouseRules, Stakes

STAKES = (
    Stakes(),
    Stakes(small_bet=10, big_bet=20, ante=0, bring_in=3),
    Stakes(small_bet=100, big_bet=100, ante=100, bring_in=1),
)
_STACK_CHOICES = (1, 2, 3, 5, 40, 41, 49, 50, 51, 99, 150, 199, 200, 250, 399, 400, 1_000, 5_000, 100_000)


def configs() -> Iterator[GameConfig]:
    """Every combination of the house rules with every stakes."""
    for flags in itertools.product((False, True), repeat=5):
        rules = HouseRules(*flags)
        for stakes in STAKES:
            yield GameConfig(stakes, rules)


def _stacks(rng: random.Random, players: int) -> dict[int, int]:
    seats = sorted(rng.sample(range(1, 9), players))
    out = {}
    for s in seats:
        out[s] = rng.choice(_STACK_CHOICES) if rng.random() < 0.6 else rng.randint(1, 100_000)
    return out


def play(config: GameConfig, stacks: dict[int, int], seed: int, digest: hashlib._Hash) -> int:
    """Play one seeded hand, feeding everything it says to ``digest``; returns its actions."""
    rng = random.Random(seed)
    hand = Hand(config, stacks, rng=rng, hand_id=seed)
    for ev in hand.start():
        digest.update(repr(ev).encode())
    actions = 0
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        digest.update(repr(hand.view(seat)).encode())
        la = rng.choice(hand.legal_actions())
        for ev in hand.act(Action(seat, la.type, la.to)):
            digest.update(repr(ev).encode())
        actions += 1
        if actions % 3 == 0:
            digest.update(repr(hand.view(None)).encode())
    digest.update(repr(hand.record).encode())
    for s in hand.seats:
        digest.update(repr(hand.view(s)).encode())
    return actions


def run(hands_per_config: int) -> tuple[str, int, int]:
    """(hex digest, hands, actions) of the whole seeded set."""
    digest = hashlib.sha256()
    hands = actions = 0
    seed = 0
    for config in configs():
        for players in range(2, 9):
            for _ in range(hands_per_config):
                seed += 1
                stacks = _stacks(random.Random(seed * 7919), players)
                actions += play(config, stacks, seed, digest)
                hands += 1
    return digest.hexdigest(), hands, actions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands-per-config", type=int, default=5)
    args = parser.parse_args()
    t0 = time.perf_counter()
    hexdigest, hands, actions = run(args.hands_per_config)
    print(f"{hexdigest}  {hands} hands, {actions} actions, {time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    main()
