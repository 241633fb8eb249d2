"""One fuzzed hand per seed: a random table, random play, every invariant checked.

Everything about a hand (stakes, house rules, seats, stacks, deck, which
actions are tried, legal or not) comes from ``random.Random(seed)``, so a seed
names a hand exactly and ``--one SEED`` replays it. A hand is either a lone
``Hand`` or the first hand of a ``Table`` (then the table's between-hands
rules are fuzzed too: seats and chips refused mid-hand and before settling,
settle, rebuy, leave and sit, and the next deal).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

from ..actions import Action, ActionType, IllegalActionError, LegalAction
from ..cards import Card
from ..events import CardDealt, Event, HandRevealed, HandStarted, PotAwarded
from ..hand import Hand
from ..rules import SEATS, ConfigError, GameConfig, HouseRules, Stakes
from ..table import Table
from ..views import SeatView, censor_event
from . import reference


class Violation(AssertionError):
    """An invariant that did not hold."""


def _require(ok: bool, what: str) -> None:
    if not ok:
        raise Violation(what)


@dataclass
class Tally:
    hands: int = 0
    actions: int = 0
    illegal_tried: int = 0
    violations: list[dict[str, object]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.hands += other.hands
        self.actions += other.actions
        self.illegal_tried += other.illegal_tried
        self.violations.extend(other.violations)


_AGGRESSIVE = (ActionType.COMPLETE, ActionType.BET, ActionType.RAISE)


# ------------------------------------------------------------------- tables


def random_config(rng: random.Random) -> GameConfig:
    """Odd stakes as often as round ones; every house-rule combination."""
    small = rng.choice((2, 3, 7, 10, 25, 99, 200, 201, 333, 400, rng.randint(2, 1_000)))
    big = rng.choice((small, 2 * small, rng.randint(small, 3 * small)))
    ante = rng.choice((0, 0, 1, small // 5, rng.randint(0, small)))
    bring_in = rng.choice((1, max(1, small // 4), rng.randint(1, small - 1)))
    rules = HouseRules(*(rng.random() < 0.5 for _ in range(5)))
    return GameConfig(Stakes(small, big, ante, bring_in), rules)


def random_stacks(rng: random.Random, config: GameConfig) -> dict[int, int]:
    st = config.stakes
    seats = sorted(rng.sample(SEATS, rng.randint(2, 8)))
    deep = st.ante + 4 * st.small_bet + 12 * st.big_bet
    kinds = (
        lambda: rng.randint(1, max(1, st.ante)),  # all-in on the ante
        lambda: rng.randint(st.ante + 1, st.ante + st.bring_in),  # all-in bring-in or call
        lambda: rng.randint(st.ante + st.bring_in, st.ante + 2 * st.small_bet + 3 * st.big_bet),
        lambda: rng.randint(deep, 3 * deep),
        lambda: rng.randint(deep, 3 * deep),
    )
    if rng.random() < 0.3:
        return {s: rng.randint(deep, 3 * deep) for s in seats}
    return {s: rng.choice(kinds)() for s in seats}


# -------------------------------------------------------------- the state


def fingerprint(hand: Hand) -> tuple[object, ...]:
    """Everything a refused action must leave exactly as it was (public surface only)."""
    return (
        hand.events, hand.stacks, dict(hand.bets), dict(hand.committed), hand.folded,
        hand.to_act, hand.legal_actions(), hand.finished, hand.street, hand.current_bet,
        hand.bet_size, hand.raises_left, hand.community_card,
        tuple(hand.dealt(s) for s in hand.seats),
    )


def illegal_attempts(hand: Hand, rng: random.Random) -> list[object]:
    """A few things that must all be refused now, chosen at random."""
    seat = hand.to_act
    legal = hand.legal_actions()
    listed = {la.type for la in legal}
    out: list[object] = []
    others = [s for s in range(-1, 11) if s != seat]
    kind = rng.choice([la.type for la in legal]) if legal else rng.choice(list(ActionType))
    real = seat if seat is not None else rng.choice(hand.seats)
    choice = rng.randrange(9)
    if choice == 0 or seat is None:  # wrong seat (or any seat once the hand is over)
        out.append(Action(rng.choice(others), kind))
    if choice == 1:  # an action type that is not listed
        unlisted = [t for t in ActionType if t not in listed]
        if unlisted:
            out.append(Action(real, rng.choice(unlisted)))
    if choice == 2 and legal:  # a wrong amount for a listed type
        la = rng.choice(legal)
        taken = {x.to for x in legal if x.type is la.type}
        wrong = rng.choice((la.to + 1, la.to - 1, 0, -la.to - 1, la.to * 2 + 1, 10**12))
        if wrong not in taken:
            out.append(Action(real, la.type, wrong))
    if choice == 3:  # an unknown name, a number, None as the type: refused when built
        bad_type = rng.choice(("fold", "all-in", "", None, 3, ActionType.CALL.value))
        out.append(_construct(real, bad_type, None))
    if choice == 4:  # a bool, float or str seat
        out.append(_construct(rng.choice((True, False, float(real), str(real), None)), kind, None))
    if choice == 5:  # a float, bool or str amount
        out.append(_construct(real, kind, rng.choice((1.0, True, "200", 200.0))))
    if choice == 6:  # not an Action at all
        out.append(rng.choice(("fold", None, 3, (real, kind), {"seat": real, "type": kind},
                               LegalAction(kind))))
    if choice == 7:  # an Action built around its constructor with bad fields
        bad = rng.randrange(3)  # which field is wrong (the others are right)
        out.append(_smuggled(rng.choice((True, 1.0, "1")) if bad == 0 else real,
                             rng.choice(("fold", None, 7)) if bad == 1 else kind,
                             rng.choice((1.5, False, "0")) if bad == 2 else None))
    if choice == 8 and legal:  # a listed action by the wrong seat
        out.append(Action(rng.choice(others), rng.choice(legal).type))
    return out


class _Refused:
    """Stands for an Action that its constructor refused (the refusal was the test)."""


def _construct(seat: object, kind: object, to: object) -> object:
    try:
        return Action(cast(int, seat), cast(ActionType, kind), cast("int | None", to))
    except IllegalActionError:
        return _Refused()


def _smuggled(seat: object, kind: object, to: object) -> Action:
    """An Action whose fields were set without the constructor's check."""
    action = object.__new__(Action)
    object.__setattr__(action, "seat", seat)
    object.__setattr__(action, "type", kind)
    object.__setattr__(action, "to", to)
    return action


