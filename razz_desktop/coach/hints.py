"""Hints: from one seat's frozen view to a recommendation a learner can follow.

A hint answers three questions a razz player asks at every decision:

* **What should I do, and why?** The Expert bot's value of each legal action
  (``coach.expert``) decides, except on 3rd street, where the seed strategy's
  starting-hand rules are clear enough to state as rules (three cards eight
  or lower play; a high pair does not; small pairs are weak) and a learner
  profits more from a rule than from a simulation that agrees with it 95% of
  the time. The reason is message data (``engine.messages.Note``: a code
  such as ``hint.call_price`` and the deciding numbers), which the wording
  layer (``ui.wording.coach``) says in the player's language.
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

Everything here is pure and deterministic given the seed, and reads only the
``SeatView``: a hint cannot use a card the player could not see.
"""

from __future__ import annotations

import math
import time

import numpy as np

from razz_desktop.ai.equity import EquityResult, equity
from razz_desktop.ai.reading import Situation, board_rank, situation
from razz_desktop.coach.advice import (
    EIGHT,
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
)
from razz_desktop.coach.margins import indistinguishable
from razz_desktop.engine.actions import ActionType, LegalAction
from razz_desktop.engine.cards import CARDS, RANK_CHARS, parse_card
from razz_desktop.engine.messages import Note, NoteArg
from razz_desktop.engine.views import PotView, SeatCard, SeatSnapshot, SeatView

__all__ = [
    "HINT_TRIALS", "MARGIN_Z", "RANDOM_TRIALS", "Door", "EquityFigure", "Hint", "LiveCards",
    "RankLive", "StartingHand", "Verdict", "agree_with_values", "bluff_note", "decision_index",
    "describe_hand", "doors_to_act", "equity_vs_random", "judge_start", "live_cards", "make_hint",
    "recommend", "warm_up", "warm_up_view",
]

A = ActionType

HINT_TRIALS = 6000
"""Deals the Expert's action values are estimated on (hint p90 about 25 ms here)."""
RANDOM_TRIALS = 8000
"""Deals for the equity against random hands when it is not enumerated."""
HIGH_PAIR = 6
"""Rank index of the seven: a pair of sevens or higher is a high pair."""
OVERRIDE_BB = 0.5
"""How much better (big bets) the Expert must find playing an "unplayable" start
before the hint departs from the seed's rule of thumb (e.g. 9-3-2 heads-up
against a king door)."""
STEAL_DOOR = 5
"""Rank index of the six: a door six or lower can steal against higher doors."""


# ------------------------------------------------------------------ helpers


def rank_text(ranks: list[int] | tuple[int, ...]) -> str:
    """Ranks highest first, the way players say a low: "7-5-3-2-A"."""
    return "-".join(RANK_CHARS[r] for r in sorted(ranks, reverse=True))


def board_text(cards: tuple[int, ...]) -> str:
    return rank_text([c >> 2 for c in cards])


def percent(x: float) -> int:
    """A share as the whole percent the Coach says ("34%"): the wording layer formats it."""
    return round(x * 100)


def hundredths(x: float) -> int:
    """Big bets in hundredths (0.42 -> 42): notes carry whole numbers only."""
    return round(x * 100)


def judge_start(cards: tuple[int, ...]) -> StartingHand:
    """The seed strategy on three cards: eight or lower play, pairs do not (much)."""
    three = tuple(CARDS[c] for c in cards[:3])
    ranks = sorted(c.rank for c in three)
    distinct = sorted(set(ranks))
    if len(distinct) == 1:
        return StartingHand(Verdict.UNPLAYABLE, Note.of("start.trips", rank=ranks[0]),
                            Note.of("judge.trips"), three)
    if len(distinct) == 2:
        pair = max(set(ranks), key=ranks.count)
        odd = next(r for r in distinct if r != pair)
        text = Note.of("start.pair", pair=pair, odd=odd)
        if pair >= HIGH_PAIR:
            return StartingHand(Verdict.UNPLAYABLE, text, Note.of("judge.high_pair"), three)
        if odd > EIGHT:
            return StartingHand(Verdict.UNPLAYABLE, text, Note.of("judge.pair_high_card"), three)
        return StartingHand(Verdict.WEAK, text, Note.of("judge.small_pair"), three)
    top = distinct[-1]
    summary = Note.of("start.ranks", ranks=rank_text(ranks))
    if top <= STEAL_DOOR:
        return StartingHand(Verdict.STRONG, summary, Note.of("judge.three_to", rank=top), three)
    if top <= EIGHT:
        return StartingHand(Verdict.PLAYABLE, summary, Note.of("judge.three_to", rank=top), three)
    return StartingHand(Verdict.UNPLAYABLE, summary, Note.of("judge.worse_than_eight"), three)


