"""The Expert's value model: what each candidate action is worth, as a pure function.

One implementation serves two callers:

* :class:`~razz_desktop.ai.expert_bot.ExpertBot` decides with it: every
  decision takes a snapshot of its beliefs (:meth:`ExpertBot.model`) and
  values the legal actions with :func:`evaluate_actions`;
* the coach (``razz_desktop.coach``) grades the human with it, on a worker
  thread, from a snapshot taken on the GUI thread
  (:meth:`ExpertModel.from_bot`) -- so the review grades against exactly the
  numbers the Expert plays by.

:class:`ExpertModel` is frozen: the opponents' profiles (from the bot's
session statistics), the range model's shape, the chance a later street is
bet and called, and the style's aggression bias. Nothing here mutates a bot
or keeps state, so any thread may call it with its own ``numpy`` generator.

Deals come from ``ai.reading.deals_for`` (sampled, or enumerated when the
caller allows and the spot is small), are weighted by ``ai.reading.RangeModel``
and valued with ``ai.equity.hand_values``/``shares``: no second equity engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

from razz_desktop.ai.equity import DealSample, EquityResult, hand_values, shares, summarise
from razz_desktop.ai.reading import (
    OpponentProfile,
    RangeModel,
    Situation,
    board_rank,
    caught_bad,
    deals_for,
    stole_on_third,
    strength_by_table,
    weighted_quantile,
)
from razz_desktop.ai.weighted import weakest_share, weighted_se
from razz_desktop.engine.actions import ActionType

A = ActionType

FUTURE_BET_PROB = 0.6
"""The Expert's default chance that a later street gets a bet that is called. At 0.4 its weak 4th-street
calls against the TAG were valued 230 chips above what they realized (a street sees 0.8-1.3 bets matched)."""
THIRD_STREET_FUTURE_SHARE = 0.3  # 3rd street: the later bets at this share of it (at 0.6 re-steals were overvalued)

LEAD_BET_EDGE = 0.25
"""Big bets added to a later-street bet with the best board, no bet to face: what a check misses.

The check is valued as a free card for both and the pot shared at showdown;
but the seat behind bets what beats the hero and checks the rest behind (paid
off, free cards given). Heads-up against the TAG such checks on 5th-7th
realized 330-620 chips (big bet 400) below prediction, bets 250-370 below."""

PASSIVE_ORDER = (A.BRING_IN, A.CALL, A.CHECK)
AGGRESSIVE_ORDER = (A.RAISE, A.BET, A.COMPLETE)


class BeliefSource(Protocol):
    """Anything that can snapshot its beliefs about some seats (the Expert bot does).

    A Protocol rather than the bot's class, so this module does not import
    ``expert_bot`` (which imports this one): no import cycle.
    """

    def model(self, seats: Iterable[int]) -> ExpertModel: ...


@dataclass(frozen=True, slots=True)
class ExpertModel:
    """What the Expert believes, frozen so a worker thread can use it safely."""

    profiles: tuple[tuple[int, OpponentProfile], ...] = ()
    softness: float = 1.0
    floor: float = 0.1
    future_bet_prob: float = FUTURE_BET_PROB
    aggression_bias: float = 0.0  # big bets added to the aggressive action (the bot's style)
    lead_bet_edge: float = 0.0  # big bets added to a later-street bet with the best board (LEAD_BET_EDGE)
    realization: float = 1.0  # the share of its showdown edge a 3rd-street hand realizes (see realized)

    @classmethod
    def from_bot(cls, bot: BeliefSource, seats: Iterable[int] = ()) -> ExpertModel:
        """Snapshot ``bot``'s beliefs about ``seats`` (call on the thread that feeds it).

        The very snapshot the bot decides with (:meth:`ExpertBot.model`); a
        seat the bot has never seen gets the profile of empty statistics.
        """
        return bot.model(seats)

    def range_model(self) -> RangeModel:
        """A fresh range model: each caller gets its own, never a shared one."""
        return RangeModel(profiles=dict(self.profiles), softness=self.softness, floor=self.floor,
                          read_answers=True)

    def profile(self, seat: int) -> OpponentProfile:
        for s, prof in self.profiles:
            if s == seat:
                return prof
        return OpponentProfile()


@dataclass(frozen=True, slots=True)
class ActionValues:
    """The Expert's estimate of each legal action, in chips relative to folding now.

    ``stderr`` is each estimate's standard error (0 for an exact
    enumeration); ``diff_stderr[k]`` is the standard error of
    ``value(best) - value(k)`` (smaller, because both are measured on the
    same deals), which is what decides whether a choice is distinguishable
    from the best one at all. ``in_big_bets`` and ``cost_in_big_bets`` give
    the figures in big bets.
    """

    values: Mapping[ActionType, float]
    stderr: Mapping[ActionType, float]
    diff_stderr: Mapping[ActionType, float]
    big_bet: int
    likely: EquityResult = field(compare=False)
    """Equity against the hands the opponents' boards and betting suggest."""

    @property
    def best(self) -> ActionType:
        return max(self.values, key=lambda k: self.values[k])

    @property
    def noise(self) -> float:
        """The largest standard error of the estimates, in chips."""
        return max(self.stderr.values(), default=0.0)

    def in_big_bets(self, kind: ActionType) -> float:
        return self.values[kind] / self.big_bet

    def cost_in_big_bets(self, kind: ActionType) -> float:
        """How much worse than the best action ``kind`` is, in big bets (>= 0)."""
        return max(0.0, self.values[self.best] - self.values[kind]) / self.big_bet


