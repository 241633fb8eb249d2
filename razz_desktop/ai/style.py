"""Playing styles: tight/loose and passive/aggressive shifts on top of any level."""

from __future__ import annotations

from dataclasses import dataclass


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
