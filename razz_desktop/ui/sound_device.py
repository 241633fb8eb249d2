"""Whether this machine has a sound device, as far as the sound player found out: no numpy, no audio.

The settings dialog reads it to say "No sound device found" beside the Sound box (issue 38: the box
looked active on a machine without audio). The player (``ui.sound.player``) records what opening the
device gave; until it has tried, nothing is known and the dialog says nothing. Kept apart from
``ui.sound`` so the dialog (shown before the first table at the first start) loads no audio code.

Also here: :func:`quiet_alsa`, which stops libasound from printing its configuration errors
("ALSA lib confmisc.c:855: cannot find card '0'") to the terminal while the device is looked for:
the player logs the failure once, in plain words.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging

log = logging.getLogger(__name__)

_found: bool | None = None
_quiet_handler: object | None = None
"""The no-op error handler given to libasound: kept alive as long as the library may call it."""


def record(found: bool) -> None:
    """The player opened a device (True) or found none (False)."""
    global _found
    _found = found


def device_found() -> bool | None:
    """True or False once the player has tried to open a device; None before."""
    return _found


def forget() -> None:
    """Tests: nothing known again."""
    global _found
    _found = None


def quiet_alsa() -> bool:
    """Give libasound a silent error handler (its default prints to stderr); False without ALSA."""
    global _quiet_handler
    if _quiet_handler is not None:
        return True
    name = ctypes.util.find_library("asound")
    if name is None:
        return False
    try:
        lib = ctypes.CDLL(name)
        handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                        ctypes.c_char_p)
        handler = handler_type(lambda *_args: None)
        lib.snd_lib_error_set_handler(handler)
    except (OSError, AttributeError) as exc:
        log.debug("libasound's error handler not replaced: %s", exc)
        return False
    _quiet_handler = handler
    return True
