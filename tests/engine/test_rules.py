"""One or more tests per rule of RULES.md, with the seeds' worked examples."""

from __future__ import annotations

import pytest

from razz_desktop.engine import (
    Action,
    ActionType,
    ConfigError,
    GameConfig,
    Hand,
    HouseRules,
    IllegalActionError,
    Stakes,
)
from razz_desktop.engine.events import (
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    HandRevealed,
    PlayerActed,
    PotAwarded,
    ShowdownStarted,
    StreetStarted,
    UncalledBetReturned,
)
from razz_desktop.engine.messages import Note

from .dealing import make_hand, play


def codes(note: Note | None) -> list[str]:
    """The message codes an explanation holds (several notes are said one after the other)."""
    if note is None:
        return []
    if note.code == "several":
        return [n.code for n in note["notes"]]  # type: ignore[union-attr]
    return [note.code]

A = ActionType

# Four players with quiet cards; seat 4's king door brings in.
FOUR = {
    1: "2c 3c 7d 8c 9c Tc 4c",
    2: "2d 3d 6h 8d 9d Td 4d",
    3: "2h 3h 5s 8h 9h Th 4h",
    4: "2s 3s Ks 8s 9s Ts 4s",
}


def types(hand: Hand) -> list[ActionType]:
    return [la.type for la in hand.legal_actions()]


def acted(hand: Hand) -> list[PlayerActed]:
    return [e for e in hand.events if isinstance(e, PlayerActed)]


def of(hand: Hand, kind: type) -> list:
    return [e for e in hand.events if isinstance(e, kind)]


# ---------------------------------------------------------------- table, seats


@pytest.mark.parametrize("n", [1, 9])
def test_two_to_eight_players(n: int) -> None:
    with pytest.raises(ConfigError):
        Hand(GameConfig(), {s: 1000 for s in range(1, n + 1)} if n <= 8 else {s: 1000 for s in range(0, n)})


def test_seats_are_one_to_eight() -> None:
    with pytest.raises(ConfigError):
        Hand(GameConfig(), {0: 1000, 1: 1000})
    with pytest.raises(ConfigError):
        Hand(GameConfig(), {1: 1000, 9: 1000})


def test_dealing_starts_left_of_the_button_every_street() -> None:
    hand = make_hand({8: FOUR[1], 5: FOUR[2], 2: FOUR[3], 3: FOUR[4]})
    dealt = [e.seat for e in of(hand, CardDealt)]
    assert dealt == [2, 3, 5, 8] * 3
    downs = [e.face_up for e in of(hand, CardDealt)]
    assert downs == [False] * 8 + [True] * 4


# ------------------------------------------------------------------- bring-in


def test_highest_door_card_brings_in_king_is_high_ace_is_low() -> None:
    hand = make_hand({1: "2c 3c Ac", 2: "2d 3d Kd", 3: "2h 3h Qh"})
    assert hand.bring_in_seat == 2 and hand.to_act == 2
    hand = make_hand({1: "2c 3c Ac", 2: "3d 4d 2d"})
    assert hand.bring_in_seat == 2  # a deuce is higher than an ace in razz


def test_three_deuces_the_spade_brings_in_with_explanation() -> None:
    hand = make_hand({1: "Ac 3c 2d", 2: "Ad 3d 2h", 3: "Ah 3h 2s"})
    assert hand.bring_in_seat == 3
    note = of(hand, StreetStarted)[0].explanation
    # The engine gives the rule as data (the wording layer words it): the 2s brings
    # in, tied with the 2h and the 2d, which it beats by suit.
    assert note.code == "bring_in.highest" and note["seat"] == 3 and str(note["card"]) == "2s"
    assert [str(c) for c in note["beaten"]] == ["2h", "2d"]


def test_bring_in_player_may_bring_in_or_complete_but_not_fold() -> None:
    hand = make_hand(FOUR)
    legal = hand.legal_actions()
    assert [(la.type, la.amount) for la in legal] == [(A.BRING_IN, 50), (A.COMPLETE, 200)]
    before = hand.view(None)
    with pytest.raises(IllegalActionError, match="legal: Bring in 50, Complete to 200"):
        hand.act(Action(4, A.FOLD))
    assert hand.view(None) == before


