"""Keep the C allocator from holding on to the table's freed images (glibc on Linux).

The table draws bets, pots, plates and cards into images of some tens to
hundreds of KB, made and dropped at almost every action. glibc serves big
blocks with ``mmap`` and gives them back when freed, but its threshold for
"big" rises to the largest block freed so far (up to 32 MB): after the first
felt or window-sized image, every image comes from the heap, and the heap,
fragmented by thousands of them, only grows. Measured over 2,000 hands with
animations off (benchmarks/bench_memory.py): 2.11 KB of RSS per hand and
184 MB at the start, against 1.73 KB and 159 MB with the threshold fixed at
64 KB (issue 10: at most 2 KB a hand). Fixing it is one ``mallopt`` call; the
launcher makes it after the first paint (``ctypes`` is not imported before
the first table, issue 19). Elsewhere (another C library, another system) it
does nothing and says so.
"""

from __future__ import annotations

import sys

MMAP_THRESHOLD = 64 * 1024
_M_MMAP_THRESHOLD = -3  # glibc's <malloc.h>


def return_big_blocks(threshold: int = MMAP_THRESHOLD) -> bool:
    """Serve blocks of ``threshold`` bytes or more by ``mmap`` from now on (freed at once); True if set."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes

    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # not glibc (musl has no mallopt threshold)
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    mallopt.restype = ctypes.c_int
    return bool(mallopt(_M_MMAP_THRESHOLD, threshold))
