"""``python -m razz_desktop.ai.arena``: bots play headless Razz and the results are printed.

The command line lives in :mod:`razz_desktop.ai.arena_cli` (the one AI
module allowed to write a hand log), the machinery -- duplicate dealing from
a secret key, sittings spread over worker processes, intervals -- in
:mod:`razz_desktop.ai.match`.
"""

from __future__ import annotations

import sys

from razz_desktop.ai.arena_cli import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
