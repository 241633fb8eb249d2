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
