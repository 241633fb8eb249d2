"""The settings file: reading it, writing it, and surviving a bad one.

- **A bad file never stops the program.** :func:`load_settings` returns the
  defaults plus a warning to show once, keeps a timestamped copy of the bad
  file beside it and writes the defaults over it, so the next start is quiet.
- **Nothing invalid is written.** :func:`save_settings` refuses what
  :func:`.validation.validate` rejects, and writes atomically (a temporary
  file renamed over the old one), so a crash or a full disk never leaves a
  half-written file.
- The file's place comes from :func:`razz_desktop.paths.settings_path`, the
  only module that imports appdirs, unless a path is given (tests).
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from .model import Settings
from .translation import QT_TRANSLATE_NOOP, Translate, untranslated
from .validation import Problem, SettingsError, validate

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What :func:`load_settings` found.

    ``warning`` is None when all went well; otherwise show it to the user once
    (``warning_text(translate)`` gives it translated). ``first_start`` is True
    when there was no settings file at all: the app opens the dialog then.
    """

    settings: Settings
    path: Path
    first_start: bool = False
    problems: tuple[Problem, ...] = ()
    backup_path: Path | None = None

    @property
    def warning(self) -> str | None:
        return self.warning_text()

    def reason_text(self, translate: Translate = untranslated) -> str:
        """What was wrong with the file, field by field."""
        return " ".join(
            f"{p.field}: {p.text(translate)}" if p.field else p.text(translate) for p in self.problems
        )

    def warning_text(self, translate: Translate = untranslated) -> str | None:
        if not self.problems:
            return None
        text = translate(QT_TRANSLATE_NOOP("Settings", "Your settings file {path} could not be used, so Razz Desktop started "
                             "with the default settings.")).format(path=self.path)
        text += " " + translate(QT_TRANSLATE_NOOP("Settings", "What was wrong: {reason}")).format(reason=self.reason_text(translate))
        if self.backup_path is not None:
            text += " " + translate(QT_TRANSLATE_NOOP("Settings", "The file was kept as {backup}.")).format(backup=self.backup_path)
        else:
            text += " " + translate(QT_TRANSLATE_NOOP("Settings", "No copy of it could be made."))
        return text


def _default_path() -> Path:
    from razz_desktop import paths  # the only appdirs user; imported late so tests can redirect it

    return paths.settings_path()


def _backup(path: Path, now: _dt.datetime) -> Path | None:
    """Copy the bad file to ``<name>.invalid-YYYYmmdd-HHMMSS[-n]`` beside it; None if impossible."""
    stamp = now.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        candidate = path.with_name(f"{path.name}.invalid-{stamp}" + (f"-{n}" if n else ""))
        if candidate.exists():
            continue
        try:
            shutil.copy2(path, candidate)
        except OSError as exc:
            log.warning("could not keep a copy of %s: %s", path, exc)
            return None
        return candidate
    return None


def load_settings(path: Path | None = None, now: _dt.datetime | None = None) -> LoadResult:
    """Read the settings file; never raises for a bad file (see :class:`LoadResult`).

    ``path`` defaults to ``paths.settings_path()``; ``now`` names the backup
    copy (injected by tests). After keeping a copy of a bad file the defaults
    are written over it, so the user is told only once.
    """
    path = _default_path() if path is None else Path(path)
    if not path.exists() and not path.is_symlink():
        return LoadResult(Settings(), path, first_start=True)
    try:
        settings = Settings.from_dict(json.loads(_read_text(path)))
    except SettingsError as exc:
        problems = tuple(exc.problems)
    except json.JSONDecodeError as exc:
        problems = (Problem("", QT_TRANSLATE_NOOP("Settings", "The file is not valid JSON ({error} at line {line}, column {column})."),
                            (("error", exc.msg), ("line", exc.lineno), ("column", exc.colno))),)
    else:
        return LoadResult(settings, path)
    backup = _backup(path, now or _dt.datetime.now())
    defaults = Settings()
    if backup is not None:
        try:
            save_settings(defaults, path)
        except OSError as exc:
            log.warning("could not write default settings to %s: %s", path, exc)
    result = LoadResult(defaults, path, problems=problems, backup_path=backup)
    log.warning("%s", result.warning)
    return result


def _read_text(path: Path) -> str:
    """The file's text; :class:`SettingsError` if it cannot be read, is not UTF-8 or is empty."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file could not be read ({error})."),
                                     (("error", exc.strerror or str(exc)),))]) from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file is not UTF-8 text."))]) from exc
    if not text.strip():
        raise SettingsError([Problem("", QT_TRANSLATE_NOOP("Settings", "The file is empty."))])
    return text


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write ``settings`` as JSON, atomically; refuses invalid settings (:class:`SettingsError`).

    Written to a temporary file and renamed over the old one, so a crash or a
    full disk never leaves a half-written settings file behind.
    """
    problems = validate(settings)
    if problems:
        raise SettingsError(problems)
    path = _default_path() if path is None else Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    text = json.dumps(settings.to_dict(), indent=2, ensure_ascii=False) + "\n"
    try:
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    return path
