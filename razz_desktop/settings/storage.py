"""The settings file: reading it, writing it, and surviving a bad one.

- **A bad file never stops the program, and costs only what was bad.**
  :func:`load_settings` never raises: it keeps every valid field, resets only
  the bad ones (see :mod:`.repair`), and returns a warning to show once that
  names each of them; it keeps a timestamped copy of the original beside it
  and writes the mended settings over it, so the next start is quiet. A file
  that is not settings at all (not JSON, not UTF-8, a future version) gives
  the defaults, with the same warning and copy.
- **Nothing invalid is written.** :func:`save_settings` refuses what
  :func:`.validation.validate` rejects, and writes atomically (a temporary
  file renamed over the old one), so a crash or a full disk never leaves a
  half-written file.
- **A failed save is one clear error.** A read-only folder, a full disk, a
  file where the folder should be: :class:`SettingsSaveError` (an
  ``OSError``) with one sentence for the user, so the caller tells them once
  and goes on with the change for this session.
- **A hostile file never hangs the start.** The file is opened without
  blocking (``O_NONBLOCK``: a FIFO there has no writer) and read only if it
  is a regular file, at most :data:`.codec.MAX_FILE_BYTES`; a symlink to
  ``/dev/zero``, a FIFO or a 300 MB file is a damaged settings file like any
  other. Its kept copy is at most that size too (a special file is kept by
  renaming the entry itself, which costs nothing).
- Settings are private like the hand log: the file is created 0600 and its
  folder 0700.
- The file's place comes from :func:`razz_desktop.paths.settings_path`, the
  only module that imports appdirs, unless a path is given (tests).
"""

from __future__ import annotations

import json
import logging
import os
import stat
import time
from pathlib import Path
from typing import TYPE_CHECKING

from razz_desktop import paths
from razz_desktop.engine.frozen_record import frozen_record

from .codec import MAX_FILE_BYTES, read_json
from .model import Settings
from .repair import decode_and_repair
from .translation import QT_TRANSLATE_NOOP, Translate, untranslated
from .validation import Problem, SettingsError, validate

if TYPE_CHECKING:
    import datetime as _dt

log = logging.getLogger(__name__)
_STAMP = "%Y%m%d-%H%M%S"


class SettingsSaveError(OSError):
    """The settings could not be written; ``str(error)`` is one sentence for the user.

    An ``OSError`` (callers that caught ``OSError`` keep working) carrying the
    path and the system's reason. The message says what failed, where, and
    that the change stays in force for this session only, so the caller can
    show it once as it is (:meth:`user_text` gives it translated).
    """

    def __init__(self, path: Path, reason: str, errno: int | None = None) -> None:
        super().__init__(errno, reason, str(path))
        self.path = path
        self.reason = reason

    def user_text(self, translate: Translate = untranslated) -> str:
        return translate(QT_TRANSLATE_NOOP(
            "Settings", "Your settings could not be saved to {path} ({reason}). The change is kept for this "
            "session only; it will be lost when Razz Desktop closes.")).format(path=self.path, reason=self.reason)

    def __str__(self) -> str:
        return self.user_text()


