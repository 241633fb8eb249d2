"""What the desktop bundle leaves out, and why: used by razz-desktop.spec (issue 39).

The bundle was 1.44 times a bare PySide6 window bundled with PyInstaller's defaults; most of
the difference was not the app's own code but parts of Qt, Python and the OS libraries the app
never loads. Each list below says why its entries are never loaded; tests/test_packaging.py
checks the lists against what the app uses (its imports, its languages, its platforms), and
packaging/smoke-bundle.sh runs the trimmed bundle: hands, the charts, the sounds, the SVG icon.

Kept on purpose (the app loads them, or a user's desktop does):
- the platform plugins xcb (X11), wayland (with its shell, decoration and graphics plugins) and
  offscreen (tests, CI), plus minimal; the xcb GL integrations (Qt picks one for any window);
- the platform themes (GTK 3, XDG desktop portal: native file dialogs and colours) and the
  input contexts (compose key, IBus: typing a player's name);
- the SVG image-format and icon-engine plugins (the window icon is an SVG);
- QtOpenGL: pyqtgraph's PlotCurveItem imports it unconditionally (pyinstaller-hooks/).

Only the standard library here: the spec imports this module, and the tests do without
building anything.
"""

from __future__ import annotations

import fnmatch
import os
import shutil
import struct
import subprocess
from collections.abc import Callable, Iterable
from pathlib import Path

# -- Python modules: passed to Analysis(excludes=...) ------------------------------------------
EXCLUDED_MODULES = [
    "tkinter",                     # no Tk: the GUI is Qt
    "PySide6.QtWebEngineCore",     # not in PySide6-Essentials; never imported
    "PySide6.Qt3DCore",
    "PySide6.QtNetwork",           # the app opens no connection (offline game); pulled in by PySide6's
                                   # package-level analysis only. Its plugins are left out below.
    "PySide6.QtTest",              # pyqtgraph imports it inside try/except for its own test helpers
    "PySide6.QtDBus",              # the Python binding only; libQt6DBus stays (QtGui links it)
    "pyqtgraph.opengl",            # 3-D plots (needs PyOpenGL); the Statistics window draws 2-D charts
    "OpenGL",
    "pyqtgraph.examples",          # pyqtgraph's demo programs
    "pyqtgraph.jupyter",           # notebooks (jupyter_rfb)
    "pyqtgraph.canvas",            # unused widgets: only their .ui templates were pulled in
                                   # (pyinstaller-hooks-contrib collects every *Template*; flowchart's
                                   # stays: its hook names a module that excluding it makes "not found")
    "pyqtgraph.console",           # interactive Python console widget
    "pyqtgraph.dockarea",          # dockable panels
    "numpy.f2py",                  # Fortran wrapper generator (a build tool), loaded lazily by numpy
]

