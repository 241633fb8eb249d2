"""The SQLite file: connecting, pragmas, migrations, and surviving a bad file.

Choices and why:

- WAL journal: a writer never blocks readers, and a commit is one append to
  the WAL, which keeps a hand's write well under a millisecond or two.
- ``synchronous=NORMAL`` (with WAL): a process killed at any instant leaves
  the database consistent, with every committed hand present and the hand
  being written either whole or absent. Only a power cut may lose the last
  commits, never corrupt earlier ones; for a game log that trade is right.
- ``foreign_keys=ON``: SQLite leaves it off per connection by default, and the
  hand tables rely on it to stay consistent with their hand.
- Migrations (``migrations``: what each one does) are numbered by ``PRAGMA
  user_version``. Each runs in its own transaction together with the version
  bump, so a crash mid-upgrade leaves the previous version intact, and an old
  program refuses a newer file instead of misreading it.
- A file that is not a database, or whose pages fail ``quick_check``, is moved
  aside with a timestamp (with its ``-wal``/``-shm`` companions) and a fresh
  one is created, and the caller gets a ``Recovery`` to tell the user. A file
  that merely cannot be opened now (locked by another copy of the program, no
  permission, disk full) is never moved: the program runs on an in-memory
  database for this session and says so (``open_database``); the history
  controller instead uses ``open_history``, which raises
  ``DatabaseUnavailableError`` so it can keep the hands in its journal and
  try again.
- The whole-file ``quick_check`` costs time in proportion to the history
  (2 s for 100,000 hands), so the program runs it only after an unclean
  shutdown: ``mark_open`` leaves a marker file beside the database while it is
  open and ``mark_closed`` removes it at a clean close.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import sqlite3
import stat
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path

from . import migrations

log = logging.getLogger(__name__)

SCHEMA_VERSION = migrations.SCHEMA_VERSION
"""The newest schema this version writes (``migrations``'; read here when a file is opened)."""

_DAMAGE_CODES = frozenset({"SQLITE_CORRUPT", "SQLITE_NOTADB"})
"""Error names that mean the file's content is bad, so moving it aside can help.
Anything else (locked, read-only, cannot open, I/O, full) is about the
circumstances, and the file is left exactly where it is."""


class StorageError(Exception):
    """Base of the errors this package raises on purpose."""


class SchemaTooNewError(StorageError):
    """The file was written by a newer Razz Desktop; reading it could misread it."""

    def __init__(self, found: int) -> None:
        super().__init__(
            f"the hand history was written by a newer version of Razz Desktop "
            f"(schema {found}; this version knows up to {SCHEMA_VERSION})"
        )
        self.found = found


class DamagedDatabaseError(StorageError):
    """The file opened but its pages do not check out."""


class DatabaseUnavailableError(StorageError):
    """The file cannot be opened now (locked, no permission, disk full, newer
    schema); its content is not known to be bad, so it is left untouched."""

    def __init__(self, reason: str, cause: BaseException | None = None, moved_to: Path | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.cause = cause
        self.moved_to = moved_to
        """Set when the file was damaged and moved aside, but no new one could be created."""


class DuplicateHandError(StorageError):
    """The session already holds a hand with this number (the table was rebuilt
    without a new session being started)."""


DATABASE_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, StorageError)
"""Everything reading or writing the hand history may raise, for callers
outside this package, who must not need to know the database is SQLite."""


@dataclass(frozen=True, slots=True)
class Recovery:
    """What went wrong when opening the database and what was done about it.

    ``message`` is written for the user; the lead shows it in a message box
    or the status bar. ``moved_to`` is set when the damaged file was kept
    under a new name; ``in_memory`` when hands of this session will not be
    saved to disk at all.
    """

    path: Path
    reason: str
    moved_to: Path | None
    in_memory: bool

    @property
    def message(self) -> str:
        if self.moved_to is not None and not self.in_memory:
            return (
                f"The hand history could not be read ({self.reason}). The damaged file was "
                f"kept as {self.moved_to.name} and a new, empty history was started."
            )
        if self.moved_to is not None:
            return (
                f"The hand history could not be read ({self.reason}). The damaged file was "
                f"kept as {self.moved_to.name}, but no new file could be created: hands "
                "played now will not be saved."
            )
        return (
            f"The hand history could not be opened ({self.reason}). It was left untouched; "
            "hands played now will not be saved."
        )


def connect(path: Path | str, busy_timeout_ms: int = 5000) -> sqlite3.Connection:
    """Open (creating if needed) and migrate the database at ``path``.

    The connection is in autocommit mode (``isolation_level=None``): every
    transaction in this package is an explicit ``BEGIN``/``COMMIT``, so what
    is atomic is written where it happens instead of being implied by the
    driver. ``":memory:"`` gives a private in-memory database.
    ``busy_timeout_ms``: how long a statement waits for another program's
    lock before it fails (the history controller keeps this short and retries
    on its own schedule, so closing never waits on a lock).
    """
    if str(path) != ":memory:":
        create_private(Path(path))
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=busy_timeout_ms / 1000.0)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        found = schema_version(conn)  # before anything writes to the file's header
        if found > SCHEMA_VERSION:
            raise SchemaTooNewError(found)
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


