"""Bots: legal actions only, no peeking, sensible razz decisions, styles, modelling."""

from __future__ import annotations

import random

import pytest

from razz_desktop.ai.bots import BOT_NAMES, ExpertBot, Style, make_bot
from razz_desktop.ai.match import make_arena_bot, play_match
from razz_desktop.ai.policy import BasePolicy, Policy, coerce_legal
from razz_desktop.ai.reading import opponent_potential, situation, strength
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import Deck, parse_cards
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig
from razz_desktop.engine.views import SeatView

A = ActionType


def deal_order(hands: dict[int, str], rest_seed: int = 0) -> list[int]:
    """A deck that gives each seat the listed 3rd-street cards (down, down, up)."""
    seats = sorted(hands)
    cards = {s: [int(c) for c in parse_cards(hands[s])] for s in seats}
    used = {c for cs in cards.values() for c in cs}
    rest = [c for c in range(52) if c not in used]
    random.Random(rest_seed).shuffle(rest)
    order = [cards[s][k] for k in range(3) for s in seats]
    return order + rest


def test_every_bot_satisfies_the_policy_protocol() -> None:
    for name in BOT_NAMES:
        bot = make_bot(name, seed=1)
        assert isinstance(bot, Policy)
        assert bot.name == name


def test_unknown_names_and_styles_are_refused() -> None:
    with pytest.raises(ValueError):
        make_bot("grandmaster")
    with pytest.raises(ValueError):
        make_bot("regular", style="sneaky")
    assert Style.parse("tight-aggressive") == Style(-1.0, 1.0)
    assert Style.parse("loose passive") == Style(1.0, -1.0)


class Spy(BasePolicy):
    """Wraps a bot and records every view it is given."""

    def __init__(self, inner: Policy) -> None:
        self.inner = inner
        self.name = inner.name
        self.views: list[SeatView] = []
        self.observed: list[SeatView] = []

    def decide(self, view: SeatView, rng: random.Random) -> ActionType:
        self.views.append(view)
        kind = self.inner.decide(view, rng)
        assert kind in view.legal_types(), (self.name, kind, view.legal_types())
        return kind

    def observe(self, view: SeatView) -> None:
        self.observed.append(view)
        self.inner.observe(view)


def test_bots_only_see_their_own_down_cards_and_act_legally() -> None:
    names = ["expert", "strong", "regular", "beginner", "random", "maniac", "tag", "pressure"]
    spies = [Spy(make_arena_bot(n, i, i)) for i, n in enumerate(names)]
    result = play_match(names, 24, seed=5, bots=spies)
    assert sum(result.chips_net) == 0
    for seat, spy in enumerate(spies, start=1):
        assert spy.views, f"{spy.name} never acted"
        for view in spy.views + spy.observed:
            assert view.viewer == seat
            for snap in view.seats:
                for sc in snap.cards:
                    if snap.seat != seat and not sc.face_up:
                        assert sc.card is None, "a bot was shown another seat's down card"
        for view in spy.views:
            assert view.to_act == seat and view.legal


@pytest.mark.parametrize("name", BOT_NAMES + ("tag", "pressure"))
def test_policies_return_legal_actions_in_random_positions(name: str) -> None:
    """Random hands driven by random play; every bot is asked at every decision."""
    bot = make_arena_bot(name, 0, 3)
    rng = random.Random(11)
    asked = 0
    for hand_id in range(6):
        n = rng.randint(2, 8)
        hand = Hand(GameConfig(), dict.fromkeys(range(1, n + 1), rng.choice([300, 2000, 40000])),
                    deck=Deck.shuffled(rng), hand_id=hand_id)
        hand.start()
        while not hand.finished:
            seat = hand.to_act
            view = hand.view(seat)
            kind = bot.decide(view, rng)
            assert kind in view.legal_types()
            asked += 1
            hand.act(Action(seat, rng.choice(view.legal_types())))
    assert asked > 20


def test_coerce_legal_never_folds_a_free_check() -> None:
    assert coerce_legal(A.FOLD, (A.CHECK, A.BET)) is A.CHECK
    assert coerce_legal(A.RAISE, (A.FOLD, A.CALL)) is A.CALL
    assert coerce_legal(A.FOLD, (A.BRING_IN, A.COMPLETE)) is A.BRING_IN