def describe_hand(cards: tuple[int, ...]) -> Note:
    """The hero's hand as a player would say it: a made low, a draw, or a pair."""
    ranks = sorted({c >> 2 for c in cards})
    if len(cards) == 3:
        return judge_start(cards).text
    if len(ranks) >= 5:
        best = ranks[:5]
        return Note.of("hand.made", top=best[-1], ranks=rank_text(best))
    paired = len(ranks) < len(cards)
    return Note.of("hand.draw", count=len(ranks), top=ranks[-1], ranks=rank_text(ranks),
                   paired=int(paired))


def hero_up(view: SeatView) -> tuple[int, ...]:
    """The viewer's upcards, by dealing position (places 3 to 6 of 7).

    Taken from the position rather than the ``face_up`` flag so that the
    coach stays right however a view marks the viewer's own hole cards.
    """
    me = view.me
    if me is None:
        return ()
    return tuple(int(c.card) for c in me.cards[2:6] if c.card is not None)


def seen_cards(view: SeatView) -> set[int]:
    """Every card the viewer has seen: own cards, all upcards, folded ones, the community card."""
    seen = {int(c) for c in view.my_cards}
    for s in view.seats:
        seen.update(int(c) for c in s.up_cards)
    seen.update(int(c) for c in view.dead_cards)
    if view.community_card is not None:
        seen.add(int(view.community_card))
    return seen


def live_cards(view: SeatView) -> LiveCards:
    """Which ranks improve the hero's low and how many of each are still live.

    Needed ranks: while the hero has fewer than five distinct cards eight or
    lower, every rank eight or lower not yet held; with a made eight-or-better,
    the ranks below its highest card not held (the cards that improve it).
    """
    mine = {int(c) >> 2 for c in view.my_cards}
    lows = sorted(r for r in mine if r <= EIGHT)
    if len(lows) >= 5:
        needed = [r for r in range(lows[4]) if r not in mine]
    else:
        needed = [r for r in range(EIGHT + 1) if r not in mine]
    counts = [0] * 13
    for c in seen_cards(view):
        counts[c >> 2] += 1
    to_come = max(0, 7 - len(view.my_cards)) if view.community_card is None else 0
    return LiveCards(tuple(RankLive(r, 4 - counts[r]) for r in needed), to_come)


def doors_to_act(sit: Situation) -> tuple[Door, ...]:
    """Door cards of the live opponents who have not acted yet on 3rd street."""
    if sit.street != 3:
        return ()
    return tuple(Door(s, CARDS[sit.opponent(s).up[0]]) for s in sit.behind)