def passive_option(sit: Situation) -> ActionType | None:
    """The Expert's passive line: the bring-in when owed, else call, else check."""
    for kind in PASSIVE_ORDER:
        if kind in sit.legal:
            return kind
    return None


def evaluate_actions(sit: Situation, model: ExpertModel, trials: int, gen: np.random.Generator,
                     exact_limit: int = 0) -> ActionValues:
    """Sample ``trials`` deals (or enumerate them) and value every candidate action on them.

    ``exact_limit``: enumerate every deal when the spot has at most that many
    cases (0: always sample, as the bot does within its work budget).
    """
    deals = deals_for(sit, trials, gen, exact_limit=exact_limit)
    weights = model.range_model().weights(sit, deals.opponents)
    hv, ov = hand_values(deals)
    return values_on_deals(sit, model, deals, weights, hv, ov)


def fold_masks(sit: Situation, model: ExpertModel, deals: DealSample, wn: np.ndarray
               ) -> tuple[np.ndarray, np.ndarray]:
    """Per opponent and deal: does he fold to a bet, does he re-raise it?

    The opponents' weakest hands (by their own partial hand, weighted by the
    range model) fold in the proportion the seat has been seen to fold; a
    seat that has already bet this street folds far less often. Their
    strongest hands re-raise in the proportion observed.
    """
    n_opp = sit.n_opp
    folds = np.zeros((n_opp, deals.n), dtype=bool)
    raises = np.zeros((n_opp, deals.n), dtype=bool)
    k = sit.street
    for i, opp in enumerate(sit.opponents):
        if opp.all_in:
            continue
        prof = model.profile(opp.seat)
        r = prof.raise_on(k)
        bet_already = opp.aggressive_on(sit.street)
        if sit.street == 3:
            f = prof.fold_to_complete
            if opp.seat == sit.view.bring_in_seat and not bet_already \
                    and prof.fold_complete_bring_in is not None:
                # The bring-in was forced in with whatever it holds: it answers a
                # completion as it has been seen to as the bring-in.
                f = prof.fold_complete_bring_in
            if bet_already:
                # Re-raised after completing (a steal re-stolen): as seen, or far less than usual.
                f = prof.fold_to_reraise if prof.fold_to_reraise is not None else 0.3 * f
                if prof.fold_to_resteal is not None and stole_on_third(sit.view.history, opp.seat):
                    # Its steal re-raised: a wide stealer lets go what it would not play.
                    f = prof.fold_to_resteal
        elif bet_already and prof.fold_when_raised is not None:
            # Raised after betting this street: how this seat answered it before.
            f = prof.fold_when_raised
            r = prof.reraise_when_raised if prof.reraise_when_raised is not None else r
        else:
            if board_rank(sit.my_up) < board_rank(opp.up):
                # He reads my better board and gives up more often -- above all
                # when the card he was just dealt (public) paired him or came high.
                f = prof.fold_bad_behind if caught_bad(opp.up, k) else prof.fold_good_behind
            else:
                f = prof.fold_when_ahead
            f = prof.fold_on(k, f)
            if bet_already:
                f *= 0.3
        q = strength_by_table(deals.opponents[i][:, :k])
        if f > 0.01:
            folds[i] = q > weighted_quantile(q, wn, 1.0 - f)
        if r > 0.01:
            raises[i] = q <= weighted_quantile(q, wn, r)
    return folds, raises