def probe(hand: Hand, rng: random.Random, tally: Tally) -> None:
    """Try illegal actions; each must raise IllegalActionError and change nothing."""
    for attempt in illegal_attempts(hand, rng):
        tally.illegal_tried += 1
        if isinstance(attempt, _Refused):
            continue  # the constructor refused it with IllegalActionError: nothing reached the hand
        before = fingerprint(hand)
        try:
            hand.act(cast(Action, attempt))
        except IllegalActionError as exc:
            _require(exc.action is attempt, "the error does not carry the action that was tried")
            _require(exc.to_act == before[5] and exc.legal == (before[6] if not hand.finished
                                                                 else ()),
                     "the error does not say who is to act and what is legal")
        except Exception as exc:  # any other exception is the bug the issue is about
            raise Violation(f"{attempt!r} raised {type(exc).__name__}: {exc}") from exc
        else:
            raise Violation(f"illegal {attempt!r} was accepted")
        _require(fingerprint(hand) == before, f"refused {attempt!r} changed the hand")


# -------------------------------------------------------------- invariants


def check_step(hand: Hand, total: int, new_from: int, rng: random.Random) -> None:
    stacks = hand.stacks
    _require(all(v >= 0 for v in stacks.values()), f"a negative stack: {stacks}")
    _require(all(v >= 0 for v in hand.committed.values()), "a negative commitment")
    in_play = 0 if hand.finished else sum(hand.committed.values())
    _require(sum(stacks.values()) + in_play == total,
             f"chips not conserved: {sum(stacks.values())} + {in_play} != {total}")
    if hand.finished:
        _require(hand.to_act is None and hand.legal_actions() == (), "a finished hand has a turn")
    else:
        seat = hand.to_act
        _require(seat is not None and seat in hand.active(), f"to_act {seat} is not in the hand")
        _require(bool(hand.legal_actions()), "the player to act has nothing to do")
    viewers = {None, hand.to_act, rng.choice(hand.seats)}
    check_no_leak(hand, viewers, new_from)


def down_cards(hand: Hand) -> dict[int, set[Card]]:
    return {s: {c for c, up in hand.dealt(s) if not up} for s in hand.seats}


