"""save_settings when the disk says no: one clear SettingsSaveError, the old file untouched.

Everything here runs as root, where chmod cannot make a folder read-only, so
the failures are made real in ways root cannot get around: a regular file
where the config folder should be, a folder where the file should be, and
the rename failing (as it does on a read-only or full file system).
"""

from __future__ import annotations

import errno
import os
from dataclasses import replace
from pathlib import Path

import pytest

from razz_desktop.settings import (
    DisplaySettings,
    Settings,
    SettingsSaveError,
    load_settings,
    save_settings,
)

CHANGED = replace(Settings(), display=DisplaySettings(sound=False))


def assert_clear(error: SettingsSaveError, path: Path) -> None:
    text = str(error)
    assert str(path) in text
    assert text.startswith("Your settings could not be saved to")
    assert "kept for this session only" in text
    assert error.path == path and error.reason


def test_a_file_where_the_folder_should_be(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("not a folder", "utf-8")
    path = blocker / "settings.json"
    with pytest.raises(SettingsSaveError) as info:
        save_settings(CHANGED, path)
    assert isinstance(info.value, OSError)  # callers catching OSError keep working
    assert_clear(info.value, path)
    assert blocker.read_text("utf-8") == "not a folder"


def test_a_folder_where_the_file_should_be(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    with pytest.raises(SettingsSaveError) as info:
        save_settings(CHANGED, path)
    assert_clear(info.value, path)
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temporary file left


def test_a_read_only_file_system_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    save_settings(Settings(), path)
    before = path.read_bytes()

    def read_only(src: object, dst: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(dst))

    monkeypatch.setattr(os, "replace", read_only)
    with pytest.raises(SettingsSaveError) as info:
        save_settings(CHANGED, path)
    assert_clear(info.value, path)
    assert info.value.errno == errno.EROFS and "Read-only file system" in str(info.value)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    monkeypatch.undo()
    assert load_settings(path).settings == Settings()


def test_the_message_is_translatable(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.mkdir()
    with pytest.raises(SettingsSaveError) as info:
        save_settings(CHANGED, path)
    text = info.value.user_text(lambda t: t.replace("Your settings could not be saved", "Nicht gespeichert"))
    assert text.startswith(f"Nicht gespeichert to {path}")


def test_load_survives_a_place_it_cannot_write_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bad file in a folder that refuses writes: the mended settings are still used, and said."""
    path = tmp_path / "settings.json"
    path.write_text('{"display": {"sound": "loud"}, "stakes": {"small_bet": 500, "big_bet": 1000}}', "utf-8")

    def read_only(src: object, dst: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(dst))

    monkeypatch.setattr(os, "replace", read_only)
    result = load_settings(path)
    assert result.settings.stakes.small_bet == 500 and result.settings.display.sound is True
    assert "display.sound" in (result.warning or "")