# -- files of the analysis left out, by their path in the bundle -------------------------------
QT = "PySide6/Qt/"
LEFT_OUT: list[tuple[str, str]] = [
    # Qt's translations folder: the app ships and loads its own copies of qtbase_<lang>.qm for the
    # languages it offers (resources/i18n, copied by update_translations.py; ui/i18n.py loads them
    # from there); nothing reads Qt's folder.
    (QT + "translations/*", "Qt's translations: the app loads its own qtbase_<lang>.qm from resources/i18n"),
    # Platforms that are not a desktop session: framebuffers, embedded EGL, a VNC server, Vulkan
    # displays. Kept: xcb, wayland, offscreen, minimal.
    (QT + "plugins/platforms/libqeglfs.so", "eglfs: full-screen EGL on embedded devices"),
    (QT + "plugins/platforms/libqminimalegl.so", "minimal EGL: embedded testing"),
    (QT + "plugins/platforms/libqlinuxfb.so", "Linux framebuffer, no window system"),
    (QT + "plugins/platforms/libqvnc.so", "a VNC server as the screen (needs QtNetwork)"),
    (QT + "plugins/platforms/libqvkkhrdisplay.so", "Vulkan KHR display, no window system"),
    (QT + "plugins/egldeviceintegrations/*", "device integrations of eglfs, which is left out"),
    (QT + "lib/libQt6EglFSDeviceIntegration.so*", "eglfs' library"),
    (QT + "lib/libQt6EglFsKmsSupport.so*", "eglfs' library"),
    (QT + "plugins/generic/*", "evdev/tslib/TUIO input drivers for eglfs and linuxfb; X11 and Wayland deliver input"),
    # Networking: the app never opens a socket through Qt.
    (QT + "plugins/networkinformation/*", "QtNetwork's network-state backends"),
    (QT + "plugins/tls/*", "QtNetwork's TLS backends"),
    (QT + "lib/libQt6Network.so*", "QtNetwork: no connection is opened"),
    (QT + "lib/libQt6Test.so*", "QtTest: pyqtgraph's test helpers only"),
    # Image formats: the app reads only its own SVG icon (PNG, the charts' export format, is built
    # into QtGui). Kept: libqsvg.so.
    (QT + "plugins/imageformats/libqgif.so", "no GIF is read"),
    (QT + "plugins/imageformats/libqicns.so", "no macOS icon is read"),
    (QT + "plugins/imageformats/libqico.so", "no Windows icon is read"),
    (QT + "plugins/imageformats/libqjpeg.so", "no JPEG is read"),
    (QT + "plugins/imageformats/libqtga.so", "no TGA is read"),
    (QT + "plugins/imageformats/libqtiff.so", "no TIFF is read"),
    (QT + "plugins/imageformats/libqwbmp.so", "no WBMP is read"),
    (QT + "plugins/imageformats/libqwebp.so", "no WebP is read"),
    # Tests and examples of the packages, wherever a hook collected them.
    ("*/tests/*", "test suites of the bundled packages"),
    ("*/examples/*", "example programs of the bundled packages"),
]

# What must stay, whatever the lists above say (the smoke test and the users' desktops need them).
MUST_KEEP = [
    QT + "plugins/platforms/libqxcb.so",
    QT + "plugins/platforms/libqwayland.so",
    QT + "plugins/platforms/libqoffscreen.so",
    QT + "plugins/iconengines/libqsvgicon.so",
    QT + "plugins/imageformats/libqsvg.so",
    QT + "lib/libQt6Svg.so.6",
    QT + "lib/libQt6OpenGL.so.6",
    QT + "lib/libQt6XcbQpa.so.6",
    QT + "lib/libQt6WaylandClient.so.6",
]

# Never pruned as "unused" although no binary links to them: the bootloader loads libpython.
NOT_PRUNED = ["libpython*"]


def left_out(dest: str) -> str | None:
    """Why the file at ``dest`` (its path in the bundle) is left out, or None when it stays."""
    if any(fnmatch.fnmatchcase(dest, keep) for keep in MUST_KEEP):
        return None
    for pattern, why in LEFT_OUT:
        if fnmatch.fnmatchcase(dest, pattern):
            return why
    return None


# -- the OS libraries nothing kept links to -----------------------------------------------------

def needed_libraries(paths: Iterable[str], ldd: str = "ldd") -> set[str] | None:
    """The names of every library the binaries at ``paths`` load (ldd: all the way down), or None without ldd."""
    if shutil.which(ldd) is None:
        return None
    names: set[str] = set()
    for path in paths:
        done = subprocess.run([ldd, path], capture_output=True, text=True, check=False)
        for line in done.stdout.splitlines():
            name = line.strip().split(" ", 1)[0]
            if name and "=>" in line:
                names.add(os.path.basename(name))
    return names


def unused_os_libraries(binaries: list[tuple[str, str, str]], needed: set[str]) -> list[str]:
    """The OS libraries (top of the contents folder) that no binary kept needs."""
    out = []
    for dest, _src, typecode in binaries:
        if typecode != "BINARY" or "/" in dest or ".so" not in dest:
            continue
        if any(fnmatch.fnmatchcase(dest, p) for p in NOT_PRUNED):
            continue
        if dest not in needed:
            out.append(dest)
    return out


