"""Hints: from one seat's frozen view to a recommendation a learner can follow.

A hint answers three questions a razz player asks at every decision:

* **What should I do, and why?** The action the Expert's values rank first
  (``coach.expert``): the headline, the values line and the review's grade
  never disagree. On 3rd street the seed strategy's starting-hand rules
  (three cards eight or lower play; a high pair does not; small pairs are
  weak) are told as rules: the reason when they agree with the values, named
  with the gap when they do not. When the runner-up is too close to tell
  apart, the reason says so. The reason is message data
  (``engine.messages.Note``: a code such as ``hint.call_price`` and the
  deciding numbers), which the wording layer (``ui.wording.coach``) says in
  the player's language; every sentence is checked against its numbers.
* **What are the numbers?** Equity against random hands (``ai.equity``) and
  against the hands the opponents' boards and betting suggest (the Expert's
  range model), each with its margin of error (about 95%: two standard
  errors; zero when enumerated exactly), the pot odds and the equity a call
  needs.
* **What is left in the deck?** Which ranks the hero still needs and how many
  of each are live, counting every upcard seen (folded players' included);
  on 3rd street the door cards of players still to act; and a note when the
  hero's upcards look better than the opponents' so a bet may win by itself
  (the seed's "keep betting when your board looks good").

Everything here is pure and deterministic by the spot (``coach.spot``), and
reads only the ``SeatView``: a hint cannot use a card the player could not see.
The Likely hands view (``coach.likely``) sorts each opponent's weighted
hands into made lows, draws and pairs.
"""

from __future__ import annotations

import math
import time

import numpy as np

from razz_desktop.ai.equity import EquityResult, equity
from razz_desktop.ai.reading import Situation, situation
from razz_desktop.coach.advice import (
    MARGIN_Z,
    Door,
    EquityFigure,
    Hint,
    LiveCards,
    RankLive,
    StartingHand,
    Verdict,
    decision_index,
)
from razz_desktop.coach.expert import (
    AGGRESSIVE_ORDER,
    EXACT_CASE_LIMIT,
    ActionValues,
    ExpertModel,
    evaluate_actions,
    hint_trials,
)
from razz_desktop.coach.likely import read_opponents
from razz_desktop.coach.margins import indistinguishable
from razz_desktop.coach.spot import spot_seed
from razz_desktop.coach.table_read import (
    bluff_note,
    brick_note,
    describe_hand,
    doors_to_act,
    hero_up,
    judge_start,
    live_cards,
)
from razz_desktop.engine.actions import ActionType, LegalAction
from razz_desktop.engine.cards import parse_card
from razz_desktop.engine.messages import Note, NoteArg
from razz_desktop.engine.views import PotView, SeatCard, SeatSnapshot, SeatView

__all__ = [
    "HINT_TRIALS", "MARGIN_Z", "RANDOM_TRIALS", "Door", "EquityFigure", "Hint", "LiveCards",
    "RankLive", "StartingHand", "Verdict", "close_runner_up", "decision_index",
    "equity_vs_random", "make_hint", "ranked", "recommend", "warm_up", "warm_up_view",
]

A = ActionType

HINT_TRIALS: int | None = None
"""Deals the action values are estimated on: ``None`` spreads the look-ahead's work budget
(``coach.expert.hint_trials``) over the spot's opponents and streets ahead."""
RANDOM_TRIALS = 8000
"""Deals for the equity against random hands when it is not enumerated."""


# ------------------------------------------------------------------ helpers


def percent(x: float) -> int:
    """A share as the whole percent the Coach says ("34%"): the wording layer formats it."""
    return round(x * 100)


def hundredths(x: float) -> int:
    """Big bets in hundredths (0.42 -> 42): notes carry whole numbers only."""
    return round(x * 100)


def _random_cases(sit: Situation) -> int:
    """How many deals an exact enumeration against random hands would value."""
    known = len(set(sit.mine) | {c for o in sit.opponents for c in o.up} | set(sit.dead))
    r = 52 - known
    total = 1
    last = 7 if not sit.community_expected else 6
    groups = [last - min(len(sit.mine), last)] + [last - len(o.up) for o in sit.opponents]
    if sit.community_expected and sit.community is None:
        groups.append(1)
    for k in groups:
        total *= math.comb(max(r, 0), max(k, 0))
        r -= k
    return total


