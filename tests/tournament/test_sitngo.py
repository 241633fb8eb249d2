"""A sit-and-go over the engine: levels between hands, short stacks, knock-outs, standings, chips kept."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.hand import Hand
from razz_desktop.tournament.payouts import Payouts
from razz_desktop.tournament.schedule import Level, LevelUnit, Schedule
from razz_desktop.tournament.sitngo import Knockout, SitAndGo, TournamentOver
from tests.engine.dealing import deck_for

WHEEL = "As 2s 3s 4s 5s 9d Td"
"""A wheel for the winner; the others get pairs of high cards (LOSERS, one each)."""
LOSERS = ("Ks Kh Qs Qh Js Jh Ts", "Kd Kc Qd Qc Jd Jc Tc", "9s 9h 8s 8h 7s 7h Th")


def _play_randomly(hand: Hand, rng: random.Random, *, raise_all: bool = False) -> None:
    """Any legal action, folding seldom, so hands reach showdowns and stacks move.

    ``raise_all``: every seat bets and raises whenever it can (never folds), so that a
    long last level with small limits still ends the tournament within the test's hands.
    """
    aggressive = (ActionType.COMPLETE, ActionType.BET, ActionType.RAISE)
    while not hand.finished:
        legal = hand.legal_actions()
        choices = [a for a in legal if a.type is not ActionType.FOLD] or list(legal)
        if raise_all:
            choices = [a for a in choices if a.type in aggressive] or choices
        elif rng.random() < 0.1:
            choices = list(legal)
        hand.play_legal(rng.choice(choices))


@st.composite
def schedules(draw: st.DrawFn) -> Schedule:
    count = draw(st.integers(1, 6))
    small = draw(st.integers(2, 40))
    levels = []
    for _ in range(count):
        ante = draw(st.integers(0, small - 1))
        bring_in = draw(st.integers(max(1, ante), small - 1))
        levels.append(Level(small, draw(st.integers(small, 3 * small)), ante, bring_in, draw(st.integers(1, 4))))
        small += draw(st.integers(1, 60))
        # the next big bet must not fall: keep it at least this one's
        small = max(small, levels[-1].big_bet // 3 + 1)
    fixed = []
    for lv in levels:
        big = max(lv.big_bet, fixed[-1].big_bet if fixed else 0, lv.small_bet)
        fixed.append(Level(lv.small_bet, big, lv.ante, lv.bring_in, lv.length))
    return Schedule("random", tuple(fixed), LevelUnit.HANDS, draw(st.integers(1, 400)))


@settings(max_examples=40, deadline=None)
@given(schedules(), st.integers(2, 8), st.integers(0, 2**32))
def test_chips_are_never_created_or_lost_across_levels_and_knockouts(schedule: Schedule, players: int,
                                                                    seed: int) -> None:
    rng = random.Random(seed)
    sng = SitAndGo(schedule, list(range(1, players + 1)), buy_in=10)
    total = schedule.starting_chips * players
    while not sng.over and sng.hands_played < 6000:
        due = sng.level_due
        hand = sng.deal(rng=rng)
        assert hand.config == schedule.config(due)
        # Random play can wander for thousands of hands at small limits; after 300 hands every
        # pot is capped and shown down, which ends any schedule (chips still counted each hand).
        _play_randomly(hand, rng, raise_all=sng.hands_played >= 300)
        sng.finish(hand)
        assert sum(sng.table.stacks.values()) == total
        assert all(chips > 0 for chips in sng.table.stacks.values())
    assert sng.over
    standings = sng.standings()
    seats = sorted(s for standing in standings for s in standing.seats)
    assert seats == list(range(1, players + 1))
    assert sum(p for standing in standings for p in standing.prizes) == sng.pool
    assert standings[0].place == 1 and len(standings[0].seats) == 1
    with pytest.raises(TournamentOver):
        sng.deal(rng=rng)


def test_a_level_change_during_a_hand_waits_for_the_next_hand() -> None:
    schedule = Schedule("m", (Level(20, 40, 2, 5, 10), Level(40, 80, 4, 10, 10)), LevelUnit.MINUTES, 1500)
    sng = SitAndGo(schedule, [1, 2, 3])
    hand = sng.deal(rng=random.Random(1))
    sng.add_play_time(11 * 60)  # the level's ten minutes run out while the hand is played
    assert sng.level_due == 1
    _play_randomly(hand, random.Random(2))
    assert hand.config.stakes.small_bet == 20  # finished at the level it began at
    sng.finish(hand)
    assert sng.level_index == 0
    nxt = sng.deal(rng=random.Random(3))
    assert nxt.config.stakes.small_bet == 40
    assert sng.level_index == 1
    with pytest.raises(ValueError):
        sng.add_play_time(-1)


def _knockout_hand(stacks: dict[int, int], winner: int, ante: int = 40) -> tuple[SitAndGo, Hand]:
    """A tournament restored with ``stacks`` at a level whose ante puts the short stacks all-in."""
    schedule = Schedule("hi", (Level(100, 200, ante, 50, 100),), LevelUnit.HANDS, sum(stacks.values()) // len(stacks))
    extra = sum(stacks.values()) - schedule.starting_chips * len(stacks)
    stacks = dict(stacks)
    stacks[winner] -= extra
    sng = SitAndGo.restore(schedule, {s: f"P{s}" for s in stacks}, stacks, hands_played=0, seconds_played=0.0,
                           knockouts=[], payouts=Payouts((65, 35)), buy_in=100)
    losers = iter(LOSERS)
    cards = {s: (WHEEL if s == winner else next(losers)) for s in stacks}
    hand = sng.deal(deck=deck_for(cards))
    return sng, hand


def _play_out(hand: Hand) -> None:
    while not hand.finished:
        legal = {a.type: a for a in hand.legal_actions()}
        for kind in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN):
            if kind in legal:
                hand.play_legal(legal[kind])
                break
        else:
            hand.play_legal(hand.legal_actions()[0])


def test_a_player_all_in_for_less_than_the_ante_still_plays_for_what_he_put_in() -> None:
    sng, hand = _knockout_hand({1: 30, 2: 2001, 3: 1968}, winner=1)
    _play_out(hand)
    sng.finish(hand)
    stacks = sng.table.stacks
    assert stacks[1] == 90  # his 30 matched by 30 from each other player
    assert sum(stacks.values()) == 3999


def test_players_out_on_the_same_hand_finish_by_their_starting_stacks() -> None:
    sng, hand = _knockout_hand({1: 30, 2: 20, 3: 25, 4: 3925}, winner=4)
    _play_out(hand)
    worst = sng.finish(hand)
    assert sng.over
    assert worst == Knockout(hand.hand_id, 4, (2,), 20)
    standings = [(s.place, s.seats, s.prizes) for s in sng.standings()]
    assert standings == [(1, (4,), (260,)), (2, (1,), (140,)), (3, (3,), (0,)), (4, (2,), (0,))]


def test_equal_stacks_out_on_the_same_hand_share_the_place_and_its_prize() -> None:
    sng, hand = _knockout_hand({1: 20, 2: 4000 - 40, 3: 20}, winner=2)
    _play_out(hand)
    sng.finish(hand)
    standings = [(s.place, s.seats, s.prizes) for s in sng.standings()]
    # 3 entrants x 100 = 300: 195 to the winner, 105 shared by seats 1 and 3 (the odd chip to seat 1)
    assert standings == [(1, (2,), (195,)), (2, (1, 3), (53, 52))]
    assert sng.place_of(3) == 2


def test_a_restored_tournament_must_keep_every_chip() -> None:
    schedule = Schedule("r", (Level(20, 40, 2, 5, 5),), starting_chips=100)
    names = {1: "a", 2: "b", 3: "c"}
    ko = [Knockout(7, 3, (3,), 40)]
    sng = SitAndGo.restore(schedule, names, {1: 120, 2: 180}, hands_played=7, seconds_played=0.0,
                           knockouts=ko, next_hand_id=8)
    assert sng.players_left == [1, 2] and sng.average_stack() == 150
    assert sng.deal(rng=random.Random(0)).hand_id == 8
    with pytest.raises(ValueError, match="300 chips"):
        SitAndGo.restore(schedule, names, {1: 120, 2: 170}, hands_played=7, seconds_played=0.0, knockouts=ko)
    with pytest.raises(ValueError, match="either still in"):
        SitAndGo.restore(schedule, names, {1: 150, 2: 150}, hands_played=7, seconds_played=0.0, knockouts=[])
