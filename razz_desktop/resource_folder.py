"""Where the package data (resources/: fonts, icons, translations, sounds, desktop files) lies on disk.

``importlib.resources`` finds it in every layout, but importing it costs
about 5 ms before the first table (it brings ``tempfile``, ``zipfile``'s
readers and friends; issue 19's launch), and in every layout this program is
run from the folder is a plain folder on disk: beside the modules when
installed (pyproject maps resources/ to the package ``razz_desktop.resources``)
or frozen (the bundle collects it to the same place), and at the top of a
checkout (run from the source, or installed with ``pip install -e``). Those
two places are looked at first, recognised by the app's icon being there;
:func:`traversable` falls back to ``importlib.resources`` only when neither
holds the folder (a zipped install, say).

Nothing here imports Qt: the desktop entry uses it without a display.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

PACKAGE = "razz_desktop.resources"
MARKER = ("icons", "razz-desktop.svg")
"""A file only our resources folder has: a folder named resources elsewhere is not taken for it."""


@cache
def folder() -> Path | None:
    """The resources folder on disk, or None when it is not a plain folder where expected."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "resources", here.parent / "resources"):
        if candidate.joinpath(*MARKER).is_file():
            return candidate
    return None


def traversable(*parts: str) -> Path | Traversable:
    """``resources/<parts>`` as a path on disk where there is one, else through importlib.resources."""
    found = folder()
    if found is not None:
        return found.joinpath(*parts)
    import importlib.resources  # only for a layout without the plain folder

    node: Traversable = importlib.resources.files(PACKAGE)
    for part in parts:
        node = node / part
    return node