def test_strength_reads_razz_hands() -> None:
    c = lambda s: [int(x) for x in parse_cards(s)]  # noqa: E731
    assert strength(c("7c 4d Ah")) == pytest.approx(6 + 3 / 13)
    assert strength(c("8c 7d 2h")) < strength(c("9c 2d Ah"))
    assert strength(c("2c 2d 5h")) > strength(c("6c 2d 5h"))  # a pair is worse
    assert strength(c("8c 6d 4h 3s 2c")) < strength(c("8c 6d 5h 3s 2c"))
    # A K-Q board can still hide the best low; a 2-A board with perfect holes is a 4-3-2-A.
    assert opponent_potential(tuple(c("2c Ad"))) < opponent_potential(tuple(c("Kc Qd")))


def third_street_view(hands: dict[int, str], actions: list[ActionType]) -> SeatView:
    hand = Hand(GameConfig(), dict.fromkeys(hands, 20000), deck=Deck(deal_order(hands)))
    hand.start()
    for kind in actions:
        hand.act(Action(hand.to_act, kind))
    return hand.view(hand.to_act)


@pytest.mark.parametrize("name", ["regular", "strong", "expert"])
def test_good_bots_fold_kings_and_queens_to_a_completion(name: str) -> None:
    # Seat 3's 4-door completes; seat 1 (K-Q-J) must not call.
    hands = {1: "Kc Qd Js", 2: "9c 9d Kh", 3: "2c 3d 4s"}
    view = third_street_view(hands, [A.BRING_IN, A.COMPLETE])
    assert view.viewer == 1
    bot = make_bot(name, seed=1)
    folds = sum(bot.decide(view, random.Random(i)) is A.FOLD for i in range(10))
    assert folds >= 9


@pytest.mark.parametrize("name", ["regular", "strong", "expert"])
def test_good_bots_play_a_wheel_draw(name: str) -> None:
    hands = {1: "Ac 2d 3s", 2: "9c 9d Kh", 3: "Qc Td 7h"}
    view = third_street_view(hands, [A.BRING_IN, A.COMPLETE])  # seat 3's 7 completes
    assert view.viewer == 1
    bot = make_bot(name, seed=1)
    for i in range(5):
        assert bot.decide(view, random.Random(i)) in (A.CALL, A.RAISE)


def test_situation_reads_the_view() -> None:
    hands = {1: "Ac 2d 3s", 2: "9c 9d Kh", 3: "Qc Td 7h"}
    view = third_street_view(hands, [A.BRING_IN])
    sit = situation(view)
    assert sit.seat == 3 and sit.street == 3
    assert sorted(sit.mine) == sorted(int(c) for c in parse_cards("Qc Td 7h"))
    assert {o.seat for o in sit.opponents} == {1, 2}
    assert sit.behind == (1,)  # seat 2 brought in; seat 1 has not acted yet
    assert sit.pot == 3 * 40 + 50 and sit.to_call == 50


def test_expert_models_a_maniac_and_a_calling_station() -> None:
    names = ["expert", "maniac", "calling-station"]
    expert = make_bot("expert", seed=2)
    assert isinstance(expert, ExpertBot)
    bots = [expert, make_bot("maniac"), make_bot("calling-station")]
    play_match(names, 60, seed=9, bots=bots)
    maniac, station = expert.stats[2].profile(), expert.stats[3].profile()
    assert expert.stats[2].hands == 60
    # The maniac's bets carry little information; the station never folds.
    assert maniac.bet_informativeness < 0.3
    assert station.fold_to_bet < 0.15
    assert station.bet_informativeness > maniac.bet_informativeness
    expert.forget(2)  # a new player takes seat 2: back to the prior
    assert expert.stats[2].hands == 0 and expert.stats[3].hands == 60


def test_styles_shift_how_many_hands_are_played() -> None:
    """A loose Regular enters more pots than a tight one on the same deals."""
    def entered(style: str) -> int:
        bot = make_bot("regular", style=style)
        rng = random.Random(4)
        count = 0
        for i in range(150):
            hand = Hand(GameConfig(), {1: 20000, 2: 20000, 3: 20000}, deck=Deck.shuffled(rng),
                        hand_id=i)
            hand.start()
            while hand.to_act not in (1, None) and hand.street == 3:
                hand.act(Action(hand.to_act, hand.view(hand.to_act).legal[0].type))
            if hand.finished or hand.to_act != 1 or hand.street != 3:
                continue
            count += bot.decide(hand.view(1), rng) is not A.FOLD
        return count

    assert entered("loose") > entered("tight")


