"""The frozen bundle's entry script: the same command line as ``razz-desktop``.

It lives here rather than at the top of the checkout on purpose: PyInstaller puts the
entry script's folder first on its search path, and the checkout's razz_desktop/ (which
has no razz_desktop.resources: setuptools maps resources/ to it at install time) would
then shadow the installed package the bundle must be built from.
"""

import os

if os.environ.get("RAZZ_DESKTOP_SOUND_CHECK"):  # smoke-bundle.sh: are the sounds and their library in?
    from razz_desktop.ui.sound.player import library_check

    print(library_check())
    raise SystemExit(0)

from razz_desktop.cli import main  # noqa: E402

raise SystemExit(main())
