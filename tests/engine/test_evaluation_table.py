"""The packaged value table: identical to a fresh build, read on first use, never at import.

Issue 19: the 7-card value table used to be built at import (80-120 ms on the
start-up path). It now ships as ``razz_desktop/engine/low_values.bin``, each
hand size's arrays are read on its first lookup and the lookup dicts fill
from them a bucket at a time (``value_tables``). These tests keep the file
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

from razz_desktop.engine import evaluation, low_table, value_tables
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


def test_racing_first_lookups_read_the_file_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The AI worker and the GUI may both value a hand first: one read, right answers."""
    reads: list[int] = []
    real = low_table.load_arrays

    def counting(size: int, path: str | None = None) -> object:
        reads.append(size)
        return real(size, path)

    monkeypatch.setattr(low_table, "load_arrays", counting)
    hands = [tuple(int(c) for c in parse_cards(text)) for text in
             ("8s 6d 4c 3h 2d Kc Kd", "Ks Kd Kc Kh Qd Qc 7s", "As 2d 3c 4h 5d 6c 7h")]
    expected = [low_table.build()[7][rank_key(h)] for h in hands]
    value_tables.reset()
    got: list[tuple[int, ...]] = []
    threads = [threading.Thread(target=lambda: got.append(tuple(low_value(h) for h in hands)))
               for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == [tuple(expected)] * 8
    assert reads == [7]
    assert type(evaluation._T7) is dict and evaluation._T7 is value_tables.T7


def test_a_table_fills_by_buckets_and_ends_equal_to_a_fresh_build(
        fresh: dict[int, dict[int, int]]) -> None:
    value_tables.reset()
    hand = tuple(int(c) for c in parse_cards("Kd 7s 5d 4c 2h Ad 7h"))
    assert evaluation.evaluate(hand).value == fresh[7][rank_key(hand)]
    assert value_tables.loaded() == (7,)
    assert 0 < len(value_tables.T7) < 5_000  # one bucket copied, not the table
    for key, value in value_tables.T7.items():
        assert fresh[7][key] == value
    for size in (5, 6, 7):
        for key, value in fresh[size].items():
            assert value_from_key(key) == value  # every lookup through the filling path
        assert value_tables.TABLES[size] == fresh[size]
    value_tables.reset()
    assert dict(rank_table(6)) == fresh[6] and value_tables.loaded() == (6,)


def test_a_key_in_no_table_misses_like_a_dict() -> None:
    value_tables.reset()
    with pytest.raises(KeyError):
        value_tables.fill(5, 1)  # reads the file, copies its bucket, then misses
    with pytest.raises(KeyError):
        value_tables.fill(7, -3)
    assert type(value_tables.T5) is dict and 1 not in value_tables.T5
    assert low_value(parse_cards("Kd 7s 5d 4c 2h")) == value_of_ranks([12, 6, 4, 3, 1])


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
