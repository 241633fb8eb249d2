"""Where the look-ahead overrules the one-street Expert heads-up, which action really does better?

    nice -n 5 .venv/bin/python benchmarks/lookahead_disagreements.py [--hands 200] [--rollouts 16]
        [--seed 2]

Plays ``expert_guard0`` (seat 1) against ``expert`` (seat 2). At each spot
where the guard bot's look-ahead overrules its one-street choice, the hand
and both bots are copied and each of the two actions is played out
``--rollouts`` times against the real Expert policy (the cards still to come
reshuffled, the same shuffles for both actions), the hero continuing as the
one-street Expert. Prints each spot (what the look-ahead claimed the
override gains and what the play-outs realised, in big bets) and the totals
by kind (street, one-street choice -> look-ahead's choice). It never passes
or fails: it is how issue 35's second session found which overrides were
wrong (``benchmarks/lookahead_results.md``). The hand is copied with
``copy.deepcopy`` and the undealt part of its deck reshuffled in place: a
benchmark's liberty, not an API.
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from razz_desktop.ai import expert_bot  # noqa: E402
from razz_desktop.ai.bots import make_bot  # noqa: E402
from razz_desktop.ai.policy import Policy  # noqa: E402
from razz_desktop.engine import Action, GameConfig, Hand  # noqa: E402
from razz_desktop.engine.actions import ActionType  # noqa: E402
from razz_desktop.engine.cards import Deck  # noqa: E402

Override = tuple[int, ActionType, ActionType, float]  # street, one-street choice, look-ahead's, claimed gain


def _spy(found: list[Override]) -> None:
    """Record every override the guard bot makes (street, default, choice, claimed gain in big bets)."""
    original = expert_bot.ExpertBot._guarded

    def guarded(self, view, sit, model, default, margin):  # type: ignore[no-untyped-def]
        choice = original(self, view, sit, model, default, margin)
        if choice is not default and self.last_values is not None:
            v = self.last_values.values
            found.append((view.street, default, choice, (v[choice] - v[default]) / view.big_bet))
        return choice

    expert_bot.ExpertBot._guarded = guarded  # type: ignore[method-assign]


def _play_out(snap: Hand, action: ActionType, hero: Policy, villain: Policy, shuffle_seed: int,
              big_bet: int) -> float:
    """The hero's net in big bets after ``action``, the cards to come reshuffled by ``shuffle_seed``."""
    hand = copy.deepcopy(snap)
    deck = hand._deck  # noqa: SLF001 - the benchmark reshuffles what is still undealt
    rest = deck._cards[deck._next:]  # noqa: SLF001
    random.Random(shuffle_seed).shuffle(rest)
    deck._cards[deck._next:] = rest  # noqa: SLF001
    me, them = copy.deepcopy(hero), copy.deepcopy(villain)
    hand.act(Action(1, action))
    rng = random.Random(shuffle_seed)
    while not hand.finished:
        seat = hand.to_act
        assert seat is not None
        policy = me if seat == 1 else them
        hand.act(Action(seat, policy.decide(hand.view(seat), rng)))
    return dict(hand.record.net)[1] / big_bet


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--rollouts", type=int, default=16)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    found: list[Override] = []
    _spy(found)
    rng = random.Random(args.seed)
    hero, villain = make_bot("expert_guard0", seed=11), make_bot("expert", seed=12)
    twin = make_bot("expert", seed=11)  # the hero after the spot: the one-street Expert
    config = GameConfig()
    big_bet = config.stakes.big_bet
    rows: list[tuple[int, str, str, float, float, float]] = []
    t0 = time.perf_counter()
    for number in range(args.hands):
        hand = Hand(config, {1: 2000, 2: 2000}, deck=Deck.shuffled(rng), hand_id=number + 1)
        hand.start()
        while not hand.finished:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            before = len(found)
            snap, opp, me = (copy.deepcopy(hand), copy.deepcopy(villain), copy.deepcopy(twin)) \
                if seat == 1 else (None, None, None)
            kind = (hero if seat == 1 else villain).decide(view, rng)
            if snap is not None and opp is not None and me is not None and len(found) > before:
                street, default, choice, claimed = found[-1]
                diffs = [_play_out(snap, choice, me, opp, k * 7919 + number, big_bet)
                         - _play_out(snap, default, me, opp, k * 7919 + number, big_bet)
                         for k in range(args.rollouts)]
                real, se = float(np.mean(diffs)), float(np.std(diffs) / np.sqrt(len(diffs)))
                rows.append((street, default.value, choice.value, claimed, real, se))
                print(f"{street} {default.value}->{choice.value} claimed {claimed:+.2f} "
                      f"real {real:+.2f} ± {se:.2f}", flush=True)
            hand.act(Action(seat, kind))
        for s, bot in ((1, hero), (2, villain), (1, twin)):
            bot.observe(hand.view(s))
    kinds: dict[tuple[int, str, str], list[tuple[float, float]]] = defaultdict(list)
    for street, default_name, choice_name, claimed, real, _se in rows:
        kinds[(street, default_name, choice_name)].append((claimed, real))
    print("---- by kind (street, one-street -> look-ahead): overrides, claimed mean, realised mean (big bets)")
    for key, values in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        print(key, len(values), f"{np.mean([c for c, _ in values]):+.3f}", f"{np.mean([r for _, r in values]):+.3f}")
    if rows:
        print(f"all {len(rows)} claimed {np.mean([r[3] for r in rows]):+.3f} realised "
              f"{np.mean([r[4] for r in rows]):+.3f} ({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
