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
    """Make PySide6's import hook answer its question without ``inspect.getsource``.

    From its first import on, PySide6 looks at every module named by an
    ``import`` statement (the first time each name is imported after PySide6,
    including modules loaded long before, such as ``random``) to see whether
    the module may switch on one of its ``__feature__`` options (snake_case,
    true_property): it asks ``inspect.getsource`` for the module's whole text,
    which tokenizes and caches the file in ``linecache``, and searches it for
    "PySide6". Measured here: 200 modules and 46 ms in the first seconds, 10 ms
    of it before the first table (``random`` alone 4 ms) and 20 ms when numpy
    arrives after it (issues 19 and 10). The same question is answered here by
    reading the file's bytes (a module's source file says "PySide6" exactly
    when its text does), and this package, which never selects a feature, is
    answered without reading anything (selection 0, the default in force
    everywhere anyway). A module without a source file on disk is still asked
    the old way. The hook is PySide6's private code: if it is not where it was
    (another release), nothing is changed and False is returned.
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
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass  # asked the old way below
        return bool(scan(module))

    uses_pyside._razz_skips = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True
