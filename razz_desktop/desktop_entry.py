"""The per-user menu entry: ``razz-desktop --install-desktop-entry`` / ``--uninstall-desktop-entry``.

A wheel installed with pip, or the one-folder bundle unpacked anywhere, has
no place in the desktop's application menu. Installing the entry writes three
files under the XDG data folder (``$XDG_DATA_HOME``, by default
``~/.local/share``), the same ones a distribution package would put under
``/usr/share``:

- ``applications/<APP_ID>.desktop`` with ``Exec=`` set to the absolute
  command of *this* installation (the bundle's binary, the venv's
  ``razz-desktop`` script, or this Python with ``-m razz_desktop``), so it
  works without the virtual environment on ``PATH``;
- ``metainfo/<APP_ID>.metainfo.xml`` (AppStream, for software centres);
- ``icons/hicolor/scalable/apps/<APP_ID>.svg``.

The templates are package data (``razz_desktop.resources/desktop``), so the
command works from a wheel and from the bundle, not only from a checkout.
Nothing here imports Qt: it runs without a display.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from razz_desktop import resource_folder

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

APP_ID = "io.github.razzdesktop.razzdesktop"
"""The reverse-DNS application ID: desktop file, AppStream id, icon name and
``QGuiApplication.setDesktopFileName`` all use it."""

SCRIPT_NAME = "razz-desktop"
"""The gui-script pyproject.toml installs (and the bundle's binary name)."""

_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
"""Characters that force an Exec argument into double quotes (Desktop Entry spec, "The Exec key")."""


@dataclass(frozen=True, slots=True)
class Installed:
    """What :func:`install` wrote, and the command the menu entry runs."""

    desktop_file: Path
    metainfo_file: Path
    icon_file: Path
    command: tuple[str, ...]


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (XDG spec)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path.home() / ".local" / "share"


def targets(base: Path | None = None) -> tuple[Path, Path, Path]:
    """(desktop file, metainfo file, icon file) under ``base`` (default :func:`data_home`)."""
    root = data_home() if base is None else base
    return (root / "applications" / f"{APP_ID}.desktop",
            root / "metainfo" / f"{APP_ID}.metainfo.xml",
            root / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")


def launch_command() -> tuple[str, ...]:
    """The absolute command that starts this installation of Razz Desktop.

    Paths are made absolute but symlinks are kept: a venv's ``bin/python`` is a
    symlink to the system interpreter, and resolving it would leave the venv.
    """
    if getattr(sys, "frozen", False):  # the PyInstaller bundle: its own binary
        return (os.path.abspath(sys.executable),)
    argv0 = sys.argv[0] if sys.argv else ""
    if argv0 and Path(argv0).name == SCRIPT_NAME and os.path.isfile(argv0):
        return (os.path.abspath(argv0),)
    beside = Path(os.path.abspath(sys.executable)).parent / SCRIPT_NAME
    if beside.is_file() and os.access(beside, os.X_OK):
        return (str(beside),)
    return (os.path.abspath(sys.executable), "-m", "razz_desktop")


def quote_exec_arg(arg: str) -> str:
    """One argument of an ``Exec=`` value, quoted and escaped as the Desktop Entry spec requires.

    Inside double quotes ``"``, `````, ``$`` and ``\\`` take a backslash; then the
    whole value is a desktop-file string, where a backslash is written ``\\\\``;
    ``%`` starts a field code, so a literal one is ``%%``.
    """
    if arg and not any(ch in _RESERVED for ch in arg):
        quoted = arg
    else:
        inner = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg)
        quoted = f'"{inner}"'
    return quoted.replace("\\", "\\\\").replace("%", "%%")


def exec_value(command: tuple[str, ...]) -> str:
    """The ``Exec=`` value that runs ``command``."""
    return " ".join(quote_exec_arg(arg) for arg in command)


def desktop_file_text(command: tuple[str, ...]) -> str:
    """The packaged desktop file with its ``Exec=`` line pointing at ``command``."""
    template = _resource("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8")
    lines = [f"Exec={exec_value(command)}" if line.startswith("Exec=") else line
             for line in template.splitlines()]
    return "\n".join(lines) + "\n"


def install(base: Path | None = None, command: tuple[str, ...] | None = None) -> Installed:
    """Write the menu entry, metainfo and icon for the current user; returns what was written.

    Existing files are replaced, so running it again after moving the
    installation repairs the entry. Raises ``OSError`` when a folder cannot be
    written (the command line reports it and exits 1).
    """
    desktop, metainfo, icon = targets(base)
    cmd = launch_command() if command is None else command
    for path in (desktop, metainfo, icon):
        path.parent.mkdir(parents=True, exist_ok=True)
    _write_atomically(desktop, desktop_file_text(cmd).encode("utf-8"))
    _write_atomically(metainfo, _resource("desktop", f"{APP_ID}.metainfo.xml").read_bytes())
    _write_atomically(icon, _resource("icons", "razz-desktop.svg").read_bytes())
    _refresh_caches(desktop.parent)
    return Installed(desktop, metainfo, icon, cmd)


def uninstall(base: Path | None = None) -> bool:
    """Remove what :func:`install` wrote; True if there was anything to remove."""
    removed = False
    desktop, metainfo, icon = targets(base)
    for path in (desktop, metainfo, icon):
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        removed = True
    if removed:
        _refresh_caches(desktop.parent)
    return removed


def _resource(*parts: str) -> Path | Traversable:
    """A packaged file, wherever the package data is (:mod:`razz_desktop.resource_folder`)."""
    return resource_folder.traversable(*parts)


def _write_atomically(path: Path, data: bytes) -> None:
    """Write beside the target and rename, so a menu never reads a half-written file."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _refresh_caches(applications: Path) -> None:
    """Refresh the MIME cache of the applications folder where the tool exists; its absence is
    fine (desktops watch the folder). The icon cache is left alone on purpose: a per-user
    ``icon-theme.cache`` that this command created would go stale and hide other programs'
    icons installed later."""
    import subprocess  # here: the launcher imports this module for APP_ID, before the first table

    exe = shutil.which("update-desktop-database")
    if exe is None:
        return
    with contextlib.suppress(OSError, subprocess.TimeoutExpired):
        subprocess.run([exe, "-q", str(applications)], check=False, timeout=30,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
