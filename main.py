"""Launcher for a checkout: ``python main.py`` starts Razz Desktop."""

from razz_desktop.app import main

if __name__ == "__main__":
    raise SystemExit(main())
