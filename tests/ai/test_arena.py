"""Arena: the command's JSON, duplicate dealing, intervals, chip conservation."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from razz_desktop.ai.arena import main
from razz_desktop.ai.match import (
    KeyedStream,
    block_deck,
    bot_seed,
    decision_rng,
    derive,
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
from razz_desktop.storage.handlog.db import open_database
from razz_desktop.storage.handlog.repository import HandLog


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


def test_several_processes_give_the_single_process_result() -> None:
    """Sittings (fresh bots each) are the unit of work, so --jobs cannot change a result."""
    names = ["expert", "pressure", "regular"]
    one = play_match(names, 60, seed=21, jobs=1, sitting_hands=9)
    two = play_match(names, 60, seed=21, jobs=2, sitting_hands=9)
    assert len(one.block_bb100[0]) == 20  # 20 blocks in 7 sittings: several per worker
    assert one.outcome() == two.outcome()
    assert [c.as_dict() for c in one.styles] == [c.as_dict() for c in two.styles]


def test_decisions_do_not_depend_on_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """A machine a thousand times slower plays the same hands (budgets are counted in deals)."""
    names = ["expert", "strong"]
    calm = play_match(names, 12, seed=4).outcome()
    ticks = iter(range(10**9))
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * 5.0)  # 5 s per look
    monkeypatch.setattr(time, "monotonic", lambda: next(ticks) * 5.0)
    busy = play_match(names, 12, seed=4).outcome()
    assert busy == calm


def test_the_deck_comes_from_a_key_and_not_from_the_hand_number() -> None:
    decks = {tuple(block_deck(seed, b)) for seed in (1, 2, 2**127 + 5) for b in range(4)}
    assert len(decks) == 12 and all(sorted(d) == list(range(52)) for d in decks)
    assert block_deck(7, 3) == block_deck(7, 3)
    # The old scheme anybody could recompute from the seed and the hand number is gone.
    old = list(range(52))
    random.Random("arena-7-3").shuffle(old)
    assert block_deck(7, 3) != old
    # Decision generators and bot seeds are separate derivations of the key.
    assert decision_rng(7, 3, 0, 1).random() != decision_rng(7, 3, 0, 2).random()
    assert bot_seed(7, 0, 0) != bot_seed(7, 0, 1)
    assert derive(7, "deck", 3) != derive(7, "decide", 3)


def test_the_keyed_stream_is_uniform_enough() -> None:
    stream = KeyedStream(b"k")
    counts = [0] * 6
    for _ in range(6000):
        counts[stream.below(6)] += 1
    assert all(900 < c < 1100 for c in counts)  # 6 sigma is about +-170
    assert all(0 <= KeyedStream(b"x").below(n) < n for n in (1, 2, 3, 52, 1000))


def test_without_a_seed_a_key_is_drawn_and_reported() -> None:
    a = play_match(["regular", "beginner"], 2, seed=None)
    b = play_match(["regular", "beginner"], 2, seed=None)
    assert a.seed != b.seed and a.seed.bit_length() > 64
    again = play_match(["regular", "beginner"], 2, seed=a.seed)
    assert again.outcome() == a.outcome()


def test_cli_seed_repeats_with_any_jobs_and_logs_every_hand(tmp_path: Path) -> None:
    def run(*extra: str) -> dict:
        out = subprocess.run(
            [sys.executable, "-m", "razz_desktop.ai.arena", "--hands", "12",
             "--players", "tag,regular,pressure", *extra],
            capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stderr
        return json.loads(out.stdout)

    first = run("--jobs", "1")
    seed = str(first["seed"])
    db = tmp_path / "arena.sqlite"
    second = run("--seed", seed, "--jobs", "2", "--log-db", str(db))
    strip = lambda d: {k: v["bb_per_100"] for k, v in d["bots"].items()}  # noqa: E731
    assert strip(first) == strip(second) and first["style"] == second["style"]
    assert set(first["style"]["tag"]) == {"hands", "vpip", "complete_3rd", "steal",
                                          "fold_to_steal", "wtsd"}
    conn, recovery = open_database(db)
    try:
        assert recovery is None
        log = HandLog(conn)
        assert log.hand_count() == 12
        stored = log.hand(log.hand_ids()[0])
        assert stored is not None
        assert {p.name for p in stored.players} == {"tag", "regular", "pressure"}
        assert all(not p.is_human and p.bot_level == p.name for p in stored.players)
        chips = 0
        for h in log.hand_ids():
            hand = log.hand(h)
            assert hand is not None
            chips += dict(hand.record.net)[1]
    finally:
        conn.close()
    assert chips / 400 / 12 * 100 == pytest.approx(second["bots"]["tag"]["bb_per_100"], abs=0.01)


def test_cli_refuses_a_bad_log_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code = main(["--hands", "2", "--players", "regular,beginner", "--seed", "1", "--jobs", "1",
                 "--log-db", str(blocker / "sub" / "db.sqlite")])
    assert code == 2
    assert "error" in capsys.readouterr().err


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
