"""Reading the table: what a seat can infer from its own view.

Everything here works from a :class:`SeatView` only. It turns the view into a
:class:`Situation` (my cards, the live opponents' boards, dead cards, pot,
price, who is still to act) and provides the razz reading tools the bots share:

* :func:`strength` (in :mod:`.strength`, re-exported here) -- a quick "how good is this partial hand" number for one
  hand or (vectorised) for thousands of sampled hands. It is not a showdown
  evaluator (showdowns use ``batch_low_values``); it is the razz player's
  shorthand "an 8-7 draw", "a smooth 6", "paired", measured as the rank of the
  highest card of the best low so far plus a fraction for the next card, with
  missing distinct cards (pairs) costing three ranks each. Lower is better.
* :class:`RangeModel` -- per-opponent beliefs about which hole cards are
  likely given how the opponent played, used as importance weights on
  sampled deals. Someone who entered the pot voluntarily holds a better
  3rd-street hand than a random one; a player who bets later streets more
  often has a better hand than his board shows -- unless he bets everything.
* :func:`deals_for` -- complete deals consistent with the view (sampled, or
  enumerated when few), the common ground of every simulation.
* :func:`opponent_potential` -- the classic board-reading shorthand: what an
  opponent's board would be with the two best hole cards still possible.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from razz_desktop.ai.equity import DealSample, sample_deals
from razz_desktop.ai.public_history import AGGRESSIVE_TYPES as AGGRESSIVE_TYPES
from razz_desktop.ai.public_history import board_led as board_led
from razz_desktop.ai.public_history import raised_on_third
from razz_desktop.ai.public_history import stole_on_third as stole_on_third
from razz_desktop.ai.public_history import street_cards as street_cards
from razz_desktop.ai.strength import NUM_RANKS as NUM_RANKS
from razz_desktop.ai.strength import PAIR_COST as PAIR_COST
from razz_desktop.ai.strength import board_rank as board_rank
from razz_desktop.ai.strength import caught_bad as caught_bad
from razz_desktop.ai.strength import distinct_low_count as distinct_low_count
from razz_desktop.ai.strength import opponent_potential as opponent_potential
from razz_desktop.ai.strength import strength as strength
from razz_desktop.ai.strength import strength_array as strength_array
from razz_desktop.ai.strength import strength_by_table as strength_by_table
from razz_desktop.ai.weighted import kept_share, sigmoid
from razz_desktop.ai.weighted import weighted_quantile as weighted_quantile
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import PublicAction, SeatView


@dataclass(frozen=True, slots=True)
class Opponent:
    """A live opponent as this seat sees it."""

    seat: int
    up: tuple[int, ...]
    all_in: bool
    committed: int
    actions: tuple[PublicAction, ...]

    def aggressive_on(self, street: int) -> bool:
        return any(a.street == street and a.type in AGGRESSIVE_TYPES for a in self.actions)

    def voluntary_on_third(self) -> bool:
        """Put chips in on 3rd street by choice (not just the forced bring-in)."""
        return any(a.street == 3 and a.type in (ActionType.CALL, ActionType.COMPLETE,
                                                 ActionType.RAISE) for a in self.actions)


@dataclass(frozen=True, slots=True)
class Situation:
    """The decision at hand, distilled from one seat's view."""

    view: SeatView
    seat: int
    street: int
    mine: tuple[int, ...]
    my_up: tuple[int, ...]
    opponents: tuple[Opponent, ...]
    dead: tuple[int, ...]
    pot: int  # every chip committed this hand, current bets included
    to_call: int
    bet_size: int
    legal: tuple[ActionType, ...]
    behind: tuple[int, ...]  # live opponents who have not acted yet this street
    raises_this_street: int
    community: int | None
    community_expected: bool  # a community card will (or did) replace the 7th cards

    @property
    def n_opp(self) -> int:
        return len(self.opponents)

    @property
    def pot_odds(self) -> float:
        """Share of the final pot the call costs: the equity a call needs to break even."""
        return self.to_call / (self.pot + self.to_call) if self.to_call else 0.0

    @property
    def streets_left(self) -> int:
        return 7 - self.street

    def can(self, kind: ActionType) -> bool:
        return kind in self.legal

    @property
    def aggressive_option(self) -> ActionType | None:
        for kind in (ActionType.RAISE, ActionType.BET, ActionType.COMPLETE):
            if kind in self.legal:
                return kind
        return None

    def opponent(self, seat: int) -> Opponent:
        return next(o for o in self.opponents if o.seat == seat)

    def steal_doors(self) -> tuple[int, ...]:
        """Door ranks a 3rd-street steal must get past: empty once someone completed.

        The live opponents still to act, and the bring-in, who has posted but
        keeps his option while nobody has completed (so "only the bring-in is
        left" is a steal spot, not a spot without opponents).
        """
        if self.street != 3 or self.raises_this_street > 0:
            return ()
        seats = list(self.behind)
        bring_in = self.view.bring_in_seat
        if bring_in is not None and bring_in != self.seat and bring_in not in seats and any(
                o.seat == bring_in and not o.all_in for o in self.opponents):
            seats.append(bring_in)
        return tuple(self.opponent(s).up[0] >> 2 for s in seats)


