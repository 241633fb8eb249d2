"""Guards against known defects of particular PySide6 releases.

PySide6 6.12.0 on Python 3.11 returns ``None`` from every void method (for
example ``QPainter.setPen``, ``QObject.setObjectName``) without taking a
reference to it. Python 3.12 made ``None`` immortal so it does not notice
there, but on 3.11 every such call lowers ``None``'s reference count by one,
and after a few thousand calls (one painted table is enough) the interpreter
aborts with "Fatal Python error: none_dealloc: deallocating None". Measured
here: 100 calls of ``QObject.setObjectName`` lower the count by 100 with
6.12.0 and leave it unchanged with 6.11.3.

The proper fix is not to install 6.12.0 on Python 3.11 (pin
``PySide6-Essentials!=6.12.0``); until every install is pinned,
``protect_none()`` gives ``None`` a reference count so large that no session
can use it up, which is what Python 3.12 does for every interpreter.
"""

from __future__ import annotations

import sys

_AFFECTED = ("6.12.0",)
_HEADROOM = 1 << 40
_done = False


def affected(pyside_version: str, python: tuple[int, int] = sys.version_info[:2]) -> bool:
    return python < (3, 12) and pyside_version in _AFFECTED


def protect_none() -> bool:
    """Apply the guard if this PySide6 and Python need it; True if it was applied."""
    global _done
    if _done:
        return True
    try:
        import PySide6
    except ImportError:
        return False
    if not affected(PySide6.__version__) or sys.implementation.name != "cpython":
        return False
    import ctypes  # only where the guard is needed

    # ob_refcnt is the first field of every object in a CPython (non-debug) build.
    refcnt = ctypes.c_ssize_t.from_address(id(None))
    refcnt.value += _HEADROOM
    _done = True
    return True
