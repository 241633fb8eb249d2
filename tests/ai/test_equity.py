"""Equity: exact enumeration against brute force, Monte Carlo against exact, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import combinations

import numpy as np
import pytest

from razz_desktop.ai.equity import EquityError, equity, sample_deals
from razz_desktop.engine.cards import parse_cards
from razz_desktop.engine.evaluation import low_value


def cards(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in parse_cards(text))


def brute_force_heads_up_river(hero: tuple[int, ...], opp_up: tuple[int, ...],
                               dead: tuple[int, ...]) -> tuple[float, float]:
    """Win and tie probability by a plain loop over the scalar evaluator."""
    used = set(hero) | set(opp_up) | set(dead)
    unseen = [c for c in range(52) if c not in used]
    hv = low_value(hero)
    win = tie = n = 0
    for extra in combinations(unseen, 7 - len(opp_up)):
        ov = low_value(opp_up + extra)
        win += hv < ov
        tie += hv == ov
        n += 1
    return win / n, tie / n


@pytest.mark.parametrize(("hero", "opp", "dead"), [
    ("2c 3d 4h 9s 5c 7d 8h", "Kd 7c 6s 3h", ""),
    ("Ac 2c 3c 4c 5c Kc Qc", "Ad 2d 3d 4d", "5d 5h"),  # opponent can only tie the wheel
    ("9c 9d 4h Ts 5c 7d 8h", "6d 2c 3s 4d", "Ah As"),
])
def test_exact_river_matches_brute_force(hero: str, opp: str, dead: str) -> None:
    h, o, d = cards(hero), cards(opp), cards(dead)
    res = equity(h, [o], d, exact=True)
    win, tie = brute_force_heads_up_river(h, o, d)
    assert res.method == "exact"
    assert res.stderr == 0.0
    assert res.win == pytest.approx(win, abs=1e-12)
    assert res.tie == pytest.approx(tie, abs=1e-12)
    assert res.equity == pytest.approx(win + tie / 2, abs=1e-12)


def test_wheel_against_four_to_a_wheel_ties_only_with_a_five() -> None:
    res = equity(cards("Ac 2c 3c 4c 5c Kc Qc"), [cards("Ad 2d 3d 4d")], cards("5d 5h"), exact=True)
    assert res.win > 0.0 and res.tie > 0.0
    assert res.win + res.tie == pytest.approx(1.0)


@pytest.mark.parametrize(("hero", "opps", "dead"), [
    ("2c 3d 4h 9s 5c 7d", ["Kd 7c 6s 3h"], ""),           # 6th street, 1 + 3 unknown
    ("2c 3d 4h 9s 5c 7d", ["Kd 7c 6s 3h"], "Ah 2h 3s"),
    ("Ac 5d 8h 8s 2c Kd", ["4c 6d 7s Ts"], "9d"),
])
def test_monte_carlo_agrees_with_exact_within_its_error(hero: str, opps: list[str], dead: str) -> None:
    h, o, d = cards(hero), [cards(x) for x in opps], cards(dead)
    ex = equity(h, o, d, exact=True)
    mc = equity(h, o, d, exact=False, trials=20_000, rng=np.random.default_rng(7))
    assert ex.method == "exact" and mc.method == "monte-carlo"
    assert mc.trials == 20_000
    assert 0.0 < mc.stderr < 0.01
    assert abs(mc.equity - ex.equity) < 4 * mc.stderr


def test_monte_carlo_stderr_shrinks_with_trials() -> None:
    h, o = cards("2c 3d 4h"), [cards("Kd"), cards("5s"), cards("7h")]
    small = equity(h, o, trials=1_000, rng=np.random.default_rng(1))
    big = equity(h, o, trials=16_000, rng=np.random.default_rng(1))
    assert big.stderr < small.stderr / 3


def test_symmetric_positions_split_equity() -> None:
    """Two players with no known cards at all: each has half the pot by symmetry."""
    res = equity((), [()], trials=20_000, rng=np.random.default_rng(3))
    assert abs(res.equity - 0.5) < 4 * res.stderr


def test_sampled_deals_respect_known_and_dead_cards() -> None:
    h, o, d = cards("2c 3d 4h"), [cards("Kd 9c"), cards("5s")], cards("Qh Jd")
    s = sample_deals(h, o, d, trials=500, exact=False, gen=np.random.default_rng(2))
    assert s.hero.shape == (500, 7) and s.opponents.shape == (2, 500, 7)
    allc = np.concatenate([s.hero[None], s.opponents], axis=0).transpose(1, 0, 2).reshape(500, -1)
    for row in allc:
        assert len(set(row.tolist())) == 21  # no card twice in a deal
        assert not set(row.tolist()) & set(d)
    assert (s.hero[:, :3] == np.array(h)).all()
    assert (s.opponents[0, :, 2] == o[0][0]).all() and (s.opponents[0, :, 3] == o[0][1]).all()
    assert (s.opponents[1, :, 2] == o[1][0]).all()


def test_community_card_is_shared() -> None:
    h = cards("2c 3d 4h 5s 6c 7d")
    s = sample_deals(h, [cards("Kd 9c Ts Js")], trials=200, exact=False, community=True,
                     gen=np.random.default_rng(5))
    assert (s.hero[:, 6] == s.opponents[0, :, 6]).all()
    ex = equity(h, [cards("Kd 9c Ts Js")], exact=True, community=True)
    mc = equity(h, [cards("Kd 9c Ts Js")], trials=20_000, community=True, rng=np.random.default_rng(1))
    assert abs(mc.equity - ex.equity) < 4 * mc.stderr + 1e-9


@pytest.mark.parametrize(("hero", "opps", "dead"), [
    ((0, 0), [()], ()),
    ((0, 1), [(1,)], ()),
    ((0, 60), [()], ()),
    ((0,), [], ()),
    ((0,), [(1, 2, 3, 4, 5)], ()),
])
def test_impossible_questions_are_refused(hero, opps, dead) -> None:
    with pytest.raises(EquityError):
        equity(hero, opps, dead)


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "razz_desktop.ai.equity", *args],
                          capture_output=True, text=True, timeout=60)


def test_cli_prints_the_documented_json() -> None:
    out = run_cli("--hero", "2c 3d 4h 9s", "--opponent", "Kd 7c", "--opponent", "5s",
                  "--dead", "Qh Jd", "--trials", "2000", "--seed", "4")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) == {"win", "tie", "equity", "stderr", "method", "trials"}
    assert data["method"] == "monte-carlo" and data["trials"] == 2000
    assert 0 < data["win"] <= data["equity"] <= data["win"] + data["tie"] <= 1


def test_cli_exact() -> None:
    out = run_cli("--hero", "2c 3d 4h 9s 5c 7d 8h", "--opponent", "Kd 7c 6s 3h", "--exact")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["method"] == "exact" and data["stderr"] == 0
    assert data["trials"] == 10660  # C(41, 3)


@pytest.mark.parametrize("args", [
    ("--hero", "2c 3d 4x"),
    ("--hero", "2c 3d", "--opponent", "3d"),
    ("--hero", "2c 3d", "--dead", "2c"),
    ("--hero", "2c 3d", "--opponent", "Zz"),
])
def test_cli_bad_cards_exit_2_with_a_message(args: tuple[str, ...]) -> None:
    out = run_cli(*args)
    assert out.returncode == 2
    assert out.stderr.startswith("error:")
    assert out.stdout == ""


def test_a_dealt_community_card_is_everybody_s_seventh_card() -> None:
    h = cards("2c 3d 4h 5s 6c Kd")
    comm = cards("Ah")[0]
    s = sample_deals(h, [cards("Kc 9c Ts Js")], trials=50, exact=False, community_card=comm,
                     gen=np.random.default_rng(5))
    assert (s.hero[:, 6] == comm).all() and (s.opponents[0, :, 6] == comm).all()
    # The hero has a wheel with the ace: the opponent can at best tie it.
    res = equity(h, [cards("Kc 9c Ts Js")], community_card=comm, exact=True)
    assert res.win == pytest.approx(1.0)