# -- debug information ------------------------------------------------------------------------

def has_debug_info(path: str | os.PathLike[str]) -> bool:
    """True when the ELF file at ``path`` has a .debug_info section (False for anything else)."""
    try:
        with open(path, "rb") as f:
            head = f.read(64)
            if len(head) < 64 or head[:4] != b"\x7fELF" or head[4] != 2 or head[5] != 1:
                return False  # only 64-bit little-endian ELF here
            shoff, = struct.unpack_from("<Q", head, 0x28)
            shentsize, shnum, shstrndx = struct.unpack_from("<HHH", head, 0x3A)
            if shoff == 0 or shnum == 0 or shstrndx >= shnum:
                return False
            f.seek(shoff)
            table = f.read(shentsize * shnum)
            sections = [struct.unpack_from("<IIQQQQ", table, i * shentsize) for i in range(shnum)]
            _name, _type, _flags, _addr, stroff, strsize = sections[shstrndx]
            f.seek(stroff)
            strtab = f.read(strsize)
            return any(strtab[s[0]:strtab.find(b"\0", s[0])] == b".debug_info" for s in sections)
    except (OSError, struct.error, IndexError):
        return False


def strip_debug(binaries: list[tuple[str, str, str]], cache: Path, strip: str = "strip",
                log: Callable[[str], None] = print) -> list[tuple[str, str, str]]:
    """The TOC with a debug-free copy (in ``cache``) in place of each binary that carries debug info."""
    if shutil.which(strip) is None:
        log("bundle_trim: no strip program (binutils): debug information stays in the bundle")
        return binaries
    out = []
    saved = 0
    for dest, src, typecode in binaries:
        if typecode in ("BINARY", "EXTENSION") and has_debug_info(src):
            target = cache / dest
            target.parent.mkdir(parents=True, exist_ok=True)
            done = subprocess.run([strip, "--strip-debug", "-o", str(target), src], capture_output=True, text=True,
                                  check=False)
            if done.returncode == 0 and target.is_file():
                shutil.copymode(src, target)
                saved += os.path.getsize(src) - os.path.getsize(target)
                src = str(target)
            else:
                log(f"bundle_trim: strip failed on {src}, kept as it is: {done.stderr.strip()}")
        out.append((dest, src, typecode))
    log(f"bundle_trim: debug information stripped: {saved / 1e6:.1f} MB")
    return out


def trim(analysis, workpath: Path, log: Callable[[str], None] = print) -> None:  # type: ignore[no-untyped-def]
    """Apply the lists to a PyInstaller Analysis, in place: a.binaries and a.datas."""
    removed = 0
    for attr in ("binaries", "datas"):
        toc = getattr(analysis, attr)
        kept = [entry for entry in toc if left_out(entry[0]) is None]
        removed += len(toc) - len(kept)
        setattr(analysis, attr, kept)
    for keep in MUST_KEEP:
        if not any(entry[0] == keep for entry in analysis.binaries):
            raise SystemExit(f"bundle_trim: {keep} is not in the analysis: the bundle would not start on a desktop")
    # The roots: every binary but the OS libraries at the top (those are kept when a root needs them;
    # ldd follows the links all the way down, so one pass decides).
    candidates = set(unused_os_libraries(analysis.binaries, set()))
    roots = [src for dest, src, typecode in analysis.binaries
             if typecode in ("BINARY", "EXTENSION") and dest not in candidates]
    needed = needed_libraries(roots)
    if needed is None:
        log("bundle_trim: no ldd: OS libraries are not pruned")
    else:
        unused = set(unused_os_libraries(analysis.binaries, needed))
        analysis.binaries = [e for e in analysis.binaries if e[0] not in unused]
        removed += len(unused)
        if unused:
            log(f"bundle_trim: OS libraries nothing kept links to: {' '.join(sorted(unused))}")
    analysis.binaries = strip_debug(analysis.binaries, workpath / "stripped", log=log)
    log(f"bundle_trim: {removed} files left out")