BOARD_FOLD_STREETS = 2
"""How many later streets' board folds the model counts (6th street's upcard is the last)."""


def board_fold_chances(sit: Situation, model: ExpertModel, deals: DealSample,
                       wn: np.ndarray | None = None) -> np.ndarray:
    """(streets, opponents, deals): 1 where that opponent folds to the hero's better board there.

    Where his board (with that street's upcard, part of the deal) is worse
    than the hero's, his weakest hands then (down cards counted, up to five
    cards) fold in the proportion his seat has been seen to fold to a better board -- higher
    when his new upcard paired him or came high -- and the rest go on. The
    folds are his weakest hands, not a coin thrown whatever he holds: a
    player who folds to the boards only now and then (an equity player) lets
    go hands that would have lost anyway, and counting his folds as
    independent of his cards valued the hero's weak hands with a better board
    far above what they win against him (a loss against Strong); a seat that
    folds nearly always gives up the pot whatever it holds, as a board reader
    does. ``wn``: the deals' normalised weights (uniform if None). Every
    opponent's boards are looked up in one call per street
    (``strength_by_table``). All-in opponents never fold (-1: no pot is won
    by folds while one is in).
    """
    k = sit.street
    last = min(6, k + BOARD_FOLD_STREETS)
    n_opp, n = sit.n_opp, deals.n
    out = np.zeros((max(0, last - k), n_opp, n))
    if n_opp == 0:
        return out
    w = np.full(n, 1.0 / max(1, n)) if wn is None else wn
    profs = [model.profile(o.seat) for o in sit.opponents]
    all_in = np.array([o.all_in for o in sit.opponents])
    for j, nxt in enumerate(range(k + 1, last + 1)):  # the street; its upcard is place nxt - 1
        mine = strength_by_table(deals.hero[:, 2:nxt])
        boards = deals.opponents[:, :, 2:nxt]
        theirs = strength_by_table(boards.reshape(n_opp * n, -1)).reshape(n_opp, n)
        ranks = boards.astype(np.int64) >> 2
        new = ranks[:, :, -1]
        paired = (ranks[:, :, :-1] == new[:, :, None]).any(axis=2)
        bad = (new >= 8) | paired
        behind = theirs > mine[None, :]
        hands = strength_by_table(deals.opponents[:, :, :min(nxt, 5)].reshape(n_opp * n, -1)).reshape(n_opp, n)
        for i in range(n_opp):
            if all_in[i]:
                out[j, i] = -1.0
                continue
            bad_fold = profs[i].fold_on(nxt, profs[i].fold_bad_behind)
            good_fold = profs[i].fold_on(nxt, profs[i].fold_good_behind)
            for group, f in ((behind[i] & bad[i], bad_fold), (behind[i] & ~bad[i], good_fold)):
                if f <= 0.01 or not group.any():
                    continue
                if f >= 0.99:
                    out[j, i, group] = 1.0
                    continue
                idx = np.flatnonzero(group)
                out[j, i, idx[weakest_share(hands[i][idx], w[idx], f)]] = 1.0
    return out


