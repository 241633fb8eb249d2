"""The reader replays every hand through the engine and refuses the first line it disagrees with."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from razz_desktop.engine import HandRecord
from razz_desktop.engine.actions import ActionType
from razz_desktop.engine.events import PlayerActed, PotAwarded
from razz_desktop.storage.formats.hhtext import (
    HandHistoryError,
    ParsedHand,
    hand_to_text,
    parse_hand_history,
    read_hand_histories,
)
from tests.engine.dealing import make_hand, play

from .hands import random_record, side_split_community_record
from .test_hhtext import STARS_FILES, histories, stored

CARDS = {1: "2c 3c 7d 8c 9c Tc 4c", 2: "2d 3d 6h 8d 9d Td 4d", 4: "2s 3s Ks 8s 9s Ts 4s"}


def scripted_text() -> str:
    """Chen brings in, You complete, Boris raises, all call; Boris bets 4th street
    (lowest board 8-6), Chen bets 5th street and both fold: 400 goes back."""
    hand = make_hand(CARDS)
    play(hand, "bring-in", "complete", "raise", "call", "call", "bet", "call", "call", "check", "bet", "fold", "fold")
    return hand_to_text(stored(hand.record))


def line_of(text: str, line: str) -> int:
    return text.splitlines().index(line) + 1


def refusal(text: str) -> HandHistoryError:
    with pytest.raises(HandHistoryError) as info:
        parse_hand_history(text)
    return info.value


def test_the_scripted_hand_reads() -> None:
    parsed = parse_hand_history(scripted_text())
    kinds = [a.type for a in parsed.actions[:3]]
    assert kinds == [ActionType.BRING_IN, ActionType.COMPLETE, ActionType.RAISE]
    assert parsed.uncalled == ((4, 400),) and parsed.collected == ((4, 1920, "pot"),)
    assert (parsed.ante, parsed.bring_in, parsed.rake) == (40, 50, 0)


# (the line as written, what it becomes (None: deleted), the line refused, words of the reason)
MUTATIONS = [
    ("You: calls 200", "You: calls 150", "You: calls 150", "engine allows Fold, Call 200"),
    ("Chen: brings in for 50", "Boris: brings in for 50", "Boris: brings in for 50",
     "seat 4 must bring in: the highest door card, Ks"),
    ("Boris: bets 200", "Chen: bets 200", "Chen: bets 200", "seat 2 must act first on 4th street"),
    ("Chen: calls 200", "You: calls 200", "You: calls 200", "it is seat 4's turn"),
    ("Boris: raises 200 to 400", "Boris: raises 250 to 400", "Boris: raises 250 to 400", "does not add up"),
    ("Boris: raises 200 to 400", "Boris: raises 400 to 600", "Boris: raises 400 to 600", "engine allows"),
    ("Chen: bets 400", "Chen: bets 400 and is all-in", "Chen: bets 400 and is all-in", "not all-in"),
    ("Boris: checks", "Boris: bets 200", "Boris: bets 200", "engine allows Check, Bet 400"),
    ("You: posts the ante 40", "You: posts the ante 30", "You: posts the ante 30", "the engine posts 40"),
    ("Total pot 1920 | Rake 0", "Total pot 1930 | Rake 0", "Total pot 1930 | Rake 0", "the total pot is 1930"),
    ("Chen collected 1920 from pot", "Chen collected 1900 from pot", "Total pot 1920 | Rake 0",
     "1900 collected and 0 rake"),
    ("Chen collected 1920 from pot", "Boris collected 1920 from pot", "Boris collected 1920 from pot",
     "the engine awards seat(s) [4]"),
    ("Uncalled bet (400) returned to Chen", None, "*** SUMMARY ***", "the engine returns an uncalled 400"),
    ("Uncalled bet (400) returned to Chen", "Uncalled bet (300) returned to Chen",
     "Uncalled bet (300) returned to Chen", "seat 4 gets 400 back"),
    ("Boris: folds", None, "*** SUMMARY ***", "the engine has seat 2 to act on 5th street"),
    ("Boris: folds", "Boris: folds\nChen: checks", "Chen: checks", "after the hand is over"),
    ("Dealt to Boris [6h 8d] [9d]", "Dealt to Boris [6h 8d] [9s]", "Dealt to Chen [Ks 8s] [9s]", "dealt twice"),
    ("Dealt to Chen [Ks]", "Dealt to Chen [5h]", "Chen: brings in for 50", "seat 1 must bring in"),
    ("*** 5th STREET ***", "*** 5th STREET *** [Kd]", "*** 5th STREET *** [Kd]", "community card"),
    ("*** SUMMARY ***", "*** SUMMARY ***\nSeat 4: Chen mucked [2s 3s Ks 8s 9s Ts]", "Seat 4: Chen mucked [2s 3s Ks 8s 9s Ts]",
     "is shown the card Ts of 6th street, but the hand ends on 5th street"),
    ("Boris: bets 200", "Boris: bets 200\nDealt to Boris [6h] [Ah]", "Dealt to Boris [6h] [Ah]",
     "gives seat 2 the card Ah where an earlier line showed 8d"),
    ("*** SUMMARY ***", "*** SUMMARY ***\nSeat 1: You mucked [2c 3c 7d 8c 9c Tc 4c]", "Seat 1: You mucked [2c 3c 7d 8c 9c Tc 4c]",
     "is shown the card Tc of 6th street, but folds on 5th street"),
    ("*** SUMMARY ***", "*** 6th STREET ***\n*** SUMMARY ***", "*** 6th STREET ***", "the engine to 5th street"),
    ("Total pot 1920 | Rake 0", "Rake 0", "*** SUMMARY ***", "no 'Total pot' summary line"),
    ("Total pot 1920 | Rake 0", "Total pot 1920 | Rake 2000", "Total pot 1920 | Rake 2000", "a rake of 2000"),
    ("Seat 4: Chen (10000 in chips)", "Seat 4: Chen (0 in chips)", "Seat 4: Chen (0 in chips)",
     "dealt in with no chips"),
    ("Chen collected 1920 from pot", "*** SHOW DOWN ***\nChen collected 1920 from pot", "*** SHOW DOWN ***",
     "the text has a showdown, the engine does not"),
]


@pytest.mark.parametrize(("old", "new", "refused", "why"), MUTATIONS, ids=[m[3] for m in MUTATIONS])
def test_a_line_the_engine_disagrees_with_is_refused_by_number(old: str, new: str | None, refused: str,
                                                               why: str) -> None:
    text = scripted_text()
    assert old + "\n" in text
    changed = text.replace(old + "\n", "" if new is None else new + "\n", 1)
    error = refusal(changed)
    assert why in error.reason, error
    lines = changed.splitlines()
    mutated_at = text[: text.index(old + "\n")].count("\n")
    # the refused line is the mutated one or a later one, or the summary for what is missing
    expected = lines.index(refused, mutated_at) if refused in lines[mutated_at:] else lines.index(refused)
    assert error.line == expected + 1, error
    assert error.hand_id == "77"
    assert str(error).startswith(f"line {error.line}, hand 77: ")


def test_stakes_no_table_plays_are_refused_on_the_header() -> None:
    text = scripted_text().replace("(200/400)", "(400/200)")
    error = refusal(text)
    assert error.line == 1 and "the big bet must be at least the small bet" in error.reason


def test_one_player_is_not_a_hand() -> None:
    text = "\n".join(line for line in scripted_text().splitlines() if "Boris" not in line and "Chen" not in line)
    error = refusal(text)
    assert "1 player(s) dealt in" in error.reason


def test_good_hands_around_a_bad_one_still_read() -> None:
    good = scripted_text()
    bad = good.replace("You: calls 200", "You: calls 150").replace("#77:", "#78:")
    results = read_hand_histories("\n".join([good, bad, good.replace("#77:", "#79:")]))
    assert [type(r) for r in results] == [ParsedHand, HandHistoryError, ParsedHand]
    error = results[1]
    assert isinstance(error, HandHistoryError) and error.hand_id == "78"
    assert error.line == len(good.splitlines()) + 1 + line_of(bad, "You: calls 150")


def test_the_replay_record_marks_stand_in_cards() -> None:
    parsed = parse_hand_history(scripted_text())
    known = dict(parsed.known_cards)
    record_cards = dict(parsed.record.cards)
    assert known[1][:5] == tuple(record_cards[1][:5])  # the human's cards are all in the text
    assert known[2][:2] == (None, None)  # Boris's hole cards are not
    assert all(c.rank_char in "KQJ" for c in record_cards[2][:2])  # stand-ins are the worst cards


def same_result(original: HandRecord, parsed: ParsedHand) -> None:
    replayed = parsed.record
    assert replayed.net == original.net
    assert replayed.pots == original.pots
    acted = [e for e in original.events if isinstance(e, PlayerActed)]
    assert [e for e in replayed.events if isinstance(e, PlayerActed)] == acted


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=1_000_000))
def test_every_exported_hand_replays_to_the_same_result(seed: int) -> None:
    """Whatever the random table did, its text replays to the same actions, pots and net."""
    record = random_record(seed)
    same_result(record, parse_hand_history(hand_to_text(stored(record))))


def test_side_pot_split_and_community_card_replay() -> None:
    record = side_split_community_record()
    parsed = parse_hand_history(hand_to_text(stored(record)))
    same_result(record, parsed)
    assert parsed.community_card == record.community_card
    assert len([e for e in parsed.record.events if isinstance(e, PotAwarded)]) == 2


def test_every_real_pokerstars_hand_replays() -> None:
    """All 29 PokerStars Razz hands of the corpus (manifest.csv): 9 cash, 19 home game, 1 tournament."""
    folder = histories()
    counts = []
    for name in STARS_FILES:
        hands = read_hand_histories((folder / name).read_text(encoding="utf-8"))
        assert all(isinstance(h, ParsedHand) for h in hands), [str(h) for h in hands]
        counts.append(len(hands))
        for h in hands:
            assert isinstance(h, ParsedHand)
            awarded = sum(e.amount for e in h.record.events if isinstance(e, PotAwarded))
            assert awarded == h.total_pot
            assert sum(c for _, c, _ in h.collected) + h.rake == h.total_pot
    assert counts == [9, 19, 1]


def test_real_raked_hand_accounts_for_the_rake() -> None:
    text = (histories() / STARS_FILES[0]).read_text(encoding="utf-8")
    first = read_hand_histories(text)[0]
    assert isinstance(first, ParsedHand)
    assert (first.total_pot, first.rake, first.collected) == (41, 2, ((8, 39, "pot"),))
    # the same hand with the rake left out no longer adds up
    error = read_hand_histories(text.replace("Rake $0.02", "Rake $0", 1))[0]
    assert isinstance(error, HandHistoryError) and "39 collected and 0 rake" in error.reason


def test_other_games_between_razz_hands_are_skipped_whole() -> None:
    razz = scripted_text()
    holdem = ("PokerStars Hand #5: Hold'em No Limit ($0.01/$0.02 USD) - 2013/06/01 10:00:00 ET\n"
              "Seat 1: You ($2 in chips)\nSeat 2: Boris ($2 in chips)\nYou: posts small blind $0.01\n"
              "Boris: raises 200 to 400\nYou: folds\n")
    hands = read_hand_histories("\n".join([razz, holdem, razz.replace("#77:", "#78:")]))
    assert [h.hand_number for h in hands if isinstance(h, ParsedHand)] == [77, 78]
    assert len(hands) == 2