def situation(view: SeatView) -> Situation:
    """Distil the view of the seat to act into the numbers the bots reason with."""
    if view.viewer is None:
        raise ValueError("a spectator view cannot decide")
    me = view.me
    assert me is not None
    mine = tuple(int(c.card) for c in me.cards if c.card is not None)
    my_up = tuple(int(c) for c in me.up_cards)
    history = view.history
    street_hist = [a for a in history if a.street == view.street]
    acted = {a.seat for a in street_hist}
    opponents = []
    for s in view.seats:
        if s.seat == view.viewer or s.folded:
            continue
        opponents.append(Opponent(
            seat=s.seat,
            up=tuple(int(c) for c in s.up_cards),
            all_in=s.all_in,
            committed=s.committed,
            actions=tuple(a for a in history if a.seat == s.seat),
        ))
    behind = tuple(o.seat for o in opponents if o.seat not in acted and not o.all_in)
    raises = sum(1 for a in street_hist if a.type in AGGRESSIVE_TYPES)
    dealt = sum(len(s.cards) for s in view.seats)
    live = len(opponents) + 1
    future_cards = live * (7 - view.street) if view.street < 7 else 0
    community_expected = view.community_card is not None or (
        view.street < 7 and 52 - dealt - (future_cards - live) < live)
    return Situation(
        view=view,
        seat=view.viewer,
        street=view.street,
        mine=mine,
        my_up=my_up,
        opponents=tuple(opponents),
        dead=tuple(int(c) for c in view.dead_cards),
        pot=sum(s.committed for s in view.seats),
        to_call=view.to_call,
        bet_size=view.bet_size,
        legal=view.legal_types(),
        behind=behind,
        raises_this_street=raises,
        community=int(view.community_card) if view.community_card is not None else None,
        community_expected=community_expected,
    )


def deals_for(sit: Situation, trials: int, gen: np.random.Generator, *,
              exact_limit: int = 0) -> DealSample:
    """Complete deals consistent with what the seat has seen (``ai.equity.sample_deals``).

    ``trials`` sampled deals, or every deal when the spot has at most
    ``exact_limit`` cases (0, the bots' choice: always sample). A dealt
    community card is everyone's 7th card, so it is not counted as the hero's own.
    """
    hero = sit.mine if sit.community is None else tuple(c for c in sit.mine if c != sit.community)
    return sample_deals(hero, [o.up for o in sit.opponents], sit.dead, trials=trials,
                        exact=None if exact_limit > 0 else False, gen=gen,
                        community=sit.community_expected or None, community_card=sit.community,
                        exact_limit=exact_limit)


def visible_rank_counts(sit: Situation) -> list[int]:
    """How many cards of each rank this seat can see outside its own hand."""
    counts = [0] * NUM_RANKS
    for o in sit.opponents:
        for c in o.up:
            counts[c >> 2] += 1
    for c in sit.dead:
        counts[c >> 2] += 1
    return counts


def live_low_cards(sit: Situation, ceiling: int = 7) -> int:
    """Unseen cards at or below ``ceiling`` that would improve my hand (not pair it).

    Dead-card awareness: the fewer of the cards I need are still live, the
    worse my draw, whatever my three cards look like.
    """
    mine = {c >> 2 for c in sit.mine}
    counts = visible_rank_counts(sit)
    return sum(4 - counts[r] for r in range(ceiling + 1) if r not in mine)


# --------------------------------------------------------------- ranges

RANDOM3_FILE = Path(__file__).with_name("random3_strengths.npy")
"""The sorted 3rd-street strengths of 4,000 random three-card hands (seed 12345), as shipped.

Computing them costs about 100 ms of pure Python (4,000 ``choice`` calls) that
holds the interpreter lock; done at import on the coach's loading thread, it
froze the table's event loop right after the first paint. Reading the packaged
array takes well under a millisecond; ``python -m razz_desktop.ai.reading``
writes it again, and a test checks it equals :func:`compute_random3`."""


