"""The look-ahead's tree: the later streets' betting abstraction, played on every deal at once.

:mod:`razz_desktop.ai.lookahead` says what the model does and why (its
module docstring is the design); this module is the machinery: the
opponents' policies per street read from their profiles (:meth:`Tree.policy`,
:meth:`Tree.acts`, capped by :func:`fold_cap`), the hero's choices per
information bucket (:meth:`Tree.choose`, cross-fitted), and the backward
induction over the streets to come (:meth:`Tree.street`) from each root
action (:meth:`Tree.root_values`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from razz_desktop.ai.equity import DealSample, hand_values, shares
from razz_desktop.ai.expert_model import ExpertModel, fold_masks
from razz_desktop.ai.reading import (
    OpponentProfile,
    Situation,
    street_cards,
    strength_by_table,
)
from razz_desktop.engine.actions import ActionType

A = ActionType

INT_MAX = np.iinfo(np.int32).max
DEFAULT_OPEN_BET = 0.4
"""Share of its range an opponent bets when checked to, before it has been seen to open (the prior)."""
MAX_CLASS = 31
"""Hero hand classes: ``floor(strength)`` capped here (strength counts ranks; pairs add three)."""


def fold_cap(bet: float, pot: np.ndarray) -> np.ndarray:
    """The largest share of its range a seat is assumed to fold to ``bet`` into ``pot``.

    A bet into a pot ``P`` risks ``b`` to win ``P``: if the opponent folded
    more than ``b / (P + b)`` of its hands, betting any two cards would pay.
    The profiles' fold rates are averages over spots with small pots; taken
    as they are in a big pot, every river bluff looked profitable and the
    look-ahead bet and called along with hands that lose. Capped, the
    opponents defend at least as often as the pot lays them.
    """
    out: np.ndarray = bet / np.maximum(pot + bet, 1.0)
    return out


def nodes_for(street: int) -> int:
    """Street rounds valued per root action: two continuing branches per later street."""
    return int(2 ** (8 - street)) - 1


def bet_for(sit: Situation, street: int) -> int:
    """The limit bet on ``street``: the small bet on 3rd and 4th, the big bet after."""
    return sit.view.small_bet if street <= 4 else sit.view.big_bet


@dataclass(slots=True)
class State:
    """Per deal, where the hand stands at the start of a street round.

    ``live``: still contested (the hero in, somebody against it);
    ``term``: the final value of the deals no longer live; ``pot`` and
    ``cost``: the pot and the hero's chips put in since the decision; ``inm``
    (opponents, deals): who is still in; ``path``: the public betting since
    the decision, coded (part of the hero's information bucket).
    """

    live: np.ndarray
    term: np.ndarray
    pot: np.ndarray
    cost: np.ndarray
    inm: np.ndarray
    path: np.ndarray


class Tree:
    """The sampled deals, the opponents' policies per street, and the backward induction."""

    def __init__(self, sit: Situation, model: ExpertModel, deals: DealSample, w: np.ndarray) -> None:
        self.sit = sit
        self.model = model
        self.deals = deals
        self.n = deals.n
        self.wn = w / w.sum()
        self.hv, self.ov = hand_values(deals)
        self.profs: list[OpponentProfile] = [model.profile(o.seat) for o in sit.opponents]
        self.all_in = np.array([o.all_in for o in sit.opponents], dtype=bool)[:, None]
        self._rank: dict[int, np.ndarray] = {}
        self._cls: dict[int, np.ndarray] = {}
        self._boards: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        self._policy: dict[int, tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = {}
        self._orders: dict[int, np.ndarray] = {}
        self._junk: np.ndarray | None = None

    # --- what each player holds and shows on a street ---------------------------

    def rank(self, street: int) -> np.ndarray:
        """(opponents, deals): each opponent's hand on ``street`` ranked in its weighted range (0: best)."""
        if street not in self._rank:
            k = street_cards(street)
            p = self.sit.n_opp
            q = strength_by_table(self.deals.opponents[:, :, :k].reshape(p * self.n, k)).reshape(p, self.n)
            out = np.empty_like(q)
            for i in range(p):
                _, inv = np.unique(q[i], return_inverse=True)
                group = np.bincount(inv, weights=self.wn)
                below = np.cumsum(group) - group
                out[i] = (below + 0.5 * group)[inv] / max(group.sum(), 1e-12)
            self._rank[street] = out
        return self._rank[street]

    def hero_class(self, street: int) -> np.ndarray:
        if street not in self._cls:
            s = strength_by_table(self.deals.hero[:, :street_cards(street)])
            self._cls[street] = np.minimum(np.floor(s), MAX_CLASS).astype(np.int64)
        return self._cls[street]

    def boards(self, street: int) -> tuple[np.ndarray, np.ndarray]:
        """(hero (deals,), opponents (opponents, deals)): board strength on ``street`` (upcards only)."""
        if street not in self._boards:
            hi = min(street, 6)  # upcards are places 2 .. street - 1 (7th adds a down card)
            p = self.sit.n_opp
            mine = strength_by_table(self.deals.hero[:, 2:hi])
            theirs = strength_by_table(self.deals.opponents[:, :, 2:hi].reshape(p * self.n, hi - 2))
            self._boards[street] = (mine, theirs.reshape(p, self.n))
        return self._boards[street]

    def policy(self, street: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(opens, folds to the hero's bet, folds to another's bet, raises), each (opponents, deals)."""
        if street in self._policy:
            return self._policy[street]
        mine, theirs = self.boards(street)
        behind = theirs > mine[None, :]
        leads = theirs < mine[None, :]
        if 4 <= street <= 6:
            ranks = self.deals.opponents[:, :, 2:street - 1].astype(np.int64) >> 2
            new = ranks[:, :, -1]
            bad = (new >= 8) | (ranks[:, :, :-1] == new[:, :, None]).any(axis=2)
        else:
            bad = np.zeros_like(behind)
        p = self.sit.n_opp
        open_rate = np.empty((p, self.n))
        fold_rate = np.empty((p, self.n))
        fold_other = np.empty((p, 1))
        raise_rate = np.empty((p, 1))
        for i, prof in enumerate(self.profs):
            if prof.open_bet:
                idx = 2 * (street - 4)
                open_rate[i] = np.where(leads[i], prof.open_bet[idx + 1], prof.open_bet[idx])
            else:
                open_rate[i] = DEFAULT_OPEN_BET
            f_ahead = prof.fold_on(street, prof.fold_when_ahead)
            f_bad = prof.fold_on(street, prof.fold_bad_behind)
            f_good = prof.fold_on(street, prof.fold_good_behind)
            fold_rate[i] = np.where(behind[i], np.where(bad[i], f_bad, f_good), f_ahead)
            fold_other[i] = prof.fold_on(street, prof.fold_to_bet)
            raise_rate[i] = prof.raise_on(street)
        out = (open_rate, fold_rate, np.broadcast_to(fold_other, (p, self.n)),
               np.broadcast_to(raise_rate, (p, self.n)))
        self._policy[street] = out
        return out

    def acts(self, street: int, inm: np.ndarray, pot: np.ndarray | None = None
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(opens, folds to the hero's bet, folds to another's bet, raises) of those in ``inm``.

        Each rate is a share of the hands the opponent still holds in this
        node (its range among the deals where it is still in), not of its
        whole range: a seat that folds 30% to a bet folds its weakest 30%
        of what is left each street, as its observed folds were counted,
        rather than the same weakest 30% of its 3rd-street range again.

        ``pot`` (per deal, before the bet): no seat folds more than the
        bet's price, ``bet / (pot + bet)`` of what it holds (:func:`fold_cap`).
        """
        open_rate, fold_rate, fold_other, raise_rate = self.policy(street)
        cap = np.ones((1, self.n))
        if pot is not None:
            cap = fold_cap(float(bet_for(self.sit, street)), pot)[None, :]
            fold_rate = np.minimum(fold_rate, cap)
            fold_other = np.minimum(fold_other, cap)
        order = self._order(street)
        ws = np.take_along_axis(self.wn[None, :] * inm, order, axis=1)
        cw = np.cumsum(ws, axis=1)
        total = np.maximum(cw[:, -1:], 1e-300)
        rank = np.empty_like(cw)
        np.put_along_axis(rank, order, (cw - 0.5 * ws) / total, axis=1)
        active = inm & ~self.all_in
        # The bring-in's junk folds too, but within the price: the weakest ``cap`` of what it holds.
        junk = self.hopeless(street) & (rank > 1.0 - cap)
        return (active & (rank < open_rate), active & ((rank > 1.0 - fold_rate) | junk),
                active & ((rank > 1.0 - fold_other) | junk), active & (rank < raise_rate))

    def hopeless(self, street: int) -> np.ndarray:
        """(opponents, deals): the forced bring-in's hands that give up to the first later bet.

        A bring-in limped against holds any three cards. Facing a completion
        it folds the weakest share of them it has been seen to fold
        (``fold_complete_bring_in``); read later by its later-street fold
        rate (a share of the hands seats *choose* to play), the same hands
        kept calling 4th-street bets, and a limp looked better than
        completing with a premium start. A hand the seat would not have
        called a completion with, it does not call a later bet with either.
        """
        del street  # a property of its 3rd-street hand: the first bet it faces folds it
        if self._junk is None:
            rank3 = self.rank(3)
            out = np.zeros_like(rank3, dtype=bool)
            for i, (prof, opp) in enumerate(zip(self.profs, self.sit.opponents, strict=True)):
                if opp.voluntary_on_third() or opp.seat != self.sit.view.bring_in_seat:
                    continue
                f = prof.fold_complete_bring_in if prof.fold_complete_bring_in is not None \
                    else prof.fold_to_complete
                if f > 0.01:
                    out[i] = rank3[i] > 1.0 - f
            self._junk = out
        return self._junk

    def _order(self, street: int) -> np.ndarray:
        """Per opponent, the deals sorted from its strongest hand on ``street`` to its weakest."""
        if street not in self._orders:
            self._orders[street] = np.argsort(self.rank(street), axis=1, kind="stable")
        return self._orders[street]

    # --- the hero's bucketed choice ----------------------------------------------

    def choose(self, mask: np.ndarray, key: np.ndarray, options: list[np.ndarray],
               fold: np.ndarray) -> np.ndarray:
        """Per deal in ``mask``: the option with the best weighted average over the deal's bucket.

        ``key`` labels what the hero can see (deals with one key are one
        information set); ties go to the earlier option (list the passive
        options first). Deals outside ``mask`` get the first option.

        Sampled deals are split in two halves and each half follows the
        choice the *other* half's averages make (cross-fitting): a choice
        measured on the deals it is then scored on picks whichever option
        was lucky on them, and across a few hundred buckets and four streets
        that luck added up to more than a big bet of value that is not
        there. A choice is then kept only if it is not below ``fold`` (the
        value of giving up here) on the deals it is applied to, so every
        bucket is still worth at least folding on the sample: the invariant
        that a free check is never worth less than a fold. Enumerated deals
        are the whole population: each bucket takes its own best option.
        """
        out = options[0].copy()
        if not mask.any():
            return out
        idx = np.flatnonzero(mask)
        _, inv = np.unique(key[idx], return_inverse=True)
        w = self.wn[idx]
        stacked = np.stack([o[idx] for o in options] + [fold[idx]])
        groups = int(inv.max()) + 1
        half = np.zeros(len(idx), dtype=np.int64) if self.deals.exact else idx & 1
        cell = half * groups + inv
        totals = np.stack([np.bincount(cell, weights=w * o, minlength=2 * groups) for o in stacked])
        own = totals[:, cell]
        if self.deals.exact:
            other = own
        else:
            other_cell = (1 - half) * groups + inv
            other = totals[:, other_cell]
            seen = np.bincount(cell, weights=w, minlength=2 * groups)[other_cell] > 0
            other = np.where(seen[None, :], other, own)
        pick = np.argmax(other, axis=0)
        cols = np.arange(len(idx))
        below = own[pick, cols] < own[-1, cols] - 1e-9
        pick = np.where(below, len(options), pick)
        out[idx] = stacked[pick, cols]
        return out

    def key(self, state: State, street: int, node: int) -> np.ndarray:
        """What the hero sees at a decision: its hand class, board lead, opponents in, the betting."""
        mine, theirs = self.boards(street)
        led = (np.where(state.inm, theirs, np.inf) > mine[None, :]).all(axis=0)
        n_in = state.inm.sum(axis=0)
        cost = np.round(state.cost).astype(np.int64)
        out: np.ndarray = ((((cost * 4 + node) * 2 + led) * 8 + n_in) * (MAX_CLASS + 1)
                           + self.hero_class(street))
        return out

    # --- the streets to come -------------------------------------------------------

    def showdown(self, st: State) -> np.ndarray:
        share = shares(self.hv, np.where(st.inm, self.ov, INT_MAX))[0]
        return np.where(st.live, share * st.pot - st.cost, st.term)

    def street(self, t: int, st: State) -> np.ndarray:
        """Per deal: the value of playing street ``t`` onwards from ``st``, the hero choosing per bucket."""
        if t > 7:
            return self.showdown(st)
        if not st.live.any():
            return st.term.copy()
        b = float(bet_for(self.sit, t))
        inm, live = st.inm, st.live
        opens, folds_me, folds_other, raises = self.acts(t, inm & live[None, :], st.pot)
        mine, theirs = self.boards(t)
        hero_first = (np.where(inm, theirs, np.inf) > mine[None, :]).all(axis=0)
        opener = inm & opens
        someone_opens = opener.any(axis=0) & live
        first_bet = someone_opens & ~hero_first  # bet into the hero before it acts
        open_node = live & ~first_bet

        # Checked (or bet into): a bet comes where someone opens; the hero calls it here.
        stay_c = inm & (opener | ~folds_other)
        callers_c = stay_c.sum(axis=0)
        chk = State(live=live.copy(), term=st.term.copy(),
                     pot=np.where(someone_opens, st.pot + b * (1 + callers_c), st.pot),
                     cost=np.where(someone_opens, st.cost + b, st.cost),
                     inm=np.where(someone_opens[None, :], stay_c, inm),
                     path=st.path * 4 + np.where(someone_opens, 1, 0))
        v_chk_next = self.street(t + 1, chk)
        fold_now = np.where(live, -st.cost, st.term)
        facing = self.choose(someone_opens, self.key(st, t, 1), [v_chk_next], fold_now)
        v_check = np.where(someone_opens, facing, v_chk_next)
        if not open_node.any():
            return np.where(live, v_check, st.term)

        # The hero bets: the weakest fold, the strongest raise (one raise, everybody calls it).
        stay_b = inm & ~folds_me
        raised = (stay_b & raises).any(axis=0) & open_node
        nobody = ~stay_b.any(axis=0) & open_node
        per = np.where(raised, 2 * b, b)
        n_b = stay_b.sum(axis=0)
        cont = open_node & ~nobody
        bet = State(live=cont, term=np.where(nobody, st.pot - st.cost, st.term),
                     pot=st.pot + per * (1 + n_b), cost=st.cost + per, inm=stay_b & cont[None, :],
                     path=st.path * 4 + np.where(raised, 3, 2))
        v_bet_next = self.street(t + 1, bet)
        fold_raise = -(st.cost + b)
        v_bet = np.where(raised, self.choose(raised, self.key(st, t, 2), [v_bet_next],
                                             np.broadcast_to(fold_raise, (self.n,))), v_bet_next)
        v_bet = np.where(nobody, st.pot - st.cost, v_bet)
        opened = self.choose(open_node, self.key(st, t, 0), [v_check, v_bet], fold_now)
        return np.where(live, np.where(open_node, opened, v_check), st.term)

    # --- the decision itself --------------------------------------------------------

    def root_state(self) -> State:
        n, p = self.n, self.sit.n_opp
        return State(live=np.ones(n, dtype=bool), term=np.zeros(n), pot=np.full(n, float(self.sit.pot)),
                      cost=np.zeros(n), inm=np.ones((p, n), dtype=bool), path=np.zeros(n, dtype=np.int64))

    def after_root(self, st: State, facing_raise: np.ndarray, call_more: float) -> np.ndarray:
        """Value the rest of the hand from the state after the hero's action (raised deals: call or fold)."""
        sit = self.sit
        called = State(live=st.live, term=st.term,
                        pot=np.where(facing_raise, st.pot + call_more * (1 + st.inm.sum(axis=0)), st.pot),
                        cost=np.where(facing_raise, st.cost + call_more, st.cost),
                        inm=st.inm, path=st.path * 4 + np.where(facing_raise, 3, 0))
        nxt = self.street(sit.street + 1, called)
        if not facing_raise.any():
            return nxt
        key = np.round(st.cost).astype(np.int64) * 8 + st.inm.sum(axis=0)
        folded = np.where(st.live, -st.cost, st.term)
        return np.where(facing_raise, self.choose(facing_raise & st.live, key, [nxt], folded), nxt)

    def root_values(self) -> dict[ActionType, np.ndarray]:
        sit, view = self.sit, self.sit.view
        out: dict[ActionType, np.ndarray] = {}
        n = self.n
        if A.FOLD in sit.legal:
            out[A.FOLD] = np.zeros(n)
        behind = np.array([o.seat in sit.behind for o in sit.opponents], dtype=bool)[:, None]
        capped = view.raises_left is not None and view.raises_left <= 1
        fm, rm = fold_masks(sit, self.model, self.deals, self.wn)
        # No seat gives up more than the price of the hero's bet or raise (fold_cap).
        fm = fm & (self.rank(sit.street) > 1.0 - fold_cap(float(sit.bet_size), np.full(self.n, float(sit.pot))))
        fm = fm & ~self.all_in
        rm = rm & ~self.all_in
        for kind in sit.legal:
            if kind in (A.CALL, A.CHECK, A.BRING_IN):
                out[kind] = self._passive(kind, behind, fm, rm, capped)
            elif kind in (A.COMPLETE, A.BET, A.RAISE):
                out[kind] = self._aggressive(kind, fm, rm)
        return out

    def _passive(self, kind: ActionType, behind: np.ndarray, fm: np.ndarray, rm: np.ndarray,
                 capped: bool) -> np.ndarray:
        """Check, call or post the bring-in: those behind answer; a bet or raise from them is faced.

        Those behind fold, call (to the hero's level) or, the first of them,
        bet or raise; the others still in then answer that by their fold
        rates, and the hero calls or folds it (:meth:`after_root`).
        """
        sit, view = self.sit, self.sit.view
        st = self.root_state()
        la = view.legal_action(kind)
        invest = float(la.amount if la is not None else sit.to_call)
        level = la.to if la is not None else view.current_bet
        third_open = sit.street == 3 and sit.raises_this_street == 0
        if third_open:
            # The bring-in or a limp: those behind fold, limp, or complete (steal) as seen.
            rank = self.rank(3)
            f = np.array([[p.fold_to_bring_in] for p in self.profs])
            c = np.array([[p.complete_vs_bring_in] for p in self.profs])
            fold_b = behind & ~self.all_in & (rank > 1.0 - f)
            bet_b = behind & ~self.all_in & ~fold_b & (rank < c)
            raise_to = float(view.small_bet)
        elif kind is A.CHECK and sit.street >= 4:
            bet_b = behind & self.acts(sit.street, np.ones((sit.n_opp, self.n), dtype=bool))[0]
            fold_b = np.zeros_like(bet_b)
            raise_to = float(level + sit.bet_size)
        else:
            fold_b = behind & fm
            bet_b = behind & ~fm & rm if not capped else np.zeros_like(fm)
            raise_to = float(level + sit.bet_size)
        bettor = bet_b.any(axis=0)
        only = np.zeros_like(bet_b)
        only[np.argmax(bet_b, axis=0), np.arange(self.n)] = bettor
        stay = ~fold_b & ~(bettor[None, :] & ~only & fm)
        owed = np.array([[max(0, level - view.seat(o.seat).bet)] for o in sit.opponents], dtype=float)
        st.cost = st.cost + invest
        st.pot = st.pot + invest + ((stay & behind) * owed).sum(axis=0)
        st.inm = stay
        nobody = ~stay.any(axis=0)
        st.term = np.where(nobody, st.pot - st.cost, st.term)
        st.live = np.logical_not(nobody)
        return self.after_root(st, bettor & st.live, max(0.0, raise_to - level))

    def _aggressive(self, kind: ActionType, fm: np.ndarray, rm: np.ndarray) -> np.ndarray:
        """Complete, bet or raise: every opponent answers (fold, call, or one raise the hero faces)."""
        sit, view = self.sit, self.sit.view
        la = view.legal_action(kind)
        invest = float(la.amount if la is not None else sit.to_call + sit.bet_size)
        raise_to = la.to if la is not None else view.current_bet + sit.bet_size
        capped_after = view.raises_left is not None and view.raises_left <= 1
        st = self.root_state()
        stay = ~fm
        owed = np.array([[max(0, raise_to - view.seat(o.seat).bet)] for o in sit.opponents], dtype=float)
        st.pot = st.pot + invest + (stay * owed).sum(axis=0)
        st.cost = st.cost + invest
        st.inm = stay
        nobody = stay.sum(axis=0) == 0
        st.term = np.where(nobody, st.pot - st.cost, st.term)
        st.live = np.logical_not(nobody)
        reraised = (rm & stay).any(axis=0) & st.live & (not capped_after)
        bonus = self.model.aggression_bias * view.big_bet
        return self.after_root(st, reraised, float(sit.bet_size)) + bonus