def test_after_a_bare_bring_in_the_first_raise_is_the_completion() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in")
    assert hand.to_act == 1
    assert [(la.type, la.amount, la.to) for la in hand.legal_actions()] == [
        (A.FOLD, 0, 0), (A.CALL, 50, 50), (A.COMPLETE, 200, 200)]


def test_nobody_checks_on_third_street() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in")
    with pytest.raises(IllegalActionError):
        hand.act(Action(1, A.CHECK))


def test_everyone_calls_the_bring_in_and_the_round_ends_without_option() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in", "call", "call", "call")
    assert hand.street == 4
    assert [(e.seat, e.type) for e in acted(hand)] == [
        (4, A.BRING_IN), (1, A.CALL), (2, A.CALL), (3, A.CALL)]


# ------------------------------------------------------------- limits and cap


def test_small_bets_on_third_and_fourth_big_bets_from_fifth() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in", "call", "call", "call")
    assert hand.legal_actions()[-1].type is A.BET and hand.legal_actions()[-1].amount == 200
    play(hand, "check", "check", "check", "check")
    assert hand.street == 5
    assert hand.legal_actions()[-1].amount == 400
    play(hand, "check", "check", "check", "check", "check", "check", "check", "check")
    assert hand.street == 7
    assert hand.legal_actions()[-1].amount == 400


def test_cap_worked_example_bring_in_complete_and_three_raises() -> None:
    # RULES.md at $2/$4: bring-in 0.50, completed to 2, raised to 4, 6, 8 (capped).
    hand = make_hand(FOUR)
    play(hand, "bring-in", "complete", "raise", "raise", "raise")
    tos = [e.to for e in acted(hand)]
    assert tos == [50, 200, 400, 600, 800]
    assert codes(acted(hand)[-1].explanation) == ["capped"]
    assert hand.to_act == 1
    assert types(hand) == [A.FOLD, A.CALL]
    with pytest.raises(IllegalActionError, match="capped"):
        hand.act(Action(1, A.RAISE))


def test_cap_on_later_streets_is_one_bet_and_three_raises() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in", "call", "call", "call")
    play(hand, "bet", "raise", "raise", "raise")
    assert [e.to for e in acted(hand)[-4:]] == [200, 400, 600, 800]
    assert A.RAISE not in types(hand)


def test_house_rule_no_cap_heads_up() -> None:
    cards = {1: FOUR[1], 4: FOUR[4]}
    hand = make_hand(cards, rules=HouseRules(no_cap_heads_up=True))
    play(hand, "bring-in", "complete", "raise", "raise", "raise")
    assert A.RAISE in types(hand)
    play(hand, "raise")
    assert acted(hand)[-1].to == 1000
    capped = make_hand(cards)
    play(capped, "bring-in", "complete", "raise", "raise", "raise")
    assert A.RAISE not in types(capped)


def test_no_cap_heads_up_needs_exactly_two_players_left() -> None:
    hand = make_hand(FOUR, rules=HouseRules(no_cap_heads_up=True))
    play(hand, "bring-in", "complete", "raise", "raise", "raise")
    assert A.RAISE not in types(hand)  # four players still in


def test_house_rule_open_pair_allows_big_bet_on_fourth() -> None:
    cards = {1: "2c 3c 7d 7c", 2: "2d 3d 6h 8d", 4: "2s 3s Ks 8s"}
    hand = make_hand(cards, rules=HouseRules(open_pair_big_bet=True))
    play(hand, "bring-in", "call", "call")
    bets = [la for la in hand.legal_actions() if la.type is A.BET]
    assert [b.amount for b in bets] == [200, 400]
    hand.act(Action(hand.to_act, A.BET, 400))  # type: ignore[arg-type]
    raise_to = hand.legal_actions()[-1]
    assert raise_to.type is A.RAISE and raise_to.to == 800
    plain = make_hand(cards)
    play(plain, "bring-in", "call", "call")
    assert [la.amount for la in plain.legal_actions() if la.type is A.BET] == [200]


# -------------------------------------------------------------- who acts first


