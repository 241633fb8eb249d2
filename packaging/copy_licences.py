"""Put the licences at the top of a built bundle: ``python copy_licences.py SRC BUNDLE WORK``.

Run by build-bundle.sh with the build venv's Python, so the versions and licence files are
those of the packages PyInstaller froze; WORK is PyInstaller's work folder, whose table of
contents says which pure-Python modules went into the bundle's archive. Writes into BUNDLE:

- ``LICENSE`` (Razz Desktop, MIT) and ``THIRD-PARTY-NOTICES.md`` from SRC;
- ``licenses/``: the LGPL-3.0 and GPL-3.0 texts Qt's licence refers to, each shipped
  distribution's own licence files (from its installed metadata), Python's licence and the
  DejaVu font licence; and ``licenses/VERSIONS.txt``, the version of every component.

A component that the notices name but the bundle does not contain (pyqtgraph, while no
module imports it) is listed in VERSIONS.txt as "not in this bundle", so the file tells
the truth about what was shipped.
"""

from __future__ import annotations

import importlib.metadata
import re
import shutil
import sys
import sysconfig
from pathlib import Path

COMPONENTS = {
    # distribution name -> (folder under licenses/, top-level import name in the bundle)
    "PySide6-Essentials": ("pyside6", "PySide6"),
    "shiboken6": ("shiboken6", "shiboken6"),
    "numpy": ("numpy", "numpy"),
    "pyqtgraph": ("pyqtgraph", "pyqtgraph"),
    "appdirs": ("appdirs", "appdirs"),
    "miniaudio": ("miniaudio", "miniaudio"),
    "cffi": ("cffi", "cffi"),
    "pycparser": ("pycparser", "pycparser"),
}


def _licence_files(dist: importlib.metadata.Distribution) -> list[Path]:
    found = []
    for entry in dist.files or []:
        parts = entry.parts
        if parts and parts[0].endswith(".dist-info") and (
                "licenses" in parts or entry.name.upper().startswith(("LICENSE", "COPYING"))):
            found.append(Path(str(dist.locate_file(entry))))
    return [p for p in found if p.is_file()]


def _archived_modules(work: Path) -> set[str]:
    """Top-level names of the modules in the bundle's Python archive (PYZ-00.toc is a Python
    literal: a list of (name, path, kind) tuples, possibly wrapped in a header)."""
    names: set[str] = set()
    for toc in work.rglob("PYZ-00.toc"):
        for match in re.finditer(r"\(\s*'([A-Za-z0-9_.]+)'\s*,", toc.read_text(encoding="utf-8")):
            names.add(match.group(1).split(".")[0])
    return names


def _shipped(bundle: Path, top_level: str, archived: set[str]) -> bool:
    internal = bundle / "_internal"
    return (top_level in archived or (internal / top_level).is_dir() or any(internal.glob(f"{top_level}*.so"))
            or any(internal.glob(f"_{top_level}*.so")))  # cffi's C part is _cffi_backend


def main(src: Path, bundle: Path, work: Path) -> int:
    if not bundle.is_dir():
        print(f"copy_licences: no bundle at {bundle}", file=sys.stderr)
        return 1
    licences = bundle / "licenses"
    licences.mkdir(exist_ok=True)
    shutil.copy2(src / "LICENSE", bundle / "LICENSE")
    shutil.copy2(src / "THIRD-PARTY-NOTICES.md", bundle / "THIRD-PARTY-NOTICES.md")
    for text in sorted((src / "packaging" / "licenses").glob("*.txt")):
        shutil.copy2(text, licences / text.name)
    (licences / "dejavu").mkdir(exist_ok=True)
    for name in ("LICENSE-DejaVu.txt", "AUTHORS-DejaVu.txt"):
        shutil.copy2(src / "resources" / "fonts" / name, licences / "dejavu" / name)
    python_licence = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    (licences / "python").mkdir(exist_ok=True)
    if python_licence.is_file():
        shutil.copy2(python_licence, licences / "python" / "LICENSE.txt")
    else:  # some distributions strip it; say where it is rather than ship nothing silently
        (licences / "python" / "LICENSE.txt").write_text(
            "Python Software Foundation License Version 2: https://docs.python.org/3/license.html\n")

    archived = _archived_modules(work)
    versions = [f"Python {sys.version.split()[0]} (PSF-2.0)"]
    for dist_name, (folder, top_level) in COMPONENTS.items():
        try:
            dist = importlib.metadata.distribution(dist_name)
        except importlib.metadata.PackageNotFoundError:
            versions.append(f"{dist_name}: not installed, not in this bundle")
            continue
        licence = dist.metadata.get("License-Expression") or dist.metadata.get("License") or "see folder"
        licence = licence.splitlines()[0] if licence else "see folder"
        shipped = _shipped(bundle, top_level, archived)
        versions.append(f"{dist_name} {dist.version} ({licence})" + ("" if shipped else ": not in this bundle"))
        files = _licence_files(dist)
        if shipped and files:
            target = licences / folder
            for path in files:
                rel = path.name if "licenses" not in path.parts else Path(*path.parts[path.parts.index("licenses") + 1:])
                (target / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, target / rel)
    (licences / "VERSIONS.txt").write_text("\n".join(versions) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print("usage: copy_licences.py SRC BUNDLE WORK", file=sys.stderr)
        raise SystemExit(2)
    raise SystemExit(main(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])))
