"""Headless sit-and-gos between bots: finishing places, average position and in-the-money rate.

The command is ``python -m razz_desktop.ai.arena --tournament PRESET`` (see
:mod:`razz_desktop.ai.arena_cli`); this is the machinery, importable by the
benchmarks and the tests.

Each tournament is played to the end by freshly built bots, so it depends
only on the run's seed and its own number: ``jobs`` worker processes share
the tournaments and the results are put back in tournament order, and any
number of jobs gives the same figures. Tournament ``k`` seats the bots
rotated by ``k`` seats (over ``n`` tournaments every bot plays every seat
equally often), and every deck and every decision's generator is an HMAC
derivation of the seed (:func:`razz_desktop.ai.match.derive`), which the
bots never see.

A tournament that has not ended after :data:`MAX_HANDS` hands is an error
(the limits rise until the last level, so bots that never fold still lose
their chips to the antes and showdowns long before).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from random import Random
from typing import Any

from razz_desktop.ai.match import (
    BotFactory,
    derive,
    derive_int,
    keyed_deck,
    labels_for,
    make_arena_bot,
    t_quantile_975,
)
from razz_desktop.engine.actions import Action
from razz_desktop.engine.cards import Deck
from razz_desktop.engine.record import HandRecord
from razz_desktop.tournament.payouts import default_payouts
from razz_desktop.tournament.schedule import Schedule
from razz_desktop.tournament.sitngo import SitAndGo

MAX_HANDS = 5000
"""A tournament still running after this many hands is refused as broken."""


@dataclass(frozen=True, slots=True)
class _Job:
    names: tuple[str, ...]
    seed: int
    tournament: int
    schedule: Schedule
    factory: BotFactory
    keep_records: bool


@dataclass(slots=True)
class TournamentResult:
    """One tournament: each bot's (by its index in the names) place, hands played, the records kept."""

    places: list[int]
    hands: int
    levels: list[int]
    records: list[HandRecord] = field(default_factory=list)


def _deck(seed: int, tournament: int, hand: int) -> Deck:
    """The deck of one hand: shuffled from the seed's keyed stream, as the arena's blocks are."""
    return Deck(keyed_deck(derive(seed, "tournament-deck", tournament, hand)))


def play_tournament(job: _Job) -> TournamentResult:
    """Play one tournament to its end among fresh bots."""
    n = len(job.names)
    # Bot i sits at seat (i + k) % n + 1 in tournament k.
    seat_of = [(i + job.tournament) % n + 1 for i in range(n)]
    bot_at = {seat_of[i]: job.factory(name, i, derive_int(job.seed, "tournament-bot", job.tournament, i, bits=63))
              for i, name in enumerate(job.names)}
    sng = SitAndGo(job.schedule, sorted(bot_at), payouts=default_payouts(n))
    out = TournamentResult([0] * n, 0, [])
    while not sng.over:
        if sng.hands_played >= MAX_HANDS:
            raise RuntimeError(f"tournament {job.tournament} did not end in {MAX_HANDS} hands")
        number = sng.hands_played
        hand = sng.deal(deck=_deck(job.seed, job.tournament, number))
        rngs = {s: Random(int.from_bytes(derive(job.seed, "tournament-decide", job.tournament, number, s), "big"))
                for s in hand.seats}
        while not hand.finished:
            seat = hand.to_act
            if seat is None:
                raise RuntimeError("the hand is not finished but nobody is to act")
            hand.act(Action(seat, bot_at[seat].decide(hand.view(seat), rngs[seat])))
        for s in hand.seats:
            bot_at[s].observe(hand.view(s))
        if job.keep_records:
            out.records.append(hand.record)
        out.levels.append(sng.level_index)
        sng.finish(hand)
    for standing in sng.standings():
        for seat in standing.seats:
            out.places[seat_of.index(seat)] = standing.place
    out.hands = sng.hands_played
    return out


@dataclass(slots=True)
class TournamentsResult:
    labels: list[str]
    seed: int
    schedule: Schedule
    results: list[TournamentResult]

    def summary(self) -> dict[str, Any]:
        """The JSON the arena prints: each bot's finishes, average position (with a 95% interval) and ITM."""
        n = len(self.labels)
        paid = default_payouts(n).places_paid
        bots: dict[str, Any] = {}
        for i, label in enumerate(self.labels):
            places = [r.places[i] for r in self.results]
            finishes = [sum(1 for p in places if p == k) for k in range(1, n + 1)]
            mean = statistics.fmean(places)
            half = 0.0
            if len(places) > 1:
                half = t_quantile_975(len(places) - 1) * statistics.stdev(places) / math.sqrt(len(places))
            itm = sum(1 for p in places if p <= paid) / len(places)
            bots[label] = {"finishes": finishes, "average_position": round(mean, 3),
                           "average_position_ci95": [round(max(1.0, mean - half), 3), round(min(float(n), mean + half), 3)],
                           "itm": round(itm, 4), "wins": finishes[0]}
        hands = [r.hands for r in self.results]
        return {"tournaments": len(self.results), "seed": self.seed, "preset": self.schedule.name,
                "players": n, "places_paid": paid, "hands": sum(hands),
                "hands_per_tournament": {"median": statistics.median(hands), "max": max(hands)},
                "bots": bots}


def play_tournaments(names: Sequence[str], schedule: Schedule, count: int, seed: int, *, jobs: int = 1,
                     factory: BotFactory = make_arena_bot, keep_records: bool = False) -> TournamentsResult:
    """Play ``count`` sit-and-gos among the named bots; the same seed gives the same result on any ``jobs``."""
    if not 2 <= len(names) <= 8:
        raise ValueError("a sit-and-go seats 2 to 8 players")
    if count < 1:
        raise ValueError("play at least one tournament")
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    if seed < 0:
        raise ValueError("the seed must not be negative")
    work = [_Job(tuple(names), seed, k, schedule, factory, keep_records) for k in range(count)]
    if jobs == 1 or count == 1:
        results = [play_tournament(job) for job in work]
    else:
        with ProcessPoolExecutor(max_workers=min(jobs, count)) as pool:
            results = list(pool.map(play_tournament, work))
    return TournamentsResult(labels_for(names), seed, schedule, results)