def next_street_folds(sit: Situation, model: ExpertModel, deals: DealSample,
                      stay: np.ndarray, chances: np.ndarray | None = None) -> np.ndarray:
    """Per deal: the chance every opponent still in gives up to the hero's bet on the next streets.

    Against players who play by the boards the rest of the hand is not a
    showdown: on a later street the hero whose board (with the card it is
    dealt there, part of the deal) beats every board still in bets it, and
    each of those opponents folds as that seat has been seen to fold to a
    better board -- more often when his own new upcard paired him or came
    high (``caught_bad``). Valuing later streets only by showdown equity
    made a weak hand with a better board look far worse than it plays, and
    the Expert gave up pots (its bring-in to a steal, a re-steal) that the
    boards win. ``stay``: (opponents, deals), who is still in; ``chances``:
    :func:`board_fold_chances` of these deals, if already computed. Nothing
    on 6th street and later: 7th deals no upcard to read. The next
    ``BOARD_FOLD_STREETS`` upcard streets count (deeper added noise, no gain).
    """
    if chances is None:
        chances = board_fold_chances(sit, model, deals)
    keep = np.ones(deals.n)  # chance nobody has folded to the boards yet
    for street in chances:
        p_i = np.where(street < 0, 0.0, street)  # an all-in opponent stays: no fold pot
        keep *= 1.0 - np.where(stay, p_i, 1.0).prod(axis=0)
    return np.where(stay.any(axis=0), 1.0 - keep, 0.0)


def values_on_deals(sit: Situation, model: ExpertModel, deals: DealSample, w: np.ndarray,
                    hv: np.ndarray, ov: np.ndarray) -> ActionValues:
    """Expected chips (relative to folding now) of each candidate action on given deals.

    Per deal: opponents fold, call or re-raise a bet (:func:`fold_masks`); the
    hero's pot share is computed against those who stay; later streets add
    the expected bets won or lost in proportion to the share, but only in
    deals where the opponents would stay in (a hand that folds to a bet now
    pays nothing later either) -- and in deals where the next streets' cards
    give the hero the better board against players who fold to one
    (:func:`next_street_folds`), the pot is won there instead of shared at a
    showdown. ``w`` are the deals' range weights, ``hv`` and ``ov`` the
    hero's and opponents' final low values.
    """
    wn = w / w.sum()
    n_opp = sit.n_opp
    view = sit.view
    big = view.big_bet
    if sit.street == 3:
        future_bets = model.future_bet_prob * (view.small_bet + big * 3) * THIRD_STREET_FUTURE_SHARE
    else:
        future_bets = model.future_bet_prob * big * sit.streets_left
    showdown_share, ties = shares(hv, ov)
    share_all = realized(sit, model, showdown_share)
    folds, raises = fold_masks(sit, model, deals, wn)
    chances = board_fold_chances(sit, model, deals, wn)

    def future(share: np.ndarray, n_in: np.ndarray | int) -> np.ndarray:
        out: np.ndarray = future_bets * (share * (np.asarray(n_in) + 1) - 1)
        return out

    samples: dict[ActionType, np.ndarray] = {}
    passive = passive_option(sit)
    if passive is A.BRING_IN or (passive is A.CALL and sit.street == 3
                                 and sit.raises_this_street == 0 and sit.behind):
        # The bring-in, or a limp with players still to act: they answer it.
        samples[passive] = _bring_in_values(sit, model, deals, wn, hv, ov, future, chances)
    elif passive is not None:
        invest = sit.to_call
        stay_all = np.ones((n_opp, deals.n), dtype=bool)
        fut = future(share_all, n_opp)
        vals = share_all * (sit.pot + invest) - invest + fut
        # The next street's board folds win the pot instead of its share and the later bets.
        p_next = next_street_folds(sit, model, deals, stay_all, chances)
        vals = vals + p_next * ((sit.pot + invest) * (1.0 - share_all) - fut)
        samples[passive] = np.where(folds.all(axis=0), share_all * (sit.pot + invest) - invest, vals)
    if A.FOLD in sit.legal:
        samples[A.FOLD] = np.zeros_like(share_all)
    aggressive = sit.aggressive_option
    if aggressive is not None:
        la = view.legal_action(aggressive)
        invest = la.amount if la is not None else sit.to_call + sit.bet_size
        raise_to = la.to if la is not None else view.current_bet + sit.bet_size
        masked = np.where(folds, np.iinfo(np.int32).max, ov)
        share_c = realized(sit, model, shares(hv, masked)[0])
        callers = (~folds).sum(axis=0)
        call_amounts = np.zeros(deals.n)
        for i, opp in enumerate(sit.opponents):
            owed = max(0, raise_to - view.seat(opp.seat).bet)
            call_amounts += np.where(folds[i], 0, owed)
        pot_after = sit.pot + invest + call_amounts
        fut = future(share_c, callers)
        vals = share_c * pot_after - invest + fut
        p_next = next_street_folds(sit, model, deals, ~folds, chances)
        vals = vals + p_next * (pot_after * (1.0 - share_c) - fut)
        capped = view.raises_left is not None and view.raises_left <= 1
        if not capped:
            # A re-raise costs the hero one more bet (it calls) and adds
            # one from the raiser: worth 2 * share - 1 bets.
            reraised = (raises & ~folds).any(axis=0)
            vals = vals + np.where(reraised, sit.bet_size * (2 * share_c - 1), 0.0)
        vals = np.where(folds.all(axis=0), float(sit.pot), vals)
        if sit.street >= 4 and not sit.to_call and all(board_rank(sit.my_up) < board_rank(o.up)
                                                       for o in sit.opponents):
            vals = vals + model.lead_bet_edge * big  # what a check with the best board misses
        samples[aggressive] = vals + model.aggression_bias * big

    means = {k: float((wn * v).sum()) for k, v in samples.items()}
    errs = {k: weighted_se(v, means[k], wn, deals.exact) for k, v in samples.items()}
    best = max(means, key=lambda k: means[k])
    diff_errs = {k: weighted_se(samples[best] - v, means[best] - means[k], wn, deals.exact)
                 for k, v in samples.items()}
    likely = summarise(showdown_share, ties, deals.exact, w)
    return ActionValues(means, errs, diff_errs, big, likely)


