"""Play one scripted hand from JSON: ``python -m razz_desktop.engine.scenario FILE.json``.

The contract other parts and the golden tests rely on. Input::

    {"stakes": {"small_bet": 200, "big_bet": 400, "ante": 40, "bring_in": 50},
     "house_rules": {"auto_muck": true},
     "seats": {"1": 10000, "3": 10000, "8": 4000},
     "deck": ["7c", "3h", "Kc", ...],
     "actions": ["bring-in", "call", "raise", "fold", "check", "bet", "complete"]}

``deck`` lists cards in the order they leave the deck (3rd street: first
down card to everyone from seat 1 on, then the second down card, then the
door card; then one card per street to each player still in; on 7th street,
when the deck cannot give everyone a card, the next card is the community
card). ``actions`` are played in order by whoever is to act; amounts follow
from fixed limit. Besides the words above, ``show`` and ``muck`` answer the
showdown question when ``auto_muck`` is false, and ``big-bet`` is the big
first bet on 4th street under ``open_pair_big_bet``.

House rule keys: ``no_cap_heads_up``, ``open_pair_big_bet``,
``board_ties_by_suit``, ``odd_chip_by_suit``, ``auto_muck`` (see rules.py).

Output: one JSON object (see ``play``). In each street's action list,
``amount`` is the chips the action put into the pot (0 for check and fold).
An illegal action or a malformed file prints ``{"error": ..., "action_index": N}``
(N is null when the file itself is at fault) and exits with status 2.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from .actions import Action, ActionType, IllegalActionError
from .cards import CardError, Deck, parse_card
from .events import CommunityCardDealt, PlayerActed
from .hand import Hand
from .rules import ConfigError, GameConfig, HouseRules, Stakes


class ScenarioError(ValueError):
    def __init__(self, message: str, action_index: int | None = None) -> None:
        super().__init__(message)
        self.action_index = action_index


_WORDS = {t.value: t for t in ActionType}


def load(data: Any) -> tuple[Hand, list[str]]:
    """Build the hand a scenario describes (started) and return it with its actions."""
    if not isinstance(data, dict):
        raise ScenarioError("the scenario must be a JSON object")
    unknown = set(data) - {"stakes", "house_rules", "seats", "deck", "actions", "comment"}
    if unknown:
        raise ScenarioError(f"unknown key(s): {', '.join(sorted(unknown))}")
    if not isinstance(data.get("stakes", {}), dict):
        raise ScenarioError('"stakes" must be an object such as {"small_bet": 200, "big_bet": 400}')
    try:
        stakes = Stakes(**data.get("stakes", {}))
    except TypeError as exc:
        raise ScenarioError(f"bad stakes: {exc}") from None
    rules = HouseRules.from_dict(data.get("house_rules", {}))
    seats_raw = data.get("seats")
    if not isinstance(seats_raw, dict) or not seats_raw:
        raise ScenarioError('"seats" must map seat numbers to stacks, e.g. {"1": 10000}')
    seats: dict[int, Any] = {}
    keys: dict[int, str] = {}
    for k, v in seats_raw.items():
        try:
            seat = int(k)
        except ValueError:
            raise ScenarioError("seat numbers must be 1 to 8") from None
        if seat in seats:
            # JSON allows both "1" and "01"; silently keeping the last would hide a typo
            raise ScenarioError(f"seat keys {keys[seat]!r} and {k!r} both name seat {seat}")
        seats[seat] = v
        keys[seat] = k
    deck_raw = data.get("deck")
    if not isinstance(deck_raw, list) or not all(isinstance(c, str) for c in deck_raw):
        raise ScenarioError('"deck" must be a list of card strings such as "7c"')
    deck = Deck([parse_card(c) for c in deck_raw])
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ScenarioError('"actions" must be a list of action words')
    hand = Hand(GameConfig(stakes, rules), seats, deck=deck)
    hand.start()
    return hand, actions


def _action(hand: Hand, word: str, index: int) -> Action:
    seat = hand.to_act
    if seat is None:
        raise ScenarioError(f"action {word!r} given but nobody is to act (the hand is over)", index)
    if word == "big-bet":
        return Action(seat, ActionType.BET, hand.config.stakes.big_bet)
    kind = _WORDS.get(word)
    if kind is None:
        raise ScenarioError(f"unknown action {word!r}; known: {', '.join(sorted(_WORDS))}, big-bet", index)
    return Action(seat, kind)


def play(data: Any) -> dict[str, Any]:
    try:
        hand, actions = load(data)
    except (ScenarioError, ConfigError, CardError) as exc:
        raise ScenarioError(str(exc)) from None
    for i, word in enumerate(actions):
        try:
            hand.act(_action(hand, word, i))
        except IllegalActionError as exc:
            raise ScenarioError(str(exc), i) from None
        except CardError as exc:
            raise ScenarioError(f"{exc} (the deck list is too short)", i) from None
    return result(hand)


def result(hand: Hand) -> dict[str, Any]:
    """The output object for a hand, finished or not."""
    streets: list[dict[str, Any]] = []
    first = hand.first_to_act
    by_street: dict[int, list[dict[str, Any]]] = {s: [] for s in first}
    community = None
    for e in hand.events:
        if isinstance(e, PlayerActed):
            by_street.setdefault(e.street, []).append({"seat": e.seat, "action": e.type.value, "amount": e.amount})
        elif isinstance(e, CommunityCardDealt):
            community = str(e.card)
    for street in sorted(by_street):
        streets.append({"street": street, "first_to_act": first.get(street), "actions": by_street[street]})
    out: dict[str, Any] = {
        "finished": hand.finished,
        "bring_in_seat": hand.bring_in_seat,
        "streets": streets,
        "community_card": community,
    }
    if hand.finished:
        rec = hand.record
        out["showdown"] = [
            {"seat": r.seat, "cards": [str(c) for c in r.cards], "best_five": [str(c) for c in r.best_five],
             "name": r.name, "shown": r.shown}
            for r in rec.showdown
        ]
        out["pots"] = [
            {"amount": p.amount, "eligible": list(p.eligible), "winners": [s for s, _ in p.shares],
             "shares": {str(s): c for s, c in p.shares}}
            for p in rec.pots
        ]
        out["net"] = {str(s): v for s, v in rec.net}
        out["final_stacks"] = {str(s): v for s, v in rec.final_stacks}
    else:
        out["to_act"] = hand.to_act
        out["legal"] = [
            {"action": la.type.value, "amount": la.amount, "to": la.to, "all_in": la.all_in}
            for la in hand.legal_actions()
        ]
        out["stacks"] = {str(s): v for s, v in hand.stacks.items()}
    return out


def _refuse_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json``'s object hook: a key given twice in one object is an error, not "the last wins".

    ``{"1": 10000, "1": 5}`` would otherwise play seat 1 with 5 chips and say
    nothing; a scenario with the same key twice is a typo to report.
    """
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ScenarioError(f"the key {key!r} is given twice in one object")
        out[key] = value
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(json.dumps({"error": "usage: python -m razz_desktop.engine.scenario FILE.json (or - for stdin)",
                          "action_index": None}))
        return 2
    try:
        if args[0] == "-":
            data = json.load(sys.stdin, object_pairs_hook=_refuse_duplicate_keys)
        else:
            with open(args[0], encoding="utf-8") as f:
                data = json.load(f, object_pairs_hook=_refuse_duplicate_keys)
    except ScenarioError as exc:
        print(json.dumps({"error": f"cannot read the scenario: {exc}", "action_index": None}))
        return 2
    except (OSError, ValueError) as exc:
        print(json.dumps({"error": f"cannot read the scenario: {exc}", "action_index": None}))
        return 2
    except RecursionError:
        # json's decoder recurses per nesting level; no scenario nests more than a few
        print(json.dumps({"error": "cannot read the scenario: the JSON is nested too deeply",
                          "action_index": None}))
        return 2
    try:
        out = play(data)
    except ScenarioError as exc:
        print(json.dumps({"error": str(exc), "action_index": exc.action_index}))
        return 2
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