def bluff_note(sit: Situation, my_up: tuple[int, ...], likely: float) -> Note | None:
    """A steal (3rd street) or board bluff (later) note, when the upcards allow one.

    3rd street: nobody has completed and every door still to act is higher
    than the hero's six-or-lower door. Later: the hero's board is clearly
    better (half a rank by ``ai.reading.board_rank``) than every live
    opponent's, against at most two opponents (bluffs rarely get three players
    to fold), a bet or raise is possible, and the hand itself (``likely``
    equity) is below its fair share -- with more, a bet is for value, not a
    bluff, and the reason says so instead.
    """
    if sit.aggressive_option is None or not sit.opponents:
        return None
    if sit.street == 3:
        door = my_up[0] >> 2
        doors = [sit.opponent(s).up[0] >> 2 for s in sit.behind]
        if sit.raises_this_street == 0 and doors and door <= STEAL_DOOR and \
                all(d > door for d in doors):
            return Note.of("note.steal", door=door)
        return None
    if sit.n_opp > 2 or likely >= 1.0 / (sit.n_opp + 1):
        return None
    mine = board_rank(my_up)
    if all(mine + 0.5 < board_rank(o.up) for o in sit.opponents):
        theirs = tuple(board_text(o.up) for o in sit.opponents)
        return Note.of("note.bluff", board=board_text(my_up), theirs=theirs)
    return None


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
              trials: int = HINT_TRIALS, random_trials: int = RANDOM_TRIALS) -> Hint:
    """The hint for the decision ``view`` asks of its viewer.

    ``model`` is the Expert's frozen beliefs (default: no session history);
    ``seed`` makes the sampled figures reproducible.
    """
    start = time.perf_counter()
    if view.viewer is None or view.to_act != view.viewer or not view.legal:
        raise ValueError("a hint needs the view of the seat to act")
    if set(view.legal_types()) <= {A.SHOW, A.MUCK}:
        raise ValueError("showing or mucking needs no hint: the best hand wins anyway")
    sit = situation(view)
    model = model or ExpertModel()
    gen = np.random.default_rng(seed)
    values = evaluate_actions(sit, model, trials, gen)
    vs_random = EquityFigure.of(equity_vs_random(sit, gen, random_trials))
    vs_likely = EquityFigure.of(values.likely)
    start_hand = judge_start(sit.mine) if sit.street == 3 else None
    doors = doors_to_act(sit)
    note = bluff_note(sit, hero_up(view), vs_likely.equity)
    hand_text = describe_hand(sit.mine)
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
    )


def _aggressive(sit: Situation) -> ActionType | None:
    for kind in AGGRESSIVE_ORDER:
        if kind in sit.legal:
            return kind
    return None


def _reason(code: str, action: ActionType, **args: NoteArg) -> Note:
    """A hint's reason: ``code`` says why ``action`` (a ``hint.*`` code of ``ui.wording.coach``)."""
    return Note.of(code, action=action.value, **args)


def recommend(sit: Situation, values: ActionValues, likely: EquityFigure,
              start: StartingHand | None, doors: tuple[Door, ...], note: Note | None,
              hand_text: Note) -> tuple[ActionType, Note]:
    """The recommended action and its reason: the values' best, or the reason says why not."""
    if sit.street == 3 and start is not None:
        steal = _steal(sit, start, note)
        if steal is not None:
            return agree_with_values(values, *steal, steal=True)
        return agree_with_values(values, *_third_street(sit, values, start, doors, note))
    return agree_with_values(values, *_later_street(sit, values, likely, note, hand_text))


def agree_with_values(values: ActionValues, action: ActionType, reason: Note, *,
                      steal: bool = False) -> tuple[ActionType, Note]:
    """Make the headline and the hint's own "Expert's values" line agree.

    On 3rd street the seed's rules of thumb (and the steal rule) propose the
    action, and they were written without looking at the figures: left
    alone, a hint could say "Bring in" above a values line that ranks
    Complete higher. So a rule's action stands only while the values cannot
    tell it apart from their best (:func:`coach.margins.indistinguishable`,
    the review's own test for "good"), and then the reason says so with the
    figure; when the values rank another action clearly higher, that action
    is the recommendation and the reason names the rule it overrides, so a
    player who follows such a hint is never graded worse than "good". The
    one deliberate exception is the seed's steal (a bet meant to make better
    hands fold, which the values' fold rates may not yet credit): it stands,
    and the reason says how much the values prefer the other action and why.
    """
    best = values.best
    if action is best or action not in values.values:
        return action, reason
    gap = hundredths(values.cost_in_big_bets(action))  # 0: "less than 0.01 big bets"
    if steal and not indistinguishable(values, action):
        return action, Note.of("hint.steal_exception", action=action.value, reason=reason,
                               best=best.value, gap=gap)
    if indistinguishable(values, action):
        return action, Note.of("hint.close_call", action=action.value, reason=reason,
                               best=best.value, gap=gap)
    return best, Note.of("hint.override", action=best.value, rule=reason, gap=gap)


