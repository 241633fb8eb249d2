"""The stored suit shapes are the ones Qt computes, and the cards are painted alike either way (issue 19)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import qVersion
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath

from razz_desktop import resource_folder
from razz_desktop.ui.table import card_art, suit_cache

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh_caches():  # type: ignore[no-untyped-def]
    suit_cache.stored.cache_clear()
    card_art.suit_path.cache_clear()
    yield
    suit_cache.stored.cache_clear()
    card_art.suit_path.cache_clear()


def _alpha(path_of, suit: int, side: int) -> list[int]:  # type: ignore[no-untyped-def]
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor("black"))
    painter.setPen(QColor(0, 0, 0, 0))
    painter.scale(side / card_art.PATH_SCALE, side / card_art.PATH_SCALE)
    painter.drawPath(path_of(suit))
    painter.end()
    return [image.pixel(x, y) >> 24 for y in range(side) for x in range(side)]


def test_the_file_is_shipped_and_read() -> None:
    assert resource_folder.traversable(*suit_cache.PARTS).is_file()
    found = suit_cache.stored()
    assert found is not None and len(found[1]) == suit_cache.SUITS


def test_the_stored_shapes_are_the_computed_ones(fresh_caches) -> None:  # type: ignore[no-untyped-def]
    found = suit_cache.stored()
    assert found is not None
    made_with, paths = found
    for suit in range(suit_cache.SUITS):
        computed = card_art.computed_suit_path(suit)
        if made_with == qVersion():
            assert paths[suit] == computed, f"suit {suit}: run python packaging/make_suit_paths.py"
        for side in (14, 40, 120):  # another Qt may unite a little differently: the same picture
            stored_pixels = _alpha(lambda s: paths[s], suit, side)
            computed_pixels = _alpha(card_art.computed_suit_path, suit, side)
            assert max(abs(a - b) for a, b in zip(stored_pixels, computed_pixels, strict=True)) <= 24


def test_suit_path_gives_the_stored_shape(fresh_caches) -> None:  # type: ignore[no-untyped-def]
    found = suit_cache.stored()
    assert found is not None
    assert all(card_art.suit_path(s) == found[1][s] for s in range(4))
    with pytest.raises(ValueError):
        card_art.suit_path(4)


@pytest.mark.parametrize("raw", [b"", b"not a path file", suit_cache.encode([QPainterPath()] * 4),
                                 suit_cache.encode([card_art.computed_suit_path(0)] * 3)])
def test_a_damaged_or_foreign_file_means_computing(raw: bytes, fresh_caches,  # type: ignore[no-untyped-def]
                                                   monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert suit_cache.decode(raw) is None
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "suit-paths.bin").write_bytes(raw)
    monkeypatch.setattr(resource_folder, "folder", lambda: tmp_path)
    assert suit_cache.stored() is None
    assert card_art.suit_path(3) == card_art.computed_suit_path(3)


def test_a_missing_file_means_computing(fresh_caches, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                        tmp_path: Path) -> None:
    monkeypatch.setattr(resource_folder, "folder", lambda: tmp_path)
    assert suit_cache.stored() is None
    assert card_art.suit_path(0) == card_art.computed_suit_path(0)


def test_a_truncated_file_is_refused() -> None:
    raw = (ROOT / "resources" / Path(*suit_cache.PARTS)).read_bytes()
    assert suit_cache.decode(raw) is not None
    assert suit_cache.decode(raw[: len(raw) // 2]) is None
    assert suit_cache.decode(raw + b"x") is None
