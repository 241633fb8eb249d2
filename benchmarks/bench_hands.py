"""Complete 8-handed hands per second through the engine.

Two policies: a random legal action (many hands end early) and always-call
(check when possible, otherwise call: every hand goes to showdown). Prints
figures; never asserts on time.
"""

from __future__ import annotations

import random
import time

from razz_desktop.engine import Action, ActionType, GameConfig, Hand

SEATS = dict.fromkeys(range(1, 9), 100_000)
CONFIG = GameConfig()


def random_policy(hand: Hand, rng: random.Random) -> Action:
    la = rng.choice(hand.legal_actions())
    return Action(hand.to_act, la.type, la.to)  # type: ignore[arg-type]


_PASSIVE = (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN, ActionType.SHOW)


def always_call(hand: Hand, rng: random.Random) -> Action:
    for la in hand.legal_actions():
        if la.type in _PASSIVE:
            return Action(hand.to_act, la.type)  # type: ignore[arg-type]
    raise AssertionError("no passive action")


def run(policy, seconds: float = 3.0) -> tuple[int, float, int]:
    rng = random.Random(7)
    n = showdowns = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(100):
            hand = Hand(CONFIG, SEATS, rng=rng, hand_id=n)
            hand.start()
            while not hand.finished:
                hand.act(policy(hand, rng))
            n += 1
            showdowns += hand.street == 7
    return n, time.perf_counter() - start, showdowns


def main() -> None:
    for name, policy in (("random legal action", random_policy), ("always call", always_call)):
        n, elapsed, sd = run(policy)
        print(f"{name:>20}: {n / elapsed:8.0f} complete 8-handed hands/s ({n} hands, {sd} reached 7th street)")


if __name__ == "__main__":
    main()