def equity_vs_random(sit: Situation, gen: np.random.Generator,
                     trials: int = RANDOM_TRIALS) -> EquityResult:
    """The hero's showdown equity if every unseen card were equally likely anywhere."""
    hero = sit.mine if sit.community is None else tuple(c for c in sit.mine if c != sit.community)
    exact = _random_cases(sit) <= EXACT_CASE_LIMIT
    return equity(hero, [o.up for o in sit.opponents], sit.dead, trials=trials, exact=exact,
                  rng=gen, community=sit.community_expected or None, community_card=sit.community)


# ------------------------------------------------------------------ the hint


def make_hint(view: SeatView, model: ExpertModel | None = None, *, seed: int | None = None,
              trials: int | None = HINT_TRIALS, random_trials: int = RANDOM_TRIALS) -> Hint:
    """The hint for the decision ``view`` asks of its viewer.

    Deterministic by the spot: ``seed`` defaults to :func:`coach.spot.spot_seed`
    (a hash of what the viewer sees, never the hand id), and ``model`` to the
    Expert's beliefs about strangers (:func:`coach.public.stranger_model`), so
    the same decision gets the same headline, values and sentences at the
    table and from ``python -m razz_desktop.coach``.
    """
    start = time.perf_counter()
    if view.viewer is None or view.to_act != view.viewer or not view.legal:
        raise ValueError("a hint needs the view of the seat to act")
    if set(view.legal_types()) <= {A.SHOW, A.MUCK}:
        raise ValueError("showing or mucking needs no hint: the best hand wins anyway")
    sit = situation(view)
    if model is None:
        from razz_desktop.coach.public import stranger_model

        model = stranger_model(o.seat for o in sit.opponents)
    seed = spot_seed(view) if seed is None else seed
    gen = np.random.default_rng(seed)
    deals = hint_trials(sit) if trials is None else trials
    values = evaluate_actions(sit, model, deals, gen)
    vs_random = EquityFigure.of(equity_vs_random(sit, gen, random_trials))
    vs_likely = EquityFigure.of(values.likely)
    # The reads are taken on the very deals the values were (same seed, count and limit):
    # heads-up, "you: 36%" under Likely hands is then the "vs likely hands" figure, not a
    # second sample of it that read 40%.
    reads = read_opponents(sit, model, np.random.default_rng(seed), deals,
                           exact_limit=EXACT_CASE_LIMIT)
    start_hand = judge_start(sit.mine) if sit.street == 3 else None
    doors = doors_to_act(sit)
    note = bluff_note(sit, hero_up(view), vs_likely.equity)
    hand_text = describe_hand(sit.mine, 7 - sit.street)
    action, reason = recommend(sit, values, vs_likely, start_hand, doors, note, hand_text)
    la = view.legal_action(action)
    return Hint(
        hand_id=view.hand_id,
        decision_index=decision_index(view),
        seat=sit.seat,
        street=sit.street,
        action=action,
        action_label=la.label if la is not None else action.value.capitalize(),
        legal=la,
        reason=reason,
        values=values,
        vs_random=vs_random,
        vs_likely=vs_likely,
        opponents=sit.n_opp,
        pot=sit.pot,
        to_call=sit.to_call,
        call_needs=sit.pot_odds,
        hand_text=hand_text,
        starting_hand=start_hand,
        doors_to_act=doors,
        live=live_cards(view),
        bluff_note=note,
        elapsed_ms=(time.perf_counter() - start) * 1000.0,
        likely_hands=reads,
        runner_up=values.best if action is not values.best else close_runner_up(values),
        brick=brick_note(sit),
    )


def _aggressive(sit: Situation) -> ActionType | None:
    for kind in AGGRESSIVE_ORDER:
        if kind in sit.legal:
            return kind
    return None


def _reason(code: str, action: ActionType, **args: NoteArg) -> Note:
    """A hint's reason: ``code`` says why ``action`` (a ``hint.*`` code of ``ui.wording.coach``)."""
    return Note.of(code, action=action.value, **args)


def ranked(values: ActionValues) -> list[ActionType]:
    """The actions best first (ties in the order the values list them)."""
    return sorted(values.values, key=lambda k: -values.values[k])


def close_runner_up(values: ActionValues) -> ActionType | None:
    """The second-best action when the figures cannot tell it from the best, else None.

    The review's own test (:func:`coach.margins.indistinguishable`): such a
    choice is graded "good", so the hint says the call is close.
    """
    order = ranked(values)
    if len(order) < 2 or not indistinguishable(values, order[1]):
        return None
    return order[1]


