"""Sparring partners for measuring: opponents written to an outside description.

The levels (``rule_bots``, ``equity_bots``, ``expert_bot``) share one reading
machinery, so measuring them only against each other can hide a blind spot
they all share. These two bots are written from the issue's plain-language
description of how real players play, with their own (deliberately simple)
reading code, and see only their seat's view like every bot:

* **TightAggressive** ("tag") -- the textbook: three cards eight or better
  with live cards, steal with a low door, bet the better board, fold when
  catching bad and behind on board, call on 7th street with pot odds.
* **Pressure** ("pressure") -- steals whenever every live door is higher,
  bets or raises whenever its board is the lowest, check-raises, and tracks
  each opponent's fold-to-aggression to bluff the seats that give up.

They are not offered as table opponents in the application; the arena and
the ladder use them (``SPARRING_NAMES``).
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass

from razz_desktop.ai.policy import BasePolicy
from razz_desktop.engine.actions import AGGRESSIVE, ActionType
from razz_desktop.engine.views import SeatView

A = ActionType
SPARRING_NAMES = ("tag", "pressure")


# ------------------------------------------------------------ simple reading


def _rank(card: int) -> int:
    return card >> 2  # A=0 .. K=12


def low_ranks(cards: tuple[int, ...] | list[int]) -> list[int]:
    """The distinct ranks of a hand, lowest first: the makings of a low."""
    return sorted({_rank(c) for c in cards})


def board_key(up: tuple[int, ...]) -> tuple[int, ...]:
    """Compare boards of one size as a razz player does: unpaired first, then high cards.

    Paired ranks count as a penalty (13 per missing distinct card) in front of
    the descending ranks, so a smaller tuple is the better (lower) board.
    """
    ranks = sorted((_rank(c) for c in up), reverse=True)
    distinct = len(set(ranks))
    return (len(ranks) - distinct, *sorted(set(ranks), reverse=True))


def best_low(cards: tuple[int, ...] | list[int]) -> tuple[int, ...] | None:
    """The five lowest distinct ranks, highest first; None without five distinct."""
    ranks = low_ranks(cards)
    if len(ranks) < 5:
        return None
    return tuple(sorted(ranks[:5], reverse=True))


def made_rank(cards: tuple[int, ...] | list[int]) -> int:
    """Highest card of the best made low (99 when no low is made)."""
    low = best_low(cards)
    return 99 if low is None else low[0]


def draw_quality(cards: tuple[int, ...] | list[int]) -> tuple[int, int]:
    """(distinct ranks at or below the eight, highest of the lowest k of them).

    "I have four to a seven" is (4, 6). Pairs and high cards do not count.
    """
    ranks = [r for r in low_ranks(cards) if r <= 7]
    k = min(len(ranks), 5)
    return k, (ranks[k - 1] if k else 99)


@dataclass(frozen=True, slots=True)
class _Seen:
    """The numbers both sparring bots read from a view."""

    mine: tuple[int, ...]
    my_up: tuple[int, ...]
    live: tuple[int, ...]  # live opponents' seats
    ups: dict[int, tuple[int, ...]]
    seen_out: tuple[int, ...]  # every card visible outside my hand (upcards, dead cards)
    street: int
    to_call: int
    pot: int
    completed: bool  # someone bet or completed this street
    aggressor: int | None  # the last bettor/raiser this street
    legal: tuple[ActionType, ...]

    @property
    def aggressive(self) -> ActionType | None:
        for k in (A.RAISE, A.BET, A.COMPLETE):
            if k in self.legal:
                return k
        return None

    def passive(self) -> ActionType:
        return A.CALL if self.to_call and A.CALL in self.legal else A.CHECK


def _seen(view: SeatView) -> _Seen:
    me = view.me
    if me is None:
        raise ValueError("a spectator view cannot decide")
    live = tuple(s.seat for s in view.seats if s.seat != view.viewer and not s.folded)
    ups = {s.seat: tuple(int(c) for c in s.up_cards) for s in view.seats}
    out = [c for s in view.seats if s.seat != view.viewer for c in ups[s.seat]]
    out += [int(c) for c in view.dead_cards if int(c) not in out]
    street_hist = [a for a in view.history if a.street == view.street]
    aggr = [a for a in street_hist if a.type in AGGRESSIVE]
    return _Seen(
        mine=tuple(int(c) for c in view.my_cards),
        my_up=tuple(int(c) for c in me.up_cards),
        live=live,
        ups=ups,
        seen_out=tuple(out),
        street=view.street,
        to_call=view.to_call,
        pot=sum(s.committed for s in view.seats),
        completed=bool(aggr),
        aggressor=aggr[-1].seat if aggr else None,
        legal=view.legal_types(),
    )


def dead_count(mine: tuple[int, ...], seen_out: tuple[int, ...]) -> int:
    """Cards at or below the eight I still need (ranks I do not hold) that are already out."""
    held = {_rank(c) for c in mine}
    return sum(1 for c in seen_out if _rank(c) <= 7 and _rank(c) not in held)


def caught_bad(mine: tuple[int, ...], my_up: tuple[int, ...]) -> bool:
    """The card just dealt face up pairs me or is a nine or higher."""
    if not my_up:
        return False
    last = _rank(my_up[-1])
    return last >= 8 or sum(1 for c in mine if _rank(c) == last) > 1


def my_board_best(s: _Seen) -> bool:
    mine = board_key(s.my_up)
    return all(mine < board_key(s.ups[o]) for o in s.live)


def my_board_behind(s: _Seen, seat: int) -> bool:
    return board_key(s.my_up) > board_key(s.ups[seat])


def _playable_three(s: _Seen, ceiling: int) -> bool:
    """Three distinct cards at or below ``ceiling`` (7 = the eight)."""
    three = s.mine[:3]
    ranks = {_rank(c) for c in three}
    return len(ranks) == 3 and max(ranks) <= ceiling


# ------------------------------------------------------------------- the TAG


class TightAggressive(BasePolicy):
    """The textbook tight-aggressive razz player, as the issue describes it."""

    name = "tag"

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        s = _seen(view)
        return self._third(s, view) if s.street == 3 else self._later(s)

    def _third(self, s: _Seen, view: SeatView) -> ActionType:
        door = _rank(s.my_up[0])
        playable = _playable_three(s, 7) and dead_count(s.mine[:3], s.seen_out) <= 4
        strong = _playable_three(s, 5)  # three to a six
        # Steal: nobody has completed and every live door still in the hand is higher.
        if not s.completed and door <= 5 and _playable_three(s, 9) and \
                all(_rank(s.ups[o][0]) > door for o in s.live):
            return s.aggressive or s.passive()
        if strong and (not s.completed or _raises(view) < 2):
            return s.aggressive or s.passive()
        if playable:
            return s.passive()
        return A.FOLD

    def _later(self, s: _Seen) -> ActionType:
        k, top = draw_quality(s.mine)
        cards = len(s.mine)
        need = 5 - k  # low cards still needed
        alive = need <= 7 - cards  # can still make an eight or better
        made = made_rank(s.mine)
        better_board = my_board_best(s)
        if s.street == 7:
            if made <= 6 or (made <= 7 and better_board):
                return s.aggressive or s.passive()
            if not s.to_call:
                return A.CHECK
            if made <= 7:
                return A.CALL
            # Call with pot odds: a made nine or ten is worth a call into a big pot.
            if made <= 9 and s.pot >= 5 * s.to_call:
                return A.CALL
            return A.FOLD
        # Bet the better board (with a live hand), or a strong made/drawing hand.
        if alive and (better_board or (made <= 7 and cards >= 5) or (k >= 4 and top <= 6)):
            return s.aggressive or s.passive()
        if not s.to_call:
            return A.CHECK
        behind_bettor = s.aggressor is not None and my_board_behind(s, s.aggressor)
        if caught_bad(s.mine, s.my_up) and behind_bettor:
            return A.FOLD
        if not alive:
            return A.FOLD
        return A.CALL


def _raises(view: SeatView) -> int:
    return sum(1 for a in view.history if a.street == view.street and a.type in AGGRESSIVE)


# ------------------------------------------------------------- the pressure bot


@dataclass(slots=True)
class _FoldCount:
    faced: int = 0
    folded: int = 0

    def rate(self) -> float:
        return (self.folded + 1) / (self.faced + 3)  # prior about one in three


class Pressure(BasePolicy):
    """Aggression everywhere it can: steals, bets the lowest board, check-raises.

    Tracks each opponent seat's fold-to-aggression from finished hands and
    bluffs the seats that fold more than half the time.
    """

    name = "pressure"

    def __init__(self) -> None:
        self.folds: dict[int, _FoldCount] = defaultdict(_FoldCount)

    def observe(self, view: SeatView) -> None:
        level: dict[int, int] = defaultdict(int)
        put: dict[tuple[int, int], int] = defaultdict(int)
        for a in view.history:
            facing = level[a.street] > put[(a.street, a.seat)] and level[a.street] > view.bring_in
            if a.seat != view.viewer and facing and a.type is not A.BRING_IN:
                fc = self.folds[a.seat]
                fc.faced += 1
                fc.folded += a.type is A.FOLD
            level[a.street] = max(level[a.street], a.to)
            put[(a.street, a.seat)] = a.to

    def fold_rate(self, seats: tuple[int, ...]) -> float:
        """The least foldy live opponent decides whether a bluff works."""
        return min((self.folds[s].rate() for s in seats), default=0.0)

    def choose(self, view: SeatView, rng: random.Random) -> ActionType:
        s = _seen(view)
        return self._third(s, view) if s.street == 3 else self._later(s, view)

    def _third(self, s: _Seen, view: SeatView) -> ActionType:
        door = _rank(s.my_up[0])
        if not s.completed and all(_rank(s.ups[o][0]) > door for o in s.live):
            return s.aggressive or s.passive()  # steal: every live door is higher
        if _playable_three(s, 5) and _raises(view) < 3:
            return s.aggressive or s.passive()
        if s.completed and s.aggressor is not None and door < _rank(s.ups[s.aggressor][0]) \
                and _playable_three(s, 7) and self.fold_rate((s.aggressor,)) > 0.5:
            return s.aggressive or s.passive()  # re-steal from a seat that gives up
        if _playable_three(s, 7):
            return s.passive()
        return A.FOLD

    def _later(self, s: _Seen, view: SeatView) -> ActionType:
        k, top = draw_quality(s.mine)
        made = made_rank(s.mine)
        cards = len(s.mine)
        alive = 5 - k <= 7 - cards
        lowest = my_board_best(s)
        foldy = self.fold_rate(s.live) > 0.5
        i_checked = any(a.seat == view.viewer and a.street == s.street and a.type is A.CHECK
                        for a in view.history)
        good = made <= 8 or (alive and k >= 4 and top <= 7)
        if s.street == 7:
            if made <= 7 or (lowest and (made <= 9 or foldy)):
                return s.aggressive or s.passive()
            if not s.to_call:
                return A.CHECK
            if made <= 9 and s.pot >= 4 * s.to_call:
                return A.CALL
            return A.FOLD
        if lowest and (alive or foldy):
            return s.aggressive or s.passive()
        if s.to_call and i_checked and (good or foldy):
            return s.aggressive or s.passive()  # the check-raise
        if not s.to_call:
            return A.CHECK  # check, hoping to check-raise
        if alive:
            return A.CALL
        return A.FOLD
