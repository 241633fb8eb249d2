"""Property-based tests: random tables, decks and legal action sequences.

Hand-written scenarios only cover the situations somebody thought of. These
tests let hypothesis build the situations nobody thought of (2-8 players on
any seats, stacks from less than the ante to deep, any stakes the validation
accepts, every house rule) and check, after every single action, the
invariants the whole program leans on:

- chips are never created or lost;
- every hand ends within a bound of actions;
- ``legal_actions()`` is the one legality check: every listed action is
  accepted, everything else (unlisted types, wrong amounts, the wrong seat,
  acting after the end) raises ``IllegalActionError`` and changes nothing;
- no per-seat view, and no censored event, leaks another seat's down card;
  a spectator sees no down card at all;
- pots go only to eligible live players, the best hand among them, in shares
  that add up, with odd chips in the documented order;
- some rule-book facts that must hold in every deal (who brings in, no check
  on 3rd street, the cap, the showdown-showing rule, the dealing order).

Runs derandomized by default so CI is stable; set ``RAZZ_HYPOTHESIS_EXAMPLES``
to search harder locally (then the search is random, not derandomized).
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from razz_desktop.engine import (
    Action,
    ActionType,
    Card,
    Deck,
    GameConfig,
    Hand,
    HouseRules,
    IllegalActionError,
    Stakes,
    board_value,
    censor_event,
    evaluate,
)
from razz_desktop.engine.cards import CARDS
from razz_desktop.engine.events import (
    AntePosted,
    CardDealt,
    CommunityCardDealt,
    HandFinished,
    HandRevealed,
    PlayerActed,
    PotAwarded,
    ShowdownStarted,
    StreetStarted,
    UncalledBetReturned,
)
from razz_desktop.engine.pots import build_pots, split_pot
from razz_desktop.engine.rules import MAX_LEVEL
from razz_desktop.engine.scenario import play, result
from razz_desktop.engine.views import SeatView, ShownHand

_EXAMPLES = int(os.environ.get("RAZZ_HYPOTHESIS_EXAMPLES", "0"))
PROPERTY_SETTINGS = settings(
    max_examples=_EXAMPLES or 150,
    derandomize=not _EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)

AGGRESSIVE = {ActionType.COMPLETE, ActionType.BET, ActionType.RAISE}


# --------------------------------------------------------------- strategies


@dataclass(frozen=True)
class Setup:
    """Everything a hand is built from, so a failing example prints whole."""

    stakes: Stakes
    rules: HouseRules
    stacks: dict[int, int]
    deck: tuple[int, ...]

    def hand(self) -> Hand:
        return Hand(GameConfig(self.stakes, self.rules), self.stacks, deck=Deck(self.deck))


@st.composite
def stakes_strategy(draw: st.DrawFn) -> Stakes:
    """Any stakes ``Stakes`` accepts, from 2-chip games to big ones."""
    small = draw(st.integers(2, 400))
    big = draw(st.one_of(st.just(2 * small), st.just(small), st.integers(small, 3 * small)))
    ante = draw(st.one_of(st.just(0), st.integers(0, small)))
    bring_in = draw(st.integers(1, small - 1))
    return Stakes(small_bet=small, big_bet=big, ante=ante, bring_in=bring_in)


def stack_strategy(stakes: Stakes, short_bias: bool) -> st.SearchStrategy[int]:
    """Stacks around the thresholds where the rules change.

    Less than (or exactly) the ante: all-in on the ante. Less than the
    bring-in after the ante: all-in bring-in or call. A few bets: all-in on a
    later street, side pots. Deep: full betting rounds to the river.
    """
    a, b, sb, bb = stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet
    tiny = st.integers(1, max(1, a))
    under_bring_in = st.integers(a + 1, a + b)
    few_bets = st.integers(a + b, a + 2 * sb + 3 * bb)
    deep = st.integers(a + 4 * sb + 12 * bb, a + 8 * sb + 40 * bb)
    if short_bias:
        return st.one_of(tiny, under_bring_in, few_bets)
    return st.one_of(tiny, under_bring_in, few_bets, deep, deep)


@st.composite
def setups(draw: st.DrawFn, short_bias: bool = False) -> Setup:
    stakes = draw(stakes_strategy())
    rules = draw(st.builds(HouseRules, st.booleans(), st.booleans(), st.booleans(),
                           st.booleans(), st.booleans()))
    seats = draw(st.lists(st.integers(1, 8), min_size=2, max_size=8, unique=True))
    stacks = {s: draw(stack_strategy(stakes, short_bias)) for s in sorted(seats)}
    deck = tuple(draw(st.permutations(range(52))))
    return Setup(stakes, rules, stacks, deck)


# ------------------------------------------------------------------ helpers


def cards_in(obj: object, skip_shown: bool = True) -> Iterator[tuple[Card, int | None]]:
    """Every ``Card`` anywhere inside a view or event, with the shown seat it belongs to.

    Walks dataclass fields and tuples generically so a field added later is
    audited too. Amounts are plain ints, cards are ``Card`` instances, so the
    two never mix up. Cards inside a ``ShownHand``/shown ``HandRevealed``
    are tagged with that seat: a hand shown at showdown is public.
    """
    stack: list[tuple[object, int | None]] = [(obj, None)]
    while stack:
        item, owner = stack.pop()
        if isinstance(item, Card):
            yield item, owner
        elif isinstance(item, tuple | list):
            stack.extend((x, owner) for x in item)
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            if isinstance(item, ShownHand) or (isinstance(item, HandRevealed) and item.shown):
                owner = item.seat
            stack.extend((getattr(item, f.name), owner) for f in dataclasses.fields(item))


def down_cards(hand: Hand, seat: int) -> set[Card]:
    ups = set(hand.up_cards(seat))
    return {c for c in hand.cards_of(seat) if c not in ups}


def shown_seats(hand: Hand) -> set[int]:
    return {e.seat for e in hand.events if isinstance(e, HandRevealed) and e.shown}


def state(hand: Hand) -> tuple[object, ...]:
    """What a refused action must leave exactly as it was."""
    to_act = hand.to_act
    return (
        hand.view(None),
        hand.view(to_act) if to_act is not None else None,
        hand.events,
        hand.stacks,
        to_act,
        hand.legal_actions(),
        hand.finished,
        hand.street,
    )


def assert_refused(hand: Hand, action: Action) -> None:
    before = state(hand)
    try:
        hand.act(action)
    except IllegalActionError as exc:
        # the error tells the caller what would have been allowed, and to whom
        assert exc.action == action
        assert exc.to_act == before[4]
        assert exc.legal == before[5]
    else:
        raise AssertionError(f"{action} was accepted but is not legal; legal: {before[5]}")
    assert state(hand) == before, f"refused {action} changed the hand"


def committed(hand: Hand) -> dict[int, int]:
    return {s.seat: s.committed for s in hand.view(None).seats}


# ------------------------------------------------------------ the invariants


def check_chips(hand: Hand, total: int) -> None:
    if hand.finished:
        assert sum(hand.stacks.values()) == total
    else:
        assert sum(hand.stacks.values()) + sum(committed(hand).values()) == total
    assert all(v >= 0 for v in hand.stacks.values())


def check_views(hand: Hand, new_events_from: int = 0) -> None:
    """No view holds another seat's down card; legal lists match; own cards complete.

    Censored events are checked from ``new_events_from`` on: an event never
    changes, and it can only hold cards dealt before it, so checking each
    event once, when it appears, is enough (and keeps the file fast).
    """
    downs = {s: down_cards(hand, s) for s in hand.seats}
    public_owners = shown_seats(hand)
    legal = hand.legal_actions()
    for viewer in (None, *hand.seats):
        view: SeatView = hand.view(viewer)
        for card, owner in cards_in(view):
            for other, theirs in downs.items():
                if other == viewer or card not in theirs:
                    continue
                # a shown hand is public, but only inside its own showdown entry
                assert owner == other and other in public_owners, (
                    f"view of {viewer} holds seat {other}'s down card {card}")
        for snap in view.seats:
            # face_up says how the card was dealt, for the viewer's own cards too
            assert [c.face_up for c in snap.cards] == [
                c in hand.up_cards(snap.seat) for c in hand.cards_of(snap.seat)]
            if snap.seat == viewer:
                assert tuple(c.card for c in snap.cards) == hand.cards_of(viewer)
                assert snap.up_cards == hand.up_cards(viewer)
            else:
                assert all(c.card is None for c in snap.cards if not c.face_up), (
                    f"view of {viewer}: seat {snap.seat}'s down card is not a placeholder")
                assert snap.up_cards == hand.up_cards(snap.seat)
        if viewer is None:
            assert view.my_cards == ()
            assert all(c.card is None for s in view.seats for c in s.cards if not c.face_up)
        else:
            assert view.my_cards == hand.cards_of(viewer)
        expected_legal = legal if viewer is not None and viewer == hand.to_act else ()
        assert view.legal == expected_legal
        assert view.to_act == hand.to_act
        assert {h.seat for h in view.showdown} == public_owners
    for event in hand.events[new_events_from:]:
        for viewer in (None, *hand.seats):
            for card, owner in cards_in(censor_event(event, viewer)):
                for other, theirs in downs.items():
                    if other != viewer and card in theirs:
                        assert owner == other, (
                            f"censored {type(event).__name__} shows seat {other}'s down card "
                            f"{card} to {viewer}")


def check_turn(hand: Hand) -> None:
    """Whoever is to act is in the hand; betting turns go to players with chips."""
    if hand.finished:
        assert hand.to_act is None and hand.legal_actions() == ()
        return
    seat = hand.to_act
    assert seat is not None, "an unfinished hand must have somebody to act"
    assert seat in hand.active()
    legal = hand.legal_actions()
    assert legal, "the player to act must have something to do"
    # legal_actions() is cached between actions: the cache must never go stale
    assert legal == hand._compute_legal()
    types = [la.type for la in legal]
    assert len(types) == len(set(types)) or types.count(ActionType.BET) == 2, types
    if ActionType.SHOW in types:
        assert set(types) == {ActionType.SHOW, ActionType.MUCK}
        assert not hand.config.house_rules.auto_muck
        return
    stack = hand.stacks[seat]
    assert stack > 0, "an all-in player is never asked to act"
    if hand.street == 3:
        assert ActionType.CHECK not in types, "nobody can check on 3rd street"
    for la in legal:
        assert 0 <= la.amount <= stack
        assert la.all_in == (la.amount == stack and la.type not in (ActionType.CHECK, ActionType.FOLD))
    if ActionType.CHECK in types:
        assert ActionType.FOLD not in types and ActionType.CALL not in types


def probe_illegal(hand: Hand, rnd: st.DataObject) -> None:
    """Everything not listed is refused and leaves the hand as it was."""
    legal = hand.legal_actions()
    seat = hand.to_act
    outsiders = [s for s in range(0, 10) if s != seat]
    if seat is None:
        assert_refused(hand, Action(rnd.draw(st.sampled_from(outsiders)),
                                    rnd.draw(st.sampled_from(list(ActionType)))))
        return
    listed = {la.type for la in legal}
    for kind in ActionType:
        if kind not in listed:
            assert_refused(hand, Action(seat, kind))
    for la in legal:
        if la.type in AGGRESSIVE | {ActionType.CALL}:
            others = {x.to for x in legal if x.type is la.type}
            for wrong in (la.to + 1, la.to - 1, 0):
                if wrong not in others:
                    assert_refused(hand, Action(seat, la.type, wrong))
    other = rnd.draw(st.sampled_from(outsiders))
    kind = rnd.draw(st.sampled_from([la.type for la in legal]))
    assert_refused(hand, Action(other, kind))


def check_finished(hand: Hand, setup: Setup) -> None:
    """Awards, net, showdown rules and the dealing order of a finished hand."""
    events = hand.events
    total = sum(setup.stacks.values())
    live = set(hand.active())
    folded = set(hand.seats) - live
    put_in = committed(hand)
    awards = [e for e in events if isinstance(e, PotAwarded)]
    assert awards, "a finished hand awards at least one pot"
    assert sum(a.amount for a in awards) == sum(put_in.values())
    won: Counter[int] = Counter()
    seven = {s: [*hand.cards_of(s), *([hand.community_card] if hand.community_card is not None
                                        else [])] for s in live}
    contested = any(isinstance(e, ShowdownStarted) for e in events)
    for i, a in enumerate(awards):
        assert a.pot_index == i
        assert a.eligible and set(a.eligible) <= live, "only live players may win a pot"
        assert list(a.eligible) == sorted(a.eligible)
        winners = [s for s, _ in a.shares]
        assert set(winners) <= set(a.eligible), f"pot {i} paid a seat that is not eligible"
        assert len(winners) == len(set(winners))
        assert sum(c for _, c in a.shares) == a.amount
        assert all(c > 0 for _, c in a.shares) or a.amount < len(winners)
        for s, c in a.shares:
            won[s] += c
        if i:
            assert set(a.eligible) < set(awards[i - 1].eligible), "side pots nest"
        if contested:
            assert len(seven[a.eligible[0]]) == 7
            values = {s: evaluate(seven[s]).value for s in a.eligible}
            best = min(values.values())
            assert sorted(winners) == sorted(s for s in a.eligible if values[s] == best), (
                f"pot {i} must go to the best hand among {a.eligible}")
            share = a.amount // len(winners)
            odd = a.amount % len(winners)
            assert sorted(c for _, c in a.shares) == sorted([share] * (len(winners) - odd)
                                                            + [share + 1] * odd)
            if odd and not hand.config.house_rules.odd_chip_by_suit:
                extra = [s for s, c in a.shares if c == share + 1]
                assert extra == sorted(winners)[:odd], "odd chips go in seat order from seat 1"
        else:
            assert len(awards) == 1 and len(live) == 1 and winners == sorted(live)
    if contested:
        assert awards[0].eligible == tuple(sorted(live)), "every live player can win the main pot"
    for s, c in won.items():
        # a player can win from each opponent at most what they matched themselves
        assert c <= sum(min(v, put_in[s]) for v in put_in.values())
    assert not (set(won) & folded)
    finished = [e for e in events if isinstance(e, HandFinished)]
    assert len(finished) == 1 and events[-1] is finished[0]
    net = dict(finished[0].net)
    assert sum(net.values()) == 0
    assert dict(finished[0].final_stacks) == hand.stacks
    assert all(net[s] == hand.stacks[s] - setup.stacks[s] for s in hand.seats)
    assert sum(hand.stacks.values()) == total
    ranked = sorted(put_in.values(), reverse=True)
    # an uncalled bet is returned; only antes (dead money posted before any
    # betting) can leave the biggest contributor unmatched, and then by less
    # than an ante: that excess forms a pot only its owner can win
    assert ranked[0] - ranked[1] <= hand.config.stakes.ante, "an uncalled bet was not returned"
    check_showdown(hand, live)
    check_dealing(hand, setup)
    check_record(hand, setup)


def check_record(hand: Hand, setup: Setup) -> None:
    """The record (what storage keeps and replays read) says what the events say."""
    rec = hand.record
    events = hand.events
    assert rec.events == events and rec.hand_id == hand.hand_id and rec.seats == hand.seats
    assert rec.config == GameConfig(setup.stakes, setup.rules)
    assert dict(rec.starting_stacks) == setup.stacks
    assert rec.deck == tuple(CARDS[c] for c in setup.deck)
    assert dict(rec.cards) == {s: hand.cards_of(s) for s in hand.seats}
    assert rec.community_card == hand.community_card
    assert rec.showdown == tuple(e for e in events if isinstance(e, HandRevealed))
    awards = [e for e in events if isinstance(e, PotAwarded)]
    assert [(p.amount, p.eligible, p.shares) for p in rec.pots] == [
        (a.amount, a.eligible, a.shares) for a in awards]
    finished = events[-1]
    assert isinstance(finished, HandFinished)
    assert rec.net == finished.net and rec.final_stacks == finished.final_stacks
    assert rec.last_street == max(e.street for e in events if isinstance(e, StreetStarted))


def check_showdown(hand: Hand, live: set[int]) -> None:
    events = hand.events
    starts = [e for e in events if isinstance(e, ShowdownStarted)]
    reveals = [e for e in events if isinstance(e, HandRevealed)]
    if not starts:
        assert not reveals
        return
    order = list(starts[0].order)
    seats = sorted(live)
    i = seats.index(order[0])
    assert order == seats[i:] + seats[:i], "showdown goes clockwise from the first shower"
    assert [r.seat for r in reveals] == order, "every live hand is revealed once, in order"
    winners = {s for e in events if isinstance(e, PotAwarded) for s, _ in e.shares}
    if any(isinstance(e, StreetStarted) and e.first_to_act is None for e in events):
        # RULES.md: when no more betting is possible the hands are shown at the end
        assert all(r.shown for r in reveals), "every hand is shown after an all-in run-out"
    best: int | None = None
    for r in reveals:
        if best is None or r.value <= best:
            assert r.shown, f"seat {r.seat} ties or beats the best shown hand and must show"
        if not r.shown:
            assert r.seat not in winners, "a mucked hand cannot win"
            assert hand.stacks[r.seat] > 0, "nobody mucks an all-in hand"
        if r.shown and (best is None or r.value < best):
            best = r.value


def check_dealing(hand: Hand, setup: Setup) -> None:
    """Cards leave the deck in the documented order, seat 1 first on every street."""
    dealt = [e.card for e in hand.events if isinstance(e, CardDealt | CommunityCardDealt)]
    assert dealt == [CARDS[c] for c in setup.deck[: len(dealt)]]
    by_street: dict[int, list[int]] = {}
    for e in hand.events:
        if isinstance(e, CardDealt):
            by_street.setdefault(e.street, []).append(e.seat)
    for street, seats in by_street.items():
        rounds = 3 if street == 3 else 1
        per = len(seats) // rounds
        assert seats == sorted(seats[:per]) * rounds, f"{street}: deal in seat order"


def check_street_rules(hand: Hand, setup: Setup) -> None:
    """Bring-in seat, first action of 3rd street, the cap, no betting after a runout."""
    events = hand.events
    acts = [e for e in events if isinstance(e, PlayerActed) and e.type not in
            (ActionType.SHOW, ActionType.MUCK)]
    first_street = next((e for e in events if isinstance(e, StreetStarted)), None)
    if first_street is not None and first_street.first_to_act is not None:
        after_ante = {s: setup.stacks[s] - min(setup.stakes.ante, setup.stacks[s])
                      for s in hand.seats}
        doors = {s: hand.cards_of(s)[2] for s in hand.seats}
        high = max(hand.seats, key=lambda s: (doors[s].rank, doors[s].suit))
        seats = list(hand.seats)
        k = seats.index(high)
        expected = next(s for s in seats[k:] + seats[:k] if after_ante[s] > 0)
        assert hand.bring_in_seat == expected, "highest door card brings in (passed left if all-in)"
        assert first_street.first_to_act == expected
        if acts:
            assert acts[0].seat == expected
            assert acts[0].type in (ActionType.BRING_IN, ActionType.COMPLETE)
    runout_from = min((e.street for e in events if isinstance(e, StreetStarted)
                       and e.first_to_act is None), default=99)
    for street in range(3, 8):
        on = [a for a in acts if a.street == street]
        if street >= runout_from:
            assert not on, f"no betting after the cards are run out ({street})"
        full = [a for a in on if a.type in AGGRESSIVE and not a.all_in]
        if not hand.config.house_rules.no_cap_heads_up:
            assert len(full) <= MAX_LEVEL, f"street {street}: more than a bet and three raises"
        for a in on:
            if a.type is ActionType.BRING_IN:
                assert street == 3 and 0 < a.amount <= setup.stakes.bring_in
                assert a.amount == setup.stakes.bring_in or a.all_in


def check_who_acts_first(hand: Hand, setup: Setup) -> None:
    """4th street on: the lowest board opens (ties: seat order, or suit under the
    house rule); an all-in opener passes the turn to the next player to the left.
    At showdown the last aggressor of the latest street with a bet shows first."""
    stacks = dict(setup.stacks)
    folded: set[int] = set()
    seats = list(hand.seats)
    last_aggressor: dict[int, int] = {}

    def left_of(seat: int, ok: Callable[[int], bool]) -> int:
        k = seats.index(seat)
        return next(s for s in seats[k + 1:] + seats[:k + 1] if ok(s))

    for e in hand.events:
        if isinstance(e, AntePosted):
            stacks[e.seat] -= e.amount
        elif isinstance(e, PlayerActed):
            stacks[e.seat] -= e.amount
            if e.type is ActionType.FOLD:
                folded.add(e.seat)
            if e.type in AGGRESSIVE or e.type is ActionType.BRING_IN:
                last_aggressor[e.street] = e.seat
        elif isinstance(e, UncalledBetReturned):
            stacks[e.seat] += e.amount
        elif isinstance(e, StreetStarted) and e.street >= 4 and e.first_to_act is not None:
            live = [s for s in seats if s not in folded]
            ups = {s: hand.up_cards(s)[: min(e.street - 2, 4)] for s in live}
            values = {s: board_value(ups[s]) for s in live}
            tied = [s for s in live if values[s] == min(values.values())]
            if hand.config.house_rules.board_ties_by_suit:
                tied.sort(key=lambda s: max(ups[s], key=lambda c: (c.rank, c.suit)).suit)
            opener = tied[0]
            if stacks[opener] == 0:
                opener = left_of(opener, lambda s: s not in folded and stacks[s] > 0)
            assert e.first_to_act == opener, f"street {e.street}: wrong first to act"
        elif isinstance(e, ShowdownStarted):
            street = max(last_aggressor, default=None)
            if street is None:
                return
            first = last_aggressor[street]
            if first in folded:
                first = left_of(first, lambda s: s not in folded)
            assert e.order[0] == first, "the last aggressor shows first"


# ---------------------------------------------------------------- the tests


def play_out(setup: Setup, rnd: st.DataObject) -> Hand:
    hand = setup.hand()
    total = sum(setup.stacks.values())
    hand.start()
    bound = 6 * 5 * len(setup.stacks) + 2 * (total // setup.stakes.small_bet + 1) + 8
    steps = 0
    check_chips(hand, total)
    check_turn(hand)
    check_views(hand)
    # some hands are played aggressively, so capped rounds and big pots are common
    aggression = rnd.draw(st.integers(0, 3), label="aggression")
    while not hand.finished:
        steps += 1
        assert steps <= bound, "the hand does not terminate"
        probe_illegal(hand, rnd)
        legal = hand.legal_actions()
        raises = [x for x in legal if x.type in AGGRESSIVE]
        if raises and rnd.draw(st.integers(0, 3)) < aggression:
            la = raises[rnd.draw(st.integers(0, len(raises) - 1))]
        else:
            la = legal[rnd.draw(st.integers(0, len(legal) - 1))]
        seat = hand.to_act
        assert seat is not None
        stack_before = hand.stacks[seat]
        # ``to`` may be left out unless two actions share the type (the small
        # and the big bet of the open-pair rule): then it picks one
        unique = sum(x.type is la.type for x in legal) == 1
        use_to = rnd.draw(st.booleans()) or not unique
        mark = len(hand.events)
        new = hand.act(Action(seat, la.type, la.to if use_to else None))
        assert new and hand.events[-len(new):] == new
        if la.type not in (ActionType.SHOW, ActionType.MUCK):
            mine = new[0]
            assert isinstance(mine, PlayerActed)
            assert (mine.seat, mine.type, mine.amount, mine.to, mine.all_in) == (
                seat, la.type, la.amount, la.to, la.all_in)
            returned = sum(e.amount for e in new if isinstance(e, UncalledBetReturned)
                           and e.seat == seat)
            won = sum(c for e in new if isinstance(e, PotAwarded) for s, c in e.shares if s == seat)
            assert hand.stacks[seat] == stack_before - la.amount + returned + won
        check_chips(hand, total)
        check_turn(hand)
        check_views(hand, mark)
    probe_illegal(hand, rnd)
    check_finished(hand, setup)
    check_street_rules(hand, setup)
    check_who_acts_first(hand, setup)
    return hand


@PROPERTY_SETTINGS
@given(setups(), st.data())
def test_random_hands_keep_every_invariant(setup: Setup, rnd: st.DataObject) -> None:
    play_out(setup, rnd)


@PROPERTY_SETTINGS
@given(setups(short_bias=True), st.data())
def test_short_stacks_keep_every_invariant(setup: Setup, rnd: st.DataObject) -> None:
    """Mostly all-in stacks: antes, bring-ins, side pots and run-outs get exercised."""
    play_out(setup, rnd)


@settings(PROPERTY_SETTINGS, max_examples=max(_EXAMPLES // 3, 50))
@given(setups(), st.lists(st.integers(0, 5), min_size=200, max_size=200))
def test_same_deck_and_actions_replay_identically(setup: Setup, picks: list[int]) -> None:
    """Replays and the hand log rely on a hand being a function of its inputs."""
    def run() -> tuple[object, ...]:
        hand = setup.hand()
        hand.start()
        for p in picks:
            if hand.finished:
                break
            legal = hand.legal_actions()
            hand.act(Action(hand.to_act or 0, legal[p % len(legal)].type, legal[p % len(legal)].to))
        return hand.events

    assert run() == run()


@settings(PROPERTY_SETTINGS, max_examples=max(_EXAMPLES // 3, 60))
@given(setups(), st.lists(st.integers(0, 5), min_size=200, max_size=200), st.integers(0, 200))
def test_scenario_file_replays_the_same_hand(setup: Setup, picks: list[int], stop: int) -> None:
    """A hand written out as a scenario (deck strings, action words) and played
    by the scenario module gives the same result as the hand itself, finished
    or stopped anywhere: the golden files and the engine speak one language."""
    hand = setup.hand()
    hand.start()
    words = []
    for p in picks[:stop]:
        if hand.finished:
            break
        legal = hand.legal_actions()
        la = legal[p % len(legal)]
        big = la.type is ActionType.BET and sum(x.type is ActionType.BET for x in legal) == 2 and (
            la.to == setup.stakes.big_bet)
        words.append("big-bet" if big else la.type.value)
        assert hand.to_act is not None
        hand.act(Action(hand.to_act, la.type, la.to))
    data = {
        "stakes": dataclasses.asdict(setup.stakes),
        "house_rules": dataclasses.asdict(setup.rules),
        "seats": {str(s): n for s, n in setup.stacks.items()},
        "deck": [str(CARDS[c]) for c in setup.deck],
        "actions": words,
    }
    assert json.loads(json.dumps(play(data))) == result(hand)


@PROPERTY_SETTINGS
@given(
    st.dictionaries(st.integers(1, 8), st.integers(0, 5000), min_size=2, max_size=8),
    st.data(),
)
def test_build_pots_layers_add_up(put_in: dict[int, int], rnd: st.DataObject) -> None:
    """Pots hold exactly what was put in; each pot's players matched its layer."""
    live = rnd.draw(st.sets(st.sampled_from(sorted(put_in)), min_size=1))
    pots = build_pots(put_in, live)
    assert sum(p.amount for p in pots) == sum(put_in.values())
    for i, p in enumerate(pots):
        assert p.amount > 0
        assert set(p.eligible) <= live and p.eligible
        if i:
            assert set(p.eligible) < set(pots[i - 1].eligible)
    if pots:
        assert set(pots[0].eligible) == {s for s in live if put_in[s] > 0} or not any(
            put_in[s] for s in live)


@PROPERTY_SETTINGS
@given(st.integers(0, 10**6), st.lists(st.integers(1, 8), min_size=1, max_size=8, unique=True))
def test_split_pot_hands_out_odd_chips_in_order(amount: int, winners: list[int]) -> None:
    shares = split_pot(amount, winners)
    assert [s for s, _ in shares] == winners
    assert sum(c for _, c in shares) == amount
    chips = [c for _, c in shares]
    assert chips == sorted(chips, reverse=True) and chips[0] - chips[-1] <= 1
