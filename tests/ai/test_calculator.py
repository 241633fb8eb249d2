"""The equity calculator against a card-by-card enumeration, its own Monte Carlo, and bad input."""

from __future__ import annotations

import itertools

import pytest

from razz_desktop.ai import calculator as calc
from razz_desktop.ai.calculator import CalculatorError, calculate, parse_question
from razz_desktop.engine.cards import parse_card
from razz_desktop.engine.evaluation import low_value, value_of_ranks


def _brute(q: calc.Question) -> dict[str, list[float]]:
    """Every card-level deal of the unseen cards, valued one by one with the engine's evaluator.

    Independent of the calculator's rank multisets and weights: it deals
    actual cards (each hand's unknowns as a combination, hands in turn), so
    a wrong weight or a wrong feasibility test shows up as a different number.
    """
    unseen = q.unseen()
    hands = [[c for c in h if c is not None] for h in q.hands]
    need = [7 - len(h) for h in hands]
    community = sum(need) > len(unseen)
    if community:
        need = [n - 1 for n in need]
    n = len(hands)
    tot = {"win": [0.0] * n, "tie": [0.0] * n, "equity": [0.0] * n,
           "8": [0.0] * n, "7": [0.0] * n, "6": [0.0] * n, "5": [0.0] * n}
    deals = 0
    wheel = value_of_ranks((4, 3, 2, 1, 0))

    def rec(i: int, left: list[int], dealt: list[tuple[int, ...]]) -> None:
        nonlocal deals
        if i == n:
            shared = [(c,) for c in left] if community else [()]
            for extra in shared:
                vals = [low_value(hands[p] + list(dealt[p]) + list(extra)) for p in range(n)]
                best = min(vals)
                k = vals.count(best)
                for p, v in enumerate(vals):
                    if v == best:
                        tot["win" if k == 1 else "tie"][p] += 1
                        tot["equity"][p] += 1 / k
                    for key, r in (("8", 7), ("7", 6), ("6", 5)):
                        tot[key][p] += v < (r + 1) * 13 ** 4
                    tot["5"][p] += v == wheel
                deals += 1
            return
        for combo in itertools.combinations(left, need[i]):
            rest = [c for c in left if c not in combo]
            rec(i + 1, rest, [*dealt, combo])

    rec(0, unseen, [])
    return {k: [x / deals for x in v] for k, v in tot.items()} | {"deals": [deals]}


SMALL_CASES = [
    (["Ah 2d 3c 4s 9h 9d", "6s 7h 8d 2c Kd Qd"], ""),  # heads-up 6th street
    (["Ah 2d 3c 4s 9h", "6s 7h 8d 2c Kd Qd"], "5c 5d"),  # one hand on 5th, dead cards
    (["?? ?? 3c 4s 9h 9d", "6s 7h 8d 2c Kd Qd Qc"], ""),  # unknown down cards
    (["Ah 2d 3c 4s 5h 6d", "2s 3h 4d 5s 6h 7d", "As 2h 3d 4c 5d 8c"], "Kc Ks"),  # three-way tie chances
]


@pytest.mark.parametrize(("hands", "dead"), SMALL_CASES)
def test_exact_matches_dealing_every_card(hands: list[str], dead: str) -> None:
    q = parse_question(hands, dead)
    result = calculate(q)
    assert result.exact
    want = _brute(q)
    assert result.trials == want["deals"][0]
    for i, h in enumerate(result.hands):
        assert h.win == pytest.approx(want["win"][i], abs=1e-12)
        assert h.tie == pytest.approx(want["tie"][i], abs=1e-12)
        assert h.equity == pytest.approx(want["equity"][i], abs=1e-12)
        for key in ("8", "7", "6", "5"):
            assert h.makes[key] == pytest.approx(want[key][i], abs=1e-12)
    assert sum(h.equity for h in result.hands) == pytest.approx(1.0)


def test_community_card_when_the_deck_runs_short() -> None:
    """Eight hands of six cards leave four unseen cards for eight sevenths: one is shared."""
    words = [f"{r}{s}" for r in "A23456789TJQ" for s in "cdhs"]  # 48 cards, the kings unseen
    hands = [" ".join(words[6 * i:6 * i + 6]) for i in range(8)]
    q = parse_question(hands)
    result = calculate(q)
    assert result.community and result.exact
    want = _brute(q)
    assert result.trials == want["deals"][0] == 4
    for i, h in enumerate(result.hands):
        assert h.equity == pytest.approx(want["equity"][i], abs=1e-12)


def test_monte_carlo_agrees_with_exact_within_its_margin() -> None:
    q = parse_question(["Ah 2d 3c 4s", "6s 7h 8d 2c"], "Kc")
    exact = calculate(q, exact=True)
    sampled = calculate(q, exact=False, samples=60_000, seed=7)
    assert not sampled.exact and sampled.trials == 60_000
    for e, s in zip(exact.hands, sampled.hands, strict=True):
        assert s.margin is not None and 0 < s.margin < 0.01
        # 4.5 standard errors: a false alarm about once in 150,000 runs.
        assert abs(s.equity - e.equity) < 4.5 * s.margin / 1.96
        for key in ("8", "7", "6", "5"):
            assert abs(s.makes[key] - e.makes[key]) < 0.01
    assert exact.hands[0].margin is None


