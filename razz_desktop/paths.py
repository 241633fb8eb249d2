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

import contextlib
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


PRIVATE_FOLDER_MODE = 0o700
"""A hand history is private: the app's folders are readable by their owner only.

Folders the app creates (and its missing parents, e.g. a fresh
``--home`` folder) get this mode; an app folder that already exists with
more open bits (made by an older version, 0755) is narrowed to it, which
also covers the files inside that were created 0644 then. Parents that
existed before are never touched (``~/.local/share`` is not ours)."""

PRIVATE_FILE_MODE = 0o600
"""The mode of data files the app creates (hand log, journal, settings, logs, exports)."""


def ensure_private_folder(path: Path) -> Path:
    """Create ``path`` (and its missing parents) 0700; narrow it to 0700 if it exists more open.

    Never raises for the narrowing (a folder on a file system without modes,
    or owned by someone else, stays as it is); creating raises as mkdir does.
    """
    missing: list[Path] = []
    probe = path
    while not probe.exists() and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    for folder in reversed(missing):
        with contextlib.suppress(FileExistsError):
            folder.mkdir(mode=PRIVATE_FOLDER_MODE)
    if not missing and os.name == "posix":
        try:
            mode = path.stat().st_mode & 0o777
            if mode & 0o077:
                os.chmod(path, mode & ~0o077)
        except OSError:
            pass
    if not path.is_dir():
        path.mkdir(parents=True, exist_ok=True)  # raises the system's own error (a file in the way)
    return path


def _ensure(path: Path) -> Path:
    return ensure_private_folder(path)


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
