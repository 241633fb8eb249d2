"""The computer opponents: skill levels, practice baselines and playing styles.

All bots implement :class:`~razz_desktop.ai.policy.Policy` and see only their
own seat's view. The levels share one machinery (``reading`` for boards and
ranges, ``equity`` for sampled showdowns) and differ in what they know and
how they use it:

* **Beginner** -- loose and passive, with the mistakes newcomers really make:
  plays any two low cards whatever the door, ignores dead cards and the other
  boards, calls down with pairs, rarely raises its good hands, never bluffs.
* **Regular** -- the textbook rules: three cards eight or lower, pairs folded;
  complete when its door is lower than every door still to act (a steal) or
  the hand is strong; count dead cards; later streets compare its hand with
  the opponents' boards completed with perfect hole cards.
* **Strong** -- equity by simulation against ranges read from the boards and
  the betting (an opponent who completed holds a better three cards), against
  pot odds; steals, semi-bluffs with draws and board-reading bluffs when its
  upcards look better than the opponents' (the seed's "keep betting when your
  board looks good").
* **Expert** -- the Strong machinery plus, for each candidate action, a
  simulation of what follows (which opponents fold to a bet in each sampled
  deal, what the hero's share is against those who call, the later streets)
  within a time budget, and opponent modelling from every finished hand it
  observes (how often each seat enters, how informative its bets are, how
  often it folds to a bet).

Baselines for practice and for measuring: **calling-station** (never folds,
never raises), **maniac** (always bets or raises) and **random** (a uniformly
random legal action).

Styles (tight/loose, passive/aggressive) shift the same thresholds for any
level: a tight bot needs better cards to enter, an aggressive one bets and
raises with less and bluffs more.
"""

from __future__ import annotations

import random
import time
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace

import numpy as np

from razz_desktop.ai.equity import DealSample, hand_values, shares
from razz_desktop.ai.expert_model import FUTURE_BET_PROB, ExpertModel, evaluate_actions
from razz_desktop.ai.policy import BasePolicy, Policy, coerce_legal
from razz_desktop.ai.reading import (
    AGGRESSIVE_TYPES,
    OpponentProfile,
    RangeModel,
    Situation,
    board_rank,
    deals_for,
    distinct_low_count,
    live_low_cards,
    opponent_potential,
    situation,
    strength,
    threshold_for_frequency,
)
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import SeatView

A = ActionType
LEVELS = ("beginner", "regular", "strong", "expert")
BASELINES = ("calling-station", "maniac", "random")
BOT_NAMES = LEVELS + BASELINES


@dataclass(frozen=True, slots=True)
class Style:
    """Playing style on top of a level: shifts, not a different brain.

    ``looseness`` > 0 enters with worse hands (in strength ranks);
    ``aggression`` > 0 bets/raises with less equity and bluffs more often.
    """

    looseness: float = 0.0
    aggression: float = 0.0

    @classmethod
    def parse(cls, text: str | None) -> Style:
        """"tight", "loose-aggressive", "passive", "tight aggressive", ..."""
        if not text:
            return cls()
        loose = aggr = 0.0
        for word in text.replace("-", " ").replace(",", " ").replace("/", " ").lower().split():
            if word == "tight":
                loose -= 1.0
            elif word == "loose":
                loose += 1.0
            elif word == "aggressive":
                aggr += 1.0
            elif word == "passive":
                aggr -= 1.0
            elif word not in ("normal", "balanced", "default"):
                raise ValueError(f"unknown style word {word!r}: use tight/loose and passive/aggressive")
        return cls(loose, aggr)


# ------------------------------------------------------------------ baselines


class CallingStation(BasePolicy):
    """Calls everything to the river, never raises: the practice "fish"."""

    name = "calling-station"

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        return A.CALL if A.CALL in view.legal_types() else A.CHECK


class Maniac(BasePolicy):
    """Always puts in the most chips it can: bets, raises, completes."""

    name = "maniac"

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        return A.RAISE


class RandomBot(BasePolicy):
    """A uniformly random legal action: the floor any real strategy must beat."""

    name = "random"

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        return rng.choice(view.legal_types())


# ------------------------------------------------------------------ rule bots


