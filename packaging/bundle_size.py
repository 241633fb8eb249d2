"""What a one-folder PyInstaller bundle holds, by component, against a bare PySide6 window.

    python packaging/bundle_size.py DIR                       # measure one built bundle
    python packaging/bundle_size.py DIR --bare BARE_DIR       # compare with a bare bundle built before
    python packaging/bundle_size.py DIR --build-bare WORK     # build the bare window in WORK, then compare
        [--max-ratio 1.25]    exit 1 when DIR is more than that many times the bare bundle
        [--files N]           also list the N largest files of each bundle

DIR is the folder build-bundle.sh makes (``dist/razz-desktop``: the executable and
``_internal/``). Sizes are the files' own sizes (symbolic links count nothing), in
MB of 10^6 bytes; ``du -sm`` reports a little more (whole disk blocks, MiB).

The bare reference is a ``QApplication`` + ``QWidget`` script bundled with PyInstaller's
defaults (one folder, no spec, no excludes) in a fresh virtual environment holding the same
versions of PySide6, shiboken6, PyInstaller and its hooks as the Python running this script:
run it with the bundle's build venv (``build/bundle/venv/bin/python``) so both are built
alike, on the same machine (the OS libraries PyInstaller copies are the same for both).

The modules in the executable's bytecode archive (PYZ) are counted with their package
(pyqtgraph's Python code with pyqtgraph, ...) when PyInstaller is importable; otherwise the
whole executable is one line.

Exit status: 0, 1 when the ratio is above --max-ratio, 2 when a bundle is missing or the
bare reference could not be built.
"""

from __future__ import annotations

import argparse
import fnmatch
import os
import subprocess
import sys
import textwrap
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

MB = 1_000_000

# The components, in the order they are printed.
QT_LIBS = "Qt libraries"
ICU = "ICU data (Qt's Unicode tables)"
QT_PLUGINS = "Qt plugins"
QT_TRANSLATIONS = "Qt translations"
BINDINGS = "PySide6/shiboken6 bindings"
NUMPY = "numpy"
NUMPY_LIBS = "numpy's BLAS and libs"
PYQTGRAPH = "pyqtgraph"
APP = "the app (razz_desktop, resources)"
SOUND = "sound (miniaudio, cffi)"
PYTHON = "Python runtime and stdlib"
OS_LIBS = "OS libraries (X11/xcb, glib, ...)"
EXECUTABLE = "executable (bootloader)"
LICENCES = "licences"
OTHER = "other"
COMPONENTS = (QT_LIBS, ICU, QT_PLUGINS, QT_TRANSLATIONS, BINDINGS, NUMPY, NUMPY_LIBS, PYQTGRAPH, APP, SOUND,
              PYTHON, OS_LIBS, EXECUTABLE, LICENCES, OTHER)

# Paths inside the contents folder (``_internal/``), first match wins.
RULES: tuple[tuple[str, str], ...] = (
    ("PySide6/Qt/lib/libicu*", ICU),
    ("PySide6/Qt/lib/*", QT_LIBS),
    ("PySide6/Qt/plugins/*", QT_PLUGINS),
    ("PySide6/Qt/translations/*", QT_TRANSLATIONS),
    ("PySide6/*", BINDINGS),
    ("shiboken6/*", BINDINGS),
    ("PySide6*.dist-info/*", BINDINGS),
    ("shiboken6*.dist-info/*", BINDINGS),
    ("numpy.libs/*", NUMPY_LIBS),
    ("numpy/*", NUMPY),
    ("numpy-*.dist-info/*", NUMPY),
    ("pyqtgraph/*", PYQTGRAPH),
    ("pyqtgraph-*.dist-info/*", PYQTGRAPH),
    ("razz_desktop/*", APP),
    ("razz_desktop-*.dist-info/*", APP),
    ("_miniaudio*", SOUND),
    ("miniaudio*", SOUND),
    ("_cffi_backend*", SOUND),
    ("cffi*", SOUND),
    ("libpython*", PYTHON),
    ("python3*/*", PYTHON),
    ("base_library.zip", PYTHON),
    ("*.so", OS_LIBS),
    ("*.so.*", OS_LIBS),
)
# Files beside the executable (not in the contents folder).
TOP_RULES: tuple[tuple[str, str], ...] = (
    ("LICENSE*", LICENCES),
    ("THIRD-PARTY-NOTICES*", LICENCES),
    ("licenses/*", LICENCES),
)
# Top-level module names in the PYZ archive -> component (everything else: the stdlib).
MODULES = {"PySide6": BINDINGS, "shiboken6": BINDINGS, "numpy": NUMPY, "pyqtgraph": PYQTGRAPH,
           "razz_desktop": APP, "miniaudio": SOUND, "_miniaudio": SOUND, "cffi": SOUND}
