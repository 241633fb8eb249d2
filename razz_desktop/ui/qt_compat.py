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


_PACKAGE = __name__.partition(".")[0]


def skip_feature_scan(package: str = _PACKAGE) -> bool:
    """Spare PySide6's import hook from reading the source of this package's modules.

    From its first import on, PySide6 looks at every module imported after it
    to see whether the module may switch on one of its ``__feature__`` options
    (snake_case, true_property): it reads the module's whole source file
    (``inspect.getsource``) and searches it for "PySide6", about 0.1 ms a
    module, some 10 ms of the 150 modules imported before the first table
    (issue 19). This package never selects a feature, so the answer is known:
    its modules are taken as using PySide6 with no feature (selection 0, the
    default that is in force everywhere anyway) without opening their files.
    Every other module is still read as before. The hook is PySide6's private
    code: if it is not where it was (another release), nothing is changed and
    False is returned.
    """
    feature = sys.modules.get("PySide6.support.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or scan is None or getattr(scan, "_razz_skips", False):
        return False
    prefix = package + "."

    def uses_pyside(module: object) -> bool:
        name = getattr(module, "__name__", "")
        if name == package or name.startswith(prefix):
            return True
        return bool(scan(module))

    uses_pyside._razz_skips = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True
