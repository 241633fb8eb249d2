"""Hints: numbers that agree with exact enumeration, and seed-strategy advice."""

from __future__ import annotations

import numpy as np
import pytest

from razz_desktop.ai import lookahead
from razz_desktop.ai.equity import equity
from razz_desktop.ai.reading import situation
from razz_desktop.coach.expert import ExpertModel, evaluate_actions
from razz_desktop.coach.hints import (
    MARGIN_Z,
    EquityFigure,
    Verdict,
    decision_index,
    describe_hand,
    equity_vs_random,
    judge_start,
    live_cards,
    make_hint,
)
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.cards import parse_cards
from razz_desktop.engine.messages import Note
from razz_desktop.ui.wording.coach import equity_text
from tests.engine.dealing import make_hand, play

from . import spots
from .english import english

A = ActionType


def cards(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(text))


# ------------------------------------------------------------ equity figures


def test_heads_up_seventh_is_enumerated_and_matches_ai_equity() -> None:
    view = spots.heads_up_seventh()
    sit = situation(view)
    hint = make_hint(view, seed=1)
    exact = equity(sit.mine, [o.up for o in sit.opponents], sit.dead, exact=True)
    assert hint.vs_random.exact and hint.vs_random.margin == 0.0
    assert hint.vs_random.equity == pytest.approx(exact.equity, abs=1e-12)
    assert hint.vs_likely.exact
    assert "exact" in equity_text(hint.vs_random)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_sampled_seventh_street_figures_lie_within_their_margin(seed: int) -> None:
    """Force sampling on a spot small enough to enumerate, and compare."""
    view = spots.heads_up_seventh()
    sit = situation(view)
    model = ExpertModel()
    exact = evaluate_actions(sit, model, 2000, np.random.default_rng(0))
    assert exact.likely.method == "exact"
    # The coach seeds its deals from the spot; the model itself takes any generator.
    sampled = lookahead.evaluate_actions(sit, model, 4000, np.random.default_rng(seed), exact_limit=0)
    figure = EquityFigure.of(sampled.likely)
    assert not figure.exact and figure.margin > 0
    assert abs(figure.equity - exact.likely.equity) <= figure.margin


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_sixth_street_with_few_unknowns_within_margin_of_enumeration(seed: int) -> None:
    view = spots.sixth_few_unknowns()
    sit = situation(view)
    assert len(sit.dead) == 8
    hint = make_hint(view, seed=seed)
    truth = equity(sit.mine, [o.up for o in sit.opponents], sit.dead, exact=True)
    assert truth.method == "exact"
    assert not hint.vs_random.exact  # 185,504 cases: sampled for speed, so it has a margin
    assert abs(hint.vs_random.equity - truth.equity) <= hint.vs_random.margin
    # The range-weighted figure against its own exact (weighted) enumeration.
    model = ExpertModel()
    likely_exact = evaluate_actions(sit, model, 1, np.random.default_rng(0),
                                    exact_limit=10**6).likely
    assert likely_exact.method == "exact"
    assert abs(hint.vs_likely.equity - likely_exact.equity) <= hint.vs_likely.margin


def test_margins_are_honest_over_many_seeds() -> None:
    """About 95% of sampled figures must cover the exact value (at least 85% of 40)."""
    view = spots.sixth_few_unknowns()
    sit = situation(view)
    truth = equity(sit.mine, [o.up for o in sit.opponents], sit.dead, exact=True).equity
    covered = 0
    for seed in range(40):
        r = equity_vs_random(sit, np.random.default_rng(seed), trials=1500)
        covered += abs(r.equity - truth) <= MARGIN_Z * r.stderr
    assert covered >= 34


# ------------------------------------------------------------ the seed strategy


def test_fold_kqj_on_third_against_live_low_doors() -> None:
    hint = make_hint(spots.kqj_against_low_doors(), seed=1)
    assert hint.action is A.FOLD
    assert hint.starting_hand is not None
    assert hint.starting_hand.verdict is Verdict.UNPLAYABLE
    assert [str(d.card) for d in hint.doors_to_act] == ["3s", "4h", "2h"]
    assert all(d.low for d in hint.doors_to_act)
    assert "three-card eight" in english(hint.reason) and "3 low door cards" in english(hint.reason)
    assert english(hint.reason).startswith("Fold")


