"""Complete 8-handed hands per second through the engine, against pokerkit in the same run.

Two policies: a random legal action (many hands end early) and always-call
(check when possible, otherwise call: every hand goes to showdown). pokerkit
(``pip install pokerkit``, a benchmark-only dependency) plays the same game,
fixed-limit razz with the same stakes and stacks, under its own automations
for everything but the players' decisions, with the same two policies (a
uniform choice among the same legal options: bring-in or complete, then
fold, check/call or bet/raise when allowed, drawn from one shared
``random.Random``; each side shuffles 52 cards per hand with
``random.shuffle``, ours with that generator and pokerkit with the
``random`` module's: the same algorithm and cost). The two engines
alternate in rounds of ``--seconds`` each, the other one starting each
round, so a burst of load falls on both; medians of the rounds are printed
in wall-clock and process CPU time, with the ratios. An untimed run of 200
hands per engine prints how many reached 7th street and the decisions per
hand, to show both played the same game. Prints figures; never asserts on
time.

    .venv/bin/python benchmarks/bench_hands.py [--rounds 5] [--seconds 1.5]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from razz_desktop.engine import Action, ActionType, GameConfig, Hand  # noqa: E402

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


def ours(policy: Callable[[Hand, random.Random], Action], rng: random.Random, n: int) -> int:
    """Play ``n`` complete hands; returns how many reached 7th street."""
    showdowns = 0
    for i in range(n):
        hand = Hand(CONFIG, SEATS, rng=rng, hand_id=i)
        hand.start()
        while not hand.finished:
            hand.act(policy(hand, rng))
        showdowns += hand.street == 7
    return showdowns


def our_shape(policy: Callable[[Hand, random.Random], Action], n: int) -> tuple[int, float]:
    """(hands of ``n`` that reached 7th street, decisions per hand): untimed, to compare games."""
    rng = random.Random(11)
    seventh = decisions = 0
    for i in range(n):
        hand = Hand(CONFIG, SEATS, rng=rng, hand_id=i)
        hand.start()
        while not hand.finished:
            hand.act(policy(hand, rng))
            decisions += 1
        seventh += hand.street == 7
    return seventh, decisions / n


PkRun = Callable[[random.Random, int], int]
PkShape = Callable[[int], tuple[int, float]]


def _pokerkit() -> tuple[tuple[PkRun, PkRun], tuple[PkShape, PkShape]] | None:
    """pokerkit's (random, always-call) runners and their untimed game shapes, or None."""
    try:
        from pokerkit import Automation, FixedLimitRazz
    except ImportError:
        return None
    autos = (Automation.ANTE_POSTING, Automation.BET_COLLECTION,
             Automation.BLIND_OR_STRADDLE_POSTING, Automation.CARD_BURNING,
             Automation.HOLE_DEALING, Automation.BOARD_DEALING,
             Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
             Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
    st = CONFIG.stakes

    def play(decide: Callable[[object, random.Random], None], rng: random.Random, n: int) -> int:
        done = 0
        for _ in range(n):
            state = FixedLimitRazz.create_state(autos, True, st.ante, st.bring_in, st.small_bet,
                                                st.big_bet, tuple(SEATS.values()), len(SEATS))
            while state.status:
                decide(state, rng)
            done += 1
        return done

    def rnd(state, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
        options = []
        if state.can_post_bring_in():
            options.append(state.post_bring_in)
        if state.can_complete_bet_or_raise_to():
            options.append(state.complete_bet_or_raise_to)
        if state.can_check_or_call():
            options.append(state.check_or_call)
        if state.can_fold():
            options.append(state.fold)
        rng.choice(options)()

    def call(state, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
        if state.can_post_bring_in():
            state.post_bring_in()
        else:
            state.check_or_call()

    def shape(decide: Callable[[object, random.Random], None], n: int) -> tuple[int, float]:
        rng = random.Random(11)
        seventh = decisions = 0
        for _ in range(n):
            state = FixedLimitRazz.create_state(autos, True, st.ante, st.bring_in, st.small_bet,
                                                st.big_bet, tuple(SEATS.values()), len(SEATS))
            reached = False
            while state.status:
                reached = reached or state.street_index == 4  # 7th street: the fifth
                decide(state, rng)
                decisions += 1
            seventh += reached
        return seventh, decisions / n

    return ((lambda rng, n: play(rnd, rng, n)), (lambda rng, n: play(call, rng, n))), \
        ((lambda n: shape(rnd, n)), (lambda n: shape(call, n)))


def _rate(fn: Callable[[random.Random, int], object], rng: random.Random, seconds: float,
          batch: int) -> tuple[float, float]:
    """(hands/s wall, hands/s CPU) over batches until ``seconds`` have passed."""
    n = 0
    w0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - w0 < seconds:
        fn(rng, batch)
        n += batch
    return n / (time.perf_counter() - w0), n / (time.process_time() - c0)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.5)
    args = parser.parse_args()
    warnings.filterwarnings("ignore", message="Returning reserved")  # pokerkit's reshuffle at 8 seats
    pk = _pokerkit()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs; medians of "
          f"{args.rounds} alternating rounds of {args.seconds:g} s")
    for i, (name, policy) in enumerate((("random legal action", random_policy),
                                        ("always call", always_call))):
        rng = random.Random(7)

        def mine(rng: random.Random, n: int, policy=policy) -> int:  # type: ignore[no-untyped-def]
            return ours(policy, rng, n)

        samples_ours, samples_pk = [], []
        for r in range(args.rounds):  # alternating, and each round the other engine starts
            if pk is not None and r % 2:
                samples_pk.append(_rate(pk[0][i], rng, args.seconds, 5))
            samples_ours.append(_rate(mine, rng, args.seconds, 50))
            if pk is not None and not r % 2:
                samples_pk.append(_rate(pk[0][i], rng, args.seconds, 5))
        ow = statistics.median(s[0] for s in samples_ours)
        oc = statistics.median(s[1] for s in samples_ours)
        line = f"{name:>20}: engine {ow:7.0f} hands/s wall {oc:7.0f} CPU"
        if samples_pk:
            pw = statistics.median(s[0] for s in samples_pk)
            pc = statistics.median(s[1] for s in samples_pk)
            line += f" | pokerkit {pw:6.0f} wall {pc:6.0f} CPU | ratio {ow / pw:5.1f} wall {oc / pc:5.1f} CPU"
        print(line)
        seventh, per_hand = our_shape(policy, 200)
        shape = f"{'':>22}same game? engine: {seventh} of 200 hands reached 7th street, {per_hand:.1f} decisions a hand"
        if pk is not None:
            pk_seventh, pk_per_hand = pk[1][i](200)
            shape += f"; pokerkit: {pk_seventh} of 200, {pk_per_hand:.1f} a hand"
        print(shape)
    if pk is None:
        print("pokerkit: not installed (pip install pokerkit to compare)")
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
