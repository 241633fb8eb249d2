"""Launcher for a checkout (and the frozen bundle's entry script): ``python main.py``
starts Razz Desktop with the same options as ``razz-desktop``."""

from razz_desktop.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
