"""Replay real PokerStars Razz hands through the engine.

The golden scenarios check the engine against our reading of RULES.md; these
check it against a real site's dealer. For every PokerStars hand in
``../shared/handhistories/razz_only_utf8`` (beside the repository) the seats, stacks, stakes, the
known cards and the actions are rebuilt, and the engine must agree with the
log on: who brings in, who acts first on every street, that each logged
action is legal with the same amount (and all-in flag), every uncalled bet
returned, the total pot, and (when every hand at showdown is known) who
shows first and who wins. Hidden cards are unknown: they are filled with
cards nobody else holds, which cannot change any of the above except the
winner, and the winner is only compared when all showdown hands are known.

The files are third-party test data outside the repository; the tests skip
when the folder is absent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from razz_desktop.engine import (
    CARDS,
    Action,
    ActionType,
    Deck,
    GameConfig,
    Hand,
    Stakes,
    parse_card,
)
from razz_desktop.engine.events import PotAwarded, ShowdownStarted, UncalledBetReturned

HISTORIES = Path(__file__).resolve().parents[2].parent / "shared" / "handhistories" / "razz_only_utf8"
"""Third-party test data beside the repository (``../shared``); missing, the count test below fails."""
STARS_FILES = (
    "fpdb-3__Razz-USD-0.04-0.08-200911.txt",
    "fpdb-3__8-Game-2max-STT-play-100-201306.homeGame.shootout.txt",
    "fpdb-3__Razz-8max-USD-200-15-201009.bracket.in.alias.txt",
)
STREET_HEADERS = {"3rd STREET": 3, "4th STREET": 4, "5th STREET": 5, "6th STREET": 6, "RIVER": 7}


def chips(text: str) -> int:
    """"$0.04" -> 4 (cents), "1,500" -> 1500: the engine counts integer chips."""
    text = text.replace(",", "")
    if text.startswith("$"):
        dollars, _, cents = text[1:].partition(".")
        return int(dollars) * 100 + int((cents + "00")[:2])
    return int(text)


@dataclass
class LoggedAction:
    street: int
    name: str
    verb: str  # brings-in, calls, bets, raises, checks, folds
    amount: int = 0  # chips added (brings in, calls, bets) or the raise's total ("to")
    all_in: bool = False


@dataclass
class StarsHand:
    hand_id: str
    small_bet: int
    big_bet: int
    seats: dict[str, int] = field(default_factory=dict)  # name -> seat
    stacks: dict[int, int] = field(default_factory=dict)
    antes: dict[str, int] = field(default_factory=dict)
    cards: dict[str, list[str | None]] = field(default_factory=dict)  # 7 slots per player
    actions: list[LoggedAction] = field(default_factory=list)
    uncalled: list[tuple[str, int]] = field(default_factory=list)
    shows: list[tuple[str, list[str]]] = field(default_factory=list)
    mucked_known: set[str] = field(default_factory=set)
    collected: dict[str, int] = field(default_factory=dict)
    total_pot: int | None = None
    showdown_names: list[str] = field(default_factory=list)
    streets_dealt: set[int] = field(default_factory=set)


ACTION_RE = re.compile(
    r"^(?P<name>.+?): (?:(?P<bring>brings in for (?P<bamt>\S+))|(?P<call>calls (?P<camt>\S+))"
    r"|(?P<bet>bets (?P<betamt>\S+))|(?P<raise>raises \S+ to (?P<rto>\S+))|(?P<check>checks)"
    r"|(?P<fold>folds))(?P<allin> and is all-in)?\s*$"
)


def parse_file(path: Path) -> list[StarsHand]:
    hands = []
    for block in re.split(r"\n\s*\n(?=PokerStars )", path.read_text(encoding="utf-8")):
        block = block.strip()
        if block.startswith("PokerStars") and "Razz" in block.splitlines()[0]:
            hands.append(parse_hand(block))
    return hands


def parse_hand(text: str) -> StarsHand:
    lines = text.splitlines()
    header = lines[0]
    hand_id = re.search(r"(?:Game|Hand) #(\d+)", header).group(1)  # type: ignore[union-attr]
    limits = re.findall(r"\((\$?[\d.,]+)/(\$?[\d.,]+)", header)
    small, big = (chips(x) for x in limits[-1])
    hand = StarsHand(hand_id, small, big)
    street = 0
    in_summary = in_showdown = False
    for line in lines[1:]:
        line = line.rstrip()
        if line.startswith("*** "):
            title = line.strip("* ")
            in_summary = title == "SUMMARY"
            in_showdown = title == "SHOW DOWN"
            street = STREET_HEADERS.get(title, street)
            hand.streets_dealt.add(street)
            continue
        if in_summary:
            m = re.match(r"Total pot (\S+)", line)
            if m:
                hand.total_pot = chips(m.group(1))
            m = re.match(r"Seat \d+: (.+?) mucked \[(.+)\]", line)
            if m and m.group(1) in hand.cards:
                hand.mucked_known.add(m.group(1))
                fill(hand, m.group(1), m.group(2).split())
            continue
        m = re.match(r"Seat (\d+): (.+) \((\S+) in chips\)", line)
        if m and street == 0:
            hand.seats[m.group(2)] = int(m.group(1))
            hand.stacks[int(m.group(1))] = chips(m.group(3))
            continue
        m = re.match(r"(.+): posts the ante (\S+)", line)
        if m:
            hand.antes[m.group(1)] = chips(m.group(2))
            hand.cards[m.group(1)] = [None] * 7
            continue
        m = re.match(r"Dealt to (.+?) ((?:\[(?:[2-9TJQKA][cdhs] ?)+\] ?)+)$", line)
        if m:
            groups = re.findall(r"\[([^\]]*)\]", m.group(2))
            new = groups[-1].split()
            # 3rd street: [door] for others, [down down door] for the hero
            slots = {1: [2], 3: [0, 1, 2]}[len(new)] if street == 3 else [street - 1]
            for slot, card in zip(slots, new, strict=True):
                hand.cards[m.group(1)][slot] = card
            continue
        m = re.match(r"Uncalled bet \((\S+)\) returned to (.+)", line)
        if m:
            hand.uncalled.append((m.group(2), chips(m.group(1))))
            continue
        m = re.match(r"(.+?): shows \[(.+?)\]", line)
        if m:
            hand.shows.append((m.group(1), m.group(2).split()))
            if in_showdown:
                hand.showdown_names.append(m.group(1))
            fill(hand, m.group(1), m.group(2).split())
            continue
        m = re.match(r"(.+?): mucks hand", line)
        if m:
            hand.showdown_names.append(m.group(1))
            continue
        m = re.match(r"(.+?) collected (\S+) from pot", line)
        if m:
            hand.collected[m.group(1)] = hand.collected.get(m.group(1), 0) + chips(m.group(2))
            continue
        m = ACTION_RE.match(line)
        if m and street:
            if m.group("bring"):
                verb, amount = "brings-in", chips(m.group("bamt"))
            elif m.group("call"):
                verb, amount = "calls", chips(m.group("camt"))
            elif m.group("bet"):
                verb, amount = "bets", chips(m.group("betamt"))
            elif m.group("raise"):
                verb, amount = "raises", chips(m.group("rto"))
            else:
                verb, amount = ("checks" if m.group("check") else "folds"), 0
            hand.actions.append(LoggedAction(street, m.group("name"), verb, amount, bool(m.group("allin"))))
    return hand


def fill(hand: StarsHand, name: str, seven: list[str]) -> None:
    """A shown (or mucked-and-listed) hand reveals all its cards in dealing order."""
    slots = hand.cards[name]
    for i, card in enumerate(seven):
        assert slots[i] in (None, card), f"{hand.hand_id}: {name}'s card {i} disagrees"
        slots[i] = card


def build_deck(hand: StarsHand) -> Deck:
    """The deck order the engine deals from, hidden cards filled with unused ones.

    A player receives a card on a street only if still in the hand; the log
    tells who folded where. Unknown cards get the lowest card nobody holds.
    """
    seat_of = hand.seats
    names = sorted(hand.cards, key=lambda n: seat_of[n])
    folded_on = {a.name: a.street for a in hand.actions if a.verb == "folds"}
    used = {parse_card(c) for slots in hand.cards.values() for c in slots if c}
    spare = iter(c for c in CARDS if c not in used)
    order = []
    for position in range(7):
        street = 3 if position < 3 else position + 1
        for name in names:
            if street not in hand.streets_dealt or folded_on.get(name, 99) < street:
                continue
            card = hand.cards[name][position]
            order.append(parse_card(card) if card else next(spare))
    return Deck(order + [c for c in CARDS if c not in order])


def engine_type(hand: Hand, verb: str) -> ActionType:
    legal = {la.type for la in hand.legal_actions()}
    if verb == "brings-in":
        return ActionType.BRING_IN
    if verb in ("bets", "raises"):
        # PokerStars writes a completion as a raise (or a bet, by the bring-in seat)
        for kind in (ActionType.COMPLETE, ActionType.BET, ActionType.RAISE):
            if kind in legal:
                return kind
        return ActionType.RAISE
    return {"calls": ActionType.CALL, "checks": ActionType.CHECK, "folds": ActionType.FOLD}[verb]


def load_hands() -> list[StarsHand]:
    if not HISTORIES.is_dir():
        return []
    return [h for f in STARS_FILES if (HISTORIES / f).exists() for h in parse_file(HISTORIES / f)]


HANDS = load_hands()


def bring_ins(hands: list[StarsHand]) -> dict[int, int]:
    """Bring-in by small bet, from the hands where somebody posted it in full.

    A bring-in seat may complete at once ("bets 30"), and then the log never
    names the bring-in amount: the same limits elsewhere in the data do.
    """
    found: dict[int, int] = {}
    for h in hands:
        for a in h.actions:
            if a.verb == "brings-in" and not a.all_in:
                assert found.setdefault(h.small_bet, a.amount) == a.amount
    return found


BRING_INS = bring_ins(HANDS)


def stakes_of(hand: StarsHand) -> Stakes:
    return Stakes(small_bet=hand.small_bet, big_bet=hand.big_bet,
                  ante=max(hand.antes.values()), bring_in=BRING_INS[hand.small_bet])


def test_all_pokerstars_razz_hands_were_found() -> None:
    assert HISTORIES.is_dir(), f"the real hand histories are missing: expected {HISTORIES} (../shared beside the repo)"
    assert len(HANDS) == 29  # 9 cash, 19 home-game, 1 tournament (see manifest.csv)


@pytest.mark.parametrize("stars", HANDS, ids=[h.hand_id for h in HANDS])
def test_engine_replays_the_pokerstars_hand(stars: StarsHand) -> None:
    seat_of = stars.seats
    stacks = {seat_of[n]: stars.stacks[seat_of[n]] for n in stars.cards}
    hand = Hand(GameConfig(stakes_of(stars)), stacks, deck=build_deck(stars))
    hand.start()
    assert hand.bring_in_seat == seat_of[stars.actions[0].name], "a different player brings in"
    assert stars.actions[0].verb in ("brings-in", "bets")
    street = 0
    for i, logged in enumerate(stars.actions):
        where = f"hand {stars.hand_id}, action {i} ({logged.name} {logged.verb} {logged.amount})"
        if logged.street != street:
            street = logged.street
            assert hand.street == street, f"{where}: the engine is on street {hand.street}"
            assert hand.first_to_act[street] == seat_of[logged.name], f"{where}: first to act"
        assert hand.to_act == seat_of[logged.name], f"{where}: engine has seat {hand.to_act} to act"
        kind = engine_type(hand, logged.verb)
        match = [la for la in hand.legal_actions() if la.type is kind]
        assert match, f"{where}: {kind} not legal; legal {hand.legal_actions()}"
        la = match[0]
        if logged.verb == "raises":
            assert la.to == logged.amount, f"{where}: engine raises to {la.to}"
        else:
            assert la.amount == logged.amount, f"{where}: engine amount {la.amount}"
        assert la.all_in == logged.all_in, f"{where}: all-in flag"
        hand.act(Action(hand.to_act, la.type, la.to))
    assert hand.finished, f"hand {stars.hand_id}: the engine expects more action"
    returned = [(e.seat, e.amount) for e in hand.events if isinstance(e, UncalledBetReturned)]
    assert returned == [(seat_of[n], a) for n, a in stars.uncalled]
    awarded = sum(e.amount for e in hand.events if isinstance(e, PotAwarded))
    assert awarded == stars.total_pot, "total pot (before rake)"
    showdown = [e for e in hand.events if isinstance(e, ShowdownStarted)]
    assert bool(showdown) == bool(stars.showdown_names)
    live = hand.active()
    known = all(all(stars.cards[n]) for n in stars.cards if seat_of[n] in live)
    river_bet = any(a.street == 7 and a.verb in ("bets", "raises") for a in stars.actions)
    if showdown and river_bet:
        # RULES.md and PokerStars agree when the river had a bet: its last
        # bettor or raiser shows first. When the river is checked through,
        # RULES.md goes back to the last street with a bet; the PokerStars
        # logs follow no one rule there (2 of their 4 such hands differ), so
        # that case is left to the golden scenario 12.
        assert showdown[0].order[0] == seat_of[stars.showdown_names[0]], "who shows first"
    if known or not showdown:
        winners = {s for e in hand.events if isinstance(e, PotAwarded) for s, _ in e.shares}
        assert winners == {seat_of[n] for n in stars.collected}