def compute_random3() -> np.ndarray:
    """Distribution of 3rd-street strength for random three-card hands, used to
    turn an observed entering frequency (VPIP) into a strength threshold."""
    rng = np.random.default_rng(12345)
    return np.sort(strength_array(np.array([rng.choice(52, 3, replace=False) for _ in range(4000)])))


def _load_random3() -> np.ndarray:
    try:
        values: np.ndarray = np.load(RANDOM3_FILE, allow_pickle=False)
        if values.shape == (4000,):
            return values
    except (OSError, ValueError):
        pass
    warnings.warn(f"{RANDOM3_FILE.name} is missing or damaged; computing it", RuntimeWarning, stacklevel=2)
    return compute_random3()


_RANDOM3 = _load_random3()


def threshold_for_frequency(freq: float) -> float:
    """The 3rd-street strength below which a random hand falls with probability ``freq``."""
    freq = min(max(freq, 0.02), 0.98)
    return float(_RANDOM3[int(freq * (len(_RANDOM3) - 1))])


@dataclass(slots=True)
class OpponentProfile:
    """What a bot believes about one opponent's habits (priors: a solid player)."""

    entry_threshold: float = 7.6  # 3rd-street strength they need to enter (about an 8-7)
    raise_threshold: float = 6.6
    bet_informativeness: float = 0.8  # 1: bets mean strength; 0: bets mean nothing
    fold_to_bet: float = 0.3  # later streets
    fold_when_behind: float = 0.3  # later streets, facing a bet from a better board
    fold_when_ahead: float = 0.3  # later streets, facing a bet from an equal or worse board
    fold_bad_behind: float = 0.3  # ... from a better board, just after catching bad (public)
    fold_good_behind: float = 0.3  # ... from a better board, not having caught bad
    fold_to_complete: float = 0.5  # 3rd street
    fold_to_reraise: float | None = None  # 3rd street, re-raised after completing (None: 0.3 x the above)
    fold_to_resteal: float | None = None  # ... re-raised after a steal (None: fold_to_reraise)
    fold_complete_bring_in: float | None = None  # ... as the bring-in facing a completion (None: fold_to_complete)
    fold_to_bring_in: float = 0.5  # 3rd street, facing only the bring-in
    complete_vs_bring_in: float = 0.25  # ... completes it (steals)
    steal_threshold: float = 7.3  # 3rd-street strength of a completion facing only the bring-in
    reraise_threshold: float | None = None  # ... of a raise of a completion (None: raise_threshold)
    reraise_floor: float | None = None  # weight of hands outside it: how often it raises out of line
    raise_vs_bet: float = 0.1  # later streets: re-raises when facing a bet
    fold_when_raised: float | None = None  # later streets, raised after it bet (None: 0.3 x fold)
    reraise_when_raised: float | None = None  # ... re-raises then (None: raise_vs_bet)
    street_info: tuple[float, ...] = ()  # bet informativeness on 4th..7th (empty: bet_informativeness)
    street_threshold: tuple[float, ...] = ()  # strength a bet shows on 4th..7th (empty: the defaults)
    lead_info: tuple[float, ...] = ()  # per street and board lead: index 2 * (street - 4) + led
    open_bet: tuple[float, ...] = ()  # bets when it may open, per street and lead (empty: checks unread)
    street_fold: tuple[float, ...] = ()  # folds to a bet on 4th..7th (empty: fold_to_bet everywhere)
    street_raise: tuple[float, ...] = ()  # raises of a bet on 4th..7th (empty: raise_vs_bet)

    def fold_on(self, street: int, fold: float) -> float:
        """``fold`` (a rate by board spot, pooled over the later streets) scaled to ``street``.

        The spot's rate times how much more or less often the seat folds to a
        bet on that street than on every later street together.
        """
        if not self.street_fold or street < 4:
            return fold
        return min(0.98, fold * self.street_fold[street - 4] / max(self.fold_to_bet, 0.02))

    def raise_on(self, street: int) -> float:
        """How often the seat raises a bet on ``street`` (a later street)."""
        return self.street_raise[street - 4] if self.street_raise and street >= 4 else self.raise_vs_bet

    def bet_info(self, street: int, led: bool | None = None) -> float:
        """How much a bet on ``street`` means; ``led``: the bettor's board was the best showing.

        A player who bets every time his board leads tells nothing by it, while
        his bets from behind on board mean a hand; when the seat has been seen
        in both spots (``lead_info``), the bet is read by the spot it came from.
        """
        if led is not None and self.lead_info:
            return self.lead_info[2 * (street - 4) + int(led)]
        return self.street_info[street - 4] if self.street_info else self.bet_informativeness

    def bet_threshold(self, street: int) -> float:
        return self.street_threshold[street - 4] if self.street_threshold \
            else STREET_BET_THRESHOLD[street]


