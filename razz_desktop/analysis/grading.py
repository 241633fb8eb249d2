"""The Coach's review of a hand already played: every decision of one seat graded after the fact.

Here, not in ``coach/``: the coach only ever sees views (DESIGN.md; a test keeps the engine's
mutators out of it), and this module deals the record again through a live ``engine.Hand``
to take those views.

Practice reviews grade the human's decisions from the hints computed while
he played. A hand imported from a site (PokerStars, Full Tilt, PHH) has no
hints, so this module makes them: the hand is dealt again through the engine
from its record (deck and actions), and at each action of the graded seat its
own frozen view (``Hand.view``: its cards, every upcard, the betting so far,
nothing more) is handed to :func:`coach.hints.make_hint`, exactly as the
practice controller hands the table's view. The review is then
:func:`coach.review.review_hand`'s, so an imported decision is graded with the
very thresholds and values of a practice one.

Why only the seat whose cards are known: an imported record holds stand-ins
(kings and queens nobody held) for the cards the file never showed. The graded
seat's view shows only its own down cards, which must be real; the caller
says which seat that is and checks its cards are known
(:func:`cards_known`). Opponents' stand-ins never reach a view.

Cheaper than a practice hint on purpose (:data:`ANALYSIS_TRIALS`): the review
reads only the action values, so the equity against random hands, which only
the Coach panel shows, is computed with a token number of deals. The values
themselves use the table's work budget and the spot's own seed, so a decision
graded here and the same spot at the table get the same values.
"""

from __future__ import annotations

from collections.abc import Sequence

from razz_desktop.engine.actions import ActionType, IllegalActionError
from razz_desktop.engine.cards import Card, CardError, Deck
from razz_desktop.engine.events import PlayerActed
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.record import HandRecord
from razz_desktop.engine.rewind import action_for
from razz_desktop.engine.rules import ConfigError
from razz_desktop.reviews import HandReview

__all__ = ["ANALYSIS_TRIALS", "AnalysisError", "analyse_record", "cards_known"]

ANALYSIS_TRIALS: int | None = None
"""Deals each decision's action values are estimated on: ``None`` is the practice hint's own work
budget (``coach.expert.hint_trials``), so an analysed hand is graded as a practice hand is."""
PANEL_ONLY_TRIALS = 50
"""Deals for the figures only the Coach panel shows (equity against random hands, likely hands)."""


class AnalysisError(ValueError):
    """The hand cannot be dealt again as recorded, so none of its decisions can be graded."""


def cards_known(seat_cards: Sequence[Card | None] | None, dealt: int) -> bool:
    """Whether the ``dealt`` cards a seat received are all real (no stand-in), as the file knows them.

    ``seat_cards``: the seat's cards in dealing order as the file knows them (None: never shown;
    the hand log pads them to seven).
    """
    known = tuple(seat_cards or ())[:dealt]
    return dealt > 0 and len(known) == dealt and all(c is not None for c in known)


def analyse_record(record: HandRecord, seat: int, *, trials: int | None = ANALYSIS_TRIALS,
                   hand_id: int | None = None) -> HandReview:
    """Every betting decision of ``seat`` in ``record`` graded by the Coach.

    ``hand_id`` (default: the record's) is the id the review and its decisions
    carry, the hand log's id for an imported hand. Raises AnalysisError when the
    record cannot be dealt again to its own end.
    """
    from razz_desktop.coach.hints import make_hint
    from razz_desktop.coach.review import review_hand

    if seat not in record.seats:
        raise AnalysisError(f"seat {seat} did not play hand #{record.hand_id}")
    try:
        engine = Hand(record.config, dict(record.starting_stacks), deck=Deck(record.deck),
                      hand_id=record.hand_id)
        engine.start()
    except (ConfigError, CardError) as exc:
        raise AnalysisError(f"hand #{record.hand_id} cannot be dealt again: {exc}") from exc
    hints = []
    for event in record.events:
        action = action_for(event, engine)
        if isinstance(event, PlayerActed) and event.seat == seat:
            view = engine.view(seat)
            if not set(view.legal_types()) <= {ActionType.SHOW, ActionType.MUCK}:
                try:
                    hints.append(make_hint(view, trials=trials, random_trials=PANEL_ONLY_TRIALS))
                except ValueError as exc:  # a spot the Coach refuses: the hand is told, not crashed
                    raise AnalysisError(f"hand #{record.hand_id}: the Coach cannot grade "
                                        f"'{event.describe()}': {exc}") from exc
        if action is None:
            continue
        try:
            engine.act(action)
        except IllegalActionError as exc:
            raise AnalysisError(f"hand #{record.hand_id}: '{event.describe()}' is not legal "
                                f"when dealt again ({exc})") from exc
    if not engine.finished:
        raise AnalysisError(f"hand #{record.hand_id}: the actions end before the hand does")
    review = review_hand(hints, engine.view(seat))
    if hand_id is None or hand_id == review.hand_id:
        return review
    from dataclasses import replace

    return replace(review, hand_id=hand_id,
                   decisions=tuple(replace(d, hand_id=hand_id) for d in review.decisions))
