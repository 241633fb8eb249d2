"""What the Expert counts about each opponent seat from the hands it has watched, and its priors.

The counts (:class:`SeatStats`) become the seat's :class:`OpponentProfile`
(how often it enters, steals, folds to a completion, bets and raises each
street, what strength its showdowns revealed), each rate shrunk toward a
prior by a Beta-style pseudo-count so a few hands cannot swing the read.
Kept apart from the bot (``expert_bot``) that feeds and reads them: the
counts are plain data, the same for the one-street and the look-ahead model.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from razz_desktop.ai.reading import (
    STREET_BET_THRESHOLD,
    OpponentProfile,
    threshold_for_frequency,
)


@dataclass(slots=True)
class SeatStats:
    """Counts from observed hands for one opponent seat (Beta-style priors)."""

    hands: int = 0
    entered: int = 0  # voluntarily put chips in on 3rd street
    aggressive: int = 0  # bets/raises on 4th-7th
    passive: int = 0  # checks, calls and folds on 4th-7th
    faced_bet: int = 0  # later streets: actions facing a bet
    folded_to_bet: int = 0
    faced_behind: int = 0  # ... facing a bet from a better board than its own
    folded_behind: int = 0
    faced_bad_behind: int = 0  # ... of those, just after catching bad (a public card)
    folded_bad_behind: int = 0
    raised_vs_bet: int = 0
    faced_complete: int = 0
    folded_to_complete: int = 0
    raised_vs_complete: int = 0  # ... of those, raised it
    faced_complete_bi: int = 0  # ... of those, as the bring-in (forced in, not chosen)
    folded_complete_bi: int = 0
    faced_reraise: int = 0  # 3rd street, re-raised after it completed or raised (not its steal)
    folded_to_reraise: int = 0
    faced_resteal: int = 0  # ... re-raised after its steal (completion facing only the bring-in)
    folded_to_resteal: int = 0
    # Later streets facing a bet, per street (index 0 = 4th): faced, folded, raised.
    street_faced: list[int] = field(default_factory=lambda: [0] * 4)
    street_folded: list[int] = field(default_factory=lambda: [0] * 4)
    street_raised: list[int] = field(default_factory=lambda: [0] * 4)
    faced_raised: int = 0  # later streets: raised after it bet or raised that street
    folded_raised: int = 0
    reraised_raised: int = 0
    faced_bring_in: int = 0  # 3rd street, only the bring-in to face
    folded_to_bring_in: int = 0
    completed_vs_bring_in: int = 0
    # Per later street (index 0 = 4th): bets/raises and checks/calls/folds, and the
    # strength (at that street) of the hands it showed down after betting it.
    street_aggressive: list[int] = field(default_factory=lambda: [0] * 4)
    street_passive: list[int] = field(default_factory=lambda: [0] * 4)
    # The same split by whether its board led at the street (index 2 * street + led).
    lead_aggressive: list[int] = field(default_factory=lambda: [0] * 8)
    lead_passive: list[int] = field(default_factory=lambda: [0] * 8)
    # Not facing a bet, per street and board lead (index 2 * street + led): bets and checks.
    open_bet: list[int] = field(default_factory=lambda: [0] * 8)
    open_check: list[int] = field(default_factory=lambda: [0] * 8)
    shown_bet_sum: list[float] = field(default_factory=lambda: [0.0] * 4)
    shown_bet_n: list[int] = field(default_factory=lambda: [0] * 4)
    shown_steal_sum: float = 0.0  # 3rd-street strength of shown hands that stole the bring-in
    shown_steal_n: int = 0
    shown_raise_n: int = 0  # shown hands that raised a completion on 3rd street ...
    shown_raise_out: int = 0  # ... and of those, weaker than its raising range then suggested
    contested: int = 0  # hands it and the bot both took to 4th street ...
    showdowns: int = 0  # ... and of those, both played to a showdown

    def realization(self) -> float:
        """The share of its showdown edge a 3rd-street hand realizes against this seat (1: all)."""
        rate = (self.showdowns + SHOWDOWN_PRIOR * FULL_SHOWDOWNS) / (self.contested + SHOWDOWN_PRIOR)
        return min(1.0, rate / FULL_SHOWDOWNS)

    def street_info(self) -> tuple[float, ...]:
        """How much a bet on each later street means: a seat that bets that street seldom bets hands."""
        out = []
        for k in range(4):
            aggr = (self.street_aggressive[k] + 3) / (
                self.street_aggressive[k] + self.street_passive[k] + 8)
            out.append(min(0.9, max(0.05, 1.0 - 2.0 * max(0.0, aggr - 0.35))))
        return tuple(out)

    def lead_info(self) -> tuple[float, ...]:
        """Bet informativeness per street and board lead (see ``OpponentProfile.bet_info``)."""
        out = []
        for k in range(8):
            aggr = (self.lead_aggressive[k] + 3) / (self.lead_aggressive[k] + self.lead_passive[k] + 8)
            out.append(min(0.9, max(0.05, 1.0 - 2.0 * max(0.0, aggr - 0.35))))
        return tuple(out)

    def steal_threshold(self, steal: float) -> float:
        """The 3rd-street strength its steals show: from its shown steals and how often it steals.

        A seat that completes every time its door is low steals with hands far
        worse than its raising range; the shown steals tell how much worse
        (prior: as wide as its stealing frequency would be over random hands).
        """
        base = threshold_for_frequency(steal)
        shown = self.shown_steal_sum + self.shown_steal_n * SHOWN_MARGIN
        return (shown + SHOWN_PRIOR * base) / (self.shown_steal_n + SHOWN_PRIOR)

    def reraise_threshold(self, vpip: float) -> float:
        """The 3rd-street strength of its raises of a completion: as seldom as it raises one.

        A player who raises only three to a six shows one; read as a share of
        its entries (the default), the Expert called such raises with hands it
        thought ahead and lost.
        """
        freq = (self.raised_vs_complete + RAISE_PRIOR * 0.6 * vpip) / (self.faced_complete + RAISE_PRIOR)
        return threshold_for_frequency(freq)

    def street_threshold(self) -> tuple[float, ...]:
        """The strength its bets show on each later street, from the hands it showed down.

        The default loose threshold counts as ``SHOWN_PRIOR`` hands shown a
        margin better than it; each shown betting hand moves the estimate
        (a seat seen to bet only made sevens gets a seven-ish threshold).
        """
        out = []
        for k, street in enumerate(range(4, 8)):
            base = STREET_BET_THRESHOLD[street] - SHOWN_MARGIN
            mean = (self.shown_bet_sum[k] + SHOWN_PRIOR * base) / (self.shown_bet_n[k] + SHOWN_PRIOR)
            out.append(mean + SHOWN_MARGIN)
        return tuple(out)

    def profile(self) -> OpponentProfile:
        vpip = (self.entered + 0.45 * 8) / (self.hands + 8)
        aggr = (self.aggressive + 3) / (self.aggressive + self.passive + 8)
        info = min(0.9, max(0.05, 1.0 - 2.0 * max(0.0, aggr - 0.35)))
        fold_complete = (self.folded_to_complete + 0.5 * 6) / (self.faced_complete + 6)
        steal = (self.completed_vs_bring_in + 0.25 * 6) / (self.faced_bring_in + 6)
        fold_bet = (self.folded_to_bet + 0.3 * 6) / (self.faced_bet + 6)
        raise_vs_bet = (self.raised_vs_bet + 0.1 * 6) / (self.faced_bet + 6)
        return OpponentProfile(
            entry_threshold=threshold_for_frequency(vpip),
            raise_threshold=threshold_for_frequency(vpip * 0.6),
            bet_informativeness=info,
            fold_to_bet=fold_bet,
            fold_when_behind=(self.folded_behind + 0.3 * 6) / (self.faced_behind + 6),
            fold_when_ahead=(self.folded_to_bet - self.folded_behind + 0.3 * 6)
            / (self.faced_bet - self.faced_behind + 6),
            fold_bad_behind=(self.folded_bad_behind + 0.4 * 4) / (self.faced_bad_behind + 4),
            fold_good_behind=(self.folded_behind - self.folded_bad_behind + 0.25 * 4)
            / (self.faced_behind - self.faced_bad_behind + 4),
            raise_vs_bet=raise_vs_bet,
            fold_when_raised=(self.folded_raised + 0.3 * fold_bet * 4) / (self.faced_raised + 4),
            reraise_when_raised=(self.reraised_raised + raise_vs_bet * 4) / (self.faced_raised + 4),
            fold_to_complete=fold_complete,
            fold_to_reraise=(self.folded_to_reraise + 0.3 * fold_complete * 6) / (self.faced_reraise + 6),
            fold_to_resteal=(self.folded_to_resteal + RERAISE_PRIOR * steals_given_up(steal, fold_complete))
            / (self.faced_resteal + RERAISE_PRIOR),
            fold_complete_bring_in=(self.folded_complete_bi + BRING_IN_PRIOR * fold_complete)
            / (self.faced_complete_bi + BRING_IN_PRIOR),
            fold_to_bring_in=(self.folded_to_bring_in + 0.5 * 6) / (self.faced_bring_in + 6),
            complete_vs_bring_in=steal,
            steal_threshold=self.steal_threshold(steal),
            reraise_threshold=self.reraise_threshold(vpip),
            reraise_floor=(self.shown_raise_out + RAISE_FLOOR_PRIOR * 0.1)
            / (self.shown_raise_n + RAISE_FLOOR_PRIOR),
            street_info=self.street_info(),
            lead_info=self.lead_info(),
            street_threshold=self.street_threshold(),
            open_bet=tuple((self.open_bet[k] + OPEN_PRIOR * 0.4) / (self.open_bet[k] + self.open_check[k] + OPEN_PRIOR)
                           for k in range(8)),
            street_fold=tuple((self.street_folded[k] + STREET_PRIOR * fold_bet) / (self.street_faced[k] + STREET_PRIOR)
                              for k in range(4)),
            street_raise=tuple((self.street_raised[k] + STREET_PRIOR * raise_vs_bet)
                               / (self.street_faced[k] + STREET_PRIOR) for k in range(4)),
        )


def steals_given_up(steal: float, fold_complete: float) -> float:
    """The share of its steals a seat gives up to a re-raise, from two of its habits.

    A seat that completes ``steal`` of the time facing only the bring-in but
    goes on against a completion with only ``1 - fold_complete`` of its hands
    steals with hands it would not play against a bet: those it lets go when
    re-raised (at least the 0.15 of a seat that steals only what it plays).
    Before any re-raise is seen this is the estimate; without it a seat that
    had never been re-raised kept the pessimistic prior, and the bot never
    re-raised to find out.
    """
    goes_on = 1.0 - fold_complete
    return min(0.85, max(0.15, 1.0 - goes_on / max(steal, 1e-6)))


FULL_SHOWDOWNS = 0.2
"""Share of the contested hands (both in on 4th street) reaching a showdown at which 3rd-street
equity is realized in full; below it, in proportion (the TAG: about 0.09, so 0.45; Strong: 0.26)."""
SHOWDOWN_PRIOR = 20.0
"""Pseudo-contested hands behind ``FULL_SHOWDOWNS`` before a seat's showdowns are seen."""
RERAISE_PRIOR = 6.0
"""Pseudo-answers to a re-raise of a steal behind the estimate of :func:`steals_given_up`."""
RAISE_PRIOR = 6.0
"""Pseudo-answers to a completion behind the raising frequency the seat's entries suggest."""
RAISE_FLOOR_PRIOR = 4.0
"""Pseudo-shown raises behind the range model's usual floor (0.1) for 3rd-street raises."""
BRING_IN_PRIOR = 4.0
"""Pseudo-answers of the bring-in to a completion behind the seat's general fold-to-completion."""
OPEN_PRIOR = 4.0
"""Pseudo-chances to bet behind the prior that a seat bets 0.4 of the streets it may open."""
STREET_PRIOR = 8.0
"""Pseudo-answers to a bet on one later street behind the seat's answers on every later street.

A rule player who folds to a better board on 4th whenever he caught bad
calls the river with any made nine: pooled over the streets, his river
folds and raises were read far from what he does there."""
SHOWN_PRIOR = 4.0
"""Pseudo-hands behind the default bet thresholds before showdowns are seen."""
SHOWN_MARGIN = 1.0
"""A bet's threshold sits this much above the average shown betting hand (strength units)."""