def check_no_leak(hand: Hand, viewers: set[int | None], new_from: int) -> None:
    """No view and no censored event holds another seat's down card (shown hands aside)."""
    downs = down_cards(hand)
    shown = {e.seat for e in hand.events if isinstance(e, HandRevealed) and e.shown}
    owner_of = {c: s for s, cs in downs.items() for c in cs}
    for viewer in viewers:
        view: SeatView = hand.view(viewer)
        for snap in view.seats:
            for sc in snap.cards:
                if sc.card is not None and not sc.face_up:
                    _require(snap.seat == viewer, f"view of {viewer} shows seat {snap.seat}'s down card")
        for sh in view.showdown:
            _require(sh.seat in shown, "a view shows a hand that was not shown")
        for ev in hand.events[new_from:]:
            censored = censor_event(ev, viewer)
            for card in _cards_in(censored):
                owner = owner_of.get(card)
                if owner is not None and owner != viewer:
                    _require(isinstance(censored, HandRevealed) and censored.shown
                             and censored.seat == owner,
                             f"censored {type(ev).__name__} shows seat {owner}'s down card to {viewer}")


def _cards_in(event: Event) -> list[Card]:
    if isinstance(event, CardDealt):
        return [event.card] if event.card is not None else []
    if isinstance(event, HandRevealed):
        return [*event.cards, *event.best_five]
    card = getattr(event, "card", None)
    return [card] if isinstance(card, Card) else []


def check_finished(hand: Hand, start: dict[int, int]) -> None:
    events = hand.events
    awards = [e for e in events if isinstance(e, PotAwarded)]
    community = [hand.community_card] if hand.community_card is not None else []
    cards = {s: [*hand.cards_of(s), *community] for s in hand.seats}
    odd_by_suit = hand.config.house_rules.odd_chip_by_suit
    expected = reference.expected_pots(events, hand.seats, cards, odd_by_suit)
    got = [(a.amount, a.eligible, a.shares) for a in awards]
    _require(len(got) == len(expected), f"pots {got} but the referee makes {expected}")
    live = set(hand.active())
    for (amount, eligible, shares), (g_amount, g_eligible, g_shares) in zip(expected, got,
                                                                              strict=True):
        _require((amount, eligible) == (g_amount, g_eligible),
                 f"pot {g_amount} for {g_eligible}; the referee makes {amount} for {eligible}")
        _require(set(s for s, _ in g_shares) <= set(eligible) <= live, "a pot paid an ineligible seat")
        if shares is not None:
            # under the suit rule the engine lists winners in odd-chip order; with
            # no odd chip that order carries no meaning, so compare by seat
            same = sorted(g_shares) == sorted(shares) if odd_by_suit else tuple(g_shares) == shares
            _require(same, f"pot shares {g_shares}; the referee makes {shares}")
        else:
            winners = reference.winners_of(events, hand.seats, cards, eligible)
            share, odd = divmod(amount, len(winners))
            _require(sorted(s for s, _ in g_shares) == winners
                     and sorted(c for _, c in g_shares) == sorted([share] * (len(winners) - odd)
                                                                  + [share + 1] * odd),
                     f"pot shares {g_shares} are not an even split among {winners}")
    won: dict[int, int] = {}
    for a in awards:
        for s, c in a.shares:
            won[s] = won.get(s, 0) + c
    paid = {s: 0 for s in hand.seats} | reference.put_in(events)
    for s in hand.seats:
        _require(hand.stacks[s] == start[s] - paid[s] + won.get(s, 0),
                 f"seat {s} ends with {hand.stacks[s]}, expected {start[s] - paid[s] + won.get(s, 0)}")
    _require(sum(hand.stacks.values()) == sum(start.values()), "chips not conserved at the end")
    _require(dict(hand.record.final_stacks) == hand.stacks, "the record's final stacks differ")
    check_no_leak(hand, {None, *hand.seats}, 0)


# ---------------------------------------------------------------- playing