def test_play_a23() -> None:
    hint = make_hint(spots.a23_start(), seed=1)
    assert hint.action in (A.CALL, A.COMPLETE)
    assert hint.starting_hand is not None and hint.starting_hand.verdict is Verdict.STRONG
    assert hint.vs_random.equity > 0.4


def test_bet_a_made_seven_on_sixth_against_two_high_cards() -> None:
    view = spots.made_seven_on_sixth()
    hint = make_hint(view, seed=1)
    assert hint.street == 6
    assert hint.action is A.BET
    assert hint.action_label == "Bet 400"
    assert "made 7 low" in english(hint.hand_text)
    assert hint.vs_likely.equity > 0.9
    assert hint.values.in_big_bets(A.BET) > hint.values.in_big_bets(A.CHECK)


@pytest.mark.parametrize(("three", "verdict"), [
    ("As 2d 3h", Verdict.STRONG),
    ("6s 4d Ah", Verdict.STRONG),
    ("8s 7d 2h", Verdict.PLAYABLE),
    ("9s 2d Ah", Verdict.UNPLAYABLE),  # worse than a three-card eight
    ("Ks Kd 2h", Verdict.UNPLAYABLE),  # a high pair
    ("7s 7d 2h", Verdict.UNPLAYABLE),
    ("2s 2d 5h", Verdict.WEAK),  # a small pair
    ("As Ad 3h", Verdict.WEAK),
    ("3s 3d Qh", Verdict.UNPLAYABLE),
    ("4s 4d 4h", Verdict.UNPLAYABLE),
])
def test_starting_hand_judgement(three: str, verdict: Verdict) -> None:
    assert judge_start(cards(three)).verdict is verdict


def test_describe_hand() -> None:
    assert english(describe_hand(cards("2d 9c 3h 7s 5c Ac"))) == "a made 7 low (7-5-3-2-A)"
    assert english(describe_hand(cards("2d 9c 3h 7s"))) == "a 4-card 9 draw (9-7-3-2)"
    assert english(describe_hand(cards("2d 2c 3h 7s"))).endswith("with a pair")


# ------------------------------------------------------------ live cards, notes


def test_live_cards_count_every_upcard_including_folded_ones() -> None:
    hand = make_hand({1: "Ac 2d 3h", 2: "Qc Kd Ks", 3: "Tc Jd 4s", 4: "4c 9d 4h"})
    play(hand, "bring-in", "fold", "call")  # seat 2 (K door), seat 3 folds its 4s, seat 4
    view = hand.view(1)
    assert [str(c) for c in view.dead_cards] == ["4s"]
    live = {r.label: r.live for r in live_cards(view).needed}
    assert set(live) == {"4", "5", "6", "7", "8"}  # the hero holds A, 2, 3
    # 4s (folded) and 4h (seat 4's door) are seen; seat 4's 4c is a hole card, unseen.
    assert live["4"] == 2
    assert live["5"] == live["6"] == live["7"] == live["8"] == 4
    made = spots.made_seven_on_sixth()
    # A made 7 low (7-5-3-2-A) improves only with a 4 or a 6; the opponent shows a 4.
    assert {r.label: r.live for r in live_cards(made).needed} == {"4": 3, "6": 4}


def test_steal_note_with_a_low_door_against_high_doors() -> None:
    hand = make_hand({1: "Kc Qd 5h", 2: "9c 8d 3s", 3: "Tc 7d Qh", 4: "Jc 6d Kh"})
    play(hand, "bring-in")  # seat 4: K door; seat 1 is next
    hint = make_hint(hand.view(1), seed=1)
    # A lower door (3s) is still to act: no steal, and K-Q-5 folds.
    assert [str(d.card) for d in hint.doors_to_act] == ["3s", "Qh"]
    assert hint.bluff_note is None
    assert hint.action is A.FOLD
    hand = make_hand({2: "Kc Qd 2h", 3: "9c 8d Js", 4: "Tc 7d Qh", 5: "Jc 6d Kh"})
    play(hand, "bring-in")  # seat 5 (K door); seat 2 acts first, the J and Q doors behind
    assert hand.to_act == 2
    hint = make_hint(hand.view(2), seed=1)
    assert [str(d.card) for d in hint.doors_to_act] == ["Js", "Qh"]
    assert hint.bluff_note is not None and "Steal" in english(hint.bluff_note)
    assert hint.action is A.COMPLETE


def test_decision_index_counts_the_viewers_actions() -> None:
    view = spots.made_seven_on_sixth()
    assert decision_index(view) == 3  # called on 3rd, bet on 4th and 5th


