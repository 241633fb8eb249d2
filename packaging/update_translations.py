"""Update the translations: extract every text, then build the .qm files. One command:

    python packaging/update_translations.py          (from the checkout, with the venv's Python)

1. ``pyside6-lupdate`` reads every module of the ``razz_desktop`` package and
   updates ``resources/i18n/razz_<lang>.ts`` for each shipped language: new
   texts are added unfinished and existing translations are kept. Texts that
   left the code stay in the file marked "vanished", translation and all, so
   a text that comes back (or arrives with a branch merged later) is
   translated at once; ``--prune`` drops them. ``razz_en.ts`` holds only the plural forms
   ("%n hand(s)" -> "1 hand" / "3 hands"), English being the source language.
2. ``pyside6-lrelease`` builds ``razz_<lang>.qm`` from each ``.ts``.
3. Qt's own ``qtbase_<lang>.qm`` (standard dialog buttons) are copied from the
   PySide6 wheel, so the bundle and the wheel carry them as package data.

Translate new texts with Qt Linguist (``pyside6-linguist resources/i18n/razz_de.ts``)
or any editor, then run this again. ``tests/ui/test_i18n_complete.py`` fails while a
shipped language has an unfinished text or a text lupdate would extract is missing.
Options: ``--check`` only reports what lupdate would change (exit 1 if anything).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "razz_desktop"
FOLDER = ROOT / "resources" / "i18n"
LANGUAGES = ("de", "it", "nl")
"""The translated languages; English is the source (razz_en.ts: plural forms only)."""


def tool(name: str) -> str:
    """``pyside6-lupdate`` beside this Python (the venv's), else on PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this Python's environment")
    return found


def sources() -> list[str]:
    """Every module of the package, in a stable order (paths relative to the checkout)."""
    return sorted(str(p.relative_to(ROOT)) for p in PACKAGE.rglob("*.py"))


def lupdate(ts: Path, plural_only: bool = False, prune: bool = False) -> None:
    args = [tool("pyside6-lupdate"), *sources(), "-ts", str(ts.relative_to(ROOT)),
            "-locations", "none", "-silent"]
    if prune:
        args.append("-no-obsolete")
    if plural_only:
        args.append("-pluralonly")
    subprocess.run(args, cwd=ROOT, check=True)


def lrelease(ts: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
                   cwd=ROOT, check=True)


def qt_translations() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / "Qt" / "translations"


def update(folder: Path = FOLDER, prune: bool = False) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    files = [folder / "razz_en.ts"] + [folder / f"razz_{lang}.ts" for lang in LANGUAGES]
    for ts in files:
        lupdate(ts, plural_only=ts.name == "razz_en.ts", prune=prune)
        lrelease(ts)
    for lang in LANGUAGES:
        qt = qt_translations() / f"qtbase_{lang}.qm"
        if qt.exists():
            shutil.copyfile(qt, folder / qt.name)
        else:
            print(f"warning: {qt} not found: standard buttons stay in English in {lang}", file=sys.stderr)
    return files


def check() -> int:
    """Whether lupdate would change any .ts file (exit 1 and the names if so)."""
    changed = []
    with tempfile.TemporaryDirectory() as tmp:
        for ts in sorted(FOLDER.glob("razz_*.ts")):
            copy = Path(tmp) / ts.name
            shutil.copyfile(ts, copy)
            args = [tool("pyside6-lupdate"), *sources(), "-ts", str(copy),
                    "-locations", "none", "-silent"]
            if ts.name == "razz_en.ts":
                args.append("-pluralonly")
            subprocess.run(args, cwd=ROOT, check=True)
            if copy.read_text(encoding="utf-8") != ts.read_text(encoding="utf-8"):
                changed.append(ts.name)
    for name in changed:
        print(f"{name}: out of date with the code (run python packaging/update_translations.py)")
    return 1 if changed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="only report out-of-date .ts files")
    parser.add_argument("--prune", action="store_true", help="drop the translations of texts the code no longer has")
    args = parser.parse_args(argv)
    if args.check:
        return check()
    for ts in update(prune=args.prune):
        print(f"{ts.relative_to(ROOT)} -> {ts.with_suffix('.qm').name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
