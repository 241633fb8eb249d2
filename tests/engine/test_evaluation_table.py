"""The packaged value table: identical to a fresh build, read on first use, never at import.

Issue 19: the 7-card value table used to be built at import (80-120 ms on the
start-up path). It now ships as ``razz_desktop/engine/low_values.bin`` and
each hand size's table is read on its first lookup. These tests keep the file
equal to what the rules build, prove a damaged file still plays correctly,
and check that importing the engine reads nothing.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import tomllib
import warnings
from pathlib import Path

import pytest

from razz_desktop.engine import evaluation, low_table
from razz_desktop.engine.cards import parse_cards
from razz_desktop.engine.evaluation import (
    KEY,
    low_value,
    rank_key,
    rank_table,
    value_from_key,
    value_of_ranks,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def fresh() -> dict[int, dict[int, int]]:
    return low_table.build()


def test_the_packaged_file_is_a_fresh_build_byte_for_byte(fresh: dict[int, dict[int, int]]) -> None:
    with open(low_table.table_path(), "rb") as fh:
        assert fh.read() == low_table.encode(fresh), \
            "regenerate with: python -m razz_desktop.engine.low_table --write"


@pytest.mark.parametrize("size", [5, 6, 7])
def test_the_loaded_table_is_identical_to_a_fresh_build(size: int,
                                                        fresh: dict[int, dict[int, int]]) -> None:
    loaded = low_table.load(size)
    assert loaded == fresh[size]
    assert len(loaded) == {5: 6175, 6: 18395, 7: 49205}[size]
    assert dict(rank_table(size)) == fresh[size]  # what the evaluator itself uses


def test_every_key_is_of_its_own_hand_size(fresh: dict[int, dict[int, int]]) -> None:
    for size, table in fresh.items():
        for key in table:
            digits = [key // 5**r % 5 for r in range(13)]
            assert sum(digits) == size and max(digits) <= 4


def test_the_check_command_agrees() -> None:
    assert low_table.main(["--check"]) == 0


def _spawn(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, check=True)
    return done.stdout.strip()


def test_importing_the_engine_reads_no_table_and_the_first_lookup_reads_one() -> None:
    out = _spawn(
        "import sys\n"
        "import razz_desktop.engine as e\n"
        "from razz_desktop.engine import evaluation as ev\n"
        "print(ev.tables_loaded(), 'razz_desktop.engine.low_table' in sys.modules)\n"
        "e.evaluate(e.parse_cards('Kd 7s 5d 4c 2h Ad 7h'))\n"
        "print(ev.tables_loaded())\n"
        "e.low_value(e.parse_cards('Kd 7s 5d 4c 2h'))\n"
        "print(ev.tables_loaded(), type(ev._T7) is dict)\n")
    assert out.splitlines() == ["() False", "(7,)", "(5, 7) True"]


@pytest.mark.parametrize("damage", ["missing", "truncated", "flipped", "foreign"])
def test_a_damaged_file_is_built_instead_with_a_warning(tmp_path: Path, damage: str,
                                                         fresh: dict[int, dict[int, int]]) -> None:
    good = Path(low_table.table_path()).read_bytes()
    path = tmp_path / "low_values.bin"
    if damage == "truncated":
        path.write_bytes(good[:-4])
    elif damage == "flipped":
        path.write_bytes(good[:1000] + bytes([good[1000] ^ 1]) + good[1001:])
    elif damage == "foreign":
        path.write_bytes(b"PNG\x00" + good[4:])
    with pytest.warns(RuntimeWarning, match="building the razz value table instead"):
        table = low_table.load(7, str(path))
    assert table == fresh[7]
    with pytest.raises(low_table.TableFileError):
        low_table.load_arrays(7, str(path))


def test_a_good_file_loads_without_a_warning() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert len(low_table.load(6)) == 18395


def test_racing_first_lookups_read_the_table_once() -> None:
    """The AI worker and the GUI may both value a hand first: one table results."""
    got: list[int] = []
    hand = tuple(int(c) for c in parse_cards("8s 6d 4c 3h 2d Kc Kd"))
    saved = evaluation._T7
    evaluation._T7 = evaluation._Pending(7)
    try:
        threads = [threading.Thread(target=lambda: got.append(low_value(hand))) for _ in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert type(evaluation._T7) is dict
        assert got == [got[0]] * 8 and got[0] == saved[rank_key(hand)]
    finally:
        evaluation._T7 = saved


def test_the_stand_in_refuses_bad_keys_like_a_dict() -> None:
    pending = evaluation._Pending(5)
    saved = evaluation._T5
    evaluation._T5 = pending
    try:
        with pytest.raises(KeyError):
            pending[1]  # installs the real table, then misses
        assert type(evaluation._T5) is dict
    finally:
        evaluation._T5 = saved


def test_value_from_key_finds_each_size_and_refuses_the_rest() -> None:
    for text in ("Kd 7s 5d 4c 2h", "Kd 7s 5d 4c 2h Ad", "Kd 7s 5d 4c 2h Ad 7h"):
        cards = parse_cards(text)
        assert value_from_key(rank_key(cards)) == low_value(cards)
    for bad in (0, 1, 4 * KEY[0], 8 * KEY[0], -5, 5**13, True, "7"):
        with pytest.raises(ValueError):
            value_from_key(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        value_of_ranks([0, 1, 2, 3])
    with pytest.raises(ValueError):
        rank_table(4)


def test_rank_table_is_read_only() -> None:
    view = rank_table(7)
    with pytest.raises(TypeError):
        view[0] = 1  # type: ignore[index]


def test_the_file_is_package_data_and_in_the_bundle() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert low_table.FILE_NAME in pyproject["tool"]["setuptools"]["package-data"]["razz_desktop.engine"]
    spec = (ROOT / "packaging" / "razz-desktop.spec").read_text()
    assert 'collect_data_files("razz_desktop.engine"' in spec
    assert Path(low_table.table_path()).parent == ROOT / "razz_desktop" / "engine"
