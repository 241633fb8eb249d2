"""Progress per deck: what the drill window's chart and its readable summary show."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .decks import DrillDeck

__all__ = ["DayScore", "DeckSummary", "summaries"]


@dataclass(frozen=True, slots=True)
class DayScore:
    """A deck's answers on one day (UTC): how many, how many right."""

    deck: DrillDeck
    day: str  # YYYY-MM-DD
    right: int
    total: int

    @property
    def percent(self) -> float:
        return 100.0 * self.right / self.total if self.total else 0.0


@dataclass(frozen=True, slots=True)
class DeckSummary:
    deck: DrillDeck
    answered: int
    right: int
    last_day: DayScore


def summaries(scores: Iterable[DayScore]) -> list[DeckSummary]:
    """Each drilled deck's totals and its latest day, in the decks' order."""
    by_deck: dict[DrillDeck, list[DayScore]] = {}
    for s in scores:
        by_deck.setdefault(s.deck, []).append(s)
    out: list[DeckSummary] = []
    for deck in DrillDeck:
        days: Sequence[DayScore] = sorted(by_deck.get(deck, []), key=lambda s: s.day)
        if days:
            out.append(DeckSummary(deck, sum(d.total for d in days), sum(d.right for d in days), days[-1]))
    return out
