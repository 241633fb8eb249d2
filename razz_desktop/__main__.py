"""``python -m razz_desktop`` starts the app, with the same options as ``razz-desktop``."""

import gc

gc.disable()  # until the first table is painted (razz_desktop.launcher.run says why, and enables it again)

from razz_desktop.cli import main  # noqa: E402 - after the line above, which is for these imports too

raise SystemExit(main())