def _bring_in_values(sit: Situation, model: ExpertModel, deals: DealSample, wn: np.ndarray,
                     hv: np.ndarray, ov: np.ndarray,
                     future: Callable[[np.ndarray, np.ndarray], np.ndarray],
                     chances: np.ndarray | None = None) -> np.ndarray:
    """Per deal: what posting the bring-in (or limping in for it) is worth, the answers included.

    The bring-in is not the end of the betting: each opponent still to act
    folds his weakest hands in the proportion he has been seen to fold to a
    bring-in, completes (steals) with his strongest in the proportion seen,
    and limps otherwise; those who already limped stay. Everybody folding
    wins the antes; a limped pot is played out against those in; against a
    steal the hero calls the completion only if calling pays on average
    over the deals where he was stolen from, and otherwise gives up what he
    put in. Valuing it as a showdown at the current pot (as a call) made the
    completion look better than it is with a bad hand against a player who
    only continues with good ones -- and valued a limp at a full table as if
    every player behind stayed to the end with any cards.
    """
    view = sit.view
    bring_in, complete = view.bring_in, view.small_bet
    my_bet = view.seat(sit.seat).bet
    folds = np.zeros((sit.n_opp, deals.n), dtype=bool)
    steals = np.zeros((sit.n_opp, deals.n), dtype=bool)
    behind = np.zeros(sit.n_opp, dtype=bool)
    owed_limp = np.zeros(sit.n_opp)
    owed_complete = np.zeros(sit.n_opp)
    for i, opp in enumerate(sit.opponents):
        bet = view.seat(opp.seat).bet
        owed_limp[i] = max(0, bring_in - bet)
        owed_complete[i] = max(0, complete - bet)
        if opp.all_in or opp.seat not in sit.behind:
            continue
        behind[i] = True
        prof = model.profile(opp.seat)
        q = strength_by_table(deals.opponents[i][:, :3])
        if prof.fold_to_bring_in >= 0.99:
            folds[i] = True
        elif prof.fold_to_bring_in > 0.01:
            folds[i] = q > weighted_quantile(q, wn, 1.0 - prof.fold_to_bring_in)
        if prof.complete_vs_bring_in > 0.01:
            steals[i] = q <= weighted_quantile(q, wn, prof.complete_vs_bring_in)
    steals &= ~folds
    share_in = realized(sit, model, shares(hv, np.where(folds, np.iinfo(np.int32).max, ov))[0])
    n_in = (~folds).sum(axis=0)
    stay = ~folds
    invest = max(0, bring_in - my_bet)
    pot_limp = sit.pot + invest + (stay * owed_limp[:, None]).sum(axis=0)
    pot_called = sit.pot + (complete - my_bet) + (stay * owed_complete[:, None]).sum(axis=0)
    fut = future(share_in, n_in)
    p_next = next_street_folds(sit, model, deals, stay, chances)
    limped = share_in * pot_limp - invest + fut + p_next * (pot_limp * (1.0 - share_in) - fut)
    called = share_in * pot_called - (complete - my_bet) + fut \
        + p_next * (pot_called * (1.0 - share_in) - fut)
    stolen = steals.any(axis=0)
    everyone_folds = folds.all(axis=0) & bool(behind.all())
    ws = wn * stolen
    answers = [np.full(deals.n, -float(invest)), called]
    if sit.n_opp == 1 and ws.sum() > 0:
        answers.append(_restolen(sit, model, deals, ws, share_in, fut, p_next))
    means = [float((ws * a).sum() / ws.sum()) if ws.sum() > 0 else 0.0 for a in answers]
    answer = answers[int(np.argmax(means))]
    vals: np.ndarray = np.where(stolen, answer, limped)
    return np.where(everyone_folds, float(sit.pot), vals)


