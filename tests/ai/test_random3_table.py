"""The opponent model's packaged random-hand strengths are the ones the code would compute."""

from __future__ import annotations

import tomllib
from pathlib import Path

import numpy as np

from razz_desktop.ai import reading

ROOT = Path(__file__).resolve().parents[2]


def test_the_packaged_strengths_equal_a_fresh_computation() -> None:
    shipped = np.load(reading.RANDOM3_FILE, allow_pickle=False)
    assert np.array_equal(shipped, reading.compute_random3())
    assert np.array_equal(reading._RANDOM3, shipped)  # noqa: SLF001 - what the module uses is the file


def test_a_missing_file_is_computed_with_a_warning(monkeypatch, tmp_path, recwarn) -> None:
    monkeypatch.setattr(reading, "RANDOM3_FILE", tmp_path / "absent.npy")
    values = reading._load_random3()  # noqa: SLF001
    assert np.array_equal(values, reading.compute_random3())
    assert any("computing it" in str(w.message) for w in recwarn.list)


def test_the_file_is_package_data_and_in_the_bundle() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert reading.RANDOM3_FILE.name in config["tool"]["setuptools"]["package-data"]["razz_desktop.ai"]
    assert 'collect_data_files("razz_desktop.ai"' in (ROOT / "packaging" / "razz-desktop.spec").read_text(encoding="utf-8")
