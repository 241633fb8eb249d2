"""Arena: the command's JSON, duplicate dealing, intervals, chip conservation."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys

import pytest

from razz_desktop.ai.arena import main
from razz_desktop.ai.match import (
    labels_for,
    mean_ci,
    play_match,
    rotated_deck,
    t_quantile_975,
)
from razz_desktop.engine.actions import Action, ActionType
from razz_desktop.engine.cards import Deck
from razz_desktop.engine.hand import Hand
from razz_desktop.engine.rules import GameConfig


def test_cli_prints_the_documented_json() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "razz_desktop.ai.arena", "--hands", "6", "--seed", "3",
         "--players", "regular,beginner,regular"],
        capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["hands"] == 6 and data["seed"] == 3
    assert list(data["bots"]) == ["regular", "beginner", "regular#2"]
    for entry in data["bots"].values():
        assert set(entry) == {"bb_per_100", "ci95", "hands", "decision_ms"}
        lo, hi = entry["ci95"]
        assert lo <= entry["bb_per_100"] <= hi
        assert entry["hands"] == 6
        assert set(entry["decision_ms"]) == {"p50", "p99"}
        assert 0 <= entry["decision_ms"]["p50"] <= entry["decision_ms"]["p99"]


def test_cli_refuses_unknown_bots(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--hands", "2", "--players", "regular,wizard"]) == 2
    assert "unknown bot" in capsys.readouterr().err


def test_chips_are_conserved_and_results_add_up() -> None:
    names = ["strong", "regular", "beginner", "calling-station"]
    res = play_match(names, 16, seed=2)
    assert res.hands == 16 and len(res.block_bb100[0]) == 4
    assert sum(res.chips_net) == 0
    # Per block the BB/100 results of all seats sum to zero too.
    for block in zip(*res.block_bb100, strict=True):
        assert sum(block) == pytest.approx(0.0, abs=1e-9)
    total = [sum(b) / len(b) for b in res.block_bb100]
    for i, chips in enumerate(res.chips_net):
        assert total[i] == pytest.approx(chips / res.big_bet / res.hands * 100)


def test_same_seed_replays_exactly() -> None:
    a = play_match(["strong", "beginner", "random"], 6, seed=8).chips_net
    b = play_match(["strong", "beginner", "random"], 6, seed=8).chips_net
    c = play_match(["strong", "beginner", "random"], 6, seed=9).chips_net
    assert a == b
    assert a != c


def test_rotation_gives_each_seat_the_cards_of_the_seat_before() -> None:
    """Nobody folds (everybody calls or checks): seat s gets base seat s-r's seven cards."""
    base = list(range(52))
    random.Random(1).shuffle(base)
    n = 5

    def cards_after_calling_down(order: list[int]) -> dict[int, tuple[int, ...]]:
        hand = Hand(GameConfig(), dict.fromkeys(range(1, n + 1), 100000), deck=Deck(order))
        hand.start()
        while not hand.finished:
            legal = hand.view(hand.to_act).legal_types()
            kind = next(k for k in (ActionType.CHECK, ActionType.CALL, ActionType.BRING_IN)
                        if k in legal)
            hand.act(Action(hand.to_act, kind))
        return {s: tuple(int(c) for c in cs) for s, cs in hand.record.cards}

    first = cards_after_calling_down(rotated_deck(base, n, 0))
    for r in range(1, n):
        rotated = cards_after_calling_down(rotated_deck(base, n, r))
        for s in range(1, n + 1):
            assert rotated[s] == first[(s - 1 - r) % n + 1]
    assert sorted(rotated_deck(base, n, 3)) == list(range(52))


def test_t_quantiles() -> None:
    assert t_quantile_975(10) == pytest.approx(2.228, abs=2e-3)
    assert t_quantile_975(30) == pytest.approx(2.042, abs=2e-3)
    assert t_quantile_975(200) == pytest.approx(1.972, abs=2e-3)


def test_mean_ci_covers_the_mean() -> None:
    m, lo, hi = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert m == 2.5
    assert hi - m == pytest.approx(3.182 * math.sqrt(5 / 3) / 2, rel=1e-3)
    assert lo == pytest.approx(2 * m - hi)


def test_labels_number_repeated_names() -> None:
    assert labels_for(["a", "b", "a", "a"]) == ["a", "b", "a#2", "a#3"]
