"""Per-seat facts against hands counted by hand: every clause of issue 14's definitions."""

from __future__ import annotations

import pytest

from razz_desktop.engine.cards import parse_cards
from razz_desktop.storage.coding.facts import (
    ALL_IN_RUNOUT,
    BRING_IN,
    COMPLETED,
    FACED_STEAL,
    FOLDED_TO_STEAL,
    SAW_FOURTH,
    SHOWDOWN,
    STEAL_CHANCE,
    STOLE,
    VPIP,
    WON_AT_SHOWDOWN,
    WON_WITHOUT_SHOWDOWN,
    SeatFacts,
    seat_facts,
    start_class,
)
from tests.engine.dealing import make_hand, play
from tests.storage.hands import random_record, side_split_community_record


def facts_by_seat(record) -> dict[int, set[str]]:
    return {f.seat: set(f.names()) for f in seat_facts(record)}


def test_steal_with_a_chance_and_the_bring_in_who_folds_to_it() -> None:
    # Doors: 2d (seat 1), Ks (seat 2, the bring-in), 9d (seat 3), 5d (seat 4).
    h = make_hand({1: "3c 4c 2d", 2: "5c 6c Ks", 3: "7c 8c 9d", 4: "Tc Jc 5d"})
    play(h, "bring-in", "fold", "fold", "complete", "fold")
    f = facts_by_seat(h.record)
    # Seat 3 (9) and seat 4 (5) had lower doors behind them (5 and 2): no chance.
    assert f[3] == set() and f[4] == set()
    # Seat 1: only the bring-in's king still to act, nobody completed: a chance, taken.
    assert f[1] == {"vpip", "completed", "steal_chance", "stole", "won_without_showdown"}
    # The bring-in posted (not voluntary), faced the steal and folded.
    assert f[2] == {"bring_in", "faced_steal", "folded_to_steal"}


def test_a_completion_without_a_chance_is_no_steal() -> None:
    # Seat 4 (door 5) completes while seat 1 (door 2) is still to act.
    h = make_hand({1: "3c 4c 2d", 2: "5c 6c Ks", 3: "7c 8c 9d", 4: "Tc Jc 5d"})
    play(h, "bring-in", "fold", "complete", "fold", "fold")
    f = facts_by_seat(h.record)
    assert f[4] == {"vpip", "completed", "won_without_showdown"}
    # Seat 1 acted after a completion: judged at its first decision, no chance, no steal to face.
    assert f[1] == set()
    assert f[2] == {"bring_in"}


def test_a_chance_not_taken_a_steal_after_a_limp_and_the_bring_in_who_calls_it() -> None:
    # Doors: Kd (seat 1, bring-in), 2h (seat 2), 8s (seat 3).
    cards = {1: "Qc Jc Kd 9c 9h 9s Td", 2: "Ac 3c 2h 4h 5h 6h 7h", 3: "6d 7d 8s 2s 3s 4s 5s"}
    h = make_hand(cards)
    play(h, "bring-in", "call")  # seat 2 limps
    assert h.to_act == 3
    play(h, "complete", "call", "call")  # seat 3 completes; the bring-in and seat 2 call
    while not h.finished:
        play(h, "check")
    f = facts_by_seat(h.record)
    # Seat 2: the 8 and the king still to act, both higher: a chance, but it only called.
    assert f[2] == {"steal_chance", "vpip", "saw_fourth", "showdown", "won_at_showdown"}
    # Seat 3: seat 2 had decided, nobody had completed, only the bring-in's king to act:
    # a chance, taken (a limper does not spoil a steal by this definition).
    assert f[3] == {"steal_chance", "stole", "vpip", "completed", "saw_fourth", "showdown"}
    # The bring-in faced the steal and called: voluntary, not a fold to the steal.
    assert f[1] == {"bring_in", "faced_steal", "vpip", "saw_fourth", "showdown"}


def test_a_bring_in_called_only_ends_the_round_without_voluntary_chips_from_it() -> None:
    cards = {1: "Qc Jc Kd 9c 9h 9s Td", 2: "Ac 3c 2h 4h 5h 6h 7h", 3: "6d 7d 8s"}
    h = make_hand(cards)
    play(h, "bring-in", "call", "fold")
    assert h.street == 4
    while not h.finished:
        play(h, "check")
    f = facts_by_seat(h.record)
    assert f[1] == {"bring_in", "saw_fourth", "showdown"}
    assert f[2] == {"steal_chance", "vpip", "saw_fourth", "showdown", "won_at_showdown"}
    assert f[3] == {"steal_chance"}  # only the king to act after it; it folded