def play_hand(hand: Hand, rng: random.Random, tally: Tally, table: Table | None) -> None:
    first = hand.events[0]  # the antes are already in: count from the starting stacks
    _require(isinstance(first, HandStarted), "a hand's first event is not HandStarted")
    assert isinstance(first, HandStarted)
    start = dict(first.stacks)
    total = sum(start.values())
    bound = 6 * 5 * len(start) + 2 * (total // hand.config.stakes.small_bet + 1) + 8
    aggression = rng.randrange(4)
    probe_rate = rng.choice((0.2, 0.5, 0.9))
    mid_table = rng.randrange(1, 12)
    steps = 0
    check_step(hand, total, 0, rng)
    while not hand.finished:
        steps += 1
        _require(steps <= bound, f"the hand did not end within {bound} actions")
        if rng.random() < probe_rate:
            probe(hand, rng, tally)
        if table is not None and steps == mid_table:
            check_table_refuses(table)
        legal = hand.legal_actions()
        raises = [la for la in legal if la.type in _AGGRESSIVE]
        la = rng.choice(raises) if raises and rng.randrange(4) < aggression else rng.choice(legal)
        unique = sum(x.type is la.type for x in legal) == 1
        to = None if unique and rng.random() < 0.5 else la.to
        seat = hand.to_act
        assert seat is not None
        mark = len(hand.events)
        new = hand.act(Action(seat, la.type, to))
        tally.actions += 1
        _require(bool(new) and hand.events[mark:] == new, "act did not return its new events")
        check_step(hand, total, mark, rng)
    for _ in range(rng.randrange(1, 3)):
        probe(hand, rng, tally)  # after the end: everything is refused
    check_finished(hand, start)


def check_table_refuses(table: Table) -> None:
    """Seats and chips never move under a hand that is not settled."""
    before = table.stacks
    free = [s for s in SEATS if s not in before]
    seat = next(iter(before))
    attempts: list[Callable[[], object]] = [lambda: table.rebuy(seat, 100), lambda: table.leave(seat)]
    if free:
        attempts.append(lambda: table.sit(free[0], 100))
    attempts.append(lambda: table.new_hand(rng=random.Random(0)))
    for attempt in attempts:
        try:
            attempt()
        except RuntimeError:
            pass
        else:
            raise Violation("the table changed seats or chips during an unsettled hand")
        _require(table.stacks == before, "a refused table change moved chips")


def play_table(rng: random.Random, config: GameConfig, stacks: dict[int, int], tally: Tally) -> None:
    table = Table(config, stacks)
    hand = table.new_hand(rng=rng)
    _require(hand.seats == tuple(sorted(stacks)), "the table dealt the wrong seats")
    play_hand(hand, rng, tally, table)
    check_table_refuses(table)  # finished but not settled
    table.settle(hand)
    _require(table.stacks == hand.stacks, "settle did not take the final stacks back")
    try:
        table.settle(hand)
    except RuntimeError:
        pass
    else:
        raise Violation("a hand was settled twice")
    total = sum(table.stacks.values())
    for seat, chips in table.stacks.items():
        if chips == 0 and rng.random() < 0.7:
            try:
                table.rebuy(seat, 0)
            except ConfigError:
                pass
            else:
                raise Violation("a rebuy of 0 chips was accepted")
            add = rng.randint(1, 3 * config.stakes.big_bet)
            table.rebuy(seat, add)
            total += add
    if rng.random() < 0.3 and len(table.stacks) > 2:
        total -= table.leave(rng.choice(sorted(table.stacks)))
    free = [s for s in SEATS if s not in table.stacks]
    if free and rng.random() < 0.3:
        add = rng.randint(1, 3 * config.stakes.big_bet)
        table.sit(rng.choice(free), add)
        total += add
    _require(sum(table.stacks.values()) == total, "rebuy, leave and sit did not add up")
    dealt_in = table.dealt_in()
    if len(dealt_in) >= 2:
        before = table.stacks
        nxt = table.new_hand(rng=rng)
        _require(nxt.seats == tuple(dealt_in), "the next hand skipped or dealt a wrong seat")
        _require(nxt.hand_id == hand.hand_id + 1, "hand ids are not consecutive")
        in_play = 0 if nxt.finished else sum(nxt.committed.values())  # all-in on the antes
        _require(sum(nxt.stacks.values()) + in_play == sum(before[s] for s in dealt_in),
                 "the next deal created or lost chips")
        if not nxt.finished:
            check_table_refuses(table)


def fuzz_one(seed: int) -> Tally:
    """Play and check the hand ``seed`` names; a violation is recorded, not raised."""
    tally = Tally(hands=1)
    rng = random.Random(seed)
    try:
        config = random_config(rng)
        stacks = random_stacks(rng, config)
        if rng.random() < 0.25:
            play_table(rng, config, stacks, tally)
        else:
            hand = Hand(config, stacks, rng=rng, hand_id=seed)
            hand.start()
            play_hand(hand, rng, tally, None)
    except Exception as exc:
        tally.violations.append({"seed": seed, "what": f"{type(exc).__name__}: {exc}"})
    return tally
