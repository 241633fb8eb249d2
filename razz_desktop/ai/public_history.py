"""What a seat did and showed, read from a hand's public history: facts the range reading and the Expert share.

Pure functions of the view (no sampling, no numbers learned): who stole on
3rd street, who raised there, whose board led on a street or trailed a
bettor's, and how many of a hand's cards it holds when it bets on a street.
"""

from __future__ import annotations

from razz_desktop.ai.strength import board_rank
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.views import PublicAction, SeatView

AGGRESSIVE_TYPES = frozenset({ActionType.COMPLETE, ActionType.BET, ActionType.RAISE})


def stole_on_third(history: tuple[PublicAction, ...], seat: int) -> bool:
    """Was ``seat`` the first to complete on 3rd street (facing only the bring-in), and no more?

    A bring-in who completes instead of posting the bring-in faced nothing:
    that is no steal. The TAG completes as the bring-in only with three to a
    six; read as a steal (as wide as its steals, letting the weakest go to a
    re-raise), the Expert re-raised it on hands that lost, and the re-raise
    it called was counted against the seat's real steals' folds.
    """
    third = [a for a in history if a.street == 3]
    if not third or third[0].type is not ActionType.BRING_IN or third[0].seat == seat:
        return False
    aggression = [a for a in third if a.type in AGGRESSIVE_TYPES]
    mine = [a for a in aggression if a.seat == seat]
    return len(mine) == 1 and aggression[0] is mine[0] and mine[0].type is ActionType.COMPLETE


def raised_on_third(history: tuple[PublicAction, ...], seat: int) -> bool:
    """Did ``seat`` raise on 3rd street (a completion or a raise before it)?"""
    return any(a.street == 3 and a.seat == seat and a.type is ActionType.RAISE for a in history)


def board_led(view: SeatView, seat: int, street: int) -> bool:
    """Was ``seat``'s board on ``street`` the best (lowest) of those still in at its start?

    Public: the upcards showing on that street of every seat that had not
    folded on an earlier street. Ties do not lead.
    """
    k = min(street - 2, 4)  # upcards showing on that street (7th adds a down card)
    out = {a.seat for a in view.history if a.type is ActionType.FOLD and a.street < street}
    boards = {s.seat: tuple(int(c) for c in s.up_cards)[:k] for s in view.seats if s.seat not in out}
    mine = boards.get(seat, ())
    if len(mine) < k:
        return False
    rank = board_rank(mine)
    return all(board_rank(b) > rank for s, b in boards.items() if s != seat and len(b) == k)


def street_cards(street: int) -> int:
    """How many of a hand's cards (deal order) it holds when betting on ``street``."""
    return min(street, 6) if street < 7 else 7


def board_behind(ups: dict[int, tuple[int, ...]], seat: int, bettor: int, street: int) -> bool:
    """Was ``seat``'s board on ``street`` worse than the bettor's (what a reader folds to)?"""
    k = min(street - 2, 4)  # upcards showing on that street (7th adds a down card)
    mine, theirs = ups.get(seat, ())[:k], ups.get(bettor, ())[:k]
    return bool(mine) and len(mine) == len(theirs) and board_rank(theirs) < board_rank(mine)
