"""What an installed desktop app needs: metadata that agrees with the package, files that
validate, a per-user menu entry, an sdist and a wheel with everything, an About box.

The validators (desktop-file-validate, appstreamcli) run where installed; `.ci/run`
installs both, so in CI none of these tests is skipped.
"""

from __future__ import annotations

import configparser
import datetime
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from razz_desktop import __version__, desktop_entry
from razz_desktop.desktop_entry import APP_ID

ROOT = Path(__file__).resolve().parents[1]
DESKTOP = ROOT / "resources" / "desktop"
DESKTOP_FILE = DESKTOP / f"{APP_ID}.desktop"
METAINFO = DESKTOP / f"{APP_ID}.metainfo.xml"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]


def read_desktop(path: Path) -> configparser.SectionProxy:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(path, encoding="utf-8")
    return entry["Desktop Entry"]


# -- the package's own metadata ------------------------------------------------------------

def test_one_version_for_package_module_and_release_notes() -> None:
    assert PROJECT["version"] == __version__
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases, "the metainfo lists no release"
    newest = releases[0]
    assert newest.get("version") == __version__
    date = datetime.date.fromisoformat(newest.get("date", ""))
    assert date <= datetime.date.today()
    dates = [datetime.date.fromisoformat(r.get("date", "")) for r in releases]
    assert dates == sorted(dates, reverse=True), "releases newest first"


def test_licence_is_spdx_and_its_files_exist() -> None:
    assert PROJECT["license"] == "MIT"
    for name in PROJECT["license-files"]:
        assert (ROOT / name).is_file(), name
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licence.startswith("MIT License")
    assert "classifiers" not in PROJECT or not any(c.startswith("License ::") for c in PROJECT["classifiers"])


def test_the_gui_script_is_the_command_line() -> None:
    assert PROJECT["gui-scripts"] == {"razz-desktop": "razz_desktop.cli:main"}


def test_the_package_list_names_every_package_folder() -> None:
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    on_disk = {".".join(p.relative_to(ROOT).parent.parts) for p in (ROOT / "razz_desktop").rglob("__init__.py")}
    assert listed == on_disk | {"razz_desktop.resources"}
    assert PYPROJECT["tool"]["setuptools"]["package-dir"] == {"razz_desktop.resources": "resources"}
    assert (ROOT / "resources" / "__init__.py").is_file()
    assert not (ROOT / "setup.py").exists(), "pyproject.toml expresses the layout; setup.py is not needed"


# -- desktop entry and AppStream metainfo ----------------------------------------------------

def test_desktop_entry_is_named_by_the_app_id_and_launches_the_gui_script() -> None:
    section = read_desktop(DESKTOP_FILE)
    assert section["Exec"] in PROJECT["gui-scripts"]
    assert section["Icon"] == APP_ID
    assert section["Type"] == "Application"
    assert {"Game", "CardGame"} <= set(section["Categories"].strip(";").split(";"))


def test_metainfo_is_complete_and_agrees_with_the_package() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == "Razz Desktop"
    assert root.findtext("summary")
    assert root.findtext("project_license") == PROJECT["license"]
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("developer_name") == PROJECT["authors"][0]["name"]
    assert len(root.findall("description/p")) >= 1
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP_FILE.name
    assert [b.text for b in root.findall("provides/binary")] == list(PROJECT["gui-scripts"])
    # Only addresses that exist (issue 38): none yet, in either file; when some are added the two agree.
    urls = {u.get("type"): u.text for u in root.findall("url")}
    assert urls == {k: v for k, v in {"homepage": PROJECT.get("urls", {}).get("Homepage"),
                                       "bugtracker": PROJECT.get("urls", {}).get("Issues")}.items() if v}
    assert "razzdesktop/razz-desktop" not in METAINFO.read_text(encoding="utf-8")
    assert "urls" not in PROJECT
    assert {c.text for c in root.findall("categories/category")} == {"Game", "CardGame"}
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    attributes = {a.get("id"): a.text for a in rating.findall("content_attribute")}
    assert attributes == {"money-gambling": "moderate"}  # play money, never real money