def test_lowest_board_acts_first_four_two_before_six_ace_before_three_three() -> None:
    cards = {1: "Kc Qc 6d Ac", 2: "Kd Qd 3h 3c", 3: "Kh Qh 4s 2c", 4: "Ks Qs Jc 9c"}
    hand = make_hand(cards)
    play(hand, "bring-in", "call", "call", "call")
    assert hand.to_act == 3  # 4-2
    play(hand, "bet", "fold")  # seat 3 bets, seat 4 folds
    play(hand, "call", "fold")  # seat 1 (6-A) calls, seat 2 (3-3) folds
    assert hand.street == 5


def test_equal_boards_the_seat_left_of_the_button_acts_first() -> None:
    cards = {2: "Kc Qc 4d 2c", 5: "Kd Qd 4h 2d", 7: "Kh Qh Js 9c"}
    hand = make_hand(cards)
    play(hand, "bring-in", "call", "call")
    assert hand.to_act == 2
    note = of(hand, StreetStarted)[-1].explanation
    assert note.code == "first_to_act" and note["seat"] == 2 and note["tied_with"] and note["by_suit"] == 0


def test_house_rule_board_ties_by_suit_lower_suit_of_highest_card_first() -> None:
    cards = {2: "Kc Qc 4h 2c", 5: "Kd Qd 4d 2d", 7: "Kh Qh Js 9c"}
    hand = make_hand(cards, rules=HouseRules(board_ties_by_suit=True))
    play(hand, "bring-in", "call", "call")
    assert hand.to_act == 5  # 4d beats 4h to act first (diamonds are lower)


def test_check_raise_is_allowed() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in", "call", "call", "call")
    first = hand.to_act
    play(hand, "check", "bet", "fold", "fold")
    assert hand.to_act == first
    assert A.RAISE in types(hand)
    play(hand, "raise")
    assert acted(hand)[-1].seat == first and acted(hand)[-1].type is A.RAISE


def test_action_by_the_wrong_seat_is_refused_unchanged() -> None:
    hand = make_hand(FOUR)
    events = hand.events
    with pytest.raises(IllegalActionError, match="seat 4's turn"):
        hand.act(Action(1, A.CALL))
    assert hand.events == events


# ------------------------------------------------------- 7th street, community


def test_seventh_card_is_dealt_face_down() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in", "call", "call", "call", *["check"] * 12)
    sevenths = [e for e in of(hand, CardDealt) if e.street == 7]
    assert len(sevenths) == 4 and not any(e.face_up for e in sevenths)


def test_community_card_when_eight_players_reach_seventh_street() -> None:
    from razz_desktop.engine.cards import CARDS

    # 48 distinct non-ace cards, 6 per seat: the deck keeps 4 cards for 8 players.
    pool = [str(c) for c in CARDS if str(c)[0] != "A"][:48]
    cards = {seat: " ".join(pool[(seat - 1) * 6:(seat) * 6]) for seat in range(1, 9)}
    hand = make_hand(cards, community="As")
    while hand.street < 7 or (hand.to_act is not None and hand.street == 7 and not of(hand, CommunityCardDealt)):
        la = hand.legal_actions()
        pick = next(x for x in la if x.type in (A.BRING_IN, A.CALL, A.CHECK))
        hand.act(Action(hand.to_act, pick.type))  # type: ignore[arg-type]
    community = of(hand, CommunityCardDealt)
    assert len(community) == 1 and str(community[0].card) == "As"
    note = community[0].explanation
    assert note.code == "community_card" and note["left"] == 4
    assert not [e for e in of(hand, CardDealt) if e.street == 7]
    while not hand.finished:
        hand.act(Action(hand.to_act, A.CHECK))  # type: ignore[arg-type]
    for r in hand.record.showdown:
        assert str(r.cards[-1]) == "As" and len(r.cards) == 7


# ----------------------------------------------------------------- hand's end