@dataclass(slots=True)
class RangeModel:
    """Importance weights for sampled deals from how the opponents played.

    ``weights`` multiplies, per opponent, a soft indicator that the sampled
    hole cards fit the opponent's actions: entering on 3rd street needs a
    3-card strength below the profile's entry threshold, completing or
    raising a lower one, and each later-street bet or raise a partial hand
    at least as good as a loose street threshold. Soft (logistic) with a
    floor, because people bluff and misplay: a range is a likelihood, not a
    filter.
    """

    profiles: dict[int, OpponentProfile] = field(default_factory=dict)
    softness: float = 1.0
    floor: float = 0.08
    read_answers: bool = False  # read later-street calls and raises too (the Expert; see _answers)

    def profile(self, seat: int) -> OpponentProfile:
        return self.profiles.get(seat) or OpponentProfile()

    def weights(self, sit: Situation, opp_cards: np.ndarray) -> np.ndarray:
        """(N,) weights for deals whose opponents' hands are ``opp_cards`` (P, N, 7)."""
        n = opp_cards.shape[1]
        w = np.ones(n)
        for i, opp in enumerate(sit.opponents):
            prof = self.profile(opp.seat)
            hands = opp_cards[i]
            cache: dict[int, np.ndarray] = {}

            def at(street: int, hands: np.ndarray = hands, cache: dict[int, np.ndarray] = cache) -> np.ndarray:
                if street not in cache:
                    cache[street] = strength_by_table(hands[:, :street_cards(street)])
                return cache[street]

            answer = self._third_answer(sit, opp, prof) if self.read_answers else None
            if answer is not None and answer[1]:
                # The bring-in called a completion: forced in with any hand, it
                # went on with the strongest share it has been seen to keep --
                # of random hands, not of the hands it would choose to enter with.
                q3 = at(3)
                w *= self.floor + (1 - self.floor) * kept_share(q3, np.ones(n), answer[0])
            elif opp.voluntary_on_third():
                q3 = at(3)
                floor = self.floor
                if not opp.aggressive_on(3):
                    thr = prof.entry_threshold
                elif stole_on_third(sit.view.history, opp.seat):
                    # A completion facing only the bring-in is a steal: as wide
                    # as he has been seen to steal, not his raising range.
                    thr = max(prof.raise_threshold, prof.steal_threshold)
                elif prof.reraise_threshold is not None and raised_on_third(sit.view.history, opp.seat):
                    # He raised a completion: as seldom as he has been seen to, so as strong.
                    thr = prof.reraise_threshold
                    if prof.reraise_floor is not None:
                        floor = prof.reraise_floor
                else:
                    thr = prof.raise_threshold
                w *= floor + (1 - floor) * sigmoid((thr - q3) / self.softness)
                if answer is not None:
                    # It called a re-raise of its completion: not among the weakest of
                    # the hands it completed with, which it lets go as often as seen.
                    w *= self.floor + (1 - self.floor) * kept_share(q3, w, answer[0])
            for street in range(4, sit.street + 1):
                if not opp.aggressive_on(street):
                    continue
                q = at(street)
                thr = prof.bet_threshold(street)
                info = prof.bet_info(street, board_led(sit.view, opp.seat, street))
                like = sigmoid((thr - q) / (1.5 * self.softness))
                w *= (1 - info) + info * (self.floor + (1 - self.floor) * like)
            if self.read_answers:
                w = w * self._answers(sit, opp, prof, at, w)
        return w

    @staticmethod
    def _third_answer(sit: Situation, opp: Opponent, prof: OpponentProfile) -> tuple[float, bool] | None:
        """(fold share, forced in) for ``opp``'s last 3rd-street call of a completion or a re-raise.

        ``None`` when its last 3rd-street action was not such a call (or the seat
        folds too seldom there for a call to say anything). ``forced in``: it
        called as the bring-in, the first bet it faced -- its hand was any hand.
        Otherwise it had completed or raised and called the re-raise: a steal
        re-raised answers as ``fold_to_resteal``, another as ``fold_to_reraise``.
        A player who calls only with the hands he would play (the TAG lets go
        every steal that is not three eights or better) shows a far narrower
        hand by the call than his completion alone says, and reading the call
        as nothing valued the Expert's later calls above what they realized.
        """
        third = [a for a in sit.view.history if a.street == 3]
        mine = [a for a in third if a.seat == opp.seat and a.type is not ActionType.BRING_IN]
        if not mine or mine[-1].type is not ActionType.CALL:
            return None
        last = mine[-1]
        before = third[:third.index(last)]
        aggression = [a for a in before if a.type in AGGRESSIVE_TYPES]
        if not aggression:
            return None  # a limp: the entry threshold reads it
        own = [a for a in aggression if a.seat == opp.seat]
        if own:
            if aggression[-1].seat == opp.seat:
                return None
            if stole_on_third(sit.view.history, opp.seat):
                f = prof.fold_to_resteal if prof.fold_to_resteal is not None else prof.fold_to_reraise
            else:
                f = prof.fold_to_reraise
            if f is None:
                f = 0.3 * prof.fold_to_complete
            return (f, False) if f > 0.01 else None
        if opp.seat == sit.view.bring_in_seat and len(mine) == 1 and len(aggression) == 1:
            f = prof.fold_complete_bring_in if prof.fold_complete_bring_in is not None \
                else prof.fold_to_complete
            return (f, True) if f > 0.01 else None
        return None

    def _answers(self, sit: Situation, opp: Opponent, prof: OpponentProfile,
                 at: Callable[[int], np.ndarray], w: np.ndarray) -> np.ndarray:
        """Likelihood of the later-street calls and raises ``opp`` made facing a bet.

        The value model has each seat fold its weakest hands to a bet, in the
        proportion it has been seen to fold in that spot (board behind or not,
        caught bad or not), and raise with its strongest in the proportion it
        raises: a call therefore says the hand was not among the weakest it
        folds, a raise that it was among the strongest. Without this an
        opponent who had called the Expert down (an equity player calls only
        with a hand) kept the range of a player who had never been tested,
        and the Expert's bets and calls late in the hand were valued well
        above what they realized against him.
        """
        out = np.ones(len(w))
        ups = {s.seat: tuple(int(c) for c in s.up_cards) for s in sit.view.seats}
        for street in range(4, sit.street + 1):
            acts = [a for a in sit.view.history if a.street == street]
            mine = [a for a in acts if a.seat == opp.seat]
            if prof.open_bet and mine and mine[0].type is ActionType.CHECK:
                # It checked where it could have bet: not among the strongest share
                # it bets there (an equity player's check on the river is weak).
                a = prof.open_bet[2 * (street - 4) + int(board_led(sit.view, opp.seat, street))]
                if a > 0.01:
                    q = at(street)
                    out *= self.floor + (1 - self.floor) * (1.0 - kept_share(q, w * out, 1.0 - a, 0.08))
            if not mine or mine[-1].type not in (ActionType.CALL, ActionType.RAISE):
                continue
            last = mine[-1]
            q = at(street)
            ww = w * out
            if last.type is ActionType.RAISE:
                cut = weighted_quantile(q, ww, prof.raise_on(street))
                like = sigmoid((cut - q) / (0.5 * self.softness))
            else:
                if any(a.type in AGGRESSIVE_TYPES for a in mine[:-1]):
                    f = prof.fold_when_raised if prof.fold_when_raised is not None else 0.3 * prof.fold_to_bet
                else:
                    before = acts[:acts.index(last)]
                    bettor = next((a.seat for a in reversed(before) if a.type in AGGRESSIVE_TYPES), None)
                    k = min(street - 2, 4)
                    theirs = ups.get(bettor, ())[:k] if bettor is not None else ()
                    board = ups.get(opp.seat, ())[:k]
                    if theirs and len(theirs) == len(board) and board_rank(theirs) < board_rank(board):
                        f = prof.fold_bad_behind if caught_bad(board, street) else prof.fold_good_behind
                    else:
                        f = prof.fold_when_ahead
                    f = prof.fold_on(street, f)
                if f <= 0.01:
                    continue
                cut = weighted_quantile(q, ww, 1.0 - f)
                like = sigmoid((cut - q) / (0.5 * self.softness))
            out *= self.floor + (1 - self.floor) * like
        return out


STREET_BET_THRESHOLD = {4: 8.0, 5: 9.0, 6: 8.5, 7: 8.5}
"""Loose 'this hand would bet here' strength per street (4th: a 4-card 9 draw)."""


if __name__ == "__main__":
    np.save(RANDOM3_FILE, compute_random3(), allow_pickle=False)
    print(f"wrote {RANDOM3_FILE}")
