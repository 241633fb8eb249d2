"""``python -m razz_desktop`` starts the app, with the same options as ``razz-desktop``."""

from razz_desktop.cli import main

raise SystemExit(main())