def _steal(sit: Situation, start: StartingHand, note: Note | None
           ) -> tuple[ActionType, Note] | None:
    """The seed's steal on 3rd street: complete with a low door against higher doors."""
    aggressive = _aggressive(sit)
    if A.BRING_IN in sit.legal or note is None or aggressive is None or \
            start.verdict is Verdict.STRONG:
        return None
    return aggressive, _reason("hint.steal", aggressive)


def _third_street(sit: Situation, values: ActionValues, start: StartingHand,
                  doors: tuple[Door, ...], note: Note | None) -> tuple[ActionType, Note]:
    """The seed's starting-hand rules, with the Expert breaking the close calls."""
    best = values.best
    aggressive = _aggressive(sit)
    completed = sit.raises_this_street > 0
    n_low = sum(1 for d in doors if d.low)
    v = start.verdict
    hand: dict[str, NoteArg] = {"summary": start.summary, "judgement": start.judgement}
    if A.BRING_IN in sit.legal:
        if aggressive and v is Verdict.STRONG and best is aggressive:
            return aggressive, _reason("hint.start_strong_complete", aggressive, **hand)
        return A.BRING_IN, _reason("hint.start_bring_in", A.BRING_IN, **hand)
    if v is Verdict.UNPLAYABLE and best is not A.FOLD and A.FOLD in sit.legal and \
            values.cost_in_big_bets(A.FOLD) >= OVERRIDE_BB:
        return best, _reason("hint.start_unplayable_ahead", best, **hand)
    if v is Verdict.UNPLAYABLE:
        return A.FOLD, _reason("hint.start_unplayable", A.FOLD, low_doors=n_low, **hand)
    if v is Verdict.WEAK:
        if completed or best is A.FOLD:
            return A.FOLD, _reason("hint.start_weak_fold", A.FOLD, completed=int(completed), **hand)
        return A.CALL, _reason("hint.start_weak_call", A.CALL, **hand)
    if aggressive is not None and best is aggressive:
        return aggressive, _reason("hint.start_ahead", aggressive, **hand)
    if v is Verdict.STRONG:
        if aggressive is not None and not completed:
            return aggressive, _reason("hint.start_strong_raise", aggressive, **hand)
        return A.CALL, _reason("hint.start_strong_call", A.CALL, **hand)
    if completed and best is A.FOLD:
        return A.FOLD, _reason("hint.start_playable_fold", A.FOLD, low_doors=n_low, **hand)
    return A.CALL, _reason("hint.start_playable_call", A.CALL, **hand)


def _later_street(sit: Situation, values: ActionValues, likely: EquityFigure, note: Note | None,
                  hand_text: Note) -> tuple[ActionType, Note]:
    """The Expert's best action, explained by the number that decides it."""
    best = values.best
    eq = likely.equity
    fair = 1.0 / (sit.n_opp + 1)
    common: dict[str, NoteArg] = {"hand": hand_text, "equity": percent(eq), "opponents": sit.n_opp}
    if best in (A.BET, A.RAISE, A.COMPLETE):
        if eq >= fair:
            return best, _reason("hint.value_bet", best, fair=percent(fair), **common)
        if note is not None:
            return best, _reason("hint.board_bet", best, **common)
        return best, _reason("hint.fold_equity_bet", best, **common)
    if best is A.CALL:
        return best, _reason("hint.call_price", best, needs=percent(sit.pot_odds), **common)
    if best is A.FOLD:
        return best, _reason("hint.fold_price", best, needs=percent(sit.pot_odds), **common)
    if best is A.CHECK:
        if eq >= fair:
            return best, _reason("hint.check_ahead", best, **common)
        return best, _reason("hint.check_free_card", best, **common)
    return best, _reason("hint.expert_best", best, **common)


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