def _validator_output(cmd: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates_without_a_message() -> None:
    out = _validator_output(["desktop-file-validate", str(DESKTOP_FILE)])
    assert (out.returncode, out.stdout + out.stderr) == (0, "")


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_validates_pedantically_without_a_message() -> None:
    out = _validator_output(["appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO)])
    assert out.returncode == 0, out.stdout + out.stderr
    issues = [line for line in out.stdout.splitlines() if re.match(r"^[EWIP]: ", line)]
    assert issues == [], out.stdout


# -- the per-user menu entry --------------------------------------------------------------------

def test_install_writes_entry_metainfo_and_icon_with_exec_of_this_installation(tmp_path: Path) -> None:
    installed = desktop_entry.install(tmp_path, command=("/opt/razz desktop/razz-desktop",))
    assert installed.desktop_file == tmp_path / "applications" / f"{APP_ID}.desktop"
    section = read_desktop(installed.desktop_file)
    assert section["Exec"] == '"/opt/razz desktop/razz-desktop"'
    assert section["Icon"] == APP_ID
    assert installed.metainfo_file.read_bytes() == METAINFO.read_bytes()
    assert installed.icon_file.read_bytes() == (ROOT / "resources" / "icons" / "razz-desktop.svg").read_bytes()
    assert installed.icon_file == tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    if shutil.which("desktop-file-validate"):
        out = _validator_output(["desktop-file-validate", str(installed.desktop_file)])
        assert (out.returncode, out.stdout + out.stderr) == (0, "")
    assert desktop_entry.uninstall(tmp_path) is True
    assert not any(p.exists() for p in (installed.desktop_file, installed.metainfo_file, installed.icon_file))
    assert desktop_entry.uninstall(tmp_path) is False


def test_install_uses_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert desktop_entry.data_home() == tmp_path / "data"
    installed = desktop_entry.install()
    assert installed.desktop_file.is_relative_to(tmp_path / "data")
    monkeypatch.setenv("XDG_DATA_HOME", "relative/is/ignored")  # the XDG spec says so
    assert desktop_entry.data_home() == Path.home() / ".local" / "share"


def test_exec_points_at_the_running_installation(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/razz/razz-desktop")
    assert desktop_entry.launch_command() == ("/opt/razz/razz-desktop",)
    monkeypatch.delattr(sys, "frozen")
    script = tmp_path / "venv" / "bin" / "razz-desktop"
    script.parent.mkdir(parents=True)
    script.write_text("#!/bin/sh\n")
    script.chmod(0o755)
    monkeypatch.setattr(sys, "argv", [str(script)])
    assert desktop_entry.launch_command() == (str(script),)
    monkeypatch.setattr(sys, "argv", ["/somewhere/razz_desktop/__main__.py"])
    monkeypatch.setattr(sys, "executable", str(tmp_path / "venv" / "bin" / "python"))
    assert desktop_entry.launch_command() == (str(script),)  # the script beside this Python
    script.unlink()
    assert desktop_entry.launch_command() == (str(tmp_path / "venv" / "bin" / "python"), "-m", "razz_desktop")


@pytest.mark.parametrize(("arg", "value"), [
    ("/usr/bin/razz-desktop", "/usr/bin/razz-desktop"),
    ("/home/a b/razz", '"/home/a b/razz"'),
    ('/x/"q"', '"/x/\\\\"q\\\\""'),
    ("/x/$HOME", '"/x/\\\\$HOME"'),
    ("/x/100%", "/x/100%%"),
    ("", '""'),
])
def test_exec_arguments_are_quoted_as_the_desktop_entry_spec_says(arg: str, value: str) -> None:
    assert desktop_entry.quote_exec_arg(arg) == value


def test_exec_value_joins_quoted_arguments() -> None:
    assert desktop_entry.exec_value(("/a b/python", "-m", "razz_desktop")) == '"/a b/python" -m razz_desktop'


# -- the distributions ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The sdist and the wheel, built as a packager would (python -m build, isolated)."""
    pytest.importorskip("build")
    out = tmp_path_factory.mktemp("dist")
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    result = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
                            capture_output=True, text=True, timeout=600, env=env)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "Package would be ignored" not in result.stdout + result.stderr
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    return sdist, wheel


def _tracked(folder: str) -> set[str]:
    files = {p.relative_to(ROOT).as_posix() for p in (ROOT / folder).rglob("*")
             if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}
    return files


def test_sdist_holds_everything_to_build_and_test(built: tuple[Path, Path]) -> None:
    sdist, _ = built
    with tarfile.open(sdist) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    for required in ("LICENSE", "THIRD-PARTY-NOTICES.md", "README.md", "pyproject.toml", "MANIFEST.in",
                     "main.py", ".ci/run", "docs/screenshots/table.png"):
        assert required in names, required
    for folder in ("tests", "packaging", "resources", "razz_desktop", "benchmarks"):
        missing = _tracked(folder) - names
        assert not missing, f"{folder}: {sorted(missing)[:10]}"
    readme_images = re.findall(r"\]\(((?:docs)/[^)]+)\)", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert readme_images and set(readme_images) <= names


def test_wheel_holds_the_resources_and_the_licences(built: tuple[Path, Path]) -> None:
    _, wheel = built
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        metadata = zf.read(f"{dist_info}/METADATA").decode()
        entry_points = zf.read(f"{dist_info}/entry_points.txt").decode()
    assert f"{dist_info}/licenses/LICENSE" in names
    assert f"{dist_info}/licenses/THIRD-PARTY-NOTICES.md" in names
    assert "License-Expression: MIT" in metadata
    assert "razz-desktop = razz_desktop.cli:main" in entry_points
    for path in _tracked("resources"):
        assert "razz_desktop/" + path in names, path
    assert "razz_desktop/resources/desktop/" + DESKTOP_FILE.name in names
    assert not any(n.startswith(("tests/", "packaging/")) for n in names)


# -- Help > About ----------------------------------------------------------------------------------

def test_about_shows_version_licence_credits_and_every_notice(qtbot) -> None:
    from razz_desktop.ui.help import COPYRIGHT, MIT_LICENCE, THIRD_PARTY, AboutDialog

    licence_file = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert COPYRIGHT in licence_file
    assert " ".join(MIT_LICENCE.split()) in " ".join(licence_file.split())

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert f"Razz Desktop {__version__}" in text
    assert "MIT licence" in text and "THE SOFTWARE IS PROVIDED \"AS IS\"" in text
    assert "Credits" in text
    notices = (ROOT / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (.+)$", notices, flags=re.MULTILINE)
    names = [name for name, *_ in THIRD_PARTY]
    for heading in headings:
        assert any(heading.split(" (")[0] in name for name in names), heading
        assert heading.split(" (")[0] in text
    assert "LGPL-3.0" in text and "https://code.qt.io/cgit/pyside/pyside-setup.git/" in text
    dialog.buttons.rejected.emit()
    assert not dialog.isVisible()


# -- the bundle's size and what it leaves out (issue 39) --------------------------------------------
# Unit-level, on fake folder trees: nothing here builds a bundle (CI runs bundle_size.py on the real
# one after building it, .ci/run).

def _load(name: str):  # type: ignore[no-untyped-def]
    """A module of packaging/ (not a package), registered so dataclasses can resolve it."""
    import importlib.util

    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


bundle_size = _load("bundle_size")
bundle_trim = _load("bundle_trim")


def _fake_bundle(root: Path, files: dict[str, int], exe: str = "razz-desktop") -> Path:
    """A one-folder bundle: an executable beside _internal/, and ``files`` (path -> size in bytes)."""
    root.mkdir(parents=True)
    (root / exe).write_bytes(b"\x7fELF" + b"\0" * 96)
    (root / exe).chmod(0o755)
    for rel, size in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x" * size)
    return root


@pytest.mark.parametrize(("rel", "component"), [
    ("_internal/PySide6/Qt/lib/libQt6Core.so.6", "Qt libraries"),
    ("_internal/PySide6/Qt/lib/libicudata.so.73", "ICU data (Qt's Unicode tables)"),
    ("_internal/PySide6/Qt/lib/libicuuc.so.73", "ICU data (Qt's Unicode tables)"),
    ("_internal/PySide6/Qt/plugins/platforms/libqxcb.so", "Qt plugins"),
    ("_internal/PySide6/Qt/translations/qtbase_de.qm", "Qt translations"),
    ("_internal/PySide6/QtWidgets.abi3.so", "PySide6/shiboken6 bindings"),
    ("_internal/shiboken6/libshiboken6.abi3.so.6.11", "PySide6/shiboken6 bindings"),
    ("_internal/numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so", "numpy"),
    ("_internal/numpy-2.4.6.dist-info/METADATA", "numpy"),
    ("_internal/numpy.libs/libscipy_openblas64_-32a4b2a6.so", "numpy's BLAS and libs"),
    ("_internal/pyqtgraph/icons/auto.png", "pyqtgraph"),
    ("_internal/razz_desktop/resources/fonts/DejaVuSans.ttf", "the app (razz_desktop, resources)"),
    ("_internal/_miniaudio.abi3.so", "sound (miniaudio, cffi)"),
    ("_internal/_cffi_backend.cpython-311-x86_64-linux-gnu.so", "sound (miniaudio, cffi)"),
    ("_internal/libpython3.11.so.1.0", "Python runtime and stdlib"),
    ("_internal/python3.11/lib-dynload/_decimal.cpython-311-x86_64-linux-gnu.so", "Python runtime and stdlib"),
    ("_internal/base_library.zip", "Python runtime and stdlib"),
    ("_internal/libX11.so.6", "OS libraries (X11/xcb, glib, ...)"),
    ("_internal/libcrypto.so.3", "OS libraries (X11/xcb, glib, ...)"),
    ("_internal/some/deeper/libfoo.so.1", "other"),
    ("_internal/something.txt", "other"),
    ("LICENSE", "licences"),
    ("licenses/LGPL-3.0.txt", "licences"),
    ("README.txt", "other"),
    ("razz-desktop", "executable (bootloader)"),
])
def test_bundle_size_classifies_each_file_by_component(rel: str, component: str) -> None:
    assert bundle_size.classify(rel, "razz-desktop") == component
    assert component in bundle_size.COMPONENTS


def test_bundle_size_counts_python_modules_of_the_archive_with_their_package() -> None:
    assert bundle_size.module_component("pyqtgraph.graphicsItems.PlotItem") == bundle_size.PYQTGRAPH
    assert bundle_size.module_component("numpy") == bundle_size.NUMPY
    assert bundle_size.module_component("razz_desktop.engine.cards") == bundle_size.APP
    assert bundle_size.module_component("PySide6.support") == bundle_size.BINDINGS
    assert bundle_size.module_component("json.decoder") == bundle_size.PYTHON


def test_bundle_size_measures_a_tree_compares_and_fails_above_the_ratio(tmp_path: Path, capsys) -> None:
    app = _fake_bundle(tmp_path / "app", {
        "_internal/PySide6/Qt/lib/libQt6Core.so.6": 3000, "_internal/PySide6/Qt/lib/libicudata.so.73": 4000,
        "_internal/numpy.libs/libopenblas.so": 2500, "_internal/libpython3.11.so.1.0": 500,
        "LICENSE": 100})
    (app / "_internal" / "link.so").symlink_to(app / "_internal" / "libpython3.11.so.1.0")  # counts nothing
    bare = _fake_bundle(tmp_path / "bare", {"_internal/PySide6/Qt/lib/libQt6Core.so.6": 3000,
                                            "_internal/PySide6/Qt/lib/libicudata.so.73": 4000}, exe="bare-window")
    m = bundle_size.measure(app, split_pyz=False)
    assert m.sizes[bundle_size.QT_LIBS] == 3000 and m.sizes[bundle_size.ICU] == 4000
    assert m.sizes[bundle_size.NUMPY_LIBS] == 2500 and m.sizes[bundle_size.PYTHON] == 500
    assert m.sizes[bundle_size.EXECUTABLE] == 100 and m.sizes[bundle_size.LICENCES] == 100
    assert m.total == 10200
    b = bundle_size.measure(bare, split_pyz=False)
    assert bundle_size.ratio(m, b) == pytest.approx(10200 / 7100)
    text = bundle_size.report(m, b)
    assert "ratio app/bare: 1.437" in text and "Qt libraries" in text and "total" in text

    assert bundle_size.main([str(app), "--bare", str(bare), "--max-ratio", "1.5"]) == 0
    assert bundle_size.main([str(app), "--bare", str(bare), "--max-ratio", "1.25"]) == 1
    assert "above 1.25" in capsys.readouterr().err


def test_bundle_size_says_clearly_when_a_bundle_is_missing_or_empty(tmp_path: Path, capsys) -> None:
    app = _fake_bundle(tmp_path / "app", {"_internal/libpython3.11.so.1.0": 10})
    assert bundle_size.main([str(tmp_path / "nowhere")]) == 2
    assert "no such folder" in capsys.readouterr().err
    assert bundle_size.main([str(app), "--bare", str(tmp_path / "nowhere")]) == 2
    (tmp_path / "empty").mkdir()
    assert bundle_size.main([str(app), "--bare", str(tmp_path / "empty")]) == 2
    assert "empty" in capsys.readouterr().err
    assert bundle_size.main([str(app / "razz-desktop")]) == 2
    assert "not a folder" in capsys.readouterr().err
    no_contents = tmp_path / "flat"
    no_contents.mkdir()
    (no_contents / "x.txt").write_text("x")
    with pytest.raises(bundle_size.BundleError, match="not a one-folder"):
        bundle_size.measure(no_contents)
    zero = bundle_size.Measure(tmp_path)
    with pytest.raises(bundle_size.BundleError, match="empty"):
        bundle_size.ratio(bundle_size.measure(app, split_pyz=False), zero)  # never a division by zero
    with pytest.raises(SystemExit):
        bundle_size.main([str(app), "--max-ratio", "1.25"])  # a ratio needs a bare bundle


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqminimal.so", True),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/lib/libQt6Svg.so.6", True),
    ("PySide6/Qt/lib/libQt6OpenGL.so.6", True),
    ("PySide6/Qt/lib/libQt6DBus.so.6", True),
    ("PySide6/Qt/lib/libicudata.so.73", True),
    ("razz_desktop/resources/i18n/qtbase_de.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qt_help_ja.qm", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
    ("PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", False),
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("numpy/_core/tests/test_multiarray.py", False),
])
def test_the_spec_leaves_out_only_what_the_app_never_loads(dest: str, kept: bool) -> None:
    assert (bundle_trim.left_out(dest) is None) is kept
    for keep in bundle_trim.MUST_KEEP:
        assert bundle_trim.left_out(keep) is None, keep


def test_no_module_the_app_imports_is_excluded_from_the_bundle() -> None:
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "razz_desktop").rglob("*.py"))
    used = set(re.findall(r"\bPySide6\.(Qt\w+)", source))
    used |= {m.strip() for names in re.findall(r"from PySide6 import ([\w, ()]+)", source)
             for m in names.strip("()").split(",") if m.strip()}
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    excluded = set(bundle_trim.EXCLUDED_MODULES)
    assert not {f"PySide6.{m}" for m in used} & excluded
    assert not {m for m in excluded if m.split(".")[0] == "razz_desktop"}
    for needed in ("PySide6.QtSvg", "PySide6.QtOpenGL", "numpy", "pyqtgraph", "miniaudio", "_cffi_backend"):
        assert needed not in excluded


def test_qts_translations_can_go_because_each_offered_language_ships_its_own_qtbase() -> None:
    offered = {p.stem.removeprefix("razz_") for p in (ROOT / "resources" / "i18n").glob("razz_*.ts")}
    assert offered >= {"en", "de", "it", "nl"}
    for lang in offered - {"en"}:
        assert (ROOT / "resources" / "i18n" / f"qtbase_{lang}.qm").is_file(), lang
    assert bundle_trim.left_out(f"PySide6/Qt/translations/qtbase_{sorted(offered - {'en'})[0]}.qm")


def test_os_libraries_are_pruned_only_when_nothing_kept_needs_them() -> None:
    binaries = [("libkrb5.so.3", "/x/libkrb5.so.3", "BINARY"), ("libX11.so.6", "/x/libX11.so.6", "BINARY"),
                ("libpython3.11.so.1.0", "/x/libpython", "BINARY"), ("_miniaudio.abi3.so", "/x/m", "EXTENSION"),
                ("PySide6/Qt/lib/libQt6Gui.so.6", "/x/gui", "BINARY")]
    assert bundle_trim.unused_os_libraries(binaries, {"libX11.so.6"}) == ["libkrb5.so.3"]


def _elf_with_sections(names: list[str]) -> bytes:
    """A minimal 64-bit little-endian ELF file: a null section, the named ones and .shstrtab."""
    import struct

    strtab = b"\0" + b"".join(n.encode() + b"\0" for n in [*names, ".shstrtab"])
    offsets = [1]
    for n in names:
        offsets.append(offsets[-1] + len(n) + 1)
    shoff = 64 + len(strtab)
    header = bytearray(64)
    header[:6] = b"\x7fELF\x02\x01"
    struct.pack_into("<Q", header, 0x28, shoff)
    struct.pack_into("<HHH", header, 0x3A, 64, len(names) + 2, len(names) + 1)
    sections = [bytes(64)]
    for off in offsets[:-1]:
        sections.append(struct.pack("<IIQQQQ", off, 1, 0, 0, 0, 0).ljust(64, b"\0"))
    sections.append(struct.pack("<IIQQQQ", offsets[-1], 3, 0, 0, 64, len(strtab)).ljust(64, b"\0"))
    return bytes(header) + strtab + b"".join(sections)


def test_debug_information_is_found_by_its_section(tmp_path: Path) -> None:
    with_debug = tmp_path / "a.so"
    with_debug.write_bytes(_elf_with_sections([".text", ".debug_info"]))
    without = tmp_path / "b.so"
    without.write_bytes(_elf_with_sections([".text", ".dynsym"]))
    not_elf = tmp_path / "c.so"
    not_elf.write_bytes(b"just text, long enough to be read as a header? " * 3)
    assert bundle_trim.has_debug_info(with_debug) is True
    assert bundle_trim.has_debug_info(without) is False
    assert bundle_trim.has_debug_info(not_elf) is False
    assert bundle_trim.has_debug_info(tmp_path / "missing.so") is False


def test_trim_filters_the_analysis_and_keeps_the_desktop_platforms(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    def entry(dest: str, typecode: str = "BINARY") -> tuple[str, str, str]:
        src = tmp_path / "src" / dest
        src.parent.mkdir(parents=True, exist_ok=True)
        src.write_bytes(b"not an ELF file")
        return (dest, str(src), typecode)

    class Analysis:
        binaries = [entry(k) for k in bundle_trim.MUST_KEEP] + [
            entry("PySide6/Qt/plugins/platforms/libqvnc.so"), entry("PySide6/Qt/lib/libQt6Network.so.6"),
            entry("libgssapi_krb5.so.2"), entry("libxkbcommon.so.0"), entry("libpython3.11.so.1.0")]
        datas = [entry("PySide6/Qt/translations/qt_fr.qm", "DATA"),
                 entry("razz_desktop/resources/i18n/qtbase_de.qm", "DATA")]

    monkeypatch.setattr(bundle_trim, "needed_libraries", lambda roots: {"libxkbcommon.so.0"})
    a = Analysis()
    bundle_trim.trim(a, tmp_path / "work", log=lambda _line: None)
    dests = {d for d, _s, _t in a.binaries} | {d for d, _s, _t in a.datas}
    assert set(bundle_trim.MUST_KEEP) | {"libxkbcommon.so.0", "libpython3.11.so.1.0",
                                         "razz_desktop/resources/i18n/qtbase_de.qm"} == dests

    class Broken:
        binaries = [entry("PySide6/Qt/plugins/platforms/libqoffscreen.so")]
        datas: list[tuple[str, str, str]] = []

    with pytest.raises(SystemExit, match="libqxcb.so"):
        bundle_trim.trim(Broken(), tmp_path / "work", log=lambda _line: None)