def test_same_seed_same_numbers_and_steps_report_progress() -> None:
    q = parse_question(["Ah 2d 3c", "6s 7h 8d", "?? ?? Kc"])
    steps = list(calc.calculate_steps(q, samples=45_000, seed=11))
    assert [s.done for s in steps] == [0, 20_000, 40_000, 45_000]
    assert all(s.result is None for s in steps[:-1]) and steps[-1].result is not None
    assert steps[-1].result == calculate(q, samples=45_000, seed=11)
    assert calculate(q, samples=45_000, seed=12) != steps[-1].result


def test_the_method_follows_the_work_budget() -> None:
    heads_up_third = parse_question(["Ah 2d 3c", "6s 7h 8d"])
    assert calc.enumeration_size(heads_up_third) == 1820 * 1820 <= calc.EXACT_BUDGET
    three_way_fourth = parse_question(["Ah 2d 3c 4c", "6s 7h 8d 8c", "Kc Kd Ks Qd"])
    assert calc.enumeration_size(three_way_fourth) == 455 ** 3 > calc.EXACT_BUDGET
    assert not calculate(three_way_fourth, samples=100, seed=1).exact


def test_outs_are_cards_that_improve_the_low() -> None:
    q = parse_question(["6s 7h 8d 9c Tc", "Ah 2d 3c 4s 5s", "Kh Kd Ks"])
    made, wheel, kings = calc.outs(q)
    # A ten-low improves with any new rank below ten: A-5 are out (Ah 2d 3c 4s 5s seen) -> 15.
    assert made.improves == 15
    assert {str(calc.CARDS[c])[0] for c in made.cards} == set("A2345")
    assert wheel.improves == 0  # nothing beats the wheel
    # Fewer than five cards: a new rank of eight or lower; the dead-pairing cards do not count.
    assert kings.improves == 8 * 4 - 3 - 5  # A-8 minus the seen Ah 2d 3c 4s 5s, 6s 7h 8d
    seven = parse_question(["Ah 2d 3c 4s 5s 6s 7s", "Kh"])
    assert calc.outs(seven)[0].improves == 0  # no next card


def test_outs_never_count_seen_cards() -> None:
    q = parse_question(["Ah 2d", "3c 4s"], "5h 5d")
    for o in calc.outs(q):
        assert not {parse_card(w) for w in ["Ah", "2d", "3c", "4s", "5h", "5d"]} & set(o.cards)


@pytest.mark.parametrize(("hands", "dead", "message"), [
    (["Ah 2d"], "", "at least 2 hands"),
    (["Ah 2d", "Ah"], "", "duplicated card: Ah"),
    (["Ah 2d", "3c"], "3c", "duplicated card: 3c"),
    (["Ah 2d 3c 4d 5d 6d 7d 8d", "Kh"], "", "at most 7 cards"),
    (["Ah 1d", "Kh"], "", "'1d' is not a card"),
    (["Ah", "Kh"], "??", "not a dead card"),
    ([f"{r}h" for r in "A23456789"], "", "at most 8 hands"),
])
def test_bad_questions_are_refused(hands: list[str], dead: str, message: str) -> None:
    with pytest.raises(CalculatorError, match=message):
        parse_question(hands, dead)


def test_card_words_accept_case_and_ten() -> None:
    q = parse_question(["ah 10D ??", "KS tc"])
    assert [str(calc.CARDS[c]) if c is not None else "??" for c in q.hands[0]] == ["Ah", "Td", "??"]
    assert [str(calc.CARDS[c]) for c in q.hands[1] if c is not None] == ["Ks", "Tc"]


def test_makes_are_nested() -> None:
    r = calculate(parse_question(["Ah 2d 3c", "6s 7h 8d", "?? ?? Kc"]), samples=20_000, seed=2)
    for h in r.hands:
        assert h.makes["8"] >= h.makes["7"] >= h.makes["6"] >= h.makes["5"] >= 0
        assert h.equity <= h.win + h.tie + 1e-12 and h.equity >= h.win - 1e-12


def test_a_certain_event_is_exactly_one() -> None:
    r = calculate(parse_question(["Ah 2d 3c 4s 5h 6d", "2s 3h 4d 5s 6h 7d"]))
    assert r.exact and r.hands[0].makes == {"8": 1.0, "7": 1.0, "6": 1.0, "5": 1.0}
    assert r.hands[1].makes["5"] == pytest.approx(3 / 40)  # one of the three aces left


@pytest.mark.parametrize(("hands", "dead", "code", "params"), [
    (["Ah 2d", "Ah"], "", "duplicate", {"card": "Ah"}),
    (["Ah", "Kh Zz"], "", "bad_word", {"hand": 2, "word": "Zz"}),
    (["Ah", "Kh"], "Zz", "bad_word", {"hand": 0, "word": "Zz"}),
    (["Ah 2d 3c 4d 5d 6d 7d 8d", "Kh"], "", "hand_size", {"hand": 1, "count": 8}),
    (["Ah"], "", "few_hands", {"count": 1}),
])
def test_refusals_carry_a_code_for_the_window(hands, dead, code, params) -> None:
    with pytest.raises(CalculatorError) as caught:
        parse_question(hands, dead)
    assert caught.value.code == code and caught.value.params == params