@dataclass(frozen=True, slots=True)
class RuleParams:
    """Knobs of the rule-based levels (Beginner, Regular)."""

    entry: float  # max 3rd-street strength to play
    complete: float  # max 3rd-street strength to complete / raise
    steal: bool  # complete a low door when only higher doors are still to act
    dead_cards: bool  # fold marginal hands whose cards are gone
    read_boards: bool  # compare with the opponents' boards on later streets
    call_slack: float  # how much worse than the boards it still calls with
    value_margin: float  # how much better than the boards it must be to bet
    showdown_calls: float  # max final strength it calls with on 7th street
    raise_rate: float  # how often it raises when it wants to (passive < 1)
    loose_calls: float  # probability of a careless call with a bad hand
    two_low_cards_enough: bool = False  # the newcomer's 3rd-street rule


class RuleBot(BasePolicy):
    """Beginner and Regular: razz rules of thumb, no simulation."""

    def __init__(self, name: str, params: RuleParams, style: Style) -> None:
        self.name = name
        self.p = replace(params, entry=params.entry + style.looseness,
                         complete=params.complete + 0.5 * style.looseness - 0.5 * style.aggression,
                         value_margin=params.value_margin - 0.7 * style.aggression,
                         raise_rate=min(1.0, max(0.05, params.raise_rate + 0.3 * style.aggression)))

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        sit = situation(view)
        if sit.street == 3:
            return self._third(sit, rng)
        return self._later(sit, rng)

    def _aggress(self, sit: Situation, rng: random.Random) -> ActionType:
        if sit.aggressive_option and rng.random() < self.p.raise_rate:
            return sit.aggressive_option
        return A.CALL if sit.to_call else A.CHECK

    def _third(self, sit: Situation, rng: random.Random) -> ActionType:
        p = self.p
        hand = sit.mine[:3]
        if p.two_low_cards_enough:
            # The newcomer's rule: "two low cards and I'm in", door ignored.
            lows = sorted(c >> 2 for c in hand)
            q = lows[1] + 0.5 if lows[1] <= 7 and len(set(lows)) >= 2 else strength(hand)
        else:
            q = strength(hand)
        if p.dead_cards:
            # Dead-card awareness: each missing live low card hurts a marginal hand.
            live = live_low_cards(sit)
            expected = 4 * (8 - distinct_low_count(hand))
            q += 0.15 * max(0, expected - live) - 0.1 * max(0, live - expected)
        door = sit.my_up[0] >> 2
        doors_behind = [sit.opponent(s).up[0] >> 2 for s in sit.behind]
        completed = sit.raises_this_street > 0
        if p.steal and not completed and q <= p.entry + 1.0 and doors_behind and \
                all(d > door for d in doors_behind) and door <= 5:
            return sit.aggressive_option or A.CALL
        if q <= p.complete and (not completed or q <= p.complete - 1.0 or sit.raises_this_street < 2):
            return self._aggress(sit, rng)
        if q <= p.entry:
            if completed and p.dead_cards and q > p.entry - 0.6 and sit.raises_this_street >= 2:
                return A.FOLD
            return A.CALL
        if rng.random() < p.loose_calls:
            return A.CALL
        return A.FOLD

    def _later(self, sit: Situation, rng: random.Random) -> ActionType:
        p = self.p
        mine = strength(sit.mine)
        if p.read_boards:
            seen = {r for r, n in enumerate(_rank_counts(sit)) if n >= 4}
            theirs = min(opponent_potential(o.up, seen) for o in sit.opponents)
            # A perfect pair of hole cards is the worst case; expect about
            # one rank worse than perfect.
            theirs += 1.0 if sit.street < 7 else 0.5
        else:
            theirs = 8.5  # "my hand is fine if it is decent": the boards are not read
        margin = theirs - mine
        facing = sit.to_call > 0
        if sit.street == 7:
            if margin >= p.value_margin and mine <= 8.0:
                return self._aggress(sit, rng)
            if not facing:
                return A.CHECK
            if mine <= p.showdown_calls and margin >= -p.call_slack:
                return A.CALL
            if sit.pot >= 8 * sit.to_call and mine <= p.showdown_calls + 1.5:
                return A.CALL
            return A.CALL if rng.random() < p.loose_calls else A.FOLD
        if margin >= p.value_margin + (0.5 if facing else 0.0):
            return self._aggress(sit, rng)
        if not facing:
            return A.CHECK
        slack = p.call_slack + 0.5 * sit.streets_left
        if margin >= -slack:
            return A.CALL
        return A.CALL if rng.random() < p.loose_calls else A.FOLD