def recommend(sit: Situation, values: ActionValues, likely: EquityFigure,
              start: StartingHand | None, doors: tuple[Door, ...], note: Note | None,
              hand_text: Note) -> tuple[ActionType, Note]:
    """The recommended action and its reason: the best-valued action, or a stated close call.

    The headline is the action the Expert's values rank first, so it agrees
    with the values line and following it is graded "good" (cost 0). On
    3rd street the seed's starting-hand rules are still told, as rules:
    when one agrees with the values it is the reason; when the values put
    another action ahead by less than the review can tell apart
    (:func:`coach.margins.indistinguishable`, the test for "good"), the rule
    heads and the reason says the call is close and by how much; when the
    values prefer another action by more, that action heads and the reason
    names the rule and the gap. When the runner-up is too close to tell apart
    the reason says so ("close call: checking and betting are within 0.02
    big bets"). So following the headline is always graded good.
    """
    best = values.best
    if sit.street == 3 and start is not None:
        rule = _rule(sit, start, doors, note)
        if rule is not None and rule[0] is not best and rule[0] in values.values and \
                indistinguishable(values, rule[0]):
            # Too close to tell apart: the rule of thumb heads, and the reason says by how little.
            return rule[0], Note.of("hint.close", action=rule[0].value, reason=rule[1],
                                    other=best.value, gap=hundredths(values.cost_in_big_bets(rule[0])))
        reason = _third_street(sit, values, likely, start, doors, note)
    else:
        reason = _later_street(sit, values, likely, note, hand_text)
    runner = close_runner_up(values)
    if runner is not None:
        reason = Note.of("hint.close", action=best.value, reason=reason, other=runner.value,
                         gap=hundredths(values.cost_in_big_bets(runner)))
    return best, reason


def _rule(sit: Situation, start: StartingHand, doors: tuple[Door, ...], note: Note | None
          ) -> tuple[ActionType, Note] | None:
    """The seed's starting-hand rule for this spot, without looking at the figures."""
    aggressive = _aggressive(sit)
    completed = sit.raises_this_street > 0
    n_low = sum(1 for d in doors if d.low and not d.answers)
    v = start.verdict
    hand: dict[str, NoteArg] = {"summary": start.summary, "judgement": start.judgement}
    if A.BRING_IN in sit.legal:
        if aggressive and v is Verdict.STRONG:
            return aggressive, _reason("hint.start_strong_complete", aggressive, **hand)
        return A.BRING_IN, _reason("hint.start_bring_in", A.BRING_IN, **hand)
    if note is not None and aggressive is not None and v is not Verdict.STRONG:
        return aggressive, _reason("hint.steal", aggressive)
    if v is Verdict.UNPLAYABLE:
        return A.FOLD, _reason("hint.start_unplayable", A.FOLD, low_doors=n_low, **hand)
    if v is Verdict.WEAK:
        if completed:
            return A.FOLD, _reason("hint.start_weak_fold", A.FOLD, completed=1, **hand)
        return A.CALL, _reason("hint.start_weak_call", A.CALL, **hand)
    if v is Verdict.STRONG:
        if aggressive is not None and not completed:
            return aggressive, _reason("hint.start_strong_raise", aggressive, **hand)
        return A.CALL, _reason("hint.start_strong_call", A.CALL, **hand)
    if completed and n_low >= 2:
        return A.FOLD, _reason("hint.start_playable_fold", A.FOLD, low_doors=n_low, **hand)
    return A.CALL, _reason("hint.start_playable_call", A.CALL, **hand)


def _third_street(sit: Situation, values: ActionValues, likely: EquityFigure, start: StartingHand,
                  doors: tuple[Door, ...], note: Note | None) -> Note:
    """Why the best action on 3rd street: the rule when it agrees, else the figures and the rule."""
    best = values.best
    rule = _rule(sit, start, doors, note)
    if rule is not None and rule[0] is best:
        return rule[1]
    hand: dict[str, NoteArg] = {"summary": start.summary, "judgement": start.judgement}
    why = _values_reason(sit, values, likely, hand=Note.of("start.hand", **hand))
    if rule is None or rule[0] not in values.values:
        return why
    return Note.of("hint.rule_differs", action=best.value, reason=why, rule=rule[1],
                   gap=hundredths(values.cost_in_big_bets(rule[0])), **hand)