def test_range_model_believes_a_completer_holds_low_cards() -> None:
    import numpy as np

    from razz_desktop.ai.equity import sample_deals
    from razz_desktop.ai.reading import RangeModel, strength_array

    hands = {1: "Kc Qd Js", 2: "9c 9d Kh", 3: "2c 3d 4s"}
    view = third_street_view(hands, [A.BRING_IN, A.COMPLETE])  # seat 3 completes
    sit = situation(view)
    deals = sample_deals(sit.mine, [o.up for o in sit.opponents], sit.dead, trials=4000,
                         exact=False, gen=np.random.default_rng(1))
    w = RangeModel().weights(sit, deals.opponents)
    completer = [o.seat for o in sit.opponents].index(3)
    q = strength_array(deals.opponents[completer][:, :3])
    assert (w * q).sum() / w.sum() < q.mean() - 1.0
    bringer = [o.seat for o in sit.opponents].index(2)
    q2 = strength_array(deals.opponents[bringer][:, :3])
    # The bring-in only posted what it had to: no reason to think its cards are good.
    w_only_bringer = RangeModel().weights(
        sit.__class__(**{**{f: getattr(sit, f) for f in sit.__dataclass_fields__},
                         "opponents": (sit.opponents[bringer],)}),
        deals.opponents[bringer:bringer + 1])
    assert np.allclose(w_only_bringer, 1.0)
    assert q2.mean() > 0


def test_bots_muck_a_beaten_hand_when_asked() -> None:
    from razz_desktop.engine.rules import HouseRules

    config = GameConfig(house_rules=HouseRules(auto_muck=False))
    asked = 0
    for hand_id in range(20):
        hand = Hand(config, {1: 20000, 2: 20000, 3: 20000}, deck=Deck.seeded(hand_id),
                    hand_id=hand_id)
        hand.start()
        while not hand.finished:
            view = hand.view(hand.to_act)
            legal = view.legal_types()
            if A.MUCK in legal:
                for name in BOT_NAMES:
                    assert make_bot(name).decide(view, random.Random(0)) is A.MUCK
                asked += 1
                hand.act(Action(hand.to_act, A.MUCK))
                continue
            kind = next(k for k in (A.CHECK, A.CALL, A.BRING_IN) if k in legal)
            hand.act(Action(hand.to_act, kind))
    assert asked > 0


def test_expert_learns_that_the_tag_folds_when_its_board_is_behind() -> None:
    """The TAG gives up when behind on board: the Expert's model separates the two cases."""
    expert = make_bot("expert", seed=2)
    assert isinstance(expert, ExpertBot)
    play_match(["expert", "tag", "tag"], 300, seed=3,
               bots=[expert, make_arena_bot("tag", 1, 1), make_arena_bot("tag", 2, 2)])
    stats = expert.stats[2]
    assert stats.faced_behind > 0 and stats.faced_bet > stats.faced_behind
    prof = stats.profile()
    assert prof.fold_when_behind > prof.fold_when_ahead


def test_the_experts_decision_depends_on_the_spot_and_its_seed_not_the_tables_stream() -> None:
    """Issue 35: the same view (and public history) gets the same decision from an Expert with
    the same seed, whatever random stream the table hands it."""
    from tests.ai.test_lookahead import random_spot

    seen = 0
    for seed in range(40):
        view = random_spot(seed, 2 + seed % 5, 1 + seed % 25)
        if view is None:
            continue
        seen += 1
        one, two = make_bot("expert", seed=5), make_bot("expert", seed=5)
        assert isinstance(one, ExpertBot) and isinstance(two, ExpertBot)
        first = one.decide(view, random.Random(1))
        again = two.decide(view, random.Random(987_654))
        assert first is again, f"spot {seed}: {first} then {again}"
        if one.last_values is not None:  # the figures behind it too, not only the action
            assert two.last_values is not None
            assert dict(one.last_values.values) == dict(two.last_values.values)
    assert seen >= 20
