"""The dealer log speaks with names, addresses the human as "you", and ends with the winner."""

from __future__ import annotations

import random

from razz_desktop.controllers.players import PlayerInfo
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import parse_cards
from razz_desktop.engine.events import CardDealt, PlayerActed, PotAwarded
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.messages import Note
from razz_desktop.engine.rules import GameConfig, Stakes
from razz_desktop.engine.views import censor_event
from razz_desktop.ui.log_format import LogFormatter, card_text
from tests.qt_helpers import CallingStation

PLAYERS = {
    1: PlayerInfo(1, "Ada", False, "regular"),
    2: PlayerInfo(2, "Boris", False, "regular"),
    3: PlayerInfo(3, "Dora", False, "regular"),
    4: PlayerInfo(4, "You", True),
}


def lines(formatter: LogFormatter, events) -> list[str]:
    out = []
    for e in events:
        out.extend(x.text for x in formatter.feed(e))
    out.extend(x.text for x in formatter.flush())
    return out


def test_names_and_you_in_engine_explanations():
    """The engine explains as data; the log says it with names, and with "you" for the human."""
    f = LogFormatter(PLAYERS)
    king = parse_cards("Ks")[0]
    assert f.explain(Note.of("bring_in.highest", seat=3, card=king)).text == \
        "Dora brings in: the king of spades is the highest door card (aces are low)"
    assert f.explain(Note.of("first_to_act", street=4, seat=4, board="5-4", tied_with=(), by_suit=0)).text == \
        "4th street: you act first with the lowest board (5-4)"
    assert f.explain(Note.of("odd_chips", seats=(1, 2), by_suit=0)).text == \
        "Odd chip to Ada and Boris: the first tied winner to the left of the button"
    assert f.explain(Note.of("auto_muck")).text == "Cannot beat the hand shown: mucked automatically"


def test_action_and_award_lines():
    f = LogFormatter(PLAYERS)
    assert lines(f, [PlayerActed(3, 5, ActionType.RAISE, 800, 800, False)]) == ["Dora raises to 800"]
    assert lines(f, [PlayerActed(4, 3, ActionType.BRING_IN, 50, 50, False)]) == ["You bring in for 50"]
    assert lines(f, [PlayerActed(4, 6, ActionType.CALL, 150, 400, True)]) == ["You call 150 and are all-in"]
    award = PotAwarded(0, 1240, (1, 3, 4), ((3, 1240),), "8-6-4-3-2")
    assert lines(f, [award]) == ["Dora wins 1,240 with 8-6-4-3-2"]


def test_human_cards_are_spelled_out_and_hidden_cards_are_not():
    f = LogFormatter(PLAYERS)
    a, b, c, k = parse_cards("As 3d 7h Kc")
    events = [CardDealt(4, 3, a, False), CardDealt(4, 3, b, False), CardDealt(1, 3, None, False),
              CardDealt(4, 3, c, True), CardDealt(1, 3, k, True)]
    assert lines(f, events) == [f"You are dealt [{card_text(a)} {card_text(b)}] {card_text(c)}",
                                f"Upcards: Ada {card_text(k)}"]


def test_a_whole_hand_logs_every_action_and_ends_with_the_winner():
    config = GameConfig(stakes=Stakes(200, 400, 40, 50))
    hand = Hand(config, dict.fromkeys(PLAYERS, 40000), rng=random.Random(3), hand_id=7)
    hand.start()
    policy = CallingStation()
    while not hand.finished:
        seat = hand.to_act
        hand.act(Action(seat, policy.decide(hand.view(seat), random.Random(0))))
    f = LogFormatter(PLAYERS)
    text = lines(f, [censor_event(e, 4) for e in hand.events])
    assert text[0] == "Hand #7"
    acted = [e for e in hand.events if isinstance(e, PlayerActed)]
    action_lines = [t for t in text if any(t.startswith(n) for n in ("Ada ", "Boris ", "Dora ", "You "))]
    assert len([t for t in action_lines if " shows " not in t and " wins " not in t and "dealt" not in t
                and " muck" not in t]) >= len(acted)
    winners = [t for t in text if " wins " in t or t.startswith("You win ")]
    assert winners and all(" with " in w for w in winners)
    assert text[-1].startswith(("You won", "You lost", "You broke even"))