def _values_reason(sit: Situation, values: ActionValues, likely: EquityFigure, *,
                   hand: Note) -> Note:
    """The honest fallback: the values rank ``best`` first, with the equity that stands behind it."""
    best = values.best
    if best is A.FOLD:  # "+0.00 against folding" would say nothing: say what the others cost
        order = ranked(values)
        nxt = order[1] if len(order) > 1 else best
        return _reason("hint.values_fold", best, hand=hand, equity=percent(likely.equity),
                       opponents=sit.n_opp, other=nxt.value,
                       value=hundredths(values.in_big_bets(nxt)))
    return _reason("hint.values_best", best, hand=hand, equity=percent(likely.equity),
                   opponents=sit.n_opp, value=hundredths(values.in_big_bets(best)))


def _later_street(sit: Situation, values: ActionValues, likely: EquityFigure, note: Note | None,
                  hand_text: Note) -> Note:
    """Why the best action after 3rd street, told by the number that decides it.

    Every sentence is checked against its own numbers as the player reads
    them (whole percents): "a call needs 21% and you have 38%" only when 38
    is at least 21, "only 17%" only when 17 is below the price; when the
    price alone does not explain the action, the cards and bets still to
    come do, and the reason says that instead; on 7th street nothing is
    "free" and no card is to come.
    """
    best = values.best
    eq = percent(likely.equity)
    fair = percent(1.0 / (sit.n_opp + 1))
    needs = percent(sit.pot_odds)
    to_come = 7 - sit.street
    common: dict[str, NoteArg] = {"hand": hand_text, "equity": eq, "opponents": sit.n_opp}
    if best in (A.BET, A.RAISE, A.COMPLETE):
        if eq >= fair and (not sit.to_call or eq >= needs):
            return _reason("hint.value_bet", best, fair=fair, **common)
        if note is not None:
            return _reason("hint.board_bet", best, **common)
        if to_come:
            return _reason("hint.fold_equity_bet", best, **common)
        return _values_reason(sit, values, likely, hand=hand_text)
    if best is A.CALL:
        if eq >= needs:
            return _reason("hint.call_price", best, needs=needs, **common)
        if to_come:
            return _reason("hint.call_to_come", best, needs=needs, to_come=to_come, **common)
        return _values_reason(sit, values, likely, hand=hand_text)
    if best is A.FOLD:
        if sit.to_call and eq < needs:
            return _reason("hint.fold_price", best, needs=needs, **common)
        if sit.to_call and to_come:
            return _reason("hint.fold_to_come", best, needs=needs, **common)
        return _values_reason(sit, values, likely, hand=hand_text)
    if best is A.CHECK:
        if eq >= fair:
            return _reason("hint.check_ahead", best, **common)
        if to_come:
            return _reason("hint.check_free_card", best, **common)
        return _reason("hint.check_showdown", best, **common)
    return _values_reason(sit, values, likely, hand=hand_text)


def warm_up_view() -> SeatView:
    """A 3rd-street decision built by hand, for :func:`warm_up`: no live hand involved.

    Three players after the antes (40 each at $2/$4); seat 3 holds A-2 / 3c
    and must bring in (50) or complete (200) against the 2h and 2s doors. The
    coach only ever reads views, so its warm-up does not make a ``Hand``
    either (DESIGN.md: the coach never sees the live hand).
    """
    def seat(number: int, cards: tuple[SeatCard, ...]) -> SeatSnapshot:
        return SeatSnapshot(seat=number, stack=960, bet=0, committed=40, folded=False,
                            all_in=False, cards=cards)

    hidden = SeatCard(card=None, face_up=False)
    return SeatView(
        hand_id=0, viewer=3, street=3,
        seats=(seat(1, (hidden, hidden, SeatCard(parse_card("2h"), True))),
               seat(2, (hidden, hidden, SeatCard(parse_card("2s"), True))),
               seat(3, (SeatCard(parse_card("Ah"), False), SeatCard(parse_card("2d"), False),
                        SeatCard(parse_card("3c"), True)))),
        community_card=None, pots=(PotView(amount=120, eligible=(1, 2, 3)),), to_act=3,
        legal=(LegalAction(A.BRING_IN, amount=50, to=50), LegalAction(A.COMPLETE, amount=200, to=200)),
        current_bet=0, bet_size=200, raises_left=4, bring_in_seat=3, dead_cards=(), history=(),
        small_bet=200, big_bet=400, ante=40, bring_in=50, finished=False, showdown=(),
        winnings=())


def warm_up() -> None:
    """Compute one throw-away hint so the evaluator's tables and numpy paths exist.

    The first equity call of a process builds lookup tables (about 0.15 s);
    the practice controller runs this on its worker at start-up so the
    human's first decision does not pay for it.
    """
    make_hint(warm_up_view(), trials=200, random_trials=200)