def test_all_fold_wins_at_once_uncalled_bet_returned_nothing_shown() -> None:
    hand = make_hand(FOUR)
    play(hand, "complete", "fold", "fold", "fold")
    assert hand.finished and hand.street == 3
    returned = of(hand, UncalledBetReturned)
    assert [(e.seat, e.amount) for e in returned] == [(4, 200)]
    assert not of(hand, HandRevealed)
    award = of(hand, PotAwarded)[0]
    assert award.shares == ((4, 160),) and award.hand_name is None
    assert dict(hand.record.net) == {1: -40, 2: -40, 3: -40, 4: 120}
    assert len(of(hand, CardDealt)) == 12  # no more cards


def test_showdown_last_aggressor_of_the_river_shows_first_then_clockwise() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in", "call", "call", "call", *["check"] * 12)
    assert hand.street == 7
    first = hand.to_act
    play(hand, "check", "bet", "call", "call", "call")
    bettor = acted(hand)[-4].seat
    sd = of(hand, ShowdownStarted)[0]
    assert sd.order[0] == bettor and first is not None
    seats = list(hand.seats)
    i = seats.index(bettor)
    assert list(sd.order) == seats[i:] + seats[:i]


def test_showdown_checked_river_goes_back_to_last_aggressor_bring_in_counts() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in", "call", "call", "call", *["check"] * 16)
    sd = of(hand, ShowdownStarted)[0]
    assert sd.order[0] == 4  # the bring-in was the only bet
    reason = sd.explanation["reason"]
    assert sd.explanation.code == "showdown_order" and isinstance(reason, Note)
    assert reason.code == "showdown.checked_through" and reason["street"] == 3


def test_showdown_aggressor_folded_next_player_to_the_left_first() -> None:
    hand = make_hand(FOUR)
    play(hand, "bring-in", "call", "call", "call")  # 4th street: check around then bet on 5th
    play(hand, *["check"] * 4)
    # 5th: first player bets, others call; 6th: checked; 7th: checked; showdown starts with the bettor
    play(hand, "bet", "call", "call", "call", *["check"] * 8)
    bettor = [e for e in acted(hand) if e.street == 5 and e.type is A.BET][0].seat
    assert of(hand, ShowdownStarted)[0].order[0] == bettor


def test_loser_mucks_automatically_by_default_and_record_keeps_the_cards() -> None:
    cards = {1: "Kc Qc Jc Tc 9c 8c 7c", 4: "As 2s Ks 3s 4s 5s 6s"}
    hand = make_hand(cards)
    play(hand, "bring-in", "call", *["check"] * 8)
    reveals = {e.seat: e for e in of(hand, HandRevealed)}
    assert reveals[4].shown and reveals[4].name == "wheel"
    assert not reveals[1].shown and len(reveals[1].cards) == 7
    assert reveals[1].name == "J-T-9-8-7"


def test_house_rule_auto_muck_off_asks_the_loser_to_show_or_muck() -> None:
    cards = {1: "Kc Qc Jc Tc 9c 8c 7c", 4: "As 2s Ks 3s 4s 5s 6s"}
    hand = make_hand(cards, rules=HouseRules(auto_muck=False))
    play(hand, "bring-in", "call", *["check"] * 8)
    assert not hand.finished
    assert hand.to_act == 1 and types(hand) == [A.SHOW, A.MUCK]
    play(hand, "show")
    assert hand.finished
    assert all(e.shown for e in of(hand, HandRevealed))


# ----------------------------------------------------------- all-in and pots


def test_all_in_player_can_win_only_the_main_pot() -> None:
    # Seat 1 (the best hand) is all-in for 240 on 3rd street.
    cards = {1: "As 2s 7c 3s 4s 5s 6s", 2: "Kc Qc 8c Jc Tc 9c 6c", 3: "Kd Qd 8d Jd Td 9d 7d",
             4: "Kh Qh Ks Jh Th 9h 5h"}
    stacks = {1: 240, 2: 10_000, 3: 10_000, 4: 10_000}
    hand = make_hand(cards, stacks=stacks)
    play(hand, "bring-in", "complete", "raise", "call", "call")
    assert hand.view(None).seat(1).all_in
    # 4th street onwards: seats 2, 3, 4 check it down
    while not hand.finished:
        la = types(hand)
        hand.act(Action(hand.to_act, A.CHECK if A.CHECK in la else A.CALL))  # type: ignore[arg-type]
    awards = of(hand, PotAwarded)
    main, side = awards
    assert main.eligible == (1, 2, 3, 4) and main.shares == ((1, 4 * 240),)
    assert side.eligible == (2, 3, 4)
    assert side.shares[0][0] == 2  # J-T-9-8-6 beats J-T-9-8-7 and Q-J-T-9-5
    assert sum(dict(hand.record.net).values()) == 0


