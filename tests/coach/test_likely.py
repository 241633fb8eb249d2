"""The Likely hands view: each opponent's weighted deals sorted as a Razz player sorts a range."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from razz_desktop.coach.hints import make_hint
from razz_desktop.coach.likely import KINDS, classify
from razz_desktop.engine.cards import parse_cards
from razz_desktop.ui.wording.coach import likely_range, likely_text
from tests.ai.test_lookahead import random_spot
from tests.engine.dealing import make_hand, play

from . import spots
from .english import english


def kind_of(text: str) -> str:
    row = np.array([[int(c) for c in parse_cards(text)]], dtype=np.int8)
    return KINDS[int(classify(row)[0])]


@pytest.mark.parametrize(("held", "kind"), [
    ("Ac 2d 3h", "draw6"),
    ("7c 2d 3h", "draw7"),
    ("8c 2d 3h", "draw8"),
    ("Kc 2d 3h", "high"),
    ("2c 2d 3h", "pair"),
    ("Ac 2d 3h 7s", "draw7"),
    ("Ac 2d 3h 4s 6c", "made7"),
    ("Ac 2d 3h 4s 8c Kd", "made8"),
    ("Ac 2d 3h 4s 9c", "made9"),
    ("Ac 2d 3h 7s Tc", "draw7"),  # a made T-low on 5th is read as four to a 7
    ("Ac 2d 3h Tc Kc", "bricked"),
    ("Ac 2d 3h 4s Tc Td Kd", "made10"),
    ("Ac 2d 3h 3s Kc Kd 2s", "made10"),  # no low at all on 7th
    ("Ac 2d 5h Kc", "high"),
    ("Ac 2d 5h 5c", "pair"),
])
def test_each_hand_is_sorted_by_its_kind(held: str, kind: str) -> None:
    assert kind_of(held) == kind


def test_the_shares_add_up_and_the_text_names_them() -> None:
    hint = make_hint(spots.a23_start())
    assert len(hint.likely_hands) == hint.opponents
    for read in hint.likely_hands:
        assert sum(v for _, v in read.shares) == pytest.approx(1.0)
        assert [v for _, v in read.shares] == sorted((v for _, v in read.shares), reverse=True)
        assert 0.0 <= read.equity <= 1.0
        text = likely_text(read)
        assert text.startswith(f"Seat {read.seat}, ")
        assert text.endswith("against these hands")
    english(None)  # the English plural forms installed, as the panel's tests have them


def test_heads_up_on_seventh_the_read_is_the_likely_equity() -> None:
    """One opponent, exact: the equity against his read is the 'vs likely hands' figure."""
    hint = make_hint(spots.heads_up_seventh())
    (read,) = hint.likely_hands
    assert hint.vs_likely.exact
    assert read.equity == pytest.approx(hint.vs_likely.equity, abs=0.01)


def test_a_made_seven_on_sixth_is_ahead_of_a_king_high_board() -> None:
    hint = make_hint(spots.made_seven_on_sixth())
    (read,) = hint.likely_hands
    # K-9-4-2 showing on 6th: at best a 9-low; else a draw or bricked.
    assert read.share("made7") == read.share("made8") == 0.0
    assert read.equity > 0.9
    assert read.share("made9") + read.share("draw6") + read.share("draw7") + read.share("draw8") + \
        read.share("bricked") == pytest.approx(1.0)
    assert likely_range(read)


def test_a_completer_reads_stronger_than_a_caller() -> None:
    """The reading weighs the betting: a completion from a low door is read as more low
    draws (and fewer high-card hands) than the same door that only limped."""
    cards = {1: "Ac 3d 2h", 2: "8c 7d 6s", 3: "Jc Qd Kd"}
    completed = make_hand(cards)
    play(completed, "bring-in", "complete")
    limped = make_hand(cards)
    play(limped, "bring-in", "call")
    strong = next(r for r in make_hint(completed.view(2)).likely_hands if r.seat == 1)
    weak = next(r for r in make_hint(limped.view(2)).likely_hands if r.seat == 1)
    assert strong.share("high") < weak.share("high")


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), decisions=st.integers(1, 14))
def test_heads_up_the_likely_hands_figure_is_the_vs_likely_figure(seed: int, decisions: int) -> None:
    """One opponent: "you: 36%" under Likely hands and "vs likely hands 36%" are one number."""
    view = random_spot(seed, 2, decisions)
    assume(view is not None)
    hint = make_hint(view)
    assert len(hint.likely_hands) == 1
    assert hint.likely_hands[0].equity == pytest.approx(hint.vs_likely.equity, abs=1e-9)
