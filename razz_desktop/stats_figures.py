"""The statistics as plain data: what the ``stats`` command prints and the Statistics window draws.

Pure (numpy, no sqlite3, no Qt) so the window can receive these without
importing storage, where ``storage.stats.queries`` computes them: one function
computes each figure and both front ends print what it returned.
numpy is imported where a series is made or read, not with this module:
storage imports it (``facts.START_CLASSES``) on the way to the first painted
table, which needs no array (issue 19's launch time).
The definitions of every figure are in ``storage/facts.py``; ``DEFINITIONS``
below is the short form the window's help and the command's ``--help`` show.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

JSON_FIELDS = (
    "player", "hands", "vpip", "complete_3rd", "steal", "fold_to_steal", "wtsd", "wsd",
    "won_without_showdown", "net", "bb_per_100",
)
"""The keys of one player in ``stats --json``, in order (issue 14)."""

START_CLASSES: tuple[str, ...] = (
    "three to a 5", "to a 6", "to a 7", "to an 8", "to a 9-T", "a pair", "high card J+",
)
"""The starting classes by code, in the issue's order (``storage.coding.facts.start_class`` says which is which)."""

DOOR_RANKS = "A23456789TJQK"
"""Door card ranks by index (A=0 .. K=12)."""

DEFINITIONS: tuple[tuple[str, str], ...] = (
    ("hands", "hands dealt in."),
    ("vpip", "share of hands in which the player put chips in voluntarily on 3rd street: called the "
             "bring-in or more, completed, or raised. Posting the ante or the bring-in alone is not "
             "voluntary; a bring-in who completes, or calls a completion, is."),
    ("complete_3rd", "share of hands in which the player completed or raised on 3rd street."),
    ("steal", "share of the hands where the player had the chance (at its first decision on 3rd street "
              "nobody had completed and every door card still to act, the bring-in's included, ranked "
              "higher than the player's; an equal rank is not higher) in which the player completed."),
    ("fold_to_steal", "share of the hands where the player was the bring-in or still to act and faced "
                      "such a completion in which they folded."),
    ("wtsd", "share of the hands in which the player saw 4th street in which they reached showdown."),
    ("wsd", "share of the player's showdowns in which they won at least part of a pot."),
    ("won_without_showdown", "hands won with everyone else folded."),
    ("net", "chips won (+) or lost (-)."),
    ("bb_per_100", "net in big bets (of each hand's stakes) per 100 hands."),
)


@dataclass(frozen=True, slots=True)
class PlayerFigures:
    """One player's figures; the ``*_n`` counts are each share's denominator."""

    player: str
    hands: int
    vpip: float
    complete_3rd: float
    steal: float
    fold_to_steal: float
    wtsd: float
    wsd: float
    won_without_showdown: int
    net: int
    bb_per_100: float
    steal_chances: int = 0
    steals_faced: int = 0
    saw_fourth: int = 0
    showdowns: int = 0
    kind: str = "player"  # "player" (the human here), "computer" (a profile), "imported" (a name in files)

    def as_json(self) -> dict[str, object]:
        """The object ``stats --json`` prints for this player: exactly the issue's keys."""
        return {name: getattr(self, name) for name in JSON_FIELDS}


@dataclass(frozen=True, slots=True)
class Bucket:
    """Hands and result of one door card rank or one starting class."""

    key: int  # door: rank index A=0 .. K=12; class: code 0..6 (storage.coding.facts.START_CLASSES)
    hands: int
    net_bb: float

    @property
    def bb_per_100(self) -> float:
        return 100.0 * self.net_bb / self.hands if self.hands else 0.0


@dataclass(frozen=True, slots=True)
class PracticeFigures:
    """Graded decisions, per street (3..7) or per session."""

    key: int  # street number, or session id
    decisions: int
    mistakes: int  # mistakes and blunders
    blunders: int
    lost_bb: float  # big bets lost to decisions that were not good

    @property
    def mistakes_per_100(self) -> float:
        return 100.0 * self.mistakes / self.decisions if self.decisions else 0.0

    @property
    def blunders_per_100(self) -> float:
        return 100.0 * self.blunders / self.decisions if self.decisions else 0.0

    @property
    def lost_per_100(self) -> float:
        return 100.0 * self.lost_bb / self.decisions if self.decisions else 0.0


def _empty(dtype: str) -> np.ndarray:
    import numpy as np

    return np.zeros(0, dtype=dtype)


@dataclass(frozen=True, slots=True)
class ResultSeries:
    """One player's hands in the order played, as columns (for the charts)."""

    hand_ids: np.ndarray = field(default_factory=lambda: _empty("int64"))
    session_ids: np.ndarray = field(default_factory=lambda: _empty("int64"))
    net_bb: np.ndarray = field(default_factory=lambda: _empty("float64"))
    allin_bb: np.ndarray = field(default_factory=lambda: _empty("float64"))
    """The result adjusted to all-in equity where it was worked out (else equal to ``net_bb``)."""
    adjusted: int = 0  # hands whose result was adjusted

    @property
    def cumulative(self) -> np.ndarray:
        import numpy as np

        return np.cumsum(self.net_bb)

    @property
    def cumulative_allin(self) -> np.ndarray:
        import numpy as np

        return np.cumsum(self.allin_bb)

    def session_starts(self) -> np.ndarray:
        """Indices (0-based hand positions) where a new session begins."""
        if len(self.session_ids) == 0:
            return _empty("int64")
        import numpy as np

        change = np.flatnonzero(np.diff(self.session_ids) != 0) + 1
        return np.concatenate(([0], change)).astype(np.int64)


@dataclass(frozen=True, slots=True)
class SessionResult:
    session_id: int
    hands: int
    net_bb: float


@dataclass(frozen=True, slots=True)
class TournamentFigures:
    """The human's sit-and-gos: what ``storage.stats.tournaments`` counts from the stored results.

    Only tournaments played here to the end have a result; ``without_result``
    counts the others the hand log has hands of (imported ones, and any left
    unfinished), which no figure here includes.
    """

    played: int  # finished tournaments with the human in them
    finishes: tuple[tuple[int, int], ...]  # (place, how many times), best place first
    in_the_money: int  # finished within the places paid
    buy_ins: int  # chips paid to enter them (0: all play money)
    prizes: int  # chips won in them
    play_money: int  # of ``played``, those without a buy-in
    without_result: int

    @property
    def itm(self) -> float:
        """Share of the tournaments finished in the money (0 when none was played)."""
        return self.in_the_money / self.played if self.played else 0.0

    @property
    def roi(self) -> float | None:
        """(prizes - buy-ins) / buy-ins; None when nothing was paid to enter (play money)."""
        return (self.prizes - self.buy_ins) / self.buy_ins if self.buy_ins else None


NO_TOURNAMENTS = TournamentFigures(0, (), 0, 0, 0, 0, 0)


@dataclass(frozen=True, slots=True)
class StatsReport:
    """Everything the Statistics window shows, computed in one go off the GUI thread."""

    players: tuple[PlayerFigures, ...]
    player: str | None  # whose details follow (None: nobody has played yet)
    series: ResultSeries
    sessions: tuple[SessionResult, ...]
    by_door: tuple[Bucket, ...]
    by_class: tuple[Bucket, ...]
    practice_by_street: tuple[PracticeFigures, ...] = ()
    practice_by_session: tuple[PracticeFigures, ...] = ()
    millis: float = 0.0  # time the queries took
    tournaments: TournamentFigures = NO_TOURNAMENTS