CONTENTS = "_internal"


def classify(rel: str | PurePosixPath, executable: str | None = None) -> str:
    """The component of the file at ``rel`` (a path relative to the bundle folder)."""
    parts = PurePosixPath(rel).parts
    if not parts:
        return OTHER
    if parts[0] == CONTENTS and len(parts) > 1:
        inner = "/".join(parts[1:])
        for pattern, component in RULES:
            if fnmatch.fnmatchcase(inner, pattern):
                # "*.so" matches only shared libraries at the top of the contents folder.
                if component == OS_LIBS and len(parts) != 2:
                    return OTHER
                return component
        return OTHER
    top = "/".join(parts)
    if executable is not None and top == executable:
        return EXECUTABLE
    for pattern, component in TOP_RULES:
        if fnmatch.fnmatchcase(top, pattern):
            return component
    return OTHER


def module_component(name: str) -> str:
    """The component of a module in the executable's PYZ archive (``pyqtgraph.graphicsItems`` -> pyqtgraph)."""
    return MODULES.get(name.split(".", 1)[0], PYTHON)


class BundleError(Exception):
    """A bundle folder that is missing or is not a one-folder bundle."""


@dataclass
class Measure:
    path: Path
    sizes: Counter[str] = field(default_factory=Counter)
    files: list[tuple[int, str]] = field(default_factory=list)
    pyz_split: bool = False

    @property
    def total(self) -> int:
        return sum(self.sizes.values())


def find_executable(bundle: Path) -> str | None:
    """The bundle's executable: a regular executable file beside the contents folder (the folder's name first)."""
    candidates = sorted(p.name for p in bundle.iterdir()
                        if p.is_file() and not p.is_symlink() and os.access(p, os.X_OK))
    if bundle.name in candidates:
        return bundle.name
    return candidates[0] if candidates else None


def pyz_sizes(executable: Path) -> Counter[str] | None:
    """The compressed size of the executable's PYZ modules by component, or None without PyInstaller."""
    try:
        from PyInstaller.archive.readers import CArchiveReader
    except ImportError:
        return None
    try:
        pkg = CArchiveReader(str(executable))
        out: Counter[str] = Counter()
        for name, (*_, typecode) in pkg.toc.items():
            if typecode != "z":  # PKG_ITEM_PYZ
                continue
            pyz = pkg.open_embedded_archive(name)
            for module, entry in pyz.toc.items():
                out[module_component(module)] += entry[-1]  # (typecode, offset, length)
        return out
    except Exception as exc:  # noqa: BLE001 - an archive this reader does not know: count the file whole
        print(f"bundle_size: note: cannot read the bytecode archive of {executable}: {exc}", file=sys.stderr)
        return None