def _rank_counts(sit: Situation) -> list[int]:
    counts = [0] * 13
    for c in sit.mine:
        counts[c >> 2] += 1
    for o in sit.opponents:
        for c in o.up:
            counts[c >> 2] += 1
    for c in sit.dead:
        counts[c >> 2] += 1
    return counts


BEGINNER = RuleParams(entry=9.0, complete=3.5, steal=False, dead_cards=False, read_boards=False,
                      call_slack=4.0, value_margin=2.0, showdown_calls=11.0, raise_rate=0.3,
                      loose_calls=0.35, two_low_cards_enough=True)
REGULAR = RuleParams(entry=7.6, complete=6.0, steal=True, dead_cards=True, read_boards=True,
                     call_slack=0.5, value_margin=0.5, showdown_calls=8.8, raise_rate=0.9,
                     loose_calls=0.0)


# ------------------------------------------------------------------ equity bots


@dataclass(frozen=True, slots=True)
class EquityParams:
    """Knobs of the simulation-based levels (Strong, Expert)."""

    trials: int = 500
    value_edge: float = 0.05  # equity above the fair share needed to bet
    raise_edge: float = 0.12  # ... to raise
    call_slack: float = 0.02  # equity below pot odds still called (implied odds), per street left
    steal_rate: float = 0.8
    semi_bluff_rate: float = 0.35
    board_bluff_rate: float = 0.3
    entry_floor: float = 0.0  # extra equity needed to enter on 3rd street
    entry_strength: float = 8.6  # worst three cards it enters with (8.6: about a 9-7)