@frozen_record
class LoadResult:
    """What :func:`load_settings` found.

    ``warning`` is None when all went well; otherwise show it to the user once
    (``warning_text(translate)`` gives it translated). ``first_start`` is True
    when there was no settings file at all: the app opens the dialog then.
    ``reset_fields`` names the fields that were reset to their defaults (or
    left out, for unknown names); ``("",)`` when the whole file was unusable.
    """

    settings: Settings
    path: Path
    first_start: bool = False
    problems: tuple[Problem, ...] = ()
    backup_path: Path | None = None
    reset_fields: tuple[str, ...] = ()

    @property
    def warning(self) -> str | None:
        return self.warning_text()

    @property
    def all_reset(self) -> bool:
        """Whether nothing of the file could be used (every setting is at its default)."""
        return "" in self.reset_fields

    def reason_text(self, translate: Translate = untranslated) -> str:
        """What was wrong with the file, field by field."""
        return " ".join(
            f"{p.field}: {p.text(translate)}" if p.field else p.text(translate) for p in self.problems
        )

    def warning_text(self, translate: Translate = untranslated) -> str | None:
        if not self.problems:
            return None
        if self.all_reset or not self.reset_fields:
            text = translate(QT_TRANSLATE_NOOP("Settings", "Your settings file {path} could not be used, so Razz Desktop started "
                                 "with the default settings.")).format(path=self.path)
        else:
            text = translate(QT_TRANSLATE_NOOP(
                "Settings", "Some settings in your settings file {path} could not be used and were reset to the default "
                "settings (unknown names were left out): {fields}. Every other setting was kept.")).format(
                path=self.path, fields=", ".join(self.reset_fields))
        text += " " + translate(QT_TRANSLATE_NOOP("Settings", "What was wrong: {reason}")).format(reason=self.reason_text(translate))
        if self.backup_path is not None:
            text += " " + translate(QT_TRANSLATE_NOOP("Settings", "The file was kept as {backup}.")).format(backup=self.backup_path)
        else:
            text += " " + translate(QT_TRANSLATE_NOOP("Settings", "No copy of it could be made."))
        return text


def _default_path() -> Path:
    return paths.settings_path()


def _backup(path: Path, now: _dt.datetime | None) -> Path | None:
    """Keep the bad file as ``<name>.invalid-YYYYmmdd-HHMMSS[-n]`` beside it; None if impossible.

    A regular file is copied, at most :data:`MAX_FILE_BYTES` of it (a 300 MB
    file is not a settings file; its start is enough to see what it was). A
    special file (a FIFO, a symlink to a device) is renamed instead: reading
    it could block or never end, and the entry itself is what the user put
    there. A folder is left alone. ``now`` None is the local time now, read
    with ``time`` (``datetime`` is not imported on every start for a file
    that is seldom bad, issue 19).
    """
    stamp = now.strftime(_STAMP) if now is not None else time.strftime(_STAMP)
    for n in range(100):
        candidate = path.with_name(f"{path.name}.invalid-{stamp}" + (f"-{n}" if n else ""))
        if candidate.exists() or candidate.is_symlink():
            continue
        try:
            _keep(path, candidate)
        except OSError as exc:
            log.warning("could not keep a copy of %s: %s", path, exc)
            return None
        return candidate
    return None


def _keep(path: Path, candidate: Path) -> None:
    """Copy (a regular file, bounded) or rename (anything else but a folder) ``path`` to ``candidate``."""
    fd = _open_without_blocking(path)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, os.strerror(21), str(path))
        if not stat.S_ISREG(info.st_mode):
            os.rename(path, candidate)
            return
        data = _read_at_most(fd, MAX_FILE_BYTES)
    finally:
        os.close(fd)
    if len(data) == MAX_FILE_BYTES:
        log.warning("kept only the first %s bytes of %s", f"{MAX_FILE_BYTES:,}", path)
    out = os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(out, data)
    finally:
        os.close(out)


def _open_without_blocking(path: Path) -> int:
    """A read-only descriptor of ``path`` that cannot block on open (a FIFO with no writer)."""
    return os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))


def _read_at_most(fd: int, limit: int) -> bytes:
    """Up to ``limit`` bytes from ``fd`` (a short read is not the end until read returns nothing)."""
    chunks: list[bytes] = []
    left = limit
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 16))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def load_settings(path: Path | None = None, now: _dt.datetime | None = None) -> LoadResult:
    """Read the settings file; never raises (see :class:`LoadResult` and the module docstring).

    ``path`` defaults to ``paths.settings_path()``; ``now`` names the backup
    copy (injected by tests). After keeping a copy of a bad file the mended
    settings are written over it, so the user is told only once.
    """
    path = _default_path() if path is None else Path(path)
    try:
        if not path.exists() and not path.is_symlink():
            return LoadResult(Settings(), path, first_start=True)
        settings, problems, reset = _decode_file(path)
    except Exception as exc:  # a bug here must not stop the program either: defaults, said once
        log.exception("reading the settings file %s failed", path)
        settings, reset = Settings(), ("",)
        problems = (Problem("", QT_TRANSLATE_NOOP("Settings", "Reading it failed unexpectedly ({error})."),
                            (("error", f"{type(exc).__name__}: {exc}"),)),)
    if not problems:
        return LoadResult(settings, path)
    backup = _backup(path, now)
    if backup is not None:
        try:
            save_settings(settings, path)
        except (OSError, SettingsError) as exc:
            log.warning("could not write the mended settings to %s: %s", path, exc)
    result = LoadResult(settings, path, problems=problems, backup_path=backup, reset_fields=reset)
    log.warning("%s", result.warning)
    return result


