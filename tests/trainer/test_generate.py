"""Every generated drill is valid, the rule decks' answers are the engine's, the strategy decks' the Coach's."""

from __future__ import annotations

from functools import cache
from itertools import combinations

import pytest

from razz_desktop.coach.command import advise
from razz_desktop.coach.margins import good
from razz_desktop.engine.cards import parse_card
from razz_desktop.engine.scenario import play
from razz_desktop.trainer.dealing import replay
from razz_desktop.trainer.decks import RULE_DECKS, STRATEGY_DECKS, DrillDeck, deck_named
from razz_desktop.trainer.drill import TIE, Drill, DrillCard, Question, seat_choice
from razz_desktop.trainer.generate import Budget, GenerationError, generate, rebuild

COUNT = 4


@cache
def drills(deck: DrillDeck, seed: int = 7) -> tuple[Drill, ...]:
    return tuple(generate(deck, COUNT, seed))


@pytest.mark.parametrize("deck", list(DrillDeck))
def test_every_drill_is_a_legal_spot_with_its_answer_among_its_choices(deck: DrillDeck) -> None:
    for d in drills(deck):
        assert d.deck is deck
        hand = replay(d.card.spot).hand
        assert not hand.finished and hand.to_act is not None  # a decision, as the coach needs
        assert len(d.choices) >= 2 and len(set(d.choices)) == len(d.choices)
        assert 1 <= len(d.answer) <= 2 and set(d.answer) <= set(d.choices)
        assert d.is_right(d.answer[0]) and not all(d.is_right(c) for c in d.choices)


@pytest.mark.parametrize("deck", list(DrillDeck))
def test_the_same_seed_gives_the_same_drills_and_a_kept_card_the_same_drill(deck: DrillDeck) -> None:
    first = drills(deck)
    again = generate(deck, 2, 7)
    assert [(d.card, d.choices, d.answer) for d in again] == [(d.card, d.choices, d.answer) for d in first[:2]]
    other = generate(deck, 2, 8)
    assert [d.card.spot for d in other] != [d.card.spot for d in first[:2]]
    for d in first:
        back = rebuild(DrillCard.from_json(d.card.to_json()))
        assert (back.card, back.choices, back.answer) == (d.card, d.choices, d.answer)


def _doors(spot: dict[str, object]) -> dict[int, str]:
    seats = sorted(int(s) for s in spot["seats"])  # type: ignore[attr-defined]
    deck = spot["deck"]
    n = len(seats)
    return {s: deck[2 * n + i] for i, s in enumerate(seats)}  # type: ignore[index]


def test_bring_in_answers_are_the_highest_door_with_suits_breaking_ties() -> None:
    suit_order = "cdhs"  # clubs lowest, spades highest: the highest door brings in
    rank_order = "A23456789TJQK"
    for d in drills(DrillDeck.BRING_IN, 11):
        doors = _doors(d.card.spot)
        highest = max(doors, key=lambda s: (rank_order.index(doors[s][0]), suit_order.index(doors[s][1])))
        assert d.answer == (seat_choice(highest),)
        assert play(d.card.spot)["bring_in_seat"] == highest  # the engine agrees
        assert d.why is not None and d.why["seat"] == highest


def test_first_to_act_answers_are_the_engines() -> None:
    for d in drills(DrillDeck.FIRST_TO_ACT, 11):
        out = play(d.card.spot)
        street = next(s for s in out["streets"] if s["street"] == d.street)
        assert d.answer == (seat_choice(street["first_to_act"]),)
        assert 4 <= d.street <= 7


def _low_key(cards: list[str]) -> tuple[int, ...]:
    """An independent razz low: five distinct ranks (aces low), compared highest card first; None-safe."""
    order = "A23456789TJQK"
    best: tuple[int, ...] | None = None
    for five in combinations(cards, 5):
        ranks = sorted((order.index(c[0]) for c in five), reverse=True)
        pairs = 5 - len(set(ranks))
        key = (pairs, *ranks)
        if best is None or key < best:
            best = key
    assert best is not None
    return best


def test_read_low_answers_match_an_independent_count() -> None:
    seen = set()
    for d in drills(DrillDeck.READ_LOW, 11) + drills(DrillDeck.READ_LOW, 12):
        seen.add(d.question)
        keys = {low.seat: _low_key([str(c) for c in low.cards]) for low in d.lows}
        for low in d.lows:
            assert len(low.cards) == 7
            if keys[low.seat][0] == 0:  # no pair: the best five are the five lowest ranks
                assert _low_key([str(c) for c in low.best_five]) == keys[low.seat]
        if d.question is Question.WINNER:
            a, b = d.card.seats
            expected = TIE if keys[a] == keys[b] else seat_choice(a if keys[a] < keys[b] else b)
            assert d.answer == (expected,)
        else:
            (seat,) = d.card.seats
            assert d.answer == (d.lows[0].label,) and d.lows[0].seat == seat
    assert seen == {Question.WINNER, Question.BEST_FIVE}


@pytest.mark.parametrize("deck", sorted(STRATEGY_DECKS))
def test_strategy_answers_are_the_coachs_values_and_every_spot_feeds_the_coach(deck: DrillDeck) -> None:
    for d in drills(deck):
        advice = advise(d.card.spot)  # the coach command's own function reads the spot as it is
        assert advice["seat"] == d.seat and advice["street"] == d.street
        values = advice["values"]
        top = max(values, key=values.get)
        assert top in d.answer
        assert set(d.choices) == set(values)
        assert d.hint is not None
        model = d.hint.values
        for kind in model.values:
            too_close = good(model.cost_in_big_bets(kind), model.diff_stderr.get(kind, 0.0) / model.big_bet)
            # the runner-up is accepted exactly when the figures cannot tell it from the best
            assert (kind.value in d.answer) == (kind is model.best or too_close)


@pytest.mark.parametrize("deck", sorted(RULE_DECKS))
def test_rule_spots_feed_the_coach_too(deck: DrillDeck) -> None:
    d = drills(deck)[0]
    assert "action" in advise(d.card.spot)


def test_the_work_budget_bounds_generation() -> None:
    with pytest.raises(GenerationError, match="budget"):
        generate(DrillDeck.FIFTH_MADE_VS_DRAW, 1, 1, Budget(deals=1, hints=0))


def test_deck_names() -> None:
    assert deck_named("seventh_call") is DrillDeck.SEVENTH_CALL
    with pytest.raises(ValueError, match="known: bring_in"):
        deck_named("eighth_street")
    assert parse_card("Ac").rank == 0
