"""paths: the one place that asks appdirs where files go, and makes the folders."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from razz_desktop import paths

PACKAGE = Path(paths.__file__).resolve().parent


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every XDG folder into tmp_path (appdirs reads them at call time)."""
    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(name, str(tmp_path / name.lower()))
    return tmp_path


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG variables are a Linux convention")
def test_folders_follow_xdg_variables_and_are_created(xdg: Path) -> None:
    config, data, logs = paths.config_dir(), paths.data_dir(), paths.log_dir()
    assert config == xdg / "xdg_config_home" / "razz-desktop"
    assert data == xdg / "xdg_data_home" / "razz-desktop"
    assert logs.is_relative_to(xdg / "xdg_cache_home" / "razz-desktop")
    for folder in (config, data, logs):
        assert folder.is_dir()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG variables are a Linux convention")
def test_file_paths_live_in_existing_folders_but_files_are_not_created(xdg: Path) -> None:
    settings, database = paths.settings_path(), paths.database_path()
    assert settings == paths.config_dir() / "settings.json"
    assert database.parent == paths.data_dir()
    assert settings.parent.is_dir() and not settings.exists()
    assert database.parent.is_dir() and not database.exists()


def test_home_override_puts_everything_under_one_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "portable"))
    assert paths.config_dir() == tmp_path / "portable" / "config"
    assert paths.data_dir() == tmp_path / "portable" / "data"
    assert paths.log_dir() == tmp_path / "portable" / "log"
    assert paths.settings_path().parent.is_dir()


def test_blank_home_override_is_ignored(xdg: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_ENV, "  ")
    assert paths.config_dir().is_relative_to(xdg)


def test_folders_are_made_on_demand_not_at_import(xdg: Path) -> None:
    import importlib

    importlib.reload(paths)
    assert not any(xdg.iterdir()), "importing paths must not touch the disk"


def test_paths_is_the_only_module_importing_appdirs() -> None:
    pattern = re.compile(r"^\s*(import appdirs|from appdirs\b)", re.MULTILINE)
    users = sorted(
        str(f.relative_to(PACKAGE)) for f in PACKAGE.rglob("*.py") if pattern.search(f.read_text("utf-8"))
    )
    assert users == ["paths.py"]


@pytest.mark.skipif(sys.platform.startswith("win"), reason="POSIX modes")
def test_the_app_folders_are_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import stat

    home = tmp_path / "fresh" / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    old = os.umask(0o022)
    try:
        folders = (paths.config_dir(), paths.data_dir(), paths.log_dir())
    finally:
        os.umask(old)
    for folder in (*folders, home, home.parent):
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700, folder


@pytest.mark.skipif(sys.platform.startswith("win"), reason="POSIX modes")
def test_an_app_folder_left_open_by_an_older_version_is_narrowed(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import stat

    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    (tmp_path / "data").mkdir()
    os.chmod(tmp_path / "data", 0o755)
    os.chmod(tmp_path, 0o755)
    assert stat.S_IMODE(paths.data_dir().stat().st_mode) == 0o700
    assert stat.S_IMODE(tmp_path.stat().st_mode) == 0o755  # the user's own folder is left alone
