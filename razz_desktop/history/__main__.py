"""``python -m razz_desktop.history``."""

import sys

from razz_desktop.history.cli import main

sys.exit(main())
