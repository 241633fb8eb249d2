"""Every bad input gets a HandHistoryError naming its line, in work linear in its size.

The inputs are the ones that escaped before (issue 12): an empty board, a
number with thousands of digits, an ante of a million digits, a header with
thousands of "Razz (", thousands of seat lines and actions. Linearity is
checked without a clock: the Python lines the reader (and the engine it
replays with) executes are counted for an input of size n and of size 4n.
Wall-clock figures are in benchmarks/bench_import.py.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import razz_desktop
from razz_desktop.storage.formats.hhtext import (
    MAX_DIGITS,
    MAX_LINE_CHARS,
    MAX_LINES_PER_HAND,
    MAX_SEATS,
    HandHistoryError,
    hand_to_text,
    parse_hand_histories,
    read_hand_histories,
)

from .hands import random_record
from .test_hhtext import stored

HEADER = "PokerStars Hand #1:  Razz Limit (200/400) - 2024/05/01 14:30:05 ET"
TWO_SEATS = "Seat 1: Ada (10000 in chips)\nSeat 2: Bo (10000 in chips)"
THIRD = "Ada: posts the ante 40\nBo: posts the ante 40\n*** 3rd STREET ***\nDealt to Ada [Kc]\nDealt to Bo [2d]"


def refused(text: str) -> HandHistoryError:
    results = read_hand_histories(text)
    assert len(results) == 1
    error = results[0]
    assert isinstance(error, HandHistoryError), error
    return error


def good_text(seed: int = 5) -> str:
    return hand_to_text(stored(random_record(seed), hand_id=1000 + seed))


def test_an_empty_board_in_the_summary() -> None:
    text = good_text().replace("*** SUMMARY ***\n", "*** SUMMARY ***\nBoard []\n")
    error = refused(text)
    assert error.line == text.splitlines().index("Board []") + 1
    assert "the Board line must name one card, not 0" in error.reason


def test_an_empty_river_card() -> None:
    text = f"{HEADER}\n{TWO_SEATS}\n{THIRD}\n*** RIVER *** [ ]\n"
    error = refused(text)
    assert error.line == 9 and "the community card must name one card, not 0" in error.reason


@pytest.mark.parametrize("digits", [MAX_DIGITS + 1, 4_301, MAX_LINE_CHARS - 100])
def test_a_hand_id_with_too_many_digits(digits: int) -> None:
    error = refused(HEADER.replace("#1:", "#" + "7" * digits + ":") + "\n" + TWO_SEATS + "\n")
    assert error.line == 1 and error.hand_id is None
    if digits + 70 > MAX_LINE_CHARS:  # the line-length limit answers before the number is looked at
        assert f"characters long; the reader takes lines of at most {MAX_LINE_CHARS:,}" in error.reason
    else:
        assert f"the hand id has {digits:,} digits; the reader takes at most {MAX_DIGITS}" in error.reason


@pytest.mark.parametrize("digits", [3, 4_301])
def test_a_seat_number_with_too_many_digits(digits: int) -> None:
    error = refused(f"{HEADER}\nSeat {'1' * digits}: Ada (100 in chips)\n")
    assert error.line == 2
    expected = "does not exist: seats are 1 to 8" if digits <= MAX_DIGITS else f"at most {MAX_LINE_CHARS:,}"
    assert expected in error.reason


def test_an_ante_with_a_million_digits_is_refused_by_its_length() -> None:
    error = refused(f"{HEADER}\n{TWO_SEATS}\nAda: posts the ante {'1' * 1_000_000}\n")
    assert error.line == 4
    assert f"1,000,020 characters long; the reader takes lines of at most {MAX_LINE_CHARS:,}" in error.reason


@pytest.mark.parametrize("where", ["ante", "stack", "stakes", "uncalled"])
def test_an_amount_with_too_many_digits(where: str) -> None:
    big = "9" * (MAX_DIGITS + 1)
    text = good_text()
    if where == "ante":
        line = next(x for x in text.splitlines() if ": posts the ante " in x)
        text = text.replace(line, line.rsplit(" ", 1)[0] + " " + big, 1)
    elif where == "stack":
        text = text.replace("(10000 in chips)", f"({big} in chips)", 1)
    elif where == "stakes":
        text = text.replace("(200/400)", f"(200/{big})", 1)
    else:
        text = text.replace("*** SUMMARY ***", f"Uncalled bet ({big}) returned to You\n*** SUMMARY ***")
    error = refused(text)
    assert f"has more than {MAX_DIGITS} digits; the reader takes at most {MAX_DIGITS}" in error.reason
    assert big[:20] not in str(error)[60:]  # the number is cut short in the message


def test_amounts_that_are_not_whole_chips() -> None:
    text = good_text().replace("posts the ante 40", "posts the ante 40.5", 1)
    assert "is not a whole number of chips" in refused(text).reason


@pytest.mark.parametrize("repeats", [300, 8_000])
def test_a_header_repeating_razz(repeats: int) -> None:
    error = refused("PokerStars Hand #1: " + "Razz (" * repeats + "\n" + TWO_SEATS + "\n")
    assert error.line == 1
    if 20 + 6 * repeats > MAX_LINE_CHARS:
        assert "the header is" in error.reason and f"at most {MAX_LINE_CHARS:,}" in error.reason
    else:
        assert "the header names no Razz stakes" in error.reason


def test_too_many_seat_lines() -> None:
    seats = "".join(f"Seat {1 + i % 8}: P{i} (100 in chips)\n" for i in range(8_000))
    acts = "".join(f"P{i}: folds\n" for i in range(8_000))
    error = refused(f"{HEADER}\n{seats}{acts}")
    assert error.line == 10 and f"more than {MAX_SEATS} seat lines" in error.reason
    twice = "".join(f"Seat {1 + i % 2}: P{i} (100 in chips)\n" for i in range(3))
    error = refused(f"{HEADER}\n{twice}")
    assert error.line == 4 and "seat 1 is listed twice" in error.reason
    nine = "".join(f"Seat {i}: P{i} (100 in chips)\n" for i in range(1, 10))
    error = refused(f"{HEADER}\n{nine}")
    assert error.line == 10 and f"more than {MAX_SEATS} seat lines" in error.reason


def test_too_many_lines_in_one_hand() -> None:
    text = good_text() + "You said, \"gg\"\n" * 5_000
    error = refused(text)
    assert error.line == MAX_LINES_PER_HAND + 1
    assert f"more than {MAX_LINES_PER_HAND:,} lines" in error.reason


def test_a_truncated_hand() -> None:
    text = good_text()
    cut = text[: text.index("*** SUMMARY ***")]
    error = refused(cut)
    assert "no 'Total pot' summary line" in error.reason or "the text ends" in error.reason


@pytest.mark.parametrize("junk", ["\x00\x01\x02binary", "PokerStars Hand #", "Seat 1: x (", "*** RIVER *** [Zz]"])
def test_junk_never_escapes_as_another_error(junk: str) -> None:
    for text in (junk * 50, good_text() + junk, good_text().replace("*** 3rd STREET ***", junk, 1)):
        try:
            parse_hand_histories(text)
        except HandHistoryError as exc:
            assert exc.line is not None or "expected one" in str(exc)


# ------------------------------------------------------------------ linear work, counted


def lines_executed(read: Callable[[], Any]) -> int:
    """Python lines run inside razz_desktop while ``read`` runs (a clock-free cost)."""
    package = str(Path(razz_desktop.__file__).parent)
    count = 0

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal count
        if not frame.f_code.co_filename.startswith(package):
            return None
        if event == "line":
            count += 1
        return tracer

    old = sys.gettrace()
    sys.settrace(tracer)
    try:
        read()
    finally:
        sys.settrace(old)
    return count


def many_hands(n: int) -> str:
    return "\n".join(good_text(seed) for seed in range(n))


def chat_lines(n: int) -> str:
    return good_text().replace("*** 3rd STREET ***", "*** 3rd STREET ***\n" + "Bo said, \"hi\"\n" * n, 1)


def seat_lines(n: int) -> str:
    return HEADER + "\n" + "".join(f"Seat {1 + i % 8}: P{i} (100 in chips)\n" for i in range(n)) + "P0: folds\n" * n


def junk_lines(n: int) -> str:
    return good_text() + "Ada: posts the ante 40\n" * n


def long_line(n: int) -> str:
    return HEADER + "\n" + TWO_SEATS + "\nAda: posts the ante " + "1" * n + "\n"


def many_digits(n: int) -> str:
    return HEADER.replace("#1:", "#" + "9" * n + ":")


@pytest.mark.parametrize(("build", "n"), [
    (many_hands, 3), (chat_lines, 200), (seat_lines, 2_000), (junk_lines, 400), (long_line, 50_000),
    (many_digits, 50_000),
], ids=["hands", "chat", "seat lines", "lines after a hand", "long line", "digits"])
def test_reading_work_grows_linearly(build: Callable[[int], str], n: int) -> None:
    """Four times the input costs at most about four times the work (quadratic would be 16)."""
    small = lines_executed(lambda: read_hand_histories(build(n)))
    large = lines_executed(lambda: read_hand_histories(build(4 * n)))
    assert large <= 4.5 * small + 200, (small, large)


# ------------------------------------------------------------------ any damage is answered


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 200), edits=st.lists(
    st.tuples(st.sampled_from(["drop", "repeat", "swap", "digit", "cut", "char"]), st.integers(0, 10_000),
              st.sampled_from(list("0123456789$.,[] :*#\x00\ufeffKsAx"))), min_size=1, max_size=4))
def test_any_damage_to_a_hand_is_read_or_refused_by_line(seed: int, edits: list[tuple[str, int, str]]) -> None:
    """Lines dropped, repeated or swapped, characters changed: the reader either reads
    the text (and then the engine agreed with every line) or names the line it refuses."""
    lines = good_text(seed).splitlines()
    for kind, where, char in edits:
        i = where % len(lines)
        if kind == "drop" and len(lines) > 1:
            del lines[i]
        elif kind == "repeat":
            lines.insert(i, lines[i])
        elif kind == "swap" and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif kind == "cut":
            lines = lines[: i + 1]
        else:
            line = lines[i]
            positions = [k for k, c in enumerate(line) if c.isdigit()] if kind == "digit" else range(len(line))
            if positions:
                k = positions[where % len(positions)]
                lines[i] = line[:k] + char + line[k + 1:]
    text = "\n".join(lines) + "\n"
    for result in read_hand_histories(text):
        if isinstance(result, HandHistoryError):
            assert result.line is not None and 1 <= result.line <= len(lines), result
