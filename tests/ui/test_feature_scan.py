"""skip_feature_scan: PySide6's import hook no longer reads this package's sources (issue 19's launch)."""

from __future__ import annotations

import sys
import types

import PySide6  # noqa: F401 - installs the hook this test looks at
import pytest

from razz_desktop.ui import qt_compat

feature = sys.modules.get("PySide6.support.feature")
pytestmark = pytest.mark.skipif(feature is None or not hasattr(feature, "_mod_uses_pyside"),
                                reason="this PySide6 has no __feature__ import hook")


@pytest.fixture
def restored(monkeypatch: pytest.MonkeyPatch) -> None:
    assert feature is not None
    monkeypatch.setattr(feature, "_mod_uses_pyside", feature._mod_uses_pyside)


def test_our_modules_are_answered_without_reading_their_source(restored: None,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    assert feature is not None
    read: list[str] = []
    original = feature._mod_uses_pyside

    def reading(module: object) -> bool:
        read.append(getattr(module, "__name__", "?"))
        return bool(original(module))

    monkeypatch.setattr(feature, "_mod_uses_pyside", reading)
    assert qt_compat.skip_feature_scan() is True
    ours = types.ModuleType("razz_desktop.some_module")
    theirs = types.ModuleType("elsewhere.some_module")
    assert feature._mod_uses_pyside(ours) is True
    assert feature._mod_uses_pyside(types.ModuleType("razz_desktop")) is True
    assert read == []  # ours: no source read
    assert feature._mod_uses_pyside(theirs) is False  # no source at all: PySide6's own answer
    assert read == ["elsewhere.some_module"]


def test_a_module_whose_name_only_starts_like_ours_is_still_read(restored: None) -> None:
    assert feature is not None
    qt_compat.skip_feature_scan()
    assert feature._mod_uses_pyside(types.ModuleType("razz_desktopish")) is False


def test_applied_once(restored: None) -> None:
    assert qt_compat.skip_feature_scan() is True
    assert qt_compat.skip_feature_scan() is False


def test_our_modules_get_the_default_selection(restored: None) -> None:
    """What the hook records for our modules is selection 0 (no feature), PySide6's default."""
    assert feature is not None
    qt_compat.skip_feature_scan()
    name = "razz_desktop.test_only_module"
    feature.pyside_feature_dict.pop(name, None)
    try:
        feature.feature_imported(types.ModuleType(name))
        assert feature.pyside_feature_dict[name] == 0
    finally:
        feature.pyside_feature_dict.pop(name, None)


def test_nothing_changes_without_the_hook(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, "PySide6.support.feature")
    assert qt_compat.skip_feature_scan() is False


def test_other_modules_are_answered_from_their_file_as_getsource_would(restored: None) -> None:
    """The same answer as PySide6's for modules with a source file: stdlib, PySide-using and not."""
    assert feature is not None
    original = feature._mod_uses_pyside
    import json
    import random

    import tests.qt_helpers
    candidates = [random, json, pytest, tests.qt_helpers, sys.modules["PySide6"]]
    expected = [bool(original(m)) for m in candidates]
    qt_compat.skip_feature_scan()
    assert [feature._mod_uses_pyside(m) for m in candidates] == expected
    assert expected[0] is False and True in expected  # both answers are covered


def test_a_module_whose_file_is_gone_is_asked_the_old_way(restored: None, tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert feature is not None
    calls: list[object] = []
    original = feature._mod_uses_pyside
    feature._mod_uses_pyside = lambda m: calls.append(m) or original(m)
    qt_compat.skip_feature_scan()
    module = types.ModuleType("gone_module")
    module.__file__ = str(tmp_path / "gone_module.py")
    assert feature._mod_uses_pyside(module) is False
    assert calls == [module]
