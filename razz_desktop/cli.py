"""The ``razz-desktop`` command line: parse the options, then start the app.

Parsing comes first and imports neither Qt nor anything that reads the
user's folders, so ``--help``, ``--version`` and a mistyped option answer on
a machine without a display (a terminal over SSH, CI) instead of aborting in
Qt's platform plugin. ``--home`` is applied to the environment before any
module asks :mod:`razz_desktop.paths` for a folder.

``razz-desktop`` (the installed script), ``python -m razz_desktop`` and
``python main.py`` all call :func:`main`, so they take the same options.
Options Qt itself understands (``-platform offscreen``, ``-style Fusion``)
pass through to ``QApplication`` after a ``--``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from razz_desktop import __version__
from razz_desktop.launch_options import PROG, Options

HOME_ENV = "RAZZ_DESKTOP_HOME"
"""The same variable as ``razz_desktop.paths.HOME_ENV`` (not imported: paths imports appdirs,
which ``--help`` does not need); tests/test_cli.py checks that the two agree."""

EXIT_USAGE = 2
"""argparse's status for a command line it cannot parse (the Unix convention)."""


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The parser behind ``--help``; its usage line is also what a wrong option prints."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Razz Desktop: an offline Razz (seven-card stud, lowest hand wins) game and trainer.",
        epilog=(f"Environment: {HOME_ENV}=DIR is the same as --home DIR. "
                "Options for Qt itself (e.g. -platform offscreen) go after '--'."),
        allow_abbrev=False,
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument("--home", metavar="DIR", type=Path,
                        help="keep settings, the hand log and log files under DIR "
                             f"(overrides {HOME_ENV})")
    entry = parser.add_mutually_exclusive_group()
    entry.add_argument("--install-desktop-entry", action="store_true",
                       help="add Razz Desktop to your desktop's application menu "
                            "(a .desktop file, AppStream metainfo and the icon under the XDG data "
                            "folder, starting this installation) and exit")
    entry.add_argument("--uninstall-desktop-entry", action="store_true",
                       help="remove what --install-desktop-entry added and exit")
    parser.add_argument("--quit-after-first-paint", action="store_true",
                        help="print the start-up time and exit once the first hand is drawn (benchmarks)")
    parser.add_argument("--smoke-test", metavar="N", type=_positive_int, dest="smoke_hands",
                        help="test run: accept the first-start dialog, play N hands by checking "
                             "and calling, print a summary and exit (packaging/smoke-bundle.sh)")
    parser.usage = f"{PROG} [options] [-- QT_OPTION ...]"
    return parser


@dataclass(frozen=True, slots=True)
class _Parsed:
    options: Options
    install_entry: bool
    uninstall_entry: bool


def parse(argv: Sequence[str]) -> _Parsed:
    """Parse ``argv`` (without the program name). argparse exits 0 for --help/--version
    and 2 (usage on stderr) for anything it does not know, including a stray word:
    only what follows ``--`` goes to Qt."""
    args = list(argv)
    cut = args.index("--") if "--" in args else len(args)
    ns = build_parser().parse_args(args[:cut])
    qt_args = args[cut + 1:]
    home = ns.home.expanduser().absolute() if ns.home is not None else None
    options = Options(home=home, quit_after_first_paint=ns.quit_after_first_paint,
                      smoke_hands=ns.smoke_hands, qt_args=[PROG, *qt_args])
    return _Parsed(options, ns.install_desktop_entry, ns.uninstall_desktop_entry)


def main(argv: list[str] | None = None) -> int:
    """The console entry point: ``razz-desktop [options]``. Returns the exit status."""
    try:
        parsed = parse(sys.argv[1:] if argv is None else argv)
    except SystemExit as exc:  # --help, --version, or a usage error: argparse has printed it
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    options = parsed.options
    if options.home is not None:
        # Before anything imports razz_desktop.paths' callers: every folder follows it.
        os.environ[HOME_ENV] = str(options.home)

    if parsed.install_entry or parsed.uninstall_entry:
        import shlex

        from razz_desktop import desktop_entry

        try:
            if parsed.install_entry:
                installed = desktop_entry.install()
                print(f"Installed the Razz Desktop menu entry: {installed.desktop_file}")
                print(f"  it starts: {shlex.join(installed.command)}")
            else:
                removed = desktop_entry.uninstall()
                print("Removed the Razz Desktop menu entry" if removed
                      else "No Razz Desktop menu entry was installed")
        except OSError as exc:
            print(f"{PROG}: {exc}", file=sys.stderr)
            return 1
        return 0

    from razz_desktop.launcher import run

    return run(options)