def measure(bundle: Path, split_pyz: bool = True) -> Measure:
    """Sizes of the files in a one-folder bundle by component."""
    if not bundle.exists():
        raise BundleError(f"{bundle}: no such folder (build it first, e.g. packaging/build-bundle.sh)")
    if not bundle.is_dir():
        raise BundleError(f"{bundle}: not a folder (pass the bundle's folder, not its executable)")
    result = Measure(bundle)
    executable = find_executable(bundle)
    for dirpath, _dirnames, filenames in os.walk(bundle):
        for name in filenames:
            p = Path(dirpath) / name
            st = p.lstat()
            if p.is_symlink():
                continue  # counted where it points (inside or outside the bundle: nothing is copied)
            rel = p.relative_to(bundle).as_posix()
            result.sizes[classify(rel, executable)] += st.st_size
            result.files.append((st.st_size, rel))
    if result.total == 0:
        raise BundleError(f"{bundle}: empty (no files in it)")
    if executable is None or not (bundle / CONTENTS).is_dir():
        raise BundleError(f"{bundle}: not a one-folder PyInstaller bundle (no executable beside {CONTENTS}/)")
    if split_pyz:
        exe = bundle / executable
        modules = pyz_sizes(exe)
        if modules is not None and sum(modules.values()) <= result.sizes[EXECUTABLE]:
            result.sizes[EXECUTABLE] -= sum(modules.values())
            result.sizes.update(modules)
            result.pyz_split = True
    result.files.sort(reverse=True)
    return result


def mb(n: int) -> str:
    return f"{n / MB:8.1f}"


def report(app: Measure, bare: Measure | None = None, files: int = 0) -> str:
    """The table: one line per component, the totals and (with a bare bundle) the ratio."""
    lines = []
    names = [c for c in COMPONENTS if app.sizes.get(c) or (bare is not None and bare.sizes.get(c))]
    width = max(len(c) for c in (*names, "total"))
    head = f"{'component':<{width}}  {'MB':>8}"
    if bare is not None:
        head += f"  {'bare MB':>8}  {'extra MB':>8}"
    lines.append(head)
    for c in names:
        line = f"{c:<{width}}  {mb(app.sizes[c])}"
        if bare is not None:
            line += f"  {mb(bare.sizes[c])}  {mb(app.sizes[c] - bare.sizes[c])}"
        lines.append(line)
    total = f"{'total':<{width}}  {mb(app.total)}"
    if bare is not None:
        total += f"  {mb(bare.total)}  {mb(app.total - bare.total)}"
    lines += ["-" * len(head), total]
    if bare is not None:
        lines.append(f"ratio app/bare: {ratio(app, bare):.3f}  ({app.path} / {bare.path})")
    if not app.pyz_split:
        lines.append("(the executable's Python modules are counted with the executable: PyInstaller not importable)")
    for m in (app, bare):
        if m is not None and files > 0:
            lines.append(f"\nlargest files of {m.path}:")
            lines += [f"  {mb(size)}  {rel}" for size, rel in m.files[:files]]
    return "\n".join(lines)


def ratio(app: Measure, bare: Measure) -> float:
    if bare.total <= 0:
        raise BundleError(f"{bare.path}: the bare bundle is empty, no ratio")
    return app.total / bare.total


# -- the bare reference ------------------------------------------------------------------------

BARE_SCRIPT = textwrap.dedent('''\
    """A bare PySide6 window: the size reference for the app's bundle (packaging/bundle_size.py)."""
    import sys

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication(sys.argv)
    window = QWidget()
    window.setWindowTitle("bare")
    window.show()
    if "--quit" in sys.argv:
        QTimer.singleShot(0, app.quit)
    sys.exit(app.exec())
''')
BARE_NAME = "bare-window"
# The distributions pinned in the bare build's venv, as installed beside this script's Python.
PINNED = (("PySide6-Essentials", "PySide6"), ("shiboken6",), ("pyinstaller",), ("pyinstaller-hooks-contrib",))