def language_setting(path: Path | None = None) -> str:
    """The Language setting alone, read without side effects (no backup, no rewrite).

    The translations must be installed before any window is built, that is
    before :func:`load_settings` runs (whose warning, if any, is then shown
    in the chosen language). Anything unreadable means "system".
    """
    path = _default_path() if path is None else Path(path)
    try:
        if not path.is_file():
            return Settings().display.language
        return _decode_file(path)[0].display.language
    except Exception:  # reading for the language must never stop the start
        log.exception("reading the language from %s failed", path)
        return Settings().display.language


def _decode_file(path: Path) -> tuple[Settings, tuple[Problem, ...], tuple[str, ...]]:
    """The settings in the file at ``path``, its problems and the fields reset."""
    try:
        data = read_json(_read_text(path))
    except SettingsError as exc:
        return Settings(), tuple(exc.problems), ("",)
    except json.JSONDecodeError as exc:
        problem = Problem("", QT_TRANSLATE_NOOP("Settings", "The file is not valid JSON ({error} at line {line}, column {column})."),
                          (("error", exc.msg), ("line", exc.lineno), ("column", exc.colno)))
        return Settings(), (problem,), ("",)
    return decode_and_repair(data)


def _read_text(path: Path) -> str:
    """The file's text; :class:`SettingsError` if it cannot be read, is too big, not UTF-8 or empty.

    A UTF-8 byte-order mark (which some Windows editors write) is accepted.
    """
    try:
        fd = _open_without_blocking(path)
        try:
            mode = os.fstat(fd).st_mode
            if stat.S_ISDIR(mode):
                raise IsADirectoryError(21, os.strerror(21), str(path))
            if not stat.S_ISREG(mode):
                raise SettingsError([Problem("", QT_TRANSLATE_NOOP(
                    "Settings", "It is not a regular file (a device, a pipe or a socket): not a settings file."))])
            raw = _read_at_most(fd, MAX_FILE_BYTES + 1)
        finally:
            os.close(fd)
    except OSError as exc:
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file could not be read ({error})."),
                                     (("error", exc.strerror or str(exc)),))]) from exc
    if len(raw) > MAX_FILE_BYTES:
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file is larger than {limit} bytes: not a settings file."),
                                     (("limit", f"{MAX_FILE_BYTES:,}"),))])
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file is not UTF-8 text."))]) from exc
    if not text.strip():
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file is empty."))])
    return text


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write ``settings`` as JSON, atomically, and return the path written.

    Refuses invalid settings (:class:`.validation.SettingsError`); any failure
    to write (a read-only folder, a full disk, a file where the folder should
    be) is one :class:`SettingsSaveError`, and the old file is left as it was.
    Written to a temporary file and renamed over the old one, so a crash or a
    full disk never leaves a half-written settings file behind.
    """
    problems = validate(settings)
    if problems:
        raise SettingsError(problems)
    path = _default_path() if path is None else Path(path)
    text = json.dumps(settings.to_dict(), indent=2, ensure_ascii=False) + "\n"
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        try:
            with open(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w", encoding="utf-8") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        finally:
            if tmp.exists():
                tmp.unlink()
    except OSError as exc:
        raise SettingsSaveError(path, exc.strerror or str(exc), exc.errno) from exc
    return path
