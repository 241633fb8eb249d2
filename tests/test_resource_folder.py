"""The package data is found on disk without importlib.resources, and through it where it is not (issue 19)."""

from __future__ import annotations

import importlib.resources
from pathlib import Path

import pytest

from razz_desktop import resource_folder


def test_the_checkout_or_installed_folder_is_found_on_disk() -> None:
    folder = resource_folder.folder()
    assert folder is not None
    assert folder.joinpath(*resource_folder.MARKER).is_file()
    # The same folder importlib.resources gives for the package data.
    packaged = importlib.resources.files(resource_folder.PACKAGE)
    assert isinstance(packaged, Path)
    assert folder.resolve() == packaged.resolve()


def test_a_file_is_a_path_to_the_same_bytes() -> None:
    node = resource_folder.traversable("fonts", "DejaVuSans.ttf")
    assert isinstance(node, Path)
    packaged = importlib.resources.files(resource_folder.PACKAGE) / "fonts" / "DejaVuSans.ttf"
    assert node.read_bytes() == packaged.read_bytes()


def test_without_the_plain_folder_importlib_resources_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resource_folder, "folder", lambda: None)
    node = resource_folder.traversable("icons", "razz-desktop.svg")
    assert node.read_bytes().lstrip().startswith(b"<")


def test_a_folder_named_resources_without_our_marker_is_not_taken(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "site" / "razz_desktop"
    package.mkdir(parents=True)
    (tmp_path / "site" / "resources" / "icons").mkdir(parents=True)  # somebody else's resources
    fake = package / "resource_folder.py"
    fake.write_text("", "utf-8")
    monkeypatch.setattr(resource_folder, "__file__", str(fake))
    resource_folder.folder.cache_clear()
    try:
        assert resource_folder.folder() is None
        (tmp_path / "site" / "resources" / "icons" / "razz-desktop.svg").write_text("<svg/>", "utf-8")
        resource_folder.folder.cache_clear()
        assert resource_folder.folder() == (tmp_path / "site" / "resources").resolve()
    finally:
        monkeypatch.undo()
        resource_folder.folder.cache_clear()
