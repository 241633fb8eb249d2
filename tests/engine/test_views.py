"""Per-seat views and censored events: what one seat may know, and nothing more.

The UI and the bots see the hand only through ``Hand.view(seat)`` and
``censor_event``. RULES.md ("Information"): a player sees their own hole
cards, every upcard on the table, and nothing else. These tests pin down the
content of a view on concrete deals: own cards, other seats' placeholders,
dead cards, pots, bets, limits and the legal list.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

import pytest

from razz_desktop.engine import (
    CARDS,
    Action,
    ActionType,
    Card,
    Deck,
    GameConfig,
    Hand,
    HouseRules,
    censor_event,
    parse_card,
    parse_cards,
)
from razz_desktop.engine.events import CardDealt, HandRevealed, PlayerActed
from razz_desktop.engine.views import PotView, SeatCard


def deck_for(cards: Mapping[int, str]) -> Deck:
    """The deck that deals each seat its cards in order; a seat that folds has
    a shorter list. Unused cards follow, so the deck never runs dry."""
    per_seat = {s: parse_cards(t) for s, t in cards.items()}
    order = [per_seat[s][i] for i in range(7) for s in sorted(per_seat) if len(per_seat[s]) > i]
    return Deck(order + [c for c in CARDS if c not in order])


def make_hand(cards: Mapping[int, str], stacks: Mapping[int, int] | None = None,
              rules: HouseRules | None = None) -> Hand:
    stacks = stacks or dict.fromkeys(cards, 10_000)
    hand = Hand(GameConfig(house_rules=rules or HouseRules()), stacks, deck=deck_for(cards))
    hand.start()
    return hand


def play(hand: Hand, *words: str) -> None:
    for word in words:
        assert hand.to_act is not None, f"nobody to act for {word!r}"
        hand.act(Action(hand.to_act, ActionType(word)))


def c(text: str) -> Card:
    return parse_card(text)


# Seat 3's Ks brings in. Seat 6 folds on 4th street; 1 and 3 go to showdown.
DEAL = {
    1: "2c 3c 7d 4d 5d 6d 8d",
    3: "Kh Qh Ks Qs Jd Th 9h",
    6: "Ac Ad 9s 9c",
}


@pytest.fixture
def hand() -> Hand:
    return make_hand(DEAL)


def test_my_cards_are_my_cards_in_dealing_order(hand: Hand) -> None:
    view = hand.view(1)
    assert view.viewer == 1
    assert view.my_cards == (c("2c"), c("3c"), c("7d"))
    assert view.my_cards == hand.cards_of(1)


def test_own_down_cards_keep_their_face_down_flag(hand: Hand) -> None:
    """My hole cards are visible to me but still face DOWN on the table.

    ``SeatSnapshot.cards`` is documented as "in dealing order: down, down, up,
    ...", and ``down_cards`` as "face-down cards this viewer knows (only ever
    the viewer's own)". So my own first two cards must be
    ``SeatCard(card, face_up=False)``, not ``face_up=True``.
    """
    me = hand.view(1).me
    assert me is not None
    assert me.cards == (SeatCard(c("2c"), False), SeatCard(c("3c"), False), SeatCard(c("7d"), True))


def test_own_up_cards_are_only_the_board_everyone_sees(hand: Hand) -> None:
    """``me.up_cards`` is my board (what the bots reason about as the upcards
    everyone sees, e.g. ai/reading.py's ``my_up``); my hole cards belong in
    ``me.down_cards``. Seat 1 shows only the 7d on 3rd street."""
    me = hand.view(1).me
    assert me is not None
    assert me.up_cards == hand.up_cards(1) == (c("7d"),)
    assert me.down_cards == (c("2c"), c("3c"))


def test_other_seats_down_cards_are_absent_placeholders(hand: Hand) -> None:
    view = hand.view(1)
    for seat in (3, 6):
        snap = view.seat(seat)
        assert snap.cards[:2] == (SeatCard(None, False), SeatCard(None, False))
        assert snap.cards[2] == SeatCard(hand.up_cards(seat)[0], True)
        assert snap.down_cards == ()
    seen = {sc.card for s in view.seats for sc in s.cards if sc.card is not None}
    for seat in (3, 6):
        assert not seen & set(hand.cards_of(seat)[:2])


def test_spectator_sees_upcards_only(hand: Hand) -> None:
    play(hand, "bring-in", "call", "call")  # 4th street dealt
    view = hand.view(None)
    assert view.viewer is None and view.me is None and view.my_cards == ()
    assert view.legal == ()
    for snap in view.seats:
        assert [sc.card for sc in snap.cards if sc.face_up] == list(hand.up_cards(snap.seat))
        assert all(sc == SeatCard(None, False) for sc in snap.cards if not sc.face_up)
        assert len(snap.cards) == 4


def test_seventh_street_card_is_down_and_hidden_from_others(hand: Hand) -> None:
    # seat 6 has four cards in DEAL: it folds on 4th street
    play(hand, "bring-in", "call", "call", "bet", "call", "fold",
         "check", "check", "check", "check")
    assert hand.street == 7
    river_seat1 = hand.cards_of(1)[6]
    assert river_seat1 == c("8d")
    other = hand.view(3).seat(1)
    assert other.cards[6] == SeatCard(None, False)
    assert hand.view(1).my_cards[6] == river_seat1


def test_dead_cards_are_the_upcards_of_folded_players(hand: Hand) -> None:
    play(hand, "bring-in", "call", "call")
    assert hand.view(1).dead_cards == ()
    # 4th street: seat 1 (7-4) acts first, bets; seat 3 calls, seat 6 folds
    play(hand, "bet", "call", "fold")
    for viewer in (None, 1, 3, 6):
        view = hand.view(viewer)
        assert sorted(view.dead_cards) == sorted(hand.up_cards(6)) == sorted([c("9s"), c("9c")])
        assert view.seat(6).folded and not view.seat(6).all_in
    # a folded player's down cards stay hidden from everyone else, dead or not
    assert hand.view(1).seat(6).cards[:2] == (SeatCard(None, False), SeatCard(None, False))
    assert hand.view(6).my_cards[:2] == (c("Ac"), c("Ad"))


def test_pots_exclude_the_current_rounds_bets(hand: Hand) -> None:
    play(hand, "bring-in", "call")
    view = hand.view(None)
    assert view.pots == (PotView(120, (1, 3, 6)),)  # the antes only
    assert {s.seat: s.bet for s in view.seats} == {1: 0, 3: 50, 6: 50}
    assert {s.seat: s.committed for s in view.seats} == {1: 40, 3: 90, 6: 90}
    assert view.current_bet == 50
    play(hand, "call")  # 3rd street ends; its bets join the pot
    view = hand.view(None)
    assert view.pots == (PotView(270, (1, 3, 6)),)
    assert all(s.bet == 0 for s in view.seats)
    assert view.current_bet == 0


def test_pots_show_a_side_pot_once_the_round_is_over() -> None:
    hand = make_hand(DEAL, stacks={1: 10_000, 3: 10_000, 6: 140})
    # seat 6 (100 behind after the ante) calls the bring-in, seat 1 completes,
    # seat 3 calls, seat 6 calls all-in for its last 50
    play(hand, "bring-in", "call", "complete", "call")
    assert hand.to_act == 6
    play(hand, "call")
    assert hand.view(None).seat(6).all_in
    view = hand.view(None)
    assert view.street == 4
    # seat 1 and seat 3 put 240 each, seat 6 140: main 420, side 200
    assert view.pots == (PotView(420, (1, 3, 6)), PotView(200, (1, 3)))
    assert view.pot_total == sum(hand.view(None).seat(s).committed for s in (1, 3, 6))


def test_legal_list_only_for_the_seat_to_act(hand: Hand) -> None:
    assert hand.to_act == 3
    assert hand.view(3).legal == hand.legal_actions()
    assert hand.view(3).legal_types() == (ActionType.BRING_IN, ActionType.COMPLETE)
    assert hand.view(1).legal == () and hand.view(6).legal == ()
    assert hand.view(None).legal == ()
    assert all(v.to_act == 3 for v in (hand.view(1), hand.view(3), hand.view(None)))


def test_limits_and_raises_left_follow_the_round(hand: Hand) -> None:
    view = hand.view(3)
    assert (view.bet_size, view.raises_left, view.bring_in_seat) == (200, 4, 3)
    play(hand, "bring-in", "complete")  # seat 6 completes, seat 1 to act
    assert hand.view(1).raises_left == 3
    assert hand.view(1).to_call == 200
    play(hand, "raise", "raise", "raise")
    assert hand.view(None).raises_left == 0
    assert hand.view(1).to_call == 400
    play(hand, "call", "call")
    view = hand.view(None)
    assert (view.street, view.bet_size, view.raises_left, view.current_bet) == (4, 200, 4, 0)
    play(hand, "check", "check", "check")
    assert hand.view(None).bet_size == 400  # 5th street: big bets


def test_raises_left_is_none_when_the_cap_is_lifted_heads_up() -> None:
    hand = make_hand({1: DEAL[1], 3: DEAL[3]}, rules=HouseRules(no_cap_heads_up=True))
    assert hand.view(None).raises_left is None


def test_history_lists_every_betting_action_publicly(hand: Hand) -> None:
    play(hand, "bring-in", "complete", "fold")
    history = hand.view(1).history
    assert [(a.street, a.seat, a.type, a.amount, a.to) for a in history] == [
        (3, 3, ActionType.BRING_IN, 50, 50),
        (3, 6, ActionType.COMPLETE, 200, 200),
        (3, 1, ActionType.FOLD, 0, 0),
    ]
    assert hand.view(None).history == history


def test_finished_view_shows_shown_hands_winnings_and_no_pots(hand: Hand) -> None:
    play(hand, "bring-in", "call", "call", "bet", "call", "fold")
    while not hand.finished:
        play(hand, "check")
    view = hand.view(6)
    assert view.finished and view.to_act is None and view.legal == ()
    assert view.pots == ()
    assert all(s.bet == 0 for s in view.seats)
    # seat 1 bet last (4th street) and shows 6-5-4-3-2; seat 3's K-Q-J-T-9 is mucked
    assert [(h.seat, h.name) for h in view.showdown] == [(1, "6-5-4-3-2")]
    # 3 antes (120) + 3rd street 3 x 50 + 4th street 2 x 200
    assert view.winnings == ((1, 670),)


def test_mucked_hand_is_absent_from_views_and_censored_events() -> None:
    """RULES.md: one who cannot beat the shown hand may muck; the table (the
    view) then never shows those cards to the others."""
    cards = {
        1: "2c 3c 7d 4d 5d 6d 8d",  # 6-5-4-3-2
        3: "Kh Qh Ks Qs Jd Th 9h",  # K-Q-J-T-9 board, cannot beat it
    }
    hand = make_hand(cards)
    # 3rd: seat 3 brings in, seat 1 completes (the last aggressor: shows first)
    play(hand, "bring-in", "complete", "call")
    while not hand.finished:
        play(hand, "check")
    reveals = [e for e in hand.events if isinstance(e, HandRevealed)]
    assert [(r.seat, r.shown) for r in reveals] == [(1, True), (3, False)]
    assert [h.seat for h in hand.view(1).showdown] == [1]
    mucked = reveals[1]
    hidden = censor_event(mucked, 1)
    assert isinstance(hidden, HandRevealed)
    assert hidden.cards == () and hidden.best_five == () and hidden.name == ""
    assert censor_event(mucked, 3) == mucked  # my own muck I may see
    assert censor_event(reveals[0], 3) == reveals[0]  # a shown hand is public
    assert censor_event(mucked, None).cards == ()  # type: ignore[union-attr]


def test_censor_event_hides_other_seats_down_cards_only(hand: Hand) -> None:
    dealt = [e for e in hand.events if isinstance(e, CardDealt)]
    assert len(dealt) == 9
    for e in dealt:
        for viewer in (None, 1, 3, 6):
            seen = censor_event(e, viewer)
            assert isinstance(seen, CardDealt)
            assert (seen.seat, seen.street, seen.face_up) == (e.seat, e.street, e.face_up)
            if e.face_up or e.seat == viewer:
                assert seen.card == e.card
            else:
                assert seen.card is None
    # events without hidden cards pass through untouched
    play(hand, "bring-in")
    acted = hand.events[-1]
    assert isinstance(acted, PlayerActed)
    assert censor_event(acted, 1) is acted


def test_view_of_a_seat_not_in_the_hand_is_refused(hand: Hand) -> None:
    with pytest.raises(KeyError):
        hand.view(2)


def test_a_view_is_a_frozen_snapshot(hand: Hand) -> None:
    """A bot may hold a view while the hand moves on; it must not change."""
    before = hand.view(1)
    copy = dataclasses.replace(before)
    play(hand, "bring-in", "call", "call")
    assert before == copy
    assert before.street == 3 and hand.view(1).street == 4
    with pytest.raises(dataclasses.FrozenInstanceError):
        before.street = 5  # type: ignore[misc]


def test_all_in_flag_marks_live_players_without_chips() -> None:
    hand = make_hand(DEAL, stacks={1: 10_000, 3: 10_000, 6: 30})  # 6 all-in on the ante
    view = hand.view(1)
    assert view.seat(6).all_in and view.seat(6).stack == 0 and not view.seat(6).folded
    assert not view.seat(1).all_in


def test_pots_hold_every_bet_once_the_betting_is_over() -> None:
    """At the show-or-muck question (auto-muck off) no betting round is open:
    the river bets are in the pot, not still "in front" of the players.

    Seat 1 bets the river and shows 6-5-4-3-2 first; seat 3 cannot beat it
    and is asked. The pot then holds everything: 80 antes, 2 x 50 on 3rd
    street and 2 x 400 on the river = 980.
    """
    hand = make_hand({1: DEAL[1], 3: DEAL[3]}, rules=HouseRules(auto_muck=False))
    play(hand, "bring-in", "call", "check", "check", "check", "check", "check", "check",
         "bet", "call")
    assert not hand.finished and hand.to_act == 3
    assert {la.type for la in hand.legal_actions()} == {ActionType.SHOW, ActionType.MUCK}
    view = hand.view(3)
    assert sum(s.committed for s in view.seats) == 980
    assert view.pot_total + sum(s.bet for s in view.seats) == 980  # never counted twice
    assert view.pot_total == 980, f"pots {view.pots}, bets {[s.bet for s in view.seats]}"
