"""Expert: the Strong machinery plus a simulation of each candidate action.

``ExpertParams(lookahead=True)`` decides with the look-ahead model instead
(:mod:`razz_desktop.ai.lookahead`: every later street played out on sampled
deals against the opponents' policies read from the profiles below, its own
later choices made per information bucket) and plays its best-valued action.
It is registered as the ``expert_lookahead`` bot for the arena and the
benchmarks only: measured against this Expert it is not yet stronger
(heads-up -3.9 [-8.1, +0.4] BB/100 over 4,000 hands, and no better than even
against Strong; ``benchmarks/lookahead_results.md``), so the Expert players
meet and the Coach's values stay on the one-street model this docstring
describes until it is (issue 35). The opponent modelling is shared by both.

For each legal action the Expert values what follows over sampled deals
(which opponents fold to a bet in each deal, the hero's share against those
who call, the later streets) within a budget counted in sampled deals, never
in wall-clock time, so a decision depends only on the view, the public
history and the bot's seed, however busy the machine -- the value model lives
in :mod:`razz_desktop.ai.expert_model`, shared with the coach; against players
who play by the boards it counts the pots the next upcards win by folds (a
weak hand with a better board is worth more than its showdown equity), each
seat folding its weakest hands as often as it has been seen to give up to a
better board (a board reader folds nearly whatever it holds, an equity
player seldom, and only hands that would have lost), and it reads a seat's
later-street calls and raises by the same habits (a call: not among the
hands that seat folds there; a raise: among its strongest; a check where
it could have bet: not among the strongest share it bets there), and its
3rd-street calls too (the bring-in calling a completion kept the share of
random hands it keeps; a steal that called a re-raise was not among the
steals it lets go); the folds to and raises of a later-street bet are read
per street (a rule player who folds to a better board on 4th calls the
river with any made nine) -- and it
models opponents from every finished hand it observes: how often each seat
enters; how it answers a bring-in (folds, limps or steals), a completion
(told apart when it is the bring-in, forced in with whatever it holds), and
a raise of a completion (how seldom it raises one, and whether its shown
raises were ever out of line, read its range narrowly), a re-raise -- of a
raise, and, apart, of its own steal, whose prior comes from how
wide it steals against how seldom it plays on against a completion (a seat
that steals with hands it would not call with lets them go when re-raised,
and without that prior the bot never re-raised to find out); how wide its
steals are (how often it steals, corrected by the steals it showed down);
how informative its bets
are on each later street, told apart by whether its board led there (a
player who bets every leading board says nothing by it), and what strength
the hands it showed down after betting each street had; how often it folds
to a bet, told apart by whether the bettor's board was better and whether
the card it had just been dealt (public) paired it or came high -- the
tight player's "I caught bad and he beats my board" -- and how it answers a
raise after it bet.

Its opponent statistics are per seat and last a session: call
:meth:`ExpertBot.forget` when a different player takes a seat.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace

from razz_desktop.ai.equity_bots import STRONG, EquityBot, EquityParams
from razz_desktop.ai.expert_model import (
    FUTURE_BET_PROB,
    LEAD_BET_EDGE,
    ActionValues,
    ExpertModel,
    evaluate_actions,
)
from razz_desktop.ai.lookahead import evaluate_actions as lookahead_values
from razz_desktop.ai.lookahead import spot_generator, spot_seed, trials_for
from razz_desktop.ai.policy import coerce_legal
from razz_desktop.ai.public_history import board_behind
from razz_desktop.ai.reading import (
    AGGRESSIVE_TYPES,
    RangeModel,
    Situation,
    board_led,
    caught_bad,
    situation,
    stole_on_third,
    street_cards,
    strength,
)
from razz_desktop.ai.seat_stats import SHOWN_MARGIN, SeatStats
from razz_desktop.ai.style import Style
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

A = ActionType


LOOKAHEAD_WORK = 80_000
"""Opponent hands x street rounds the look-ahead values per decision: at a full table on 3rd
street (7 opponents, 31 rounds a deal) the 300-deal floor, heads-up on 3rd about 1,300 deals,
from 5th street on heads-up the 2,000 cap."""


@dataclass(frozen=True, slots=True)
class ExpertParams:
    min_trials: int = 600
    max_trials: int = 4800  # deals valued per decision at most ...
    min_work: int = 1800  # ... and, counted in opponent hands valued (deals x opponents),
    max_work: int = 9600  # between these, so a full table costs about what heads-up does

    def trial_range(self, opponents: int) -> tuple[int, int]:
        """(first, largest) number of deals for a decision against ``opponents`` players.

        Counted in work, never in seconds: the same view always gets the same
        budget, so a seeded run repeats exactly however busy the machine is.
        """
        n = max(1, opponents)
        first = min(self.min_trials, max(150, self.min_work // n))
        return first, max(first, min(self.max_trials, self.max_work // n))
    future_bet_prob: float = FUTURE_BET_PROB  # chance a later street gets a bet that is called
    override_margin: float = 0.02  # big bets the simulation must gain to overrule the default
    lead_bet_edge: float = LEAD_BET_EDGE  # big bets added to a later-street bet with the best board
    lookahead: bool = False  # decide with ai.lookahead (the "expert_lookahead" bot; False: the one-street model)
    work: int = LOOKAHEAD_WORK  # the look-ahead's budget: deals x opponents x street rounds ...
    least_deals: int = 400  # ... never fewer deals than this ...
    most_deals: int = 3000  # ... nor more
    keep_default: bool = False  # play the Strong level's action unless the look-ahead beats it clearly
    lookahead_from: int = 3  # with ``lookahead``: the first street it decides (earlier: the one-street model)
    guard_margin: float | None = None  # with ``lookahead``: keep the one-street choice unless the
    # look-ahead values another action this many big bets higher (plus two standard errors)
    guard_only: tuple[tuple[ActionType, ActionType], ...] | None = None  # (one-street choice,
    # look-ahead's) pairs the look-ahead may overrule; None: any; others are not even valued


class ExpertBot(EquityBot):
    """Expert: simulate each candidate action; model opponents across the session."""

    def __init__(self, name: str, params: EquityParams, style: Style, seed: int | None,
                 expert: ExpertParams | None = None) -> None:
        super().__init__(name, params, style, seed)
        self.x = expert or ExpertParams()
        self.stats: dict[int, SeatStats] = defaultdict(SeatStats)
        self.aggression_bias = 0.02 * style.aggression
        # The shape of its range model; the profiles come with each snapshot (model()).
        self.ranges = RangeModel(softness=1.0, floor=0.1)
        # The last decision's estimates, kept for calibration (benchmarks/leak_analysis.py
        # compares what each spot was predicted to be worth with what it realized).
        self.last_values: ActionValues | None = None

    # --- opponent modelling ---------------------------------------------------

    def observe(self, view: SeatView) -> None:
        """Count each seat's habits from the finished hand's public betting."""
        me = view.viewer
        level: dict[int, int] = defaultdict(int)  # street -> current bet ("to")
        put: dict[tuple[int, int], int] = defaultdict(int)  # (street, seat) -> "to"
        for s in view.seats:
            if s.seat != me:
                self.stats[s.seat].hands += 1
        entered: set[int] = set()
        ups = {s.seat: tuple(int(c) for c in s.up_cards) for s in view.seats}
        aggressor: dict[int, int] = {}  # street -> the last seat to bet or raise
        raised: set[tuple[int, int]] = set()  # (street, opponent) who bet, completed or raised
        first = next((a for a in view.history if a.street == 3 and a.type in AGGRESSIVE_TYPES), None)
        # The seat whose completion facing only the bring-in opened the betting (a steal), if any.
        stealer = first.seat if first is not None and stole_on_third(view.history, first.seat) else None
        for a in view.history:
            if a.seat == me:
                level[a.street] = max(level[a.street], a.to)
                put[(a.street, a.seat)] = a.to
                if a.type in AGGRESSIVE_TYPES:
                    aggressor[a.street] = a.seat
                continue
            st = self.stats[a.seat]
            facing = level[a.street] > put[(a.street, a.seat)]
            if a.street == 3:
                if a.type in (A.CALL, A.COMPLETE, A.RAISE) and a.seat not in entered:
                    entered.add(a.seat)
                    st.entered += 1
                if facing and level[3] > view.bring_in and (3, a.seat) in raised:
                    # It completed or raised and was raised again: does it let the pot go?
                    # A re-raised steal is its own habit (wide steals let go); mixing
                    # them in made a strong raiser look as if it gave up to a re-raise.
                    if a.seat == stealer:
                        st.faced_resteal += 1
                        st.folded_to_resteal += a.type is A.FOLD
                    else:
                        st.faced_reraise += 1
                        st.folded_to_reraise += a.type is A.FOLD
                elif facing and level[3] > view.bring_in:
                    st.faced_complete += 1
                    st.folded_to_complete += a.type is A.FOLD
                    st.raised_vs_complete += a.type is A.RAISE
                    if a.seat == view.bring_in_seat and (3, a.seat) not in raised:
                        st.faced_complete_bi += 1
                        st.folded_complete_bi += a.type is A.FOLD
                elif facing and a.type is not A.BRING_IN:
                    # Only the bring-in to face: fold, limp, or complete (a steal).
                    st.faced_bring_in += 1
                    st.folded_to_bring_in += a.type is A.FOLD
                    st.completed_vs_bring_in += a.type is A.COMPLETE
            else:
                led = 2 * (a.street - 4) + int(board_led(view, a.seat, a.street))
                if a.type in AGGRESSIVE_TYPES:
                    st.aggressive += 1
                    st.street_aggressive[a.street - 4] += 1
                    st.lead_aggressive[led] += 1
                else:  # a check, a call or a fold (one that folds its weak hands is no bettor)
                    st.passive += 1
                    st.street_passive[a.street - 4] += 1
                    st.lead_passive[led] += 1
                if not facing:
                    st.open_bet[led] += a.type is A.BET
                    st.open_check[led] += a.type is A.CHECK
                if facing and (a.street, a.seat) in raised:
                    st.faced_raised += 1
                    st.folded_raised += a.type is A.FOLD
                    st.reraised_raised += a.type is A.RAISE
                if facing:
                    st.faced_bet += 1
                    st.folded_to_bet += a.type is A.FOLD
                    st.raised_vs_bet += a.type is A.RAISE
                    st.street_faced[a.street - 4] += 1
                    st.street_folded[a.street - 4] += a.type is A.FOLD
                    st.street_raised[a.street - 4] += a.type is A.RAISE
                    bettor = aggressor.get(a.street)
                    if bettor is not None and board_behind(ups, a.seat, bettor, a.street):
                        st.faced_behind += 1
                        st.folded_behind += a.type is A.FOLD
                        if caught_bad(ups.get(a.seat, ()), a.street):
                            st.faced_bad_behind += 1
                            st.folded_bad_behind += a.type is A.FOLD
            if a.type in AGGRESSIVE_TYPES:
                aggressor[a.street] = a.seat
                raised.add((a.street, a.seat))
            level[a.street] = max(level[a.street], a.to)
            put[(a.street, a.seat)] = a.to

        self._count_showdowns(view)
        self._learn_shown(view)

    def _count_showdowns(self, view: SeatView) -> None:
        """Each seat that took the hand to 4th street with the bot: did both play it to a showdown?"""
        folds = [a for a in view.history if a.type is A.FOLD]
        gone = {a.seat for a in folds if a.street == 3}
        if view.viewer in gone or not any(a.street >= 4 for a in view.history):
            return
        for s in view.seats:
            if s.seat != view.viewer and s.seat not in gone:
                self.stats[s.seat].contested += 1
                self.stats[s.seat].showdowns += not {s.seat, view.viewer} & {a.seat for a in folds}

    def _learn_shown(self, view: SeatView) -> None:
        """Each shown hand says how strong that seat was on every street it bet."""
        me = view.viewer
        for shown in view.showdown:
            if shown.seat == me:
                continue
            cards = [int(c) for c in shown.cards]
            st = self.stats[shown.seat]
            bet_streets = {a.street for a in view.history
                           if a.seat == shown.seat and a.street >= 4 and a.type in AGGRESSIVE_TYPES}
            if len(cards) >= 3 and stole_on_third(view.history, shown.seat):
                st.shown_steal_sum += strength(cards[:3])
                st.shown_steal_n += 1
            if len(cards) >= 3 and any(a.street == 3 and a.seat == shown.seat and a.type is A.RAISE
                                       for a in view.history):
                # Did it raise out of line? Few such hands: the range may be read narrowly.
                vpip = (st.entered + 0.45 * 8) / (st.hands + 8)
                st.shown_raise_n += 1
                st.shown_raise_out += strength(cards[:3]) > st.reraise_threshold(vpip) + SHOWN_MARGIN
            for street in bet_streets:
                k = street_cards(street)
                if len(cards) >= k:
                    st.shown_bet_sum[street - 4] += strength(cards[:k])
                    st.shown_bet_n[street - 4] += 1

    def forget(self, seat: int | None = None) -> None:
        """Drop what was learned about ``seat`` (a new player sat down), or about everyone."""
        if seat is None:
            self.stats.clear()
        else:
            self.stats.pop(seat, None)

    def model(self, seats: Iterable[int]) -> ExpertModel:
        """A frozen snapshot of its beliefs about ``seats``: what a decision is valued on.

        Safe to hand to another thread. A seat it has never seen gets the
        profile of empty statistics (and the statistics are not grown).
        """
        stats = [(seat, self.stats.get(seat) or SeatStats()) for seat in seats]
        profiles = tuple((seat, st.profile()) for seat, st in stats)
        realization = sum(st.realization() for _, st in stats) / len(stats) if stats else 1.0
        return ExpertModel(profiles=profiles, softness=self.ranges.softness, floor=self.ranges.floor,
                           future_bet_prob=self.x.future_bet_prob, aggression_bias=self.aggression_bias,
                           lead_bet_edge=self.x.lead_bet_edge, realization=realization)

    # --- decisions -------------------------------------------------------------

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        """Value the candidate actions; keep the textbook action unless one is clearly better.

        The Strong level's equity-threshold action is the default. Each legal
        action's expected chips are then estimated by :func:`evaluate_actions`
        over sampled deals (more deals while the best two are too close to
        call, up to the work budget of :meth:`ExpertParams.trial_range`); the Expert deviates from the
        default only when another action wins by a margin larger than its
        own noise, so a modelling error cannot make it play worse than Strong.
        """
        sit = situation(view)
        model = self.model(o.seat for o in sit.opponents)
        if self.x.lookahead and sit.street >= self.x.lookahead_from and self.x.guard_margin is None:
            return self._look_ahead(view, sit, model)
        # Seeded by the spot and the bot's own seed, never by the table's stream: the same view
        # and public history get the same decision (issue 35's determinism).
        one_street = self._one_street(sit, model, random.Random(spot_seed(view, self.seed or 0)))
        if not self.x.lookahead or sit.street < self.x.lookahead_from or self.x.guard_margin is None:
            return one_street
        return self._guarded(view, sit, model, one_street, self.x.guard_margin)

    def _guarded(self, view: SeatView, sit: Situation, model: ExpertModel, default: ActionType,
                 margin_bb: float) -> ActionType:
        """The one-street choice, unless the look-ahead finds another action clearly better."""
        if self.x.guard_only is not None and all(d is not default for d, _ in self.x.guard_only):
            return default
        trials = trials_for(sit, self.x.work, self.x.least_deals, self.x.most_deals)
        values = lookahead_values(sit, model, trials, spot_generator(view, self.seed or 0))
        self.last_values = values
        best, evs = values.best, values.values
        if default not in evs or best is default:
            return default
        if self.x.guard_only is not None and (default, best) not in self.x.guard_only:
            return default
        if evs[best] - evs[default] >= margin_bb * view.big_bet + 2.0 * values.diff_stderr[default]:
            return best
        return default

    def _one_street(self, sit: Situation, model: ExpertModel, rng: random.Random) -> ActionType:
        """The one-street model's choice (``expert_model``), over the Strong level's default."""
        gen = self._generator(rng)
        trials, most = self.x.trial_range(sit.n_opp)
        while True:
            values = evaluate_actions(sit, model, trials, gen)
            evs, se = values.values, values.noise
            ranked = sorted(evs.values(), reverse=True)
            close = len(ranked) > 1 and ranked[0] - ranked[1] < 2.5 * se
            if not close or trials >= most:
                break
            trials *= 2
        self.last_values = values
        default = coerce_legal(self.by_thresholds(sit, values.likely.equity, rng), sit.legal)
        best = values.best
        if default in evs and best is not default:
            margin = self.x.override_margin * sit.view.big_bet + 2.0 * se
            if evs[best] - evs[default] < margin:
                return default
        return best


    def _look_ahead(self, view: SeatView, sit: Situation, model: ExpertModel) -> ActionType:
        """The best-valued action of the look-ahead model (:mod:`razz_desktop.ai.lookahead`).

        The deals are drawn from a generator seeded by the spot and the bot's
        own seed, and their number is fixed by the work budget: the decision
        depends on the view, the public history and the seed, nothing else.
        """
        trials = trials_for(sit, self.x.work, self.x.least_deals, self.x.most_deals)
        gen = spot_generator(view, self.seed or 0)
        values = lookahead_values(sit, model, trials, gen)
        self.last_values = values
        best = values.best
        if not self.x.keep_default:
            return best
        # The Strong level's action stays unless the look-ahead finds one clearly better.
        spot_rng = random.Random(spot_seed(view, self.seed or 0))
        default = coerce_legal(self.by_thresholds(sit, values.likely.equity, spot_rng), sit.legal)
        evs = values.values
        if default in evs and best is not default:
            margin = self.x.override_margin * view.big_bet + 2.0 * values.diff_stderr[default]
            if evs[best] - evs[default] < margin:
                return default
        return best


EXPERT = replace(STRONG, trials=600)