def test_split_pot_odd_chip_goes_left_of_the_button_first() -> None:
    cards = {2: "As 2s 7c 3s 4s Kc Kd", 5: "Ac 2c Qs 3c 4c 7d Ks", 7: "Jd Jh Js"}
    stakes = Stakes(small_bet=200, big_bet=400, ante=11, bring_in=50)
    hand = make_hand(cards, stakes=stakes)
    play(hand, "bring-in", "fold", "call")  # seat 5 brings in, seat 7 folds, seat 2 calls
    while not hand.finished:
        hand.act(Action(hand.to_act, A.CHECK))  # type: ignore[arg-type]
    award = of(hand, PotAwarded)[0]
    assert award.amount == 3 * 11 + 2 * 50
    assert award.hand_name == "7-4-3-2-A"
    assert award.shares == ((2, 67), (5, 66))
    assert award.explanation == Note.of("odd_chips", seats=(2,), by_suit=0)


def test_house_rule_odd_chip_to_lowest_card_by_suit() -> None:
    cards = {2: "Ad 2s 7c 3s 4s Kc Kd", 5: "Ac 2c Qs 3c 4c 7d Ks", 7: "Jd Jh Js"}
    stakes = Stakes(small_bet=200, big_bet=400, ante=11, bring_in=50)
    hand = make_hand(cards, stakes=stakes, rules=HouseRules(odd_chip_by_suit=True))
    play(hand, "bring-in", "fold", "call")
    while not hand.finished:
        hand.act(Action(hand.to_act, A.CHECK))  # type: ignore[arg-type]
    award = of(hand, PotAwarded)[0]
    assert award.shares == ((5, 67), (2, 66))  # Ac is lower by suit than Ad
    assert award.explanation == Note.of("odd_chips", seats=(5,), by_suit=1)


def test_short_ante_posts_what_it_has_and_is_all_in() -> None:
    hand = make_hand(FOUR, stacks={1: 25, 2: 10_000, 3: 10_000, 4: 10_000})
    antes = {e.seat: e for e in of(hand, AntePosted)}
    assert antes[1].amount == 25 and antes[1].all_in
    assert hand.view(None).seat(1).all_in


def test_bring_in_passes_left_when_the_high_card_is_all_in_on_the_ante() -> None:
    hand = make_hand(FOUR, stacks={1: 10_000, 2: 10_000, 3: 10_000, 4: 40})
    assert hand.bring_in_seat == 1
    note = of(hand, StreetStarted)[0].explanation
    assert note.code == "bring_in.passed" and note["seat"] == 1


def test_short_bring_in_posts_what_it_has() -> None:
    hand = make_hand(FOUR, stacks={1: 10_000, 2: 10_000, 3: 10_000, 4: 70})
    assert [(la.type, la.amount, la.all_in) for la in hand.legal_actions()] == [(A.BRING_IN, 30, True)]
    play(hand, "bring-in")
    assert [(la.type, la.amount) for la in hand.legal_actions()] == [
        (A.FOLD, 0), (A.CALL, 30), (A.COMPLETE, 200)]


def test_no_betting_when_all_but_one_are_all_in_hands_shown() -> None:
    cards = {1: "Kc Qc Jc Tc 9c 8c 7c", 4: "As 2s Ks 3s 4s 5s 6s"}
    hand = make_hand(cards, stacks={1: 40, 4: 10_000})
    assert hand.finished
    assert all(e.first_to_act is None for e in of(hand, StreetStarted))
    assert all(e.shown for e in of(hand, HandRevealed))
    assert dict(hand.record.net) == {1: -40, 4: 40}


# ------------------------------------------------------------ half-bet rule