PRIVATE_FILE_MODE = 0o600
"""The hand history is private: SQLite would create the file (and so its -wal and -shm,
which take the file's mode) 0644, readable by every local user."""


def create_private(path: Path) -> None:
    """Create ``path`` empty (an empty file is an empty SQLite database) and 0600, if it does not exist.

    Best effort: a folder that refuses it leaves SQLite to fail with its own error, as before."""
    with contextlib.suppress(OSError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE_MODE))


def repair_companions(path: Path | str) -> list[Path]:
    """Give a writable database's ``-wal`` and ``-shm`` the file's own write permission back.

    SQLite creates them with the database file's mode. When the file was
    read-only while the app ran, they were made read-only too; once the user
    makes the file writable again, the stale companions still refuse every
    write ("attempt to write a readonly database") and the first restart
    failed without a word (issue 38). A companion whose owner-write bit is
    missing while the database's is set gets the database's mode (the owner
    may change it even on a read-only file). Returns the companions repaired;
    never raises (what cannot be repaired is then told as a write problem).
    """
    path = Path(path)
    repaired: list[Path] = []
    try:
        db_mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return repaired
    if not db_mode & stat.S_IWUSR:
        return repaired  # the file itself is read-only: nothing stale about its companions
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        try:
            mode = stat.S_IMODE(companion.lstat().st_mode)
            if mode & stat.S_IWUSR or not stat.S_ISREG(companion.lstat().st_mode):
                continue
            os.chmod(companion, db_mode)
        except FileNotFoundError:
            continue
        except OSError as exc:
            log.warning("hand history: %s is read-only and could not be made writable: %s", companion, exc)
            continue
        log.warning("hand history: %s was left read-only by a read-only database; made writable again", companion)
        repaired.append(companion)
    return repaired


def close_companions(path: Path | str, busy_timeout_ms: int = 200) -> None:
    """Let SQLite remove the ``-wal`` and ``-shm`` files a read-only connection left beside ``path``.

    A read-only connection (``mode=ro``, what the browser and the command's
    ``list`` use) cannot delete them when it closes, so a command that only
    read left two files behind. The last read-write connection to close
    checkpoints and removes them: one is opened, reads the header and closes.
    While the app has the file open it is not the last, and nothing changes.
    Best effort: a read-only folder or a lock leaves them as they were.
    """
    path = Path(path)
    if not any(path.with_name(path.name + s).exists() for s in ("-wal", "-shm")):
        return
    try:
        conn = sqlite3.connect(str(path), isolation_level=None, timeout=busy_timeout_ms / 1000.0)
    except sqlite3.Error:
        return
    try:
        schema_version(conn)
    except sqlite3.Error:
        pass
    finally:
        conn.close()