def _restolen(sit: Situation, model: ExpertModel, deals: DealSample, ws: np.ndarray,
              share: np.ndarray, fut: np.ndarray, p_next: np.ndarray) -> np.ndarray:
    """Per deal, heads-up: the bring-in re-raises the steal (``ws``: the stolen deals' weights).

    The stealer lets his weakest steals go in the proportion he has been seen
    to (``fold_to_resteal``) and the hero takes the pot; otherwise the pot is
    played out, two bets each in. Without this answer the bring-in was valued
    as if a steal could only be called or given up, below what it realizes.
    ``fut`` and ``p_next``: the later bets and the board folds, as for a call.
    """
    view = sit.view
    complete, my_bet = view.small_bet, view.seat(sit.seat).bet
    opp = sit.opponents[0]
    prof = model.profile(opp.seat)
    f = prof.fold_to_resteal if prof.fold_to_resteal is not None else 0.3 * prof.fold_to_complete
    q = strength_by_table(deals.opponents[0][:, :3])
    gives_up = q > weighted_quantile(q, ws, 1.0 - f) if f > 0.01 else np.zeros(deals.n, dtype=bool)
    invest = max(0, view.bring_in - my_bet)
    opp_bet = view.seat(opp.seat).bet
    pot_stolen = sit.pot + invest + max(0, complete - opp_bet)
    mine = 2 * complete - my_bet
    pot = sit.pot + mine + max(0, 2 * complete - opp_bet)
    played = share * pot - mine + fut + p_next * (pot * (1.0 - share) - fut)
    return np.where(gives_up, float(pot_stolen - invest), played)


def realized(sit: Situation, model: ExpertModel, share: np.ndarray) -> np.ndarray:
    """On 3rd street, the pot share a hand realizes: its showdown share drawn toward an even one.

    Against a seat that settles most pots by folds (the TAG gives up to a
    better board whenever it catches bad; one contested hand in eleven
    reaches a showdown) the boards decide the pot more than the hole cards:
    a re-steal realized +40..+110 chips whatever its showdown share, while
    valued from -220 to +280 by it. ``model.realization``: 1 keeps the share.
    """
    if sit.street != 3 or model.realization >= 1.0:
        return share
    even = 1.0 / (sit.n_opp + 1)
    out: np.ndarray = even + model.realization * (share - even)
    return out
