"""Store the suit shapes Qt computes into resources/cards/suit-paths.bin (run: python packaging/make_suit_paths.py).

The card faces' clubs and spades are unions of simple shapes
(``razz_desktop.ui.table.card_art.computed_suit_path``); the app reads the
stored result instead of computing it before its first table
(``razz_desktop.ui.table.suit_cache``). Run this again after changing a
suit's shape; tests/ui/test_suit_cache.py fails until the file matches.
``--check`` exits 1 when the stored file differs from a fresh computation.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from razz_desktop.ui.table import card_art, suit_cache  # noqa: E402 - after the path is set


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if the file is stale")
    args = parser.parse_args(argv)
    fresh = suit_cache.encode([card_art.computed_suit_path(suit) for suit in range(suit_cache.SUITS)])
    target = ROOT / "resources" / Path(*suit_cache.PARTS)
    if args.check:
        same = target.is_file() and target.read_bytes() == fresh
        print(f"{target}: {'up to date' if same else 'STALE: run python packaging/make_suit_paths.py'}")
        return 0 if same else 1
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(fresh)
    print(f"wrote {target} ({len(fresh)} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
