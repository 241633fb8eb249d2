"""The desktop integration files are well-formed and agree with pyproject."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"


def test_desktop_entry_launches_the_gui_script() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(LINUX / "razz-desktop.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["gui-scripts"]
    assert section["Exec"] in scripts
    assert section["Icon"] == "razz-desktop"
    assert (ROOT / "packaging" / "icons" / f"{section['Icon']}.svg").is_file()
    assert "Game" in section["Categories"].split(";")


def test_metainfo_names_the_desktop_file() -> None:
    tree = ET.parse(LINUX / "io.github.razz_desktop.RazzDesktop.metainfo.xml")
    assert tree.findtext("launchable") == "razz-desktop.desktop"
    assert tree.findtext("id") == "io.github.razz_desktop.RazzDesktop"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_validates() -> None:
    out = subprocess.run(["desktop-file-validate", str(LINUX / "razz-desktop.desktop")],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