class EquityBot(BasePolicy):
    """Strong: equity against ranges inferred from boards and betting."""

    def __init__(self, name: str, params: EquityParams, style: Style, seed: int | None) -> None:
        self.name = name
        a, lo = style.aggression, style.looseness
        self.p = replace(params,
                         value_edge=params.value_edge - 0.04 * a,
                         raise_edge=params.raise_edge - 0.05 * a,
                         semi_bluff_rate=min(1.0, max(0.0, params.semi_bluff_rate + 0.2 * a)),
                         board_bluff_rate=min(1.0, max(0.0, params.board_bluff_rate + 0.2 * a)),
                         steal_rate=min(1.0, max(0.0, params.steal_rate + 0.2 * a)),
                         entry_floor=params.entry_floor - 0.05 * lo,
                         entry_strength=params.entry_strength + lo)
        self.seed = seed
        self.ranges = RangeModel()

    # --- the shared simulation ---------------------------------------------

    def _generator(self, rng: random.Random) -> np.random.Generator:
        bits = rng.getrandbits(64)
        return np.random.default_rng(bits if self.seed is None else [self.seed, bits])

    def _deals(self, sit: Situation, gen: np.random.Generator, trials: int) -> DealSample:
        return deals_for(sit, trials, gen)

    def estimate(self, sit: Situation, gen: np.random.Generator, trials: int
                 ) -> tuple[float, DealSample, np.ndarray, np.ndarray, np.ndarray]:
        """(weighted equity, deals, weights, hero values, opponent values)."""
        deals = self._deals(sit, gen, trials)
        w = self.ranges.weights(sit, deals.opponents)
        hv, ov = hand_values(deals)
        share, _ = shares(hv, ov)
        eq = float((w * share).sum() / w.sum())
        return eq, deals, w, hv, ov

    # --- decisions -----------------------------------------------------------

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        sit = situation(view)
        gen = self._generator(rng)
        eq, *_ = self.estimate(sit, gen, self.p.trials)
        return self.by_thresholds(sit, eq, rng)

    def by_thresholds(self, sit: Situation, eq: float, rng: random.Random) -> ActionType:
        p = self.p
        n = sit.n_opp
        fair = 1.0 / (n + 1)
        facing = sit.to_call > 0
        aggressive = sit.aggressive_option
        if sit.street == 3:
            return self._third(sit, eq, rng)
        # Value: clearly more than the fair share of the pot.
        if aggressive and eq >= fair + (p.raise_edge if facing else p.value_edge) * (1 - fair) * 2:
            return aggressive
        if not facing:
            if aggressive and self._bluff_spot(sit, eq, rng):
                return aggressive
            return A.CHECK
        need = sit.pot_odds - p.call_slack * sit.streets_left
        if eq >= need:
            return A.CALL
        return A.FOLD

    def _bluff_spot(self, sit: Situation, eq: float, rng: random.Random) -> bool:
        """Semi-bluff a draw, or bluff when my board looks better than theirs."""
        p = self.p
        my_board = board_rank(sit.my_up)
        their_boards = [board_rank(o.up) for o in sit.opponents]
        board_better = all(my_board + 0.5 < b for b in their_boards)
        if not board_better or sit.n_opp > 2:
            return False
        if sit.street < 7 and eq >= 0.33 and rng.random() < p.semi_bluff_rate:
            return True
        return rng.random() < p.board_bluff_rate * (1.0 if min(their_boards) >= 9 else 0.5)

    def _third(self, sit: Situation, eq: float, rng: random.Random) -> ActionType:
        p = self.p
        n = sit.n_opp
        fair = 1.0 / (n + 1)
        door = sit.my_up[0] >> 2
        completed = sit.raises_this_street > 0
        aggressive = sit.aggressive_option
        doors_behind = [sit.opponent(s).up[0] >> 2 for s in sit.behind]
        # Steal: nobody has completed, every door still to act is higher.
        if not completed and aggressive and doors_behind and all(d > door for d in doors_behind) \
                and door <= 6 and strength(sit.mine[:3]) <= 9.0 and rng.random() < p.steal_rate:
            return aggressive
        if aggressive and eq >= fair + (p.raise_edge if completed else p.value_edge) * (1 - fair) * 2:
            return aggressive
        if not completed:
            # Facing only the bring-in: cheap, but entering builds a pot against
            # everyone behind, so it needs a playable hand.
            if eq >= fair * 0.95 + p.entry_floor and strength(sit.mine[:3]) <= p.entry_strength:
                return A.CALL if sit.to_call else A.CHECK
            return A.FOLD
        need = sit.pot_odds - p.call_slack * sit.streets_left
        if eq >= need + 0.05 + p.entry_floor:
            return A.CALL
        return A.FOLD


# ------------------------------------------------------------------ expert


@dataclass(slots=True)
class SeatStats:
    """Counts from observed hands for one opponent seat (Beta-style priors)."""

    hands: int = 0
    entered: int = 0  # voluntarily put chips in on 3rd street
    aggressive: int = 0  # bets/raises on 4th-7th
    passive: int = 0  # checks/calls on 4th-7th
    faced_bet: int = 0  # later streets: actions facing a bet
    folded_to_bet: int = 0
    raised_vs_bet: int = 0
    faced_complete: int = 0
    folded_to_complete: int = 0

    def profile(self) -> OpponentProfile:
        vpip = (self.entered + 0.45 * 8) / (self.hands + 8)
        aggr = (self.aggressive + 3) / (self.aggressive + self.passive + 8)
        info = min(0.9, max(0.05, 1.0 - 2.0 * max(0.0, aggr - 0.35)))
        return OpponentProfile(
            entry_threshold=threshold_for_frequency(vpip),
            raise_threshold=threshold_for_frequency(vpip * 0.6),
            bet_informativeness=info,
            fold_to_bet=(self.folded_to_bet + 0.3 * 6) / (self.faced_bet + 6),
            raise_vs_bet=(self.raised_vs_bet + 0.1 * 6) / (self.faced_bet + 6),
            fold_to_complete=(self.folded_to_complete + 0.5 * 6) / (self.faced_complete + 6),
        )


