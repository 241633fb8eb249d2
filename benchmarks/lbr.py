"""Local best response against the Expert (issue 35): how exploitable is it, heads-up?

    nice -n 5 .venv/bin/python benchmarks/lbr.py [--hands 600] [--seed 1] [--jobs 2]
        [--targets expert,expert_lookahead] [--queries 10]

A local best response (LBR, after Lisy and Bowling) plays the target heads-up
with duplicate dealing (the arena's ``play_match``: every deck twice, seats
swapped, sittings over ``--jobs`` processes) and at each of its decisions:

* reads the target's range the way the Expert reads a range (``RangeModel``
  with the Expert's defaults: its entries, completions, bets and calls read
  from the public history) and samples deals from it;
* values checking and calling as if the hand were then checked down (the
  classic LBR roll-out: the equity against that range times the pot);
* values a bet, completion or raise by **asking the target's own policy**:
  for ``--queries`` deals drawn from the range, the hand is rebuilt in the
  engine with the target holding those hole cards, the history replayed and
  the LBR's action played, and the target (a shadow copy that has observed
  every hand the real one has, so it models the LBR identically) decides;
  a fold wins the pot, a call or a raise (called) goes to a check-down;
* takes the best of these values.

It never passes or fails; it prints the LBR's BB/100 against each target
with a two-sided 95% interval over the duplicate blocks. Lower is better for
the target: it is how much a player who knows the target's policy (not its
cards) wins from it with one-step look-ahead.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import time
from dataclasses import dataclass

import numpy as np

from razz_desktop.ai.bots import make_bot
from razz_desktop.ai.equity import hand_values as final_values
from razz_desktop.ai.equity import shares
from razz_desktop.ai.match import mean_ci, play_match
from razz_desktop.ai.policy import Policy
from razz_desktop.ai.reading import RangeModel, deals_for, situation
from razz_desktop.engine import GameConfig, Hand, HouseRules, Stakes
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import CARDS, Deck
from razz_desktop.engine.views import SeatView

A = ActionType
AGGRESSIVE = (A.COMPLETE, A.BET, A.RAISE)


class LocalBestResponse:
    """The LBR seat: one-step best response against the target's policy (see the module docstring)."""

    def __init__(self, target: str, seed: int, queries: int, trials: int) -> None:
        self.name = "lbr"
        self.shadow = make_bot(target, seed=seed)
        self.queries = queries
        self.trials = trials
        self.seed = seed
        self.ranges = RangeModel(read_answers=True)

    def observe(self, view: SeatView) -> None:
        """The shadow target learns from the hand exactly what the real one saw (the public hand)."""
        other = next(s.seat for s in view.seats if s.seat != view.viewer)
        self.shadow.observe(dataclasses.replace(view, viewer=other))

    def decide(self, view: SeatView, rng: random.Random) -> ActionType:
        sit = situation(view)
        legal = sit.legal
        gen = np.random.default_rng(rng.getrandbits(64))
        deals = deals_for(sit, self.trials, gen)
        w = self.ranges.weights(sit, deals.opponents)
        wn = w / w.sum()
        hv, ov = final_values(deals)
        share = shares(hv, ov)[0]
        equity = float((wn * share).sum())
        values: dict[ActionType, float] = {}
        for kind in legal:
            la = view.legal_action(kind)
            invest = la.amount if la is not None else 0
            if kind is A.FOLD:
                values[kind] = 0.0
            elif kind in (A.CHECK, A.CALL, A.BRING_IN):
                values[kind] = equity * (sit.pot + invest) - invest
            elif kind in AGGRESSIVE:
                values[kind] = self._aggressive(view, kind, deals, wn, share, gen)
        if not values:
            return legal[0]
        return max(values, key=lambda k: values[k])

    def _aggressive(self, view: SeatView, kind: ActionType, deals, wn: np.ndarray, share: np.ndarray,
                    gen: np.random.Generator) -> float:
        """The mean over sampled target hands of: fold -> the pot; call or raise -> a check-down."""
        picks = gen.choice(deals.n, size=self.queries, p=wn)
        me = view.viewer
        assert me is not None
        start = view.seat(me).committed
        total = 0.0
        for d in picks:
            hand = self._rebuild(view, deals.opponents[0, d])
            hand.act(Action(me, kind))
            if hand.to_act is not None and hand.to_act != me and not hand.finished:
                answer = self.shadow.decide(hand.view(hand.to_act), random.Random(int(d)))
                hand.act(Action(hand.to_act, answer))
                if answer is A.FOLD:
                    total += sum(s.committed for s in hand.view(None).seats) - (
                        hand.view(None).seat(me).committed - start)
                    continue
                if answer is A.RAISE and hand.to_act == me:
                    hand.act(Action(me, A.CALL))  # a raise: the LBR calls and checks down
            snap = hand.view(None)
            pot_now = sum(s.committed for s in snap.seats)
            cost = snap.seat(me).committed - start
            total += float(share[d]) * pot_now - cost
        return total / self.queries

    @staticmethod
    def _rebuild(view: SeatView, target_cards: np.ndarray) -> Hand:
        """The hand so far, in the engine, with the target holding ``target_cards`` (dealing order)."""
        me = view.viewer
        seats = sorted(s.seat for s in view.seats)
        cards: dict[int, list[int]] = {}
        for s in view.seats:
            if s.seat == me:
                cards[s.seat] = [int(c.card) for c in s.cards if c.card is not None]
            else:
                cards[s.seat] = [int(c) for c in target_cards[:len(s.cards)]]
        order: list[int] = []
        for position in range(7):
            for seat in seats:
                if len(cards[seat]) > position:
                    order.append(cards[seat][position])
        used = set(order)
        order.extend(c for c in range(52) if c not in used)
        stakes = Stakes(small_bet=view.small_bet, big_bet=view.big_bet, ante=view.ante, bring_in=view.bring_in)
        stacks = {s.seat: s.stack + s.committed for s in view.seats}
        hand = Hand(GameConfig(stakes, HouseRules()), stacks, deck=Deck([CARDS[c] for c in order]))
        hand.start()
        for a in view.history:
            hand.act(Action(a.seat, a.type))
        return hand


@dataclass(frozen=True, slots=True)
class LbrSeats:
    """The arena's bot factory: seat 1 of each pairing is the LBR, seat 2 the target (picklable)."""

    target: str
    queries: int
    trials: int

    def __call__(self, name: str, index: int, seed: int) -> Policy:
        if index == 0:
            return LocalBestResponse(self.target, seed, self.queries, self.trials)
        return make_bot(self.target, seed=seed)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--targets", default="expert,expert_lookahead")
    parser.add_argument("--queries", type=int, default=10, help="target hands asked per aggressive action")
    parser.add_argument("--trials", type=int, default=800, help="deals read from the range per decision")
    args = parser.parse_args()
    print(f"LBR heads-up, {args.hands} hands per target, seed {args.seed}, "
          f"{args.queries} queries, load average {os.getloadavg()[0]:.1f}")
    for target in args.targets.split(","):
        t0 = time.perf_counter()
        result = play_match([target, target], args.hands, args.seed, jobs=args.jobs,
                            factory=LbrSeats(target, args.queries, args.trials), sitting_hands=100)
        m, lo, hi = mean_ci(result.block_bb100[0])
        print(f"LBR vs {target:<10} {m:+7.1f} BB/100  95% [{lo:+.1f}, {hi:+.1f}]  "
              f"hands {result.hands}  ({time.perf_counter() - t0:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