def test_the_bring_in_who_completes_and_a_split_at_showdown() -> None:
    # Seat 1 (door Qs) is the bring-in and completes; seat 2 calls, seat 3 folds.
    # Seats 1 and 2 both make the wheel: the pot is split.
    cards = {1: "Ac 2c Qs 3c 4c 5c Kc", 2: "Ad 2d 3d 4d 5d Kd Qd", 3: "7h 8h 4h"}
    h = make_hand(cards)
    assert h.to_act == 1
    play(h, "complete", "call", "fold")
    while not h.finished:
        play(h, "check")
    f = facts_by_seat(h.record)
    assert f[1] == {"bring_in", "vpip", "completed", "saw_fourth", "showdown", "won_at_showdown"}
    assert f[2] == {"vpip", "saw_fourth", "showdown", "won_at_showdown"}  # acted after a completion
    assert f[3] == set()
    shares = {seat for pot in h.record.pots for seat, chips in pot.shares if chips}
    assert shares == {1, 2}


def test_equal_door_ranks_give_no_chance() -> None:
    # Seat 1 has door 5c; seat 3, still to act, shows 5s: not higher, so no chance.
    h = make_hand({1: "3c 4c 5c", 2: "6c 7c Ks", 3: "8c 9c 5s"})
    play(h, "bring-in", "fold")  # seat 3 folds first
    # Now seat 1: only the king to act: chance.
    play(h, "complete", "call")
    while not h.finished:
        play(h, "check")
    f = facts_by_seat(h.record)
    assert "steal_chance" not in f[3]  # seat 3 faced seat 1 (5c) and seat 2: 5 is not higher than 5
    assert {"steal_chance", "stole"} <= f[1]
    assert f[2] >= {"bring_in", "faced_steal", "vpip"} and "folded_to_steal" not in f[2]


def test_all_in_runout_side_pot_and_community_card() -> None:
    record = side_split_community_record()
    facts = {f.seat: f for f in seat_facts(record)}
    # Seat 1 is all-in on 4th but others keep betting: betting never stopped, no run-out.
    assert not any(f.has(ALL_IN_RUNOUT) for f in facts.values())
    winners = {seat for pot in record.pots for seat, chips in pot.shares if chips}
    for seat, f in facts.items():
        assert f.has(SHOWDOWN)
        assert f.has(WON_AT_SHOWDOWN) == (seat in winners)


def test_heads_up_all_in_on_third_is_a_runout() -> None:
    h = make_hand({1: "Ac 2c 3c 4c 5c 6c 7c", 2: "Kd Qd Jd Td 9d 8d 7d"}, stacks={1: 240, 2: 10_000})
    play(h, "bring-in", "complete", "call")  # seat 2 brings in, seat 1 completes all-in (200 after the ante), seat 2 calls
    assert h.finished
    facts = {f.seat: f for f in seat_facts(h.record)}
    assert facts[1].has(ALL_IN_RUNOUT) and facts[2].has(ALL_IN_RUNOUT)
    assert facts[1].has(SAW_FOURTH) and facts[1].has(WON_AT_SHOWDOWN)


@pytest.mark.parametrize(("cards", "klass"), [
    ("As 2s 5d", 0), ("3c 4c 5h", 0), ("Ac 6d 2h", 1), ("7c 2c 3d", 2), ("8h Ad 4s", 3),
    ("9c 2d 3h", 4), ("Tc 2d 3h", 4), ("Jc 2d 3h", 6), ("Kc Qd Jh", 6), ("2c 2d 9h", 5),
    ("Kc Kd Kh", 5),
])
def test_starting_classes(cards: str, klass: int) -> None:
    assert start_class(parse_cards(cards)) == klass


def test_imported_hands_without_hole_cards_have_no_class() -> None:
    h = make_hand({1: "3c 4c 2d", 2: "5c 6c Ks"})
    play(h, "bring-in", "complete", "fold")
    known = ((1, tuple(parse_cards("3c 4c 2d"))), (2, (None, None, parse_cards("Ks")[0])))
    facts = {f.seat: f for f in seat_facts(h.record, known)}
    assert facts[1].start_class == 0 and facts[2].start_class is None
    assert facts[2].door_rank == 12 and facts[1].door_rank == 1


@pytest.mark.parametrize("seed", range(60))
def test_flags_are_consistent_on_random_hands(seed: int) -> None:
    record = random_record(seed)
    for f in seat_facts(record):
        assert isinstance(f, SeatFacts)
        if f.has(STOLE):
            assert f.has(STEAL_CHANCE) and f.has(COMPLETED) and f.has(VPIP)
        if f.has(FOLDED_TO_STEAL):
            assert f.has(FACED_STEAL)
        if f.has(COMPLETED):
            assert f.has(VPIP)
        if f.has(SHOWDOWN):
            assert f.has(SAW_FOURTH)
        if f.has(WON_AT_SHOWDOWN):
            assert f.has(SHOWDOWN)
        assert not (f.has(WON_WITHOUT_SHOWDOWN) and f.has(SHOWDOWN))
    assert sum(f.has(BRING_IN) for f in seat_facts(record)) == 1
