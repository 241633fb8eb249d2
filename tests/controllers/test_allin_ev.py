"""All-in adjusted results: exact enumeration against a brute-force count, sampling close to it."""

from __future__ import annotations

from itertools import permutations

import pytest

from razz_desktop.controllers import allin_ev
from razz_desktop.controllers.allin_ev import adjusted_nets
from razz_desktop.engine.cards import CARDS
from razz_desktop.engine.evaluation import low_value
from razz_desktop.engine.events import CardDealt
from tests.engine.dealing import make_hand, play


def _sixth_street_all_in():
    """Seat 1 all-in on 6th street heads-up: one card each still to come (exactly enumerable)."""
    cards = {1: "Ac 2c 9h 3c Kh 4c 5c", 2: "2d 3d 4d 5d 8h Qd Jd"}
    stacks = {1: 40 + 50 + 400, 2: 10_000}  # ante, bring-in, then all-in calling the 6th-street bet
    h = make_hand(cards, stacks=stacks)
    while not h.finished:
        kinds = {la.type.value for la in h.legal_actions()}
        if h.street < 6:
            play(h, "bring-in" if "bring-in" in kinds else ("call" if "call" in kinds else "check"))
        else:
            play(h, "bet" if "bet" in kinds else "call")
    return h.record


def test_exact_enumeration_matches_a_brute_force_count() -> None:
    record = _sixth_street_all_in()
    got = dict(adjusted_nets(record) or [])
    assert set(got) == {1, 2}
    # Brute force: every ordered pair of unseen cards for the two 7th-street cards.
    last = max(i for i, e in enumerate(record.events) if type(e).__name__ == "PlayerActed")
    held: dict[int, list[int]] = {1: [], 2: []}
    for e in record.events[:last + 1]:
        if isinstance(e, CardDealt):
            held[e.seat].append(int(e.card))
    unseen = [c for c in range(52) if c not in held[1] + held[2]]
    pot = sum(p.amount for p in record.pots)
    share1 = 0.0
    cases = 0
    for a, b in permutations(unseen, 2):
        v1 = low_value([CARDS[c] for c in held[1] + [a]])
        v2 = low_value([CARDS[c] for c in held[2] + [b]])
        share1 += 1.0 if v1 < v2 else 0.5 if v1 == v2 else 0.0
        cases += 1
    net = dict(record.net)
    won1 = sum(chips for p in record.pots for s, chips in p.shares if s == 1)
    expected1 = round(net[1] + pot * share1 / cases - won1)
    assert got[1] == expected1
    assert got[1] + got[2] == pytest.approx(0, abs=1)  # what one wins the other loses


def test_sampling_is_repeatable_and_close_to_the_exact_figure(monkeypatch: pytest.MonkeyPatch) -> None:
    record = _sixth_street_all_in()
    exact = dict(adjusted_nets(record) or [])
    monkeypatch.setattr(allin_ev, "EXACT_LIMIT", 0)  # force sampling
    first = dict(adjusted_nets(record) or [])
    assert first == dict(adjusted_nets(record) or [])  # seeded by the hand: the same every time
    pot = sum(p.amount for p in record.pots)
    assert abs(first[1] - exact[1]) <= 0.03 * pot


def test_hands_without_a_runout_are_not_adjusted() -> None:
    h = make_hand({1: "3c 4c 2d", 2: "5c 6c Ks"})
    play(h, "bring-in", "complete", "fold")
    assert adjusted_nets(h.record) is None
    h = make_hand({1: "Ac 2c Qs 3c 4c 5c Kc", 2: "Ad 2d 3d 4d 5d Kd Qd"})
    play(h, "complete", "call")
    while not h.finished:
        play(h, "check")
    assert adjusted_nets(h.record) is None  # checked down: betting never stopped


def test_an_imported_hand_with_an_unknown_live_card_is_not_adjusted() -> None:
    h = make_hand({1: "Ac 2c 3c 4c 5c 6c 7c", 2: "Kd Qd Jd Td 9d 8d 7d"}, stacks={1: 240, 2: 10_000})
    play(h, "bring-in", "complete", "call")
    known = [(1, tuple(h.record.cards[0][1])), (2, (None,) + tuple(h.record.cards[1][1][1:]))]
    assert adjusted_nets(h.record, known) is None
    assert adjusted_nets(h.record) is not None
