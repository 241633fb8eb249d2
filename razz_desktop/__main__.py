"""``python -m razz_desktop`` starts the app."""

from razz_desktop.app import main

raise SystemExit(main())
