"""Where Razz Desktop keeps its files: the only module that imports appdirs.

Keeping every appdirs call here means one place decides the folder layout,
and one place changes when appdirs is swapped for platformdirs (its
successor). Callers ask for a folder and get a ``Path`` that exists: appdirs
only computes names, so each function creates its folder on demand (not at
import time, so importing the package never touches the disk).

appdirs reads ``XDG_CONFIG_HOME``, ``XDG_DATA_HOME`` and ``XDG_CACHE_HOME``
at call time, so tests redirect everything with ``monkeypatch.setenv``.
``RAZZ_DESKTOP_HOME``, when set, puts all folders under one directory
instead (portable installs, screenshots, end-to-end tests), which is simpler
than setting three XDG variables and also works on Windows and macOS.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import appdirs

APP_AUTHOR = "RazzDesktop"
"""Only Windows uses the author (as the parent folder in AppData)."""

HOME_ENV = "RAZZ_DESKTOP_HOME"
"""Environment variable that, when set, holds config/, data/ and log/ folders."""

SETTINGS_FILE_NAME = "settings.json"
DATABASE_FILE_NAME = "razz.sqlite3"


def app_name() -> str:
    """The folder name: lower-case with a dash on Linux (XDG custom), spelled out elsewhere."""
    return "razz-desktop" if sys.platform.startswith("linux") else "Razz Desktop"


def _ensure(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    """Folder for settings (small files the user may want to back up or edit)."""
    home = _home_override()
    if home is not None:
        return _ensure(home / "config")
    return _ensure(Path(appdirs.user_config_dir(app_name(), APP_AUTHOR, roaming=True)))


def data_dir() -> Path:
    """Folder for the hand-history database and other data the program accumulates."""
    home = _home_override()
    if home is not None:
        return _ensure(home / "data")
    return _ensure(Path(appdirs.user_data_dir(app_name(), APP_AUTHOR)))


def log_dir() -> Path:
    """Folder for log files (on Linux under the cache folder: logs may be deleted freely)."""
    home = _home_override()
    if home is not None:
        return _ensure(home / "log")
    return _ensure(Path(appdirs.user_log_dir(app_name(), APP_AUTHOR)))


def settings_path() -> Path:
    """The settings file; its folder exists, the file itself may not."""
    return config_dir() / SETTINGS_FILE_NAME


def database_path() -> Path:
    """The hand-history database file; its folder exists, the file itself may not."""
    return data_dir() / DATABASE_FILE_NAME