def schema_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply migrations up to ``target``, each atomically with its version bump.

    Several connections may open one file at once (the history worker, the drills' and the
    mistakes' controllers, another process): each migration re-reads the version under the
    write lock and skips a step another connection finished since the first read, instead of
    running it twice ("table ... already exists").
    """
    current = schema_version(conn)
    if current > SCHEMA_VERSION:
        raise SchemaTooNewError(current)
    vacuum = False
    for version in range(current + 1, target + 1):
        conn.execute("BEGIN IMMEDIATE")
        try:
            if schema_version(conn) >= version:  # done by another connection meanwhile
                conn.execute("COMMIT")
                continue
            step = migrations.MIGRATIONS[version - 1]
            if callable(step):
                step(conn)
            else:
                for statement in step:
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version:d}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        vacuum = vacuum or (version in migrations.VACUUM_AFTER and current > 0)
    if vacuum:
        conn.execute("VACUUM")
    return schema_version(conn)


def quick_check(conn: sqlite3.Connection) -> list[str]:
    """Problems ``PRAGMA quick_check`` finds (empty when the file is sound)."""
    rows = [r[0] for r in conn.execute("PRAGMA quick_check").fetchall()]
    return [] if rows == ["ok"] else rows


def integrity_check(conn: sqlite3.Connection) -> list[str]:
    """The full check (indexes against tables too): slower, for tests and tools."""
    rows = [r[0] for r in conn.execute("PRAGMA integrity_check").fetchall()]
    return [] if rows == ["ok"] else rows


def _aside_name(path: Path, now: datetime) -> Path:
    stamp = now.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    return candidate


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a bad database (and its WAL and shared-memory files) out of the way.

    The companions move too: a leftover WAL next to a fresh file would be
    replayed into it on the next open.
    """
    target = _aside_name(path, now or datetime.now())
    path.replace(target)
    for suffix in ("-wal", "-shm", "-journal"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            with contextlib.suppress(OSError):
                companion.replace(target.with_name(target.name + suffix))
    return target


def _open_checked(path: Path, check: bool, busy_timeout_ms: int) -> sqlite3.Connection:
    conn = connect(path, busy_timeout_ms)
    try:
        problems = quick_check(conn) if check else []
    except BaseException:
        conn.close()
        raise
    if problems:
        conn.close()
        raise DamagedDatabaseError("; ".join(problems[:3]))
    return conn


def _describe(exc: BaseException) -> str:
    if isinstance(exc, DamagedDatabaseError):
        return f"damaged pages: {exc}"
    return str(exc) or type(exc).__name__


def _is_damage(exc: BaseException) -> bool:
    if isinstance(exc, DamagedDatabaseError):
        return True
    return isinstance(exc, sqlite3.DatabaseError) and getattr(exc, "sqlite_errorname", "") in _DAMAGE_CODES


def open_history(
    path: Path | str, now: datetime | None = None, *, check: bool = True, busy_timeout_ms: int = 5000,
) -> tuple[sqlite3.Connection, Recovery | None]:
    """Open the hand history file, repairing a damaged one, or raise.

    A damaged file (not a database, or pages that fail ``quick_check`` when
    ``check``) is moved aside and a fresh one created; the ``Recovery`` says
    so. A file that cannot be opened now raises ``DatabaseUnavailableError``
    and is left exactly as it is, so the caller can keep the hands elsewhere
    and try again later.
    """
    path = Path(path)
    repair_companions(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return _open_checked(path, check, busy_timeout_ms), None
    except SchemaTooNewError as exc:
        raise DatabaseUnavailableError(str(exc), exc) from exc
    except (sqlite3.DatabaseError, DamagedDatabaseError, OSError) as exc:
        reason = _describe(exc)
        if not _is_damage(exc):
            raise DatabaseUnavailableError(reason, exc) from exc
    try:
        moved = move_aside(path, now)
    except OSError as exc:
        raise DatabaseUnavailableError(f"{reason}; it could not be moved: {exc}", exc) from exc
    try:
        return _open_checked(path, check, busy_timeout_ms), Recovery(path, reason, moved, False)
    except (sqlite3.DatabaseError, DamagedDatabaseError, OSError, StorageError) as exc:
        raise DatabaseUnavailableError(reason, exc, moved) from exc


def open_database(
    path: Path | str, now: datetime | None = None, *, check: bool = True,
) -> tuple[sqlite3.Connection, Recovery | None]:
    """Open the hand history for a program that has nowhere else to keep hands, never raising.

    Like ``open_history``, but a file that cannot be opened gives an
    in-memory database and a ``Recovery`` saying hands will not be saved.
    The caller shows ``recovery.message`` to the user.
    """
    path = Path(path)
    try:
        return open_history(path, now, check=check)
    except DatabaseUnavailableError as exc:
        return connect(":memory:"), Recovery(path, exc.reason, exc.moved_to, True)


# ------------------------------------------------------------ clean shutdown


def open_marker(path: Path | str) -> Path:
    """The file that says "this database is open": left behind only by a crash."""
    path = Path(path)
    return path.with_name(path.name + ".open")


def needs_check(path: Path | str) -> bool:
    """Whether the last program to open ``path`` did not close it cleanly."""
    return Path(path).exists() and open_marker(path).exists()


def mark_open(path: Path | str) -> None:
    """Leave the marker (best effort: a folder that refuses it only costs a check next time)."""
    with contextlib.suppress(OSError):
        open_marker(path).write_bytes(b"")


def mark_closed(path: Path | str) -> None:
    with contextlib.suppress(OSError):
        open_marker(path).unlink(missing_ok=True)


# ------------------------------------------------------------ write problems


class WriteProblem(Enum):
    """Why a hand could not be written now: what the user can do about it differs."""

    LOCKED = "locked"  # another program holds the file
    READ_ONLY = "read-only"  # no permission, read-only file or medium
    DISK_FULL = "disk-full"
    DAMAGED = "damaged"  # the file's content is bad: a restart repairs it
    NEWER_VERSION = "newer-version"  # written by a newer Razz Desktop: this one must not touch it
    UNAVAILABLE = "unavailable"  # anything else about the circumstances (I/O error, file gone)


_PROBLEM_BY_CODE = {
    "SQLITE_BUSY": WriteProblem.LOCKED, "SQLITE_LOCKED": WriteProblem.LOCKED,
    "SQLITE_READONLY": WriteProblem.READ_ONLY, "SQLITE_PERM": WriteProblem.READ_ONLY,
    "SQLITE_FULL": WriteProblem.DISK_FULL,
    "SQLITE_CORRUPT": WriteProblem.DAMAGED, "SQLITE_NOTADB": WriteProblem.DAMAGED,
}
_PROBLEM_BY_WORDS = (
    ("locked", WriteProblem.LOCKED), ("busy", WriteProblem.LOCKED),
    ("readonly", WriteProblem.READ_ONLY), ("read-only", WriteProblem.READ_ONLY),
    ("permission", WriteProblem.READ_ONLY),
    ("full", WriteProblem.DISK_FULL), ("malformed", WriteProblem.DAMAGED),
    ("not a database", WriteProblem.DAMAGED), ("damaged", WriteProblem.DAMAGED),
)
_PROBLEM_BY_ERRNO = {
    errno.ENOSPC: WriteProblem.DISK_FULL, errno.EDQUOT: WriteProblem.DISK_FULL,
    errno.EACCES: WriteProblem.READ_ONLY, errno.EPERM: WriteProblem.READ_ONLY,
    errno.EROFS: WriteProblem.READ_ONLY,
}


def write_problem(exc: BaseException) -> WriteProblem | None:
    """The circumstance behind a failed read or write, or None when the hand itself is refused.

    None means the database's own rules rejected the data (a constraint, a
    programming error): trying again would fail again the same way.
    """
    if isinstance(exc, DatabaseUnavailableError) and exc.cause is not None:
        return write_problem(exc.cause) or WriteProblem.UNAVAILABLE
    if isinstance(exc, SchemaTooNewError):
        return WriteProblem.NEWER_VERSION
    if isinstance(exc, DamagedDatabaseError):
        return WriteProblem.DAMAGED
    if isinstance(exc, OSError):
        return _PROBLEM_BY_ERRNO.get(exc.errno or 0, WriteProblem.UNAVAILABLE)
    if isinstance(exc, sqlite3.IntegrityError | sqlite3.ProgrammingError | sqlite3.InterfaceError):
        return None
    if not isinstance(exc, sqlite3.DatabaseError):
        return None
    code = str(getattr(exc, "sqlite_errorname", "") or "")
    for prefix, problem in _PROBLEM_BY_CODE.items():
        if code.startswith(prefix):
            return problem
    text = str(exc).lower()
    for words, problem in _PROBLEM_BY_WORDS:
        if words in text:
            return problem
    return WriteProblem.UNAVAILABLE
