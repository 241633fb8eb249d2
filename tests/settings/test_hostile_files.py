"""A settings file that is not a file: the start neither hangs nor copies gigabytes (issue 38).

Each case runs ``load_settings`` in a child process with a timeout, so a
regression (a FIFO that blocks, /dev/zero read whole) fails the test instead
of hanging the suite.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from razz_desktop.settings import Settings, load_settings
from razz_desktop.settings.codec import MAX_FILE_BYTES
from razz_desktop.settings.storage import language_setting

CHILD = """
import json, sys
from pathlib import Path
from razz_desktop.settings import load_settings
from razz_desktop.settings.storage import language_setting
path = Path(sys.argv[1])
language = language_setting(path)
result = load_settings(path)
print(json.dumps({"language": language, "warning": result.warning, "defaults": result.settings == type(result.settings)(),
                  "backup": str(result.backup_path) if result.backup_path else None}))
"""


def load_in_child(path: Path) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, timeout=30,
                          check=True)
    answer: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return answer


def assert_told_and_mended(path: Path, answer: dict[str, object]) -> Path | None:
    assert answer["defaults"] is True and answer["language"] == Settings().display.language
    warning = str(answer["warning"])
    assert "could not be used" in warning and str(path) in warning
    # The mended defaults now stand in a regular file in its place: the next start is quiet.
    assert path.is_file() and not path.is_symlink()
    assert load_settings(path).warning is None
    return Path(str(answer["backup"])) if answer["backup"] else None


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_symlink_to_an_endless_device_is_a_damaged_file(tmp_path: Path, device: str) -> None:
    path = tmp_path / "settings.json"
    path.symlink_to(device)
    answer = load_in_child(path)
    assert "not a regular file" in str(answer["warning"])
    backup = assert_told_and_mended(path, answer)
    # The link itself was kept (renamed), not the device's endless content copied.
    assert backup is not None and backup.is_symlink() and os.readlink(backup) == device
    assert sum(p.lstat().st_size for p in tmp_path.iterdir()) < 10_000


def test_a_fifo_does_not_block_the_start(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    os.mkfifo(path)
    answer = load_in_child(path)
    assert "not a regular file" in str(answer["warning"])
    backup = assert_told_and_mended(path, answer)
    assert backup is not None and stat.S_ISFIFO(backup.lstat().st_mode)


def test_a_huge_file_is_refused_and_kept_only_up_to_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    with open(path, "wb") as fh:
        fh.write(b'{"version": 1, "x": "')
        fh.truncate(300 * 1024 * 1024)  # sparse: 300 MB on paper, nothing on the disk
    answer = load_in_child(path)
    assert "larger than" in str(answer["warning"])
    backup = assert_told_and_mended(path, answer)
    assert backup is not None and backup.stat().st_size == MAX_FILE_BYTES
    assert backup.read_bytes().startswith(b'{"version": 1, "x": "')


def test_a_symlink_to_a_good_file_is_still_read(tmp_path: Path) -> None:
    real = tmp_path / "elsewhere.json"
    real.write_text(json.dumps({"version": 1, "display": {"language": "de"}}), "utf-8")
    path = tmp_path / "settings.json"
    path.symlink_to(real)
    assert language_setting(path) == "de"
    result = load_settings(path)
    assert result.warning is None and result.settings.display.language == "de"


def test_saved_settings_are_private(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    from razz_desktop.settings import save_settings

    old = os.umask(0o022)
    try:
        save_settings(Settings(), path)
    finally:
        os.umask(old)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