def pinned_requirements() -> list[str]:
    """``name==version`` of the Qt binding and PyInstaller installed for this Python (BundleError if absent)."""
    from importlib.metadata import PackageNotFoundError, version

    reqs = []
    for alternatives in PINNED:
        for name in alternatives:
            try:
                reqs.append(f"{name}=={version(name)}")
                break
            except PackageNotFoundError:
                continue
        else:
            raise BundleError(f"{' or '.join(alternatives)} is not installed for {sys.executable}: run this "
                              "with the Python that built the bundle (e.g. build/bundle/venv/bin/python)")
    return reqs


def build_bare(work: Path, log=print) -> Path:  # type: ignore[no-untyped-def]
    """Bundle the bare window with PyInstaller's defaults in a fresh venv under ``work``; its folder."""
    reqs = pinned_requirements()
    work = work.resolve()
    venv = work / "venv"
    script = work / "bare_window.py"
    dist = work / "dist"
    work.mkdir(parents=True, exist_ok=True)
    script.write_text(BARE_SCRIPT, encoding="utf-8")
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    log(f"bundle_size: building the bare window in {work} with {' '.join(reqs)}")
    steps = [
        [sys.executable, "-m", "venv", "--clear", str(venv)],
        [str(venv / "bin" / "pip"), "install", "-q", *reqs],
        [str(venv / "bin" / "pyinstaller"), "--noconfirm", "--clean", "--log-level", "WARN", "--name", BARE_NAME,
         "--distpath", str(dist), "--workpath", str(work / "pyinstaller"), "--specpath", str(work), str(script)],
    ]
    for cmd in steps:
        done = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=1800)
        if done.returncode != 0:
            raise BundleError(f"building the bare window failed: {' '.join(cmd[:3])} ... exit {done.returncode}\n"
                              + (done.stdout + done.stderr)[-4000:])
    bundle = dist / BARE_NAME
    # A reference that does not start would be no reference: start it once, offscreen.
    try:
        ran = subprocess.run([str(bundle / BARE_NAME), "--quit"], env={**env, "QT_QPA_PLATFORM": "offscreen"},
                             capture_output=True, text=True, timeout=120)
        if ran.returncode != 0:
            log(f"bundle_size: warning: the bare window exited {ran.returncode}: {ran.stderr[-1000:]}")
    except (OSError, subprocess.TimeoutExpired) as exc:
        log(f"bundle_size: warning: the bare window did not run: {exc}")
    return bundle


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bundle", type=Path, help="the one-folder bundle (e.g. dist/razz-desktop)")
    ref = parser.add_mutually_exclusive_group()
    ref.add_argument("--bare", type=Path, metavar="DIR", help="a bare-window bundle built before")
    ref.add_argument("--build-bare", type=Path, metavar="WORK", help="build the bare window in this scratch folder")
    parser.add_argument("--max-ratio", type=float, metavar="R",
                        help="exit 1 when the bundle is more than R times the bare one")
    parser.add_argument("--files", type=int, default=0, metavar="N", help="list the N largest files")
    args = parser.parse_args(None if argv is None else list(argv))
    if args.max_ratio is not None and args.bare is None and args.build_bare is None:
        parser.error("--max-ratio needs --bare or --build-bare")
    if args.max_ratio is not None and args.max_ratio <= 0:
        parser.error("--max-ratio must be above 0")
    try:
        app = measure(args.bundle)
        bare = None
        if args.build_bare is not None:
            bare = measure(build_bare(args.build_bare))
        elif args.bare is not None:
            bare = measure(args.bare)
        print(report(app, bare, files=args.files))
        if bare is not None and args.max_ratio is not None:
            r = ratio(app, bare)
            if r > args.max_ratio:
                print(f"bundle_size: FAILED: {app.path} is {r:.3f} times the bare PySide6 window, above "
                      f"{args.max_ratio}: see what grew in the table above (packaging/README.md says what the "
                      f"spec leaves out)", file=sys.stderr)
                return 1
            print(f"bundle_size: ratio {r:.3f} <= {args.max_ratio}")
    except BundleError as exc:
        print(f"bundle_size: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