def _fourth_street_with_short_stack(short_total: int) -> Hand:
    """Seats 1, 2, 4 on 4th street; seat 2 has ``short_total`` chips behind."""
    cards = {1: "2c 3c 7d 4c", 2: "2d 3d 9h 8d", 4: "2s 3s Ks 9s"}
    stacks = {1: 10_000, 2: 40 + 50 + short_total, 4: 10_000}
    hand = make_hand(cards, stacks=stacks)
    play(hand, "bring-in", "call", "call")
    assert hand.street == 4 and hand.to_act == 1  # 7-4 acts first
    return hand


def test_half_bet_rule_less_than_half_earlier_actor_may_only_call_or_fold() -> None:
    hand = _fourth_street_with_short_stack(250)  # seat 2 can raise only 50 over a 200 bet
    play(hand, "bet")  # seat 1 bets 200
    play(hand, "raise")  # seat 2 all-in for 250: adds 50 < 100
    last = acted(hand)[-1]
    assert last.all_in and last.to == 250 and codes(last.explanation) == ["short_all_in.short"]
    # seat 4 had not acted: may call 250 or complete the raise to 400
    assert hand.to_act == 4
    legal = {la.type: la for la in hand.legal_actions()}
    assert legal[A.CALL].amount == 250 and legal[A.RAISE].to == 400
    play(hand, "call")
    # seat 1 already acted: only call or fold
    assert hand.to_act == 1 and types(hand) == [A.FOLD, A.CALL]


def test_half_bet_rule_at_least_half_reopens_the_betting() -> None:
    hand = _fourth_street_with_short_stack(300)  # adds 100 = half a bet
    play(hand, "bet", "raise")
    last = acted(hand)[-1]
    assert last.to == 300 and "short_all_in.full" in codes(last.explanation)
    play(hand, "call")  # seat 4
    assert hand.to_act == 1 and A.RAISE in types(hand)
    assert hand.legal_actions()[-1].to == 500


def test_third_street_all_in_between_bring_in_and_completion() -> None:
    cards = {1: "2c 3c 7d", 2: "2d 3d 9h", 4: "2s 3s Ks"}
    hand = make_hand(cards, stacks={1: 10_000, 2: 40 + 100, 4: 10_000})
    play(hand, "bring-in", "complete")  # seat 1 completes to 200
    play(hand, "call")  # seat 2 all-in call for 100
    assert acted(hand)[-1].all_in and acted(hand)[-1].amount == 100
    hand2 = make_hand({1: "2c 3c 7d", 2: "2d 3d 9h", 4: "2s 3s Ks"}, stacks={1: 40 + 80, 2: 10_000, 4: 10_000})
    play(hand2, "bring-in", "complete")  # seat 1 all-in for 80: adds 30 < 75 over the bring-in
    assert acted(hand2)[-1].to == 80 and codes(acted(hand2)[-1].explanation) == ["short_all_in.short"]
    legal = {la.type: la for la in hand2.legal_actions()}
    assert legal[A.CALL].amount == 80 and legal[A.COMPLETE].to == 200
    play(hand2, "call", "call")  # seat 2 calls, seat 4 (bring-in) may only call or fold
    assert hand2.street == 4


def test_illegal_action_error_says_what_was_tried_and_what_is_legal() -> None:
    hand = make_hand(FOUR)
    with pytest.raises(IllegalActionError) as info:
        hand.act(Action(4, A.RAISE))
    msg = str(info.value)
    assert "seat 4 tried to raise" in msg and "Bring in 50" in msg


def test_finished_hand_refuses_actions() -> None:
    hand = make_hand(FOUR)
    play(hand, "complete", "fold", "fold", "fold")
    with pytest.raises(IllegalActionError, match="hand is over"):
        hand.act(Action(4, A.CHECK))


def test_own_hole_cards_are_known_but_stay_face_down_in_the_view() -> None:
    hand = make_hand(FOUR)
    me = hand.view(1).seat(1)
    assert [str(c) for c in me.down_cards] == ["2c", "3c"]
    assert [str(c) for c in me.up_cards] == ["7d"]
    other = hand.view(1).seat(2)
    assert other.down_cards == () and [str(c) for c in other.up_cards] == ["6h"]