@dataclass(frozen=True, slots=True)
class ExpertParams:
    min_trials: int = 600
    max_trials: int = 4800
    budget_s: float = 0.060  # thinking time per decision
    future_bet_prob: float = FUTURE_BET_PROB  # chance a later street gets a bet that is called
    override_margin: float = 0.02  # big bets the simulation must gain to overrule the default


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
        for a in view.history:
            if a.seat == me:
                level[a.street] = max(level[a.street], a.to)
                put[(a.street, a.seat)] = a.to
                continue
            st = self.stats[a.seat]
            facing = level[a.street] > put[(a.street, a.seat)]
            if a.street == 3:
                if a.type in (A.CALL, A.COMPLETE, A.RAISE) and a.seat not in entered:
                    entered.add(a.seat)
                    st.entered += 1
                if facing and level[3] > view.bring_in:
                    st.faced_complete += 1
                    st.folded_to_complete += a.type is A.FOLD
            else:
                if a.type in AGGRESSIVE_TYPES:
                    st.aggressive += 1
                elif a.type in (A.CHECK, A.CALL):
                    st.passive += 1
                if facing:
                    st.faced_bet += 1
                    st.folded_to_bet += a.type is A.FOLD
                    st.raised_vs_bet += a.type is A.RAISE
            level[a.street] = max(level[a.street], a.to)
            put[(a.street, a.seat)] = a.to

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
        profiles = tuple((seat, (self.stats.get(seat) or SeatStats()).profile()) for seat in seats)
        return ExpertModel(profiles=profiles, softness=self.ranges.softness, floor=self.ranges.floor,
                           future_bet_prob=self.x.future_bet_prob,
                           aggression_bias=self.aggression_bias)

    # --- decisions -------------------------------------------------------------

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        """Value the candidate actions; keep the textbook action unless one is clearly better.

        The Strong level's equity-threshold action is the default. Each legal
        action's expected chips are then estimated by :func:`evaluate_actions`
        over sampled deals (more deals while the best two are too close to
        call and the time budget allows); the Expert deviates from the
        default only when another action wins by a margin larger than its
        own noise, so a modelling error cannot make it play worse than Strong.
        """
        start = time.perf_counter()
        sit = situation(view)
        model = self.model(o.seat for o in sit.opponents)
        gen = self._generator(rng)
        trials = self.x.min_trials
        while True:
            values = evaluate_actions(sit, model, trials, gen)
            evs, se = values.values, values.noise
            elapsed = time.perf_counter() - start
            ranked = sorted(evs.values(), reverse=True)
            close = len(ranked) > 1 and ranked[0] - ranked[1] < 2.5 * se
            if not close or trials >= self.x.max_trials or elapsed * 3 > self.x.budget_s:
                break
            trials *= 2
        default = coerce_legal(self.by_thresholds(sit, values.likely.equity, rng), sit.legal)
        best = values.best
        if default in evs and best is not default:
            margin = self.x.override_margin * sit.view.big_bet + 2.0 * se
            if evs[best] - evs[default] < margin:
                return default
        return best


# ------------------------------------------------------------------ factory


STRONG = EquityParams()
EXPERT = replace(STRONG, trials=600)


def make_bot(name: str, style: str | Style | None = None, seed: int | None = None) -> Policy:
    """A bot by level or baseline name, optionally with a style ("tight-aggressive").

    ``seed`` decorrelates two bots of the same level (their samplers); the
    randomness of each decision still comes from the ``rng`` passed to
    ``decide``, so a seeded table replays exactly. The baselines have a fixed
    character and ignore ``style``.
    """
    st = style if isinstance(style, Style) else Style.parse(style)
    key = name.strip().lower()
    if key == "beginner":
        return RuleBot("beginner", BEGINNER, st)
    if key == "regular":
        return RuleBot("regular", REGULAR, st)
    if key == "strong":
        return EquityBot("strong", STRONG, st, seed)
    if key == "expert":
        return ExpertBot("expert", EXPERT, st, seed)
    if key in ("calling-station", "station", "calling_station"):
        return CallingStation()
    if key == "maniac":
        return Maniac()
    if key == "random":
        return RandomBot()
    raise ValueError(f"unknown bot {name!r}; choose from {', '.join(BOT_NAMES)}")
