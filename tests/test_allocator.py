"""The allocator tuning: set on Linux with glibc, a no-op that says so elsewhere."""

from __future__ import annotations

import subprocess
import sys

import pytest

from razz_desktop import allocator


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt")
def test_linux_sets_the_threshold_and_allocation_still_works() -> None:
    # In a child: the tuning lasts for the process, and the test run should not change.
    code = ("from razz_desktop.allocator import return_big_blocks as r; "
            "assert r() and r(128 * 1024); b = [bytearray(200_000) for _ in range(50)]; del b; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_other_systems_are_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(allocator.sys, "platform", "darwin")
    assert allocator.return_big_blocks() is False


def test_the_launcher_tunes_after_the_first_paint_only() -> None:
    """ctypes (its import) is not on the way to the first table: the call sits in after_paint."""
    import inspect

    from razz_desktop import launcher

    source = inspect.getsource(launcher.run)
    assert source.index("return_big_blocks()") > source.index("def after_paint")
