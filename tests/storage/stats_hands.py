"""Four hands built card by card for the statistics tests, each covering clauses of issue 14.

Counted by hand (seat: what it did), the tests compare the figures with these:

1. ``steal_hand``: 2d (seat 1) steals against the bring-in's Ks after 9d and 5d fold;
   the bring-in folds to the steal.
2. ``completion_without_chance``: 5d (seat 4) completes with 2d (seat 1) still to act:
   no chance, no steal; seat 1 and the bring-in fold.
3. ``bring_in_completes_split``: the bring-in (seat 1, Qs) completes, seat 2 calls, seat 3
   folds; both make the wheel: split pot at showdown.
4. ``steal_after_limp``: seat 2 (2h) limps with a chance, seat 3 (8s) completes (a steal:
   only the bring-in's Kd to act), the bring-in calls it, seat 2 calls; seat 2's wheel
   beats seat 3 and seat 1 at showdown.
"""

from __future__ import annotations

from dataclasses import replace

from razz_desktop.engine import HandRecord
from razz_desktop.records import SeatPlayer
from tests.engine.dealing import make_hand, play


def _check_down(h) -> HandRecord:
    while not h.finished:
        play(h, "check")
    return h.record


def steal_hand() -> HandRecord:
    h = make_hand({1: "3c 4c 2d", 2: "5c 6c Ks", 3: "7c 8c 9d", 4: "Tc Jc 5d"})
    play(h, "bring-in", "fold", "fold", "complete", "fold")
    return h.record


def completion_without_chance() -> HandRecord:
    h = make_hand({1: "3c 4c 2d", 2: "5c 6c Ks", 3: "7c 8c 9d", 4: "Tc Jc 5d"})
    play(h, "bring-in", "fold", "complete", "fold", "fold")
    return h.record


def bring_in_completes_split() -> HandRecord:
    h = make_hand({1: "Ac 2c Qs 3c 4c 5c Kc", 2: "Ad 2d 3d 4d 5d Kd Qd", 3: "7h 8h 4h"})
    play(h, "complete", "call", "fold")
    return _check_down(h)


def steal_after_limp() -> HandRecord:
    h = make_hand({1: "Qc Jc Kd 9c 9h 9s Td", 2: "Ac 3c 2h 4h 5h 6h 7h", 3: "6d 7d 8s 2s 3s 4s 5s"})
    play(h, "bring-in", "call", "complete", "call", "call")
    return _check_down(h)


PLAYERS = {
    1: SeatPlayer(1, "You", True),
    2: SeatPlayer(2, "Ada", False, "regular"),
    3: SeatPlayer(3, "Boris", False, "strong"),
    4: SeatPlayer(4, "Chen", False, "regular"),
}


def players(record: HandRecord) -> list[SeatPlayer]:
    return [PLAYERS[s] for s in record.seats]


def all_hands() -> list[HandRecord]:
    """The four hands, numbered 1..4 (a session holds each number once)."""
    hands = [steal_hand(), completion_without_chance(), bring_in_completes_split(), steal_after_limp()]
    return [replace(r, hand_id=k) for k, r in enumerate(hands, 1)]