def test_hint_needs_the_acting_seat() -> None:
    hand = make_hand({1: "Ac 2d 3h", 2: "4c 5d Kh"})
    with pytest.raises(ValueError):
        make_hint(hand.view(1))  # seat 2 brings in
    with pytest.raises(ValueError):
        make_hint(hand.view(None))


# ------------------------------------------------------------ headline and values agree


def _shown(values_bb: float) -> str:
    """A value as the Coach panel's "Expert's values" line prints it."""
    return f"{values_bb:+.2f}"


@pytest.mark.parametrize("seed", [1, 2])
def test_the_headline_never_contradicts_its_own_values_line(seed: int) -> None:
    """Over many real spots: the recommended action is the one the values line ranks first
    (to the shown two decimals), or the reason names the action ranked higher and says why."""
    from razz_desktop.coach.review import Grade, grade_decision

    departures = 0
    views = spots.random_decisions(80, seed)
    assert {v.street for v in views} >= {3, 4, 5, 6, 7}
    for i, view in enumerate(views):
        hint = make_hint(view, seed=i, trials=1500, random_trials=500)
        values = hint.values
        top = max(values.values, key=values.values.__getitem__)
        reason = english(hint.reason)
        assert hint.action in values.values, reason
        if float(_shown(values.in_big_bets(hint.action))) < float(_shown(values.in_big_bets(top))):
            departures += 1
            gerund = {A.BRING_IN: "bringing in", A.COMPLETE: "completing", A.FOLD: "folding",
                      A.CHECK: "checking", A.CALL: "calling", A.BET: "betting",
                      A.RAISE: "raising"}[top]
            assert f"The Expert's values put {gerund}" in reason, reason
            gap = values.cost_in_big_bets(hint.action)
            assert f"{gap:.2f} big bets higher" in reason, reason
        graded = grade_decision(hint, hint.action)
        if "The steal is a deliberate exception" not in reason:
            # Following the hint is never called a mistake afterwards.
            assert graded.grade is Grade.GOOD, (reason, graded.cost_bb)
    assert departures < len(views) // 4  # explained departures are the exception


def test_a_rule_the_values_clearly_reject_is_overridden_and_named() -> None:
    """T-9-4 and the like: the seed's rule says fold, but when the Expert's values put a
    call clearly ahead, the headline is the call and the reason names the rule it overrides."""
    from razz_desktop.ai.equity import EquityResult
    from razz_desktop.ai.expert_model import ActionValues
    from razz_desktop.coach.hints import agree_with_values

    likely = EquityResult(0.3, 0.0, 0.3, 0.0, "exact", 100)
    values = ActionValues({A.FOLD: 0.0, A.CALL: 132.0, A.COMPLETE: 40.0},
                          {A.FOLD: 0.0, A.CALL: 10.0, A.COMPLETE: 10.0},
                          {A.FOLD: 12.0, A.CALL: 0.0, A.COMPLETE: 8.0}, 400, likely)
    def fold_rule(ranks: str) -> Note:
        return Note.of("hint.start_unplayable", action="fold", summary=Note.of("start.ranks", ranks=ranks),
                       judgement=Note.of("judge.worse_than_eight"), low_doors=0)

    action, reason = agree_with_values(values, A.FOLD, fold_rule("T-9-4"))
    assert action is A.CALL
    assert english(reason) == ("Call: the rule of thumb says fold (T-9-4 is worse than a three-card eight), "
                               "but the Expert values calling 0.33 big bets higher here, more than its "
                               "margin of error.")
    # Too close to tell apart: the rule stands, and says so with the figure.
    close = ActionValues({A.FOLD: 0.0, A.CALL: 16.0}, {A.FOLD: 0.0, A.CALL: 10.0},
                         {A.FOLD: 10.0, A.CALL: 0.0}, 400, likely)
    action, reason = agree_with_values(close, A.FOLD, fold_rule("K-7-6"))
    assert action is A.FOLD
    assert english(reason) == ("Fold: K-7-6 is worse than a three-card eight. The Expert's values put "
                               "calling 0.04 big bets higher, too close to folding to tell apart, so the "
                               "rule of thumb decides.")
    # The values' own best is left alone.
    fine = Note.of("hint.expert_best", action="call")
    assert agree_with_values(values, A.CALL, fine) == (A.CALL, fine)
